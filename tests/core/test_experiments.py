"""play_games: many games in this process or on an executor, back in game order."""

from __future__ import annotations

import os
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import ClassVar

import pytest

from tutorial.core.experiments import (
    CHUNK_SECONDS,
    MIN_CHUNKS,
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


class CountsItsUnpickling:
    """A game that says how many times the process playing it has unpickled it."""

    #: In each process: how many times each game (by its token) was unpickled there.
    unpickled: ClassVar[dict[str, int]] = {}

    def __init__(self, token: str) -> None:
        self.token = token

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self.unpickled[self.token] = self.unpickled.get(self.token, 0) + 1

    def __call__(self, number: int, seed: int) -> tuple[int, int]:
        return os.getpid(), self.unpickled.get(self.token, 0)


def test_each_worker_unpickles_what_plays_the_games_once_for_all_its_chunks(executor):
    """12 chunks on 2 workers: each worker unpickles the game (its rules, its seats) once."""
    play = CountsItsUnpickling(f"run {time.time_ns()}")  # not met by this pool before
    results = play_games(play, game_seeds(0, 12), executor=executor, progress=False, chunk_size=1)
    assert len(results) == 12
    assert {unpickled for _, unpickled in results} == {1}


class Remembers:
    """A game that remembers the games it played (a picklable one)."""

    def __init__(self) -> None:
        self.seen: list[int] = []

    def __call__(self, number: int, seed: int) -> int:
        self.seen.append(number)
        return number


def test_a_thread_pool_plays_the_function_itself_not_a_copy():
    play = Remembers()
    with ThreadPoolExecutor(2) as threads:
        play_games(play, game_seeds(0, 4), executor=threads, progress=False, chunk_size=1)
    assert sorted(play.seen) == [0, 1, 2, 3]


def test_without_a_chunk_size_quick_games_go_out_in_min_chunks_chunks():
    """The first game is played here and timed: a quick game goes in chunks of many."""
    with CountingPool() as pool:
        results = play_games(number_and_seed, game_seeds(0, 33), executor=pool, progress=False)
    assert results == list(enumerate(game_seeds(0, 33)))
    assert pool.submitted == MIN_CHUNKS  # 1 game here, then 32 in chunks of 2


def test_without_a_chunk_size_a_long_game_goes_out_alone():
    def long_game(number: int, seed: int) -> int:
        time.sleep(CHUNK_SECONDS * 1.6)  # over half a chunk's time: a chunk of one
        return number

    with CountingPool() as pool:
        results = play_games(long_game, game_seeds(0, 4), executor=pool, progress=False)
    assert results == [0, 1, 2, 3]
    assert pool.submitted == 3  # game 0 here, then one a chunk
