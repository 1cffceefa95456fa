"""The Tiletum views in a real browser: maps painted, Next moves the route search.

Opens ``tests/browser/tiletum_views.ipynb`` (map III-B with reach layers, a
route stepper, the Cardinalbot's decision, the stepper at its last step),
runs every cell, checks that every canvas has painted pixels, clicks Next
in the stepper and reads its lit pseudocode line and data panel from the
page.  A screenshot of each view is saved for a person to look at
when ``TUTORIAL_SCREENSHOTS`` names a folder.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from . import lab
from .test_algorithm_views import next_moves_the_step, views

NOTEBOOK = "tests/browser/tiletum_views.ipynb"
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-tiletum-")
)

# Every canvas of the notebook's outputs: painted or blank.
_PAINTED_JS = """
() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  return Array.from(panel.querySelectorAll('.jp-OutputArea-output canvas')).map(c => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let k = 3; k < d.length; k += 4) if (d[k]) return true;
    return false;
  });
}
"""


def shoot(page, output, name: str) -> None:
    """A PNG of one output, in a window tall enough to hold all of it."""
    if not lab.screenshots_wanted():  # a tall screenshot costs a second
        return
    size = page.viewport_size
    page.set_viewport_size({"width": 1400, "height": 2600})
    try:
        output.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        output.screenshot(path=str(SCREENSHOTS / f"{name}.png"))
    finally:
        page.set_viewport_size(size)


def test_maps_paint_and_next_moves_the_route_search(page, lab_server):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    assert not lab.run_all_cells(page)
    assert not lab.error_outputs(page)
    painted = page.evaluate(_PAINTED_JS)
    # One <canvas> a MultiCanvas: the map, two steppers, the decision's two maps.
    assert painted == [True] * 5, painted
    shown = views(page)
    assert len(shown) == 2, [v["caption"] for v in shown]
    assert all(v["painted"] and v["lit"] for v in shown)
    assert "Step 0 of" in shown[0]["caption"] and "route is" in shown[1]["caption"]
    next_moves_the_step(page, 0, "route_stepper")
    after = views(page)[0]
    assert "frontier (best cost first" in after["data"] and "taken" in after["data"]
    outputs = page.locator(f"{lab.ACTIVE} .jp-OutputArea-output")
    maps = outputs.filter(has=page.locator(".tiletum-map")).filter(
        has_not=page.locator(".tiletum-decision")
    )
    shoot(page, maps.first, "tiletum_map_reach")
    steppers = outputs.filter(has=page.locator(".algorithm-code"))
    shoot(page, steppers.nth(0), "tiletum_route_stepper")
    shoot(page, steppers.nth(1), "tiletum_route_end")
    decision = outputs.filter(has=page.locator(".tiletum-decision"))
    table = decision.locator(".tiletum-tie-breaks table")
    assert table.locator("tbody tr").count() == 3
    assert "decided here" in table.locator("thead").inner_text()
    shoot(page, decision.first, "tiletum_decision")
    print(f"screenshots in {SCREENSHOTS}")
    assert not page.lab_log.page_errors, page.lab_log.page_errors
