"""The two wheels: which action a die can take, and taking a die.

Base game, reduced: dice lie on the Action Wheel's six segments by value (a
die of value ``v`` on segment ``v - 1``); each segment shows one base action,
one of them the Joker.  Taking a die gives Resources of its colour and
Action Points (AP = 7 - resources, see :class:`~tutorial.tiletum.state.Die`).

Rulebook, *Prospector Action Wheel*: "The overlay's second wheel adds the
Prospector Action to two die values and, on another segment, a Prospector
movement point."  *Prospector Action*: "A die from a segment showing both
the Prospector Action and another Action does one of them, with all its AP
— and only that Action's Bonus tile. The Joker can be a Prospector Action."

Bonus tiles of the base actions are reduced away; the Prospector Action's
Bonus tile is kept (*Cleanup phase* refills it).
"""

from __future__ import annotations

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.values import evolve
from tutorial.tiletum.components import BaseAction
from tutorial.tiletum.economy import gain
from tutorial.tiletum.state import PROSPECTOR, GameState, Turn, changed_player, with_player

RULE_WHEEL = "Prospector Action Wheel"
RULE_BASE = "Base game (reduced): taking a die"
SEGMENTS = 6


def base_action_on(state: GameState, segment: int) -> BaseAction:
    """The base action a segment shows: the Action Wheel turns one step clockwise a round."""
    actions = state.components.actions
    return actions[(segment - state.wheel) % SEGMENTS]


def shows_prospector(state: GameState, segment: int) -> bool:
    """Whether the Prospector wheel shows the Prospector Action on a segment.

    The Prospector wheel turns one step counterclockwise a round
    (*Cleanup phase*): an icon printed at ``g`` is then on ``g - turns``.
    """
    return (segment + state.prospector_wheel) % SEGMENTS in state.components.prospector_segments


def movement_segment(state: GameState) -> int:
    """The segment aligned with the Prospector wheel's movement icon now."""
    return (state.components.movement_segment - state.prospector_wheel) % SEGMENTS


def actions_on(state: GameState, segment: int) -> tuple[str, ...]:
    """The actions a die from ``segment`` may take: its base action, and the Prospector
    Action where the Prospector wheel shows it; the Joker may be any other action."""
    base = base_action_on(state, segment)
    if base.joker:
        return (*state.components.joker_choices(), PROSPECTOR)
    if shows_prospector(state, segment):
        return (base.name, PROSPECTOR)
    return (base.name,)


def take_die(state: GameState, index: int, action: str) -> Outcome[GameState]:
    """Take a die from the wheel for one action: Resources now, and all its AP for ``action``.

    A base action resolves at once with all its AP (the reduction); the
    Prospector Action takes its Bonus tile, if one is there, and leaves the
    AP to spend one option at a time.
    """
    player = state.player
    if state.turn.die is not None:
        raise IllegalMove(
            RULE_BASE, f"{player.name} has taken a die for this action already (end the turn)"
        )
    if not 0 <= index < len(state.dice):
        raise IllegalMove(
            RULE_BASE, f"there is no die {index} on the wheel ({len(state.dice)} dice left)"
        )
    die = state.dice[index]
    segment = die.segment
    offered = actions_on(state, segment)
    if action not in offered:
        raise IllegalMove(
            RULE_WHEEL,
            f"the {die} die's segment offers {', '.join(offered)}, not {quoted(action)}",
        )
    colour_at = state.components.colours.index(die.colour)
    resources = list(player.resources)
    resources[colour_at] += die.resources
    state = evolve(
        state,
        players=changed_player(state, state.active, resources=tuple(resources)),
        dice=state.dice[:index] + state.dice[index + 1 :],
        taken=(*state.taken, die),
        turn=Turn(die=die, segment=segment, action=action, ap=die.ap),
    )
    lines: list[str] = []  # after the line on the die, written with the explanation
    if action == PROSPECTOR:
        if state.prospector_bonus:
            tile = next(
                t for t in state.components.prospector_bonus if t.id == state.prospector_bonus
            )
            state, words = gain(state, state.active, tile.gain, die.colour)
            state = evolve(state, prospector_bonus="")
            lines.append(f"The Prospector Action's Bonus tile {tile.id} gave {words}.")
        else:
            lines.append("The Prospector Action's Bonus tile was taken already this round.")
    else:
        state, words = resolve_base_action(state, state.components.action(action))
        lines.append(words)

    def explain() -> Explanation:
        took = (
            f"{player.name} took the {die} die: {die.resources} {die.colour} Resource(s) "
            f"and {die.ap} AP (AP = 7 - resources) for the {action} Action."
        )
        return Explanation(f"Took the {die} die for {action}", (took, *lines), RULE_WHEEL)

    return Outcome.later(state, explain)


def resolve_base_action(state: GameState, action: BaseAction) -> tuple[GameState, str]:
    """A base action with all the turn's AP, reduced to the quantities the expansion reads.

    The Contract Action keeps its AP for :func:`~tutorial.tiletum.economy.exchange`.
    """
    ap = state.turn.ap
    seat, player = state.active, state.player
    if action.per_ap is not None:
        total = action.per_ap
        got = evolve(
            total,
            **{
                name: getattr(total, name) * ap
                for name in ("silver", "gold", "resources", "king", "points")
            },
        )
        state, words = gain(state, seat, got, state.turn.die.colour if state.turn.die else "")
        return evolve(state, turn=evolve(state.turn, ap=0)), f"{action.name}: {words}."
    if action.build is not None:
        supply = player.houses if action.build == "house" else player.pillars
        count = min(ap // action.ap, supply)
        if action.build == "house":
            state = with_player(
                state, seat, houses=player.houses - count, houses_main=player.houses_main + count
            )
        else:
            state = with_player(
                state,
                seat,
                pillars=player.pillars - count,
                pillars_main=player.pillars_main + count,
            )
        state = evolve(state, turn=evolve(state.turn, ap=0))
        return state, (
            f"{action.name}: {count} {action.build}(s) on the main map "
            f"({action.ap} AP each, {supply} in supply)."
        )
    return state, f"{action.name}: each AP may exchange one Resource for another."
