"""Carcassonne chapter 1 (tiles and edges): what its prose and its "Try this" promise."""

from __future__ import annotations

import pytest

from .chapter import run_chapter

CHAPTER = "01_tiles_and_edges.ipynb"


@pytest.fixture(scope="module")
def chapter():
    return run_chapter(CHAPTER, folder="carcassonne")


@pytest.mark.parametrize(
    ("within", "says"),
    [
        ((0.5, 0.1), ["City of 1 tile", "1 open side"]),
        ((0.5, 0.5), ["Road of 1 tile", "2 open ends"]),
        ((0.5, 0.9), ["Farm of 1 tile"]),
    ],
)
def test_a_click_on_the_start_tile_shows_the_feature_under_it(chapter, within, says):
    app = chapter["start_app"]
    app.click_cell((0, 0), within)
    assert all(words in app.text for words in says)
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
