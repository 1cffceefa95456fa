"""Tiletum's Underground maps on the page: the map, the route search, the Cardinalbot's choice.

- :class:`MapView`: one map as a graph, with what stands on it, reach layers and a route.
- :class:`RouteStepper`: the search for the shortest route with most uncovered
  Stone Tablets, line by line of its pseudocode, on the map.
- :class:`TiletumApp`: a whole game, playable by clicks and buttons, steppable, explained.
- :class:`DecisionView`: the Cardinalbot's Prospector action explained: reach,
  the tie-break table, the route and the tablets it covers.
"""

from tutorial.widgets.tiletum.app import TiletumApp
from tutorial.widgets.tiletum.decision_view import DecisionView
from tutorial.widgets.tiletum.map_canvas import MapCanvas, describe_map
from tutorial.widgets.tiletum.map_view import MapView
from tutorial.widgets.tiletum.route_view import RouteStepper

__all__ = ["DecisionView", "MapCanvas", "MapView", "RouteStepper", "TiletumApp", "describe_map"]
