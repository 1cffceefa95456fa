"""Where a tile may go: matching sides, the open cells, every placement.

Rulebook (base game), *Placing a tile*: the new tile must touch at least one
tile already in play, and every side that touches a tile must match it: city
to city, road to road, field to field.  The board has no edge.

Cells are ``(column, row)`` with the row growing southwards, as everywhere
in this tutorial (:mod:`tutorial.core.grid`).  The state keeps its *open
cells* (empty cells touching a tile) up to date as tiles arrive, so finding
every placement looks only at those cells, never at the whole board.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import accumulate, compress, product
from types import MappingProxyType
from typing import TYPE_CHECKING

from tutorial.carcassonne.tiles import CITY, FIELD, ROAD, TileType
from tutorial.core.grid import Cell, edge_neighbours
from tutorial.core.shared import SharedDict, copy_to_change

if TYPE_CHECKING:  # only for type hints: the state is built from this module
    from tutorial.carcassonne.state import GameState

RULE_PLACING = "Placing a tile"


@dataclass(frozen=True)
class Placed:
    """A tile on the board: its type (an index into the rules' tile types) and its turn.

    ``rotation`` is 0 to 3 quarter turns clockwise.
    """

    tile: int
    rotation: int


#: What an open cell asks of a tile: the kind each neighbour shows towards it
#: (N, E, S, W), or ``None`` where there is no neighbour.
Needs = tuple[str | None, str | None, str | None, str | None]
NOTHING: Needs = (None, None, None, None)
#: What a side of an open cell may ask: nothing (no neighbour), or what the
#: neighbour shows there (reading the tile data refuses any other kind of side).
ASKED = (None, CITY, ROAD, FIELD)
#: Every need an open cell can have (256), each as one tuple that the open cells
#: and the turns tables all share: a look-up then finds its own key, with no
#: comparing of kinds.
NEEDS: Mapping[Needs, Needs] = MappingProxyType({n: n for n in product(ASKED, repeat=4)})
#: Each need's number, its place in :data:`NEEDS`.  The state lists its open
#: cells' needs by number (:attr:`~tutorial.carcassonne.state.GameState.need_numbers_in_order`),
#: so a turns table is read by position, with no tuple of four kinds to hash.
NEED_NUMBER: Mapping[Needs, int] = MappingProxyType({n: i for i, n in enumerate(NEEDS)})


@cache
def edge_cells(cell: Cell) -> tuple[Cell, ...]:
    """The four cells sharing an edge with ``cell``, north, east, south, west.

    Remembered: every tile placed asks it, and a board has only so many cells.

    >>> edge_cells((0, 0))
    ((0, -1), (1, 0), (0, 1), (-1, 0))
    """
    return tuple([neighbour for _, neighbour in edge_neighbours(cell)])


def empty_neighbours(board: Mapping[Cell, Placed], cell: Cell) -> list[Cell]:
    """The cells sharing an edge with ``cell`` that hold no tile."""
    return [n for _, n in edge_neighbours(cell) if n not in board]


def needs_of(board: Mapping[Cell, Placed], types: Sequence[TileType], cell: Cell) -> Needs:
    """What the empty ``cell`` asks of a tile, read from its four neighbours."""
    needs = []
    for side, (_, neighbour) in enumerate(edge_neighbours(cell)):
        there = board.get(neighbour)
        # The neighbour's side facing us is two places on from ours.
        needs.append(
            None if there is None else types[there.tile].sides[(side + 2 - there.rotation) % 4]
        )
    return NEEDS[tuple(needs)]  # type: ignore[index]


def open_cells_of(board: Mapping[Cell, Placed], types: Sequence[TileType]) -> dict[Cell, Needs]:
    """Every empty cell touching a tile, with what it asks of a tile, from the whole board.

    The state keeps this incrementally (:func:`opened`); this is the
    from-scratch version, for tests and for loading a position.
    """
    cells = {n for cell in board for n in empty_neighbours(board, cell)}
    return {cell: needs_of(board, types, cell) for cell in cells}


def opened(
    open_cells: Mapping[Cell, Needs],
    cell: Cell,
    tile: TileType,
    rotation: int,
    tiles_beside: Sequence[Placed | None],
) -> dict[Cell, Needs] | SharedDict[Cell, Needs]:
    """The open cells after ``tile``, turned ``rotation`` times, arrived on ``cell``.

    ``tiles_beside`` starts with the tiles on the cells sharing its edges
    (N, E, S, W; ``None`` for an empty cell), as the board holds them now:
    the caller has read them.  ``cell`` is no longer open; each empty
    neighbour is (or stays) open and now also asks for what the new tile
    shows towards it.  Only the four cells around ``cell`` change: the
    board is never rescanned.
    """
    shown = tile.sides
    changed = copy_to_change(open_cells)
    del changed[cell]
    # (zip stops after the four edge cells: tiles_beside may go on to the diagonals)
    beside = zip(edge_cells(cell), tiles_beside, strict=False)
    for side, (neighbour, there) in enumerate(beside):
        if there is not None:
            continue
        needs = list(changed.get(neighbour, NOTHING))
        needs[(side + 2) % 4] = shown[(side - rotation) % 4]
        changed[neighbour] = NEEDS[tuple(needs)]  # type: ignore[index]
    return changed


def turns_meeting(sides: tuple[str, ...], needs: Needs) -> tuple[int, ...]:
    """The rotations of a tile with ``sides`` that give an open cell what it ``needs``.

    >>> turns_meeting(("city", "road", "field", "road"), ("field", None, None, None))
    (2,)
    """
    return tuple(
        rotation
        for rotation in range(4)
        if all(
            need is None or need == sides[(side - rotation) % 4] for side, need in enumerate(needs)
        )
    )


class TurnsTable(dict[Needs, tuple[int, ...]]):
    """:func:`turns_meeting` for a tile with ``sides``, by what an open cell needs.

    Made whole at once: turned ``rotation`` times, the tile meets exactly
    the needs that ask, on each side, nothing or the kind it shows there (16
    of them), so the table lists those for each turn.  Every other need (of
    the 256 an open cell can have) is met by no turn, and is listed too: most
    open cells fit no turn of the drawn tile, and a plain look-up is quicker
    than a fallback in Python.  Finding the placements of a tile then looks
    each open cell up instead of trying its four turns.

    ``by_number`` lists the same turns by need number (:data:`NEED_NUMBER`),
    and ``counts`` how many there are.

    >>> table = TurnsTable(("city", "road", "field", "road"))
    >>> len(table), all(table[needs] == turns_meeting(table.sides, needs) for needs in table)
    (256, True)
    >>> all(table.by_number[NEED_NUMBER[needs]] == table[needs] for needs in NEEDS)
    True
    """

    def __init__(self, sides: tuple[str, ...]) -> None:
        super().__init__(dict.fromkeys(NEEDS, ()))
        self.sides = sides
        for rotation in range(4):  # (in order: each entry lists its turns in order)
            shown = [sides[(side - rotation) % 4] for side in range(4)]
            for needs in product(*[(None, kind) for kind in shown]):
                self[needs] += (rotation,)  # type: ignore[index]
        # By need number, as lists: a list's item look-up is a plain method
        # call, a tuple's goes through a slower wrapper.
        self.by_number = list(map(self.__getitem__, NEEDS))
        self.counts = list(map(len, self.by_number))


@cache
def turns_table(sides: tuple[str, ...]) -> TurnsTable:
    """The :class:`TurnsTable` of a tile with ``sides`` (one per kind of tile).

    >>> turns_table(("city", "road", "field", "road"))[("field", None, None, None)]
    (2,)
    """
    return TurnsTable(sides)


def fits(state: GameState, tile: TileType, cell: Cell, rotation: int) -> bool:
    """Whether ``tile``, turned ``rotation`` times, may go on ``cell``.

    Rulebook (base game), *Placing a tile*: the cell is empty and touches a
    tile, and each side touching a tile shows what that tile's side shows.
    The empty cells touching a tile are the state's open cells, each with
    what its neighbours show towards it (:func:`needs_of`), so the rule is
    one look-up: is ``rotation`` among the turns meeting those needs?

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(2, seed=1).state  # the start tile: city north, road east-west
    >>> curve = state.rules.tiles[22]
    >>> curve.name, fits(state, curve, (1, 0), 0), fits(state, curve, (1, 0), 2)
    ('curve', True, False)
    """
    needs = state.open_cells.get(cell)
    return needs is not None and rotation in turns_table(tile.sides)[needs]


def placements(state: GameState, tile: TileType) -> list[tuple[Cell, int]]:
    """Every ``(cell, rotation)`` where ``tile`` fits, cells in sorted order.

    Only the open cells are tried (a tile must touch one), each by what it
    needs of a tile, which the state keeps up to date (:func:`opened`).  A tile whose
    sides are the same all round is listed once for each rotation anyway:
    they are different actions, drawn the same.
    """
    order = state.open_in_order
    # Each open cell's turns, often none: only the cells with some are walked.
    fitting = turns_by_open_cell(state, tile)
    return [
        (cell, rotation)
        for cell, rotations in zip(compress(order, fitting), filter(None, fitting), strict=True)
        for rotation in rotations
    ]


def turns_by_open_cell(state: GameState, tile: TileType) -> list[tuple[int, ...]]:
    """The turns of ``tile`` that fit each open cell, in the order of ``state.open_in_order``."""
    turns = turns_table(tile.sides).by_number
    return list(map(turns.__getitem__, state.need_numbers_in_order))


class Placements(Sequence[tuple[Cell, int]]):
    """:func:`placements` as a sequence that is counted, not listed.

    Each open cell's turns are counted (the turns table knows how many turns
    meet each need, :attr:`TurnsTable.counts`); item ``i`` is then found by
    bisection over the running counts, so a random player draws one
    placement without a pair made for each.  The same items in the same
    order as :func:`placements`, so the same draw.

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(2, seed=1).state
    >>> list(Placements(state, state.current_tile)) == placements(state, state.current_tile)
    True
    """

    def __init__(self, state: GameState, tile: TileType) -> None:
        table = turns_table(tile.sides)
        self._cells, self._needs = state.open_in_order, state.need_numbers_in_order
        self._turns = table.by_number
        #: How many placements the cells up to each one hold.
        self._ends = list(accumulate(map(table.counts.__getitem__, self._needs)))
        self._count = self._ends[-1] if self._ends else 0

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, index: int) -> tuple[Cell, int]:  # type: ignore[override]
        ends = self._ends
        if not 0 <= index < self._count:
            raise IndexError(index)
        at = bisect_right(ends, index)
        turns = self._turns[self._needs[at]]
        return self._cells[at], turns[index - (ends[at - 1] if at else 0)]


def fits_somewhere(state: GameState, tile: TileType) -> bool:
    """Whether ``tile`` has any placement (stops at the first one found)."""
    return any(map(turns_table(tile.sides).__getitem__, state.open_cells.values()))
