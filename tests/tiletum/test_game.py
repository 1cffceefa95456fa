"""The Game object (history, seats, step) and simulate's table."""

from __future__ import annotations

import pytest

from tutorial.core.errors import IllegalMove
from tutorial.core.experiments import game_seeds
from tutorial.tiletum.actions import EndTurn, TakeDie, apply
from tutorial.tiletum.game import Game
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.players import default_seats, player_for, rng_for
from tutorial.tiletum.scoring import final_scores
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.simulation import COLUMNS, simulate


def test_step_plays_the_seat_and_history_undoes_and_redoes():
    game = Game(2, seed=5)
    first = game.state
    game.step()
    assert game.history.cursor == 1 and game.state.step == 1
    game.undo()
    assert game.state is first
    game.redo()
    assert game.state.step == 1
    assert game.explanation.title


def test_play_to_end_and_replay_are_the_same_game():
    game = Game(3, seed=11).play_to_end()
    assert game.state.over
    again = Game.replay(3, 11, game.history.actions)
    assert again.state == game.state


def test_a_callable_seat_plays_its_seat():
    def always_first(state, rng):
        return legal_actions(state)[0]

    game = Game(2, seed=1, seats=(always_first, "random"), first_player=0)
    game.step()
    assert game.history.actions[0] == legal_actions(game.history.entries[0].state)[0]
    assert game.seat_names == ("always_first", "random")


def test_a_bots_illegal_action_names_the_seat_and_the_bot():
    def cheat(state, rng):
        return EndTurn()  # no die taken yet: refused

    game = Game(2, seed=1, seats=(cheat, "random"), first_player=0)
    with pytest.raises(IllegalMove) as err:
        game.step()
    assert "seat 0" in err.value.message and "cheat" in err.value.message
    assert game.history.cursor == 0


def test_a_human_seat_plays_when_asked_and_is_played_by_hand():
    game = Game(2, seed=2, seats=("human", "random"), first_player=0)
    action = next(a for a in legal_actions(game.state) if isinstance(a, TakeDie))
    game.play(action)
    assert game.history.actions == (action,)
    game.step()  # the random player stands in
    assert game.history.cursor == 2


@pytest.mark.parametrize(
    "seats, error",
    [
        ("random", TypeError),
        (("random",), ValueError),
        (("random", "greedy"), ValueError),
        (("random", 3), TypeError),
        (("random", "cardinal"), ValueError),
    ],
)
def test_bad_seats_are_refused(seats, error):
    with pytest.raises(error):
        Game(2, seed=0, seats=seats)


def test_simulate_has_a_row_per_player_per_game_and_is_reproducible():
    table = simulate(4, players=3, seed=9, progress=False)
    assert list(table.columns) == list(COLUMNS)
    assert len(table) == 12
    assert (table.groupby("game").winner.sum() >= 1).all()
    assert sorted(table[table.game == 0].first) == [0, 1, 2]
    assert table.equals(simulate(4, players=3, seed=9, progress=False))
    assert not table.equals(simulate(4, players=3, seed=10, progress=False))
    row = table.iloc[0]
    game = Game(3, int(row.seed)).play_to_end()
    assert game.state.players[0].silver == row.silver


def test_simulate_refuses_a_human_seat():
    with pytest.raises(ValueError, match="without people"):
        simulate(1, players=2, seats=("human", "random"), progress=False)


def test_simulate_s_table_is_what_a_bare_loop_over_the_same_seeds_plays():
    """simulate keeps no history: its games are those of a plain loop of apply."""
    table = simulate(2, players=1, seed=4, progress=False)
    for number, seed in enumerate(game_seeds(4, 2)):
        state, _ = new_game(1, seed)
        choose = [player_for(seat) for seat in default_seats(state)]
        while not state.over:
            state, _ = apply(state, choose[state.active](state, rng_for(state)))
        rows = table[table.game == number]
        assert rows.score.tolist() == [sheet.total for sheet in final_scores(state)]
        assert rows.silver.tolist() == [player.silver for player in state.players]
