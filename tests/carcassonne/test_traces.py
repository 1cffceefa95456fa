"""Every recorded game plays again move for move, and every recorded table row for row.

The traces (``data/traces.json``) were recorded by ``record_traces.py``
before the engine was made faster: a change that speeds the engine up must
not change a single game played from the same seed.
"""

from __future__ import annotations

import json

import pytest

from tests.carcassonne.record_traces import DATA, GAMES, TABLES, table, trace

RECORDED = json.loads(DATA.read_text("utf-8"))


@pytest.mark.parametrize(("name", "rules", "players", "seed", "seats"), GAMES)
def test_game_replays_its_recorded_trace(
    name: str, rules: str, players: int, seed: int, seats: tuple[str, ...]
) -> None:
    assert trace(rules, players, seed, seats) == RECORDED["games"][name]


@pytest.mark.parametrize(("name", "rules", "games", "players", "seats", "seed"), TABLES)
def test_simulate_gives_its_recorded_table(
    name: str, rules: str, games: int, players: int, seats: object, seed: int
) -> None:
    assert table(rules, games, players, seats, seed) == RECORDED["tables"][name]


def test_the_recorded_games_differ() -> None:
    """A trace that hashed nothing would match any game: each recorded game is its own."""
    hashes = [game["hash"] for game in RECORDED["games"].values()]
    assert len(set(hashes)) == len(hashes)
    assert all(game["actions"] > 70 for game in RECORDED["games"].values())
