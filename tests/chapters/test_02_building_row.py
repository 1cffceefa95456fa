"""Chapter 2 (the building row): what its prose and its "Try this" promise."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.cerro_gordo import TakeBuilding

NOTEBOOK = notebook("cerro_gordo/02_building_row.ipynb")


def test_a_second_building_is_refused_then_undo_takes_back_the_choice(chapter):
    app = chapter["app"]
    before = app.game.state
    app.click_slot(0)
    assert "you have already selected a building this turn" in app.explanation.text
    assert app.game.state is before
    app.controls.undo_button.click()
    assert app.game.history.cursor == 0
    assert [slot.silver for slot in app.game.state.row] == [0] * 5
    app.click_slot(0)
    assert app.game.history.actions == (TakeBuilding(0),)
    assert app.game.state.players[0].silver == 2


def test_player_2_cannot_take_the_5th_building_but_takes_the_1st_and_its_coin(chapter):
    app = chapter["turned_app"]
    before = app.game.state
    assert before.player.name == "Player 2" and before.row[0].silver == 1
    app.click_slot(4)
    assert "costs 4 silver" in app.explanation.text and app.game.state is before
    app.click_slot(0)
    assert app.game.state.players[1].silver == before.players[1].silver + 1


def test_stepping_the_late_game_shrinks_the_row_by_one_a_turn(chapter):
    app = chapter["late_app"]
    rows = [len(app.game.state.row)]
    for _ in range(2):
        turn = app.game.state.turn_number
        while app.game.state.turn_number == turn:
            app.controls.step_button.click()
        rows.append(len(app.game.state.row))
    assert not app.game.state.building_pile
    assert rows == [3, 2, 1]
