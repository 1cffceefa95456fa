"""The step-through views in a real browser: Next lights another line and updates the data.

Opens ``tests/browser/algorithm_views.ipynb`` (breadth-first search and
union-find on a teacher's graph, then on a Cerro Gordo board), clicks Next
in each view, and reads the lit pseudocode line and the data-structure
panel from the page; then does the same in the chapters that teach the
algorithms, after Run All, as a learner reaches them: Cerro Gordo's
breadth-first search and union-find, Carcassonne's features by union-find
and its gold round robin, Tiletum's Cardinalbot route.  A screenshot of
each view is saved for a person to look at when ``TUTORIAL_SCREENSHOTS`` names a folder.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path

import pytest

from . import lab

NOTEBOOK = "tests/browser/algorithm_views.ipynb"
#: The chapters that teach the algorithms with step-through views.
CHAPTERS = (
    "notebooks/cerro_gordo/04_closest_mine.ipynb",
    "notebooks/cerro_gordo/07_objectives.ipynb",
    "notebooks/carcassonne/04_features_union_find.ipynb",
    "notebooks/carcassonne/08_sharing_gold.ipynb",
    "notebooks/tiletum/07_cardinalbot.ipynb",
)
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-views-")
)

# Per view (an output holding a pseudocode panel): its lit line(s), its data
# panel, its caption, and whether its drawing has painted pixels.
_VIEWS_JS = """
() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  return Array.from(panel.querySelectorAll('.jp-OutputArea-output'))
    .filter(out => out.querySelector('.algorithm-code'))
    .map(out => ({
      lit: Array.from(out.querySelectorAll('.algorithm-code [aria-current="step"]'))
        .map(e => e.textContent.trim()).join(' | '),
      data: out.querySelector('.algorithm-data').innerText,
      caption: out.querySelector('.algorithm-caption').innerText,
      painted: Array.from(out.querySelectorAll('canvas')).some(c => {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        for (let k = 3; k < d.length; k += 4) if (d[k]) return true;
        return false;
      }),
    }));
}
"""


def views(page) -> list[dict]:
    return page.evaluate(_VIEWS_JS)


def click_next(page, view: int) -> None:
    outputs = page.locator(f"{lab.ACTIVE} .jp-OutputArea-output").filter(
        has=page.locator(".algorithm-code")
    )
    outputs.nth(view).get_by_role("button", name="Next", exact=True).click()


def wait_for_change(page, view: int, before: dict, key: str, timeout: float = 10.0) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        now = views(page)[view]
        if now[key] != before[key] or time.monotonic() > deadline:
            return now
        time.sleep(0.1)


def shoot(page, output, name: str) -> None:
    """A PNG of one view, in a window tall enough to hold all of it."""
    if not lab.screenshots_wanted():  # a tall screenshot costs a second
        return
    size = page.viewport_size
    page.set_viewport_size({"width": 1400, "height": 2400})
    try:
        output.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        output.screenshot(path=str(SCREENSHOTS / f"{name}.png"))
    finally:
        page.set_viewport_size(size)


def next_moves_the_step(page, view: int, name: str) -> None:
    """Next moves view ``view`` on: its caption, its data panel and its lit line change."""
    before = views(page)[view]
    click_next(page, view)
    after = wait_for_change(page, view, before, "caption")
    assert after["caption"] != before["caption"], f"{name}: Next did not move the step"
    assert after["data"] != before["data"], f"{name}: the data panel did not change"
    if after["lit"] == before["lit"]:
        # A road's arrival lights add(x), as the start did: one more line on.
        click_next(page, view)
        after = wait_for_change(page, view, after, "lit")
    assert after["lit"] != before["lit"], f"{name}: the lit pseudocode line did not change"


def test_next_lights_another_line_and_updates_the_data(page, lab_server):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    assert not lab.run_all_cells(page)
    assert not lab.error_outputs(page)
    shown = views(page)
    # BfsView, UnionFindView, BfsStepper, UnionFindStepper at step 0, then
    # five of them at the steps a lesson stops at (screenshots only).
    assert len(shown) == 9, [v["caption"] for v in shown]
    assert all(v["painted"] for v in shown), "a view's drawing is blank"
    assert all(v["lit"] for v in shown), "a view lights no pseudocode line"
    outputs = page.locator(f"{lab.ACTIVE} .jp-OutputArea-output").filter(
        has=page.locator(".algorithm-code")
    )
    for view, name in enumerate(("bfs_view", "union_find_view", "bfs_stepper", "union_stepper")):
        next_moves_the_step(page, view, name)
        shoot(page, outputs.nth(view), name)
    lesson_stops = ("skip", "path", "compress", "board_path", "board_compress")
    for view, name in enumerate(lesson_stops, start=4):
        shoot(page, outputs.nth(view), name)
    print(f"screenshots in {SCREENSHOTS}")
    assert not page.lab_log.page_errors, page.lab_log.page_errors


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_next_moves_every_view_of_the_chapter_after_run_all(page, lab_server, chapter):
    """In the chapters that teach BFS and union-find, after Run All, every view steps on.

    The Run All is the chapter's one run in the lab, with its checks (no error,
    every cell ran, every canvas painted).
    """
    lab.open_notebook(page, lab_server, chapter)
    lab.run_all_and_check(page, chapter, SCREENSHOTS)
    shown = views(page)
    assert shown, f"{chapter} shows no step-through view"
    moved = 0
    for view, shown_view in enumerate(shown):
        step, last = map(int, re.match(r"Step (\d+) of (\d+)", shown_view["caption"]).groups())
        if step < last:  # a view left at its last step has no Next
            next_moves_the_step(page, view, f"{chapter} view {view}")
            moved += 1
    assert moved, f"every view of {chapter} stands at its last step"
    assert not page.lab_log.page_errors, page.lab_log.page_errors
