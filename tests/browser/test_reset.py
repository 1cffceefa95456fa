"""Reset in a real browser: after play, pan and zoom, the canvases show the start again."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from . import lab

NOTEBOOK = "tests/browser/reset_app.ipynb"
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-screens-")
)


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


def test_reset_draws_the_start_again(page, lab_server):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    assert not lab.run_all_cells(page)
    assert not lab.canvas_nonblank(page)
    lab.wait_kernel_idle(page)
    start = checksums(page)
    assert len(start) == 3, "the board, the hand and the building row"
    lab.screenshot_boards(page, SCREENSHOTS, "reset__start")

    # Take the first building of the row (a human's turn), move the view, let bots play.
    row = page.locator(f"{lab.CANVASES}[width='600']")  # 5 slots and the pile
    row.click(position={"x": 50, "y": 50})
    for label in ("+", "→", "↓", "Step", "Step", "Step"):
        lab.click_button(page, label)
        lab.wait_kernel_idle(page)
    played = wait_for(page, lambda sums: all(a != b for a, b in zip(sums, start, strict=True)))
    assert all(a != b for a, b in zip(played, start, strict=True)), "every canvas should change"
    lab.screenshot_boards(page, SCREENSHOTS, "reset__played")

    lab.click_button(page, "Reset")
    lab.wait_kernel_idle(page)
    after = wait_for(page, lambda sums: sums == start)
    lab.screenshot_boards(page, SCREENSHOTS, "reset__after")
    assert after == start, "after Reset the canvases differ from the start"
    assert not lab.error_outputs(page)
    assert not page.lab_log.page_errors, page.lab_log.page_errors
