"""Game-agnostic building blocks shared by every game of the tutorial.

Nothing here imports a widget library: the engine runs headless, in tests,
in benchmarks and in a learner's own experiments.  The names every game
package exports, the same in each, are written down in
:mod:`tutorial.core.contract`.
"""

from tutorial.core.errors import ArgumentError, IllegalMove, PositionError
from tutorial.core.explanation import Explanation, Highlight, Outcome
from tutorial.core.graphs import (
    BfsEvent,
    BfsStep,
    SearchResult,
    UnionEvent,
    UnionFind,
    breadth_first_search,
    breadth_first_steps,
    breadth_first_trace,
    components,
    union_find_trace,
    union_steps,
)
from tutorial.core.grid import (
    Cell,
    Direction,
    diagonal_neighbours,
    edge_neighbours,
    step,
)
from tutorial.core.history import History

__all__ = [
    "ArgumentError",
    "BfsEvent",
    "BfsStep",
    "Cell",
    "Direction",
    "Explanation",
    "Highlight",
    "History",
    "IllegalMove",
    "Outcome",
    "PositionError",
    "SearchResult",
    "UnionEvent",
    "UnionFind",
    "breadth_first_search",
    "breadth_first_steps",
    "breadth_first_trace",
    "components",
    "diagonal_neighbours",
    "edge_neighbours",
    "step",
    "union_find_trace",
    "union_steps",
]
