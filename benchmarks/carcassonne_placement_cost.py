"""What one tile placement costs on a big board, against the board of a real game.

A script, not a test: it prints its figures.  Run it with

    python benchmarks/carcassonne_placement_cost.py [--small 72] [--big 1000] [--repeat 200]

A real game ends with 72 tiles on the table.  To see how the engine scales,
this script also builds a board of 1,000 tiles: a box holding many copies of
the base tile set, played out tile by tile from a fixed seed (each tile on a
random legal cell, no followers), so the board is one a game could reach.
On each board it then times one placement of the drawn tile, with
everything the rules do at that moment: the sides checked, the features
joined, the completed features found (the open-end counts), and the next
phase chosen.  It tries every legal placement of the drawn tile in turn
(the same ones each repeat), and prints the mean cost in microseconds (CPU
time) on each board and their ratio: a placement should cost about the same
whatever the size of the board.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from dataclasses import replace

from tutorial.carcassonne import NoFollower, PlaceTile, apply, base_rules, new_game
from tutorial.carcassonne.placing import tile_placements
from tutorial.carcassonne.state import GameState


def board_of(tiles: int, seed: int) -> GameState:
    """A position with ``tiles`` tiles on the board and the next tile drawn.

    The box holds as many copies of the base tile set as that takes.
    """
    base = base_rules()
    copies = math.ceil((tiles + 1) / sum(t.count for t in base.tiles))
    rules = replace(
        base,
        name=f"base x{copies}",
        tiles=tuple(replace(t, count=t.count * copies) for t in base.tiles),
    )
    state, rng = new_game(2, seed, rules).state, random.Random(seed)
    while len(state.board) < tiles:
        if state.phase == "tile":
            state = apply(state, PlaceTile(*rng.choice(tile_placements(state)))).state
        else:
            state = apply(state, NoFollower()).state
    if state.phase != "tile":  # the board is full: finish the turn, so a tile is drawn
        state = apply(state, NoFollower()).state
    return state


def cost(state: GameState, repeat: int) -> float:
    """Mean CPU microseconds of one placement of the drawn tile on ``state``."""
    actions = [PlaceTile(cell, rotation) for cell, rotation in tile_placements(state)]
    for action in actions:  # warm the caches
        apply(state, action)
    start = time.process_time()
    for _ in range(repeat):
        for action in actions:
            apply(state, action)
    return (time.process_time() - start) / (repeat * len(actions)) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, default=72, help="tiles on the small board")
    parser.add_argument("--big", type=int, default=1000, help="tiles on the big board")
    parser.add_argument("--repeat", type=int, default=200, help="rounds of every placement")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    small, big = board_of(args.small, args.seed), board_of(args.big, args.seed)
    small_cost, big_cost = cost(small, args.repeat), cost(big, args.repeat)
    for state, micro in ((small, small_cost), (big, big_cost)):
        print(
            f"microseconds a placement on {len(state.board)} tiles: {micro:.1f} "
            f"({len(tile_placements(state))} placements, {len(state.open_cells)} open cells)"
        )
    print(f"ratio: {big_cost / small_cost:.2f}")


if __name__ == "__main__":
    main()
