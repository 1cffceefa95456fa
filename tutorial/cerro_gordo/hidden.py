"""What a Cerro Gordo player cannot see, drawn again for a search.

Hidden from a seat (the observation of :mod:`tutorial.cerro_gordo.environment`
leaves exactly these out):

- the order of the building pile and of the road pile (rulebook, *Setup*:
  shuffled face down);
- the other players' personal objective cards, and the order of the
  objective pile (rulebook, *Setup*: each player's objectives are their
  own);
- the mine tiles' faces and order: only the top tile's back (its silver)
  is in sight, with the number of tiles left in each mine.

A search that is not to cheat (:mod:`tutorial.core.tree_search`) plays
each simulation in a world drawn consistently with what the seat sees:
:func:`determinise`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tutorial.cerro_gordo.components import MineTile
from tutorial.cerro_gordo.state import GameState, MineStack
from tutorial.core.values import evolve


def shuffled(items: Sequence[object], rng: random.Random) -> tuple:
    """``items`` in an order drawn from ``rng``."""
    items = list(items)
    rng.shuffle(items)
    return tuple(items)


def redealt_objectives(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The others' hands dealt again, with the same sizes, from the cards ``seat`` has not seen.

    Those cards are the others' hands and the objective pile; ``seat``'s
    own hand and every objective shown (public, completed) stay put.
    """
    others = [other for other in range(len(state.players)) if other != seat]
    unseen = list(state.objective_pile)
    for other in others:
        unseen += state.players[other].objectives
    rng.shuffle(unseen)
    players = list(state.players)
    for other in others:
        size = len(players[other].objectives)
        players[other] = evolve(players[other], objectives=tuple(unseen[:size]))
        unseen = unseen[size:]
    return evolve(state, players=tuple(players), objective_pile=tuple(unseen))


def redrawn_mines(mines: Sequence[MineStack], rng: random.Random) -> tuple[MineStack, ...]:
    """The mines' tiles dealt again among the mines, each mine's top showing the same silver.

    Every tile still in a mine is face down, so the tiles may be mixed
    among the mines; only each top tile's back is seen, so a mine's new top
    is drawn among the tiles with the same silver, and the rest follow in
    a random order, each mine keeping its count of tiles.
    """
    pool: list[MineTile] = [tile for mine in mines for tile in mine.tiles]
    rng.shuffle(pool)
    tops: list[MineTile | None] = []
    for mine in mines:
        top = None
        if mine.top is not None:
            top = next(tile for tile in pool if tile.silver == mine.top.silver)
            pool.remove(top)
        tops.append(top)
    redrawn = []
    for mine, top in zip(mines, tops, strict=True):
        if top is None:
            redrawn.append(mine)
            continue
        rest = len(mine.tiles) - 1
        redrawn.append(evolve(mine, tiles=(top, *pool[:rest])))
        pool = pool[rest:]
    return tuple(redrawn)


def determinise(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with everything ``seat`` cannot see drawn again from ``rng`` (module docstring).

    >>> from tutorial.cerro_gordo.setup import new_game
    >>> state = new_game(3, seed=2).state
    >>> drawn = determinise(state, 0, random.Random(5))
    >>> drawn.players[0].objectives == state.players[0].objectives
    True
    >>> [m.top.silver for m in drawn.mines] == [m.top.silver for m in state.mines]
    True
    >>> sorted(b.kind for b in drawn.building_pile) == sorted(b.kind for b in state.building_pile)
    True
    """
    state = redealt_objectives(state, seat, rng)
    return evolve(
        state,
        building_pile=shuffled(state.building_pile, rng),
        road_pile=shuffled(state.road_pile, rng),
        mines=redrawn_mines(state.mines, rng),
    )
