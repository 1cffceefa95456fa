"""UnionFindView: the sets, the parent forest and the pseudocode, one line at a time."""

from __future__ import annotations

import re

import pytest

from tutorial.core.graphs import UnionEvent, UnionFind, union_find_trace
from tutorial.widgets import palette
from tutorial.widgets.union_find_view import (
    SIX_EDGES,
    SIX_NODES,
    SIX_POSITIONS,
    UnionFindPlayground,
    UnionFindView,
    depth_in,
    forest_figures,
    forest_height,
    forest_layout,
    set_colours,
)

from .helpers import lit_lines, plain, roles


@pytest.fixture
def view():
    return UnionFindView(SIX_NODES, SIX_EDGES, positions=SIX_POSITIONS)


def first(view, kind):
    return next(i for i, e in enumerate(view.events) if e.kind == kind)


def test_the_steps_are_the_trace_of_the_edges(view):
    assert view.events == list(union_find_trace(SIX_NODES, SIX_EDGES))
    assert [e.edge for e in view.events if e.kind == "union"] == list(SIX_EDGES)
    assert view.slider.max == len(view.events) - 1


def test_next_lights_the_next_line_and_updates_the_data(view):
    assert lit_lines(view) == [1]
    assert "union(" not in plain(view.data.value)
    view.next_button.click()
    assert lit_lines(view) == [2, 3]
    assert "union(A, B) ra = ?, rb = ?" in plain(view.data.value)
    view.next_button.click()  # find(A)
    view.next_button.click()  # A is its own parent
    assert lit_lines(view) == [9, 13]
    assert "ra = A, rb = ?" in plain(view.data.value)


def test_union_by_size_hangs_the_smaller_root(view):
    hang = first(view, "hang")
    view.show(hang)
    assert roles(view.drawing.marks)["link merged"] == (("A", "B"),)
    assert roles(view.forest.marks)["hung"] == (("B", "A"),)
    root = next(m for m in view.drawing.marks if m.role == "root")
    assert root.nodes == ("A",) and root.labels == ("2",)
    assert "Union by size (the same size): hang B's tree under A" in plain(view.caption.value)


def test_path_compression_is_drawn_on_the_forest_before_it(view):
    compress = first(view, "compress")
    view.show(compress)
    forest = roles(view.forest.marks)
    assert forest["compressed"] == (("D", "A"),) and forest["parent before"] == (("D", "C"),)
    assert ("D", "C") not in forest["parent"] and ("C", "A") in forest["parent"]
    # D is still drawn below C, so the new arrow climbs two levels.
    assert view.forest.centres["D"][1] > view.forest.centres["C"][1] > view.forest.centres["A"][1]
    assert lit_lines(view) == [11, 12]
    assert "find's walk: D → C → A" in plain(view.data.value)
    assert roles(view.drawing.marks)["walk"] == ("D",)


def test_already_connected_is_shown_as_a_cycle(view):
    same = first(view, "same")
    view.show(same)
    assert roles(view.drawing.marks)["link joined"] == (("D", "B"),)
    assert lit_lines(view) == [4]
    assert "D and B have the same root, A: already connected" in plain(view.caption.value)
    assert "ra = A, rb = A" in plain(view.data.value)


def test_sets_keep_their_colour_as_they_grow(view):
    last = len(view.events) - 1
    colours = view.colours
    assert colours[0] == {}
    a_colour = colours[first(view, "hang")]["A"]
    assert colours[last] == {"A": a_colour}  # E's set joined A's: A's colour stays
    e_colour = next(c["E"] for c in colours if "E" in c)
    assert e_colour != a_colour  # a new set while A's exists takes another colour
    view.show(last)
    (group,) = [m for m in view.drawing.marks if m.role.startswith("group")]
    assert group.role == palette.group_role(a_colour) and set(group.nodes) == set(SIX_NODES)


def test_set_colours_of_a_merge_without_a_coloured_root():
    parent = {"A": "A", "B": "A", "C": "C"}
    events = [
        UnionEvent("start", (), None, {"A": "A", "B": "B", "C": "C"}, {"A": 1, "B": 1, "C": 1}),
        UnionEvent("hang", ("B", "A"), ("A", "B"), parent, {"A": 2, "C": 1}, (1, 1)),
        UnionEvent("hang", ("A", "C"), ("C", "A"), {**parent, "A": "C"}, {"C": 3}, (2, 1)),
    ]
    assert set_colours(events) == [{}, {"A": 0}, {"C": 0}]


def test_forest_layout_wraps_trees_into_rows():
    parent = {n: n for n in "ABCDEF"} | {"B": "A", "D": "C"}
    one_row = forest_layout(parent, "ABCDEF", 99)
    assert one_row["A"] == (0.0, 0.0) and one_row["B"] == (0.0, 1.0)
    assert one_row["C"][0] > one_row["A"][0] and one_row["F"][1] == 0.0
    wrapped = forest_layout(parent, "ABCDEF", 2)
    assert wrapped["A"][1] == 0.0 and wrapped["C"] == (0.0, 2.25)  # the next band
    assert set(forest_layout({"A": "A"}, "AB", 9)) == {"A"}  # B has not arrived yet


def test_plain_text(view):
    compress = first(view, "compress")
    assert view.text(compress).splitlines()[1:] == [
        "Path compression: parent[D] was C, now points straight at the root A.",
        "  parent: B→A, C→A, D→A",
        "  roots: A (size 4), E (size 1), F (size 1)",
    ]
    assert view.text().count("Step ") == len(view.events)
    assert view.text(len(view.events) - 1).startswith(f"Step {len(view.events) - 1} of ")


def test_dict_and_networkx_graphs_give_their_edges():
    by_dict = UnionFindView({"A": ["B"], "B": ["C"], "C": []})
    assert [e.edge for e in by_dict.events if e.kind == "union"] == [("A", "B"), ("B", "C")]
    nx = pytest.importorskip("networkx")
    by_nx = UnionFindView(nx.Graph([("A", "B"), ("B", "C"), ("C", "A")]))
    assert [e.kind for e in by_nx.events].count("same") == 1  # the triangle closes a cycle


def test_one_message_per_step(view, messages):
    sent = len(messages)
    view.show(first(view, "compress"))
    assert len(messages) == sent + 1


def test_bad_edges_are_named():
    with pytest.raises(ValueError, match=r"edges: each edge is a pair of nodes, not \('A',\)"):
        UnionFindView("AB", [("A",)])


# -- why union by size and path compression matter ---------------------------------------

#: Pairs, then pairs of pairs, then the halves: union by size's tallest tree of 8 (H deepest).
TALLEST_8 = (("A", "B"), ("C", "D"), ("E", "F"), ("G", "H"), ("A", "C"), ("E", "G"), ("A", "E"))


@pytest.fixture
def playground():
    return UnionFindPlayground("ABCDEFGH", TALLEST_8)


def test_depth_and_height_count_the_links_a_find_climbs():
    chain = {"A": "B", "B": "C", "C": "D", "D": "D"}
    assert [depth_in(chain, n) for n in "ABCD"] == [3, 2, 1, 0]
    assert forest_height(chain) == 3 and forest_height({"A": "A"}) == 0


def test_the_playground_runs_the_engines_union_find(playground):
    assert isinstance(playground.sets, UnionFind)
    assert playground.height == 3 and playground.depth("H") == 3
    playground.a.value = "H"
    playground.find_button.click()
    # Path compression: H and G now point at the root; the drawing keeps their old places.
    assert playground.sets.parents["H"] == playground.sets.parents["G"] == "A"
    marks = roles(playground.drawing.canvas.marks)
    assert set(marks["compressed"]) <= {("H", "A"), ("G", "A")}
    assert set(marks["walk"]) == {"H", "G", "E", "A"}
    positions = playground.drawing.canvas.picture.positions
    assert positions["H"][1] > positions["G"][1] > positions["E"][1]  # as before the find
    assert "find(H) climbed 3 parent links." in playground.said
    assert "find(H) climbed 3 parent links." in plain(playground.steps.value)
    playground.find_button.click()
    assert "find(H) climbed 1 parent link." in playground.said and playground.height == 2
    positions = playground.drawing.canvas.picture.positions
    assert positions["H"][1] == positions["E"][1]  # flattened: drawn one level under A


def test_union_by_size_hangs_the_smaller_root_and_is_drawn():
    small = UnionFindPlayground("ABCDE", [("A", "B"), ("A", "C")])
    small.a.value, small.b.value = "D", "A"
    small.union_button.click()
    assert small.sets.parents["D"] == "A" and small.sets.sizes["A"] == 4
    assert roles(small.drawing.canvas.marks)["hung"] == (("D", "A"),)
    assert "Union by size (size 1 < 3): hang D's tree under A" in small.said
    small.reset_button.click()
    assert small.sets.sizes["A"] == 3 and small.sets.parents["D"] == "D"


def test_clicks_on_nodes_pick_a_then_b(playground):
    centres = playground.drawing.canvas.centres
    playground.click(*centres["D"])
    playground.click(*centres["F"])
    assert (playground.a.value, playground.b.value) == ("D", "F")
    playground.click(-50, -50)
    assert "Click on a node" in playground.message.value
    assert (playground.a.value, playground.b.value) == ("D", "F")


def test_the_parent_table_shows_the_forest_after_the_call(playground):
    playground.find("H")
    text = plain(playground.table.value)
    assert text.startswith("node")
    cells = re.findall(r"<td[^>]*>(.*?)</td>", playground.table.value)
    parents = [plain(c) for c in cells[8:16]]
    assert parents == [playground.sets.parents[n] for n in "ABCDEFGH"]


def test_a_node_outside_the_playground_is_refused_and_nothing_changes(playground):
    before = dict(playground.sets.parents)
    playground.guard(playground.find, "Z")
    assert "'Z' is not a node" in plain(playground.message.value)
    assert dict(playground.sets.parents) == before
    with pytest.raises(ValueError, match="not one of the nodes"):
        UnionFindPlayground("AB", [("A", "Z")])


def test_forest_figures_draw_each_forest_as_tall_as_it_is():
    chain = {x: x + 1 for x in range(7)} | {7: 7}
    figure = forest_figures({"chain": chain, "star": {x: 0 for x in range(8)}})
    (chain_box, star_box) = figure.children
    assert chain_box.children[1].height > 3 * star_box.children[1].height
    assert chain_box.children[1].width < star_box.children[1].width
