"""What the fuzz tests of every game share: junk values, mutated saves, and the checks.

A game's fuzz test names its own actions, fields and positions, and asks the
same of its two doors into the engine: an action is played, or refused with
:class:`IllegalMove` (naming the rule) leaving the game exactly as it was; a
saved file loads to a position that saves and loads back to itself, or is
refused with :class:`PositionError` (naming the field).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from tests.examples import examples
from tutorial.core.errors import IllegalMove, PositionError
from tutorial.core.game import HistoryGame

State = TypeVar("State")
Draw = Callable[[st.SearchStrategy[Any]], Any]
Path = tuple[Any, ...]

#: The fuzz tests' settings: 150 examples under the ``ci`` profile, half in ``dev``
#: (:func:`tests.examples.examples`); a test may ask for its own count the same way.
FUZZ = settings(
    max_examples=examples(150),
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
        st.text(min_size=101, max_size=120),
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


def played(game: HistoryGame[State], actions: int = 0) -> State:
    """The state of ``game`` after ``actions`` automatic actions (all of the game if 0)."""
    if not actions:
        return game.play_to_end().state
    for _ in range(actions):
        game.step()
    return game.state


def assert_played_or_refused(
    game: HistoryGame[State], action: Any, save_state: Callable[[State], str]
) -> None:
    """Play ``action``: refused, the game is exactly as it was; played, it reloads as it is."""
    state, history = game.state, game.history
    before = save_state(state)
    try:
        game.play(action)
    except IllegalMove as err:
        assert err.rule and err.message and len(str(err)) < 600
        assert game.state is state and save_state(state) == before
        assert game.history is history
        return
    # Accepted: then it was a well-formed action, and the new position reloads as it is.
    assert type(game).load(game.save()).state == game.state  # type: ignore[attr-defined]


def json_values(words: list[str], largest: int) -> st.SearchStrategy[Any]:
    """Any JSON value, with ``words`` and small numbers up to ``largest`` as a save holds."""
    return st.recursive(
        st.one_of(
            st.none(),
            st.booleans(),
            st.integers(-(2**70), 2**70),
            st.integers(-2, largest),
            st.floats(allow_nan=False, allow_infinity=False),
            st.text(max_size=6),
            st.sampled_from(words),
        ),
        lambda inner: st.one_of(
            st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=4), inner, max_size=3)
        ),
        max_leaves=5,
    )


def _paths(data: Any, here: Path = ()) -> list[Path]:
    """Every path into a JSON value, as tuples of keys and indexes."""
    found = [here]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*here, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += _paths(value, (*here, i))
    return found


def _at(data: Any, path: Path) -> Any:
    for key in path:
        data = data[key]
    return data


def _put(data: Any, path: Path, value: Any) -> None:
    _at(data, path[:-1])[path[-1]] = value


def mutate(data: Any, draw: Draw, values: st.SearchStrategy[Any]) -> Any:
    """A copy of ``data`` with one random change: a new value from ``values`` somewhere,
    a whole number one up or down, a key or item removed, or two values swapped."""
    data = copy.deepcopy(data)
    where = [p for p in _paths(data) if p]
    path = draw(st.sampled_from(where))
    kind = draw(st.sampled_from(["value", "delete", "swap", "small"]))
    if kind == "value":
        _put(data, path, draw(values))
    elif kind == "small":
        value = _at(data, path)
        if type(value) is int:
            _put(data, path, value + draw(st.sampled_from([-1, 1])))
    elif kind == "delete":
        del _at(data, path[:-1])[path[-1]]
    else:
        other = draw(st.sampled_from(where))
        if other[: len(path)] != path and path[: len(other)] != other:
            first, second = _at(data, path), _at(data, other)
            _put(data, path, second)
            _put(data, other, first)
    return data


def mutated(
    data: Any,
    changes: int,
    draw: Draw,
    values: st.SearchStrategy[Any],
    *,
    hostile: bool = False,
) -> Any:
    """A copy of ``data`` with ``changes`` random changes (see :func:`mutate`), and with
    ``hostile`` maybe one of :func:`mutate_by_hand` last (it may nest deep, or grow huge)."""
    for _ in range(changes):
        data = mutate(data, draw, values)
    if hostile and draw(st.booleans()):
        data = mutate_by_hand(data, draw)
    return data


#: How deep a hostile value nests, and how large it grows (a file stays under 2 MB).
DEEPEST, LARGEST = 200, 20_000


def mutate_by_hand(data: Any, draw: Draw) -> Any:
    """A copy of ``data`` changed the way a hostile user edits a file by hand.

    A piece duplicated (a list item copied into a list) or moved (taken out of one
    list, put into another); a count set to a large or negative number; a value
    nested deep in lists or objects; a list made huge; a text made long.
    """
    data = copy.deepcopy(data)
    paths = [p for p in _paths(data) if p]
    items = [p for p in paths if isinstance(_at(data, p[:-1]), list)]
    kind = draw(st.sampled_from(["duplicate", "move", "count", "deep", "huge", "long"]))
    if kind in ("duplicate", "move") and items:
        item = draw(st.sampled_from(items))
        value = copy.deepcopy(_at(data, item))
        if kind == "move":
            del _at(data, item[:-1])[item[-1]]
        lists = [p for p in _paths(data) if isinstance(_at(data, p), list)]
        place = _at(data, draw(st.sampled_from(lists)))
        place.insert(draw(st.integers(0, len(place))), value)
    elif kind == "count":
        numbers = [p for p in paths if type(_at(data, p)) is int]
        if numbers:
            big = st.sampled_from([-1, -(2**31), 2**31, 2**63, 2**64, 10**30, 999])
            _put(data, draw(st.sampled_from(numbers)), draw(big))
    elif kind == "deep":
        path = draw(st.sampled_from(paths))
        value = _at(data, path)
        for _ in range(draw(st.integers(2, DEEPEST))):
            value = draw(st.sampled_from([[value], {"x": value}]))
        _put(data, path, value)
    elif kind == "huge":
        lists = [p for p in paths if isinstance(_at(data, p), list)]
        path = draw(st.sampled_from(lists))
        place = _at(data, path)
        filler = place[0] if place else draw(st.sampled_from([0, "x", None, {}]))
        _put(data, path, [filler] * draw(st.sampled_from([100, 1_000, LARGEST])))
    elif kind == "long":
        path = draw(st.sampled_from(paths))
        _put(data, path, "x" * draw(st.sampled_from([101, 10_000, LARGEST * 10])))
    return data


def loaded_or_refused(
    text: str, load_state: Callable[[str], State], save_state: Callable[[State], str]
) -> State | None:
    """The position ``text`` loads to, checked to save and load back to itself;
    ``None`` if it was refused with a :class:`PositionError` naming the field."""
    try:
        state = load_state(text)
    except PositionError as err:
        assert err.field and len(str(err)) < 600
        return None
    again = save_state(state)
    assert load_state(again) == state and save_state(load_state(again)) == again
    return state


# Hostile saves: what a user editing a file by hand (or a script) does to it.

#: Placeholder a hostile change leaves in the data, replaced in the text by JSON
#: nested ``NEST_DEPTH`` deep (``json.dumps`` itself cannot write that deep).
_NESTED = "\u0000nested\u0000"
NEST_DEPTH = 100_000
#: The hostile changes :func:`hostile` makes, one at a time.
HOSTILE = (
    "count",  # a number off by a little, by a lot, negative, or 4,001 digits
    "move",  # a piece's cell or node shifted: a tile, follower or ingot moved
    "duplicate",  # a list entry doubled: a tile, follower or ingot twice
    "drop",  # a list entry or key removed
    "order",  # two entries of a list swapped, or a list reversed: turn order
    "retype",  # a value of another JSON type: "3" for 3, 3.0, [3], {"3": 3}, true
    "nest",  # a value buried in lists, a little or very deep
    "huge",  # a 100,000-character string or key, a 10,000-entry list
)


def _retyped(value: Any, draw: Draw) -> Any:
    choices: list[Any] = [str(value)[:20], [value], {"value": value}, None, True]
    if type(value) is int and abs(value) < 2**53:  # a float holds it (4,001 digits it does not)
        choices += [float(value), value + 0.5]
    return draw(st.sampled_from(choices))


def hostile_change(data: Any, draw: Draw) -> Any:
    """A copy of ``data`` (a save as JSON data) with one hostile change (see :data:`HOSTILE`)."""
    data = copy.deepcopy(data)
    paths = [p for p in _paths(data) if p]
    kind = draw(st.sampled_from(HOSTILE))
    path = draw(st.sampled_from(paths))
    value = _at(data, path)
    lists = [p for p in _paths(data) if isinstance(_at(data, p), list) and _at(data, p)]
    if kind == "count":
        ints = [p for p in paths if type(_at(data, p)) is int]
        if ints:
            path = draw(st.sampled_from(ints))
            step = draw(st.sampled_from([-1, 1, 2, 7, 100, -(10**9), 10**4000]))
            _put(data, path, _at(data, path) + step)
    elif kind == "move":
        # A cell [column, row] or a node [column, row, index]: shift one coordinate.
        coords = [
            p
            for p in paths
            if isinstance(_at(data, p), list)
            and len(_at(data, p)) in (2, 3)
            and all(type(v) is int for v in _at(data, p))
        ]
        if coords:
            path = draw(st.sampled_from(coords))
            axis = draw(st.integers(0, len(_at(data, path)) - 1))
            _at(data, path)[axis] += draw(st.sampled_from([-1, 1]))
    elif kind == "duplicate" and lists:
        where = _at(data, draw(st.sampled_from(lists)))
        where.insert(draw(st.integers(0, len(where))), copy.deepcopy(draw(st.sampled_from(where))))
    elif kind == "drop":
        del _at(data, path[:-1])[path[-1]]
    elif kind == "order" and lists:
        where = _at(data, draw(st.sampled_from(lists)))
        i, j = draw(st.integers(0, len(where) - 1)), draw(st.integers(0, len(where) - 1))
        if draw(st.booleans()):
            where.reverse()
        else:
            where[i], where[j] = where[j], where[i]
    elif kind == "retype":
        _put(data, path, _retyped(value, draw))
    elif kind == "nest":
        _put(data, path, draw(st.sampled_from([[[[value]]], _NESTED])))
    elif kind == "huge":
        huge = draw(st.sampled_from(["key", "string", "list"]))
        if huge == "key" and isinstance(value, dict):
            value["k" * 100_000] = 0
        elif huge == "list":  # of a number, a string...: 10,000 boards would only be slow
            _put(data, path, [0 if isinstance(value, (list, dict)) else value] * 10_000)
        else:
            _put(data, path, "x" * 100_000)
    return data


def hostile(data: Any, changes: int, draw: Draw) -> str:
    """The text of ``data`` after ``changes`` hostile changes (see :func:`hostile_change`)."""
    for _ in range(changes):
        data = hostile_change(data, draw)
    deep = "[" * NEST_DEPTH + "]" * NEST_DEPTH
    return json.dumps(data).replace(json.dumps(_NESTED), deep)


def plays_on_keeping_invariants(
    game: HistoryGame[State],
    load: Callable[[str], HistoryGame[State]],
    steps: int = 12,
) -> HistoryGame[State]:
    """Play ``game`` on, checking that every position it reaches loads back as itself.

    Loading checks every invariant a played game keeps (the games'
    ``check_reachable`` and their layers' codecs), so a loaded hostile save
    that plays into a position no game reaches fails here.  The first
    ``steps`` positions are checked one by one, then the game plays to its
    end, which is checked too.
    """
    for _ in range(steps):
        text = game.save()  # type: ignore[attr-defined]
        assert load(text).state == game.state
        if game.over():
            return game
        game.step()
    game.play_to_end()
    assert load(game.save()).state == game.state  # type: ignore[attr-defined]
    return game
