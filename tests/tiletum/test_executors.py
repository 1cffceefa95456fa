"""simulate on a process pool and on a Dask cluster: the same seeds give the same table."""

from __future__ import annotations

import pytest
from pandas.testing import assert_frame_equal

from tutorial.core.experiments import UnpicklableSeat
from tutorial.tiletum.simulation import simulate


@pytest.mark.parametrize(("players", "setup"), [(2, {}), (1, {"hard": True})])
def test_the_same_seeds_give_the_same_table_on_every_executor(executor, players, setup):
    here = simulate(4, players=players, seed=6, progress=False, **setup)
    there = simulate(4, players=players, seed=6, progress=False, executor=executor, **setup)
    assert_frame_equal(there, here)


def test_the_progress_bar_reaches_the_number_of_games(process_pool, capsys):
    simulate(5, players=1, seed=1, executor=process_pool)
    assert "5/5" in capsys.readouterr().err


def test_a_lambda_seat_on_a_process_pool_is_refused_by_name(process_pool):
    seats = (lambda state, rng: None, "cardinal")
    with pytest.raises(UnpicklableSeat, match="^seat 0 is a lambda"):
        simulate(2, players=1, seats=seats, progress=False, executor=process_pool)
