"""Sharing the gold of completed features (rulebook, The Gold Mines, *Actions and How to Play*).

Seats are numbered from 0; "turn order" from the active seat ``a`` among ``n``
seats is ``a, a+1, ..., n-1, 0, ..., a-1``.  Every expected result below is
worked out by hand from the rule's words, in the comment beside it.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from tests.gold_mines.positions import monastery_and_road
from tutorial.core.errors import IllegalMove
from tutorial.gold_mines import Game, NoFollower, PlaceTile, gold_of, gold_rules, hand_out_gold
from tutorial.gold_mines.sharing import (
    READINGS,
    Choice,
    Claim,
    fewest_rivals,
    most_contested,
    reading_order,
    share_gold,
)


def takers(sharing):
    """The seats of the steps, in order."""
    return [step.player for step in sharing.steps]


def test_two_tied_players_odd_gold_the_active_player_gets_the_extra_ingot():
    # A road with a follower of seat 0 and one of seat 1 (tied), 3 ingots on its tiles;
    # seat 1 is active: it takes, then seat 0, then seat 1 again.
    road = Claim({(0, 0), (1, 0)}, {0, 1})
    sharing = share_gold({(0, 0): 2, (1, 0): 1}, [road], active=1, players=2)
    assert takers(sharing) == [1, 0, 1]
    assert [step.round for step in sharing.steps] == [1, 1, 2]
    assert sharing.taken == (1, 2)
    assert sharing.left == ()
    assert sharing.sole is None


def test_the_round_robin_wraps_around_in_turn_order():
    # 4 seats, active seat 2, entitled seats 0, 1 and 3: the order is 3, 0, 1
    # (seat 2 has nothing to take, the turn order wraps after seat 3).
    city = Claim({(0, 0), (1, 0)}, {0, 3})
    road = Claim({(1, 0), (2, 0)}, {1})
    sharing = share_gold({(1, 0): 5}, [city, road], active=2, players=4)
    assert takers(sharing) == [3, 0, 1, 3, 0]
    assert [step.round for step in sharing.steps] == [1, 1, 1, 2, 2]
    assert [step.left for step in sharing.steps] == [4, 3, 2, 1, 0]
    assert sharing.taken == (2, 1, 0, 2)


def test_one_entitled_player_takes_everything_on_all_their_tiles():
    # Seat 0 completes a city and a road that share the tile (1, 0); seat 1 has
    # no majority anywhere.  All 1 + 2 + 3 ingots go to seat 0, in one go; the 4
    # on (9, 9), a tile of no completed feature, stay.
    city = Claim({(0, 0), (1, 0)}, {0})
    road = Claim({(1, 0), (2, 0)}, {0})
    gold = {(0, 0): 1, (1, 0): 2, (2, 0): 3, (9, 9): 4}
    sharing = share_gold(gold, [city, road], active=1, players=2)
    assert sharing.sole == 0
    assert sharing.taken == (6, 0)
    assert sharing.gold_left() == {(9, 9): 4}
    # One step a tile, each taking all of that tile's gold.
    assert [(s.cell, s.taken, s.left) for s in sharing.steps] == [
        ((0, 0), 1, 0),
        ((1, 0), 2, 0),
        ((2, 0), 3, 0),
    ]


def test_one_tile_claimed_through_two_features_completed_at_once():
    # A tile (1, 0) with a city of seat 0's and a road of seat 1's on it, both
    # completed by this tile: both may take its 3 ingots.  Seat 0 is active:
    # 0, 1, 0.
    city = Claim({(0, 0), (1, 0)}, {0})
    road = Claim({(1, 0), (1, 1)}, {1})
    sharing = share_gold({(1, 0): 3}, [city, road], active=0, players=2)
    assert takers(sharing) == [0, 1, 0]
    assert {step.cell for step in sharing.steps} == {(1, 0)}
    assert sharing.taken == (2, 1)


def test_the_default_choice_leaves_shared_gold_to_the_rival_who_can_reach_only_it():
    # Seat 0 may take from (1, 0) and (2, 0), seat 1 only from (1, 0); one ingot
    # each.  Seat 0 (active) takes first from (2, 0), which no one else reaches,
    # so seat 1 still gets the shared ingot.
    city = Claim({(1, 0), (2, 0)}, {0})
    road = Claim({(1, 0)}, {1})
    sharing = share_gold({(1, 0): 1, (2, 0): 1}, [city, road], active=0, players=2)
    assert [(s.player, s.cell) for s in sharing.steps] == [(0, (2, 0)), (1, (1, 0))]
    assert sharing.taken == (1, 1)


def test_a_chooser_of_ones_own_decides_where_each_ingot_comes_from():
    # The same position with a greedy chooser (the first tile in reading
    # order): seat 0 takes the shared ingot first, and seat 1 is left nothing.
    city = Claim({(1, 0), (2, 0)}, {0})
    road = Claim({(1, 0)}, {1})
    seen = []

    def first_tile(choice: Choice):
        seen.append((choice.player, choice.options))
        return choice.options[0]

    sharing = share_gold(
        {(1, 0): 1, (2, 0): 1}, [city, road], active=0, players=2, choose=first_tile
    )
    assert sharing.taken == (2, 0)
    assert seen == [(0, ((1, 0), (2, 0))), (0, ((2, 0),))]


def test_a_chooser_that_picks_a_tile_the_player_may_not_take_from_is_refused():
    road = Claim({(0, 0)}, {0, 1})
    gold = {(0, 0): 2, (5, 5): 1}
    with pytest.raises(IllegalMove, match=r"cannot take an ingot from \(5, 5\)") as err:
        share_gold(gold, [road], active=0, players=2, choose=lambda choice: (5, 5))
    assert err.value.rule.startswith("Actions and How to Play")
    assert gold == {(0, 0): 2, (5, 5): 1}  # the caller's gold is untouched


def test_a_player_entitled_only_to_an_empty_tile_takes_nothing_and_is_skipped():
    # Seat 2 (active) completed a feature with no gold on it; seats 0 and 1 tie
    # on a road with 3 ingots.  The order 2, 0, 1 skips seat 2: 0, 1, 0.
    empty = Claim({(5, 5)}, {2})
    road = Claim({(0, 0)}, {0, 1})
    sharing = share_gold({(0, 0): 3}, [empty, road], active=2, players=3)
    assert takers(sharing) == [0, 1, 0]
    assert sharing.taken == (2, 1, 0)


def test_gold_on_no_claimed_tile_stays_in_the_round_robin_too():
    road = Claim({(0, 0)}, {0, 1})
    sharing = share_gold({(0, 0): 1, (3, 0): 2, (0, 3): 1}, [road], active=0, players=2)
    assert sharing.taken == (1, 0)
    assert sharing.left == (((3, 0), 2), ((0, 3), 1))  # reading order: row 0 before row 3


def test_no_one_entitled_takes_nothing():
    empty_city = Claim({(0, 0)}, set())  # a completed city with no follower in it
    sharing = share_gold({(0, 0): 2}, [empty_city], active=0, players=2)
    assert sharing.taken == (0, 0)
    assert sharing.gold_left() == {(0, 0): 2}
    assert sharing.steps == ()
    assert sharing.text() == "No one entitled could take any gold."


def test_the_text_gives_each_step_in_plain_words():
    road = Claim({(0, 0), (1, 0)}, {0, 1})
    sharing = share_gold({(0, 0): 2, (1, 0): 1}, [road], active=1, players=2)
    lines = sharing.lines(["Ana", "Ben"])
    assert lines == (
        "The gold goes round one ingot at a time, starting with the active player, Ben.",
        "Round 1: Ben takes 1 ingot from (0, 0) (1 left there).",
        "Round 1: Ana takes 1 ingot from (0, 0) (0 left there).",
        "Round 2: Ben takes 1 ingot from (1, 0) (0 left there).",
        "Taken in all: Ana 1 ingot, Ben 2 ingots.",
    )
    assert sharing.text().splitlines()[1].startswith("Round 1: Player 2 takes")


def test_the_text_of_a_sole_taker():
    city = Claim({(0, 0)}, {1})
    text = share_gold({(0, 0): 3}, [city], active=0, players=2).text()
    assert text.splitlines() == [
        "Player 2 alone is entitled to the gold, and takes it all.",
        "Player 2 takes 3 ingots from (0, 0) (0 left there).",
        "Taken in all: Player 2 3 ingots.",
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (({}, [], 0, 0), "at least one player"),
        (({}, [], 2, 2), "active player 2 is not a seat"),
        (({}, [], -1, 2), "active player -1 is not a seat"),
        (({(0, 0): -1}, [], 0, 2), "negative number of ingots"),
        (({}, [Claim({(0, 0)}, {2})], 0, 2), "seat 2"),
    ],
)
def test_impossible_input_is_refused(args, message):
    with pytest.raises(ValueError, match=message):
        share_gold(*args)


def test_fewest_rivals_breaks_ties_in_reading_order():
    # (1, 0) and (0, 1): neither has a rival; row 0 comes first.
    reach = (frozenset({(0, 1), (1, 0)}), frozenset())
    choice = Choice(0, ((1, 0), (0, 1)), {(0, 1): 1, (1, 0): 1}, reach)
    assert fewest_rivals(choice) == (1, 0)
    assert sorted([(1, 0), (0, 1), (0, 0)], key=reading_order) == [(0, 0), (1, 0), (0, 1)]


# Random positions: a 4x4 board, up to 4 completed features, up to 5 seats.
CELLS = [(x, y) for y in range(4) for x in range(4)]


@st.composite
def positions(draw):
    players = draw(st.integers(1, 5))
    active = draw(st.integers(0, players - 1))
    gold = draw(st.dictionaries(st.sampled_from(CELLS), st.integers(0, 5), max_size=10))
    claims = draw(
        st.lists(
            st.builds(
                Claim,
                st.frozensets(st.sampled_from(CELLS), min_size=1, max_size=6),
                st.frozensets(st.integers(0, players - 1), max_size=players),
            ),
            max_size=4,
        )
    )
    return gold, claims, active, players


@settings(max_examples=examples(300), deadline=None)
@given(positions())
def test_gold_is_conserved_and_shared_only_by_the_rules(position):
    gold, claims, active, players = position
    sharing = share_gold(gold, claims, active, players)
    left = sharing.gold_left()
    # Conserved: every ingot is either taken or still on its tile.
    assert sum(sharing.taken) + sum(left.values()) == sum(gold.values())
    assert sum(step.taken for step in sharing.steps) == sum(sharing.taken)
    for seat in range(players):
        reach = {cell for claim in claims if seat in claim.players for cell in claim.cells}
        # No one takes from a tile they are not entitled to ...
        assert all(step.cell in reach for step in sharing.steps if step.player == seat)
        # ... and no one entitled is left with gold they could still take.
        assert not reach & left.keys()
    # Gold on a tile no feature claims stays.
    claimed = {cell for claim in claims for cell in claim.cells}
    for cell, n in gold.items():
        if cell not in claimed and n:
            assert left[cell] == n
    # One seat entitled alone takes everything in one round; otherwise the round
    # robin goes in turn order from the active seat, one ingot a seat a round.
    if sharing.sole is not None:
        assert {(s.round, s.player, s.left) for s in sharing.steps} <= {(1, sharing.sole, 0)}
    for r in {step.round for step in sharing.steps if sharing.sole is None}:
        seats = [(s.player - active) % players for s in sharing.steps if s.round == r]
        assert seats == sorted(set(seats))


@settings(max_examples=examples(100), deadline=None)
@given(positions(), st.randoms(use_true_random=False))
def test_the_same_input_gives_the_same_result_in_any_order(position, rnd: random.Random):
    gold, claims, active, players = position
    first = share_gold(gold, claims, active, players)
    assert share_gold(gold, claims, active, players) == first
    # Neither the order of the claims nor that of the gold map changes anything.
    items = list(gold.items())
    rnd.shuffle(items)
    shuffled = list(claims)
    rnd.shuffle(shuffled)
    assert share_gold(dict(items), shuffled, active, players) == first


def test_most_contested_takes_first_the_gold_a_rival_could_take_too():
    # Seat 0 reaches (0, 0) and (1, 0), seat 1 only (0, 0): seat 0 grabs (0, 0) first,
    # leaving seat 1 nothing; fewest rivals leaves it to seat 1.
    claims = [Claim({(0, 0), (1, 0)}, {0}), Claim({(0, 0)}, {1})]
    gold = {(0, 0): 1, (1, 0): 1}
    contested = share_gold(gold, claims, active=0, players=2, choose=most_contested)
    assert [(s.player, s.cell) for s in contested.steps] == [(0, (0, 0)), (0, (1, 0))]
    assert share_gold(gold, claims, active=0, players=2).taken == (1, 1)
    assert READINGS == {"fewest rivals": fewest_rivals, "most contested": most_contested}


def _road_placed(sharing):
    """Chapter 8's turn: a road (seat 1) and a monastery (seat 0) completed at once."""
    state = monastery_and_road(sharing)
    game = Game(state=state)
    game.play(PlaceTile((0, 0), 0))
    game.play(NoFollower())
    return game


def test_the_sharing_reading_is_a_game_switch_kept_in_a_save():
    fewest, contested = _road_placed("fewest rivals"), _road_placed("most contested")
    assert gold_of(fewest.state).held == (2, 1)
    assert gold_of(contested.state).held == (3, 0)
    game = Game(2, seed=4, sharing="most contested")
    for _ in range(20):
        game.step()
    loaded = Game.load(game.save()).state
    assert loaded.rules.name == "gold mines, most contested" and loaded == game.state
    with pytest.raises(ValueError, match="fewest rivals or most contested"):
        Game(2, seed=4, sharing="first come")


def test_the_default_reading_plays_the_games_it_always_played():
    """The default is the engine's own rules object: the same hand-out step, the same games."""
    assert gold_rules() == gold_rules("fewest rivals")
    assert hand_out_gold in gold_rules().turn_end
    seats = ("greedy", "greedy", "random")
    default = Game(3, seed=8, seats=seats).play_to_end()
    named = Game(3, seed=8, seats=seats, sharing="fewest rivals").play_to_end()
    assert [e.action for e in default.history.entries] == [e.action for e in named.history.entries]
