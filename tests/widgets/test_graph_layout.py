"""A teacher's graph to draw: a dict of neighbour lists or a networkx graph, and positions."""

from __future__ import annotations

import math

import pytest

from tutorial.widgets.graph_layout import GraphPicture, Projection, graph_picture


def test_dict_graph_keeps_its_order_and_adds_nodes_only_named_as_neighbours():
    picture = graph_picture({"A": ["C", "B"], "B": ["A"]})
    assert picture.nodes == ("A", "B", "C")
    assert picture.neighbours("A") == ("C", "B")  # a search looks in this order
    assert picture.neighbours("C") == ()
    assert picture.edges == (("A", "C", True), ("A", "B", False))
    with pytest.raises(KeyError):
        picture.neighbours("Z")


def test_default_layout_is_a_circle_clockwise_from_the_top():
    positions = graph_picture({"A": ["B"], "B": ["C"], "C": ["D"], "D": []}).positions
    assert positions["A"] == (0.0, -1.0)  # top (y grows downwards)
    assert positions["B"] == (1.0, 0.0)  # then right
    assert positions["C"] == (0.0, 1.0)
    for x, y in positions.values():
        assert math.isclose(math.hypot(x, y), 1.0)


def test_cells_are_their_own_positions():
    picture = graph_picture({(0, 0): [(1, 0)], (1, 0): [(1, 2)]})
    assert picture.positions == {(0, 0): (0.0, 0.0), (1, 0): (1.0, 0.0), (1, 2): (1.0, 2.0)}


def test_given_positions_are_checked():
    graph = {"A": ["B"]}
    assert graph_picture(graph, {"A": (0, 0), "B": [1, 2.5]}).positions["B"] == (1.0, 2.5)
    with pytest.raises(ValueError, match="node 'B' has no position"):
        graph_picture(graph, {"A": (0, 0)})
    with pytest.raises(ValueError, match=r"positions\['B'\]: an \(x, y\) pair of numbers"):
        graph_picture(graph, {"A": (0, 0), "B": "far"})
    with pytest.raises(ValueError, match=r"positions\['B'\]"):
        graph_picture(graph, {"A": (0, 0), "B": (True, 1)})
    with pytest.raises(TypeError, match="dict of neighbour lists"):
        graph_picture([("A", "B")])


def test_networkx_graph_with_pos_attribute_or_given_positions():
    nx = pytest.importorskip("networkx")
    graph = nx.Graph()
    graph.add_edges_from([("A", "B"), ("B", "C")])
    picture = graph_picture(graph)
    assert picture.nodes == ("A", "B", "C")
    assert set(picture.neighbours("B")) == {"A", "C"}
    assert picture.edges == (("A", "B", False), ("B", "C", False))
    nx.set_node_attributes(graph, {"A": (0, 0), "B": (1, 0), "C": (2, 0)}, "pos")
    assert graph_picture(graph).positions["C"] == (2.0, 0.0)
    given = {"A": (5, 5), "B": (6, 5), "C": (7, 5)}
    assert graph_picture(graph, given).positions["A"] == (5.0, 5.0)
    one_way = graph_picture(nx.DiGraph([("A", "B")]))
    assert one_way.edges == (("A", "B", True),)


def test_a_picture_is_passed_through():
    picture = GraphPicture(("A",), {"A": ()}, {"A": (0.0, 0.0)})
    assert graph_picture(picture) is picture


def test_projection_fits_and_centres():
    p = Projection.fit([(0, 0), (4, 1)], 100, 100, 10)
    assert p.pixel((0, 0)) == (10.0, 40.0)  # 80 px for 4 units: the height is centred
    assert p.pixel((4, 1)) == (90.0, 60.0)
    single = Projection.fit([(3, 3)], 100, 60, 10)
    assert single.pixel((3, 3)) == (50.0, 30.0)
