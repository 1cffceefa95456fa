"""The game state as a value: derived sets stay in step with the tiles."""

import dataclasses

from tutorial.cerro_gordo import Game
from tutorial.cerro_gordo.state import open_cells

from .scenarios import from_map, road


def recomputed(state):
    return open_cells(state.tiles, state.columns, state.rows)


def test_with_tile_keeps_spots_and_road_ends_right():
    """The spots (empty cells touching a tile) and the road ends (empty cells a road
    exit leads into: where a building may go) follow each placement."""
    state = from_map("M1. . \n. . . \n. . . ")
    assert state.spots == {(1, 0), (0, 1)}
    assert state.road_ends == set()
    state = state.with_tile((0, 1), road("┼"))
    assert state.spots == {(1, 0), (1, 1), (0, 2)}
    assert state.road_ends == {(1, 1), (0, 2)}  # N is the mine, W is off the board
    assert (state.spots, state.road_ends) == recomputed(state)


def test_derived_sets_match_the_tiles_through_a_whole_game():
    game = Game(4, seed=9, seats=("random", "greedy", "random", "greedy")).play_to_end()
    for entry in game.history.entries:
        assert (entry.state.spots, entry.state.road_ends) == recomputed(entry.state)


def test_dataclasses_replace_of_the_tiles_rebuilds_derived_sets():
    """A learner's experiment with ``dataclasses.replace`` gets a consistent state."""
    state = from_map("M1. . \n. . . ")
    moved = dataclasses.replace(state, tiles={**state.tiles, (0, 1): road("│")})
    assert (moved.spots, moved.road_ends) == recomputed(moved)
