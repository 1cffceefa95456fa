"""Many games with The Gold Mines, as a table: the base game's :func:`simulate` on the gold rules.

The table has the base game's columns (see
:data:`tutorial.carcassonne.simulation.COLUMNS`), its score categories with
``gold`` (gold points) among them, and ``ingots``: the ingots each seat
collected.

>>> table = simulate(2, progress=False)
>>> len(table), {"ingots", "gold"} <= set(table.columns)
(4, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import Executor

import pandas as pd

from tutorial.carcassonne.players import Player, Seat
from tutorial.carcassonne.simulation import simulate as base_simulate
from tutorial.carcassonne.state import GameState
from tutorial.gold_mines.players import BOTS
from tutorial.gold_mines.rules import gold_rules
from tutorial.gold_mines.sharing import FEWEST_RIVALS
from tutorial.gold_mines.state import gold_of


def gold_columns(state: GameState, seat: int) -> dict[str, int]:
    """The gold columns of a seat's row, read from the game's final state."""
    return {"ingots": gold_of(state).held[seat]}


def simulate(
    games: int,
    players: int = 2,
    seats: Sequence[Seat] | None = None,
    seed: int = 0,
    progress: bool = True,
    *,
    bots: Mapping[str, Player] = BOTS,
    first_seed: int | None = None,
    executor: Executor | None = None,
    sharing: str = FEWEST_RIVALS,
) -> pd.DataFrame:
    """Play ``games`` games with The Gold Mines into a table (seats as in the base game).

    A seat may name ``"greedy"`` too; ``seed`` fixes every game, and
    ``executor`` says where the games are played, as in
    :func:`tutorial.carcassonne.simulate`.  ``sharing`` is the reading of
    which tile a player takes gold from (:func:`~tutorial.gold_mines.rules.gold_rules`):
    ``"most contested"`` plays the same seeds with the other reading.
    """
    return base_simulate(
        games,
        players,
        seats,
        seed,
        progress,
        rules=gold_rules(sharing),
        bots=bots,
        first_seed=first_seed,
        columns=gold_columns,
        executor=executor,
    )
