"""Small Gold Mines positions by hand: tiles by name, followers by seat, gold by cell.

The base game's :func:`~tutorial.carcassonne.scenarios.position` on the gold
rules, with the gold layer given by :func:`gold`:

>>> state = position({(0, 0): START, (1, 0): ("straight road", 1)}, layer=gold({(1, 0): 2}))
>>> gold_of(state).on_board(), gold_of(state).supply
({(1, 0): 2}, 14)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutorial.carcassonne.features import Node
from tutorial.carcassonne.scenarios import position as base_position
from tutorial.carcassonne.state import GameState
from tutorial.core.grid import Cell
from tutorial.gold_mines.placing import SUPPLY
from tutorial.gold_mines.rules import gold_rules
from tutorial.gold_mines.sharing import FEWEST_RIVALS
from tutorial.gold_mines.state import LAYER, GoldState, gold_of

__all__ = ["START", "gold", "gold_of", "position"]

#: The start tile, unturned: city north, road west-east.
START = ("city edge + straight road", 0)


def gold(
    on_board: Mapping[Cell, int] | None = None, held: Sequence[int] = (0, 0), removed: int = 0
) -> GoldState:
    """A gold layer: ``on_board`` maps cell -> ingots, ``held`` each seat's; the rest in the supply.

    The 16 ingots are all accounted for: a layer asking for more is refused.
    """
    on_board = dict(on_board or {})
    supply = SUPPLY - sum(on_board.values()) - sum(held) - removed
    if supply < 0 or any(n < 0 for n in [*on_board.values(), *held, removed]):
        raise ValueError(
            f"the box holds {SUPPLY} ingots: {on_board}, held {held}, removed {removed}"
        )
    return GoldState((), supply, tuple(held), removed).with_board(on_board)


def position(
    board: Mapping[Cell, tuple[str, int]],
    followers: Mapping[Node, int] | None = None,
    *,
    layer: GoldState | None = None,
    sharing: str = FEWEST_RIVALS,
    by_hand: bool = False,
    **options: Any,
) -> GameState:
    """A position with the gold rules; ``layer`` is the gold (default: all 16 in the supply).

    ``sharing`` and ``by_hand`` name the rules' reading of which tile a
    player takes gold from (:func:`~tutorial.gold_mines.rules.gold_rules`).  ``options`` are
    the base game's (``tile``, ``deck``, ``players``, ``active``,
    ``phase``): see :func:`tutorial.carcassonne.scenarios.position`.
    """
    layers = {LAYER: layer} if layer is not None else {}
    rules = gold_rules(sharing, by_hand)
    return base_position(board, followers, rules=rules, layers=layers, **options)
