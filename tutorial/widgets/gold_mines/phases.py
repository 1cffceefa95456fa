"""The Gold Mines' own phases, played by clicking: the second ingot, and taking gold by hand.

Rulebook (The Gold Mines), *Actions and How to Play*: after placing a gold
tile the player puts one ingot on it and one on any tile touching it,
diagonals included.  The engine lists those tiles
(:func:`~tutorial.gold_mines.ingots.second_ingot_choice`); this view marks
them and turns a click on a tile into :class:`~tutorial.gold_mines.ingots.PlaceIngot`.
A click on any other cell is passed on too: the engine refuses it, naming
the rule, and the app shows the refusal with the game unchanged.

Under the by-hand reading (``Game(..., by_hand=True)``), when the gold goes
round each player chooses the tile their next ingot comes from: the **gold**
phase (:mod:`~tutorial.gold_mines.choosing`).  :class:`GoldView` marks the
tiles the chooser may take from and turns a click on one into
:class:`~tutorial.gold_mines.choosing.TakeIngot`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutorial.core.grid import Cell
from tutorial.gold_mines.choosing import TakeIngot, choice_waiting
from tutorial.gold_mines.ingots import PlaceIngot, second_ingot_choice
from tutorial.gold_mines.sharing import Choice
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


class GoldView:
    """The gold phase (by hand): the tiles the chooser may take their next ingot from."""

    @staticmethod
    def choice(app: CarcassonneApp) -> Choice | None:
        return choice_waiting(app.state)

    def prompt(self, app: CarcassonneApp) -> str:
        choice = self.choice(app)
        if choice is None:
            return "No one has a tile to choose."
        name = app.state.players[choice.player].name
        return (
            f"The gold goes round at the end of the turn: {name} chooses the tile their next "
            f"ingot comes from. Click a tile with an orange dashed border, or its button "
            f"(its ingots, and how many rivals may take from it too): {len(choice.options)} "
            f"hold gold that {name} may take."
        )

    def caption(self, app: CarcassonneApp) -> str:
        return "it completed a feature with gold: choose the tile to take the next ingot from"

    def marks(self, app: CarcassonneApp) -> list[Mark]:
        choice = self.choice(app)
        return [] if choice is None else [Mark("gold choice", choice.options)]

    def choices(self, app: CarcassonneApp) -> list[tuple[str, object]]:
        choice = self.choice(app)
        if choice is None:
            return []
        return [(take_label(choice, cell), TakeIngot(cell)) for cell in choice.options]

    def click(self, app: CarcassonneApp, cell: Cell, within: tuple[float, float]) -> object:
        return TakeIngot(cell)


def take_label(choice: Choice, cell: Cell) -> str:
    """A gold-phase button: the tile, its ingots, and how many others may take from it.

    Short, to fit the button: the prompt above the buttons says they are tiles to take from.
    """
    ingots, rivals = choice.gold[cell], choice.rivals(cell)
    return f"{cell}: {ingots} ingot{'s' * (ingots != 1)}, {rivals} rival{'s' * (rivals != 1)}"
