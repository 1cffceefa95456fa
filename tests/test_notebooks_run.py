"""Every notebook runs without an error, and its pinned cells show what the notebook says.

What nbval checked (``--nbval-lax``), read from the session's one run of
each notebook (``tests/notebook_runs.py``): every code cell runs, and each
cell marked ``# NBVAL_CHECK_OUTPUT`` shows the outputs committed with it,
compared as nbval compares them (per stream and per data type, in order;
widget model ids and images left out).  ``tools/pin_outputs.py`` pins them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.notebook_runs import NOTEBOOKS, NotebookRuns, pinned_mismatches, relative, run_notebook


@pytest.mark.parametrize("path", NOTEBOOKS, ids=relative)
def test_notebook_runs_and_shows_its_pinned_outputs(
    path: Path, notebook_runs: NotebookRuns
) -> None:
    run = notebook_runs.run(path)
    notebook_runs.release(path)  # the last check that reads this run
    assert run.error is None, f"{path.name}: {run.error}"
    mismatches = pinned_mismatches(run)
    assert not mismatches, f"{path.name}: pinned outputs differ:\n" + "\n".join(mismatches)


def write_notebook(path: Path, cells: list[tuple[str, list[dict]]]) -> Path:
    """A notebook of code cells, each a source and its committed outputs."""
    notebook = {
        "cells": [
            {"cell_type": "code", "id": f"c{i}", "source": source, "outputs": outputs}
            for i, (source, outputs) in enumerate(cells)
        ]
    }
    path.write_text(json.dumps(notebook), "utf-8")
    return path


def stdout(text: str) -> dict:
    return {"output_type": "stream", "name": "stdout", "text": text}


def result(text: str) -> dict:
    return {"output_type": "execute_result", "data": {"text/plain": text}, "metadata": {}}


def test_a_pinned_cell_is_compared_as_nbval_compares_it(tmp_path: Path) -> None:
    """Prints and the last expression are what the kernel shows; an unpinned cell's outputs and
    a widget's model id are not compared, and a print split in two streams is one."""
    path = write_notebook(
        tmp_path / "pinned.ipynb",
        [
            ("print('not pinned')", [stdout("anything")]),
            (
                "# NBVAL_CHECK_OUTPUT\nprint('a')\nprint('b')\n6 * 7",
                [stdout("a\n"), stdout("b\n"), result("42")],
            ),
            (
                "# NBVAL_CHECK_OUTPUT\nfrom IPython.display import display\n"
                "display({'x': 1}, raw=False)\n[1, 2]",
                [
                    {"output_type": "display_data", "data": {"text/plain": "{'x': 1}"}},
                    result("[1, 2]"),
                ],
            ),
        ],
    )
    run = run_notebook(path)
    assert run.error is None
    assert pinned_mismatches(run) == []


def test_a_changed_pinned_output_is_noticed(tmp_path: Path) -> None:
    path = write_notebook(
        tmp_path / "changed.ipynb",
        [
            ("# NBVAL_CHECK_OUTPUT\nprint(3)\n2 + 2", [stdout("3\n"), result("5")]),
            ("# NBVAL_CHECK_OUTPUT\nprint(3)", [stdout("4\n")]),
            ("# NBVAL_CHECK_OUTPUT\n1", []),
        ],
    )
    mismatches = pinned_mismatches(run_notebook(path))
    assert [m.split(":")[0] for m in mismatches] == ["cell c0", "cell c1", "cell c2"]


def test_a_cell_that_raises_stops_the_run_and_is_named(tmp_path: Path) -> None:
    path = write_notebook(tmp_path / "raises.ipynb", [("x = 1", []), ("1 / 0", []), ("y = 2", [])])
    run = run_notebook(path)
    assert run.error.startswith("cell c1 raised") and "ZeroDivisionError" in run.error
    assert "x" in run.namespace and "y" not in run.namespace
