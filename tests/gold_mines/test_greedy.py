"""The greedy player: legal, uses its followers (farmers too), reads gold, and beats random."""

import random

from tests.gold_mines.positions import START, gold, position
from tutorial.carcassonne.actions import PlaceFollower, PlaceTile, apply
from tutorial.carcassonne.legal import legal_actions
from tutorial.carcassonne.placing import tile_placements
from tutorial.carcassonne.players import random_player
from tutorial.carcassonne.tiles import FIELD
from tutorial.gold_mines import Game, PlaceIngot, simulate
from tutorial.gold_mines.greedy import Outlook, greedy_player

GAMES = 30


def test_every_greedy_action_is_legal_and_farmers_are_placed():
    farmers = 0
    for seed in range(3):
        state = Game(2, seed=seed).state
        rng = random.Random(seed)
        while not state.game_over:
            action = greedy_player(state, rng)
            assert action in legal_actions(state)
            if isinstance(action, PlaceFollower):
                kind = state.tile_at(state.placed).features[action.feature].kind
                farmers += kind == FIELD
            state = apply(state, action).state
    assert farmers > 0


def test_greedy_closes_a_road_with_gold_it_holds():
    # Seat 0's thief stands in a road with 3 ingots on it; a crossroads at (1, 0)
    # completes it (see test_handout), any other placement does not.
    road = {(-1, 0): ("T-junction", 0), (0, 0): START}
    state = position(road, {((0, 0), 1): 0}, tile="crossroads", layer=gold({(0, 0): 3}))
    assert greedy_player(state, random.Random(0)).cell == (1, 0)


def test_greedy_puts_the_second_ingot_on_a_tile_whose_feature_it_holds():
    # The gold tile south of the start touches the start (seat 0 holds its road),
    # a road at (1, 0) and a monastery at (1, 1) with no one in them.
    board = {(0, 0): START, (1, 0): ("straight road", 1), (1, 1): ("monastery", 0)}
    state = position(board, {((0, 0), 1): 0}, tile="gold: monastery + curved road")
    state = apply(state, PlaceTile((0, 1), 1)).state
    assert state.phase == "ingots"
    assert greedy_player(state, random.Random(0)) == PlaceIngot((0, 0))


def test_greedy_beats_random_in_a_clear_majority_of_games():
    # Half the games with greedy first in the seats, half with greedy second.
    first = simulate(GAMES // 2, seats=(greedy_player, random_player), progress=False)
    second = simulate(
        GAMES // 2, seats=(random_player, greedy_player), first_seed=GAMES, progress=False
    )
    rows = [first[first.seat == 0], second[second.seat == 1]]
    wins = sum(int(table.winner.sum()) for table in rows)
    assert wins >= 2 * GAMES // 3, f"greedy won {wins} of {GAMES}"


def test_passing_cells_over_never_changes_the_choice():
    # best_placement() passes over cells that cannot beat the best so far (no follower
    # left); valuing every placement must still give the same first best, on every turn.
    for seed in range(2):
        state = Game(2, seed=seed).state
        rng = random.Random(seed)
        while not state.game_over:
            if state.phase == "tile":
                outlook = Outlook(state)
                best, best_value = None, 0.0
                for cell, rotation in tile_placements(state):
                    value = outlook.placement_value(outlook.view(cell), rotation)
                    if best is None or value > best_value:
                        best, best_value = (cell, rotation), value
                assert Outlook(state).best_placement() == best
            state = apply(state, greedy_player(state, rng)).state
