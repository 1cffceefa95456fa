"""Carcassonne chapter 9 (what gold is worth): what its prose and its "Try this" promise."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.gold_mines import gold_of

from .chapter import press_panel_button as press

NOTEBOOK = notebook("carcassonne/09_gold_value.ipynb")


def gold_column(app) -> list[int]:
    return [player.score.points["gold"] for player in app.state.players]


def test_the_table_rises_faster_than_any_straight_line_through_its_thresholds(chapter):
    values = chapter["values"]
    assert list(values.ingots) == list(range(17))
    adds = values.set_index("ingots").ingot_adds
    assert adds[4] > adds[3] and adds[7] > adds[6] and adds[10] > adds[9]
    assert (values.points == values.ingots * values.per_ingot).all()


def test_ending_the_road_with_the_last_tile_makes_the_seventh_ingot(chapter):
    app = chapter["last_app"]
    app.click_cell((3, 0))
    press(app, "No follower")
    assert app.state.game_over
    assert gold_column(app) == [21, 10]
    assert "2 gold ingots still on tiles ((1, 1)) leave the game." in app.explanation.text
    assert gold_of(app.state).removed == 2


def test_the_last_tile_placed_elsewhere_leaves_player_1_with_six(chapter):
    app = chapter["last_app"]
    app.reset()
    while app.legal <= {(3, 0)}:
        app.rotate()
    elsewhere = sorted(cell for cell in app.legal if cell != (3, 0))
    app.click_cell(elsewhere[0])
    press(app, "No follower")
    assert app.state.game_over
    assert gold_column(app)[0] == 12
    assert gold_of(app.state).removed == 3
