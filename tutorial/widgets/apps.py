"""The three games as pages of their own: each game's choices for a :class:`~.launcher.Launcher`.

``notebooks/apps/<game>.ipynb`` shows one of these, and ``voila
notebooks/apps/<game>.ipynb`` serves it as a web page with no code.  The
player counts and bots are the engines' own (their ``PLAYERS`` / ``BOTS``
and player limits); a factory only makes the game and hands it to the
game's app.
"""

from __future__ import annotations

from dataclasses import replace

from tutorial.carcassonne import BOTS as CARCASSONNE_BOTS
from tutorial.carcassonne import Game as CarcassonneGame
from tutorial.carcassonne.setup import MAX_PLAYERS, MIN_PLAYERS
from tutorial.cerro_gordo import Game as CerroGordoGame
from tutorial.cerro_gordo.players import PLAYERS as CERRO_GORDO_BOTS
from tutorial.gold_mines import BOTS as GOLD_MINES_BOTS
from tutorial.gold_mines import Game as GoldMinesGame
from tutorial.tiletum import Game as TiletumGame
from tutorial.tiletum import setup as tiletum_setup
from tutorial.tiletum.players import CARDINAL, check_seats, default_seats
from tutorial.tiletum.players import PLAYERS as TILETUM_PLAYERS
from tutorial.widgets.carcassonne.app import CarcassonneApp
from tutorial.widgets.cerro_gordo.app import CerroGordoApp
from tutorial.widgets.gold_mines.app import GoldMinesApp
from tutorial.widgets.launcher import HUMAN, GameChoice, Launcher
from tutorial.widgets.tiletum.app import TiletumApp
from tutorial.widgets.tiletum.setup_choice import SetupChoice

#: Cerro Gordo is for 2 to 5 players (its setup refuses any other count).
CERRO_GORDO_PLAYERS = (2, 3, 4, 5)


def humans(seats: tuple[str, ...]) -> tuple[int, ...]:
    """The seats played by clicking."""
    return tuple(i for i, seat in enumerate(seats) if seat == HUMAN)


def cerro_gordo_app(seats: tuple[str, ...], seed: int) -> CerroGordoApp:
    """A new game of Cerro Gordo, one seat a player."""
    return CerroGordoApp(CerroGordoGame(len(seats), seed=seed, seats=seats))


def carcassonne_app(seats: tuple[str, ...], seed: int) -> CarcassonneApp:
    """A new game of base Carcassonne; clicks play the human seats."""
    game = CarcassonneGame(len(seats), seed, seats=seats)
    return CarcassonneApp(game, humans=humans(seats))


def gold_mines_app(seats: tuple[str, ...], seed: int) -> GoldMinesApp:
    """A new game of Carcassonne with The Gold Mines; clicks play the human seats."""
    game = GoldMinesGame(len(seats), seed, seats=seats)
    return GoldMinesApp(game, humans=humans(seats))


def tiletum_app(seats: tuple[str, ...], seed: int, **setup: object) -> TiletumApp:
    """A new game of Prospect for Silver; alone, a player plays against the Cardinal of Silver.

    The Cardinal's seat (the engine's :func:`~tutorial.tiletum.players.default_seats`
    says which) keeps its own player; the chosen seats fill the others, in order.
    ``setup`` goes to :func:`~tutorial.tiletum.setup.new_game` (the deal of a
    :class:`~tutorial.widgets.tiletum.setup_choice.SetupChoice`).
    """
    game = TiletumGame(len(seats), seed, **setup)
    chosen = iter(seats)
    game.seats = check_seats(
        tuple(seat if seat == CARDINAL else next(chosen) for seat in default_seats(game.state)),
        game.state,
    )
    return TiletumApp(game)


def cerro_gordo_choice() -> GameChoice:
    """Cerro Gordo: 2 to 5 players, each a human or one of the engine's bots."""
    return GameChoice(
        "Cerro Gordo",
        CERRO_GORDO_PLAYERS,
        tuple(CERRO_GORDO_BOTS),
        cerro_gordo_app,
        default_players=3,
        default_bot="greedy",
    )


def carcassonne_choices() -> tuple[GameChoice, GameChoice]:
    """Carcassonne, and Carcassonne with The Gold Mines (whose bots include a greedy one)."""
    counts = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
    return (
        GameChoice(
            "Carcassonne with The Gold Mines",
            counts,
            tuple(GOLD_MINES_BOTS),
            gold_mines_app,
            default_bot="greedy",
        ),
        GameChoice("Carcassonne", counts, tuple(CARCASSONNE_BOTS), carcassonne_app),
    )


def tiletum_choice() -> GameChoice:
    """Prospect for Silver: solo against the Cardinalbot, or 2 to 4 players."""
    return GameChoice(
        "Tiletum: Prospect for Silver",
        tuple(range(tiletum_setup.MIN_PLAYERS, tiletum_setup.MAX_PLAYERS + 1)),
        tuple(name for name in TILETUM_PLAYERS if name != CARDINAL),
        tiletum_app,
        count_labels={1: "1 (solo, against the Cardinalbot)"},
    )


def cerro_gordo(seed: int = 1) -> Launcher:
    """The Cerro Gordo page: seats, New game, and the game."""
    return Launcher([cerro_gordo_choice()], seed=seed)


def carcassonne(seed: int = 1) -> Launcher:
    """The Carcassonne page, with or without The Gold Mines."""
    return Launcher(carcassonne_choices(), seed=seed)


def tiletum(seed: int = 1) -> Launcher:
    """The Tiletum page: solo against the Cardinalbot, or 2 to 4 players, and the deal.

    The deal (the maps' sides and the Technologies, :class:`SetupChoice`) is
    read when "New game" is pressed; the first game's is chosen at first.
    """
    deal = SetupChoice()
    choice = replace(
        tiletum_choice(),
        make=lambda seats, seed: tiletum_app(seats, seed, **deal.keywords()),
    )
    return deal.show_in(Launcher([choice], seed=seed))
