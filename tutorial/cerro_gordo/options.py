"""Rule options: the places where the rulebook can be read two ways.

Where the Cerro Gordo rulebook contradicts itself or leaves a question
open, the default reading is the one the project takes; the other is a
switch here, so a learner can play both and compare.  The project's page of
rule readings, ``docs/rule-readings.md``, gives the reasons.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.core.errors import quoted

#: How many mines, and how many tiles in each (the setup text and its table disagree).
STACKS_TABLE = "table"  # the Setup Tool table: 2x8 / 2x12 / 3x11 / 3x12
STACKS_OF_SIX = "sixes"  # the setup text: stacks of 6, 2 stacks (2-3 players) or 3 (4-5)

#: What a player not connected to any mine does (the rule text and the card disagree).
UNCONNECTED_EVENT = "text"  # the rule text: choose a mine, draw, resolve its event, no silver
UNCONNECTED_NOTHING = "card"  # the card's "Event only if connected": draw, discard unresolved

#: The rulebook places tiles "on the table": the board has no edge (``board=None``).
#: A fixed grid is a reading, kept as a switch; this is the one earlier versions
#: of the tutorial used, 13 columns by 9 rows around the stand-in mine cells.
FIXED_BOARD = (13, 9)
#: A fixed grid has at most this many columns and rows (two-digit coordinates).
LARGEST_BOARD = 99

#: When the silver actions may be taken (rulebook, *Silver Actions*: "At any time
#: during your turn"; the turn summary lists mining as its last step).
BEFORE_MINING = "before_mining"  # mining ends the turn: silver actions come before it
ANY_TIME = "any_time"  # also after mining, until the player ends the turn (EndTurn)

#: Whether a closeness path may cross an empty mine.
DEAD_END = "dead_end"  # every mine ends a path, empty or not
PASS_THROUGH = "pass_through"  # a path may cross an empty mine from road to road

#: Which touching buildings count toward "2+ different building types" (Miner's Midway).
ALL_TYPES = "all"  # every touching building's type, the played building's own type too
OTHER_TYPES = "others"  # only types other than the played building's own

#: How often Silver Trail pays for one road that joins several separate mine groups.
TRAIL_ONCE = "once"  # once per road
TRAIL_PER_MERGE = "per_merge"  # once per merge of two groups: 3 groups joined pay twice


def _one_of(name: str, value: object, allowed: tuple[str, ...]) -> None:
    """Refuse a reading that is not one of ``allowed``, naming the option."""
    if value not in allowed:
        choices = " or ".join(repr(a) for a in allowed)
        raise ValueError(f"{name} must be {choices}, not {quoted(value)}")


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
    silver_actions:
        When the silver actions (a second road, refreshing objectives) may
        be taken.  ``"before_mining"`` (default): before mining, since
        mining ends the turn (the turn summary's order: building and road,
        then mine).  ``"any_time"``: the rulebook's "at any time during your
        turn", so also after mining; the turn then ends only when the player
        says so, with the :class:`~tutorial.cerro_gordo.actions.EndTurn`
        action (or when mining empties the last mine: the game ends at
        once).  After mining, only a second road, a refresh or EndTurn is
        allowed.
    empty_mines:
        Whether a path counted for closeness may cross an empty mine.
        ``"dead_end"`` (default): no; every mine, empty or not, ends a path
        ("Road connections do not continue through Buildings", and the
        engine treats mines the same way).  So two roads that meet only at
        an empty mine are one road network for Silver Trail, which groups
        roads and mines by union-find *through* mines, but no closeness
        path joins them.  ``"pass_through"``: a path may enter an empty
        mine by one road and leave by another, as Silver Trail's grouping
        does; the mine is not a road tile, so it adds nothing to the count.
        A mine with tiles left still ends every path, under both readings,
        and an empty mine is never "closest" (nothing is left to draw).
    midway_types:
        Which touching buildings count toward Miner's Midway's "touches 2+
        different building types" (and the stand-in cards worded the same
        way).  ``"all"`` (default): every touching building's type, the
        played building's own type too, so an Entertainment building
        touching an Entertainment and a Commercial building completes
        Miner's Midway.  ``"others"``: only types other than the played
        building's own, so it needs two types besides Entertainment.
    silver_trail:
        How often Silver Trail ("2 previously unconnected Mines connected
        by road") pays when one road joins more than two separate groups of
        mines at once.  ``"once"`` (default): once per road.
        ``"per_merge"``: once for every two groups merged, so a road that
        joins three separate mines pays twice, as two roads joining them
        one after the other would.
    """

    mine_stacks: str = STACKS_TABLE
    unconnected_mining: str = UNCONNECTED_EVENT
    board: tuple[int, int] | None = None
    silver_actions: str = BEFORE_MINING
    empty_mines: str = DEAD_END
    midway_types: str = ALL_TYPES
    silver_trail: str = TRAIL_ONCE

    def __post_init__(self) -> None:
        _one_of("mine_stacks", self.mine_stacks, (STACKS_TABLE, STACKS_OF_SIX))
        _one_of(
            "unconnected_mining", self.unconnected_mining, (UNCONNECTED_EVENT, UNCONNECTED_NOTHING)
        )
        _one_of("silver_actions", self.silver_actions, (BEFORE_MINING, ANY_TIME))
        _one_of("empty_mines", self.empty_mines, (DEAD_END, PASS_THROUGH))
        _one_of("midway_types", self.midway_types, (ALL_TYPES, OTHER_TYPES))
        _one_of("silver_trail", self.silver_trail, (TRAIL_ONCE, TRAIL_PER_MERGE))
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
    "stacks of 6" disagree.

    >>> mine_stacks(2), mine_stacks(4), mine_stacks(4, "sixes")
    ((2, 8), (3, 11), (3, 6))
    """
    if not 2 <= players <= 5:
        raise ValueError(f"Cerro Gordo is for 2 to 5 players, not {players}")
    if reading == STACKS_OF_SIX:
        return (2 if players <= 3 else 3, 6)
    return {2: (2, 8), 3: (2, 12), 4: (3, 11), 5: (3, 12)}[players]
