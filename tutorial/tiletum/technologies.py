"""Technologies: a Task that turns Silver into rules in your favour.

Rulebook, *Technologies*: "As a Task, pay 1 / 2 / 3 Silver to move your
marker up to tier I / II / III of a Technology. The tier your marker is on
and every tier below it are active for the rest of the game."  And
*Final scoring changes*, 5: each tier unlocked scores its cost, so a
Technology at tier III scores 1 + 2 + 3 = 6.

Only three Technologies are in play (*Setup*, 5).  What a tier does is a
stand-in (``data/expansion.json``): a gain received once, when unlocked.
That is also a reduction of the rule: the rulebook keeps every tier up to
the marker active for the rest of the game, the engine gives each tier's
stand-in gain once and nothing after (the explanation of a tier says so).

Two setup steps tie pieces to a Technology, and their use is our stand-in
reading (named, in the data and on the rule readings page):

- *Setup*, 5: with the Resource Technology, its lowest step holds the 4
  Resource Bonus tiles; a player reaching its tier I takes the top one
  (:func:`take_resource_bonus`), while any are left.
- *Setup*, i: the Bonus Action Point markers (+3, +4) stay in play only
  with the Character Technology; each is used once a game, after taking a
  die, to add its AP to an action that spends AP one at a time
  (:func:`use_ap_marker`), then goes back to the box.
"""

from __future__ import annotations

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.values import evolve
from tutorial.tiletum.components import CHARACTER_TECHNOLOGY, RESOURCE_TECHNOLOGY
from tutorial.tiletum.economy import gain, gain_colour, pay_silver
from tutorial.tiletum.state import PROSPECTOR, GameState, with_player

RULE_TECHNOLOGIES = "Technologies"
#: Our stand-in reading of what the Bonus Action Point markers do (*Setup*, i).
RULE_AP_MARKERS = "Bonus Action Point markers (stand-in reading)"
NUMERALS = ("I", "II", "III")
TOP_TIER = 3


def tier_cost(tier: int) -> int:
    """Silver to move a marker up to ``tier`` (1, 2 or 3): 1 / 2 / 3.

    >>> [tier_cost(t) for t in (1, 2, 3)]
    [1, 2, 3]
    """
    if not 1 <= tier <= TOP_TIER:
        raise ValueError(f"tiers are 1 to {TOP_TIER}, not {tier}")
    return tier


def tier_points(tier: int) -> int:
    """Final points of a marker on ``tier``: every tier unlocked scores its cost.

    >>> [tier_points(t) for t in (0, 1, 2, 3)]
    [0, 1, 3, 6]
    """
    return sum(tier_cost(t) for t in range(1, tier + 1))


def technology_seat(state: GameState, name: str) -> int:
    """Where a Technology sits on the Technology board; refuses one not in play."""
    if name not in state.technologies:
        raise IllegalMove(
            RULE_TECHNOLOGIES,
            f"{quoted(name)} is not in play (the Technologies in play: "
            f"{', '.join(state.technologies)})",
        )
    return state.technologies.index(name)


def unlock_tier(state: GameState, name: str) -> Outcome[GameState]:
    """Task: pay the next tier's cost in Silver and move up one tier (never past III)."""
    index = technology_seat(state, name)
    player = state.player
    tier = player.tiers[index] + 1
    if tier > TOP_TIER:
        raise IllegalMove(RULE_TECHNOLOGIES, f"{player.name} is already on tier III of {name}")
    cost = tier_cost(tier)
    state = pay_silver(state, state.active, cost, RULE_TECHNOLOGIES, f"tier {NUMERALS[tier - 1]}")
    tiers = list(player.tiers)
    tiers[index] = tier
    state = with_player(state, state.active, tiers=tuple(tiers))
    effect = state.components.technology(name).tiers[tier - 1]
    colour = gain_colour(state)
    state, words = gain(state, state.active, effect, colour)
    more = ()
    if name == RESOURCE_TECHNOLOGY and tier == 1:
        state, line = take_resource_bonus(state, state.active)
        more = (line,)

    def explain() -> Explanation:
        return Explanation(
            f"{name}: tier {NUMERALS[tier - 1]}",
            (
                f"{player.name} paid {cost} Silver to move up to tier {NUMERALS[tier - 1]} "
                f"of {name}.",
                f"Stand-in effect of the tier, gained once, now: {words}.",
                "(Our reduction: the rulebook keeps a tier active for the rest of the game; "
                "the engine gives its stand-in gain once, when it is unlocked.)",
                *more,
                f"At the end it scores {tier_points(tier)} (each unlocked tier its cost).",
            ),
            RULE_TECHNOLOGIES,
        )

    return Outcome.later(state, explain)


def take_resource_bonus(state: GameState, seat: int) -> tuple[GameState, str]:
    """Tier I of the Resource Technology: take the top Resource Bonus tile, while any are left.

    Rulebook, *Setup changes*, 5: "With the Resource Technology, put the 4
    Resource Bonus tiles on its lowest step."  Our stand-in reading: a
    player whose marker reaches tier I takes the top tile and gains it at
    once (its stand-in gain, ``data/expansion.json``).  Returns the state
    and a line saying what happened.
    """
    name = state.players[seat].name
    if not state.resource_bonus:
        return state, f"No Resource Bonus tile is left on the lowest step for {name}."
    top, *rest = state.resource_bonus
    tile = next(t for t in state.components.resource_bonus if t.id == top)
    state = evolve(state, resource_bonus=tuple(rest))
    state, words = gain(state, seat, tile.gain, gain_colour(state))
    return state, (
        f"{name} took the Resource Bonus tile {top} from the lowest step (stand-in): {words}; "
        f"{len(rest)} left."
    )


def spends_ap_one_at_a_time(state: GameState, action: str) -> bool:
    """Whether ``action`` keeps its AP to spend one at a time: the Prospector or Contract Action.

    (A base action of the reduced wheel spends all its AP when the die is taken.)
    """
    return action == PROSPECTOR or action in state.components.exchange_actions()


def ap_marker_refusal(state: GameState, marker: int) -> str:
    """Why the active player may not use Bonus AP marker ``marker`` now (``""``: they may).

    Our stand-in reading of *Setup*, i (the markers stay in play only with
    the Character Technology): each marker is used once a game, after
    taking a die for an action that spends its AP one at a time (the
    Prospector Action, the Contract Action), one marker an action.
    """
    player, turn = state.player, state.turn
    if CHARACTER_TECHNOLOGY not in state.technologies:
        return "the Character Technology is not in play: the markers went back to the box"
    if marker not in player.ap_markers:
        held = ", ".join(f"+{m}" for m in player.ap_markers) or "none"
        return f"{player.name} holds no +{marker} marker (held: {held})"
    if turn.die is None:
        return "a marker adds its AP to a die taken: take a die first"
    if not spends_ap_one_at_a_time(state, turn.action):
        return f"the {turn.action} Action used all its AP when the die was taken"
    if turn.bonus_ap:
        return f"the +{turn.bonus_ap} marker was used in this action already: one an action"
    return ""


def use_ap_marker(state: GameState, marker: int) -> Outcome[GameState]:
    """Stand-in reading: add a Bonus Action Point marker's AP to this action, once a game.

    See :func:`ap_marker_refusal` for when it may be used; the marker then
    goes back to the box.
    """
    refusal = ap_marker_refusal(state, marker)
    if refusal:
        raise IllegalMove(RULE_AP_MARKERS, refusal)
    player, turn = state.player, state.turn
    markers = tuple(m for m in player.ap_markers if m != marker)
    state = with_player(state, state.active, ap_markers=markers)
    state = evolve(state, turn=evolve(turn, ap=turn.ap + marker, bonus_ap=marker))
    line = (
        f"{player.name} used the +{marker} Bonus Action Point marker: {turn.ap} -> "
        f"{turn.ap + marker} AP for the {turn.action} Action; the marker goes back to the box."
    )
    note = "(A stand-in reading: the rulebook keeps the markers with the Character Technology.)"
    return Outcome.later(
        state, lambda: Explanation("Bonus Action Point marker", (line, note), RULE_AP_MARKERS)
    )
