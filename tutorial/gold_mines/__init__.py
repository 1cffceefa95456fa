"""The Gold Mines: the mini-expansion, as a layer on top of base Carcassonne.

Eight tiles carry a gold symbol; placing one puts two ingots on the board,
one on it and one on a touching tile.  When features complete, the players
with the most followers in them take the gold on their tiles, one ingot at a
time in turn order when several may; each player's gold is worth more per
ingot the more they have.

Play it as the base game, with the gold rules (:func:`gold_rules`):
:class:`Game`, or :func:`new_game` and :func:`apply` on immutable states,
:func:`legal_actions`, and :func:`simulate` for a table of many games.  The
gold itself is ``state.layers["gold"]`` (:func:`gold_of` reads it, also
before any gold rule has acted); :func:`gold_explanation` tells the last
hand-out round by round (the turn's own explanation tells it too, with the
tiles lit).  ``Game.save`` and ``Game.load`` keep the gold (the layer's
codec, :data:`GOLD_CODEC`, writes and checks its part of the file).
:func:`save_state` and :func:`load_state` do the same for a bare state.
Automatic players are functions ``(state, rng) -> action``:
:func:`random_player` (the base game's), :func:`greedy_player` and Monte Carlo
tree search (``"mcts"``), named in :data:`BOTS` for seats.  The rules are a
:class:`RuleSet` (also named ``Rules``, the name every game package gives its rule options):
:func:`gold_rules`.  The names every game package shares are listed in
:mod:`tutorial.core.contract`.

The pure rules underneath: :func:`second_ingot_cells` and
:func:`place_ingots` (placing), :func:`share_gold` (sharing), and
:func:`gold_points` (the value table).
"""

from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile, apply
from tutorial.carcassonne.legal import legal_actions
from tutorial.carcassonne.players import random_player
from tutorial.carcassonne.positions import save_state
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.state import GameState
from tutorial.core.lazy import simulate_on_first_use
from tutorial.gold_mines.choosing import TakeIngot
from tutorial.gold_mines.differences import differences
from tutorial.gold_mines.explain import gold_explanation
from tutorial.gold_mines.game import Game
from tutorial.gold_mines.greedy import greedy_player
from tutorial.gold_mines.handout import claims_of, hand_out_gold, monastery_area
from tutorial.gold_mines.ingots import Action, PlaceIngot, second_ingot_choice
from tutorial.gold_mines.placing import SUPPLY, place_ingots, second_ingot_cells
from tutorial.gold_mines.players import BOTS
from tutorial.gold_mines.positions import GOLD_CODEC
from tutorial.gold_mines.rules import gold_rules, load_state, new_game
from tutorial.gold_mines.scoring import GOLD, remove_gold_left, score_gold
from tutorial.gold_mines.sharing import (
    READINGS,
    Choice,
    Chooser,
    Claim,
    Sharing,
    Step,
    fewest_rivals,
    most_contested,
    share_gold,
)
from tutorial.gold_mines.state import LAYER, GoldState, gold_of
from tutorial.gold_mines.tiles import gold_tiles, is_gold
from tutorial.gold_mines.value import gold_points, points_per_ingot

#: The contract's name for the rule options (:mod:`tutorial.core.contract`).
Rules = RuleSet


def env(players: int = 2, **settings: object) -> object:
    """The game as a PettingZoo environment: :func:`tutorial.gold_mines.environment.env`.

    Needs the ``agents`` extra (``pip install -e .[agents]``), imported only here.
    """
    from tutorial.gold_mines.environment import env as game_env

    return game_env(players, **settings)  # type: ignore[arg-type]


__all__ = [
    "BOTS",
    "GOLD",
    "GOLD_CODEC",
    "LAYER",
    "READINGS",
    "SUPPLY",
    "Action",
    "Choice",
    "Chooser",
    "Claim",
    "Game",
    "GameState",
    "GoldState",
    "NoFollower",
    "PlaceFollower",
    "PlaceIngot",
    "PlaceTile",
    "RuleSet",
    "Rules",
    "Sharing",
    "Step",
    "TakeIngot",
    "apply",
    "differences",
    "env",
    "claims_of",
    "fewest_rivals",
    "gold_explanation",
    "gold_of",
    "gold_points",
    "gold_rules",
    "gold_tiles",
    "greedy_player",
    "hand_out_gold",
    "is_gold",
    "legal_actions",
    "load_state",
    "monastery_area",
    "most_contested",
    "new_game",
    "place_ingots",
    "points_per_ingot",
    "random_player",
    "remove_gold_left",
    "save_state",
    "score_gold",
    "second_ingot_cells",
    "second_ingot_choice",
    "share_gold",
    "simulate",
]


__getattr__ = simulate_on_first_use(__name__)
