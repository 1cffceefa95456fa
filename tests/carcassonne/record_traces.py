"""Record the golden traces that tests/carcassonne/test_traces.py replays.

Run it (from the repository root, with ``PYTHONPATH=$PWD``) only when the
rules change on purpose:

    python tests/carcassonne/record_traces.py

For each seeded game it keeps the number of actions, a hash of their reprs
in order, and the final score sheets; and for each rule set a small
``simulate`` table, row by row.  A faster engine must reproduce all of it:
the same seed plays the same game.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tutorial.carcassonne import Game as BaseGame
from tutorial.carcassonne.simulation import simulate as base_simulate
from tutorial.gold_mines import Game as GoldGame
from tutorial.gold_mines.simulation import simulate as gold_simulate

DATA = Path(__file__).parent / "data" / "traces.json"

#: The games recorded: (name, rules, players, seed, seats).
GAMES = (
    ("base random 2", "base", 2, 11, ("random", "random")),
    ("base random 2b", "base", 2, 12, ("random", "random")),
    ("base random 3", "base", 3, 13, ("random",) * 3),
    ("base random 5", "base", 5, 15, ("random",) * 5),
    ("gold random 2", "gold", 2, 21, ("random", "random")),
    ("gold random 4", "gold", 4, 24, ("random",) * 4),
    ("gold greedy 2", "gold", 2, 31, ("greedy", "greedy")),
    ("gold greedy-random 3", "gold", 3, 33, ("greedy", "random", "greedy")),
)

#: The tables recorded: (name, rules, games, players, seats, seed).
TABLES = (
    ("base 2", "base", 4, 2, None, 5),
    ("base 3", "base", 2, 3, None, 6),
    ("gold 2", "gold", 3, 2, None, 7),
    ("gold greedy 2", "gold", 2, 2, ("greedy", "random"), 8),
)


def trace(rules: str, players: int, seed: int, seats: tuple[str, ...]) -> dict[str, object]:
    """One game played to the end: its length, a hash of its actions, its final scores."""
    game_class = BaseGame if rules == "base" else GoldGame
    game = game_class(players, seed, seats=seats).play_to_end()
    actions = game.history.actions
    joined = "\n".join(repr(action) for action in actions)
    return {
        "actions": len(actions),
        "hash": hashlib.sha256(joined.encode()).hexdigest(),
        "scores": [dict(player.score.points) for player in game.state.players],
        "discarded": len(game.state.discarded),
    }


def table(rules: str, games: int, players: int, seats: object, seed: int) -> list[list[object]]:
    """A small ``simulate`` table, as its header then its rows (plain JSON values)."""
    run = base_simulate if rules == "base" else gold_simulate
    frame = run(games, players, seats, seed, progress=False)
    rows = json.loads(frame.to_json(orient="values"))
    return [list(frame.columns), *rows]


def record() -> dict[str, object]:
    """Every recorded game and table."""
    return {
        "games": {name: trace(*game) for name, *game in GAMES},
        "tables": {name: table(*spec) for name, *spec in TABLES},
    }


if __name__ == "__main__":
    DATA.write_text(json.dumps(record(), indent=1) + "\n", "utf-8")
    print(f"wrote {DATA} ({DATA.stat().st_size} bytes)")
