"""Rule readings (RuleOptions) where the rulebook leaves a question open: each both ways.

silver_actions: "At any time during your turn" (after mining too?);
empty_mines: may a closeness path cross an empty mine?;
midway_types: does Miner's Midway count the played building's own type?;
silver_trail: one road joining three separate mines pays once, or per merge?
"""

import pytest

from tutorial.cerro_gordo import (
    EndTurn,
    Game,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    RuleOptions,
    TakeBuilding,
    apply,
    closeness,
    closest_players,
    legal_actions,
    mine_groups,
)
from tutorial.cerro_gordo.positions import load_state, save_state
from tutorial.cerro_gordo.scenarios import (
    first_in_row,
    from_map,
    objective_card,
    ready_to_mine,
    with_mine,
    with_road_in_hand,
    with_silver,
)
from tutorial.core.errors import IllegalMove, PositionError

from .scenarios import mine_tile, rejected

MIDWAY = objective_card("miners_midway")
QUIET = objective_card("mine_distance_5_99")


def test_the_defaults_are_the_engines_first_readings():
    options = RuleOptions()
    assert (options.silver_actions, options.empty_mines) == ("before_mining", "dead_end")
    assert (options.midway_types, options.silver_trail) == ("all", "once")


@pytest.mark.parametrize(
    "field, value",
    [
        ("silver_actions", "after"),
        ("empty_mines", "through"),
        ("midway_types", "own"),
        ("silver_trail", 2),
    ],
)
def test_an_unknown_reading_is_refused_by_name(field, value):
    with pytest.raises(ValueError, match=f"{field} must be "):
        RuleOptions(**{field: value})


# -- silver_actions --------------------------------------------------------------------

#: Player 1's pawn is on the building next to Mine 1; a free cell for a second road.
TOWN = "M1──C1. M2"


def mined(options):
    """Player 1 has placed their building and road, holds 7 silver, and mines Mine 1."""
    state = ready_to_mine(from_map(TOWN, options=options))
    state = with_mine(state, 1, mine_tile(1), mine_tile(1))
    state = with_silver(state, {0: 7})
    state = with_road_in_hand(state, 0, "─")
    return state, apply(state, Mine())[0]


def test_by_default_mining_ends_the_turn():
    before, after = mined(RuleOptions())
    assert after.active == 1 and after.turn_number == before.turn_number + 1
    error = rejected(after, EndTurn())
    assert "mining ends the turn" in str(error)
    assert EndTurn() not in legal_actions(after)


def test_any_time_silver_actions_after_mining_then_end_turn():
    """*Silver Actions*: "At any time during your turn": a second road and a refresh after
    mining are allowed, and the turn ends when the player says so."""
    before, after = mined(RuleOptions(silver_actions="any_time"))
    assert after.active == 0 and after.turn_number == before.turn_number
    assert after.turn.mined and after.player.silver == 8  # +1 mined
    listed = legal_actions(after)
    assert EndTurn() in listed and RefreshObjectives((0,)) in listed
    assert PlaceRoad((3, 0)) in listed  # the second road, for 2 silver
    assert not any(isinstance(a, (Mine, TakeBuilding)) for a in listed)
    for refused in (Mine(1), TakeBuilding(0)):
        rejected(after, refused)
    road, _ = apply(after, PlaceRoad((3, 0)))
    assert road.player.silver == 6 and road.turn.roads_placed == 2
    refreshed, _ = apply(road, RefreshObjectives((0,)))
    assert refreshed.player.silver == 1
    ended, explain = apply(refreshed, EndTurn())
    assert ended.active == 1 and ended.turn_number == before.turn_number + 1
    assert not ended.turn.mined
    assert "ends the turn" in explain().title


def test_any_time_ends_no_turn_before_mining():
    state = ready_to_mine(from_map(TOWN, options=RuleOptions(silver_actions="any_time")))
    assert "mine first" in str(rejected(state, EndTurn()))


def test_any_time_the_game_still_ends_when_the_last_mine_empties():
    """*End of Game*: "The game ends immediately when all Mines are empty"."""
    state = ready_to_mine(from_map(TOWN, options=RuleOptions(silver_actions="any_time")))
    state = with_mine(with_mine(state, 2), 1, mine_tile(1))
    after, _ = apply(state, Mine())
    assert after.game_over and legal_actions(after) == []


def test_a_turn_after_mining_saves_and_loads_only_under_any_time():
    state = ready_to_mine(from_map(TOWN, options=RuleOptions(silver_actions="any_time")))
    after, _ = apply(state, Mine())  # the seed's own mine tiles: a file names them
    assert after.turn.mined
    assert load_state(save_state(after)) == after
    text = save_state(after).replace('"any_time"', '"before_mining"')
    with pytest.raises(PositionError, match="turn.mined"):
        load_state(text)


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_bots_end_their_turns_under_any_time(bot):
    options = RuleOptions(silver_actions="any_time")
    game = Game(3, seed=4, options=options, seats=(bot,) * 3).play_to_end()
    assert game.state.game_over
    assert any(isinstance(a, EndTurn) for a in game.history.actions)


# -- empty_mines -----------------------------------------------------------------------

#: Player 1's building, a road, Mine 1 (to be emptied), a road, Mine 2.
THROUGH = "C1──M1──M2"


def emptied(reading):
    state = from_map(THROUGH, options=RuleOptions(empty_mines=reading))
    return with_mine(state, 1)


def test_dead_end_an_empty_mine_ends_every_closeness_path():
    state = emptied("dead_end")
    assert closeness(state, (0, 0)).roads == {}
    assert closest_players(state, 2) == ()
    # Silver Trail's grouping goes through mines, empty or not: one network.
    assert mine_groups(state) == {frozenset({1, 2})}


def test_pass_through_a_path_crosses_an_empty_mine_uncounted():
    state = emptied("pass_through")
    reach = closeness(state, (0, 0))
    assert reach.roads == {2: 2}  # the roads at (1, 0) and (3, 0); the mine is no road
    assert reach.path(state, 2) == ((0, 0), (1, 0), (3, 0), (4, 0))
    assert closest_players(state, 2) == (0,)
    assert mine_groups(state) == {frozenset({1, 2})}
    mined_state, explain = apply(ready_to_mine(state), Mine())
    assert "Mine 2, 2 road tile(s) away" in explain().title
    assert mined_state.mines[1] != state.mines[1]


def test_pass_through_a_mine_with_tiles_still_ends_the_path():
    state = from_map(THROUGH, options=RuleOptions(empty_mines="pass_through"))
    assert closeness(state, (0, 0)).roads == {1: 1}


# -- midway_types ----------------------------------------------------------------------

#: (2, 1) is reached by the road from Mine 1, between an Entertainment and a Commercial.
OWN_TYPE = """
. . E .
M1──. . M2
. . C .
"""


def midway(reading):
    state = from_map(OWN_TYPE, options=RuleOptions(midway_types=reading))
    state = first_in_row(state.with_player(0, objectives=(MIDWAY, QUIET)), "entertainment")
    state, _ = apply(state, TakeBuilding(0))
    return apply(state, PlaceBuilding((2, 1)))[0]


def test_midway_all_counts_the_played_buildings_own_type():
    """An Entertainment building touching an Entertainment and a Commercial: two types."""
    assert midway("all").player.completed == (MIDWAY,)


def test_midway_others_counts_only_the_other_types():
    assert midway("others").player.completed == ()


# -- silver_trail ----------------------------------------------------------------------

#: Three separate mines around (1, 1); a road with exits W, N, E joins them all at once.
THREE = """
. M1. .
M3. M2.
"""


def three_mines(reading):
    state = from_map(THREE, players=4, options=RuleOptions(silver_trail=reading))
    state = state.with_player(0, objectives=(QUIET, objective_card("purse_15")))
    state = with_road_in_hand(state, 0, "┴")
    return state, apply(state, PlaceRoad((1, 1)))[0]


def test_silver_trail_once_a_road_joining_three_mines_pays_once():
    before, after = three_mines("once")
    assert mine_groups(after) == {frozenset({1, 2, 3})}
    assert after.player.public_done.count("silver_trail") == 1
    # 6 for Silver Trail, and 1 for Crossroads Town (3 connections at once).
    assert after.player.silver == before.player.silver + 6 + 1


def test_silver_trail_per_merge_a_road_joining_three_mines_pays_twice():
    before, after = three_mines("per_merge")
    assert after.player.public_done.count("silver_trail") == 2
    assert after.player.silver == before.player.silver + 12 + 1


def test_silver_trail_per_merge_two_mines_pay_once():
    state = from_map("M1──. M2", options=RuleOptions(silver_trail="per_merge"))
    state = with_road_in_hand(state.with_player(0, objectives=(QUIET,)), 0, "─")
    after, _ = apply(state, PlaceRoad((2, 0)))
    assert after.player.public_done.count("silver_trail") == 1


def test_an_illegal_end_turn_changes_nothing():
    state = from_map(TOWN)
    with pytest.raises(IllegalMove):
        apply(state, EndTurn())
