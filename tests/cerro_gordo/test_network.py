"""The road network the state keeps as roads arrive (union-find), against a rebuild.

Rulebook, *Road* (the three ways to connect) and Silver Trail's "connected by
road": ``state.network`` gets one union per road connection placed; after every
action it must group roads and mines exactly as a union-find built from the
whole board does.
"""

import random

from tutorial.cerro_gordo import Game, PlaceRoad, apply, mine_groups
from tutorial.cerro_gordo.board import mine_network, road_links
from tutorial.cerro_gordo.players import PLAYERS
from tutorial.cerro_gordo.scenarios import from_map
from tutorial.cerro_gordo.setup import new_game


def grouping(network):
    return {frozenset(group) for group in network.groups()}


def game_states(players, seed, bot):
    """Every state of one whole game played by ``bot`` in every seat."""
    state, _ = new_game(players, seed)
    rng = random.Random(seed)
    states = [state]
    while not state.game_over:
        state, _ = apply(state, PLAYERS[bot](state, rng))
        states.append(state)
    return states


def test_the_kept_network_equals_a_rebuild_after_every_action():
    roads = 0
    for players in (2, 3, 4, 5):
        for seed in range(3):
            bot = ("random", "greedy")[(seed + players) % 2]
            states = game_states(players, seed * 11 + players, bot)
            for state in states:
                assert grouping(state.network) == grouping(mine_network(state))
                scratch = mine_network(state)
                by_scratch = {
                    frozenset(m.number for m in state.mines if m.cell in group)
                    for group in scratch.groups()
                } - {frozenset()}
                assert mine_groups(state) == by_scratch
            roads += len(states[-1].tiles) - len(states[0].tiles)
    assert roads > 500  # many tiles (about half of them roads) were placed


def test_placing_a_road_leaves_the_earlier_states_network_as_it_was():
    states = game_states(3, 5, "random")
    before = [grouping(s.network) for s in states]
    # Looking at every state again (find shortens paths inside) changes no group.
    assert [grouping(s.network) for s in states] == before
    for index, (earlier, later) in enumerate(zip(states, states[1:], strict=False)):
        for cell in later.tiles.keys() - earlier.tiles.keys():
            # The new tile is in the later network only, if at all.
            assert all(cell not in group for group in before[index])


def test_states_without_a_new_road_share_the_network():
    game = Game(2, seed=9, seats=("random", "random")).play_turn().play_turn()
    entries = game.history.entries
    shared = [
        a.state.network is b.state.network
        for a, b in zip(entries, entries[1:], strict=False)
        if not isinstance(b.action, PlaceRoad)
    ]
    copied = [
        a.state.network is b.state.network
        for a, b in zip(entries, entries[1:], strict=False)
        if isinstance(b.action, PlaceRoad)
    ]
    assert shared and all(shared)
    assert copied and not any(copied)


def test_road_links_go_clockwise_from_north_to_roads_and_mines_only():
    state = from_map(
        """
        . │ . . M2
        M1┼─C1.
        . │ . .
        """
    )
    # North: a road that comes back; east: a building (not in the network);
    # south: a road; west: a mine.
    assert road_links(state.tiles, (1, 1)) == (((1, 1), (1, 0)), ((1, 1), (1, 2)), ((1, 1), (0, 1)))
    # A road exit against a road that has no exit facing back is no link.
    assert road_links(from_map("M1─ │ . M2").tiles, (1, 0)) == (((1, 0), (0, 0)),)


def test_a_history_of_road_links_replays_the_engines_network():
    """A step-through can replay the engine: the unions of each placed road's links."""
    game = Game(4, seed=3, seats=("greedy",) * 4).play_to_end()
    entries = game.history.entries
    network = entries[0].state.network.copy()
    for entry in entries[1:]:
        if isinstance(entry.action, PlaceRoad):
            network.add(entry.action.cell)
            for here, there in road_links(entry.state.tiles, entry.action.cell):
                network.union(here, there)
        assert grouping(network) == grouping(entry.state.network)
