"""The ingots phase of a turn: two gold ingots after a gold tile.

Rulebook (The Gold Mines), *Game Flow*: the turn becomes (1) place a tile,
(2) place 2 gold ingots if the tile shows gold, (3) place a follower or
not, (4) score, (5) hand out gold.  So the gold rules add a phase called
``"ingots"`` right after the tile, in which the player names the touching
tile for the second ingot (:class:`PlaceIngot`); the first always goes on
the gold tile itself.

*The engine places them itself when there is nothing to choose* (our
reading of "the one tile if only one"): when only one tile touches the gold
tile, or the supply holds fewer than two ingots (*place what is left*, see
:mod:`~tutorial.gold_mines.placing`), the ingots go down as part of placing
the tile, the explanation says so, and the ingots phase is skipped.  It is
also skipped for a tile without gold.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile
from tutorial.carcassonne.placing import place_tile
from tutorial.carcassonne.rules import Phase
from tutorial.carcassonne.state import GameState
from tutorial.core.explanation import Explain, Explanation, Highlight, Outcome, with_lines
from tutorial.core.grid import Cell
from tutorial.core.values import memo
from tutorial.gold_mines.choosing import TakeIngot
from tutorial.gold_mines.placing import RULE_PLACING, place_ingots, second_ingot_cells
from tutorial.gold_mines.state import gold_of, with_gold
from tutorial.gold_mines.tiles import is_gold


@dataclass(frozen=True)
class PlaceIngot:
    """Put the second gold ingot on the tile at ``cell``, one touching the gold tile just placed."""

    cell: Cell


#: The actions of a game with The Gold Mines: the base game's, the second ingot's, and
#: the tile a player takes gold from when the reading lets them choose.
Action = PlaceTile | PlaceFollower | NoFollower | PlaceIngot | TakeIngot


def gold_tile_placed(state: GameState) -> bool:
    """Whether the tile placed this turn shows gold."""
    return state.placed is not None and is_gold(state.tile_at(state.placed))


def second_ingot_choice(state: GameState) -> tuple[Cell, ...]:
    """The tiles the player chooses among for the second ingot, or ``()`` if there is no choice.

    Rulebook, *Actions and How to Play*: any tile touching the gold tile,
    diagonals included.  No choice: the tile has no gold, only one tile
    touches it, or fewer than two ingots are left.
    """
    if not gold_tile_placed(state) or gold_of(state).supply < 2:
        return ()
    return memo(state, "second ingot", lambda: _choice_of(state))


def _choice_of(state: GameState) -> tuple[Cell, ...]:
    """The tiles touching the gold tile just placed, if more than one."""
    options = second_ingot_cells(state.placed, state.board)  # type: ignore[arg-type]
    return options if len(options) > 1 else ()


def ingots_needed(state: GameState) -> bool:
    """Whether the ingots phase happens this turn: the player has a tile to choose."""
    return bool(second_ingot_choice(state))


def ingot_moves(state: GameState) -> list[PlaceIngot]:
    """Every tile the second ingot may go on, as actions (in reading order)."""
    return [PlaceIngot(cell) for cell in second_ingot_choice(state)]


def place_second_ingot(state: GameState, action: PlaceIngot) -> Outcome[GameState]:
    """The ingots phase: one ingot on the gold tile, one on ``action.cell``.

    Raises :class:`~tutorial.core.errors.IllegalMove` (from
    :func:`~tutorial.gold_mines.placing.place_ingots`) naming the cell if it
    does not touch the gold tile.
    """
    return _put_ingots(state, action.cell, None)


def place_gold_tile(state: GameState, action: PlaceTile) -> Outcome[GameState]:
    """The tile phase of the gold rules: the base game's placement, then any ingots with no choice.

    A gold tile with a choice to make leaves its ingots to the ingots phase.
    """
    placed = place_tile(state, action)
    after, explain = placed
    if not gold_tile_placed(after):
        return placed
    if second_ingot_choice(after):
        return Outcome(after, with_lines(explain, lambda: [_CHOOSE]))
    return _put_ingots(after, None, explain)


_CHOOSE = (
    "It shows gold: one ingot goes on it, and the player chooses a touching tile "
    "(diagonals too) for the second."
)


def _put_ingots(
    state: GameState, second: Cell | None, before: Explain | None
) -> Outcome[GameState]:
    """``state`` with the gold tile's ingots placed; explained after ``before`` if given."""
    gold = gold_of(state)
    cell = state.placed
    assert cell is not None  # the ingots come after a tile is placed
    options = second_ingot_cells(cell, state.board)
    board, supply = place_ingots(gold.on_board(), gold.supply, cell, second, state.board)
    after = with_gold(state, replace(gold.with_board(board), supply=supply))
    target = options[0] if second is None and len(options) == 1 else second
    put = (cell, target)[: gold.supply]  # with fewer than two left, the gold tile's comes first

    def explain() -> Explanation:
        name = state.player.name
        if not put:
            lines = ["The gold supply is empty: no ingot is placed (our reading)."]
        elif len(put) == 1:
            lines = [f"Only one ingot was left in the supply: it goes on the gold tile at {cell}."]
        elif second is None:
            lines = [
                f"One ingot goes on the gold tile at {cell}. Only the tile at {put[1]} touches "
                "it, so the engine puts the second ingot there."
            ]
        else:
            lines = [f"{name} put an ingot on the gold tile at {cell} and one on {second}."]
        lines.append(f"Gold supply: {supply} ingot{'s' * (supply != 1)} left.")
        lit = (Highlight("ingots", tuple(put)),) if put else ()
        if before is None:
            return Explanation("Placed gold ingots", tuple(lines), RULE_PLACING, lit)
        first = before()
        return replace(first, lines=(*first.lines, *lines), highlights=(*first.highlights, *lit))

    return Outcome.later(after, explain)


#: The phase the gold rules add after the tile.
INGOTS_PHASE = Phase("ingots", (PlaceIngot,), place_second_ingot, ingot_moves, ingots_needed)
