"""Carcassonne and The Gold Mines by keyboard: whole turns with the keys alone.

The keys go through :meth:`KeyboardPlay.press`, the method a focused board's
key events call; the live region must say the engine's own sentences.
"""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from tutorial.carcassonne import Game
from tutorial.gold_mines import Game as GoldGame
from tutorial.widgets import palette
from tutorial.widgets.carcassonne.app import CarcassonneApp
from tutorial.widgets.gold_mines.app import GoldMinesApp
from tutorial.widgets.keyboard import explanation_sentence, live_html

ARROW = {(1, 0): "ArrowRight", (-1, 0): "ArrowLeft", (0, 1): "ArrowDown", (0, -1): "ArrowUp"}


def walk_to(app: CarcassonneApp, target: tuple[int, int]) -> None:
    """Move the keyboard's cursor to ``target`` with the arrows alone."""
    keys = app.keyboard
    if app.key_player.cursor is None:
        keys.press("ArrowUp")  # the first arrow shows the cursor where it starts
    for _ in range(100):
        (x, y), (tx, ty) = app.key_player.cursor, target
        if (x, y) == target:
            return
        step = ((tx > x) - (tx < x), 0) if tx != x else (0, (ty > y) - (ty < y))
        keys.press(ARROW[step])
    raise AssertionError(f"the cursor never reached {target}")


def said(app: CarcassonneApp) -> str:
    """The sentence the live region holds (and check the region says it)."""
    assert app.keyboard.live.value == live_html(app.keyboard.sentence)
    return app.keyboard.sentence


def latest(app: CarcassonneApp) -> str:
    return explanation_sentence(app.game.history.current.explanation)


def test_a_whole_turn_by_keys_places_the_tile_and_a_follower() -> None:
    app = CarcassonneApp(Game(2, seed=3))
    keys = app.keyboard
    keys.press("ArrowRight")
    start = app.key_player.cursor
    assert start in app.legal and str(start) in said(app)
    assert [m.cells for m in app.board.marks if m.role == palette.CURSOR] == [(start,)]
    keys.press("r")  # turned a quarter: it fits one cell only
    assert app.rotation == 1 and "fits in 1 cell." in said(app)
    (target,) = app.legal
    walk_to(app, target)
    keys.press("Enter")
    assert app.state.placed == target and app.state.board[target].rotation == 1
    assert said(app) == latest(app)
    assert said(app).startswith("Placed a tile. Player 1 placed")
    keys.press("l")  # the follower's choices, numbered as their buttons
    assert said(app).startswith("1: knight on the city (east);") and "No follower" in said(app)
    keys.press("1")
    assert app.state.phase == "tile" and app.state.active == 1
    knight = "Placed a follower. Player 1 put a follower on the city as a knight."
    assert said(app) == latest(app) == knight


def test_a_refused_enter_names_the_rule_and_changes_nothing() -> None:
    app = CarcassonneApp(Game(2, seed=3))
    keys = app.keyboard
    keys.press("r")
    walk_to(app, (-1, 0))  # turned so, the tile's city would face the start tile's road
    before = app.state
    keys.press("Enter")
    assert app.state is before
    assert said(app).startswith("Not allowed (Placing a tile): ")
    assert "shows city on its E side, but the tile on (0, 0) shows road there" in said(app)


def test_step_undo_redo_and_the_keys_that_only_speak() -> None:
    game = Game(2, seed=3, seats=("human", "random"))
    app = CarcassonneApp(game, humans={0})
    keys = app.keyboard
    keys.press("u")
    assert said(app) == "Nothing to undo: this is where the history starts."
    start = app.state
    keys.press("s")  # the human's turn: Step waits, and says so
    assert said(app).startswith("Your turn (Player 1)") and app.state is start
    keys.press("ArrowRight")
    keys.press("Enter")
    keys.press(str(len(app.choices)))  # the last choice: No follower
    keys.press("s")  # the bot's turn: its tile
    assert said(app) == latest(app) and app.state.active == 1
    keys.press("u")
    assert said(app).startswith("Undone. The last action now: No follower. Player 1 kept")
    keys.press("y")
    assert said(app).startswith("Redone: Placed a tile. Player 2 placed")
    keys.press("9")
    assert said(app).startswith("There is no choice 9")


def test_escape_puts_away_a_feature_looked_at_with_enter() -> None:
    app = CarcassonneApp(Game(2, seed=3))
    keys = app.keyboard
    walk_to(app, (0, 0))
    keys.press("Enter")  # a placed tile: Enter looks at the feature in its middle
    assert app.inspected is not None and said(app).startswith(app.feature.title)
    keys.press("Escape")
    assert app.inspected is None and said(app) == "The feature is put away."


def test_help_text_board_and_view_keys() -> None:
    app = CarcassonneApp(Game(2, seed=3))
    keys = app.keyboard
    assert keys.help.layout.display == "none"
    keys.press("?")
    assert keys.help.layout.display == "" and "Escape" in keys.help.value
    assert "rotate the tile" in keys.help.value and "pan, zoom in" in keys.help.value
    keys.press("t")
    assert "(0, 0): city edge + straight road" in keys.text.value
    view = app.board.geometry
    keys.press("ArrowLeft", shift=True)  # Shift+arrow pans the view, not the cursor
    assert app.board.geometry != view and app.key_player.cursor is None


def test_the_cursor_stays_next_to_the_tiles_and_the_view_follows_it() -> None:
    app = CarcassonneApp(Game(2, seed=3), size=(300, 300), cell_size=60)
    keys = app.keyboard
    walk_to(app, (0, 0))
    for _ in range(6):
        keys.press("ArrowDown")
    assert app.key_player.cursor == (0, 1)  # one row below the tiles, no further
    assert app.board.geometry.shows(((0, 1), (0, 1)))


@pytest.mark.parametrize("backwards", [False, True])
def test_tab_sends_the_focus_on(monkeypatch, backwards: bool) -> None:
    app = CarcassonneApp(Game(2, seed=3))
    focused: list[widgets.Widget] = []
    monkeypatch.setattr(widgets.DOMWidget, "focus", lambda self: focused.append(self))
    app.keyboard.press("Tab", shift=backwards)
    # Out of the canvas (ipycanvas keeps Tab there): back to the Keys button, on to Rotate.
    assert focused == [app.keyboard.help_button if backwards else app.rotate_button]


def test_gold_mines_second_ingot_by_keys() -> None:
    app = GoldMinesApp(GoldGame(2, seed=1))
    keys = app.keyboard
    for _ in range(40):  # place tiles by keys until a gold tile asks for its second ingot
        if app.state.phase == "ingots":
            break
        if app.state.phase == "follower":
            keys.press(str(len(app.choices)))
            continue
        while not app.legal:
            keys.press("r")
        walk_to(app, sorted(app.legal)[0])
        keys.press("Enter")
    assert app.state.phase == "ingots"
    keys.press("l")
    assert said(app).startswith("1: Second ingot on ")
    (mark,) = [m for m in app.board.marks if m.role == "ingot choice"]
    walk_to(app, mark.cells[0])
    keys.press("Enter")
    assert app.state.phase != "ingots"
    assert said(app) == latest(app) and said(app).startswith("Placed gold ingots.")
