"""A later cell never moves an earlier board on.

Every live board of a notebook has a game of its own: a learner who scrolls
back finds each board as the prose beside it describes it, and its Reset and
Undo act on that board alone.  The session's one run of each notebook
(``tests/notebook_runs.py``: its code cells in order, in one namespace, as
the kernel runs them) notes every app a cell creates (any widget holding a
``.game`` with a history: a :class:`~tutorial.widgets.CerroGordoApp`, a
:class:`~tutorial.widgets.CarcassonneApp`, an expansion's app) and the game
history it shows once that cell has run, and at the end of the run which of
them a later cell has changed; this test reads that.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.notebook_runs import NOTEBOOKS, NotebookRuns, relative, run_notebook


@pytest.mark.parametrize("path", NOTEBOOKS, ids=relative)
def test_no_cell_moves_an_earlier_board(path: Path, notebook_runs: NotebookRuns) -> None:
    moved = notebook_runs.run(path).moved
    assert not moved, (
        f"later cells of {path.name} changed the game of the board made in cell(s) {moved}: "
        "give each board a Game of its own"
    )


@pytest.mark.parametrize(
    ("package", "app"), [("cerro_gordo", "CerroGordoApp"), ("carcassonne", "CarcassonneApp")]
)
def test_a_moved_board_is_noticed(tmp_path: Path, package: str, app: str) -> None:
    """The check itself: a notebook whose second cell steps the first cell's board fails it."""
    cells = [
        f"from tutorial.{package} import Game\nfrom tutorial.widgets import {app}\n"
        f"game = Game(2, seed=1)\napp = {app}(game)\nother = {app}(Game(2, seed=2))",
        "game.step()",
    ]
    notebook = {
        "cells": [{"cell_type": "code", "id": f"c{i}", "source": s} for i, s in enumerate(cells)]
    }
    path = tmp_path / "moves.ipynb"
    path.write_text(json.dumps(notebook), "utf-8")
    run = run_notebook(path)
    assert len(run.boards) == 2
    assert run.moved == ["c0"]


def test_a_moved_tiletum_board_is_noticed(tmp_path: Path) -> None:
    cells = [
        "from tutorial.tiletum import Game\nfrom tutorial.widgets.tiletum import TiletumApp\n"
        "game = Game(2, seed=1)\napp = TiletumApp(game)",
        "TiletumApp(Game(2, seed=2))",
        "game.step()",
    ]
    notebook = {
        "cells": [{"cell_type": "code", "id": f"c{i}", "source": s} for i, s in enumerate(cells)]
    }
    path = tmp_path / "moves.ipynb"
    path.write_text(json.dumps(notebook), "utf-8")
    run = run_notebook(path)
    assert [board.cell for board in run.boards] == ["c0", "c1"]
    assert run.moved == ["c0"]
