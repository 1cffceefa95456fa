"""Carcassonne chapter 5 (scoring completed features): what its prose and its "Try this" promise."""

from __future__ import annotations

import pytest

from tests.notebook_runs import notebook
from tutorial.carcassonne.scoring import completed_points

from .chapter import click_choice as press
from .chapter import highlighted, shows_feature

NOTEBOOK = notebook("carcassonne/05_scoring_features.ipynb")


@pytest.mark.parametrize(
    ("cell", "within", "slot", "who"),
    [((-1, 1), (0.9, 0.5), 4, 0), ((1, 1), (0.1, 0.5), 10, 1)],  # each city's middle, by the gap
)
def test_each_city_edge_is_a_city_of_one_tile_led_by_one_knight(chapter, cell, within, slot, who):
    app = chapter["tie_app"]
    app.reset()
    app.click_cell(cell, within)
    said = shows_feature(app, cell, slot)
    assert said.title == "A city" and "A city of 1 tile" in said.lines[0]
    assert "1 open side" in said.lines[1]
    name = app.state.players[who].name
    assert highlighted(said, "followers") == [(cell, name)]
    assert f"{name} leads" in said.lines[2]
    assert len(app.state.board) == 3  # looking places nothing


def test_the_city_through_two_sides_closes_the_gap_and_both_knights_score_in_full(chapter):
    app = chapter["tie_app"]
    app.reset()
    assert (0, 1) in app.legal  # dashed as drawn: no Rotate needed
    app.click_cell((0, 1))
    city = app.state.group(((0, 1), 0))
    assert sorted(seat for _, seat in city.followers) == [0, 1]
    press(app, "No follower")
    said = app.explanation.text
    assert "the city through two opposite sides on (0, 1) closed its last open side" in said
    assert "Player 1 and Player 2 tie for the most and each scores the full 6 points" in said
    assert completed_points(city) == 6
    for player in app.state.players:
        assert player.followers == 7
        assert player.score.points["cities"] == 6
    assert not app.state.followers
    app.reset()
    assert len(app.state.followers) == 2
    assert [p.score.total for p in app.state.players] == [0, 0]


def test_the_worked_examples_score_what_the_prose_says(chapter):
    assert chapter["road"].state.players[0].score.points["roads"] == 3
    assert chapter["city"].state.players[1].score.points["cities"] == 2 * 3 + 2
    monastery = chapter["monastery"].state.players
    assert (monastery[0].score.points["monasteries"], monastery[1].score.points["roads"]) == (9, 8)
    most = chapter["most"].state.players
    assert [p.score.points["cities"] for p in most] == [8, 0]
    assert [p.followers for p in most] == [7, 7]


def place_turned(app, turns: int, cell) -> None:
    """Press Rotate ``turns`` times, then click ``cell``: the drawn tile goes there."""
    for _ in range(turns):
        app.rotate_button.click()
    app.click_cell(cell)


def test_what_if_the_try_this_on_both_boards(chapter):
    """The "what if" Try this, click by click: close the city on A, not on B, then on B."""
    what_if = chapter["what_if"]
    a, b = what_if.boards
    place_turned(a, 3, (1, -1))
    press(a, "No follower")
    place_turned(b, 2, (0, 1))
    press(b, "No follower")
    text = what_if.text()
    assert text.startswith("Score, B minus A: Player 1 -8, Player 2 0.")
    assert "Only in B: Player 1 has 6 followers in supply." in text
    b.controls.undo_button.click()
    b.controls.undo_button.click()
    place_turned(b, 3, (1, -1))
    press(b, "No follower")
    assert what_if.text().endswith("Nothing else differs.")
    assert chapter["game"].history.cursor == 0  # both boards branched; the game is unchanged
