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
whatever the executor.  Games go out in chunks of a few (one message per chunk,
not per game), and the progress bar (``tqdm.auto``: a widget in JupyterLab,
text in a terminal) advances as each chunk comes back.

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
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from math import ceil
from typing import TypeVar

from tqdm.auto import tqdm

from tutorial.core.arguments import check_seed, is_int
from tutorial.core.errors import ArgumentError, quoted

Result = TypeVar("Result")

#: About how many chunks a run is cut into: enough for the progress bar to
#: move smoothly and for every worker to get several, few enough that the cost
#: of a message (a millisecond on a process pool, a few on Dask) stays small
#: next to the games it carries.
CHUNKS = 64


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
        Games a message to the executor (default: the games cut into about
        :data:`CHUNKS` chunks).

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
    with tqdm(total=len(seeds), disable=not progress, desc="games") as bar:
        if executor is None:
            results = []
            for number, seed in enumerate(seeds):
                results.append(play(number, seed))
                bar.update()
            return results
        size = chunk_size or max(1, ceil(len(seeds) / CHUNKS))
        games = list(enumerate(seeds))
        chunks = [games[start : start + size] for start in range(0, len(games), size)]
        return _collect(executor, play, chunks, bar)


def _collect(
    executor: Executor,
    play: Callable[[int, int], Result],
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


def play_chunk(
    play: Callable[[int, int], Result], games: Sequence[tuple[int, int]]
) -> list[Result]:
    """Play a chunk of ``(number, seed)`` games, where an executor runs it.

    >>> play_chunk(lambda number, seed: (number, seed), [(3, 30), (4, 40)])
    [(3, 30), (4, 40)]
    """
    return [play(number, seed) for number, seed in games]


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
