"""simulate on a process pool and on a Dask cluster: the same seeds give the same table."""

from __future__ import annotations

import pytest
from pandas.testing import assert_frame_equal

from tutorial.cerro_gordo import RuleOptions, simulate
from tutorial.cerro_gordo.players import random_player
from tutorial.core.experiments import UnpicklableSeat

SEATS = ("greedy", random_player, "greedy")
OPTIONS = RuleOptions(mine_stacks="sixes")


def test_the_same_seeds_give_the_same_table_on_every_executor(executor):
    here = simulate(5, players=3, seats=SEATS, options=OPTIONS, seed=3, progress=False)
    there = simulate(
        5, players=3, seats=SEATS, options=OPTIONS, seed=3, progress=False, executor=executor
    )
    assert_frame_equal(there, here)
    assert list(there.game) == [game for game in range(5) for _ in range(3)]


def test_the_progress_bar_reaches_the_number_of_games(process_pool, capsys):
    simulate(4, players=2, seed=1, executor=process_pool)
    assert "4/4" in capsys.readouterr().err


def test_a_lambda_seat_on_a_process_pool_is_refused_by_name(process_pool):
    seats = ("greedy", lambda state, rng: random_player(state, rng))
    with pytest.raises(UnpicklableSeat, match="^seat 1 is a lambda"):
        simulate(2, players=2, seats=seats, progress=False, executor=process_pool)
