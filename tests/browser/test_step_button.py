"""Clicking Step in a real browser changes the board and the explanation (in 00_start_here).

The same kernel shows that the browser tests run this tree's package.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from . import lab

NOTEBOOK = "notebooks/00_start_here.ipynb"
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-screens-")
)

# The cell that shows a game (it holds the Step button): its canvases and its text.
_GAME_CELL_JS = """
() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  const step = Array.from(panel.querySelectorAll('.jp-OutputArea-output button'))
    .find(b => b.textContent.trim() === 'Step');
  if (!step) return null;
  const cell = step.closest('.jp-Cell');
  const sums = Array.from(cell.querySelectorAll('.jp-OutputArea-output canvas')).map(c => {
    const image = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    const px = new Uint32Array(image.data.buffer);
    let h = 2166136261 >>> 0;
    for (let k = 0; k < px.length; k++) h = Math.imul(h ^ px[k], 16777619) >>> 0;
    return h;
  });
  return {sums, text: cell.querySelector('.jp-OutputArea-output').innerText};
}
"""


def test_step_changes_the_board_and_the_explanation(page, lab_server):
    lab.open_notebook(page, lab_server, NOTEBOOK)
    lab.run_all_and_check(page, NOTEBOOK, SCREENSHOTS)  # its one run in the lab
    before = page.evaluate(_GAME_CELL_JS)
    assert before is not None, "no Step button in 00_start_here.ipynb"
    assert before["sums"], "the game cell shows no canvas"

    lab.click_button(page, "Step")
    deadline = time.monotonic() + 10
    after = page.evaluate(_GAME_CELL_JS)
    while (after["sums"] == before["sums"] or after["text"] == before["text"]) and (
        time.monotonic() < deadline
    ):
        time.sleep(0.1)
        after = page.evaluate(_GAME_CELL_JS)

    assert after["sums"] != before["sums"], "the board did not change after Step"
    assert after["text"] != before["text"], "the explanation did not change after Step"
    assert not page.lab_log.page_errors, page.lab_log.page_errors
    assert not lab.error_outputs(page)
    # The kernel ran this tree's package (not another copy pip installed as editable).
    printed = lab.kernel_stdout(page, "import tutorial; print(tutorial.__file__)")
    assert Path(printed.strip()).is_relative_to(lab.REPO_ROOT), printed
