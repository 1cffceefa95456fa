"""Widgets that draw the engine: boards, controls, explanations, step-through views.

Everything here asks the engine (``tutorial.core`` and the game packages)
and draws what it gets back; no widget holds a rule.

- :class:`CerroGordoApp` (or :func:`show`): a whole game to play, step and reset.
- :class:`BoardView`: the board alone, on a layered ipycanvas MultiCanvas, a
  view of the table that pans and zooms (:class:`BoardGeometry`).
- :class:`BfsStepper`: the breadth-first search of "closest mine", step by step.
- :class:`UnionFindStepper`: the union-find of "which mines are joined by road", step by step.
- :class:`HistoryControls`: Step / Undo / Redo / Reset / Play / history slider for any game.
- :class:`ExplanationPanel`: an engine explanation, or the rule a move broke.
- :class:`TrivialRedraw`: the baseline of the browser latency benchmark.
"""

from tutorial.widgets.cerro_gordo.app import CerroGordoApp, show
from tutorial.widgets.cerro_gordo.board import BoardView, Mark
from tutorial.widgets.cerro_gordo.panels import BuildingRowView, HandView
from tutorial.widgets.cerro_gordo.search_view import BfsStepper
from tutorial.widgets.cerro_gordo.union_view import UnionFindStepper
from tutorial.widgets.controls import HistoryControls
from tutorial.widgets.demo import TrivialRedraw
from tutorial.widgets.explanation import ExplanationPanel
from tutorial.widgets.viewport import BoardGeometry

__all__ = [
    "BfsStepper",
    "BoardGeometry",
    "BoardView",
    "BuildingRowView",
    "CerroGordoApp",
    "ExplanationPanel",
    "HandView",
    "HistoryControls",
    "Mark",
    "TrivialRedraw",
    "UnionFindStepper",
    "show",
]
