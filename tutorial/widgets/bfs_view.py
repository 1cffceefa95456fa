"""Breadth-first search on any graph, one line of pseudocode at a time.

:class:`BfsView` steps through :func:`tutorial.core.graphs.breadth_first_trace`:
the graph with the frontier, the visited nodes, the node taken (``u``) and
the neighbour looked at (``v``), the parent arrows, and at the end the
shortest path to the goal; beside it the pseudocode with the current line
lit and the frontier, visited set, distances and parents as they stand.
Click a node to search from it instead, or move the keyboard's cursor
there (Tab to the drawing, then the arrows) and press Enter
(:mod:`tutorial.widgets.step_keys`).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any

from tutorial.core.graphs import (
    BFS_PSEUDOCODE,
    BfsEvent,
    breadth_first_search,
    breadth_first_trace,
)
from tutorial.widgets import palette
from tutorial.widgets.algorithm_view import LIT, StepView
from tutorial.widgets.explanation import legend_html
from tutorial.widgets.graph_canvas import GraphCanvas, LinkMark, Mark, NodeMark
from tutorial.widgets.graph_layout import GraphPicture, Point, graph_picture
from tutorial.widgets.palette import LegendEntry

Node = Hashable

#: The marks a breadth-first search draws, in legend order.
BFS_ROLES = (
    "waiting",
    "expanded",
    "current",
    "neighbour",
    "edge new",
    "edge skipped",
    "parent",
    "shortest path",
)

BFS_NOTE = """
<div style="font:13px sans-serif;line-height:1.45;max-width:900px;color:#333;padding-top:6px">
<b>Cost.</b> Every node reached is put in the frontier once and taken out once, and
each of its edges is looked at once from each end: the work grows with the number of
nodes plus the number of edges, nothing more.<br>
<b>Why first-in, first-out gives shortest paths.</b> A node joins the <i>back</i> of
the frontier with its parent's distance + 1, so the frontier always holds nodes in
order of distance: every node at distance <i>d</i> is taken before any at
<i>d</i> + 1. The first time a node is seen is therefore along a shortest path, and a
neighbour seen again later is skipped: that second way is never shorter.
</div>
"""


#: A teacher's first example: two routes from A to D, so C finds D already visited.
TWO_ROUTES: dict[str, list[str]] = {
    "A": ["B", "C"],
    "B": ["A", "D"],
    "C": ["A", "D"],
    "D": ["B", "C", "E"],
    "E": ["D"],
}
#: Where :data:`TWO_ROUTES` is drawn: a diamond with a tail.
TWO_ROUTES_POSITIONS: dict[str, tuple[float, float]] = {
    "A": (0, 1),
    "B": (1, 0),
    "C": (1, 2),
    "D": (2, 1),
    "E": (3, 1),
}


def _cell(text: str, changed: bool = False) -> str:
    """A small box in a data-structure row; a changed one is bold, underlined and lit."""
    look = f"background:{LIT};font-weight:bold;text-decoration:underline;" if changed else ""
    return (
        '<span style="display:inline-block;min-width:22px;padding:1px 5px;margin:1px;'
        f'border:1px solid #8C8270;border-radius:3px;text-align:center;{look}">'
        f"{html.escape(text)}</span>"
    )


class BfsView(StepView):
    """Breadth-first search on a teacher's graph, one line of pseudocode at a time.

    Parameters
    ----------
    graph:
        A dict of neighbour lists (``{"A": ["B", "C"], ...}``), a networkx
        graph, or a :class:`~tutorial.widgets.graph_layout.GraphPicture`.
        Neighbours are looked at in the order listed.
    start:
        The node the search starts from.  Clicking a node starts again from
        it, as Enter does on the keyboard's cursor.
    goal:
        The node whose shortest path is drawn at the end (default: the last
        node visited, one of the farthest from the start).
    positions:
        ``{node: (x, y)}`` for every node, ``y`` downwards; default: the
        networkx attribute ``"pos"``, the nodes themselves if they are
        ``(column, row)`` cells, else a circle.
    name:
        How a node is written (default ``str``).
    width, height:
        The drawing's size in pixels.
    canvas:
        A ready :class:`~tutorial.widgets.graph_canvas.GraphCanvas` to draw
        on instead (a game board underneath, say).

    Examples
    --------
    Two routes from A to D: D is found from B first, so C skips it.

    >>> view = BfsView({"A": ["B", "C"], "B": ["A", "D"], "C": ["A", "D"], "D": ["B", "C"]}, "A")
    >>> view.next_button.click()
    >>> print(view.text(view.index))
    Step 1 of 22, line 3: u = take the node at the front of frontier
    Take u = A from the front of the frontier (distance 0).
      frontier (front to back): (empty)
      visited: A
      distance: A 0
      parent: (none yet)
    >>> skip = [i for i, e in enumerate(view.events) if e.kind == "skip" and e.neighbour == "D"]
    >>> print(view.text(skip[0]).splitlines()[1])
    D is visited already (distance 2): skip it. It was seen first along a path at least as short.
    >>> view.events[-1].path  # the last node visited is D
    ('A', 'B', 'D')
    """

    def __init__(
        self,
        graph: Any,
        start: Node,
        *,
        goal: Node | None = None,
        positions: Mapping[Node, Point] | None = None,
        name: Callable[[Node], str] = str,
        width: int = 440,
        height: int = 340,
        canvas: GraphCanvas | None = None,
        title: str = "",
    ) -> None:
        self.picture: GraphPicture = canvas.picture if canvas else graph_picture(graph, positions)
        self.name = name
        self.goal = goal
        self.start: Node | None = None
        drawing = canvas or GraphCanvas(self.picture, width=width, height=height, name=name)
        super().__init__(
            pseudocode=BFS_PSEUDOCODE,
            canvas=drawing,
            legend=legend_html([*drawing.legend(self.legend_roles()), *self.extra_legend()]),
            note=BFS_NOTE,
            title=title,
            chooses="the search's start",
        )
        drawing.canvas.on_mouse_down(lambda x, y: self.guard(self.click, x, y))
        self.choose_start(start)

    # -- the search ---------------------------------------------------------------
    def neighbours_from(self, start: Node) -> Callable[[Node], Iterable[Node]]:
        """The neighbours the search from ``start`` follows (the graph's own, here)."""
        return self.picture.neighbours

    def goal_for(self, start: Node, visited: tuple[Node, ...]) -> Node | None:
        """The node whose path is drawn at the end: the given goal, else the last visited."""
        if self.goal is not None:
            return self.goal
        return visited[-1] if visited else None

    def choose_start(self, node: Node) -> None:
        """Search again, from ``node``; ``ValueError`` if it is not a node of the graph."""
        if node not in self.picture.adjacency:
            raise ValueError(f"start: {node!r} is not a node of this graph")
        neighbours = self.neighbours_from(node)
        visited = tuple(breadth_first_search([node], neighbours).distance)
        self.start = node
        self.restart(breadth_first_trace([node], neighbours, self.goal_for(node, visited)))

    def click(self, x: float, y: float) -> None:
        """A click on the drawing: search from the node clicked."""
        node = self.drawing.node_at(x, y)
        if node is None:
            raise ValueError(
                f"no node at pixel ({x:.0f}, {y:.0f}): click a node to start the search there"
            )
        self.choose_node(node)

    def choose_node(self, node: Node) -> None:
        """A click on ``node`` (or Enter on the keyboard's cursor there): search from it."""
        self.choose_start(node)
        self.message.value = ""

    def chosen_node(self) -> Node | None:
        """The node the search starts from."""
        return self.start

    # -- the keyboard's cursor -------------------------------------------------------------
    def describe_node(self, node: Node) -> str:
        """The node at the cursor: what it is, where the search shown has it, what Enter does.

        >>> view = BfsView(TWO_ROUTES, "A")
        >>> view.show(4)
        >>> print(view.describe_node("B").replace(". ", ".\\n"))
        B: visited, waiting in the frontier, distance 1, parent A.
        Enter makes it the search's start.
        """
        event: BfsEvent = self.events[self.index]
        if node in event.distance:
            state = "waiting in the frontier" if node in event.frontier else "taken from it"
            parent = event.parent[node]
            came = f", parent {self.name(parent)}" if parent is not None else ""
            where = f"visited, {state}, distance {event.distance[node]}{came}"
        else:
            where = "not visited yet"
        chosen = node == self.start
        enter = "The search starts here." if chosen else "Enter makes it the search's start."
        return f"{self.node_text(node)}: {where}. {enter}"

    def node_text(self, node: Node) -> str:
        """A node in the words of :meth:`describe_node`: its name."""
        return self.name(node)

    # -- what a step shows ---------------------------------------------------------------
    def legend_roles(self) -> tuple[str, ...]:
        """The marks this view draws, in legend order (the keyboard's cursor last)."""
        return (*BFS_ROLES, palette.CURSOR)

    def extra_legend(self) -> list[LegendEntry]:
        """Legend entries for what is drawn under the graph (none for a plain graph)."""
        return []

    def marks(self, index: int) -> list[Mark]:
        """The frontier, the nodes taken, ``u`` and ``v``, parent arrows, and the path."""
        event: BfsEvent = self.events[index]
        waiting = event.frontier
        expanded = tuple(n for n in event.distance if n not in waiting)
        parents = tuple((n, p) for n, p in event.parent.items() if p is not None)
        marks: list[Mark] = [LinkMark("parent", parents)]
        u, v = event.node, event.neighbour
        if event.kind == "discover":
            marks.append(LinkMark("edge new", ((u, v),)))
        elif event.kind == "skip":
            marks.append(LinkMark("edge skipped", ((u, v),)))
        elif event.kind == "path" and len(event.path) > 1:
            marks.append(
                LinkMark("shortest path", tuple(zip(event.path, event.path[1:], strict=False)))
            )
        marks += [
            NodeMark("expanded", expanded, tuple(str(event.distance[n]) for n in expanded)),
            NodeMark("waiting", waiting, tuple(str(event.distance[n]) for n in waiting)),
        ]
        if event.kind in ("take", "look", "skip", "discover"):
            marks.append(NodeMark("current", (u,)))
        if v is not None:
            marks.append(NodeMark("neighbour", (v,)))
        return marks

    def data_html(self, index: int) -> str:
        """u and v, the frontier (front to back), the visited set, distances and parents."""
        event: BfsEvent = self.events[index]
        name = self.name
        new = event.neighbour if event.kind == "discover" else None
        inside = event.kind in ("take", "look", "skip", "discover")  # u is set inside the loop
        u = name(event.node) if inside else "–"
        v = name(event.neighbour) if event.neighbour is not None else "–"
        frontier = "".join(_cell(name(n), n == new) for n in event.frontier) or "<i>empty</i>"
        visited = ", ".join(html.escape(name(n)) for n in event.distance)
        columns = "".join(
            '<span style="display:inline-block;margin:0 2px 4px 0;text-align:center;'
            'vertical-align:top">'
            + _cell(name(n))
            + "<br>"
            + _cell(str(d), n == new)
            + "<br>"
            + _cell(name(event.parent[n]) if event.parent[n] is not None else "–", n == new)
            + "</span>"
            for n, d in event.distance.items()
        )
        row = '<div style="margin:3px 0">'
        return (
            '<div style="font:13px sans-serif;line-height:1.5;padding-top:6px">'
            f"{row}<b>u</b> = {html.escape(u)} &nbsp; <b>v</b> = {html.escape(v)}</div>"
            f"{row}<b>frontier</b> (front &#8594; back): {frontier}</div>"
            f"{row}<b>visited</b>: {{{visited}}}</div>"
            f'{row}<span style="display:inline-block;vertical-align:top;text-align:right;'
            'margin-right:4px;line-height:24px">node<br>distance<br>parent</span>'
            f"{columns}</div></div>"
        )

    def step_text(self, index: int) -> str:
        """The sentence of the step, then the frontier, visited set, distances and parents."""
        return self.events[index].text(self.name)
