"""Record the golden traces of Prospect for Silver: games that must replay exactly.

A script, run only when the rules change on purpose:

    PYTHONPATH=$PWD python tests/tiletum/record_traces.py

It plays a handful of seeded games with the default seats (the random
player, and the Cardinal of Silver in a solo game), for every player count
and the setup switches, and writes to ``data/traces.json``, for each game:
the number of actions, a hash of the actions played (their ``repr``, one a
line), a hash of every explanation (for a few games: what a chapter shows),
and the final score sheets; and a small :func:`~tutorial.tiletum.simulation.simulate`
table.  ``test_traces.py`` plays them again and compares: a faster engine
must play the very same games.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict
from pathlib import Path

from tutorial.tiletum.actions import apply
from tutorial.tiletum.players import default_seats, player_for, rng_for
from tutorial.tiletum.scoring import final_scores
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.simulation import simulate

DATA = Path(__file__).parent / "data" / "traces.json"

#: ``(players, seed, setup keywords, explained)``: the games recorded.  ``explained``
#: games also hash the text of every action's explanation.
GAMES: tuple[tuple[int, int, dict[str, object], bool], ...] = (
    *((1, seed, {}, seed < 2) for seed in range(6)),
    (1, 11, {"hard": True}, True),
    (1, 12, {"hard": True, "first_game": False}, False),
    (1, 13, {"first_game": False}, False),
    (1, 14, {"one_cathedral_per_spot": True}, False),
    (1, 15, {"technologies": ["Resource", "Architect", "Joker"]}, True),
    *((2, seed, {}, seed == 0) for seed in range(4)),
    (2, 21, {"first_game": False}, True),
    (2, 22, {"one_cathedral_per_spot": True, "overlay": "pillars"}, False),
    (2, 23, {"technologies": ["Joker", "Resource", "Character"], "sides": ["B", "A", "B"]}, False),
    *((3, seed, {}, seed == 0) for seed in range(3)),
    (3, 31, {"first_game": False, "one_cathedral_per_spot": True}, False),
    *((4, seed, {}, seed == 0) for seed in range(3)),
    (4, 41, {"first_game": False}, False),
    (4, 42, {"first_player_silver": True}, False),
)

#: ``(games, players, setup keywords)``: the simulate tables recorded.
TABLES: tuple[tuple[int, int, dict[str, object]], ...] = (
    (3, 1, {}),
    (2, 1, {"hard": True}),
    (3, 2, {}),
    (2, 4, {"first_game": False}),
)


def digest(lines: list[str]) -> str:
    """A short hash of some lines of text."""
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:24]


def trace(players: int, seed: int, setup: dict[str, object], explained: bool) -> dict:
    """Play one game to its end with the default seats; what :data:`DATA` keeps of it."""
    state, explain = new_game(players, seed, **setup)
    choose = [player_for(seat) for seat in default_seats(state)]
    actions: list[str] = []
    texts = [str(explain())] if explained else []
    while not state.over:
        action = choose[state.active](state, rng_for(state))
        state, explain = apply(state, action)
        actions.append(repr(action))
        if explained:
            texts.append(str(explain()))
    record = {
        "players": players,
        "seed": seed,
        "setup": setup,
        "actions": len(actions),
        "actions_hash": digest(actions),
        "scores": [asdict(sheet) for sheet in final_scores(state)],
    }
    if explained:
        record["explanations_hash"] = digest(texts)
    return record


def table(games: int, players: int, setup: dict[str, object]) -> dict:
    """A :func:`simulate` table, as its columns and rows."""
    frame = simulate(games, players=players, progress=False, **setup)
    rows = [
        [value.item() if hasattr(value, "item") else value for value in row] for row in frame.values
    ]
    return {
        "games": games,
        "players": players,
        "setup": setup,
        "columns": list(frame.columns),
        "rows": rows,
    }


def record() -> dict:
    """Every trace and table, as written to :data:`DATA`."""
    return {
        "games": [trace(*game) for game in GAMES],
        "tables": [table(*spec) for spec in TABLES],
    }


def main() -> None:
    DATA.parent.mkdir(exist_ok=True)
    DATA.write_text(json.dumps(record(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {DATA} ({DATA.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
