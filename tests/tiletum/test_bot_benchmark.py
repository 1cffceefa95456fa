"""The Cardinalbot benchmark script still runs and prints its figure (not a timing)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_benchmark_prints_the_time_of_one_decision():
    script = ROOT / "benchmarks" / "tiletum_bot_decision.py"
    command = [sys.executable, str(script), "--decisions", "3", "--rounds", "2"]
    out = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert "map III, side B: 20 spaces" in out
    assert "target Adamas (map III, space t) at reach 6" in out
    line = next(line for line in out.splitlines() if line.startswith("one bot decision (ms): "))
    assert float(line.removeprefix("one bot decision (ms): ")) > 0
