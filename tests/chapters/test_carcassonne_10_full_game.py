"""Carcassonne chapter 10 (full game, many games): what its prose and "Try this" promise."""

from __future__ import annotations

import pytest

from tests.notebook_runs import notebook
from tutorial.gold_mines import Game, PlaceIngot, PlaceTile, gold_of
from tutorial.gold_mines.scenarios import START, gold, position

NOTEBOOK = notebook("carcassonne/10_full_game_and_experiments.ipynb")


def test_stepping_the_board_to_the_end_plays_the_game_scored_below(chapter):
    app = chapter["app"]
    while not app.state.game_over:
        app.controls.step_button.click()
    assert app.state == chapter["played"].state
    assert "gold" in app.text
    app.controls.slider.value = 5
    assert app.game.history.cursor == 5
    app.reset()
    assert app.game.history.cursor == 0 and len(app.state.board) == 1


def test_the_score_sheet_keeps_gold_apart_and_adds_up(chapter):
    sheet = chapter["sheet"]
    categories = ["roads", "cities", "monasteries", "farms", "gold"]
    assert (sheet[categories].sum(axis=1) == sheet.total).all()
    assert sheet.ingots.sum() + chapter["gold_of"](chapter["final"]).removed == 16


def test_each_game_has_a_row_per_seat_and_seat_0_is_not_always_first(chapter):
    table = chapter["table"]
    assert len(table) == 2 * table.game.nunique() == 80
    assert table.query("seat == 0")["first"].nunique() == 2


def test_leaving_gold_out_changes_a_winner_only_where_gold_points_differ(chapter):
    duel, changed = chapter["duel"], chapter["changed"]
    assert changed.any()
    for game in changed[changed].index:
        rows = duel[duel.game == game]
        assert rows.gold.nunique() > 1


def test_the_wilson_interval_holds_the_rate_and_stays_within_0_and_1(chapter):
    low, high = chapter["wilson"](0, 40)
    assert low == pytest.approx(0) and 0 < high < 0.1
    low, high = chapter["wilson"](20, 40)
    assert low < 0.5 < high and high - low == pytest.approx(2 * (0.5 - low))


def test_the_template_bot_places_no_farmer_and_plays_whole_games(chapter):
    assert (chapter["mine_vs"].query("bot == 'gold_digger'").farms == 0).all()
    game = Game(2, seed=9, seats=(chapter["gold_digger"], "random")).play_to_end()
    assert game.state.game_over


def test_the_template_bot_puts_the_second_ingot_on_the_richest_touching_tile(chapter):
    board = {(0, 0): START, (1, 0): ("straight road", 1), (0, 1): ("curve", 0)}
    state = position(board, tile="gold: monastery + curved road", layer=gold({(1, 0): 2}))
    game = Game(state=state, seats=(chapter["gold_digger"], "random"))
    game.play(PlaceTile((1, 1), 0))
    assert game.state.phase == "ingots"
    game.step()
    assert game.history.actions[-1] == PlaceIngot((1, 0))
    assert gold_of(game.state).on_board()[(1, 0)] == 3


def test_gold_changes_a_winner_only_where_the_lead_is_within_the_gold_between_them(chapter):
    duel, changed, lead = chapter["duel"], chapter["changed"], chapter["lead"]
    assert changed.any()
    for game in changed[changed].index:
        gold = duel[duel.game == game].gold
        assert lead[game] <= gold.max() - gold.min()
    assert (chapter["close"] == (lead <= 10)).all()


def test_the_template_bots_lead_is_not_its_gold(chapter):
    points = chapter["points"]
    lead = points.loc["gold_digger"] - points.loc["random"]
    assert lead.gold < 1
    assert lead.roads + lead.cities + lead.monasteries > lead.score > 0
