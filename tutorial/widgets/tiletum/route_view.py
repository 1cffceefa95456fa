"""Step through the Cardinalbot's route search on an Underground map.

Rulebook, *Cardinalbot Prospector action*, step 3: the bot moves "by the
shortest route (preferring more uncovered Stone Tablets)".  The engine finds
it with Dijkstra's algorithm on costs ``(steps, tablets)``
(:func:`tutorial.tiletum.routes.best_route`); :class:`RouteStepper` replays
that very search (:func:`tutorial.tiletum.routes.route_trace`) line by line
of its pseudocode, on the map: the frontier (a priority queue: the best
cost comes out first), the spaces taken (settled: their cost is final),
each space's best cost and parent, and at the end the route, found by
following parents back from the goal.

The words are the breadth-first search chapter's: *frontier*, *parent*,
*u* (the space taken) and *v* (the neighbour looked at).  What is new: a
space can be reached again with a better cost (as many steps, more
tablets), and then it joins the frontier again.

Click a space to search the route to it instead, or move the keyboard's
cursor there (Tab to the map, then the arrows) and press Enter
(:mod:`tutorial.widgets.step_keys`).
"""

from __future__ import annotations

import html
from collections.abc import Collection, Iterable

from tutorial.tiletum.cardinalbot import BOT, ProspectorDecision
from tutorial.tiletum.maps import Map
from tutorial.tiletum.routes import ROUTE_PSEUDOCODE, RouteCost, RouteEvent, route_trace
from tutorial.tiletum.underground import Underground
from tutorial.widgets import palette
from tutorial.widgets.algorithm_view import LIT, StepView
from tutorial.widgets.explanation import legend_html
from tutorial.widgets.graph_canvas import LinkMark, Mark, NodeMark
from tutorial.widgets.tiletum.map_canvas import MapCanvas, describe_space, map_legend

#: The marks a route search draws, in legend order.
ROUTE_ROLES = (
    "queued",
    "settled",
    "current",
    "neighbour",
    "goal",
    "edge new",
    "edge improved",
    "edge skipped",
    "parent",
    "route",
)

ROUTE_NOTE = """
<div style="font:13px sans-serif;line-height:1.45;max-width:1100px;color:#333;padding-top:6px">
<b>Two wishes, one after the other.</b> A route's cost is (steps, tablets), compared like
words in a dictionary: fewer steps always wins; with as many steps, more uncovered Stone
Tablets wins. <b>Why a priority queue.</b> Breadth-first search keeps the <i>first</i> way
it finds to a space: a shortest one, but not always the one with most tablets. Here the
frontier hands out the space with the best cost so far, and a space reached again with a
better cost joins the frontier again (its old entry is skipped when it comes out). When a
space is taken its cost is final: every other way to it costs at least as much, since
each connection adds a step.
</div>
"""


def cost_label(cost: RouteCost) -> str:
    """A cost as written on a space: ``"2,1"`` is 2 steps, 1 tablet."""
    return f"{cost.steps},{cost.tablets}"


def _cell(text: str, changed: bool = False) -> str:
    look = f"background:{LIT};font-weight:bold;text-decoration:underline;" if changed else ""
    return (
        '<span style="display:inline-block;min-width:22px;padding:1px 5px;margin:1px;'
        f'border:1px solid #8C8270;border-radius:3px;text-align:center;{look}">'
        f"{html.escape(text)}</span>"
    )


class RouteStepper(StepView):
    """The route search on an Underground map, one line of pseudocode at a time.

    Parameters
    ----------
    umap:
        The map to search.
    starts:
        The spaces the search starts from (the bot's Prospectors on this map).
    goal:
        The space the route must reach.  Click a space (or press Enter on
        the keyboard's cursor there) to search to it instead.
    covered:
        Ids of the tablets already under an "X" tile (they count for
        nothing); default: those of ``underground``.
    underground:
        What stands on the maps, drawn underneath (optional).
    width:
        The map's width in pixels.

    Examples
    --------
    >>> from tutorial.tiletum.maps import underground_map
    >>> stepper = RouteStepper(underground_map("I", "A"), ["s"], "c")
    >>> end = stepper.text(len(stepper.events) - 1).splitlines()[1]
    >>> print(end.replace(". It", ".\\nIt"))
    Follow parents back from the goal: the route is s → b → c (2 steps, 1 tablet).
    It crosses the uncovered tablet(s) t1.
    """

    def __init__(
        self,
        umap: Map,
        starts: Iterable[str],
        goal: str,
        *,
        covered: Collection[str] | None = None,
        underground: Underground | None = None,
        width: int = 600,
        max_height: int = 600,
        title: str = "",
    ) -> None:
        self.umap = umap
        self.starts = tuple(dict.fromkeys(starts))
        if not self.starts:
            raise ValueError("starts: give at least one space to search from")
        for space in (*self.starts, goal):
            if not umap.has_space(space):
                raise ValueError(f"{space!r} is not a space of {umap.name}")
        if covered is None:
            covered = (
                {t for n, t in underground.covered if n == umap.number} if underground else set()
            )
        self.covered = frozenset(covered)
        self.goal = goal
        self.underground = underground
        canvas = MapCanvas(umap, underground, width=width, max_height=max_height)
        roles = (*ROUTE_ROLES, palette.CURSOR)
        super().__init__(
            pseudocode=ROUTE_PSEUDOCODE,
            canvas=canvas,
            legend=legend_html([*canvas.legend(roles), *map_legend(canvas)]),
            note=ROUTE_NOTE,
            title=title or f"Shortest route, most uncovered tablets: {umap.name}",
            side_width=680,
            chooses="the route's goal",
        )
        canvas.canvas.on_mouse_down(lambda x, y: self.guard(self.click, x, y))
        self.choose_goal(goal)

    @classmethod
    def from_decision(
        cls, decision: ProspectorDecision, underground: Underground, *, bot: str = BOT, **kwargs
    ) -> RouteStepper:
        """The search behind a Cardinalbot decision: from its Prospectors to the Town chosen."""
        chosen = decision.chosen
        if chosen is None:
            raise ValueError("the Cardinalbot found no Town to go to: there is no route to show")
        number, goal = chosen.town
        umap = underground.map(number)
        return cls(
            umap, underground.spaces_of(bot, number), goal, underground=underground, **kwargs
        )

    # -- the search ---------------------------------------------------------------------------
    def choose_goal(self, goal: str) -> None:
        """Search again, to ``goal``; ``ValueError`` if it is not a space of the map."""
        if not self.umap.has_space(goal):
            raise ValueError(f"goal: {goal!r} is not a space of {self.umap.name}")
        self.goal = goal
        self.restart(list(route_trace(self.umap, self.starts, goal, self.covered)))

    def click(self, x: float, y: float) -> None:
        """A click on the map: search for the route to the space clicked."""
        space = self.drawing.node_at(x, y)
        if space is None:
            raise ValueError(
                f"no space at pixel ({x:.0f}, {y:.0f}): click a space to find the route there"
            )
        self.choose_node(space)

    def choose_node(self, space: str) -> None:
        """A click on ``space`` (or Enter on the keyboard's cursor there): the route to it."""
        self.choose_goal(space)
        self.message.value = ""

    def chosen_node(self) -> str:
        """The goal of the route searched."""
        return self.goal

    def describe_node(self, space: str) -> str:
        """The space at the cursor: the map's words, its cost in the step shown, what Enter does.

        >>> from tutorial.tiletum.maps import underground_map
        >>> stepper = RouteStepper(underground_map("I", "A"), ["s"], "c")
        >>> stepper.show(4)
        >>> print(stepper.describe_node("a").replace(". ", ".\\n"))
        Space a of Underground map I, side A.
        Connections: a–s, a–c, a–d.
        Waiting in the frontier, best cost so far 1 step, 0 tablets, parent s.
        Enter makes it the route's goal.
        """
        event: RouteEvent = self.events[self.index]
        parent = event.parent.get(space)
        came = f", parent {parent}" if parent is not None else ""
        if space in event.taken:
            where = f"Taken, cost final: {event.cost[space]}{came}."
        elif space in event.cost:
            where = f"Waiting in the frontier, best cost so far {event.cost[space]}{came}."
        else:
            where = "No cost yet."
        enter = "It is the goal." if space == self.goal else "Enter makes it the route's goal."
        return f"{describe_space(self.umap, space, self.underground)} {where} {enter}"

    @property
    def route(self) -> tuple[str, ...]:
        """The route the search found (start to goal; empty if the goal cannot be reached)."""
        return self.events[-1].path

    # -- what a step shows -------------------------------------------------------------------
    def marks(self, index: int) -> list[Mark]:
        """Frontier and settled spaces with their costs, u and v, parents, the route."""
        event: RouteEvent = self.events[index]
        waiting = tuple(n for n in event.cost if n not in event.taken)
        marks: list[Mark] = [
            LinkMark("parent", tuple((n, p) for n, p in event.parent.items() if p is not None))
        ]
        u, v = event.node, event.neighbour
        edge_role = {"reach": "edge new", "improve": "edge improved", "skip": "edge skipped"}
        if event.kind in edge_role:
            marks.append(LinkMark(edge_role[event.kind], ((u, v),)))
        if event.kind == "path" and len(event.path) > 1:
            marks.append(LinkMark("route", tuple(zip(event.path, event.path[1:], strict=False))))
        marks += [
            NodeMark("settled", event.taken, tuple(cost_label(event.cost[n]) for n in event.taken)),
            NodeMark("queued", waiting, tuple(cost_label(event.cost[n]) for n in waiting)),
            NodeMark("goal", (self.goal,)),
        ]
        if event.kind in ("take", "stale", "goal", "look", "reach", "improve", "skip"):
            marks.append(NodeMark("current", (u,)))
        if v is not None:
            marks.append(NodeMark("neighbour", (v,)))
        return marks

    def draw(self, index: int) -> None:
        event: RouteEvent = self.events[index]
        if event.kind == "path":
            pairs = zip(event.path, event.path[1:], strict=False)
            found = (self.umap.tablet_between(a, b) for a, b in pairs)
            self.drawing.light_tablets(
                t.id for t in found if t is not None and t.id not in self.covered
            )
        else:
            self.drawing.light_tablets(())
        self.drawing.show(self.shown_marks(index))

    def data_html(self, index: int) -> str:
        """u, v and c; the frontier (best first, with costs); taken; cost and parent per space."""
        event: RouteEvent = self.events[index]
        changed = event.neighbour if event.kind in ("reach", "improve") else None
        inside = event.kind in ("take", "stale", "goal", "look", "reach", "improve", "skip")
        u = event.node if inside else "–"
        v = event.neighbour if event.neighbour is not None else "–"
        c = str(event.offer) if event.offer is not None and event.neighbour else "–"
        frontier = (
            "".join(
                _cell(f"{n} ({cost_label(cost)})", n == changed and i == _last(event, n))
                for i, (n, cost) in enumerate(event.frontier)
            )
            or "<i>empty</i>"
        )
        taken = ", ".join(html.escape(n) for n in event.taken) or "<i>none yet</i>"
        columns = "".join(
            '<span style="display:inline-block;margin:0 2px 4px 0;text-align:center;'
            'vertical-align:top">'
            + _cell(n, n in event.taken)
            + "<br>"
            + _cell(cost_label(cost), n == changed)
            + "<br>"
            + _cell(event.parent[n] if event.parent[n] is not None else "–", n == changed)
            + "</span>"
            for n, cost in event.cost.items()
        )
        row = '<div style="margin:3px 0">'
        return (
            '<div style="font:13px sans-serif;line-height:1.5;padding-top:6px">'
            f"{row}<b>u</b> = {html.escape(u)} &nbsp; <b>v</b> = {html.escape(v)} &nbsp; "
            f"<b>c</b> = {html.escape(c)}</div>"
            f"{row}<b>frontier</b> (best cost first; steps,tablets): {frontier}</div>"
            f"{row}<b>taken</b> (settled: cost final): {{{taken}}}</div>"
            f'{row}<span style="display:inline-block;vertical-align:top;text-align:right;'
            'margin-right:4px;line-height:24px">space<br>best cost<br>parent</span>'
            f"{columns}</div>"
            '<div style="font-size:12px;color:#555">A taken space is bold in the top row; '
            '"2,1" is 2 steps and 1 uncovered tablet.</div></div>'
        )

    def step_text(self, index: int) -> str:
        """The step's sentence, then the frontier, taken spaces, costs and parents."""
        event: RouteEvent = self.events[index]
        text = event.text()
        if event.kind == "path" and event.path:
            pairs = zip(event.path, event.path[1:], strict=False)
            found = [self.umap.tablet_between(a, b) for a, b in pairs]
            tablets = [t.id for t in found if t is not None and t.id not in self.covered]
            if tablets:
                first, rest = text.split("\n", 1)
                text = f"{first} It crosses the uncovered tablet(s) {', '.join(tablets)}.\n{rest}"
        return text


def _last(event: RouteEvent, node: str) -> int:
    """Where ``node``'s newest entry sits in the frontier (the one that just joined)."""
    best = -1
    for i, (n, cost) in enumerate(event.frontier):
        if n == node and cost == event.cost[node]:
            best = i
    return best
