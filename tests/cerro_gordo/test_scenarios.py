"""The text maps that tests (and chapters) draw boards with read back as drawn."""

import pytest

from tutorial.cerro_gordo import RuleOptions
from tutorial.cerro_gordo.components import Building, MineSite, Road
from tutorial.cerro_gordo.scenarios import MapError, fresh, from_map, with_road_in_hand, with_silver
from tutorial.cerro_gordo.text import render_board

MAP = """
. . . . . .
M1──C1┬─M2.
. . . E2. .
"""


def test_map_renders_back_as_drawn():
    """On a fixed grid of the map's size, the plain-text board is the map itself."""
    state = from_map(MAP, options=RuleOptions(board=(6, 3)))
    drawn = [line.rstrip() for line in MAP.strip("\n").splitlines()]
    printed = [line[4:].rstrip() for line in render_board(state).splitlines()[1:]]
    assert printed == drawn
    assert state.players[0].pawn == (2, 1) and state.players[1].pawn == (3, 2)
    assert [m.cell for m in state.mines] == [(0, 1), (4, 1)]
    assert isinstance(state.tiles[(0, 1)], MineSite)
    assert isinstance(state.tiles[(1, 1)], Road) and isinstance(state.tiles[(2, 1)], Building)
    assert len(state.tiles) == 6
    assert state.silver_in_play() == 45


def test_map_pieces_leave_the_piles():
    """A tile on the map is not also in a pile: the 29 buildings and 45 roads each
    exist once (rulebook, *Components*)."""
    state = from_map(MAP)
    on_board = [t for t in state.tiles.values() if isinstance(t, Building)]
    in_row = [s.building for s in state.row]
    assert len(on_board) + len(in_row) + len(state.building_pile) == 29
    roads = [t for t in state.tiles.values() if isinstance(t, Road)]
    assert len(roads) + len(state.road_pile) + len(state.players) == 45
    assert len(set(in_row)) == len(in_row)


def test_bad_maps_name_the_cell():
    with pytest.raises(MapError, match=r"\(1, 0\)"):
        from_map("M1X.")
    with pytest.raises(MapError, match="pawn 3"):
        from_map("M1──C3")


def test_with_road_in_hand():
    state = with_road_in_hand(from_map(MAP), 1, "┼")
    assert len(state.players[1].road.exits) == 4


def test_with_silver_keeps_45_coins():
    state = with_silver(fresh(3), {0: 10, 2: 0})
    assert [p.silver for p in state.players] == [10, 2, 0]
    assert state.silver_in_play() == 45
