"""Chapter 5 (mining and events): what its prose and its "Try this" promise."""

from __future__ import annotations

import pytest

from tests.notebook_runs import notebook
from tutorial.cerro_gordo import Mine

NOTEBOOK = notebook("cerro_gordo/05_mining_and_events.ipynb")


def mine_cell(state, number):
    return state.mines[number - 1].cell


def test_clicking_the_farther_mine_is_refused_naming_the_rule(chapter):
    app = chapter["app"]
    before, steps = app.game.state, len(app.game.history.entries)
    app.click_cell(mine_cell(before, 2))
    assert "Mining: draw from the closest mine" in app.explanation.text
    assert "Mine 2 is 7 road tile(s) away" in app.explanation.text
    assert app.game.state == before and len(app.game.history.entries) == steps
    app.mine_button.click()
    assert app.game.history.actions[-1] == Mine()
    assert len(app.game.state.mines[0].tiles) == len(before.mines[0].tiles) - 1
    assert app.game.state.mines[1] == before.mines[1]


def test_the_tie_board_pays_both_players_when_mine_is_pressed(chapter):
    app = chapter["tie_app"]
    state = app.game.state
    tile = state.mines[0].top.silver
    app.mine_button.click()
    after = app.game.state.players
    assert after[0].silver == state.players[0].silver + tile + 2
    assert after[1].silver == state.players[1].silver + 2


def test_a_saloon_shootout_hits_both_tied_players(chapter):
    game = chapter["rich_vein_turn"](chapter["town"], "saloon_shootout")
    before = [p.silver for p in game.state.players]
    explanation = game.play(Mine())
    assert "Closest to Mine 1: Player 1, Player 2" in str(explanation)
    assert game.state.players[1].silver == before[1] - 1
    assert "Player 1 returns 1 silver" in str(explanation)


@pytest.mark.parametrize("number", [2, 1])
def test_the_unconnected_player_may_click_either_mine_and_gets_no_silver(chapter, number):
    if number == 2:  # the click the chapter asks for, on its board
        app = chapter["dead_end_app"]
    else:  # "click Mine 1 instead": the same position, on a board of its own
        app = chapter["CerroGordoApp"](chapter["dead_end_turn"](chapter["RuleOptions"]()))
    before = app.game.state
    app.click_cell(mine_cell(before, number))
    assert app.game.history.actions[-1] == Mine(number)
    assert f"draws from Mine {number} without mining" in app.explanation.text
    assert "no silver" in app.explanation.text
    assert len(app.game.state.mines[number - 1].tiles) == len(before.mines[number - 1].tiles) - 1
