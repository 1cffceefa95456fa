"""How many random full games of Cerro Gordo the engine plays per second.

A script, not a test: it prints its figures.  Run it with

    python benchmarks/games_per_second.py [--players 4] [--games 200] [--player random]

It plays whole games with the automatic players on one core (no widgets)
and reports games per second (CPU time of this process, so other work on
the machine does not skew it), actions per game and turns per game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tutorial.cerro_gordo.actions import apply
from tutorial.cerro_gordo.players import PLAYERS
from tutorial.cerro_gordo.setup import new_game


def play_one(players: int, seed: int, player: str) -> tuple[int, int]:
    """Play one game to the end; return (actions, turns)."""
    choose = PLAYERS[player]
    state, _ = new_game(players, seed)
    rng = random.Random(seed)
    actions = 0
    while not state.game_over:
        state, _ = apply(state, choose(state, rng))
        actions += 1
    return actions, state.turn_number


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--player", choices=sorted(PLAYERS), default="random")
    args = parser.parse_args()

    counts = []
    start = time.process_time()
    for seed in range(args.games):
        counts.append(play_one(args.players, seed, args.player))
    elapsed = time.process_time() - start
    actions = [a for a, _ in counts]
    turns = [t for _, t in counts]
    print(f"{args.games} {args.player} {args.players}-player games in {elapsed:.2f} s")
    print(f"games per second: {args.games / elapsed:.1f}")
    print(f"actions per game: {statistics.mean(actions):.1f}")
    print(f"turns per game: {statistics.mean(turns):.1f}")
    print(f"actions per second: {sum(actions) / elapsed:.0f}")


if __name__ == "__main__":
    main()
