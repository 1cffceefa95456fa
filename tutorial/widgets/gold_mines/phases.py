"""The Gold Mines' ingots phase, played by clicking: the tiles that may take the second ingot.

Rulebook (The Gold Mines), *Actions and How to Play*: after placing a gold
tile the player puts one ingot on it and one on any tile touching it,
diagonals included.  The engine lists those tiles
(:func:`~tutorial.gold_mines.ingots.second_ingot_choice`); this view marks
them and turns a click on a tile into :class:`~tutorial.gold_mines.ingots.PlaceIngot`.
A click on any other cell is passed on too: the engine refuses it, naming
the rule, and the app shows the refusal with the game unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutorial.core.grid import Cell
from tutorial.gold_mines.ingots import PlaceIngot, second_ingot_choice
from tutorial.widgets.carcassonne.board import Mark

if TYPE_CHECKING:
    from tutorial.widgets.carcassonne.app import CarcassonneApp


class IngotView:
    """The ingots phase: the gold tile just placed, and the touching tiles to choose from."""

    def prompt(self, app: CarcassonneApp) -> str:
        cells = second_ingot_choice(app.state)
        return (
            f"The gold tile at {app.state.placed} gets one ingot. Click a tile with an orange "
            f"dashed border (or its button) for the second: {len(cells)} touch it, "
            "diagonals too."
        )

    def caption(self, app: CarcassonneApp) -> str:
        return "it gets an ingot; place the second ingot on a tile touching it"

    def marks(self, app: CarcassonneApp) -> list[Mark]:
        cell = app.state.placed
        if cell is None:
            return []
        return [Mark("placed", (cell,)), Mark("ingot choice", second_ingot_choice(app.state))]

    def choices(self, app: CarcassonneApp) -> list[tuple[str, object]]:
        return [
            (f"Second ingot on {cell}", PlaceIngot(cell)) for cell in second_ingot_choice(app.state)
        ]

    def click(self, app: CarcassonneApp, cell: Cell, within: tuple[float, float]) -> object:
        return PlaceIngot(cell)
