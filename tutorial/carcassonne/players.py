"""Who sits at each seat: a person, a built-in bot, or your own function.

A player is any function ``choose(state, rng) -> action``: it looks at the
(immutable) state, draws what it needs from the random generator it is
given, and returns the action it takes.  A *seat* of a
:class:`~tutorial.carcassonne.game.Game` is such a function or a name:

- ``"random"`` (:func:`random_player`) takes a legal action at random;
- ``"mcts"`` plays by Monte Carlo tree search (:mod:`tutorial.core.tree_search`,
  :data:`SEARCH`), 50 random playouts a move, the deck's order drawn again
  for each (:mod:`tutorial.carcassonne.hidden`);
- ``"human"`` is a person clicking; asked to step, the game lets the random
  player act for them, so Step always moves the game on.

The names of the built-in bots live in :data:`BOTS`, a read-only mapping.  An
expansion with bots of its own passes a bigger one to
:class:`~tutorial.carcassonne.game.Game` and
:func:`~tutorial.carcassonne.simulation.simulate` (``bots={**BOTS, "greedy":
greedy}``): nothing global is changed, so two expansions never meet.

Examples
--------
>>> def always_first(state, rng):
...     from tutorial.carcassonne.legal import legal_actions
...     return legal_actions(state)[0]
>>> check_seats(("human", always_first), 2)  # doctest: +ELLIPSIS
('human', <function always_first at ...>)
>>> from tutorial.core.game import seat_name
>>> [seat_name(s) for s in ("random", always_first)]
['random', 'always_first']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from types import MappingProxyType

from tutorial.carcassonne.actions import PlaceTile, apply
from tutorial.carcassonne.board import Placements
from tutorial.carcassonne.followers import follower_move, follower_spots
from tutorial.carcassonne.hidden import determinise
from tutorial.carcassonne.legal import legal_actions
from tutorial.carcassonne.scoring import winners
from tutorial.carcassonne.state import GameState
from tutorial.core.errors import ArgumentError, quoted
from tutorial.core.tree_search import NextState, SearchGame, mcts_player

Player = Callable[[GameState, random.Random], object]
#: A seat: ``"human"``, a built-in bot's name, or a player function.
Seat = str | Player

HUMAN = "human"


def random_player(state: GameState, rng: random.Random) -> object:
    """A legal action drawn at random, every action of the moment equally likely.

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(2, seed=1).state
    >>> type(random_player(state, random.Random(0))).__name__
    'PlaceTile'
    """
    tile = state.current_tile
    if state.phase == "tile" and tile is not None:
        # The same draw as from every placement, without making one for each.
        cell, rotation = rng.choice(Placements(state, tile))
        return PlaceTile(cell, rotation)
    if state.phase == "follower":  # the same draw as from every follower move: one is made
        return follower_move(state, rng.choice(range(len(follower_spots(state)) + 1)))
    return rng.choice(legal_actions(state))


#: Carcassonne as the tree search reads it (:mod:`tutorial.core.tree_search`):
#: the random player plays the playouts; the deck's order is hidden.
SEARCH = SearchGame(
    name="Carcassonne",
    legal_actions=legal_actions,
    apply=NextState(apply),
    to_move=attrgetter("active"),
    over=attrgetter("game_over"),
    winners=winners,
    playout=random_player,
    determinise=determinise,
)

#: The built-in bots by name, for seats (an expansion passes its own, bigger mapping).
#: ``"mcts"`` searches :data:`~tutorial.core.tree_search.DEFAULT_SIMULATIONS` playouts a move.
BOTS: Mapping[str, Player] = MappingProxyType(
    {"random": random_player, "mcts": mcts_player(SEARCH)}
)


def check_seats(
    seats: Sequence[Seat], count: int, bots: Mapping[str, Player] = BOTS
) -> tuple[Seat, ...]:
    """``seats`` as a tuple, after checking there is one valid seat per player.

    Raises :class:`~tutorial.core.errors.ArgumentError` (a
    :class:`TypeError` and a :class:`ValueError`) for a seat that is neither
    a name nor a function, for an unknown name or a wrong count.

    >>> check_seats(("random", "clever"), 2)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutorial.core.errors.ArgumentError: argument 'seats': seat 1: 'clever' is not a player; ...
    """
    if isinstance(seats, str):
        raise ArgumentError(
            "seats", f"list one seat per player, not the single string {quoted(seats)}"
        )
    if not isinstance(seats, Sequence):
        raise ArgumentError("seats", f"list one seat per player, not {quoted(seats)}")
    seats = tuple(seats)
    names = ", ".join(repr(n) for n in (HUMAN, *bots))
    for index, seat in enumerate(seats):
        if isinstance(seat, str):
            if seat != HUMAN and seat not in bots:
                raise ArgumentError(
                    "seats", f"seat {index}: {seat!r} is not a player; choose {names} or a function"
                )
        elif not callable(seat):
            raise ArgumentError(
                "seats",
                f"seat {index}: {seat!r} is neither a player's name ({names}) nor a function "
                "(state, rng) -> action",
            )
    if len(seats) != count:
        raise ArgumentError(
            "seats", f"{len(seats)} seats for {count} players: give one seat per player"
        )
    return seats


def player_for(seat: Seat, bots: Mapping[str, Player] = BOTS) -> Player:
    """The function that chooses for ``seat`` (the random player stands in for a human)."""
    if seat == HUMAN:
        return random_player
    if isinstance(seat, str):
        return bots[seat]
    return seat


def rng_for(state: GameState) -> random.Random:
    """A generator for an automatic player's choice, fixed by the seed and the moment.

    The same game replayed makes the same choices.
    """
    return random.Random(f"{state.seed}/{state.turn_number}/{state.phase}")
