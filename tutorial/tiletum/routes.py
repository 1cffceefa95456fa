"""The shortest route that crosses the most uncovered Stone Tablets, showing its work.

Rulebook, *Cardinalbot Prospector action*, step 3: the bot moves "by the
shortest route (preferring more uncovered Stone Tablets, which it covers but
does not resolve)".  Two wishes, one before the other: first as few steps as
possible, then, among routes of that length, as many uncovered tablets as
possible.

So a route's cost is a pair, compared the way a dictionary orders words:
``(steps, -tablets)``.  Fewer steps always wins; with equal steps, more
tablets wins.  Each connection costs ``(1, -t)``, ``t`` being 1 if it
carries an uncovered tablet: the first part is always 1, so every
connection makes a route strictly worse than stopping, which is all
Dijkstra's algorithm needs to be right.  The search below is Dijkstra's
algorithm on these pairs: a priority queue (the **frontier**, as in
:mod:`tutorial.core.graphs`) hands out the space with the best cost so
far; when a space is taken its cost is final.  Breadth-first search alone
would not do: it keeps the *first* way it finds to a space, which is a
shortest one but not always the one with most tablets.

Among routes equal in both steps and tablets, the search keeps the first it
found, which follows the order the map file lists connections: a fixed,
documented tie-break of ours (the rulebook names none).

Like breadth-first search in the core, the search comes two ways:
:func:`best_route` for the engine and :func:`best_route_trace`, line by
line of :data:`ROUTE_PSEUDOCODE`, for a step-through.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Collection, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Generic, NamedTuple, TypeVar

from tutorial.core.graphs import Observer, path_from_parents
from tutorial.core.values import memo
from tutorial.tiletum.maps import Map, neighbours

Node = TypeVar("Node", bound=Hashable)


class RouteCost(NamedTuple):
    """How long a route is and how many uncovered Stone Tablets it crosses."""

    steps: int
    tablets: int

    @property
    def key(self) -> tuple[int, int]:
        """The cost as compared: fewer steps first, then more tablets."""
        return (self.steps, -self.tablets)

    def better_than(self, other: RouteCost) -> bool:
        """Fewer steps, or as many steps and more tablets.

        >>> RouteCost(2, 1).better_than(RouteCost(2, 0))
        True
        >>> RouteCost(2, 5).better_than(RouteCost(1, 0))
        False
        """
        return self.key < other.key

    def __str__(self) -> str:
        steps = "step" if self.steps == 1 else "steps"
        tablets = "tablet" if self.tablets == 1 else "tablets"
        return f"{self.steps} {steps}, {self.tablets} {tablets}"


@dataclass(frozen=True)
class RouteSearch(Generic[Node]):
    """What the search found: each space's best cost, its parent, and the spaces taken.

    ``parent[n]`` is the space ``n`` is reached from on its best route
    (``None`` for a start).
    """

    cost: dict[Node, RouteCost]
    parent: dict[Node, Node | None]
    taken: dict[Node, None]

    def path_to(self, goal: Node) -> tuple[Node, ...]:
        """The best route from a start to ``goal``, both included (``()`` if never reached)."""
        if goal not in self.cost:
            return ()
        return path_from_parents(self.parent, goal)


def best_route_search(
    starts: Iterable[Node],
    neighbours: Callable[[Node], Iterable[Node]],
    tablets: Callable[[Node, Node], int],
    goal: Node | None = None,
    *,
    result: RouteSearch[Node] | None = None,
    observe: Observer | None = None,
) -> RouteSearch[Node]:
    """Dijkstra's algorithm on costs ``(steps, -tablets)``, from ``starts``.

    Parameters
    ----------
    starts:
        Spaces at cost (0 steps, 0 tablets): every Prospector that might move.
    neighbours:
        ``neighbours(n)``: the spaces one connection from ``n``, in map order.
    tablets:
        ``tablets(u, v)``: how many uncovered tablets the connection ``u``–``v`` carries.
    goal:
        Stop when this space is taken (its cost is then final); ``None``
        searches the whole map.
    result:
        An empty :class:`RouteSearch` to fill in, if the caller wants to
        watch it fill (the trace does).
    observe:
        Told ``observe(kind, u, v, offer, frontier)`` at every line that
        changes something: ``"take"``, ``"stale"``, ``"goal"``, ``"reach"``,
        ``"improve"`` and ``"skip"`` (see :class:`RouteEvent`);
        :func:`best_route_trace` uses it.

    Examples
    --------
    Two routes of 2 steps from ``a`` to ``d``; only ``a``–``c`` has a tablet.

    >>> square = {"a": ["b", "c"], "b": ["a", "d"], "c": ["a", "d"], "d": ["b", "c"]}
    >>> tablet = lambda u, v: int({u, v} == {"a", "c"})
    >>> found = best_route_search(["a"], square.__getitem__, tablet, goal="d")
    >>> found.path_to("d"), found.cost["d"]
    (('a', 'c', 'd'), RouteCost(steps=2, tablets=1))
    """
    found = result if result is not None else RouteSearch({}, {}, {})
    cost, parent, taken = found.cost, found.parent, found.taken
    # Entries (steps, -tablets, order, space): the heap hands out the best cost
    # first, and among equal costs the entry that joined first.
    frontier: list[tuple[int, int, int, Node]] = []
    order = 0
    for start in starts:
        if start not in cost:
            cost[start] = RouteCost(0, 0)
            parent[start] = None
            frontier.append((0, 0, order, start))
            order += 1
    while frontier:
        _, _, _, u = heapq.heappop(frontier)
        if u in taken:  # an old entry, left behind when u's cost improved
            if observe is not None:
                observe("stale", u, None, None, frontier)
            continue
        taken[u] = None
        if observe is not None:
            observe("take", u, None, cost[u], frontier)
        if u == goal:
            if observe is not None:
                observe("goal", u, None, cost[u], frontier)
            break
        here = cost[u]
        for v in neighbours(u):
            offer = RouteCost(here.steps + 1, here.tablets + tablets(u, v))
            # A taken space's cost is final: no offer can beat it, so it is always skipped.
            if v not in cost or offer.better_than(cost[v]):
                kind = "reach" if v not in cost else "improve"
                cost[v] = offer
                parent[v] = u
                heapq.heappush(frontier, (*offer.key, order, v))
                order += 1
            else:
                kind = "skip"
            if observe is not None:
                observe(kind, u, v, offer, frontier)
    return found


#: The search as a chapter shows it; :attr:`RouteEvent.lines` number these from 1.
ROUTE_PSEUDOCODE = (
    "cost[s] = (0 steps, 0 tablets) for each start s;  frontier = [starts]",
    "while frontier is not empty:",
    "    u = take the entry with the best cost from frontier",
    "    if u was taken before: skip this old entry",
    "    if u is the goal: stop (no better route to it can come)",
    "    for each neighbour v of u:",
    "        c = (steps[u] + 1, tablets[u] + uncovered tablets on u–v)",
    "        if v has no cost yet:  cost[v] = c; parent[v] = u; put v in frontier",
    "        elif c is better than cost[v]: the same (v joins the frontier again)",
    "        else: skip v (c is no better)",
    "route: follow parent from the goal back to a start",
)

#: The pseudocode lines each kind of :class:`RouteEvent` lights.
ROUTE_LINES: dict[str, tuple[int, ...]] = {
    "start": (1,),
    "take": (3,),
    "stale": (3, 4),
    "goal": (5,),
    "look": (6, 7),
    "reach": (8,),
    "improve": (9,),
    "skip": (10,),
    "done": (2,),
    "path": (11,),
}


class RouteEvent(NamedTuple, Generic[Node]):
    """One line of the route search, and the data structures after it.

    Attributes
    ----------
    kind:
        ``"start"``; ``"take"`` (``node`` left the frontier with the best
        cost; it is final); ``"stale"`` (an old entry of ``node`` left the
        frontier and is ignored); ``"goal"`` (``node`` is the goal: stop);
        ``"look"`` (at ``neighbour``, with the cost ``offer`` of going there
        through ``node``); ``"reach"`` (``neighbour`` had no cost: it gets
        ``offer``); ``"improve"`` (``offer`` beats ``neighbour``'s cost: as
        many steps, more tablets); ``"skip"`` (``offer`` is no better);
        ``"done"`` (the frontier is empty, or the goal was taken); ``"path"``.
    node, neighbour:
        ``u`` and ``v`` of the pseudocode (``None`` where there is none).
    offer:
        The cost ``c`` looked at (``None`` where there is none).
    frontier:
        The entries waiting, best first, as ``(space, cost)``; an old entry
        of a space whose cost improved since stays until it is taken.
    cost, parent:
        Every space's best cost so far, and the space it is reached from.
    taken:
        The spaces taken, in order: their cost is final.
    path:
        For ``"path"``: start to goal (empty if the goal was not reached).
    """

    kind: str
    node: Node | None
    neighbour: Node | None
    offer: RouteCost | None
    frontier: tuple[tuple[Node, RouteCost], ...]
    cost: Mapping[Node, RouteCost]
    parent: Mapping[Node, Node | None]
    taken: tuple[Node, ...]
    path: tuple[Node, ...] = ()

    @property
    def lines(self) -> tuple[int, ...]:
        """The lines of :data:`ROUTE_PSEUDOCODE` this event lights (from 1)."""
        return ROUTE_LINES[self.kind]

    @property
    def distance(self) -> dict[Node, int]:
        """Every space's steps so far (the first part of its cost), as breadth-first search's."""
        return {n: c.steps for n, c in self.cost.items()}

    def describe(self, name: Callable[[Node], str] = str) -> str:
        """One sentence: what this line did (``name`` writes a space)."""
        u = name(self.node) if self.node is not None else ""
        v = name(self.neighbour) if self.neighbour is not None else ""
        kind = self.kind
        if kind == "start":
            starts = ", ".join(name(n) for n in self.cost)
            return f"Start at {starts}: cost (0 steps, 0 tablets); they wait in the frontier."
        if kind == "take":
            return f"Take u = {u}, the best entry in the frontier ({self.cost[self.node]}): final."
        if kind == "stale":
            return f"An old entry of {u} comes out: {u} was taken already, ignore it."
        if kind == "goal":
            return f"u = {u} is the goal: its cost ({self.cost[self.node]}) is final, stop."
        if kind == "look":
            return f"Look at neighbour v = {v} of u = {u}: going there costs {self.offer}."
        if kind == "reach":
            return f"{v} had no cost: now {self.offer}, parent {u}; {v} joins the frontier."
        if kind == "improve":
            return (
                f"{self.offer} beats {v}'s cost (as many steps, more tablets): "
                f"parent {u}; {v} joins the frontier again."
            )
        if kind == "skip":
            return f"{self.offer} is no better than {v}'s {self.cost[self.neighbour]}: skip {v}."
        if kind == "done":
            return f"Done: {len(self.taken)} space(s) taken."
        if not self.path:
            return f"The goal {u} was never reached: no route leads there."
        forward = " → ".join(name(n) for n in self.path)
        return (
            f"Follow parents back from the goal: the route is {forward} ({self.cost[self.node]})."
        )

    def text(self, name: Callable[[Node], str] = str) -> str:
        """The sentence, then the frontier, costs and parents, as plain text."""
        waiting = ", ".join(f"{name(n)} ({c})" for n, c in self.frontier) or "(empty)"
        costs = "; ".join(f"{name(n)} {c}" for n, c in self.cost.items())
        parents = [f"{name(n)}→{name(p)}" for n, p in self.parent.items() if p is not None]
        return "\n".join(
            (
                self.describe(name),
                f"  frontier (best first): {waiting}",
                f"  taken: {', '.join(name(n) for n in self.taken) or '(none yet)'}",
                f"  cost: {costs}",
                f"  parent: {', '.join(parents) or '(none yet)'}",
            )
        )


def best_route_trace(
    starts: Iterable[Node],
    neighbours: Callable[[Node], Iterable[Node]],
    tablets: Callable[[Node, Node], int],
    goal: Node | None = None,
) -> Iterator[RouteEvent[Node]]:
    """:func:`best_route_search` line by line of :data:`ROUTE_PSEUDOCODE`, for a step-through.

    Examples
    --------
    >>> square = {"a": ["b", "c"], "b": ["a", "d"], "c": ["a", "d"], "d": ["b", "c"]}
    >>> tablet = lambda u, v: int({u, v} == {"c", "d"})
    >>> events = list(best_route_trace(["a"], square.__getitem__, tablet, goal="d"))
    >>> [e.kind for e in events if e.neighbour == "d"]  # found from b, improved from c
    ['look', 'reach', 'look', 'improve']
    >>> print(events[-1].describe())
    Follow parents back from the goal: the route is a → c → d (2 steps, 1 tablet).
    """
    starts = list(dict.fromkeys(starts))
    found: RouteSearch[Node] = RouteSearch({}, {}, {})
    zero = RouteCost(0, 0)
    events = [
        RouteEvent(
            "start",
            starts[0] if starts else None,
            None,
            None,
            tuple((s, zero) for s in starts),
            MappingProxyType(dict.fromkeys(starts, zero)),
            MappingProxyType(dict.fromkeys(starts)),
            (),
        )
    ]

    def observe(kind: str, u: Node, v: Node | None, offer: RouteCost | None, heap: list) -> None:
        if v is not None:  # "for each neighbour v": nothing has changed yet when v is looked at
            events.append(events[-1]._replace(kind="look", node=u, neighbour=v, offer=offer))
        waiting = tuple((entry[3], RouteCost(entry[0], -entry[1])) for entry in sorted(heap))
        events.append(
            RouteEvent(
                kind,
                u,
                v,
                offer,
                waiting,
                MappingProxyType(dict(found.cost)),
                MappingProxyType(dict(found.parent)),
                tuple(found.taken),
            )
        )

    best_route_search(starts, neighbours, tablets, goal, result=found, observe=observe)
    yield from events
    last = events[-1]._replace(kind="done", node=None, neighbour=None, offer=None)
    yield last
    if goal is not None:
        yield last._replace(kind="path", node=goal, path=found.path_to(goal))


# --------------------------------------------------------------------------
# On an Underground map
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Route:
    """A route on one map: its spaces (start first) and the uncovered tablets it crosses."""

    spaces: tuple[str, ...]
    tablets: tuple[str, ...]

    @property
    def steps(self) -> int:
        """How many connections the route moves along (0: no move)."""
        return max(len(self.spaces) - 1, 0)


def uncovered_tablets(umap: Map, covered: Collection[str] = ()) -> Callable[[str, str], int]:
    """``tablets(u, v)`` for the search: 1 if ``u``–``v`` carries a tablet not in ``covered``."""

    def tablets(u: str, v: str) -> int:
        tablet = umap.tablet_between(u, v)
        return int(tablet is not None and tablet.id not in covered)

    return tablets


def best_route(
    umap: Map, starts: Iterable[str], goal: str, covered: Collection[str] = ()
) -> Route | None:
    """The Cardinalbot's route on ``umap`` from the nearest of ``starts`` to ``goal``.

    Rulebook, *Cardinalbot Prospector action*, step 3: the shortest route,
    preferring more uncovered Stone Tablets.  ``covered`` holds the ids of the
    tablets under an "X" tile.  ``None`` if no start leads to ``goal``.

    >>> from tutorial.tiletum.maps import underground_map
    >>> best_route(underground_map("I", "A"), ["s"], "h")
    Route(spaces=('s', 'b', 'c', 'g', 'h'), tablets=('t1', 't2'))
    >>> best_route(underground_map("I", "A"), ["s"], "h", covered={"t1"}).tablets
    ('t2',)

    A map never changes, so a route is searched once for the same starts,
    goal and covered tablets, and remembered on the map
    (:func:`tutorial.core.values.memo`): games replay the same few routes.
    """
    starts, covered = tuple(starts), frozenset(covered)
    return memo(
        umap,
        ("best route", starts, goal, covered),
        lambda: _search_route(umap, starts, goal, covered),
    )


def _search_route(
    umap: Map, starts: tuple[str, ...], goal: str, covered: frozenset[str]
) -> Route | None:
    """:func:`best_route`, searched afresh."""
    found = best_route_search(
        starts, lambda s: neighbours(umap, s), uncovered_tablets(umap, covered), goal
    )
    path = found.path_to(goal)
    if not path:
        return None
    on_the_way = (umap.tablet_between(u, v) for u, v in zip(path, path[1:], strict=False))
    return Route(path, tuple(t.id for t in on_the_way if t is not None and t.id not in covered))


def route_trace(
    umap: Map, starts: Iterable[str], goal: str, covered: Collection[str] = ()
) -> Iterator[RouteEvent[str]]:
    """:func:`best_route`'s search on ``umap``, line by line (:func:`best_route_trace`)."""
    return best_route_trace(
        starts, lambda s: neighbours(umap, s), uncovered_tablets(umap, covered), goal
    )
