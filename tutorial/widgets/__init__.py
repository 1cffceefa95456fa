"""Widgets that draw the engine: boards, controls, explanations, step-through views.

Everything here asks the engine (``tutorial.core`` and the game packages)
and draws what it gets back; no widget holds a rule.

- :class:`CerroGordoApp` (or :func:`show`): a whole game to play, step and reset.
- :class:`CarcassonneApp`: a game of Carcassonne to play, step and reset.
- :class:`FeatureStepper`: Carcassonne's cities, roads, fields and monasteries grown
  by union-find with open ends, replayed line by line.
- :class:`BoardView`: the board alone, on a layered ipycanvas MultiCanvas, a
  view of the table that pans and zooms (:class:`BoardGeometry`).
- :class:`BfsView`, :class:`UnionFindView`: breadth-first search and union-find on
  any graph (a dict of neighbour lists, a networkx graph), line by line of their
  pseudocode, with the data structures beside the drawing.
- :class:`BfsStepper`: the same view of the search for "closest mine", on a board.
- :class:`UnionFindStepper`: the same view of "which mines are joined by road",
  replayed from a game's history.
- :class:`TreeSearchView`: Monte Carlo tree search's decision, phase by phase (select,
  expand, simulate, back-propagate), the tree it grew and the root's children.
- :class:`Compare`: what if: one position on two boards, each with its own future, and
  the game's ``differences`` between them.
- :class:`HistoryControls`: Step / Undo / Redo / Reset / Play / history slider for any game.
- :class:`Launcher`: a seat chooser above a game (the count, a human or a bot per seat, a
  seed, New game), given each :class:`GameChoice`; :mod:`tutorial.widgets.apps` holds the
  three games' pages (``notebooks/apps/``, served by Voilà).
- :class:`ExplanationPanel`: an engine explanation, or the rule a move broke.
- :class:`TrivialRedraw`: the baseline of the browser latency benchmark.
"""

from tutorial.widgets.bfs_view import BfsView
from tutorial.widgets.carcassonne.app import CarcassonneApp
from tutorial.widgets.carcassonne.feature_view import FeatureStepper
from tutorial.widgets.cerro_gordo.app import CerroGordoApp, show
from tutorial.widgets.cerro_gordo.board import BoardView, Mark
from tutorial.widgets.cerro_gordo.panels import BuildingRowView, HandView
from tutorial.widgets.cerro_gordo.search_view import BfsStepper
from tutorial.widgets.cerro_gordo.union_view import UnionFindStepper
from tutorial.widgets.compare import Compare
from tutorial.widgets.controls import HistoryControls
from tutorial.widgets.demo import TrivialRedraw
from tutorial.widgets.explanation import ExplanationPanel
from tutorial.widgets.launcher import GameChoice, Launcher
from tutorial.widgets.tree_search_view import TreeSearchView
from tutorial.widgets.union_find_view import UnionFindView
from tutorial.widgets.viewport import BoardGeometry

__all__ = [
    "BfsStepper",
    "BfsView",
    "BoardGeometry",
    "BoardView",
    "BuildingRowView",
    "CarcassonneApp",
    "CerroGordoApp",
    "Compare",
    "ExplanationPanel",
    "FeatureStepper",
    "GameChoice",
    "HandView",
    "HistoryControls",
    "Launcher",
    "Mark",
    "TreeSearchView",
    "TrivialRedraw",
    "UnionFindStepper",
    "UnionFindView",
    "show",
]
