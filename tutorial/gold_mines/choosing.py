"""The rulebook's own reading of the hand-out: each player chooses the tile they take from.

Rulebook (The Gold Mines), *Actions and How to Play*: when the gold goes
round, each player in turn takes an ingot; which tile it comes from is left
to the player.  The engine's default reads the choice as a rule it applies
for everyone (:data:`~tutorial.gold_mines.sharing.READINGS`).  With
``gold_rules(by_hand=True)`` the choice is an action instead: after the
follower step comes a **gold** phase, in which the player whose choice it is
takes :class:`TakeIngot` for each *real* choice (two tiles or more) of the
hand-out to come, one after another.  A choice of one tile makes itself.

The ingots move at the end of the turn, as in every reading: the hand-out
replays the choices made (:func:`~tutorial.gold_mines.sharing.replaying`).
The gold layer keeps them until then (``GoldState.choices``), so a game
saved in the middle of the hand-out goes on from where it was.

A bot keeps the game's automatic reading here: :func:`ingot_takes` lists
the tiles with that reading's pick first, and :class:`ByRule` makes any bot
take it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from tutorial.carcassonne.players import Player
from tutorial.carcassonne.rules import Phase
from tutorial.carcassonne.state import GameState
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.grid import Cell
from tutorial.core.values import evolve
from tutorial.gold_mines.handout import claims_before_scoring
from tutorial.gold_mines.sharing import RULE_SHARING, Choice, Chooser, next_choice
from tutorial.gold_mines.state import gold_of, with_gold

#: The name of the phase in which players choose the tiles they take gold from.
GOLD_PHASE = "gold"


@dataclass(frozen=True)
class TakeIngot:
    """In the hand-out to come, take the next ingot from the tile at ``cell``."""

    cell: Cell


def choice_waiting(state: GameState) -> Choice | None:
    """The real choice of this turn's hand-out that no one has made yet, or ``None``.

    Who takes from where follows from the features the tile just completed
    (their followers have not gone home yet) and the choices made so far.
    """
    gold = gold_of(state)
    claims = [claim for claim in claims_before_scoring(state) if claim.players]
    if not claims or not gold.ingots:
        return None
    players = len(state.players)
    return next_choice(gold.on_board(), claims, state.active, players, gold.choices)


def choosing_needed(state: GameState) -> bool:
    """Whether the gold phase happens (or goes on): someone has a real choice to make."""
    return choice_waiting(state) is not None


def chooser_seat(state: GameState) -> int:
    """The seat whose choice it is in the gold phase (another player than the active one, maybe)."""
    choice = choice_waiting(state)
    return state.active if choice is None else choice.player


def seat_to_act(state: GameState) -> int:
    """The seat to act: in the gold phase, the seat whose choice it is; else the active seat."""
    return chooser_seat(state) if state.phase == GOLD_PHASE else state.active


@cache
def choosing_phase(automatic: Chooser) -> Phase:
    """The gold phase, its tiles listed with ``automatic``'s pick first (for the bots)."""

    def ingot_takes(state: GameState) -> list[TakeIngot]:
        choice = choice_waiting(state)
        if choice is None:
            return []
        first = automatic(choice)
        return [TakeIngot(cell) for cell in sorted(choice.options, key=lambda c: c != first)]

    return Phase(GOLD_PHASE, (TakeIngot,), take_ingot, ingot_takes, choosing_needed, repeats=True)


def take_ingot(state: GameState, action: TakeIngot) -> Outcome[GameState]:
    """The gold phase: the player whose choice it is names the tile of their next ingot."""
    choice = choice_waiting(state)
    assert choice is not None  # the phase happens only while a choice waits
    if action.cell not in choice.options:
        raise IllegalMove(
            RULE_SHARING,
            f"{state.players[choice.player].name} may take the next ingot from "
            f"{', '.join(map(str, choice.options))}, not from {action.cell}",
        )
    gold = gold_of(state)
    after = with_gold(state, evolve(gold, choices=(*gold.choices, action.cell)))
    name = state.players[choice.player].name
    said = f"{name} will take the next ingot from {action.cell} when the gold goes round."
    return Outcome.later(after, lambda: Explanation("Chose a tile", (said,), RULE_SHARING))


@dataclass(frozen=True)
class ByRule:
    """``player``, who in the gold phase takes the tile the game's automatic reading picks.

    A value, not a closure, so that a bot still goes to another process (a
    simulation's process pool).
    """

    player: Player

    def __call__(self, state: GameState, rng: random.Random) -> object:
        if state.phase == GOLD_PHASE:
            return state.rules.phase(GOLD_PHASE).legal(state)[0]
        return self.player(state, rng)

    @property
    def __name__(self) -> str:  # a seat is named by its player's name
        return self.player.__name__
