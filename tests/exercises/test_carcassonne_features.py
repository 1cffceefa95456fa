"""Exercise 3's check on boards built for it: which nodes differ, and a budget of look-ups."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from tests.exercises import wrong
from tutorial.carcassonne.scenarios import position
from tutorial.exercises import run_check
from tutorial.exercises.carcassonne_features import (
    EXERCISE,
    LOOKUPS_PER_ITEM,
    ROAD_TILES,
    counted_nodes,
    long_roads,
    question,
)
from tutorial.exercises.checking import CountedTuple, Lookups
from tutorial.exercises.solutions.carcassonne_features import features

#: The check on the two long roads alone (the game boards take a second to make).
ROADS_ONLY = replace(EXERCISE, positions=lambda seed, count: long_roads(1))


def union_by_size_without_compression(nodes, joins):
    parent = {node: node for node in nodes}
    size = dict.fromkeys(nodes, 1)

    def find(x):
        while parent[x] != x:
            x = parent[x]
        return x

    for a, b in joins:
        root_a, root_b = find(a), find(b)
        if root_a == root_b:
            continue
        if size[root_a] < size[root_b]:
            root_a, root_b = root_b, root_a
        parent[root_b] = root_a
        size[root_a] += size[root_b]
    groups = {}
    for node in nodes:
        groups.setdefault(find(node), set()).add(node)
    return list(groups.values())


@pytest.mark.parametrize(
    "function", [wrong.features_naive_union, wrong.features_naive_union_the_other_way]
)
def test_a_naive_union_goes_over_the_budget_on_one_long_road(function):
    result = run_check(ROADS_ONLY, function)
    failure = result.failure
    assert failure is not None and failure.error is None
    assert failure.theirs == failure.position.answer, "the features are right"
    used, allowed = failure.steps
    data = failure.position.arguments
    assert allowed == LOOKUPS_PER_ITEM * (len(data["nodes"]) + len(data["joins"]))
    assert used > 2 * allowed, "a chain as long as the road, walked end to end"
    assert f"looked nodes up {used:,} times" in failure.why
    assert "union by size" in failure.why
    assert "is right, but took" in result.summary()
    (road,) = EXERCISE.marks(failure.position, failure.theirs)
    assert road.role == "asked" and len(road.places) == ROAD_TILES


def test_the_two_roads_catch_each_way_round():
    one = run_check(ROADS_ONLY, wrong.features_naive_union).failure.position.number
    other = run_check(ROADS_ONLY, wrong.features_naive_union_the_other_way).failure.position
    assert {one, other.number} == {1, 2}


@pytest.mark.parametrize("function", [features, union_by_size_without_compression])
def test_union_by_size_stays_within_the_budget(function):
    assert run_check(ROADS_ONLY, function).ok


def test_counted_nodes_count_lookups_and_are_plain_tuples_to_the_learner():
    lookups = Lookups()
    node = CountedTuple(((0, 0), 1), lookups)
    parent = {node: node}
    assert lookups.count == 1
    assert parent[((0, 0), 1)] == ((0, 0), 1) and lookups.count == 1  # a plain key: not counted
    assert parent[node] is node and lookups.count == 2
    assert repr(node) == "((0, 0), 1)" and hash(node) == hash(((0, 0), 1))
    assert type(copy.deepcopy(node)) is tuple
    data = long_roads(1, 1)[0].arguments
    metered, steps = counted_nodes(data)
    assert steps() == 0
    # One object a node, in nodes and in joins alike, all counting into one count.
    same = {id(node) for node in metered["nodes"]}
    assert all(id(a) in same and id(b) in same for a, b in metered["joins"])
    assert metered["joins"][0][0] in metered["nodes"] and steps() == 1


def test_a_union_without_find_is_told_which_node_left_and_the_join_that_joins_it():
    three_monasteries = {
        (0, 0): ("monastery", 0),
        (1, 0): ("monastery", 0),
        (0, 1): ("monastery", 0),
    }
    asked = question(1, position(three_monasteries))
    theirs = EXERCISE.read(wrong.features_without_find(**asked.arguments))
    why = EXERCISE.compare(asked, theirs)
    assert "the field ((0, 0), 1) (all four sides of its tile)" in why
    assert "also holds the field ((1, 0), 1)" in why and "which yours does not" in why
    assert "Join 1 of the list, ((0, 0), 1) with ((1, 0), 1), connects them" in why
    marks = {m.role: m.places for m in EXERCISE.marks(asked, theirs)}
    assert marks == {
        "engine": ((0, 0), (1, 0), (0, 1)),
        "yours": ((0, 0), (0, 1)),
        "asked": ((0, 0), (1, 0)),
    }
