"""The game state as a value: derived sets stay in step with the tiles."""

import dataclasses

from tutorial.cerro_gordo import Game, RuleOptions
from tutorial.cerro_gordo.scenarios import from_map, road_tile
from tutorial.cerro_gordo.state import open_cells


def recomputed(state):
    spots, road_ends = open_cells(state.tiles, state.options.board)
    assert state.spots_in_order == tuple(sorted(spots))  # kept in order as tiles arrive
    return spots, road_ends


def test_with_tile_keeps_spots_and_road_ends_right():
    """The spots (empty cells touching a tile) and the road ends (empty cells a road
    exit leads into: where a building may go) follow each placement."""
    state = from_map("M1. . . M2\n. . . \n. . . ")
    around_m2 = {(3, 0), (5, 0), (4, 1), (4, -1)}
    assert state.spots == {(1, 0), (0, 1), (-1, 0), (0, -1)} | around_m2
    assert state.road_ends == set()
    state = state.with_tile((0, 1), road_tile("┼"))
    assert state.spots == {(1, 0), (-1, 0), (0, -1), (1, 1), (0, 2), (-1, 1)} | around_m2
    assert state.road_ends == {(1, 1), (0, 2), (-1, 1)}  # N is the mine
    assert (state.spots, state.road_ends) == recomputed(state)


def test_on_a_fixed_grid_spots_stay_on_it():
    """With ``RuleOptions(board=...)``, cells off the grid are never spots nor road ends."""
    state = from_map("M1. . . M2\n. . . \n. . . ", options=RuleOptions(board=(5, 3)))
    assert state.spots == {(1, 0), (0, 1), (3, 0), (4, 1)}
    state = state.with_tile((0, 1), road_tile("┼"))
    assert state.road_ends == {(1, 1), (0, 2)}  # N is the mine, W is off the grid
    assert (state.spots, state.road_ends) == recomputed(state)


def test_derived_sets_match_the_tiles_through_a_whole_game():
    game = Game(4, seed=9, seats=("random", "greedy", "random", "greedy")).play_to_end()
    for entry in game.history.entries:
        assert (entry.state.spots, entry.state.road_ends) == recomputed(entry.state)


def test_dataclasses_replace_of_the_tiles_rebuilds_derived_sets():
    """A learner's experiment with ``dataclasses.replace`` gets a consistent state."""
    state = from_map("M1. . M2\n. . . ")
    moved = dataclasses.replace(state, tiles={**state.tiles, (0, 1): road_tile("│")})
    assert (moved.spots, moved.road_ends) == recomputed(moved)
