"""How many full games of Carcassonne (base game) the engine plays per second.

A script, not a test: it prints its figures.  Run it with

    python benchmarks/carcassonne_games_per_second.py [--players 2] [--games 100]

It plays whole games with the random player in every seat, on one core and
without widgets, and reports games per second (CPU time of this process, so
other work on the machine does not skew it much), actions per game and tiles
discarded per game.

To compare with another copy of the engine (an older commit, say), give the
folder that holds its ``tutorial`` package:

    git archive main tutorial | tar -x -C /tmp/engine-base
    python benchmarks/carcassonne_games_per_second.py --baseline /tmp/engine-base --rounds 3

Both engines then play the same games in fresh processes, taking turns
(baseline, this one, baseline, ...), and the best round of each is reported
with the speed-up, so both are timed under the same load.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from tutorial.carcassonne import apply, new_game, random_player

#: The folder holding this copy's ``tutorial`` package.
HERE = Path(__file__).resolve().parent.parent
#: The line a run prints its result on (a comparison reads it back).
RESULT = "games per second: "


def play_one(players: int, seed: int) -> tuple[int, int]:
    """Play one game to the end with random players; return (actions, tiles discarded)."""
    state = new_game(players, seed).state
    rng = random.Random(seed)
    actions = 0
    while not state.game_over:
        state = apply(state, random_player(state, rng)).state
        actions += 1
    return actions, len(state.discarded)


def measure(players: int, games: int) -> None:
    """Play ``games`` games and print the figures."""
    play_one(players, games)  # warm the caches (tile turns, open-cell lookups) first
    counts = []
    start = time.process_time()
    for seed in range(games):
        counts.append(play_one(players, seed))
    elapsed = time.process_time() - start
    actions = [a for a, _ in counts]
    print(f"{games} random {players}-player games in {elapsed:.2f} s")
    print(f"{RESULT}{games / elapsed:.1f}")
    print(f"actions per game: {statistics.mean(actions):.1f}")
    print(f"tiles discarded per game: {statistics.mean(d for _, d in counts):.2f}")
    print(f"actions per second: {sum(actions) / elapsed:.0f}")


def run_with(package_root: Path, args: argparse.Namespace) -> float:
    """Games per second of the engine under ``package_root``, in a fresh process."""
    command = [sys.executable, __file__, "--players", str(args.players), "--games", str(args.games)]
    env = {**os.environ, "PYTHONPATH": str(package_root)}
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
    line = next(line for line in out.splitlines() if line.startswith(RESULT))
    return float(line.removeprefix(RESULT))


def compare(args: argparse.Namespace) -> None:
    """Time the baseline and this engine in turns; print the best round of each."""
    base, this = [], []
    for _ in range(args.rounds):
        base.append(run_with(args.baseline, args))
        this.append(run_with(HERE, args))
    print(f"{args.games} random {args.players}-player games, best of {args.rounds}")
    print(f"baseline ({args.baseline}): {max(base):.1f} games per second")
    print(f"this engine ({HERE}): {max(this):.1f} games per second")
    print(f"speed-up: {max(this) / max(base):.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument(
        "--baseline", type=Path, help="folder holding another tutorial package to compare with"
    )
    parser.add_argument("--rounds", type=int, default=3, help="rounds of a comparison")
    args = parser.parse_args()
    if args.baseline is None:
        measure(args.players, args.games)
    else:
        compare(args)


if __name__ == "__main__":
    main()
