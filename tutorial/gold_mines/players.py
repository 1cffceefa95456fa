"""The automatic players a seat of a Gold Mines game may name.

The base game's bots (``"random"``), the greedy player of this layer,
which values gold (:func:`~tutorial.gold_mines.greedy.greedy_player`), and
Monte Carlo tree search (``"mcts"``, :data:`SEARCH`) playing this layer's rules.  A
seat may also be any function ``(state, rng) -> action``, as in the base
game (:mod:`tutorial.carcassonne.players`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from tutorial.carcassonne.players import BOTS as BASE_BOTS
from tutorial.carcassonne.players import SEARCH as BASE_SEARCH
from tutorial.carcassonne.players import Player, random_player
from tutorial.core.tree_search import mcts_player
from tutorial.gold_mines.choosing import ByRule, seat_to_act
from tutorial.gold_mines.greedy import greedy_player

#: The Gold Mines as the tree search reads them (:mod:`tutorial.core.tree_search`): the
#: base game's rules and deck (:mod:`tutorial.carcassonne.hidden`), the seat to act of
#: the gold phase, and this layer's random player for the playouts.
SEARCH = replace(
    BASE_SEARCH, name="The Gold Mines", to_move=seat_to_act, playout=ByRule(random_player)
)

#: Bot names a seat may use in a Gold Mines game.  Each keeps the game's
#: automatic reading when the players choose the gold's tiles by hand
#: (:class:`~tutorial.gold_mines.choosing.ByRule`).
BOTS: Mapping[str, Player] = MappingProxyType(
    {
        name: ByRule(bot)
        for name, bot in {
            **BASE_BOTS,
            "greedy": greedy_player,
            "mcts": mcts_player(SEARCH),
        }.items()
    }
)
