"""IllegalMove and PositionError, and the field-by-field position reader."""

import json

import pytest

from tutorial.core.errors import IllegalMove, PositionError
from tutorial.core.positions import (
    MAX_DEPTH,
    MAX_POSITION_BYTES,
    SEED_LIMIT,
    Fields,
    check_cell,
    check_depth,
    check_int,
    dump_position,
    parse_position,
)


def test_illegal_move_message_is_rule_then_message():
    err = IllegalMove("Road", "the road at (3, 4) makes no connection")
    assert str(err) == "Road: the road at (3, 4) makes no connection"
    assert err.rule == "Road"
    assert err.message == "the road at (3, 4) makes no connection"
    assert isinstance(err, ValueError)


def test_position_error_names_the_field():
    err = PositionError("players[1].silver", "bad")
    assert err.field == "players[1].silver"
    assert "players[1].silver" in str(err)


def header(**changes):
    data = {"game": "demo", "version": 2, "count": 3}
    data.update(changes)
    return json.dumps(data)


def parse(text):
    return parse_position(text, game="demo", versions=(1, 2))


def field_of(text):
    with pytest.raises(PositionError) as info:
        parse(text)
    return info.value.field


def test_a_good_header_parses():
    fields = parse(header())
    assert fields.integer("count") == 3


@pytest.mark.parametrize(
    "text, field",
    [
        ("{not json", "$"),
        ("", "$"),
        ("[1, 2]", "$"),
        ('"just a string"', "$"),
        (header(game="chess"), "game"),
        (header(game=7), "game"),
        (header(version=3), "version"),
        (header(version="1"), "version"),
        (header(version=True), "version"),
        (json.dumps({"version": 1}), "game"),
        (json.dumps({"game": "demo"}), "version"),
    ],
)
def test_bad_headers_name_the_field(text, field):
    assert field_of(text) == field


def test_bytes_are_accepted():
    assert parse(header().encode()).integer("version") == 2


def test_deep_nesting_is_a_position_error_not_a_crash():
    assert field_of("[" * 100_000 + "]" * 100_000) == "$"


def test_too_large_file_is_refused_before_parsing():
    big = header(pad="x" * MAX_POSITION_BYTES)
    with pytest.raises(PositionError, match="larger than"):
        parse(big)


def test_fields_check_types_and_ranges_with_dotted_paths():
    data = {
        "n": 5,
        "flag": True,
        "name": "x",
        "cell": [1, 2],
        "inner": {"k": -1, "items": [{"v": 1}, {"v": "two"}]},
    }
    f = Fields(data, "")
    assert f.integer("n", 0, 10) == 5
    assert f.boolean("flag") is True
    assert f.text("name", ("x", "y")) == "x"
    assert f.cell("cell") == (1, 2)
    with pytest.raises(PositionError) as info:
        f.integer("n", 0, 4)
    assert info.value.field == "n" and "from 0 to 4" in str(info.value)
    with pytest.raises(PositionError) as info:
        f.obj("inner").integer("k", 0)
    assert info.value.field == "inner.k"
    with pytest.raises(PositionError) as info:
        [g.integer("v") for g in f.obj("inner").objects("items")]
    assert info.value.field == "inner.items[1].v"
    with pytest.raises(PositionError) as info:
        f.raw("absent")
    assert info.value.field == "absent" and "missing" in str(info.value)
    with pytest.raises(PositionError) as info:
        f.text("name", ("y", "z"))
    assert info.value.field == "name"
    with pytest.raises(PositionError) as info:
        f.boolean("n")
    assert info.value.field == "n"
    with pytest.raises(PositionError) as info:
        f.items("n").__next__()
    assert info.value.field == "n"
    with pytest.raises(PositionError) as info:
        f.obj("n")
    assert info.value.field == "n"


@pytest.mark.parametrize("value", [True, 1.0, "1", None, [1]])
def test_check_int_refuses_non_integers(value):
    with pytest.raises(PositionError) as info:
        check_int(value, "where")
    assert info.value.field == "where"


@pytest.mark.parametrize(
    "value, field",
    [([1], "c"), ([1, 2, 3], "c"), ("1,2", "c"), ([1, "2"], "c[1]"), ([None, 2], "c[0]")],
)
def test_check_cell_refuses_bad_cells(value, field):
    with pytest.raises(PositionError) as info:
        check_cell(value, "c")
    assert info.value.field == field


def test_dump_is_stable_json():
    a = dump_position({"b": 1, "a": [1, 2]})
    b = dump_position({"a": [1, 2], "b": 1})
    assert a == b and json.loads(a) == {"a": [1, 2], "b": 1}


@pytest.mark.parametrize("text", [None, 123, 1.5, ["{}"], {"game": "demo"}])
def test_anything_but_text_is_a_position_error(text):
    assert field_of(text) == "$"


def nested(depth: int) -> list:
    """A list ``depth`` levels deep: ``[[...[]...]]``."""
    value: list = []
    for _ in range(depth - 1):
        value = [value]
    return value


def test_the_depth_a_file_may_reach_and_one_more():
    check_depth({"a": nested(MAX_DEPTH - 1)})
    with pytest.raises(PositionError, match="nested deeper than") as info:
        check_depth({"a": nested(MAX_DEPTH)})
    assert info.value.field == "a" + "[0]" * (MAX_DEPTH - 1)  # the first list too deep


def test_a_field_nested_900_deep_is_refused_before_any_field_is_read():
    text = json.dumps({"game": "demo", "version": 1, "count": nested(900)})
    assert field_of(text).startswith("count[0][0]")


@pytest.mark.parametrize("seed", [0, -SEED_LIMIT, SEED_LIMIT, 12345678901234567890 - 2**64])
def test_a_seed_field_takes_every_seed_new_game_takes(seed):
    assert Fields({"seed": seed}, "").seed() == seed


@pytest.mark.parametrize("seed", [SEED_LIMIT + 1, -SEED_LIMIT - 1, 1.5, True, "1"])
def test_a_seed_field_refuses_what_new_game_refuses(seed):
    with pytest.raises(PositionError) as info:
        Fields({"seed": seed}, "").seed()
    assert info.value.field == "seed"
