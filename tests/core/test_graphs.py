"""Breadth-first search and union-find, including the steps they show."""

from unittest.mock import patch

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutorial.core import graphs
from tutorial.core.graphs import (
    BFS_PSEUDOCODE,
    UNION_FIND_PSEUDOCODE,
    SearchResult,
    UnionFind,
    breadth_first_search,
    breadth_first_steps,
    breadth_first_trace,
    components,
    union_find_trace,
    union_steps,
)

# A small graph:      a - b - d - f        e is a dead end off b,
#                     |       |            g is reachable from nowhere.
#                     c ----- +
GRAPH = {
    "a": ["b", "c"],
    "b": ["a", "d", "e"],
    "c": ["a", "d"],
    "d": ["b", "c", "f"],
    "e": [],  # can be reached, but leads nowhere (like a mine)
    "f": ["d"],
    "g": ["a"],
}


def neighbours(node):
    return GRAPH[node]


def test_bfs_distances_count_edges_on_a_shortest_path():
    found = breadth_first_search(["a"], neighbours)
    assert found.distance == {"a": 0, "b": 1, "c": 1, "d": 2, "e": 2, "f": 3}
    assert "g" not in found.distance  # no edge leads into g


def test_bfs_parents_give_a_shortest_path():
    found = breadth_first_search(["a"], neighbours)
    assert found.parent["a"] is None
    path = found.path_to("f")
    assert path[0] == "a" and path[-1] == "f"
    assert len(path) - 1 == found.distance["f"]
    for here, there in zip(path[:-1], path[1:], strict=True):
        assert there in GRAPH[here]
    assert found.path_to("a") == ("a",)


def test_bfs_path_to_unreached_node_raises_key_error():
    found = breadth_first_search(["a"], neighbours)
    with pytest.raises(KeyError):
        found.path_to("g")


def test_bfs_dead_end_is_reached_but_not_passed_through():
    # Through e there would be a shortcut to f; e yields no neighbours, so no.
    graph = {"s": ["e", "x"], "e": [], "x": ["y"], "y": ["f"], "f": []}
    found = breadth_first_search(["s"], graph.__getitem__)
    assert found.distance["e"] == 1
    assert found.distance["f"] == 3
    assert found.parent["f"] == "y"


def test_bfs_steps_leave_the_queue_in_nondecreasing_distance():
    steps = list(breadth_first_steps(["a"], neighbours))
    distances = [s.distance for s in steps]
    assert distances == sorted(distances)
    assert [s.current for s in steps][0] == "a"
    # Every reached node is expanded exactly once.
    assert sorted(s.current for s in steps) == ["a", "b", "c", "d", "e", "f"]


def test_bfs_steps_report_discoveries_and_frontier():
    steps = list(breadth_first_steps(["a"], neighbours))
    first = steps[0]
    assert first.current == "a" and first.distance == 0
    assert first.discovered == ("b", "c")
    assert first.frontier == ("b", "c")
    second = steps[1]
    assert second.current == "b"
    assert second.discovered == ("d", "e")  # a is already known
    assert second.frontier == ("c", "d", "e")
    third = steps[2]
    assert third.current == "c"
    assert third.discovered == ()  # a and d are already known
    assert third.frontier == ("d", "e")
    assert steps[-1].frontier == ()
    # A node is never both the current one and still waiting in the frontier.
    for s in steps:
        assert s.current not in s.frontier


def test_bfs_steps_fill_a_result_as_they_go():
    result = SearchResult({}, {})
    walk = breadth_first_steps(["a"], neighbours, result=result)
    next(walk)
    assert result.distance == {"a": 0, "b": 1, "c": 1}
    for _ in walk:
        pass
    assert result.distance == breadth_first_search(["a"], neighbours).distance


def test_bfs_steps_not_recorded_yield_nothing_and_find_the_same():
    recorded, unrecorded = SearchResult({}, {}), SearchResult({}, {})
    steps = list(breadth_first_steps(["a"], neighbours, result=recorded))
    assert steps
    assert list(breadth_first_steps(["a"], neighbours, result=unrecorded, record=False)) == []
    assert unrecorded == recorded  # the same distances and parents, found in the same order
    assert list(unrecorded.distance) == [s.current for s in steps]


def test_bfs_several_starts_measure_from_the_nearest():
    found = breadth_first_search(["a", "f"], neighbours)
    assert found.distance["a"] == 0 and found.distance["f"] == 0
    assert found.distance["d"] == 1  # one step from f
    assert found.distance["b"] == 1  # one step from a
    assert found.parent["a"] is None and found.parent["f"] is None
    assert found.path_to("d") == ("f", "d")


def test_bfs_repeated_start_counts_once():
    steps = list(breadth_first_steps(["a", "a"], neighbours))
    assert [s.current for s in steps].count("a") == 1


def test_bfs_with_no_starts_finds_nothing():
    assert list(breadth_first_steps([], neighbours)) == []


def test_union_find_basics():
    sets = UnionFind("abcde")
    assert len(sets) == 5
    assert sets.union("a", "b") is True
    assert sets.union("b", "a") is False
    assert sets.union("c", "d") is True
    assert len(sets) == 3
    assert sets.connected("a", "b")
    assert not sets.connected("a", "c")
    assert sets.find("a") == sets.find("b")
    assert sets.union("b", "d") is True
    assert sets.connected("a", "c")
    assert len(sets) == 2
    assert sorted(sorted(g) for g in sets.groups()) == [["a", "b", "c", "d"], ["e"]]


def test_union_find_adds_unknown_nodes_on_find():
    sets = UnionFind()
    assert len(sets) == 0
    assert sets.find("x") == "x"
    assert len(sets) == 1
    sets.union("y", "z")
    assert len(sets) == 2


def test_union_find_long_chain_stays_correct():
    sets = UnionFind(range(200))
    for i in range(199):
        sets.union(i, i + 1)
    assert len(sets) == 1
    assert all(sets.connected(0, i) for i in range(200))


def test_union_find_copy_is_independent():
    sets = UnionFind("abc")
    sets.union("a", "b")
    twin = sets.copy()
    twin.union("b", "c")
    assert twin.connected("a", "c")
    assert not sets.connected("a", "c")
    assert len(sets) == 2 and len(twin) == 1


class DictUnionFind:
    """The textbook union-find on two plain dicts, to check UnionFind's buckets against."""

    def __init__(self):
        self.parent, self.size = {}, {}

    def find(self, node):
        if node not in self.parent:
            self.parent[node], self.size[node] = node, 1
        root = node
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[node] != root:
            self.parent[node], node = root, self.parent[node]
        return root

    def union(self, a, b):
        root_a, root_b = self.find(a), self.find(b)
        if root_a == root_b:
            return False
        if self.size[root_a] < self.size[root_b]:
            root_a, root_b = root_b, root_a
        self.parent[root_b] = root_a
        self.size[root_a] += self.size.pop(root_b)
        return True

    def copy(self):
        twin = DictUnionFind()
        twin.parent, twin.size = dict(self.parent), dict(self.size)
        return twin


# Each step works on one of the versions made so far: joins two nodes, finds
# one, or copies the version (the copy becomes a new version).
VERSION_STEPS = st.lists(
    st.tuples(
        st.sampled_from(["union", "find", "copy"]),
        st.integers(0, 7),
        st.integers(0, 399),
        st.integers(0, 399),
    ),
    max_size=300,
)


def check_versions(steps, by_place=False):
    """Run ``steps`` on UnionFind and on the textbook one; every version must agree.

    ``by_place``: the nodes are pairs ``(place, detail)``, bucketed by place.
    """
    versions = [(UnionFind(by_place=by_place), DictUnionFind())]
    for op, which, a, b in steps:
        sets, reference = versions[which % len(versions)]
        if by_place:  # a few nodes to a place, as a Carcassonne tile's features to its cell
            a, b = (a // 4, a % 4), (b // 4, b % 4)
        if op == "union":
            assert sets.union(a, b) == reference.union(a, b)
        elif op == "find":
            assert sets.find(a) == reference.find(a)
        else:
            versions.append((sets.copy(), reference.copy()))
    return versions


@given(VERSION_STEPS)
def test_union_find_copies_stay_independent(steps):
    for sets, reference in check_versions(steps):
        # Parent for parent, size for size, nodes and roots in the order they came.
        assert list(sets.parents.items()) == list(reference.parent.items())
        assert list(sets.sizes.items()) == list(reference.size.items())
        assert len(sets) == len(reference.size)


@given(VERSION_STEPS)
def test_union_find_copies_sharing_small_buckets_stay_independent(steps):
    # Tiny buckets, so that these few nodes fill many (and double them often).
    with patch.object(graphs, "ONE_BUCKET", 4), patch.object(graphs, "BUCKET", 2):
        for sets, reference in check_versions(steps):
            assert dict(sets.parents) == reference.parent
            assert dict(sets.sizes) == reference.size
            assert len(sets) == len(reference.size)


@given(VERSION_STEPS)
def test_union_find_copies_bucketed_by_place_stay_independent(steps):
    with patch.object(graphs, "ONE_BUCKET", 4), patch.object(graphs, "BUCKET", 2):
        for sets, reference in check_versions(steps, by_place=True):
            assert dict(sets.parents) == reference.parent
            assert dict(sets.sizes) == reference.size
            assert len(sets) == len(reference.size)


def test_union_find_by_place_keeps_a_place_in_one_bucket():
    sets = UnionFind(((cell, index) for cell in range(1000) for index in range(4)), by_place=True)
    assert len(sets._parent) > 64
    assert all(len({index for (_, index) in bucket}) == 4 for bucket in sets._parent if bucket)
    assert all(len(bucket) % 4 == 0 for bucket in sets._parent)


def test_union_find_copy_of_a_big_forest_copies_only_the_buckets_it_changes():
    sets = UnionFind(range(2000))
    for i in range(0, 2000, 2):
        sets.union(i, i + 1)
    twin = sets.copy()
    twin.union(0, 2)
    shared = sum(mine is theirs for mine, theirs in zip(sets._parent, twin._parent, strict=True))
    assert len(sets._parent) >= 64 and shared >= len(sets._parent) - 2
    assert twin.connected(1, 3) and not sets.connected(1, 3)


def test_union_steps_flag_merges_and_count_groups():
    edges = [("a", "b"), ("c", "d"), ("b", "a"), ("a", "d"), ("e", "f")]
    steps = list(union_steps("abcd", edges))
    assert [s.edge for s in steps] == edges
    assert [s.merged for s in steps] == [True, True, False, True, True]
    # e and f are new nodes brought in by the last edge: 1 group + {e, f}.
    assert [s.groups for s in steps] == [3, 2, 2, 1, 2]


def test_union_steps_merge_into_given_sets():
    sets = UnionFind("xy")
    list(union_steps("z", [("x", "z")], sets=sets))
    assert sets.connected("x", "z")
    assert not sets.connected("x", "y")


def test_components_matches_bfs_reachability():
    edges = [(a, b) for a, targets in GRAPH.items() for b in targets]
    sets = components(GRAPH, edges)
    # Treating edges as undirected, everything is joined to a.
    assert len(sets) == 1
    sets = components("abcxyz", [("a", "b"), ("x", "y")])
    assert sorted(sorted(g) for g in sets.groups()) == [["a", "b"], ["c"], ["x", "y"], ["z"]]


# -- traces: line by line of the pseudocode ------------------------------------------

# Two competing routes: D is reached from B first, so C finds it already visited.
ROUTES = {"A": ["B", "C"], "B": ["A", "D"], "C": ["A", "D"], "D": ["B", "C", "E"], "E": ["D"]}


def test_bfs_trace_lights_the_pseudocode_lines_in_order():
    events = list(breadth_first_trace(["A"], ROUTES.__getitem__, goal="E"))
    kinds = [(e.kind, e.node, e.neighbour) for e in events]
    assert kinds[:9] == [
        ("start", "A", None),
        ("take", "A", None),
        ("look", "A", "B"),
        ("discover", "A", "B"),
        ("look", "A", "C"),
        ("discover", "A", "C"),
        ("take", "B", None),
        ("look", "B", "A"),
        ("skip", "B", "A"),
    ]
    assert kinds[-2:] == [("done", None, None), ("path", "E", None)]
    lines = [e.lines for e in events]
    assert lines[:4] == [(1,), (3,), (4,), (8, 9, 10)]
    assert lines[8] == (5, 6) and lines[-2:] == [(2,), (11,)]
    for event in events:
        for line in event.lines:
            assert 1 <= line <= len(BFS_PSEUDOCODE)


def test_bfs_trace_shows_a_neighbour_seen_before_being_skipped():
    events = list(breadth_first_trace(["A"], ROUTES.__getitem__, goal="E"))
    skip = next(e for e in events if e.kind == "skip" and e.neighbour == "D")
    assert skip.node == "C"
    assert skip.parent["D"] == "B" and skip.distance["D"] == 2  # kept from B
    assert skip.describe() == (
        "D is visited already (distance 2): skip it. "
        "It was seen first along a path at least as short."
    )
    # Looking at a neighbour changes nothing; the skip after it neither.
    look = events[events.index(skip) - 1]
    assert look.kind == "look" and look.neighbour == "D"
    assert look.distance == skip.distance and look.frontier == skip.frontier


def test_bfs_trace_snapshots_follow_the_queue_and_stay_as_they_were():
    events = list(breadth_first_trace(["A"], ROUTES.__getitem__))
    first_discovery = events[3]
    assert first_discovery.frontier == ("B",) and dict(first_discovery.distance) == {"A": 0, "B": 1}
    assert first_discovery.visited == ("A", "B")
    # A later step did not change an earlier snapshot, and none can be changed.
    assert events[-1].distance["E"] == 3 and "E" not in first_discovery.distance
    with pytest.raises(TypeError):
        first_discovery.distance["Z"] = 9  # type: ignore[index]
    # The trace is the engine's search: same order, same frontier after each node.
    steps = list(breadth_first_steps(["A"], ROUTES.__getitem__))
    takes = [i for i, e in enumerate(events) if e.kind == "take"]
    assert [events[i].node for i in takes] == [s.current for s in steps]
    ends = [i - 1 for i in takes[1:]] + [len(events) - 2]
    assert [events[i].frontier for i in ends] == [s.frontier for s in steps]
    assert dict(events[-1].parent) == breadth_first_search(["A"], ROUTES.__getitem__).parent


def test_bfs_trace_ends_with_the_path_found_by_following_parents():
    events = list(breadth_first_trace(["A"], ROUTES.__getitem__, goal="E"))
    assert events[-1].path == ("A", "B", "D", "E")
    assert "E → D → B → A" in events[-1].describe()
    lost = list(breadth_first_trace(["A"], ROUTES.__getitem__, goal="Z"))[-1]
    assert lost.kind == "path" and lost.path == ()
    assert lost.describe() == "The goal Z was never visited: no path leads there."
    assert [e.kind for e in breadth_first_trace([], ROUTES.__getitem__)] == ["start", "done"]


def test_bfs_trace_plain_text():
    events = list(breadth_first_trace(["A"], ROUTES.__getitem__))
    assert events[5].text() == (
        "C is new: distance 1 (A's + 1), parent A; C joins the back of the frontier.\n"
        "  frontier (front to back): B, C\n"
        "  visited: A, B, C\n"
        "  distance: A 0, B 1, C 1\n"
        "  parent: B→A, C→A"
    )
    assert events[0].text(str.lower).startswith("Start at a: distance 0; the frontier holds a.")


def test_union_traced_does_what_union_does():
    plain, traced = UnionFind("ABCDEF"), UnionFind("ABCDEF")
    edges = [("A", "B"), ("C", "D"), ("A", "C"), ("D", "B"), ("E", "D"), ("F", "F")]
    for a, b in edges:
        events = traced.union_traced(a, b)
        assert plain.union(a, b) == (events[-1].kind == "hang")
        assert dict(traced.parents) == dict(plain.parents)
        assert dict(traced.sizes) == dict(plain.sizes)
        assert dict(events[-1].parent) == dict(plain.parents)


def test_union_traced_shows_union_by_size():
    sets = UnionFind("ABC")
    sets.union("A", "B")
    events = sets.union_traced("C", "B")  # C's set (1) is smaller than A's (2)
    hang = events[-1]
    assert hang.kind == "hang" and hang.nodes == ("C", "A") and hang.sizes_before == (1, 2)
    assert hang.parent["C"] == "A" and dict(hang.size) == {"A": 3}
    assert hang.lines == (5, 6)
    assert hang.describe() == (
        "Union by size (size 1 < 2): hang C's tree under A; A's set now has 3 nodes."
    )


def test_union_traced_shows_path_compression_and_already_connected():
    sets = UnionFind("ABCD")
    for a, b in (("A", "B"), ("C", "D"), ("A", "C")):  # D ends up two hops below A
        sets.union(a, b)
    assert sets.parents["D"] == "C"
    events = sets.union_traced("D", "B")
    assert [(e.kind, e.nodes) for e in events] == [
        ("union", ("D", "B")),
        ("find", ("D",)),
        ("up", ("D", "C")),
        ("up", ("C", "A")),
        ("root", ("D", "A")),
        ("compress", ("D", "C")),
        ("find", ("B",)),
        ("up", ("B", "A")),
        ("root", ("B", "A")),
        ("same", ("A",)),
    ]
    before, after = events[4], events[5]
    assert before.parent["D"] == "C" and after.parent["D"] == "A"
    assert [e.lines for e in events] == [
        (2, 3), (7, 8), (9, 10), (9, 10), (9, 13), (11, 12), (7, 8), (9, 10), (9, 13), (4,),
    ]  # fmt: skip
    assert "already connected" in events[-1].describe()
    assert events[-1].root("D") == "A" and sets.parents["D"] == "A"


def test_union_find_trace_from_start_to_done():
    edges = [("A", "B"), ("C", "D"), ("A", "C"), ("D", "B")]
    events = list(union_find_trace("ABCDE", edges))
    assert events[0].kind == "start" and len(events[0].size) == 5
    assert events[0].describe() == (
        "Every node starts in a set of its own: its own parent, size 1 (5 sets)."
    )
    assert [e.edge for e in events if e.kind == "union"] == edges
    assert [e.kind for e in events].count("compress") == 1
    assert [e.kind for e in events].count("same") == 1
    assert events[-1].kind == "done" and events[-1].lines == ()
    assert events[-1].text() == (
        "Every edge is done: 2 set(s) left.\n"
        "  parent: B→A, C→A, D→A\n"
        "  roots: A (size 4), E (size 1)"
    )
    for event in events:
        for line in event.lines:
            assert 1 <= line <= len(UNION_FIND_PSEUDOCODE)


def test_add_traced_reports_only_new_nodes():
    sets = UnionFind("A")
    assert sets.add_traced("A") == ()
    (event,) = sets.add_traced("B")
    assert event.kind == "add" and event.nodes == ("B",) and "B" in sets
    assert event.describe() == "New node B: a set of its own (its own parent, size 1)."


@given(
    st.lists(st.tuples(st.integers(0, 12), st.integers(0, 12)), max_size=40),
)
def test_traced_and_plain_union_find_build_the_same_forest(edges):
    plain, traced = UnionFind(range(13)), UnionFind(range(13))
    for a, b in edges:
        assert plain.union(a, b) == (traced.union_traced(a, b)[-1].kind == "hang")
    assert dict(plain.parents) == dict(traced.parents)
    assert dict(plain.sizes) == dict(traced.sizes)
