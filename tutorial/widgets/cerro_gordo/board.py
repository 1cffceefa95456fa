"""The Cerro Gordo board, drawn on an ipycanvas MultiCanvas.

Four layers, bottom to top:

0. **background**: the ground, the grid and the column/row numbers (the
   same numbers as the plain-text board).  Drawn again only when the part
   of the board shown changes.
1. **tiles**: roads, buildings and mines (with their stacks and silver).
2. **highlights**: what the current explanation points at, in the colour
   of each highlight role, and the cells where the pending tile may go.
3. **pieces**: the pawns.  Being on top, this layer receives the clicks.

Each redraw compares what a layer shows with what it should show and draws
only the layers that changed, all of them inside one :func:`drawing`
block, so a step of the game is one message to the browser.

The board has no edge (unless ``RuleOptions.board`` gives it one), so the
view shows :func:`~tutorial.cerro_gordo.board.board_area`: every tile and
spot, and a ring of :data:`MARGIN_CELLS` empty cells round them; the canvas
grows (or shrinks) when that area changes.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import ipywidgets as widgets
from ipycanvas import Canvas, MultiCanvas

from tutorial.cerro_gordo.board import board_area
from tutorial.cerro_gordo.components import Building, Road
from tutorial.cerro_gordo.state import GameState
from tutorial.cerro_gordo.text import render
from tutorial.core.errors import IllegalMove
from tutorial.core.grid import Cell
from tutorial.widgets import drawing, palette
from tutorial.widgets.explanation import legend_html

LAYERS = ("background", "tiles", "highlights", "pieces")
#: Empty cells shown round the spots of a board without an edge.
MARGIN_CELLS = 1


@dataclass(frozen=True)
class Mark:
    """A group of cells to draw in one style: like a core ``Highlight``, for any style.

    ``role`` may be a highlight role or an extra mark of
    :data:`tutorial.widgets.palette.EXTRA_STYLES` (e.g. ``"current"``).  A
    role drawn as a line (``"link merged"``) joins its cells in pairs: the
    first to the second, the third to the fourth...
    """

    role: str
    cells: tuple[Cell, ...]
    labels: tuple[str, ...] = ()
    area: str = "board"

    def __str__(self) -> str:
        items = (
            ", ".join(f"{c} [{lab}]" for c, lab in zip(self.cells, self.labels, strict=False))
            if self.labels
            else ", ".join(str(c) for c in self.cells)
        )
        return f"{palette.meaning(self.role)} (cells): {items}"


@dataclass(frozen=True)
class BoardGeometry:
    """Where each cell is on the canvas, and which cell a pixel is in.

    ``columns`` x ``rows`` cells are shown, from cell ``(left, top)`` at
    the top-left (either may be negative).  Column and row numbers take a
    ``margin`` on the top and left edges.
    """

    columns: int
    rows: int
    cell: int = 52
    margin: int = 22
    pad: int = 4
    left: int = 0
    top: int = 0

    @classmethod
    def showing(cls, state: GameState, cell: int = 52) -> BoardGeometry:
        """The geometry of the part of ``state``'s board a view shows."""
        (left, top), (right, bottom) = board_area(state, MARGIN_CELLS)
        return cls(right - left + 1, bottom - top + 1, cell, left=left, top=top)

    @property
    def width(self) -> int:
        return self.margin + self.columns * self.cell + self.pad

    @property
    def height(self) -> int:
        return self.margin + self.rows * self.cell + self.pad

    def corner(self, cell: Cell) -> tuple[int, int]:
        """The top-left pixel of ``cell``."""
        return (
            self.margin + (cell[0] - self.left) * self.cell,
            self.margin + (cell[1] - self.top) * self.cell,
        )

    def centre(self, cell: Cell) -> tuple[float, float]:
        """The centre pixel of ``cell``."""
        x, y = self.corner(cell)
        return x + self.cell / 2, y + self.cell / 2

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cell under pixel ``(x, y)``, or ``None`` off the board (margins included)."""
        col = (float(x) - self.margin) // self.cell
        row = (float(y) - self.margin) // self.cell
        if 0 <= col < self.columns and 0 <= row < self.rows:
            return int(col) + self.left, int(row) + self.top
        return None

    def contains(self, cell: Cell) -> bool:
        """Whether ``cell`` is among the cells shown."""
        return (
            self.left <= cell[0] < self.left + self.columns
            and self.top <= cell[1] < self.top + self.rows
        )

    def describe(self) -> str:
        """The cells shown, in words (for messages)."""
        return (
            f"columns {self.left} to {self.left + self.columns - 1}, "
            f"rows {self.top} to {self.top + self.rows - 1}"
        )


def tile_items(state: GameState) -> dict[Cell, tuple]:
    """What the tiles layer shows in each cell, as comparable values.

    ``("road", exits)``, ``("building", kind)`` or ``("mine", number,
    tiles left, silver on the top tile)``: two states whose items are equal
    look the same, so only cells whose item changed need drawing again.
    """
    items: dict[Cell, tuple] = {}
    for cell, tile in state.tiles.items():
        if isinstance(tile, Road):
            items[cell] = ("road", tile.exits)
        elif isinstance(tile, Building):
            items[cell] = ("building", tile.kind.value)
    for m in state.mines:
        items[m.cell] = ("mine", m.number, len(m.tiles), m.top.silver if m.top else None)
    return items


class BoardView(widgets.VBox):
    """A live picture of a Cerro Gordo board.

    Parameters
    ----------
    state:
        The game state to show.
    cell_size:
        Pixels per cell.
    legend:
        Show the legend of building types, mines and pawns under the board.

    Examples
    --------
    >>> from tutorial.cerro_gordo import Game
    >>> view = BoardView(Game(2, seed=1).state)
    >>> view.geometry.cell_at(*view.geometry.centre((3, 4)))
    (3, 4)
    """

    def __init__(self, state: GameState, *, cell_size: int = 52, legend: bool = True) -> None:
        self.state = state
        self.geometry = BoardGeometry.showing(state, cell_size)
        self.highlights: tuple = ()
        self.legal: frozenset[Cell] = frozenset()
        #: How often each layer was drawn (tests check that a step skips the background).
        self.redraws: Counter[str] = Counter()
        #: The last exception raised by a click callback, if nobody else reported it.
        self.last_error: BaseException | None = None
        #: Where click-callback exceptions go; ``None`` shows them under the board.
        self.on_error: Callable[[BaseException], None] | None = None
        self._click_callbacks: list[Callable[[Cell], object]] = []
        self._drawn: dict[str, object] = {}
        g = self.geometry
        self.canvas = MultiCanvas(len(LAYERS), width=g.width, height=g.height)
        self.canvas.layout.width = f"{g.width}px"
        self.canvas.layout.height = f"{g.height}px"
        self.message = widgets.HTML("")
        children: list[widgets.Widget] = [self.canvas, self.message]
        if legend:
            entries = [
                *palette.building_legend(),
                palette.LegendEntry(palette.MINE, "tile", "mine (tiles left, silver on top)", "M"),
                palette.LegendEntry(palette.ROAD, "tile", "road tile", ""),
                *palette.player_legend(len(state.players)),
            ]
            children.append(widgets.HTML(legend_html(entries)))
        super().__init__(children)
        self.canvas.on_mouse_down(self._mouse_down)
        # The browser keeps no canvas state: a reloaded page asks each layer
        # again, and that layer is drawn from scratch.
        for name, layer in zip(LAYERS, self.layers, strict=True):
            layer.on_client_ready(lambda name=name: self._on_ready(name))
        self.redraw(force=True)

    # -- reading ------------------------------------------------------------
    @property
    def layers(self) -> tuple[Canvas, ...]:
        """The four layer canvases, bottom (background) to top (pieces)."""
        return tuple(self.canvas[i] for i in range(len(LAYERS)))

    def describe(self) -> str:
        """The board and what is highlighted, as plain text (for screen readers and tests)."""
        lines = [render(self.state)]
        lines += [f"* {h}" for h in self.highlights if getattr(h, "area", "board") == "board"]
        if self.legal:
            cells = ", ".join(str(c) for c in sorted(self.legal))
            lines.append(f"* {palette.meaning('legal')} (cells): {cells}")
        return "\n".join(lines)

    # -- changing what is shown ------------------------------------------------
    def update(
        self,
        state: GameState | None = None,
        highlights: Iterable | None = None,
        legal: Iterable[Cell] | None = None,
    ) -> None:
        """Show a new state, highlights and/or legal cells; redraw only what changed.

        Arguments left as ``None`` keep what is shown.  ``highlights`` are
        core ``Highlight`` objects or :class:`Mark` objects; only those with
        ``area == "board"`` are drawn here.
        """
        if state is not None:
            self.state = state
            self._fit_canvas()
        if highlights is not None:
            self.highlights = tuple(highlights)
        if legal is not None:
            self.legal = frozenset(legal)
        self.redraw()

    def _fit_canvas(self) -> None:
        """Resize the canvas if the part of the board to show changed (a new tile at the edge)."""
        g = BoardGeometry.showing(self.state, self.geometry.cell)
        if g == self.geometry:
            return
        self.geometry = g
        # A resized canvas is blank in the browser: every layer is drawn again.
        self._drawn.clear()
        self.canvas.width, self.canvas.height = g.width, g.height
        self.canvas.layout.width = f"{g.width}px"
        self.canvas.layout.height = f"{g.height}px"

    def show_explanation(self, explanation) -> None:
        """Draw the highlights of an engine ``Explanation``."""
        self.update(highlights=explanation.highlights)

    def show_legal(self, cells: Iterable[Cell]) -> None:
        """Mark where the pending tile may go (role ``"legal"``); empty to clear."""
        self.update(legal=cells)

    def redraw(self, force: bool = False) -> None:
        """Draw every layer whose content changed (every layer if ``force``).

        The tiles layer is patched cell by cell when only a few cells changed
        (a step places one tile): less to send, less for the browser to paint.
        """
        wanted = self._wanted()
        stale = [n for n in LAYERS if force or self._drawn.get(n) != wanted[n]]
        if not stale:
            return
        with drawing.drawing():
            for name in stale:
                drawn = self._drawn.get(name)
                if name == "tiles" and not force and isinstance(drawn, dict):
                    self._patch_tiles(drawn, wanted["tiles"])
                else:
                    self.draw_layer(name)
        for name in stale:
            self._drawn[name] = wanted[name]

    def draw_layer(self, name: str) -> None:
        """Clear and draw one layer (inside the caller's :func:`drawing` block)."""
        layer = self.layers[LAYERS.index(name)]
        with drawing.drawing():
            layer.clear()
            getattr(self, f"_draw_{name}")(layer)
        self.redraws[name] += 1

    def _patch_tiles(self, drawn: dict, wanted: dict) -> None:
        """Redraw only the cells of the tiles layer whose tile changed."""
        changed = [c for c in wanted.keys() | drawn.keys() if drawn.get(c) != wanted.get(c)]
        if len(changed) > 12:  # many changes (a jump): a full redraw is simpler
            self.draw_layer("tiles")
            return
        layer, g = self.layers[LAYERS.index("tiles")], self.geometry
        with drawing.drawing():
            for cell in changed:
                layer.clear_rect(*g.corner(cell), g.cell, g.cell)
            self._draw_tile_items(layer, {c: wanted[c] for c in changed if c in wanted})
        self.redraws["tiles (patched)"] += 1

    # -- clicks ---------------------------------------------------------------
    def on_cell_click(self, callback: Callable[[Cell], object]) -> None:
        """Call ``callback(cell)`` on a click on a board cell (clicks off the board are ignored)."""
        self._click_callbacks.append(callback)

    def click_pixel(self, x: float, y: float) -> Cell | None:
        """What a mouse click at canvas pixel ``(x, y)`` does; returns the cell clicked."""
        cell = self.geometry.cell_at(x, y)
        if cell is None:
            self.report(
                IllegalMove(
                    "Board",
                    f"the click at pixel ({x:.0f}, {y:.0f}) is off the board: click one of its "
                    f"cells ({self.geometry.describe()})",
                )
            )
        else:
            self.click_cell(cell)
        return cell

    def click_cell(self, cell: Cell) -> None:
        """Run the click callbacks for ``cell``; their exceptions are reported, not raised."""
        for callback in self._click_callbacks:
            try:
                callback(cell)
            except Exception as exc:  # noqa: BLE001 - shown to the learner, not lost in a log
                self.report(exc)

    def report(self, exc: BaseException) -> None:
        """Show an exception from a callback (to ``on_error``, or under the board)."""
        self.last_error = exc
        if self.on_error is not None:
            self.on_error(exc)
        else:
            text = html.escape(f"{type(exc).__name__}: {exc}")
            self.message.value = f'<div style="color:#B00020">{text}</div>'

    def _mouse_down(self, x: float, y: float) -> None:
        try:
            self.click_pixel(x, y)
        except Exception as exc:  # noqa: BLE001
            self.report(exc)

    def _on_ready(self, name: str) -> None:
        try:
            with drawing.drawing():
                self.draw_layer(name)
        except Exception as exc:  # noqa: BLE001
            self.report(exc)

    # -- what each layer shows -------------------------------------------------
    def _wanted(self) -> dict[str, object]:
        """A comparable summary of each layer's content."""
        s = self.state
        pawns = tuple(p.pawn for p in s.players)
        marks = tuple(h for h in self.highlights if getattr(h, "area", "board") == "board")
        return {
            "background": self.geometry,
            "tiles": tile_items(s),
            "highlights": (marks, self.legal),
            "pieces": pawns,
        }

    def _draw_background(self, canvas: Canvas) -> None:
        g = self.geometry
        drawing.put(canvas, fill_style="#FFFFFF")
        canvas.fill_rect(0, 0, g.width, g.height)
        drawing.put(canvas, fill_style=palette.GROUND)
        canvas.fill_rect(g.margin, g.margin, g.columns * g.cell, g.rows * g.cell)
        right, bottom = g.margin + g.columns * g.cell, g.margin + g.rows * g.cell
        lines = [
            ((g.margin + c * g.cell, g.margin), (g.margin + c * g.cell, bottom))
            for c in range(g.columns + 1)
        ]
        lines += [
            ((g.margin, g.margin + r * g.cell), (right, g.margin + r * g.cell))
            for r in range(g.rows + 1)
        ]
        drawing.put(canvas, stroke_style=palette.GRID, line_width=1)
        canvas.stroke_line_segments(drawing.floats(lines).reshape(-1, 2, 2))
        drawing.centred_text(canvas, "12px sans-serif", palette.LABEL)
        columns = range(g.left, g.left + g.columns)
        rows = range(g.top, g.top + g.rows)
        labels = [(str(c), g.centre((c, g.top))[0], g.margin / 2) for c in columns]
        labels += [(str(r), g.margin / 2, g.centre((g.left, r))[1]) for r in rows]
        drawing.texts(canvas, labels)

    def _draw_tiles(self, canvas: Canvas) -> None:
        self._draw_tile_items(canvas, tile_items(self.state))

    def _draw_tile_items(self, canvas: Canvas, items: dict[Cell, tuple]) -> None:
        g = self.geometry
        roads, buildings, mines = [], [], []
        for cell, (kind, *what) in items.items():
            x, y = g.corner(cell)
            if kind == "road":
                roads.append((x, y, what[0]))
            elif kind == "building":
                buildings.append((x, y, what[0]))
            else:
                mines.append((x, y, *what))
        drawing.draw_roads(canvas, roads, g.cell)
        drawing.draw_buildings(canvas, buildings, g.cell)
        drawing.draw_mines(canvas, mines, g.cell)

    def _draw_highlights(self, canvas: Canvas) -> None:
        g = self.geometry
        marks = [h for h in self.highlights if getattr(h, "area", "board") == "board"]
        if self.legal:
            marks.insert(0, Mark("legal", tuple(sorted(self.legal))))
        depth: Counter[Cell] = Counter()
        for mark in marks:
            self._draw_mark(canvas, mark, g, depth)

    def _draw_mark(self, canvas: Canvas, mark, g: BoardGeometry, depth: Counter) -> None:
        """Draw one mark; ``depth`` counts the outlines already around each cell.

        A cell can be in two marks (the closest mine, where silver was also
        gained): each further outline goes inside the previous one, so
        neither hides the other.
        """
        look = palette.style(mark.role)
        if look.kind in ("line", "hollow line"):  # an edge: cells joined in pairs
            drawing.draw_links(canvas, look, self._links(mark.cells), g.cell * 0.2)
            return
        cells = [c for c in mark.cells if g.contains(c)]
        corners = [g.corner(c) for c in cells]
        labels: Sequence[tuple[str, float, float]] = ()
        if mark.labels:
            by_cell = dict(zip(mark.cells, mark.labels, strict=False))
            # Badges sit in a corner, so the tile under them stays readable:
            # numbers (distances, path steps) top-left, coins top-right.
            if look.kind in ("tint", "region", "strong region"):
                labels = [
                    (by_cell[c], x + 11, y + 11) for c, (x, y) in zip(cells, corners, strict=True)
                ]
            else:
                labels = [
                    (by_cell[c], x + g.cell - 11, y + 11)
                    for c, (x, y) in zip(cells, corners, strict=True)
                ]
        badge = g.cell * 0.19
        if look.kind == "badge" and labels:  # coins: the "+3" disc says it all
            drawing.draw_marks(canvas, look, [], g.cell, g.cell, labels, badge=badge)
            return
        if look.kind == "tint":
            drawing.draw_marks(canvas, look, corners, g.cell, g.cell, labels, badge=badge)
            return
        if look.kind in ("region", "strong region"):
            inset = 2.0 if look.kind == "strong region" else 1.25
            outline = drawing.region_outline(cells, [g.centre(c) for c in cells], g.cell, inset)
            drawing.draw_region(canvas, look, corners, outline, g.cell, labels, badge=badge)
            return
        step = 4
        for level in sorted({depth[c] for c in cells}):
            ring = [
                (x + level * step, y + level * step)
                for c, (x, y) in zip(cells, corners, strict=True)
                if depth[c] == level
            ]
            side = g.cell - 2 * level * step
            drawing.draw_marks(canvas, look, ring, side, side)
        drawing.draw_marks(canvas, look, [], g.cell, g.cell, labels, badge=badge)
        depth.update(cells)

    def _links(self, cells: Sequence[Cell]) -> list[tuple[tuple[float, float], ...]]:
        """A bar across the shared border of each pair of cells.

        On the line between the two centres, but only its middle part: a
        line from centre to centre would hide what the tiles show.  The bar
        stops at the border of a mine, whose number and silver fill the tile
        (its round end just enters it).
        """
        g = self.geometry
        mines = {m.cell for m in self.state.mines}
        pairs = []
        for a, b in zip(cells[::2], cells[1::2], strict=False):
            mx, my = (g.centre(a)[0] + g.centre(b)[0]) / 2, (g.centre(a)[1] + g.centre(b)[1]) / 2
            ends = []
            for cell in (a, b):
                x, y = g.centre(cell)
                reach = 0.0 if cell in mines else 0.6  # of the way from the border to the centre
                ends.append((mx + (x - mx) * reach, my + (y - my) * reach))
            pairs.append(tuple(ends))
        return pairs

    def _draw_pieces(self, canvas: Canvas) -> None:
        g = self.geometry
        pawns, seen = [], Counter()
        for seat, player in enumerate(self.state.players):
            if player.pawn is None:
                continue
            x, y = g.corner(player.pawn)
            shift = seen[player.pawn] * g.cell * 0.3  # two pawns on a cell sit side by side
            seen[player.pawn] += 1
            pawns.append((x + g.cell * 0.79 - shift, y + g.cell * 0.78, seat))
        drawing.draw_pawns(canvas, pawns, g.cell * 0.15)
