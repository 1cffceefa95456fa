"""Objectives (rulebook, *Objectives*; *Silver Actions*: "Refresh Objectives")."""

import random
from contextlib import suppress

import pytest

from tutorial.cerro_gordo import (
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    TakeBuilding,
    apply,
    mine_groups,
)
from tutorial.cerro_gordo.board import mine_network, road_placements
from tutorial.cerro_gordo.objectives import REFRESH_COST, RULE_REFRESH
from tutorial.cerro_gordo.scenarios import (
    MapError,
    first_in_row,
    fresh,
    from_map,
    objective_card,
    with_road_in_hand,
    with_silver,
)
from tutorial.cerro_gordo.state import TurnState
from tutorial.core.values import evolve

from .scenarios import rejected

MIDWAY = objective_card("miners_midway")
#: Objectives that none of these scenarios can complete, to fill a hand.
QUIET = (objective_card("purse_15"), objective_card("mine_distance_5_99"))


def test_the_printed_cards_are_as_in_the_rulebook():
    """*Objectives*: "4 Miner's Midway: Play an Entertainment Building that touches 2+
    different building types"; "6 Silver - Silver Trail"."""
    assert (MIDWAY.reward, MIDWAY.public, MIDWAY.stand_in) == (4, False, False)
    assert MIDWAY.text == "Play an Entertainment Building that touches 2+ different building types."
    trail = objective_card("silver_trail")
    assert (trail.reward, trail.public, trail.stand_in) == (6, True, False)


def play_building(board, kind):
    """Player 1, holding Miner's Midway, builds a ``kind`` building at (2, 1)."""
    state = from_map(board).with_player(0, objectives=(MIDWAY, QUIET[0]))
    state = first_in_row(state, kind)
    state, _ = apply(state, TakeBuilding(0))
    return state, apply(state, PlaceBuilding((2, 1)))


#: (2, 1) is reached by the road from Mine 1, between a Commercial and a Residential.
TWO_TYPES = """
. . C .
M1──. . M2
. . R .
"""


def test_miners_midway_completes_with_two_types():
    """Miner's Midway: an Entertainment building touching a Commercial and a Residential
    (two different types) completes it."""
    before, (after, explain) = play_building(TWO_TYPES, "entertainment")
    assert after.player.completed == (MIDWAY,)
    # "place it face-up in front of you, and draw a new one": always 2 in hand.
    assert after.player.objectives == (QUIET[0], before.objective_pile[0])
    assert after.objective_pile == before.objective_pile[1:]
    assert "Miner's Midway" in explain().text


def test_miners_midway_not_with_one_type():
    """Touching two buildings of one type is one type, not 2+."""
    _, (after, _) = play_building(TWO_TYPES.replace("R", "C"), "entertainment")
    assert after.player.completed == ()
    assert after.player.objectives == (MIDWAY, QUIET[0])


def test_miners_midway_needs_an_entertainment_building():
    """ "Play an Entertainment Building": another type in the same place does not count."""
    for kind in ("commercial", "industrial", "residential"):
        _, (after, _) = play_building(TWO_TYPES, kind)
        assert MIDWAY not in after.player.completed


def test_miners_midway_counts_buildings_not_roads_or_mines():
    """A road and a mine touching the new building are not building types."""
    board = """
    . . C .
    M1──. M2
    """
    _, (after, _) = play_building(board, "entertainment")
    assert after.player.completed == ()


def test_a_completed_objective_scores_only_once():
    """A completed card leaves the hand: playing the same way again completes nothing."""
    _, (after, _) = play_building(TWO_TYPES, "entertainment")
    assert after.player.objectives.count(MIDWAY) == 0


def road_scenario(board, glyph, players=2):
    state = from_map(board, players=players)
    state = state.with_player(0, objectives=QUIET)
    return with_road_in_hand(state, state.active, glyph)


def test_silver_trail_pays_six_for_joining_two_mines():
    """Silver Trail (public, 6 silver): "2 Mines previously unconnected Mines connected by
    road"; public objectives "provide immediate Silver rewards upon completion"."""
    state = road_scenario("M1────. M2", "─")
    after, explain = apply(state, PlaceRoad((3, 0)))
    assert after.player.silver == state.player.silver + 6
    assert after.supply == state.supply - 6
    assert after.player.public_done == ("silver_trail",)
    assert "Silver Trail" in explain().text
    assert after.public == state.public  # "leave the card where it is"


def test_silver_trail_not_for_extending_a_joined_network():
    state = road_scenario("M1┬───M2\n. . . . ", "│")
    after, _ = apply(state, PlaceRoad((1, 1)))
    assert after.player.silver == state.player.silver
    assert after.player.public_done == ()


def test_silver_trail_not_for_closing_a_loop_between_joined_mines():
    """Mines 1 and 2 are already connected; a road touching Mine 1 and that network
    connects nothing that was unconnected."""
    state = road_scenario("M1┬─────M2\n. ┘ . . . ", "└")
    after, explain = apply(state, PlaceRoad((0, 1)))
    assert after.player.public_done == ()
    assert after.player.silver == state.player.silver


def test_silver_trail_not_for_joining_networks_that_already_share_their_mines():
    """Mines 1 and 2 are connected by the roads in column 0; the road at (1, 3) also
    reaches Mine 2.  Joining that road to column 0 connects no new mine."""
    board = """
    M1. .
    │ . .
    ├─. .
    M2┘ .
    """
    state = road_scenario(board, "┐")
    assert mine_groups(state) == {frozenset({1, 2})}
    after, _ = apply(state, PlaceRoad((1, 2)))
    assert after.player.public_done == ()


def test_silver_trail_not_for_a_road_touching_one_mine():
    state = road_scenario("M1. . M2", "─")
    after, _ = apply(state, PlaceRoad((1, 0)))
    assert after.player.public_done == ()


#: Three mines close together, so random roads often join them.
CLOSE_MINES = """
. . . . . .
. M1. . . .
. . . . M2.
. . . . . .
. M3. . . .
"""


def scratch_groups(state):
    """The groups of the road network that hold a mine, rebuilt from the whole board."""
    mines = {m.cell for m in state.mines}
    return [g for g in mine_network(state).groups() if g & mines]


def random_roads(seed, count=14):
    """Place ``count`` random legal roads, each as a turn's first; yield (merged, paid).

    ``merged``: the road left fewer separate groups of mines (union-find over the whole
    road network built from scratch, :func:`scratch_groups`) -- an oracle independent
    of the engine's incremental network.  ``paid``: the player completed Silver Trail with it.
    """
    rng = random.Random(seed)
    state = from_map(CLOSE_MINES, players=4)
    for _ in range(count):
        state = evolve(state, turn=TurnState())
        with suppress(MapError):  # when that shape has run out, the tile drawn is played
            state = with_road_in_hand(state, state.active, rng.choice(["│", "└", "├", "┼"]))
        options = list(road_placements(state, state.player.road))
        if not options:
            return
        after, _ = apply(state, PlaceRoad(*rng.choice(options)))
        merged = len(scratch_groups(after)) < len(scratch_groups(state))
        trail = [s.players[0].public_done.count("silver_trail") for s in (state, after)]
        yield merged, trail[1] == trail[0] + 1
        state = after


def test_silver_trail_paid_whenever_a_road_merges_mine_groups():
    """Silver Trail against the oracle: every road that joins previously unconnected
    mines pays."""
    outcomes = [o for seed in range(60) for o in random_roads(seed)]
    assert sum(merged for merged, _ in outcomes) > 10  # the check was exercised
    assert all(paid for merged, paid in outcomes if merged)


def test_silver_trail_paid_only_when_a_road_merges_mine_groups():
    outcomes = [o for seed in range(60) for o in random_roads(seed)]
    assert all(merged for merged, paid in outcomes if paid)


def test_public_objectives_are_repeatable():
    """*Public Objectives*: "They can be completed any number of times by any players"."""
    state = with_silver(road_scenario("M1──. M2. M3", "─", players=4), {0: 2})
    state, _ = apply(state, PlaceRoad((2, 0)))  # joins Mine 1 and Mine 2
    state = with_road_in_hand(state, state.active, "─")
    state, _ = apply(state, PlaceRoad((4, 0)))  # second road (2 silver): joins Mine 3
    assert state.player.public_done == ("silver_trail", "silver_trail")
    assert state.player.silver == 2 + 6 - 2 + 6
    assert state.silver_in_play() == 45


def test_refresh_one_objective_for_five_silver():
    """*Silver Actions*: "Refresh Objectives: For 5 Silver, discard one (or both) and draw
    new Objective(s) to replace them"."""
    state = with_silver(fresh(), {0: 7})
    hand, pile = state.player.objectives, state.objective_pile
    after, explain = apply(state, RefreshObjectives((0,)))
    assert REFRESH_COST == 5
    assert after.player.silver == 2
    assert after.supply == state.supply + 5
    assert after.player.objectives == (hand[1], pile[0])
    assert after.objective_pile == pile[1:]
    assert hand[0] not in after.objective_pile  # discarded: out of the game
    assert explain().rule == RULE_REFRESH


def test_refresh_both_objectives():
    state = with_silver(fresh(), {0: 5})
    pile = state.objective_pile
    after, _ = apply(state, RefreshObjectives((1, 0)))
    assert after.player.objectives == pile[:2]
    assert after.player.silver == 0


def test_refresh_needs_five_silver():
    state = with_silver(fresh(), {0: 4})
    err = rejected(state, RefreshObjectives((0,)))
    assert err.rule == RULE_REFRESH and "needs 5" in err.message


@pytest.mark.parametrize("discard", [(), (2,), (-1,), (0, 5)])
def test_refresh_must_name_cards_in_hand(discard):
    err = rejected(with_silver(fresh(), {0: 9}), RefreshObjectives(discard))
    assert err.rule == RULE_REFRESH


# -- "At any moment": Nest Egg sees every payment within an action ------------------------

NEST_EGG = objective_card("nest_egg_9")

#: (2, 1) is reached by the road from Mine 1 and touches three buildings: Main Street (+2).
MAIN_STREET = """
. . C .
M1──. R . M2
. . R .
"""


def nest_egg_holder(board, silver):
    state = from_map(board).with_player(0, objectives=(NEST_EGG, QUIET[0]))
    return with_silver(state, {0: silver})


def test_nest_egg_sees_the_silver_a_public_objective_pays_before_a_second_road():
    """With 7 silver: a building earning Main Street's +2 (9 silver), then a second road
    for 2 (7 silver). Nest Egg ("Hold 9+ Silver at any moment") was held at 9: complete."""
    state = with_road_in_hand(nest_egg_holder(MAIN_STREET, 7), 0, "│")
    state, _ = apply(state, PlaceRoad((0, 2)))  # the free road first
    state, _ = apply(first_in_row(state, "commercial"), TakeBuilding(0))
    state, explain = apply(state, PlaceBuilding((2, 1)))
    assert state.player.silver == 9 and state.player.public_done == ("main_street",)
    assert state.player.completed == (NEST_EGG,)
    # Said in the order it happened: the public silver, then the card it completed.
    lines = explain().lines
    assert lines.index("Public objective: Main Street, 2 silver at once.") < next(
        i for i, line in enumerate(lines) if "Nest Egg" in line
    )
    state, _ = apply(state, PlaceRoad((-1, 1)))  # the second road, for 2 silver
    assert state.player.silver == 7 and state.player.completed == (NEST_EGG,)


def test_nest_egg_sees_the_silver_collected_with_a_building_before_a_refresh():
    """Taking a building collects the silver on it: 9 silver, then 5 spent to refresh the
    other card. Nest Egg was held at 9: complete."""
    state = first_in_row(nest_egg_holder(MAIN_STREET, 6), "commercial")
    row = (evolve(state.row[0], silver=3), *state.row[1:])
    state = evolve(state, row=row, supply=state.supply - 3)
    state, _ = apply(state, TakeBuilding(0))
    assert state.player.silver == 9 and state.player.completed == (NEST_EGG,)
    state, _ = apply(state, RefreshObjectives((0,)))
    assert state.player.silver == 4 and state.player.completed == (NEST_EGG,)
