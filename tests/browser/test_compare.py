"""What if in a real browser: Step on each side of a Compare, the line and both boards follow.

Two branches of one Cerro Gordo game (``tests/browser/compare.ipynb``): B's
bot plays a turn, so the line says what holds in B only and B's board frames
the mine it is about; A's bot then plays the same turn, so nothing differs,
the frame goes, and the two boards draw the same pixels.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from . import lab

NOTEBOOK = "tests/browser/compare.ipynb"
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-screens-")
)
#: Each side's canvases, in page order: its board, then its building row and hand.
PER_SIDE = 3


def sides(page) -> tuple[list[int], list[int]]:
    """The checksums of side A's canvases and of side B's."""
    sums = [s["checksum"] for s in lab.canvas_stats(page)]
    assert len(sums) == 2 * PER_SIDE, sums
    return sums[:PER_SIDE], sums[PER_SIDE:]


def difference_line(page) -> str:
    return (
        page.locator(f"{lab.ACTIVE} .jp-OutputArea-output [role=status]")
        .filter(has_text="Score, B minus A")
        .inner_text()
    )


def step(page, side: int, times: int) -> None:
    """Press side ``side``'s Step (0: A, 1: B) ``times`` times, each answered by the kernel."""
    button = page.locator(f"{lab.ACTIVE} .jp-OutputArea-output").get_by_role(
        "button", name="Step", exact=True
    )
    for _ in range(times):
        button.nth(side).click()
        lab.wait_kernel_idle(page)


def wait_for(page, test, timeout: float = 10.0):
    """The sides' checksums and the line once ``test(sums, line)`` holds and the canvases have
    settled (the same pixels 0.2 s apart: a board may draw its frame after the move), or when
    time is up."""
    deadline = time.monotonic() + timeout
    before = None
    while True:
        sums, line = sides(page), difference_line(page)
        if (test(sums, line) and sums == before) or time.monotonic() > deadline:
            return sums, line
        before = sums
        time.sleep(0.2)


def test_step_on_each_side_changes_the_line_and_both_boards(page, lab_server):
    started = time.monotonic()
    lab.open_notebook(page, lab_server, NOTEBOOK)
    assert not lab.run_all_cells(page)
    assert not lab.canvas_nonblank(page)
    lab.wait_kernel_idle(page)
    (a0, b0), line0 = wait_for(page, lambda s, line: "Nothing else differs" in line)
    assert "Nothing else differs" in line0
    assert a0 == b0, "both sides start from the same position"

    step(page, 1, 3)  # B's bot takes a building, places it and a road
    (a1, b1), line1 = wait_for(page, lambda s, line: "Only in B" in line and s[1][0] != b0[0])
    lab.screenshot_boards(page, SCREENSHOTS, "compare__b_played")
    assert "Only in B: Player 2 is 1 road tile from Mine 1." in line1, line1
    assert b1[0] != b0[0], "B's board should show the building, the road and the frame"
    assert a1 == a0, "A has not moved"

    step(page, 0, 3)  # A's bot plays the same turn: the sides meet again
    (a2, b2), line2 = wait_for(
        page, lambda s, line: "Nothing else differs" in line and s[0] == s[1]
    )
    lab.screenshot_boards(page, SCREENSHOTS, "compare__both_played")
    assert "Nothing else differs" in line2, line2
    assert a2[0] != a1[0], "A's board should show its turn"
    assert b2[0] != b1[0], "B's board should lose the frame of what differed"
    assert a2 == b2, "the same position, nothing framed: the same pixels"
    assert not lab.error_outputs(page)
    assert not page.lab_log.page_errors, page.lab_log.page_errors
    print(f"compare browser test: {time.monotonic() - started:.1f} s")
