"""Step through the union-find that grows Carcassonne's cities, roads, fields and monasteries.

Rulebook (base game), *Scoring*: a city, road or monastery scores when it is
complete.  The engine knows that without searching the board: every feature
on a tile is a node of a union-find, the nodes that meet across tile edges
are merged, and each set counts its open ends
(:mod:`~tutorial.carcassonne.feature_trace`).

:class:`FeatureStepper` replays a game's tiles in the order they were placed,
one line of pseudocode at a time, with the generic step-through of
:class:`~tutorial.widgets.union_find_view.UnionFindView`: on the left the
placed tiles as plain squares (cities, roads and monasteries sketched) with
a dot for each feature node; on the right the pseudocode with the current
line lit, the parent table with each root's kind and open ends, and the
parent forest.  A set whose count reaches 0 is complete: the caption says
so, and its nodes get a ring (the app's mark of a completed feature).
A whole game is too much to read line by line: the stepper replays its
first :data:`FEW_TILES` tiles unless asked for more.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from ipycanvas import Canvas

from tutorial.carcassonne.feature_trace import (
    FEATURE_PSEUDOCODE,
    MOST_FEATURES,
    MOST_JOINS,
    RICHEST_TILE,
    FeatureEvent,
    FeatureTrace,
    Placement,
    replay_features,
)
from tutorial.carcassonne.features import Node
from tutorial.carcassonne.game import Game
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import CITY, FIELD, MONASTERY, ROAD, turned
from tutorial.core.grid import Cell
from tutorial.core.history import History
from tutorial.widgets import drawing, palette
from tutorial.widgets.graph_canvas import GraphCanvas, LinkMark, Mark, NodeMark
from tutorial.widgets.graph_layout import GraphPicture, Point, Projection
from tutorial.widgets.palette import LegendEntry
from tutorial.widgets.union_find_view import UnionFindView

#: The mark of a complete city, road or monastery: the app's ring round a completed feature.
COMPLETE = "completed"
#: The set colours (indexes of :data:`palette.GROUP_COLOURS`) that are not the ring's.
SET_COLOURS = tuple(
    i for i, c in enumerate(palette.GROUP_COLOURS) if c != palette.style(COMPLETE).colour
)
#: Pixels round the board for the column and row numbers.
MARGIN = 22
#: How the tiles are sketched.
FIELD_GREEN = "#E4EDD3"
CITY_BROWN = "#D8B98C"
MONASTERY_RED = "#B5654A"

#: How many tiles a stepper replays unless asked for more: a few tiles read well line by
#: line, a whole game (hundreds of nodes) does not.
FEW_TILES = 6

#: What the richest tile brings, in words ("4 roads, 4 fields").
RICHEST_KINDS = ", ".join(
    f"{count} {kind}s" for kind, count in Counter(f.kind for f in RICHEST_TILE.features).items()
)

FEATURE_NOTE = f"""
<div style="font:13px sans-serif;line-height:1.45;max-width:900px;color:#333;padding-top:6px">
<b>Cost.</b> Each union and each find takes nearly constant time (union by size keeps
the trees flat, path compression flattens them further). A tile brings at most
{MOST_FEATURES} features (the {RICHEST_TILE.name}: {RICHEST_KINDS}) and makes at most
{MOST_JOINS} joins (3 slots on each of 4 sides; a city side makes one).
Knowing that a city, road or monastery is <b>complete</b> is one look at its count of
<b>open ends</b>: nothing is ever searched, however big the board grows.
</div>
"""

#: How far apart (in tiles) the dots of one tile's features sit: a root's ring and size
#: badge must not cover its neighbour, on its tile or on the next.
DOT_GAP = 0.33
#: Which features take their places first (see :func:`feature_spots`).
CHOOSING_ORDER = (MONASTERY, ROAD, CITY, FIELD)


def slot_point(slot: int) -> Point:
    """Where board slot ``slot`` sits on the edge of a tile one unit wide, centred on 0.

    >>> slot_point(0), slot_point(4), slot_point(7)
    ((-0.25, -0.5), (0.5, 0.0), (0.0, 0.5))
    """
    side, k = divmod(slot, 3)
    along = -0.25 + 0.25 * k  # clockwise along the side
    return ((along, -0.5), (0.5, along), (0.0 - along, 0.5), (-0.5, 0.0 - along))[side]


def feature_spots(placement: Placement) -> dict[Node, Point]:
    """Where each feature's dot goes on its tile, in tiles from the tile's centre.

    Each dot takes one of 3 x 3 places :data:`DOT_GAP` apart (a tile has at
    most 8 features): the free one nearest the middle of the slots its
    feature reaches, pulled towards the centre (a monastery's is the centre).
    Monasteries choose first, then roads (a road is drawn through its dot),
    then cities, then fields.  A root's ring and size badge then leave its
    neighbours readable, on its tile and across the edge.

    >>> from tutorial.carcassonne.board import Placed
    >>> from tutorial.carcassonne.tiles import base_tiles
    >>> curve = next(t for t in base_tiles() if t.name == "curve")
    >>> nodes = tuple(((0, 0), i) for i in range(len(curve.features)))
    >>> sorted(feature_spots(Placement((0, 0), Placed(0, 0), curve, nodes)).values())
    [(-0.33, 0.33), (0.0, -0.33), (0.0, 0.0)]
    """
    wanted: dict[Node, Point] = {}
    for node in placement.nodes:
        feature = placement.tile.features[node[1]]
        points = [slot_point(turned(s, placement.placed.rotation)) for s in feature.slots]
        middle = (
            [0.6 * sum(p[i] for p in points) / len(points) for i in (0, 1)] if points else [0, 0]
        )
        wanted[node] = (middle[0], middle[1])
    places = [(DOT_GAP * dx, DOT_GAP * dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]
    pairs = sorted(
        (
            CHOOSING_ORDER.index(placement.tile.features[node[1]].kind),
            math.dist(spot, place),
            k,
            node,
        )
        for k, place in enumerate(places)
        for node, spot in wanted.items()
    )
    spots: dict[Node, Point] = {}
    taken: set[int] = set()
    for _, _, k, node in pairs:
        if node not in spots and k not in taken:
            spots[node] = places[k]
            taken.add(k)
    return {node: spots[node] for node in placement.nodes}


def extent(trace: FeatureTrace) -> tuple[Cell, Cell]:
    """The top-left and bottom-right cells of the smallest rectangle holding every tile."""
    cells = [p.cell for p in trace.placements] or [(0, 0)]
    cols, rows = [c for c, _ in cells], [r for _, r in cells]
    return (min(cols), min(rows)), (max(cols), max(rows))


def tiles_backdrop(
    placements: Sequence[Placement],
    spots: Mapping[Node, Point],
    frame: tuple[Cell, Cell],
    current: Cell | None,
) -> Callable[[Canvas, Projection], None]:
    """Draws the grid, its numbers and ``placements`` as sketched squares; ``current`` outlined."""
    (c0, r0), (c1, r1) = frame

    def draw(canvas: Canvas, projection: Projection) -> None:
        size = projection.scale

        def pixel(x: float, y: float) -> tuple[float, float]:
            return projection.pixel((x, y))

        left, top = pixel(c0 - 0.5, r0 - 0.5)
        right, bottom = pixel(c1 + 0.5, r1 + 0.5)
        drawing.put(canvas, fill_style=palette.GROUND)
        canvas.fill_rect(left, top, right - left, bottom - top)
        lines = [(pixel(c - 0.5, r0 - 0.5), pixel(c - 0.5, r1 + 0.5)) for c in range(c0, c1 + 2)]
        lines += [(pixel(c0 - 0.5, r - 0.5), pixel(c1 + 0.5, r - 0.5)) for r in range(r0, r1 + 2)]
        drawing.put(canvas, stroke_style=palette.GRID, line_width=1.0)
        canvas.stroke_line_segments(drawing.floats(lines).reshape(-1, 2, 2))
        drawing.centred_text(canvas, "12px sans-serif", palette.LABEL)
        numbers = [(str(c), pixel(c, r0)[0], top - MARGIN / 2) for c in range(c0, c1 + 1)]
        numbers += [(str(r), left - MARGIN / 2, pixel(c0, r)[1]) for r in range(r0, r1 + 1)]
        drawing.texts(canvas, numbers)
        for placement in placements:
            col, row = placement.cell
            x, y = pixel(col - 0.5, row - 0.5)
            drawing.put(canvas, fill_style=FIELD_GREEN, stroke_style=palette.LABEL, line_width=1.0)
            canvas.fill_rect(x + 1, y + 1, size - 2, size - 2)
            canvas.stroke_rect(x + 1, y + 1, size - 2, size - 2)
            for node in placement.nodes:
                feature = placement.tile.features[node[1]]
                board_slots = [turned(s, placement.placed.rotation) for s in feature.slots]
                sx, sy = spots[node]
                if feature.kind == CITY:
                    # A band along each side the city covers.
                    drawing.put(canvas, fill_style=CITY_BROWN)
                    for side in sorted({s // 3 for s in board_slots}):
                        corners = [slot_point(3 * side), slot_point(3 * side + 2)]
                        outer = [_stretch(p, 2.0) for p in corners]  # the tile's corners
                        inner = [(px * 0.45, py * 0.45) for px, py in outer]
                        ring = [*outer, *reversed(inner)]
                        canvas.fill_polygon(
                            drawing.floats([pixel(col + px, row + py) for px, py in ring])
                        )
                elif feature.kind == ROAD:
                    ends = [
                        (pixel(col + px, row + py), pixel(col + sx, row + sy))
                        for px, py in map(slot_point, board_slots)
                    ]
                    drawing.put(canvas, stroke_style=palette.ROAD_EDGE, line_width=size * 0.09)
                    canvas.stroke_line_segments(drawing.floats(ends).reshape(-1, 2, 2))
                    drawing.put(canvas, stroke_style="#FFFFFF", line_width=size * 0.05)
                    canvas.stroke_line_segments(drawing.floats(ends).reshape(-1, 2, 2))
                elif feature.kind == MONASTERY:
                    drawing.put(canvas, fill_style=MONASTERY_RED)
                    canvas.fill_rect(*pixel(col - 0.17, row - 0.17), size * 0.34, size * 0.34)
        if current is not None:
            x, y = pixel(current[0] - 0.5, current[1] - 0.5)
            drawing.put(canvas, stroke_style=palette.INK, line_width=3.0)
            canvas.stroke_rect(x + 1.5, y + 1.5, size - 3, size - 3)

    return draw


def _stretch(point: Point, factor: float) -> Point:
    """A side's outer slot point pushed out along the side to the tile's corner."""
    x, y = point
    # One coordinate is +-0.5 (the side), the other +-0.25 (along it): only the latter moves.
    return (x * factor, y) if abs(y) == 0.5 else (x, y * factor)


class FeatureStepper(UnionFindView):
    """The features of a game, grown tile by tile by union-find with open ends, line by line.

    Parameters
    ----------
    source:
        A :class:`~tutorial.carcassonne.Game` (or its history): its tiles up
        to the history cursor, in the order they were placed.  Or a
        :class:`~tutorial.carcassonne.GameState`: its tiles in the order
        its board lists them.
    tiles:
        How many tiles to replay (default :data:`FEW_TILES`; ``None``: all).
    cell_size:
        Pixels a tile (default: as big as fits in about 560 x 480 pixels, 70 to 120).

    Examples
    --------
    The start tile's city and a city edge turned to face it make a city of
    2 tiles with no open end: complete.

    >>> from tutorial.carcassonne import Placed, new_game
    >>> state = new_game(2, seed=1).state
    >>> edge = [t.name for t in state.rules.tiles].index("city edge")
    >>> view = FeatureStepper(state.with_tile((0, -1), Placed(edge, 2)))
    >>> done = view.trace.completions()[0][0]
    >>> print(view.text(done))
    Step 15 of 16, line 19: if open[r] == 0 and r is no field:  r is complete
    open[C5] == 0: the city C5 (2 tiles) is complete.
      parent: C1→C5
      roots: R2 (size 1, road, 2 open ends), F3 (size 1, field, touches C1: 1 city), \
F4 (size 1, field), C5 (size 2, city, 0 open ends: complete), F6 (size 1, field, \
touches C5: 1 city)
    """

    def __init__(
        self,
        source: Game | History | GameState,
        *,
        tiles: int | None = FEW_TILES,
        cell_size: int | None = None,
        title: str = "Cities, roads, fields and monasteries by union-find, with open ends",
    ) -> None:
        self.trace = trace = replay_features(source, tiles)
        if trace.left_out:
            shown = len(trace.placements)
            title += f" (the first {shown} of {shown + trace.left_out} tiles)"
        self.frame = extent(trace)
        (c0, r0), (c1, r1) = self.frame
        cols, rows = c1 - c0 + 1, r1 - r0 + 1
        size = cell_size or int(max(70, min(120, 560 / cols, 480 / rows)))
        self.spots: dict[Node, Point] = {}
        self.positions: dict[Node, Point] = {}
        for placement in trace.placements:
            col, row = placement.cell
            for node, (x, y) in feature_spots(placement).items():
                self.spots[node] = (x, y)
                self.positions[node] = (col + x, row + y)
        # The pairs joined across an edge by each tile: the grey lines of the drawing.
        self.joins: list[list[tuple[Node, Node]]] = [[] for _ in trace.placements]
        for event in trace.events:
            if event.kind == "join":
                self.joins[event.tile].append(event.edge)  # type: ignore[arg-type]
        self._tile_drawn: int | None = None
        canvas = GraphCanvas(
            self.picture(len(trace.placements) - 1),
            width=MARGIN + cols * size + 4,
            height=MARGIN + rows * size + 4,
            projection=Projection(float(size), (c0 - 0.5, r0 - 0.5), (MARGIN, MARGIN)),
            name=trace.name,
            radius=max(8.0, min(13.0, size * 0.11)),
        )
        super().__init__(
            None,
            canvas=canvas,
            events=trace.events,
            name=trace.name,
            title=title,
            pseudocode=FEATURE_PSEUDOCODE,
            note=FEATURE_NOTE,
        )

    # -- the board ---------------------------------------------------------------------
    def picture(self, tile: int) -> GraphPicture:
        """The feature nodes of the tiles placed up to placement ``tile``, joined as they met."""
        nodes = [n for p in self.trace.placements[: tile + 1] for n in p.nodes]
        adjacency: dict[Node, list[Node]] = {n: [] for n in nodes}
        for pairs in self.joins[: tile + 1]:
            for a, b in pairs:
                if b not in adjacency[a]:
                    adjacency[a].append(b)
                    adjacency[b].append(a)
        positions = {n: self.positions[n] for n in nodes}
        return GraphPicture(tuple(nodes), {n: tuple(v) for n, v in adjacency.items()}, positions)

    def draw(self, index: int) -> None:
        """The tiles placed so far (redrawn only when a tile arrives), then the rest."""
        tile = self.events[index].tile
        if tile != self._tile_drawn:
            self._tile_drawn = tile
            placements = self.trace.placements[: tile + 1]
            current = placements[-1].cell if placements else None
            self.drawing.backdrop = tiles_backdrop(placements, self.spots, self.frame, current)
            self.drawing.move(self.picture(tile))
        super().draw(index)

    # -- what a step shows ----------------------------------------------------------------
    def event(self, index: int) -> FeatureEvent:
        return self.events[index]

    def legend_roles(self) -> tuple[str, ...]:
        return (
            "alone",
            palette.group_role(0),
            "root",
            "walk",
            "link checked",
            "link merged",
            "link joined",
        )

    def extra_legend(self) -> list[LegendEntry]:
        (ring,) = self.drawing.legend([COMPLETE])  # as the drawing draws it
        return [
            replace(ring, meaning="complete: a city, road or monastery with 0 open ends"),
            LegendEntry(CITY_BROWN, "tile", "city", colour_name="light brown"),
            LegendEntry(palette.ROAD_EDGE, "line", "road"),
            LegendEntry(MONASTERY_RED, "tile", "monastery", colour_name="brick red"),
            LegendEntry(
                FIELD_GREEN,
                "tile",
                "field; C, R, F, M: a city, road, field, monastery node",
                colour_name="pale green",
            ),
        ]

    def set_role(self, colour: int, members: Sequence[Node]) -> str:
        """A set's colour, never the colour of the ring round a complete set."""
        return palette.group_role(SET_COLOURS[colour % len(SET_COLOURS)])

    def set_marks(self, index: int, forest: bool = False) -> list[Mark]:
        """Union-find's marks, and a ring round every node of a complete set."""
        event = self.event(index)
        done = {r for r, k in event.open.items() if k == 0 and event.kinds[r] != FIELD}
        complete = tuple(n for n in event.parent if event.root(n) in done)
        ring = [NodeMark(COMPLETE, complete)] if complete else []
        return [*super().set_marks(index, forest), *ring]

    def link_role(self, index: int) -> str:
        """This join's edge: being checked, merged, or found already connected."""
        for event in reversed(self.events[: index + 1]):
            if event.kind == "hang":
                return "link merged"
            if event.kind == "same":
                return "link joined"
            if event.kind in ("join", "union"):
                return "link checked"
        return "link checked"

    def marks(self, index: int) -> list[Mark]:
        event = self.event(index)
        marks: list[Mark] = []
        if event.edge is not None:
            marks.append(LinkMark(self.link_role(index), (event.edge,)))
        return marks + self.set_marks(index)

    def union_so_far(self, index: int) -> tuple[str, str, list[Node]]:
        """As union-find's, with the call named as the pseudocode runs it: ``join(a, b, k)``."""
        event = self.event(index)
        if event.kind == "join":
            a, b = (self.name(n) for n in event.nodes)
            return f"join({a}, {b}, {event.numbers[2]})", "", []
        call, roots, walk = super().union_so_far(index)
        if call:
            start = next(i for i in range(index, -1, -1) if self.events[i].kind == "join")
            call = f"join{call.removeprefix('union')[:-1]}, {self.events[start].numbers[2]})"
        return call, roots, walk

    def root_rows(self, index: int) -> list[tuple[str, Mapping[Node, str]]]:
        """Each root's kind, and its open ends (a field has none to count)."""
        event = self.event(index)
        kinds = {root: event.kinds[root] for root in event.size}
        ends = {r: str(event.open[r]) for r in event.size if kinds[r] != FIELD}
        return [("kind", kinds), ("open ends", ends)]

    def step_text(self, index: int) -> str:
        """The step in the union-find chapter's words, with open ends and the tile placed."""
        return self.trace.step_text(index)
