"""Graph algorithms written to be read, each able to show its work.

Two algorithms carry the three games of this tutorial:

- **Breadth-first search** answers "how far?" on a graph whose edges all
  cost one step: which mine is closest along the roads of Cerro Gordo,
  how far a Prospector must walk underground in Tiletum.
- **Union-find** (disjoint sets) answers "are these joined yet?" as pieces
  arrive one by one: when two Cerro Gordo mines become connected by road,
  when a Carcassonne city closes.

Each comes twice over, sharing one implementation: a *steps* generator that
yields what the algorithm does at every step (for a chapter to step
through), and a plain function that runs the steps to the end and returns
the answer (for the engine).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator
from dataclasses import dataclass
from typing import Generic, NamedTuple, TypeVar

Node = TypeVar("Node", bound=Hashable)


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
        path = [goal]
        node = self.parent[goal]
        while node is not None:
            path.append(node)
            node = self.parent[node]
        return tuple(reversed(path))


def breadth_first_steps(
    starts: Iterable[Node],
    neighbours: Callable[[Node], Iterable[Node]],
    *,
    result: SearchResult[Node] | None = None,
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
    queue: deque[Node] = deque()
    for start in starts:
        if start not in distance:
            distance[start] = 0
            parent[start] = None
            queue.append(start)
    while queue:
        current = queue.popleft()
        here = distance[current]
        discovered = []
        for nxt in neighbours(current):
            if nxt not in distance:
                distance[nxt] = here + 1
                parent[nxt] = current
                queue.append(nxt)
                discovered.append(nxt)
        yield BfsStep(current, here, tuple(discovered), tuple(queue))


def breadth_first_search(
    starts: Iterable[Node], neighbours: Callable[[Node], Iterable[Node]]
) -> SearchResult[Node]:
    """Distances and parent pointers from ``starts`` to every reachable node.

    Runs :func:`breadth_first_steps` to the end.

    Examples
    --------
    >>> grid = {"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": []}
    >>> found = breadth_first_search(["a"], grid.__getitem__)
    >>> found.distance["d"], found.path_to("d")
    (2, ('a', 'b', 'd'))
    """
    result: SearchResult[Node] = SearchResult({}, {})
    for _ in breadth_first_steps(starts, neighbours, result=result):
        pass
    return result


# --------------------------------------------------------------------------
# Union-find
# --------------------------------------------------------------------------


class UnionFind(Generic[Node]):
    """Disjoint sets with path compression and union by size.

    Every node starts in a set of its own; :meth:`union` merges two sets and
    :meth:`find` names the set a node is in (by one representative node).
    Two nodes are connected exactly when they have the same representative.

    A UnionFind is a working tool inside one computation, not part of a game
    state: game states stay immutable and rebuild one when they need it, or
    copy it with :meth:`copy`.

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

    def __init__(self, nodes: Iterable[Node] = ()) -> None:
        self._parent: dict[Node, Node] = {}
        self._size: dict[Node, int] = {}
        for node in nodes:
            self.add(node)

    def add(self, node: Node) -> None:
        """Put ``node`` in a set of its own, if it is not known yet."""
        if node not in self._parent:
            self._parent[node] = node
            self._size[node] = 1

    def find(self, node: Node) -> Node:
        """The representative of the set holding ``node`` (added if new)."""
        self.add(node)
        root = node
        while self._parent[root] != root:
            root = self._parent[root]
        # Path compression: point every node on the way straight at the root,
        # so the next find is one hop.
        while self._parent[node] != root:
            self._parent[node], node = root, self._parent[node]
        return root

    def union(self, a: Node, b: Node) -> bool:
        """Merge the sets of ``a`` and ``b``; ``True`` if they were apart."""
        root_a, root_b = self.find(a), self.find(b)
        if root_a == root_b:
            return False
        # Union by size: hang the smaller tree under the larger, keeping trees flat.
        if self._size[root_a] < self._size[root_b]:
            root_a, root_b = root_b, root_a
        self._parent[root_b] = root_a
        self._size[root_a] += self._size.pop(root_b)
        return True

    def __len__(self) -> int:
        """The number of separate sets."""
        return len(self._size)

    def connected(self, a: Node, b: Node) -> bool:
        """Whether ``a`` and ``b`` are in the same set."""
        return self.find(a) == self.find(b)

    def groups(self) -> list[frozenset[Node]]:
        """Every set, as a frozenset of its nodes."""
        by_root: dict[Node, set[Node]] = {}
        for node in self._parent:
            by_root.setdefault(self.find(node), set()).add(node)
        return [frozenset(group) for group in by_root.values()]

    def copy(self) -> UnionFind[Node]:
        """An independent copy, for a "what if" without touching this one."""
        twin: UnionFind[Node] = UnionFind()
        twin._parent = dict(self._parent)
        twin._size = dict(self._size)
        return twin


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


def components(nodes: Iterable[Node], edges: Iterable[tuple[Node, Node]]) -> UnionFind[Node]:
    """The union-find of ``nodes`` after merging along every edge.

    Runs :func:`union_steps` to the end.
    """
    sets: UnionFind[Node] = UnionFind()
    for _ in union_steps(nodes, edges, sets=sets):
        pass
    return sets
