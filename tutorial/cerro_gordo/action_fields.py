"""Checking what an action holds, before any rule looks at it.

An action is a small frozen value, often typed by hand in a notebook:
``PlaceRoad((3, 4), turns=1)``.  Python does not check the types a
dataclass declares, so ``PlaceRoad((1.0, 1.0))`` or ``TakeBuilding("2")``
would be built without complaint, and then fail deep inside a rule with a
``TypeError`` that names no rule, or worse, be accepted: a float cell equals
an int cell in Python, so it would be stored on the board, and the game
could no longer be saved and loaded.

So :func:`check_action_fields` runs first in
:func:`~tutorial.cerro_gordo.actions.apply`: each field must hold what its
annotation says, exactly (``True`` is not the number 1 here, nor ``1.0``),
or the action is refused with an
:class:`~tutorial.core.errors.IllegalMove` that names the action and the
field.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, reduce
from types import NoneType, UnionType
from typing import Any, get_args, get_origin, get_type_hints

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.grid import Cell

RULE_ACTION = "On Your Turn: an action names what it does"

#: Every whole number in an action is small: a row position, a mine number,
#: a quarter turn, a cell a few dozen steps from a mine.  Larger ones can
#: never be legal, and refusing them here keeps every message short.
LARGEST_NUMBER = 10**9
#: No legal number in an action is smaller (named once: ``-LARGEST_NUMBER``
#: in a check would make a new number at every action).
SMALLEST_NUMBER = -LARGEST_NUMBER


def check_action_fields(action: object, kinds: UnionType) -> None:
    """Refuse ``action`` unless it is one of ``kinds`` and every field fits its annotation.

    Examples
    --------
    >>> from tutorial.cerro_gordo.actions import Action, PlaceRoad
    >>> check_action_fields(PlaceRoad((3, 4), 1), Action)
    >>> check_action_fields(PlaceRoad((1.0, 1.0)), Action)
    Traceback (most recent call last):
    ...
    tutorial.core.errors.IllegalMove: On Your Turn: an action names what it does: \
PlaceRoad.cell must be two whole numbers (column, row), not (1.0, 1.0)
    """
    check_fields(action, fields_by_kind(kinds))


Check = Callable[[object], bool]
#: For each action class: its fields, each with its check and its annotation.
FieldChecks = dict[type, tuple[tuple[str, Check, Any], ...]]


def check_fields(action: object, fields: FieldChecks) -> None:
    """:func:`check_action_fields`, with the checks :func:`fields_by_kind` made.

    ``apply`` keeps the checks of its actions and calls this: finding them
    again from the union of action classes would hash the union, which
    costs as much as the check itself, before every action.
    """
    checks = fields.get(type(action))
    if checks is None:
        names = ", ".join(kind.__name__ for kind in fields)
        raise IllegalMove(
            RULE_ACTION, f"{quoted(action)} is not an action of Cerro Gordo (one of {names})"
        )
    for name, fits, hint in checks:
        value = getattr(action, name)
        if not fits(value):
            raise IllegalMove(
                RULE_ACTION,
                f"{type(action).__name__}.{name} must be {_describe(hint)}, not {quoted(value)}",
            )


@cache
def fields_by_kind(kinds: UnionType) -> FieldChecks:
    """For each action class: its fields, each with a check made from its annotation.

    Made once: the checks run before every action of every simulated game,
    so they only call the small checks.
    """
    return {
        kind: tuple((name, _check_for(hint), hint) for name, hint in get_type_hints(kind).items())
        for kind in get_args(kinds)
    }


def _check_for(hint: Any) -> Check:
    """A function telling whether a value is exactly of the type ``hint``.

    Exactly: no bool where an int is asked (``True == 1`` in Python), no
    float, no list where a tuple is asked.
    """
    if hint is int:
        return _is_number
    if hint == Cell:  # the commonest field: two numbers, checked without a loop or a call
        return lambda value: (
            type(value) is tuple
            and len(value) == 2
            and type(value[0]) is int
            and type(value[1]) is int
            and SMALLEST_NUMBER <= value[0] <= LARGEST_NUMBER
            and SMALLEST_NUMBER <= value[1] <= LARGEST_NUMBER
        )
    if hint is NoneType:
        return lambda value: value is None
    args = get_args(hint)
    if isinstance(hint, UnionType):
        return reduce(_either, map(_check_for, args))
    if get_origin(hint) is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _check_for(args[0])
            return lambda value: type(value) is tuple and all(map(item, value))
        if len(set(args)) == 1:  # a fixed number of items of one type, as a cell's two numbers
            item, size = _check_for(args[0]), len(args)
            return lambda value: (
                type(value) is tuple and len(value) == size and all(map(item, value))
            )
    raise TypeError(f"no check for fields of type {hint}")  # a new kind of field: add it here


def _is_number(value: object) -> bool:
    """Whether ``value`` is a whole number (an int, not a bool) no larger than allowed."""
    return type(value) is int and SMALLEST_NUMBER <= value <= LARGEST_NUMBER


def _either(first: Check, second: Check) -> Check:
    return lambda value: first(value) or second(value)


def _describe(hint: Any) -> str:
    """What a field of type ``hint`` must hold, in words."""
    if hint == Cell:
        return "two whole numbers (column, row)"
    if hint is int:
        return f"a whole number (at most {LARGEST_NUMBER:,} either way)"
    if hint is NoneType:
        return "None"
    if isinstance(hint, UnionType):
        return " or ".join(_describe(arg) for arg in get_args(hint))
    item = get_args(hint)[0]
    return f"a tuple of {_describe(item).replace('a whole number', 'whole numbers')}"
