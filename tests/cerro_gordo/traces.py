"""Golden games: seeded games whose every action, end position and explanation are recorded.

The engine may be made faster, never different: each game here is replayed
by ``test_traces.py`` and compared with ``data/traces.json``, which
``record_traces.py`` wrote from the engine as it was before any speed work.
A game is played two ways, as the engine is used: the benchmark's loop (one
random generator for the whole game, ``benchmarks/games_per_second.py``) and
a :class:`~tutorial.cerro_gordo.game.Game` whose seats step with
:func:`~tutorial.cerro_gordo.players.rng_for`.  Actions, end positions and
explanations are kept as SHA-256 digests (with the action count), so the file
stays small; the :func:`~tutorial.cerro_gordo.simulation.simulate` table is
kept whole.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

from tutorial.cerro_gordo import Game, RuleOptions, simulate
from tutorial.cerro_gordo.actions import apply
from tutorial.cerro_gordo.options import (
    ANY_TIME,
    FIXED_BOARD,
    OTHER_TYPES,
    PASS_THROUGH,
    STACKS_OF_SIX,
    TRAIL_PER_MERGE,
    UNCONNECTED_NOTHING,
)
from tutorial.cerro_gordo.players import PLAYERS
from tutorial.cerro_gordo.positions import save_state
from tutorial.cerro_gordo.setup import new_game

DATA = Path(__file__).parent / "data" / "traces.json"

#: Every reading that is not the default, in two groups (one game of each).
READINGS_A = RuleOptions(
    silver_actions=ANY_TIME, board=FIXED_BOARD, unconnected_mining=UNCONNECTED_NOTHING
)
READINGS_B = RuleOptions(
    mine_stacks=STACKS_OF_SIX,
    empty_mines=PASS_THROUGH,
    midway_types=OTHER_TYPES,
    silver_trail=TRAIL_PER_MERGE,
)

#: ``(name, players, seed, seats, options, how)``: ``how`` is ``"loop"`` (the
#: benchmark's loop) or ``"game"`` (a Game stepped by its seats).
GAMES = [
    *[
        (f"random {n}p loop seed {s}", n, s, ("random",) * n, None, "loop")
        for n in (2, 3, 4)
        for s in (0, 1)
    ],
    *[
        (f"greedy {n}p loop seed {s}", n, s, ("greedy",) * n, None, "loop")
        for n in (2, 4)
        for s in (0, 1)
    ],
    ("random 5p game seed 3", 5, 3, ("random",) * 5, None, "game"),
    ("mixed 4p game seed 4", 4, 4, ("greedy", "random", "greedy", "random"), None, "game"),
    ("random 3p readings A seed 5", 3, 5, ("random",) * 3, READINGS_A, "game"),
    ("greedy 4p readings A seed 6", 4, 6, ("greedy",) * 4, READINGS_A, "game"),
    ("random 4p readings B seed 7", 4, 7, ("random",) * 4, READINGS_B, "game"),
    ("greedy 3p readings B seed 8", 3, 8, ("greedy",) * 3, READINGS_B, "game"),
]

#: The simulate table recorded whole: ``simulate(**SIMULATE)``.
SIMULATE = {"games": 12, "players": 4, "seats": ("greedy", "random", "greedy", "random"), "seed": 9}


def digest(lines) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def trace(players, seed, seats, options, how) -> dict:
    """One game's record: action count, and digests of its actions, end and explanations."""
    if how == "loop":
        state, _ = new_game(players, seed, options)
        rng, actions, explained = random.Random(seed), [], []
        while not state.game_over:
            action = PLAYERS[seats[state.active]](state, rng)
            state, explain = apply(state, action)
            actions.append(action)
            explained.append(str(explain()))
    else:
        game = Game(players, seed, options, seats=seats).play_to_end()
        state = game.state
        actions = [entry.action for entry in game.history.entries[1:]]
        explained = [str(entry.explanation) for entry in game.history.entries]
    return {
        "actions": len(actions),
        "action_digest": digest(map(repr, actions)),
        "end_digest": digest([save_state(state)]),
        "explanation_digest": digest(explained),
    }


def record() -> dict:
    """Every golden game's record, and the simulate table (as records)."""
    games = {name: trace(*spec) for name, *spec in GAMES}
    table = simulate(**SIMULATE, progress=False)
    return {"games": games, "simulate": table.to_dict(orient="split")}
