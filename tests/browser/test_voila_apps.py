"""The three games as Voilà pages, in a real browser: no code, a seat chooser, a game that plays.

Starts ``python -m voila notebooks/apps`` on 127.0.0.1 (a free port, the
throw-away HOME and kernel of :mod:`tests.browser.lab`), opens each app's
page in headless Chromium and checks that the page shows no code and no
error, that the boards paint, that the seat chooser's choices reach the game
(player count, a seat's bot, the game variant), and that Step moves the game
on: the board's pixels change.  A screenshot of each page is saved for a
person to look at when ``TUTORIAL_SCREENSHOTS`` names a folder.
"""

from __future__ import annotations

import contextlib
import http.client
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tutorial.tiletum.actions import TakeDie
from tutorial.widgets.apps import carcassonne_app, cerro_gordo_app, gold_mines_app, tiletum_app

from . import lab

APPS = lab.REPO_ROOT / "notebooks" / "apps"
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-voila-")
)
LAUNCHER = ".game-launcher"
# Voilà renders outputs with JupyterLab's renderers: tracebacks and stderr have this type.
ERRORS = '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'

# A checksum of every canvas of the game on show, and the launcher's text.
_LOOK_JS = """
(selector) => {
  const root = document.querySelector(selector);
  if (!root) return null;
  let h = 2166136261 >>> 0, painted = 0;
  const canvases = Array.from(root.querySelectorAll('canvas'));
  for (const c of canvases) {
    if (!c.width || !c.height) continue;
    const image = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    const px = new Uint32Array(image.data.buffer);
    let any = false;
    for (let k = 0; k < px.length; k++) {
      if (px[k] >>> 24) any = true;
      h = Math.imul(h ^ px[k], 16777619) >>> 0;
    }
    if (any) painted++;
  }
  return {canvases: canvases.length, painted, sum: h, text: root.innerText};
}
"""


@contextlib.contextmanager
def voila_server(folder: Path, timeout: float = 60.0) -> Iterator[str]:
    """``python -m voila <folder>`` on 127.0.0.1 in a throw-away HOME; yields its base URL."""
    home = Path(tempfile.mkdtemp(prefix="tutorial-voila-"))
    env = lab._prepare_home(home)
    port = lab._free_port()
    log_path = home / "voila.log"
    cmd = [
        sys.executable,
        "-m",
        "voila",
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        "--Voila.port_retries=0",
        "--show_tracebacks=True",
        str(folder),
    ]
    base = f"http://127.0.0.1:{port}"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(cmd, env=env, cwd=folder, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"voila exited with {proc.returncode}:\n{log_path.read_text()}")
            try:
                with urllib.request.urlopen(base + "/", timeout=5):
                    break
            except (urllib.error.URLError, http.client.HTTPException, OSError):
                # Not yet listening, or (a race for the free port) another server answers.
                if time.monotonic() > deadline:
                    raise RuntimeError(f"voila did not answer in {timeout}s") from None
                time.sleep(0.25)
        yield base
    finally:
        lab.stop_process(proc)
        shutil.rmtree(home, ignore_errors=True)


@pytest.fixture(scope="module")
def voila(chromium_path) -> Iterator[str]:
    with voila_server(APPS) as base:
        yield base


@pytest.fixture
def app_page(browser, voila):
    """A function opening an app's page: it waits for the painted board, returns the page."""
    context = browser.new_context(viewport={"width": 1500, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(120_000)
    page.lab_log = lab.watch_page(page)

    def open_app(name: str):
        page.goto(f"{voila}/voila/render/{name}.ipynb")
        page.wait_for_selector(f"{LAUNCHER} canvas", timeout=120_000)
        wait_for(page, lambda seen: seen["canvases"] and seen["painted"] == seen["canvases"])
        return page

    yield open_app
    context.close()


def look(page) -> dict:
    return page.evaluate(_LOOK_JS, LAUNCHER)


def wait_for(page, test, timeout: float = 30.0) -> dict:
    """The launcher as it stands once ``test(look)`` holds (or when time is up)."""
    deadline = time.monotonic() + timeout
    seen = look(page)
    while not (seen and test(seen)) and time.monotonic() < deadline:
        time.sleep(0.1)
        seen = look(page)
    return seen


def choose(page, label: str, value: str) -> None:
    """Pick ``value`` in the launcher's menu described ``label``."""
    menu = page.locator(f"{LAUNCHER} .widget-dropdown").filter(
        has=page.get_by_text(label, exact=True)
    )
    menu.locator("select").first.select_option(label=value)


def choose_players(page, count: int) -> None:
    """Pick ``count`` players, and wait for the seat menus made for them."""
    choose(page, "Players", str(count))
    menus = page.locator(f"{LAUNCHER} .widget-dropdown").filter(
        has=page.get_by_text(re.compile(r"^Player \d+$"))
    )
    deadline = time.monotonic() + 30
    while menus.count() != count and time.monotonic() < deadline:
        time.sleep(0.1)
    assert menus.count() == count, f"{menus.count()} seat menus for {count} players"


def press(page, text: str) -> None:
    page.locator(LAUNCHER).get_by_role("button", name=text, exact=True).first.click()


def new_game(page, seed: int) -> dict:
    """Press New game; the launcher once it says it plays ``seed``."""
    press(page, "New game")
    return wait_for(page, lambda seen: f", seed {seed} (" in seen["text"])


def step_moves_the_game_on(page, steps: int) -> dict:
    """Press Step ``steps`` times: each moves the game on (the page's text changes)."""
    first = look(page)
    for i in range(steps):
        before = look(page)
        press(page, "Step")
        after = wait_for(page, lambda seen, b=before: seen["text"] != b["text"])
        assert after["text"] != before["text"], f"Step {i + 1} changed nothing on the page"
    assert after["painted"] == after["canvases"], "a canvas went blank"
    return first


def step_changes_the_board(page, steps: int) -> None:
    """Press Step ``steps`` times: each moves the game on, and the board's pixels have changed
    by the end."""
    first = step_moves_the_game_on(page, steps)
    after = wait_for(page, lambda seen: seen["sum"] != first["sum"])
    assert after["sum"] != first["sum"], f"{steps} Steps left the board's pixels as they were"
    assert after["painted"] == after["canvases"], "a canvas went blank"


def step_waits_for_you(page) -> None:
    """Press Step on a human seat's turn: it plays only bots, so it says so and moves nothing."""
    before = look(page)
    press(page, "Step")
    after = wait_for(page, lambda seen: "Step waits for you" in seen["text"])
    assert "Step waits for you" in after["text"], "Step did not say it waits for you"
    assert after["sum"] == before["sum"], "Step moved the board on a human seat's turn"


def click_canvas(page, canvas, x: float, y: float) -> None:
    """A click at canvas pixel (x, y), as a person's mouse makes it (on the top layer)."""
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    scale = box["width"] / canvas.evaluate("c => c.width")
    page.mouse.click(box["x"] + x * scale, box["y"] + y * scale)


def human_move(page, canvas, point: tuple[float, float], expected: str) -> dict:
    """Click ``point`` of ``canvas``; the page once it shows ``expected``, and the board changed."""
    before = look(page)
    click_canvas(page, canvas, *point)
    after = wait_for(page, lambda seen: expected in seen["text"] and seen["sum"] != before["sum"])
    assert expected in after["text"], f"the page does not say {expected!r} after the click"
    assert after["sum"] != before["sum"], "the click left the board as it was"
    return after


def shoot(page, name: str) -> None:
    """A PNG of the whole page (Voilà scrolls it inside a panel: a window as tall shows it all)."""
    if not lab.screenshots_wanted():  # a tall screenshot costs a second
        return
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size
    tall = page.evaluate(
        "() => Math.max(...Array.from(document.querySelectorAll('.lm-BoxPanel-child'),"
        " e => e.scrollHeight), document.body.scrollHeight)"
    )
    page.set_viewport_size({"width": size["width"], "height": min(tall + 20, 8000)})
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / f"voila__{name}.png"))
    page.set_viewport_size(size)


def check_clean(page, name: str) -> None:
    """No code, no error output, no page error; a screenshot saved."""
    shoot(page, name)
    errors = page.locator(ERRORS).all_inner_texts()
    errors += page.get_by_text("Error displaying widget").all_inner_texts()
    assert not errors, f"{name}: error outputs:\n" + "\n---\n".join(errors)
    assert not page.lab_log.page_errors, f"{name}: page errors: {page.lab_log.page_errors}"
    # Voilà's page asks a CDN for Font Awesome, which an offline machine cannot reach.
    offline = "Failed to load resource"
    console = [e for e in page.lab_log.console_errors if not e.startswith(offline)]
    assert not console, f"{name}: console errors: {console}"
    code = page.locator(".jp-InputArea-editor, .jp-CodeMirrorEditor, .cm-editor")
    assert not code.count(), f"{name}: code shown"
    assert "import" not in page.locator("body").inner_text(), f"{name}: code shown"
    assert page.locator("h1").count() == 1, f"{name}: the page has no title"


def test_cerro_gordo_page(app_page):
    page = app_page("cerro_gordo")
    assert page.title() == "Cerro Gordo"  # the notebook's title, on the browser's tab
    seen = look(page)
    assert "Cerro Gordo" in page.locator("h1").inner_text()
    assert (
        "Playing Cerro Gordo, seed 1 (player 1: human, player 2: greedy, player 3: greedy)"
        in seen["text"]
    )
    # The same game in this process says where a legal road goes and what placing it says.
    twin = cerro_gordo_app(("human", "greedy", "greedy"), 1)
    assert twin.human_turn
    cell = sorted(twin.legal)[0]
    point = twin.board.geometry.centre(cell)
    twin.click_cell(cell)
    board = page.locator(f"{LAUNCHER} canvas").first
    human_move(page, board, point, twin.explanation.explanation.title)
    shoot(page, "cerro_gordo__human_move")
    # The keys work on the page too: Tab from "Keys (?)" to the board, l lists what is left.
    twin.keyboard.press("l")
    page.locator(LAUNCHER).get_by_role("button", name="Keys (?)").first.focus()
    page.keyboard.press("Tab")
    page.keyboard.press("l")
    live = page.locator(f"{LAUNCHER} [aria-live=polite]").first
    deadline = time.monotonic() + 30
    while live.inner_text() != twin.keyboard.sentence and time.monotonic() < deadline:
        time.sleep(0.1)
    assert live.inner_text() == twin.keyboard.sentence
    step_waits_for_you(page)  # still your turn: Step plays only the greedy bots
    # Four players, the first played by the random bot: the game made has those seats.
    choose_players(page, 4)
    choose(page, "Player 1", "random")
    seen = new_game(page, 2)
    assert (
        "(player 1: random, player 2: greedy, player 3: greedy, player 4: greedy)" in seen["text"]
    )
    step_changes_the_board(page, 4)
    check_clean(page, "cerro_gordo")


def test_carcassonne_page(app_page):
    page = app_page("carcassonne")
    assert page.title() == "Carcassonne with The Gold Mines"
    seen = look(page)
    assert "Playing Carcassonne with The Gold Mines, seed 1" in seen["text"]
    assert "ingot" in seen["text"]  # the gold players' panel
    # The same game in this process: the bot's Steps before the human's turn, a cell the
    # drawn tile fits, and what placing it there says.
    twin = gold_mines_app(("human", "greedy"), 1)
    steps = 0
    while not twin.human_turn:
        twin.step()
        steps += 1
    cell = sorted(twin.legal)[0]
    point = twin.board.geometry.centre(cell)
    twin.click_cell(cell)
    if steps:
        step_changes_the_board(page, steps)
    human_move(
        page, page.locator(f"{LAUNCHER} canvas").first, point, twin.explanation.explanation.lines[0]
    )
    shoot(page, "gold_mines__human_move")
    # Base Carcassonne, three players: the gold is gone from the page.
    choose(page, "Game", "Carcassonne")
    # The seat menus offer the base game's bots: no greedy one.
    greedy = page.locator(f"{LAUNCHER} select option", has_text="greedy")
    deadline = time.monotonic() + 30
    while greedy.count() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not greedy.count(), "the seat menus still offer the Gold Mines' greedy bot"
    choose_players(page, 3)
    seen = new_game(page, 2)
    assert (
        "Playing Carcassonne, seed 2 (player 1: human, player 2: random, player 3: random)"
        in seen["text"]
    )
    assert "ingot" not in seen["text"]
    # Seed 2 lets player 2 start: Step plays the random bots up to the human's first tile
    # (as the same game in this process does), then waits for the human.
    twin = carcassonne_app(("human", "random", "random"), 2)
    steps = 0
    while not twin.human_turn:
        twin.step()
        steps += 1
    if steps:
        step_changes_the_board(page, steps)
    step_waits_for_you(page)
    check_clean(page, "carcassonne")


def test_tiletum_page(app_page):
    page = app_page("tiletum")
    assert page.title() == "Tiletum: Prospect for Silver"
    seen = look(page)
    assert "Playing Tiletum: Prospect for Silver, seed 1 (player 1: human)" in seen["text"]
    assert "Cardinal" in seen["text"]  # the solo bot sits at the table
    # A human move with the buttons and a click: take a die for the Prospector Action (the
    # same game in this process says which button), then move to a lit space.
    twin = tiletum_app(("human",), 1)
    assert twin.human_turn
    take = next(a for a in twin.legal if isinstance(a, TakeDie) and a.action == "Prospector")
    tooltip = twin.buttons[take].tooltip
    twin.press(take)
    page.locator(f'{LAUNCHER} button[title="{tooltip}"]').click()
    seen = wait_for(page, lambda seen: twin.explanation.explanation.title in seen["text"])
    assert twin.explanation.explanation.title in seen["text"]
    (number, spaces), *_ = twin.targets.items()
    index = next(i for i, view in enumerate(twin.maps) if view.umap.number == number)
    space = sorted(spaces)[0]
    point = twin.maps[index].drawing.centres[space]
    twin.click_space(number, space)
    maps = page.locator(f"{LAUNCHER} .tiletum-map canvas")
    human_move(page, maps.nth(index), point, twin.explanation.explanation.title)
    shoot(page, "tiletum__human_move")
    step_waits_for_you(page)  # your action goes on: Step plays only the Cardinalbot
    choose_players(page, 3)
    choose(page, "Player 1", "random")
    choose(page, "Player 2", "human")
    seen = new_game(page, 2)
    assert "(player 1: random, player 2: human, player 3: random)" in seen["text"]
    # The random seats take dice and act off the maps at first (no canvas changes): the text
    # says each Step moved the game on; the human move above showed the maps redrawn.
    step_moves_the_game_on(page, 3)
    check_clean(page, "tiletum")
