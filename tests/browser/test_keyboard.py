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
#: The apps of the notebook, in page order, and the index of each one's board among the
#: page's canvases (a Carcassonne app has two: board, drawn tile; Cerro Gordo three:
#: board, building row, hand).
APPS = {"carcassonne": 0, "gold mines": 2, "cerro gordo": 4, "tiletum": 7}

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


def press(page, app: int, key: str, expect: str) -> str:
    """Press ``key`` on the focused board and wait until the live region says ``expect``."""
    page.keyboard.press(key)
    said = wait_said(page, app, lambda text: expect in text)
    assert expect in said, f"after {key}: {said!r}"
    return said


def play_carcassonne_turn(page, app: int) -> None:
    """A Carcassonne turn by keys: cursor, rotate until it fits there, Enter, a follower."""
    focus_board(page, app)
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


def plan(page, name: str) -> list[str]:
    """The keys the notebook printed as ``{name}:``, computed by pressing them on a twin app."""
    printed = page.locator(f"{lab.ACTIVE} .jp-OutputArea-output").filter(has_text=f"{name}:")
    return printed.first.inner_text().split(f"{name}:")[1].split()


def play_cerro_gordo_turn(page, app: int) -> None:
    """A Cerro Gordo turn by keys: building #1, its cell, the road turned and placed, Mine."""
    keys = plan(page, "cerro gordo plan")
    assert keys[0] == "1" and keys[-1] == "m", keys
    focus_board(page, app)
    press(page, app, keys[0], "Player 1 selects building 1")
    for key in keys[1:]:
        page.keyboard.press(key)
    said = wait_said(page, app, lambda text: " mines Mine " in text)
    assert " mines Mine " in said, said


def play_tiletum_action(page, app: int) -> None:
    """A Tiletum action by keys: a die, a walk across Stone Tablet t1, a Mine built, End turn."""
    keys = plan(page, "tiletum plan")
    focus_board(page, app)
    press(page, app, keys[0], "Die 0: yellow 2, 5 AP")
    press(page, app, keys[1], "Prospector")
    press(page, app, "ArrowRight", "Space s of Underground map I")
    for key in keys[3:7]:
        page.keyboard.press(key)
    press(page, app, keys[7], "Stone Tablet t1")
    for key in keys[8:]:
        page.keyboard.press(key)
    said = wait_said(page, app, lambda text: text.startswith("End of action."))
    assert said.startswith("End of action. Player 1 ended their action"), said


def leave_board(page, to: str) -> None:
    """Tab leaves the board (ipycanvas would keep it; the kit sends the focus on) to ``to``."""
    page.keyboard.press("Tab")
    deadline = time.monotonic() + 10
    while page.evaluate(ACTIVE_ELEMENT_JS)["tag"] == "CANVAS" and time.monotonic() < deadline:
        time.sleep(0.1)
    assert page.evaluate(ACTIVE_ELEMENT_JS) == {"tag": "BUTTON", "text": to}


def test_a_turn_of_every_game_by_keyboard(page, lab_server):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    assert not lab.run_all_cells(page)
    lab.wait_kernel_idle(page)
    assert not lab.canvas_nonblank(page)
    start = [s["checksum"] for s in lab.canvas_stats(page)]
    for app, (name, board) in enumerate(APPS.items()):
        if name == "cerro gordo":
            play_cerro_gordo_turn(page, app)
        elif name == "tiletum":
            play_tiletum_action(page, app)
        else:
            play_carcassonne_turn(page, app)
        now = [s["checksum"] for s in lab.canvas_stats(page)]
        assert now[board] != start[board], f"the {name} board did not change"
        lab.screenshot_boards(page, SCREENSHOTS, f"keyboard__{name.replace(' ', '_')}")
        press(page, app, "u", "Undone. The last action now: ")
        leave_board(page, {"cerro gordo": "Rotate road"}.get(name, "Step"))
    assert not lab.error_outputs(page)
    assert not page.lab_log.page_errors, page.lab_log.page_errors
