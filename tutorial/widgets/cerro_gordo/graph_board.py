"""A Cerro Gordo board under a step-through's graph: tiles drawn, nodes at cell centres.

The step-through views (:mod:`~tutorial.widgets.cerro_gordo.search_view`,
:mod:`~tutorial.widgets.cerro_gordo.union_view`) draw an algorithm's marks
on whole cells over the board as the game draws it (roads, buildings,
mines, pawns), with the column and row numbers of the plain-text board
round it, so "(4, 2)" in the text is easy to find.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ipycanvas import Canvas

from tutorial.cerro_gordo.components import Building, MineSite, Road
from tutorial.cerro_gordo.state import GameState
from tutorial.core.grid import Cell
from tutorial.widgets import drawing, palette
from tutorial.widgets.cerro_gordo import pieces
from tutorial.widgets.graph_canvas import GraphCanvas
from tutorial.widgets.graph_layout import GraphPicture, Projection

#: Pixels round the board for the column and row numbers.
MARGIN = 22


def tile_extent(state: GameState) -> tuple[Cell, Cell]:
    """The top-left and bottom-right cells of the smallest rectangle holding every tile."""
    cells = list(state.tiles) or [(0, 0)]
    cols, rows = [c for c, _ in cells], [r for _, r in cells]
    return (min(cols), min(rows)), (max(cols), max(rows))


def cell_name(state: GameState) -> Callable[[Cell], str]:
    """How a step-through writes a cell: ``M1`` for a mine, ``(4, 2)`` for anything else."""
    mines = {m.cell: f"M{m.number}" for m in state.mines}
    return lambda cell: mines.get(cell) or str(cell)


def short_cell_name(state: GameState) -> Callable[[Cell], str]:
    """A cell on a small disc (the parent forest): ``M1``, or ``4,2``."""
    mines = {m.cell: f"M{m.number}" for m in state.mines}
    return lambda cell: mines.get(cell) or f"{cell[0]},{cell[1]}"


def board_backdrop(
    state: GameState, extent: tuple[Cell, Cell] | None = None
) -> Callable[[Canvas, Projection], None]:
    """Draws ``state``'s board (ground, grid, numbers, tiles, pawns) under a graph.

    ``extent`` (default: the tiles') is the rectangle of cells to draw, so a
    replay can keep one frame while tiles arrive.
    """
    (c0, r0), (c1, r1) = extent or tile_extent(state)

    def draw(canvas: Canvas, projection: Projection) -> None:
        size = projection.scale

        def corner(cell: Cell) -> tuple[float, float]:
            x, y = projection.pixel(cell)
            return x - size / 2, y - size / 2

        left, top = corner((c0, r0))
        right, bottom = corner((c1 + 1, r1 + 1))
        drawing.put(canvas, fill_style=palette.GROUND)
        canvas.fill_rect(left, top, right - left, bottom - top)
        lines = [((x, top), (x, bottom)) for x in (corner((c, r0))[0] for c in range(c0, c1 + 2))]
        lines += [((left, y), (right, y)) for y in (corner((c0, r))[1] for r in range(r0, r1 + 2))]
        drawing.put(canvas, stroke_style=palette.GRID, line_width=1.0)
        canvas.stroke_line_segments(drawing.floats(lines).reshape(-1, 2, 2))
        drawing.centred_text(canvas, "12px sans-serif", palette.LABEL)
        numbers = [
            (str(c), projection.pixel((c, r0))[0], top - MARGIN / 2) for c in range(c0, c1 + 1)
        ]
        numbers += [
            (str(r), left - MARGIN / 2, projection.pixel((c0, r))[1]) for r in range(r0, r1 + 1)
        ]
        drawing.texts(canvas, numbers)
        roads, buildings = [], []
        for cell, tile in state.tiles.items():
            if isinstance(tile, Road):
                roads.append((*corner(cell), tile.exits))
            elif isinstance(tile, Building):
                buildings.append((*corner(cell), tile.kind.value))
        mines = [
            (*corner(m.cell), m.number, len(m.tiles), m.top.silver if m.top else None)
            for m in state.mines
            if isinstance(state.tiles.get(m.cell), MineSite)
        ]
        pieces.draw_roads(canvas, roads, size)
        pieces.draw_buildings(canvas, buildings, size)
        pieces.draw_mines(canvas, mines, size)
        pawns = []
        for seat, player in enumerate(state.players):
            if player.pawn is not None:
                x, y = corner(player.pawn)
                pawns.append((x + size * 0.79, y + size * 0.78, seat))
        pieces.draw_pawns(canvas, pawns, size * 0.15)

    return draw


def board_canvas(state: GameState, nodes: Iterable[Cell], *, cell_size: int = 44) -> GraphCanvas:
    """A :class:`GraphCanvas` of ``nodes`` (cells) drawn over ``state``'s board, one cell each."""
    (c0, r0), (c1, r1) = tile_extent(state)
    nodes = tuple(nodes)
    picture = GraphPicture(
        nodes, {n: () for n in nodes}, {n: (float(n[0]), float(n[1])) for n in nodes}
    )
    projection = Projection(float(cell_size), (c0 - 0.5, r0 - 0.5), (MARGIN, MARGIN))
    return GraphCanvas(
        picture,
        width=MARGIN + (c1 - c0 + 1) * cell_size + 4,
        height=MARGIN + (r1 - r0 + 1) * cell_size + 4,
        shape="cell",
        projection=projection,
        backdrop=board_backdrop(state),
        name=cell_name(state),
        edges=False,
    )


def board_legend(state: GameState) -> list[palette.LegendEntry]:
    """Legend entries for what the board under a step-through shows."""
    return [
        *palette.building_legend(),
        palette.LegendEntry(palette.MINE, "tile", "mine (tiles left, silver on top)", "M"),
        palette.LegendEntry(palette.ROAD, "tile", "road tile", ""),
        *palette.player_legend(len(state.players)),
    ]
