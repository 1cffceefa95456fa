"""Mining (rulebook, *Mining*; *On Your Turn*).

Also the readings of unconnected mining and of the finite supply.
"""

import pytest

from tutorial.cerro_gordo import Mine, PlaceRoad, RuleOptions, TakeBuilding, apply
from tutorial.cerro_gordo.mining import RULE_MINING, RULE_TURN
from tutorial.cerro_gordo.scenarios import (
    fresh,
    from_map,
    ready_to_mine,
    with_mine,
    with_road_in_hand,
    with_silver,
)

from .scenarios import coins, mine_tile, rejected

CONNECTED = "M1──C1. M2"
#: Player 1's building is fed by a road from another building: roads do not continue
#: through buildings, so it is connected to no mine.
UNCONNECTED = "M1──R ──C1. M2"


def board(text, options=None, top1=(3, "quiet_day"), top2=(2, "quiet_day")):
    state = ready_to_mine(from_map(text, options=options))
    state = with_mine(state, 1, mine_tile(*top1), mine_tile(1))
    return with_mine(state, 2, mine_tile(*top2), mine_tile(1))


def test_connected_player_collects_the_silver_on_the_back():
    """*Mining*: "Collect Silver Coins equal to the number shown on the back of the
    tile"; "Draw the top tile of the Mine [...] and discard it"."""
    state = board(CONNECTED)
    after, explain = apply(state, Mine())
    assert coins(after) == [2 + 3, 2]
    assert after.supply == state.supply - 3
    assert after.mines[0].tiles == state.mines[0].tiles[1:]
    assert after.mines[1].tiles == state.mines[1].tiles
    assert "+3 silver" in explain().text
    assert after.active == 1  # mining ends the turn


def test_the_event_is_resolved_after_mining():
    """*Mining*: "Read it aloud [...], resolve it immediately". Payday: every player
    gains 1 silver."""
    state = board(CONNECTED, top1=(3, "payday"))
    after, explain = apply(state, Mine())
    assert coins(after) == [2 + 3 + 1, 2 + 1]
    assert "Payday" in explain().text


def test_unconnected_player_chooses_a_mine_and_gets_the_event_only():
    """*Mining* (default "text" reading): "If you are not connected to any,
    you choose a Mine to draw from, but you only resolve the Event and do not receive any
    Silver"."""
    state = board(UNCONNECTED, top2=(3, "ore_wagon"))  # Ore Wagon: the drawer gains 1
    err = rejected(state, Mine())
    assert err.rule == RULE_MINING and "choose" in err.message
    rejected(state, Mine(3))
    after, explain = apply(state, Mine(2))
    assert coins(after) == [2 + 1, 2]  # the event's 1, not the 3 on the back
    assert after.mines[1].tiles == state.mines[1].tiles[1:]
    assert after.mines[0].tiles == state.mines[0].tiles
    assert "not connected" in explain().text and "no silver" in explain().text


def test_unconnected_player_under_the_card_reading_resolves_no_event():
    """The card's summary (the other reading): "Event only if connected" -- the unconnected
    player still chooses a mine and draws its top tile (so mines still empty and the game
    ends), but the event is discarded unresolved and there is no silver."""
    state = board(UNCONNECTED, RuleOptions(unconnected_mining="card"), top2=(3, "payday"))
    rejected(state, Mine())  # a mine must still be chosen
    after, explain = apply(state, Mine(2))
    assert after.mines[1].tiles == state.mines[1].tiles[1:]
    assert after.mines[0].tiles == state.mines[0].tiles
    assert coins(after) == coins(state)  # Payday was not resolved, no silver
    assert after.active == 1
    assert "Event only if connected" in explain().text


def test_a_player_with_no_pawn_yet_is_not_connected():
    state = board(UNCONNECTED.replace("C1", "C "))
    assert state.player.pawn is None
    after, _ = apply(state, Mine(1))
    assert coins(after) == coins(state)
    assert after.mines[0].tiles == state.mines[0].tiles[1:]


def test_connection_counts_only_for_mining_under_the_card_reading():
    """*Mining*: "It is only considered 'Mining' if you are connected" -- a connected
    player mines as usual under either reading."""
    state = board(CONNECTED, RuleOptions(unconnected_mining="card"))
    after, _ = apply(state, Mine())
    assert coins(after) == [5, 2]


def test_mining_before_building_and_road_is_refused():
    """*On Your Turn*: "Place both a Building and a Road, in either order! Then draw from
    the closest Mine"."""
    state = fresh()
    err = rejected(state, Mine())
    assert err.rule == RULE_TURN
    assert str(err).startswith("On Your Turn")
    assert "place a road" in err.message
    state = with_road_in_hand(state, state.active, "│")
    mine = state.mines[0].cell
    state, _ = apply(state, PlaceRoad((mine[0], mine[1] + 1)))
    err = rejected(state, Mine())
    assert "select a building" in err.message and "place the building" in err.message
    state, _ = apply(state, TakeBuilding(0))
    err = rejected(state, Mine())
    assert "place the building" in err.message and "road" not in err.message


def test_supply_running_short_pays_what_is_left_and_says_so():
    """The 45 coins are finite; a payment the supply cannot cover pays what
    is left, and the explanation says so."""
    state = board(CONNECTED)
    state = with_silver(state, {1: state.players[1].silver + state.supply - 1})
    assert state.supply == 1
    after, explain = apply(state, Mine())
    assert after.players[0].silver == state.players[0].silver + 1
    assert after.supply == 0
    assert after.silver_in_play() == 45
    assert "only 1 of the 3" in explain().text


@pytest.mark.parametrize("reading", ["text", "card"])
def test_the_turn_passes_on_after_mining(reading):
    state = board(UNCONNECTED, RuleOptions(unconnected_mining=reading))
    after, _ = apply(state, Mine(1))
    assert after.active == 1 and after.turn_number == state.turn_number + 1
    assert not after.turn.building_taken and after.turn.roads_placed == 0
