"""Square-grid geometry: cells, the four directions, and neighbours.

A cell is a plain ``(column, row)`` tuple of ints: hashable, cheap, and
written to JSON as a two-element list.  Either may be negative: a board
need not have an edge.  Column grows to the east (right),
row grows to the south (down), as on a screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import Enum
from functools import cache

Cell = tuple[int, int]


class Direction(Enum):
    """One of the four edges of a square tile, clockwise from north."""

    N = (0, -1)
    E = (1, 0)
    S = (0, 1)
    W = (-1, 0)

    def __init__(self, dx: int, dy: int) -> None:
        # Plain attributes, set once: an Enum's ``value`` is a property, several
        # times slower to read, and directions are read in every move generator.
        self.dx = dx
        self.dy = dy
        # An Enum hashes its name, a string, and Python salts string hashes
        # differently in every process; sets of directions would then iterate
        # in a different order each run, and so would searches and the order
        # of explanations. The offsets, a tuple of ints, hash the same always.
        self._hash = hash((dx, dy))
        # Its place in CLOCKWISE, so turning and facing need no lookup.
        self._clockwise = ((0, -1), (1, 0), (0, 1), (-1, 0)).index((dx, dy))

    #: The edge that faces this one across a shared border (set below, once
    #: all four exist: a plain attribute, as it is read in every search).
    opposite: Direction

    def __hash__(self) -> int:
        return self._hash

    def turned(self, quarter_turns: int) -> Direction:
        """This direction after turning a tile clockwise ``quarter_turns`` times."""
        return CLOCKWISE[(self._clockwise + quarter_turns) % 4]


#: The four edges in clockwise order from north, for listing them in a fixed order.
CLOCKWISE = (Direction.N, Direction.E, Direction.S, Direction.W)
for _edge in CLOCKWISE:
    _edge.opposite = CLOCKWISE[_edge._clockwise ^ 2]  # two quarter turns: 0 <-> 2, 1 <-> 3

#: The eight offsets around a cell, edge neighbours first.
_DIAGONALS = ((1, -1), (1, 1), (-1, 1), (-1, -1))


_N, _E, _S, _W = CLOCKWISE


def step(cell: Cell, direction: Direction) -> Cell:
    """The cell next to ``cell`` across its ``direction`` edge."""
    return (cell[0] + direction.dx, cell[1] + direction.dy)


@cache
def edge_neighbours(cell: Cell) -> tuple[tuple[Direction, Cell], ...]:
    """The four cells that share an edge with ``cell``, with the shared edge, clockwise from north.

    "Touching" in Cerro Gordo means exactly this: sharing an edge, not just a
    corner.  Cached: a cell's neighbours never change, every move generator
    asks, and a game only ever asks about the few hundred cells near its
    tiles.
    """
    x, y = cell
    # Written out: a loop costs twice as much.
    return ((_N, (x, y - 1)), (_E, (x + 1, y)), (_S, (x, y + 1)), (_W, (x - 1, y)))


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
