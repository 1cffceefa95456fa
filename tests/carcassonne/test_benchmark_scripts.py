"""The Carcassonne benchmark scripts still run and print their figures: tiny runs, no timing."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def run(script: str, *args: str) -> str:
    command = [sys.executable, str(ROOT / "benchmarks" / script), *args]
    return subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT).stdout


def test_games_per_second_prints_its_figure():
    out = run("carcassonne_games_per_second.py", "--players", "2", "--games", "2")
    rate = next(line for line in out.splitlines() if line.startswith("games per second: "))
    assert float(rate.removeprefix("games per second: ")) > 0


def test_placement_cost_prints_both_boards_and_their_ratio():
    out = run("carcassonne_placement_cost.py", "--small", "10", "--big", "80", "--repeat", "1")
    sizes = re.findall(r"^microseconds a placement on (\d+) tiles: [\d.]+", out, re.MULTILINE)
    assert sizes == ["10", "80"]
    assert re.search(r"^ratio: \d+\.\d\d$", out, re.MULTILINE)
