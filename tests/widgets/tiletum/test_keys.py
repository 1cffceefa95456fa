"""Tiletum by keyboard: a whole action with the keys alone, as the same clicks would play it."""

from __future__ import annotations

import pytest

from tutorial.tiletum.actions import Build, EndTurn, Move, TakeDie
from tutorial.tiletum.maps import standard_maps
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.state import PROSPECTOR
from tutorial.widgets import palette
from tutorial.widgets.graph_canvas import LinkMark, NodeMark
from tutorial.widgets.graph_layout import nearest_in_direction
from tutorial.widgets.keyboard import explanation_sentence
from tutorial.widgets.tiletum.app import TiletumApp
from tutorial.widgets.tiletum.keys import menu, menu_path
from tutorial.widgets.tiletum.map_canvas import fit


@pytest.fixture
def app() -> TiletumApp:
    """A 2-player game at Player 1's first action (both seats clicked)."""
    return TiletumApp(new_game(2, seed=3, first_player=0))


def press(app: TiletumApp, *keys: str) -> str:
    for key in keys:
        app.keyboard.press(key)
    return app.keyboard.sentence


def said_the_explanation(app: TiletumApp) -> bool:
    return app.keyboard.sentence == explanation_sentence(app.game.history.current.explanation)


def number_of(app: TiletumApp, action: object) -> str:
    """The number key that takes ``action`` in the first menu (where it is a choice of its own)."""
    state = app.state
    choices = menu(state, [(menu_path(state, a), a) for a in app.legal], ())
    return str([c.action for c in choices].index(action) + 1)


def cursor_marks(app: TiletumApp) -> dict[int, list]:
    """``{map number: cursor marks}`` as drawn on each map."""
    return {
        view.umap.number: [m for m in view.drawing.marks if m.role == palette.CURSOR]
        for view in app.maps
    }


def test_a_whole_action_by_keys_plays_what_the_clicks_play(app):
    # 1 opens die 0's actions, 2 takes it for the Prospector Action.
    assert press(app, "1").startswith("Die 0: yellow 2, 5 AP: 1: Court; 2: Prospector.")
    press(app, "2")
    assert app.state.turn.action == PROSPECTOR and said_the_explanation(app)
    # The cursor starts on the Prospector (s), the arrow down goes to b: a lit space.
    assert press(app, "ArrowRight").startswith("Space s of Underground map I, side A, the start")
    assert press(app, "ArrowDown").endswith("Enter: P0 → b, across s–b.")
    assert cursor_marks(app)[1] == [NodeMark(palette.CURSOR, ("b",))]
    press(app, "Enter")
    assert app.game.history.current.action == Move(0, "b") and said_the_explanation(app)
    # c goes round b's connections; Enter crosses the one with Stone Tablet t1, to Fodina.
    assert press(app, "c", "c") == (
        "Connection b–c (Stone Tablet t1, uncovered) of Underground map I, side A. Enter: P0 → c."
    )
    assert cursor_marks(app)[1] == [LinkMark(palette.CURSOR, (("b", "c"),))]
    press(app, "Enter")
    assert "Stone Tablet t1" in app.keyboard.sentence and said_the_explanation(app)
    assert cursor_marks(app)[1] == [NodeMark(palette.CURSOR, ("c",))]  # it followed
    # l numbers what may be done in Fodina; the Mine's number builds it, as its button does.
    here = press(app, "l")
    assert here.startswith("At the cursor: 1: P0: Bonus tile") and "P0: build Mine c.m1" in here
    build = next(n for n, part in enumerate(here.split("; "), 1) if "build Mine c.m1" in part)
    press(app, str(build))
    assert said_the_explanation(app)
    press(app, number_of(app, EndTurn()))
    # What the clicks play: the die's button, a click on b, on c, the Mine's button, End turn.
    played = (TakeDie(0, PROSPECTOR), Move(0, "b"), Move(0, "c"), Build(0, "c.m1"), EndTurn())
    assert app.game.history.actions == played
    assert said_the_explanation(app) and app.state.player.name == "Player 2"


def test_an_illegal_enter_changes_nothing_and_says_the_rule(app):
    app.press(TakeDie(0, PROSPECTOR))
    before = app.state
    press(app, "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight")
    press(app, "Enter")
    assert app.state is before
    rule, message = app.explanation.error
    assert app.keyboard.sentence == f"Not allowed ({rule}): {message}"
    assert "is not adjacent to s" in message
    # On a map where the player has no Prospector, the app's note is said.
    press(app, "m", "Enter")
    assert app.state is before
    assert app.keyboard.sentence.startswith("Player 1 has no Prospector on map II")


def test_escape_cancels_a_half_done_choice_and_the_connection(app):
    opened = press(app, "7")
    assert opened.startswith("Die 6: blue 6, 1 AP: 1: Market;")
    assert press(app, "Escape").startswith("Back. Choices: 1: Die 0: yellow 2, 5 AP (2 choices);")
    assert app.game.history.cursor == 0
    press(app, "3")  # the first menu's 3, not die 6's third action
    assert app.game.history.current.action == TakeDie(2, "Construction")
    press(app, "ArrowDown", "c")  # the first arrow shows the cursor, on s; c: its connection s–a
    assert cursor_marks(app)[1] == [LinkMark(palette.CURSOR, (("s", "a"),))]
    assert press(app, "Escape").startswith("Back on the space. Space s")
    assert press(app, "Escape") == "Nothing to cancel."


def test_more_than_nine_choices_come_in_pages():
    app = TiletumApp(new_game(3, seed=0))  # 11 choices in the first menu: 7 dice, ...
    state = app.state
    choices = menu(state, [(menu_path(state, a), a) for a in app.legal], ())
    assert len(choices) == 11
    first = press(app, "l")
    assert first.endswith(f"8: {choices[7].label}; 9: more choices (page 2 of 2).")
    second = press(app, "9")
    assert second.startswith(f"Choices: 1: {choices[8].label}; 2: {choices[9].label};")
    assert second.endswith("4: more choices (page 1 of 2). Escape goes back.")
    assert press(app, "Escape").startswith(f"Back. Choices: 1: {choices[0].label};")


def test_the_cursor_changes_map_and_the_text_board_is_the_apps(app):
    press(app, "m")
    assert cursor_marks(app) == {1: [], 2: [NodeMark(palette.CURSOR, ("s",))], 3: []}
    assert press(app, "l").startswith("Nothing to do at s. Prospector 0 (I: s) has no move now.")
    press(app, "t")
    assert "Underground map II" in app.keyboard.text.value
    assert app.key_player.text_board() == app.text
    help_text = app.keyboard.help.value
    assert "move the cursor to the next Underground map" in help_text
    # Only the keys a Tiletum map has: no tile to turn, no pan or zoom.
    assert "take the numbered choice" in help_text
    assert "rotate the tile" not in help_text and "pan, zoom in" not in help_text
    press(app, "Tab")  # focus moves on: no error, nothing said
    app.keyboard.press("Tab", shift=True)


def test_solo_against_the_cardinal_step_is_said():
    app = TiletumApp(new_game(1, seed=2, first_player=0))
    assert app.game.seat_names[app.state.active] == "human"
    assert press(app, "1").startswith("Took the yellow 1 die for Market.")  # die 0's one action
    assert said_the_explanation(app)
    press(app, number_of(app, EndTurn()))
    assert app.state.player.name == "cardinalbot"
    assert press(app, "1") == "It is cardinalbot's turn, played by a bot: s steps."
    press(app, "s")
    assert app.keyboard.sentence.startswith("The Cardinal of Silver's action.")
    assert said_the_explanation(app)


def test_the_arrows_reach_every_space_of_every_map_from_every_space():
    for umap in standard_maps():
        projection = fit(umap, 460, 400)[0]  # where the app's maps draw the spaces
        centres = {space.id: projection.pixel(space.at) for space in umap.spaces}
        for origin in centres:
            seen, todo = {origin}, [origin]
            while todo:
                space = todo.pop()
                for way in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    found = nearest_in_direction(centres, space, *way)
                    if found is not None and found not in seen:
                        seen.add(found)
                        todo.append(found)
            assert seen == set(centres), (umap.name, origin)
