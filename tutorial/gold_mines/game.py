"""A game with The Gold Mines and its history: the base :class:`Game` on the gold rules."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutorial.carcassonne.game import Game as BaseGame
from tutorial.carcassonne.players import Player
from tutorial.carcassonne.rules import RuleSet
from tutorial.gold_mines.players import BOTS
from tutorial.gold_mines.rules import gold_rules


class Game(BaseGame):
    """:class:`tutorial.carcassonne.Game`, played by :func:`~tutorial.gold_mines.rules.gold_rules`.

    A seat may also name the greedy player (:data:`~tutorial.gold_mines.players.BOTS`).
    Everything else (seats, undo, redo, replay) is the base game's.

    >>> game = Game(2, seed=7, seats=("greedy", "random")).play_to_end()
    >>> len(game.state.board) + len(game.state.discarded)
    80
    """

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        seed: int = 0,
        rules: RuleSet | None = None,
        *,
        bots: Mapping[str, Player] = BOTS,
        **kwargs: Any,
    ) -> None:
        super().__init__(players, seed, rules or gold_rules(), bots=bots, **kwargs)
