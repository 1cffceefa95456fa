"""Every notebook runs in a real JupyterLab without errors and draws its boards.

Each notebook runs in the lab once.  The notebooks that another test opens
to click in are checked by that test, on its run (:func:`lab.run_all_and_check`),
and left out here.  So are the experiments notebooks: their cells run in the
test process (``tests/test_notebooks_run.py``, about 45 CPU-seconds each), and
what they show in a browser, tqdm progress bars and matplotlib figures from
games played by ``simulate``, the chapters that end on experiments show too
(``cerro_gordo/08_full_game``, ``carcassonne/10_full_game_and_experiments``).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

import pytest

from . import lab, test_algorithm_views, test_exercises, test_quizzes, test_step_button

# TUTORIAL_NOTEBOOK_DIR (relative to the repository root) tests another folder.
NOTEBOOK_DIR = lab.REPO_ROOT / os.environ.get("TUTORIAL_NOTEBOOK_DIR", "notebooks")
#: Notebooks whose run in the lab another test checks, with its clicks.
RUN_BY_THEIR_OWN_TEST = {
    *test_algorithm_views.CHAPTERS,
    test_step_button.NOTEBOOK,
    test_exercises.NOTEBOOK,
    test_quizzes.NOTEBOOK,
}
#: The experiments notebooks (see the module's docstring).
EXPERIMENTS = "notebooks/experiments/"
NOTEBOOKS = sorted(
    relpath
    for p in NOTEBOOK_DIR.rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
    and (relpath := p.relative_to(lab.REPO_ROOT).as_posix()) not in RUN_BY_THEIR_OWN_TEST
    and not relpath.startswith(EXPERIMENTS)
)
SCREENSHOTS = Path(
    os.environ.get("TUTORIAL_SCREENSHOTS") or tempfile.mkdtemp(prefix="tutorial-screens-")
)


#: Chapters run in the lab that show what the experiments notebooks show.
SHOW_SIMULATE = (
    "notebooks/cerro_gordo/08_full_game.ipynb",
    "notebooks/carcassonne/10_full_game_and_experiments.ipynb",
)


@pytest.mark.parametrize("relpath", SHOW_SIMULATE)
def test_a_chapter_run_here_shows_simulate_progress_and_a_figure(relpath):
    """What leaving the experiments notebooks out rests on: a run here shows both widgets."""
    source = "".join(
        "".join(cell["source"])
        for cell in json.loads((lab.REPO_ROOT / relpath).read_text("utf-8"))["cells"]
        if cell["cell_type"] == "code"
    )
    assert relpath in NOTEBOOKS or relpath in RUN_BY_THEIR_OWN_TEST
    assert re.search(r"simulate\((?![^)]*progress=False)", source), "no progress bar"
    assert "plt.show()" in source


@pytest.mark.parametrize("relpath", NOTEBOOKS)
def test_notebook_runs_in_lab(page, lab_server, relpath):
    lab.open_notebook(page, lab_server, relpath)
    lab.run_all_and_check(page, relpath, SCREENSHOTS)
