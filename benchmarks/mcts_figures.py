"""How Monte Carlo tree search plays each game: win rates at two budgets, and the time a move takes.

    python benchmarks/mcts_figures.py [--games 8] [--budgets 10 50] [--seed 0]

For each game, two-player games of an MCTS seat (:mod:`tutorial.core.tree_search`,
a budget in simulations) against the greedy bot (Cerro Gordo, The Gold
Mines) or the random one (Carcassonne, Tiletum): the MCTS seat's wins with
a 95% Wilson interval (a tie counts as a win for every tied player, as in
``simulate``'s table), then the mean time of one MCTS decision over the
first positions of a random game.  Few games: the intervals are wide.
"""

from __future__ import annotations

import argparse
import importlib
import random
import time

from tutorial.core.stats import wilson
from tutorial.core.tree_search import mcts_player

#: Each game and the bot MCTS plays against.
OPPONENTS = {
    "carcassonne": "random",
    "gold_mines": "greedy",
    "cerro_gordo": "greedy",
    "tiletum": "random",
}
#: How many positions of a random game the decision time is measured on.
TIMED_POSITIONS = 6


def seat(name: str, simulations: int) -> object:
    """The MCTS seat of game ``name`` with ``simulations`` a move (the Gold Mines keep ByRule)."""
    search = importlib.import_module(f"tutorial.{name}.players").SEARCH
    player = mcts_player(search, simulations)
    if name == "gold_mines":
        from tutorial.gold_mines.choosing import ByRule

        return ByRule(player)
    return player


def seconds_a_move(name: str, simulations: int, seed: int) -> float:
    """The mean time of one decision over the first :data:`TIMED_POSITIONS` positions of a game."""
    game = importlib.import_module(f"tutorial.{name}")
    player = seat(name, simulations)
    state = game.new_game(2, seed=seed).state
    rng = random.Random(seed)
    spent = 0.0
    for _ in range(TIMED_POSITIONS):
        start = time.perf_counter()
        player(state, random.Random(seed))
        spent += time.perf_counter() - start
        state = game.apply(state, game.BOTS["random"](state, rng)).state
    return spent / TIMED_POSITIONS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--budgets", type=int, nargs="+", default=[10, 50])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", nargs="*", default=list(OPPONENTS), help="games to run")
    args = parser.parse_args()
    print(f"{args.games} two-player games a row (seed {args.seed}); 95% Wilson intervals")
    for name in args.only:
        game = importlib.import_module(f"tutorial.{name}")
        opponent = OPPONENTS[name]
        for simulations in args.budgets:
            started = time.perf_counter()
            table = game.simulate(
                args.games,
                players=2,
                seats=(seat(name, simulations), opponent),
                seed=args.seed,
                progress=False,
            )
            mine = table[table.bot == "mcts"]
            wins, seats = int(mine.winner.sum()), len(mine)
            low, high = wilson(wins, seats)
            move = seconds_a_move(name, simulations, args.seed)
            print(
                f"{name}: mcts({simulations}) vs {opponent}: {wins} wins in {seats} games "
                f"({wins / seats:.0%}, {float(low):.0%} to {float(high):.0%}); "
                f"{move * 1000:.0f} ms a move; {time.perf_counter() - started:.0f} s in all",
                flush=True,
            )


if __name__ == "__main__":
    main()
