"""Run a chapter's code cells in one namespace, as the kernel does, to test what it says.

A chapter's prose states facts about its live boards ("click Mine 2: the
panel refuses") and its "Try this" asks for clicks.  The tests beside this
file run the chapter's code, then do what the prose asks by calling the
same handlers a click calls (``app.click_cell``, ``button.click()``), and
check that the board answers as the prose says.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
CHAPTERS = NOTEBOOKS / "cerro_gordo"


def run_chapter(name: str, folder: str = "cerro_gordo") -> dict[str, Any]:
    """The namespace left by running every code cell of ``notebooks/<folder>/<name>``."""
    cells = json.loads((NOTEBOOKS / folder / name).read_text("utf-8"))["cells"]
    namespace: dict[str, Any] = {"__name__": "__chapter__"}
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        for cell in cells:
            if cell["cell_type"] == "code":
                code = compile("".join(cell["source"]), f"{name}, cell {cell['id']}", "exec")
                exec(code, namespace)
    return namespace
