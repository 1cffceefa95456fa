"""The value of gold (rulebook, The Gold Mines, *End of Game and Scoring*)."""

import pytest

from tutorial.gold_mines.scenarios import START, gold, position
from tutorial.gold_mines.scoring import score_gold
from tutorial.gold_mines.value import gold_points

# The table as the rulebook words it, written out row by row: the rate per
# ingot for each count from the rule's ranges "1 - 3", "4 - 6", "7 - 9", "10+".
RATE = {0: 0, 1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2, 7: 3, 8: 3, 9: 3}


@pytest.mark.parametrize(
    ("ingots", "points"),
    [
        (0, 0),  # no gold, no points
        (1, 1),  # 1 x 1
        (3, 3),  # 3 x 1: the top of the first range
        (4, 8),  # 4 x 2: every ingot now counts 2
        (6, 12),  # 6 x 2
        (7, 21),  # 7 x 3
        (9, 27),  # 9 x 3
        (10, 40),  # 10 x 4
        (16, 64),  # all 16 ingots of the game: 16 x 4
    ],
)
def test_the_table_of_end_of_game_and_scoring(ingots, points):
    assert gold_points(ingots) == points


@pytest.mark.parametrize("ingots", range(0, 17))
def test_every_count_up_to_the_whole_supply_matches_the_rule(ingots):
    rate = RATE.get(ingots, 4)  # "10+ gold ingots: 4 points per ingot"
    assert gold_points(ingots) == ingots * rate


def test_one_more_ingot_never_lowers_the_score():
    scores = [gold_points(n) for n in range(0, 30)]
    assert scores == sorted(scores)


def test_a_negative_count_is_refused():
    with pytest.raises(ValueError, match="negative number of gold ingots"):
        gold_points(-1)


def test_the_end_scoring_says_point_for_one_and_points_for_more():
    state = position({(0, 0): START}, layer=gold(held=(1, 4)))
    scored, lines = score_gold(state)
    assert [p.score.points["gold"] for p in scored.players] == [gold_points(1), gold_points(4)]
    assert lines() == [
        f"Gold: Player 1 has 1 ingot worth 1 each: {gold_points(1)} point.",
        f"Gold: Player 2 has 4 ingots worth 2 each: {gold_points(4)} points.",
    ]
