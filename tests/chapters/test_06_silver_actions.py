"""Chapter 6 (silver actions): what its prose and its "Try this" promise."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.cerro_gordo import PlaceRoad

NOTEBOOK = notebook("cerro_gordo/06_silver_actions.ipynb")


def test_two_roads_then_the_third_is_refused(chapter):
    app = chapter["road_app"]
    app.click_cell((2, 2))
    app.click_cell((2, 3))
    assert app.game.history.actions == (PlaceRoad((2, 2)), PlaceRoad((2, 3)))
    assert app.state.players[0].silver == 0
    before = app.state
    app.click_cell((2, 4))
    assert "no third road" in app.explanation.text
    assert app.state is before


def test_one_silver_is_not_enough_for_a_second_road(chapter):
    app = chapter["poor_app"]
    app.click_cell((2, 2))
    before = app.state
    app.click_cell((2, 3))
    assert "Player 1 has 1 silver, needs 2" in app.explanation.text
    assert app.state is before


def test_after_reset_the_lit_cells_follow_the_rotation(chapter):
    app = chapter["road_app"]
    app.reset()
    assert app.state.turn.roads_placed == 0
    upright = app.legal
    app.rotate_button.click()
    assert upright and app.legal and app.legal != upright


def test_under_any_time_the_turn_goes_on_after_mining_until_end_turn(chapter):
    game = chapter["mined"]("any_time")
    assert game.state.active == 0 and chapter["EndTurn"]() in chapter["legal_actions"](game.state)
    game.play(chapter["EndTurn"]())
    assert game.state.active == 1
