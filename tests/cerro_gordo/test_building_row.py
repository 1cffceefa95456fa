"""Selecting a building from the row (rulebook, *Building*; *Character Cards*;
*End of Turn*)."""

from dataclasses import replace

from tutorial.cerro_gordo import Mine, PlaceBuilding, PlaceRoad, TakeBuilding, apply
from tutorial.cerro_gordo.buildings import RULE_SELECT, building_cost
from tutorial.cerro_gordo.components import characters
from tutorial.cerro_gordo.scenarios import fresh, with_mine, with_road_in_hand, with_silver

from .scenarios import mine_tile, rejected


def test_rulebook_example_third_building():
    """*Building*: "If you take the 3rd building from the left, you will place 1 Coin on
    the Building furthest left, and 1 Coin on the Building second from the left, then
    take the 3rd"."""
    state = fresh()
    old_row = state.row
    after, explain = apply(state, TakeBuilding(2))
    assert building_cost(2) == 2
    assert after.player.silver == state.player.silver - 2
    assert [s.silver for s in after.row[:2]] == [1, 1]
    assert [s.building for s in after.row] == [old_row[i].building for i in (0, 1, 3, 4)]
    assert after.turn.held == old_row[2].building
    assert after.supply == state.supply  # the coins went on the row, not to the supply
    assert after.silver_in_play() == 45
    assert explain().highlighted("paid") == ((0, 0), (1, 0))


def test_coins_pile_up_on_a_building_passed_over_twice():
    """*Building*: "even if the Building already has Silver on it - this may result in
    multiple Silver on one Building"."""
    state = fresh()
    state = replace(state, row=(replace(state.row[0], silver=2), *state.row[1:]))
    state = with_silver(replace(state, supply=state.supply - 2), {0: 5})
    after, _ = apply(state, TakeBuilding(1))
    assert after.row[0].silver == 3
    assert after.player.silver == 4


def test_leftmost_building_is_free():
    """*Building*: "The leftmost Building is free (furthest from the stack)"."""
    state = with_silver(fresh(), {0: 0})
    after, explain = apply(state, TakeBuilding(0))
    assert after.player.silver == 0
    assert all(s.silver == 0 for s in after.row)
    assert after.turn.held == state.row[0].building
    assert "free" in explain().text


def test_silver_on_the_chosen_building_goes_to_the_chooser():
    """*Building*: "If the Building you select has Silver on it already, you collect
    that Silver"."""
    state = fresh()
    row = list(state.row)
    row[2] = replace(row[2], silver=3)
    state = replace(state, row=tuple(row), supply=state.supply - 3)
    assert state.silver_in_play() == 45
    after, explain = apply(state, TakeBuilding(2))
    assert after.player.silver == 2 - 2 + 3
    assert after.silver_in_play() == 45
    assert explain().highlighted("gained") == ((2, 0),)


def test_cannot_afford_a_building():
    """*Building*: passing over buildings costs 1 silver each; with too little silver
    the selection is refused and nothing changes."""
    state = with_silver(fresh(), {0: 1})
    err = rejected(state, TakeBuilding(2))
    assert err.rule == RULE_SELECT
    assert "costs 2 silver" in err.message and "has 1" in err.message


def test_row_position_out_of_range():
    for index in (5, -1, 99):
        err = rejected(fresh(), TakeBuilding(index))
        assert err.rule == RULE_SELECT


def test_only_one_building_a_turn():
    """*On Your Turn*: place both a Building and a Road -- one building."""
    state, _ = apply(fresh(), TakeBuilding(0))
    err = rejected(state, TakeBuilding(0))
    assert "already" in err.message


def test_victor_beaudry_pays_from_the_supply():
    """*Character Cards*, Victor Beaudry: "When paying to select a Building, pay Silver
    from the supply rather than from your Silver"."""
    victor = characters()[0]
    assert victor.name == "Victor Beaudry"
    state = fresh()
    state = with_silver(state.with_player(0, character=victor), {0: 0})
    after, explain = apply(state, TakeBuilding(3))
    assert after.player.silver == 0
    assert after.supply == state.supply - 3
    assert [s.silver for s in after.row[:3]] == [1, 1, 1]
    assert after.silver_in_play() == 45
    assert "Victor Beaudry" in explain().text


def test_victor_with_an_empty_supply_pays_what_is_left():
    """The supply of 45 coins is finite; Victor's payment stops when it is empty."""
    victor = characters()[0]
    state = fresh().with_player(0, character=victor)
    state = with_silver(state, {0: 2 + state.supply - 1})  # one coin left in the supply
    after, explain = apply(state, TakeBuilding(3))
    assert [s.silver for s in after.row[:3]] == [1, 0, 0]
    assert after.supply == 0
    assert "supply is empty" in explain().text
    assert after.silver_in_play() == 45


def test_end_of_turn_slides_and_refills_the_row():
    """*End of Turn*: "Slide remaining Buildings left to fill the gap, then reveal a new
    one from the stack, placing it in the rightmost spot of the row"."""
    state = with_road_in_hand(fresh(), 0, "│")
    state = with_mine(state, 1, mine_tile(1, "quiet_day"), mine_tile(1, "quiet_day"))
    mine1 = state.mines[0].cell
    below = (mine1[0], mine1[1] + 1)
    old_row, pile = state.row, state.building_pile
    for action in (
        TakeBuilding(2),
        PlaceRoad(below),
        PlaceBuilding((below[0], below[1] + 1)),
        Mine(),
    ):
        state, _ = apply(state, action)
    assert state.active == 1 and state.turn_number == 2
    assert [s.building for s in state.row] == [
        old_row[0].building,
        old_row[1].building,
        old_row[3].building,
        old_row[4].building,
        pile[0],
    ]
    assert [s.silver for s in state.row] == [1, 1, 0, 0, 0]
    assert state.building_pile == pile[1:]
