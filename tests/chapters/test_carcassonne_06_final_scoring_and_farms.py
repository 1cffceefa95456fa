"""Carcassonne chapter 6 (final scoring and farms): what its prose and its "Try this" promise."""

from __future__ import annotations

import pytest

from tests.notebook_runs import notebook
from tutorial.carcassonne.scoring import cities_supplied, farm_points

from .chapter import click_choice as press
from .chapter import shows_feature

NOTEBOOK = notebook("carcassonne/06_final_scoring_and_farms.ipynb")


@pytest.mark.parametrize(
    ("cell", "within", "slot", "tiles"),
    [((0, 0), (0.1, 0.35), 11, 2), ((0, -1), (0.5, 0.2), 1, 1)],  # the strip; above the city
)
def test_two_farms_each_touch_the_same_completed_city(chapter, cell, within, slot, tiles):
    app = chapter["last_app"]
    app.reset()
    app.click_cell(cell, within)
    said = shows_feature(app, cell, slot)
    assert said.title == "A farm" and f"A farm of {tiles} tile" in said.lines[0]
    farm = app.state.group(app.inspected)
    assert len(cities_supplied(app.state, farm)) == 1 and farm_points(app.state, farm) == 3
    assert "touches 1 completed city" in said.lines[-1] and said.lines[-1].endswith("score 3.")
    assert len(app.state.board) == 3  # looking places nothing


def test_the_last_tile_joins_them_into_one_farm_that_counts_the_city_once(chapter):
    app = chapter["last_app"]
    app.reset()
    assert (1, -1) in app.legal
    app.click_cell((1, -1))
    press(app, "2: farmer on the field (all four sides)")
    assert app.state.game_over
    assert "A farm of 4 tiles: 3 points to Player 1." in app.explanation.text
    app.click_cell((1, -1), (0.15, 0.15))  # the monastery tile's field
    said = shows_feature(app, (1, -1), 0)
    assert "A farm of 4 tiles" in said.lines[0]
    farm = app.state.group(app.inspected)
    touched = {cell for cell, _ in farm.cities}
    assert touched == {(0, 0), (0, -1)} and len(cities_supplied(app.state, farm)) == 1
    assert app.state.players[0].score.points["farms"] == 3


def test_undo_and_a_monk_instead_scores_the_unfinished_monastery_4(chapter):
    app = chapter["last_app"]
    app.reset()
    app.click_cell((1, -1))
    press(app, "2: farmer on the field (all four sides)")
    app.controls.undo_button.click()
    assert app.state.phase == "follower"
    press(app, "1: monk on the monastery (middle)")
    assert "An unfinished monastery of 1 tile: 4 points to Player 1." in app.explanation.text
    assert app.state.players[0].score.points == {
        "roads": 0, "cities": 0, "monasteries": 4, "farms": 0,
    }  # fmt: skip
    app.reset()
    assert not app.state.game_over and len(app.state.board) == 3


def test_the_worked_examples_score_what_the_prose_says(chapter):
    sheets = [
        dict(p.score.points) for p in chapter["final_scoring"](chapter["unfinished"])[0].players
    ]
    assert sheets == [
        {"roads": 3, "cities": 0, "monasteries": 4, "farms": 0},
        {"roads": 0, "cities": 3, "monasteries": 4, "farms": 0},
    ]
    farms = chapter["final_scoring"](chapter["farms"])[0].players
    assert [p.score.points["farms"] for p in farms] == [6, 6]


def test_the_bots_game_on_the_board_ends_with_the_sheet_printed_below(chapter):
    app, game = chapter["full_app"], chapter["game"]
    app.reset()
    while not app.state.game_over:
        app.step()
    assert [p.score for p in app.state.players] == [p.score for p in game.state.players]
    assert "No tile is left: the game is over. Final scoring:" in app.explanation.text
    assert not app.state.players[0].followers and not app.state.players[1].followers
