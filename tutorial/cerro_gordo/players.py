"""Automatic players, so a whole game can be stepped or simulated.

A player is a function ``choose(state, rng) -> Action``.  Both players here
only ever choose legal actions; they differ in taste:

- :func:`random_player` picks uniformly among the legal choices;
- :func:`greedy_player` takes the building that pays best, places it as
  close to a mine as it can, and mines the richest tied mine.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tutorial.cerro_gordo.actions import (
    Action,
    EndTurn,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    TakeBuilding,
)
from tutorial.cerro_gordo.board import (
    closeness,
    connections_made,
    distinct_turns,
    open_connections,
    road_placements,
)
from tutorial.cerro_gordo.buildings import affordable, building_cost, pays_from_supply
from tutorial.cerro_gordo.deeds import BuildingDeed
from tutorial.cerro_gordo.mining import PLACE_BUILDING, PLACE_ROAD, SELECT_BUILDING, still_to_do
from tutorial.cerro_gordo.objectives import is_fulfilled
from tutorial.cerro_gordo.state import GameState

Player = Callable[[GameState, random.Random], Action]


def _mine_choice(state: GameState, rng: random.Random, richest: bool) -> Mine:
    pawn = state.player.pawn
    reach = closeness(state, pawn) if pawn is not None else None
    options = list(reach.nearest) if reach and reach.connected else None
    if options is None:
        options = [m.number for m in state.mines if not m.empty]
    if richest:
        best = max(state.mines[m - 1].tiles[0].silver for m in options)
        options = [m for m in options if state.mines[m - 1].tiles[0].silver == best]
    return Mine(rng.choice(options))


def random_player(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action for the next step of the turn."""
    if state.turn.mined:  # the any-time reading of the silver actions: mined, so end the turn
        return EndTurn()
    todo = still_to_do(state)
    if SELECT_BUILDING in todo:
        return TakeBuilding(rng.choice(affordable(state)))
    cells = sorted(open_connections(state)) if PLACE_BUILDING in todo else []
    # Building and road, when both are still to do, come first half the time each.
    if PLACE_ROAD in todo and (not cells or rng.random() < 0.5):
        return PlaceRoad(*_random_road(state, rng))
    if cells:
        return PlaceBuilding(rng.choice(cells))
    return _mine_choice(state, rng, richest=False)


def _random_road(state: GameState, rng: random.Random) -> tuple[tuple[int, int], int]:
    """A random legal road placement: try the spots (empty cells touching a tile) in random order.

    Cheaper than listing every placement, and each cell that has one is
    equally likely to be chosen first.
    """
    road = state.player.road
    cells = sorted(state.spots)
    turns = list(distinct_turns(road))
    # A lazy Fisher-Yates shuffle: draw cells at random without replacement,
    # and stop at the first that takes the road (usually within a few draws).
    for drawn in range(len(cells)):
        pick = rng.randrange(drawn, len(cells))
        cells[drawn], cells[pick] = cells[pick], cells[drawn]
        rng.shuffle(turns)
        for quarter in turns:
            if connections_made(state.tiles, cells[drawn], road.rotated(quarter)):
                return cells[drawn], quarter
    raise ValueError("no legal road placement")  # still_to_do said there was one


def greedy_player(state: GameState, rng: random.Random) -> Action:
    """A short-sighted but sensible player."""
    if state.turn.mined:  # the any-time reading of the silver actions: mined, so end the turn
        return EndTurn()
    todo = still_to_do(state)
    if SELECT_BUILDING in todo:
        # Net silver from taking position i: what lies on it, less the cost.
        def net(i: int) -> int:
            cost = 0 if pays_from_supply(state, state.active) else building_cost(i)
            return state.row[i].silver - cost

        return TakeBuilding(max(affordable(state), key=lambda i: (net(i), -i)))
    if PLACE_ROAD in todo and (not open_connections(state) or rng.random() < 0.5):
        return PlaceRoad(*_best_road(state, rng))
    if PLACE_BUILDING in todo:
        return PlaceBuilding(_best_building_cell(state, rng))
    if PLACE_ROAD in todo:
        return PlaceRoad(*_best_road(state, rng))
    return _mine_choice(state, rng, richest=True)


def _best_road(state: GameState, rng: random.Random) -> tuple[tuple[int, int], int]:
    """The placement nearest to the player's pawn (or to a mine), ties at random."""
    placements = list(road_placements(state, state.player.road))
    target = state.player.pawn or rng.choice([m.cell for m in state.mines])
    rng.shuffle(placements)
    return min(placements, key=lambda p: abs(p[0][0] - target[0]) + abs(p[0][1] - target[1]))


def _best_building_cell(state: GameState, rng: random.Random) -> tuple[int, int]:
    """The cell closest to a mine by road, with a bonus for completing an objective."""
    held = state.turn.held
    cells = sorted(open_connections(state))
    rng.shuffle(cells)

    def value(cell: tuple[int, int]) -> int:
        after = state.with_tile(cell, held)
        reach = closeness(after, cell)
        worth = -min(reach.roads.values()) if reach.connected else -50
        deed = BuildingDeed(cell, held)
        return worth + sum(
            3 * c.reward for c in state.player.objectives if is_fulfilled(after, deed, c)
        )

    return max(cells, key=value)


#: Automatic players by name, for seats in :class:`~tutorial.cerro_gordo.game.Game`.
PLAYERS: dict[str, Player] = {"random": random_player, "greedy": greedy_player}


def rng_for(state: GameState) -> random.Random:
    """A random generator fixed by the game's seed and how far the game has got.

    Automatic players draw from it, so a game with automatic players replays
    exactly from its seed.
    """
    turn = state.turn
    progress = (turn.building_taken, turn.building_placed, turn.roads_placed)
    return random.Random(hash((state.seed, state.turn_number, progress)))
