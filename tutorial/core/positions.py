"""Positions on disk: versioned JSON, checked field by field.

A saved position is data and only data.  It is parsed with :func:`json.loads`
(never pickle, eval or import), and every field is checked by a
:class:`Fields` reader that knows the field's dotted path, so a malformed or
hostile file gets an error such as::

    position field 'players[1].silver': expected an int from 0 to 45, got -3

Each game writes its own ``to_json`` / ``from_json`` with these readers.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from tutorial.core.errors import QUOTE_LIMIT, PositionError, quoted, shortened
from tutorial.core.grid import Cell

T = TypeVar("T")

#: Refuse files larger than this before parsing: a position is a few KB.
MAX_POSITION_BYTES = 2_000_000
#: Refuse values nested deeper than this (lists in lists ...) after parsing: the
#: deepest a game writes is 6, and a reader that recurses must never meet 900.
MAX_DEPTH = 20
#: Seeds run from ``-SEED_LIMIT`` to ``SEED_LIMIT``: ``new_game`` takes no other
#: (:func:`tutorial.core.arguments.check_seed`), so every game's save loads.
SEED_LIMIT = 2**63


def parse_position(text: str | bytes, *, game: str, versions: tuple[int, ...]) -> Fields:
    """Parse a position file and check its header.

    Parameters
    ----------
    text:
        The file's contents: text, or its UTF-8 bytes.  Anything else, a
        file over :data:`MAX_POSITION_BYTES` or one nested deeper than
        :data:`MAX_DEPTH` is refused before any field is read.
    game:
        The game the position must be for (``"cerro_gordo"``).
    versions:
        The format versions this code can read.
    """
    if not isinstance(text, str | bytes | bytearray):
        raise PositionError("$", f"expected the file's text, got {type(text).__name__}")
    if len(text) > MAX_POSITION_BYTES:
        raise PositionError("$", f"file is larger than {MAX_POSITION_BYTES} bytes")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise PositionError("$", f"not valid JSON ({err})") from None
    if isinstance(data, dict | list):
        check_depth(data)
    fields = Fields(data, "")
    if not isinstance(data, dict):
        raise PositionError("$", f"expected a JSON object, got {type(data).__name__}")
    found_game = fields.text("game")
    if found_game != game:
        raise PositionError("game", f"this is a {quoted(found_game)} position, not {game!r}")
    version = fields.integer("version")
    if version not in versions:
        raise PositionError("version", f"format version {version} is not one of {versions}")
    return fields


def check_depth(data: Any, limit: int = MAX_DEPTH) -> None:
    """Refuse JSON nested deeper than ``limit``, naming the path to a value too deep.

    A breadth-first walk, one level of lists and objects at a time (no
    recursion, so any depth is measured safely, and a file stops being read
    at the first level too deep).

    >>> check_depth({"a": [[1]]}, limit=3)
    >>> check_depth({"a": [[[1]]]}, limit=3)
    Traceback (most recent call last):
    ...
    tutorial.core.errors.PositionError: position field 'a[0][0]': nested deeper than 3 levels
    """
    level = [data]
    for _ in range(limit):
        level = [item for value in level for item in _children(value) if isinstance(item, Nest)]
        if not level:
            return
    raise PositionError(
        shortened(_deep_path(data, limit), QUOTE_LIMIT), f"nested deeper than {limit} levels"
    )


#: The JSON values that hold others.
Nest = dict | list


def _children(value: dict | list) -> Iterable[Any]:
    return value.values() if isinstance(value, dict) else value


def _deep_path(data: Any, limit: int) -> str:
    """The path of a list or object ``limit`` levels below ``data`` (one exists)."""
    level = [(data, "")]
    for _ in range(limit):
        level = [
            (item, f"{path}[{key}]" if isinstance(value, list) else f"{path}.{key}".lstrip("."))
            for value, path in level
            for key, item in (value.items() if isinstance(value, dict) else enumerate(value))
            if isinstance(item, Nest)
        ]
    return level[0][1]


class Fields:
    """A JSON object being read, which knows where in the file it is.

    Each accessor checks the type (and range) of one field and raises
    :class:`PositionError` naming the field's full path if it is wrong.
    """

    def __init__(self, data: Any, path: str) -> None:
        if not isinstance(data, dict):
            raise PositionError(path or "$", f"expected an object, got {type(data).__name__}")
        self._data = data
        self.path = path

    def _where(self, name: str) -> str:
        return f"{self.path}.{name}" if self.path else name

    def has(self, name: str) -> bool:
        """Whether the object has the field ``name``."""
        return name in self._data

    def raw(self, name: str) -> Any:
        """The field's value, unchecked; it must exist."""
        if name not in self._data:
            raise PositionError(self._where(name), "missing")
        return self._data[name]

    def integer(self, name: str, low: int | None = None, high: int | None = None) -> int:
        return check_int(self.raw(name), self._where(name), low, high)

    def seed(self, name: str = "seed") -> int:
        """A seed: an integer ``new_game`` could have been given (:data:`SEED_LIMIT`)."""
        return self.integer(name, -SEED_LIMIT, SEED_LIMIT)

    def boolean(self, name: str) -> bool:
        value = self.raw(name)
        if not isinstance(value, bool):
            raise PositionError(self._where(name), f"expected true or false, got {quoted(value)}")
        return value

    def text(self, name: str, choices: tuple[str, ...] | None = None) -> str:
        value = self.raw(name)
        if not isinstance(value, str):
            raise PositionError(self._where(name), f"expected a string, got {quoted(value)}")
        if choices is not None and value not in choices:
            raise PositionError(
                self._where(name), f"expected one of {choices}, got {quoted(value)}"
            )
        return value

    def cell(self, name: str) -> Cell:
        return check_cell(self.raw(name), self._where(name))

    def obj(self, name: str) -> Fields:
        return Fields(self.raw(name), self._where(name))

    def items(self, name: str) -> Iterator[tuple[str, Any]]:
        """``(path, value)`` for each element of a list field."""
        value = self.raw(name)
        if not isinstance(value, list):
            raise PositionError(self._where(name), f"expected a list, got {type(value).__name__}")
        for i, item in enumerate(value):
            yield f"{self._where(name)}[{i}]", item

    def objects(self, name: str) -> Iterator[Fields]:
        for path, item in self.items(name):
            yield Fields(item, path)

    def each(self, name: str, read: Callable[[Any, str], T]) -> tuple[T, ...]:
        """Read every element of a list field with ``read(value, path)``."""
        return tuple(read(item, path) for path, item in self.items(name))


def check_int(value: Any, where: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` if it is an int within ``[low, high]``, else :class:`PositionError`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise PositionError(where, f"expected an integer, got {quoted(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        span = f"from {low if low is not None else '-inf'} to {high if high is not None else 'inf'}"
        raise PositionError(where, f"expected an integer {span}, got {quoted(value)}")
    return value


def check_cell(value: Any, where: str) -> Cell:
    """A ``[column, row]`` pair of ints, as a :data:`Cell`."""
    if not (isinstance(value, list) and len(value) == 2):
        raise PositionError(where, f"expected a cell [column, row], got {quoted(value)}")
    return (check_int(value[0], f"{where}[0]"), check_int(value[1], f"{where}[1]"))


def dump_position(data: dict[str, Any]) -> str:
    """The JSON text of a position, stable and readable for diffs."""
    return json.dumps(data, indent=1, sort_keys=True)
