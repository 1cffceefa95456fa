"""The board has no edge (rulebook: tiles go "on the table"); a fixed grid is a switch."""

import pytest

from tutorial.cerro_gordo import Game, PlaceRoad, RuleOptions, apply, new_game
from tutorial.cerro_gordo.board import board_area, extent
from tutorial.cerro_gordo.options import FIXED_BOARD
from tutorial.cerro_gordo.scenarios import from_map, with_road_in_hand
from tutorial.cerro_gordo.text import render_board
from tutorial.core.errors import PositionError


def negative_game():
    """A whole game (random players) whose town spread left of column 0 or above row 0."""
    for seed in range(20):
        game = Game(2, seed=seed, seats=("random", "random")).play_to_end()
        if any(c < 0 for cell in game.state.tiles for c in cell):
            return game
    pytest.fail("no game of 20 reached a negative cell")


def test_a_game_plays_to_the_end_at_negative_coordinates():
    game = negative_game()
    state = game.state
    assert state.game_over and state.options.board is None
    (left, top), (right, bottom) = extent(state)
    assert min(left, top) < 0
    # The extent holds every tile and every spot, and is no larger than that.
    cells = [*state.tiles, *state.spots]
    assert {c[0] for c in cells} >= {left, right} and {c[1] for c in cells} >= {top, bottom}
    assert all(left <= c <= right and top <= r <= bottom for c, r in cells)


def test_extent_follows_the_town_through_a_game():
    game = negative_game()
    for entry in game.history.entries:
        (left, top), (right, bottom) = extent(entry.state)
        for column, row in (*entry.state.tiles, *entry.state.spots):
            assert left <= column <= right and top <= row <= bottom


def test_the_text_board_numbers_negative_cells():
    """Column -1 is written "-" above "1" (as 12 is "1" above "2"); rows keep their sign."""
    state = from_map("M1. M2")
    lines = render_board(state).splitlines()
    assert lines[:2] == ["    -", "    1 0 1 2 3"]
    assert lines[2] == "-1  . . . . ."
    assert lines[3] == " 0  . M1. M2."
    game = negative_game()
    (left, top), (right, bottom) = extent(game.state)
    text = render_board(game.state).splitlines()
    header = [line.ljust(4 + 2 * (right - left + 1)) for line in text[: -(bottom - top + 1)]]
    # Every column's number, read downwards, is the cell's own column.
    labels = ["".join(line[4 + 2 * i] for line in header).strip() for i in range(right - left + 1)]
    assert labels == [str(c) for c in range(left, right + 1)]
    assert [int(line[:4]) for line in text[len(header) :]] == list(range(top, bottom + 1))


def test_spots_stay_few_without_an_edge():
    """The spots are the empty cells touching a tile: at most four a tile, however large
    the table."""
    state = negative_game().state
    assert len(state.spots) <= 4 * len(state.tiles)
    assert all(cell not in state.tiles for cell in state.spots)


def test_a_fixed_grid_is_shown_whole_and_keeps_tiles_on_it():
    state, _ = new_game(2, seed=1, options=RuleOptions(board=FIXED_BOARD))
    assert board_area(state) == ((0, 0), (12, 8))
    assert render_board(state).splitlines()[1] == "    0 1 2 3 4 5 6 7 8 9 0 1 2"
    game = Game(2, seed=1, options=RuleOptions(board=FIXED_BOARD)).play_to_end()
    for entry in game.history.entries:
        assert all(0 <= c < 13 and 0 <= r < 9 for c, r in (*entry.state.tiles, *entry.state.spots))


def test_silver_trail_can_be_completed_on_the_13x9_grid():
    """The fixed grid is a reading, so it must not take a rule away: on it, with the
    stand-in mine cells, a road can still join two mines and pay Silver Trail."""
    town = """
    . . . . . . . . . . . . .
    . . M2──┐ . . . . . . . .
    . . . . │ . . . . . . . .
    . . . . │ . . . . . . . .
    . . . . . ──M1. . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    """
    state = from_map(town, options=RuleOptions(board=FIXED_BOARD))
    layout = new_game(2, options=RuleOptions(board=FIXED_BOARD))[0]
    assert [m.cell for m in state.mines] == [m.cell for m in layout.mines]
    state = with_road_in_hand(state, 0, "└")
    after, _ = apply(state, PlaceRoad((4, 4)))
    assert after.players[0].public_done == ("silver_trail",)
    assert after.players[0].silver == state.players[0].silver + 6


def test_a_grid_must_hold_the_mines():
    with pytest.raises(ValueError, match="off the"):
        new_game(2, options=RuleOptions(board=(5, 5)))  # mine 1 stands at (6, 4)
    with pytest.raises(PositionError, match="off the"):
        from_map("M1. . M2", options=RuleOptions(board=(3, 1)))


@pytest.mark.parametrize("board", [(13,), (0, 9), (13, 100), (13.0, 9), (True, 9), [13, 9], "13x9"])
def test_a_board_size_is_two_whole_numbers(board):
    with pytest.raises(ValueError, match="board must be None"):
        RuleOptions(board=board)
