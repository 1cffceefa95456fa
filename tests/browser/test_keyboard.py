"""Every game's board played with the keyboard alone, in a real browser.

For each app of ``tests/browser/keyboard.ipynb``: Tab from the app's "Keys
(?)" button reaches the board (the canvas takes the focus), the keys play a
whole turn, the live region (``aria-live``) says the engine's sentence after
each action, the board's pixels change, and Tab leaves the board again (no
keyboard trap).  Nothing here uses the mouse.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from . import lab

NOTEBOOK = "tests/browser/keyboard.ipynb"
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-screens-")
)
#: The apps of the notebook, in page order.
APPS = ("carcassonne", "gold mines")

ACTIVE_ELEMENT_JS = """
() => {
  const e = document.activeElement;
  return {tag: e.tagName, text: (e.textContent || '').trim()};
}
"""


def live_region(page, app: int):
    return page.locator(f"{lab.ACTIVE} .jp-OutputArea-output [aria-live=polite]").nth(app)


def wait_said(page, app: int, test, timeout: float = 15.0) -> str:
    """The live region's text once ``test(text)`` holds (the last text when time is up)."""
    deadline = time.monotonic() + timeout
    text = live_region(page, app).inner_text()
    while not test(text) and time.monotonic() < deadline:
        time.sleep(0.1)
        text = live_region(page, app).inner_text()
    return text


def focus_board(page, app: int) -> None:
    """Tab onto the board of app ``app``, from its "Keys (?)" button: the canvas has the focus."""
    keys_button = page.locator(f"{lab.ACTIVE} .jp-OutputArea-output").get_by_role(
        "button", name="Keys (?)"
    )
    keys_button.nth(app).focus()
    page.keyboard.press("Tab")
    assert page.evaluate(ACTIVE_ELEMENT_JS)["tag"] == "CANVAS"


def board_checksum(page, app: int, per_app: int) -> int:
    return lab.canvas_stats(page)[app * per_app]["checksum"]


def press(page, app: int, key: str, expect: str) -> str:
    """Press ``key`` on the focused board and wait until the live region says ``expect``."""
    page.keyboard.press(key)
    said = wait_said(page, app, lambda text: expect in text)
    assert expect in said, f"after {key}: {said!r}"
    return said


def test_carcassonne_and_gold_mines_turns_by_keyboard(page, lab_server):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    assert not lab.run_all_cells(page)
    lab.wait_kernel_idle(page)
    assert not lab.canvas_nonblank(page)
    per_app = 2  # the board, the drawn tile
    for app in range(len(APPS)):
        focus_board(page, app)
        before = board_checksum(page, app, per_app)
        said = press(page, app, "ArrowRight", ": empty.")
        # Turn the tile until the cursor's cell takes it as shown, then place it there.
        for _ in range(4):
            if "Enter places it" in said:
                break
            said = press(page, app, "r", "The tile is ")
        press(page, app, "Enter", "Placed a tile. Player 1 placed")
        press(page, app, "l", "No follower")
        page.keyboard.press("1")
        said = wait_said(page, app, lambda text: text.startswith("Placed"))
        assert said.startswith("Placed a follower. Player 1 put a follower"), said
        assert board_checksum(page, app, per_app) != before, "the board did not change"
        lab.screenshot_boards(page, SCREENSHOTS, f"keyboard__{APPS[app].replace(' ', '_')}")
        press(page, app, "u", "Undone. The last action now: Placed a tile.")
        # Tab leaves the board: ipycanvas would keep it, the kit sends the focus on.
        page.keyboard.press("Tab")
        deadline = time.monotonic() + 10
        while page.evaluate(ACTIVE_ELEMENT_JS)["tag"] == "CANVAS" and time.monotonic() < deadline:
            time.sleep(0.1)
        assert page.evaluate(ACTIVE_ELEMENT_JS) == {"tag": "BUTTON", "text": "Step"}
    assert not lab.error_outputs(page)
    assert not page.lab_log.page_errors, page.lab_log.page_errors
