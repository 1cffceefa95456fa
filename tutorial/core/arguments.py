"""The arguments every game is set up with, checked the same way in every game.

Every game's ``new_game(players, seed, ..., first_player=None)`` takes a
count of players or their names, a seed and, if wanted, the first player's
seat.  A bad one is refused with an
:class:`~tutorial.core.errors.ArgumentError` naming the argument, before
anything is set up: ``True`` is not a count (Python would count it as 1),
``1.5`` is not a seed (Python would hash it), and a seed must fit in a
position file (:data:`~tutorial.core.positions.SEED_LIMIT`), so that every
game ``new_game`` sets up can be saved and loaded again.

>>> player_names(2, 2, 5, game="Cerro Gordo")
['Player 1', 'Player 2']
>>> player_names(True, 2, 5, game="Cerro Gordo")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
tutorial.core.errors.ArgumentError: argument 'players': expected a count ... got True
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorial.core.errors import ArgumentError, quoted
from tutorial.core.positions import SEED_LIMIT


def is_int(value: object) -> bool:
    """Whether ``value`` is a whole number, and not a bool (``True`` is an int in Python).

    >>> is_int(3), is_int(True), is_int(3.0)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def check_seed(seed: object) -> int:
    """``seed`` if it is an integer from ``-2**63`` to ``2**63``.

    >>> check_seed(2**63)
    9223372036854775808
    >>> check_seed(0.5)
    Traceback (most recent call last):
    ...
    tutorial.core.errors.ArgumentError: argument 'seed': expected an integer, got 0.5
    """
    if not is_int(seed):
        raise ArgumentError("seed", f"expected an integer, got {quoted(seed)}")
    if not -SEED_LIMIT <= seed <= SEED_LIMIT:  # type: ignore[operator]
        raise ArgumentError("seed", f"expected an integer from -2**63 to 2**63, got {quoted(seed)}")
    return seed  # type: ignore[return-value]


def player_names(
    players: object, low: int, high: int, *, game: str, distinct: bool = False
) -> list[str]:
    """The players' names, from a count (``"Player 1"``, ...) or the names themselves.

    ``game`` names the game in the message for a count outside ``low..high``.
    Names are non-empty strings; ``distinct`` refuses the same name twice.
    """
    if is_int(players):
        names = [f"Player {i + 1}" for i in range(players)]  # type: ignore[call-overload]
    elif isinstance(players, Sequence) and not isinstance(players, str | bytes):
        names = list(players)
    else:
        raise ArgumentError(
            "players", f"expected a count of players or their names, got {quoted(players)}"
        )
    if not low <= len(names) <= high:
        raise ArgumentError("players", f"{game} is for {low} to {high} players, not {len(names)}")
    for seat, name in enumerate(names):
        if not (isinstance(name, str) and name):
            raise ArgumentError(
                "players", f"player {seat}'s name must be a non-empty string, not {quoted(name)}"
            )
    if distinct and len(set(names)) != len(names):
        raise ArgumentError("players", f"players need distinct names, got {quoted(names)}")
    return names


def check_first_player(first_player: object, count: int) -> int | None:
    """``first_player`` if it is ``None`` (drawn from the seed) or a seat from 0 to ``count - 1``.

    >>> check_first_player(True, 2)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutorial.core.errors.ArgumentError: argument 'first_player': expected a seat ... got True
    """
    if first_player is None:
        return None
    if not (is_int(first_player) and 0 <= first_player < count):  # type: ignore[operator]
        raise ArgumentError(
            "first_player", f"expected a seat from 0 to {count - 1}, got {quoted(first_player)}"
        )
    return first_player  # type: ignore[return-value]
