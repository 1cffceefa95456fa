"""Which part of a square-grid board a canvas shows: the view transform, pan, zoom and fit.

A board on a table has no edge: it grows wherever tiles are placed, into
negative columns and rows too.  The canvas, though, keeps one size, so the
page does not jump as the board grows.  :class:`BoardGeometry` maps cells
to canvas pixels and back; :meth:`BoardGeometry.fit` sizes the cells so a
rectangle of cells fills the canvas (never smaller than :data:`MIN_CELL`,
beyond which the learner pans), and :meth:`~BoardGeometry.panned` and
:meth:`~BoardGeometry.zoomed` move the view.  :class:`ViewControls` are the
buttons that do it, and :class:`Viewport` is what a board widget mixes in to
pan, zoom and fit its view (from those buttons and from :data:`KEYS`).

Nothing here knows a game: a board widget says which cells exist (a fixed
grid, or every cell of the table) and which rectangle to fit.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

import ipywidgets as widgets

from tutorial.core.grid import Cell

#: The smallest cell, in pixels, whose letters and numbers stay readable:
#: fitting never goes below it (the learner pans instead), nor does zooming out.
MIN_CELL = 32
#: The cell sizes that + and - step through (a fitted size may lie between two).
ZOOM_STEPS = (32, 40, 46, 52, 64, 80)
#: Room left of the right and bottom edges, so the last grid line shows.
PAD = 4


@dataclass(frozen=True)
class BoardGeometry:
    """Where each cell is drawn on a ``width`` x ``height`` canvas, and which cell a pixel is in.

    Cell ``(col, row)`` has its top-left corner at pixel ``(x0 + col * cell,
    y0 + row * cell)``; columns and rows may be negative.  The bands
    ``margin`` pixels wide along the top and left edges hold the column and
    row numbers, so a pixel there is on no cell.  ``board`` is the
    ``(columns, rows)`` of a fixed grid, whose cells are the only ones, or
    ``None`` for a board on an unbounded table.

    Examples
    --------
    >>> g = BoardGeometry.for_grid(13, 9)
    >>> g.width, g.height, g.cell_at(*g.centre((12, 8)))
    (702, 494, (12, 8))
    >>> g.panned(2, 0).cell_at(*g.centre((12, 8))) is None  # column 14 is off the grid
    True
    >>> t = BoardGeometry.fit(((-3, -1), (4, 2)), 400, 300, largest=52)
    >>> t.cell_at(*t.centre((-3, -1))), t.cell
    ((-3, -1), 46)
    """

    width: int
    height: int
    cell: int = 52
    x0: int = 22
    y0: int = 22
    margin: int = 22
    board: tuple[int, int] | None = None

    # -- making one --------------------------------------------------------
    @classmethod
    def for_grid(cls, columns: int, rows: int, cell: int = 52, margin: int = 22) -> BoardGeometry:
        """A canvas exactly as big as a fixed ``columns`` x ``rows`` grid of ``cell`` pixels."""
        return cls(
            margin + columns * cell + PAD,
            margin + rows * cell + PAD,
            cell,
            margin,
            margin,
            margin,
            (columns, rows),
        )

    @classmethod
    def fit(
        cls,
        area: tuple[Cell, Cell],
        width: int,
        height: int,
        *,
        largest: int,
        margin: int = 22,
        board: tuple[int, int] | None = None,
    ) -> BoardGeometry:
        """The view that shows the rectangle ``area`` (top-left, bottom-right cell) centred.

        Cells are as large as fits, up to ``largest`` and never below
        :data:`MIN_CELL`; an area too big for the canvas even then is
        centred, and the learner pans to see its edges.
        """
        (c0, r0), (c1, r1) = area
        columns, rows = c1 - c0 + 1, r1 - r0 + 1
        room_x, room_y = width - margin - PAD, height - margin - PAD
        cell = max(MIN_CELL, min(largest, room_x // columns, room_y // rows))
        x0 = margin + (room_x - columns * cell) // 2 - c0 * cell
        y0 = margin + (room_y - rows * cell) // 2 - r0 * cell
        return cls(width, height, cell, x0, y0, margin, board)

    # -- reading ---------------------------------------------------------------
    def corner(self, cell: Cell) -> tuple[int, int]:
        """The top-left pixel of ``cell``."""
        return self.x0 + cell[0] * self.cell, self.y0 + cell[1] * self.cell

    def centre(self, cell: Cell) -> tuple[float, float]:
        """The centre pixel of ``cell``."""
        x, y = self.corner(cell)
        return x + self.cell / 2, y + self.cell / 2

    def on_board(self, cell: Cell) -> bool:
        """Whether ``cell`` exists: always on a table, inside the grid on a fixed board."""
        if self.board is None:
            return True
        return 0 <= cell[0] < self.board[0] and 0 <= cell[1] < self.board[1]

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cell under pixel ``(x, y)``; ``None`` on the number bands, off the canvas or grid."""
        x, y = float(x), float(y)
        if not (self.margin <= x < self.width and self.margin <= y < self.height):
            return None
        cell = (
            math.floor((x - self.x0) / self.cell),
            math.floor((y - self.y0) / self.cell),
        )
        return cell if self.on_board(cell) else None

    @property
    def visible(self) -> tuple[Cell, Cell]:
        """The top-left and bottom-right cells the canvas shows (even in part)."""
        first = (
            math.floor((self.margin - self.x0) / self.cell),
            math.floor((self.margin - self.y0) / self.cell),
        )
        last = (
            math.floor((self.width - 1 - self.x0) / self.cell),
            math.floor((self.height - 1 - self.y0) / self.cell),
        )
        return first, last

    def shows(self, area: tuple[Cell, Cell]) -> bool:
        """Whether every cell of the rectangle ``area`` is wholly on the canvas."""
        (c0, r0), (c1, r1) = area
        left, top = self.corner((c0, r0))
        right, bottom = self.corner((c1 + 1, r1 + 1))
        return (
            left >= self.margin
            and top >= self.margin
            and (right <= self.width and bottom <= self.height)
        )

    def overlaps(self, area: tuple[Cell, Cell]) -> bool:
        """Whether any cell of the rectangle ``area`` is on the canvas (even in part)."""
        (c0, r0), (c1, r1) = area
        (v0, w0), (v1, w1) = self.visible
        return c0 <= v1 and v0 <= c1 and r0 <= w1 and w0 <= r1

    def columns_and_rows(self) -> tuple[range, range]:
        """The columns and rows that have a cell on the canvas (on the grid, for a fixed board)."""
        (c0, r0), (c1, r1) = self.visible
        if self.board is not None:
            c0, r0 = max(c0, 0), max(r0, 0)
            c1, r1 = min(c1, self.board[0] - 1), min(r1, self.board[1] - 1)
        return range(c0, c1 + 1), range(r0, r1 + 1)

    def describe(self) -> str:
        """One line: which columns and rows the canvas shows, and how big a cell is."""
        columns, rows = self.columns_and_rows()
        return (
            f"View: columns {columns.start} to {columns.stop - 1}, rows {rows.start} to "
            f"{rows.stop - 1} ({self.cell} px a cell)"
        )

    # -- moving ------------------------------------------------------------------
    def panned(self, columns: int, rows: int) -> BoardGeometry:
        """The view moved ``columns`` cells right and ``rows`` cells down (negative: left, up)."""
        return replace(self, x0=self.x0 - columns * self.cell, y0=self.y0 - rows * self.cell)

    def zoomed(self, cell: int) -> BoardGeometry:
        """The view with ``cell``-pixel cells, the point at the canvas' centre staying put."""
        cx, cy = (self.margin + self.width) / 2, (self.margin + self.height) / 2
        scale = cell / self.cell
        return replace(
            self,
            cell=cell,
            x0=round(cx - (cx - self.x0) * scale),
            y0=round(cy - (cy - self.y0) * scale),
        )

    def zoomed_in(self) -> BoardGeometry:
        """The view at the next larger size of :data:`ZOOM_STEPS` (as it is at the largest)."""
        bigger = [size for size in ZOOM_STEPS if size > self.cell]
        return self.zoomed(bigger[0]) if bigger else self

    def zoomed_out(self) -> BoardGeometry:
        """The view at the next smaller size of :data:`ZOOM_STEPS` (as it is at the smallest)."""
        smaller = [size for size in ZOOM_STEPS if size < self.cell]
        return self.zoomed(smaller[-1]) if smaller else self


#: What each key does on a focused board (a click on the board focuses it).
KEYS = {
    "ArrowLeft": ("pan", -1, 0),
    "ArrowRight": ("pan", 1, 0),
    "ArrowUp": ("pan", 0, -1),
    "ArrowDown": ("pan", 0, 1),
    "+": ("zoom in", 0, 0),
    "=": ("zoom in", 0, 0),
    "-": ("zoom out", 0, 0),
    "0": ("fit", 0, 0),
}


class ViewControls(widgets.HBox):
    """Buttons that pan (← → ↑ ↓), zoom (+ −) and fit a board's view.

    ``pan(columns, rows)``, ``zoom_in()``, ``zoom_out()`` and ``fit()``
    are the board's methods; the buttons only call them.
    """

    #: Cells a pan button moves the view.
    STEP = 2

    def __init__(
        self,
        pan: Callable[[int, int], object],
        zoom_in: Callable[[], object],
        zoom_out: Callable[[], object],
        fit: Callable[[], object],
    ) -> None:
        def button(label: str, tip: str, action: Callable[[], object]) -> widgets.Button:
            b = widgets.Button(
                description=label, tooltip=tip, layout=widgets.Layout(width="34px", padding="0")
            )
            b.on_click(lambda _: action())
            return b

        step = self.STEP
        self.buttons = {
            "left": button("←", "Show the cells to the left (or the ← key)", lambda: pan(-step, 0)),
            "right": button("→", "Show the cells to the right (→ key)", lambda: pan(step, 0)),
            "up": button("↑", "Show the cells above (↑ key)", lambda: pan(0, -step)),
            "down": button("↓", "Show the cells below (↓ key)", lambda: pan(0, step)),
            "in": button("+", "Zoom in: bigger cells (+ key)", zoom_in),
            "out": button("−", "Zoom out: smaller cells (- key)", zoom_out),
        }
        self.fit_button = widgets.Button(
            description="Fit",
            tooltip="Show the whole board (0 key)",
            layout=widgets.Layout(width="48px", padding="0"),
        )
        self.fit_button.on_click(lambda _: fit())
        self.label = widgets.HTML()
        super().__init__(
            [
                widgets.HTML('<span style="font:12px sans-serif;color:#5A5142">View&nbsp;</span>'),
                *self.buttons.values(),
                self.fit_button,
                self.label,
            ],
            layout=widgets.Layout(align_items="center", flex_flow="row wrap"),
        )

    def show(self, geometry: BoardGeometry) -> None:
        """Say what the view shows, and disable the zoom buttons at their limits."""
        self.buttons["in"].disabled = geometry.cell >= ZOOM_STEPS[-1]
        self.buttons["out"].disabled = geometry.cell <= MIN_CELL
        text = geometry.describe().removeprefix("View: ")
        self.label.value = (
            f'<span style="font:12px sans-serif;color:#5A5142;margin-left:8px">{text}</span>'
        )


class Viewport:
    """Pan, zoom and fit a board widget's view: a mixin for the boards of every game.

    The board keeps :attr:`geometry` (the view drawn) and :attr:`follow`,
    and gives :meth:`_area` (the rectangle of cells it has),
    :meth:`_fitted` (the view that shows them all) and :meth:`redraw`.  Its
    ``canvas`` reads the view keys (``_key_down`` calls :meth:`press_key`)
    until a keyboard player takes them (:meth:`hand_keys_over`).
    """

    #: The view the board is drawn with.
    geometry: BoardGeometry
    #: Whether the view follows the board (refits when it outgrows the canvas):
    #: until the learner pans or zooms, and again after Fit.
    follow: bool

    def _area(self) -> tuple[Cell, Cell]:
        """The top-left and bottom-right cells of the board."""
        raise NotImplementedError

    def _fitted(self) -> BoardGeometry:
        """The view that shows the whole board as large as fits."""
        raise NotImplementedError

    def redraw(self, force: bool = False) -> None:
        raise NotImplementedError

    def pan(self, columns: int, rows: int) -> None:
        """Show the cells ``columns`` further right and ``rows`` further down (negative: back).

        The view never leaves the board altogether: a pan that would show
        none of its cells does nothing.
        """
        moved = self.geometry.panned(columns, rows)
        if moved.overlaps(self._area()):
            self._move(moved)

    def zoom_in(self) -> None:
        """Bigger cells, the centre of the view staying put."""
        self._move(self.geometry.zoomed_in())

    def zoom_out(self) -> None:
        """Smaller cells (down to the smallest readable size), the centre staying put."""
        self._move(self.geometry.zoomed_out())

    def reveal(self, cell: Cell) -> None:
        """Pan just far enough that ``cell`` is wholly shown (the keyboard's cursor follows so)."""
        (c0, r0), (c1, r1) = self.geometry.visible
        # The first and last visible columns and rows may be cut by the canvas's edge.
        columns = min(0, cell[0] - c0 - 1) + max(0, cell[0] - c1 + 1)
        rows = min(0, cell[1] - r0 - 1) + max(0, cell[1] - r1 + 1)
        if not self.geometry.shows((cell, cell)) and (columns or rows):
            self._move(self.geometry.panned(columns, rows))

    def fit(self, *, redraw: bool = True) -> None:
        """Show the whole board again (as large as fits), and follow it as it grows.

        ``redraw=False`` leaves the drawing to the caller's next update.
        """
        self.follow = True
        self.geometry = self._fitted()
        if redraw:
            self.redraw()

    def press_key(self, key: str) -> None:
        """What a key pressed on the focused board does: arrows pan, + and - zoom, 0 fits."""
        action, columns, rows = KEYS.get(key, (None, 0, 0))
        if action == "pan":
            self.pan(columns, rows)
        elif action == "zoom in":
            self.zoom_in()
        elif action == "zoom out":
            self.zoom_out()
        elif action == "fit":
            self.fit()

    def hand_keys_over(self) -> Callable[[str], None]:
        """Stop reading keys on the canvas (a keyboard player reads them now); return
        :meth:`press_key`, what its view keys do."""
        self.canvas.on_key_down(self._key_down, remove=True)
        return self.press_key

    def _follow_board(self) -> None:
        """While the view follows the board, fit it again if the board has outgrown it."""
        if self.follow and not self.geometry.shows(self._area()):
            self.geometry = self._fitted()

    def _move(self, geometry: BoardGeometry) -> None:
        """Show ``geometry``: the learner moved the view, so it stops following the board."""
        self.follow = False
        self.geometry = geometry
        self.redraw()
