"""Fuzzing the two doors into the engine: actions, and saved positions.

Whatever a learner types as an action, and whatever a file holds, the engine
answers with :class:`IllegalMove` or :class:`PositionError` (naming what was
wrong) and never with another exception from deep inside a rule; a refused
action changes nothing; and a file that loads is a position the engine can
play on from, to the end of the game. The strategies and checks are shared
with the other games in ``tests/fuzzing.py``.
"""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fuzzing import (
    FUZZ,
    assert_played_or_refused,
    json_values,
    junk,
    loaded_or_refused,
    mutated,
    played,
)
from tutorial.carcassonne import Game, NoFollower, PlaceFollower, PlaceTile
from tutorial.carcassonne.positions import load_state, save_state

small = st.integers(-3, 5)

actions = st.one_of(
    st.builds(PlaceTile, junk, junk),
    st.builds(PlaceTile, st.tuples(small, small), junk),
    st.builds(PlaceTile, st.tuples(small, small), small),
    st.builds(PlaceFollower, junk),
    st.builds(PlaceFollower, small),
    st.just(NoFollower()),
    junk,
)

#: Any JSON value, with some that look like what a save holds.
save_values = json_values(
    ["curve", "crossroads", "monastery", "tile", "follower", "over", "cities"], largest=75
)


@pytest.fixture(scope="module")
def states():
    """Positions of every kind: fresh, in the follower step, mid-game, late, finished."""
    follower_step = Game(2, 3)
    while follower_step.state.phase != "follower":
        follower_step.step()
    return [
        played(Game(2, 1), actions=1),
        follower_step.state,
        played(Game(3, 4), actions=17),
        played(Game(4, 7), actions=60),
        played(Game(5, 2), actions=120),
        played(Game(2, 5)),
    ]


@FUZZ
@given(action=actions, which=st.integers(0, 5))
def test_any_action_is_played_or_refused_with_illegal_move(states, action, which):
    assert_played_or_refused(Game(state=states[which]), action, save_state)


@pytest.fixture(scope="module")
def saves(states):
    return [json.loads(save_state(s)) for s in states]


@settings(FUZZ, max_examples=200)
@given(which=st.integers(0, 5), changes=st.integers(1, 3), data=st.data())
def test_a_mutated_save_loads_and_plays_on_or_is_refused(saves, which, changes, data):
    text = json.dumps(mutated(saves[which], changes, data.draw, save_values))
    state = loaded_or_refused(text, load_state, save_state)
    if state is not None:
        # Loaded: the game goes on from it to its end.
        assert Game(state=state).play_to_end().state.game_over
