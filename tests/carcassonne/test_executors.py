"""simulate (base game and The Gold Mines) on a process pool and on a Dask cluster: the
same seeds give the same table."""

from __future__ import annotations

import pytest
from pandas.testing import assert_frame_equal

from tutorial import gold_mines
from tutorial.carcassonne import simulate
from tutorial.carcassonne.legal import legal_actions
from tutorial.core.experiments import UnpicklableSeat


def first_listed(state, rng):
    return legal_actions(state)[0]


def test_the_same_seeds_give_the_same_table_on_every_executor(executor):
    seats = ("random", first_listed)
    here = simulate(4, seats=seats, seed=5, progress=False)
    there = simulate(4, seats=seats, seed=5, progress=False, executor=executor)
    assert_frame_equal(there, here)


def test_the_gold_mines_table_too_with_its_own_columns(executor):
    here = gold_mines.simulate(3, seats=("greedy", "random"), seed=2, progress=False)
    there = gold_mines.simulate(
        3, seats=("greedy", "random"), seed=2, progress=False, executor=executor
    )
    assert_frame_equal(there, here)
    assert there.ingots.sum() > 0


def test_the_progress_bar_reaches_the_number_of_games(process_pool, capsys):
    simulate(3, seed=1, executor=process_pool)
    assert "3/3" in capsys.readouterr().err


def test_a_local_function_seat_on_a_process_pool_is_refused_by_name(process_pool):
    def cautious(state, rng):
        return legal_actions(state)[-1]

    with pytest.raises(UnpicklableSeat, match=r"^seat 0 \(cautious\) is a function defined"):
        simulate(2, seats=(cautious, "random"), progress=False, executor=process_pool)


def test_dask_sends_a_lambda_seat(dask_executor):
    seats = ("random", lambda state, rng: legal_actions(state)[0])
    here = simulate(2, seats=seats, seed=8, progress=False)
    assert_frame_equal(
        simulate(2, seats=seats, seed=8, progress=False, executor=dask_executor), here
    )
