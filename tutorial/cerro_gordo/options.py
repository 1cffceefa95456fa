"""Rule options: the places where the rulebook can be read two ways.

``../shared/rules/NOTES.md`` lists where the Cerro Gordo rulebook
contradicts itself.  The default reading is the one the project takes; the
other is a switch here, so a learner can play both and compare.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.core.errors import quoted

#: NOTES.md item 1: how many mines, and how many tiles in each.
STACKS_TABLE = "table"  # the Setup Tool table: 2x8 / 2x12 / 3x11 / 3x12
STACKS_OF_SIX = "sixes"  # the setup text: stacks of 6, 2 stacks (2-3 players) or 3 (4-5)

#: NOTES.md item 2: what a player not connected to any mine does.
UNCONNECTED_EVENT = "text"  # the rule text: choose a mine, draw, resolve its event, no silver
UNCONNECTED_NOTHING = "card"  # the card's "Event only if connected": draw, discard unresolved

#: The rulebook places tiles "on the table": the board has no edge (``board=None``).
#: A fixed grid is a reading, kept as a switch; this is the one earlier versions
#: of the tutorial used, 13 columns by 9 rows around the stand-in mine cells.
FIXED_BOARD = (13, 9)
#: A fixed grid has at most this many columns and rows (two-digit coordinates).
LARGEST_BOARD = 99


@dataclass(frozen=True)
class RuleOptions:
    """Which reading of each contradictory rule is in force.

    Attributes
    ----------
    mine_stacks:
        ``"table"`` (default) or ``"sixes"``.
    unconnected_mining:
        ``"text"`` (default) or ``"card"``.
    board:
        ``None`` (default): no edge, the town grows in any direction and
        cells may have negative coordinates.  ``(columns, rows)``: a fixed
        grid, cells ``(0, 0)`` to ``(columns - 1, rows - 1)``, e.g.
        :data:`FIXED_BOARD`.
    """

    mine_stacks: str = STACKS_TABLE
    unconnected_mining: str = UNCONNECTED_EVENT
    board: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        if self.mine_stacks not in (STACKS_TABLE, STACKS_OF_SIX):
            raise ValueError(f"mine_stacks must be 'table' or 'sixes', not {self.mine_stacks!r}")
        if self.unconnected_mining not in (UNCONNECTED_EVENT, UNCONNECTED_NOTHING):
            raise ValueError(
                f"unconnected_mining must be 'text' or 'card', not {self.unconnected_mining!r}"
            )
        if self.board is not None and not is_board_size(self.board):
            raise ValueError(
                "board must be None (no edge) or (columns, rows), two whole numbers from 1 to "
                f"{LARGEST_BOARD}, not {quoted(self.board)}"
            )


def is_board_size(value: object) -> bool:
    """Whether ``value`` is a fixed grid's ``(columns, rows)``.

    >>> is_board_size((13, 9)), is_board_size((13, 0)), is_board_size((13.0, 9))
    (True, False, False)
    """
    return (
        isinstance(value, tuple)
        and len(value) == 2
        and all(type(n) is int and 1 <= n <= LARGEST_BOARD for n in value)
    )


def mine_stacks(players: int, reading: str = STACKS_TABLE) -> tuple[int, int]:
    """``(number of mines, tiles per mine)`` for a player count.

    Rulebook, *Setup* step 2.  The Setup Tool table (default) and the text's
    "stacks of 6" disagree; NOTES.md item 1.

    >>> mine_stacks(2), mine_stacks(4), mine_stacks(4, "sixes")
    ((2, 8), (3, 11), (3, 6))
    """
    if not 2 <= players <= 5:
        raise ValueError(f"Cerro Gordo is for 2 to 5 players, not {players}")
    if reading == STACKS_OF_SIX:
        return (2 if players <= 3 else 3, 6)
    return {2: (2, 8), 3: (2, 12), 4: (3, 11), 5: (3, 12)}[players]
