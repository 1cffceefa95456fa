"""The four games' apps as the latency benchmarks show them.

``benchmarks/latency*.ipynb`` (clicked in a browser by ``browser_latency.py``)
and ``benchmarks/step_cost.py`` (timed without a browser) both build their
apps here, so both measure the same games.  Every Step must change the
board's pixels, or the browser benchmark counts a miss: bots play every
seat, and in Tiletum your seat walks on the maps (see :func:`walker`).
"""

from __future__ import annotations

import random

from tutorial.carcassonne import Game as CarcassonneGame
from tutorial.cerro_gordo import Game as CerroGordoGame
from tutorial.gold_mines import Game as GoldMinesGame
from tutorial.tiletum import Game as TiletumGame
from tutorial.tiletum.actions import Action, Build, EndTurn, Move, TakeDie
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.players import rng_for
from tutorial.tiletum.state import GameState as TiletumState
from tutorial.widgets import CarcassonneApp, CerroGordoApp
from tutorial.widgets.gold_mines import GoldMinesApp
from tutorial.widgets.tiletum import TiletumApp


def cerro_gordo() -> CerroGordoApp:
    """Four bots on a Cerro Gordo board."""
    return CerroGordoApp(CerroGordoGame(4, seed=3))


def carcassonne() -> CarcassonneApp:
    """Three random bots placing tiles and followers."""
    return CarcassonneApp(CarcassonneGame(3, seed=3), step_plays_humans=True)


def gold_mines() -> GoldMinesApp:
    """Three bots (one greedy) with The Gold Mines."""
    game = GoldMinesGame(3, seed=3, seats=("greedy", "random", "random"))
    return GoldMinesApp(game, step_plays_humans=True)


def walker(state: TiletumState, rng: random.Random) -> Action:
    """A die for the Prospector Action (the most AP), then builds or walks; then End turn.

    A random player often takes a die for another Action or buys a
    Resource, which changes no map, so the latency benchmark plays this.
    """
    legal = legal_actions(state)
    for kind in (Build, Move):
        if found := [a for a in legal if isinstance(a, kind)]:
            return rng.choice(found)
    dice = [a for a in legal if isinstance(a, TakeDie)]
    dice = [a for a in dice if a.action == "Prospector"] or dice
    return min(dice, key=lambda a: state.dice[a.die].value) if dice else EndTurn()


class WalkingGame(TiletumGame):
    """Step walks for your (human) seat; the Cardinal of Silver plays by its rules."""

    def suggest(self) -> Action:
        if self.seats[self.state.active] == "human":
            return walker(self.state, rng_for(self.state))
        return super().suggest()


def tiletum() -> TiletumApp:
    """A solo game against the Cardinal of Silver; your seat stays "human" (its moves drawn)."""
    return TiletumApp(WalkingGame(1, seed=4, seats=("human", "cardinal")), step_plays_humans=True)


#: Each app by the name the benchmarks print, in the order they run.
APPS = {
    "Cerro Gordo": cerro_gordo,
    "Carcassonne": carcassonne,
    "Gold Mines": gold_mines,
    "Tiletum": tiletum,
}
