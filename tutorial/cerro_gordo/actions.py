"""The actions a player can take, and the one function that applies them.

A turn is: select a building, place it, place a road (in either order, the
road first on the very first turn), optionally buy a second road or refresh
objectives, then mine, which ends the turn.  (Under the ``"any_time"``
reading of the silver actions, the player may still spend silver after
mining, and ends the turn with :class:`EndTurn`.)  Each action is a small
frozen value, so a game is a seed plus a list of actions.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.cerro_gordo.action_fields import check_fields, fields_by_kind
from tutorial.cerro_gordo.buildings import place_building, take_building
from tutorial.cerro_gordo.deeds import SILVER_GAINED, Deed
from tutorial.cerro_gordo.mining import end_turn_after_mining, mine
from tutorial.cerro_gordo.objectives import building_deed, refresh_objectives, score_objectives
from tutorial.cerro_gordo.roads import place_road
from tutorial.cerro_gordo.state import GameState
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Outcome, with_lines
from tutorial.core.grid import Cell


@dataclass(frozen=True)
class TakeBuilding:
    """Select the building at row position ``index`` (0 = leftmost, free)."""

    index: int


@dataclass(frozen=True)
class PlaceBuilding:
    """Place the selected building on ``cell``."""

    cell: Cell


@dataclass(frozen=True)
class PlaceRoad:
    """Place your road tile on ``cell``, turned ``turns`` quarter turns clockwise.

    The first road of a turn is free; a second one costs 2 silver.
    """

    cell: Cell
    turns: int = 0


@dataclass(frozen=True)
class RefreshObjectives:
    """Pay 5 silver to replace the objectives at these hand positions."""

    discard: tuple[int, ...]


@dataclass(frozen=True)
class Mine:
    """Mine the closest mine (or choose one when tied or not connected); ends the turn."""

    mine: int | None = None


@dataclass(frozen=True)
class EndTurn:
    """End the turn after mining: only under the ``"any_time"`` reading of the silver actions.

    (Under the default reading, mining itself ends the turn.)
    """


Action = TakeBuilding | PlaceBuilding | PlaceRoad | RefreshObjectives | Mine | EndTurn
#: Each action's field checks, made once
#: (see :func:`~tutorial.cerro_gordo.action_fields.check_fields`).
ACTION_FIELDS = fields_by_kind(Action)


def apply(state: GameState, action: Action) -> Outcome[GameState]:
    """The state after ``action``, and (on demand) why.

    ``state, explain = apply(state, action)``; ``explain()`` builds the
    :class:`~tutorial.core.explanation.Explanation` only when called.
    Raises :class:`~tutorial.core.errors.IllegalMove` (and changes nothing)
    if the rules forbid it.
    """
    check_fields(action, ACTION_FIELDS)
    if state.game_over:
        raise IllegalMove("End of Game", "the game is over: every mine is empty")
    # check_fields let through only the six actions themselves (no subclass of one):
    # the kind is told by its class, with no isinstance called.
    kind = type(action)
    if kind is PlaceRoad:
        return _with_objectives(*place_road(state, action.cell, action.turns))
    if kind is PlaceBuilding:
        placed = place_building(state, action.cell)
        tiles = placed[0].tiles  # (the outcome's state)
        return _with_objectives(placed, building_deed(tiles, action.cell, tiles[action.cell]))
    if kind is TakeBuilding:
        # The silver lying on it is a payment: "at any moment" sees it before any is spent.
        return _with_objectives(take_building(state, action.index), SILVER_GAINED)
    if kind is RefreshObjectives:
        return refresh_objectives(state, action.discard)
    if kind is EndTurn:
        return end_turn_after_mining(state)
    # The sixth action: Mine.
    return mine(state, action.mine)


def _with_objectives(outcome: Outcome[GameState], deed: Deed) -> Outcome[GameState]:
    """The outcome of an action, then the objectives its ``deed`` completed, explained after it.

    Most actions complete none: their outcome is then returned as it is
    (the state unchanged, no wrapper made for nothing to add).
    """
    before, explain = outcome
    after, done = score_objectives(before, deed)
    if after is before:
        return outcome
    return Outcome(after, with_lines(explain, done))
