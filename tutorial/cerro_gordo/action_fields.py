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

from functools import cache
from types import NoneType, UnionType
from typing import Any, get_args, get_origin, get_type_hints

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.grid import Cell

RULE_ACTION = "On Your Turn: an action names what it does"

#: Every whole number in an action is small: a row position, a mine number,
#: a quarter turn, a cell a few dozen steps from a mine.  Larger ones can
#: never be legal, and refusing them here keeps every message short.
LARGEST_NUMBER = 10**9


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
    allowed = get_args(kinds)
    if type(action) not in allowed:
        names = ", ".join(kind.__name__ for kind in allowed)
        raise IllegalMove(
            RULE_ACTION, f"{quoted(action)} is not an action of Cerro Gordo (one of {names})"
        )
    for name, hint in _field_hints(type(action)):
        value = getattr(action, name)
        if not _fits(value, hint):
            raise IllegalMove(
                RULE_ACTION,
                f"{type(action).__name__}.{name} must be {_describe(hint)}, not {quoted(value)}",
            )


@cache
def _field_hints(kind: type) -> tuple[tuple[str, Any], ...]:
    """The fields of an action class with their annotations, resolved once a class."""
    return tuple(get_type_hints(kind).items())


def _fits(value: object, hint: Any) -> bool:
    """Whether ``value`` is exactly of the type ``hint`` (no bool for int, no list for tuple)."""
    if hint is int:
        return type(value) is int and -LARGEST_NUMBER <= value <= LARGEST_NUMBER
    if hint is NoneType:
        return value is None
    args = get_args(hint)
    if isinstance(hint, UnionType):
        return any(_fits(value, arg) for arg in args)
    if get_origin(hint) is tuple:
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(item, args[0]) for item in value)
        return len(value) == len(args) and all(map(_fits, value, args))
    raise TypeError(f"no check for fields of type {hint}")  # a new kind of field: add it here


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
