"""The players: seats, the random and greedy bots.

The bots play whole games legally, greedy plays better, and both use every
action of the game (rulebook, *Silver Actions*: the second road and refreshing
objectives).
"""

import itertools
import random
import statistics

import pytest

from tutorial.cerro_gordo import (
    Game,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    RuleOptions,
    apply,
    greedy,
    simulate,
)
from tutorial.cerro_gordo.greedy import greedy_player
from tutorial.cerro_gordo.players import random_player
from tutorial.cerro_gordo.scenarios import (
    from_map,
    ready_to_mine,
    with_objectives,
    with_road_in_hand,
    with_silver,
    with_turn,
)
from tutorial.cerro_gordo.scoring import final_scores
from tutorial.core.errors import IllegalMove
from tutorial.core.values import evolve

STACKS = ("table", "sixes")
#: Seeded 4-player games in which greedy players must complete Silver Trail at
#: least once (it is completed in about one game in ten).
TRAIL_GAMES = 50


@pytest.mark.parametrize("bot", ["random", "greedy"])
@pytest.mark.parametrize("unconnected", ["text", "card"])
@pytest.mark.parametrize("stacks", STACKS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_bots_finish_games(players, stacks, unconnected, bot):
    """*Gameplay*: "Continue taking turns until all Mines are depleted and the game
    ends" -- under both readings of the mine stacks and of the unconnected player."""
    options = RuleOptions(mine_stacks=stacks, unconnected_mining=unconnected)
    game = Game(players, seed=players * 7, options=options, seats=(bot,) * players)
    game.play_to_end(max_actions=2000)
    state = game.state
    assert state.game_over
    assert all(m.empty for m in state.mines)
    assert state.silver_in_play() == 45
    # Every mine tile was drawn, one a turn (unconnected players draw too).
    tiles = sum(len(m.tiles) for m in game.history.entries[0].state.mines)
    assert state.turn_number == tiles


def test_the_game_ends_under_the_card_reading_when_nobody_is_connected():
    """The unconnected player, card reading: with every piece played and no pawn connected, each
    turn still draws a tile (unresolved), so the mines empty and the game ends."""
    state = from_map("M1. C1. C2. M2", options=RuleOptions(unconnected_mining="card"))
    state = evolve(state, road_pile=(), building_pile=(), row=())
    state = state.with_player(0, road=None).with_player(1, road=None)
    game = Game(state=state, seats=("greedy", "greedy"))
    game.play_to_end(max_actions=100)
    tiles = sum(len(m.tiles) for m in state.mines)
    assert len(game.history.actions) == tiles
    assert game.state.players == state.players  # no silver, no event, nothing else


def test_greedy_beats_random_on_average():
    """Over 20 seeded 2-player games, seats alternating, greedy scores more."""
    margins = []
    for seed in range(20):
        seats = ("greedy", "random") if seed % 2 == 0 else ("random", "greedy")
        game = Game(2, seed=seed, seats=seats).play_to_end()
        scores = final_scores(game.state)
        greedy = seats.index("greedy")
        margins.append(scores[greedy].total - scores[1 - greedy].total)
    wins = sum(m > 0 for m in margins)
    assert statistics.mean(margins) > 0, margins
    assert wins > len(margins) / 2, margins


def test_suggestions_are_legal_and_replayable():
    """A game of automatic players is its seed plus its actions: replaying them gives the
    same game."""
    game = Game(3, seed=4, seats=("random", "greedy", "random")).play_to_end()
    again = Game.replay(3, 4, game.history.actions)
    assert again.state == game.state
    twin = Game(3, seed=4, seats=("random", "greedy", "random")).play_to_end()
    assert twin.history.actions == game.history.actions


# -- seats -------------------------------------------------------------------


def test_a_function_seat_plays_a_whole_game():
    """A seat may be any function (state, rng) -> action; the game asks it for every
    action of its seat, and names the seat after the function."""
    asked = []

    def cautious(state, rng):
        asked.append(state.active)
        return random_player(state, rng)

    game = Game(3, seed=5, seats=(cautious, "greedy", "random")).play_to_end()
    assert game.state.game_over
    assert game.seat_names == ("cautious", "greedy", "random")
    by_seat_0 = [e for e in game.history.entries[:-1] if e.state.active == 0]
    assert asked == [0] * len(by_seat_0) and asked


def test_an_illegal_bot_action_is_refused_naming_the_seat_and_bot():
    def cheater(state, rng):
        return Mine(3)  # mining before placing anything, from a mine a 2-player game lacks

    game = Game(2, seed=1, seats=("greedy", cheater), first_player=1)
    start = game.state
    with pytest.raises(IllegalMove) as info:
        game.step()
    assert "cheater" in str(info.value) and "seat 1" in str(info.value)
    assert game.state is start and len(game.history.entries) == 1


def test_a_bot_returning_no_action_is_refused_too():
    game = Game(2, seed=1, seats=(lambda state, rng: None, "greedy"), first_player=0)
    with pytest.raises(IllegalMove, match="<lambda>"):
        game.step()
    assert len(game.history.entries) == 1


@pytest.mark.parametrize(
    "seats, error, words",
    [
        (("greedy", "clever"), ValueError, "seat 1: 'clever' is not a player"),
        (("greedy",), ValueError, "1 seats for 2 players"),
        (("greedy", 7), TypeError, "seat 1: 7 is neither"),
        ("greedy", TypeError, "not the single string 'greedy'"),
    ],
)
def test_seats_are_checked(seats, error, words):
    with pytest.raises(error, match=words):
        Game(2, seats=seats)


def test_a_human_seat_steps_as_the_greedy_player():
    human = Game(2, seed=2, seats=("human", "human")).play_turn()
    greedy = Game(2, seed=2, seats=("greedy", "greedy")).play_turn()
    assert human.history.actions == greedy.history.actions


# -- the random player ---------------------------------------------------------


def test_the_random_player_uses_the_silver_actions_now_and_then():
    """*Silver Actions*: the random player sometimes buys a second road, sometimes
    refreshes objectives, but mostly just plays its turn."""
    game = Game(4, seed=3, seats=("random",) * 4).play_to_end()
    counts = action_counts(game)
    turns = game.state.turn_number
    assert 0 < counts["second road"] < turns
    assert 0 < counts["refresh"] < turns
    assert counts["mine"] == turns


def action_counts(game):
    """How many of each kind of action the game's history holds."""
    counts = {"second road": 0, "refresh": 0, "mine": 0}
    for before, entry in itertools.pairwise(game.history.entries):
        if isinstance(entry.action, PlaceRoad) and before.state.turn.roads_placed == 1:
            counts["second road"] += 1
        elif isinstance(entry.action, RefreshObjectives):
            counts["refresh"] += 1
        elif isinstance(entry.action, Mine):
            counts["mine"] += 1
    return counts


# -- the greedy player ---------------------------------------------------------

#: Two mines, one gap: a road there joins their networks (Silver Trail).
GAP = "M1────. M2"
#: Two mines far apart: no road joins them soon.
FAR = "M1──. . . . . . M2"


def roads_to_place(board, roads_placed=0):
    """The active player holds a straight road, their building placed: roads and mining remain."""
    state = with_road_in_hand(from_map(board), 0, "─")
    return with_turn(state, building_taken=True, building_placed=True, roads_placed=roads_placed)


def test_greedy_joins_two_mine_networks_for_silver_trail():
    state = roads_to_place(GAP)
    action = greedy_player(state, random.Random(0))
    assert isinstance(action, PlaceRoad) and action.cell == (3, 0)
    after, _ = apply(state, action)
    assert after.player.public_done == ("silver_trail",)


def test_greedy_buys_a_second_road_that_joins_two_mine_networks():
    """*Silver Actions*: 2 silver for a second road, which brings Silver Trail's 6."""
    state = roads_to_place(GAP, roads_placed=1)
    action = greedy_player(state, random.Random(0))
    assert isinstance(action, PlaceRoad) and action.cell == (3, 0)
    after, _ = apply(state, action)
    assert after.player.silver == state.player.silver - 2 + 6


def test_greedy_buys_no_second_road_that_brings_nothing():
    """Far apart mines: a second road would only be a first small step towards them."""
    state = roads_to_place(FAR, roads_placed=1)
    assert isinstance(greedy_player(state, random.Random(0)), Mine)


def test_greedy_refreshes_objectives_out_of_reach_with_silver_to_spare():
    """Neither 4 connections at once nor mining 5 roads away can happen on this board."""
    rich = ready_to_mine(with_silver(from_map(FAR, seed=1), {0: 10}))
    state = with_objectives(rich, 0, "road_links_4", "mine_distance_5_99")
    assert greedy_player(state, random.Random(0)) == RefreshObjectives((0, 1))
    # Nor without silver to spare.
    assert isinstance(greedy_player(with_silver(state, {0: 6}), random.Random(0)), Mine)
    # Saving silver for a purse objective is always possible: no refresh then.
    purse = with_objectives(rich, 0, "road_links_4", "purse_15")
    assert isinstance(greedy_player(purse, random.Random(0)), Mine)


def test_greedy_buys_second_roads_and_completes_silver_trail_in_seeded_games():
    """Over seeded 4-player games (the table computes what happened), greedy players
    buy second roads and join mines for Silver Trail."""
    table = simulate(TRAIL_GAMES, players=4, seed=0, progress=False)
    assert table.second_roads.sum() > 0
    assert table.silver_trails.sum() > 0


def _sibling_placements() -> tuple:
    """Two positions one placement apart from the same position: buildings of two
    types put on the same cell, beside a cell where another building may go.

    Neither placement copies the road network (a building is no part of it), so
    the two share it, and whatever the greedy player remembers on it.
    """
    for seed in range(20):
        game = Game(3, seed=seed, seats=("greedy",) * 3)
        for _ in range(200):
            state = game.state
            if state.game_over:
                break
            held = state.turn.held
            other = next((b for b in state.building_pile if held and b.kind != held.kind), None)
            if other is not None:
                for cell in sorted(state.road_ends):
                    first = apply(state, PlaceBuilding(cell)).state
                    second = apply(
                        evolve(state, turn=evolve(state.turn, held=other)), PlaceBuilding(cell)
                    ).state
                    if any(abs(cell[0] - x) + abs(cell[1] - y) == 1 for x, y in first.road_ends):
                        return first, second
            game.step()
    raise AssertionError("no such pair of positions in 20 games")


def test_greedy_tells_sibling_positions_apart():
    """The greedy player's readings shared by the states of a turn (remembered on the
    road network) tell apart two boards whose buildings differ: a building placed
    beside a spot is read as the one there, whatever a sibling position held."""
    first, second = _sibling_placements()
    assert first.network is second.network
    assert greedy._touching(first) == greedy._read_touching(first)
    assert greedy._touching(second) == greedy._read_touching(second)
    assert greedy._touching(first) != greedy._touching(second)
