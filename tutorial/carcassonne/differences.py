"""A tile that closes a city now or later: two positions of one game, compared.

Rulebook, *Scoring a completed feature*: a road, city or monastery scores the
moment it is complete, and its followers go home.  So the facts compared
are the features complete in each position (told apart by their kind and
their tiles) and the followers each player has in supply, with each
player's score.
"""

from __future__ import annotations

from tutorial.carcassonne.state import GameState
from tutorial.core.differences import Differences, one_sided
from tutorial.core.grid import Cell


def completed_features(state: GameState) -> dict[str, frozenset[Cell]]:
    """Every complete road, city and monastery, as a sentence naming its tiles, with its tiles.

    >>> from tutorial.carcassonne import Game, NoFollower, PlaceTile
    >>> from tutorial.carcassonne.scenarios import position
    >>> open_city = position(
    ...     {(0, 0): ("city edge + straight road", 0), (0, -1): ("city corner with pennant", 2)},
    ...     {((0, -1), 0): 1},  # Player 2's knight in the city
    ...     tile="city edge",
    ...     deck=("curve",),
    ... )
    >>> game = Game(state=open_city)
    >>> _ = game.play(PlaceTile((1, -1), 3)), game.play(NoFollower())
    >>> list(completed_features(game.state))
    ['complete city on 3 tiles: (0, -1), (0, 0), (1, -1)']
    >>> print(differences(open_city, game.state).text())
    Score, B minus A: Player 1 0, Player 2 +8.
    Only in A: Player 2 has 6 followers in supply.
    Only in B: Player 2 has 7 followers in supply.
    Only in B: complete city on 3 tiles: (0, -1), (0, 0), (1, -1).
    """
    facts: dict[str, frozenset[Cell]] = {}
    for group in state.groups.values():
        if group.complete:
            cells = sorted(group.cells)
            tiles = "tile" if len(cells) == 1 else "tiles"
            where = ", ".join(str(cell) for cell in cells)
            facts[f"complete {group.kind} on {len(cells)} {tiles}: {where}"] = group.cells
    return facts


def supplies(state: GameState) -> dict[str, frozenset[Cell]]:
    """How many followers each player has in supply, as sentences (about no cell)."""
    return {f"{p.name} has {p.followers} followers in supply": frozenset() for p in state.players}


def differences(a: GameState, b: GameState) -> Differences:
    """What differs between positions ``a`` and ``b``: scores, features complete, followers.

    >>> from tutorial.carcassonne import Game
    >>> start = Game(2, seed=1).state
    >>> print(differences(start, start).text())
    Score, B minus A: Player 1 0, Player 2 0.
    Nothing else differs.
    """
    facts_a = completed_features(a) | supplies(a)
    facts_b = completed_features(b) | supplies(b)
    only_a, only_b = one_sided(set(facts_a), set(facts_b))
    return Differences(
        names=tuple(p.name for p in a.players),
        scores_a=tuple(p.score.total for p in a.players),
        scores_b=tuple(p.score.total for p in b.players),
        only_a=only_a,
        only_b=only_b,
        cells_a=frozenset().union(*(facts_a[fact] for fact in only_a)),
        cells_b=frozenset().union(*(facts_b[fact] for fact in only_b)),
    )
