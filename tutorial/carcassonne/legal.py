"""Every legal action of the moment: what a bot chooses from, what a test checks.

The current phase of the turn lists them (:class:`~tutorial.carcassonne.rules.Phase`),
asking the same rule functions that :func:`~tutorial.carcassonne.actions.apply`
uses, so the list and the rules cannot drift apart.
"""

from __future__ import annotations

from tutorial.carcassonne.state import GameState


def legal_actions(state: GameState) -> list[object]:
    """Every action :func:`~tutorial.carcassonne.actions.apply` accepts now, each once.

    Tile placements come cell by cell in sorted order, each rotation 0-3
    that fits (a tile that looks the same turned is listed for each turn:
    they are different actions).  An empty list means the game is over.

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(2, seed=1).state
    >>> actions = legal_actions(state)
    >>> len(actions) > 0, type(actions[0]).__name__
    (True, 'PlaceTile')
    """
    if state.game_over:
        return []
    return list(state.rules.phase(state.phase).legal(state))
