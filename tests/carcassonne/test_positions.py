"""Saving and loading positions: the same state back, and bad files named field by field."""

import json
import random

import pytest

from tutorial.carcassonne import Game, apply, new_game, random_player
from tutorial.carcassonne.positions import load_state, save_state
from tutorial.carcassonne.scenarios import START, position
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


def _save_of(game):
    return json.loads(game.save())


def _in_follower_step(seed=3):
    game = Game(2, seed)
    while game.state.phase != "follower":
        game.step()
    return game


def _completed_monasteries(state):
    return sum(g.kind == "monastery" and g.complete for g in state.groups.values())


def _refusal(data):
    with pytest.raises(PositionError) as caught:
        load_state(json.dumps(data))
    assert len(str(caught.value)) < 600
    return caught.value


def test_points_before_any_turn_has_ended_are_refused():
    data = _save_of(Game(2, seed=1))
    data["players"][1]["score"]["roads"] = 1
    refused = _refusal(data)
    assert refused.field == "players[1].score.roads"
    assert "before any turn has ended" in refused.message


@pytest.mark.parametrize(
    ("category", "change", "words"),
    [
        ("farms", 3, "farms score only at the end"),
        ("cities", 1, "a city scores 2 a tile"),
        ("monasteries", 5, "a monastery scores 9"),
        ("roads", 10**4000, "more than all the roads on the board can give"),
        ("cities", 10**9, "more than all the cities on the board can give"),
    ],
)
def test_score_sheets_no_scoring_gives_are_refused_during_the_game(category, change, words):
    data = json.loads(save_state(_midgame()))
    data["players"][0]["score"][category] += change
    refused = _refusal(data)
    assert refused.field == f"players[0].score.{category}"
    assert words in refused.message


def test_more_monastery_points_than_completed_monasteries_give_are_refused():
    game = Game(3, seed=2)  # completes a monastery on turn 49
    while not _completed_monasteries(game.state) or game.state.phase != "tile":
        game.step()
    state = game.state
    completed = _completed_monasteries(state)
    data = json.loads(save_state(state))
    for player in data["players"]:
        player["score"]["monasteries"] = 9 * completed  # each alone could have scored them all
    refused = _refusal(data)
    assert refused.field == "players[0].score.monasteries"
    assert f"more than the {completed} completed monasteries" in refused.message


def test_at_the_end_farm_points_are_exactly_those_of_the_farms_each_player_leads():
    data = _save_of(Game(3, seed=12).play_to_end())
    data["players"][0]["score"]["farms"] += 3
    refused = _refusal(data)
    assert refused.field == "players[0].score.farms"
    assert "the farms they lead score" in refused.message


def test_a_follower_on_the_tile_just_placed_before_its_follower_step_is_refused():
    game = _in_follower_step()
    data = _save_of(game)
    seat = game.state.active
    data["followers"].append({"node": [*game.state.placed, 0], "seat": seat})
    data["players"][seat]["followers"] -= 1
    refused = _refusal(data)
    assert refused.field == f"followers[{len(data['followers']) - 1}].node"
    assert "holds no follower before its follower step" in refused.message


def test_a_tile_discarded_on_turn_1_is_refused():
    data = _save_of(Game(2, seed=1))
    data["discarded"].append(data["deck"].pop())
    refused = _refusal(data)
    assert refused.field == "discarded[0]"
    assert "fits beside the start tile" in refused.message


def test_a_huge_unknown_key_is_cut_in_the_field_name():
    data = _save_of(Game(2, seed=1))
    data["players"][0]["score"]["k" * 100_000] = 0
    refused = _refusal(data)
    assert refused.field.startswith("players[0].score.kkk") and len(refused.field) < 100


def test_every_position_of_several_played_games_loads_as_itself():
    """Tile and follower steps, turns that complete features, discards, the end: all reachable.

    Scores checked here too: random games score roads, cities, monasteries
    and farms of every size.
    """
    for players, seed in ((2, 21), (4, 22), (5, 23)):
        game = Game(players, seed).play_to_end()
        for entry in game.history.entries:
            assert load_state(save_state(entry.state)) == entry.state


def test_a_scenario_has_the_players_a_game_can_have():
    for players in (0, 1, 6, True):
        with pytest.raises(PositionError) as caught:
            position(START, players=players)
        assert caught.value.field == "players"
