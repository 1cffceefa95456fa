"""Carcassonne (base game): every rule of the rulebook, as small named functions.

Start with :class:`Game` (a game with history, for notebooks) or
:func:`new_game` and :func:`apply` (pure functions on immutable states, for
experiments); :func:`simulate` plays many games into a table.  A seat is
``"human"``, a bot's name (``"random"``, ``"mcts"``; :data:`BOTS`) or any function
``(state, rng) -> action``.  :func:`save_state` and :func:`load_state` write
and read a position.  The rules a game is played by are a :class:`RuleSet`
(also named ``Rules``, the name every game package gives its rule options;
the names every game package shares are listed in
:mod:`tutorial.core.contract`).

How the engine is built
-----------------------
- **Tiles are data** (``data/tiles.json``, :mod:`~tutorial.carcassonne.tiles`):
  each side has three *slots*, so turning a tile is a shift of slots and two
  tiles meet slot to slot.
- **Placing** (:mod:`~tutorial.carcassonne.board`) looks only at the *open
  cells*, which the state keeps up to date with what each needs of a tile.
- **Features** (:mod:`~tutorial.carcassonne.features`) grow by union-find: a
  new tile's features join their neighbours', and each group counts its
  open ends; a city or road is complete when the count reaches zero.
- **Scoring** (:mod:`~tutorial.carcassonne.scoring`) reads those group
  records; nothing ever flood-fills the board.
- **A new state copies only what changed**: a tile's features join on copies
  that share the rest with the state before (:mod:`tutorial.core.shared`),
  and an explanation is built only when asked for.
- **Explaining a feature** (:func:`describe_feature`, on a click): its tiles,
  where it is still open, its followers and what it would score, as an
  :class:`~tutorial.core.explanation.Explanation` a board draws.

How an expansion hooks in
-------------------------
The base game never imports an expansion.  A turn is described by a
:class:`RuleSet` held in the state (``state.rules``): the *phases* in which
the player acts (base: ``"tile"`` then ``"follower"``), the *turn-end steps*
that run on their own (base: ``score_completed``), the *game-end steps*
(base: ``final_scoring``), the tile types in the box and the score sheet's
categories.  :func:`apply` checks the action against the current phase,
lets the phase handle it, then moves to the next phase the turn needs, or
runs the turn-end steps and draws the next tile.

An expansion such as The Gold Mines builds its rules from
:func:`base_rules`: ``with_tiles`` (its 8 gold tiles and a ``"gold"``
category), ``with_phase(ingots, after="tile")`` (place the ingots, a phase
skipped when the tile has none), ``with_step(hand_out_gold,
after="score_completed")`` (the step reads ``state.scored``: who won each
feature, and its tiles), and a game-end step for gold points.  A step says
what it did in sentences or as an explanation with board highlights.  Its
own pieces live in ``state.layers["gold"]``, an immutable value it owns,
put there by a setup step (``with_setup``) and saved and loaded by its
:class:`LayerCodec` (``with_layer``).
"""

from tutorial.carcassonne.actions import Action, NoFollower, PlaceFollower, PlaceTile, apply
from tutorial.carcassonne.board import Placed, fits, placements
from tutorial.carcassonne.differences import differences
from tutorial.carcassonne.explain import OpenEdge, describe_feature, open_edges
from tutorial.carcassonne.features import Group, Node
from tutorial.carcassonne.game import Game
from tutorial.carcassonne.legal import legal_actions
from tutorial.carcassonne.players import BOTS, HUMAN, Seat, random_player
from tutorial.carcassonne.positions import load_state, save_state
from tutorial.carcassonne.rules import LayerCodec, Phase, RuleSet
from tutorial.carcassonne.scoring import final_scoring, majority, score_completed
from tutorial.carcassonne.setup import base_rules, new_game
from tutorial.carcassonne.state import GameState, PlayerState, Scored, ScoreSheet
from tutorial.carcassonne.tiles import (
    Feature,
    TileType,
    base_tiles,
    facing,
    load_tiles,
    side_kind,
    turned,
)
from tutorial.core.lazy import simulate_on_first_use

#: The contract's name for the rule options (:mod:`tutorial.core.contract`).
Rules = RuleSet


def env(players: int = 2, **settings: object) -> object:
    """The game as a PettingZoo environment: :func:`tutorial.carcassonne.environment.env`.

    Needs the ``agents`` extra (``pip install -e .[agents]``), imported only here.
    """
    from tutorial.carcassonne.environment import env as game_env

    return game_env(players, **settings)  # type: ignore[arg-type]


__all__ = [
    "BOTS",
    "HUMAN",
    "LayerCodec",
    "Action",
    "Feature",
    "Game",
    "GameState",
    "Group",
    "NoFollower",
    "Node",
    "OpenEdge",
    "Phase",
    "PlaceFollower",
    "PlaceTile",
    "Placed",
    "PlayerState",
    "RuleSet",
    "Rules",
    "Seat",
    "ScoreSheet",
    "Scored",
    "TileType",
    "apply",
    "env",
    "base_rules",
    "base_tiles",
    "describe_feature",
    "differences",
    "facing",
    "final_scoring",
    "fits",
    "legal_actions",
    "load_state",
    "load_tiles",
    "majority",
    "new_game",
    "open_edges",
    "placements",
    "random_player",
    "save_state",
    "score_completed",
    "side_kind",
    "simulate",
    "turned",
]


__getattr__ = simulate_on_first_use(__name__)
