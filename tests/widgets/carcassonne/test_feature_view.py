"""FeatureStepper: Carcassonne's features grown by union-find with open ends, line by line."""

from __future__ import annotations

import math
import re

import pytest

from tests.carcassonne.positions import START, position
from tutorial.carcassonne import Game, NoFollower, PlaceTile, apply
from tutorial.carcassonne.board import Placed
from tutorial.carcassonne.feature_trace import FEATURE_PSEUDOCODE, Placement
from tutorial.carcassonne.tiles import base_tiles
from tutorial.widgets import palette
from tutorial.widgets.carcassonne.feature_view import FeatureStepper, feature_spots

from ..helpers import lit_lines, plain, roles


def placed(state, cell, turn):
    state = apply(state, PlaceTile(cell, turn)).state
    return apply(state, NoFollower()).state if state.phase == "follower" else state


@pytest.fixture
def city():
    """The start tile's city closed by a city edge turned to face it."""
    return FeatureStepper(position({**START, (0, -1): ("city edge", 2)}))


@pytest.fixture
def loop():
    """Four curves making a road loop south of the start tile."""
    state = position(START, tile="curve", deck=("curve",) * 4)
    for cell, turn in (((0, 1), 3), ((1, 1), 0), ((0, 2), 2), ((1, 2), 1)):
        state = placed(state, cell, turn)
    return FeatureStepper(state)


def first(view, kind, start=0):
    return next(i for i, e in enumerate(view.events) if e.kind == kind and i >= start)


def test_next_and_prev_walk_the_lines_of_the_pseudocode(city):
    assert city.code.value.count("<div") == len(FEATURE_PSEUDOCODE) + 2  # box, title, lines
    assert lit_lines(city) == [] and city.prev_button.disabled
    city.next_button.click()  # the start tile's first feature
    assert lit_lines(city) == [2, 6, 7]
    assert "New node C1: a set of its own" in plain(city.caption.value)
    assert "On the board: the city edge + straight road tile on (0, 0)" in plain(city.caption.value)
    city.prev_button.click()
    assert city.index == 0 and lit_lines(city) == []


def test_the_slider_and_play_show_the_same_step(city):
    join = first(city, "join")
    city.slider.value = join
    assert city.index == join and city.play.value == join
    assert lit_lines(city) == [3, 4, 8, 9]
    assert "join(C5, C1)" in plain(city.data.value)
    city.play.value = join + 1
    assert city.slider.value == join + 1 and lit_lines(city) == [13, 14]
    assert "union(C5, C1) ra = ?, rb = ?" in plain(city.data.value)
    city.show(len(city.events) + 5)  # clamped to the last step
    assert city.next_button.disabled and city.index == len(city.events) - 1


def test_a_two_tile_city_completes_with_its_count_at_zero(city):
    ((at, root),) = city.trace.completions()
    city.show(at - 1)  # the join closes one open end on each tile
    assert lit_lines(city) == [10, 11]
    assert "close(C5, 2): open[C5] = 2 - 2 = 0." in plain(city.caption.value)
    city.show(at)
    assert lit_lines(city) == [12]
    assert "the city C5 (2 tiles) is complete" in plain(city.caption.value)
    # The complete city is drawn with a thick rim; the fields and the road are not.
    rims = [m for m in city.drawing.marks if m.role.startswith("mine group")]
    assert [set(m.nodes) for m in rims] == [{((0, 0), 0), ((0, -1), 0)}]
    assert roles(city.drawing.marks)["link merged"] == ((((0, -1), 0), ((0, 0), 0)),)


def test_the_data_panel_has_each_roots_kind_and_open_ends(city):
    hang = first(city, "hang")
    city.show(hang)
    text = plain(city.data.value)
    assert "node\nparent\nsize\nkind\nopen ends" in text
    # C5 now roots the city of two nodes: size 2, 1 + 1 open ends; a field has no count.
    assert "C5 C5 2 city 2" in text and text.endswith("F6 F6 1 field\nThe parent forest")
    event = city.events[hang]
    assert city.root_rows(hang) == [
        ("kind", {r: event.kinds[r] for r in event.size}),
        ("open ends", {r: str(event.open[r]) for r in event.size if event.kinds[r] != "field"}),
    ]
    assert city.root_rows(hang)[1][1][((0, -1), 0)] == "2"


def test_a_road_loop_shows_already_connected_and_its_count_dropping_by_2(loop):
    same = [
        i
        for i, e in enumerate(loop.events)
        if e.kind == "same"
        and e.kinds[e.nodes[0]] == "road"
        and e.tile == len(loop.trace.placements) - 1
    ]
    assert len(same) == 1
    at = same[0]
    loop.show(at)
    assert lit_lines(loop) == [15]
    assert "already connected, nothing to merge" in plain(loop.caption.value)
    assert "link joined" in roles(loop.drawing.marks)
    loop.next()
    assert "open[" in plain(loop.caption.value) and "- 2 = 0" in plain(loop.caption.value)
    assert roles(loop.drawing.marks).get("link joined")  # the same edge, still "already joined"
    loop.next()
    assert "road" in plain(loop.caption.value) and "(4 tiles) is complete" in plain(
        loop.caption.value
    )


def test_text_says_every_step_in_plain_words(loop):
    text = loop.text()
    steps = text.split("\n\n")
    assert len(steps) == len(loop.events)
    assert all(s.startswith(f"Step {i} of {len(loop.events) - 1}") for i, s in enumerate(steps))
    for words in ("New node", "open ends", "join(", "union(", "find(", "Union by size"):
        assert words in text
    assert "already connected" in text and "is complete" in text
    assert not re.search(r"<[a-z/]", text)  # no markup


def test_the_board_shows_the_tiles_placed_so_far_and_their_joins(loop):
    assert loop.drawing.picture.nodes == ()
    loop.show(1)
    assert set(loop.drawing.picture.nodes) == set(loop.trace.placements[0].nodes)
    loop.show(len(loop.events) - 1)
    every = {n for p in loop.trace.placements for n in p.nodes}
    assert set(loop.drawing.picture.nodes) == every
    joined = {frozenset((a, b)) for a, b, _ in loop.drawing.picture.edges}
    assert joined == {frozenset(e.edge) for e in loop.events if e.kind == "join"}
    # Each node sits on its own tile.
    for node, (x, y) in loop.drawing.picture.positions.items():
        assert abs(x - node[0][0]) < 0.5 and abs(y - node[0][1]) < 0.5


@pytest.mark.parametrize("tile", base_tiles(), ids=lambda t: t.name)
def test_a_tiles_dots_stay_apart_and_inside_it(tile):
    for rotation in range(4):
        nodes = tuple(((0, 0), i) for i in range(len(tile.features)))
        spots = feature_spots(Placement((0, 0), Placed(0, rotation), tile, nodes))
        points = list(spots.values())
        assert all(abs(x) < 0.4 and abs(y) < 0.4 for x, y in points)
        gaps = [math.dist(a, b) for i, a in enumerate(points) for b in points[i + 1 :]]
        assert min(gaps, default=1.0) >= 0.2


def test_a_game_is_replayed_turn_by_turn():
    game = Game(2, seed=3)
    for _ in range(8):
        game.step()
    view = FeatureStepper(game)
    names = {p.name for p in game.state.players}
    turns = [p for p in view.trace.placements if p.turn is not None]
    assert turns and {p.player for p in turns} <= names
    text = view.text()
    assert f"Turn 1, {turns[0].player} places the" in text
    assert view.slider.max == len(view.events) - 1


def test_the_legend_says_what_complete_means(city):
    legend = plain(city.children[1].children[0].children[1].value)
    assert "complete: a city, road or monastery with 0 open ends" in legend
    assert palette.meaning("link joined") in legend
