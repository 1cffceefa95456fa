"""Each notebook run once in this process, for every check that reads the run.

A chapter's code is checked three ways without a browser: its cells run
without an error and its pinned cells (``# NBVAL_CHECK_OUTPUT``) print what
the committed notebook shows (what nbval checks), no later cell moves an
earlier board on (``tests/test_live_boards.py``), and the boards answer a
learner's clicks as the prose says (``tests/chapters/``).  Running a chapter
costs up to twenty seconds, so it runs once and every check reads that run.

The cells run in an IPython shell, in the notebook's folder, as the kernel
runs them: a cell's last expression is shown with IPython's formatters, and
``display()``, ``print`` and ``clear_output()`` fill the cell's outputs in
order.  One difference with the kernel is named here: matplotlib draws on
its plain backend, so a figure shows no ``<Figure ...>`` output (no pinned
cell shows one).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import ipywidgets
from IPython.core.displayhook import DisplayHook
from IPython.core.displaypub import DisplayPublisher
from IPython.core.interactiveshell import InteractiveShell
from traitlets.config import Config

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(
    p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
)
PIN = "# NBVAL_CHECK_OUTPUT"
#: Output fields nbval leaves out of a comparison (widget model ids are random).
UNCOMPARED = {"metadata", "transient", "execution_count", "image/png", "image/jpeg"}
UNCOMPARED |= {"application/vnd.jupyter.widget-view+json"}


def relative(path: Path) -> str:
    """``path`` from the repository's root: a test's id (``tests/scheduling.py`` reads it)."""
    return path.relative_to(ROOT).as_posix()


def notebook(name: str) -> Path:
    """``notebooks/<name>``, checked to exist."""
    path = ROOT / "notebooks" / name
    assert path.is_file(), f"no notebook {name}"
    return path


class CellOutputs:
    """The outputs of the cell running, in the order the kernel would send them."""

    def __init__(self) -> None:
        self.outputs: list[dict[str, Any]] = []

    def stream(self, name: str, text: str) -> None:
        last = self.outputs[-1] if self.outputs else None
        if last and last["output_type"] == "stream" and last["name"] == name:
            last["text"] += text
        elif text:
            self.outputs.append({"output_type": "stream", "name": name, "text": text})

    def data(self, output_type: str, data: dict[str, Any]) -> None:
        self.outputs.append({"output_type": output_type, "data": dict(data)})

    def clear(self) -> None:
        self.outputs.clear()


class _Stream(io.TextIOBase):
    def __init__(self, cell: CellOutputs, name: str) -> None:
        self.cell, self.name = cell, name

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        self.cell.stream(self.name, text)
        return len(text)


class _Publisher(DisplayPublisher):
    """``display()`` and ``clear_output()`` into the running cell's outputs."""

    def __init__(self, cell: CellOutputs, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.cell = cell

    def publish(self, data, metadata=None, source=None, *, transient=None, update=False):
        self.cell.data("display_data", data)

    def clear_output(self, wait=False):
        self.cell.clear()


class _ResultHook(DisplayHook):
    """A cell's last expression as an ``execute_result``, with no ``Out[n]:`` prompt."""

    cell: CellOutputs

    def write_output_prompt(self) -> None:
        pass

    def write_format_data(self, format_dict, md_dict=None) -> None:
        self.cell.data("execute_result", format_dict)


@dataclass
class Board:
    """An app, the cell that made it, and the game it showed when that cell ended."""

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


@dataclass
class NotebookRun:
    """What running a notebook's code cells in order left.

    ``error``: the first cell that raised and its traceback (the cells after
    it did not run).  ``outputs``: each code cell's outputs, by cell id.
    ``boards``: every app a cell made, settled when that cell ended.
    ``moved``: the cells whose board a later cell moved on, noted as the
    run ended (before any test clicks a board).  ``namespace``: the
    notebook's variables, until :meth:`NotebookRuns.release`.
    """

    path: Path
    namespace: dict[str, Any] | None
    outputs: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    boards: list[Board] = field(default_factory=list)
    moved: list[str] = field(default_factory=list)
    error: str | None = None


@contextlib.contextmanager
def _noting_widgets(made: list[ipywidgets.Widget]) -> Iterator[None]:
    """Note every widget made (as a board if it turns out to show a game)."""
    original = ipywidgets.Widget.__init__

    def noting_init(self: ipywidgets.Widget, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        made.append(self)

    ipywidgets.Widget.__init__ = noting_init
    try:
        yield
    finally:
        ipywidgets.Widget.__init__ = original


@contextlib.contextmanager
def _in_folder(folder: Path) -> Iterator[None]:
    """Run in ``folder``, as the kernel runs a notebook (``contextlib.chdir`` is 3.11+)."""
    before = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


@contextlib.contextmanager
def _shell(cell: CellOutputs) -> Iterator[InteractiveShell]:
    """An IPython shell whose displays land in ``cell``; gone again afterwards, so later
    tests see no IPython (as when they run on their own), and ``__main__`` is theirs again
    (the shell puts the notebook's namespace there, as the kernel does)."""
    main = sys.modules["__main__"]
    config = Config()
    config.HistoryManager.enabled = False  # no history database written
    shell = InteractiveShell.instance(config=config)
    shell.display_pub = _Publisher(cell, shell=shell)
    hook = _ResultHook(shell=shell, cache_size=shell.cache_size)
    hook.cell = cell
    shell.displayhook = hook
    shell.display_trap.hook = hook
    try:
        yield shell
    finally:
        InteractiveShell.clear_instance()
        sys.modules["__main__"] = main


def run_notebook(path: Path) -> NotebookRun:
    """Run ``path``'s code cells in order in its folder, noting outputs and boards."""
    run = NotebookRun(path, namespace=None)
    cells = json.loads(path.read_text("utf-8"))["cells"]
    cell = CellOutputs()
    made: list[ipywidgets.Widget] = []
    with (
        _shell(cell) as shell,
        _noting_widgets(made),
        _in_folder(path.parent),
        contextlib.redirect_stdout(_Stream(cell, "stdout")),
        contextlib.redirect_stderr(_Stream(cell, "stderr")),
    ):
        for source in cells:
            if source["cell_type"] != "code":
                continue
            cell_id = source.get("id", "?")
            cell.outputs = run.outputs[cell_id] = []
            made.clear()
            result = shell.run_cell("".join(source["source"]), store_history=True)
            failure = result.error_before_exec or result.error_in_exec
            if failure is not None:
                traceback = "".join(o.get("text", "") for o in cell.outputs)
                run.error = f"cell {cell_id} raised {failure!r}\n{traceback}"
                break
            for widget in made:
                if is_app(widget):
                    board = Board(widget, cell_id)
                    board.settle()
                    run.boards.append(board)
        run.namespace = shell.user_ns
    run.moved = [board.cell for board in run.boards if board.moved()]
    return run


def _compared(outputs: list[dict[str, Any]], streams: set[str]) -> dict[str, list[Any]]:
    """Outputs as nbval compares them: per field (a stream's name, a data type), the values
    in order; fields nbval leaves out are left out, and only the ``streams`` named."""
    fields: dict[str, list[Any]] = {}
    for output in outputs:
        if output["output_type"] == "stream":
            if output["name"] in streams:
                fields.setdefault(output["name"], []).append(output["text"])
            continue
        for key, value in output.get("data", {}).items():
            if key not in UNCOMPARED:
                text = "".join(value) if isinstance(value, list) else value
                fields.setdefault(key, []).append(text)
    return fields


def _coalesced(outputs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Consecutive writes to one stream as one output (the kernel may send them apart)."""
    merged: list[dict[str, Any]] = []
    for output in outputs:
        if output["output_type"] == "stream":
            text = "".join(output["text"]) if isinstance(output["text"], list) else output["text"]
            last = merged[-1] if merged else None
            if last and last["output_type"] == "stream" and last["name"] == output["name"]:
                last["text"] += text
                continue
            output = {**output, "text": text}
        merged.append(output)
    return merged


def pinned_mismatches(run: NotebookRun) -> list[str]:
    """Every pinned cell whose outputs differ from the committed ones, described.

    stderr is compared only where the committed outputs have some: the
    browser test fails on any stderr output in the kernel, and here
    matplotlib's plain backend warns where the kernel's does not.
    """
    cells = json.loads(run.path.read_text("utf-8"))["cells"]
    found = []
    for source in cells:
        if source["cell_type"] != "code" or PIN not in "".join(source["source"]):
            continue
        committed = _coalesced(source.get("outputs", []))
        streams = {"stdout"} | {o["name"] for o in committed if o["output_type"] == "stream"}
        want = _compared(committed, streams)
        got = _compared(_coalesced(run.outputs.get(source.get("id", "?"), [])), streams)
        if got != want:
            found.append(f"cell {source.get('id')}:\n  committed: {want!r}\n  now:       {got!r}")
    return found


class NotebookRuns:
    """The runs of this test session, by notebook; a run's namespace is kept until released.

    Under pytest-xdist every test reading a notebook's run goes to one worker
    (``tests/scheduling.py``), so that it runs once.
    """

    def __init__(self) -> None:
        self._runs: dict[Path, NotebookRun] = {}

    def run(self, path: Path) -> NotebookRun:
        """``path``'s run, made now if there is none."""
        if path not in self._runs:
            self._runs[path] = run_notebook(path)
        return self._runs[path]

    def namespace(self, path: Path) -> dict[str, Any]:
        """The variables ``path``'s cells left (run again if they were released)."""
        run = self.run(path)
        if run.namespace is None:
            run = self._runs[path] = run_notebook(path)
        assert run.error is None, f"{path.name}: {run.error}"
        return run.namespace

    def release(self, path: Path) -> None:
        """Forget ``path``'s variables (its games, boards and tables); keep what was noted."""
        if path in self._runs:
            self._runs[path].namespace = None
            for board in self._runs[path].boards:
                board.app = None
