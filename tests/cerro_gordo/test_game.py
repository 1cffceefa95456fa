"""The Game object: history (undo, redo, jump to a turn) and replay from the seed."""

import pytest

from tutorial.cerro_gordo import Game
from tutorial.core.errors import IllegalMove


def test_undo_redo_and_a_new_action_after_undo_drops_the_redo():
    game = Game(2, seed=4, seats=("greedy", "greedy"))
    first = game.state
    game.step()
    second = game.state
    game.undo()
    assert game.state is first
    game.redo()
    assert game.state is second
    game.undo()
    assert game.history.can_redo
    game.play(game.suggest())  # a new action after an undo: the undone one is gone
    assert not game.history.can_redo
    assert len(game.history.entries) == 2


def test_jump_to_turn_shows_the_first_state_of_that_turn():
    game = Game(3, seed=8).play_to_end()
    game.jump_to_turn(5)
    index = game.history.cursor
    assert game.state.turn_number == 5
    assert game.history.entries[index - 1].state.turn_number == 4
    with pytest.raises(IndexError, match="has not been reached"):
        game.jump_to_turn(10_000)


def test_replay_from_the_seed_gives_the_same_states():
    game = Game(4, seed=12, seats=("random", "greedy", "random", "greedy")).play_to_end()
    again = Game.replay(4, 12, game.history.actions, seats=game.seats)
    assert [e.state for e in again.history.entries] == [e.state for e in game.history.entries]


def test_step_after_the_end_names_the_rule():
    game = Game(2, seed=2).play_to_end()
    with pytest.raises(IllegalMove, match="End of Game"):
        game.step()
