"""Checking what an action holds, before any rule looks at it.

An action is often typed by hand in a notebook: ``PlaceTile((1, 0), 1)``.
Python does not check the types a dataclass declares, so
``PlaceTile((1.0, 0.0))`` would be built without complaint and then fail
deep inside a rule, or worse, be stored on the board (a float cell equals
an int cell in Python).  :func:`check_action_fields` runs first in
:func:`~tutorial.carcassonne.actions.apply`: each field must hold exactly
what its annotation says (``True`` is not the number 1 here), or the action
is refused with an :class:`~tutorial.core.errors.IllegalMove` that names the
action and the field.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, get_type_hints

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.grid import Cell

RULE_ACTION = "Playing the game: an action names what it does"
#: No legal number in an action is larger (a cell, a turn, a feature index).
LARGEST_NUMBER = 10**9
#: No legal number in an action is smaller (named once: ``-LARGEST_NUMBER``
#: in a check would make a new number at every action).
SMALLEST_NUMBER = -LARGEST_NUMBER


def check_action_fields(action: object, kinds: tuple[type, ...]) -> None:
    """Refuse ``action`` unless it is one of ``kinds`` and every field fits its annotation.

    >>> from tutorial.carcassonne.actions import PlaceTile, NoFollower
    >>> check_action_fields(PlaceTile((1, 0), 3), (PlaceTile, NoFollower))
    >>> check_action_fields(PlaceTile((1, 0), True), (PlaceTile, NoFollower))
    Traceback (most recent call last):
    ...
    tutorial.core.errors.IllegalMove: Playing the game: an action names what it does: \
PlaceTile.rotation must be a whole number, not True
    """
    if type(action) not in kinds:
        names = ", ".join(kind.__name__ for kind in kinds)
        raise IllegalMove(RULE_ACTION, f"{quoted(action)} is not an action here (one of {names})")
    for name, fits, words in _fields_of(type(action)):
        # An object made without its __init__ (copy tricks, object.__new__) lacks fields.
        value = getattr(action, name, _MISSING)
        if value is _MISSING:
            raise IllegalMove(RULE_ACTION, f"{type(action).__name__}.{name} is missing")
        if not fits(value):
            raise IllegalMove(
                RULE_ACTION, f"{type(action).__name__}.{name} must be {words}, not {quoted(value)}"
            )


def _whole(value: object) -> bool:
    return type(value) is int and SMALLEST_NUMBER <= value <= LARGEST_NUMBER


def _cell(value: object) -> bool:
    if type(value) is not tuple or len(value) != 2:
        return False
    x, y = value
    return (
        type(x) is int
        and type(y) is int
        and SMALLEST_NUMBER <= x <= LARGEST_NUMBER
        and SMALLEST_NUMBER <= y <= LARGEST_NUMBER
    )


#: Stands for a field an action lacks.
_MISSING = object()


#: The kinds of field an action may have, each with its check and how to say it.
_CHECKS: dict[Any, tuple[Callable[[object], bool], str]] = {
    int: (_whole, "a whole number"),
    Cell: (_cell, "two whole numbers (column, row)"),
    int | None: (lambda v: v is None or _whole(v), "a whole number or None"),
    Cell | None: (lambda v: v is None or _cell(v), "two whole numbers (column, row) or None"),
}


@cache
def _fields_of(kind: type) -> tuple[tuple[str, Callable[[object], bool], str], ...]:
    """Each field of the action class ``kind`` with its check (made once per class)."""
    return tuple((name, *_CHECKS[hint]) for name, hint in get_type_hints(kind).items())
