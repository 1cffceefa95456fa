"""Carcassonne chapter 2 (placing a tile): what its prose and its "Try this" promise."""

from __future__ import annotations

import pytest

from tests.notebook_runs import notebook
from tutorial.carcassonne import placements

from .chapter import click_choice as press

NOTEBOOK = notebook("carcassonne/02_placing_tiles.ipynb")


def test_rotate_shows_each_turns_placements(chapter):
    app = chapter["placing_app"]
    state = app.state
    fitting = placements(state, state.current_tile)
    for _ in range(4):
        app.rotate()
        assert app.legal == {cell for cell, turn in fitting if turn == app.rotation}


@pytest.mark.parametrize(
    ("cell", "says"), [((0, -1), "shows road on its"), ((5, 5), "touches no tile")]
)
def test_a_click_off_the_dashed_cells_is_refused_with_the_rule(chapter, cell, says):
    app = chapter["placing_app"]
    app.reset()
    before = app.game.history
    app.rotation = 0
    assert cell not in app.legal
    app.click_cell(cell)
    assert "Not allowed (Placing a tile)" in app.explanation.text
    assert says in app.explanation.text
    assert app.game.history is before


def test_a_dashed_cell_places_and_no_follower_passes_the_turn(chapter):
    app = chapter["placing_app"]
    app.reset()
    who = app.state.active
    cell = sorted(app.legal)[0]
    app.click_cell(cell)
    assert app.state.placed == cell
    press(app, "No follower")
    assert app.state.active != who and app.state.phase == "tile"
    app.reset()
    assert len(app.state.board) == 8


def test_the_full_city_is_discarded_after_the_straight_road(chapter):
    app = chapter["discard_app"]
    app.click_cell(sorted(app.legal)[0])
    press(app, "No follower")
    assert "Discarded (fits nowhere): full city with pennant." in app.explanation.text
    assert "Player 2 draws the curve tile." in app.explanation.text
    assert app.state.current_tile.name == "curve"
