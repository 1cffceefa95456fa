"""Fuzzing the two doors into the engine: actions, and saved positions.

Whatever a learner types as an action, and whatever a file holds, the engine
answers with :class:`IllegalMove` or :class:`PositionError` (naming what was
wrong) and never with another exception from deep inside a rule; a refused
action changes nothing; and a file that loads is a position the engine can
play on from, to the end of the game.
"""

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutorial.carcassonne import Game, NoFollower, PlaceFollower, PlaceTile
from tutorial.carcassonne.positions import load_state, save_state
from tutorial.core.errors import IllegalMove, PositionError

FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

#: Any Python value a learner might pass by mistake, nested a little.
junk = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.integers(-3, 15),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=8),
        st.binary(max_size=4),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=4).map(tuple),
        st.tuples(inner, inner),
        st.dictionaries(st.text(max_size=3), inner, max_size=3),
    ),
    max_leaves=6,
)
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


def played(players, seed, actions=0):
    """A game with random players, ``actions`` actions in (all of it if 0)."""
    game = Game(players, seed)
    if not actions:
        return game.play_to_end().state
    for _ in range(actions):
        game.step()
    return game.state


@pytest.fixture(scope="module")
def states():
    """Positions of every kind: fresh, in the follower step, mid-game, late, finished."""
    follower_step = Game(2, 3)
    while follower_step.state.phase != "follower":
        follower_step.step()
    return [
        played(2, 1, actions=1),
        follower_step.state,
        played(3, 4, actions=17),
        played(4, 7, actions=60),
        played(5, 2, actions=120),
        played(2, 5),
    ]


@FUZZ
@given(action=actions, which=st.integers(0, 5))
def test_any_action_is_played_or_refused_with_illegal_move(states, action, which):
    state = states[which]
    before = save_state(state)
    game = Game(state=state)
    try:
        game.play(action)
    except IllegalMove as err:
        assert err.rule and err.message and len(str(err)) < 600
        assert game.state is state and save_state(state) == before
        assert game.history.cursor == 0
        return
    # Accepted: then it was a well-formed action, and the new position reloads as it is.
    assert Game.load(game.save()).state == game.state


#: Any JSON value, with some that look like what a save holds.
json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(2**70), 2**70),
        st.integers(-2, 75),
        st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=6),
        st.sampled_from(["curve", "crossroads", "monastery", "tile", "follower", "over", "cities"]),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=5,
)


def paths(data, here=()):
    """Every path into a JSON value, as tuples of keys and indexes."""
    found = [here]
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths(value, (*here, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += paths(value, (*here, i))
    return found


def at(data, path):
    for key in path:
        data = data[key]
    return data


def put(data, path, value):
    at(data, path[:-1])[path[-1]] = value


def mutate(data, draw):
    """One random change: a new value somewhere, a key or item removed, or two values swapped."""
    data = copy.deepcopy(data)
    where = [p for p in paths(data) if p]
    path = draw(st.sampled_from(where))
    kind = draw(st.sampled_from(["value", "delete", "swap"]))
    if kind == "value":
        put(data, path, draw(json_values))
    elif kind == "delete":
        del at(data, path[:-1])[path[-1]]
    else:
        other = draw(st.sampled_from(where))
        if other[: len(path)] != path and path[: len(other)] != other:
            first, second = at(data, path), at(data, other)
            put(data, path, second)
            put(data, other, first)
    return data


@pytest.fixture(scope="module")
def saves(states):
    return [json.loads(save_state(s)) for s in states]


@settings(FUZZ, max_examples=200)
@given(which=st.integers(0, 5), changes=st.integers(1, 3), data=st.data())
def test_a_mutated_save_loads_and_plays_on_or_is_refused(saves, which, changes, data):
    mutated = saves[which]
    for _ in range(changes):
        mutated = mutate(mutated, data.draw)
    text = json.dumps(mutated)
    try:
        state = load_state(text)
    except PositionError as err:
        assert err.field and len(str(err)) < 600
        return
    # Loaded: it saves and loads back to itself, and the game goes on to its end.
    again = save_state(state)
    assert load_state(again) == state and save_state(load_state(again)) == again
    assert Game(state=state).play_to_end().state.game_over
