"""Checking what an action holds, before any rule looks at it.

The same boundary as Cerro Gordo's (:mod:`tutorial.cerro_gordo.action_fields`):
each field must hold exactly what its annotation says (no ``True`` for 1,
no ``1.0``), or the action is refused with an
:class:`~tutorial.core.errors.IllegalMove` naming the action and the field.
Here fields are whole numbers and short texts.
"""

from __future__ import annotations

from types import UnionType
from typing import Any, get_args, get_type_hints

from tutorial.core.errors import IllegalMove, quoted

RULE_ACTION = "An action names what it does"
#: Every whole number in an action is small (a die, a Prospector, a map, a tile).
LARGEST_NUMBER = 1_000
#: Every text is short (a colour, a space id, a Technology's name).
LONGEST_TEXT = 100


def check_action_fields(action: object, kinds: UnionType) -> None:
    """Refuse ``action`` unless it is one of ``kinds`` and every field fits its annotation.

    >>> from tutorial.tiletum.actions import Action, TakeDie
    >>> check_action_fields(TakeDie(0, "Market"), Action)
    >>> check_action_fields(TakeDie(True, "Market"), Action)
    Traceback (most recent call last):
    ...
    tutorial.core.errors.IllegalMove: An action names what it does: TakeDie.die must be a whole \
number from 0 to 1000, not True
    """
    check_fields(action, fields_of(kinds))


#: Each action class with its fields and their annotations.
Fields = dict[type, tuple[tuple[str, Any], ...]]


def check_fields(action: object, fields: Fields) -> None:
    """:func:`check_action_fields`, with the table :func:`fields_of` made once.

    ``apply`` keeps the table of its actions: reading it again from the union
    of action classes would hash the union, which builds a set of its members
    every time and costs more than the check itself.
    """
    checks = fields.get(type(action))
    if checks is None:
        names = ", ".join(kind.__name__ for kind in fields)
        raise IllegalMove(
            RULE_ACTION,
            f"{quoted(action)} is not an action of Prospect for Silver (one of {names})",
        )
    for name, hint in checks:
        value = getattr(action, name)
        if hint is int and not (type(value) is int and 0 <= value <= LARGEST_NUMBER):
            message = f"a whole number from 0 to {LARGEST_NUMBER}"
        elif hint is str and not (type(value) is str and 0 < len(value) <= LONGEST_TEXT):
            message = f"a text of 1 to {LONGEST_TEXT} characters"
        else:
            continue
        raise IllegalMove(
            RULE_ACTION, f"{type(action).__name__}.{name} must be {message}, not {quoted(value)}"
        )


def fields_of(kinds: UnionType) -> Fields:
    """Each action class of ``kinds`` with its fields, each a whole number or a text."""
    out = {}
    for kind in get_args(kinds):
        hints = tuple(get_type_hints(kind).items())
        for name, hint in hints:
            if hint not in (int, str):
                raise TypeError(f"no check for {kind.__name__}.{name}: {hint}")
        out[kind] = hints
    return out
