"""Graph algorithms written to be read, each able to show its work.

Two algorithms carry the three games of this tutorial:

- **Breadth-first search** answers "how far?" on a graph whose edges all
  cost one step: which mine is closest along the roads of Cerro Gordo,
  how far a Prospector must walk underground in Tiletum.
- **Union-find** (disjoint sets) answers "are these joined yet?" as pieces
  arrive one by one: when two Cerro Gordo mines become connected by road,
  when a Carcassonne city closes.

Each comes three ways, sharing one implementation:

- a plain function or class for the engine (:func:`breadth_first_search`,
  :class:`UnionFind`), as fast as it can be;
- a *steps* generator that yields what the algorithm does at every coarse
  step (:func:`breadth_first_steps`: one node expanded; :func:`union_steps`:
  one edge merged), which the plain function runs to the end;
- a *trace*, line by line of the pseudocode (:data:`BFS_PSEUDOCODE`,
  :data:`UNION_FIND_PSEUDOCODE`), with the data structures as they stand
  after each line (:func:`breadth_first_trace`,
  :meth:`UnionFind.union_traced`, :func:`union_find_trace`), for a chapter
  to step through.  The trace is the same code run with an ``observe``
  callback; without one (the engine's way) the callback costs one ``is
  None`` test.

One word, one meaning: the **frontier** is always breadth-first search's
queue of nodes found but not yet taken; a node is **visited** once it has a
distance (it joined the frontier then).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Generic, NamedTuple, TypeVar

Node = TypeVar("Node", bound=Hashable)
Value = TypeVar("Value")

#: ``observe(kind, *nodes)``: told of each step of an algorithm, as it happens.
Observer = Callable[..., None]


def _names(nodes: Iterable[object], name: Callable[[object], str]) -> str:
    return ", ".join(name(n) for n in nodes) or "(empty)"


# --------------------------------------------------------------------------
# Breadth-first search
# --------------------------------------------------------------------------


class BfsStep(NamedTuple, Generic[Node]):
    """One step of breadth-first search: a node leaves the frontier.

    Attributes
    ----------
    current:
        The node taken from the front of the queue.
    distance:
        Its distance from the nearest start node (starts are at 0).
    discovered:
        The neighbours seen for the first time at this step, in the order
        they joined the back of the queue.
    frontier:
        The queue after this step: nodes found but not yet expanded.
    """

    current: Node
    distance: int
    discovered: tuple[Node, ...]
    frontier: tuple[Node, ...]


def path_from_parents(parent: Mapping[Node, Node | None], goal: Node) -> tuple[Node, ...]:
    """The path from a start to ``goal``, both included, following ``parent`` back.

    ``parent[n]`` is the node ``n`` was reached from (``None`` for a start), as a
    search leaves it.  Raises ``KeyError`` if ``goal`` was never reached.

    >>> path_from_parents({"a": None, "b": "a", "c": "b"}, "c")
    ('a', 'b', 'c')
    """
    path = [goal]
    node = parent[goal]
    while node is not None:
        path.append(node)
        node = parent[node]
    return tuple(reversed(path))


def root_in(parent: Mapping[Node, Node], node: Node) -> Node:
    """The root of ``node``'s tree in a union-find forest, without compressing it.

    >>> root_in({"a": "a", "b": "a", "c": "b"}, "c")
    'a'
    """
    while parent[node] != node:
        node = parent[node]
    return node


@dataclass(frozen=True)
class SearchResult(Generic[Node]):
    """What breadth-first search found: distances and parent pointers.

    ``parent[n]`` is the node from which ``n`` was first discovered (``None``
    for a start node); following parents back from any node gives one
    shortest path to it.
    """

    distance: dict[Node, int]
    parent: dict[Node, Node | None]

    def path_to(self, goal: Node) -> tuple[Node, ...]:
        """One shortest path from a start node to ``goal``, both included.

        Raises ``KeyError`` if ``goal`` was never reached.
        """
        return path_from_parents(self.parent, goal)


def breadth_first_steps(
    starts: Iterable[Node],
    neighbours: Callable[[Node], Iterable[Node]],
    *,
    result: SearchResult[Node] | None = None,
    observe: Observer | None = None,
    record: bool = True,
) -> Iterator[BfsStep[Node]]:
    """Breadth-first search from ``starts``, yielding one :class:`BfsStep` a node.

    Parameters
    ----------
    starts:
        Nodes at distance 0.  Several starts search from all of them at once.
    neighbours:
        ``neighbours(n)`` lists the nodes one step from ``n``.  Return nothing
        for a node the search may reach but not pass through (a Cerro Gordo
        mine, or a building that is not your own).
    result:
        An empty :class:`SearchResult` to fill in as the search goes, if the
        caller wants the distances and parents as well as the steps.
    observe:
        Told ``observe(kind, u, v, frontier)`` at each line that changes
        something: ``"take"`` (``u`` left the front of the frontier),
        ``"skip"`` (neighbour ``v`` was visited already) and ``"discover"``
        (``v`` is new).  :func:`breadth_first_trace` uses it.
    record:
        ``False`` runs the same search without recording its steps: nothing
        is yielded, and only ``result`` is filled in.  A step copies the
        whole frontier (a chapter shows the queue as it stood), which the
        engine, asking only for distances many times a turn, does not need:
        :func:`breadth_first_search` runs this way.

    Notes
    -----
    The queue is first-in, first-out, so nodes leave it in order of
    distance: every node at distance 1 before any at distance 2.  That is
    why the first time a node is discovered is along a shortest path.

    Examples
    --------
    >>> line = {1: [2], 2: [1, 3], 3: [2]}
    >>> [s.current for s in breadth_first_steps([1], line.__getitem__)]
    [1, 2, 3]
    """
    found = result if result is not None else SearchResult({}, {})
    distance, parent = found.distance, found.parent
    frontier: deque[Node] = deque()
    for start in starts:
        if start not in distance:
            distance[start] = 0
            parent[start] = None
            frontier.append(start)
    while frontier:
        current = frontier.popleft()
        if observe is not None:
            observe("take", current, None, frontier)
        here = distance[current]
        discovered = []
        for nxt in neighbours(current):
            if nxt in distance:  # visited already, along a path as short or shorter
                if observe is not None:
                    observe("skip", current, nxt, frontier)
                continue
            distance[nxt] = here + 1
            parent[nxt] = current
            frontier.append(nxt)
            if record:
                discovered.append(nxt)
            if observe is not None:
                observe("discover", current, nxt, frontier)
        if record:
            yield BfsStep(current, here, tuple(discovered), tuple(frontier))


def breadth_first_search(
    starts: Iterable[Node], neighbours: Callable[[Node], Iterable[Node]]
) -> SearchResult[Node]:
    """Distances and parent pointers from ``starts`` to every reachable node.

    Runs :func:`breadth_first_steps` to the end, without recording its
    steps (``record=False``): the same search, with no copy of the frontier
    made at each node.

    Examples
    --------
    >>> grid = {"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": []}
    >>> found = breadth_first_search(["a"], grid.__getitem__)
    >>> found.distance["d"], found.path_to("d")
    (2, ('a', 'b', 'd'))
    """
    result: SearchResult[Node] = SearchResult({}, {})
    for _ in breadth_first_steps(starts, neighbours, result=result, record=False):
        pass  # (nothing is yielded: the search fills in result)
    return result


#: Breadth-first search as a chapter shows it; :attr:`BfsEvent.lines` number these from 1.
BFS_PSEUDOCODE = (
    "distance[start] = 0;  frontier = [start]",
    "while frontier is not empty:",
    "    u = take the node at the front of frontier",
    "    for each neighbour v of u:",
    "        if v is visited (has a distance):",
    "            skip v: it was seen before",
    "        else:",
    "            distance[v] = distance[u] + 1",
    "            parent[v] = u",
    "            put v at the back of frontier",
    "path: follow parent from the goal back to start",
)

#: The pseudocode lines each kind of :class:`BfsEvent` lights.
BFS_LINES: dict[str, tuple[int, ...]] = {
    "start": (1,),
    "take": (3,),
    "look": (4,),
    "skip": (5, 6),
    "discover": (8, 9, 10),
    "done": (2,),
    "path": (11,),
}


class BfsEvent(NamedTuple, Generic[Node]):
    """One line of breadth-first search, and the data structures after it.

    Attributes
    ----------
    kind:
        ``"start"``, ``"take"`` (``node`` left the front of the frontier),
        ``"look"`` (at ``neighbour`` of ``node``), ``"skip"`` (``neighbour``
        was visited already), ``"discover"`` (``neighbour`` is new: its
        distance and parent are set, it joins the back of the frontier),
        ``"done"`` (the frontier is empty) or ``"path"`` (parents followed
        back from the goal, ``node``).
    node:
        ``u``, the node taken last (a start for ``"start"``, the goal for
        ``"path"``, ``None`` for ``"done"``).
    neighbour:
        ``v``, the neighbour looked at (``None`` when there is none).
    frontier:
        The queue after this line, front first.
    distance:
        Every visited node's distance, in the order they were visited.
    parent:
        Every visited node's parent (``None`` for a start).
    path:
        For ``"path"``: start to goal; empty if the goal was not reached.
    """

    kind: str
    node: Node | None
    neighbour: Node | None
    frontier: tuple[Node, ...]
    distance: Mapping[Node, int]
    parent: Mapping[Node, Node | None]
    path: tuple[Node, ...] = ()

    @property
    def lines(self) -> tuple[int, ...]:
        """The lines of :data:`BFS_PSEUDOCODE` this event lights (from 1)."""
        return BFS_LINES[self.kind]

    @property
    def visited(self) -> tuple[Node, ...]:
        """The visited nodes (those with a distance), in the order they were visited."""
        return tuple(self.distance)

    def describe(self, name: Callable[[Node], str] = str) -> str:
        """One sentence: what this line did (``name`` writes a node)."""
        u = name(self.node) if self.node is not None else ""
        v = name(self.neighbour) if self.neighbour is not None else ""
        if self.kind == "start":
            starts = [n for n, d in self.distance.items() if d == 0]
            return (
                f"Start at {_names(starts, name)}: distance 0; "
                f"the frontier holds {_names(self.frontier, name)}."
            )
        if self.kind == "take":
            here = self.distance[self.node]
            return f"Take u = {u} from the front of the frontier (distance {here})."
        if self.kind == "look":
            return f"Look at neighbour v = {v} of u = {u}."
        if self.kind == "skip":
            return (
                f"{v} is visited already (distance {self.distance[self.neighbour]}): "
                f"skip it. It was seen first along a path at least as short."
            )
        if self.kind == "discover":
            return (
                f"{v} is new: distance {self.distance[self.neighbour]} ({u}'s + 1), "
                f"parent {u}; {v} joins the back of the frontier."
            )
        if self.kind == "done":
            return f"The frontier is empty: done. {len(self.distance)} node(s) visited."
        if not self.path:
            return f"The goal {u} was never visited: no path leads there."
        back = " → ".join(name(n) for n in reversed(self.path))
        forward = ", ".join(name(n) for n in self.path)
        return (
            f"Follow parents back from the goal: {back}. Read backwards, {forward} "
            f"is a shortest path ({len(self.path) - 1} edge(s))."
        )

    def text(self, name: Callable[[Node], str] = str) -> str:
        """The sentence, then the frontier, visited set, distances and parents, as plain text."""
        parents = [f"{name(n)}→{name(p)}" for n, p in self.parent.items() if p is not None]
        return "\n".join(
            (
                self.describe(name),
                f"  frontier (front to back): {_names(self.frontier, name)}",
                f"  visited: {_names(self.distance, name)}",
                "  distance: " + (", ".join(f"{name(n)} {d}" for n, d in self.distance.items())),
                f"  parent: {', '.join(parents) or '(none yet)'}",
            )
        )


def breadth_first_trace(
    starts: Iterable[Node],
    neighbours: Callable[[Node], Iterable[Node]],
    goal: Node | None = None,
) -> Iterator[BfsEvent[Node]]:
    """Breadth-first search line by line of :data:`BFS_PSEUDOCODE`, for a step-through.

    Runs :func:`breadth_first_steps` (the engine's search) with an observer,
    and yields a :class:`BfsEvent` for every line it passes: the start,
    each node taken from the frontier, each neighbour looked at and then
    skipped or discovered, the end, and (if ``goal`` is given) the path
    found by following parents back from it.

    Examples
    --------
    >>> square = {"A": ["B", "C"], "B": ["A", "D"], "C": ["A", "D"], "D": ["B", "C"]}
    >>> events = list(breadth_first_trace(["A"], square.__getitem__, goal="D"))
    >>> [e.kind for e in events][:6]
    ['start', 'take', 'look', 'discover', 'look', 'discover']
    >>> [(e.node, e.neighbour) for e in events if e.kind == "skip"]
    [('B', 'A'), ('C', 'A'), ('C', 'D'), ('D', 'B'), ('D', 'C')]
    >>> skip = next(e for e in events if e.kind == "skip" and e.node == "C" and e.neighbour == "D")
    >>> print(skip.describe())  # D was found from B first
    D is visited already (distance 2): skip it. It was seen first along a path at least as short.
    >>> events[-1].path
    ('A', 'B', 'D')
    """
    starts = list(dict.fromkeys(starts))
    found: SearchResult[Node] = SearchResult({}, {})
    last = BfsEvent(
        "start",
        starts[0] if starts else None,
        None,
        tuple(starts),
        MappingProxyType(dict.fromkeys(starts, 0)),
        MappingProxyType(dict.fromkeys(starts)),
    )
    pending = [last]

    def observe(kind: str, u: Node, v: Node | None, frontier: Sequence[Node]) -> None:
        nonlocal last
        if v is not None:
            # "for each neighbour v": nothing has changed yet when v is looked at.
            pending.append(last._replace(kind="look", node=u, neighbour=v))
        last = BfsEvent(
            kind,
            u,
            v,
            tuple(frontier),
            MappingProxyType(dict(found.distance)),
            MappingProxyType(dict(found.parent)),
        )
        pending.append(last)

    for _ in breadth_first_steps(starts, neighbours, result=found, observe=observe):
        yield from pending
        pending.clear()
    yield from pending
    last = last._replace(kind="done", node=None, neighbour=None, frontier=())
    yield last
    if goal is not None:
        path = found.path_to(goal) if goal in found.distance else ()
        yield last._replace(kind="path", node=goal, path=path)


# --------------------------------------------------------------------------
# Union-find
# --------------------------------------------------------------------------

#: A :class:`UnionFind` of up to this many nodes keeps them in one bucket:
#: copied whole, it costs less than keeping track of many small buckets.
ONE_BUCKET = 512
#: Past :data:`ONE_BUCKET` nodes, the nodes a bucket holds on average (more, and
#: the buckets double): a small bucket is cheap to copy, and the list of
#: buckets stays short (a copy lists them all: a union-find of 1,000
#: Carcassonne tiles copied and changed itself for a tile with least work
#: at 32, against 16 or 64).
BUCKET = 32


def _rehashed(
    buckets: list[dict[Node, Value]], count: int, by_place: bool
) -> list[dict[Node, Value]]:
    """The entries of ``buckets`` in ``count`` new buckets, by hash of the key (modulo ``count``).

    ``by_place``: by hash of the key's first item (its place) instead.
    """
    rehashed: list[dict[Node, Value]] = [{} for _ in range(count)]
    for bucket in buckets:
        for key, value in bucket.items():
            rehashed[hash(key[0] if by_place else key) % count][key] = value  # type: ignore[index]
    return rehashed


class UnionFind(Generic[Node]):
    """Disjoint sets with path compression and union by size.

    Every node starts in a set of its own; :meth:`union` merges two sets and
    :meth:`find` names the set a node is in (by one representative node, the
    *root* of its tree: every node has a parent, and a root is its own).
    Two nodes are connected exactly when they have the same root.

    A UnionFind is a working tool inside one computation, not part of a game
    state: game states stay immutable and rebuild one when they need it, or
    copy it with :meth:`copy`.  A copy is cheap whatever the size of the
    forest: see :meth:`copy`.  ``by_place=True`` says the nodes are pairs
    ``(place, detail)``, as Carcassonne's feature nodes ``(cell, index)``:
    the nodes of one place then share a bucket (see below), which changes
    how the forest is stored, never what it answers.

    Examples
    --------
    >>> sets = UnionFind()
    >>> sets.union("mine 1", "road A")
    True
    >>> sets.union("road A", "mine 2")
    True
    >>> sets.connected("mine 1", "mine 2")
    True
    >>> sets.union("mine 2", "mine 1")  # already joined: nothing to merge
    False
    """

    # How it is stored, so that a copy shares what it does not change: the
    # parents are spread over *buckets*, dicts, node ``x`` in bucket
    # ``hash(x) % _count`` (``_count`` buckets), and each root's size sits in
    # the same bucket number of ``_size``.  A union-find writes only to the
    # buckets it *owns* (``_owned``); any other bucket may be shared with a
    # copy, so it is copied first (copy-on-write).  Up to ONE_BUCKET nodes there
    # is one bucket, so the nodes stay in the order they were added, and
    # ``_count`` is 0: the code writes ``count and hash(x) % count`` so as not
    # to work out a hash then.  (Modulo, not ``& (count - 1)``: a hash is a
    # big number, and Python works out its ``%`` by a small number in an
    # eighth fewer instructions than its ``&``; a find does it at each node.)
    # Nodes that are pairs ``(place, detail)`` may go by their place instead
    # (``by_place``, ``hash(x[0])``): the features of one Carcassonne tile then
    # share a bucket, and a tile's joins copy a few buckets, not one a feature.

    # Slots: read more quickly than the attributes of an instance dict, which
    # Python 3.11 reads more slowly with each field added (by_place cost whole
    # games ~0.2% before).  ``_memo`` is for tutorial.core.values.memo: None
    # until it remembers something (an empty slot would cost it an exception).
    __slots__ = (
        "_by_place",
        "_parent",
        "_size",
        "_count",
        "_owned",
        "_node_count",
        "_sets",
        "_spread_past",
        "_memo",
    )

    def __init__(self, nodes: Iterable[Node] = (), *, by_place: bool = False) -> None:
        self._by_place = by_place
        self._memo = None
        self._parent: list[dict[Node, Node]] = [{}]
        self._size: list[dict[Node, int]] = [{}]
        self._count = 0
        self._owned = {0}
        self._node_count = self._sets = 0
        self._spread_past = ONE_BUCKET  # more nodes than this: more buckets
        for node in nodes:
            self.add(node)

    def _own(self, bucket: int) -> None:
        """Copy ``bucket`` (not owned yet: a copy of this union-find may share it)."""
        # dict.copy() copies the table whole, even after the deletions of unions
        # (dict() would insert the entries one by one).
        self._parent[bucket] = self._parent[bucket].copy()
        self._size[bucket] = self._size[bucket].copy()
        self._owned.add(bucket)

    def add(self, node: Node) -> None:
        """Put ``node`` in a set of its own, if it is not known yet."""
        count = self._count
        bucket = count and hash(node[0] if self._by_place else node) % count
        if node in self._parent[bucket]:
            return
        if bucket not in self._owned:
            self._own(bucket)
        self._parent[bucket][node] = node
        self._size[bucket][node] = 1
        self._node_count += 1
        self._sets += 1
        if self._node_count > self._spread_past:
            self._spread()

    def add_all(self, nodes: Iterable[Node]) -> None:
        """:meth:`add` each of ``nodes`` (a tile's features, say), in order."""
        for node in nodes:
            count = self._count
            bucket = count and hash(node[0] if self._by_place else node) % count
            parents = self._parent[bucket]
            if node in parents:
                continue
            if bucket not in self._owned:
                self._own(bucket)
                parents = self._parent[bucket]
            parents[node] = node
            self._size[bucket][node] = 1
            self._node_count += 1
            self._sets += 1
            if self._node_count > self._spread_past:
                self._spread()

    def _spread(self) -> None:
        """Twice as many buckets or more, to hold at most BUCKET nodes each on average.

        The buckets are all new, so all owned.
        """
        count = 2 * len(self._parent)
        while self._node_count > BUCKET * count:
            count *= 2
        self._parent = _rehashed(self._parent, count, self._by_place)
        self._size = _rehashed(self._size, count, self._by_place)
        self._count, self._owned = count, set(range(count))
        self._spread_past = BUCKET * count

    def find(self, node: Node, observe: Observer | None = None) -> Node:
        """The root of the set holding ``node`` (added if new).

        ``observe``, if given, is told each line: ``("find", x)``, ``("up",
        node, its parent)``, ``("root", x, root)`` and ``("compress", node,
        old parent)`` (see :meth:`union_traced`).
        """
        parent, count = self._parent, self._count
        first = parent[count and hash(node[0] if self._by_place else node) % count].get(node)
        if first is None:  # a new node: a set of its own
            self.add(node)
            parent, count, first = self._parent, self._count, node  # add may spread the buckets
        if observe is not None:
            return self._find_observed(node, first, observe)
        if first == node:  # a root (most finds end here, or one step up)
            return node
        at = count and hash(first[0] if self._by_place else first) % count
        root, up = first, parent[at][first]
        while up != root:
            root, up = up, parent[count and hash(up[0] if self._by_place else up) % count][up]
        if root != first:  # more than one step up: a path to compress
            self._compress(node, first, root)
        return root

    def _find_observed(self, node: Node, first: Node, observe: Observer) -> Node:
        """:meth:`find` from ``node`` (whose parent is ``first``), telling ``observe`` each line."""
        parent, count = self._parent, self._count
        observe("find", node)
        root, up = node, first
        while up != root:
            observe("up", root, up)
            root, up = up, parent[count and hash(up[0] if self._by_place else up) % count][up]
        observe("root", node, root)
        self._compress(node, first, root, observe)
        return root

    def _compress(
        self, node: Node, first: Node, root: Node, observe: Observer | None = None
    ) -> None:
        """Path compression: point every node on the way from ``node`` straight at ``root``.

        ``first`` is ``node``'s parent.  The next find from any of them is one hop.
        """
        parent, count = self._parent, self._count
        up = first
        while up != root:
            bucket = count and hash(node[0] if self._by_place else node) % count
            if bucket not in self._owned:
                self._own(bucket)
            parent[bucket][node] = root
            if observe is not None:
                observe("compress", node, up)
            node, up = up, parent[count and hash(up[0] if self._by_place else up) % count][up]

    def union(self, a: Node, b: Node, observe: Observer | None = None) -> bool:
        """Merge the sets of ``a`` and ``b``; ``True`` if they were apart.

        ``observe``, if given, is told each line (see :meth:`union_traced`).
        """
        root_a, root_b = self.find(a, observe), self.find(b, observe)
        if root_a == root_b:
            if observe is not None:
                observe("same", root_a)
            return False
        self.link(root_a, root_b, observe)
        return True

    def link(self, root_a: Node, root_b: Node, observe: Observer | None = None) -> Node:
        """Merge the sets of two different roots, as :meth:`union` does; the merged set's root.

        For a caller that has found both roots already (Carcassonne joins two
        features, then merges their records under the root that stays):
        the two finds are not done again.
        """
        parent, size, count = self._parent, self._size, self._count
        at_a, at_b = (
            count and hash(root_a[0] if self._by_place else root_a) % count,
            count and hash(root_b[0] if self._by_place else root_b) % count,
        )
        if at_a not in self._owned:
            self._own(at_a)
        if at_b not in self._owned:
            self._own(at_b)
        # Union by size: hang the smaller tree under the larger, keeping trees flat.
        if size[at_a][root_a] < size[at_b][root_b]:
            root_a, root_b, at_a, at_b = root_b, root_a, at_b, at_a
        parent[at_b][root_b] = root_a
        size[at_a][root_a] += size[at_b].pop(root_b)
        self._sets -= 1
        if observe is not None:
            observe("hang", root_b, root_a)
        return root_a

    def __len__(self) -> int:
        """The number of separate sets."""
        return self._sets

    def __contains__(self, node: object) -> bool:
        count = self._count
        return node in self._parent[count and hash(node[0] if self._by_place else node) % count]  # type: ignore[index]

    def _nodes(self) -> Iterator[Node]:
        """Every node, bucket by bucket (in the order they were added, while one bucket)."""
        for bucket in self._parent:
            yield from bucket

    def connected(self, a: Node, b: Node) -> bool:
        """Whether ``a`` and ``b`` are in the same set."""
        return self.find(a) == self.find(b)

    def groups(self) -> list[frozenset[Node]]:
        """Every set, as a frozenset of its nodes."""
        by_root: dict[Node, set[Node]] = {}
        for node in self._nodes():
            by_root.setdefault(self.find(node), set()).add(node)
        return [frozenset(group) for group in by_root.values()]

    def copy(self) -> UnionFind[Node]:
        """An independent copy, for a "what if" without touching this one.

        Costs little whatever the size: the copy shares every bucket with
        this one, and from now on each of them copies a bucket before its
        first change to it (even to compress a path).
        """
        twin: UnionFind[Node] = object.__new__(UnionFind)  # (its fields all set below)
        twin._parent, twin._size = list(self._parent), list(self._size)
        twin._count, twin._spread_past = self._count, self._spread_past
        twin._by_place, twin._memo = self._by_place, None
        twin._node_count, twin._sets = self._node_count, self._sets
        if self._owned:  # every bucket is shared with the twin now (if not, already)
            self._owned = set()
        twin._owned = set()
        return twin

    # -- showing the work ------------------------------------------------------
    @property
    def parents(self) -> Mapping[Node, Node]:
        """A read-only copy of every node's parent (a root is its own parent).

        In the order the nodes were added, up to :data:`ONE_BUCKET` nodes
        (past that, bucket by bucket).
        """
        return MappingProxyType({n: up for bucket in self._parent for n, up in bucket.items()})

    @property
    def sizes(self) -> Mapping[Node, int]:
        """A read-only copy of each root's set size (in the order of :attr:`parents`)."""
        return MappingProxyType({n: size for bucket in self._size for n, size in bucket.items()})

    def add_traced(self, node: Node) -> tuple[UnionEvent[Node], ...]:
        """:meth:`add`, reporting it as an ``"add"`` event (none if ``node`` was known)."""
        if node in self:
            return ()
        self.add(node)
        return (self._event("add", (node,), None),)

    def union_traced(self, a: Node, b: Node) -> tuple[UnionEvent[Node], ...]:
        """:meth:`union`, line by line of :data:`UNION_FIND_PSEUDOCODE`.

        Does exactly what ``union(a, b)`` does (it *is* that code, run with
        an observer) and returns a :class:`UnionEvent` for each line: the
        call, each ``find`` walking up to its root and compressing the path,
        then either "already connected" or the smaller root hung under the
        larger.

        Examples
        --------
        >>> sets = UnionFind("ABCD")
        >>> _ = sets.union("A", "B"), sets.union("C", "D"), sets.union("A", "C")
        >>> for event in sets.union_traced("D", "B"):
        ...     print(event.describe())
        union(D, B): find the root of each end.
        find(D): walk up the parents from D to its root.
        parent[D] is C: go up to C.
        parent[C] is A: go up to A.
        A is its own parent: the root of D's set (size 4).
        Path compression: parent[D] was C, now points straight at the root A.
        find(B): walk up the parents from B to its root.
        parent[B] is A: go up to A.
        A is its own parent: the root of B's set (size 4).
        D and B have the same root, A: already connected, nothing to merge (a cycle).
        """
        edge = (a, b)
        events = [self._event("union", edge, edge)]
        sizes = self.sizes

        def observe(kind: str, *nodes: Node) -> None:
            events.append(self._event(kind, nodes, edge, sizes))

        self.union(a, b, observe)
        return tuple(events)

    def _event(
        self,
        kind: str,
        nodes: tuple[Node, ...],
        edge: tuple[Node, Node] | None,
        sizes_before: Mapping[Node, int] | None = None,
    ) -> UnionEvent[Node]:
        before = ()
        if kind == "hang" and sizes_before is not None:
            before = tuple(sizes_before[n] for n in nodes)
        return UnionEvent(kind, nodes, edge, self.parents, self.sizes, before)


#: Union-find as a chapter shows it; :attr:`UnionEvent.lines` number these from 1.
UNION_FIND_PSEUDOCODE = (
    "add(x):  parent[x] = x;  size[x] = 1",
    "union(a, b):",
    "    ra = find(a);  rb = find(b)",
    "    if ra == rb:  stop, already connected",
    "    if size[ra] < size[rb]:  swap ra and rb",
    "    parent[rb] = ra;  size[ra] += size[rb]",
    "find(x):",
    "    root = x",
    "    while parent[root] != root:",
    "        root = parent[root]",
    "    for each node y on the way from x to root:",
    "        parent[y] = root    (path compression)",
    "    return root",
)

#: The pseudocode lines each kind of :class:`UnionEvent` lights.
UNION_FIND_LINES: dict[str, tuple[int, ...]] = {
    "start": (1,),
    "add": (1,),
    "union": (2, 3),
    "find": (7, 8),
    "up": (9, 10),
    "root": (9, 13),
    "compress": (11, 12),
    "same": (4,),
    "hang": (5, 6),
    "done": (),
}


class UnionEvent(NamedTuple, Generic[Node]):
    """One line of union-find, and the parent forest after it.

    Attributes
    ----------
    kind:
        ``"start"`` (every node in a set of its own), ``"add"`` (``nodes[0]``
        joins in a set of its own), ``"union"`` (the call, ``nodes = (a,
        b)``), ``"find"`` (a find starts from ``nodes[0]``), ``"up"`` (the
        walk goes from ``nodes[0]`` up to its parent ``nodes[1]``),
        ``"root"`` (the walk from ``nodes[0]`` reached the root
        ``nodes[1]``), ``"compress"`` (``nodes[0]``, whose parent was
        ``nodes[1]``, now points at the root), ``"same"`` (both ends have
        the root ``nodes[0]``: already connected), ``"hang"`` (union by
        size: the root ``nodes[0]`` now hangs under the root ``nodes[1]``)
        or ``"done"`` (every edge is merged).
    nodes:
        The nodes the line is about, as above.
    edge:
        The pair being merged (``None`` outside a union).
    parent:
        Every node's parent after this line (a root is its own parent).
    size:
        The size of each root's set after this line.
    sizes_before:
        For ``"hang"``: the sizes of the two sets before they merged.
    """

    kind: str
    nodes: tuple[Node, ...]
    edge: tuple[Node, Node] | None
    parent: Mapping[Node, Node]
    size: Mapping[Node, int]
    sizes_before: tuple[int, ...] = ()

    @property
    def lines(self) -> tuple[int, ...]:
        """The lines of :data:`UNION_FIND_PSEUDOCODE` this event lights (from 1)."""
        return UNION_FIND_LINES[self.kind]

    def root(self, node: Node) -> Node:
        """The root of ``node``'s tree in this event's forest (without changing it)."""
        return root_in(self.parent, node)

    def describe(self, name: Callable[[Node], str] = str) -> str:
        """One sentence: what this line did (``name`` writes a node)."""
        n = [name(x) for x in self.nodes]
        kind = self.kind
        if kind == "start":
            sets = len(self.size)
            return f"Every node starts in a set of its own: its own parent, size 1 ({sets} sets)."
        if kind == "add":
            return f"New node {n[0]}: a set of its own (its own parent, size 1)."
        if kind == "union":
            return f"union({n[0]}, {n[1]}): find the root of each end."
        if kind == "find":
            return f"find({n[0]}): walk up the parents from {n[0]} to its root."
        if kind == "up":
            return f"parent[{n[0]}] is {n[1]}: go up to {n[1]}."
        if kind == "root":
            return (
                f"{n[1]} is its own parent: the root of {n[0]}'s set "
                f"(size {self.size[self.nodes[1]]})."
            )
        if kind == "compress":
            root = name(self.parent[self.nodes[0]])
            return (
                f"Path compression: parent[{n[0]}] was {n[1]}, "
                f"now points straight at the root {root}."
            )
        if kind == "same":
            a, b = (name(x) for x in self.edge or self.nodes * 2)
            return (
                f"{a} and {b} have the same root, {n[0]}: "
                "already connected, nothing to merge (a cycle)."
            )
        if kind == "hang":
            small, large = self.sizes_before or (0, 0)
            why = "the same size" if small == large else f"size {small} < {large}"
            return (
                f"Union by size ({why}): hang {n[0]}'s tree under {n[1]}; "
                f"{n[1]}'s set now has {self.size[self.nodes[1]]} nodes."
            )
        return f"Every edge is done: {len(self.size)} set(s) left."

    def text(self, name: Callable[[Node], str] = str) -> str:
        """The sentence, then every non-root's parent and every root's size, as plain text."""
        parents = [f"{name(n)}→{name(p)}" for n, p in self.parent.items() if p != n]
        roots = [f"{name(r)} (size {s})" for r, s in self.size.items()]
        return "\n".join(
            (
                self.describe(name),
                f"  parent: {', '.join(parents) or '(every node is a root)'}",
                f"  roots: {', '.join(roots) or '(none)'}",
            )
        )


class UnionStep(NamedTuple, Generic[Node]):
    """One edge considered by :func:`union_steps`.

    ``merged`` is ``True`` when the edge joined two sets that were apart;
    ``groups`` is the number of sets after the step.
    """

    edge: tuple[Node, Node]
    merged: bool
    groups: int


def union_steps(
    nodes: Iterable[Node],
    edges: Iterable[tuple[Node, Node]],
    *,
    sets: UnionFind[Node] | None = None,
) -> Iterator[UnionStep[Node]]:
    """Connected components by union-find, yielding one step per edge.

    Parameters
    ----------
    nodes:
        Nodes that start in sets of their own (edges may add more).
    edges:
        Pairs to merge, in order.
    sets:
        A :class:`UnionFind` to merge into, if the caller wants it afterwards.

    Examples
    --------
    >>> steps = list(union_steps("abc", [("a", "b"), ("b", "a"), ("b", "c")]))
    >>> [(s.merged, s.groups) for s in steps]
    [(True, 2), (False, 2), (True, 1)]
    """
    found: UnionFind[Node] = sets if sets is not None else UnionFind()
    for node in nodes:
        found.add(node)
    for a, b in edges:
        merged = found.union(a, b)
        yield UnionStep((a, b), merged, len(found))


def union_find_trace(
    nodes: Iterable[Node],
    edges: Iterable[tuple[Node, Node]],
    *,
    sets: UnionFind[Node] | None = None,
) -> Iterator[UnionEvent[Node]]:
    """:func:`union_steps` line by line of :data:`UNION_FIND_PSEUDOCODE`, for a step-through.

    Yields a ``"start"`` event (every node in a set of its own), the events
    of :meth:`UnionFind.union_traced` for each edge in order, and a
    ``"done"`` event.

    Examples
    --------
    >>> events = list(union_find_trace("ABC", [("A", "B"), ("B", "A")]))
    >>> [e.kind for e in events]  # doctest: +NORMALIZE_WHITESPACE
    ['start', 'union', 'find', 'root', 'find', 'root', 'hang',
     'union', 'find', 'up', 'root', 'find', 'root', 'same', 'done']
    """
    found: UnionFind[Node] = sets if sets is not None else UnionFind()
    for node in nodes:
        found.add(node)
    yield UnionEvent("start", (), None, found.parents, found.sizes)
    for a, b in edges:
        yield from found.union_traced(a, b)
    yield UnionEvent("done", (), None, found.parents, found.sizes)


def components(nodes: Iterable[Node], edges: Iterable[tuple[Node, Node]]) -> UnionFind[Node]:
    """The union-find of ``nodes`` after merging along every edge.

    Runs :func:`union_steps` to the end.
    """
    sets: UnionFind[Node] = UnionFind()
    for _ in union_steps(nodes, edges, sets=sets):
        pass
    return sets
