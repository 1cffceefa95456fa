"""Carcassonne with The Gold Mines as a PettingZoo environment: the base game's, and the gold.

``env(players=2)`` is the base game's environment
(:mod:`tutorial.carcassonne.environment`: the same 49 by 49 window that
follows the landscape, the same actions and sections) played by the gold rules
(:func:`~tutorial.gold_mines.rules.gold_rules`), with the gold added:

==============================  ========  ====================================
actions after the base game's   how many  index
==============================  ========  ====================================
``PlaceIngot(cell)``            49*49     ``9613 + cell`` (the second ingot)
``TakeIngot(cell)``             49*49     ``9613 + 2401 + cell`` (only when
                                          the players choose by hand)
==============================  ========  ====================================

14,415 actions.  The ``board`` section gains two planes, a gold tile and the
ingots lying on a tile (a count), and a ``gold`` section follows: the ingots
in the supply, those removed at the end, and those each player holds (5,
by player from the observer on: held gold is never hidden, rulebook,
*Actions and How to Play*).  Under ``by_hand=True`` (the rulebook's own
reading: players choose the tile they take gold from), a choice may fall to
another player than the one whose turn it is: that player is the agent to
act.  The score sheet's gold category counts at the end, so the score
rewards pay the gold then.
"""

from __future__ import annotations

import numpy as np

from tutorial.carcassonne.environment import CarcassonneEncoding, check_players
from tutorial.carcassonne.setup import MAX_PLAYERS
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.text import render
from tutorial.core.environment import GameEnv, Section
from tutorial.gold_mines.choosing import TakeIngot, seat_to_act
from tutorial.gold_mines.ingots import PlaceIngot
from tutorial.gold_mines.placing import SUPPLY
from tutorial.gold_mines.rules import gold_rules
from tutorial.gold_mines.sharing import FEWEST_RIVALS
from tutorial.gold_mines.state import gold_of
from tutorial.gold_mines.tiles import is_gold


class GoldMinesEncoding(CarcassonneEncoding):
    """The base game's encoding with the gold (see the module docstring)."""

    extra_planes = ("gold tile", "ingots")
    board_high = float(SUPPLY)

    def extra_actions(self) -> tuple[object, ...]:
        return (
            *(PlaceIngot(cell) for cell in self.cells),
            *(TakeIngot(cell) for cell in self.cells),
        )

    def extra_sections(self) -> tuple[Section, ...]:
        return (Section("gold", (2 + MAX_PLAYERS,), SUPPLY, "supply, removed, held by player"),)

    def active(self, state: GameState) -> int:
        """The seat to act: in the gold phase (choosing by hand), the seat whose choice it is."""
        return seat_to_act(state)

    def observe_extra(self, state: GameState, seat: int, out: np.ndarray) -> None:
        board = self.layout.part(out, "board")
        gold_tile, ingots = self.plane("gold tile"), self.plane("ingots")
        for cell, placed in state.board.items():
            seen = self.seen_cell(state, cell)
            if seen is not None and is_gold(state.rules.tiles[placed.tile]):
                board[gold_tile][seen] = 1
        gold = gold_of(state)
        for cell, count in gold.ingots:
            if (seen := self.seen_cell(state, cell)) is not None:
                board[ingots][seen] = count
        part = self.layout.part(out, "gold")
        part[:2] = (gold.supply, gold.removed)
        count = len(state.players)
        for k in range(count):
            part[2 + k] = gold.held[(seat + k) % count]

    def render(self, state: GameState) -> str:
        """The base game's text, and where the gold is."""
        gold = gold_of(state)
        lying = ", ".join(f"{n} on {cell}" for cell, n in gold.ingots) or "none on the tiles"
        held = ", ".join(f"{p.name} {n}" for p, n in zip(state.players, gold.held, strict=True))
        return f"{render(state)}\nGold: {lying}; {gold.supply} in the supply; held: {held}."


def env(
    players: int = 2,
    *,
    sharing: str = FEWEST_RIVALS,
    by_hand: bool = False,
    reward: str = "score",
    render_mode: str | None = None,
) -> GameEnv[GameState]:
    """Carcassonne with The Gold Mines for ``players`` (2-5) as a PettingZoo AEC environment.

    ``sharing`` and ``by_hand`` are the readings of :func:`~tutorial.gold_mines.rules.gold_rules`.

    >>> game = env(2)
    >>> game.action_space("player_0")
    Discrete(14415)
    """
    rules = gold_rules(sharing, by_hand)
    return GameEnv(GoldMinesEncoding(check_players(players), rules), reward, render_mode)
