"""Many games at once, as a table: one row per player per game.

Each game is a :class:`~tutorial.cerro_gordo.game.Game` played to the end by
its seats, so any row can be replayed and watched:
``Game(players, seed=row.seed, options=options, seats=seats).play_to_end()``.

The winner follows the rulebook, *End of Game*: "The player with the most
points wins! If there is a tie, the tied player with the most Silver wins."
Players still tied all win, and all are marked.

Seat 0 is not always the first player: setup draws the first player from the
seed ("...or decide randomly").  So the table says where each seat sat in the
turn order (``first``), and a tournament counts each row, one seat in one game,
never a kind of seat once per game:

>>> table = simulate(4, players=2, seats=("greedy", "random"), progress=False)
>>> len(table), sorted(table.groupby("game").winner.sum() >= 1)
(8, [True, True, True, True])
>>> table.groupby("bot").winner.mean().index.tolist()
['greedy', 'random']

With ``executor=`` the games run elsewhere, on every core of this machine or
on a cluster (:mod:`tutorial.core.experiments`); the table is the same:

>>> from concurrent.futures import ProcessPoolExecutor
>>> with ProcessPoolExecutor(2) as pool:
...     spread = simulate(4, players=2, seats=("greedy", "random"), progress=False, executor=pool)
>>> spread.equals(table)
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from concurrent.futures import Executor
from functools import partial

import pandas as pd

from tutorial.cerro_gordo.actions import Action, PlaceRoad, RefreshObjectives
from tutorial.cerro_gordo.game import Game
from tutorial.cerro_gordo.options import RuleOptions
from tutorial.cerro_gordo.players import HUMAN, Seat, check_seats
from tutorial.cerro_gordo.scoring import final_scores, winners
from tutorial.cerro_gordo.state import GameState
from tutorial.core.errors import ArgumentError
from tutorial.core.experiments import game_seeds, play_games

#: The columns of :func:`simulate`'s table, in order, and what each holds.
#: One column for each rule option (:class:`RuleOptions`) follows them.
COLUMNS = {
    "game": "the game's number in this table, from 0",
    "seed": "the seed the game was set up and played from",
    "seat": "the seat, from 0 (the order of ``seats``)",
    "bot": "who played the seat: a built-in player's name or the function's name",
    "first": "the seat's place in the turn order: 0 for the first player",
    "character": "the seat's character card",
    "score": "final points: objectives plus silver points",
    "silver": "silver held at the end (breaks ties)",
    "objectives": "personal objectives completed",
    "objective_points": "points from personal objectives",
    "public": "public objectives completed (each completion counts)",
    "silver_trails": "Silver Trail completions (public: two mines joined by road)",
    "second_roads": "second roads bought (2 silver each)",
    "refreshes": "objective refreshes bought (5 silver each)",
    "winner": "won the game (every tied winner is marked)",
    "turns": "turns the game lasted, all players together",
}


def simulate(
    games: int,
    players: int = 4,
    seats: Sequence[Seat] | None = None,
    options: RuleOptions | None = None,
    seed: int = 0,
    progress: bool = True,
    *,
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
        Who plays each seat: ``"random"``, ``"greedy"`` or a function
        ``(state, rng) -> action`` (default: all ``"greedy"``).  Nobody can
        click here, so ``"human"`` is refused.
    options:
        Rule readings (:class:`~tutorial.cerro_gordo.options.RuleOptions`).
    seed:
        Fixes every game: game ``i`` plays from the ``i``-th seed drawn from
        ``seed`` (in the ``seed`` column).  The same seed gives the same
        table, and a longer run begins with the games of a shorter one.
    progress:
        Show a progress bar (a widget in JupyterLab, text in a terminal).
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
        The columns of :data:`COLUMNS`, then one per rule option.
    """
    seats = check_seats(("greedy",) * players if seats is None else seats, players)
    if HUMAN in seats:
        raise ArgumentError(
            "seats", "simulate plays without people: seat 'random', 'greedy' or a function"
        )
    options = options or RuleOptions()
    play = partial(_play, players, seats, options)
    played = play_games(
        play, game_seeds(seed, games), executor=executor, progress=progress, seats=seats
    )
    readings = dataclasses.asdict(options)
    table = pd.DataFrame([row for rows in played for row in rows], columns=list(COLUMNS))
    return table.assign(**{name: [value] * len(table) for name, value in readings.items()})


def _play(
    players: int, seats: tuple[Seat, ...], options: RuleOptions, number: int, seed: int
) -> list[tuple]:
    """Play game ``number`` from ``seed`` to the end: its rows of the table.

    Nobody steps back through these games, so they keep no history
    (:meth:`~tutorial.core.game.HistoryGame.play_out`): what the rows need
    from the actions is counted as they are played.
    """
    game = Game(players, seed, options, seats=seats)
    first = game.state.active
    second_roads, refreshes = [0] * players, [0] * players

    def count(state: GameState, action: Action) -> None:
        if isinstance(action, PlaceRoad) and state.turn.roads_placed == 1:
            second_roads[state.active] += 1
        elif isinstance(action, RefreshObjectives):
            refreshes[state.active] += 1

    state = game.play_out(count).state
    return _rows(state, game.seat_names, first, second_roads, refreshes, number, seed)


def _rows(
    state: GameState,
    names: Sequence[str],
    first: int,
    second_roads: Sequence[int],
    refreshes: Sequence[int],
    number: int,
    seed: int,
) -> list[tuple]:
    """The table's rows for one finished game (``first``: the seat that played first)."""
    count = len(state.players)
    won = set(winners(state))
    trails = {card.id for card in state.public if card.check == "mines_joined"}
    rows = []
    for seat, (player, score) in enumerate(zip(state.players, final_scores(state), strict=True)):
        rows.append(
            (
                number,
                seed,
                seat,
                names[seat],
                (seat - first) % count,
                player.character.name,
                score.total,
                score.silver,
                len(player.completed),
                score.objectives,
                len(player.public_done),
                sum(done in trails for done in player.public_done),
                second_roads[seat],
                refreshes[seat],
                seat in won,
                state.turn_number,
            )
        )
    return rows
