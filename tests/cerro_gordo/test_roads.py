"""Placing roads (rulebook, *Road*; *Silver Actions*: "Build a Second Road")."""

from tutorial.cerro_gordo import PlaceRoad, RuleOptions, apply
from tutorial.cerro_gordo.components import Road
from tutorial.cerro_gordo.roads import RULE_ROAD, RULE_SECOND_ROAD
from tutorial.cerro_gordo.scenarios import from_map, road_tile, with_road_in_hand, with_silver
from tutorial.core.grid import Direction

from .scenarios import rejected

N, E, S, W = Direction.N, Direction.E, Direction.S, Direction.W


def place(board, glyph, cell, turns=0):
    state = with_road_in_hand(from_map(board), 0, glyph)
    return apply(state, PlaceRoad(cell, turns))


def test_connection_to_a_mine():
    """*Road*, way 1: "An open connection on the Road touches a Mine"."""
    after, explain = place("M1. . . M2\n. . ", "│", (0, 1))
    assert after.tiles[(0, 1)].exits == {N, S}
    assert "mine to the N" in explain().text


def test_connection_to_a_building():
    """*Road*, way 2: "An open connection on the Road touches a Building already in
    play"."""
    _, explain = place("C ──M1. M2\n. . . . . ", "│", (0, 1))
    assert "building to the N" in explain().text


def test_connection_to_a_road_exit():
    """*Road*, way 3: "An open connection on the Road connects to an open connection on a
    Road already in play"."""
    _, explain = place("M1. M2\n│ . \n. . ", "│", (0, 2))
    assert "road to the N" in explain().text


def test_exit_against_the_side_of_a_road_is_no_connection():
    """*Road*: both sides must be open connections; a road exit that meets the side of
    another road (no exit there) makes no connection."""
    board = "M1. . M2\n│ . . \n. . . "
    state = with_road_in_hand(from_map(board), 0, "─")
    err = rejected(state, PlaceRoad((1, 1)))  # its W exit meets the side of (0, 1)
    assert err.rule == RULE_ROAD
    assert "(1, 1)" in err.message and "no road exit" in err.message


def test_side_against_the_exit_of_a_road_is_no_connection():
    """The other way round: an existing road's exit meeting the new road's side."""
    state = with_road_in_hand(from_map("M1──. . M2\n. . . "), 0, "│")
    err = rejected(state, PlaceRoad((2, 0)))  # (1, 0) leads E into it, but it has no W
    assert err.rule == RULE_ROAD


def test_touching_without_connecting_is_allowed_beside_a_connection():
    """*Road*, Note: "Road connections may also touch road segments in ways that do not
    connect as long as at least one connection is made"."""
    after, explain = place("M1. . M2\n│ ─ ", "─", (1, 0))
    assert "1 connection(s)" in explain().text
    assert isinstance(after.tiles[(1, 0)], Road)


def test_a_road_with_no_connection_is_refused_naming_the_rule():
    """*Road*: "It must connect to any tile already on the board"."""
    state = with_road_in_hand(from_map("M1. . . . M2\n. . . . "), 0, "┼")
    err = rejected(state, PlaceRoad((3, 1)))
    assert err.rule == RULE_ROAD
    assert str(err).startswith("Road: it must make at least one connection")
    assert "(3, 1)" in err.message


def test_occupied_or_off_board_cells_are_refused():
    grid = RuleOptions(board=(3, 2))
    state = with_road_in_hand(from_map("M1──. \n. . M2", options=grid), 0, "─")
    for cell in ((0, 0), (1, 0), (-1, 0), (3, 0), (0, 2)):
        err = rejected(state, PlaceRoad(cell))
        assert err.rule == RULE_ROAD and str(cell) in err.message


def test_turning_a_road_changes_its_exits():
    """A road tile may be turned before it is placed (each tile is one square cell: its
    connections are on some of its four edges)."""
    assert road_tile("│").rotated(1).exits == {E, W}
    assert road_tile("└").rotated(1).exits == {E, S}
    assert road_tile("└").rotated(-1).exits == {N, W}
    assert road_tile("├").rotated(2).exits == {N, S, W}
    state = with_road_in_hand(from_map("M1. . . M2\n. . "), 0, "│")
    rejected(state, PlaceRoad((1, 0), 0))  # N and S lead into empty cells
    after, _ = apply(state, PlaceRoad((1, 0), 1))
    assert after.tiles[(1, 0)].exits == {E, W}
    after, _ = apply(state, PlaceRoad((1, 0), 3))
    assert after.tiles[(1, 0)].exits == {E, W}


def test_a_new_road_tile_is_drawn():
    """*Road*: "Draw a New Road Tile. Always have 1 Road Tile face-up in front of you"."""
    state = with_road_in_hand(from_map("M1. . . M2\n. . "), 0, "│")
    after, _ = apply(state, PlaceRoad((0, 1)))
    assert after.player.road == state.road_pile[0]
    assert after.road_pile == state.road_pile[1:]
    assert after.players[1].road == state.players[1].road


def second_road_board(silver):
    state = with_silver(
        with_road_in_hand(from_map("M1. . . . . . M2\n. . . . . "), 0, "─"), {0: silver}
    )
    state, _ = apply(state, PlaceRoad((1, 0)))
    return with_road_in_hand(state, state.active, "─")


def test_second_road_costs_two_silver():
    """*Silver Actions*: "Build a Second Road: For 2 Silver, place another Road following
    the usual Road rules"."""
    state = second_road_board(5)
    assert state.player.silver == 5  # the first road was free
    after, explain = apply(state, PlaceRoad((2, 0)))
    assert after.player.silver == 3
    assert after.supply == state.supply + 2
    assert explain().rule == RULE_SECOND_ROAD
    assert after.silver_in_play() == 45


def test_no_third_road():
    """*Silver Actions*: "You can only do it once! It can't be used to play a third road
    in the same turn"."""
    state, _ = apply(second_road_board(5), PlaceRoad((2, 0)))
    state = with_road_in_hand(state, state.active, "─")
    err = rejected(state, PlaceRoad((3, 0)))
    assert err.rule == RULE_SECOND_ROAD and "third" in err.message


def test_second_road_needs_two_silver():
    err = rejected(second_road_board(1), PlaceRoad((2, 0)))
    assert err.rule == RULE_SECOND_ROAD and "needs 2" in err.message


def test_second_road_must_connect_too():
    """ "following the usual Road rules": the second road must make a connection."""
    err = rejected(second_road_board(5), PlaceRoad((4, 1)))
    assert err.rule == RULE_ROAD
