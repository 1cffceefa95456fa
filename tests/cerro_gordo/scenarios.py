"""What only the rule tests need on top of :mod:`tutorial.cerro_gordo.scenarios`.

Positions are built with the package's own helpers (text maps, silver,
characters, mine stacks, the step of the turn).  Here are the two things a
test needs that a position never should: mine tiles the stand-in deck does
not have (a tile worth 0 or 3 silver with a chosen event), and the check
that a refused action changed nothing.
"""

from __future__ import annotations

import itertools

import pytest

from tutorial.cerro_gordo.components import MineTile
from tutorial.cerro_gordo.game import Game
from tutorial.cerro_gordo.positions import save_state
from tutorial.cerro_gordo.state import GameState
from tutorial.core.errors import IllegalMove

# Ids beyond the deck's, one per tile made, so two made tiles are never equal.
_ids = itertools.count(1000)


def mine_tile(silver: int, event: str = "quiet_day") -> MineTile:
    """A made-up mine tile with a known back (silver) and face (event id)."""
    return MineTile(next(_ids), silver, event, False)


def coins(state: GameState) -> list[int]:
    """Every player's silver, in seat order."""
    return [p.silver for p in state.players]


def rejected(state: GameState, action: object) -> IllegalMove:
    """Play ``action`` on ``state`` through a :class:`Game`; it must be refused.

    Checks that the refusal is an :class:`IllegalMove` and that nothing
    changed: the game still shows the very same state object, its history
    did not grow, and the state still saves to the same text as before (so
    nothing was mutated in place).
    """
    before = save_state(state)
    game = Game(state=state)
    with pytest.raises(IllegalMove) as info:
        game.play(action)  # type: ignore[arg-type]
    assert game.state is state
    assert len(game.history.entries) == 1
    assert save_state(state) == before
    return info.value
