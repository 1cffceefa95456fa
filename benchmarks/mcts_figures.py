"""How Monte Carlo tree search plays each game: win rates at two budgets, and the time a move takes.

    python benchmarks/mcts_figures.py [--games 8] [--budgets 10 50] [--seed 0] [--only GAME ...]

For each game, two-player games of an MCTS seat (:mod:`tutorial.core.tree_search`,
a budget in simulations) against a greedy bot: Cerro Gordo's and The Gold
Mines' own ``"greedy"``, and for Carcassonne and Tiletum, which have none,
:class:`~tutorial.core.agents.GreedySeat` (the action that scores most now,
ties at random).  The seats alternate who starts (``simulate`` draws the
first player from each game's seed).  For each budget: the MCTS seat's wins
with a 95% Wilson interval (a tie counts as a win for every tied player, as
in ``simulate``'s table), and the median time of one MCTS decision over its
decisions in those games (a decision with one legal action searches nothing
and is not counted).  A table of every row ends the output.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from tutorial.core.agents import GreedySeat
from tutorial.core.game import seat_name
from tutorial.core.stats import wilson
from tutorial.core.tree_search import MCTSPlayer, mcts_player

#: The games measured, in the order of the table.
GAMES = ("cerro_gordo", "carcassonne", "gold_mines", "tiletum")


@dataclass
class Timed:
    """An MCTS seat that notes how long each of its searches took (in seconds)."""

    player: MCTSPlayer
    seconds: list[float] = field(default_factory=list)

    def __call__(self, state: Any, rng: random.Random) -> Any:
        if len(self.player.game.legal_actions(state)) == 1:
            return self.player(state, rng)  # nothing to decide: no search
        start = time.perf_counter()
        action = self.player(state, rng)
        self.seconds.append(time.perf_counter() - start)
        return action

    @property
    def __name__(self) -> str:  # a seat is named by its player's name
        return seat_name(self.player)


def mcts_seat(name: str, timed: Timed) -> object:
    """The MCTS seat of game ``name`` (The Gold Mines' takes its gold by the rule, ``ByRule``)."""
    if name == "gold_mines":
        from tutorial.gold_mines.choosing import ByRule

        return ByRule(timed)
    return timed


def opponent(name: str) -> object:
    """Game ``name``'s greedy bot, or a :class:`GreedySeat` over its environment's encoding."""
    game = importlib.import_module(f"tutorial.{name}")
    if "greedy" in game.BOTS:
        return "greedy"
    return GreedySeat(game.env(2).encoding)


@dataclass(frozen=True)
class Row:
    """One game at one budget: the MCTS seat's wins, its interval, its median move time."""

    game: str
    simulations: int
    wins: int
    games: int
    low: float
    high: float
    median_ms: float
    seconds: float


def measure(name: str, simulations: int, games: int, seed: int) -> Row:
    """``games`` games of MCTS with ``simulations`` a move against game ``name``'s greedy bot."""
    game = importlib.import_module(f"tutorial.{name}")
    search = importlib.import_module(f"tutorial.{name}.players").SEARCH
    timed = Timed(mcts_player(search, simulations))
    started = time.perf_counter()
    table = game.simulate(
        games, players=2, seats=(mcts_seat(name, timed), opponent(name)), seed=seed, progress=False
    )
    mine = table[table.bot == "mcts"]
    wins, seats = int(mine.winner.sum()), len(mine)
    low, high = wilson(wins, seats)
    median = statistics.median(timed.seconds) * 1000 if timed.seconds else float("nan")
    spent = time.perf_counter() - started
    return Row(name, simulations, wins, seats, float(low), float(high), median, spent)


def table(rows: list[Row]) -> str:
    """The rows as a Markdown table."""
    lines = [
        "| game | simulations | MCTS wins | win rate | 95% interval | median move |",
        "| --- | ---: | ---: | ---: | --- | ---: |",
    ]
    for r in rows:
        lines.append(
            f"| {r.game} | {r.simulations} | {r.wins} of {r.games} | {r.wins / r.games:.0%} | "
            f"{r.low:.0%} to {r.high:.0%} | {r.median_ms:.0f} ms |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--budgets", type=int, nargs="+", default=[10, 50])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", nargs="*", default=list(GAMES), help="games to run")
    args = parser.parse_args()
    print(f"{args.games} two-player games a row (seed {args.seed}); 95% Wilson intervals")
    rows = []
    for name in args.only:
        for simulations in args.budgets:
            row = measure(name, simulations, args.games, args.seed)
            rows.append(row)
            print(
                f"{name}: mcts({simulations}) vs greedy: {row.wins} wins in {row.games} games "
                f"({row.wins / row.games:.0%}, {row.low:.0%} to {row.high:.0%}); "
                f"{row.median_ms:.0f} ms a move (median); {row.seconds:.0f} s in all",
                flush=True,
            )
    print(table(rows))


if __name__ == "__main__":
    main()
