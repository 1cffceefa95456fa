"""Carcassonne chapter 7 (placing gold ingots): what its prose and its "Try this" promise."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.carcassonne.actions import NoFollower
from tutorial.gold_mines import PlaceIngot, gold_of, second_ingot_cells
from tutorial.widgets.gold_mines.panels import supply_text

from .chapter import press_panel_button as press

NOTEBOOK = notebook("carcassonne/07_gold_mines_placing_ingots.ipynb")


def test_the_gold_tile_marks_each_touching_tile_the_diagonal_included(chapter):
    app = chapter["choice_app"]
    assert (1, 1) in app.legal
    app.click_cell((1, 1))
    assert app.state.phase == "ingots"
    touching = second_ingot_cells((1, 1), app.state.board)  # the 8 cells around, with a tile
    assert set(touching) == {(0, 0), (1, 0), (0, 1)}
    (marked,) = [m.cells for m in app.board.marks if m.role == "ingot choice"]
    assert set(marked) == set(touching)  # the orange dashed borders
    assert [action for _, action in app.choices] == [PlaceIngot(cell) for cell in touching]
    assert "Second ingot on (0, 0)" in [label for label, _ in app.choices]
    app.click_cell((0, 0))  # the diagonal one
    assert gold_of(app.state).on_board() == {(0, 0): 1, (1, 1): 1}
    assert gold_of(app.state).supply == 14
    assert supply_text(app.state) in app.text  # the line under the players' table
    press(app, "No follower")
    assert app.state.active == 1
    app.reset()
    assert gold_of(app.state).on_board() == {} and app.state.phase == "tile"


def test_with_one_touching_tile_both_ingots_go_down_without_a_question(chapter):
    app = chapter["auto_app"]
    assert (1, 0) in app.legal
    app.click_cell((1, 0))
    assert app.state.phase == "follower"
    assert gold_of(app.state).on_board() == {(0, 0): 1, (1, 0): 1}
    assert "Only the tile at (0, 0) touches it" in app.explanation.text


def test_the_last_ingot_goes_on_the_gold_tile_and_then_none_is_placed(chapter):
    app = chapter["short_app"]
    assert gold_of(app.state).supply == 1
    app.click_cell((1, 1))
    assert app.state.phase == "follower"
    assert not any(isinstance(action, PlaceIngot) for _, action in app.choices)
    assert gold_of(app.state).on_board() == {(1, 1): 1}
    press(app, "No follower")
    assert app.game.history.actions[-1] == NoFollower()
    app.click_cell(sorted(app.legal)[0])
    assert app.state.tile_at(app.state.placed).name == "gold: two curved roads"
    assert "The gold supply is empty" in app.explanation.text
    assert gold_of(app.state).on_board() == {(1, 1): 1}


def test_an_ingot_may_join_others_on_a_tile(chapter):
    ingots, supply = chapter["place_ingots"]({(1, 0): 1}, 15, (1, 1), (1, 0), {(1, 0), (1, 1)})
    assert ingots[(1, 0)] == 2 and supply == 13
