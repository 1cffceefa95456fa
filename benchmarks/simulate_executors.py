"""How many games a second ``simulate`` plays in this process, on a process pool and on Dask.

A script, not a test: it prints its figures.  Run it with

    python benchmarks/simulate_executors.py [--games 300] [--workers N] [--game cerro_gordo ...]

For each game it plays the same ``--games`` games three times: in this
process, one after the other (one core); on a ``ProcessPoolExecutor`` with
``--workers`` processes (default: every core); and on a local Dask cluster
with as many worker processes (one thread each), through its
``Client.get_executor()``, the way a cluster of many machines is used.  It
reports games per second of wall-clock time for each and checks that the
three tables are the same.

Before the clock starts, the pool and the cluster are started and every
executor plays a few games untimed (one a worker), so that each process has
loaded the rules, tiles and cards it keeps: what is timed is playing, not
starting.  Wall-clock time, so other work on the machine slows every figure;
a first line says how much parallel work the machine takes right now: the
time ``--workers`` busy loops take on the pool, as a share of the time they
take one after the other (``1/workers`` on idle cores, 1.0 when the cores are
busy with other work and a pool cannot go faster than one process).
"""

from __future__ import annotations

import argparse
import logging
import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor

import distributed
import pandas as pd

from tutorial import gold_mines
from tutorial.carcassonne import simulate as carcassonne
from tutorial.cerro_gordo import simulate as cerro_gordo
from tutorial.tiletum.simulation import simulate as tiletum

Run = Callable[[int, Executor | None], pd.DataFrame]

#: What each game plays: its seats, as in its experiments notebook.
GAMES: dict[str, tuple[str, Run]] = {
    "cerro_gordo": (
        "3 players: greedy, random, greedy",
        lambda games, executor: cerro_gordo(
            games, 3, ("greedy", "random", "greedy"), progress=False, executor=executor
        ),
    ),
    "carcassonne": (
        "2 random players",
        lambda games, executor: carcassonne(games, progress=False, executor=executor),
    ),
    "gold_mines": (
        "greedy against random",
        lambda games, executor: gold_mines.simulate(
            games, seats=("greedy", "random"), progress=False, executor=executor
        ),
    ),
    "tiletum": (
        "solo: random against the Cardinal of Silver",
        lambda games, executor: tiletum(games, players=1, progress=False, executor=executor),
    ),
}

#: The line each figure is printed on starts with this.
RESULT = "games per second"


def spin(count: int) -> int:
    """A busy loop: pure Python work, nothing shared."""
    total = 0
    for number in range(count):
        total += number
    return total


def parallel_share(pool: Executor, workers: int, count: int = 3_000_000) -> float:
    """Time of ``workers`` busy loops on ``pool``, over their time one after the other."""
    start = time.perf_counter()
    for _ in range(workers):
        spin(count)
    alone = time.perf_counter() - start
    start = time.perf_counter()
    list(pool.map(spin, [count] * workers))
    return (time.perf_counter() - start) / alone


def timed(run: Run, games: int, executor: Executor | None) -> tuple[float, pd.DataFrame]:
    """Games per second of wall-clock time, and the table."""
    start = time.perf_counter()
    table = run(games, executor)
    return games / max(time.perf_counter() - start, 1e-9), table


def measure(name: str, games: int, executors: dict[str, Executor | None], workers: int) -> None:
    """Play ``games`` games of ``name`` on each executor; print the figures."""
    label, run = GAMES[name]
    print(f"{name} ({label}), {games} games:")
    tables = []
    for where, executor in executors.items():
        run(workers + 1, executor)  # untimed: every process loads what it keeps (game 0 here)
        rate, table = timed(run, games, executor)
        tables.append(table)
        print(f"  {where}: {RESULT}: {rate:.1f}")
    same = all(table.equals(tables[0]) for table in tables)
    print(f"  same table everywhere: {same}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--game", choices=sorted(GAMES), nargs="+", default=list(GAMES))
    args = parser.parse_args()
    cluster = distributed.LocalCluster(
        n_workers=args.workers,
        threads_per_worker=1,
        processes=True,
        dashboard_address=":0",  # any free port: with None the scheduler's web server
        # still wants 8787, and warns when a second run holds it
        silence_logs=logging.ERROR,
    )
    with (
        ProcessPoolExecutor(args.workers) as pool,
        cluster,
        distributed.Client(cluster) as client,
    ):
        dask = client.get_executor()
        list(pool.map(abs, range(args.workers)))  # start the pool's processes
        share = parallel_share(pool, args.workers)
        print(f"{args.workers} busy loops on the pool take {share:.2f} of their time in a row")
        executors = {
            "in this process (1 core)": None,
            f"process pool ({args.workers} workers)": pool,
            f"dask local cluster ({args.workers} workers)": dask,
        }
        for name in args.game:
            measure(name, args.games, executors, args.workers)


if __name__ == "__main__":
    main()
