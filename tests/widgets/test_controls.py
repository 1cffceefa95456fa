"""History controls: Step, Undo, Redo, Play, speed and the history slider move the game."""

from __future__ import annotations

from tutorial.cerro_gordo import Game
from tutorial.widgets.controls import HistoryControls


def make(game=None, **kwargs):
    game = game or Game(3, seed=2)
    changes = []
    controls = HistoryControls(
        game, on_change=lambda: changes.append(game.history.cursor), **kwargs
    )
    return game, controls, changes


def test_labels():
    _, c, _ = make()
    buttons = (c.step_button, c.undo_button, c.redo_button, c.reset_button)
    assert [b.description for b in buttons] == ["Step", "Undo", "Redo", "Reset"]


def test_step_undo_redo_buttons_move_the_game():
    game, c, changes = make()
    assert c.undo_button.disabled and c.redo_button.disabled
    c.step_button.click()
    c.step_button.click()
    assert game.history.cursor == 2 and c.slider.max == 2 and c.slider.value == 2
    c.undo_button.click()
    assert game.history.cursor == 1 and c.slider.value == 1 and not c.redo_button.disabled
    c.redo_button.click()
    assert game.history.cursor == 2 and c.redo_button.disabled
    assert changes == [1, 2, 1, 2]


def test_slider_jumps_and_shrinks_after_a_new_step():
    game, c, _ = make()
    for _ in range(5):
        c.step_button.click()
    c.slider.value = 1
    assert game.history.cursor == 1
    c.step_button.click()  # drops the undone steps
    assert len(game.history.entries) == 3
    assert (c.slider.value, c.slider.max) == (2, 2)


def test_play_steps_once_per_tick_and_stop_moves_nothing():
    game, c, _ = make()
    c.play.value = 1
    c.play.value = 2
    assert game.history.cursor == 2
    c.play.value = 0  # the Stop button resets the counter
    assert game.history.cursor == 2


def test_speed_sets_the_play_interval():
    _, c, _ = make()
    c.speed.value = 300
    assert c.play.interval == 300


def test_finished_disables_step_and_pauses_play():
    game, c, _ = make(finished=lambda: True)
    assert c.step_button.disabled
    c.play.playing = True
    c.step()
    assert game.history.cursor == 0 and c.play.playing is False


def test_errors_are_reported_not_raised():
    class Broken:
        history = Game(2, seed=1).history

        def step(self):
            raise RuntimeError("engine broke")

        undo = redo = step

        def jump(self, index):
            raise RuntimeError("no")

    errors = []
    c = HistoryControls(Broken(), on_error=errors.append)
    c.step_button.click()
    assert [str(e) for e in errors] == ["engine broke"]
    c2 = HistoryControls(Broken())
    c2.step_button.click()
    assert "engine broke" in c2.message.value


def test_reset_goes_back_to_the_start_with_a_fresh_history():
    game = Game(3, seed=2)
    for _ in range(3):
        game.step()
    start = game.history.current
    game, c, changes = make(game)
    assert c.reset_button.description == "Reset" and c.reset_button.disabled is False
    for _ in range(4):
        c.step_button.click()
    c.play.playing = True
    c.reset_button.click()
    assert game.history.entries == (start,) and game.history.cursor == 0
    assert game.state is start.state and c.play.playing is False
    # Nothing to undo into, before or after the start.
    assert c.undo_button.disabled and c.redo_button.disabled and c.reset_button.disabled
    assert (c.slider.value, c.slider.max) == (0, 0)
    assert changes[-1] == 0
    c.step_button.click()  # play on from the start, then back again
    assert not c.reset_button.disabled
    c.reset()
    assert game.history.entries == (start,)


def test_reset_calls_on_reset_instead_of_on_change():
    game = Game(2, seed=1)
    calls = []
    c = HistoryControls(
        game, on_change=lambda: calls.append("change"), on_reset=lambda: calls.append("reset")
    )
    c.step()
    c.reset()
    assert calls == ["change", "reset"]


def test_step_waits_while_waiting_says_why_and_play_pauses_there():
    why = ["Your turn (Player 1): choose. Step waits for you: it plays only the bots' turns."]
    game, c, changes = make(waiting=lambda: why[0])
    c.play.playing = True
    c.step_button.click()
    assert game.history.cursor == 0 and changes == [] and not c.play.playing
    assert "Your turn (Player 1)" in c.message.value
    assert c.step_button.tooltip == f"Waits: {why[0]}"
    why[0] = ""  # a bot's turn now
    c.step_button.click()
    assert game.history.cursor == 1 and c.message.value == ""
    assert not c.step_button.tooltip.startswith("Waits")
