"""Many games at once, as a table: one row per player per game.

Each game is a :class:`~tutorial.carcassonne.game.Game` played to the end by
its seats, so any row can be replayed and watched:
``Game(players, seed=row.seed, seats=seats).play_to_end()``.  Every player
tied for the most points wins (rulebook, base game, *End of the game*:
ties share the victory).

Seat 0 is not always the first player: setup draws the first player from
the seed.  So the table says where each seat sat in the turn order
(``first``), and a tournament counts each row, one seat in one game.

>>> def first_listed(state, rng):
...     from tutorial.carcassonne.legal import legal_actions
...     return legal_actions(state)[0]
>>> table = simulate(3, players=2, seats=("random", first_listed), progress=False)
>>> len(table), bool((table.groupby("game").winner.sum() >= 1).all())
(6, True)
>>> sorted(table.bot.unique())
['first_listed', 'random']

With ``executor=`` the games run elsewhere, on every core of this machine or
on a cluster (:mod:`tutorial.core.experiments`), and the table is the same.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from functools import partial

import pandas as pd

from tutorial.carcassonne.actions import PlaceFollower, PlaceTile
from tutorial.carcassonne.game import Game
from tutorial.carcassonne.players import BOTS, HUMAN, Player, Seat, check_seats
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.setup import base_rules
from tutorial.carcassonne.state import GameState
from tutorial.core.errors import ArgumentError
from tutorial.core.experiments import game_seeds, play_games

#: The columns of :func:`simulate`'s table, in order, and what each holds.
#: One column for each score category (``roads``, ``cities``, ...) follows them.
COLUMNS = {
    "game": "the game's number in this table, from 0",
    "seed": "the seed the game was set up and played from",
    "seat": "the seat, from 0 (the order of ``seats``)",
    "bot": "who played the seat: a built-in bot's name or the function's name",
    "first": "the seat's place in the turn order: 0 for the first player",
    "score": "final points, all categories together",
    "winner": "won the game (every tied winner is marked)",
    "turns": "turns the game lasted, all players together",
    "tiles_placed": "tiles the seat placed",
    "followers_placed": "followers the seat put on the board (each placement counts)",
    "followers_left": "followers in the seat's supply at the end",
    "discarded": "tiles discarded in the game because they fitted nowhere",
}


def simulate(
    games: int,
    players: int = 2,
    seats: Sequence[Seat] | None = None,
    seed: int = 0,
    progress: bool = True,
    *,
    rules: RuleSet | None = None,
    bots: Mapping[str, Player] = BOTS,
    first_seed: int | None = None,
    columns: Callable[[GameState, int], Mapping[str, object]] | None = None,
    executor: Executor | None = None,
) -> pd.DataFrame:
    """Play ``games`` games and return one row per player per game.

    Parameters
    ----------
    games:
        How many games to play.
    players:
        Players a game (2-5).
    seats:
        Who plays each seat: a bot's name (``"random"``, or one of ``bots``)
        or a function ``(state, rng) -> action`` (default: all
        ``"random"``).  Nobody can click here, so ``"human"`` is refused.
    seed:
        Fixes every game: game ``i`` plays from the ``i``-th seed drawn from
        ``seed`` (:func:`game_seeds`, in the ``seed`` column).  The same seed
        gives the same table, and a longer run begins with the games of a
        shorter one.
    progress:
        Show a progress bar (a widget in JupyterLab, text in a terminal).
    rules:
        The rules to play by (default: the base game).
    bots:
        The bots a seat may name (an expansion passes a bigger mapping).
    first_seed:
        If given, game ``i`` plays from seed ``first_seed + i`` instead.
    columns:
        More columns for each seat's row, ``columns(final_state, seat)`` (an
        expansion's own pieces: The Gold Mines adds each seat's ingots).
    executor:
        Where the games are played: ``None`` (default) in this process, one
        after the other; or any :class:`concurrent.futures.Executor`, such as
        a :class:`~concurrent.futures.ProcessPoolExecutor` (every core of
        this machine) or a Dask cluster's ``Client(...).get_executor()``.
        The table is the same.  On a process pool a seat that is a function
        must be defined with ``def`` at the top level (not a lambda, not
        inside another function): see :mod:`tutorial.core.experiments`.

    Returns
    -------
    pandas.DataFrame
        The columns of :data:`COLUMNS`, then one per score category, then
        those ``columns`` gives.
    """
    seats = check_seats(("random",) * players if seats is None else seats, players, bots)
    if HUMAN in seats:
        raise ArgumentError(
            "seats", "simulate plays without people: seat a bot's name or a function"
        )
    rules = rules or base_rules()
    seeds = (
        game_seeds(seed, games) if first_seed is None else [first_seed + i for i in range(games)]
    )
    # A plain dict: the bots travel to an executor's workers, and a read-only
    # mapping (BOTS) cannot be pickled.
    play = partial(_play, players, seats, rules, dict(bots), columns)
    played = play_games(play, seeds, executor=executor, progress=progress, seats=seats)
    rows = [row for game_rows, _ in played for row in game_rows]
    table = pd.DataFrame(rows, columns=[*COLUMNS, *rules.categories])
    if columns is None:
        return table
    extra = [more for _, game_extra in played for more in game_extra]
    return pd.concat([table, pd.DataFrame(extra)], axis=1)


def _play(
    players: int,
    seats: tuple[Seat, ...],
    rules: RuleSet,
    bots: Mapping[str, Player],
    columns: Callable[[GameState, int], Mapping[str, object]] | None,
    number: int,
    seed: int,
) -> tuple[list[tuple], list[Mapping[str, object]]]:
    """Play game ``number`` from ``seed`` to the end: its rows, and the ``columns`` of each seat.

    Nobody steps back through these games, so they keep no history
    (:meth:`~tutorial.core.game.HistoryGame.play_out`): what the rows need
    from the actions is counted as they are played.
    """
    game = Game(players, seed, rules, seats=seats, bots=bots)
    first = game.state.active
    tiles, followers = [0] * players, [0] * players

    def count(state: GameState, action: object) -> None:
        tiles[state.active] += isinstance(action, PlaceTile)
        followers[state.active] += isinstance(action, PlaceFollower)

    state = game.play_out(count).state
    extra = [] if columns is None else [columns(state, seat) for seat in range(players)]
    return _rows(state, game.seat_names, first, tiles, followers, number, seed), extra


def _rows(
    state: GameState,
    names: Sequence[str],
    first: int,
    tiles: Sequence[int],
    followers: Sequence[int],
    number: int,
    seed: int,
) -> list[tuple]:
    """The table's rows for one finished game (``first``: the seat that played first)."""
    count = len(state.players)
    best = max(p.score.total for p in state.players)
    return [
        (
            number,
            seed,
            seat,
            names[seat],
            (seat - first) % count,
            player.score.total,
            player.score.total == best,
            state.turn_number - 1,
            tiles[seat],
            followers[seat],
            player.followers,
            len(state.discarded),
            *(player.score.points.get(category, 0) for category in state.rules.categories),
        )
        for seat, player in enumerate(state.players)
    ]
