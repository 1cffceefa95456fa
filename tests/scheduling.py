"""Which tests one pytest-xdist worker runs together (``python -m pytest`` has two workers).

Tests go to the workers one by one, except for the groups here, which go to
one worker whole:

* ``browser <module>``: the tests of a module under ``tests/browser/`` that
  share a fixture of that module (the Voilà apps share one Voilà server); the
  other browser tests go one by one, each a group of its own named
  ``browser <test id>``, so that both workers share the browser suite (each
  worker that runs some starts its own JupyterLab and Chromium, once);
* a notebook's path: every test that reads that notebook's run
  (``tests/notebook_runs.py``): its chapter tests (the module's ``NOTEBOOK``),
  its live boards and its pinned outputs, so that it runs once;
* ``executors``: every test module that asks for the process pool or the
  Dask cluster of ``tests/conftest.py``, so that one cluster starts.

The groups go out costliest first (:func:`cost_rank`), so that no long group
is left for the end while the other worker idles: the browser tests (each
seconds long, and together the longest part of a run), then the notebooks
that play many games (the experiments), then the other notebooks and the
executors, then the tests one by one. A worker takes its next group when it
has two tests left to run.

pytest-xdist's own ``xdist_group`` marks would say the same, but pytest 9
keeps a test's id where pytest-xdist 3.8 no longer writes the group, so the
groups are read from the test ids and files here.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from functools import cache
from pathlib import Path

from xdist.scheduler import LoadScopeScheduling
from xdist.workermanage import WorkerController

ROOT = Path(__file__).resolve().parent.parent
#: Tests parametrized by a notebook's path (relative to the repository) that read its run.
NOTEBOOK_TESTS = (
    "tests/test_live_boards.py::test_no_cell_moves_an_earlier_board[",
    "tests/test_notebooks_run.py::test_notebook_runs_and_shows_its_pinned_outputs[",
)
_CHAPTER_NOTEBOOK = re.compile(r'^NOTEBOOK = notebook\("([^"]+)"\)', re.MULTILINE)
_EXECUTOR_FIXTURE = re.compile(r"def test_\w+\([^)]*\b(?:dask_executor|process_pool|executor)\b")
_MODULE_FIXTURE = re.compile(r'^@pytest\.fixture\(scope="module"\)', re.MULTILINE)
BROWSER = "tests/browser/"


@cache
def file_group(relpath: str) -> str | None:
    """The group of every test of the module ``relpath``, if it is in one."""
    path = ROOT / relpath
    if path.suffix != ".py" or not path.is_file():
        return None
    text = path.read_text("utf-8")
    if relpath.startswith(BROWSER):
        return f"browser {relpath}" if _MODULE_FIXTURE.search(text) else None
    if relpath.startswith("tests/chapters/") and (found := _CHAPTER_NOTEBOOK.search(text)):
        return f"notebooks/{found.group(1)}"
    if _EXECUTOR_FIXTURE.search(text):
        return "executors"
    return None


def group(nodeid: str) -> str:
    """The group of the test ``nodeid``: its own id if it is in none."""
    for prefix in NOTEBOOK_TESTS:
        if nodeid.startswith(prefix) and nodeid.endswith("]"):
            return nodeid[len(prefix) : -1]
    found = file_group(nodeid.split("::", 1)[0])
    if found is None and nodeid.startswith(BROWSER):
        return f"browser {nodeid}"
    return found or nodeid


#: Groups by cost, costliest first (a group's prefix); others come after, by size.
COSTLIEST = ("browser", "notebooks/experiments/", "notebooks/", "executors")


def cost_rank(name: str) -> int:
    """Where the group ``name`` stands in :data:`COSTLIEST` (its length if nowhere)."""
    return next(
        (rank for rank, prefix in enumerate(COSTLIEST) if name.startswith(prefix)),
        len(COSTLIEST),
    )


class GroupScheduling(LoadScopeScheduling):
    """pytest-xdist's scheduling by scope, a scope being a :func:`group`, costliest first."""

    #: Whether the work queue is in :func:`cost_rank` order yet (at the first hand-out).
    cost_ordered = False

    def _split_scope(self, nodeid: str) -> str:
        return group(nodeid)

    def _assign_work_unit(self, node: WorkerController) -> None:
        """Hand ``node`` the next group; the first time, put the queue in cost order first.

        pytest-xdist has ordered the queue by tests a group (its
        ``--loadscope-reorder``); a stable sort by :func:`cost_rank` keeps that
        order among groups of one rank.
        """
        if not self.cost_ordered:
            ranked = sorted(self.workqueue.items(), key=lambda item: cost_rank(item[0]))
            self.workqueue = OrderedDict(ranked)
            self.cost_ordered = True
        super()._assign_work_unit(node)
