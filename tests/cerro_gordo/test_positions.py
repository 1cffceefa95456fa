"""Saving and loading positions (DESIGN.md, "Bad input": versioned JSON, checked field
by field; never pickle, eval or import from a loaded file)."""

import json
import os

import pytest

from tutorial.cerro_gordo import Game, RuleOptions, TakeBuilding
from tutorial.cerro_gordo.options import FIXED_BOARD
from tutorial.cerro_gordo.positions import load_state, save_state
from tutorial.cerro_gordo.scenarios import from_map
from tutorial.core.errors import PositionError


@pytest.fixture(scope="module")
def midgame():
    """A 3-player game some turns in, stopped in the middle of a turn."""
    game = Game(3, seed=8, seats=("greedy", "random", "greedy"))
    for _ in range(6):
        game.play_turn()
    game.play(TakeBuilding(1))
    return game.state


def test_round_trip_mid_game(midgame):
    text = save_state(midgame)
    loaded = load_state(text)
    assert loaded == midgame
    assert loaded.turn.held == midgame.turn.held is not None
    assert save_state(loaded) == text
    # Derived sets are rebuilt from the tiles, not trusted from the file.
    assert loaded.road_ends == midgame.road_ends
    assert loaded.spots == midgame.spots


def test_round_trip_of_a_finished_game():
    game = Game(4, seed=2).play_to_end()
    assert load_state(game.save()) == game.state
    assert Game.load(game.save()).state.game_over


def test_round_trip_of_a_drawn_map():
    state = from_map("M1──C1┬─M2\n. . . E2. ")
    assert load_state(save_state(state)) == state


def mutate(state, change):
    data = json.loads(save_state(state))
    change(data)
    return json.dumps(data)


def field_error(text):
    with pytest.raises(PositionError) as info:
        load_state(text)
    return info.value.field


def set_in(path, value):
    """A change that sets ``data[path[0]][path[1]]... = value``."""

    def change(data):
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value

    return change


def first_road_tile(data):
    return next(i for i, t in enumerate(data["tiles"]) if "road" in t)


CASES = {
    "wrong game": (set_in(["game"], "carcassonne"), "game"),
    "bad version": (set_in(["version"], 99), "version"),
    "version as text": (set_in(["version"], "1"), "version"),
    "negative silver": (set_in(["players", 1, "silver"], -3), "players[1].silver"),
    "silver as text": (set_in(["players", 0, "silver"], "2"), "players[0].silver"),
    "unknown building in row": (set_in(["row", 0, "building"], 999), "row[0].building"),
    "unknown building in pile": (set_in(["building_pile", 0], 999), "building_pile[0]"),
    "unknown objective": (
        set_in(["players", 0, "objectives", 0], "nope"),
        "players[0].objectives[0]",
    ),
    "unknown character": (set_in(["players", 2, "character"], "zorro"), "players[2].character"),
    "mines far apart": (set_in(["mines", 0, "cell"], [300, 0]), "mines"),
    "tile far from the town": (
        lambda d: d["tiles"][first_road_tile(d)].__setitem__("cell", [-60, 70]),
        "tiles",
    ),
    "cell not a pair": (set_in(["tiles", 0, "cell"], [1]), "tiles[0].cell"),
    "two tiles on one cell": (
        lambda d: d["tiles"][1].__setitem__("cell", d["tiles"][0]["cell"]),
        "tiles[1].cell",
    ),
    "tile on a mine": (
        lambda d: d["tiles"][0].__setitem__("cell", d["mines"][0]["cell"]),
        "tiles[0].cell",
    ),
    "road exits not a rotation": (
        set_in(["players", 0, "road", "exits"], []),
        "players[0].road.exits",
    ),
    "road exit not a direction": (
        set_in(["players", 0, "road", "exits"], ["up"]),
        "players[0].road.exits[0]",
    ),
    "coins not adding to 45": (lambda d: d.__setitem__("supply", d["supply"] + 1), "supply"),
    "pawn not on a building": (
        lambda d: d["players"][0].__setitem__("pawn", d["mines"][0]["cell"]),
        "players[0].pawn",
    ),
    "active seat out of range": (set_in(["active"], 3), "active"),
    "unknown rule reading": (set_in(["options", "mine_stacks"], "tens"), "options.mine_stacks"),
    "flag not a boolean": (set_in(["game_over"], "no"), "game_over"),
    "missing field": (lambda d: d.pop("supply"), "supply"),
    "too many roads this turn": (set_in(["turn", "roads_placed"], 3), "turn.roads_placed"),
    "silver as a float": (set_in(["players", 0, "silver"], 2.0), "players[0].silver"),
    "building id as a float": (set_in(["row", 0, "building"], 1.0), "row[0].building"),
    "building id as a boolean": (set_in(["building_pile", 0], True), "building_pile[0]"),
    "cell of floats": (set_in(["tiles", 0, "cell"], [1.0, 2.0]), "tiles[0].cell[0]"),
    "road exits as nested lists": (
        set_in(["players", 0, "road", "exits"], [["N"], ["S"]]),
        "players[0].road.exits[0]",
    ),
    "a tile neither building nor road": (
        lambda d: d["tiles"][first_road_tile(d)].pop("road"),
        "tiles[{road}].road",
    ),
    "board of the wrong shape": (set_in(["options", "board"], [13]), "options.board"),
    "board too large": (set_in(["options", "board"], [13, 1000]), "options.board"),
    # What no game can reach (tutorial.cerro_gordo.invariants.check_reachable).
    "two players with one character": (
        lambda d: d["players"][1].__setitem__("character", d["players"][0]["character"]),
        "players[1].character",
    ),
    "two pawns on one building": (
        lambda d: d["players"][1].__setitem__("pawn", d["players"][0]["pawn"]),
        "players[1].pawn",
    ),
    "every mine empty, game not over": (
        lambda d: [m.__setitem__("tiles", []) for m in d["mines"]],
        "game_over",
    ),
    "game over with tiles left": (set_in(["game_over"], True), "game_over"),
    "a personal objective among the public": (
        lambda d: d["public"].__setitem__(0, d["objective_pile"].pop()),
        "public",
    ),
    "a public objective in a hand": (
        lambda d: d["players"][0]["objectives"].__setitem__(0, d["public"][0]),
        "players[0].objectives",
    ),
    "three objectives in hand": (
        lambda d: d["players"][0]["objectives"].append(d["objective_pile"].pop()),
        "players[0].objectives",
    ),
    "one objective in hand while the pile has more": (
        lambda d: d["objective_pile"].append(d["players"][0]["objectives"].pop()),
        "players[0].objectives",
    ),
    "six buildings in the row": (
        lambda d: d["row"].append({"building": d["building_pile"].pop(), "silver": 0}),
        "row",
    ),
    "no road in hand while the pile has more": (
        lambda d: (
            d["road_pile"].append(d["players"][0].pop("road")["id"])
            or d["players"][0].__setitem__("road", None)
        ),
        "players[0].road",
    ),
    "a road tile missing": (lambda d: d["road_pile"].pop(), "roads"),
    "held building not taken": (set_in(["turn", "building_taken"], False), "turn.held"),
    "a mine with too many tiles": (
        lambda d: (
            d["mines"][0]["tiles"].extend(d["mines"][1].pop("tiles"))
            or d["mines"][1].__setitem__("tiles", [])
        ),
        "mines[0].tiles",
    ),
    "a fourth mine": (lambda d: d["mines"].append({"cell": [40, 40], "tiles": []}), "mines"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_malformed_position_names_the_field(midgame, case):
    change, field = CASES[case]
    road = first_road_tile(json.loads(save_state(midgame)))
    assert field_error(mutate(midgame, change)) == field.format(road=road)


def test_not_json_at_all():
    assert field_error("this is not { json") == "$"
    assert field_error(b"\xff\xfe") == "$"
    assert field_error("[]") == "$"


def test_file_too_large_is_refused(midgame):
    text = save_state(midgame)
    with pytest.raises(PositionError, match="larger than"):
        load_state(text[:-1] + ', "pad": "' + "x" * 2_000_000 + '"}')


def test_nothing_in_a_file_is_executed(midgame, tmp_path, monkeypatch):
    """A hostile file is data: a Python expression in it stays a string (as a name), or
    is refused as a bad value (as an id or a number) -- never run."""
    monkeypatch.chdir(tmp_path)
    payload = "__import__('os').system('touch pwned')"
    loaded = load_state(mutate(midgame, set_in(["players", 0, "name"], payload)))
    assert loaded.players[0].name == payload
    for path, field in (
        (["version"], "version"),
        (["supply"], "supply"),
        (["row", 0, "building"], "row[0].building"),
        (["players", 0, "character"], "players[0].character"),
    ):
        assert field_error(mutate(midgame, set_in(path, payload))) == field
    assert field_error(payload) == "$"
    assert not os.path.exists(tmp_path / "pwned")


@pytest.fixture(scope="module")
def on_grid():
    """A 3-player game on the fixed 13x9 grid, some turns in."""
    game = Game(3, seed=8, options=RuleOptions(board=FIXED_BOARD))
    for _ in range(6):
        game.play_turn()
    return game.state


@pytest.mark.parametrize(
    "path, cell, field",
    [(["mines", 0, "cell"], [13, 0], "mines[0].cell"), (["tiles", 0, "cell"], [-1, 0], "tiles")],
)
def test_cells_off_a_fixed_grid_are_refused(on_grid, path, cell, field):
    assert load_state(save_state(on_grid)) == on_grid
    assert field_error(mutate(on_grid, set_in(path, cell))) == field


def test_the_board_switch_is_saved(on_grid, midgame):
    assert json.loads(save_state(on_grid))["options"]["board"] == [13, 9]
    assert json.loads(save_state(midgame))["options"]["board"] is None


def test_version_1_files_load_on_their_fixed_grid(on_grid):
    """Format 1 had a fixed grid, ``columns`` x ``rows``; it loads as ``RuleOptions.board``."""
    data = json.loads(save_state(on_grid))
    data["version"] = 1
    del data["options"]["board"]
    data["columns"], data["rows"] = 13, 9
    assert load_state(json.dumps(data)) == on_grid
    data["columns"] = 2  # the town does not fit in two columns
    with pytest.raises(PositionError):
        load_state(json.dumps(data))


def test_a_game_with_tiles_at_negative_cells_saves_and_loads():
    """The board has no edge: a game played to the end spreads to negative coordinates,
    and its save loads back to the same state, and saves to the same text."""
    for seed in range(20):
        game = Game(2, seed=seed, seats=("random", "random")).play_to_end()
        if any(c < 0 for cell in game.state.tiles for c in cell):
            break
    else:
        pytest.fail("no game reached a negative cell")
    text = game.save()
    assert load_state(text) == game.state and save_state(load_state(text)) == text


def test_error_messages_cut_long_values(midgame):
    huge = "x" * 2_000_000
    for path in (["players", 0, "character"], ["row", 0, "building"], ["game_over"]):
        with pytest.raises(PositionError) as info:
            load_state(mutate(midgame, set_in(path, huge[:1_000_000])))
        assert len(str(info.value)) < 200 and "…" in str(info.value)


def test_a_game_has_two_or_three_mines(midgame):
    """*Setup* step 2: 2 stacks for 2-3 players, 3 for 4-5."""

    def one_mine(data):
        data["mines"] = data["mines"][:1]

    assert field_error(mutate(midgame, one_mine)) == "mines"


def test_two_mines_on_one_cell_are_refused(midgame):
    def stacked(data):
        data["mines"][1]["cell"] = data["mines"][0]["cell"]

    assert field_error(mutate(midgame, stacked)) == "mines"


def test_a_building_cannot_be_both_in_the_row_and_in_the_pile(midgame):
    data = json.loads(save_state(midgame))
    data["building_pile"].append(data["row"][0]["building"])
    with pytest.raises(PositionError, match="appears twice") as err:
        load_state(json.dumps(data))
    assert err.value.field == "buildings"


def test_a_road_tile_cannot_be_both_in_a_hand_and_in_the_pile(midgame):
    data = json.loads(save_state(midgame))
    data["road_pile"].append(data["players"][0]["road"]["id"])
    with pytest.raises(PositionError, match=r"road tile #\d+ appears twice") as err:
        load_state(json.dumps(data))
    assert err.value.field == "roads"
