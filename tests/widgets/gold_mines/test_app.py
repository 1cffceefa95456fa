"""The Gold Mines app: ingots drawn from the gold layer, the ingots phase, gold kept apart."""

from __future__ import annotations

import html

import pytest

from tutorial.gold_mines import (
    Game,
    PlaceIngot,
    gold_explanation,
    gold_of,
    is_gold,
    second_ingot_choice,
)
from tutorial.gold_mines.choosing import GOLD_PHASE, TakeIngot, choice_waiting, chooser_seat
from tutorial.gold_mines.placing import RULE_PLACING
from tutorial.gold_mines.sharing import RULE_SHARING
from tutorial.widgets.carcassonne import board as board_module
from tutorial.widgets.carcassonne import look
from tutorial.widgets.carcassonne import panels as panels_module
from tutorial.widgets.carcassonne.app import CarcassonneApp
from tutorial.widgets.gold_mines import GoldMinesApp
from tutorial.widgets.gold_mines.app import handed_out


@pytest.fixture
def choosing() -> Game:
    """A game at an ingots phase: a gold tile was just placed, with tiles to choose from."""
    game = Game(2, seed=0)
    while game.state.phase != "ingots":
        game.step()
    return game


@pytest.fixture
def after_handout() -> Game:
    """A game by bots, right after a turn that handed out gold (gold is left on other tiles)."""
    game = Game(3, seed=1, seats=("greedy", "greedy", "random"))
    while not (len(game.state.board) >= 20 and handed_out(game.state)):
        game.step()
    assert gold_of(game.state).ingots  # gold still on the board, to draw
    return game


def drawn_ingots(app, monkeypatch) -> dict:
    """The ingots the board draws, by the cell under each one's corner."""
    drawn = {}
    original = board_module.draw_ingots

    def spy(canvas, ingots, size):
        g = app.board.geometry
        drawn.update({g.cell_at(x + 1, y + 1): n for x, y, n in ingots})
        return original(canvas, ingots, size)

    monkeypatch.setattr(board_module, "draw_ingots", spy)
    app.board.redraw(force=True)
    return drawn


def test_ingots_are_drawn_on_the_tiles_the_gold_layer_names(after_handout, monkeypatch):
    app = GoldMinesApp(after_handout)
    assert drawn_ingots(app, monkeypatch) == gold_of(after_handout.state).on_board()
    for cell, n in gold_of(after_handout.state).ingots:
        assert f"{cell} {n}" in app.board.describe()


def test_the_ingots_phase_marks_the_touching_tiles_and_a_click_places_the_second_ingot(choosing):
    app = GoldMinesApp(choosing)
    gold_tile = choosing.state.placed
    options = second_ingot_choice(choosing.state)
    marked = {c for m in app.board.marks if m.role == "ingot choice" for c in m.cells}
    assert marked == set(options)
    assert [action for _, action in app.choices] == [PlaceIngot(c) for c in options]
    assert "ingot choice" in app.marks_legend.value or "second gold ingot" in app.marks_legend.value
    cell = options[-1]
    app.board.click_pixel(*app.board.geometry.centre(cell))  # the real path from a click
    assert choosing.history.current.action == PlaceIngot(cell)
    on_board = gold_of(choosing.state).on_board()
    assert on_board[gold_tile] >= 1 and on_board[cell] >= 1
    assert choosing.state.phase == "follower"


def test_a_click_on_a_tile_not_touching_the_gold_tile_shows_the_rule_and_changes_nothing(choosing):
    app = GoldMinesApp(choosing)
    gold_tile = choosing.state.placed
    far = max(
        choosing.state.board,
        key=lambda c: max(abs(c[0] - gold_tile[0]), abs(c[1] - gold_tile[1])),
    )
    assert far not in second_ingot_choice(choosing.state)
    before, cursor = choosing.state, choosing.history.cursor
    app.click_cell(far)
    assert choosing.state is before and choosing.history.cursor == cursor
    assert app.explanation.error is not None and app.explanation.error[0] == RULE_PLACING
    assert str(far) in app.explanation.text


@pytest.fixture(scope="module")
def gold_phase() -> Game:
    """A by-hand game at its gold phase: seat 1's turn, seat 1 chooses first, then seat 0."""
    game = Game(2, seed=4, by_hand=True, seats=("greedy", "greedy"))
    while game.state.phase != GOLD_PHASE:
        game.step()
    assert game.state.active == chooser_seat(game.state) == 1
    return game


def test_the_gold_phase_by_hand_marks_the_tiles_and_the_chooser_clicks_one(gold_phase):
    game = gold_phase.branch()
    app = GoldMinesApp(game, humans=(0, 1))
    options = choice_waiting(game.state).options
    marked = {c for m in app.board.marks if m.role == "gold choice" for c in m.cells}
    assert marked == set(options) and len(options) > 1
    assert [action for _, action in app.choices] == [TakeIngot(c) for c in options]
    assert app.choices[0][0].startswith(f"{options[0]}: ") and "rival" in app.choices[0][0]
    assert html.escape(look.meaning("gold choice")) in app.marks_legend.value
    app.board.click_pixel(*app.board.geometry.centre(options[-1]))  # the real path from a click
    assert game.history.current.action == TakeIngot(options[-1])
    assert gold_of(game.state).choices == (options[-1],)
    # The next choice is seat 0's, in seat 1's turn: the app waits for seat 0's click.
    assert game.state.active == 1 and chooser_seat(game.state) == 0
    assert app.acting_seat == 0 and app.human_turn
    assert app.step_waits().startswith(f"Your turn ({game.state.players[0].name}): ")


def test_in_the_gold_phase_step_waits_for_a_human_chooser_not_for_the_active_seat(gold_phase):
    game = gold_phase.branch()
    game.play(TakeIngot(choice_waiting(game.state).options[0]))  # seat 1 chose; seat 0 is next
    app = GoldMinesApp(game, humans=(0,))  # seat 1, whose turn it is, is a bot
    assert app.human_turn and app.step_waits()
    cursor = game.history.cursor
    app.controls.step()
    assert game.history.cursor == cursor  # Step did not choose for seat 0
    bots_choose = GoldMinesApp(gold_phase.branch(), humans=(0,))
    assert not bots_choose.human_turn and "(bot)" in bots_choose.status.value


def test_a_click_on_a_tile_the_chooser_may_not_take_from_names_the_rule(gold_phase):
    game = gold_phase.branch()
    app = GoldMinesApp(game, humans=(0, 1))
    options = choice_waiting(game.state).options
    other = next(c for c in sorted(game.state.board) if c not in options)
    before = game.state
    app.click_cell(other)
    assert game.state is before
    assert app.explanation.error is not None and app.explanation.error[0] == RULE_SHARING


def test_after_a_hand_out_the_board_outlines_the_tiles_and_the_stepper_replays_it(after_handout):
    app = GoldMinesApp(after_handout, humans=())  # its bots move with Step
    state = after_handout.state
    taken = gold_explanation(state).highlighted("gold_taken")
    outlined = {c for m in app.board.marks if m.role == "gold_taken" for c in m.cells}
    assert outlined == set(taken)
    # The turn's own explanation names them (once), and the board's legend says what they are.
    assert after_handout.history.current.explanation.highlighted("gold_taken") == taken
    assert html.escape(look.meaning("gold_taken")) in app.marks_legend.value
    assert look.meaning("gold_taken") in app.text
    assert app.handout_button.layout.display is None  # offered
    stepper = app.show_handout()
    assert [e.step for e in stepper.events if e.step] == list(gold_of(state).sharing.steps)
    app.step()  # the next turn begins: the hand-out is no longer news
    assert app.handout_button.layout.display == "none"
    assert app.stepper is None and app.handout_box.children == ()


def test_the_players_panel_shows_ingots_held_and_gold_apart_from_the_base_points(after_handout):
    app = GoldMinesApp(after_handout)
    held = gold_of(after_handout.state).held
    lines = app.players_text().splitlines()
    for seat, player in enumerate(after_handout.state.players):
        line = next(line for line in lines if f"{player.name}:" in line)
        assert f"{held[seat]} ingot" in line
        base, gold = line.split("ingot")[0], line.split("ingot")[1]
        assert "gold" not in base and "gold worth" in gold
    assert "Ingots held" in app.players.value and "Base total" in app.players.value


def test_reset_restores_the_position_and_its_picture(after_handout, canvas_log):
    app = GoldMinesApp(after_handout, humans=())
    start_state = after_handout.state
    app.refresh(force=True)
    start = [canvas_log.picture(c) for c in app.board.layers]
    for _ in range(6):
        app.step()
    assert after_handout.state is not start_state
    app.reset()
    assert after_handout.state is start_state
    assert [canvas_log.picture(c) for c in app.board.layers] == start


def gold_symbols(module, monkeypatch) -> list:
    """Spy on ``module``'s ``draw_gold_symbols``: the (canvas, corners) of each call."""
    calls = []
    original = module.draw_gold_symbols

    def spy(canvas, corners, size):
        calls.append((canvas, list(corners)))
        return original(canvas, corners, size)

    monkeypatch.setattr(module, "draw_gold_symbols", spy)
    return calls


def test_gold_tiles_show_the_gold_symbol_on_the_board_and_nowhere_in_the_base_game(
    after_handout, monkeypatch
):
    state = after_handout.state
    gold_cells = {c for c in state.board if is_gold(state.tile_at(c))}
    assert gold_cells and gold_cells != set(state.board)
    calls = gold_symbols(board_module, monkeypatch)
    app = GoldMinesApp(after_handout)
    g = app.board.geometry
    assert {g.cell_at(x + 1, y + 1) for _, corners in calls for x, y in corners} == gold_cells
    assert "gold symbol" in app.board.children[-1].value  # its legend entry
    calls.clear()
    CarcassonneApp(after_handout)  # the base app knows no gold tile
    assert not any(corners for _, corners in calls)


def test_during_the_ingots_phase_the_preview_shows_the_gold_tile_just_placed(choosing, monkeypatch):
    calls = gold_symbols(panels_module, monkeypatch)
    app = GoldMinesApp(choosing)
    state = choosing.state
    placed = state.board[state.placed]
    assert app.preview.shown == (state.tile_at(state.placed), placed.rotation)
    assert is_gold(state.tile_at(state.placed))
    assert [canvas for canvas, corners in calls if corners] == [app.preview.canvas]
    assert "second ingot" in app.preview.label.value and "second ingot" in app.text
