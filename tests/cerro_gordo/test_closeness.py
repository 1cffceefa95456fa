"""Closeness by road (rulebook, *Mining*: "Close"; *Clarifications*: "Ties")."""

from tutorial.cerro_gordo import Mine, apply
from tutorial.cerro_gordo.board import closeness, closeness_steps, closest_players
from tutorial.cerro_gordo.mining import RULE_MINING
from tutorial.cerro_gordo.scenarios import from_map, ready_to_mine, with_mine

from .scenarios import mine_tile, rejected


def test_counts_road_tiles_crossed():
    """*Mining*: "count how many Road Tiles are crossed to get there"."""
    state = from_map("M1──C1──────M2")
    reach = closeness(state, (2, 0))
    assert reach.roads == {1: 1, 2: 3}
    assert reach.nearest == (1,)
    assert reach.path(state, 2) == ((2, 0), (3, 0), (4, 0), (5, 0), (6, 0))


def test_search_steps_leave_in_order_of_distance():
    """The search behind closeness, step by step, for the chapter's step-through."""
    state = from_map("M1──C1──────M2")
    steps = list(closeness_steps(state, (2, 0)))
    assert steps[0].current == (2, 0) and set(steps[0].discovered) == {(1, 0), (3, 0)}
    assert [s.distance for s in steps] == sorted(s.distance for s in steps)
    assert steps[-1].current == (6, 0) and steps[-1].distance == 4  # 3 roads, then the mine


def test_tied_mines_must_be_chosen():
    """*Clarifications*: "all tied are treated as closest" -- the player
    chooses among the tied mines."""
    state = ready_to_mine(from_map("M1──C1──M2"))
    assert closeness(state, (2, 0)).nearest == (1, 2)
    err = rejected(state, Mine())
    assert err.rule == RULE_MINING
    assert "Mine 1 and Mine 2 are tied" in err.message and "choose" in err.message
    for choice in (1, 2):
        after, _ = apply(state, Mine(choice))
        assert len(after.mines[choice - 1].tiles) == len(state.mines[choice - 1].tiles) - 1
        other = 3 - choice
        assert after.mines[other - 1].tiles == state.mines[other - 1].tiles


def test_a_farther_mine_may_not_be_mined():
    """*Mining*: "If you are connected to at least one Mine, you must Mine from the
    closest one"."""
    state = ready_to_mine(from_map("M1──C1────M2"))
    assert closeness(state, (2, 0)).roads == {1: 1, 2: 2}
    err = rejected(state, Mine(2))
    assert err.rule == RULE_MINING
    assert "closest" in err.message and "Mine 2 is 2 road tile(s) away" in err.message
    after, explain = apply(state, Mine())
    assert len(after.mines[0].tiles) == len(state.mines[0].tiles) - 1
    assert after.mines[1].tiles == state.mines[1].tiles
    assert explain().highlighted("path") == ((1, 0),)
    assert explain().highlighted("closest") == ((0, 0),)


def test_roads_do_not_continue_through_buildings():
    """*Mining*: "Road connections do not continue through Buildings"."""
    straight = from_map("M1──R ──C1. M2")
    assert closeness(straight, (4, 0)).roads == {}
    assert not closeness(straight, (4, 0)).connected
    around = from_map(
        """
        M1──R ──C1. M2
        │ . . . │
        └───────┘
        """
    )
    # Two roads through the Residential building; seven around it.
    assert closeness(around, (4, 0)).roads == {1: 7}


def test_roads_do_not_continue_through_mines():
    """Roads do not continue through mines either: a mine is where a path ends."""
    state = from_map("C1──M1──M2")
    assert closeness(state, (0, 0)).roads == {1: 1}
    emptied = with_mine(state, 1)
    assert closeness(emptied, (0, 0)).roads == {}


def test_empty_mines_are_not_closest():
    """*End of Game*: an empty mine has nothing to draw; the next closest is mined."""
    state = ready_to_mine(with_mine(from_map("M1──C1────M2"), 1))
    assert closeness(state, (2, 0)).nearest == (2,)
    after, _ = apply(state, Mine())
    assert len(after.mines[1].tiles) == len(state.mines[1].tiles) - 1


def test_closest_players_with_ties():
    """*Clarifications*: "If a card or tile references 'the closest player', and players
    are tied, all tied players are equally affected"; "Any player that is not connected
    is ineligible to be 'closest'"."""
    board = """
        C1──M1──C2. M2. M3
        . . │ . .
        . . │ . .
        . . C3. .
        E4. . . .
    """
    state = from_map(board, players=4)
    assert closest_players(state, 1) == (0, 1)
    # Only player 3 is connected once players 1 and 2 have no pawn on the board.
    alone = state.with_player(0, pawn=None).with_player(1, pawn=None)
    assert closest_players(alone, 1) == (2,)
    nobody = from_map("M1──R ──C1. M2")
    assert closest_players(nobody, 1) == ()


def test_closest_player_still_counts_for_an_emptied_mine():
    """An event on a mine's last tile still asks who is closest to that mine."""
    state = with_mine(from_map("C1──M1──C2. M2"), 1)
    assert closest_players(state, 1) == (0, 1)


def test_mined_silver_matches_the_closest_mine():
    state = ready_to_mine(from_map("M1──C1────M2"))
    state = with_mine(state, 1, mine_tile(3), mine_tile(1))
    state = with_mine(state, 2, mine_tile(1), mine_tile(1))
    after, _ = apply(state, Mine())
    assert after.players[0].silver == state.players[0].silver + 3
