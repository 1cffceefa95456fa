"""The game-end steps of The Gold Mines, after the base game's final scoring.

Rulebook (The Gold Mines), *Actions and How to Play*: "At the end of the
game, any gold ingots still on a tile are removed from the game."  *End of
Game and Scoring*: then each player scores their ingots by the value table
(:func:`~tutorial.gold_mines.value.gold_points`), in a category of its own,
``"gold"``, kept apart from the base game's roads, cities, monasteries and
farms.
"""

from __future__ import annotations

from tutorial.carcassonne.state import GameState
from tutorial.core.explanation import Lines, no_lines
from tutorial.core.values import evolve
from tutorial.gold_mines.state import gold_of, with_gold
from tutorial.gold_mines.value import gold_points, points_per_ingot

#: The score sheet's category for gold.
GOLD = "gold"


def remove_gold_left(state: GameState) -> tuple[GameState, Lines]:
    """Game-end step: the ingots still on tiles leave the game (no one scores them)."""
    gold = gold_of(state)
    left = sum(n for _, n in gold.ingots)
    if not left:
        return state, no_lines
    after = evolve(gold, ingots=(), removed=gold.removed + left)
    cells = ", ".join(str(cell) for cell, _ in gold.ingots)
    return with_gold(state, after), lambda: [
        f"{left} gold ingot{'s' * (left != 1)} still on tiles ({cells}) leave the game."
    ]


def score_gold(state: GameState) -> tuple[GameState, Lines]:
    """Game-end step: each player's ingots score by the value table, in the ``"gold"`` category.

    Rulebook, *End of Game and Scoring*: 1-3 ingots 1 point each, 4-6 2
    each, 7-9 3 each, 10 or more 4 each.
    """
    held = gold_of(state).held
    players = tuple(
        evolve(player, score=player.score.add(GOLD, gold_points(n)))
        for player, n in zip(state.players, held, strict=True)
    )

    def lines() -> list[str]:
        return [
            f"Gold: {player.name} has {n} ingot{'s' * (n != 1)} worth "
            f"{points_per_ingot(n)} each: {gold_points(n)} point{'s' * (gold_points(n) != 1)}."
            for player, n in zip(state.players, held, strict=True)
        ]

    return evolve(state, players=players), lines
