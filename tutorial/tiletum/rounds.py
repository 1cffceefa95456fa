"""Ending an action, and the phases between rounds: King, Fair, cleanup, preparation.

Base game, reduced: 4 rounds; in each, the players take 3 actions each in
turn order (one die an action), then come the King phase and the cleanup;
the next round's preparation rolls the dice.  The first player stays the
same all game (our reduction: the base game's turn order rules are not
modelled).

Rulebook, *King phase changes*: "Before Step 1, each Mine you have built
pays 1 Silver. Then in Step 1: if your marker is on 0 or higher, move one
Mine from beside the King track to your supply; gain any Silver shown on
the ribbon of your King track space."  *Cleanup phase*: "Also refill the
Prospector Action's Bonus tile (Underground Bonus tiles are never
refilled). After turning the Action Wheel clockwise, turn the Prospector
wheel one step counterclockwise."
"""

from __future__ import annotations

import random

from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.standings import standing_lines
from tutorial.core.values import evolve
from tutorial.tiletum.economy import take_silver
from tutorial.tiletum.fairs import hold_fair
from tutorial.tiletum.scoring import final_scores
from tutorial.tiletum.solo import Line, flatten, solo_king_phase, solo_preparation
from tutorial.tiletum.state import (
    ACTIONS_PER_ROUND,
    NO_DIE_YET,
    ROUNDS,
    Die,
    GameState,
    built_by,
    changed_player,
    with_player,
)

RULE_TURN = "Base game (reduced): an action takes one die"
RULE_KING = "King phase changes"
RULE_CLEANUP = "Cleanup phase"
RULE_PREPARATION = "Base game (reduced): preparation"
#: Silver a built Mine pays in each King phase.
MINE_INCOME = 1


def dice_per_round(players: int) -> int:
    """How many dice are rolled a round: 3 per player and one more (our reduction).

    So every player has a die to take at each of their 3 actions, and the
    last player still has a choice.
    """
    return ACTIONS_PER_ROUND * players + 1


def roll_dice(state: GameState) -> tuple[Die, ...]:
    """The dice of the round, rolled from the seed and the round: the same seed rolls the same."""
    rng = random.Random(state.seed * 1_000 + state.round)
    colours = state.components.colours
    dice = [
        Die(rng.choice(colours), rng.randint(1, 6))
        for _ in range(dice_per_round(len(state.players)))
    ]
    return tuple(sorted(dice, key=lambda d: (d.value, colours.index(d.colour))))


def end_turn(state: GameState) -> Outcome[GameState]:
    """End the active player's action (AP left are lost); after the last, the round ends."""
    if state.turn.die is None:
        raise IllegalMove(
            RULE_TURN, f"{state.player.name} must take a die before ending the action"
        )
    player = state.player
    lost = state.turn.ap
    players = changed_player(state, state.active, actions=player.actions + 1)
    count = len(players)
    waiting = [
        (state.active + k) % count
        for k in range(1, count + 1)
        if players[(state.active + k) % count].actions < ACTIONS_PER_ROUND
    ]
    more: list[Line] = []
    if waiting:
        state = evolve(state, players=players, turn=NO_DIE_YET, active=waiting[0])
    else:
        state, more = end_round(evolve(state, players=players, turn=NO_DIE_YET))
    after = state

    def explain() -> Explanation:
        ended = f"{player.name} ended their action" + (f", losing {lost} AP." if lost else ".")
        then = (f"{after.player.name} acts next.",) if waiting else flatten(more)
        return Explanation("End of action", (ended, *then), RULE_TURN)

    return Outcome.later(state, explain)


def end_round(state: GameState) -> tuple[GameState, list[Line]]:
    """King phase, Fair, cleanup and (before rounds 2-4) the next round's preparation.

    The Cardinal of Silver's lines are written only when read (:func:`~.solo.flatten`).
    """
    lines: list[Line] = [f"Round {state.round} ends: King phase."]
    state, more = king_phase(state)
    lines += more
    state, more = solo_king_phase(state)
    lines += more
    state, more = hold_fair(state)
    lines += more
    state, more = cleanup(state)
    lines += more
    if state.round == ROUNDS:
        state = evolve(state, over=True)
        sheets = final_scores(state)
        standing = standing_lines([s.name for s in sheets], [s.total for s in sheets])
        return state, [*lines, "That was the last round: the game is over.", *standing]
    state = evolve(state, round=state.round + 1, active=state.first)
    state = evolve(state, dice=roll_dice(state))
    state, more = solo_preparation(state)
    lines += more
    lines.append(f"Round {state.round}: {len(state.dice)} dice rolled; {state.player.name} starts.")
    return state, lines


def turn_order(state: GameState) -> list[int]:
    """The seats from the first player on."""
    count = len(state.players)
    return [(state.first + k) % count for k in range(count)]


def mine_income(state: GameState, seat: int) -> tuple[GameState, str]:
    """Before Step 1 of the King phase: each Mine a player has built pays 1 Silver."""
    name = state.players[seat].name
    mines = built_by(state, name, "mine")
    state, got = take_silver(state, seat, MINE_INCOME * mines)
    short = " (all the supply had left)" if got < MINE_INCOME * mines else ""
    return state, f"{name}: {mines} built Mine(s) pay {got} Silver{short}."


def king_step_one(state: GameState, seat: int) -> tuple[GameState, str]:
    """King phase, Step 1: a marker on 0 or higher frees one Mine; the ribbon pays its Silver."""
    player = state.players[seat]
    words = []
    if state.solo is not None and seat == state.solo.seat:
        words.append("the Cardinalbot gets no Mine from the track")
    elif player.king >= 0 and player.mines_by_king > 0:
        state = with_player(
            state, seat, mines_by_king=player.mines_by_king - 1, mines=player.mines + 1
        )
        words.append("a Mine moves from beside the King track to the supply")
    elif player.king < 0:
        words.append(f"the marker is on {player.king}, below 0: no Mine")
    ribbon = state.components.ribbon_silver(player.king)
    if ribbon:
        state, got = take_silver(state, seat, ribbon)
        words.append(f"the ribbon on space {player.king} gives {got} Silver")
    return state, f"{player.name}: " + ("; ".join(words) or "nothing") + "."


def king_phase(state: GameState) -> tuple[GameState, list[str]]:
    """Mine income for everyone, then Step 1 for everyone, in turn order."""
    lines = []
    for seat in turn_order(state):
        state, line = mine_income(state, seat)
        lines.append(line)
    for seat in turn_order(state):
        state, line = king_step_one(state, seat)
        lines.append(line)
    return state, lines


def cleanup(state: GameState) -> tuple[GameState, list[str]]:
    """Refill the Prospector Action's Bonus tile; turn the Action Wheel, then the other wheel."""
    lines = []
    if not state.prospector_bonus and state.bonus_pile:
        state = evolve(state, prospector_bonus=state.bonus_pile[0], bonus_pile=state.bonus_pile[1:])
        lines.append(
            f"Cleanup: the Prospector Action gets the Bonus tile {state.prospector_bonus}."
        )
    players = tuple(evolve(p, actions=0) for p in state.players)
    state = evolve(
        state,
        players=players,
        dice=(),
        taken=(),
        wheel=state.wheel + 1,
        prospector_wheel=state.prospector_wheel + 1,
    )
    lines.append(
        "Cleanup: the Action Wheel turns one step clockwise, then the Prospector wheel one step "
        "counterclockwise; Underground Bonus tiles are not refilled."
    )
    return state, lines
