"""benchmarks/env_steps_per_second.py still runs and prints a figure for every environment."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_env_steps_per_second_prints_a_figure_for_each_environment():
    script = ROOT / "benchmarks" / "env_steps_per_second.py"
    out = subprocess.run(
        [sys.executable, str(script), "--steps", "40"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    rates = [line for line in out.splitlines() if line.startswith("steps per second: ")]
    assert len(rates) == 5 and all(float(r.split(": ")[1]) > 0 for r in rates)
    assert "Tiletum, solo against the Cardinal: 40 steps" in out
