"""An exercise notebook with a wrong solution, in a real JupyterLab: the differing board is drawn.

The notebook first runs as it is, with the learner's stub (its one run in
the lab, with the checks of ``lab.run_all_and_check``).  Then the learner's
cell is changed in the browser (autosave is off, so the file stays as it is)
to a breadth-first search with a stack instead of a queue; running the
notebook again, in the same kernel, must draw the position where it goes
wrong: a painted board, the check's legend with "your answer" and "the engine's
answer", and no error output.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from . import lab

NOTEBOOK = "notebooks/exercises/01_closest_mines_bfs.ipynb"
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-screens-")
)

WITH_A_STACK = """def road_distances(start, neighbours, mines):
    distance = {start: 0}
    frontier = [start]
    while frontier:
        cell = frontier.pop()  # the newest cell: a stack, not a queue
        for there in neighbours[cell]:
            if there not in distance:
                distance[there] = distance[cell] + 1
                frontier.append(there)
    return {mines[c]: distance[c] - 1 for c in distance if c in mines}"""

_REPLACE_STUB_JS = """
([start, source]) => {
  const w = window.jupyterapp.shell.currentWidget;
  const cell = w.content.widgets.find(
    c => c.model.type === 'code' && c.model.sharedModel.getSource().startsWith(start));
  if (!cell) return false;
  cell.model.sharedModel.setSource(source);
  return true;
}
"""

CHECK = f"{lab.ACTIVE} .exercise-check"


def test_a_wrong_solution_is_drawn_on_the_board(page, lab_server):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    # The notebook as it is (the learner's stub) first: its one run in the lab.
    lab.run_all_and_check(page, NOTEBOOK, SCREENSHOTS)
    assert page.evaluate(_REPLACE_STUB_JS, ["def road_distances(", WITH_A_STACK])
    unexecuted = lab.run_all_cells(page)
    assert not unexecuted, f"code cells never ran: {unexecuted}"
    assert not lab.error_outputs(page)
    assert not page.lab_log.page_errors, page.lab_log.page_errors

    check = page.locator(CHECK)
    check.scroll_into_view_if_needed()
    heading = check.locator(".widget-html").first.inner_text()
    assert "Position" in heading and "your answer differs from the engine's" in heading
    assert "the shortest road path crosses" in check.inner_text()
    # The board (a MultiCanvas shows as one canvas): painted, in more than the ground's colours.
    boards = f"{CHECK} canvas"
    assert page.locator(boards).count() == 1
    assert not lab.canvas_nonblank(page, selector=boards)
    assert max(s["colours"] for s in lab.canvas_stats(page, boards)) > 4
    # The legend names both answers.
    legend = check.inner_text()
    assert "your answer" in legend and "the engine's answer" in legend
    lab.screenshot_boards(page, SCREENSHOTS, "exercise_with_a_stack")

    # The plain text folds open and holds the position and both answers.
    check.get_by_text("The position as plain text").click()
    text = check.inner_text()
    assert "Engine's answer: Mine" in text and "Your answer:     Mine" in text
