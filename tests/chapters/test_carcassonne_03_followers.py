"""Carcassonne chapter 3 (followers): what its prose and its "Try this" promise."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.carcassonne import PlaceFollower, turned

from .chapter import click_choice as press

NOTEBOOK = notebook("carcassonne/03_followers.ipynb")


def test_the_taken_road_has_no_spot_and_a_click_on_it_is_refused(chapter):
    app = chapter["taken_app"]
    assert (-1, 0) in app.legal  # no Rotate needed
    app.click_cell((-1, 0))
    assert app.state.phase == "follower"
    assert [label for label, _ in app.choices] == [
        "1: farmer on the field (south)",
        "2: farmer on the field (north)",
        "No follower",
    ]
    history = app.game.history
    app.click_cell((-1, 0), (0.5, 0.5))  # the middle of the road
    assert "Not allowed (Placing a follower)" in app.explanation.text
    assert "already holds a follower (Player 2's, on (1, 0))" in app.explanation.text
    assert app.game.history is history


def test_spot_1_puts_a_farmer_below_the_road(chapter):
    app = chapter["taken_app"]
    app.reset()
    app.click_cell((-1, 0))
    press(app, "1: farmer on the field (south)")
    (action,) = [a for a in app.game.history.actions if isinstance(a, PlaceFollower)]
    field = app.state.tile_at((-1, 0)).features[action.feature]
    on_board = {turned(slot, app.state.board[(-1, 0)].rotation) for slot in field.slots}
    assert field.kind == "field" and 7 in on_board  # the middle of the south side
    assert app.state.players[0].followers == 6
    app.reset()
    assert app.state.players[0].followers == 7
    assert dict(app.state.followers) == {((1, 0), 0): 1}


def test_closing_the_city_sends_the_knight_home(chapter):
    app = chapter["home_app"]
    while (0, -1) not in app.legal:
        app.rotate()
    assert app.rotation == 2  # the city faces south
    app.click_cell((0, -1))
    assert app.state.players[0].followers == 6
    press(app, "No follower")
    assert app.state.players[0].followers == 7
    assert not app.state.followers
    assert "Player 1 has the most and scores 4 points." in app.explanation.text
    assert "Player 1: 7 followers left" in app.text
