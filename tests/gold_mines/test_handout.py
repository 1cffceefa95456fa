"""Gold handed out when features complete, through the engine (rulebook, *Actions and How to Play*).

Each position is built by hand; the comments say which tiles form which
feature, and the expected gold is worked out from the rule's words.
"""

from tests.gold_mines.positions import START, gold, position
from tutorial.carcassonne.actions import NoFollower, PlaceTile, apply
from tutorial.carcassonne.legal import legal_actions
from tutorial.gold_mines.explain import gold_explanation
from tutorial.gold_mines.state import gold_of

# A road from a T-junction's end at (-1, 0), through the start tile, to
# (1, 0): a crossroads there ends it, completing a road of 3 tiles.
ROAD = {(-1, 0): ("T-junction", 0), (0, 0): START}
CLOSE_ROAD = PlaceTile((1, 0), 0)
THIEF_0, THIEF_1 = ((0, 0), 1), ((-1, 0), 0)  # on the start's road, on the T-junction's east road
FARMER_1 = ((0, 0), 3)  # the start tile's southern field


def play(state, *actions):
    for action in actions:
        assert action in legal_actions(state), action
        state, explain = apply(state, action)
    return state, explain


def test_the_gold_of_a_completed_road_goes_to_its_majority():
    state = position(ROAD, {THIEF_0: 0}, tile="crossroads", layer=gold({(0, 0): 2, (-1, 0): 1}))
    after, explain = play(state, CLOSE_ROAD, NoFollower())
    assert after.players[0].score.points["roads"] == 3
    assert gold_of(after).held == (3, 0) and gold_of(after).ingots == ()
    assert "Player 1 alone is entitled to the gold" in explain().text


def test_two_tied_players_and_3_ingots_the_active_player_takes_first_and_last():
    layer = gold({(0, 0): 2, (-1, 0): 1})
    state = position(ROAD, {THIEF_0: 0, THIEF_1: 1}, tile="crossroads", layer=layer, active=1)
    after, _ = play(state, CLOSE_ROAD, NoFollower())
    sharing = gold_of(after).sharing
    assert [step.player for step in sharing.steps] == [1, 0, 1]  # active seat 1 first
    assert gold_of(after).held == (1, 2)
    why = gold_explanation(after)
    assert "Round 2: Player 2 takes 1 ingot" in why.text
    assert set(why.highlighted("gold_taken")) == {(-1, 0), (0, 0)}


# The start tile is in a road and a city at once.  The city: the start's
# north edge, a corner at (0, -1) turning east, closed by a city edge on the
# west of (1, -1).  The road: the T-junction's end at (-1, 0), the start, a
# curve at (1, 0) turning north, ending in the T-junction placed at (1, -1).
ROAD_AND_CITY = {
    **ROAD,
    (1, 0): ("curve", 1),
    (0, -1): ("city corner", 2),
}
CLOSE_BOTH = PlaceTile((1, -1), 3)
KNIGHT_1 = ((0, -1), 0)  # on the city corner (a tile holds one follower at most)


def test_one_tiles_gold_is_claimed_through_two_features_completed_at_once():
    state = position(
        ROAD_AND_CITY,
        {THIEF_0: 0, KNIGHT_1: 1},
        tile="city edge + road T-junction",
        layer=gold({(0, 0): 3}),
    )
    after, _ = play(state, CLOSE_BOTH, NoFollower())
    assert after.players[0].score.points["roads"] == 4
    assert after.players[1].score.points["cities"] == 6
    # Seat 0 (thief, active) and seat 1 (knight) both reach (0, 0): 0, 1, 0.
    assert [step.player for step in gold_of(after).sharing.steps] == [0, 1, 0]
    assert gold_of(after).held == (2, 1)


# A monastery at (0, 1) with 7 of its 8 neighbours: the start, two straight
# roads beside it, and monasteries below.  A last monastery at (1, 2)
# completes it.  (2, 0) is outside its 3x3 area.
MONASTERY = {
    (0, 0): START,
    (-1, 0): ("straight road", 1),
    (1, 0): ("straight road", 1),
    (2, 0): ("straight road", 1),
    (0, 1): ("monastery", 0),
    (-1, 1): ("monastery", 0),
    (1, 1): ("monastery", 0),
    (-1, 2): ("monastery", 0),
    (0, 2): ("monastery", 0),
}


def test_gold_on_a_monastery_neighbour_goes_to_the_monks_owner_when_it_completes():
    layer = gold({(-1, 2): 2, (2, 0): 1})
    state = position(MONASTERY, {((0, 1), 0): 1}, tile="monastery", layer=layer)
    after, _ = play(state, PlaceTile((1, 2), 0), NoFollower())
    assert after.players[1].score.points["monasteries"] == 9
    assert gold_of(after).held == (0, 2)
    assert gold_of(after).on_board() == {(2, 0): 1}  # outside the monastery's area


def test_farmers_get_no_gold():
    # Seat 1's farmer lies on the start tile, which holds the gold; seat 0's
    # thief stands on the same road at the T-junction.
    state = position(ROAD, {THIEF_1: 0, FARMER_1: 1}, tile="crossroads", layer=gold({(0, 0): 3}))
    after, _ = play(state, CLOSE_ROAD, NoFollower())
    assert gold_of(after).held == (3, 0)


def test_a_completed_feature_with_only_a_farmer_beside_it_leaves_the_gold():
    state = position(ROAD, {FARMER_1: 1}, tile="crossroads", layer=gold({(0, 0): 3}))
    after, _ = play(state, CLOSE_ROAD, NoFollower())
    assert gold_of(after).held == (0, 0) and gold_of(after).on_board() == {(0, 0): 3}
    assert gold_of(after).sharing is None
    assert gold_explanation(after).title == "No gold handed out"


def test_an_incomplete_feature_gives_no_gold():
    # A curve at (1, 0) carries the road on but leaves it open.
    state = position(ROAD, {THIEF_0: 0}, tile="curve", layer=gold({(0, 0): 3}))
    after, _ = play(state, PlaceTile((1, 0), 1), NoFollower())
    assert gold_of(after).held == (0, 0) and gold_of(after).on_board() == {(0, 0): 3}


def test_the_gold_left_on_tiles_at_the_end_is_removed_and_gold_scores_by_the_table():
    # The last tile leaves the road open: final scoring, then the gold steps.
    layer = gold({(0, 0): 3, (-1, 0): 1}, held=(4, 1))
    state = position(ROAD, {THIEF_0: 0}, tile="curve", deck=(), layer=layer)
    after, explain = play(state, PlaceTile((1, 0), 1), NoFollower())
    assert after.game_over
    final = gold_of(after)
    assert final.ingots == () and final.removed == 4 and final.held == (4, 1)
    # The value table: 4 ingots at 2 points each, 1 ingot at 1 point.
    assert [p.score.points["gold"] for p in after.players] == [8, 1]
    assert after.players[0].score.points["roads"] == 3  # base categories kept apart
    assert "4 gold ingots still on tiles" in explain().text
