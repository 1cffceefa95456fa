"""The kinds of bad input the engine refuses, and how they quote what was wrong.

Each carries what was broken (the rule, the file's field, the argument), so
a notebook can show the learner *why* and not just *that*.  Raising one
never changes a game state: states are immutable values, so a rejected
action simply produces no new state.

Bad input can be huge (a 2 MB string where a cell should be), so every
message quotes it through :func:`quoted`, which cuts it to a readable
length, and the errors cut their whole message too: an error is for
reading.
"""

from __future__ import annotations

#: How many characters of an offending value a message quotes.
QUOTE_LIMIT = 60
#: How long a whole message may be (a player's name, say, can be long).
MESSAGE_LIMIT = 400


def shortened(text: str, limit: int) -> str:
    """``text``, cut to ``limit`` characters with an ellipsis if it is longer.

    >>> shortened("abcdef", 4)
    'abc…'
    """
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)``, cut to ``limit`` characters: how a message shows bad input.

    >>> quoted((1.0, 1.0))
    '(1.0, 1.0)'
    >>> long = quoted("x" * 2_000_000)
    >>> len(long), long[-3:]
    (60, 'xx…')
    >>> quoted((10**5000, 0))
    '<a tuple too large to print>'
    >>> class Broken:
    ...     def __repr__(self):
    ...         raise RuntimeError("no")
    >>> quoted(Broken())
    '<a Broken that cannot be printed>'
    """
    try:
        text = repr(value)
    # Python refuses to print an int of more than 4300 digits (ValueError),
    # and a list nested a million deep (RecursionError).
    except (ValueError, RecursionError):
        return f"<a {type(value).__name__} too large to print>"
    # A learner's own class may raise anything from its __repr__: an error
    # message must still be made, so it names the type instead.
    except Exception:
        return f"<a {shortened(type(value).__name__, limit)} that cannot be printed>"
    return shortened(text, limit)


class IllegalMove(ValueError):
    """An action that the rules do not allow.

    Parameters
    ----------
    rule:
        The short name of the rule that forbids the action, as the rulebook
        titles it (for example ``"Building: placement"``).
    message:
        What was wrong, naming the cell, tile or card involved.

    Examples
    --------
    >>> err = IllegalMove("Road", "the road at (3, 4) makes no connection")
    >>> str(err)
    'Road: the road at (3, 4) makes no connection'
    """

    def __init__(self, rule: str, message: str) -> None:
        message = shortened(message, MESSAGE_LIMIT)
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


class PositionError(ValueError):
    """A saved position that cannot be loaded.

    ``field`` is the dotted path of the offending field, e.g.
    ``"players[1].silver"``.  Nothing in a position file is ever executed:
    it is read as JSON and checked field by field.
    """

    def __init__(self, field: str, message: str) -> None:
        message = shortened(message, MESSAGE_LIMIT)
        super().__init__(f"position field {field!r}: {message}")
        self.field = field
        self.message = message


class ArgumentError(ValueError, TypeError):
    """An argument a game cannot take: a bool for a count, a float for a seed, seat 9 of 4.

    ``argument`` names the argument (``"players"``, ``"seed"``,
    ``"index"``).  It is a :class:`ValueError` like the engine's other
    errors, and a :class:`TypeError` too, since it often refuses a value of
    the wrong type: code that catches either catches it.

    Examples
    --------
    >>> err = ArgumentError("seed", "expected an integer, got 1.5")
    >>> str(err), isinstance(err, TypeError)
    ("argument 'seed': expected an integer, got 1.5", True)
    """

    def __init__(self, argument: str, message: str) -> None:
        message = shortened(message, MESSAGE_LIMIT)
        super().__init__(f"argument {argument!r}: {message}")
        self.argument = argument
        self.message = message
