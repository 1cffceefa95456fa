"""What the built-in players do over many games: a script that prints its figures.

    python benchmarks/bot_figures.py [--games 200] [--players 4] [--seed 0]

All-greedy games: how often Silver Trail is completed (games with at least
one, and in all), how many second roads and refreshes are bought.  Then
greedy against random, seats alternating: the share of seats of each kind
that win (a row of :func:`~tutorial.cerro_gordo.simulation.simulate`'s table is
one seat in one game, so two seats of a kind never count one game twice).
"""

from __future__ import annotations

import argparse

from tutorial.cerro_gordo.simulation import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    greedy = simulate(args.games, args.players, seed=args.seed, progress=False)
    per_game = greedy.groupby("game")[["silver_trails", "second_roads", "refreshes"]].sum()
    print(f"{args.games} all-greedy {args.players}-player games (seed {args.seed}):")
    print(
        f"  Silver Trail: completed in {(per_game.silver_trails > 0).sum()} games, "
        f"{per_game.silver_trails.sum()} times in all"
    )
    for column in ("second_roads", "refreshes"):
        print(
            f"  {column.replace('_', ' ')}: {per_game[column].sum()} in all, "
            f"{per_game[column].mean():.2f} a game, in {(per_game[column] > 0).sum()} games"
        )
    winners = greedy[greedy.winner]
    print(f"  score: {greedy.score.mean():.1f} a player, {winners.score.mean():.1f} a winner")

    seats = [("greedy", "random")[i % 2] for i in range(args.players)]
    mixed = simulate(args.games, args.players, seats=seats, seed=args.seed, progress=False)
    print(f"{args.games} games, seats {', '.join(seats)}:")
    wins = mixed.groupby("bot").winner.agg(["mean", "sum", "count"])
    for bot, row in wins.iterrows():
        print(f"  {bot}: {int(row['sum'])} wins in {int(row['count'])} seats ({row['mean']:.1%})")
    print("  wins by place in the turn order:")
    print(mixed.pivot_table(index="first", columns="bot", values="winner", aggfunc="mean").round(3))


if __name__ == "__main__":
    main()
