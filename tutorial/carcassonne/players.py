"""Automatic players: any function ``choose(state, rng) -> action``.

A player looks at the (immutable) state, draws what it needs from the
random generator it is given, and returns the action it takes.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tutorial.carcassonne.actions import PlaceTile
from tutorial.carcassonne.legal import legal_actions
from tutorial.carcassonne.placing import tile_placements
from tutorial.carcassonne.state import GameState

Player = Callable[[GameState, random.Random], object]


def random_player(state: GameState, rng: random.Random) -> object:
    """A legal action drawn at random, every action of the moment equally likely.

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(2, seed=1).state
    >>> type(random_player(state, random.Random(0))).__name__
    'PlaceTile'
    """
    if state.phase == "tile":  # the same draw, without making an action for every placement
        cell, rotation = rng.choice(tile_placements(state))
        return PlaceTile(cell, rotation)
    return rng.choice(legal_actions(state))


def rng_for(state: GameState) -> random.Random:
    """A generator for an automatic player's choice, fixed by the seed and the moment.

    The same game replayed makes the same choices.
    """
    return random.Random(f"{state.seed}/{state.turn_number}/{state.phase}")
