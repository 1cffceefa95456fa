"""Tiletum chapter 6 (Final scoring): what its prose promises."""

from __future__ import annotations

import pytest

from tutorial.core.errors import IllegalMove
from tutorial.tiletum.actions import BuildCathedral, TakeDie
from tutorial.tiletum.scoring import explain_score, score_sheet

from .chapter import run_chapter


@pytest.fixture(scope="module")
def chapter():
    return run_chapter("06_final_scoring.ipynb", folder="tiletum")


def test_the_cathedral_of_lapis_costs_2_silver_and_gives_the_top_tile(chapter):
    game = chapter["new"]()
    cathedrals = game.state.cathedrals
    assert cathedrals.cost_at((1, "d")).text() == "2 Silver"
    assert cathedrals.cost_at((3, "e")) is None  # no Silver tile left for map III
    assert cathedrals.stack[:2] == ("uc12", "uc3")
    said = chapter["cathedral_in_lapis"](game)
    assert said.rule == "Underground Cathedrals" and "paid 2 Silver" in said.text
    assert game.state.cathedrals.built == (((1, "d"), "Player 1", "uc12"),)
    assert game.state.players[0].silver == 0
    while game.state.active == 1:
        game.step()
    with pytest.raises(IllegalMove, match="one per player per spot"):
        game.play(BuildCathedral(0))


def test_the_prepared_position_is_player_1s_last_action(chapter):
    state = chapter["prepared"]
    assert (state.round, state.active, state.players[0].actions) == (4, 0, 2)
    table = explain_score(state, 0)
    assert table.total == score_sheet(state, 0).total == 42
    overlay = table.row("Scoring overlay")
    assert (overlay.counted, overlay.points) == ("Houses 4, Pillars 1, Mines 3", 12)
    assert score_sheet(state, 0).overlay_choice == "Mines x Houses"
    assert table.row("Cathedral tiles").points == 8
    assert table.row("Technologies").points == 5
    assert table.row("Resources").points == 14 and state.players[0].resource_count == 56


def test_try_this_three_pillars_change_which_product_wins(chapter):
    app = chapter["app"]
    start = app.game.history
    assert [str(d) for d in app.state.dice] == ["blue 1", "yellow 4"]
    app.buttons[TakeDie(0, "Cathedral")].click()  # the button beside the blue 1
    sheet = score_sheet(app.state, 0)
    assert (sheet.overlay, sheet.overlay_choice) == (16, "Pillars x Houses")
    assert "Pillars x Houses      16" in app.players.value  # the sheet under the board
    assert app.end_turn()
    for _ in range(50):  # Step, until the game is over
        if app.state.over:
            break
        app.step()
    final = score_sheet(app.state, 0)
    assert app.state.over and (final.silver, final.total) == (1, 47)
    assert app.state.players[0].silver == 3
    # Reset: back to Player 1's last action; the yellow 4 for the Market keeps Mines x Houses.
    app.controls.reset_button.click()
    assert app.state is start.current.state
    market = TakeDie(1, "Market")
    app.buttons[market].click()
    assert score_sheet(app.state, 0).overlay_choice == "Mines x Houses"


def test_the_check_board_pins_the_overlay_before_and_after(chapter):
    assert "the better is Mines x Houses" in chapter["before"]
    assert "Pillars x Houses = 16" in chapter["after"]
    assert chapter["check"].game is not chapter["game"]


def test_the_solo_bot_counts_mines_for_a_factor_and_1_per_silver(chapter):
    solo = chapter["solo"]
    sheet = score_sheet(solo, 1)
    assert (sheet.overlay, sheet.overlay_choice) == (25, "Houses x Mines")
    assert sheet.silver == solo.players[1].silver == 12 and sheet.technologies == 0
    assert [who for _, who, _ in solo.cathedrals.built] == ["cardinalbot"]


def test_the_chapter_board_is_a_real_game_against_a_random_player(chapter):
    assert chapter["app"].game is chapter["game"]
    assert chapter["game"].seat_names == ("human", "random")
