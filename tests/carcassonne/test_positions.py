"""Saving and loading positions: the same state back, and bad files named field by field."""

import json
import random

import pytest

from tutorial.carcassonne import Game, apply, new_game, random_player
from tutorial.carcassonne.positions import load_state, save_state
from tutorial.core.errors import PositionError


def _midgame(seed=6, actions=41):
    state, rng = new_game(3, seed=seed).state, random.Random(seed)
    for _ in range(actions):
        state = apply(state, random_player(state, rng)).state
    return state


def test_a_saved_position_loads_as_the_same_state_and_plays_on_the_same():
    state = _midgame()
    loaded = load_state(save_state(state))
    assert loaded == state
    assert loaded.open_cells == state.open_cells
    assert {loaded.network.find(n) for n in state.completed} == set(loaded.completed)
    rng_a, rng_b = random.Random(1), random.Random(1)
    while not state.game_over:
        action = random_player(state, rng_a)
        assert random_player(loaded, rng_b) == action
        state, loaded = apply(state, action).state, apply(loaded, action).state
    assert loaded == state


def _broken(change):
    data = json.loads(save_state(_midgame()))
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (lambda d: d["board"][1].update(tile="lake"), "board[1].tile", "no tile type"),
        (lambda d: d["board"][1].update(rotation=4), "board[1].rotation", "from 0 to 3"),
        (lambda d: d["board"][2].update(cell=d["board"][1]["cell"]), "board[2].cell", "two tiles"),
        (lambda d: d["players"][0].update(followers=7), "players[0].followers", "not 7"),
        (lambda d: d["deck"].extend(["crossroads"] * 2), "deck", "the box holds 1"),
        (lambda d: d.update(phase="dance"), "phase", "expected one of"),
        (lambda d: d.update(game="cerro_gordo"), "game", "not 'carcassonne'"),
    ],
)
def test_a_bad_position_is_refused_naming_the_field(change, field, words):
    with pytest.raises(PositionError) as caught:
        load_state(_broken(change))
    assert caught.value.field == field
    assert words in str(caught.value)


def test_a_board_whose_sides_do_not_match_is_refused():
    def turn_a_tile(data):
        tile = next(t for t in data["board"] if t["tile"] == "city edge + straight road")
        tile["rotation"] = (tile["rotation"] + 1) % 4

    with pytest.raises(PositionError, match="shows"):
        load_state(_broken(turn_a_tile))


def test_a_game_saves_and_loads_with_its_position():
    game = Game(2, seed=9)
    for _ in range(10):
        game.step()
    loaded = Game.load(game.save())
    assert loaded.state == game.state and loaded.history.cursor == 0
