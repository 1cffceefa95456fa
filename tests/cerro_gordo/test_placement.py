"""Placing a building (rulebook, *Building*: "Place the Building", "Move Your Player
Pawn")."""

import pytest

from tutorial.cerro_gordo import Game, PlaceBuilding, PlaceRoad, RuleOptions, TakeBuilding, apply
from tutorial.cerro_gordo.buildings import RULE_PLACE, legal_building_cells
from tutorial.cerro_gordo.options import FIXED_BOARD
from tutorial.cerro_gordo.scenarios import fresh, from_map, with_road_in_hand
from tutorial.core.errors import IllegalMove
from tutorial.core.grid import Direction

from .scenarios import rejected


def holding(state):
    """``state`` after the active player has taken the free leftmost building."""
    return apply(state, TakeBuilding(0))[0]


def test_first_turn_road_comes_first():
    """*Building*: "If you're the first player of the game, and it's your first turn,
    you must play your Road first since there are no Roads yet"."""
    state = holding(fresh())
    mine = state.mines[0].cell
    err = rejected(state, PlaceBuilding((mine[0], mine[1] + 1)))
    assert err.rule == RULE_PLACE
    assert "first turn" in err.message and "road" in err.message


def test_first_turn_road_then_building():
    state = with_road_in_hand(fresh(), 0, "│")
    mine = state.mines[0].cell
    state, _ = apply(state, PlaceRoad((mine[0], mine[1] + 1)))
    state = holding(state)
    target = (mine[0], mine[1] + 2)
    assert legal_building_cells(state) == {target}
    held = state.turn.held
    state, _ = apply(state, PlaceBuilding(target))
    assert state.tiles[target] == held
    assert state.players[0].pawn == target


BOARD = """
. M1. .
. │ . .
. . . M2
"""
#: The same town on a fixed grid of its own size.
GRID = RuleOptions(board=(4, 3))


def test_building_must_take_an_open_road_connection():
    """*Building*: "Place the Building on the table so that it is connected to any open
    Road Connection": the cell a road's exit leads into."""
    state = holding(from_map(BOARD))
    # The road at (1, 1) runs N-S: its south exit leads into (1, 2).
    assert legal_building_cells(state) == {(1, 2)}
    after, explain = apply(state, PlaceBuilding((1, 2)))
    assert after.tiles[(1, 2)] == state.turn.held
    assert explain().highlighted("placed") == ((1, 2),)


def test_touching_only_the_side_of_a_road_is_not_a_connection():
    """*Building*: a cell beside a road's side (no exit there) has no open connection."""
    state = holding(from_map(BOARD))
    for cell in ((0, 1), (2, 1), (0, 2), (2, 0), (0, 0)):
        err = rejected(state, PlaceBuilding(cell))
        assert err.rule == RULE_PLACE
        assert str(cell) in err.message


def test_pawn_moves_onto_the_placed_building():
    """*Building*: "Move Your Player Pawn. Put it on the Building you placed"."""
    state = holding(from_map(BOARD + ". . . C1"))
    assert state.players[0].pawn == (3, 3)
    after, _ = apply(state, PlaceBuilding((1, 2)))
    assert after.players[0].pawn == (1, 2)
    assert after.players[1].pawn is None
    assert after.turn.held is None and after.turn.building_placed


def test_occupied_or_off_board_cells_are_refused():
    state = holding(from_map(BOARD, options=GRID))
    for cell in ((1, 0), (1, 1), (-1, 0), (4, 0), (0, 3)):
        err = rejected(state, PlaceBuilding(cell))
        assert err.rule == RULE_PLACE and str(cell) in err.message


def test_a_building_must_be_selected_first():
    err = rejected(from_map(BOARD), PlaceBuilding((1, 2)))
    assert "select a building" in err.message


def test_only_one_building_a_turn():
    state, _ = apply(holding(from_map(BOARD)), PlaceBuilding((1, 2)))
    rejected(state, TakeBuilding(0))
    rejected(state, PlaceBuilding((1, 3)))


def test_road_exits_off_the_board_or_into_a_mine_open_nothing():
    """An open connection leads into an empty cell of the board; on a fixed grid, a road
    whose exits lead only off the edge and into a mine leaves nowhere to build."""
    grid = RuleOptions(board=(3, 2))
    assert legal_building_cells(holding(from_map("──M1\n. . M2", options=grid))) == set()
    assert legal_building_cells(holding(from_map("┬─M1\n. . M2", options=grid))) == {(0, 1)}
    # Without an edge, the west exit leads into an empty cell like any other.
    assert legal_building_cells(holding(from_map("──M1\n. . M2"))) == {(-1, 0)}


def test_a_cell_off_the_board_is_refused_with_the_board_size():
    """On a fixed grid (a reading: the rulebook's table has no edge), tiles go on the
    grid's cells: off it, the message says where the grid is."""
    game = Game(2, seed=1, first_player=0, options=RuleOptions(board=FIXED_BOARD))
    for action in (PlaceRoad((20, 3)), PlaceRoad((-1, 0))):
        before = game.state
        with pytest.raises(IllegalMove, match=r"off the board \(columns 0 to 12, rows 0 to 8"):
            game.play(action)
        assert game.state is before


def test_without_an_edge_only_connection_limits_where_tiles_go():
    """The default board has no edge: a cell far away is refused because nothing is
    there to connect to, not because it is off the board; a cell left of column 0 is a
    cell like any other."""
    game = Game(2, seed=1, first_player=0)
    err = rejected(game.state, PlaceRoad((20, 3)))
    assert "off the board" not in err.message and "touches no mine" in err.message
    state = with_road_in_hand(from_map("M1. M2"), 0, "─")
    after, _ = apply(state, PlaceRoad((-1, 0)))
    assert after.tiles[(-1, 0)].exits == {Direction.E, Direction.W}
    assert (-2, 0) in after.road_ends
