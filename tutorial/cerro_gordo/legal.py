"""Every legal action of the moment: what a bot chooses from, what a test checks.

Rulebook, *On Your Turn*: select a building and place it, place a road (in
either order), spend silver on the *Silver Actions* if you like, then mine.
:func:`legal_actions` lists every action that
:func:`~tutorial.cerro_gordo.actions.apply` accepts in a state, each once.
It asks the same rule functions ``apply`` uses (the affordable row
positions, the open road connections, the edges a road could connect
through, the closest mines), so the list and the rules cannot drift apart.
"""

from __future__ import annotations

from itertools import combinations

from tutorial.cerro_gordo.actions import (
    Action,
    EndTurn,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    TakeBuilding,
)
from tutorial.cerro_gordo.board import closeness, connecting_edges, open_connections
from tutorial.cerro_gordo.buildings import affordable
from tutorial.cerro_gordo.components import turned_exits
from tutorial.cerro_gordo.mining import still_to_do
from tutorial.cerro_gordo.objectives import REFRESH_COST
from tutorial.cerro_gordo.roads import SECOND_ROAD_COST
from tutorial.cerro_gordo.state import GameState


def legal_actions(state: GameState) -> list[Action]:
    """Every action :func:`~tutorial.cerro_gordo.actions.apply` accepts now, each once.

    In this order: buildings to select, cells for the held building, road
    placements, objective refreshes, mines to mine, and ``EndTurn`` (only
    after mining, under the ``"any_time"`` reading of the silver actions).  Each is listed in one
    plain form; ``apply`` also accepts a few other spellings of the same
    move, which are not listed again:

    - a road's ``turns`` is 0 to 3 (5 turns the tile as 1 does).  A
      straight road turned 0 and turned 2 lies the same way, but both are
      listed: they are different actions;
    - ``Mine`` names its mine (``Mine()`` means the only mine allowed, when
      there is just one);
    - ``RefreshObjectives`` names hand positions in increasing order, each
      once.

    An empty list means the game is over.

    Examples
    --------
    >>> from tutorial.cerro_gordo.setup import new_game
    >>> state, _ = new_game(2, seed=1)
    >>> actions = legal_actions(state)
    >>> sorted({type(a).__name__ for a in actions})  # no roads yet: no building can go down
    ['PlaceRoad', 'TakeBuilding']
    """
    if state.game_over:
        return []
    return [
        *buildings_to_take(state),
        *building_cells(state),
        *road_moves(state),
        *refreshes(state),
        *mines_to_mine(state),
        *([EndTurn()] if state.turn.mined else []),
    ]


def buildings_to_take(state: GameState) -> list[TakeBuilding]:
    """Rulebook, *Building*: one building a turn, from a row position the player can pay for."""
    if state.turn.building_taken or state.turn.mined:
        return []
    return [TakeBuilding(index) for index in affordable(state)]


def building_cells(state: GameState) -> list[PlaceBuilding]:
    """Rulebook, *Building*: the held building goes where an open road connection leads."""
    if state.turn.held is None or state.turn.mined:
        return []
    return [PlaceBuilding(cell) for cell in sorted(open_connections(state))]


def road_moves(state: GameState) -> list[PlaceRoad]:
    """Rulebook, *Road* and *Silver Actions*: the turn's road, or a second one for 2 silver.

    Every spot (empty cell touching a tile) and quarter turn where the road
    tile makes at least one connection.  After mining (the ``"any_time"``
    reading) only the second road.
    """
    turn, player = state.turn, state.player
    second = turn.roads_placed == 1
    if turn.roads_placed >= 2 or player.road is None or (turn.mined and not second):
        return []
    if second and player.silver < SECOND_ROAD_COST:
        return []
    exits = player.road.exits
    moves = []
    for cell in state.spots_in_order:
        edges = connecting_edges(state.tiles, cell)
        moves += [
            PlaceRoad(cell, quarter)
            for quarter in range(4)
            if not edges.isdisjoint(turned_exits(exits, quarter))
        ]
    return moves


def refreshes(state: GameState) -> list[RefreshObjectives]:
    """Rulebook, *Silver Actions*: for 5 silver, discard one or more objectives in hand."""
    hand = range(len(state.player.objectives))
    if state.player.silver < REFRESH_COST:
        return []
    return [
        RefreshObjectives(chosen)
        for size in range(1, len(hand) + 1)
        for chosen in combinations(hand, size)
    ]


def mines_to_mine(state: GameState) -> list[Mine]:
    """Rulebook, *Mining*: the closest mine (any of the tied ones); unconnected, any with tiles.

    Only once nothing is left to do before mining (:func:`still_to_do`), and once a turn.
    """
    if still_to_do(state) or state.turn.mined:
        return []
    pawn = state.player.pawn
    reach = closeness(state, pawn) if pawn is not None else None
    if reach is not None and reach.connected:
        return [Mine(number) for number in reach.nearest]
    return [Mine(mine.number) for mine in state.mines if not mine.empty]
