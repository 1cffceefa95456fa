"""A fast ``replace``, and a memo, for the frozen dataclasses that hold game states.

:func:`dataclasses.replace` re-runs ``__init__`` and ``__post_init__`` for
every copy; the engine copies a state several times an action, and that
alone took a third of a simulated game.  :func:`evolve` copies the fields
directly.  It still refuses a field name the class does not have, so a typo
fails loudly.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

T = TypeVar("T")


def evolve(value: T, **changes: Any) -> T:
    """A copy of the frozen dataclass ``value`` with some fields changed.

    Examples
    --------
    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Point:
    ...     x: int
    ...     y: int
    >>> evolve(Point(1, 2), y=5)
    Point(x=1, y=5)
    """
    fields = value.__dict__
    # Copying the whole dict at once is much quicker than filling an empty
    # one field by field; the changes then overwrite their fields.  A new
    # dict, not fields.copy(): a value made by __init__ keeps its fields in a
    # table shared with its class (a "split" dict), which .copy() passes on to
    # every copy, and Python 3.11 cannot specialise reading a field of an
    # object whose dict is split: each read would take the slow, generic path.
    # ``{**fields, **changes}`` always makes an ordinary table (cloning one as
    # quickly as .copy()), without calling dict() and update() by name.
    new = {**fields, **changes}
    if len(new) != len(fields):  # a name that is not a field was added
        unknown = sorted(changes.keys() - fields.keys())
        raise TypeError(f"{type(value).__name__} has no field(s) {unknown}")
    # A memo belongs to the value it was computed from, never to a copy.  The
    # copy's memo is emptied, not removed: a dict that lost an entry is copied
    # entry by entry, where one that did not is cloned whole (the next evolve).
    if _MEMO in new:
        new[_MEMO] = None
    copy = _new_object(type(value))
    _set_attribute(copy, "__dict__", new)  # frozen: its own __setattr__ refuses
    return copy


_set_attribute = object.__setattr__
#: Read once: ``object.__new__`` looked up on every copy costs a type attribute look-up.
_new_object = object.__new__


def evolve_keeping_memo(value: T, **changes: Any) -> T:
    """:func:`evolve`, for a change that no memo of ``value`` reads: the copy keeps the memo.

    A game moving on to the next phase of its turn changes only the phase,
    and what was worked out for the state (the spots for a follower, say)
    still holds: the copy need not work it out again.  The copy gets a copy
    of the memo, so what either remembers later stays its own.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Turn:
    ...     phase: str
    >>> turn = Turn("tile")
    >>> memo(turn, "spots", lambda: [0, 2])
    [0, 2]
    >>> memo(evolve_keeping_memo(turn, phase="follower"), "spots", lambda: [])
    [0, 2]
    """
    copy = evolve(value, **changes)
    cache = getattr(value, _MEMO, None)  # read as memo() stores it: an attribute
    if cache:
        _set_attribute(copy, _MEMO, cache.copy())
    return copy


_MEMO = "_memo"


def memo(value: object, key: Hashable, compute: Callable[..., T], *args: Any) -> T:
    """``compute(*args)``, remembered on the immutable ``value`` under ``key``.

    Like :func:`functools.cached_property`, but with arguments: a state is
    never changed, so an answer computed from it stays true for as long as
    the state lives.  :func:`evolve` leaves the memo behind, and equality
    ignores it (it is not a dataclass field).  ``key`` must tell apart
    whatever the answer depends on.  A caller asked very often passes the
    arguments (``memo(state, key, work_out, state)``) rather than a new
    ``lambda: work_out(state)`` at every call, though most calls find the
    answer remembered.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Square:
    ...     side: int
    >>> square = Square(3)
    >>> memo(square, "area", pow, square.side, 2)
    9
    >>> memo(square, "area", lambda: 0)  # remembered
    9
    """
    cache = getattr(value, _MEMO, None)
    if cache is None:  # the first memo of this value (setdefault would make a dict every call)
        # Set as an attribute, not written into ``value.__dict__``: asking for
        # the dict of a value made by __init__ would move its fields into a
        # table shared with its class, which Python 3.11 reads slowly (see evolve).
        cache = {}
        _set_attribute(value, _MEMO, cache)
    answer = cache.get(key, _MISSING)  # one look-up (a key is often a long tuple to hash)
    if answer is _MISSING:
        answer = cache[key] = compute(*args)
    return answer


#: Stands for "not remembered yet" (``None`` may be a remembered answer).
_MISSING = object()
