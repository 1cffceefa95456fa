"""Run the notebooks and keep only the outputs of pinned cells.

Notebooks are committed without outputs, so that diffs stay readable, with
one exception: a cell marked ``# NBVAL_CHECK_OUTPUT`` keeps its output,
because that output is the fact nbval checks each time the tests run (nbval
skips cells that have never been run).  After editing a chapter, run::

    python tools/pin_outputs.py notebooks/cerro_gordo/04_closest_mine.ipynb

(or with no argument, for every notebook), look at the pinned outputs in
the diff, and commit them.  ``tests/test_notebooks_clean.py`` checks that no
other output is committed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
PIN = "# NBVAL_CHECK_OUTPUT"


def is_pinned(cell: nbformat.NotebookNode) -> bool:
    return cell.cell_type == "code" and PIN in cell.source


def pin(path: Path) -> int:
    """Run ``path`` in its folder, keep pinned outputs only; return the pin count."""
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(
        notebook, timeout=600, resources={"metadata": {"path": str(path.parent)}}
    ).execute()
    pins = 0
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        cell.metadata = {}
        if is_pinned(cell):
            pins += 1
        else:
            cell.outputs = []
            cell.execution_count = None
    # Running stores the widgets' state and the exact Python version in the
    # notebook's metadata: machine-specific noise that would fill every diff.
    notebook.metadata.pop("widgets", None)
    notebook.metadata["language_info"] = {"name": "python"}
    nbformat.write(notebook, path)
    return pins


def main() -> None:
    paths = [Path(p) for p in sys.argv[1:]] or sorted((ROOT / "notebooks").rglob("*.ipynb"))
    for path in paths:
        if ".ipynb_checkpoints" not in path.parts:
            print(f"{path}: {pin(path)} pinned cell(s)")


if __name__ == "__main__":
    main()
