"""The two kinds of bad input the engine refuses.

Both carry the rule that was broken, so a notebook can show the learner
*why* and not just *that*.  Raising one never changes a game state: states
are immutable values, so a rejected action simply produces no new state.
"""

from __future__ import annotations


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
        super().__init__(f"position field {field!r}: {message}")
        self.field = field
        self.message = message
