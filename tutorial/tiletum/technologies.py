"""Technologies: a Task that turns Silver into rules in your favour.

Rulebook, *Technologies*: "As a Task, pay 1 / 2 / 3 Silver to move your
marker up to tier I / II / III of a Technology. The tier your marker is on
and every tier below it are active for the rest of the game."  And
*Final scoring changes*, 5: each tier unlocked scores its cost, so a
Technology at tier III scores 1 + 2 + 3 = 6.

Only three Technologies are in play (*Setup*, 5).  What a tier does is a
stand-in (``data/expansion.json``): a gain received once, when unlocked.
"""

from __future__ import annotations

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.explanation import Explanation, Outcome
from tutorial.tiletum.economy import gain, gain_colour, pay_silver
from tutorial.tiletum.state import GameState, with_player

RULE_TECHNOLOGIES = "Technologies"
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

    def explain() -> Explanation:
        return Explanation(
            f"{name}: tier {NUMERALS[tier - 1]}",
            (
                f"{player.name} paid {cost} Silver to move up to tier {NUMERALS[tier - 1]} "
                f"of {name}; it and every tier below stay active for the rest of the game.",
                f"Stand-in effect of the tier: {words}.",
                f"At the end it scores {tier_points(tier)} (each unlocked tier its cost).",
            ),
            RULE_TECHNOLOGIES,
        )

    return Outcome.later(state, explain)
