"""Carcassonne chapter 1 (tiles and edges): what its prose and its "Try this" promise."""

from __future__ import annotations

import pytest

from tests.notebook_runs import notebook

from .chapter import highlighted, shows_feature

NOTEBOOK = notebook("carcassonne/01_tiles_and_edges.ipynb")


@pytest.mark.parametrize(
    ("within", "slot", "kind", "open_sides"),
    [
        ((0.5, 0.1), 1, "city", ["N"]),  # the city along the top edge: open to the north
        ((0.5, 0.5), 4, "road", ["E", "W"]),  # the road: 2 open ends
        ((0.5, 0.9), 7, "farm", []),  # below the road: a farm
    ],
)
def test_a_click_on_the_start_tile_shows_the_feature_under_it(
    chapter, within, slot, kind, open_sides
):
    app = chapter["start_app"]
    app.click_cell((0, 0), within)
    said = shows_feature(app, (0, 0), slot)
    assert said.title == f"A {kind}" and said.lines[0].startswith(f"A {kind} of 1 tile")
    assert highlighted(said, "open_side") == [((0, 0), side) for side in open_sides]
    app.click_cell((0, 0), within)  # a second click puts it away
    assert app.inspected is None
    assert len(app.state.board) == 1  # looking places nothing


def test_rotate_once_opens_the_cell_above_the_start_tile(chapter):
    app = chapter["start_app"]
    assert app.legal == {(0, 1)}
    app.rotate()
    assert app.legal == {(0, -1), (0, 1)}
    app.click_cell((0, -1))
    assert app.state.placed == (0, -1)
    assert app.state.tile_at((0, -1)).name == "city edge"
    app.reset()
    assert len(app.state.board) == 1
    assert app.legal == {(0, 1)}


def test_the_pinned_rotation_is_the_tile_data_turned(chapter):
    start = chapter["start"]
    north = [chapter["side_kind"](start, turns, chapter["Direction"].N) for turns in range(4)]
    # Turning clockwise brings the west side up to the north: the sides read backwards.
    assert north == [start.sides[(0 - turns) % 4] for turns in range(4)]
