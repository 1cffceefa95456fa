"""Square-grid geometry: cells, the four directions, and neighbours.

A cell is a plain ``(column, row)`` tuple of ints: hashable, cheap, and
written to JSON as a two-element list.  Either may be negative: a board
need not have an edge.  Column grows to the east (right),
row grows to the south (down), as on a screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import Enum

Cell = tuple[int, int]


class Direction(Enum):
    """One of the four edges of a square tile, clockwise from north."""

    N = (0, -1)
    E = (1, 0)
    S = (0, 1)
    W = (-1, 0)

    @property
    def dx(self) -> int:
        return self.value[0]

    @property
    def dy(self) -> int:
        return self.value[1]

    @property
    def opposite(self) -> Direction:
        """The edge that faces this one across a shared border."""
        return _OPPOSITE[self]

    def __hash__(self) -> int:
        # An Enum hashes its name, a string, and Python salts string hashes
        # differently in every process; sets of directions would then iterate
        # in a different order each run, and so would searches and the order
        # of explanations. The value, a tuple of ints, hashes the same always.
        return hash(self.value)

    def turned(self, quarter_turns: int) -> Direction:
        """This direction after turning a tile clockwise ``quarter_turns`` times."""
        return CLOCKWISE[(CLOCKWISE.index(self) + quarter_turns) % 4]


#: The four edges in clockwise order from north, for listing them in a fixed order.
CLOCKWISE = (Direction.N, Direction.E, Direction.S, Direction.W)
_OPPOSITE = {d: CLOCKWISE[(i + 2) % 4] for i, d in enumerate(CLOCKWISE)}

#: The eight offsets around a cell, edge neighbours first.
_DIAGONALS = ((1, -1), (1, 1), (-1, 1), (-1, -1))


# Plain dicts and tuples: looking up an Enum member's value is several times
# slower, and these run in every move generator.
_OFFSETS = {d: d.value for d in CLOCKWISE}
_EDGE_OFFSETS = tuple((d, d.value[0], d.value[1]) for d in CLOCKWISE)


def step(cell: Cell, direction: Direction) -> Cell:
    """The cell next to ``cell`` across its ``direction`` edge."""
    dx, dy = _OFFSETS[direction]
    return (cell[0] + dx, cell[1] + dy)


def edge_neighbours(cell: Cell) -> list[tuple[Direction, Cell]]:
    """The four cells that share an edge with ``cell``, with the shared edge.

    "Touching" in Cerro Gordo means exactly this: sharing an edge, not just a
    corner.
    """
    x, y = cell
    return [(d, (x + dx, y + dy)) for d, dx, dy in _EDGE_OFFSETS]


def diagonal_neighbours(cell: Cell) -> Iterator[Cell]:
    """The four cells that touch ``cell`` only at a corner."""
    for dx, dy in _DIAGONALS:
        yield (cell[0] + dx, cell[1] + dy)


def in_bounds(cell: Cell, size: tuple[int, int] | None) -> bool:
    """Whether ``cell`` lies on a board of ``size = (columns, rows)`` cells.

    A board of size ``None`` has no edge: every cell is on it, negative
    coordinates included.

    >>> in_bounds((-3, 0), None), in_bounds((-3, 0), (13, 9)), in_bounds((12, 8), (13, 9))
    (True, False, True)
    """
    return size is None or (0 <= cell[0] < size[0] and 0 <= cell[1] < size[1])
