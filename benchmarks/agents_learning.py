"""The learning curve of notebooks/experiments/agents.ipynb: a Monte Carlo learner's games, as CSV.

    python benchmarks/agents_learning.py [--runs 5] [--games 2000] [--epsilon 0.1] [--out PATH]

A :class:`~tutorial.core.agents.MonteCarloLearner` plays Tiletum solo
against the Cardinal of Silver (``tutorial.tiletum.env(1)``), one value a
kind of move (:func:`~tutorial.tiletum.environment.move_kind`), and learns
after every game (:func:`~tutorial.core.agents.train`).  ``--runs``
independent learners, run ``r`` from seed ``r``, each for ``--games`` games.
One row a game: the run, the game's number, the learner's score, whether it
won; and beside it (``..._values.csv``) what each run believed at the end,
one row a kind of move: its value and the moves it was learned from.  Each
file's first line names the command that wrote it; the notebook plays the
first games of run 0 again and checks they are the file's first rows.
About 10 ms a game on one core.
"""

from __future__ import annotations

import argparse
import csv
import time
from collections.abc import Iterable
from dataclasses import astuple, fields
from pathlib import Path

from tutorial.core.agents import EPSILON, MonteCarloLearner, TrainingGame, train
from tutorial.tiletum import env
from tutorial.tiletum.environment import move_kind

#: Where the notebook reads the curve.
OUT = Path(__file__).resolve().parent.parent / "notebooks" / "experiments" / "data"
OUT = OUT / "agents_learning.csv"


def learning_curve(
    games: int, seed: int, epsilon: float
) -> tuple[list[TrainingGame], MonteCarloLearner]:
    """``games`` training games of a fresh learner, solo against the Cardinal, from ``seed``;
    and the learner as they left it."""
    environment = env(1)
    learner = MonteCarloLearner.for_env(environment, move_kind, epsilon)
    return train(environment, learner, games, seed), learner


def write(path: Path, command: str, header: list[str], rows: Iterable[Iterable[object]]) -> None:
    """``rows`` as CSV under ``header``, after a comment line naming ``command``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as out:
        out.write(f"# written by: {command}\n")
        table = csv.writer(out, lineterminator="\n")
        table.writerow(header)
        table.writerows(rows)


def values_path(path: Path) -> Path:
    """Where the learners' values go, beside the games: ``<name>_values.csv``."""
    return path.with_name(f"{path.stem}_values{path.suffix}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--epsilon", type=float, default=EPSILON)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    started = time.process_time()
    runs, learners = [], []
    for seed in range(args.runs):
        played, learner = learning_curve(args.games, seed, args.epsilon)
        runs.append(played)
        learners.append(learner)
        last = played[-(args.games // 10 or 1) :]
        print(
            f"run {seed}: the last {len(last)} games, mean score "
            f"{sum(g.score for g in last) / len(last):.1f}, won {sum(g.won for g in last)}",
            flush=True,
        )
    command = (
        f"python benchmarks/agents_learning.py --runs {args.runs} --games {args.games} "
        f"--epsilon {args.epsilon}"
    )
    games_header = ["run", *(f.name for f in fields(TrainingGame))]
    games = ((run, *astuple(game)) for run, played in enumerate(runs) for game in played)
    write(args.out, command, games_header, games)
    values = ((run, *row) for run, learner in enumerate(learners) for row in learner.table())
    write(values_path(args.out), command, ["run", "kind", "value", "moves"], values)
    seconds = time.process_time() - started
    print(f"{args.runs} x {args.games} games in {seconds:.0f} s of CPU; written to {args.out}")
    print(f"the values each run learned: {values_path(args.out)}")


if __name__ == "__main__":
    main()
