"""Every speed figure of the engines and of ``simulate``, against an earlier commit.

A script, not a test: it prints a table.  Run it with

    python benchmarks/compare.py --against REF [--rounds 3] [--quick] [--figure NAME ...]
    python benchmarks/compare.py --against REF --instructions [--figure NAME ...]

``REF`` is any commit git knows (``main``, ``0542a11``, ``HEAD~3``) or a
folder that holds another copy's ``tutorial`` package.  A commit is checked
out into a temporary git worktree, removed at the end.  Each measurement then
runs in a fresh process, on the earlier copy and on this one in turns (the
earlier copy first in odd rounds, this one first in even rounds), with
``PYTHONPATH`` at each copy: the measuring code is this script's, the engine
is the copy's, so only what the engines' public functions do is timed.  It
measures through functions the engines have had since commit 0542a11 (each
game's ``new_game``, ``apply``, bots and ``simulate``, and the other scripts
of this folder), so any later commit can be compared.

The table has one row a figure: the earlier copy's, this one's, and their
ratio (now / REF), with which way is better.  A rate is the best round of
each copy (other work on the machine only ever slows a round down); a ratio
measured inside one process is the median round.

- games per second (CPU time of the process, on one core, no widgets) of
  Cerro Gordo (4 random players, 4 greedy players), Carcassonne (2 random
  players, farms in play), Carcassonne with The Gold Mines (2 random, 2
  greedy) and Prospect for Silver (solo: random against the Cardinal);
- the cost of one Carcassonne placement, completion check included, on a
  1,000-tile board over its cost on a 72-tile board
  (``carcassonne_placement_cost.py``; 1.0 means the board's size costs
  nothing);
- ``simulate`` against a bare loop over the same games (Carcassonne, 2
  random players, the same seeds and the same choices): the bare loop's
  time over ``simulate``'s, 1.0 when ``simulate`` costs nothing more;
- 2 process-pool workers against one core, for 1,000 Carcassonne games (the
  figure of ``simulate_executors.py``, wall-clock time, so it needs idle
  cores: two more rows say how busy the machine was, and what CPU time a
  game takes in a worker next to in this process, which does not depend on
  how busy the machine is).

Seconds swing by a fifth from run to run on a shared machine, so a change of
5% cannot be seen in them.  ``--instructions`` counts instead what the
processor executes, with valgrind's callgrind tool (``apt-get install
valgrind``): the same count on every run, however busy the machine.  Each
games figure is then millions of instructions a game (the process that plays
N games, less the same process playing none, over N; the same seeds on both
copies), and a placement's cost on the big board over its cost on the small
one is counted the same way.  ``simulate`` against a bare loop and the pool
are about time lost waiting, which instructions do not show: that mode skips
them.  It is slow (valgrind runs Python about fifty times slower), so it
plays fewer games; one round is enough.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path

#: The folder holding this copy's ``tutorial`` package.
HERE = Path(__file__).resolve().parent.parent
#: A measuring process prints each figure on a line starting with this.
RESULT = "figure "


@dataclass(frozen=True)
class Row:
    """One figure of the table."""

    label: str
    #: ``"higher"`` or ``"lower"``: which way is better; ``""`` for context.
    better: str
    #: A rate takes the best round of a copy; a ratio, the median round.
    rate: bool


ROWS = {
    "cerro_gordo_random": Row("Cerro Gordo, 4 random players: games/s", "higher", True),
    "cerro_gordo_greedy": Row("Cerro Gordo, 4 greedy players: games/s", "higher", True),
    "carcassonne_random": Row("Carcassonne, 2 random players (farms): games/s", "higher", True),
    "gold_mines_random": Row("The Gold Mines, 2 random players: games/s", "higher", True),
    "gold_mines_greedy": Row("The Gold Mines, 2 greedy players: games/s", "higher", True),
    "tiletum_solo": Row("Tiletum solo, random vs the Cardinal: games/s", "higher", True),
    "placement_ratio": Row("Carcassonne placement, 1,000 tiles / 72 tiles", "lower", False),
    "simulate_vs_loop": Row("simulate / bare loop, same Carcassonne games", "higher", False),
    "pool_speedup": Row("2 pool workers / 1 core, Carcassonne games", "higher", False),
    "pool_cpu_a_game": Row("  CPU a game in a pool worker / in-process", "lower", False),
    "pool_busy_share": Row("  machine: 2 busy loops on the pool / in a row", "", False),
}


# -- the measurements (in a fresh process, the engine from PYTHONPATH) ------


def play_of(name: str) -> Callable[[int], object]:
    """How the games figure ``name`` plays game ``seed`` (with the copy's engine)."""
    if name.startswith("cerro_gordo_"):
        from games_per_second import play_one as cerro_gordo

        player = name.removeprefix("cerro_gordo_")
        return lambda seed: cerro_gordo(4, seed, player)
    if name == "carcassonne_random":
        from carcassonne_games_per_second import play_one as carcassonne

        return lambda seed: carcassonne(2, seed)
    if name.startswith("gold_mines_"):
        from gold_mines_games_per_second import play_one as gold_mines

        player = name.removeprefix("gold_mines_")
        return lambda seed: gold_mines(seed, player)
    from tiletum_games_per_second import play_one as tiletum

    return lambda seed: tiletum(1, seed)


@dataclass(frozen=True)
class Played:
    """How many games a games figure plays: timed, with ``--quick``, and counted."""

    timed: int
    quick: int
    counted: int


#: The games figures and their game counts (a greedy game costs several random ones).
GAMES = {
    "cerro_gordo_random": Played(300, 2, 10),
    "cerro_gordo_greedy": Played(100, 2, 4),
    "carcassonne_random": Played(200, 2, 10),
    "gold_mines_random": Played(150, 1, 10),
    "gold_mines_greedy": Played(20, 1, 2),
    "tiletum_solo": Played(300, 2, 10),
}
#: The game played before any is timed or counted, to warm what the engine caches.
WARM_SEED = 10_000


def games_rate(name: str, quick: bool) -> dict[str, float]:
    """Games per second of CPU time of figure ``name``, after one untimed game."""
    play, played = play_of(name), GAMES[name]
    games = played.quick if quick else played.timed
    play(WARM_SEED)
    start = time.process_time()
    for seed in range(games):
        play(seed)
    return {name: games / max(time.process_time() - start, 1e-9)}


def placement(quick: bool) -> dict[str, float]:
    from carcassonne_placement_cost import board_of, cost

    small, big = (10, 30) if quick else (72, 1000)
    repeat = 1 if quick else 50
    return {"placement_ratio": cost(board_of(big, 1), repeat) / cost(board_of(small, 1), repeat)}


def simulate_vs_loop(quick: bool) -> dict[str, float]:
    """The bare loop's time over ``simulate``'s for the same games, best of 3 each."""
    from tutorial.carcassonne import apply, new_game, random_player, simulate
    from tutorial.carcassonne.players import rng_for
    from tutorial.core.experiments import game_seeds

    games = 2 if quick else 60
    seeds = game_seeds(0, games)

    def bare_loop() -> None:
        for seed in seeds:
            state = new_game(2, seed).state
            while not state.game_over:
                state = apply(state, random_player(state, rng_for(state))).state

    def table() -> None:
        simulate(games, players=2, seed=0, progress=False)

    bare_loop()  # warm the caches
    loop_times, simulate_times = [], []
    for _ in range(3):
        for run, times in ((table, simulate_times), (bare_loop, loop_times)):
            start = time.process_time()
            run()
            times.append(time.process_time() - start)
    return {"simulate_vs_loop": min(loop_times) / min(simulate_times)}


def pool(quick: bool) -> dict[str, float]:
    """2 pool workers against one core (wall clock), and what a game costs a worker in CPU."""
    import psutil
    from simulate_executors import GAMES, parallel_share

    run = GAMES["carcassonne"][1]
    games = 4 if quick else 1000
    with ProcessPoolExecutor(2) as executor:
        run(3, executor)  # start the workers, and let each load the rules (game 0 is here)
        share = parallel_share(executor, 2)
        children = psutil.Process().children()
        before = sum(sum(child.cpu_times()[:2]) for child in children)
        start = time.perf_counter()
        run(games, executor)
        on_pool = time.perf_counter() - start
        in_workers = sum(sum(child.cpu_times()[:2]) for child in children) - before
    run(2, None)
    start, cpu = time.perf_counter(), time.process_time()
    run(games, None)
    alone, here = time.perf_counter() - start, time.process_time() - cpu
    return {
        "pool_speedup": alone / on_pool,
        "pool_cpu_a_game": in_workers / max(here, 1e-9),
        "pool_busy_share": share,
    }


#: Each measurement, by name, and the rows it gives.
MEASUREMENTS: dict[str, Callable[[bool], dict[str, float]]] = {
    **{name: partial(games_rate, name) for name in GAMES},
    "placement_ratio": placement,
    "simulate_vs_loop": simulate_vs_loop,
    "pool": pool,
}


def measure(names: list[str], quick: bool) -> None:
    """Take the measurements ``names`` here and print their figures."""
    for name in names:
        for row, value in MEASUREMENTS[name](quick).items():
            print(f"{RESULT}{row} {value!r}", flush=True)


# -- the counted measurements (--instructions) ------------------------------


def play_counted(name: str, games: int) -> None:
    """Play the warm game and ``games`` games of figure ``name``: what valgrind counts."""
    play = play_of(name)
    play(WARM_SEED)
    for seed in range(games):
        play(seed)


def place_counted(tiles: int, rounds: int) -> None:
    """Try every placement of the drawn tile on a ``tiles`` board, ``rounds`` + 1 times.

    The first round warms the caches; then it prints how many placements a round holds.
    """
    from carcassonne_placement_cost import board_of

    from tutorial.carcassonne import PlaceTile, apply
    from tutorial.carcassonne.placing import tile_placements

    state = board_of(tiles, 1)
    actions = [PlaceTile(cell, rotation) for cell, rotation in tile_placements(state)]
    for _ in range(rounds + 1):
        for action in actions:
            apply(state, action)
    print(f"{RESULT}placements {len(actions)}", flush=True)


def instructions(root: Path, arguments: list[str]) -> tuple[int, str]:
    """Instructions this script executes with ``arguments`` on the copy under ``root``.

    Also returns what it printed.  The hash seed is fixed, so that sets and
    dicts of strings iterate the same way on every run.
    """
    command = [
        "valgrind",
        "--tool=callgrind",
        "--callgrind-out-file=/dev/null",
        sys.executable,
        __file__,
        *arguments,
    ]
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONHASHSEED": "0"}
    done = subprocess.run(command, env=env, capture_output=True, text=True, cwd=root)
    collected = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or collected is None:
        raise RuntimeError(f"{' '.join(arguments)} failed on {root}:\n{done.stderr[-3000:]}")
    return int(collected.group(1)), done.stdout


def counted_at(root: Path, name: str, quick: bool) -> dict[str, float]:
    """Figure ``name`` on the copy under ``root`` in instructions: N games less none, over N."""
    if name == "placement_ratio":
        rounds = 1 if quick else 5
        per_placement = []
        for tiles in (10, 30) if quick else (72, 1000):
            board = ["--count", name, "0", "--tiles", str(tiles)]
            base, _ = instructions(root, board)
            total, printed = instructions(root, [*board[:2], str(rounds), *board[3:]])
            placements = int(printed.split()[-1])
            per_placement.append((total - base) / (rounds * placements))
        return {name: per_placement[1] / per_placement[0]}
    games = 1 if quick else GAMES[name].counted
    base, _ = instructions(root, ["--count", name, "0"])
    total, _ = instructions(root, ["--count", name, str(games)])
    return {name: (total - base) / games / 1e6}


#: The rows of the counted table: instructions, of which fewer is better.
COUNTED_ROWS = {
    **{
        name: Row(ROWS[name].label.replace("games/s", "M instructions a game"), "lower", False)
        for name in GAMES
    },
    "placement_ratio": ROWS["placement_ratio"],
}


# -- the comparison ---------------------------------------------------------


def measured_at(root: Path, name: str, quick: bool) -> dict[str, float]:
    """The figures of measurement ``name`` on the copy under ``root``, in a fresh process."""
    command = [sys.executable, __file__, "--measure", name, *(["--quick"] if quick else [])]
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run(command, env=env, capture_output=True, text=True, cwd=root)
    if done.returncode != 0:
        raise RuntimeError(f"{name} failed on {root}:\n{done.stderr}")
    figures = [line.removeprefix(RESULT).split() for line in done.stdout.splitlines()]
    return {row: float(value) for row, value in figures if row in ROWS}


@contextmanager
def checked_out(ref: str) -> Iterator[tuple[Path, str]]:
    """A folder holding ``ref``'s ``tutorial`` package, and what to call it.

    A folder is used as it is; a commit is checked out into a temporary git
    worktree, removed afterwards.
    """
    if Path(ref).is_dir():
        yield Path(ref).resolve(), ref
        return
    git = ["git", "-C", str(HERE)]
    commit = subprocess.run(
        [*git, "rev-parse", "--short", f"{ref}^{{commit}}"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="compare-") as folder:
        tree = Path(folder) / commit
        subprocess.run(
            [*git, "worktree", "add", "--detach", "--quiet", str(tree), commit], check=True
        )
        try:
            yield tree, f"{ref} ({commit})" if ref != commit else commit
        finally:
            subprocess.run([*git, "worktree", "remove", "--force", str(tree)], check=False)


def compare(ref: str, names: list[str], rounds: int, quick: bool, counted: bool) -> None:
    """Measure ``names`` on ``ref`` and here, in turns, and print the table.

    ``counted``: count instructions instead of timing.
    """
    figures_at = counted_at if counted else measured_at
    load = os.getloadavg()[0]
    with checked_out(ref) as (earlier, called):
        print(f"REF: {called}; now: {HERE} (with what is not committed)")
        figures: dict[str, dict[str, list[float]]] = {"REF": {}, "now": {}}
        for number in range(rounds):
            copies = [("REF", earlier), ("now", HERE)]
            for name in names:
                for copy, root in copies if number % 2 == 0 else copies[::-1]:
                    print(f"round {number + 1}/{rounds}: {name} on {copy}", file=sys.stderr)
                    for row, value in figures_at(root, name, quick).items():
                        figures[copy].setdefault(row, []).append(value)
    print(
        f"{rounds} round(s); load average (1 min) {load:.1f} at the start, "
        f"{os.getloadavg()[0]:.1f} at the end, on {os.cpu_count()} cores"
    )
    print(table(figures, COUNTED_ROWS if counted else ROWS))


def table(figures: dict[str, dict[str, list[float]]], rows: dict[str, Row]) -> str:
    """The figures as a text table: figure, REF, now, now / REF, which way is better."""
    width = max(len(row.label) for row in rows.values())
    lines = [f"{'figure':<{width}}  {'REF':>8}  {'now':>8}  {'now/REF':>7}  better"]
    for key, row in rows.items():
        if key not in figures["now"]:
            continue
        pick = max if row.rate else statistics.median
        ref, now = pick(figures["REF"][key]), pick(figures["now"][key])
        lines.append(
            f"{row.label:<{width}}  {ref:>8.2f}  {now:>8.2f}  {now / ref:>7.2f}  {row.better}"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", metavar="REF", help="a commit, or a folder with a tutorial")
    parser.add_argument(
        "--rounds", type=int, help="measurements of each copy (3; 1 with --instructions)"
    )
    parser.add_argument("--quick", action="store_true", help="a few games: checks, not figures")
    parser.add_argument(
        "--instructions", action="store_true", help="count instructions (valgrind), not seconds"
    )
    # "extend": ``--figure a --figure b`` measures both (each flag adds, none replaces).
    parser.add_argument(
        "--figure", choices=sorted(MEASUREMENTS), nargs="+", action="extend", dest="names"
    )
    parser.add_argument(
        "--measure", choices=sorted(MEASUREMENTS), nargs="+", help=argparse.SUPPRESS
    )
    # What a process counted by valgrind does: --count NAME N [--tiles T].
    parser.add_argument("--count", nargs=2, help=argparse.SUPPRESS)
    parser.add_argument("--tiles", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        measure(args.measure, args.quick)
    elif args.count:
        name, number = args.count[0], int(args.count[1])
        if args.tiles:
            place_counted(args.tiles, number)
        else:
            play_counted(name, number)
    elif args.against:
        names = args.names or list(COUNTED_ROWS if args.instructions else MEASUREMENTS)
        if args.instructions:
            if shutil.which("valgrind") is None:
                parser.error("--instructions needs valgrind (apt-get install valgrind)")
            if not_counted := sorted(set(names) - set(COUNTED_ROWS)):
                parser.error(f"instructions do not show what these measure: {not_counted}")
        rounds = args.rounds or (1 if args.instructions else 3)
        compare(args.against, names, rounds, args.quick, args.instructions)
    else:
        parser.error("say what to compare with: --against REF")


if __name__ == "__main__":
    main()
