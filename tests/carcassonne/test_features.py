"""Features grow by union-find as tiles arrive; completion by counting open ends."""

import random

from tests.carcassonne.positions import START, position
from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile, apply
from tutorial.carcassonne.features import around, grouped_from_scratch
from tutorial.carcassonne.players import random_player
from tutorial.carcassonne.scoring import cities_supplied, farm_points, final_scoring
from tutorial.carcassonne.setup import new_game
from tutorial.carcassonne.tiles import ROAD


def test_a_two_tile_city_completes_and_scores_4_and_the_knight_goes_home():
    state = position(START, tile="city edge")
    state = apply(state, PlaceTile((0, -1), 2)).state
    assert state.completed == (state.network.find(((0, 0), 0)),)
    outcome = apply(state, PlaceFollower(0))
    state = outcome.state
    assert state.players[0].score.points["cities"] == 4
    assert state.players[0].followers == 7 and state.followers == {}
    explanation = outcome.explain()
    assert (
        "A city of 2 tiles is complete: the city edge on (0, -1) closed its last open side. "
        "Followers in it: Player 1 1; Player 1 has the most and scores 4 points."
    ) in explanation.lines
    assert "Their followers go back to their owners' supplies: Player 1 1." in explanation.lines
    assert explanation.highlighted("completed") == ((0, -1), (0, 0))
    assert explanation.highlighted("returned") == ((0, -1),)


def test_a_road_closing_a_loop_on_itself_completes():
    state = position(START, tile="curve", deck=("curve",) * 4)
    for cell, turn in (((0, 1), 3), ((1, 1), 0), ((0, 2), 2)):
        state = apply(state, PlaceTile(cell, turn)).state
        state = apply(state, NoFollower()).state
    road = state.group(((0, 1), 0))
    assert road.kind == ROAD and road.open == 2 and len(road.cells) == 3
    # The last curve joins both ends of one road: no merge, but two ends close.
    assert state.network.connected(((0, 1), 0), ((0, 2), 0))
    state = apply(state, PlaceTile((1, 2), 1)).state
    (root,) = state.completed
    assert state.groups[root].open == 0 and len(state.groups[root].cells) == 4
    state = apply(state, PlaceFollower(0)).state
    assert sum(p.score.points["roads"] for p in state.players) == 4


def test_a_farm_touching_one_city_along_two_tiles_counts_it_once():
    board = {
        **START,
        (0, -1): ("city edge", 2),  # closes the start tile's city
        (1, 0): ("straight road", 1),  # the road goes on east
    }
    state = position(board, tile="monastery", followers={})
    state = apply(state, PlaceTile((1, -1), 0)).state
    state = apply(state, PlaceFollower(1)).state  # a farmer on the monastery's field
    farm = state.group(((1, -1), 1))
    assert len(farm.cities) == 2  # two tiles' features touch the city
    assert len(cities_supplied(state, farm)) == 1
    assert farm_points(state, farm) == 3
    after, _ = final_scoring(state)
    farmer = next(p for p in after.players if p.score.points["farms"])
    assert farmer.score.points["farms"] == 3


def _partition(network, nodes):
    by_root = {}
    for node in nodes:
        by_root.setdefault(network.find(node), set()).add(node)
    return {frozenset(group) for group in by_root.values()}


def test_the_features_a_tile_completed_are_every_touched_group_left_with_nothing_open():
    """add_tile notes a completion as it closes a group's last end; looking afterwards agrees.

    (Afterwards: the groups of the tile's own features and of the monasteries
    around it, complete once all is joined.)
    """
    seen = 0
    for seed in range(40):
        state = new_game(2 + seed % 4, seed=seed).state
        rng = random.Random(seed)
        while not state.game_over:
            placing = state.phase == "tile"
            state = apply(state, random_player(state, rng)).state
            if not placing or state.placed is None:
                continue  # the turn ended with the tile: its completions are scored already
            cell = state.placed
            touched = {(cell, index) for index in range(len(state.tile_at(cell).features))}
            touched |= {
                (near, state.tile_at(near).monastery)
                for near in around(cell)
                if near in state.board and state.tile_at(near).monastery is not None
            }
            roots = {state.network.find(node) for node in touched}
            assert state.completed == tuple(sorted(r for r in roots if state.groups[r].complete))
            seen += bool(state.completed)
    assert seen > 50  # the games completed features often enough to tell


def test_incremental_grouping_equals_grouping_from_scratch_through_random_games():
    for seed in range(6):
        state = new_game(2 + seed % 4, seed=seed).state
        rng = random.Random(seed)
        while not state.game_over:
            state = apply(state, random_player(state, rng)).state
            network, groups = grouped_from_scratch(state.board, state.rules.tiles)
            nodes = list(network.parents)
            assert _partition(state.network, nodes) == _partition(network, nodes)
            for root, group in groups.items():
                mine = state.group(root)
                assert (mine.kind, mine.cells, mine.open, mine.pennants) == (
                    group.kind,
                    group.cells,
                    group.open,
                    group.pennants,
                )
                assert {state.network.find(c) for c in mine.cities} == {
                    state.network.find(c) for c in group.cities
                }
            on_board = sorted(f for g in state.groups.values() for f in g.followers)
            assert on_board == sorted(state.followers.items())
