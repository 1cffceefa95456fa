"""The Gold Mines benchmark script runs and prints its figure (on a few games: not a timing)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_benchmark_prints_games_per_second():
    script = ROOT / "benchmarks" / "gold_mines_games_per_second.py"
    for player in ("random", "greedy"):
        command = [sys.executable, str(script), "--games", "2", "--player", player]
        out = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT).stdout
        rate = next(line for line in out.splitlines() if line.startswith("games per second: "))
        assert float(rate.removeprefix("games per second: ")) > 0
