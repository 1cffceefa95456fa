"""Union-find on any graph, one line of pseudocode at a time.

:class:`UnionFindView` steps through :func:`tutorial.core.graphs.union_find_trace`
(or any list of :class:`~tutorial.core.graphs.UnionEvent`, such as a game's
roads replayed): the graph with each set in one colour and the edge being
merged; beside it the pseudocode with the current line lit, the call being
run, and the **parent forest** drawn as it stands (roots on top with their
sizes, an arrow from each node to its parent), where union by size hangs
the smaller tree under the larger and path compression re-points a node
straight at its root.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from tutorial.core.graphs import (
    UNION_FIND_PSEUDOCODE,
    UnionEvent,
    UnionFind,
    root_in,
    union_find_trace,
)
from tutorial.widgets import palette
from tutorial.widgets.algorithm_view import LIT, StepView
from tutorial.widgets.explanation import legend_html
from tutorial.widgets.graph_canvas import GraphCanvas, LinkMark, Mark, NodeMark
from tutorial.widgets.graph_layout import GraphPicture, Point, Projection, graph_picture
from tutorial.widgets.palette import LegendEntry

Node = Hashable

#: The marks of the graph drawing, in legend order.
GRAPH_ROLES = ("alone", palette.group_role(0), "root", "walk", "link checked", "link merged")
GRAPH_ROLES += ("link joined",)
#: Pixels between two levels of the parent forest.
FOREST_LEVEL = 54.0
#: Pixels above the roots' centres: room for two rings and a size badge.
FOREST_TOP = 34.0
#: The marks of the forest drawing, in legend order.
FOREST_ROLES = ("parent", "hung", "compressed", "parent before")

UNION_FIND_NOTE = """
<div style="font:13px sans-serif;line-height:1.45;max-width:900px;color:#333;padding-top:6px">
<b>Cost.</b> Union by size hangs the smaller tree under the larger, so a node's tree
at least doubles each time the node goes one level deeper: a tree of <i>n</i> nodes is
at most log<sub>2</sub> <i>n</i> links tall, and a find climbs no further. Path
compression then points every node it walked straight at the root, so the next find
from there is one hop. With both, a long run of unions and finds costs almost
constant time per operation (the inverse Ackermann function, below 5 for any graph a
computer can hold), and nothing is ever searched again as edges arrive.
</div>
"""


#: A teacher's first example: six nodes, six edges in this order.  The fourth
#: edge finds D two levels down (path compression) and its ends already
#: connected (a cycle); the last merges a set of 2 into a set of 4.
SIX_NODES = ("A", "B", "C", "D", "E", "F")
SIX_EDGES = (("A", "B"), ("C", "D"), ("A", "C"), ("D", "B"), ("E", "F"), ("F", "D"))
#: Where :data:`SIX_NODES` are drawn: two rows of three.
SIX_POSITIONS: dict[str, tuple[float, float]] = {
    "A": (0, 0),
    "B": (1, 0),
    "E": (2, 0),
    "C": (0, 1),
    "D": (1, 1),
    "F": (2, 1),
}


def forest_layout(
    parent: Mapping[Node, Node], order: Sequence[Node], per_row: float
) -> dict[Node, Point]:
    """Where each node of the parent forest sits: trees side by side, roots on top.

    Every tree takes one column per leaf, a parent sits above the middle of
    its children, and ``y`` is the depth.  Trees go left to right in the
    order of their roots in ``order``, on a new row (band) when the next
    tree would pass ``per_row`` columns.  Nodes of ``order`` not in
    ``parent`` are left out.

    >>> forest_layout({"A": "A", "B": "A", "C": "A", "D": "D"}, "ABCD", 10)
    {'B': (0.0, 1.0), 'C': (1.0, 1.0), 'A': (0.5, 0.0), 'D': (2.5, 0.0)}
    """
    present = [n for n in order if n in parent]  # in a replay, some nodes arrive later
    children: dict[Node, list[Node]] = {n: [] for n in present}
    roots = []
    for node in present:
        up = parent[node]
        (roots if up == node else children[up]).append(node)
    positions: dict[Node, Point] = {}
    left, band, band_depth = 0.0, 0.0, 0.0
    for root in roots:
        tree: dict[Node, Point] = {}
        leaves = _place(root, 0, children, tree, [0])
        depth = max(y for _, y in tree.values())
        if left and left + leaves > per_row:
            band, left, band_depth = band + band_depth + 1.25, 0.0, 0.0
        for node, (x, y) in tree.items():
            positions[node] = (float(left + x), float(band + y))
        left += leaves + 0.5
        band_depth = max(band_depth, depth)
    return positions


def _leaves(parent: Mapping[Node, Node]) -> int:
    """How many leaves the widest tree of the forest has (its columns)."""
    has_child = {p for n, p in parent.items() if p != n}
    per_root: Counter[Node] = Counter()
    for node, up in parent.items():
        if node not in has_child:
            while parent[up] != up:
                up = parent[up]
            per_root[up] += 1
    return max(per_root.values(), default=1)


def _place(
    node: Node, depth: int, children: Mapping[Node, list[Node]], out: dict, next_leaf: list[int]
) -> int:
    """Lay out ``node``'s subtree in ``out``; returns the columns the whole tree has used."""
    kids = children[node]
    if not kids:
        out[node] = (next_leaf[0], depth)
        next_leaf[0] += 1
    else:
        for kid in kids:
            _place(kid, depth + 1, children, out, next_leaf)
        out[node] = ((out[kids[0]][0] + out[kids[-1]][0]) / 2, depth)
    return next_leaf[0]


def set_colours(events: Sequence[UnionEvent]) -> list[dict[Node, int]]:
    """For each event, the colour (an index of :data:`palette.GROUP_COLOURS`) of each set of 2+.

    A set keeps its colour as it grows: a merge keeps the colour of the root
    that stays a root (or of the other set, if that one had none yet), and
    a new set takes the colour the fewest sets have.
    """
    colours: dict[Node, int] = {}
    out = []
    for event in events:
        if event.kind == "hang":
            child, root = event.nodes
            kept, other = colours.pop(root, None), colours.pop(child, None)
            colour = kept if kept is not None else other
            if colour is not None:
                colours[root] = colour
        for root, size in event.size.items():
            if size > 1 and root not in colours:
                used = Counter(colours.values())
                count = len(palette.GROUP_COLOURS)
                colours[root] = min(range(count), key=lambda c: (used[c], c))
        out.append(dict(colours))
    return out


class UnionFindView(StepView):
    """Union-find on a teacher's graph: the sets, the parent forest, one line at a time.

    Parameters
    ----------
    nodes:
        The nodes (any iterable), or a dict of neighbour lists, or a
        networkx graph (then ``edges`` defaults to its edges, in order).
    edges:
        The pairs to merge, in this order.
    positions:
        ``{node: (x, y)}`` for every node, ``y`` downwards (default: as for
        :class:`~tutorial.widgets.bfs_view.BfsView`).
    name:
        How a node is written (default ``str``).
    width, height:
        The graph drawing's size in pixels.
    canvas, events:
        A ready drawing and a ready list of events, for a game's own replay
        (:class:`~tutorial.widgets.cerro_gordo.union_view.UnionFindStepper`).
    pseudocode, note:
        For a replay that does more than union-find (open ends of
        Carcassonne's features): its own lines (each event's ``lines``
        number them) and cost note.

    Examples
    --------
    D ends two levels below A, so the last union compresses its path, then
    finds D and B already connected.

    >>> view = UnionFindView("ABCDE", [("A", "B"), ("C", "D"), ("A", "C"), ("D", "B")])
    >>> [e.kind for e in view.events].count("compress"), view.events[-2].kind
    (1, 'same')
    >>> compress = next(i for i, e in enumerate(view.events) if e.kind == "compress")
    >>> print(view.text(compress).split(": ", 1)[0])
    Step 24 of 29, line 11, 12
    >>> print(*view.text(compress).splitlines()[1:], sep="\\n")
    Path compression: parent[D] was C, now points straight at the root A.
      parent: B→A, C→A, D→A
      roots: A (size 4), E (size 1)
    """

    def __init__(
        self,
        nodes: Any,
        edges: Iterable[tuple[Node, Node]] | None = None,
        *,
        positions: Mapping[Node, Point] | None = None,
        name: Callable[[Node], str] = str,
        width: int = 440,
        height: int = 340,
        canvas: GraphCanvas | None = None,
        events: Sequence[UnionEvent] | None = None,
        title: str = "",
        pseudocode: Sequence[str] = UNION_FIND_PSEUDOCODE,
        note: str = UNION_FIND_NOTE,
    ) -> None:
        self.name = name
        if canvas is None:
            node_list, edge_list = _nodes_and_edges(nodes, edges)
            adjacency: dict[Node, list[Node]] = {n: [] for n in node_list}
            for a, b in edge_list:
                adjacency.setdefault(a, []).append(b)
                adjacency.setdefault(b, []).append(a)
            if positions is None and hasattr(nodes, "adj"):  # a networkx graph's "pos"
                positions = graph_picture(nodes).positions
            canvas = GraphCanvas(
                graph_picture(adjacency, positions), width=width, height=height, name=name
            )
            if events is None:
                events = list(union_find_trace(node_list, edge_list))
        events = list(events or ())
        self.drawing = canvas  # for the legend, before the step-through is built round it
        self.colours = set_colours(events)
        self.order = tuple(dict.fromkeys(n for e in events for n in e.parent))
        self.forest = self._forest_canvas(events)
        super().__init__(
            pseudocode=pseudocode,
            canvas=canvas,
            legend=legend_html([*canvas.legend(self.legend_roles()), *self.extra_legend()]),
            note=note,
            side=[
                self.forest.canvas,
                _forest_legend(self.forest),
            ],
            title=title,
        )
        self.restart(events)

    # -- the forest ------------------------------------------------------------------
    def _forest_canvas(self, events: Sequence[UnionEvent]) -> GraphCanvas:
        """A canvas tall enough for the forest of every step, one column per leaf."""
        width, room = 430, 400
        # A tree wider than the canvas squeezes its columns, from 40 down to 26 pixels.
        widest = max((_leaves(e.parent) for e in events), default=1)
        slot = max(26.0, min(40.0, room / widest))
        self.forest_layouts = [forest_layout(e.parent, self.order, room / slot) for e in events]
        # Path compression is drawn on the forest as it stood before it, so the
        # re-pointed arrow visibly leaves the old parent for the root.
        for i, event in enumerate(events):
            if event.kind == "compress" and i:
                self.forest_layouts[i] = self.forest_layouts[i - 1]
        rows = max((max(y for _, y in p.values()) + 1 for p in self.forest_layouts if p), default=1)
        height = int(FOREST_TOP + 8 + rows * FOREST_LEVEL)
        projection = Projection(slot, (0.0, 0.0), (15 + slot / 2, FOREST_TOP))
        # Levels are further apart than columns: y positions are stretched to match.
        self._stretch = FOREST_LEVEL / slot
        first = self._forest_picture(0) if events else GraphPicture((), {}, {})
        return GraphCanvas(
            first,
            width=width,
            height=height,
            projection=projection,
            name=self.label,
            edges=False,
            radius=min(15.0, slot * 0.38),
        )

    def _forest_picture(self, index: int) -> GraphPicture:
        places = self.forest_layouts[index]
        positions = {n: (x, y * self._stretch) for n, (x, y) in places.items()}
        return GraphPicture(tuple(positions), {n: () for n in positions}, positions)

    def forest_marks(self, index: int) -> list[Mark]:
        """The parent arrows (the new ones of this step set apart), set colours, roots, the walk."""
        event: UnionEvent = self.events[index]
        special: list[Mark] = []
        skip: set[Node] = set()
        if event.kind == "compress":
            node, before = event.nodes
            special += [
                LinkMark("parent before", ((node, before),)),
                LinkMark("compressed", ((node, event.parent[node]),)),
            ]
            skip.add(node)
        elif event.kind == "hang":
            child, root = event.nodes
            special.append(LinkMark("hung", ((child, root),)))
            skip.add(child)
        arrows = tuple((n, p) for n, p in event.parent.items() if n != p and n not in skip)
        return [LinkMark("parent", arrows), *special, *self.set_marks(index, forest=True)]

    # -- what a step shows ---------------------------------------------------------------
    def label(self, node: Node) -> str:
        """A node's name on a disc of the forest (its name, unless a game has a shorter one)."""
        return self.name(node)

    def legend_roles(self) -> tuple[str, ...]:
        """The marks the graph drawing shows, in legend order."""
        return GRAPH_ROLES

    def extra_legend(self) -> list[LegendEntry]:
        """Legend entries for what is drawn under the graph (none for a plain graph)."""
        return []

    def root_rows(self, index: int) -> list[tuple[str, Mapping[Node, str]]]:
        """More rows of the parent table, under ``size``: a heading and a value by root.

        None for plain union-find; a game's replay adds what it counts per set.
        """
        return []

    def set_role(self, colour: int, members: Sequence[Node]) -> str:
        """The mark of a set of 2+ nodes in ``GROUP_COLOURS[colour]``."""
        return palette.group_role(colour)

    def set_marks(self, index: int, forest: bool = False) -> list[Mark]:
        """Each set of 2+ in its colour, nodes alone in grey, roots with sizes, the walk."""
        event: UnionEvent = self.events[index]
        members: dict[Node, list[Node]] = {}
        for node in event.parent:
            members.setdefault(event.root(node), []).append(node)
        colours = self.colours[index]
        alone = tuple(n for root, group in members.items() if len(group) == 1 for n in group)
        marks: list[Mark] = [NodeMark("alone", alone)] if alone else []
        for root, group in members.items():
            if len(group) > 1:
                marks.append(NodeMark(self.set_role(colours[root], group), tuple(group)))
        roots = tuple(r for r, group in members.items() if len(group) > 1)
        marks.append(NodeMark("root", roots, tuple(str(event.size[r]) for r in roots)))
        at = self.walk_node(event)
        if at is not None:
            marks.append(NodeMark("walk", (at,)))
        return marks

    @staticmethod
    def walk_node(event: UnionEvent) -> Node | None:
        """Where find is at this line (``None`` outside a find)."""
        if event.kind in ("find", "compress"):
            return event.nodes[0]
        if event.kind in ("up", "root"):
            return event.nodes[1]
        return None

    def draw(self, index: int) -> None:
        """The graph, and the parent forest beside it."""
        super().draw(index)
        self.forest.move(self._forest_picture(index))
        self.forest.show(self.forest_marks(index))

    def marks(self, index: int) -> list[Mark]:
        """The graph: sets in colour, this union's edge, roots, the walk."""
        event: UnionEvent = self.events[index]
        marks: list[Mark] = []
        if event.edge is not None:
            role = {"same": "link joined", "hang": "link merged"}.get(event.kind, "link checked")
            marks.append(LinkMark(role, (event.edge,)))
        return marks + self.set_marks(index)

    def union_so_far(self, index: int) -> tuple[str, str, list[Node]]:
        """The call being run at ``index``, ``ra``/``rb`` found so far, and find's walk."""
        event: UnionEvent = self.events[index]
        if event.edge is None:
            return "", "", []
        start = index
        while self.events[start].kind != "union":
            start -= 1
        roots: list[Node] = []
        walk: list[Node] = []
        for e in self.events[start : index + 1]:
            if e.kind == "find":
                walk = [e.nodes[0]]
            elif e.kind == "up":
                walk.append(e.nodes[1])
            elif e.kind == "root":
                roots.append(e.nodes[1])
        a, b = (self.name(n) for n in event.edge)
        found = [self.name(r) for r in roots] + ["?"] * (2 - len(roots))
        return f"union({a}, {b})", f"ra = {found[0]}, rb = {found[1]}", walk

    def data_html(self, index: int) -> str:
        """The call, ``ra``/``rb``, find's walk, and each node's parent and set size."""
        event: UnionEvent = self.events[index]
        name = self.name
        call, roots, walk = self.union_so_far(index)
        changed = {event.nodes[0]} if event.kind in ("compress", "hang", "add") else set()
        extra = self.root_rows(index)
        rows = []
        if call:
            rows.append(f"<b>{html.escape(call)}</b> &nbsp; {html.escape(roots)}")
        if walk and event.kind in ("find", "up", "root", "compress"):
            path = " &#8594; ".join(html.escape(name(n)) for n in walk)
            rows.append(f"<b>find's walk</b>: {path}")
        headings = ["node", "parent", "size", *dict(extra)]
        nodes = list(event.parent)
        # The table in blocks of TABLE_COLUMNS nodes, each block with its row labels:
        # a long table reads on the next line instead of wrapping without them.
        for start in range(0, len(nodes), TABLE_COLUMNS):
            block = nodes[start : start + TABLE_COLUMNS]
            cells = [
                [_box(name(n)) for n in block],
                [_box(name(event.parent[n]), n in changed) for n in block],
                [
                    _box(str(event.size[n]), n in changed) if n in event.size else _box("")
                    for n in block
                ],
                *([_box(values.get(n, "")) for n in block] for _, values in extra),
            ]
            lines = "".join(
                f'<tr><th style="{_HEADING}">{html.escape(heading)}</th>'
                + "".join(f'<td style="padding:0">{box}</td>' for box in row)
                + "</tr>"
                for heading, row in zip(headings, cells, strict=True)
            )
            rows.append(f'<table style="border-collapse:collapse">{lines}</table>')
        body = "".join(f'<div style="margin:3px 0">{row}</div>' for row in rows)
        return (
            f'<div style="font:13px sans-serif;line-height:1.5;padding-top:6px">{body}</div>'
            '<div style="font:bold 13px sans-serif;margin-top:10px">The parent forest</div>'
        )

    def step_text(self, index: int) -> str:
        """The sentence of the step, then every node's parent and every root's size."""
        return self.events[index].text(self.name)


#: Nodes in one block of the parent table (a block fits the side panel's width).
TABLE_COLUMNS = 9
#: How a row label of the parent table looks.
_HEADING = "text-align:right;padding:0 4px 0 0;font-weight:normal;white-space:nowrap"


def _box(text: str, changed: bool = False) -> str:
    """A small box of the parent table; a changed one is bold, underlined and lit; "" is blank."""
    look = f"background:{LIT};font-weight:bold;text-decoration:underline;" if changed else ""
    if not text:
        look += "border-color:transparent;"
    return (
        '<span style="display:inline-block;min-width:22px;min-height:18px;padding:1px 5px;'
        f'margin:1px;border:1px solid #8C8270;border-radius:3px;text-align:center;{look}">'
        f"{html.escape(text) or '&nbsp;'}</span>"
    )


def _forest_legend(forest: GraphCanvas) -> widgets.HTML:
    return widgets.HTML(legend_html(forest.legend(FOREST_ROLES)))


def _nodes_and_edges(
    nodes: Any, edges: Iterable[tuple[Node, Node]] | None
) -> tuple[list[Node], list[tuple[Node, Node]]]:
    """The node list and edge list of ``UnionFindView(nodes, edges)``."""
    if hasattr(nodes, "adj") and hasattr(nodes, "edges"):  # networkx
        node_list = list(nodes.nodes)
        edge_list = list(nodes.edges) if edges is None else list(edges)
    elif isinstance(nodes, Mapping):
        node_list = list(graph_picture(nodes).nodes)
        if edges is None:
            edge_list = [(a, b) for a, b, _ in graph_picture(nodes).edges]
        else:
            edge_list = list(edges)
    else:
        node_list = list(nodes)
        edge_list = list(edges or ())
    for edge in edge_list:
        if not (isinstance(edge, tuple | list) and len(edge) == 2):
            raise ValueError(f"edges: each edge is a pair of nodes, not {edge!r}")
        for end in edge:
            if end not in node_list:
                node_list.append(end)
    return node_list, [tuple(edge) for edge in edge_list]


# -- why union by size and path compression matter ---------------------------------------

#: Pixels between two columns of a small forest drawn on its own (no squeezing).
FOREST_COLUMN = 44.0


def depth_in(parent: Mapping[Node, Node], node: Node) -> int:
    """How many parent links ``find(node)`` climbs to the root (without compressing).

    >>> depth_in({"a": "a", "b": "a", "c": "b"}, "c")
    2
    """
    steps = 0
    while parent[node] != node:
        node, steps = parent[node], steps + 1
    return steps


def forest_height(parent: Mapping[Node, Node]) -> int:
    """The height of the tallest tree: the most links a find can climb (0: all roots).

    >>> forest_height({"a": "a", "b": "a", "c": "b", "d": "d"})
    2
    """
    return max((depth_in(parent, node) for node in parent), default=0)


class ForestDrawing:
    """A parent forest drawn on its own: trees side by side, roots on top, arrows to parents.

    ``order`` fixes which tree comes first (its root's place in it); ``levels``
    the most levels the canvas must hold (a tree of height ``h`` has ``h + 1``),
    ``columns`` the most columns (default: room for every node alone).

    >>> drawing = ForestDrawing("ABC", levels=2)
    >>> drawing.show({"A": "A", "B": "A", "C": "C"}, {"A": 2, "C": 1})
    >>> sorted(drawing.canvas.picture.positions.items())
    [('A', (0.0, 0.0)), ('B', (0.0, 1.227...)), ('C', (1.5, 0.0))]
    """

    def __init__(
        self,
        order: Sequence[Node],
        levels: int,
        name: Callable[[Node], str] = str,
        columns: float | None = None,
    ) -> None:
        self.order = tuple(order)
        # Every node alone is the widest forest: a column each, half a column between trees.
        columns = 1.5 * len(self.order) if columns is None else columns
        self._stretch = FOREST_LEVEL / FOREST_COLUMN  # levels further apart than columns
        self.canvas = GraphCanvas(
            GraphPicture((), {}, {}),
            width=int(30 + columns * FOREST_COLUMN),
            height=int(FOREST_TOP + 8 + levels * FOREST_LEVEL),
            projection=Projection(FOREST_COLUMN, (0.0, 0.0), (15 + FOREST_COLUMN / 2, FOREST_TOP)),
            name=name,
            edges=False,
            radius=15.0,
        )

    def show(
        self,
        parent: Mapping[Node, Node],
        size: Mapping[Node, int],
        marks: Sequence[Mark] = (),
        laid_out: Mapping[Node, Node] | None = None,
    ) -> None:
        """Draw ``parent`` (sizes on the roots of sets of 2+) with ``marks`` on top.

        The nodes stand where the forest ``laid_out`` puts them (default:
        ``parent``): path compression is drawn on the forest before it, so
        the re-pointed arrows visibly leave their old parents.
        """
        places = forest_layout(laid_out or parent, self.order, 1.5 * len(self.order))
        positions = {n: (x, y * self._stretch) for n, (x, y) in places.items()}
        self.canvas.move(GraphPicture(tuple(positions), {n: () for n in positions}, positions))
        special = {pair[0] for m in marks if isinstance(m, LinkMark) for pair in m.pairs}
        arrows = tuple((n, p) for n, p in parent.items() if n != p and n not in special)
        roots = tuple(r for r, s in size.items() if s > 1)
        self.canvas.show(
            [
                LinkMark("parent", arrows),
                *marks,
                NodeMark("root", roots, tuple(str(size[r]) for r in roots)),
            ]
        )


def forest_figures(
    forests: Mapping[str, Mapping[Node, Node]], name: Callable[[Node], str] = str
) -> widgets.HBox:
    """Parent forests side by side, each under its title, each drawn as tall as it is.

    >>> figure = forest_figures({"a chain": {1: 2, 2: 3, 3: 3}, "a star": {1: 3, 2: 3, 3: 3}})
    >>> [box.children[1].height for box in figure.children]
    [204, 150]
    """
    boxes = []
    for title, parent in forests.items():
        order = list(parent)
        places = forest_layout(parent, order, len(order) * 2)
        columns = max((x for x, _ in places.values()), default=0.0) + 1
        drawing = ForestDrawing(order, forest_height(parent) + 1, name, columns)
        sizes = Counter(root_in(parent, node) for node in parent)
        drawing.show(parent, sizes)
        heading = widgets.HTML(f"<b>{html.escape(title)}</b>")
        boxes.append(widgets.VBox([heading, drawing.canvas.canvas]))
    return widgets.HBox(boxes, layout={"flex_flow": "row wrap", "align_items": "flex-start"})


#: The marks of :class:`UnionFindPlayground`, in legend order.
PLAYGROUND_ROLES = ("parent", "root", "walk", "hung", "compressed", "parent before")


class UnionFindPlayground(widgets.VBox):
    """Run ``union`` and ``find`` yourself on the engine's :class:`~tutorial.core.graphs.UnionFind`.

    Pick two nodes (the drop-downs, or click one node then another on the
    drawing) and press **Union(a, b)** or **Find(a)**: the forest is redrawn
    with what the call changed (the root hung by union by size, the nodes
    re-pointed by path compression, their old parents dashed), every line it
    ran, how many parent links the find climbed, and the height of the tallest
    tree.  A call that compressed a path is drawn on the forest as it stood
    before the call (the next call draws it flattened); the parent table
    under it is always the forest after.  **Reset** goes back to the start.

    Parameters
    ----------
    nodes:
        The nodes, each in a set of its own at first.
    unions:
        Unions made before the learner starts (in this order): a tall tree,
        say, for path compression to flatten.
    name:
        How a node is written.

    Examples
    --------
    Pairs, then pairs of pairs, then the two halves: the tallest tree union by
    size lets 8 nodes grow (3 links, log2 8), with H at the bottom.

    >>> order = [("A", "B"), ("C", "D"), ("E", "F"), ("G", "H")]
    >>> order += [("A", "C"), ("E", "G"), ("A", "E")]
    >>> playground = UnionFindPlayground("ABCDEFGH", order)
    >>> playground.height, playground.depth("H")
    (3, 3)
    >>> playground.find("H")
    >>> print(playground.said)
    find(H): walk up the parents from H to its root.
    parent[H] is G: go up to G.
    parent[G] is E: go up to E.
    parent[E] is A: go up to A.
    A is its own parent: the root of H's set (size 8).
    Path compression: parent[H] was G, now points straight at the root A.
    Path compression: parent[G] was E, now points straight at the root A.
    find(H) climbed 3 parent links.
    Tallest tree: height 2 (a find climbs 2 links at most).
    >>> playground.find("H")
    >>> playground.said.splitlines()[-2]
    'find(H) climbed 1 parent link.'
    """

    def __init__(
        self,
        nodes: Iterable[Node],
        unions: Iterable[tuple[Node, Node]] = (),
        *,
        name: Callable[[Node], str] = str,
    ) -> None:
        self.nodes = tuple(dict.fromkeys(nodes))
        self.unions = tuple(unions)
        for pair in self.unions:
            for node in pair:
                if node not in self.nodes:
                    raise ValueError(f"unions: {node!r} is not one of the nodes")
        self.name = name
        # Union by size keeps every tree at most log2(n) links tall: room for its levels.
        levels = max(1, len(self.nodes)).bit_length()
        self.drawing = ForestDrawing(self.nodes, levels, name)
        self.sets: UnionFind[Node] = UnionFind()
        self.said = ""
        self.marks: list[Mark] = []
        self._picking_b = False
        self._before: Mapping[Node, Node] = {}  # the parents before the last call
        options = [(name(n), n) for n in self.nodes]
        self.a = widgets.Dropdown(options=options, description="a", layout={"width": "130px"})
        self.b = widgets.Dropdown(options=options, description="b", layout={"width": "130px"})
        self.a.style.description_width = self.b.style.description_width = "16px"
        self.union_button = widgets.Button(description="Union(a, b)", button_style="primary")
        self.find_button = widgets.Button(description="Find(a)")
        self.reset_button = widgets.Button(description="Reset")
        self.union_button.on_click(lambda _: self.guard(self.union, self.a.value, self.b.value))
        self.find_button.on_click(lambda _: self.guard(self.find, self.a.value))
        self.reset_button.on_click(lambda _: self.guard(self.reset))
        self.drawing.canvas.canvas.on_mouse_down(lambda x, y: self.guard(self.click, x, y))
        self.steps = widgets.HTML()
        self.table = widgets.HTML()
        self.message = widgets.HTML()
        legend = legend_html(self.drawing.canvas.legend(PLAYGROUND_ROLES))
        controls = [self.a, self.b, self.union_button, self.find_button, self.reset_button]
        super().__init__(
            [
                widgets.HBox(controls, layout={"flex_flow": "row wrap"}),
                self.message,
                self.drawing.canvas.canvas,
                widgets.HTML(legend),
                self.steps,
                self.table,
            ]
        )
        self.reset()

    # -- what the learner does ----------------------------------------------------------
    def reset(self) -> None:
        """Every node alone, then the starting unions."""
        self.sets = UnionFind(self.nodes)
        for a, b in self.unions:
            self.sets.union(a, b)
        self._before = self.sets.parents
        self.marks = []
        self._show(["Every node started alone; the starting unions are made. Pick a and b."])

    def union(self, a: Node, b: Node) -> None:
        """``union(a, b)`` on the engine's union-find, every line it runs shown."""
        self._before = self.sets.parents
        events = self.sets.union_traced(self._known(a), self._known(b))
        marks: list[Mark] = []
        for event in events:
            if event.kind == "hang":
                marks.append(LinkMark("hung", (tuple(event.nodes),)))
            elif event.kind == "compress":
                marks += self._compressed(event)
        self.marks = marks
        self._show([event.describe(self.name) for event in events])

    def find(self, a: Node) -> None:
        """``find(a)`` on the engine's union-find, with its walk and its path compression."""
        lines: list[UnionEvent] = []
        sets = self.sets
        self._before = sets.parents

        def observe(kind: str, *nodes: Node) -> None:
            lines.append(UnionEvent(kind, nodes, None, sets.parents, sets.sizes))

        sets.find(self._known(a), observe)
        walk = [e.nodes[1] for e in lines if e.kind == "up"]
        self.marks = [NodeMark("walk", (a, *walk))]
        for event in lines:
            if event.kind == "compress":
                self.marks += self._compressed(event)
        climbed = len(walk)
        summary = f"find({self.name(a)}) climbed {climbed} parent link{'s' * (climbed != 1)}."
        self._show([*(e.describe(self.name) for e in lines), summary])

    def click(self, x: float, y: float) -> None:
        """A click on a node picks a, the next one b, and so on."""
        node = self.drawing.canvas.node_at(x, y)
        if node is None:
            self.message.value = "<i>Click on a node (a disc) to pick it.</i>"
            return
        (self.b if self._picking_b else self.a).value = node
        self._picking_b = not self._picking_b
        self.message.value = ""

    # -- what it shows --------------------------------------------------------------------
    @property
    def height(self) -> int:
        """The height of the tallest tree now."""
        return forest_height(self.sets.parents)

    def depth(self, node: Node) -> int:
        """How many links ``find(node)`` would climb now."""
        return depth_in(self.sets.parents, node)

    def _known(self, node: Node) -> Node:
        if node not in self.nodes:
            raise ValueError(f"{node!r} is not a node of this union-find")
        return node

    def _compressed(self, event: UnionEvent) -> list[Mark]:
        node, before = event.nodes
        root = event.root(node)
        return [
            LinkMark("parent before", ((node, before),)),
            LinkMark("compressed", ((node, root),)),
        ]

    def _show(self, lines: Sequence[str]) -> None:
        """Redraw: the forest with this call's marks, its lines, the tallest tree, the table."""
        height = self.height
        links = f"{height} link{'s' * (height != 1)}"
        self.said = "\n".join(
            [*lines, f"Tallest tree: height {height} (a find climbs {links} at most)."]
        )
        self.message.value = ""
        compressed = any(m.role == "compressed" for m in self.marks)
        laid_out = self._before if compressed else None
        self.drawing.show(self.sets.parents, self.sets.sizes, self.marks, laid_out)
        rows = "".join(f"<div>{html.escape(line)}</div>" for line in self.said.splitlines())
        self.steps.value = f'<div style="font:13px sans-serif;line-height:1.5">{rows}</div>'
        parents, sizes = self.sets.parents, self.sets.sizes
        changed = {m.pairs[0][0] for m in self.marks if isinstance(m, LinkMark)}
        names = [_box(self.name(n)) for n in self.nodes]
        ups = [_box(self.name(parents[n]), n in changed) for n in self.nodes]
        counts = [_box(str(sizes[n])) if n in sizes else _box("") for n in self.nodes]
        table = "".join(
            f'<tr><th style="{_HEADING}">{label}</th>'
            + "".join(f'<td style="padding:0">{box}</td>' for box in row)
            + "</tr>"
            for label, row in (("node", names), ("parent", ups), ("size", counts))
        )
        self.table.value = (
            f'<table style="border-collapse:collapse;font:13px sans-serif">{table}</table>'
        )

    def guard(self, action: Callable[..., object], *args: object) -> None:
        """Run a callback; show its exception above the drawing instead of losing it."""
        try:
            action(*args)
        except Exception as exc:  # noqa: BLE001 - shown to the learner, not lost in a log
            text = html.escape(f"{type(exc).__name__}: {exc}")
            self.message.value = f'<div role="alert" style="color:#B00020">{text}</div>'
