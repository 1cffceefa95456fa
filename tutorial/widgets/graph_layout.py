"""A graph to draw: its nodes, the neighbours of each, and where each node sits.

A teacher's graph comes as a dict of neighbour lists (``{"A": ["B", "C"],
...}``) or as a networkx graph; a game board comes as cells.  Either way
:func:`graph_picture` turns it into one :class:`GraphPicture`, and
:class:`Projection` maps its positions to canvas pixels;
:func:`nearest_in_direction` finds where an arrow key goes among the drawn
nodes.  Nothing here draws: :mod:`tutorial.widgets.graph_canvas` does.

Positions are ``(x, y)`` with ``x`` to the right and ``y`` *downwards*, as
on a screen and as the ``(column, row)`` cells of a board.  networkx is
never imported: a networkx graph is recognised by its ``adj`` and
``nodes`` attributes.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from numbers import Real
from typing import Any

Node = Hashable
Point = tuple[float, float]


@dataclass(frozen=True)
class GraphPicture:
    """A graph ready to draw.

    Attributes
    ----------
    nodes:
        Every node, in the graph's own order.
    adjacency:
        The neighbours of each node, in the graph's own order (a search
        looks at them in this order).
    positions:
        Where each node sits (see the module docstring for the axes).
    """

    nodes: tuple[Node, ...]
    adjacency: Mapping[Node, tuple[Node, ...]]
    positions: Mapping[Node, Point]

    def neighbours(self, node: Node) -> tuple[Node, ...]:
        """The neighbours of ``node`` (``KeyError`` for a node not in the graph)."""
        return self.adjacency[node]

    @property
    def edges(self) -> tuple[tuple[Node, Node, bool], ...]:
        """Each edge once, as ``(a, b, one_way)``; ``one_way`` if only ``a`` lists ``b``."""
        seen: set[frozenset[Node]] = set()
        out = []
        for a in self.nodes:
            for b in self.adjacency[a]:
                key = frozenset((a, b))
                if a == b or key in seen:
                    continue
                seen.add(key)
                out.append((a, b, a not in self.adjacency.get(b, ())))
        return tuple(out)


def graph_picture(graph: Any, positions: Mapping[Node, Point] | None = None) -> GraphPicture:
    """A :class:`GraphPicture` of a dict of neighbour lists or a networkx graph.

    Parameters
    ----------
    graph:
        ``{node: [neighbours...]}`` (a neighbour that is not a key is a node
        with no neighbours of its own), a networkx ``Graph``/``DiGraph``, or
        a :class:`GraphPicture` (returned as it is).
    positions:
        ``{node: (x, y)}`` for every node.  Without it: a networkx graph's
        node attribute ``"pos"`` if every node has one; nodes that are
        ``(column, row)`` pairs of numbers sit at those cells; anything else
        goes round a circle, in the graph's order, clockwise from the top.

    Raises
    ------
    TypeError
        ``graph`` is neither a mapping nor a networkx graph.
    ValueError
        ``positions`` misses a node, or gives one something other than two numbers.

    Examples
    --------
    >>> picture = graph_picture({"A": ["B"], "B": ["A", "C"]})
    >>> picture.nodes, picture.neighbours("C")
    (('A', 'B', 'C'), ())
    >>> picture.edges
    (('A', 'B', False), ('B', 'C', True))
    >>> graph_picture({(0, 0): [(1, 0)]}).positions[(1, 0)]
    (1.0, 0.0)
    """
    if isinstance(graph, GraphPicture) and positions is None:
        return graph
    if hasattr(graph, "adj") and hasattr(graph, "nodes"):  # networkx, without importing it
        adjacency = {n: tuple(graph.adj[n]) for n in graph.nodes}
        if positions is None:
            attrs = dict(graph.nodes(data="pos"))
            if attrs and all(p is not None for p in attrs.values()):
                positions = attrs
    elif isinstance(graph, Mapping):
        adjacency = {n: tuple(targets) for n, targets in graph.items()}
        for targets in list(adjacency.values()):
            for n in targets:
                adjacency.setdefault(n, ())
    else:
        raise TypeError(
            "graph: give a dict of neighbour lists ({node: [neighbours]}) or a networkx graph, "
            f"not {type(graph).__name__}"
        )
    nodes = tuple(adjacency)
    if positions is None:
        placed = cell_positions(nodes) or circle_positions(nodes)
    else:
        placed = checked_positions(nodes, positions)
    return GraphPicture(nodes, adjacency, placed)


def checked_positions(nodes: Iterable[Node], positions: Mapping[Node, Any]) -> dict[Node, Point]:
    """``positions`` as float pairs, one for each node, or ``ValueError`` naming the node."""
    out = {}
    for node in nodes:
        if node not in positions:
            raise ValueError(f"positions: node {node!r} has no position (give one for every node)")
        point = positions[node]
        try:
            x, y = point
        except (TypeError, ValueError):
            raise ValueError(
                f"positions[{node!r}]: an (x, y) pair of numbers, not {point!r}"
            ) from None
        if not all(isinstance(v, Real) and not isinstance(v, bool) for v in (x, y)):
            raise ValueError(f"positions[{node!r}]: an (x, y) pair of numbers, not {point!r}")
        out[node] = (float(x), float(y))
    return out


def cell_positions(nodes: Iterable[Node]) -> dict[Node, Point]:
    """Nodes that are ``(column, row)`` pairs of numbers, placed at those cells (else ``{}``)."""
    out = {}
    for node in nodes:
        if not (isinstance(node, tuple) and len(node) == 2):
            return {}
        if not all(isinstance(v, Real) and not isinstance(v, bool) for v in node):
            return {}
        out[node] = (float(node[0]), float(node[1]))
    return out


def circle_positions(nodes: Iterable[Node]) -> dict[Node, Point]:
    """Nodes evenly round a unit circle, clockwise from the top (y grows downwards)."""
    nodes = list(nodes)
    count = max(len(nodes), 1)
    return {
        node: (
            round(math.sin(2 * math.pi * i / count), 9),
            round(-math.cos(2 * math.pi * i / count), 9),
        )
        for i, node in enumerate(nodes)
    }


@dataclass(frozen=True)
class Projection:
    """From positions to canvas pixels: ``pixel = offset + (position - origin) * scale``."""

    scale: float
    origin: Point = (0.0, 0.0)
    offset: Point = (0.0, 0.0)

    def pixel(self, point: Point) -> Point:
        """The canvas pixel of a position."""
        return (
            self.offset[0] + (point[0] - self.origin[0]) * self.scale,
            self.offset[1] + (point[1] - self.origin[1]) * self.scale,
        )

    @classmethod
    def fit(cls, points: Iterable[Point], width: float, height: float, pad: float) -> Projection:
        """The projection that fits every point in ``width`` x ``height``, ``pad`` from the edges.

        One scale for both axes (a square stays square); the drawing is centred.

        >>> p = Projection.fit([(0, 0), (2, 1)], 220, 220, 10)
        >>> p.pixel((0, 0)), p.pixel((2, 1))
        ((10.0, 60.0), (210.0, 160.0))
        """
        points = list(points) or [(0.0, 0.0)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        spread_x, spread_y = max(xs) - min(xs), max(ys) - min(ys)
        room_x, room_y = width - 2 * pad, height - 2 * pad
        scales = [
            room / spread for room, spread in ((room_x, spread_x), (room_y, spread_y)) if spread
        ]
        scale = min(scales) if scales else 1.0
        offset = (
            pad + (room_x - spread_x * scale) / 2,
            pad + (room_y - spread_y * scale) / 2,
        )
        return cls(scale, (min(xs), min(ys)), offset)


def nearest_in_direction(
    centres: Mapping[Node, Point], origin: Node, dx: int, dy: int
) -> Node | None:
    """The node an arrow ``(dx, dy)`` goes to from ``origin``: the nearest within 45 degrees.

    Near is measured on the canvas (``dy`` grows downwards): the way along
    the arrow plus twice the way off its line, so a node straight ahead
    beats a nearer one off to the side.  With that measure the arrows reach
    every space of every Tiletum map from every other
    (``tests/widgets/tiletum/test_keys.py``).  ``None``: nothing lies that way.
    The keyboard's cursor moves so on every drawn graph (a Tiletum map, a
    step-through's nodes: :mod:`tutorial.widgets.step_keys`).

    >>> centres = {"s": (0, 0), "a": (10, 2), "b": (5, 9), "c": (30, 0)}
    >>> nearest_in_direction(centres, "s", 1, 0), nearest_in_direction(centres, "s", 0, 1)
    ('a', 'b')
    >>> print(nearest_in_direction(centres, "s", -1, 0))
    None
    """
    ox, oy = centres[origin]
    best, best_key = None, None
    for node, (x, y) in centres.items():
        vx, vy = x - ox, y - oy
        along, off = vx * dx + vy * dy, abs(vx * dy - vy * dx)  # (dx, dy) is one unit long
        if node == origin or along <= 0 or off > along + 1e-9:  # off > along: past 45 degrees
            continue
        key = (along + 2 * off, str(node))
        if best_key is None or key < best_key:
            best, best_key = node, key
    return best
