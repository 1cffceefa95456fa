"""Many games at once, as a table: one row per player per game.

Each game is a :class:`~tutorial.tiletum.game.Game` played to the end by its
seats, so any row can be replayed and watched:
``Game(players, seed=row.seed, seats=seats).play_to_end()``.  In a solo
game (``players=1``) the Cardinal of Silver has a row of its own (its
``bot`` is ``"cardinal"``).

Winners: the highest total; every tied player is marked (the base game's
tie-break is reduced away).

>>> table = simulate(3, players=2, progress=False)
>>> len(table), sorted(table.groupby("game").winner.sum() >= 1)
(6, [True, True, True])
>>> simulate(2, players=1, progress=False).bot.tolist()
['random', 'cardinal', 'random', 'cardinal']

With ``executor=`` the games run elsewhere, on every core of this machine or
on a cluster (:mod:`tutorial.core.experiments`), and the table is the same.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from functools import partial

import pandas as pd

from tutorial.core.errors import ArgumentError
from tutorial.core.experiments import game_seeds, play_games
from tutorial.tiletum.game import Game
from tutorial.tiletum.players import HUMAN, Seat
from tutorial.tiletum.scoring import final_scores, winners
from tutorial.tiletum.state import built_by

#: The columns of :func:`simulate`'s table, in order, and what each holds.
COLUMNS = {
    "game": "the game's number in this table, from 0",
    "seed": "the seed the game was set up and played from",
    "seat": "the seat, from 0 (the Cardinal of Silver last, in a solo game)",
    "bot": "who played the seat: a built-in player's name or the function's name",
    "first": "the seat's place in the turn order: 0 for the first player",
    "score": "final points, all categories",
    "buildings": "points for completed Buildings",
    "overlay": "points from the Scoring overlay's product",
    "resources": "points for Resources left (1 per 4)",
    "silver_points": "points for Silver left (1 per 2; the Cardinal 1 per Silver)",
    "technologies": "points for Technology tiers (each tier its cost)",
    "during": "points scored during the game",
    "silver": "Silver held at the end",
    "mines": "Mines built (the one put on map I at setup included)",
    "tiers": "Technology tiers unlocked, all Technologies together",
    "winner": "won the game (every tied winner is marked)",
    "challenges": "points for the solo Challenges met (0 for the Cardinal and outside solo)",
}


def simulate(
    games: int,
    players: int = 2,
    seats: Sequence[Seat] | None = None,
    seed: int = 0,
    progress: bool = True,
    *,
    executor: Executor | None = None,
    **setup: object,
) -> pd.DataFrame:
    """Play ``games`` games and return one row per player per game.

    Parameters
    ----------
    games:
        How many games to play.
    players:
        Players a game (1-4); 1 is a solo game against the Cardinal of Silver.
    seats:
        Who plays each seat (the Cardinal's too, in a solo game): ``"random"``,
        ``"cardinal"`` or a function ``(state, rng) -> action``; default
        ``"random"`` for players and ``"cardinal"`` for the Cardinal.
        Nobody can click here, so ``"human"`` is refused.
    seed:
        Fixes every game: game ``i`` plays from the ``i``-th seed drawn from
        ``seed`` (in the ``seed`` column).  The same seed, the same table.
    progress:
        Show a progress bar (``tqdm.auto``: a widget in JupyterLab).
    executor:
        Where the games are played: ``None`` (default) in this process, one
        after the other; or any :class:`concurrent.futures.Executor`, such as
        a :class:`~concurrent.futures.ProcessPoolExecutor` (every core of
        this machine) or a Dask cluster's ``Client(...).get_executor()``.
        The table is the same.  On a process pool a seat that is a function
        must be defined with ``def`` at the top level (not a lambda, not
        inside another function): see :mod:`tutorial.core.experiments`.
    setup:
        More keywords for :func:`~tutorial.tiletum.setup.new_game` (``hard``...).
    """
    if seats is not None and HUMAN in tuple(seats):
        raise ArgumentError(
            "seats", "simulate plays without people: seat 'random', 'cardinal' or a function"
        )
    play = partial(_play, players, None if seats is None else tuple(seats), setup)
    played = play_games(
        play, game_seeds(seed, games), executor=executor, progress=progress, seats=seats or ()
    )
    return pd.DataFrame([row for rows in played for row in rows], columns=list(COLUMNS))


def _play(
    players: int,
    seats: tuple[Seat, ...] | None,
    setup: Mapping[str, object],
    number: int,
    seed: int,
) -> list[tuple]:
    """Play game ``number`` from ``seed`` to the end: its rows of the table.

    Nobody steps back through these games, so they keep no history
    (:meth:`~tutorial.core.game.HistoryGame.play_out`).
    """
    return _rows(Game(players, seed, seats=seats, **setup).play_out(), number, seed)


def _rows(game: Game, number: int, seed: int) -> list[tuple]:
    state = game.state
    count = len(state.players)
    won = set(winners(state))
    rows = []
    for seat, (player, sheet) in enumerate(zip(state.players, final_scores(state), strict=True)):
        rows.append(
            (
                number,
                seed,
                seat,
                game.seat_names[seat],
                (seat - state.first) % count,
                sheet.total,
                sheet.buildings,
                sheet.overlay,
                sheet.resources,
                sheet.silver,
                sheet.technologies,
                sheet.during,
                player.silver,
                built_by(state, player.name, "mine"),
                sum(player.tiers),
                seat in won,
                sheet.challenges,
            )
        )
    return rows
