"""Mining board games and the graph algorithms inside them.

Sub-packages:

- :mod:`tutorial.core` — game-agnostic pieces: grid geometry, graph algorithms
  that can show their work, explanations, history and saved positions.
- :mod:`tutorial.cerro_gordo` — the rules of Cerro Gordo Silver Mines.
- :mod:`tutorial.carcassonne` — base Carcassonne: tiles as data, placing,
  features by union-find, scoring.
- :mod:`tutorial.gold_mines` — The Gold Mines, a layer on base Carcassonne.
- :mod:`tutorial.tiletum` — Tiletum's Prospect for Silver: the Underground
  maps, the expansion's rules, the solo Cardinalbot.
- :mod:`tutorial.widgets` — ipycanvas boards and controls for the notebooks,
  a folder a game.

Every game package exports the same names at its top level (``new_game``,
``apply``, ``legal_actions``, ``Game``, ``simulate``, ``BOTS``,
``save_state``, ``load_state``, ...): :mod:`tutorial.core.contract`.
"""

__version__ = "0.1.0"
