"""A later cell never moves an earlier board on.

Every live board of a notebook has a game of its own: a learner who scrolls
back finds each board as the prose beside it describes it, and its Reset and
Undo act on that board alone.  This test runs each notebook's code cells in
order (in one namespace, as the kernel does), notes every app a cell creates
(any widget holding a ``.game`` with a history: a
:class:`~tutorial.widgets.CerroGordoApp`, a
:class:`~tutorial.widgets.CarcassonneApp`, an expansion's app) and the game
history it shows once that cell has run, and checks at the end that no later
cell has changed it.
"""

from __future__ import annotations

import contextlib
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import ipywidgets
import pytest

NOTEBOOKS = sorted(
    p
    for p in (Path(__file__).resolve().parent.parent / "notebooks").rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)


@dataclass
class Board:
    """An app, the cell that made it, and what it showed when that cell ended."""

    app: Any
    cell: str
    game: Any = None
    history: Any = None

    def settle(self) -> None:
        self.game, self.history = self.app.game, self.app.game.history

    def moved(self) -> bool:
        return self.app.game is not self.game or self.app.game.history is not self.history


def is_app(widget: ipywidgets.Widget) -> bool:
    """Whether ``widget`` shows a game with a history (an app, not a part of one)."""
    return hasattr(getattr(widget, "game", None), "history")


def run_watching_boards(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Board]:
    """Run ``path``'s code cells; return every app made, settled at the end of its cell."""
    made: list[ipywidgets.Widget] = []
    boards: list[Board] = []
    current = {"cell": ""}
    original_init = ipywidgets.Widget.__init__

    def noting_init(self: ipywidgets.Widget, *args: Any, **kwargs: Any) -> None:
        # Every widget is noted; those that turn out to show a game are boards.
        original_init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(ipywidgets.Widget, "__init__", noting_init)
    monkeypatch.chdir(path.parent)  # notebooks run in their own folder
    namespace: dict[str, Any] = {"__name__": "__notebook__"}
    cells = json.loads(path.read_text("utf-8"))["cells"]
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        for cell in cells:
            if cell["cell_type"] != "code":
                continue
            current["cell"] = cell.get("id", "?")
            made.clear()
            exec(
                compile("".join(cell["source"]), f"{path.name}, cell {current['cell']}", "exec"),
                namespace,
            )
            for widget in made:
                if is_app(widget):
                    board = Board(widget, current["cell"])
                    board.settle()
                    boards.append(board)
    return boards


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_cell_moves_an_earlier_board(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    boards = run_watching_boards(path, monkeypatch)
    moved = [board.cell for board in boards if board.moved()]
    assert not moved, (
        f"later cells of {path.name} changed the game of the board made in cell(s) {moved}: "
        "give each board a Game of its own"
    )


@pytest.mark.parametrize(
    ("package", "app"), [("cerro_gordo", "CerroGordoApp"), ("carcassonne", "CarcassonneApp")]
)
def test_a_moved_board_is_noticed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, package: str, app: str
) -> None:
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
    boards = run_watching_boards(path, monkeypatch)
    assert len(boards) == 2
    assert [board.cell for board in boards if board.moved()] == ["c0"]


def test_a_moved_tiletum_board_is_noticed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
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
    boards = run_watching_boards(path, monkeypatch)
    assert [board.cell for board in boards] == ["c0", "c1"]
    assert [board.cell for board in boards if board.moved()] == ["c0"]
