"""play_games: many games in this process or on an executor, back in game order."""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor

import pytest

from tutorial.core.experiments import (
    UnpicklableSeat,
    check_picklable,
    game_seeds,
    play_games,
)


def number_and_seed(number: int, seed: int) -> tuple[int, int]:
    return number, seed


def late_first(number: int, seed: int) -> int:
    """Early games take longest, so later chunks finish first."""
    time.sleep(0.02 * (6 - number))
    return number


class CountingPool(ThreadPoolExecutor):
    """A thread pool that counts the messages (submissions) it gets."""

    def __init__(self) -> None:
        super().__init__(3)
        self.submitted = 0

    def submit(self, fn, /, *args, **kwargs) -> Future:
        self.submitted += 1
        return super().submit(fn, *args, **kwargs)


def test_the_results_come_back_in_game_order_whatever_finishes_first():
    with ThreadPoolExecutor(3) as pool:
        results = play_games(late_first, game_seeds(1, 6), executor=pool, progress=False)
    assert results == list(range(6))


def test_each_game_plays_from_its_seed_on_every_executor(executor):
    seeds = game_seeds(7, 9)
    expected = list(enumerate(seeds))
    assert play_games(number_and_seed, seeds, progress=False) == expected
    assert play_games(number_and_seed, seeds, executor=executor, progress=False) == expected


def test_games_go_out_in_chunks():
    with CountingPool() as pool:
        results = play_games(
            number_and_seed, game_seeds(0, 10), executor=pool, progress=False, chunk_size=4
        )
    assert pool.submitted == 3  # 4 + 4 + 2 games
    assert [number for number, _ in results] == list(range(10))


@pytest.mark.parametrize("where", [None, "process_pool", "dask_executor"])
def test_the_progress_bar_counts_every_game(where, request, capsys):
    """7 games in chunks of 3: the bar goes 3, 6, 7 of 7 (or 1 to 7 in this process)."""
    executor = None if where is None else request.getfixturevalue(where)
    play_games(number_and_seed, game_seeds(0, 7), executor=executor, chunk_size=3)
    err = capsys.readouterr().err
    assert "7/7" in err and "100%" in err
    assert "8/7" not in err and "9/7" not in err


def test_a_game_s_error_reaches_the_caller():
    def fails_on_game_2(number: int, seed: int) -> int:
        if number == 2:
            raise ValueError("game 2 broke")
        return number

    with ThreadPoolExecutor(2) as pool, pytest.raises(ValueError, match="game 2 broke"):
        play_games(fails_on_game_2, game_seeds(0, 5), executor=pool, progress=False, chunk_size=1)


def test_a_lambda_seat_is_named_before_a_process_pool_plays(process_pool, capsys):
    with pytest.raises(UnpicklableSeat, match="seat 1 is a lambda: a process pool sends"):
        play_games(
            number_and_seed,
            game_seeds(0, 2),
            executor=process_pool,
            seats=("random", lambda state, rng: None),
        )
    assert capsys.readouterr().err == ""  # refused before any progress bar


def test_a_local_function_seat_is_named_too():
    def my_bot(state, rng):
        return None

    with pytest.raises(UnpicklableSeat) as refused:
        check_picklable((my_bot,))
    message = str(refused.value)
    assert message.startswith("seat 0 (my_bot) is a function defined inside another function")
    assert "executor=None" in message and "Dask" in message
    assert refused.value.__cause__ is None  # no pickling traceback chained to it


def test_top_level_functions_and_names_travel():
    check_picklable(("random", number_and_seed, late_first))


def test_other_executors_are_not_checked_for_pickling(dask_executor):
    """Dask pickles with cloudpickle: a lambda seat goes, and so does a thread pool."""
    with ThreadPoolExecutor(2) as threads:
        for executor in (threads, dask_executor):
            results = play_games(
                lambda number, seed: number,
                game_seeds(0, 3),
                executor=executor,
                progress=False,
                seats=(lambda state, rng: None,),
            )
            assert results == [0, 1, 2]
