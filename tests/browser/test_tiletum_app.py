"""The Tiletum app in a real browser: maps painted, a click moves a Prospector, Step waits.

Opens ``tests/browser/tiletum_app.ipynb`` (a 2-player game with the
Prospector Action under way), runs every cell, checks that the three maps
have painted pixels, then clicks a lit space on map I (the Prospector
moves: the map and the explanation change), a space out of reach (the
engine's rule is shown, the map stays as it was) and Step (on your turn it waits).
Screenshots of the app are saved for a person to look at
when ``TUTORIAL_SCREENSHOTS`` names a folder.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

from . import lab

NOTEBOOK = "tests/browser/tiletum_app.ipynb"
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-tiletum-app-")
)
APP = f"{lab.ACTIVE} .jp-OutputArea-output .tiletum-app"

# The app's canvases (painted or not, and a checksum each) and its explanation's text.
_APP_JS = """
(selector) => {
  const app = document.querySelector(selector);
  if (!app) return null;
  const canvases = Array.from(app.querySelectorAll('.tiletum-map canvas')).map(c => {
    const image = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    const px = new Uint32Array(image.data.buffer);
    let h = 2166136261 >>> 0, painted = false;
    for (let k = 0; k < px.length; k++) {
      if (px[k] >>> 24) painted = true;
      h = Math.imul(h ^ px[k], 16777619) >>> 0;
    }
    return {painted, sum: h};
  });
  return {canvases, text: app.innerText};
}
"""


def look(page) -> dict:
    return page.evaluate(_APP_JS, APP)


def wait_until(page, test, timeout: float = 15.0) -> dict:
    """The app's state once ``test(state)`` holds (or when time is up)."""
    deadline = time.monotonic() + timeout
    seen = look(page)
    while not test(seen) and time.monotonic() < deadline:
        time.sleep(0.1)
        seen = look(page)
    return seen


def shoot(page, name: str) -> None:
    """A PNG of the app, in a window tall enough to hold all of it."""
    if not lab.screenshots_wanted():  # a tall screenshot costs a second
        return
    size = page.viewport_size
    page.set_viewport_size({"width": 1400, "height": 2600})
    try:
        app = page.locator(APP).first
        app.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        app.screenshot(path=str(SCREENSHOTS / f"{name}.png"))
    finally:
        page.set_viewport_size(size)


def test_app_paints_a_click_moves_and_step_plays(page, lab_server):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    lab.open_notebook(page, lab_server, NOTEBOOK)
    assert not lab.run_all_cells(page)
    assert not lab.error_outputs(page)
    start = wait_until(page, lambda s: s and all(c["painted"] for c in s["canvases"]))
    assert [c["painted"] for c in start["canvases"]] == [True] * 3, start
    assert "5 AP left" in start["text"] and "Took the yellow 2 die" in start["text"]
    shoot(page, "tiletum_app_start")
    stream = page.locator(
        f'{lab.ACTIVE} .jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stdout"]'
    )
    where = json.loads(stream.last.inner_text())
    map_one = page.locator(f"{APP} .tiletum-map canvas").first

    # A lit space: the Prospector moves there.
    space, x, y = where["lit"]
    map_one.click(position={"x": x, "y": y})
    # The live region above the maps may say it before the status line does: wait for both.
    moved = wait_until(
        page, lambda s: "Moved a Prospector" in s["text"] and "4 AP left" in s["text"]
    )
    assert "Moved a Prospector" in moved["text"] and "4 AP left" in moved["text"]
    assert moved["canvases"][0]["sum"] != start["canvases"][0]["sum"], "map I did not change"
    shoot(page, "tiletum_app_moved")

    # A space out of reach: the engine's rule, and the maps as they were.
    space, x, y = where["far"]
    map_one.click(position={"x": x, "y": y})
    refused = wait_until(page, lambda s: "Not allowed" in s["text"])
    assert "Not allowed" in refused["text"] and "is not adjacent" in refused["text"]
    assert [c["sum"] for c in refused["canvases"]] == [c["sum"] for c in moved["canvases"]]
    shoot(page, "tiletum_app_refused")

    # Step on your own turn: it plays only the bots, so it says it waits and moves nothing.
    lab.click_button(page, "Step")
    lab.wait_kernel_idle(page)
    stepped = wait_until(page, lambda s: "Step waits for you" in s["text"])
    assert "Step waits for you" in stepped["text"], "Step did not say it waits"
    assert "Player 1's action" in stepped["text"], "the status line does not say whose turn it is"
    assert [c["sum"] for c in stepped["canvases"]] == [c["sum"] for c in refused["canvases"]]
    shoot(page, "tiletum_app_stepped")

    # Reset: back to the position the app was made with (before the die was taken).
    lab.click_button(page, "Reset")
    lab.wait_kernel_idle(page)
    reset = wait_until(page, lambda s: "Take a die from the wheel" in s["text"])
    assert "Take a die from the wheel" in reset["text"]
    shoot(page, "tiletum_app_reset")
    print(f"screenshots in {SCREENSHOTS}")
    assert not lab.error_outputs(page)
    assert not page.lab_log.page_errors, page.lab_log.page_errors
