"""The setup arguments every game checks the same way (``tutorial.core.arguments``)."""

import pytest

from tutorial.core.arguments import check_first_player, check_seed, is_int, player_names
from tutorial.core.errors import ArgumentError
from tutorial.core.positions import SEED_LIMIT


def refused(call, *args, **kwargs) -> ArgumentError:
    with pytest.raises(ArgumentError) as info:
        call(*args, **kwargs)
    return info.value


def test_an_argument_error_is_a_value_error_and_a_type_error():
    error = refused(check_seed, 0.5)
    assert isinstance(error, ValueError) and isinstance(error, TypeError)
    assert error.argument == "seed" and "0.5" in str(error)


def test_a_bool_is_not_a_whole_number():
    assert [is_int(v) for v in (0, -3, True, False, 1.0, "1")] == [True] * 2 + [False] * 4


@pytest.mark.parametrize("seed", [0, -1, SEED_LIMIT, -SEED_LIMIT])
def test_seeds_in_range_are_taken(seed):
    assert check_seed(seed) == seed


@pytest.mark.parametrize(
    "seed",
    [
        SEED_LIMIT + 1,
        -SEED_LIMIT - 1,
        pytest.param(10**5000, id="5000 digits"),
        0.0,
        True,
        "7",
        None,
    ],
)
def test_other_seeds_are_refused(seed):
    assert refused(check_seed, seed).argument == "seed"


def test_names_from_a_count_or_given():
    assert player_names(3, 2, 5, game="G") == ["Player 1", "Player 2", "Player 3"]
    assert player_names(("Ann", "Bo"), 2, 5, game="G") == ["Ann", "Bo"]
    assert player_names(["Ann", "Ann"], 2, 5, game="G") == ["Ann", "Ann"]


@pytest.mark.parametrize(
    "players, message",
    [
        (True, "count of players"),
        (2.0, "count of players"),
        ("Ann", "count of players"),
        ({"Ann", "Bo"}, "count of players"),
        (1, "G is for 2 to 5 players, not 1"),
        (["Ann"] * 6, "not 6"),
        (["Ann", ""], "player 1's name"),
        (["Ann", 7], "player 1's name"),
    ],
)
def test_bad_players_are_refused_by_name(players, message):
    error = refused(player_names, players, 2, 5, game="G")
    assert error.argument == "players" and message in str(error)


def test_distinct_names_when_asked():
    error = refused(player_names, ["Ann", "Ann"], 1, 4, game="G", distinct=True)
    assert "distinct" in str(error)


@pytest.mark.parametrize("first", [None, 0, 2])
def test_a_first_player_is_none_or_a_seat(first):
    assert check_first_player(first, 3) == first


@pytest.mark.parametrize("first", [3, -1, True, 1.0, "0"])
def test_other_first_players_are_refused(first):
    assert refused(check_first_player, first, 3).argument == "first_player"
