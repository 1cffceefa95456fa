"""The actions a player can take, and the one function that applies them.

An action of the base game (reduced) is: take a die from the wheel for one
of the actions its segment offers (:class:`TakeDie`); for the Prospector
Action, spend its AP one option at a time (:class:`Move`,
:class:`TakeBonusTile`, :class:`Build`); for the Contract Action, one
:class:`Exchange` an AP; then :class:`EndTurn`.  Tasks may be done at any
time during your own action: :class:`UnlockTier`, :class:`NewProspector`,
:class:`MovementPoint` (with a die from the movement segment),
:class:`BuyResource` and (a stand-in reading) :class:`UseApMarker`.
Each is a small frozen value, so a game is a seed and a list of actions.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.values import evolve
from tutorial.tiletum.action_fields import check_fields, fields_of
from tutorial.tiletum.cathedrals import build_cathedral
from tutorial.tiletum.economy import (
    RULE_BUY,
    RULE_EXCHANGE,
    buy_resource,
    exchange,
    resource_index,
)
from tutorial.tiletum.prospecting import (
    build,
    move_prospector,
    movement_point,
    new_prospector,
    take_bonus_tile,
)
from tutorial.tiletum.rounds import end_turn
from tutorial.tiletum.solo import RULE_SOLO, cardinal_turn, flatten, is_cardinal
from tutorial.tiletum.state import GameState
from tutorial.tiletum.technologies import unlock_tier, use_ap_marker
from tutorial.tiletum.wheel import take_die

RULE_END = "End of the game"


@dataclass(frozen=True)
class TakeDie:
    """Take die ``die`` (its index in ``state.dice``) for ``action``: a base action's name or
    ``"Prospector"``."""

    die: int
    action: str


@dataclass(frozen=True)
class Move:
    """Prospector Action, 1 AP: move your Prospector ``prospector`` to the adjacent space ``to``."""

    prospector: int
    to: str


@dataclass(frozen=True)
class TakeBonusTile:
    """Prospector Action, 1 AP: take Underground Bonus tile ``tile`` of the Prospector's Town."""

    prospector: int
    tile: int = 0


@dataclass(frozen=True)
class Build:
    """Prospector Action, 1 AP: build on ``site`` (its kind says Mine, Pillar or House)."""

    prospector: int
    site: str


@dataclass(frozen=True)
class Exchange:
    """Contract Action (reduced), 1 AP: exchange one Resource for one of another colour."""

    give: str
    get: str


@dataclass(frozen=True)
class BuyResource:
    """Task (base game, reduced): buy one Resource of ``colour`` for 2 Gold."""

    colour: str


@dataclass(frozen=True)
class UnlockTier:
    """Task: pay Silver to move your marker up one tier of ``technology``."""

    technology: str


@dataclass(frozen=True)
class NewProspector:
    """Task: put a Prospector on the start space of map ``map`` (1, 2 or 3), paying its Silver."""

    map: int


@dataclass(frozen=True)
class MovementPoint:
    """Task: with a die from the movement segment, move Prospector ``prospector`` to ``to``."""

    prospector: int
    to: str


@dataclass(frozen=True)
class EndTurn:
    """End your action (Action Points left are lost)."""


@dataclass(frozen=True)
class UseApMarker:
    """Stand-in reading: add Bonus Action Point marker ``marker`` (3 or 4) to this action's AP."""

    marker: int


@dataclass(frozen=True)
class CardinalTurn:
    """Solo: the Cardinal of Silver's whole action, played by its rules (:mod:`~.solo`)."""


@dataclass(frozen=True)
class BuildCathedral:
    """Task: build the Underground Cathedral of the Town where Prospector ``prospector`` stands
    (:mod:`~.cathedrals`)."""

    prospector: int


Action = (
    TakeDie
    | Move
    | TakeBonusTile
    | Build
    | Exchange
    | BuyResource
    | UnlockTier
    | NewProspector
    | MovementPoint
    | EndTurn
    | CardinalTurn
    | UseApMarker
    | BuildCathedral
)
#: The fields of every action, read once: ``apply`` checks them before any rule.
ACTION_FIELDS = fields_of(Action)


def apply(state: GameState, action: Action) -> Outcome[GameState]:
    """The state after ``action``, and (on demand) why.

    ``state, explain = apply(state, action)``.  Raises
    :class:`~tutorial.core.errors.IllegalMove`, naming the rule, if the
    rules forbid it; ``state`` is a value, so it is unchanged.

    Examples
    --------
    >>> from tutorial.tiletum.setup import new_game
    >>> state, _ = new_game(2, seed=4, first_player=0)
    >>> apply(state, BuyResource("silver"))
    Traceback (most recent call last):
    ...
    tutorial.core.errors.IllegalMove: Silver: Silver is not a Resource: it cannot be used for a \
purchase with 2 Gold
    """
    check_fields(action, ACTION_FIELDS)
    if state.over:
        raise IllegalMove(RULE_END, "the game is over: 4 rounds have been played")
    _check_seat(state, action)
    outcome = _apply(state, action)
    return Outcome(evolve(outcome.state, step=state.step + 1), outcome.explain)


def _check_seat(state: GameState, action: Action) -> None:
    """In a solo game, the Cardinal's seat plays only :class:`CardinalTurn`, and only it does."""
    bot = is_cardinal(state)
    if bot and not isinstance(action, CardinalTurn):
        raise IllegalMove(
            RULE_SOLO,
            f"it is the Cardinal of Silver's turn: its rules play it (CardinalTurn()), "
            f"not {type(action).__name__}",
        )
    if isinstance(action, CardinalTurn) and not bot:
        who = "no Cardinal of Silver in this game" if state.solo is None else "not its turn"
        raise IllegalMove(RULE_SOLO, f"CardinalTurn() is the Cardinal of Silver's action: {who}")


def _cardinal(state: GameState) -> Outcome[GameState]:
    state, lines = cardinal_turn(state)
    ended = end_turn(state)
    after = ended.state

    def explain() -> Explanation:
        more = ended.explain().lines
        return Explanation("The Cardinal of Silver's action", (*flatten(lines), *more), RULE_SOLO)

    return Outcome.later(after, explain)


def _apply(state: GameState, action: Action) -> Outcome[GameState]:
    if isinstance(action, CardinalTurn):
        return _cardinal(state)
    if isinstance(action, TakeDie):
        return take_die(state, action.die, action.action)
    if isinstance(action, Move):
        return move_prospector(state, action.prospector, action.to)
    if isinstance(action, TakeBonusTile):
        return take_bonus_tile(state, action.prospector, action.tile)
    if isinstance(action, Build):
        return build(state, action.prospector, action.site)
    if isinstance(action, Exchange):
        return _exchange(state, action.give, action.get)
    if isinstance(action, BuyResource):
        after = buy_resource(state, action.colour)
        line = f"{state.player.name} paid 2 Gold for 1 {action.colour} Resource."
        return Outcome.later(after, lambda: Explanation("Bought a Resource", (line,), RULE_BUY))
    if isinstance(action, UnlockTier):
        return unlock_tier(state, action.technology)
    if isinstance(action, NewProspector):
        return new_prospector(state, action.map)
    if isinstance(action, MovementPoint):
        return movement_point(state, action.prospector, action.to)
    if isinstance(action, UseApMarker):
        return use_ap_marker(state, action.marker)
    if isinstance(action, BuildCathedral):
        return build_cathedral(state, action.prospector)
    return end_turn(state)


def _exchange(state: GameState, give: str, get: str) -> Outcome[GameState]:
    """One AP of the Contract Action: Silver is refused first, whatever else is wrong.

    Rulebook, *Silver*: Silver is never exchanged, given or taken; that rule
    is named even when the other colour is not a colour at all.
    """
    silver_first = sorted((give, get), key=lambda colour: colour.lower() != "silver")
    for colour in silver_first:
        resource_index(state, colour, "the Contract Action's exchange", RULE_EXCHANGE)
    turn = state.turn
    names = {a.name for a in state.components.actions if a.exchange}
    if turn.die is None or turn.action not in names:
        raise IllegalMove(RULE_EXCHANGE, "an exchange needs a die taken for the Contract Action")
    if turn.ap < 1:
        raise IllegalMove(RULE_EXCHANGE, "no Action Points are left: each exchange costs 1 AP")
    after = exchange(evolve(state, turn=evolve(turn, ap=turn.ap - 1)), give, get)
    line = f"{state.player.name} exchanged 1 {give} Resource for 1 {get} (1 AP)."
    return Outcome.now(after, Explanation("Exchange", (line,), RULE_EXCHANGE))
