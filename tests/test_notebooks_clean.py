"""Notebooks are committed clean: outputs only where a fact is pinned.

nbval compares a cell's output only if the cell has been run and its output
stored, so a pinned cell (``# NBVAL_CHECK_OUTPUT``) must keep its output, or
the pin checks nothing.  Every other output is stripped, so diffs stay
readable.  ``tools/pin_outputs.py`` puts notebooks in this shape.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

NOTEBOOKS = sorted(
    p
    for p in (Path(__file__).resolve().parent.parent / "notebooks").rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)
PIN = "# NBVAL_CHECK_OUTPUT"


def code_cells(path: Path) -> list[dict]:
    cells = json.loads(path.read_text("utf-8"))["cells"]
    return [c for c in cells if c["cell_type"] == "code"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_saved_widget_state(path: Path) -> None:
    metadata = json.loads(path.read_text("utf-8"))["metadata"]
    assert "widgets" not in metadata, "strip the saved widget state (tools/pin_outputs.py)"


def source(cell: dict) -> str:
    return "".join(cell["source"])


def test_there_are_notebooks() -> None:
    assert any(p.name == "00_start_here.ipynb" for p in NOTEBOOKS)
    assert len(NOTEBOOKS) >= 9


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_only_pinned_cells_keep_outputs(path: Path) -> None:
    dirty = [source(c)[:60] for c in code_cells(path) if c["outputs"] and PIN not in source(c)]
    assert not dirty, f"strip these outputs (python tools/pin_outputs.py {path.name}): {dirty}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_pin_has_a_stored_output(path: Path) -> None:
    pinned = [c for c in code_cells(path) if PIN in source(c)]
    assert pinned, "each chapter pins at least one fact with # NBVAL_CHECK_OUTPUT"
    unchecked = [source(c)[:60] for c in pinned if not c["outputs"] or c["execution_count"] is None]
    assert not unchecked, f"these pins have no stored output, so nbval checks nothing: {unchecked}"
