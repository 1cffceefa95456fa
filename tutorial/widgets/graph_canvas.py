"""A node-link drawing on an ipycanvas, for the step-through views.

:class:`GraphCanvas` draws a :class:`~tutorial.widgets.graph_layout.GraphPicture`
on two layers: underneath, what never changes during a walk-through (a
backdrop such as a game board, and the graph's edges); on top, the marks of
the current step (:class:`NodeMark`, :class:`LinkMark`), redrawn as one
message.  Nodes are drawn as discs with their names (``shape="circle"``,
for a teacher's graph) or as whole board cells (``shape="cell"``, for a
game board drawn underneath, whose tiles must stay readable).

Every mark has a *role*; its colour and style come from
:func:`tutorial.widgets.palette.style`, so the legend, which reads the same
table, always matches the drawing.  Colour is never the only cue: marks
also differ in style (filled, ring, dashed ring, solid or hollow line,
arrow) and carry numbers.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from ipycanvas import Canvas, MultiCanvas

from tutorial.widgets import drawing, palette
from tutorial.widgets.graph_layout import GraphPicture, Point, Projection

Node = Hashable

FILLS = ("tint", "region", "strong region")
RINGS = ("outline", "dashed")


@dataclass(frozen=True)
class NodeMark:
    """Nodes drawn in one role, with an optional badge each (a distance, a size)."""

    role: str
    nodes: tuple[Node, ...]
    labels: tuple[str, ...] = ()


@dataclass(frozen=True)
class LinkMark:
    """Pairs of nodes joined in one role: an edge, or an arrow from the first to the second."""

    role: str
    pairs: tuple[tuple[Node, Node], ...]


Mark = NodeMark | LinkMark


class GraphCanvas:
    """Two canvas layers showing a graph; :meth:`show` draws the marks of one step.

    Parameters
    ----------
    picture:
        The graph and its positions.
    width, height:
        Canvas size in pixels (ignored when ``projection`` is given with ``size``).
    shape:
        ``"circle"``: nodes are discs with their names; ``"cell"``: a node is
        the square around its position, one position unit wide.
    projection:
        Positions to pixels; default: fit every node into the canvas.
    backdrop:
        ``backdrop(canvas, projection)`` draws under the graph (a game board).
    name:
        Writes a node's name on its disc.
    edges:
        Draw the graph's edges underneath (a board's roads already show them).
    radius:
        Disc radius in pixels (default: a third of the closest two nodes' distance).
    layers:
        Canvas layers (at least 2): layers 2 and up lie above the marks and
        are drawn by :meth:`draw_overlay` (a game's pieces, say), which a
        subclass fills in.
    """

    def __init__(
        self,
        picture: GraphPicture,
        *,
        width: int = 440,
        height: int = 340,
        shape: str = "circle",
        projection: Projection | None = None,
        backdrop: Callable[[Canvas, Projection], None] | None = None,
        name: Callable[[Node], str] = str,
        edges: bool = True,
        radius: float | None = None,
        layers: int = 2,
    ) -> None:
        self.picture = picture
        self.shape = shape
        self.name = name
        self.backdrop = backdrop
        self.with_edges = edges
        self.width, self.height = width, height
        self.radius = radius or self._radius(picture, projection)
        pad = self.radius + 14
        self.projection = projection or Projection.fit(
            picture.positions.values(), width, height, pad
        )
        self.centres: dict[Node, Point] = {
            n: self.projection.pixel(p) for n, p in picture.positions.items()
        }
        if shape == "circle" and projection is None and radius is None:
            self.radius = self._radius(picture, self.projection)
        self.marks: tuple[Mark, ...] = ()
        #: Where an exception of a browser callback goes (a view shows it); else raised.
        self.on_error: Callable[[BaseException], None] | None = None
        self.canvas = MultiCanvas(max(2, layers), width=width, height=height)
        self.canvas.layout.width, self.canvas.layout.height = f"{width}px", f"{height}px"
        # A reloaded page keeps no pixels: each layer asks to be drawn again.
        self.canvas[0].on_client_ready(lambda: self._redraw(self.draw_background))
        self.canvas[1].on_client_ready(lambda: self._redraw(lambda: self.show(self.marks)))
        if layers > 2:
            self.canvas[2].on_client_ready(lambda: self._redraw(self.draw_overlay))
        self.draw_background()
        self.draw_overlay()

    def _redraw(self, draw: Callable[[], None]) -> None:
        try:
            draw()
        except Exception as exc:  # noqa: BLE001 - shown by the view, not lost in a log
            if self.on_error is None:
                raise
            self.on_error(exc)

    def legend(self, roles: Sequence[str]) -> list[palette.LegendEntry]:
        """Legend entries for ``roles``, with swatches shaped like this drawing's marks."""
        as_disc = {"tint": "disc", "region": "disc", "strong region": "disc"}
        as_disc |= {"outline": "ring", "dashed": "dashed ring"}
        entries = []
        for role in roles:
            look = palette.style(role)
            kind = as_disc.get(look.kind, look.kind) if self.shape == "circle" else look.kind
            entries.append(palette.LegendEntry(look.colour, kind, palette.meaning(role)))
        return entries

    # -- geometry ---------------------------------------------------------------
    def _radius(self, picture: GraphPicture, projection: Projection | None) -> float:
        """Disc radius: a third of the closest two nodes' distance, between 11 and 20 pixels."""
        if self.shape == "cell":
            return (projection.scale if projection else 40) / 2
        if projection is None:
            return 18.0
        points = [projection.pixel(p) for p in picture.positions.values()]
        closest = min(
            (math.dist(a, b) for i, a in enumerate(points) for b in points[i + 1 :]),
            default=60.0,
        )
        return max(11.0, min(20.0, closest / 3))

    def move(self, picture: GraphPicture) -> None:
        """Show other nodes, or the same at other places (the same projection); redraws."""
        self.picture = picture
        self.centres = {n: self.projection.pixel(p) for n, p in picture.positions.items()}
        self.draw_background()

    def node_at(self, x: float, y: float) -> Node | None:
        """The node drawn at pixel ``(x, y)``, or ``None`` (a little slack round a disc)."""
        best, best_d = None, math.inf
        for node, (cx, cy) in self.centres.items():
            if self.shape == "cell":
                if abs(x - cx) <= self.radius and abs(y - cy) <= self.radius:
                    return node
                continue
            d = math.hypot(x - cx, y - cy)
            if d < best_d:
                best, best_d = node, d
        return best if best_d <= self.radius + 6 else None

    def _ends(self, a: Node, b: Node, start: float, end: float) -> tuple[Point, Point]:
        """From ``start`` pixels past ``a``'s centre to ``end`` pixels before ``b``'s."""
        (ax, ay), (bx, by) = self.centres[a], self.centres[b]
        length = math.hypot(bx - ax, by - ay) or 1.0
        ux, uy = (bx - ax) / length, (by - ay) / length
        return (ax + ux * start, ay + uy * start), (bx - ux * end, by - uy * end)

    # -- drawing ----------------------------------------------------------------
    def draw_background(self) -> None:
        """The backdrop and the graph's edges (thin grey; one-way edges get an arrowhead)."""
        layer = self.canvas[0]
        with drawing.drawing():
            layer.clear()
            drawing.put(layer, fill_style="#FFFFFF")
            layer.fill_rect(0, 0, self.width, self.height)
            if self.backdrop is not None:
                self.backdrop(layer, self.projection)
            if self.with_edges:
                inset = self.radius if self.shape == "circle" else 0.0
                both = [self._ends(a, b, inset, inset) for a, b, one_way in self.picture.edges]
                drawing.put(layer, stroke_style=palette.GREY, line_width=2.0, line_cap="round")
                if both:
                    layer.stroke_line_segments(drawing.floats(both).reshape(-1, 2, 2))
                one_way = [(a, b) for a, b, one in self.picture.edges if one]
                self._arrowheads(layer, one_way, inset, 7.0, palette.GREY)

    def draw_overlay(self) -> None:
        """What lies above the marks, on layers 2 and up (nothing here: a subclass draws it)."""

    def show(self, marks: Sequence[Mark]) -> None:
        """Draw the marks of one step over the graph (one message to the browser)."""
        self.marks = tuple(marks)
        layer = self.canvas[1]
        node_marks = [m for m in self.marks if isinstance(m, NodeMark)]
        link_marks = [m for m in self.marks if isinstance(m, LinkMark)]
        with drawing.drawing():
            layer.clear()
            if self.shape == "circle":
                for mark in link_marks:
                    self._draw_link(layer, mark)
                self._draw_discs(layer, node_marks)
            else:
                for mark in node_marks:
                    if palette.style(mark.role).kind in FILLS:
                        self._draw_cells(layer, mark, Counter())
                for mark in link_marks:
                    self._draw_link(layer, mark)
                depth: Counter[Node] = Counter()
                for mark in node_marks:
                    if palette.style(mark.role).kind not in FILLS:
                        self._draw_cells(layer, mark, depth)

    # -- discs ------------------------------------------------------------------
    def _draw_discs(self, layer: Canvas, marks: Sequence[NodeMark]) -> None:
        r = self.radius
        everyone = list(self.centres.values())
        drawing.put(layer, fill_style=palette.GREY)
        drawing.circles(layer, everyone, r + 1.5)
        drawing.put(layer, fill_style="#FFFFFF")
        drawing.circles(layer, everyone, r)
        for mark in marks:
            look = palette.style(mark.role)
            if look.kind not in FILLS:
                continue
            centres = [self.centres[n] for n in mark.nodes]
            rim = 3.0 if look.kind == "strong region" else 1.5
            drawing.put(layer, fill_style=palette.INK)
            drawing.circles(layer, centres, r + rim)
            drawing.put(layer, fill_style=look.colour)
            drawing.circles(layer, centres, r)
        depth: Counter[Node] = Counter()
        for mark in marks:
            look = palette.style(mark.role)
            if look.kind not in RINGS:
                continue
            for level in sorted({depth[n] for n in mark.nodes}):
                centres = [self.centres[n] for n in mark.nodes if depth[n] == level]
                ring = r + 5 + 7 * level
                if look.kind == "dashed":
                    layer.set_line_dash([6, 4])
                drawing.put(layer, stroke_style=palette.INK, line_width=6.0)
                layer.stroke_circles(*_xy(centres), ring)
                drawing.put(layer, stroke_style=look.colour, line_width=4.0)
                layer.stroke_circles(*_xy(centres), ring)
                if look.kind == "dashed":
                    layer.set_line_dash([])
            depth.update(mark.nodes)
        font = int(max(11, r * 0.8))
        drawing.centred_text(layer, f"bold {font}px sans-serif", palette.INK)
        drawing.texts(layer, [(self.name(n), x, y + 1) for n, (x, y) in self.centres.items()])
        for mark in marks:
            if mark.labels:
                badges = [
                    (label, self.centres[n][0] + r, self.centres[n][1] - r)
                    for n, label in zip(mark.nodes, mark.labels, strict=True)
                ]
                badge = max(8.5, r * 0.5)
                look = palette.style(mark.role)
                if look.label == "ring":
                    _ring_labels(layer, badges, badge)
                else:
                    drawing.draw_marks(layer, look, [], 0, 0, badges, badge)

    # -- cells --------------------------------------------------------------------
    def _draw_cells(self, layer: Canvas, mark: NodeMark, depth: Counter) -> None:
        """A mark on whole cells, like the board's highlights (badges in a corner)."""
        look = palette.style(mark.role)
        side = self.projection.scale
        half = side / 2
        corners = [(self.centres[n][0] - half, self.centres[n][1] - half) for n in mark.nodes]
        badge = side * 0.19
        labels: list[tuple[str, float, float]] = []
        if mark.labels:
            # Numbers top-left on fills, top-right on rings: both can show at once.
            dx = 11 if look.kind in FILLS else side - 11
            labels = [
                (label, x + dx, y + 11) for label, (x, y) in zip(mark.labels, corners, strict=True)
            ]
        if look.kind == "tint":
            drawing.draw_marks(layer, look, corners, side, side, labels, badge=badge)
        elif look.kind in ("region", "strong region"):
            inset = 2.0 if look.kind == "strong region" else 1.25
            cells = [tuple(self.picture.positions[n]) for n in mark.nodes]
            outline = drawing.region_outline(
                cells, [self.centres[n] for n in mark.nodes], side, inset
            )
            drawing.draw_region(layer, look, corners, outline, side, labels, badge=badge)
        else:
            step = 4
            for level in sorted({depth[n] for n in mark.nodes}):
                ring = [
                    (x + level * step, y + level * step)
                    for n, (x, y) in zip(mark.nodes, corners, strict=True)
                    if depth[n] == level
                ]
                inner = side - 2 * level * step
                drawing.draw_marks(layer, look, ring, inner, inner)
            drawing.draw_marks(layer, look, [], side, side, labels, badge=badge)
            depth.update(mark.nodes)

    # -- links ----------------------------------------------------------------------
    def _draw_link(self, layer: Canvas, mark: LinkMark) -> None:
        if not mark.pairs:
            return
        look = palette.style(mark.role)
        disc = self.shape == "circle"
        if look.kind == "curved arrow":
            self._draw_curved_arrows(layer, mark.pairs, look.colour)
            return
        if look.kind == "arrow":
            # From a node towards its parent: stop short of the parent, head there.
            start, end = (self.radius, self.radius + 2) if disc else (4.0, self.radius * 0.45)
            segments = [self._ends(a, b, start, end) for a, b in mark.pairs]
            drawing.put(layer, stroke_style=look.colour, line_width=2.5, line_cap="butt")
            layer.stroke_line_segments(drawing.floats(segments).reshape(-1, 2, 2))
            self._arrowheads(layer, mark.pairs, end, 11.0, look.colour)
            return
        if look.kind == "faint":
            inset = self.radius if disc else 0.0
            segments = [self._ends(a, b, inset, inset) for a, b in mark.pairs]
            layer.set_line_dash([6, 5])
            drawing.put(layer, stroke_style=look.colour, line_width=3.0, line_cap="butt")
            layer.stroke_line_segments(drawing.floats(segments).reshape(-1, 2, 2))
            layer.set_line_dash([])
            return
        if disc:
            segments = [self._ends(a, b, self.radius, self.radius) for a, b in mark.pairs]
            width = max(5.0, self.radius * 0.45)
        else:
            # On a board: the middle of the way between two cells, so tiles stay readable.
            segments = [
                self._ends(a, b, self.radius * 0.45, self.radius * 0.45) for a, b in mark.pairs
            ]
            width = self.projection.scale * 0.2
        if look.kind == "wide line":
            segments = [self._ends(a, b, 0.0, 0.0) for a, b in mark.pairs]
            width = max(7.0, self.radius * 0.55) if disc else self.projection.scale * 0.16
        drawing.draw_links(layer, look, segments, width)

    def _draw_curved_arrows(
        self, layer: Canvas, pairs: Sequence[tuple[Node, Node]], colour: str
    ) -> None:
        """Arrows that bow to one side: a new parent lies on the old parent's line, beyond it."""
        back = self.radius + 2 if self.shape == "circle" else self.radius * 0.45
        drawing.put(layer, stroke_style=colour, line_width=3.0, fill_style=colour)
        for a, b in pairs:
            (ax, ay), (bx, by) = self.centres[a], self.centres[b]
            length = math.hypot(bx - ax, by - ay) or 1.0
            ux, uy = (bx - ax) / length, (by - ay) / length
            # The control point sits off the middle, on the side with more room.
            sides = [
                ((ax + bx) / 2 + side * uy * length * 0.3, (ay + by) / 2 - side * ux * length * 0.3)
                for side in (1, -1)
            ]
            cx, cy = max(sides, key=lambda c: self._clearance((ax, ay), c, (bx, by), (a, b)))
            # The curve leaves and arrives along the lines to the control point.
            sx, sy = _towards((ax, ay), (cx, cy), self.radius)
            ex, ey = _towards((bx, by), (cx, cy), back)
            layer.begin_path()
            layer.move_to(sx, sy)
            layer.quadratic_curve_to(cx, cy, ex, ey)
            layer.stroke()
            dx, dy = ex - cx, ey - cy
            d = math.hypot(dx, dy) or 1.0
            dx, dy = dx / d, dy / d
            size = 11.0
            base = (ex - dx * size, ey - dy * size)
            head = [
                (ex, ey),
                (base[0] - dy * size * 0.5, base[1] + dx * size * 0.5),
                (base[0] + dy * size * 0.5, base[1] - dx * size * 0.5),
            ]
            layer.fill_polygon(drawing.floats(head))

    def _clearance(self, start: Point, control: Point, end: Point, ends: tuple) -> float:
        """How far the curve through ``control`` keeps from every other node's centre."""
        points = [
            (
                (1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t**2 * end[0],
                (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t**2 * end[1],
            )
            for t in (0.2, 0.35, 0.5, 0.65, 0.8)
        ]
        others = [c for n, c in self.centres.items() if n not in ends]
        return min((math.dist(p, c) for p in points for c in others), default=math.inf)

    def _arrowheads(
        self, layer: Canvas, pairs: Sequence[tuple[Node, Node]], back: float, size: float, colour
    ) -> None:
        """A filled triangle pointing at ``b``, ``back`` pixels before its centre, for each pair."""
        heads = []
        for a, b in pairs:
            (ax, ay), (bx, by) = self.centres[a], self.centres[b]
            length = math.hypot(bx - ax, by - ay) or 1.0
            ux, uy = (bx - ax) / length, (by - ay) / length
            tip = (bx - ux * back, by - uy * back)
            base = (tip[0] - ux * size, tip[1] - uy * size)
            heads.append(
                [
                    tip,
                    (base[0] - uy * size * 0.5, base[1] + ux * size * 0.5),
                    (base[0] + uy * size * 0.5, base[1] - ux * size * 0.5),
                ]
            )
        if heads:
            drawing.put(layer, fill_style=colour)
            layer.fill_polygons([drawing.floats(h) for h in heads])


def _ring_labels(layer: Canvas, labels: Sequence[tuple[str, float, float]], radius: float) -> None:
    """Labels in thin grey rings on white (a ``label="ring"`` style): never read as a pawn."""
    centres = [(x, y) for _, x, y in labels]
    drawing.put(layer, fill_style="#FFFFFF")
    drawing.circles(layer, centres, radius)
    drawing.put(layer, stroke_style=palette.LABEL, line_width=1.25)
    layer.stroke_circles(*_xy(centres), radius)
    drawing.centred_text(layer, f"bold {int(radius * 1.05)}px sans-serif", palette.LABEL)
    drawing.texts(layer, [(t, x, y + 0.5) for t, x, y in labels])


def _towards(point: Point, target: Point, distance: float) -> Point:
    """``point`` moved ``distance`` pixels towards ``target``."""
    length = math.dist(point, target) or 1.0
    return (
        point[0] + (target[0] - point[0]) * distance / length,
        point[1] + (target[1] - point[1]) * distance / length,
    )


def _xy(points: Sequence[Point]) -> tuple:
    arr = drawing.floats(points)
    return arr[:, 0], arr[:, 1]
