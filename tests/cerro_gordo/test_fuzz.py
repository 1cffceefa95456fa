"""Fuzzing the two doors into the engine: actions, and saved positions.

Whatever a learner types as an action, and whatever a file holds, the engine answers
with :class:`IllegalMove` or :class:`PositionError` (naming what was wrong) and never
with a ``TypeError`` from deep inside a rule; a refused action changes nothing; and a
file that loads is a position the engine can play on from, to the end of the game.
The strategies and checks are shared with the other games in ``tests/fuzzing.py``.
"""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from tests.fuzzing import (
    FUZZ,
    assert_played_or_refused,
    json_values,
    junk,
    loaded_or_refused,
    mutated,
    played,
)
from tutorial.cerro_gordo import (
    Game,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    RuleOptions,
    TakeBuilding,
)
from tutorial.cerro_gordo.invariants import check_reachable
from tutorial.cerro_gordo.options import FIXED_BOARD
from tutorial.cerro_gordo.positions import load_state, save_state

actions = st.one_of(
    st.builds(TakeBuilding, junk),
    st.builds(PlaceBuilding, junk),
    st.builds(PlaceRoad, junk, junk),
    st.builds(PlaceRoad, st.tuples(st.integers(-3, 15), st.integers(-3, 10)), junk),
    st.builds(RefreshObjectives, junk),
    st.builds(Mine, junk),
    junk,
)

#: Any JSON value, with some that look like what a save holds.
save_values = json_values(
    ["N", "E", "S", "W", "table", "card", "miners_midway", "silver_trail"], largest=50
)


def bots(players, seed, options=None):
    """A game with automatic players in every seat."""
    return Game(players, seed, options, seats=("random",) * players)


@pytest.fixture(scope="module")
def states():
    """Positions of every kind: fresh, mid-turn, late, finished, on a fixed grid."""
    return [
        played(bots(2, 1), actions=1),
        played(bots(3, 4), actions=17),
        played(bots(4, 7), actions=60),
        played(bots(5, 2, RuleOptions("sixes", "card")), actions=30),
        played(bots(3, 9, RuleOptions(board=FIXED_BOARD)), actions=40),
        played(bots(2, 5)),
    ]


@FUZZ
@given(action=actions, which=st.integers(0, 5))
def test_any_action_is_played_or_refused_with_illegal_move(states, action, which):
    assert_played_or_refused(Game(state=states[which]), action, save_state)


#: Actions played on from a loaded position, each checked to be one a game can reach.
PLAYED_ON = 20


@pytest.fixture(scope="module")
def saves(states):
    return [json.loads(save_state(s)) for s in states]


@settings(FUZZ, max_examples=examples(120))
@given(which=st.integers(0, 5), changes=st.integers(1, 3), data=st.data())
def test_a_mutated_save_loads_and_plays_on_or_is_refused(saves, which, changes, data):
    """Changed as a hostile user would (counts, pieces moved or duplicated, turn order,
    wrong types, deep nesting, huge sizes): refused naming the field, or a position
    that plays on to the end, every position on the way one a game can reach."""
    text = json.dumps(mutated(saves[which], changes, data.draw, save_values, hostile=True))
    state = loaded_or_refused(text, load_state, save_state)
    if state is not None:
        game = Game(state=state, seats=("random",) * len(state.players))
        for _ in range(PLAYED_ON):
            if game.state.game_over:
                break
            game.step()
            check_reachable(game.state)
        assert game.play_to_end().state.game_over
