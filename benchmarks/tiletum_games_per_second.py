"""How many full games of Prospect for Silver the engine plays per second.

A script, not a test: it prints its figures.  Run it with

    python benchmarks/tiletum_games_per_second.py [--games 100] [--players 1 2 4]

For each player count it plays whole games with the random player in every
player's seat; a solo game (``1``) is the random player against the
Cardinal of Silver, whose rules play its seat.  It plays without history or
widgets, on one core, and reports games per second (CPU time of this
process), actions per game and actions per second.
"""

from __future__ import annotations

import argparse
import statistics
import time

from tutorial.tiletum.actions import apply
from tutorial.tiletum.players import PLAYERS, default_seats, player_for, rng_for
from tutorial.tiletum.setup import new_game

#: The line a run prints its result on.
RESULT = "games per second: "


def play_one(players: int, seed: int) -> int:
    """Play one game to the end with the default seats; return the number of actions."""
    state, _ = new_game(players, seed)
    choose = [player_for(seat) for seat in default_seats(state)]
    actions = 0
    while not state.over:
        state, _ = apply(state, choose[state.active](state, rng_for(state)))
        actions += 1
    return actions


def measure(players: int, games: int) -> float:
    """Play ``games`` games and print the figures; return games per second."""
    start = time.process_time()
    counts = [play_one(players, seed) for seed in range(games)]
    elapsed = max(time.process_time() - start, 1e-9)
    label = "solo (random vs the cardinal)" if players == 1 else f"{players}-player random"
    print(f"{games} {label} games in {elapsed:.2f} s")
    print(f"{RESULT}{games / elapsed:.1f}")
    print(f"actions per game: {statistics.mean(counts):.1f}")
    print(f"actions per second: {sum(counts) / elapsed:.0f}")
    return games / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, nargs="+", default=[1, 2, 4])
    args = parser.parse_args()
    assert "random" in PLAYERS
    for players in args.players:
        measure(players, args.games)


if __name__ == "__main__":
    main()
