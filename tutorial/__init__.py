"""Mining board games and the graph algorithms inside them.

Sub-packages:

- :mod:`tutorial.core` — game-agnostic pieces: grid geometry, graph algorithms
  that can show their work, explanations, history and saved positions.
- :mod:`tutorial.cerro_gordo` — the rules of Cerro Gordo Silver Mines.
- :mod:`tutorial.widgets` — ipycanvas boards and controls for the notebooks.
"""

__version__ = "0.1.0"
