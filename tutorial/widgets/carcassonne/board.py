"""The Carcassonne board, drawn on an ipycanvas MultiCanvas: a view of an unbounded table.

Rulebook (base game), *Placing a tile*: tiles go next to tiles already in
play, in any direction, so the board has no edge.  The canvas keeps one size
and shows a view of the table (:class:`~tutorial.widgets.viewport.BoardGeometry`),
fitted to the tiles and the empty cells around them; buttons (and the arrow
keys, once the board has been clicked) pan, zoom and fit.

Three layers, bottom to top:

0. **background**: the table, the grid, and the column and row numbers
   along the top and left edges (the numbers of the plain-text board).
1. **tiles**: every tile, drawn from its features (:mod:`.tiles`).
2. **marks**, drawn in this order:

   - the highlights, :class:`Mark` objects: where the drawn tile may go
     and the highlights of an explanation (:meth:`Mark.of`): the tile just
     placed, a clicked feature's tiles with a bar on each side where it is
     still open, what a turn completed, rings round followers it points at;
   - the pieces over them: followers, and what a layer puts on tiles (The
     Gold Mines: the gold symbol of gold tiles, through ``gold_tile``;
     ingots, through ``ingots``);
   - last, the numbered spots where a follower may go (a ``"spot"`` mark),
     which the gold on the tile just placed would otherwise hide.

   Highlights and pieces share a layer because nearly every step changes
   both (the marks of one phase give way to the next phase's, a follower
   comes or goes): the browser puts a board's layers together again for
   each layer a message draws on, so one layer fewer to draw on is one
   such composition fewer a step.

The board draws what it is given and decides no rule: which sides are
open, whose followers go home, is the engine's explanation
(:func:`~tutorial.carcassonne.explain.describe_feature`,
:func:`~tutorial.carcassonne.scoring.completed_explanation`).

Each redraw draws only the layers whose content changed, all inside one
:func:`~tutorial.widgets.drawing.drawing` block (one message to the browser).
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

import ipywidgets as widgets
from ipycanvas import Canvas, MultiCanvas

from tutorial.carcassonne.followers import ROLE
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import FIELD, TileType, side_kind
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Highlight
from tutorial.core.grid import CLOCKWISE, Cell
from tutorial.widgets import drawing, palette
from tutorial.widgets.carcassonne import look
from tutorial.widgets.carcassonne.tiles import (
    SPOT_RADIUS,
    draw_followers,
    draw_gold_symbols,
    draw_ingots,
    draw_parts,
    draw_rings,
    draw_tiles,
    follower_point,
    part_shapes,
    prepare,
    side_point,
)
from tutorial.widgets.explanation import legend_html
from tutorial.widgets.viewport import BoardGeometry, ViewControls, Viewport

LAYERS = ("background", "tiles", "marks")
#: The width of the number bands on the table, where numbers like -12 need room.
TABLE_MARGIN = 28
#: What a layer puts on tiles (The Gold Mines: ingots): ``state -> {cell: count}``.
Ingots = Callable[[GameState], Mapping[Cell, int]]
#: Which tiles show the gold symbol (The Gold Mines): ``tile -> bool``.
GoldTile = Callable[[TileType], bool]
#: The cells beyond a cell's sides, N, E, S, W.
NEIGHBOURS = ((0, -1), (1, 0), (0, 1), (-1, 0))
#: The order marks are drawn in, by style: washes under borders, bars and rings on top.
DRAW_ORDER = ("region", "tint", "dashed", "outline", "line", "badge", "ring", "dashed ring")


@dataclass(frozen=True)
class Mark:
    """Something to show on the board in the style of ``role`` (:func:`look.style`).

    ``cells`` for cell marks, with optional ``labels`` (one per cell, as an
    explanation's :class:`~tutorial.core.explanation.Highlight` has them:
    for ``"open_side"`` the side, ``"N"``, ``"E"``, ``"S"`` or ``"W"``; for
    ``"followers"`` and ``"returned"`` the owner's name); ``spots``
    (``(cell, x, y, label)``, ``x`` and ``y`` from 0 to 1 inside the cell)
    for ``"spot"``; ``parts`` (one per cell, as a highlight has them): the
    board slots of the feature on each tile
    (:func:`~tutorial.carcassonne.tiles.feature_slots`), to draw only those
    parts of the tile, outlined along the feature's own edge.
    """

    role: str
    cells: tuple[Cell, ...] = ()
    labels: tuple[str, ...] = ()
    spots: tuple[tuple[Cell, float, float, str], ...] = ()
    parts: tuple[tuple[int, ...], ...] = ()

    @classmethod
    def of(cls, highlight: Highlight) -> Mark:
        """An explanation's highlight, as a mark drawn in its role's style."""
        return cls(highlight.role, highlight.cells, highlight.labels, parts=highlight.parts)

    def __str__(self) -> str:
        if self.spots:
            items = ", ".join(f"{cell} [{label}]" for cell, _, _, label in self.spots)
        elif self.labels:
            items = ", ".join(
                f"{c} [{lab}]" for c, lab in zip(self.cells, self.labels, strict=True)
            )
        else:
            items = ", ".join(str(c) for c in self.cells)
        return f"{look.meaning(self.role)}: {items}"


def drawn_before(kind: str) -> int:
    """Where marks drawn in style ``kind`` come in :data:`DRAW_ORDER` (unknown ones last)."""
    return DRAW_ORDER.index(kind) if kind in DRAW_ORDER else len(DRAW_ORDER)


def board_area(state: GameState) -> tuple[Cell, Cell]:
    """The rectangle of cells holding the tiles and the empty cells around them."""
    columns = [c for c, _ in state.board]
    rows = [r for _, r in state.board]
    return (min(columns) - 1, min(rows) - 1), (max(columns) + 1, max(rows) + 1)


def board_text(state: GameState) -> str:
    """Every tile, row by row: its cell, name, turn, what each side shows and who stands on it.

    The plain-text board, for screen readers and tests.
    """
    standing: dict[Cell, list[str]] = {}
    for (cell, index), seat in sorted(state.followers.items()):
        kind = state.tile_at(cell).features[index].kind
        standing.setdefault(cell, []).append(f"{state.players[seat].name}'s {ROLE[kind]}")
    lines = [f"Board: {len(state.board)} tiles"]
    for cell in sorted(state.board, key=lambda c: (c[1], c[0])):
        placed, tile = state.board[cell], state.tile_at(cell)
        sides = " ".join(f"{d.name}={side_kind(tile, placed.rotation, d)}" for d in CLOCKWISE)
        extra = f"; {', '.join(standing[cell])}" if cell in standing else ""
        turn = f", turned {placed.rotation}" if placed.rotation else ""
        lines.append(f"  {cell}: {tile.name}{turn} ({sides}){extra}")
    return "\n".join(lines)


class BoardView(Viewport, widgets.VBox):
    """A live picture of a Carcassonne board.

    Parameters
    ----------
    state:
        The game state to show.
    cell_size:
        Pixels per cell at most (cells shrink to fit the board in the canvas,
        down to :data:`~tutorial.widgets.viewport.MIN_CELL`; then the learner pans).
    size:
        The canvas' ``(width, height)`` in pixels.
    legend:
        Show the legend of the land and the followers under the board.
    ingots:
        ``state -> {cell: count}``: gold ingots to draw on tiles (The Gold Mines).
    gold_tile:
        ``tile -> bool``: the tiles that show the gold symbol (The Gold Mines).

    Examples
    --------
    >>> from tutorial.carcassonne import Game
    >>> view = BoardView(Game(2, seed=1).state)
    >>> view.geometry.cell_at(*view.geometry.centre((0, 0)))
    (0, 0)
    """

    def __init__(
        self,
        state: GameState,
        *,
        cell_size: int = 80,
        size: tuple[int, int] = (680, 660),
        legend: bool = True,
        ingots: Ingots | None = None,
        gold_tile: GoldTile | None = None,
    ) -> None:
        self.state = state
        self.cell_size = cell_size
        self.ingots = ingots
        self.gold_tile = gold_tile
        self.marks: tuple[Mark, ...] = ()
        #: How often each layer was drawn (tests check that a step skips the background).
        self.redraws: Counter[str] = Counter()
        #: The last exception raised by a click callback, if nobody else reported it.
        self.last_error: BaseException | None = None
        #: Where click-callback exceptions go; ``None`` shows them under the board.
        self.on_error: Callable[[BaseException], None] | None = None
        #: Whether the view follows the board (refits when it outgrows the canvas).
        self.follow = True
        self._click_callbacks: list[Callable[[Cell, tuple[float, float]], object]] = []
        self._drawn: dict[str, object] = {}
        self._canvas_size = size
        prepare(state.rules.tiles)  # each kind of tile worked out now, not in a step
        self.geometry = self._fitted()
        width, height = size
        self.canvas = MultiCanvas(len(LAYERS), width=width, height=height)
        self.canvas.layout.width = f"{width}px"
        self.canvas.layout.height = f"{height}px"
        self.view_controls = ViewControls(self.pan, self.zoom_in, self.zoom_out, self.fit)
        self.message = widgets.HTML("")
        children: list[widgets.Widget] = [self.canvas, self.view_controls, self.message]
        if legend:
            entries = [*look.land_legend(), *look.follower_legend(len(state.players))]
            if ingots is not None or gold_tile is not None:
                entries += look.gold_legend()
            children.append(widgets.HTML(legend_html(entries)))
        super().__init__(children, layout=widgets.Layout(width=f"{width}px"))
        self.canvas.on_mouse_down(self._mouse_down)
        self.canvas.on_key_down(self._key_down)
        # The browser keeps no canvas state: a reloaded page asks each layer again.
        for name, layer in zip(LAYERS, self.layers, strict=True):
            layer.on_client_ready(lambda name=name: self._on_ready(name))
        self.redraw(force=True)

    # -- reading ------------------------------------------------------------
    @property
    def layers(self) -> tuple[Canvas, ...]:
        """The layer canvases, bottom (background) to top (marks)."""
        return tuple(self.canvas[i] for i in range(len(LAYERS)))

    def describe(self) -> str:
        """The board, what is marked on it and what the view shows, as plain text."""
        lines = [board_text(self.state)]
        if self.ingots is not None:
            gold = sorted((c, n) for c, n in self.ingots(self.state).items() if n)
            if gold:
                lines.append("Gold: " + ", ".join(f"{c} {n}" for c, n in gold))
        lines += [f"* {mark}" for mark in self.marks]
        lines.append(self.geometry.describe())
        return "\n".join(lines)

    # -- changing what is shown ------------------------------------------------
    def update(
        self,
        state: GameState | None = None,
        marks: Iterable[Mark] | None = None,
        *,
        force: bool = False,
    ) -> None:
        """Show a new state and/or marks; redraw only what changed (every layer if ``force``).

        While the view follows the board, a board that has grown past the
        canvas is fitted again.
        """
        if state is not None:
            self.state = state
            self._follow_board()
        if marks is not None:
            self.marks = tuple(marks)
        self.redraw(force)

    # -- moving the view (pan, zoom, fit and keys: see Viewport) ------------------
    def fit(self, state: GameState | None = None, *, redraw: bool = True) -> None:
        """Show the whole board (of ``state``, if given) as large as fits; follow it as it grows.

        ``redraw=False`` leaves the drawing to the caller's next :meth:`update`.
        """
        if state is not None:
            self.state = state
        super().fit(redraw=redraw)

    def _area(self) -> tuple[Cell, Cell]:
        return board_area(self.state)

    def _fitted(self) -> BoardGeometry:
        width, height = self._canvas_size
        return BoardGeometry.fit(
            self._area(), width, height, largest=self.cell_size, margin=TABLE_MARGIN
        )

    # -- drawing ------------------------------------------------------------------------
    def redraw(self, force: bool = False) -> None:
        """Draw every layer whose content changed (every layer if ``force`` or the view moved)."""
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
                    self._patch_tiles(drawn, wanted["tiles"])  # type: ignore[arg-type]
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
        """Draw on ``layer`` only right of and below the number bands."""
        g = self.geometry
        layer.begin_path()
        layer.rect(g.margin, g.margin, g.width - g.margin, g.height - g.margin)
        layer.clip()

    def _patch_tiles(self, drawn: dict, wanted: dict) -> None:
        """Redraw only the cells of the tiles layer whose tile changed (a step places one)."""
        changed = [c for c in wanted.keys() | drawn.keys() if drawn.get(c) != wanted.get(c)]
        if len(changed) > 12:  # many changes (a jump back): a full redraw is simpler
            self.draw_layer("tiles")
            return
        layer, g = self.layers[LAYERS.index("tiles")], self.geometry
        with drawing.drawing():
            for cell in changed:
                layer.clear_rect(*g.corner(cell), g.cell, g.cell)
            self._draw_tile_cells(layer, [c for c in changed if c in wanted])
        self.redraws["tiles (patched)"] += 1

    # -- clicks and keys -------------------------------------------------------------
    def on_cell_click(self, callback: Callable[[Cell, tuple[float, float]], object]) -> None:
        """Call ``callback(cell, (x, y))`` on a click on a cell; ``(x, y)`` (0-1): where in it."""
        self._click_callbacks.append(callback)

    def click_pixel(self, x: float, y: float) -> Cell | None:
        """What a mouse click at canvas pixel ``(x, y)`` does; returns the cell clicked.

        A click on the column and row numbers is reported as an
        ``IllegalMove`` of the rule "Board".
        """
        g = self.geometry
        cell = g.cell_at(x, y)
        if cell is None:
            self.report(
                IllegalMove(
                    "Board",
                    f"the click at pixel ({x:.0f}, {y:.0f}) is on the column or row numbers, "
                    "not on a cell: click a cell of the board",
                )
            )
            return None
        left, top = g.corner(cell)
        self.click_cell(cell, ((x - left) / g.cell, (y - top) / g.cell))
        return cell

    def click_cell(self, cell: Cell, within: tuple[float, float] = (0.5, 0.5)) -> None:
        """Run the click callbacks for ``cell`` (clicked at ``within``); errors are reported."""
        for callback in self._click_callbacks:
            try:
                callback(cell, within)
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
        gold = tuple(sorted(self.ingots(s).items())) if self.ingots is not None else ()
        return {
            "background": self.geometry,
            "tiles": {cell: (p.tile, p.rotation) for cell, p in s.board.items()},
            "marks": (self.marks, tuple(sorted(s.followers.items())), gold, self._gold_cells()),
        }

    def _gold_cells(self) -> tuple[Cell, ...]:
        """The tiles showing the gold symbol (none without a ``gold_tile`` hook)."""
        if self.gold_tile is None:
            return ()
        return tuple(sorted(c for c in self.state.board if self.gold_tile(self.state.tile_at(c))))

    def _draw_background(self, canvas: Canvas) -> None:
        """The table and the grid of every cell in view, and the numbers along the edges."""
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
        drawing.put(canvas, fill_style="#FFFFFF")
        canvas.fill_rect(0, 0, g.width, g.margin)
        canvas.fill_rect(0, 0, g.margin, g.height)
        drawing.centred_text(canvas, "12px sans-serif", palette.LABEL)
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
        self._draw_tile_cells(canvas, list(self.state.board))

    def _draw_tile_cells(self, canvas: Canvas, cells: list[Cell]) -> None:
        g, s = self.geometry, self.state
        # A hair of table between tiles keeps each tile readable as a tile.
        tiles = [
            (*(v + 0.5 for v in g.corner(c)), s.tile_at(c), s.board[c].rotation) for c in cells
        ]
        draw_tiles(canvas, tiles, g.cell - 1)

    def _draw_marks(self, canvas: Canvas) -> None:
        """The highlights, then the pieces over them (see the module's docstring).

        A canvas keeps its settings (how lines join, say) from one drawing to
        the next: the pieces put theirs back, so the highlights are drawn as
        they would be on a layer of their own.
        """
        self._draw_highlights(canvas)
        with drawing.settings_kept(canvas):
            self._draw_pieces(canvas)

    def _draw_highlights(self, canvas: Canvas) -> None:
        g = self.geometry
        # Borders on a cell that already has one go inside it, so each stays in view
        # (a feature just completed that gold was also taken from; a legal, open cell).
        borders: Counter[Cell] = Counter()
        for mark in sorted(self.marks, key=lambda m: drawn_before(look.style(m.role).kind)):
            style = look.style(mark.role)
            corners = [g.corner(c) for c in mark.cells]
            if mark.parts:
                self._draw_parts(canvas, style, mark)
            elif style.kind == "region":
                outline = drawing.region_outline(
                    mark.cells, [g.centre(c) for c in mark.cells], g.cell, 2.0
                )
                drawing.draw_region(canvas, style, corners, outline, g.cell)
            elif style.kind == "line":
                self._draw_side_bars(canvas, style, mark)
            elif style.kind in ("ring", "dashed ring"):
                self._draw_rings(canvas, style, mark)
            elif mark.spots:
                continue  # drawn with the pieces, over the gold
            elif style.kind in ("dashed", "outline", "badge"):
                self._draw_borders(canvas, style, mark.cells, borders)
            elif corners:
                drawing.draw_marks(canvas, style, corners, g.cell, g.cell)

    def _draw_parts(self, canvas: Canvas, style: palette.Style, mark: Mark) -> None:
        """Only the parts of each tile the feature covers, outlined round the whole feature.

        No line is drawn along a side where the mark goes on into the next
        tile (a feature reaching across a tile's edge reaches the tile beyond).
        """
        g, s = self.geometry, self.state
        marked = set(mark.cells)
        fills, lines = [], []
        for cell, slots in zip(mark.cells, mark.parts, strict=True):
            if cell not in s.board:
                continue
            joined = [(cell[0] + dx, cell[1] + dy) in marked for dx, dy in NEIGHBOURS]
            unit_fills, unit_lines = part_shapes(
                s.tile_at(cell), s.board[cell].rotation, slots, joined
            )
            # Drawn where the tile is drawn: a hair inside the cell (see _draw_tile_cells).
            x, y = (v + 0.5 for v in g.corner(cell))
            fills += [points * (g.cell - 1) + (x, y) for points in unit_fills]
            lines += [points * (g.cell - 1) + (x, y) for points in unit_lines]
        draw_parts(canvas, style, fills, lines)

    def _draw_borders(
        self, canvas: Canvas, style: palette.Style, cells: Iterable[Cell], borders: Counter[Cell]
    ) -> None:
        """Borders round ``cells``, each inside those already drawn there (``borders`` counts)."""
        g = self.geometry
        step = max(4.0, g.cell * 0.09)
        by_depth: dict[int, list[Cell]] = {}
        for cell in dict.fromkeys(cells):
            by_depth.setdefault(borders[cell], []).append(cell)
            borders[cell] += 1
        for depth, group in sorted(by_depth.items()):
            inset = min(depth, 3) * step
            corners = [(x + inset, y + inset) for x, y in map(g.corner, group)]
            drawing.draw_marks(canvas, style, corners, g.cell - 2 * inset, g.cell - 2 * inset)

    def _draw_side_bars(self, canvas: Canvas, style: palette.Style, mark: Mark) -> None:
        """A bar along the labelled side (N, E, S or W) of each cell, just inside the tile."""
        g = self.geometry
        width = max(5.0, g.cell * 0.11)
        inward = width / 2 + 1
        segments = []
        for cell, label in zip(mark.cells, mark.labels, strict=True):
            side = "NESW".index(label)
            x, y = g.corner(cell)
            dx, dy = ((0, 1), (-1, 0), (0, -1), (1, 0))[side]  # towards the tile's middle
            a, b = side_point(side, 0.2), side_point(side, 0.8)  # apart: each side its own bar
            segments.append(
                tuple(
                    (x + p[0] * g.cell + dx * inward, y + p[1] * g.cell + dy * inward)
                    for p in (a, b)
                )
            )
        drawing.draw_links(canvas, style, segments, width)

    def _draw_rings(self, canvas: Canvas, style: palette.Style, mark: Mark) -> None:
        """A ring round the follower on each cell (dashed, with its owner's number, where it left).

        A tile holds at most one follower (Rulebook (base game), *Placing a
        follower*: only on the tile just placed), so a cell names it.  A
        follower going home has left the board: its ring is at the cell's middle.
        """
        g, s = self.geometry, self.state
        standing = {cell: (index, seat) for (cell, index), seat in s.followers.items()}
        seats = {player.name: seat for seat, player in enumerate(s.players)}
        labels = mark.labels or ("",) * len(mark.cells)
        rings = []
        for cell, owner in zip(mark.cells, labels, strict=True):
            x, y = g.corner(cell)
            if style.kind == "ring" and cell in standing:
                index = standing[cell][0]
                fx, fy = follower_point(s.tile_at(cell), s.board[cell].rotation, index)
            else:
                fx, fy = 0.5, 0.5
            seat = seats.get(owner)
            mark_text = palette.player_look(seat).mark if seat is not None else ""
            rings.append((x + fx * g.cell, y + fy * g.cell, mark_text))
        draw_rings(canvas, style, rings, g.cell * 0.3)

    def _draw_pieces(self, canvas: Canvas) -> None:
        g, s = self.geometry, self.state
        # The gold symbol is printed on the tile, but drawn here, over any border round it.
        draw_gold_symbols(canvas, [g.corner(c) for c in self._gold_cells()], g.cell)
        followers = []
        for (cell, index), seat in s.followers.items():
            tile, rotation = s.tile_at(cell), s.board[cell].rotation
            fx, fy = follower_point(tile, rotation, index)
            x, y = g.corner(cell)
            lying = tile.features[index].kind == FIELD
            followers.append((x + fx * g.cell, y + fy * g.cell, seat, lying))
        draw_followers(canvas, followers, g.cell * 0.44)
        if self.ingots is not None:
            gold = [(*g.corner(c), n) for c, n in self.ingots(s).items()]
            draw_ingots(canvas, gold, g.cell)
        # Where a follower may go, last: the gold on the tile just placed must not hide it.
        for mark in self._spot_marks():
            labels = [
                (label, g.corner(c)[0] + x * g.cell, g.corner(c)[1] + y * g.cell)
                for c, x, y, label in mark.spots
            ]
            drawing.draw_marks(
                canvas,
                look.style(mark.role),
                [],
                g.cell,
                g.cell,
                labels,
                badge=g.cell * SPOT_RADIUS,
            )

    def _spot_marks(self) -> tuple[Mark, ...]:
        """The marks of numbered spots (drawn last, over the pieces)."""
        return tuple(mark for mark in self.marks if mark.spots)
