"""How many ``env.step`` calls a second each game's PettingZoo environment takes.

A script, not a test: it prints its figures.  Run it with

    python benchmarks/env_steps_per_second.py [--steps 3000] [--games cerro_gordo ...]

For each game (at its usual player count, and Tiletum solo too) it plays
random legal actions, drawn from each observation's action mask, over
``tutorial.<game>.env(...)`` for at least ``--steps`` steps, resetting when
a game ends, on one core.  Each step observes the next agent (its
observation and mask), as a learning agent would.  It reports steps per
second (CPU time of this process, resets included) and, apart, the engine's
own ``apply`` time a step, so the cost of the translation shows.
"""

from __future__ import annotations

import argparse
import importlib
import time

import numpy as np

#: The line each game's figure is printed on.
RESULT = "steps per second: "
#: The environments measured: (label, game package, env's arguments).
SETTINGS = (
    ("Cerro Gordo, 4 players", "cerro_gordo", {"players": 4}),
    ("Carcassonne, 2 players", "carcassonne", {"players": 2}),
    ("Gold Mines, 2 players", "gold_mines", {"players": 2}),
    ("Tiletum, 2 players", "tiletum", {"players": 2}),
    ("Tiletum, solo against the Cardinal", "tiletum", {"players": 1}),
)


def measure(label: str, package: str, arguments: dict, steps: int) -> float:
    """Step random legal actions for ``steps`` steps; print the figures, return steps per second."""
    environment = importlib.import_module(f"tutorial.{package}").env(**arguments)
    rng = np.random.default_rng(0)
    environment.reset(seed=0)
    done, games, engine = 0, 0, 0.0
    start = time.process_time()
    while done < steps:
        observation, _, terminated, truncated, _ = environment.last()
        if terminated or truncated:
            environment.reset()
            games += 1
            continue
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        before = time.process_time()
        state = environment.game_state
        environment.encoding.apply(state, environment.encoding.decode(state, action))
        engine += time.process_time() - before
        environment.step(action)
        done += 1
    elapsed = max(time.process_time() - start - engine, 1e-9)
    print(f"{label}: {done} steps ({games} games ended) in {elapsed:.2f} s")
    print(f"{RESULT}{done / elapsed:.0f}")
    print(f"engine apply per step: {1e6 * engine / done:.0f} us")
    return done / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=3000)
    parser.add_argument("--games", nargs="+", default=None, help="game packages to measure")
    args = parser.parse_args()
    for label, package, arguments in SETTINGS:
        if args.games is None or package in args.games:
            measure(label, package, arguments, args.steps)


if __name__ == "__main__":
    main()
