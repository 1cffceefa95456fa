"""The Game object: history (undo, redo, jump to a turn) and replay from the seed."""

import pytest

from tutorial.cerro_gordo import Game, TakeBuilding, apply, new_game
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Outcome


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


@pytest.fixture
def built(monkeypatch):
    """A list that grows by one title for every Explanation the engine builds."""
    titles = []
    make = Explanation.__init__

    def counting(self, title, *args, **kwargs):
        titles.append(title)
        make(self, title, *args, **kwargs)

    monkeypatch.setattr(Explanation, "__init__", counting)
    return titles


def test_bots_and_replays_build_no_text_until_asked(built):
    game = Game(3, seed=5, seats=("random", "greedy", "random")).play_to_end()
    Game.replay(3, 5, game.history.actions)
    assert built == []
    game.jump(7)
    explanation = game.explanation
    assert built == [explanation.title]
    assert game.explanation is explanation  # built once, then kept
    assert game.history.entries[7].explanation is explanation
    assert len(built) == 1


def test_play_returns_the_explanation_it_built(built):
    game = Game(2, seed=4)
    explanation = game.play(game.suggest())
    assert built == [explanation.title] and "road" in explanation.title
    assert game.explanation is explanation


def test_apply_returns_an_outcome_whose_explain_is_kept(built):
    state, _ = new_game(2, seed=1)
    outcome = apply(state, TakeBuilding(0))
    assert isinstance(outcome, Outcome) and built == []
    assert outcome.state.turn.building_taken
    assert outcome.explain() is outcome.explain()
    assert len(built) == 1 and "selects building 1" in built[0]
