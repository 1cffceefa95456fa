"""Chapter 8 (a full game): what its prose and its "Try this" promise."""

from __future__ import annotations

import pytest

from tests.notebook_runs import notebook

NOTEBOOK = notebook("cerro_gordo/08_full_game.ipynb")


def test_stepping_the_board_to_the_end_plays_the_game_scored_below(chapter):
    app = chapter["app"]
    while not app.state.game_over:
        app.controls.step_button.click()
    assert app.state == chapter["played"].state
    app.controls.slider.value = 5
    assert app.game.history.cursor == 5
    app.reset()
    assert app.game.history.cursor == 0 and app.state.turn_number == 1


def test_each_greedy_seat_wins_about_half_though_greedy_wins_every_game(chapter):
    table = chapter["table"]
    games = table.game.nunique()
    assert chapter["games_won_by_kind"]["greedy"] >= games - 1
    for seat in (0, 2):
        assert table[table.seat == seat].winner.mean() < 0.75


def test_seat_0_is_not_always_the_first_player(chapter):
    assert chapter["table"].query("seat == 0")["first"].nunique() > 1


def test_the_template_bot_never_spends_silver(chapter):
    mine = chapter["mine_vs"].query("bot == 'thrifty'")
    assert len(mine) == 80
    assert (mine.second_roads == 0).all() and (mine.refreshes == 0).all()


def test_the_template_bot_plays_a_seat_of_a_game(chapter):
    game = chapter["Game"](2, seed=9, seats=(chapter["thrifty"], "random")).play_to_end()
    assert game.state.game_over


def test_the_wilson_interval_holds_the_rate_and_stays_within_0_and_1(chapter):
    low, high = chapter["wilson"](0, 40)
    assert low == pytest.approx(0) and 0 < high < 0.1
    low, high = chapter["wilson"](20, 40)
    assert low < 0.5 < high and high - low == pytest.approx(2 * (0.5 - low))
