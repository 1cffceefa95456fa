"""The Carcassonne app in a browser: painted boards, Step changes the board, Reset restores it."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from . import lab

NOTEBOOK = "tests/browser/carcassonne_app.ipynb"
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-screens-")
)
#: Each app shows two canvases: the board (its layers composited into one) and the drawn tile;
#: the last canvas is the gallery of tile types.
PER_APP = 2
#: The late game, a fresh one, and one with a city clicked.
APPS = 3


def checksums(page) -> list[int]:
    return [s["checksum"] for s in lab.canvas_stats(page)]


def wait_for(page, test, timeout: float = 15.0) -> list[int]:
    """Checksums of the canvases once ``test(checksums)`` holds (or when time is up)."""
    deadline = time.monotonic() + timeout
    sums = checksums(page)
    while not test(sums) and time.monotonic() < deadline:
        time.sleep(0.1)
        sums = checksums(page)
    return sums


def test_carcassonne_apps_paint_step_and_reset(page, lab_server):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    assert not lab.run_all_cells(page)
    lab.wait_kernel_idle(page)
    assert not lab.canvas_nonblank(page)
    stats = lab.canvas_stats(page)
    assert len(stats) == APPS * PER_APP + 1, [(s["width"], s["height"]) for s in stats]
    # Land, walls, roads, followers and marks: many colours on every canvas.
    assert all(s["colours"] > 8 for s in stats), stats
    start = checksums(page)
    lab.screenshot_boards(page, SCREENSHOTS, "carcassonne__start")

    # The late game's Step (the first Step button): its board changes.
    for _ in range(2):
        lab.click_button(page, "Step")
        lab.wait_kernel_idle(page)
    played = wait_for(page, lambda sums: sums[:PER_APP] != start[:PER_APP])
    assert played[:PER_APP] != start[:PER_APP], "Step did not change the late game's board"
    assert played[PER_APP:] == start[PER_APP:], "Step in one app changed the other"
    lab.screenshot_boards(page, SCREENSHOTS, "carcassonne__stepped")

    lab.click_button(page, "Reset")
    lab.wait_kernel_idle(page)
    after = wait_for(page, lambda sums: sums == start)
    lab.screenshot_boards(page, SCREENSHOTS, "carcassonne__reset")
    assert after == start, "after Reset the canvases differ from the start"
    assert not lab.error_outputs(page)
    assert not page.lab_log.page_errors, page.lab_log.page_errors
