"""Placing tiles: matching sides, the open cells kept incrementally, discarding a misfit."""

import pytest

from tests.carcassonne.positions import START, index, position
from tutorial.carcassonne.actions import NoFollower, PlaceTile, apply
from tutorial.carcassonne.board import fits, open_cells_of, placements
from tutorial.carcassonne.setup import new_game
from tutorial.carcassonne.tiles import side_kind
from tutorial.carcassonne.turn import draw_tile
from tutorial.core.errors import IllegalMove
from tutorial.core.grid import edge_neighbours


def test_the_game_starts_with_the_start_tile_and_four_open_cells():
    state = new_game(2, seed=3).state
    assert list(state.board) == [(0, 0)]
    assert state.tile_at((0, 0)).start
    assert set(state.open_cells) == {(0, -1), (1, 0), (0, 1), (-1, 0)}


def test_a_tile_must_match_every_side_it_touches():
    state = position(START, tile="city edge")
    tile = state.current_tile
    # north of the start tile's city: the city edge tile must show city on its south side
    assert fits(state, tile, (0, -1), 2)
    assert not fits(state, tile, (0, -1), 0)
    # east of the start tile (a road side): a city edge tile turned so its road... has none
    assert not any(fits(state, tile, (1, 0), r) for r in range(4))
    assert not fits(state, tile, (5, 5), 0)  # touches nothing
    assert not fits(state, tile, (0, 0), 2)  # taken


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (PlaceTile((0, -1), 0), "shows field on its S side, but the tile on (0, 0) shows city"),
        (PlaceTile((0, 0), 2), "already holds a tile"),
        (PlaceTile((3, 3), 0), "touches no tile"),
        (PlaceTile((0, -1), 4), "rotation is 0 to 3"),
    ],
)
def test_a_misplaced_tile_is_refused_saying_why(action, words):
    state = position(START, tile="city edge")
    with pytest.raises(IllegalMove, match="Placing a tile") as caught:
        apply(state, action)
    assert words in str(caught.value)


def fits_by_sides(state, tile, cell, rotation):
    """The rule read off the board itself: empty, touching a tile, every touching side matching."""
    if cell in state.board:
        return False
    touching = [(d, n) for d, n in edge_neighbours(cell) if n in state.board]
    return bool(touching) and all(
        side_kind(tile, rotation, d)
        == side_kind(state.tile_at(n), state.board[n].rotation, d.opposite)
        for d, n in touching
    )


def test_placements_are_exactly_the_fitting_cells_and_turns_near_the_board():
    state = new_game(2, seed=5).state
    for _ in range(12):  # a dozen random-ish turns to get a board with some shape
        move = placements(state, state.current_tile)[-1]
        state = apply(state, PlaceTile(*move)).state
        while state.phase != "tile":
            state = apply(state, NoFollower()).state
    xs = [x for x, _ in state.board]
    ys = [y for _, y in state.board]
    window = [
        (x, y) for x in range(min(xs) - 2, max(xs) + 3) for y in range(min(ys) - 2, max(ys) + 3)
    ]
    tile = state.current_tile
    brute = sorted((c, r) for c in window for r in range(4) if fits_by_sides(state, tile, c, r))
    assert sorted(placements(state, tile)) == brute
    assert brute == sorted((c, r) for c in window for r in range(4) if fits(state, tile, c, r))
    assert state.open_cells == open_cells_of(state.board, state.rules.tiles)


def test_a_tile_that_fits_nowhere_is_discarded_and_the_next_one_drawn():
    # A board of one monastery (fields all round): the full city fits nowhere.
    state = position({(0, 0): ("monastery", 0)}, deck=("full city with pennant", "curve"))
    state, lines = draw_tile(state)
    assert state.tile == index("curve") and state.deck == ()
    assert state.discarded == (index("full city with pennant"),)
    assert "Discarded (fits nowhere): full city with pennant." in list(lines())
