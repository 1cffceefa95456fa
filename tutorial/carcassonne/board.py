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

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tutorial.carcassonne.tiles import TileType
from tutorial.core.grid import Cell, edge_neighbours

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


def empty_neighbours(board: Mapping[Cell, Placed], cell: Cell) -> list[Cell]:
    """The cells sharing an edge with ``cell`` that hold no tile."""
    return [n for _, n in edge_neighbours(cell) if n not in board]


def open_cells_of(board: Mapping[Cell, Placed]) -> frozenset[Cell]:
    """Every empty cell touching a tile, worked out from the whole board.

    The state keeps this set incrementally (a new tile removes its cell and
    adds its empty neighbours); this is the from-scratch version, for tests
    and for loading a position.
    """
    return frozenset(n for cell in board for n in empty_neighbours(board, cell))


def fits(state: GameState, tile: TileType, cell: Cell, rotation: int) -> bool:
    """Whether ``tile``, turned ``rotation`` times, may go on ``cell``.

    Rulebook (base game), *Placing a tile*: the cell is empty and touches a
    tile, and each side touching a tile shows what that tile's side shows.

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(2, seed=1).state  # the start tile: city north, road east-west
    >>> curve = state.rules.tiles[22]
    >>> curve.name, fits(state, curve, (1, 0), 0), fits(state, curve, (1, 0), 2)
    ('curve', True, False)
    """
    if cell in state.board:
        return False
    sides = tile.sides
    types = state.rules.tiles
    touching = False
    for side, (_, neighbour) in enumerate(edge_neighbours(cell)):
        there = state.board.get(neighbour)
        if there is None:
            continue
        touching = True
        # Our side ``side`` meets the neighbour's opposite side (two places on).
        theirs = types[there.tile].sides[(side + 2 - there.rotation) % 4]
        if sides[(side - rotation) % 4] != theirs:
            return False
    return touching


def placements(state: GameState, tile: TileType) -> list[tuple[Cell, int]]:
    """Every ``(cell, rotation)`` where ``tile`` fits, cells in sorted order.

    Only the open cells are tried: a tile must touch one.  A tile whose
    sides are the same all round is listed once for each rotation anyway:
    they are different actions, drawn the same.
    """
    return [
        (cell, rotation)
        for cell in sorted(state.open_cells)
        for rotation in range(4)
        if fits(state, tile, cell, rotation)
    ]


def fits_somewhere(state: GameState, tile: TileType) -> bool:
    """Whether ``tile`` has any placement (stops at the first one found)."""
    return any(
        fits(state, tile, cell, rotation) for cell in state.open_cells for rotation in range(4)
    )
