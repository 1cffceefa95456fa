"""Helpers that set up exact Cerro Gordo positions for the rule tests.

Boards are drawn as text maps with the engine's own
:func:`tutorial.cerro_gordo.scenarios.from_map` (two characters a cell, as
:func:`~tutorial.cerro_gordo.text.render_board` prints them).  The helpers
here change only what a test needs on top of that: who holds which road
tile, what lies on top of a mine, how much silver each player has.  They go
through :func:`tutorial.core.values.evolve` and the state's own ``with_*``
methods, so the derived sets of the state (spots, road ends) stay right.
"""

from __future__ import annotations

import itertools

import pytest

from tutorial.cerro_gordo import components as parts
from tutorial.cerro_gordo.components import Building, BuildingType, MineTile, Road
from tutorial.cerro_gordo.game import Game
from tutorial.cerro_gordo.options import RuleOptions
from tutorial.cerro_gordo.positions import save_state
from tutorial.cerro_gordo.scenarios import from_map, with_row
from tutorial.cerro_gordo.setup import new_game
from tutorial.cerro_gordo.state import GameState, TurnState
from tutorial.cerro_gordo.text import ROAD_GLYPHS
from tutorial.core.errors import IllegalMove
from tutorial.core.grid import Direction
from tutorial.core.values import evolve

_ids = itertools.count(1000)
_GLYPH_EXITS = {glyph: exits for exits, glyph in ROAD_GLYPHS.items()}

__all__ = ["from_map"]


def fresh(players: int = 2, seed: int = 0, options: RuleOptions | None = None) -> GameState:
    """A new game with seat 0 to play first."""
    state, _ = new_game(players, seed, options, first_player=0)
    return state


def road(exits: str) -> Road:
    """A road tile with exactly these exits: ``road("NS")`` or ``road("│")``.

    Its id is that of a deck tile whose shape turns to these exits, so the
    road survives a save and load.
    """
    wanted = _GLYPH_EXITS.get(exits) or frozenset(Direction[letter] for letter in exits)
    for tile in parts.road_deck():
        if any(tile.rotated(q).exits == wanted for q in range(4)):
            return Road(tile.id, tile.shape, wanted)
    raise ValueError(f"no road tile can be turned to exits {exits!r}")


def building(kind: str, nth: int = 0) -> Building:
    """The ``nth`` building of ``kind`` (``"entertainment"``) in the deck."""
    return [b for b in parts.building_deck() if b.kind == BuildingType(kind)][nth]


def objective(card_id: str) -> parts.Objective:
    """A personal or public objective card by id."""
    for card in (*parts.personal_objectives(), *parts.public_objectives()):
        if card.id == card_id:
            return card
    raise KeyError(card_id)


def holding_road(state: GameState, exits: str, seat: int | None = None) -> GameState:
    """Player ``seat`` (default: the active one) holds a road tile with these exits."""
    seat = state.active if seat is None else seat
    return state.with_player(seat, road=road(exits))


def first_in_row(state: GameState, kind: str) -> GameState:
    """A building of ``kind`` leftmost in the row (so it is free), the rest as they were."""
    assert all(slot.silver == 0 for slot in state.row)
    letters = [BuildingType(kind).value[0].upper()]
    letters += [slot.building.kind.value[0].upper() for slot in state.row[1:]]
    return with_row(state, " ".join(letters))


def mine_tile(silver: int, event: str = "quiet_day") -> MineTile:
    """A mine tile with a known back (silver) and face (event id)."""
    return MineTile(next(_ids), silver, event, False)


def with_silver(state: GameState, **by_seat: int) -> GameState:
    """Set players' silver (``p0=5, p1=0``), moving the difference to or from the supply.

    The 45 coins stay all accounted for, as the rules require.
    """
    for key, amount in by_seat.items():
        seat = int(key.removeprefix("p"))
        change = amount - state.players[seat].silver
        if change > state.supply:
            raise ValueError("the supply cannot cover that")
        state = state.with_player(seat, silver=amount)
        state = evolve(state, supply=state.supply - change)
    assert state.silver_in_play() == parts.SILVER_COINS
    return state


def with_mine(state: GameState, number: int, *tiles: MineTile) -> GameState:
    """Mine ``number`` holding exactly ``tiles`` (top first); none empties it."""
    mines = list(state.mines)
    mines[number - 1] = evolve(mines[number - 1], tiles=tuple(tiles))
    return evolve(state, mines=tuple(mines))


def ready_to_mine(state: GameState) -> GameState:
    """Only mining is left of the active player's turn.

    As if they had taken the leftmost building of the row (free, with no
    silver on it), placed it, and placed their road: the row is one short,
    as after a real selection, and the end of the turn refills it.
    """
    assert state.row[0].silver == 0, "the leftmost building has silver on it"
    turn = TurnState(building_taken=True, building_placed=True, roads_placed=1)
    return evolve(state, row=state.row[1:], turn=turn)


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
