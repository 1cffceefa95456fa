"""legal_actions: exactly the actions apply accepts, on positions from many games.

Each listed action is accepted; and for every kind of action, every action of
that kind in a wide net around the board (every row position, every cell and
quarter turn, every mine number, every set of hand positions) is accepted
exactly when it is listed.
"""

import random
from itertools import combinations

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
    extent,
    legal_actions,
    new_game,
)
from tutorial.cerro_gordo.players import PLAYERS
from tutorial.core.errors import IllegalMove


def accepted(state, action):
    try:
        apply(state, action)
    except IllegalMove:
        return False
    return True


def every_action(state):
    """Each kind's actions over a net wider than anything legal (plain forms only)."""
    (left, top), (right, bottom) = extent(state)
    cells = [(c, r) for c in range(left - 1, right + 2) for r in range(top - 1, bottom + 2)]
    hand = len(state.player.objectives)
    positions = range(-1, hand + 1)
    return {
        "TakeBuilding": [TakeBuilding(i) for i in range(-1, 8)],
        "PlaceBuilding": [PlaceBuilding(cell) for cell in cells],
        "PlaceRoad": [PlaceRoad(cell, q) for cell in cells for q in range(4)],
        "Mine": [Mine(n) for n in range(5)],
        "RefreshObjectives": [
            RefreshObjectives(chosen)
            for size in range(1, 4)
            for chosen in combinations(positions, size)
        ],
        "EndTurn": [EndTurn()],
    }


def positions(players, seed, chooser, every=7, options=None):
    """Every ``every``-th state of one game, its actions chosen by ``chooser``."""
    state, _ = new_game(players, seed, options)
    rng = random.Random(seed)
    index = 0
    while not state.game_over:
        if index % every == 0:
            yield state
        state, _ = apply(state, chooser(state, rng))
        index += 1
    yield state


def uniform(state, rng):
    """Any legal action, all equally likely: second roads and refreshes come up too."""
    return rng.choice(legal_actions(state))


ANY_TIME = RuleOptions(silver_actions="any_time")
CASES = [
    (2, 1, uniform, None),
    (3, 2, uniform, None),
    (4, 3, uniform, None),
    (5, 4, uniform, None),
    (3, 5, PLAYERS["greedy"], None),
    (4, 6, PLAYERS["random"], None),
    (3, 7, uniform, ANY_TIME),
]


@pytest.mark.parametrize("players, seed, chooser, options", CASES)
def test_listed_exactly_when_accepted(players, seed, chooser, options):
    kinds_seen = set()
    for state in positions(players, seed, chooser, every=3 if options else 7, options=options):
        listed = legal_actions(state)
        assert len(set(listed)) == len(listed), "an action is listed twice"
        assert all(accepted(state, action) for action in listed)
        for kind, actions in every_action(state).items():
            taken = {a for a in actions if accepted(state, a)}
            assert taken == {a for a in listed if type(a).__name__ == kind}, kind
            if taken:
                kinds_seen.add(kind)
    assert len(kinds_seen) >= 4


def test_every_kind_comes_up_in_games_of_legal_actions():
    seen = set()
    for seed in range(4):
        for state in positions(4, seed, uniform, every=1):
            listed = legal_actions(state)
            seen |= {type(a).__name__ for a in listed}
            if state.turn.roads_placed == 1 and any(isinstance(a, PlaceRoad) for a in listed):
                seen.add("second road")
    assert seen == {
        "TakeBuilding",
        "PlaceBuilding",
        "PlaceRoad",
        "second road",
        "RefreshObjectives",
        "Mine",
    }


def test_after_mining_under_any_time_the_silver_actions_and_end_turn():
    after_mining = [
        state
        for seed in range(3)
        for state in positions(4, seed, uniform, every=1, options=ANY_TIME)
        if state.turn.mined
    ]
    assert len(after_mining) > 20
    kinds = {type(a).__name__ for state in after_mining for a in legal_actions(state)}
    assert kinds == {"PlaceRoad", "RefreshObjectives", "EndTurn"}
    assert all(EndTurn() in legal_actions(state) for state in after_mining)


def test_nothing_is_legal_once_the_game_is_over():
    game = Game(2, seed=3).play_to_end()
    assert legal_actions(game.state) == []
    assert not any(
        accepted(game.state, a) for kind in every_action(game.state).values() for a in kind
    )


def test_the_first_turn_places_a_road_before_any_building():
    """Rulebook, *Building*: "If you're the first player of the game, and it's your
    first turn, you must play your Road first since there are no Roads yet." """
    state, _ = new_game(3, seed=8)
    state, _ = apply(state, TakeBuilding(0))
    listed = legal_actions(state)
    assert listed and all(isinstance(a, PlaceRoad) for a in listed)
    assert {a.cell for a in listed} <= state.spots
