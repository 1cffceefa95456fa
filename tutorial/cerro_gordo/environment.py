"""Cerro Gordo as a PettingZoo environment: its action list and its observation.

``env(players=2)`` is an AEC environment (:mod:`tutorial.core.environment`)
over the engine's own rules.  The rulebook lays tiles "on the table", with no
edge; a network needs a board of fixed size, so the environment plays with
the fixed-grid reading of :class:`~tutorial.cerro_gordo.options.RuleOptions`,
``board=(columns, rows)`` (default :data:`~tutorial.cerro_gordo.options.FIXED_BOARD`,
13 by 9 around the mines): a tile may not go off the grid, so every legal
action has an index.  The other readings are ``options``'s too.

The action list (index ``i`` is one engine action), with ``C`` columns and
``R`` rows and cell ``(x, y)`` numbered ``y * C + x``:

==========================  ========  =========================================
actions                     how many  index
==========================  ========  =========================================
``TakeBuilding(k)``         5         ``k`` (row position, 0 the free one)
``PlaceBuilding(cell)``     C*R       ``5 + cell``
``PlaceRoad(cell, turns)``  C*R*4     ``5 + C*R + cell*4 + turns``
``RefreshObjectives(d)``    3         ``(0,)``, ``(1,)``, ``(0, 1)``
``Mine(n)``                 3         mine ``n`` = 1, 2, 3
``EndTurn()``               1         last (the ``"any_time"`` reading only)
==========================  ========  =========================================

597 actions on the 13 by 9 grid.  The observation's sections, seen by seat
``s`` (players are listed from ``s`` on, so "me" is always first: player
``k`` of a section is seat ``(s + k) % players``):

- ``board`` (16, R, C): planes road, road exit N, E, S, W, mine with tiles
  left, empty mine, Commercial, Industrial, Residential and Entertainment
  building, then the pawn of player 0 to 4;
- ``turn``: whose turn (5, one-hot by player), then this turn's steps:
  building taken, building placed, roads placed, mined, and the held
  building's type (4, one-hot);
- ``row``: the 5 row positions, each a building type (4, one-hot) and the
  silver lying on it;
- ``mines``: for mines 1 to 3, standing, tiles left, the silver on the top
  tile's back (the back is in sight: the face, the event, is not);
- ``players`` (5 players): seated, silver, objective points, silver points,
  score, character (5, one-hot), road tile exits N, E, S, W, public
  objectives completed;
- ``objectives``: my own hand, 2 positions, each one-hot over the personal
  objective cards (the others' hands are hidden, so they are not here);
- ``piles``: the silver supply, and the buildings, roads and objectives left
  in their piles (counts: their order is hidden).

Rewards follow the score (objective points plus silver points), or the
placing (:mod:`tutorial.core.environment`); the winner is the engine's
(rulebook, *End of Game*: points, then silver).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import numpy as np

from tutorial.cerro_gordo.actions import (
    Action,
    EndTurn,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    TakeBuilding,
    apply,
)
from tutorial.cerro_gordo.components import (
    Building,
    BuildingType,
    MineSite,
    Road,
    characters,
    personal_objectives,
)
from tutorial.cerro_gordo.legal import legal_actions
from tutorial.cerro_gordo.options import FIXED_BOARD, RuleOptions
from tutorial.cerro_gordo.scoring import final_scores, winners
from tutorial.cerro_gordo.setup import MAX_PLAYERS, OBJECTIVES_IN_HAND, ROW_SIZE, new_game
from tutorial.cerro_gordo.state import GameState
from tutorial.cerro_gordo.text import render
from tutorial.core.environment import Encoding, GameEnv, Layout, Section
from tutorial.core.errors import ArgumentError, quoted
from tutorial.core.grid import CLOCKWISE

#: Mines stand numbered 1 to 3 (rulebook, *Setup* step 2: at most 3 stacks).
MINES = 3
KINDS = tuple(BuildingType)
#: Planes of the ``board`` section, in order.
PLANES = (
    "road",
    *(f"road exit {d.name}" for d in CLOCKWISE),
    "mine",
    "empty mine",
    *(f"{kind.value} building" for kind in KINDS),
    *(f"pawn of player {k}" for k in range(MAX_PLAYERS)),
)
#: Large enough for any count in the game (45 silver coins in all, 45 road tiles).
MOST = 60.0


def action_list(board: tuple[int, int]) -> tuple[Action, ...]:
    """Every action the environment can name, in index order (the module docstring's table).

    >>> actions = action_list(FIXED_BOARD)
    >>> len(actions), actions[5], actions[-1]
    (597, PlaceBuilding(cell=(0, 0)), EndTurn())
    """
    columns, rows = board
    cells = [(x, y) for y in range(rows) for x in range(columns)]
    hand = range(OBJECTIVES_IN_HAND)
    return (
        *(TakeBuilding(k) for k in range(ROW_SIZE)),
        *(PlaceBuilding(cell) for cell in cells),
        *(PlaceRoad(cell, turns) for cell in cells for turns in range(4)),
        *(RefreshObjectives(d) for size in (1, 2) for d in combinations(hand, size)),
        *(Mine(number) for number in range(1, MINES + 1)),
        EndTurn(),
    )


class CerroGordoEncoding(Encoding[GameState]):
    """Cerro Gordo for :class:`~tutorial.core.environment.GameEnv` (see the module docstring)."""

    def __init__(self, players: int, options: RuleOptions) -> None:
        self.players = players
        self.options = options
        self.name = f"cerro_gordo_{players}p"
        self.seats = players
        self.actions = action_list(options.board)
        self.cards = {card.id: i for i, card in enumerate(personal_objectives())}
        self.characters = {c.id: i for i, c in enumerate(characters())}
        columns, rows = options.board
        self.layout = Layout(
            [
                Section("board", (len(PLANES), rows, columns), 1, ", ".join(PLANES)),
                Section("turn", (MAX_PLAYERS + 4 + len(KINDS),), 2, "whose turn, its steps"),
                Section("row", (ROW_SIZE, len(KINDS) + 1), MOST, "row buildings, silver"),
                Section("mines", (MINES, 3), MOST, "standing, tiles left, top silver"),
                Section("players", (MAX_PLAYERS, 15), MOST, "silver, points, character, road"),
                Section("objectives", (OBJECTIVES_IN_HAND, len(self.cards)), 1, "my hand"),
                Section("piles", (4,), MOST, "supply, buildings, roads, objectives"),
            ]
        )
        super().__init__()

    # -- the engine ----------------------------------------------------------------------
    def new_game(self, seed: int) -> GameState:
        return new_game(self.players, seed, self.options).state

    def legal_actions(self, state: GameState) -> list[Action]:
        return legal_actions(state)

    def apply(self, state: GameState, action: Any) -> GameState:
        return apply(state, action).state

    def over(self, state: GameState) -> bool:
        return state.game_over

    # -- what the agents are told ---------------------------------------------------------
    def scores(self, state: GameState) -> list[float]:
        return [score.total for score in final_scores(state)]

    def winners(self, state: GameState) -> tuple[int, ...]:
        return winners(state)

    def render(self, state: GameState) -> str:
        return render(state)

    def observe(self, state: GameState, seat: int, out: np.ndarray) -> None:
        """Fill ``out`` with what ``seat`` sees: all but the others' hands and the piles' order."""
        count = len(state.players)
        order = [(seat + k) % count for k in range(count)]  # me first
        place = {other: k for k, other in enumerate(order)}
        part = self.layout.part
        board = part(out, "board")
        for (x, y), tile in state.tiles.items():
            if isinstance(tile, Road):
                board[0, y, x] = 1
                for plane, edge in enumerate(CLOCKWISE, start=1):
                    board[plane, y, x] = edge in tile.exits
            elif isinstance(tile, MineSite):
                board[5 if self._standing(state, tile.number) else 6, y, x] = 1
            elif isinstance(tile, Building):
                board[7 + KINDS.index(tile.kind), y, x] = 1
        for other, player in enumerate(state.players):
            if player.pawn is not None:
                x, y = player.pawn
                board[7 + len(KINDS) + place[other], y, x] = 1
        turn = part(out, "turn")
        turn[place[state.active]] = 1
        steps = state.turn
        turn[MAX_PLAYERS : MAX_PLAYERS + 4] = (
            steps.building_taken,
            steps.building_placed,
            steps.roads_placed,
            steps.mined,
        )
        if steps.held is not None:  # the building taken lies in sight of everyone
            turn[MAX_PLAYERS + 4 + KINDS.index(steps.held.kind)] = 1
        row = part(out, "row")
        for k, slot in enumerate(state.row):
            row[k, KINDS.index(slot.building.kind)] = 1
            row[k, len(KINDS)] = slot.silver
        mines = part(out, "mines")
        for mine in state.mines:
            top = mine.top
            mines[mine.number - 1] = (1, len(mine.tiles), top.silver if top else 0)
        players = part(out, "players")
        for score, (other, player) in zip(
            final_scores(state), enumerate(state.players), strict=True
        ):
            row_of = players[place[other]]
            row_of[:5] = (1, player.silver, score.objectives, score.silver_points, score.total)
            row_of[5 + self.characters[player.character.id]] = 1
            if player.road is not None:
                row_of[10:14] = [edge in player.road.exits for edge in CLOCKWISE]
            row_of[14] = len(player.public_done)
        objectives = part(out, "objectives")
        for k, card in enumerate(state.players[seat].objectives):
            objectives[k, self.cards[card.id]] = 1
        part(out, "piles")[:] = (
            state.supply,
            len(state.building_pile),
            len(state.road_pile),
            len(state.objective_pile),
        )

    @staticmethod
    def _standing(state: GameState, number: int) -> bool:
        """Whether mine ``number`` still has tiles."""
        return any(mine.number == number and not mine.empty for mine in state.mines)


def env(
    players: int = 2,
    *,
    options: RuleOptions | None = None,
    reward: str = "score",
    render_mode: str | None = None,
) -> GameEnv[GameState]:
    """Cerro Gordo for ``players`` (2-5) as a PettingZoo AEC environment (the module docstring).

    ``options`` are the rule readings; their ``board`` must be a fixed grid
    (the default here is :data:`~tutorial.cerro_gordo.options.FIXED_BOARD`).

    >>> game = env(2)
    >>> game.reset(seed=3)
    >>> game.agent_selection, game.action_space(game.agent_selection)
    ('player_1', Discrete(597))
    """
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 5:
        raise ArgumentError("players", f"Cerro Gordo is for 2 to 5 players, not {quoted(players)}")
    options = options or RuleOptions(board=FIXED_BOARD)
    if options.board is None:
        raise ArgumentError(
            "options", "the environment needs a board of fixed size: RuleOptions(board=(13, 9))"
        )
    return GameEnv(CerroGordoEncoding(players, options), reward, render_mode)
