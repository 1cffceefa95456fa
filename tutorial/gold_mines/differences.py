"""Two positions of a game with The Gold Mines, compared: the base game's facts, and the gold.

Rulebook (*The Gold Mines*): the ingots lie on tiles until a completed
feature hands them out, and a player's ingots are never hidden.  So to the
base game's facts (:func:`tutorial.carcassonne.differences`: features
complete, followers in supply) this adds the ingots each player holds and
the tiles still holding gold.
"""

from __future__ import annotations

from dataclasses import replace

from tutorial.carcassonne.differences import differences as base_differences
from tutorial.carcassonne.state import GameState
from tutorial.core.differences import Differences, one_sided
from tutorial.core.grid import Cell
from tutorial.gold_mines.state import gold_of


def gold_facts(state: GameState) -> dict[str, Cell | None]:
    """The ingots each player holds and on each tile, as sentences, with the tile's cell.

    >>> from tutorial.gold_mines import Game
    >>> sorted(gold_facts(Game(2, seed=1).state))
    ['Player 1 holds 0 gold', 'Player 2 holds 0 gold']
    """
    gold = gold_of(state)
    facts: dict[str, Cell | None] = {}
    for player, held in zip(state.players, gold.held, strict=True):
        facts[f"{player.name} holds {held} gold"] = None
    for cell, ingots in gold.ingots:
        facts[f"{ingots} gold on the tile at {cell}"] = cell
    return facts


def differences(a: GameState, b: GameState) -> Differences:
    """What differs between positions ``a`` and ``b``: the base game's differences and the gold.

    >>> from tutorial.gold_mines import Game
    >>> start = Game(2, seed=1).state
    >>> differences(start, start).same
    True
    """
    base = base_differences(a, b)
    facts_a, facts_b = gold_facts(a), gold_facts(b)
    only_a, only_b = one_sided(set(facts_a), set(facts_b))
    return replace(
        base,
        only_a=base.only_a + only_a,
        only_b=base.only_b + only_b,
        cells_a=base.cells_a | {facts_a[fact] for fact in only_a} - {None},
        cells_b=base.cells_b | {facts_b[fact] for fact in only_b} - {None},
    )
