"""The automatic players a seat of a Gold Mines game may name.

The base game's bots (``"random"``) and the greedy player of this layer,
which values gold (:func:`~tutorial.gold_mines.greedy.greedy_player`).  A
seat may also be any function ``(state, rng) -> action``, as in the base
game (:mod:`tutorial.carcassonne.players`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tutorial.carcassonne.players import BOTS as BASE_BOTS
from tutorial.carcassonne.players import Player
from tutorial.gold_mines.choosing import ByRule
from tutorial.gold_mines.greedy import greedy_player

#: Bot names a seat may use in a Gold Mines game.  Each keeps the game's
#: automatic reading when the players choose the gold's tiles by hand
#: (:class:`~tutorial.gold_mines.choosing.ByRule`).
BOTS: Mapping[str, Player] = MappingProxyType(
    {name: ByRule(bot) for name, bot in {**BASE_BOTS, "greedy": greedy_player}.items()}
)
