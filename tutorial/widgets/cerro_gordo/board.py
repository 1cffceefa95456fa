"""The Cerro Gordo board, drawn on an ipycanvas MultiCanvas.

The rulebook places the tiles "on the table": the board has no edge and
grows in every direction, so the canvas keeps one size and shows a view of
the table (:class:`~tutorial.widgets.viewport.BoardGeometry`): fitted to
the rectangle of tiles and the empty spots beside them, with buttons (and
the arrow keys, once the board has been clicked) to pan, zoom and fit.  A
fixed grid (``RuleOptions(board=(13, 9))``) is drawn whole, on a canvas of
its own size.

Four layers, bottom to top:

0. **background**: the ground, the grid, and the column and row numbers
   along the top and left edges (the same numbers as the plain-text board).
1. **tiles**: roads, buildings and mines (with their stacks and silver).
2. **highlights**: what the current explanation points at, in the colour
   of each highlight role, and the cells where the pending tile may go.
3. **pieces**: the pawns.

The layers above the background are clipped to the cells' part of the
canvas, so what slides under the edges never covers the numbers.  The
background depends only on the view, so a step of the game never draws it.
Each redraw compares what a layer shows with what it should show and draws
only the layers that changed, all of them inside one
:func:`~tutorial.widgets.drawing.drawing` block, so a step is one message
to the browser.
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
from tutorial.widgets.cerro_gordo import pieces
from tutorial.widgets.explanation import legend_html
from tutorial.widgets.viewport import PAD, BoardGeometry, ViewControls, Viewport

LAYERS = ("background", "tiles", "highlights", "pieces")
#: The width of the number bands on the table, where numbers like -12 need room.
TABLE_MARGIN = 28


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


class BoardView(Viewport, widgets.VBox):
    """A live picture of a Cerro Gordo board.

    Parameters
    ----------
    state:
        The game state to show.
    cell_size:
        Pixels per cell at most: a fixed grid is drawn whole at this size;
        on the table, cells shrink to fit the board into the canvas.
    legend:
        Show the legend of building types, mines and pawns under the board.
    size:
        The canvas' ``(width, height)`` in pixels on the table (default: as
        big as the rulebook's 13 x 9 board at ``cell_size``).  A fixed grid
        takes the size of its cells.

    Examples
    --------
    >>> from tutorial.cerro_gordo import Game
    >>> view = BoardView(Game(2, seed=1).state)
    >>> view.geometry.cell_at(*view.geometry.centre((3, 4)))
    (3, 4)
    >>> view.pan(1, 0)  # one column further right
    >>> view.geometry.cell_at(*view.geometry.centre((3, 4)))
    (3, 4)
    """

    def __init__(
        self,
        state: GameState,
        *,
        cell_size: int = 52,
        legend: bool = True,
        size: tuple[int, int] | None = None,
    ) -> None:
        self.state = state
        self.cell_size = cell_size
        self.highlights: tuple = ()
        self.legal: frozenset[Cell] = frozenset()
        #: How often each layer was drawn (tests check that a step skips the background).
        self.redraws: Counter[str] = Counter()
        #: The last exception raised by a click callback, if nobody else reported it.
        self.last_error: BaseException | None = None
        #: Where click-callback exceptions go; ``None`` shows them under the board.
        self.on_error: Callable[[BaseException], None] | None = None
        #: Whether the view follows the board (refits when it outgrows the canvas):
        #: until the learner pans or zooms, and again after Fit.
        self.follow = True
        self._click_callbacks: list[Callable[[Cell], object]] = []
        self._drawn: dict[str, object] = {}
        grid = state.options.board
        if grid is not None:
            fixed = BoardGeometry.for_grid(*grid, cell_size)
            self._canvas_size = (fixed.width, fixed.height)
        else:
            self._canvas_size = size or (
                TABLE_MARGIN + 13 * cell_size + PAD,
                TABLE_MARGIN + 9 * cell_size + PAD,
            )
        self.geometry = self._fitted()
        width, height = self._canvas_size
        self.canvas = MultiCanvas(len(LAYERS), width=width, height=height)
        self.canvas.layout.width = f"{width}px"
        self.canvas.layout.height = f"{height}px"
        self.view_controls = ViewControls(self.pan, self.zoom_in, self.zoom_out, self.fit)
        self.message = widgets.HTML("")
        children: list[widgets.Widget] = [self.canvas, self.view_controls, self.message]
        if legend:
            entries = [
                *palette.building_legend(),
                palette.LegendEntry(palette.MINE, "tile", "mine (tiles left, silver on top)", "M"),
                palette.LegendEntry(palette.ROAD, "tile", "road tile", ""),
                *palette.player_legend(len(state.players)),
            ]
            children.append(widgets.HTML(legend_html(entries)))
        # As wide as the canvas: the legend and the view buttons wrap under it.
        super().__init__(children, layout=widgets.Layout(width=f"{width}px"))
        self.canvas.on_mouse_down(self._mouse_down)
        self.canvas.on_key_down(self._key_down)
        # The browser keeps no canvas state: a reloaded page asks each layer
        # again, and that layer is drawn from scratch.
        for name, layer in zip(LAYERS, self.layers, strict=True):
            layer.on_client_ready(lambda name=name: self._on_ready(name))
        self.redraw(force=True)

    # -- reading ------------------------------------------------------------
    @property
    def layers(self) -> tuple[Canvas, ...]:
        """The layer canvases, bottom (background) to top (pieces)."""
        return tuple(self.canvas[i] for i in range(len(LAYERS)))

    def describe(self) -> str:
        """The board, what is highlighted and what the view shows, as plain text.

        For screen readers and tests.
        """
        lines = [render(self.state)]
        lines += [f"* {h}" for h in self.highlights if getattr(h, "area", "board") == "board"]
        if self.legal:
            cells = ", ".join(str(c) for c in sorted(self.legal))
            lines.append(f"* {palette.meaning('legal')} (cells): {cells}")
        lines.append(self.geometry.describe())
        return "\n".join(lines)

    # -- changing what is shown ------------------------------------------------
    def update(
        self,
        state: GameState | None = None,
        highlights: Iterable | None = None,
        legal: Iterable[Cell] | None = None,
        *,
        force: bool = False,
    ) -> None:
        """Show a new state, highlights and/or legal cells; redraw only what changed.

        Arguments left as ``None`` keep what is shown.  ``highlights`` are
        core ``Highlight`` objects or :class:`Mark` objects; only those with
        ``area == "board"`` are drawn here.  While the view follows the
        board, a board that has grown past the canvas is fitted again.
        ``force`` draws every layer from scratch.
        """
        if state is not None:
            self.state = state
            self._follow_board()
        if highlights is not None:
            self.highlights = tuple(highlights)
        if legal is not None:
            self.legal = frozenset(legal)
        self.redraw(force)

    def show_explanation(self, explanation) -> None:
        """Draw the highlights of an engine ``Explanation``."""
        self.update(highlights=explanation.highlights)

    def show_legal(self, cells: Iterable[Cell]) -> None:
        """Mark where the pending tile may go (role ``"legal"``); empty to clear."""
        self.update(legal=cells)

    # -- moving the view (pan, zoom, fit and keys: see Viewport) ------------------
    def _area(self) -> tuple[Cell, Cell]:
        return board_area(self.state)

    def _fitted(self) -> BoardGeometry:
        grid = self.state.options.board
        if grid is not None:
            return BoardGeometry.for_grid(*grid, self.cell_size)
        width, height = self._canvas_size
        return BoardGeometry.fit(
            self._area(), width, height, largest=self.cell_size, margin=TABLE_MARGIN
        )

    # -- drawing ------------------------------------------------------------------------
    def redraw(self, force: bool = False) -> None:
        """Draw every layer whose content changed (every layer if ``force`` or the view moved).

        The tiles layer is patched cell by cell when only a few cells changed
        (a step places one tile): less to send, less for the browser to paint.
        """
        moved = self._drawn.get("view") != self.geometry
        force = force or moved
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
        if moved:
            self._drawn["view"] = self.geometry
            self.view_controls.show(self.geometry)

    def draw_layer(self, name: str) -> None:
        """Clear and draw one layer (inside the caller's :func:`drawing` block)."""
        layer = self.layers[LAYERS.index(name)]
        with drawing.drawing():
            layer.clear()
            if name != "background":
                self._clip(layer)
            getattr(self, f"_draw_{name}")(layer)
        self.redraws[name] += 1

    def _clip(self, layer: Canvas) -> None:
        """Draw on ``layer`` only right of and below the number bands.

        The clip stays with the canvas' context (``clear`` keeps it), and
        the rectangle is the same for every view, so setting it again
        changes nothing; a reloaded page starts without it, and gets it
        with the layer's first drawing.
        """
        g = self.geometry
        layer.begin_path()
        layer.rect(g.margin, g.margin, g.width - g.margin, g.height - g.margin)
        layer.clip()

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

    # -- clicks and keys -------------------------------------------------------------
    def on_cell_click(self, callback: Callable[[Cell], object]) -> None:
        """Call ``callback(cell)`` on a click on a board cell (clicks off the board are ignored)."""
        self._click_callbacks.append(callback)

    def click_pixel(self, x: float, y: float) -> Cell | None:
        """What a mouse click at canvas pixel ``(x, y)`` does; returns the cell clicked.

        The pixel is mapped to a cell with the current view, so a click
        lands on the cell drawn under it however the view was panned or
        zoomed.  A click on the column and row numbers, or off a fixed grid,
        is reported as an ``IllegalMove`` of the rule "Board".
        """
        cell = self.geometry.cell_at(x, y)
        if cell is None:
            self.report(IllegalMove("Board", self._off_board(x, y)))
        else:
            self.click_cell(cell)
        return cell

    def _off_board(self, x: float, y: float) -> str:
        where = f"the click at pixel ({x:.0f}, {y:.0f})"
        grid = self.geometry.board
        if grid is not None:
            return (
                f"{where} is off the board: click one of its cells "
                f"(columns 0 to {grid[0] - 1}, rows 0 to {grid[1] - 1})"
            )
        return f"{where} is on the column or row numbers, not on a cell: click a cell of the board"

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

    def _key_down(self, key: str, *_modifiers: bool) -> None:
        try:
            self.press_key(key)
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
        """The ground and grid lines of every cell in view (of the grid, on a fixed board)."""
        g = self.geometry
        columns, rows = g.columns_and_rows()
        drawing.put(canvas, fill_style="#FFFFFF")
        canvas.fill_rect(0, 0, g.width, g.height)
        left, top = g.corner((columns.start, rows.start))
        right, bottom = g.corner((columns.stop, rows.stop))
        drawing.put(canvas, fill_style=palette.GROUND)
        canvas.fill_rect(left, top, right - left, bottom - top)
        lines = [((x, top), (x, bottom)) for x in (g.corner((c, 0))[0] for c in columns)]
        lines.append(((right, top), (right, bottom)))
        lines += [((left, y), (right, y)) for y in (g.corner((0, r))[1] for r in rows)]
        lines.append(((left, bottom), (right, bottom)))
        drawing.put(canvas, stroke_style=palette.GRID, line_width=1)
        canvas.stroke_line_segments(drawing.floats(lines).reshape(-1, 2, 2))
        self._draw_numbers(canvas)

    def _draw_numbers(self, canvas: Canvas) -> None:
        """The column numbers along the top, the row numbers down the left (negative too)."""
        g = self.geometry
        columns, rows = g.columns_and_rows()
        drawing.put(canvas, fill_style="#FFFFFF")
        canvas.fill_rect(0, 0, g.width, g.margin)
        canvas.fill_rect(0, 0, g.margin, g.height)
        drawing.centred_text(canvas, "12px sans-serif", palette.LABEL)
        # A cell half hidden under the other band, or past the canvas' edge,
        # gets no number: it would stick out into the corner or be cut.
        half, room = g.margin / 2, 8
        labels = [
            (str(c), x, half)
            for c in columns
            if g.margin + room <= (x := g.centre((c, 0))[0]) <= g.width - room
        ]
        labels += [
            (str(r), half, y)
            for r in rows
            if g.margin + room <= (y := g.centre((0, r))[1]) <= g.height - room
        ]
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
        pieces.draw_roads(canvas, roads, g.cell)
        pieces.draw_buildings(canvas, buildings, g.cell)
        pieces.draw_mines(canvas, mines, g.cell)

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
        cells = [c for c in mark.cells if g.on_board(c)]
        corners = [g.corner(c) for c in cells]
        labels: Sequence[tuple[str, float, float]] = ()
        badge = g.cell * 0.19
        inset = badge + 1.5  # the badge's centre, its disc just inside the cell
        if mark.labels:
            by_cell = dict(zip(mark.cells, mark.labels, strict=False))
            # Badges sit in a corner, so the tile under them stays readable:
            # numbers (distances, path steps) top-left, coins top-right.
            if look.kind in ("tint", "region", "strong region"):
                labels = [
                    (by_cell[c], x + inset, y + inset)
                    for c, (x, y) in zip(cells, corners, strict=True)
                ]
            else:
                labels = [
                    (by_cell[c], x + g.cell - inset, y + inset)
                    for c, (x, y) in zip(cells, corners, strict=True)
                ]
        if look.kind == "badge" and labels:  # coins: the "+3" disc says it all
            drawing.draw_marks(canvas, look, [], g.cell, g.cell, labels, badge=badge)
            return
        if look.kind == "tint":
            drawing.draw_marks(canvas, look, corners, g.cell, g.cell, labels, badge=badge)
            return
        if look.kind in ("region", "strong region"):
            edge = 2.0 if look.kind == "strong region" else 1.25
            outline = drawing.region_outline(cells, [g.centre(c) for c in cells], g.cell, edge)
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
        pieces.draw_pawns(canvas, pawns, g.cell * 0.15)
