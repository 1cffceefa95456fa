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
from tutorial.widgets.carcassonne.feature_view import (
    COMPLETE,
    FEW_TILES,
    FeatureStepper,
    feature_spots,
)
from tutorial.widgets.union_find_view import TABLE_COLUMNS

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


def table_rows(markup):
    """The parent table's rows as ``(label, cells)``, block after block."""
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", markup):
        label = plain(re.search(r"<th[^>]*>(.*?)</th>", row).group(1))
        rows.append((label, [plain(cell) for cell in re.findall(r"<td[^>]*>(.*?)</td>", row)]))
    return rows


def first(view, kind, start=0):
    return next(i for i, e in enumerate(view.events) if e.kind == kind and i >= start)


def test_next_and_prev_walk_the_lines_of_the_pseudocode(city):
    assert city.code.value.count("<div") == len(FEATURE_PSEUDOCODE) + 2  # box, title, lines
    assert lit_lines(city) == [] and city.prev_button.disabled
    city.next_button.click()  # the start tile's first feature
    assert lit_lines(city) == [2, 9, 10, 11]
    assert "New node C1: a set of its own" in plain(city.caption.value)
    assert "On the board: the city edge + straight road tile on (0, 0)" in plain(city.caption.value)
    city.prev_button.click()
    assert city.index == 0 and lit_lines(city) == []


def test_the_slider_and_play_show_the_same_step(city):
    join = first(city, "join")
    city.slider.value = join
    assert city.index == join and city.play.value == join
    assert lit_lines(city) == [4, 5, 6, 7]
    assert "join(C5, C1, 2)" in plain(city.data.value)
    city.play.value = join + 1
    assert city.slider.value == join + 1 and lit_lines(city) == [12, 13]
    assert "join(C5, C1, 2) ra = ?, rb = ?" in plain(city.data.value)
    assert "join(C5, C1, 2): find the root of each end." in plain(city.caption.value)
    city.show(len(city.events) + 5)  # clamped to the last step
    assert city.next_button.disabled and city.index == len(city.events) - 1


def test_a_two_tile_city_completes_with_its_count_at_zero(city):
    ((at, root),) = city.trace.completions()
    city.show(at - 1)  # the join closes one open end on each tile
    assert lit_lines(city) == [18]
    assert "close(C5, 2): open[C5] = 2 - 2 = 0." in plain(city.caption.value)
    city.show(at)
    assert lit_lines(city) == [19]
    assert "the city C5 (2 tiles) is complete" in plain(city.caption.value)
    # The complete city is ringed, on the board and in the forest; the fields and road are not.
    for canvas in (city.drawing, city.forest):
        rings = [m for m in canvas.marks if m.role == COMPLETE]
        assert [set(m.nodes) for m in rings] == [{((0, 0), 0), ((0, -1), 0)}]
    assert roles(city.drawing.marks)["link merged"] == ((((0, -1), 0), ((0, 0), 0)),)


def test_the_data_panel_has_each_roots_kind_and_open_ends(city):
    hang = first(city, "hang")
    city.show(hang)
    rows = table_rows(city.data.value)
    assert [label for label, _ in rows] == ["node", "parent", "size", "kind", "open ends"]
    columns = {cells[0]: cells for cells in zip(*(cells for _, cells in rows), strict=True)}
    # C5 now roots the city of two nodes: size 2, 1 + 1 open ends; a field has no count.
    assert columns["C5"] == ("C5", "C5", "2", "city", "2")
    assert columns["F6"] == ("F6", "F6", "1", "field", "")
    assert plain(city.data.value).endswith("The parent forest")
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
    assert lit_lines(loop) == [14]
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
    for words in ("New node", "open ends", "join(", "find(", "Union by size"):
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
        assert min(gaps, default=1.0) >= 0.33


def test_a_game_is_replayed_turn_by_turn_a_few_tiles_at_most():
    game = Game(2, seed=3)
    for _ in range(16):
        game.step()
    view = FeatureStepper(game)
    names = {p.name for p in game.state.players}
    turns = [p for p in view.trace.placements if p.turn is not None]
    assert turns and {p.player for p in turns} <= names
    text = view.text()
    assert f"Turn 1, {turns[0].player} places the" in text
    assert view.slider.max == len(view.events) - 1
    # A readable replay: the first few tiles, and the title says how many of how many.
    assert len(view.trace.placements) == FEW_TILES < len(game.state.board)
    assert f"(the first {FEW_TILES} of {len(game.state.board)} tiles)" in view.children[0].value
    assert len(FeatureStepper(game, tiles=None).trace.placements) == len(game.state.board)


def test_the_legend_draws_complete_as_the_board_does(city):
    legend = city.children[1].children[0].children[1].value
    assert "complete: a city, road or monastery with 0 open ends" in plain(legend)
    assert palette.meaning("link joined") in plain(legend)
    # The swatch is the ring the drawing puts round a complete set, in the ring's colour.
    (ring,) = city.drawing.legend([COMPLETE])
    assert ring.kind == "ring" and palette.style(COMPLETE).kind == "outline"
    entry = next(e for e in city.extra_legend() if e.meaning.startswith("complete"))
    assert (entry.colour, entry.kind) == (ring.colour, ring.kind)


def test_a_long_parent_table_keeps_its_row_labels_on_every_line(loop):
    loop.show(len(loop.events) - 1)
    rows = table_rows(loop.data.value)
    labels = ["node", "parent", "size", "kind", "open ends"]
    nodes = len(loop.events[-1].parent)
    blocks = -(-nodes // TABLE_COLUMNS)
    assert blocks > 1 and [label for label, _ in rows] == labels * blocks
    assert sum(len(cells) for label, cells in rows if label == "node") == nodes
    assert "max-height" not in loop.data.value  # nothing cut off under the next heading


def test_no_roots_badge_covers_another_dot(loop):
    loop.show(len(loop.events) - 1)
    r = loop.drawing.radius
    badge = max(8.5, r * 0.5)  # as GraphCanvas draws it: a radius right of and above the disc
    centres = loop.drawing.centres
    for a, (ax, ay) in centres.items():
        for b, centre in centres.items():
            if a != b:
                assert math.dist((ax + r, ay - r), centre) >= badge + r


def test_the_cost_note_states_the_bounds_the_tile_data_gives(city):
    note = " ".join(plain(city.children[-1].value).split())
    assert "at most 8 features (the crossroads: 4 roads, 4 fields)" in note
    assert "at most 12 joins" in note
