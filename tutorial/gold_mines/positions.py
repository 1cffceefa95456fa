"""Saving and loading the gold of a Gold Mines position: the gold layer's codec.

The base game saves the board, the deck and the players
(:mod:`tutorial.carcassonne.positions`) and hands the ``"gold"`` part of the
file to :data:`GOLD_CODEC`, which the gold rules name.  The part holds the
ingots on each tile, in the supply, in front of each player, and removed at
the end::

    "gold": {"ingots": [{"cell": [1, 0], "ingots": 2}], "supply": 12,
             "held": [2, 0], "removed": 0}

Loading checks every field, and then what every played game keeps true
(rulebook, *Preparation* and *Actions and How to Play*):

- every count is 0 or more, and a tile listed holds at least one ingot;
- ingots lie only on placed tiles, each tile listed once;
- the 16 ingots are all somewhere: on tiles, in the supply, held, removed;
- each gold tile placed took two ingots from the supply while it had them
  (*place what is left*), so the supply says how many gold tiles are down;
- gold leaves the tiles (``removed``) and scores only when the game is over;
- gold lies only on a gold tile or a tile touching one (diagonals too), and
  not yet on the gold tile just placed whose ingots are still to come (the
  ingots phase);
- the tiles chosen by hand for the hand-out under way (``"choices"``, only
  in the gold phase of ``gold_rules(by_hand=True)``) are each one the
  player had to choose from, in order.

Not saved, nor compared: the last hand-out (``sharing``, kept for its
explanation), as the base game does not save ``scored``.
"""

from __future__ import annotations

from typing import Any

from tutorial.carcassonne.rules import LayerCodec
from tutorial.carcassonne.state import GameState
from tutorial.core.errors import PositionError
from tutorial.core.grid import Cell
from tutorial.core.positions import Fields, check_cell, check_int
from tutorial.core.values import evolve
from tutorial.gold_mines.choosing import GOLD_PHASE, choice_waiting
from tutorial.gold_mines.ingots import INGOTS_PHASE
from tutorial.gold_mines.placing import SUPPLY, touching_cells
from tutorial.gold_mines.scoring import GOLD
from tutorial.gold_mines.state import LAYER, GoldState, gold_of, with_gold
from tutorial.gold_mines.tiles import is_gold
from tutorial.gold_mines.value import gold_points


def dump_gold(state: GameState) -> dict[str, Any]:
    """The gold of ``state`` as JSON data."""
    gold = gold_of(state)
    data: dict[str, Any] = {
        "ingots": [{"cell": list(cell), "ingots": n} for cell, n in gold.ingots],
        "supply": gold.supply,
        "held": list(gold.held),
        "removed": gold.removed,
    }
    if gold.choices:  # only in a hand-out chosen by hand, under way
        data["choices"] = [list(cell) for cell in gold.choices]
    return data


def load_gold(fields: Fields, state: GameState) -> GoldState:
    """The gold read from its part of a file, checked against the base position ``state``."""
    path = fields.path
    on_board: dict[Cell, int] = {}
    for entry in fields.objects("ingots"):
        cell = entry.cell("cell")
        if cell not in state.board:
            raise PositionError(f"{entry.path}.cell", f"no tile lies on {cell} to hold gold")
        if cell in on_board:
            raise PositionError(f"{entry.path}.cell", f"{cell} is listed twice")
        on_board[cell] = entry.integer("ingots", 1, SUPPLY)
    held = fields.each("held", lambda value, where: check_int(value, where, 0, SUPPLY))
    if len(held) != len(state.players):
        raise PositionError(f"{path}.held", f"one count a player: {len(state.players)}")
    gold = GoldState(
        (), fields.integer("supply", 0, SUPPLY), held, fields.integer("removed", 0, SUPPLY)
    ).with_board(on_board)
    if gold.total != SUPPLY:
        raise PositionError(
            f"{path}.supply",
            f"{gold.supply} in the supply, {gold.total - gold.supply} on tiles, held or removed: "
            f"the game has {SUPPLY} ingots",
        )
    _check_supply(gold, state, path)
    _check_end(gold, state, path)
    _check_where(gold, state, path)
    if fields.has("choices"):
        gold = evolve(gold, choices=fields.each("choices", check_cell))
        _check_choices(gold, with_gold(state, gold), path)
    return gold


def _check_choices(gold: GoldState, state: GameState, path: str) -> None:
    """Choices by hand are made in the gold phase, each one a player had (in order)."""
    if state.phase != GOLD_PHASE:
        raise PositionError(f"{path}.choices", "tiles are chosen for gold only in the gold phase")
    for i, cell in enumerate(gold.choices):
        waiting = choice_waiting(with_gold(state, evolve(gold, choices=gold.choices[:i])))
        if waiting is None or cell not in waiting.options:
            offered = "no choice is left" if waiting is None else f"the choice is {waiting.options}"
            raise PositionError(f"{path}.choices[{i}]", f"{offered}, not {cell}")


def _check_where(gold: GoldState, state: GameState, path: str) -> None:
    """Ingots lie on a gold tile or a tile touching one, put there by a gold tile already down.

    Rulebook, *Actions and How to Play*: a gold tile's ingots go on it and
    on a tile touching it.  In the ingots phase the gold tile just placed
    has put none down yet, so it is no source of gold (and holds none).
    """
    waiting = state.placed if state.phase == INGOTS_PHASE.name else None
    sources = {
        cell
        for cell, placed in state.board.items()
        if is_gold(state.rules.tiles[placed.tile]) and cell != waiting
    }
    for cell, _ in gold.ingots:  # in reading order: the message names the cell
        if cell == waiting:
            raise PositionError(
                f"{path}.ingots",
                f"the gold tile just placed on {cell} has not put its ingots down yet",
            )
        if cell not in sources and not sources.intersection(touching_cells(cell)):
            raise PositionError(
                f"{path}.ingots",
                f"{cell} is neither a gold tile nor touches one: no ingot can lie there",
            )


def _check_supply(gold: GoldState, state: GameState, path: str) -> None:
    """Each gold tile placed took two ingots while the supply had them (then what was left).

    In the ingots phase the tile just placed has not put its ingots down yet.
    """
    gold_down = sum(is_gold(state.rules.tiles[placed.tile]) for placed in state.board.values())
    gold_down -= state.phase == INGOTS_PHASE.name
    expected = SUPPLY - min(SUPPLY, 2 * gold_down)
    if gold.supply != expected:
        raise PositionError(
            f"{path}.supply",
            f"{gold_down} gold tiles have put their ingots down, which leaves {expected} "
            f"in the supply, not {gold.supply}",
        )


def _check_end(gold: GoldState, state: GameState, path: str) -> None:
    """Gold leaves the tiles and scores at the end of the game, not before."""
    if state.game_over and gold.ingots:
        raise PositionError(f"{path}.ingots", "at the end of the game, gold on tiles is removed")
    if not state.game_over and gold.removed:
        raise PositionError(f"{path}.removed", "gold is removed only at the end of the game")
    for seat, (player, n) in enumerate(zip(state.players, gold.held, strict=True)):
        expected = gold_points(n) if state.game_over else 0
        if player.score.points.get(GOLD, 0) != expected:
            raise PositionError(
                f"players[{seat}].score.{GOLD}",
                f"{n} ingots held score {expected} "
                + ("at the end of the game" if state.game_over else "before the end: none yet"),
            )


#: The gold layer's codec, named by :func:`~tutorial.gold_mines.rules.gold_rules`.
GOLD_CODEC = LayerCodec(LAYER, dump_gold, load_gold)
