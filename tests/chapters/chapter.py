"""What the chapter tests share: clicks on a chapter's boards, and checks of what they show.

A chapter's prose states facts about its live boards ("click Mine 2: the
panel refuses") and its "Try this" asks for clicks.  The tests beside this
file take the variables the chapter's code left (the ``chapter`` fixture of
``conftest.py``: the session's one run of the notebook, see
``tests/notebook_runs.py``), then do what the prose asks by calling the
same handlers a click calls (``app.click_cell``, ``button.click()``), and
check that the board answers as the prose says.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tutorial.carcassonne.explain import describe_feature
from tutorial.carcassonne.tiles import feature_at
from tutorial.core.explanation import Explanation
from tutorial.core.grid import Cell

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: Cerro Gordo's chapters.
CHAPTERS = NOTEBOOKS / "cerro_gordo"


def shows_feature(app: Any, cell: Cell, slot: int) -> Explanation:
    """Check that ``app`` shows the feature reaching board slot ``slot`` of the tile on ``cell``.

    What a click on a placed tile shows is the engine's own description
    (:func:`~tutorial.carcassonne.explain.describe_feature`): its title and
    every line of it must be in the app's text.  Returns that description,
    so a test can check what it says against the chapter's prose.
    """
    placed = app.state.board[cell]
    node = (cell, feature_at(app.state.tile_at(cell), placed.rotation, slot))
    said = describe_feature(app.state, node)
    assert app.inspected == node
    assert said.title in app.text and all(line in app.text for line in said.lines)
    return said


def highlighted(said: Explanation, role: str) -> list[tuple[Cell, str]]:
    """The ``(cell, label)`` pairs of an explanation's highlights in ``role``."""
    return [
        pair
        for h in said.highlights
        if h.role == role
        for pair in zip(h.cells, h.labels or ("",) * len(h.cells), strict=True)
    ]


def click_choice(app: Any, label: str) -> None:
    """Click a Carcassonne board's choice button called ``label``, as the learner does."""
    (button,) = [b for b in app.choice_box.children if b.description == label]
    button.click()


def press_panel_button(app: Any, label: str) -> None:
    """Press the Gold Mines side panel's button called ``label``."""
    labels = [text for text, _ in app.choices]
    assert label in labels, f"no button {label!r}: {labels}"
    app.choose(labels.index(label))
