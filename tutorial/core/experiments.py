"""Many games, on one core or many: the part every game's ``simulate`` shares.

A game's ``simulate`` knows how to play one game and turn it into rows of its
table; :func:`play_games` plays many such games and hands the results back in
the order of the games, whoever played them:

- in this process, one after the other (``executor=None``, the default);
- on any :class:`concurrent.futures.Executor`: a
  :class:`~concurrent.futures.ProcessPoolExecutor` uses every core of one
  machine, and a Dask cluster spreads the games over many machines
  (``distributed.Client(address).get_executor()``).

Game ``i`` always plays from the ``i``-th seed of :func:`game_seeds`, and the
results are put back in game order, so the same seeds give the same table
whatever the executor.  Games go out in chunks (one message per chunk, not per
game), and the progress bar (``tqdm.auto``: a widget in JupyterLab, text in a
terminal) advances as each chunk comes back.  A chunk is sized to the game:
the first game is played here, timed, and each chunk then carries about
:data:`CHUNK_SECONDS` of play, so that a message costs little next to the
games it carries, however long a game takes.  What plays a game (its rules,
its seats) is pickled once, and each worker process unpickles it once and
keeps it for every later chunk: a worker builds a game's rules, and warms
what they cache, only once.

>>> from concurrent.futures import ThreadPoolExecutor
>>> def square(number, seed):
...     return number * number
>>> with ThreadPoolExecutor(2) as pool:
...     play_games(square, game_seeds(0, 5), executor=pool, progress=False)
[0, 1, 4, 9, 16]

A process pool sends the work to its processes with :mod:`pickle`, which sends
a function by its name: a function defined with ``def`` at the top level of a
module the workers can import.  A seat that is a lambda, or a function defined
inside another function, cannot travel, and :func:`play_games` says so before
any game starts (:class:`UnpicklableSeat`).  A function defined in a notebook
reaches the workers only where they start as copies of the notebook's process
(Linux, before Python 3.14, with the function defined before the pool
started): a bot in a ``.py`` file beside the notebook reaches them everywhere.
Dask pickles with cloudpickle, which sends all of these.
"""

from __future__ import annotations

import pickle
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import (
    Executor,
    Future,
    ProcessPoolExecutor,
    ThreadPoolExecutor,
    as_completed,
)
from functools import lru_cache
from math import ceil
from typing import Any, TypeVar

from tqdm.auto import tqdm

from tutorial.core.arguments import check_seed, is_int
from tutorial.core.errors import ArgumentError, quoted

Result = TypeVar("Result")
#: What plays a game, as a chunk carries it: the function, or the function pickled.
Played = Callable[[int, int], Result] | bytes

#: Seconds of play a chunk carries: long enough that its message (about a
#: millisecond on a process pool, a few on Dask) costs under 2 % of it.
CHUNK_SECONDS = 0.25
#: A run goes out in at least this many chunks (when it has the games): so
#: that every worker gets several, the workers finish close together, and the
#: progress bar moves.
MIN_CHUNKS = 16


class UnpicklableSeat(ValueError):
    """A seat that cannot be sent to a process pool's worker processes."""


def game_seeds(seed: int, games: int) -> list[int]:
    """The seeds of ``games`` games, drawn from ``seed``: game ``i`` plays from the ``i``-th.

    A longer run begins with the games of a shorter one.  A ``seed`` that
    is not an integer or a ``games`` that is not a count (a bool, a float)
    raises :class:`~tutorial.core.errors.ArgumentError` naming it.

    >>> game_seeds(0, 3) == game_seeds(0, 5)[:3]
    True
    """
    check_seed(seed)
    if not (is_int(games) and games >= 0):
        raise ArgumentError("games", f"expected a count of games, got {quoted(games)}")
    draw = random.Random(seed)
    return [draw.randrange(2**32) for _ in range(games)]


def play_games(
    play: Callable[[int, int], Result],
    seeds: Sequence[int],
    *,
    executor: Executor | None = None,
    progress: bool = True,
    seats: Sequence[object] = (),
    chunk_size: int | None = None,
) -> list[Result]:
    """``[play(0, seeds[0]), play(1, seeds[1]), ...]``, played in this process or on ``executor``.

    Parameters
    ----------
    play:
        Plays game ``number`` from ``seed`` and returns its result (a
        game's rows): ``play(number, seed)``.  On an executor it must be
        picklable: a top-level function, or a :func:`functools.partial` of
        one with picklable arguments.
    seeds:
        One seed a game (:func:`game_seeds`).
    executor:
        ``None`` (default): play here, one game after the other.  Otherwise
        any :class:`concurrent.futures.Executor` (a process pool, a Dask
        client's ``get_executor()``, a thread pool).
    progress:
        Show a progress bar that advances as games finish.
    seats:
        The seats ``play`` plays with: on a process pool, a seat that cannot
        be pickled is named in an :class:`UnpicklableSeat` error.
    chunk_size:
        Games a message to the executor (default: sized to the game by
        :func:`sized_chunks`, from the time the first game takes here).

    Returns
    -------
    list
        One result a game, in the order of ``seeds``.

    Raises
    ------
    UnpicklableSeat
        On a process pool, for a seat that is a lambda or a local function.
    """
    if isinstance(executor, ProcessPoolExecutor):
        check_picklable(seats)  # before the bar: a refused run shows no empty bar
    games = list(enumerate(seeds))
    with tqdm(total=len(games), disable=not progress, desc="games") as bar:
        if executor is None:
            results = []
            for number, seed in games:
                results.append(play(number, seed))
                bar.update()
            return results
        first: list[Result] = []
        if chunk_size is None and games:
            began = time.perf_counter()  # the first game, played here, times a game
            first.append(play(*games.pop(0)))
            bar.update()
            chunk_size = sized_chunks(time.perf_counter() - began, len(games))
        size = chunk_size or 1
        chunks = [games[start : start + size] for start in range(0, len(games), size)]
        return first + _collect(executor, _shipped(play, executor), chunks, bar)


def sized_chunks(seconds_a_game: float, games: int) -> int:
    """Games a chunk: about :data:`CHUNK_SECONDS` of play, but at least :data:`MIN_CHUNKS` chunks.

    >>> sized_chunks(0.01, 1000), sized_chunks(0.01, 100), sized_chunks(2.0, 1000)
    (25, 7, 1)
    """
    by_time = round(CHUNK_SECONDS / max(seconds_a_game, 1e-6))
    return max(1, min(by_time, ceil(games / MIN_CHUNKS)))


def _shipped(play: Callable[[int, int], Result], executor: Executor) -> Played[Result]:
    """``play`` pickled once here, so that each worker unpickles it once (:func:`play_chunk`).

    A thread pool shares this process's objects: it gets ``play`` itself.  So
    does an executor for a ``play`` that :mod:`pickle` cannot send (a lambda
    seat), which only Dask's own pickling sends.
    """
    if isinstance(executor, ThreadPoolExecutor):
        return play
    try:
        return pickle.dumps(play)
    except Exception:  # pickle raises several kinds; Dask's cloudpickle may still send it
        return play


def _collect(
    executor: Executor,
    play: Played[Result],
    chunks: list[list[tuple[int, int]]],
    bar: tqdm,
) -> list[Result]:
    """Submit every chunk, gather them as they finish, and put them back in order."""
    futures: dict[Future, int] = {}
    done: list[list[Result]] = [[] for _ in chunks]
    try:
        for index, chunk in enumerate(chunks):
            futures[executor.submit(play_chunk, play, chunk)] = index
        for future in as_completed(futures):
            index = futures[future]
            done[index] = future.result()
            bar.update(len(chunks[index]))
    except BaseException:
        for future in futures:
            future.cancel()
        raise
    return [result for chunk in done for result in chunk]


def play_chunk(play: Played[Result], games: Sequence[tuple[int, int]]) -> list[Result]:
    """Play a chunk of ``(number, seed)`` games, where an executor runs it.

    ``play`` is the function, or the function pickled (unpickled here once a
    process, however many chunks bring it).

    >>> play_chunk(lambda number, seed: (number, seed), [(3, 30), (4, 40)])
    [(3, 30), (4, 40)]
    """
    played = _unpickled(play) if isinstance(play, bytes) else play
    return [played(number, seed) for number, seed in games]


@lru_cache(maxsize=4)
def _unpickled(pickled: bytes) -> Callable[[int, int], Any]:
    """The function of a run, unpickled once in each worker process and kept for its next chunks.

    A worker keeps the last few runs' functions (a few kilobytes each): the
    rules they carry, and whatever those rules cache as games are played.
    """
    return pickle.loads(pickled)


def check_picklable(seats: Sequence[object]) -> None:
    """Refuse a seat a process pool cannot send, saying why (not with a pickling traceback).

    >>> check_picklable(("random", game_seeds))
    >>> check_picklable(("random", lambda state, rng: None))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutorial.core.experiments.UnpicklableSeat: seat 1 is a lambda: ...
    """
    for number, seat in enumerate(seats):
        try:
            pickle.dumps(seat)
        except Exception as error:  # pickle raises several kinds: say which seat, and why
            raise UnpicklableSeat(f"seat {number} {_why(seat, error)}: {_HOW}") from None


_HOW = (
    "a process pool sends each seat to its worker processes with pickle, which sends a "
    "function by its name, so only a function defined with def at the top level of a "
    "module can go. Define it so (in a .py file you import), or play in this process "
    "(executor=None), or on Dask (its pickling sends lambdas and local functions too)"
)


def _why(seat: object, error: Exception) -> str:
    """Why a seat cannot be pickled, in a learner's words."""
    name = getattr(seat, "__qualname__", "")
    if name == "<lambda>" or name.endswith(".<lambda>"):
        return "is a lambda"
    if "<locals>" in name:
        return f"({name.rsplit('.', 1)[-1]}) is a function defined inside another function"
    return f"({type(seat).__name__}) cannot be pickled ({error})"
