"""How many full 2-player games of Carcassonne with The Gold Mines the engine plays per second.

A script, not a test: it prints its figures.  Run it with

    python benchmarks/gold_mines_games_per_second.py [--games 200] [--player random|greedy]

Every seat is the same automatic player, farmers and gold included (the
gold rules: 80 tiles, 16 ingots).  Time is the CPU time of this process, on
one core, with no explanation ever built.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tutorial.carcassonne.actions import apply
from tutorial.carcassonne.players import random_player
from tutorial.gold_mines.greedy import greedy_player
from tutorial.gold_mines.rules import new_game
from tutorial.gold_mines.state import gold_of

PLAYERS = {"random": random_player, "greedy": greedy_player}
#: The line a run prints its result on.
RESULT = "games per second: "


def play_one(seed: int, player: str) -> tuple[int, int]:
    """Play one 2-player game to the end; return (actions, ingots handed out to players)."""
    choose = PLAYERS[player]
    state = new_game(2, seed).state
    rng = random.Random(seed)
    actions = 0
    while not state.game_over:
        state = apply(state, choose(state, rng)).state
        actions += 1
    return actions, sum(gold_of(state).held)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--player", choices=sorted(PLAYERS), default="random")
    args = parser.parse_args()
    start = time.process_time()
    counts = [play_one(seed, args.player) for seed in range(args.games)]
    elapsed = time.process_time() - start
    print(f"{args.games} {args.player} 2-player games with The Gold Mines in {elapsed:.2f} s")
    print(f"{RESULT}{args.games / elapsed:.1f}")
    print(f"actions per game: {statistics.mean(a for a, _ in counts):.1f}")
    print(f"ingots taken per game: {statistics.mean(g for _, g in counts):.1f}")


if __name__ == "__main__":
    main()
