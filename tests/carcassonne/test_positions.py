"""Saving and loading positions: the same state back, and bad files named field by field."""

import json
import random

import pytest

from tutorial.carcassonne import Game, apply, new_game, random_player
from tutorial.carcassonne.positions import load_state, save_state
from tutorial.core.errors import PositionError
from tutorial.core.values import evolve


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


def _broken(change, actions=41):
    data = json.loads(save_state(_midgame(actions=actions)))
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


def _second_follower_on_a_tile(data):
    """A follower of seat 0 on another feature of a tile that holds one already."""
    taken = data["followers"][0]["node"]
    data["followers"].append({"node": [*taken[:2], 1 - min(taken[2], 1)], "seat": 0})
    data["players"][0]["followers"] -= 1


def _follower_on_a_completed_feature(data):
    state = load_state(json.dumps(data))
    held = {cell for cell, _ in state.followers}
    held.discard(tuple(data["followers"][-1]["node"][:2]))
    for root, group in state.groups.items():
        free = sorted(group.cells - held)
        if group.complete and free:
            cell = free[0]
            nodes = state.network.parents
            index = next(n for c, n in nodes if c == cell and state.network.find((c, n)) == root)
            # A follower already on the board moves there: every supply stays right.
            data["followers"][-1]["node"] = [*cell, index]
            return
    raise AssertionError("no completed feature without followers in this game")


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        (lambda d: d["deck"].pop(), "deck", "the box holds"),
        (lambda d: d.update(turn_number=d["turn_number"] + 1), "turn_number", "one tile"),
        (lambda d: d.update(game_over=True), "phase", "game_over is True"),
        (lambda d: d.update(phase="follower"), "placed", "the drawn tile lies on placed"),
        (lambda d: d["players"][0]["score"].update(gold=3), "players[0].score.gold", "category"),
        (lambda d: d["board"][-1].update(cell=[40, 40]), "board", "not joined to the start"),
        (lambda d: d["completed"].append([0, 0, 0]), "completed", "completed only by a tile"),
        (_second_follower_on_a_tile, "followers[", "a second follower"),
    ],
)
def test_a_position_no_game_reaches_is_refused_naming_the_field(change, field, words):
    with pytest.raises(PositionError) as caught:
        load_state(_broken(change))
    assert caught.value.field.startswith(field)
    assert words in str(caught.value)


def test_a_follower_on_a_feature_scored_already_is_refused():
    with pytest.raises(PositionError) as caught:
        load_state(_broken(_follower_on_a_completed_feature, actions=80))
    assert caught.value.field.startswith("followers[")
    assert "its followers went home" in str(caught.value)


def test_every_position_of_a_played_game_loads_as_itself():
    """Tile and follower steps, turns that complete features, the end: all reachable.

    (What the last turn scored is not saved: it is only for that turn's explanation.)
    """
    game = Game(3, seed=12).play_to_end()
    for entry in game.history.entries:
        assert load_state(save_state(entry.state)) == evolve(entry.state, scored=())
