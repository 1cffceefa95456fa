"""Every notebook runs in a real JupyterLab without errors and draws its boards."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from . import lab

# TUTORIAL_NOTEBOOK_DIR (relative to the repository root) tests another folder.
NOTEBOOK_DIR = lab.REPO_ROOT / os.environ.get("TUTORIAL_NOTEBOOK_DIR", "notebooks")
NOTEBOOKS = sorted(
    p.relative_to(lab.REPO_ROOT).as_posix()
    for p in NOTEBOOK_DIR.rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-screens-")
)


@pytest.mark.parametrize("relpath", NOTEBOOKS)
def test_notebook_runs_in_lab(page, lab_server, relpath):
    lab.open_notebook(page, lab_server, relpath)
    unexecuted = lab.run_all_cells(page)
    errors = lab.error_outputs(page)
    blank = lab.canvas_nonblank(page)
    name = relpath.replace("/", "__")
    shot = lab.screenshot(page, SCREENSHOTS / (name + ".png"))
    boards = lab.screenshot_boards(page, SCREENSHOTS, name)
    print(f"screenshots: {shot}, {len(boards)} board(s)")

    assert not errors, f"{relpath}: error outputs:\n" + "\n---\n".join(errors)
    assert not page.lab_log.page_errors, f"{relpath}: page errors: {page.lab_log.page_errors}"
    assert not unexecuted, f"{relpath}: code cells never ran (indices): {unexecuted}"
    assert not blank, f"{relpath}: blank canvases: {blank}"
