"""Tiletum: Prospect for Silver — the engine, the Underground maps and the Cardinalbot.

The engine implements the expansion's rules and reduces the base game of
Tiletum (not in the rulebook) to the quantities the expansion reads or
writes: King track position, Resources by colour, Gold, Houses, Pillars,
completed Buildings, and Action Points from a die (a die is a colour and a
value ``v``: ``v`` Resources and ``7 - v`` AP).  4 rounds of 3 actions a
player, then the King phase and the cleanup.

Start with :class:`Game` (a game with history, for notebooks) or
:func:`new_game` and :func:`apply` (pure functions on immutable states, for
experiments) with :func:`legal_actions`; :func:`simulate` plays many games
into a table.  A seat is ``"human"``, a bot's name (:data:`BOTS`: ``"random"``,
``"mcts"``, ``"cardinal"`` for the solo bot) or any function ``(state, rng) -> action``.
:func:`save_state` and :func:`load_state` write and read a position; the
rule readings that can be switched are :class:`RuleOptions` (also named
``Rules``).  These are the names every game package shares
(:mod:`tutorial.core.contract`).

- :mod:`tutorial.tiletum.components` — stand-in contents (Technologies,
  Bonus tiles, Stone Tablets, wheels, King track) from ``data/expansion.json``.
- :mod:`tutorial.tiletum.state`, :mod:`~tutorial.tiletum.setup`,
  :mod:`~tutorial.tiletum.actions`, :mod:`~tutorial.tiletum.legal`,
  :mod:`~tutorial.tiletum.players` — the game as a value, its setup, its
  actions, the legal ones, a random player.
- rules: :mod:`~tutorial.tiletum.economy` (Silver is not a Resource),
  :mod:`~tutorial.tiletum.technologies`, :mod:`~tutorial.tiletum.wheel`,
  :mod:`~tutorial.tiletum.prospecting`, :mod:`~tutorial.tiletum.rounds`
  (King phase, cleanup), :mod:`~tutorial.tiletum.scoring`.

- :mod:`tutorial.tiletum.maps` — the three Underground maps (sides A and B)
  as data: spaces, connections, Towns and their sites, Stone Tablets
  (stand-in layouts, in ``data/maps.json``).
- :mod:`tutorial.tiletum.underground` — who has built where, where the
  Prospectors stand and which Stone Tablets are covered.
- :mod:`tutorial.tiletum.routes` — the shortest route that crosses the most
  uncovered Stone Tablets, a search that can show its work.
- :mod:`tutorial.tiletum.cardinalbot` — the solo bot's Prospector action:
  which Town, which site, which route, and why.
- :mod:`tutorial.tiletum.solo` — the Cardinal of Silver as rules: solo
  setup, its turn, King's Surprises, free Prospectors (stand-in cards in
  ``data/solo.json``); solo scoring in :mod:`~tutorial.tiletum.scoring`.
- :mod:`tutorial.tiletum.cathedrals` — Underground Cathedrals: the
  Construction Cost tiles and the sorted tile stack (stand-ins in
  ``data/cathedrals.json``), building one as a Task; their tiles score in
  :mod:`~tutorial.tiletum.scoring`, which also explains a score as a table.
- :mod:`tutorial.tiletum.fairs` — a Fair tile scored at the end of each
  round (stand-in tiles in ``data/fairs.json``, the King track tile
  removed); :mod:`~tutorial.tiletum.challenges` — the solo Challenges;
  :mod:`~tutorial.tiletum.cardinal_plan` — the Cardinalbot's next action,
  asked before it acts.
- :mod:`tutorial.tiletum.game` — :class:`~tutorial.tiletum.game.Game`, a
  game with history and seats; :mod:`tutorial.tiletum.simulation` —
  :func:`~tutorial.tiletum.simulation.simulate`, many games as a table.
"""

from tutorial.core.lazy import simulate_on_first_use
from tutorial.tiletum.actions import (
    Action,
    Build,
    BuildCathedral,
    BuyResource,
    CardinalTurn,
    EndTurn,
    Exchange,
    Move,
    MovementPoint,
    NewProspector,
    TakeBonusTile,
    TakeDie,
    UnlockTier,
    UseApMarker,
    apply,
)
from tutorial.tiletum.differences import differences
from tutorial.tiletum.game import Game
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.options import RuleOptions
from tutorial.tiletum.players import BOTS, random_player
from tutorial.tiletum.positions import load_state, save_state
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.state import GameState

#: The contract's name for the rule options (:mod:`tutorial.core.contract`).
Rules = RuleOptions


def env(players: int = 2, **settings: object) -> object:
    """The game as a PettingZoo environment: :func:`tutorial.tiletum.environment.env`.

    Needs the ``agents`` extra (``pip install -e .[agents]``), imported only here.
    """
    from tutorial.tiletum.environment import env as game_env

    return game_env(players, **settings)  # type: ignore[arg-type]


__all__ = [
    "BOTS",
    "Action",
    "Build",
    "BuildCathedral",
    "BuyResource",
    "CardinalTurn",
    "EndTurn",
    "Exchange",
    "Game",
    "GameState",
    "Move",
    "MovementPoint",
    "NewProspector",
    "RuleOptions",
    "Rules",
    "TakeBonusTile",
    "TakeDie",
    "UnlockTier",
    "UseApMarker",
    "apply",
    "differences",
    "env",
    "legal_actions",
    "load_state",
    "new_game",
    "random_player",
    "save_state",
    "simulate",
]


__getattr__ = simulate_on_first_use(__name__)
