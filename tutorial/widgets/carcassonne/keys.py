"""Carcassonne by keyboard: a cursor on the cells of the table, Enter where a click would go.

The Carcassonne half of :class:`~tutorial.widgets.keyboard.KeyboardPlay`.
The cursor is a cell; the arrows move it one cell, and the view pans to keep
it shown.  Enter does what a click in the middle of that cell does (place
the drawn tile, take a Gold Mines tile, look at a placed tile's feature);
the numbered choices (a follower's spots, "No follower") are keys 1-9, as
their buttons are numbered.  Every sentence comes from the engine: the cells
where the tile fits (:func:`~tutorial.carcassonne.placing.tile_placements`),
what a click was refused for (the rule an ``IllegalMove`` names).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutorial.carcassonne.placing import tile_placements
from tutorial.core.grid import Cell
from tutorial.widgets.carcassonne.board import board_area
from tutorial.widgets.keyboard import GridCursor, cells, listed, refusal, turned

if TYPE_CHECKING:
    from tutorial.widgets.carcassonne.app import CarcassonneApp


class CarcassonneKeys(GridCursor):
    """What the keys do on a :class:`~tutorial.widgets.carcassonne.app.CarcassonneApp`'s board."""

    def __init__(self, app: CarcassonneApp) -> None:
        self.app = app

    # -- the cursor ---------------------------------------------------------------------
    def start(self) -> Cell:
        """Where the cursor appears: a cell the drawn tile fits, else the last tile placed."""
        state = self.app.state
        legal = sorted(self.app.legal)
        if legal:
            return legal[0]
        return state.placed if state.placed is not None else (0, 0)

    def area(self) -> tuple[Cell, Cell]:
        """The tiles and the empty cells around them."""
        return board_area(self.app.state)

    def show(self, cell: Cell) -> None:
        self.app.show_cursor(cell)

    def describe(self, cell: Cell) -> str:
        """The cell at the cursor in a sentence: its tile, or what may go there."""
        state = self.app.state
        if cell in state.board:
            placed = state.board[cell]
            return f"{cell}: the {state.tile_at(cell).name} tile, {turned(placed.rotation)}."
        if cell in self.app.legal:
            return f"{cell}: empty. The drawn tile fits here as shown: Enter places it."
        fits = self._rotations_at(cell)
        if fits:
            ways = ", ".join(turned(r) for r in fits)
            return f"{cell}: empty. The drawn tile fits here {ways}: r turns it."
        return f"{cell}: empty."

    def _rotations_at(self, cell: Cell) -> list[int]:
        if self.app.state.phase != "tile" or self.app.state.game_over:
            return []
        return sorted(r for c, r in tile_placements(self.app.state) if c == cell)

    # -- acting ----------------------------------------------------------------------------
    def enter(self) -> str:
        app = self.app
        if self.cursor is None:
            return "Move the cursor with the arrows first: " + self.choices_here()
        if app.state.phase == "follower" and app.human_turn:
            return "Choose with a number key: " + self._numbered()
        app.click_cell(self.cursor)
        if app.feature is not None:  # a placed tile: the click looked at its feature
            return f"{app.feature.title}. " + " ".join(app.feature.lines)
        return refusal(self.app.explanation)

    def escape(self) -> str:
        if self.app.inspected is not None:
            self.app.inspected = None
            self.app.refresh()
            return "The feature is put away."
        return "Nothing to cancel."

    def rotate(self) -> str:
        app = self.app
        before = app.rotation
        app.rotate()
        if app.rotation == before:
            return refusal(self.app.explanation)
        where = f" {self.describe(self.cursor)}" if self.cursor is not None else ""
        return f"The tile is {turned(app.rotation)}: it fits in {cells(len(app.legal))}.{where}"

    def choose(self, number: int) -> str:
        choices = self.app.choices
        if not 1 <= number <= len(choices):
            return f"There is no choice {number}: " + (self._numbered() or "no choices now.")
        self.app.choose(number - 1)
        return refusal(self.app.explanation)

    def choices_here(self) -> str:
        app = self.app
        if app.state.game_over:
            return "The game is over."
        if not app.human_turn:
            return f"It is {app.acting_name}'s turn, played by a bot: s steps."
        if app.state.phase == "tile":
            legal = sorted(app.legal)
            here = f" At the cursor: {self.describe(self.cursor)}" if self.cursor else ""
            tile = f"The drawn tile, {turned(app.rotation)},"
            return f"{tile} fits {cells(len(legal))}: {listed(legal)}.{here}"
        return self._numbered() or app.view.prompt(app)

    def text_board(self) -> str:
        return self.app.text

    # -- words -------------------------------------------------------------------------
    def _numbered(self) -> str:
        numbered = enumerate((label for label, _ in self.app.choices), 1)
        # A follower's buttons carry their number already ("1: thief on the road (north)").
        return "; ".join(s if s.startswith(f"{n}:") else f"{n}: {s}" for n, s in numbered)
