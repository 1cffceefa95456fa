"""Followers and scoring: majority with ties, monasteries, the end of the game."""

import pytest

from tests.carcassonne.positions import START, position
from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile, apply
from tutorial.carcassonne.scoring import final_scoring
from tutorial.core.errors import IllegalMove
from tutorial.core.values import evolve

#: A city of three tiles north-south, closed by its middle tile.
CITY_ENDS = {**START, (0, -2): ("city edge", 2)}


def test_players_tied_for_most_followers_both_score_in_full_and_get_them_back():
    knights = {((0, 0), 0): 0, ((0, -2), 0): 1}
    state = position(CITY_ENDS, knights, tile="city through two opposite sides")
    state = apply(state, PlaceTile((0, -1), 1)).state
    state = apply(state, NoFollower()).state
    assert [p.score.points["cities"] for p in state.players] == [6, 6]
    assert [p.followers for p in state.players] == [7, 7]
    (scored,) = state.scored
    assert scored.winners == (0, 1) and scored.points == 6


def test_the_player_with_more_followers_alone_scores():
    knights = {((0, 0), 0): 0, ((0, -2), 0): 1}
    state = position(CITY_ENDS, knights, tile="city through two opposite sides with pennant")
    state = apply(state, PlaceTile((0, -1), 1)).state
    # The city already holds followers: none may join it from the new tile.
    with pytest.raises(IllegalMove, match="already holds a follower"):
        apply(state, PlaceFollower(0))
    state = apply(state, PlaceFollower(1)).state  # a farmer instead: it stays
    assert [p.score.points["cities"] for p in state.players] == [2 * 3 + 2] * 2
    assert state.followers == {((0, -1), 1): 0}


def test_a_monastery_completes_when_its_eight_neighbours_are_filled_and_scores_9():
    ring = [(x, y) for x in range(3) for y in range(3) if (x, y) != (2, 2)]
    state = position({cell: ("monastery", 0) for cell in ring}, {((1, 1), 0): 1}, tile="monastery")
    assert state.group(((1, 1), 0)).open == 1
    state = apply(state, PlaceTile((2, 2), 0)).state
    state = apply(state, NoFollower()).state
    assert state.players[1].score.points["monasteries"] == 9
    assert state.players[1].followers == 7


def test_final_scoring_counts_unfinished_features_at_one_point_a_tile():
    board = {
        **START,
        (1, 0): ("straight road", 1),
        (0, -1): ("city through two opposite sides with pennant", 1),
        (5, 5): ("monastery", 0),
        (5, 6): ("straight road", 1),
        (6, 6): ("curve", 0),
    }
    followers = {((1, 0), 0): 0, ((0, -1), 0): 1, ((5, 5), 0): 1}
    state, lines = final_scoring(position(board, followers))
    assert state.players[0].score.points == {"roads": 2, "cities": 0, "monasteries": 0, "farms": 0}
    # the city: 2 tiles and a pennant; the monastery: itself and 2 neighbours
    assert state.players[1].score.points["cities"] == 3
    assert state.players[1].score.points["monasteries"] == 3
    assert "An unfinished road of 2 tiles: 2 points to Player 1." in list(lines())


def test_a_follower_goes_only_on_the_tile_just_placed_and_only_if_one_is_left():
    state = position(START, tile="city edge")
    state = apply(state, PlaceTile((0, -1), 2)).state
    with pytest.raises(IllegalMove, match="features 0 to 1, not 2"):
        apply(state, PlaceFollower(2))
    empty_handed = position(START, {((0, 0), 3): 0}, tile="straight road")
    empty_handed = evolve(empty_handed, players=empty_handed.players_with(0, followers=0))
    after = apply(empty_handed, PlaceTile((0, 1), 1)).state
    assert after.phase == "tile" and after.active == 1  # no follower step: the turn passed
