"""End of the game and scores (rulebook, *End of Game*; *Character Cards*)."""

import pytest

from tutorial.cerro_gordo import Mine, TakeBuilding, apply
from tutorial.cerro_gordo.components import characters
from tutorial.cerro_gordo.scenarios import (
    from_map,
    objective_card,
    ready_to_mine,
    with_mine,
    with_silver,
)
from tutorial.cerro_gordo.scoring import (
    final_scores,
    silver_per_point,
    silver_points,
    winners,
)
from tutorial.cerro_gordo.state import PlayerState

from .scenarios import coins, mine_tile, rejected

VICTOR, ANYONE = characters()[0], characters()[1]


def test_game_ends_when_all_mines_are_empty_after_the_last_tile():
    """*End of Game*: "The game ends immediately when all Mines are empty. Finish
    resolving the last Tile drawn"."""
    state = from_map("M1──C1. M2")
    state = with_mine(with_mine(state, 2), 1, mine_tile(1, "payday"))
    after, explain = apply(ready_to_mine(state), Mine())
    assert after.game_over
    assert coins(after) == [2 + 1 + 1, 2 + 1]  # the last tile's Payday was resolved
    assert "the game ends" in explain().text
    assert "Winner: Player 1" in explain().text
    err = rejected(after, TakeBuilding(0))
    assert err.rule == "End of Game"
    rejected(after, Mine())


def test_game_goes_on_while_a_mine_has_tiles():
    state = from_map("M1──C1. M2")
    state = with_mine(with_mine(state, 2, mine_tile(1)), 1, mine_tile(1))
    after, _ = apply(ready_to_mine(state), Mine())
    assert after.mines[0].empty and not after.game_over
    assert after.active == 1


@pytest.mark.parametrize("silver, points", [(0, 0), (2, 0), (3, 1), (5, 1), (6, 2), (44, 14)])
def test_one_point_for_every_three_silver(silver, points):
    """*End of Game*: "Add 1 point for every 3 Silver Coins (leftover Silver doesn't
    count: 5 coins is still worth 1 point)"."""
    assert silver_points(PlayerState("A", ANYONE, silver, None, ())) == points


@pytest.mark.parametrize("silver, points", [(1, 0), (2, 1), (5, 2), (9, 4)])
def test_victor_converts_two_silver_to_a_point(silver, points):
    """Victor Beaudry, Scoring: "Convert Silver to VP at a 2 for 1 ratio"."""
    victor = PlayerState("V", VICTOR, silver, None, ())
    assert silver_per_point(victor) == 2
    assert silver_points(victor) == points


def finished(silvers, completed):
    state = from_map("M1──C1. M2", players=len(silvers))
    for seat, (silver, cards) in enumerate(zip(silvers, completed, strict=True)):
        state = with_silver(state, {seat: silver})
        state = state.with_player(seat, completed=tuple(objective_card(c) for c in cards))
    return state


def test_objective_points_are_summed():
    """*End of Game*: "Personal Objectives: Add up points from completed Personal
    Objectives"."""
    state = finished([4, 0], [["miners_midway", "purse_12"], []])  # 4 + 5 points
    scores = final_scores(state)
    assert (scores[0].objectives, scores[0].silver_points, scores[0].total) == (9, 1, 10)
    assert (scores[1].objectives, scores[1].total) == (0, 0)
    assert winners(state) == (0,)


def test_tie_broken_by_most_silver():
    """*End of Game*: "If there is a tie, the tied player with the most Silver wins"."""
    # Player 1: 9 silver = 3 points. Player 2: 2 silver = 0 points + 3 (Market Block).
    state = finished([9, 2], [[], ["commercial_row"]])
    assert [s.total for s in final_scores(state)] == [3, 3]
    assert winners(state) == (0,)


def test_full_tie_shares_the_win():
    state = finished([3, 3, 0], [[], [], []])
    assert winners(state) == (0, 1)


def test_victor_scores_his_own_way_in_the_final_scores():
    state = finished([5, 5], [[], []]).with_player(0, character=VICTOR)
    assert [s.silver_points for s in final_scores(state)] == [2, 1]
    assert winners(state) == (0,)
