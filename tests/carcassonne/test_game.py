"""The Game wrapper: steps, undo, replay (the speed is measured by benchmarks/carcassonne_*.py)."""

import pytest

from tutorial.carcassonne import Game, NoFollower, new_game, random_player
from tutorial.carcassonne.players import rng_for
from tutorial.core.errors import IllegalMove


def test_a_game_steps_undoes_and_replays():
    game = Game(3, seed=2)
    game.step().step()
    after_two = game.state
    game.undo()
    assert game.history.cursor == 1
    game.redo()
    assert game.state is after_two
    game.play_to_end()
    replayed = Game.replay(3, 2, game.history.actions)
    assert replayed.state == game.state
    assert "Final scoring" in " ".join(game.explanation.lines)


def test_the_random_player_replays_the_same_choices_from_the_seed():
    state = new_game(2, seed=4).state
    assert random_player(state, rng_for(state)) == random_player(state, rng_for(state))


def test_a_refused_action_leaves_the_history_as_it_was():
    game = Game(2, seed=1)
    with pytest.raises(IllegalMove, match="tile step"):
        game.play(NoFollower())
    assert game.history.cursor == 0
