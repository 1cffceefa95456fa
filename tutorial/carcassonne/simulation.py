"""Many games at once, as a table: one row per player per game.

Each game is a :class:`~tutorial.carcassonne.game.Game` played to the end by
its seats, so any row can be replayed:
``Game(players, seed=row.seed, seats=seats).play_to_end()``.  Every player
tied for the most points wins (rulebook, base game, *End of the game*:
ties share the victory).

>>> table = simulate(3, players=2, progress=False)
>>> len(table), int(table.groupby("game").winner.sum().min()) >= 1
(6, True)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pandas as pd
from tqdm.auto import tqdm

from tutorial.carcassonne.game import Game
from tutorial.carcassonne.players import Player, random_player
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.state import GameState

#: The columns of :func:`simulate`'s table, then one column per score category.
COLUMNS = {
    "game": "the game's number in this table, from 0",
    "seed": "the seed the game was set up and played from",
    "seat": "the seat, from 0",
    "bot": "who played the seat (the player function's name)",
    "first": "the seat's place in the turn order: 0 for the first player",
    "score": "final points",
    "winner": "won the game (every tied winner is marked)",
    "followers_left": "followers in the supply at the end",
    "discarded": "tiles discarded in the game because they fitted nowhere",
}


def simulate(
    games: int,
    players: int = 2,
    *,
    seats: Sequence[Player] | None = None,
    rules: RuleSet | None = None,
    first_seed: int = 0,
    progress: bool = True,
    columns: Callable[[GameState, int], Mapping[str, object]] | None = None,
) -> pd.DataFrame:
    """Play ``games`` games (seeds ``first_seed``, ``first_seed + 1``, ...) into a table.

    Columns: see :data:`COLUMNS`, then one per score category (``roads``,
    ``cities``, ...), then any that ``columns(final_state, seat)`` gives (an
    expansion's own pieces: The Gold Mines adds each seat's ingots).
    """
    seats = tuple(seats) if seats is not None else (random_player,) * players
    rows = []
    for game_number in tqdm(range(games), disable=not progress, desc="games"):
        seed = first_seed + game_number
        game = Game(players, seed, rules, seats=seats).play_to_end()
        state, start = game.state, game.history.entries[0].state.active
        best = max(p.score.total for p in state.players)
        for seat, player in enumerate(state.players):
            rows.append(
                {
                    "game": game_number,
                    "seed": seed,
                    "seat": seat,
                    "bot": getattr(seats[seat], "__name__", repr(seats[seat])),
                    "first": (seat - start) % players,
                    "score": player.score.total,
                    "winner": player.score.total == best,
                    "followers_left": player.followers,
                    "discarded": len(state.discarded),
                    **player.score.points,
                    **(columns(state, seat) if columns else {}),
                }
            )
    return pd.DataFrame(rows)
