"""Saving and loading positions: every field checked, invariants kept, and fuzzing both doors.

The fuzzing strategies and checks are shared with the other games in ``tests/fuzzing.py``.
"""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from tests.fuzzing import (
    FUZZ,
    assert_played_or_refused,
    json_values,
    junk,
    loaded_or_refused,
    mutated,
    played,
)
from tutorial.core.errors import IllegalMove, PositionError
from tutorial.tiletum.action_fields import RULE_ACTION
from tutorial.tiletum.actions import (
    Build,
    BuildCathedral,
    BuyResource,
    CardinalTurn,
    EndTurn,
    Exchange,
    Move,
    MovementPoint,
    NewProspector,
    TakeBonusTile,
    TakeDie,
    UnlockTier,
    UseApMarker,
    apply,
)
from tutorial.tiletum.game import Game
from tutorial.tiletum.positions import check_position, load_state, save_state


@pytest.fixture(scope="module")
def states():
    """Fresh, mid-action, late, finished; solo (normal and hard) and multi-player."""
    return [
        played(Game(2, 1), actions=1),
        played(Game(3, 4), actions=17),
        played(Game(4, 7), actions=60),
        played(Game(1, 2), actions=25),
        Game(1, 5, hard=True).state,
        played(Game(2, 5)),
        played(Game(1, 8)),
    ]


@pytest.fixture(scope="module")
def saves(states):
    return [json.loads(save_state(s)) for s in states]


# -- save then load ----------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10**6), upto=st.integers(0, 200))
def test_save_then_load_is_the_same_state_over_random_games(players, seed, upto):
    game = Game(players, seed)
    for _ in range(upto):
        if game.state.over:
            break
        game.step()
    text = game.save()
    loaded = Game.load(text)
    assert loaded.state == game.state
    assert loaded.save() == text
    # And it plays on exactly as the original does.
    assert loaded.play_to_end().state == game.play_to_end().state


def refused(data: dict, field: str) -> PositionError:
    with pytest.raises(PositionError) as err:
        load_state(json.dumps(data))
    assert err.value.field.startswith(field), str(err.value)
    return err.value


def test_the_cardinalbots_prospectors_stand_on_the_maps_the_rules_gave_them(saves):
    """Found by the fuzzer below: with its second Prospector moved onto its first one's map,
    the save passed every check, and in round 3 no Prospector came (that map had one)."""
    solo = saves[3]  # round 2: one on the starting map, one on the 1-Silver start's map
    moved = copy.deepcopy(solo)
    moved["prospectors"]["cardinalbot"][1][0] = moved["prospectors"]["cardinalbot"][0][0]
    with pytest.raises(PositionError, match=r"'prospectors\.cardinalbot': in round 2 one on each"):
        load_state(json.dumps(moved))
    assert load_state(json.dumps(solo)) is not None


def test_a_wrong_game_or_version_is_refused(saves):
    refused({**saves[0], "game": "cerro_gordo"}, "game")
    refused({**saves[0], "version": 99}, "version")
    with pytest.raises(PositionError):
        load_state("[1, 2]")


@pytest.mark.parametrize(
    "field, value",
    [
        ("seed", 1.5),
        ("round", 5),
        ("active", 7),
        ("first", -1),
        ("silver_supply", "3"),
        ("overlay", "mines"),
        ("sides", ["A", "C", "A"]),
        ("technologies", ["Architect", "Joker", "Joker"]),
        ("dice", [{"colour": "silver", "value": 3}]),
        ("turn", {"die": None}),
        ("over", 1),
        ("prospectors", []),
    ],
)
def test_each_bad_field_is_named(saves, field, value):
    refused({**copy.deepcopy(saves[1]), field: value}, field)


def test_a_bad_player_field_is_named(saves):
    data = copy.deepcopy(saves[1])
    data["players"][1]["silver"] = -1
    refused(data, "players[1].silver")
    data = copy.deepcopy(saves[1])
    data["players"][0]["tiers"] = [0, 4, 0]
    refused(data, "players[0].tiers[1]")


def test_silver_must_be_conserved(saves):
    data = copy.deepcopy(saves[2])
    data["players"][0]["silver"] += 1
    refused(data, "silver_supply")


def test_mines_must_be_conserved(saves):
    data = copy.deepcopy(saves[2])
    data["players"][0]["mines"] += 1
    refused(data, "players[0].mines")


def test_pieces_on_the_maps_must_match_the_supply(saves):
    data = copy.deepcopy(saves[2])
    name = data["players"][0]["name"]
    data["prospectors"][name] = []
    refused(data, "players[0].prospectors")
    data = copy.deepcopy(saves[0])
    assert not data["built"]
    data["built"].append({"map": 1, "site": "c.m1", "owner": data["players"][0]["name"]})
    refused(data, "players[0].mines")


def test_whose_turn_and_the_phase_must_be_reachable(saves):
    data = copy.deepcopy(saves[1])
    data["active"] = (data["active"] + 1) % len(data["players"])
    refused(data, "active")
    data = copy.deepcopy(saves[1])
    data["wheel"] = data["wheel"] + 1
    refused(data, "wheel")
    data = copy.deepcopy(saves[1])
    data["dice"] = data["dice"][1:]
    refused(data, "dice")
    data = copy.deepcopy(saves[5])
    data["over"] = False
    with pytest.raises(PositionError):
        load_state(json.dumps(data))


def test_a_die_taken_earlier_cannot_be_put_back_on_the_wheel(saves):
    data = copy.deepcopy(saves[1])
    assert data["taken"] and data["dice"]
    earlier = data["taken"][0]
    # Swapped for a die still on the wheel: as many dice, all from the roll.
    data["dice"][0] = earlier
    data["dice"].sort(
        key=lambda d: (d["value"], ["grey", "brown", "yellow", "red", "blue"].index(d["colour"]))
    )
    refused(data, "dice")
    data = copy.deepcopy(saves[1])
    data["dice"].append(data["taken"].pop(0))
    refused(data, "dice")
    data = copy.deepcopy(saves[1])
    data["taken"].pop(0)
    refused(data, "taken")
    # The die in use is the last one taken.
    data = json.loads(save_state(played(Game(3, 4), actions=20)))
    assert data["turn"]["die"] == data["taken"][-1] != data["taken"][0]
    data["taken"].reverse()
    refused(data, "turn.die")


def test_a_finished_game_ends_on_the_last_player_in_turn_order(saves):
    data = copy.deepcopy(saves[5])
    assert data["over"] and data["active"] == (data["first"] - 1) % len(data["players"])
    data["active"] = data["first"]
    refused(data, "active")


def test_a_version_1_file_loads_with_the_dice_taken_worked_out(states, saves):
    old = {k: v for k, v in saves[1].items() if k != "taken"}
    loaded = load_state(json.dumps({**old, "version": 1}))
    assert sorted(map(str, loaded.taken)) == sorted(map(str, states[1].taken))
    assert loaded.taken[-1:] == states[1].taken[-1:] or states[1].turn.die is None


def test_one_seat_is_a_solo_game_with_the_cardinal(saves):
    data = copy.deepcopy(saves[3])
    data["solo"] = None
    # The Cardinal's seat and its pieces on the maps gone: one player, not solo.
    cardinal = data["players"].pop(1)["name"]
    del data["prospectors"][cardinal]
    data.update(active=0, first=0)
    data["built"] = [b for b in data["built"] if b["owner"] != cardinal]
    refused(data, "players")


def test_solo_cards_and_its_seat_are_checked(saves):
    data = copy.deepcopy(saves[3])
    data["solo"]["surprises"] = data["solo"]["surprises"][1:]
    refused(data, "solo.surprises")
    data = copy.deepcopy(saves[3])
    data["solo"]["decrees"][0] = data["solo"]["decrees"][1]
    refused(data, "solo.decrees")
    data = copy.deepcopy(saves[4])
    data["solo"]["hard"] = "yes"
    refused(data, "solo.hard")


# -- fuzzing actions ---------------------------------------------------------------

#: Values that are not a small whole number, and not a short text.
not_int = junk.filter(lambda v: not (type(v) is int and 0 <= v <= 1000))
not_str = junk.filter(lambda v: not (type(v) is str and 0 < len(v) <= 100))

FIELDS = [
    (TakeDie, "die", not_int, {"action": "Market"}),
    (TakeDie, "action", not_str, {"die": 0}),
    (Move, "prospector", not_int, {"to": "a"}),
    (Move, "to", not_str, {"prospector": 0}),
    (TakeBonusTile, "prospector", not_int, {"tile": 0}),
    (TakeBonusTile, "tile", not_int, {"prospector": 0}),
    (Build, "prospector", not_int, {"site": "c.m1"}),
    (Build, "site", not_str, {"prospector": 0}),
    (Exchange, "give", not_str, {"get": "grey"}),
    (Exchange, "get", not_str, {"give": "grey"}),
    (BuyResource, "colour", not_str, {}),
    (UnlockTier, "technology", not_str, {}),
    (NewProspector, "map", not_int, {}),
    (MovementPoint, "prospector", not_int, {"to": "a"}),
    (MovementPoint, "to", not_str, {"prospector": 0}),
    (UseApMarker, "marker", not_int, {}),
    (BuildCathedral, "prospector", not_int, {}),
]


@settings(FUZZ, max_examples=examples(120))
@given(which=st.integers(0, len(FIELDS) - 1), state_at=st.integers(0, 6), data=st.data())
def test_any_type_in_an_action_field_is_refused_naming_the_field(states, which, state_at, data):
    kind, name, values, rest = FIELDS[which]
    action = kind(**{name: data.draw(values)}, **rest)
    state = states[state_at]
    before = save_state(state)
    with pytest.raises(IllegalMove) as err:
        apply(state, action)
    assert err.value.rule == RULE_ACTION
    assert f"{kind.__name__}.{name}" in err.value.message and len(str(err.value)) < 600
    assert save_state(state) == before


actions = st.one_of(
    *[st.builds(kind, *([junk] * len(kind.__dataclass_fields__))) for kind, *_ in FIELDS],
    st.just(EndTurn()),
    st.just(CardinalTurn()),
    junk,
)


@settings(FUZZ, max_examples=examples(120))
@given(action=actions, which=st.integers(0, 6))
def test_any_action_is_played_or_refused_with_the_state_unchanged(states, action, which):
    assert_played_or_refused(Game(state=states[which]), action, save_state)


# -- fuzzing saves -----------------------------------------------------------------

#: Any JSON value, with some that look like what a save holds.
save_values = json_values(
    ["A", "B", "grey", "Market", "Prospector", "houses", "c.m1", "ks1"], largest=30
)


#: Actions played on from a loaded position, each checked to be one a game can reach.
PLAYED_ON = 20


@settings(FUZZ, max_examples=examples(150))
@given(which=st.integers(0, 6), changes=st.integers(1, 3), data=st.data())
def test_a_mutated_save_is_refused_or_plays_on(saves, which, changes, data):
    """Changed as a hostile user would (counts, pieces moved or duplicated, turn order,
    wrong types, deep nesting, huge sizes): refused naming the field, or a position
    that plays on to the end, every position on the way one a game can reach."""
    text = json.dumps(mutated(saves[which], changes, data.draw, save_values, hostile=True))
    state = loaded_or_refused(text, load_state, save_state)
    if state is not None:
        game = Game(state=state)
        for _ in range(PLAYED_ON):
            if game.state.over:
                break
            game.step()
            check_position(game.state)
        assert game.play_to_end().state.over
