"""Seats: a person, a built-in bot, an expansion's bot, or any function."""

import pytest

from tutorial.carcassonne import Game, NoFollower, PlaceTile
from tutorial.carcassonne.legal import legal_actions
from tutorial.carcassonne.players import BOTS, random_player, rng_for
from tutorial.core.errors import IllegalMove


def last_listed(state, rng):
    """A bot of our own: the last legal action."""
    return legal_actions(state)[-1]


def test_seats_mix_a_human_a_named_bot_and_a_function():
    game = Game(3, seed=5, seats=("human", "random", last_listed))
    assert game.seat_names == ("human", "random", "last_listed")
    for _ in range(12):
        seat, state = game.state.active, game.state
        expected = (last_listed if seat == 2 else random_player)(state, rng_for(state))
        game.step()
        assert game.history.actions[-1] == expected
    game.play_to_end()
    assert game.state.game_over


def test_the_default_seats_are_random_players():
    game = Game(2, seed=3)
    assert game.seat_names == ("random", "random")
    state = game.state
    assert game.suggest() == random_player(state, rng_for(state))


def test_play_turn_stops_when_the_next_player_draws():
    game = Game(2, seed=8)
    first = game.state.active
    game.play_turn()
    assert game.state.turn_number == 2 and game.state.active != first
    assert game.state.phase == "tile"


def test_an_expansion_extends_the_bots_without_changing_the_built_in_ones():
    called = []

    def greedy(state, rng):
        called.append(state.turn_number)
        return legal_actions(state)[0]

    bots = {**BOTS, "greedy": greedy}
    game = Game(2, seed=1, seats=("greedy", "greedy"), bots=bots).play_turn()
    assert called and game.seat_names == ("greedy", "greedy")
    assert "greedy" not in BOTS
    with pytest.raises(ValueError, match="'greedy' is not a player"):
        Game(2, seed=1, seats=("greedy", "random"))


@pytest.mark.parametrize(
    ("seats", "error", "words"),
    [
        (("random",), ValueError, "1 seats for 2 players"),
        (("random", "clever"), ValueError, "seat 1: 'clever' is not a player"),
        (("random", 3), TypeError, "seat 1: 3 is neither"),
        ("random", TypeError, "single string"),
    ],
)
def test_bad_seats_are_refused(seats, error, words):
    with pytest.raises(error, match=words):
        Game(2, seed=0, seats=seats)


def test_a_bot_s_illegal_action_names_the_seat_and_the_bot_and_changes_nothing():
    def cheat(state, rng):
        return NoFollower() if state.phase == "tile" else PlaceTile((50, 50))

    game = Game(2, seed=4, seats=(cheat, cheat), first_player=1)
    before = game.state
    with pytest.raises(IllegalMove) as caught:
        game.step()
    assert "seat 1 (Player 2, played by cheat) chose NoFollower()" in str(caught.value)
    assert game.state is before and game.history.cursor == 0


def test_a_bot_returning_something_that_is_not_an_action_is_refused_as_illegal():
    game = Game(2, seed=4, seats=(lambda state, rng: "north", "random"), first_player=0)
    with pytest.raises(IllegalMove, match="played by <lambda>.*'north' is not an action"):
        game.step()
