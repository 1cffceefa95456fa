"""Saving and loading Gold Mines games: the gold layer writes, reads and checks its own part."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.carcassonne.test_fuzz import save_values
from tests.examples import examples
from tests.fuzzing import FUZZ, hostile, mutated, plays_on_keeping_invariants
from tutorial.carcassonne import Game as BaseGame
from tutorial.carcassonne.positions import load_state, save_state
from tutorial.core.errors import PositionError
from tutorial.core.values import evolve
from tutorial.gold_mines import Game, gold_of
from tutorial.gold_mines.placing import SUPPLY
from tutorial.gold_mines.tiles import is_gold


def states_of(seed, players=3, every=1):
    game = Game(players, seed, seats=("greedy", "random", "greedy", "random")[:players])
    found = [game.state]
    steps = 0
    while not game.state.game_over:
        game.step()
        steps += 1
        if steps % every == 0 or game.state.phase == "ingots" or game.state.game_over:
            found.append(game.state)
    return found


@pytest.fixture(scope="module")
def played():
    return [state for seed in (1, 4) for state in states_of(seed, players=2 + seed % 3, every=7)]


def test_save_and_load_give_the_same_position_all_through_seeded_games(played):
    assert any(gold_of(s).ingots for s in played) and any(s.phase == "ingots" for s in played)
    for state in played:
        text = Game(state=state).save()
        loaded = Game.load(text).state
        assert loaded == state  # what the last turn scored and shared is not compared
        assert gold_of(loaded) == gold_of(state)
        assert save_state(loaded) == text


def test_every_position_of_whole_greedy_games_loads_as_itself():
    """Every step of two games, the scores and the gold included (all reachable, all accepted)."""
    for seed, players in ((31, 2), (32, 4)):
        for state in states_of(seed, players=players):
            assert Game.load(Game(state=state).save()).state == state


def test_a_finished_game_keeps_its_gold_scores_and_removed_ingots(played):
    state = played[-1]
    assert state.game_over and gold_of(state).total == SUPPLY
    loaded = Game.load(Game(state=state).save()).state
    assert [p.score for p in loaded.players] == [p.score for p in state.players]
    assert gold_of(loaded).removed == gold_of(state).removed


def test_load_picks_the_rules_the_file_names():
    base = BaseGame(2, seed=3).save()
    assert Game.load(base).state.rules.name == "base"
    gold = Game(2, seed=3).save()
    assert Game.load(gold).state.rules.name == "gold mines"
    with pytest.raises(PositionError) as refused:
        BaseGame.load(gold)  # the base game alone does not know the gold rules
    assert refused.value.field == "rules"


@pytest.fixture(scope="module")
def midgame():
    """A save in the middle of a game with gold on tiles and in front of players."""
    for state in states_of(2, players=2):
        gold = gold_of(state)
        if not state.game_over and len(gold.ingots) >= 2 and sum(gold.held) >= 1:
            return json.loads(save_state(state))
    raise AssertionError("no game state with gold on tiles and held")


def changed(data, change):
    data = json.loads(json.dumps(data))
    change(data, data["layers"]["gold"])
    return json.dumps(data)


def _first_held(gold):
    return gold["held"].index(next(n for n in gold["held"] if n))


def _move_held_to_removed(data, gold):
    gold["held"][_first_held(gold)] -= 1
    gold["removed"] += 1


def _ingot_to_empty_cell(data, gold):
    gold["ingots"][0]["cell"] = [50, 50]


def _tile_listed_twice(data, gold):
    gold["ingots"][1]["cell"] = gold["ingots"][0]["cell"]


def _gold_scored_early(data, gold):
    data["players"][0]["score"]["gold"] = 3


def _one_more_in_supply(data, gold):
    gold["supply"] += 1


def _one_ingot_moved_to_supply(data, gold):
    gold["held"][_first_held(gold)] -= 1
    gold["supply"] += 1


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (_one_more_in_supply, "layers.gold.supply"),
        (_one_ingot_moved_to_supply, "layers.gold.supply"),
        (lambda d, g: g["held"].__setitem__(0, -1), "layers.gold.held[0]"),
        (lambda d, g: g["held"].append(0), "layers.gold.held"),
        (lambda d, g: g["ingots"][0].__setitem__("ingots", 0), "layers.gold.ingots[0].ingots"),
        (_ingot_to_empty_cell, "layers.gold.ingots[0].cell"),
        (_tile_listed_twice, "layers.gold.ingots[1].cell"),
        (_move_held_to_removed, "layers.gold.removed"),
        (_gold_scored_early, "players[0].score.gold"),
        (lambda d, g: g.pop("supply"), "layers.gold.supply"),
        (lambda d, g: d["layers"].pop("gold"), "layers.gold"),
        (lambda d, g: d["layers"].__setitem__("silver", {}), "layers.silver"),
        (lambda d, g: d.pop("layers"), "layers"),
    ],
)
def test_a_broken_gold_save_is_refused_naming_the_field(midgame, change, field):
    with pytest.raises(PositionError) as refused:
        Game.load(changed(midgame, change))
    assert refused.value.field == field


def test_gold_left_on_tiles_at_the_end_is_refused(played):
    data = json.loads(save_state(played[-1]))
    gold = data["layers"]["gold"]
    gold["removed"] -= 1
    gold["ingots"] = [{"cell": [0, 0], "ingots": 1}]
    with pytest.raises(PositionError) as refused:
        Game.load(json.dumps(data))
    assert refused.value.field == "layers.gold.ingots"


@pytest.fixture(scope="module")
def saves(played):
    return [json.loads(save_state(s)) for s in played[:: max(1, len(played) // 6)]]


@settings(FUZZ, max_examples=examples(150))
@given(data=st.data(), changes=st.integers(1, 3))
def test_a_mutated_gold_save_loads_and_plays_on_or_is_refused(saves, data, changes):
    text = json.dumps(mutated(data.draw(st.sampled_from(saves)), changes, data.draw, save_values))
    try:
        state = Game.load(text).state
    except PositionError as err:
        assert err.field and len(str(err)) < 600
        return
    again = save_state(state)
    assert save_state(Game.load(again).state) == again
    assert gold_of(state).total == SUPPLY
    assert Game(state=state).play_to_end().state.game_over


def test_a_layer_without_a_codec_is_not_saved():
    state = BaseGame(2, seed=1).state
    with pytest.raises(ValueError, match="do not save"):
        save_state(evolve(state, layers={"gold": gold_of(state)}))


def test_a_version_1_base_save_still_loads():
    data = json.loads(BaseGame(2, seed=5).save())
    data["version"] = 1
    del data["layers"]
    assert load_state(json.dumps(data)) == BaseGame(2, seed=5).state


#: How many hostile saves the test below tries (each with one or two changes).
HOSTILE_SAVES = 120


@pytest.fixture(scope="module")
def hostile_saves(saves):
    """The saves above, and one in the middle of a hand-out chosen by hand."""
    game = Game(3, seed=0, seats=("greedy", "random", "greedy"), by_hand=True)
    while not gold_of(game.state).choices:
        game.step()
    return [*saves, json.loads(game.save())]


@settings(FUZZ, max_examples=examples(HOSTILE_SAVES))
@given(data=st.data(), changes=st.integers(1, 2))
def test_a_hostile_gold_save_is_refused_naming_the_field_or_plays_on_keeping_every_invariant(
    hostile_saves, data, changes
):
    """Counts, ingots and pieces moved or doubled, turn order, wrong types, nesting, sizes."""
    text = hostile(data.draw(st.sampled_from(hostile_saves)), changes, data.draw)
    try:
        game = Game.load(text)
    except PositionError as err:
        assert err.field and len(str(err)) < 600
        return
    assert gold_of(game.state).total == SUPPLY
    plays_on_keeping_invariants(game, Game.load)


def _ingots_phase(played):
    return next(s for s in played if s.phase == "ingots" and gold_of(s).ingots)


def test_gold_on_the_gold_tile_still_to_place_its_ingots_is_refused(played):
    state = _ingots_phase(played)
    data = json.loads(save_state(state))
    gold = data["layers"]["gold"]
    gold["ingots"][0]["ingots"] -= 1  # an ingot moves onto the gold tile just placed
    gold["ingots"] = [entry for entry in gold["ingots"] if entry["ingots"]]
    gold["ingots"].append({"cell": list(state.placed), "ingots": 1})
    with pytest.raises(PositionError) as refused:
        Game.load(json.dumps(data))
    assert refused.value.field == "layers.gold.ingots"
    assert "has not put its ingots down yet" in refused.value.message


def test_gold_on_a_tile_no_gold_tile_touches_is_refused(midgame):
    state = Game.load(json.dumps(midgame)).state
    gold_cells = [c for c, p in state.board.items() if is_gold(state.rules.tiles[p.tile])]
    far = next(
        cell
        for cell in state.board
        if all(max(abs(cell[0] - g[0]), abs(cell[1] - g[1])) > 1 for g in gold_cells)
    )

    def moved(data, gold):
        gold["ingots"][0]["ingots"] -= 1
        gold["ingots"] = [entry for entry in gold["ingots"] if entry["ingots"]]
        gold["ingots"].append({"cell": list(far), "ingots": 1})

    with pytest.raises(PositionError) as refused:
        Game.load(changed(midgame, moved))
    assert refused.value.field == "layers.gold.ingots"
    assert f"{far} is neither a gold tile nor touches one" in refused.value.message
