"""Breadth-first search and union-find, including the steps they show."""

import pytest

from tutorial.core.graphs import (
    SearchResult,
    UnionFind,
    breadth_first_search,
    breadth_first_steps,
    components,
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
