"""The tile data: 72 base tiles of 24 types, every edge consistent, turning, and bad files."""

import json
from pathlib import Path

import pytest

from tutorial.carcassonne.tiles import (
    CITY,
    FIELD,
    ROAD,
    SLOTS,
    base_tiles,
    facing,
    feature_at,
    load_tiles,
    side_kind,
    side_of,
    side_slots,
    tiles_from_json,
    turned,
)
from tutorial.core.errors import PositionError
from tutorial.core.grid import CLOCKWISE, Direction

GOLD_FILE = Path(__file__).parents[2] / "tutorial" / "gold_mines" / "data" / "gold_tiles.json"


def test_the_box_holds_72_tiles_of_24_types_with_one_start_type():
    types = base_tiles()
    assert len(types) == 24
    assert sum(t.count for t in types) == 72
    (start,) = [t for t in types if t.start]
    assert start.name == "city edge + straight road" and start.count == 4


def test_pennants_are_on_the_published_types():
    with_pennant = {t.name: t.count for t in base_tiles() if any(f.pennant for f in t.features)}
    assert sum(with_pennant.values()) == 10  # 1 + 2 + 1 + 2 + 2 + 2 in the published set
    assert all("pennant" in name for name in with_pennant)


@pytest.mark.parametrize("tile", base_tiles() + load_tiles(GOLD_FILE), ids=lambda t: t.name)
def test_every_slot_is_in_exactly_one_feature_and_every_side_is_consistent(tile):
    slots = sorted(s for f in tile.features for s in f.slots)
    assert slots == list(range(SLOTS))
    for side in CLOCKWISE:
        kinds = [tile.features[tile.slot_feature[s]].kind for s in side_slots(side)]
        assert kinds in ([CITY] * 3, [FIELD, ROAD, FIELD], [FIELD] * 3)
        assert side_kind(tile, 0, side) == kinds[1]


def test_facing_pairs_every_slot_with_the_slot_across_the_edge():
    for slot in range(SLOTS):
        other = facing(slot)
        assert facing(other) == slot
        assert side_of(other) == side_of(slot).opposite
    # the middles meet, and the west half of a north side meets the west half of a south side
    assert (facing(1), facing(4), facing(0), facing(11)) == (7, 10, 8, 3)


def test_a_quarter_turn_moves_each_side_one_place_clockwise():
    start = next(t for t in base_tiles() if t.start)
    assert [side_kind(start, 0, d) for d in CLOCKWISE] == [CITY, ROAD, FIELD, ROAD]
    assert [side_kind(start, 1, d) for d in CLOCKWISE] == [ROAD, CITY, ROAD, FIELD]
    for rotation in range(4):
        for slot in range(SLOTS):
            assert feature_at(start, rotation, turned(slot, rotation)) == start.slot_feature[slot]
    assert turned(5, 4) == 5


def test_the_8_gold_tiles_load_with_the_same_loader():
    gold = load_tiles(GOLD_FILE)
    assert len(gold) == 8 and all(t.count == 1 for t in gold)
    assert "note" in json.loads(GOLD_FILE.read_text("utf-8"))
    crossing = next(t for t in gold if "city west-east" in t.name)
    kinds = sorted(f.kind for f in crossing.features)
    assert kinds == [CITY, FIELD, FIELD, FIELD, FIELD, ROAD]
    assert all(f.cities == (0,) for f in crossing.features if f.kind == FIELD)


def _file(**feature_changes):
    feature = {"kind": "field", "slots": list(range(12))} | feature_changes
    return json.dumps({"tiles": [{"name": "plain", "count": 1, "features": [feature]}]})


@pytest.mark.parametrize(
    ("features", "field", "words"),
    [
        ([{"kind": "field", "slots": list(range(13))}], "features[0].slots", "slot 12"),
        (
            [{"kind": "field", "slots": list(range(12))}, {"kind": "road", "slots": [1]}],
            "features[1].slots",
            "slot 1 is in feature 0",
        ),
        (
            [{"kind": "city", "slots": [0, 1]}, {"kind": "field", "slots": list(range(2, 12))}],
            "features",
            "side N shows city, city, field",
        ),
        (
            [{"kind": "road", "slots": [0]}, {"kind": "field", "slots": list(range(1, 12))}],
            "features",
            "side N shows road, field, field",
        ),
        (
            [{"kind": "field", "slots": list(range(12)), "cities": [0]}],
            "features[0].cities",
            "feature 0 is not a city",
        ),
        ([{"kind": "field", "slots": list(range(11))}], "features", "slots [11] belong to no"),
    ],
)
def test_a_malformed_tile_names_the_file_the_tile_and_the_field(features, field, words):
    text = json.dumps({"tiles": [{"name": "odd one", "count": 2, "features": features}]})
    with pytest.raises(PositionError) as caught:
        tiles_from_json(text, "teacher.json")
    assert caught.value.field == f"tiles[0].{field}"
    assert "teacher.json" in str(caught.value) and "'odd one'" in str(caught.value)
    assert words in str(caught.value)


def test_a_bad_count_or_kind_is_refused():
    with pytest.raises(PositionError, match="count"):
        tiles_from_json(json.dumps({"tiles": [{"name": "x", "count": 0, "features": []}]}), "f")
    with pytest.raises(PositionError, match="kind"):
        tiles_from_json(_file(kind="lake"), "f")
    assert side_kind(tiles_from_json(_file(), "f")[0], 3, Direction.W) == FIELD
