"""The benchmark scripts still run and print their figures (on a few games: not a timing)."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(script: str, *args: str) -> str:
    command = [sys.executable, str(ROOT / "benchmarks" / script), *args]
    return subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT).stdout


def test_games_per_second_prints_its_figure():
    out = run("games_per_second.py", "--players", "4", "--games", "2", "--player", "random")
    rate = next(line for line in out.splitlines() if line.startswith("games per second: "))
    assert float(rate.removeprefix("games per second: ")) > 0


def test_bot_figures_prints_silver_trail_second_roads_refreshes_and_wins():
    out = run("bot_figures.py", "--games", "3", "--players", "3")
    assert "Silver Trail: completed in" in out
    assert "second roads:" in out and "refreshes:" in out
    assert "greedy:" in out and "random:" in out and "wins in" in out


def test_tiletum_games_per_second_prints_its_figures_for_solo_and_multiplayer():
    out = run("tiletum_games_per_second.py", "--games", "2", "--players", "1", "3")
    rates = [line for line in out.splitlines() if line.startswith("games per second: ")]
    assert len(rates) == 2 and all(float(r.split(": ")[1]) > 0 for r in rates)
    assert "solo (random vs the cardinal)" in out and "3-player random" in out


def test_every_step_of_the_tiletum_latency_app_redraws_a_map():
    """browser_latency.py counts a click that changes no pixel as a miss: here there is none."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        from latency_apps import tiletum
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    app = tiletum()
    for _ in range(50):  # the script's 3 warm-up clicks and 40 measured, and more
        drawn = dict(app._drawn)
        app.controls.step_button.click()
        assert any(app._drawn[number] != drawn.get(number) for number in app._drawn)


def test_step_cost_prints_a_row_for_each_app_with_its_messages():
    out = run("step_cost.py", "-n", "2", "--warmup", "1")
    rows = {line.split("  ")[0]: line.split() for line in out.splitlines()[2:]}
    assert set(rows) == {"Cerro Gordo", "Carcassonne", "Gold Mines", "Tiletum"}
    for name, row in rows.items():
        messages, canvas_commands = float(row[-4]), float(row[-2])
        assert messages >= 1 and canvas_commands >= 1, name


def test_simulate_executors_prints_three_figures_a_game_and_the_same_table():
    out = run("simulate_executors.py", "--games", "2", "--workers", "2")
    share = out.splitlines()[0].split("busy loops on the pool take ")[1].split(" of")[0]
    assert float(share) > 0
    for game in ("cerro_gordo", "carcassonne", "gold_mines", "tiletum"):
        section = out.split(f"{game} (", 1)[1].split("same table everywhere: ", 1)
        rates = [line for line in section[0].splitlines() if "games per second: " in line]
        assert len(rates) == 3 and all(float(r.rsplit(": ", 1)[1]) > 0 for r in rates)
        assert section[1].startswith("True")


def test_compare_measures_every_figure_on_this_copy():
    """The measuring half of compare.py, on a few games, in one process."""
    compare = runpy.run_path(str(ROOT / "benchmarks" / "compare.py"), run_name="compare")
    out = run("compare.py", "--quick", "--measure", *compare["MEASUREMENTS"])
    figures = dict(line.split()[1:] for line in out.splitlines() if line.startswith("figure "))
    assert sorted(figures) == sorted(compare["ROWS"])
    assert all(float(value) > 0 for value in figures.values())


def test_the_processes_compare_counts_play_their_games_and_placements():
    """What ``--instructions`` has valgrind count: N games less none, N placement rounds."""
    run("compare.py", "--count", "tiletum_solo", "1")  # the warm game, then game 0
    placed = run("compare.py", "--count", "placement_ratio", "1", "--tiles", "10")
    assert int(placed.split()[-1]) > 0  # how many placements a round holds, to divide by


@pytest.mark.skipif(not (ROOT / ".git").exists(), reason="compares with a commit: needs git")
def test_compare_against_a_commit_prints_the_table():
    out = run(
        "compare.py", "--against", "HEAD", "--quick", "--rounds", "1", "--figure", "tiletum_solo"
    )
    assert out.startswith("REF: HEAD (")
    header, row = out.splitlines()[-2:]
    assert header.split() == ["figure", "REF", "now", "now/REF", "better"]
    assert row.startswith("Tiletum solo, random vs the Cardinal: games/s")
    ref, now, ratio = (float(value) for value in row.split()[-4:-1])
    assert ratio == pytest.approx(now / ref, abs=0.01)


def test_mcts_figures_prints_a_win_rate_with_its_interval_and_a_move_time():
    out = run("mcts_figures.py", "--games", "1", "--budgets", "2", "--only", "cerro_gordo")
    line = next(line for line in out.splitlines() if line.startswith("cerro_gordo: mcts(2)"))
    assert "vs greedy" in line and "wins in 1 games" in line and "ms a move" in line
