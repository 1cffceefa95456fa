"""What a Tiletum player cannot see, drawn again for a search.

Hidden from a seat (the ``hidden`` section of
:mod:`tutorial.tiletum.environment`'s observation gives only their counts):

- the order of the Prospector Bonus pile;
- the Cathedral tile stack's order (*Underground Cathedrals*);
- solo: the King's Surprise deck's order, and the Decrees of the rounds to
  come (one Decree is turned up a round);
- the dice of the rounds to come: they are rolled at the start of each
  round (*Round structure*), here from the game's seed and the round.

A search that is not to cheat (:mod:`tutorial.core.tree_search`) plays
each simulation in a world drawn consistently with what the seat sees
(:func:`determinise`): the piles shuffled, and a new seed for the later
rounds' dice.  The seed is nothing a player sees.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tutorial.core.values import evolve
from tutorial.tiletum.state import GameState

#: Seeds are drawn from 0 up to this (an engine seed may be any 64-bit integer).
SEED_BITS = 62


def shuffled(items: Sequence[str], rng: random.Random) -> tuple[str, ...]:
    """``items`` in an order drawn from ``rng``."""
    items = list(items)
    rng.shuffle(items)
    return tuple(items)


def determinise(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with everything ``seat`` cannot see drawn again from ``rng`` (module docstring).

    Every player sees the same (nothing is in one player's hand), so
    ``seat`` is not needed; it is part of every game's ``determinise``.

    >>> from tutorial.tiletum.setup import new_game
    >>> state = new_game(2, seed=3).state
    >>> drawn = determinise(state, 0, random.Random(1))
    >>> sorted(drawn.bonus_pile) == sorted(state.bonus_pile), drawn.dice == state.dice
    (True, True)
    """
    changes: dict[str, object] = {
        "bonus_pile": shuffled(state.bonus_pile, rng),
        "seed": rng.getrandbits(SEED_BITS),
    }
    if state.cathedrals is not None:
        changes["cathedrals"] = evolve(
            state.cathedrals, stack=shuffled(state.cathedrals.stack, rng)
        )
    solo = state.solo
    if solo is not None:
        shown = solo.decrees[: state.round]  # this round's Decree and the earlier ones
        changes["solo"] = evolve(
            solo,
            surprises=shuffled(solo.surprises, rng),
            decrees=shown + shuffled(solo.decrees[state.round :], rng),
        )
    return evolve(state, **changes)
