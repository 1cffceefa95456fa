"""The recorded games replay exactly: the same actions, explanations, scores and tables.

``data/traces.json`` was written by ``record_traces.py`` before the engine
was made faster; every game played from the same seed must still be the same
game, action for action.
"""

from __future__ import annotations

import json

import pytest

from tests.tiletum.record_traces import DATA, GAMES, TABLES, table, trace

RECORDED = json.loads(DATA.read_text(encoding="utf-8"))


def _name(game: tuple) -> str:
    players, seed, setup, _ = game
    return f"{players}p-seed{seed}" + "".join(f"-{k}={v}" for k, v in setup.items())


def test_the_recorded_games_are_the_games_listed() -> None:
    listed = [(g[0], g[1], g[2]) for g in GAMES]
    assert [(r["players"], r["seed"], r["setup"]) for r in RECORDED["games"]] == listed
    assert len(RECORDED["tables"]) == len(TABLES)


@pytest.mark.parametrize("index", range(len(GAMES)), ids=[_name(g) for g in GAMES])
def test_a_recorded_game_replays_exactly(index: int) -> None:
    assert trace(*GAMES[index]) == RECORDED["games"][index]


@pytest.mark.parametrize("index", range(len(TABLES)))
def test_a_recorded_simulate_table_is_the_same(index: int) -> None:
    assert table(*TABLES[index]) == RECORDED["tables"][index]
