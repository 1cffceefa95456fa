"""Cerro Gordo Silver Mines: every rule of the rulebook, as small named functions.

Start with :class:`Game` (a game with history, for notebooks) or
:func:`new_game` and :func:`apply` (pure functions on immutable states, for
experiments); :func:`simulate` plays many games into a table.  A seat is
``"human"``, a bot's name (:data:`BOTS`) or any function ``(state, rng) ->
action``.  Docstrings cite the rulebook by section; where it can be read two
ways, the readings are switches of :class:`RuleOptions` (also named
``Rules``, the name every game package gives its rule options), explained in
``docs/rule-readings.md``.  The names every game package shares are listed in
:mod:`tutorial.core.contract`.
"""

from tutorial.cerro_gordo.actions import (
    Action,
    EndTurn,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    TakeBuilding,
    apply,
)
from tutorial.cerro_gordo.board import closeness, closest_players, extent, mine_groups
from tutorial.cerro_gordo.differences import differences
from tutorial.cerro_gordo.game import Game
from tutorial.cerro_gordo.legal import legal_actions
from tutorial.cerro_gordo.options import FIXED_BOARD, RuleOptions
from tutorial.cerro_gordo.players import BOTS
from tutorial.cerro_gordo.positions import load_state, save_state
from tutorial.cerro_gordo.scoring import (
    Score,
    final_scores,
    score_lines,
    silver_per_point,
    silver_points,
    winners,
)
from tutorial.cerro_gordo.setup import new_game
from tutorial.cerro_gordo.state import GameState
from tutorial.core.lazy import simulate_on_first_use

#: The contract's name for the rule options (:mod:`tutorial.core.contract`).
Rules = RuleOptions


def env(players: int = 2, **settings: object) -> object:
    """The game as a PettingZoo environment: :func:`tutorial.cerro_gordo.environment.env`.

    Needs the ``agents`` extra (``pip install -e .[agents]``), imported only here.
    """
    from tutorial.cerro_gordo.environment import env as game_env

    return game_env(players, **settings)  # type: ignore[arg-type]


__all__ = [
    "BOTS",
    "FIXED_BOARD",
    "Action",
    "EndTurn",
    "Game",
    "GameState",
    "Mine",
    "PlaceBuilding",
    "PlaceRoad",
    "RefreshObjectives",
    "RuleOptions",
    "Rules",
    "Score",
    "TakeBuilding",
    "apply",
    "closeness",
    "differences",
    "closest_players",
    "env",
    "extent",
    "final_scores",
    "legal_actions",
    "load_state",
    "mine_groups",
    "new_game",
    "save_state",
    "score_lines",
    "silver_per_point",
    "silver_points",
    "simulate",
    "winners",
]


__getattr__ = simulate_on_first_use(__name__)
