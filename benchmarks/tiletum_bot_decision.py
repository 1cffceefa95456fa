"""How long one Cardinalbot Prospector decision takes, on the largest Underground map.

A script, not a test: it prints its figure.  Run it with

    python benchmarks/tiletum_bot_decision.py [--decisions 2000] [--rounds 5]

The position is a hard one for the bot on map III, side B (20 spaces, the
largest stand-in map): you have built on every Mine site but the farthest
Town's, so reach grows to the far end of the map before a Town is found,
and the route search runs across the whole map.  The decision's text is
not built (it is built only when asked).  The figure is the best round's
time per decision, so other work on the machine skews it little.
"""

from __future__ import annotations

import argparse
import time

from tutorial.tiletum.cardinalbot import BOT, prospector_decision
from tutorial.tiletum.maps import underground_map
from tutorial.tiletum.underground import Underground

#: The line the result is printed on (the test reads it back).
RESULT = "one bot decision (ms): "


def hard_position() -> Underground:
    """Map III-B, the bot at the start, every Mine but the farthest Town's taken by you."""
    umap = underground_map("III", "B")
    farthest = umap.towns[-1]
    built = {
        (umap.number, site.id): "you"
        for space in umap.towns
        if space is not farthest
        for site in space.town.sites_of("mine")
    }
    return Underground((umap,), built=built, prospectors={BOT: [(umap.number, umap.start)]})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=2000, help="decisions per round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    here = hard_position()
    decision = prospector_decision(here, ("mine",))
    rounds = []
    for _ in range(args.rounds):
        start = time.perf_counter()
        for _ in range(args.decisions):
            prospector_decision(here, ("mine",))
        rounds.append((time.perf_counter() - start) / args.decisions)
    print(
        f"map {here.maps[0].numeral}, side {here.maps[0].side}: {len(here.maps[0].spaces)} spaces"
    )
    print(
        f"target {decision.chosen.label} at reach {decision.reaches[-1].reach}, "
        f"route {' → '.join(decision.route.spaces)}"
    )
    print(f"{RESULT}{min(rounds) * 1000:.4f}")


if __name__ == "__main__":
    main()
