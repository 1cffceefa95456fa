"""The Tiletum app shows the two wheels, and they turn with the game (and its history)."""

from __future__ import annotations

from tutorial.tiletum import Game
from tutorial.widgets.tiletum import TiletumApp
from tutorial.widgets.tiletum.wheel_view import segment_lines


def test_the_app_shows_the_wheels_of_the_state_on_screen() -> None:
    game = Game(2, seed=1)
    app = TiletumApp(game)
    board = next(row for row in app.children if app.maps[0] in getattr(row, "children", ()))
    assert app.wheel in board.children  # beside the maps and the action
    first = app.wheel.text
    assert first.splitlines()[1:] == segment_lines(game.state)
    game.play_to_end()
    app.refresh()
    assert app.wheel.text.splitlines()[1:] == segment_lines(game.state)
    assert app.wheel.text != first  # the cleanups turned them
    game.jump(0)
    app.refresh()
    assert app.wheel.text == first
