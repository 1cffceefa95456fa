"""BfsView: breadth-first search on a teacher's graph, one line of pseudocode at a time."""

from __future__ import annotations

import html

import pytest

from tutorial.core.graphs import BFS_PSEUDOCODE, breadth_first_trace
from tutorial.widgets import palette
from tutorial.widgets.bfs_view import TWO_ROUTES, TWO_ROUTES_POSITIONS, BfsView

from .helpers import lit_lines, plain, roles


@pytest.fixture
def view():
    return BfsView(TWO_ROUTES, "A", goal="E", positions=TWO_ROUTES_POSITIONS)


def index_of(view, kind, node=None, neighbour=None):
    return next(
        i
        for i, e in enumerate(view.events)
        if e.kind == kind and node in (None, e.node) and neighbour in (None, e.neighbour)
    )


def test_the_steps_are_the_trace_of_the_graph(view):
    assert view.events == list(breadth_first_trace(["A"], TWO_ROUTES.__getitem__, "E"))
    assert view.slider.max == view.play.max == len(view.events) - 1
    assert view.index == 0 and view.prev_button.disabled and not view.next_button.disabled


def test_next_lights_the_next_line_and_updates_the_data(view):
    assert lit_lines(view) == [1]
    start = plain(view.data.value)
    assert "frontier (front → back): A" in start and "u = –" in start
    view.next_button.click()
    assert view.index == 1 and lit_lines(view) == [3]
    taken = plain(view.data.value)
    assert "u = A" in taken and "frontier (front → back): empty" in taken
    view.next_button.click()
    view.next_button.click()
    assert lit_lines(view) == [8, 9, 10]  # B is new: distance, parent, back of the frontier
    assert "v = B" in plain(view.data.value)
    assert "B is new: distance 1 (A's + 1), parent A" in plain(view.caption.value)
    view.prev_button.click()
    assert lit_lines(view) == [4]


def test_slider_and_play_move_through_the_steps(view):
    view.slider.value = 5
    assert view.index == 5 and view.play.value == 5
    view.play.value = 7  # what the browser's timer sends while playing
    assert view.index == 7 and view.slider.value == 7
    view.speed.value = 300
    assert view.play.interval == 300
    view.show(999)
    assert view.index == len(view.events) - 1 and view.next_button.disabled


def test_a_neighbour_seen_before_is_drawn_being_skipped(view):
    skip = index_of(view, "skip", "C", "D")
    view.show(skip)
    marks = roles(view.drawing.marks)
    assert marks["edge skipped"] == (("C", "D"),)
    assert marks["current"] == ("C",) and marks["neighbour"] == ("D",)
    assert ("D", "B") in marks["parent"]  # D keeps the parent it was found from
    assert lit_lines(view) == [5, 6]
    assert "D is visited already (distance 2): skip it." in plain(view.caption.value)


def test_frontier_and_visited_nodes_carry_their_distances(view):
    view.show(index_of(view, "discover", "B", "D"))
    marks = {m.role: m for m in view.drawing.marks}
    assert marks["waiting"].nodes == ("C", "D") and marks["waiting"].labels == ("1", "2")
    assert marks["expanded"].nodes == ("A", "B") and marks["expanded"].labels == ("0", "1")


def test_the_end_draws_the_shortest_path_by_following_parents(view):
    view.show(len(view.events) - 1)
    assert roles(view.drawing.marks)["shortest path"] == (("A", "B"), ("B", "D"), ("D", "E"))
    assert lit_lines(view) == [11]
    assert "E → D → B → A" in plain(view.caption.value)


def test_the_default_goal_is_the_last_node_visited():
    view = BfsView(TWO_ROUTES, "B")
    assert view.events[-1].kind == "path" and view.events[-1].path == ("B", "D", "E")


def test_clicking_a_node_starts_again_from_it(view):
    x, y = view.drawing.centres["D"]
    view.show(5)
    view.click(x + 3, y - 2)
    assert view.start == "D" and view.index == 0
    assert view.events[0].describe() == "Start at D: distance 0; the frontier holds D."


def test_a_click_off_the_nodes_is_shown_and_changes_nothing(view):
    view.show(4)
    before = list(view.events)
    view.guard(view.click, 1, 1)
    assert view.events == before and view.index == 4
    assert "no node at pixel (1, 1): click a node" in view.message.value
    assert isinstance(view.last_error, ValueError)
    view.guard(view.choose_start, "Z")
    assert "'Z' is not a node of this graph" in plain(view.message.value)


def test_plain_text_of_a_step_and_of_all(view):
    skip = index_of(view, "skip", "C", "D")
    assert view.text(skip) == (
        f"Step {skip} of {len(view.events) - 1}, line 5, 6: "
        "if v is visited (has a distance): / skip v: it was seen before\n"
        "D is visited already (distance 2): skip it. "
        "It was seen first along a path at least as short.\n"
        "  frontier (front to back): D\n"
        "  visited: A, B, C, D\n"
        "  distance: A 0, B 1, C 1, D 2\n"
        "  parent: B→A, C→A, D→B"
    )
    everything = view.text()
    assert everything.count("Step ") == len(view.events)
    assert view.text(0) in everything and str(view) == view.text(view.index)
    assert len(BFS_PSEUDOCODE) == 11


def test_networkx_graph(messages):
    nx = pytest.importorskip("networkx")
    graph = nx.Graph([("A", "B"), ("A", "C"), ("B", "D"), ("C", "D")])
    view = BfsView(graph, "A", goal="D")
    assert view.events[-1].path == ("A", "B", "D")
    assert any(e.kind == "skip" and e.neighbour == "D" for e in view.events)
    sent = len(messages)
    view.next()
    assert len(messages) == sent + 1  # one message to the browser per step


def test_bad_start():
    with pytest.raises(ValueError, match="start: 'Z' is not a node"):
        BfsView(TWO_ROUTES, "Z")


def test_legend_shows_every_mark_in_its_colour_and_meaning(view):
    legend = view.legend.value
    for role in ("waiting", "expanded", "current", "neighbour", "edge skipped", "shortest path"):
        look = palette.style(role)
        assert look.colour in legend and html.escape(palette.meaning(role)) in legend
    assert html.escape(palette.meaning(palette.CURSOR)) in legend  # drawn once a key moves it


def test_a_failing_redraw_from_the_browser_is_shown(view, monkeypatch):
    def broken(*_):
        raise RuntimeError("canvas went away")

    monkeypatch.setattr(view.drawing, "show", broken)
    view.drawing._redraw(lambda: view.drawing.show(()))
    assert "RuntimeError: canvas went away" in plain(view.message.value)


def test_choosing_a_start_stops_playing(view):
    view.play.playing = True
    view.show(6)
    view.choose_start("E")
    assert not view.play.playing and view.index == 0 and view.slider.value == 0
