"""A feature explained on a click, and the turn's explanation of what completed."""

import pytest

from tests.carcassonne.positions import START, index, position
from tutorial.carcassonne import Game
from tutorial.carcassonne.actions import NoFollower, PlaceTile, apply
from tutorial.carcassonne.explain import describe_feature, feature_nodes, open_edges
from tutorial.carcassonne.features import around
from tutorial.carcassonne.setup import base_rules
from tutorial.carcassonne.tiles import CITY, MONASTERY, ROAD, feature_at
from tutorial.core.errors import IllegalMove
from tutorial.core.grid import step


def test_a_city_on_the_start_tile_is_open_to_the_north():
    state = position(START, followers={((0, 0), 0): 1})
    told = describe_feature(state, ((0, 0), 0))
    assert told.lines[0] == "A city of 1 tile, on (0, 0)."
    assert "It is not complete: 1 open side (the N side of (0, 0))." in told.lines
    assert "Knights in it: Player 2 1. Player 2 leads and would score it." in told.lines
    assert "Completed as it is, it would score 2; if the game ended now, 1." in told.lines
    assert told.highlighted("feature") == ((0, 0),)
    sides = [h for h in told.highlights if h.role == "open_side"]
    assert [(h.cells, h.labels) for h in sides] == [(((0, 0),), ("N",))]
    assert told.highlighted("open") == ((0, -1),)
    assert [h.labels for h in told.highlights if h.role == "followers"] == [("Player 2",)]


def test_a_tie_for_the_most_followers_scores_in_full_for_each():
    # Two roads each with a thief, joined by a straight road between them.
    board = {**START, (2, 0): ("straight road", 1)}
    state = position(board, followers={((0, 0), 1): 0, ((2, 0), 0): 1}, tile="straight road")
    state = apply(state, PlaceTile((1, 0), 1)).state
    told = describe_feature(state, ((1, 0), 0))
    said = " ".join(told.lines)
    assert "Thieves in it: Player 1 1, Player 2 1. Player 1 and Player 2 tie for the most" in said
    assert len(told.highlighted("open_side")) == 2  # open at both ends
    assert set(told.highlighted("open")) == {(-1, 0), (3, 0)}


def test_a_completed_city_says_why_and_what_it_is_worth():
    state = position(START, tile="city edge")
    state = apply(state, PlaceTile((0, -1), 2)).state
    told = describe_feature(state, ((0, -1), 0))
    assert "It is complete: every side of it meets a tile." in told.lines
    assert "Worth 4 points as a completed city." in told.lines
    assert not told.highlighted("open")


def test_a_monastery_is_open_on_its_empty_neighbours():
    state = position({**START, (0, 1): ("monastery", 0)})
    monastery = state.tile_at((0, 1)).monastery
    told = describe_feature(state, ((0, 1), monastery))
    assert set(told.highlighted("open")) == set(around((0, 1))) - {(0, 0)}
    assert not told.highlighted("open_side")
    assert "Completed, it would score 9; if the game ended now, 2." in told.lines


def test_a_farm_lists_the_completed_cities_it_touches():
    state = position(START, followers={((0, 0), 2): 0}, tile="city edge")
    state = apply(state, PlaceTile((0, -1), 2)).state  # completes the start tile's city
    state = apply(state, NoFollower()).state
    told = describe_feature(state, ((0, 0), 2))  # the field between city and road
    assert "3 points each: at the end of the game it would score 3." in " ".join(told.lines)
    assert set(told.highlighted("supplied")) == {(0, 0), (0, -1)}


class Unprintable:
    def __repr__(self):
        raise RuntimeError("a repr that fails")


@pytest.mark.parametrize(
    "node",
    [
        ((5, 5), 0),
        ((0, 0), 9),
        "city",
        ((0, 0), "0"),
        ([0, 0], 0),  # a list cannot be looked up on the board
        ((0, 0), True),
        ((0.0, 0), 0),
        Unprintable(),
        ((0, 0), Unprintable()),
    ],
)
def test_a_click_on_nothing_is_refused_naming_it(node):
    with pytest.raises(IllegalMove) as refused:
        describe_feature(position(START), node)
    assert "feature" in str(refused.value) or "no tile" in str(refused.value)


@pytest.fixture(scope="module")
def games():
    states = []
    for seed in range(4):
        game = Game(3, seed)
        for _ in range(30 + 15 * seed):
            game.step()
        states.append(game.state)
    return states


def test_open_sides_are_the_groups_open_count_in_whole_games(games):
    for state in games:
        for root, group in state.groups.items():
            if group.kind in (CITY, ROAD):
                edges = open_edges(state, root)
                assert len(edges) == group.open
                assert all(e.beyond not in state.board and step(e.cell, e.side) == e.beyond
                           for e in edges)  # fmt: skip
            told = describe_feature(state, root)
            assert set(told.highlighted("feature")) == set(group.cells)
            if group.kind == MONASTERY:
                assert len(told.highlighted("open")) == group.open


def test_feature_nodes_are_the_group_and_each_names_it(games):
    state = games[-1]
    for root in state.groups:
        nodes = feature_nodes(state, root)
        assert root in nodes
        assert {state.network.find(n) for n in nodes} == {state.network.find(root)}


def test_a_turn_that_completes_a_tied_road_says_both_score_in_full():
    crossroads = base_rules().tiles[index("crossroads")]
    west_road = feature_at(crossroads, 0, 10)
    board = {**START, (1, 0): ("crossroads", 0)}
    followers = {((0, 0), 1): 0, ((1, 0), west_road): 1}
    state = position(board, followers=followers, tile="crossroads")
    state = apply(state, PlaceTile((-1, 0), 0)).state
    explanation = apply(state, NoFollower()).explain()  # the turn ends: the road scores
    said = " ".join(explanation.lines)
    assert (
        "A road of 3 tiles is complete: the crossroads on (-1, 0) closed its last open end." in said
    )
    assert (
        "Followers in it: Player 1 1, Player 2 1; "
        "Player 1 and Player 2 tie for the most and each scores the full 3" in said
    )
    assert set(explanation.highlighted("returned")) == {(0, 0), (1, 0)}


def test_a_monastery_with_one_empty_neighbour_says_it_in_the_singular():
    ring = {(x, y): ("monastery", 0) for x in range(3) for y in range(3) if (x, y) != (2, 2)}
    state = position(ring)
    told = describe_feature(state, ((1, 1), state.tile_at((1, 1)).monastery))
    assert told.highlighted("open") == ((2, 2),)
    assert "1 of the 8 cells around it is still empty ((2, 2))" in told.lines[1]


def test_after_the_game_a_feature_says_what_it_scored_not_what_it_would():
    game = Game(2, seed=3).play_to_end()
    state = game.state
    fields = [root for root, group in state.groups.items() if group.kind == "field"]
    unfinished = [
        root for root, group in state.groups.items() if group.kind == ROAD and not group.complete
    ]
    for root in fields + unfinished:
        said = " ".join(describe_feature(state, root).lines)
        assert "would score" not in said and "it scored" in said, said
