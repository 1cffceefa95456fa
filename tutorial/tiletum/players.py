"""Automatic players: functions ``(state, rng) -> action``.

:func:`random_player` picks a kind of legal action at random, then one
action of that kind (so the many moves of a Prospector do not crowd out
ending the action or a Task).  :func:`rng_for` gives the random generator a
game hands its automatic players: fixed by the seed and the step, so a game
with automatic players replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tutorial.tiletum.actions import Action, apply
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.state import GameState

Player = Callable[[GameState, random.Random], Action]


def random_player(state: GameState, rng: random.Random) -> Action:
    """A random legal action: first a kind of action, then one of that kind."""
    kinds: dict[str, list[Action]] = {}
    for action in legal_actions(state):
        kinds.setdefault(type(action).__name__, []).append(action)
    if not kinds:
        raise ValueError("the game is over: no action is legal")
    return rng.choice(kinds[rng.choice(sorted(kinds))])


def rng_for(state: GameState) -> random.Random:
    """A random generator fixed by the game's seed and the number of actions applied."""
    return random.Random(state.seed * 1_000_003 + state.step)


def play_game(
    state: GameState, players: Player | list[Player] = random_player, limit: int = 5_000
) -> list[GameState]:
    """Every state of a game played to its end from ``state`` by automatic players.

    ``players`` is one player for every seat, or one per seat.
    """
    seats = players if isinstance(players, list) else [players] * len(state.players)
    states = [state]
    for _ in range(limit):
        if state.over:
            return states
        state = apply(state, seats[state.active](state, rng_for(state))).state
        states.append(state)
    raise RuntimeError(f"the game did not end within {limit} actions")
