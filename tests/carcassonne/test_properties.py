"""What every game keeps true, checked after every action of random seeded games.

- every tile of the box is somewhere: on the board, in the deck, discarded,
  or drawn and not yet placed;
- a player has 7 followers in all, and never more than 7 on the board;
- a rejected action changes nothing;
- a saved position loads as the same state;
- the same seed (and seats) replays the same game;
- the features grown tile by tile (union-find, open-end counts) are the ones
  grouped from scratch from the board.
"""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutorial.carcassonne import Game, NoFollower, PlaceFollower, PlaceTile, apply, new_game
from tutorial.carcassonne.features import grouped_from_scratch
from tutorial.carcassonne.players import random_player
from tutorial.carcassonne.positions import load_state, save_state
from tutorial.carcassonne.state import FOLLOWERS
from tutorial.core.errors import IllegalMove
from tutorial.core.values import evolve

GAMES = settings(max_examples=6, deadline=None)


def tiles_accounted_for(state):
    in_game = Counter([p.tile for p in state.board.values()] + [*state.deck, *state.discarded])
    if state.tile is not None and state.placed is None:
        in_game[state.tile] += 1
    return all(in_game[kind] == tile.count for kind, tile in enumerate(state.rules.tiles))


def followers_kept(state):
    on_board = Counter(state.followers.values())
    return all(
        player.followers + on_board[seat] == FOLLOWERS and on_board[seat] <= FOLLOWERS
        for seat, player in enumerate(state.players)
    )


def same_groups(state):
    """The state's groups, grown tile by tile, equal those grouped from scratch."""
    network, groups = grouped_from_scratch(state.board, state.rules.tiles)
    members = {}
    for node in network.parents:
        members.setdefault(network.find(node), []).append(node)
    for root, group in groups.items():
        mine = state.group(root)
        if {state.network.find(node) for node in members[root]} != {state.network.find(root)}:
            return False
        if (mine.kind, mine.cells, mine.open, mine.pennants) != (
            group.kind,
            group.cells,
            group.open,
            group.pennants,
        ):
            return False
        if {state.network.find(c) for c in mine.cities} != {
            state.network.find(c) for c in group.cities
        }:
            return False
    on_board = sorted(f for g in state.groups.values() for f in g.followers)
    return len(state.groups) == len(groups) and on_board == sorted(state.followers.items())


def wrong_actions(state):
    """Actions the rules refuse now: out of step, on a taken cell, a missing feature."""
    if state.phase == "tile":
        return [NoFollower(), PlaceTile((0, 0), 0), PlaceTile((99, 99), 0)]
    return [PlaceTile(state.placed, 0), PlaceFollower(99)]


@GAMES
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_every_action_of_a_random_game_keeps_the_invariants(seed, players):
    state, rng = new_game(players, seed).state, random.Random(seed)
    while not state.game_over:
        saved, groups, open_cells = save_state(state), dict(state.groups), dict(state.open_cells)
        for wrong in wrong_actions(state):
            with pytest.raises(IllegalMove):
                apply(state, wrong)
        assert save_state(state) == saved
        assert dict(state.groups) == groups and dict(state.open_cells) == open_cells
        state = apply(state, random_player(state, rng)).state
        assert tiles_accounted_for(state) and followers_kept(state)
        assert load_state(save_state(state)) == evolve(state, scored=())
        assert same_groups(state)
    assert same_groups(state) and not state.deck and state.tile is None


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_the_same_seed_replays_the_same_game(seed, players):
    seats = ("random",) * players
    first = Game(players, seed, seats=seats).play_to_end()
    second = Game(players, seed, seats=seats).play_to_end()
    assert second.history.actions == first.history.actions
    assert second.state == first.state
    assert Game.replay(players, seed, first.history.actions).state == first.state
