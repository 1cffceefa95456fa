"""Placing the two gold ingots after a gold tile.

Rulebook (The Gold Mines), *Preparation* and *Actions and How to Play*: the
game has 16 ingots, kept in a supply beside the board.  A player who places
a tile with the gold symbol then puts one ingot on that tile and one on a
tile next to it, diagonal neighbours included; an ingot may go on a tile
that already holds some.

The player chooses the second tile among those touching the gold tile (the
engine chooses for them when only one tile touches it).

*Place what is left* (our reading): the rulebook does not say what happens
when the supply runs out.  The ingots still in the supply are placed, the
one on the gold tile first: with one ingot left only the gold tile gets
one, with none nothing is placed.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from functools import cache

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.grid import Cell

#: The ingots in the game (rulebook, *Preparation*).
SUPPLY = 16
RULE_PLACING = "Actions and How to Play: one ingot on the gold tile, one on a touching tile"


@cache
def touching_cells(cell: Cell) -> tuple[Cell, ...]:
    """The eight cells around ``cell``, diagonals included, in reading order.

    Remembered: every gold tile placed asks it (more than once), and a board
    has only so many cells.

    >>> touching_cells((0, 0))[:3]
    ((-1, -1), (0, -1), (1, -1))
    """
    x, y = cell
    return tuple((x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))


def second_ingot_cells(cell: Cell, occupied: Collection[Cell]) -> tuple[Cell, ...]:
    """Where the second ingot may go: the tiles touching the gold tile at ``cell``.

    Rulebook, *Actions and How to Play*: "on an adjacent tile (even
    diagonally)".  ``occupied`` holds the cells that have a tile; the answer
    is in reading order (top row first, then left to right).

    >>> second_ingot_cells((1, 1), {(1, 1), (2, 1), (0, 0), (5, 5)})
    ((0, 0), (2, 1))
    """
    return tuple(c for c in touching_cells(cell) if c in occupied)


def place_ingots(
    ingots: Mapping[Cell, int],
    supply: int,
    gold_cell: Cell,
    second_cell: Cell | None,
    occupied: Collection[Cell],
) -> tuple[dict[Cell, int], int]:
    """The ingots on the board and in the supply after a gold tile is placed at ``gold_cell``.

    One ingot goes on the gold tile and one on ``second_cell``, a tile
    touching it (rulebook, *Actions and How to Play*).  With fewer than two
    ingots in the supply, what is left is placed, the gold tile first (our
    reading, "place what is left").

    Parameters
    ----------
    ingots:
        The ingots on each tile before (not changed).
    supply:
        The ingots not yet on the board (0 to :data:`SUPPLY`).
    gold_cell:
        Where the gold tile was just placed (it must be in ``occupied``).
    second_cell:
        The tile the player chose for the second ingot; ``None`` to let the
        engine choose when only one tile touches the gold tile, or when the
        supply has no second ingot.
    occupied:
        The cells that hold a tile, the gold tile included.

    Returns
    -------
    tuple[dict[Cell, int], int]
        A new map of ingots per tile, and the supply left.

    Raises
    ------
    IllegalMove
        If the gold tile is not on the board, or ``second_cell`` is not a tile
        touching it, or ``None`` where the player has a choice to make.
    ValueError
        If ``supply`` is not between 0 and :data:`SUPPLY`.

    Examples
    --------
    >>> place_ingots({(1, 0): 1}, 16, (0, 0), (1, 0), {(0, 0), (1, 0)})
    ({(1, 0): 2, (0, 0): 1}, 14)
    >>> place_ingots({}, 1, (0, 0), None, {(0, 0), (1, 0), (0, 1)})
    ({(0, 0): 1}, 0)
    """
    if not 0 <= supply <= SUPPLY:
        raise ValueError(f"the supply holds 0 to {SUPPLY} ingots, not {quoted(supply)}")
    if gold_cell not in occupied:
        raise IllegalMove(RULE_PLACING, f"no tile at {quoted(gold_cell)} to put the ingot on")
    options = second_ingot_cells(gold_cell, occupied)
    if second_cell is not None and second_cell not in options:
        raise IllegalMove(
            RULE_PLACING,
            f"{quoted(second_cell)} is not a tile touching the gold tile at {gold_cell}; "
            f"the second ingot may go on {_listed(options)}",
        )
    after = dict(ingots)
    if supply >= 1:
        after[gold_cell] = after.get(gold_cell, 0) + 1
    if supply >= 2:
        if second_cell is None:
            if len(options) != 1:
                raise IllegalMove(
                    RULE_PLACING,
                    f"choose the tile for the second ingot: {_listed(options)}",
                )
            second_cell = options[0]
        after[second_cell] = after.get(second_cell, 0) + 1
    return after, supply - min(supply, 2)


def _listed(cells: tuple[Cell, ...]) -> str:
    return ", ".join(str(c) for c in cells) if cells else "no tile (none touches it)"
