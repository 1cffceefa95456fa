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
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from itertools import pairwise

import pandas as pd
from tqdm.auto import tqdm

from tutorial.carcassonne.actions import PlaceFollower, PlaceTile
from tutorial.carcassonne.game import Game
from tutorial.carcassonne.players import BOTS, HUMAN, Player, Seat, check_seats
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.setup import base_rules
from tutorial.carcassonne.state import GameState

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

    Returns
    -------
    pandas.DataFrame
        The columns of :data:`COLUMNS`, then one per score category, then
        those ``columns`` gives.
    """
    seats = check_seats(("random",) * players if seats is None else seats, players, bots)
    if HUMAN in seats:
        raise ValueError("simulate plays without people: seat a bot's name or a function")
    rules = rules or base_rules()
    seeds = (
        game_seeds(seed, games) if first_seed is None else [first_seed + i for i in range(games)]
    )
    rows, extra = [], []
    for number, game_seed in enumerate(tqdm(seeds, disable=not progress, desc="games")):
        played = Game(players, game_seed, rules, seats=seats, bots=bots).play_to_end()
        rows += _rows(played, number, game_seed)
        if columns is not None:
            extra += [columns(played.state, seat) for seat in range(players)]
    table = pd.DataFrame(rows, columns=[*COLUMNS, *rules.categories])
    if columns is None:
        return table
    return pd.concat([table, pd.DataFrame(extra)], axis=1)


def game_seeds(seed: int, games: int) -> list[int]:
    """The seeds of the games :func:`simulate` plays, drawn from ``seed``.

    >>> game_seeds(0, 3) == game_seeds(0, 5)[:3]
    True
    """
    draw = random.Random(seed)
    return [draw.randrange(2**32) for _ in range(games)]


def _rows(game: Game, number: int, seed: int) -> list[tuple]:
    """The table's rows for one finished game."""
    state = game.state
    count = len(state.players)
    first = game.history.entries[0].state.active
    tiles, followers = [0] * count, [0] * count
    for before, entry in pairwise(game.history.entries):
        seat = before.state.active
        tiles[seat] += isinstance(entry.action, PlaceTile)
        followers[seat] += isinstance(entry.action, PlaceFollower)
    best = max(p.score.total for p in state.players)
    return [
        (
            number,
            seed,
            seat,
            game.seat_names[seat],
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
