"""Carcassonne as a PettingZoo environment: its action list and its observation.

``env(players=2)`` is an AEC environment (:mod:`tutorial.core.environment`)
over the engine's own rules (the base game).  The landscape has no edge; a
network needs a board of fixed size, so the environment sees a *window* of
:data:`SIDE` by :data:`SIDE` cells that follows the landscape: centred on
the cells a tile could reach (the tiles' bounding box and one cell around
it), moved after every step.  Cells are named relative to the window: the
window's cell ``(column, row)``, ``0`` to ``SIDE - 1`` each way, is the
landscape's ``(column + left, row + top)`` for the window's
:meth:`~CarcassonneEncoding.corner` ``(left, top)`` in that state.

Why 49: the window holds every game whose landscape, with the cells around
it, spans at most 49 cells each way.  Over 3,000 two-player games of random
players (the seats of ``simulate``; game seeds drawn from 123 by
``tutorial.core.experiments.game_seeds``) the widest spanned
:data:`MEASURED_RANDOM` cells (and over 10,000 more, no tile lay more than
15 cells from the start).  The Gold Mines' greedy player, which breaks ties
towards the west and so lays long lines, spanned up to
:data:`MEASURED_GREEDY` cells over 300 two-player games (27 over 300
four-player games).
Should a legal action lie outside the window all the same, the game is not
cut short silently: it is *truncated*, every agent's info saying which
action could not be named (the random and greedy games of ``tests/agents``
play to their end, untruncated).

The action list (index ``i`` is one action), with the window's cell
``(x, y)`` numbered ``y * SIDE + x``:

==============================  ========  ====================================
actions                         how many  index
==============================  ========  ====================================
``PlaceTile(cell, rotation)``   49*49*4   ``cell * 4 + rotation``
``PlaceFollower(feature)``      8         ``9604 + feature`` (the tile's own
                                          feature numbers, 0 to 7)
``NoFollower()``                1         ``9612``
==============================  ========  ====================================

9,613 actions.  The observation's sections, seen by seat ``s`` (players
listed from ``s`` on: player ``k`` is seat ``(s + k) % players``):

- ``board`` (31, 49, 49): a tile; for each side N, E, S, W, whether it shows a
  city, a road or a field (12 planes); a monastery; a pennant; the tile
  placed this turn; a follower of player 0 to 4 (5 planes); the kind of
  feature the follower stands on: city, road, field, monastery (4 planes);
  then the :data:`EXTRA_PLANES` an expansion adds (The Gold Mines: ingots);
- ``tile``: the tile drawn (one-hot over the tile types) and, for each of its
  8 possible features, its kind (4, one-hot) and the 12 edge slots it
  reaches (turned as placed, once it is placed);
- ``turn``: whose turn (5, one-hot by player), and the phase of the turn
  (one-hot over the rules' phases);
- ``players`` (5 players): seated, score, followers in the supply, then the
  score by category (roads, cities, monasteries, farms, ...);
- ``deck``: the tiles left of each type (counted from the box and the
  table: the order of the deck is hidden, so it is not here), and the
  number of tiles left.

Rewards follow the score sheet, or the placing (:mod:`tutorial.core.environment`);
the winners are the players with the most points (rulebook, *Final
scoring*: ties share the win).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

import numpy as np

from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile, apply
from tutorial.carcassonne.legal import legal_actions
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.scoring import winners
from tutorial.carcassonne.setup import MAX_PLAYERS, MIN_PLAYERS, base_rules, new_game
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.text import render
from tutorial.carcassonne.tiles import CITY, KINDS, SLOTS, TileType, side_kind, turned
from tutorial.core.environment import Encoding, GameEnv, Layout, Section
from tutorial.core.errors import ArgumentError, quoted
from tutorial.core.grid import CLOCKWISE, Cell

#: The window's side, in cells (see the module docstring).
SIDE = 49
#: The widest landscape (with the cells around it, in cells) of the measured games.
MEASURED_RANDOM, MEASURED_GREEDY = 24, 40
#: The most features a tile shows (the base game's and The Gold Mines' tiles).
FEATURES = 8
SIDES = ("city", "road", "field")
#: Planes of the ``board`` section, in order.
PLANES = (
    "tile",
    *(f"{side.name} side {kind}" for side in CLOCKWISE for kind in SIDES),
    "monastery",
    "pennant",
    "placed this turn",
    *(f"follower of player {k}" for k in range(MAX_PLAYERS)),
    *(f"follower on a {kind}" for kind in KINDS),
)
#: Large enough for any count or score in the game.
MOST = 500.0


def window_cells(side: int = SIDE) -> list[Cell]:
    """The window's cells, row by row from its north-west corner ``(0, 0)``."""
    return [(x, y) for y in range(side) for x in range(side)]


def moved(action: Any, dx: int, dy: int) -> Any:
    """``action`` with its cell (if it names one) moved by ``(dx, dy)``."""
    if isinstance(action, PlaceTile):  # the most common by far: made directly, for speed
        return PlaceTile((action.cell[0] + dx, action.cell[1] + dy), action.rotation)
    cell = getattr(action, "cell", None)
    if cell is None:
        return action
    return dataclasses.replace(action, cell=(cell[0] + dx, cell[1] + dy))


def tile_planes(tile: TileType, rotation: int) -> list[int]:
    """The ``board`` planes a tile turned ``rotation`` marks: a tile, its sides, monastery, pennant.

    >>> from tutorial.carcassonne.tiles import base_tiles
    >>> [PLANES[n] for n in tile_planes(base_tiles()[0], 0)]  # a monastery in a field
    ['tile', 'N side field', 'E side field', 'S side field', 'W side field', 'monastery']
    """
    sides = [side_kind(tile, rotation, side) for side in CLOCKWISE]
    marks = [0, *(1 + 3 * number + SIDES.index(kind) for number, kind in enumerate(sides))]
    if tile.monastery is not None:
        marks.append(PLANES.index("monastery"))
    if any(feature.pennant for feature in tile.features if feature.kind == CITY):
        marks.append(PLANES.index("pennant"))
    return marks


class CarcassonneEncoding(Encoding[GameState]):
    """Carcassonne, or an expansion's rules on it, for :class:`~tutorial.core.environment.GameEnv`.

    An expansion's encoding (The Gold Mines') adds actions with
    :meth:`extra_actions`, board planes with :data:`extra_planes` and
    sections with :meth:`extra_sections`, and fills them in :meth:`observe_extra`.
    """

    #: Names of the board planes an expansion adds after the base game's.
    extra_planes: tuple[str, ...] = ()
    #: The largest value on a board plane (1: the base game's planes are yes or no).
    board_high: float = 1

    def __init__(self, players: int, rules: RuleSet, side: int = SIDE) -> None:
        self.players = players
        self.rules = rules
        self.side = side
        self.name = f"carcassonne_{rules.name.replace(' ', '_')}_{players}p"
        self.seats = players
        self.cells = window_cells(side)
        self._corner: tuple[object, Cell] = (None, (0, 0))  # the last board's corner
        self.actions = (
            *(PlaceTile(cell, rotation) for cell in self.cells for rotation in range(4)),
            *(PlaceFollower(feature) for feature in range(FEATURES)),
            NoFollower(),
            *self.extra_actions(),
        )
        self.planes = PLANES + self.extra_planes
        self.phases = tuple(phase.name for phase in rules.phases)
        self.tile_planes = [
            [tile_planes(tile, rotation) for rotation in range(4)] for tile in rules.tiles
        ]
        self.layout = Layout(
            [
                Section(
                    "board", (len(self.planes), side, side), self.board_high, ", ".join(self.planes)
                ),
                Section("tile", (len(rules.tiles) + FEATURES * (4 + SLOTS),), 1, "tile drawn"),
                Section("turn", (MAX_PLAYERS + len(self.phases),), 1, "whose turn, the phase"),
                Section(
                    "players",
                    (MAX_PLAYERS, 3 + len(rules.categories)),
                    MOST,
                    "seated, score, followers, " + ", ".join(rules.categories),
                ),
                Section("deck", (len(rules.tiles) + 1,), MOST, "tiles left by type, in all"),
                *self.extra_sections(),
            ]
        )
        super().__init__()

    # -- what an expansion adds ------------------------------------------------------------
    def extra_actions(self) -> tuple[Any, ...]:
        """An expansion's actions, after the base game's (none here)."""
        return ()

    def extra_sections(self) -> tuple[Section, ...]:
        """An expansion's sections of the observation, after the base game's (none here)."""
        return ()

    def observe_extra(self, state: GameState, seat: int, out: np.ndarray) -> None:
        """Fill an expansion's planes and sections (nothing here)."""

    # -- the engine ----------------------------------------------------------------------
    def new_game(self, seed: int) -> GameState:
        return new_game(self.players, seed, self.rules).state

    def legal_actions(self, state: GameState) -> list[Any]:
        return legal_actions(state)

    def apply(self, state: GameState, action: Any) -> GameState:
        return apply(state, action).state

    def over(self, state: GameState) -> bool:
        return state.game_over

    # -- what the agents are told ---------------------------------------------------------
    def scores(self, state: GameState) -> list[float]:
        return [player.score.total for player in state.players]

    def winners(self, state: GameState) -> tuple[int, ...]:
        return winners(state)

    def render(self, state: GameState) -> str:
        return render(state)

    def plane(self, name: str) -> int:
        """The number of the board plane ``name``."""
        return self.planes.index(name)

    def corner(self, state: GameState) -> Cell:
        """The landscape's cell at the window's north-west corner: the window centred on the play.

        The cells a tile could reach span the tiles' bounding box and one
        cell around it; the window is centred on them (by the middle cell,
        rounded towards the north-west).  Remembered for the last board
        asked about: a step asks for it once for each legal action.
        """
        board, corner = self._corner
        if board is state.board:
            return corner
        xs = [x for x, _ in state.board]
        ys = [y for _, y in state.board]
        middle = ((min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2)
        corner = (middle[0] - self.side // 2, middle[1] - self.side // 2)
        self._corner = (state.board, corner)
        return corner

    def framed(self, state: GameState, action: Any) -> Any:
        left, top = self.corner(state)
        return moved(action, -left, -top)

    def unframed(self, state: GameState, action: Any) -> Any:
        left, top = self.corner(state)
        return moved(action, left, top)

    def seen_cell(self, state: GameState, cell: Cell) -> tuple[int, int] | None:
        """``(row, column)`` of the landscape's ``cell`` in the window's planes, or ``None``."""
        left, top = self.corner(state)
        x, y = cell[0] - left, cell[1] - top
        if not (0 <= x < self.side and 0 <= y < self.side):
            return None
        return y, x

    def observe(self, state: GameState, seat: int, out: np.ndarray) -> None:
        """Fill ``out`` with what ``seat`` sees: everything on the table, not the deck's order."""
        count = len(state.players)
        place = {(seat + k) % count: k for k in range(count)}
        part = self.layout.part
        board = part(out, "board")
        planes, rows, columns = [], [], []  # every mark of the tiles, set at once
        for cell, placed in state.board.items():
            seen = self.seen_cell(state, cell)
            if seen is not None:
                marks = self.tile_planes[placed.tile][placed.rotation]
                planes += marks
                rows += [seen[0]] * len(marks)
                columns += [seen[1]] * len(marks)
        board[planes, rows, columns] = 1
        if state.placed is not None and (seen := self.seen_cell(state, state.placed)) is not None:
            board[15][seen] = 1
        for (cell, feature), owner in state.followers.items():
            seen = self.seen_cell(state, cell)
            if seen is not None:
                board[16 + place[owner]][seen] = 1
                kind = state.tile_at(cell).features[feature].kind
                board[16 + MAX_PLAYERS + KINDS.index(kind)][seen] = 1
        self._observe_tile(state, part(out, "tile"))
        turn = part(out, "turn")
        turn[place[self.active(state)]] = 1
        if not state.game_over:
            turn[MAX_PLAYERS + self.phases.index(state.phase)] = 1
        players = part(out, "players")
        for other, player in enumerate(state.players):
            points = [player.score.points.get(c, 0) for c in state.rules.categories]
            players[place[other]] = (1, player.score.total, player.followers, *points)
        deck = part(out, "deck")
        gone = Counter(placed.tile for placed in state.board.values())
        gone.update(state.discarded)
        if state.tile is not None and state.placed is None:
            gone[state.tile] += 1  # drawn, in sight, not yet on the table
        for number, tile in enumerate(state.rules.tiles):
            deck[number] = tile.count - gone[number]
        deck[-1] = len(state.deck)
        self.observe_extra(state, seat, out)

    def _observe_tile(self, state: GameState, tile_part: np.ndarray) -> None:
        """The drawn tile: its type, and each feature's kind and edge slots (turned once placed)."""
        if state.tile is None:
            return
        tile_part[state.tile] = 1
        rotation = state.board[state.placed].rotation if state.placed is not None else 0
        features = tile_part[len(state.rules.tiles) :].reshape(FEATURES, 4 + SLOTS)
        for number, feature in enumerate(state.rules.tiles[state.tile].features):
            features[number, KINDS.index(feature.kind)] = 1
            for slot in feature.slots:
                features[number, 4 + turned(slot, rotation)] = 1


def check_players(players: object) -> int:
    """A player count Carcassonne takes (2-5), or :class:`ArgumentError` naming ``players``."""
    if isinstance(players, bool) or not isinstance(players, int):
        raise ArgumentError("players", f"expected a count of players, got {quoted(players)}")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ArgumentError("players", f"Carcassonne is for 2 to 5 players, not {players}")
    return players


def env(
    players: int = 2, *, reward: str = "score", render_mode: str | None = None
) -> GameEnv[GameState]:
    """Carcassonne (the base game) for ``players`` (2-5) as a PettingZoo AEC environment.

    See the module docstring for the actions, the observation and the window.

    >>> game = env(2)
    >>> game.reset(seed=1)
    >>> game.action_space("player_0"), game.agent_selection
    (Discrete(9613), 'player_0')
    """
    return GameEnv(CarcassonneEncoding(check_players(players), base_rules()), reward, render_mode)
