"""The Gold Mines' widgets, built on the Carcassonne ones.

:class:`GoldMinesApp` (or :func:`show`) plays a game with the gold rules:
ingots on the tiles, the ingots phase by clicking, the players' gold apart
from their base points.  :class:`HandoutStepper` steps through one hand-out
of gold, take by take.
"""

from tutorial.widgets.gold_mines.app import GoldMinesApp, show
from tutorial.widgets.gold_mines.handout import HandoutStepper
from tutorial.widgets.gold_mines.phases import IngotView

__all__ = ["GoldMinesApp", "HandoutStepper", "IngotView", "show"]
