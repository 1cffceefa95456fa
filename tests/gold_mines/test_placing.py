"""Placing the ingots after a gold tile (rulebook, The Gold Mines, *Actions and How to Play*)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutorial.core.errors import IllegalMove
from tutorial.gold_mines.placing import (
    SUPPLY,
    place_ingots,
    second_ingot_cells,
    touching_cells,
)

# A small board: the gold tile at (1, 1) with a tile east of it, one on its
# north-west corner, and one two cells away.
GOLD = (1, 1)
BOARD = {GOLD, (2, 1), (0, 0), (3, 1)}


def test_touching_cells_are_the_eight_around_diagonals_included():
    around = touching_cells((5, -2))
    assert len(around) == len(set(around)) == 8
    assert set(around) == {(x, y) for x in (4, 5, 6) for y in (-3, -2, -1) if (x, y) != (5, -2)}


def test_the_second_ingot_may_go_on_any_touching_tile_even_diagonally():
    # (3, 1) is two cells away; (1, 1) is the gold tile itself.
    assert second_ingot_cells(GOLD, BOARD) == ((0, 0), (2, 1))  # reading order


def test_a_lone_tile_has_nowhere_for_a_second_ingot():
    assert second_ingot_cells((0, 0), {(0, 0), (2, 0)}) == ()


def test_one_ingot_on_the_gold_tile_and_one_on_the_chosen_neighbour():
    board, supply = place_ingots({(0, 0): 2}, SUPPLY, GOLD, (0, 0), BOARD)
    assert board == {(0, 0): 3, GOLD: 1}  # an ingot may join others on a tile
    assert supply == SUPPLY - 2


def test_the_neighbour_is_chosen_automatically_when_only_one_tile_touches():
    board, supply = place_ingots({}, 10, (0, 0), None, {(0, 0), (1, 1), (5, 5)})
    assert board == {(0, 0): 1, (1, 1): 1}
    assert supply == 8


def test_with_several_touching_tiles_the_player_must_choose():
    with pytest.raises(
        IllegalMove, match=r"choose the tile for the second ingot: \(0, 0\), \(2, 1\)"
    ):
        place_ingots({}, SUPPLY, GOLD, None, BOARD)


@pytest.mark.parametrize(
    "second",
    [
        (3, 1),  # a tile, but two cells away
        (1, 2),  # touching, but no tile there
        GOLD,  # the gold tile itself: the second ingot goes on another tile
    ],
)
def test_a_second_cell_that_is_not_a_touching_tile_is_refused(second):
    ingots = {(0, 0): 1}
    with pytest.raises(IllegalMove, match="is not a tile touching the gold tile") as err:
        place_ingots(ingots, SUPPLY, GOLD, second, BOARD)
    assert err.value.rule.startswith("Actions and How to Play")
    assert "(0, 0), (2, 1)" in err.value.message  # the legal choices are named
    assert ingots == {(0, 0): 1}


def test_the_gold_tile_must_be_on_the_board():
    with pytest.raises(IllegalMove, match=r"no tile at \(7, 7\)"):
        place_ingots({}, SUPPLY, (7, 7), (2, 1), BOARD)


def test_with_one_ingot_left_only_the_gold_tile_gets_one():
    # "Place what is left": the gold tile first; no choice is needed.
    assert place_ingots({}, 1, GOLD, None, BOARD) == ({GOLD: 1}, 0)
    assert place_ingots({}, 1, GOLD, (2, 1), BOARD) == ({GOLD: 1}, 0)


def test_with_an_empty_supply_nothing_is_placed():
    assert place_ingots({(0, 0): 4}, 0, GOLD, (2, 1), BOARD) == ({(0, 0): 4}, 0)


@pytest.mark.parametrize("supply", [-1, SUPPLY + 1])
def test_a_supply_the_game_cannot_have_is_refused(supply):
    with pytest.raises(ValueError, match="the supply holds 0 to 16 ingots"):
        place_ingots({}, supply, GOLD, (2, 1), BOARD)


@given(
    st.dictionaries(st.sampled_from(sorted(BOARD)), st.integers(0, 4)),
    st.integers(0, SUPPLY),
    st.sampled_from([(0, 0), (2, 1)]),
)
def test_ingots_move_from_the_supply_to_the_board_and_none_is_lost(ingots, supply, second):
    board, left = place_ingots(ingots, supply, GOLD, second, BOARD)
    assert sum(board.values()) + left == sum(ingots.values()) + supply
    assert supply - left == min(supply, 2)
