"""The quizzes in JupyterLab: a click on the board answers, and the explanation appears.

Opens ``notebooks/quizzes.ipynb``, runs every cell, and answers two quizzes
as a learner does: on The Gold Mines' board (a player's button, then a
click on the tile) and on a Tiletum map (a click on a Town).  The pixel of
the right answer comes from the same quiz made here (the same seed gives
the same question and the same drawing).  Screenshots of each quiz are
saved for a person to look at (``TUTORIAL_SCREENSHOTS`` names the folder).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from tutorial.widgets.quizzes import Quiz

from . import lab

NOTEBOOK = "notebooks/quizzes.ipynb"
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-quizzes-")
)
QUIZZES = f"{lab.ACTIVE} .tutorial-quiz"
#: The quizzes of the notebook, in order.
ORDER = ("closest mine", "city", "ingot", "cardinalbot town", "mcts move")


def checksums(page, quiz) -> list[int]:
    selector = f"{QUIZZES}-{quiz.replace(' ', '-')} canvas"
    return [s["checksum"] for s in lab.canvas_stats(page, selector)]


def click_at(page, canvas, x: float, y: float) -> None:
    """Click ``canvas`` at pixel ``(x, y)``, once the notebook has stopped scrolling.

    (JupyterLab lays out a long notebook's cells as they come into view: a
    click aimed while the page still moves lands on another cell.)
    """
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    for _ in range(50):
        page.wait_for_timeout(100)
        now = canvas.bounding_box()
        if now == box:
            break
        box = now
    canvas.click(position={"x": x, "y": y})


def wait_for_text(locator, text: str, timeout: float = 20.0) -> str:
    deadline = time.monotonic() + timeout
    seen = locator.inner_text()
    while text not in seen and time.monotonic() < deadline:
        time.sleep(0.1)
        seen = locator.inner_text()
    return seen


def test_a_click_on_the_board_answers_and_explains(page, lab_server):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    lab.run_all_and_check(page, NOTEBOOK, SCREENSHOTS)  # its one run in the lab
    lab.wait_kernel_idle(page)
    quizzes = page.locator(QUIZZES)
    assert quizzes.count() == len(ORDER)
    lab.screenshot_boards(page, SCREENSHOTS, "quizzes__asked")

    # The Gold Mines: choose the player, then click the tile of the right answer.
    same = Quiz("ingot", seed=1)
    seat, cell = min(same.question.right)  # any tile the rules allow is right
    x, y = same.board.view.geometry.centre(cell)
    ingot = quizzes.nth(ORDER.index("ingot"))
    before = checksums(page, "ingot")
    ingot.get_by_role("button", name=same.question.position.names[seat], exact=True).click()
    lab.wait_kernel_idle(page)
    click_at(page, ingot.locator("canvas").last, x, y)
    lab.wait_kernel_idle(page)
    text = wait_for_text(ingot, "Right!")
    assert "Right!" in text, text
    assert same.question.explain().lines[-1] in text
    assert "1 / 1" in text
    deadline = time.monotonic() + 10
    while checksums(page, "ingot") == before and time.monotonic() < deadline:
        time.sleep(0.1)
    assert checksums(page, "ingot") != before, "the board did not light the explanation"

    # Tiletum: click a wrong Town on its map; the verdict names the right one.
    town = Quiz("cardinalbot town", seed=1)
    wrong = next(c for c in town.question.candidates if c.answer not in town.question.right)
    number, space = wrong.answer
    maps = list(town.board.maps)
    x, y = town.board.maps[number].drawing.centres[space]
    tiletum = quizzes.nth(ORDER.index("cardinalbot town"))
    click_at(page, tiletum.locator(".tiletum-map").nth(maps.index(number)).locator("canvas"), x, y)
    lab.wait_kernel_idle(page)
    text = wait_for_text(tiletum, "Not quite.")
    assert f"you chose {wrong.label}" in text, text
    assert town.question.right_labels[0] in text
    lab.screenshot_boards(page, SCREENSHOTS, "quizzes__answered")
    assert not lab.error_outputs(page)
    assert not page.lab_log.page_errors, page.lab_log.page_errors
