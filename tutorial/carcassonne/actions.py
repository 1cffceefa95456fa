"""The actions a player can take, and the one function that applies them.

A turn is: place the drawn tile (:class:`PlaceTile`), then put a follower
on one of its features (:class:`PlaceFollower`) or not (:class:`NoFollower`).
Each action is a small frozen value, so a game is a seed plus a list of
actions.  Which actions a moment accepts is up to the rules' phases
(:mod:`tutorial.carcassonne.rules`): an expansion adds its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.carcassonne.action_fields import check_action_fields
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.turn import advance
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Outcome
from tutorial.core.grid import Cell

RULE_TURN = "Playing the game: the order of a turn"


@dataclass(frozen=True)
class PlaceTile:
    """Place the drawn tile on ``cell``, turned ``rotation`` quarter turns clockwise (0-3)."""

    cell: Cell
    rotation: int = 0


@dataclass(frozen=True)
class PlaceFollower:
    """Put a follower on feature ``feature`` (an index into its features) of the tile placed."""

    feature: int


@dataclass(frozen=True)
class NoFollower:
    """Place no follower this turn."""


#: The actions of the base game.
Action = PlaceTile | PlaceFollower | NoFollower


def apply(state: GameState, action: object) -> Outcome[GameState]:
    """The state after ``action``, and (on demand) why.

    ``state, explain = apply(state, action)``; ``explain()`` builds the
    :class:`~tutorial.core.explanation.Explanation` only when called.
    Raises :class:`~tutorial.core.errors.IllegalMove` (and changes nothing)
    if the rules forbid it.  After the action, the turn moves on to its next
    phase, or ends (scoring, then the next tile is drawn).
    """
    rules = state.rules
    check_action_fields(action, rules.action_types)
    if state.game_over:
        raise IllegalMove("End of the game", "the game is over: the last tile has been placed")
    phase = rules.phase(state.phase)
    if type(action) not in phase.actions:
        wanted = " or ".join(kind.__name__ for kind in phase.actions)
        raise IllegalMove(
            RULE_TURN,
            f"now is the {phase.name} step of {state.player.name}'s turn ({wanted}), "
            f"not {type(action).__name__}",
        )
    after, explain = phase.handle(state, action)
    return advance(after, explain)
