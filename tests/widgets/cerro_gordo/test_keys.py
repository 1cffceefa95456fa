"""Cerro Gordo by keyboard: a whole turn with the keys alone, in the engine's words."""

from __future__ import annotations

import pytest

from tutorial.cerro_gordo import Game, Mine, PlaceBuilding, PlaceRoad, TakeBuilding
from tutorial.cerro_gordo.actions import EndTurn, RefreshObjectives
from tutorial.cerro_gordo.board import board_area
from tutorial.cerro_gordo.options import RuleOptions
from tutorial.cerro_gordo.scenarios import from_map, ready_to_mine, with_silver
from tutorial.cerro_gordo.text import render
from tutorial.widgets import CerroGordoApp, palette
from tutorial.widgets.keyboard import explanation_sentence


def said(app: CerroGordoApp) -> str:
    """The sentence the live region should say after an action: the engine's explanation."""
    return explanation_sentence(app.game.history.current.explanation)


def walk_to(app: CerroGordoApp, cell: tuple[int, int]) -> None:
    """Press arrows until the cursor is on ``cell``."""
    keys = app.keyboard
    if app.key_player.cursor is None:
        keys.press("ArrowUp")  # the first arrow shows the cursor where it starts
    while app.key_player.cursor != cell:
        column, row = app.key_player.cursor
        if column != cell[0]:
            keys.press("ArrowRight" if cell[0] > column else "ArrowLeft")
        else:
            keys.press("ArrowDown" if cell[1] > row else "ArrowUp")


@pytest.fixture
def app(human_game: Game) -> CerroGordoApp:
    return CerroGordoApp(human_game)


@pytest.fixture
def tied() -> CerroGordoApp:
    """Only mining is left, and the pawn is one road from each of two mines."""
    return CerroGordoApp(
        Game(state=ready_to_mine(from_map("M1──C1──M2")), seats=("human", "greedy"))
    )


def test_a_whole_turn_with_the_keys_alone(app):
    game, keys = app.game, app.keyboard
    keys.press("1")  # the building numbered #1 in the row
    assert game.history.current.action == TakeBuilding(0)
    assert keys.sentence == said(app) and keys.sentence.startswith("Player 1 selects building 1")
    cell = min(app.legal)
    walk_to(app, cell)
    assert "Enter places the" in keys.sentence
    keys.press("Enter")
    assert game.history.current.action == PlaceBuilding(cell)
    assert keys.sentence == said(app)
    keys.press("r")  # as "Rotate road" does
    while not app.legal:  # on until it fits somewhere
        keys.press("r")
    assert app.rotation != 0 and app.hand.shown[3] == app.rotation
    fits = "1 cell" if len(app.legal) == 1 else f"{len(app.legal)} cells"
    assert keys.sentence.startswith(f"The road tile is turned {90 * app.rotation} degrees: it fits")
    assert f"it fits in {fits}." in keys.sentence
    cell, rotation = min(app.legal), app.rotation
    walk_to(app, cell)
    keys.press("Enter")
    assert game.history.current.action == PlaceRoad(cell, rotation)
    assert keys.sentence == said(app)
    keys.press("l")
    assert keys.sentence.startswith("Only mining is left: m mines.")
    keys.press("m")
    assert isinstance(game.history.current.action, Mine)
    assert keys.sentence == said(app) and " mines Mine " in keys.sentence
    assert game.state.active == 1  # mining ended the turn


def test_an_illegal_enter_changes_nothing_and_says_the_rule(app):
    game, keys = app.game, app.keyboard
    before, entries = game.state, len(game.history.entries)
    walk_to(app, game.state.mines[0].cell)  # a road cannot go on a mine
    keys.press("Enter")
    assert game.state is before and len(game.history.entries) == entries
    rule, message = app.explanation.error
    assert keys.sentence == f"Not allowed ({rule}): {message}"
    keys.press("m")  # too early: the engine lists what is still to do
    assert game.state is before and "before mining, select a building" in keys.sentence
    keys.press("9")
    assert game.state is before and keys.sentence.endswith("not 9")


def test_tied_mines_are_chosen_with_enter_on_one(tied):
    game, keys = tied.game, tied.keyboard
    keys.press("m")
    assert "Mine 1 and Mine 2 are tied for closest" in keys.sentence
    assert keys.sentence.endswith("Enter on a mine chooses it: Mine 1 at (0, 0), Mine 2 at (4, 0).")
    walk_to(tied, (4, 0))
    assert keys.sentence.endswith(
        "Enter chooses it for mining. Closest: Mine 1 and Mine 2, 1 road tile(s) away."
    )
    keys.press("Enter")
    assert game.history.current.action == Mine(2) and keys.sentence == said(tied)


def test_objectives_are_ticked_with_numbers_and_escape_cancels(human_game):
    game = Game(state=with_silver(human_game.state, {0: 6}), seats=human_game.seats)
    app = CerroGordoApp(game)
    keys, hand = app.keyboard, game.state.player.objectives
    keys.press("o")
    assert keys.sentence.startswith("Refresh objectives for 5 silver.")
    keys.press("2")
    assert app.ticked == (1,) and keys.sentence == f"{hand[1].name} is ticked."
    keys.press("Escape")  # a half-done choice: nothing ticked, the number keys take buildings
    assert app.ticked == () and not app.key_player.choosing_objectives
    assert game.state is game.history.current.state and len(game.history.entries) == 1
    keys.press("o")
    keys.press("Enter")  # nothing ticked: the engine's rule
    assert "choose one or both" in keys.sentence and len(game.history.entries) == 1
    keys.press("1")
    keys.press("Enter")
    assert game.history.current.action == RefreshObjectives((0,))
    assert keys.sentence == said(app) and not app.key_player.choosing_objectives


def test_end_turn_key_under_the_any_time_reading():
    state = ready_to_mine(from_map("M1──C1────M2", options=RuleOptions(silver_actions="any_time")))
    app = CerroGordoApp(Game(state=state, seats=("human", "greedy")))
    keys = app.keyboard
    assert "<th style='text-align:left;padding-right:12px'>e</th>" in keys.help.value
    keys.press("m")
    assert app.game.state.turn.mined and keys.sentence == said(app)
    keys.press("E")  # a letter works in either case
    assert app.game.history.current.action == EndTurn() and keys.sentence == said(app)


def test_the_cursor_is_drawn_stays_on_the_board_and_stays_in_view(app):
    keys, board = app.keyboard, app.board
    for _ in range(3):
        board.zoom_in()
    (left, top), _ = board_area(app.state)
    for _ in range(20):
        keys.press("ArrowLeft")
        keys.press("ArrowUp")
    assert app.key_player.cursor == (left, top)
    assert board.geometry.shows(((left, top), (left, top)))
    assert f"keyboard's cursor: where Enter acts (black frame) (cells): {(left, top)}" in (
        board.describe()
    )
    assert any(getattr(h, "role", None) == palette.CURSOR for h in board.highlights)
    drawn = dict(board.redraws)
    keys.press("ArrowDown")  # in view: only the highlights layer is drawn again
    assert {n: board.redraws[n] - drawn.get(n, 0) for n in board.redraws} == {
        "background": 0, "tiles": 0, "highlights": 1, "pieces": 0
    }  # fmt: skip
    keys.press("1")  # a redraw after an action keeps the cursor
    assert any(getattr(h, "role", None) == palette.CURSOR for h in board.highlights)


def test_tab_help_and_the_text_board(app):
    keys = app.keyboard
    keys.press("Tab")
    keys.press("Tab", shift=True)
    keys.press("?")
    assert keys.help.layout.display == "" and ">m</th>" in keys.help.value
    assert ">e</th>" not in keys.help.value  # no End turn button under the default reading
    keys.press("t")
    assert render(app.state) in keys.text.value.replace("&#x27;", "'")
    keys.press("Escape")
    assert keys.sentence.startswith("Nothing to cancel")


def test_a_bots_turn_is_said_and_not_played():
    game = Game(3, seed=2, seats=("human", "greedy", "greedy"))
    while game.state.active == 0:
        game.step()
    app = CerroGordoApp(game)
    before = game.state
    app.keyboard.press("1")
    assert game.state is before and "press Step" in app.keyboard.sentence
    app.keyboard.press("s")
    assert game.state is not before and app.keyboard.sentence == said(app)
