"""What the Cardinal of Silver will do on its turn, asked before it acts.

Its turn (:func:`tutorial.tiletum.solo.cardinal_turn`) takes a die under the
round's Decree and, for the Prospector Action, makes a Prospector decision
(:func:`tutorial.tiletum.cardinalbot.prospector_decision`).  A chapter, a
test or a curious learner can ask for both without playing the turn:
:func:`cardinal_plan` uses the same rule functions, on the same state.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.tiletum.cardinalbot import AP_IGNORED, ProspectorDecision, prospector_decision
from tutorial.tiletum.legal import SUPPLY_FIELD
from tutorial.tiletum.solo import (
    Decree,
    choose_die,
    decree_of,
    fallback_words,
    is_cardinal,
    offers_decree_action,
)
from tutorial.tiletum.state import PROSPECTOR, Die, GameState
from tutorial.tiletum.wheel import take_die


@dataclass(frozen=True)
class CardinalPlan:
    """The Cardinalbot's next action: the Decree, the die, the Action, its decision.

    ``decision`` is the Prospector decision for the Prospector Action, with
    the kinds the Decree names that it still has in its supply (``None`` for
    another Action, or when it has none of them left); it cannot prospect
    when there is no decision or its ``chosen`` is ``None`` (it then draws a
    King's Surprise).  ``by_decree`` is ``False`` when no die offers an
    Action the Decree names and ``die`` is the fallback, the die of least value.
    """

    decree: Decree
    die: Die
    action: str
    decision: ProspectorDecision | None
    by_decree: bool = True

    def text(self) -> str:
        """The plan in words (a fallback die is said to be one; the AP it ignores too)."""
        took = f"the {self.die} for the {self.action} Action."
        if not self.by_decree:
            took = f"{fallback_words(self.decree)}: {took}"
        head = (
            f"Decree {self.decree.name} (Actions {', '.join(self.decree.actions)}; builds "
            f"{', '.join(self.decree.build)}): {took}"
        )
        if self.action != PROSPECTOR:
            return head
        if self.decision is None or self.decision.chosen is None:
            return head + "\nIt cannot prospect: it will draw a King's Surprise instead."
        return "\n".join((head, self.decision.text(), AP_IGNORED))


def cardinal_plan(state: GameState) -> CardinalPlan:
    """The Cardinalbot's next action, on its turn (``ValueError`` on anyone else's)."""
    if not is_cardinal(state) or state.over:
        raise ValueError("it is not the Cardinal of Silver's turn")
    decree = decree_of(state)
    index, action = choose_die(state)
    die = state.dice[index]
    by_decree = offers_decree_action(state, index)
    if action != PROSPECTOR:
        return CardinalPlan(decree, die, action, None, by_decree)
    after = take_die(state, index, action).state
    bot = after.players[state.active]
    kinds = tuple(k for k in decree.build if getattr(bot, SUPPLY_FIELD[k]) > 0)
    if not kinds:
        return CardinalPlan(decree, die, action, None, by_decree)
    decision = prospector_decision(after.underground, kinds, bot=bot.name)
    return CardinalPlan(decree, die, action, decision, by_decree)
