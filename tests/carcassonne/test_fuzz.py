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

from tests.examples import examples
from tests.fuzzing import (
    FUZZ,
    assert_played_or_refused,
    hostile,
    json_values,
    junk,
    loaded_or_refused,
    mutated,
    played,
    plays_on_keeping_invariants,
)
from tutorial.carcassonne import Game, NoFollower, PlaceFollower, PlaceTile
from tutorial.carcassonne.positions import load_state, save_state
from tutorial.core.errors import PositionError

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


@settings(FUZZ, max_examples=examples(200))
@given(which=st.integers(0, 5), changes=st.integers(1, 3), data=st.data())
def test_a_mutated_save_loads_and_plays_on_or_is_refused(saves, which, changes, data):
    text = json.dumps(mutated(saves[which], changes, data.draw, save_values))
    state = loaded_or_refused(text, load_state, save_state)
    if state is not None:
        # Loaded: the game goes on from it to its end.
        assert Game(state=state).play_to_end().state.game_over


#: How many hostile saves the test below tries (each with one or two changes).
HOSTILE_SAVES = 120


@settings(FUZZ, max_examples=examples(HOSTILE_SAVES))
@given(which=st.integers(0, 5), changes=st.integers(1, 2), data=st.data())
def test_a_hostile_save_is_refused_naming_the_field_or_plays_on_keeping_every_invariant(
    saves, which, changes, data
):
    """Counts, pieces moved or doubled, turn order, wrong types, deep nesting, huge sizes."""
    text = hostile(saves[which], changes, data.draw)
    try:
        game = Game.load(text)
    except PositionError as err:
        assert err.field and len(str(err)) < 600
        return
    plays_on_keeping_invariants(game, Game.load)
