"""The greedy player: the action that looks best right now, by quick estimates.

It looks one action ahead and values each in points, the unit of the final
score (Rulebook, *End of Game*): a personal objective is worth its points,
silver 1 point for every 3 coins (2 for Victor Beaudry).  What it weighs:

- **Selecting a building**: the silver taken and paid, and the best place for
  that building.
- **Placing the building**: the objectives it completes, and the silver its
  pawn would mine this turn (the silver on a mine tile's back is in view),
  less the step towards Silver Trail that a road there would have made.
- **A road**: the objectives it completes (Silver Trail among them: a road
  joining two mine networks), the silver the pawn would now mine, and a step
  towards the next Silver Trail (an end of one mine network brought nearer
  another's; the nearer, the more it is worth).  A road that does none of
  these extends a mine network.
- **A second road** (Rulebook, *Silver Actions*, 2 silver): bought when the
  best road is worth more than its price.
- **Refreshing objectives** (5 silver): rarely, as it seldom pays: with silver
  to spare and turns left, when nothing on the board brings either objective
  in hand within reach.
- **Mining**: the richest of the closest mines.

Everything comes from one search along the roads from each mine and the
state's road network (union-find), read once per position, and a look at
the few cells where a road could matter; no placement is tried by
replaying the rules on it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from operator import attrgetter

from tutorial.cerro_gordo.actions import (
    Action,
    EndTurn,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    TakeBuilding,
)
from tutorial.cerro_gordo.board import (
    EDGE_STEPS,
    cells_across,
    closeness,
    in_reach,
    road_search,
    turns_as_bits,
)
from tutorial.cerro_gordo.buildings import affordable, building_cost, pays_from_supply
from tutorial.cerro_gordo.components import (
    Building,
    BuildingType,
    Objective,
    Road,
    Tile,
)
from tutorial.cerro_gordo.deeds import (
    END_OF_TURN,
    BuildingDeed,
    Deed,
    EndOfTurn,
    MineDeed,
    RoadDeed,
)
from tutorial.cerro_gordo.mining import PLACE_BUILDING, PLACE_ROAD, SELECT_BUILDING, still_to_do
from tutorial.cerro_gordo.objectives import (
    CHECKS,
    REFRESH_COST,
    building_deed,
    is_fulfilled,
    names_type,
    touching_tiles,
)
from tutorial.cerro_gordo.roads import SECOND_ROAD_COST, second_road_allowed
from tutorial.cerro_gordo.scoring import silver_per_point
from tutorial.cerro_gordo.state import GameState
from tutorial.core.grid import Cell, in_bounds
from tutorial.core.values import memo

#: A road that brings a mine network nearer another is worth this share of what
#: joining them would pay, divided by the roads still needed after it: the join
#: may well be someone else's.
PROGRESS_SHARE = 0.5
#: Refreshing costs 5 silver (a point and more) and a new card is often not
#: completed: only with this much silver, and this many turns left to play.
REFRESH_SILVER = 10
REFRESH_TURNS_LEFT = 5


def greedy_player(state: GameState, rng: random.Random) -> Action:
    """A short-sighted but sensible player: the best-looking action now."""
    todo = still_to_do(state)
    if SELECT_BUILDING in todo:
        return TakeBuilding(_best_row_position(state, rng))
    if PLACE_BUILDING in todo and (PLACE_ROAD not in todo or _connected_spot_exists(state)):
        # A building placed first lets the road after it serve the pawn; if no
        # spot is connected to a mine yet, the road goes first to make one.
        return PlaceBuilding(_best_building_cell(state, rng))
    if PLACE_ROAD in todo:
        return _best_road(state, rng, PLACE_BUILDING in todo)
    if second_road_allowed(state):
        price = _cost_in_points(state, SECOND_ROAD_COST)
        road = _best_road(state, rng, PLACE_BUILDING in todo, price)
        if road is not None:
            return road
    discard = _objectives_to_refresh(state)
    if discard:
        return RefreshObjectives(discard)
    if state.turn.mined:  # the any-time reading of the silver actions: mined already
        return EndTurn()
    return Mine(_best_mine(state))


# -- valuing --------------------------------------------------------------


def _points(state: GameState, silver: float) -> float:
    """Silver as final-score points for the active player."""
    # (Asked for every value worked out: the seat's player read without the property call.)
    return silver / silver_per_point(state.players[state.active])


def _value_of(state: GameState, deed: Deed, cards: Iterable[Objective]) -> float:
    """Points the active player gets at once from those of ``cards`` that ``deed`` completes.

    ``cards`` are the objectives a deed of its kind may complete
    (:func:`_cards_for`).  Building, road and mining checks read only the
    deed and the tiles around its cell, so they can be asked before the
    deed is done.
    """
    value = 0.0
    for card in cards:
        if is_fulfilled(state, deed, card):
            value += _card_worth(state, card)
    return value


def _card_worth(state: GameState, card: Objective) -> float:
    """Points for completing ``card`` now: its points, or (public) its silver as points."""
    return _points(state, min(card.reward, state.supply)) if card.public else card.reward


def _cards_for(state: GameState, deed: type) -> list[Objective]:
    """The active player's and the public objectives that a deed of this kind may complete.

    (Picked afresh each time: a hand holds two or three cards, and the pick
    costs less than remembering it would.)
    """
    cards = []
    for card in state.players[state.active].objectives:  # (plain loops: no call, no tuple made)
        if _DEED_OF[card.check] is deed:
            cards.append(card)
    for card in state.public:
        if _DEED_OF[card.check] is deed:
            cards.append(card)
    return cards


#: The kind of deed each check waits for (see :data:`~tutorial.cerro_gordo.objectives.CHECKS`).
_DEED_OF = {name: deed for name, (deed, _) in CHECKS.items()}


def _cost_in_points(state: GameState, silver: int) -> float:
    """What paying ``silver`` costs in points, with any purse objective it would spoil."""
    return _points(state, silver) + _spoiled_purses(state, silver)


def _spoiled_purses(state: GameState, silver: int) -> float:
    """Points of "end your turn holding N silver" objectives that paying would lose."""
    lost = 0.0
    for card in _cards_for(state, EndOfTurn):
        if card.public:
            continue
        at_end = state.player.silver + _mining_silver(state)
        rich = state.with_player(state.active, silver=at_end)
        poorer = state.with_player(state.active, silver=at_end - silver)
        if is_fulfilled(rich, END_OF_TURN, card) and not is_fulfilled(poorer, END_OF_TURN, card):
            lost += card.reward
    return lost


# -- the roads, read once per road network ----------------------------------
# The state's road network (union-find) is shared by every state until a road
# is placed, so what depends only on roads and mines is remembered on it.


@dataclass(frozen=True)
class _Roads:
    """The roads and the mine networks of a position.

    Attributes
    ----------
    exits:
        Each road's exits, as bits: the tile's own
        :attr:`~tutorial.cerro_gordo.components.Road.bits` (numbered as ``_SIDES``).
    group:
        For each mine, and each road in a network holding a mine: the
        network's name (as the union-find names it).  Mines in one network
        are connected by road (Silver Trail).
    mines:
        The mines in each such network.
    beside_mines:
        For each such network: every cell beside its mines (where a road would
        join it, if the cell is empty).  The cells its roads lead into are not
        listed: :func:`_ends` finds them among the state's few road ends.

    (Plain sets and dicts, never changed once read: one is read for every
    road network.)
    """

    exits: dict[Cell, int]
    group: dict[Cell, Cell]
    mines: dict[Cell, set[int]]
    beside_mines: dict[Cell, set[Cell]]


def _roads(state: GameState) -> _Roads:
    return memo(state.network, ("greedy", "roads"), _read_roads, state)


def _read_roads(state: GameState) -> _Roads:
    find = state.network.find
    mines: dict[Cell, set[int]] = {}
    beside_mines: dict[Cell, set[Cell]] = {}
    group: dict[Cell, Cell] = {}
    for m in state.mines:
        name = group[m.cell] = find(m.cell)
        if name in mines:
            mines[name].add(m.number)
            beside_mines[name].update(_beside(m.cell, 0b1111))
        else:
            mines[name], beside_mines[name] = {m.number}, set(_beside(m.cell, 0b1111))
    exits = {}
    for cell, tile in state.tiles.items():  # (one pass: the exits, and the roads of mine networks)
        if type(tile) is Road:
            exits[cell] = tile.bits
            name = find(cell)
            if name in mines:
                group[cell] = name
    return _Roads(exits, group, mines, beside_mines)


def _mine_distances(state: GameState) -> dict[int, dict[Cell, int]]:
    """For each mine with tiles: road tiles from each road to it, that road counted.

    The mine's own cell is 0 away.  One search along the roads from each
    mine: the road graph is symmetric, so this is also how far a building
    beside a road is from the mine (as
    :func:`~tutorial.cerro_gordo.board.closest_players` uses too).
    """
    open_mines = _open_mines(state)

    def search() -> dict[int, dict[Cell, int]]:
        exits = _roads(state).exits
        return {n: _search_from_mine(exits, state.mines[n - 1].cell) for n in open_mines}

    return memo(state.network, ("greedy", "mine distances", open_mines), search)


def _search_from_mine(exits: dict[Cell, int], start: Cell) -> dict[Cell, int]:
    """Breadth-first search along the roads from a mine: the roads found, and how far.

    The graph of :func:`tutorial.cerro_gordo.board.along_roads`: a road leads
    on into a road whose road meets it (buildings and other mines end a
    path, so they are left out).  The engine's search records each step for
    the chapters' step-through; this one runs at every decision and keeps
    only the distances.
    """
    found = {start: 0}
    layer, far = [start], 1  # the cells found last, and how far the next ones are
    while layer:
        reached = []
        for cell in layer:
            # Out through each exit (a mine leads out on every side), into a road facing back.
            for _, n, back in cells_across(cell, exits.get(cell, 0b1111)):
                if exits.get(n, 0) & back and n not in found:
                    found[n] = far
                    reached.append(n)
        layer, far = reached, far + 1
    return found


def _ends(state: GameState) -> dict[Cell, set[Cell]]:
    """For each mine network: the empty cells where a road would join it.

    The empty cells beside its mines, and those its roads lead into.  The
    empty cells any road leads into are the state's road ends (kept up to
    date by the engine, and few), so the roads leading into each are looked
    up there: no network lists every cell its roads lead into.  Read once
    for the roads and the spots: the states of a turn share it until a tile
    is placed.
    """
    return memo(state.network, ("greedy", "ends", state.spots), _read_ends, state)


def _read_ends(state: GameState) -> dict[Cell, set[Cell]]:
    spots, roads = state.spots, _roads(state)
    ends = {name: cells & spots for name, cells in roads.beside_mines.items()}
    for cell in state.road_ends:
        for n in _network_roads_into(roads, cell):
            ends[roads.group[n]].add(cell)
    return ends


def _network_roads_into(roads: _Roads, cell: Cell) -> list[Cell]:
    """The roads of mine networks with an exit leading into ``cell``."""
    exits, group, into = roads.exits, roads.group, []
    for _, n, back in cells_across(cell, 0b1111):  # (a plain loop: a comprehension is a call)
        if exits.get(n, 0) & back and n in group:
            into.append(n)
    return into


# -- mining ---------------------------------------------------------------


def _building_distances(state: GameState) -> dict[Cell, dict[int, int]]:
    """For each cell a building may take: road tiles from a building there to each mine it reaches.

    Read once for the roads, the cells and the mines with tiles (so the
    states before and after selecting a building share it), looking up the
    roads and the searches from the mines once, not again at every cell.
    A search from a mine follows road connections, so it stays in the mine's
    network (union-find): a cell no road of a mine network leads into reaches
    no mine, and if no cell does, no search is needed.
    """

    def find() -> dict[Cell, dict[int, int]]:
        roads = _roads(state)
        searches = None  # from each mine (see _mine_distances), made when first needed
        found: dict[Cell, dict[int, int]] = {}
        for cell in state.road_ends:
            into = _network_roads_into(roads, cell)
            if not into:
                found[cell] = {}
                continue
            if searches is None:
                searches = _mine_distances(state).items()
            found[cell] = _distances_from(searches, into)
        return found

    open_mines = _open_mines(state)
    key = ("greedy", "building distances", state.road_ends, open_mines)
    return memo(state.network, key, find)


def _distances_from(
    searches: Iterable[tuple[int, dict[Cell, int]]], into: list[Cell]
) -> dict[int, int]:
    """Road tiles to each mine from a building where the roads ``into`` lead.

    ``searches`` holds, for each mine, the roads found searching from it (see
    :func:`_mine_distances`).
    """
    found: dict[int, int] = {}
    for mine, far in searches:
        for n in into:
            d = far.get(n)
            if d is not None and (mine not in found or d < found[mine]):
                found[mine] = d
    return found


def _mining_choice(state: GameState, distances: dict[int, int]) -> tuple[int, int] | None:
    """``(mine, road tiles)`` the player would mine, or ``None`` if not connected.

    Rulebook, *Mining*: the closest mine; among tied ones (the player
    chooses) the one whose top tile shows the most silver.
    """
    if not distances:
        return None
    nearest = min(distances.values())
    tied = []
    for m, d in distances.items():  # (a plain loop: a list comprehension is a call)
        if d == nearest:
            tied.append(m)
    if len(tied) == 1:  # (most often: no choice to make)
        return tied[0], nearest
    return max(tied, key=lambda m: (state.mines[m - 1].tiles[0].silver, -m)), nearest


def _mining_values(state: GameState) -> Callable[[dict[int, int]], float]:
    """For one position: the points from mining with given road distances to
    the mines (the silver, and any distance objective), asked about many cells.

    Cells at the same distance from the same mine are worth the same, so the
    objectives are asked once for each ``(mine, road tiles)``, and the cards
    that could be completed are picked once.
    """
    known: dict[tuple[int, int] | None, float] = {None: 0.0}  # (not connected: nothing mined)
    cards: list[Objective] | None = None  # the distance objectives, picked when first asked

    def value(distances: dict[int, int]) -> float:
        nonlocal cards
        choice = _mining_choice(state, distances)
        if choice not in known:
            if cards is None:
                cards = _cards_for(state, MineDeed)
            mine, roads = choice
            silver = min(state.mines[mine - 1].tiles[0].silver, state.supply)
            # (Without distance objectives no deed is made: it would complete nothing.)
            done = _value_of(state, MineDeed(mine, roads), cards) if cards else 0.0
            known[choice] = _points(state, silver) + done
        return known[choice]

    return value


def _pawn_distances(state: GameState) -> dict[int, int]:
    pawn = state.players[state.active].pawn  # (asked often: no property call)
    return {} if pawn is None else closeness(state, pawn).roads


def _mining_silver(state: GameState) -> int:
    """The silver the active player would mine now."""
    choice = _mining_choice(state, _pawn_distances(state))
    return 0 if choice is None else state.mines[choice[0] - 1].tiles[0].silver


def _best_mine(state: GameState) -> int:
    """The richest closest mine, or (not connected) the richest mine with tiles.

    Drawing a rich tile without mining it at least keeps it from the others.
    """
    choice = _mining_choice(state, _pawn_distances(state))
    if choice is not None:
        return choice[0]
    open_mines = [m for m in state.mines if not m.empty]
    return max(open_mines, key=lambda m: (m.tiles[0].silver, -m.number)).number


# -- buildings ------------------------------------------------------------


def _spot_values(state: GameState) -> dict[Cell, float]:
    """For each cell a building may take: the points of placing any building there.

    The silver its pawn would mine there this turn, less what the cell is
    worth to a road: a building on the end of a mine network walls that end
    off, and a road there would have been a step towards Silver Trail.
    """
    return memo(state.network, ("greedy", "spot values", _placing(state)), _value_spots, state)


def _value_spots(state: GameState) -> dict[Cell, float]:
    walled = _road_steps(state)
    distances = _building_distances(state)
    mining = _mining_values(state)
    return {c: mining(distances[c]) - walled.get(c, 0.0) for c in sorted(state.road_ends)}


def _road_steps(state: GameState) -> dict[Cell, float]:
    """For the cells where a building may go on the end of a mine network: what a road
    there would be worth as a step towards Silver Trail.

    As :meth:`_RoadJudge.towards_trail` values a step: a share of the
    join's value, divided by the roads still needed after it.  (That value
    is read only if some end may take a building: often none may.)
    """
    step = None
    worth: dict[Cell, float] = {}
    for name, cells in _ends(state).items():
        walled = cells & state.road_ends
        if walled:  # (most networks have no end a building may take: nothing to measure)
            if step is None:
                step = PROGRESS_SHARE * _trail_value(state)
            apart = _apart_from(state, name)
            for cell in walled:
                worth[cell] = max(worth.get(cell, 0.0), step / max(apart(cell)[0], 1))
    return worth


def _apart_from(state: GameState, name: Cell) -> Callable[[Cell], tuple[float, int]]:
    """Steps across the grid from a cell to the nearest end of a mine network other than
    ``name``, and the sides of the cell (bits, as ``Road.bits``) that face such a nearest end.

    Counted in cells, not around buildings: a cheap guide to how near the
    next Silver Trail is.  A step out through a side that faces a nearest
    end comes one cell nearer; through any other side it comes no nearer
    (one step changes the distance to each end by exactly one).  Returns the
    function that counts them, made once for the position (the roads and the
    spots, as :func:`_ends`): it lists the other networks' ends once, and
    remembers each answer (the same cells are asked about again and again,
    all turn long).
    """

    def make() -> Callable[[Cell], tuple[float, int]]:
        others = [cell for other, e in _ends(state).items() if other != name for cell in e]
        known: dict[Cell, tuple[float, int]] = {}  # (no state referred to: the memo makes no cycle)

        def apart(cell: Cell) -> tuple[float, int]:
            found = known.get(cell)
            if found is None:
                x, y = cell
                nearest, facing = math.inf, 0
                for a, b in others:  # (one pass: the nearest so far, and the sides facing it)
                    far = abs(x - a) + abs(y - b)
                    if far < nearest:
                        nearest, facing = far, _facing(a - x, b - y)
                    elif far == nearest:
                        facing |= _facing(a - x, b - y)
                found = known[cell] = nearest, facing
            return found

        return apart

    return memo(state.network, ("greedy", "apart", name, state.spots), make)


@cache
def _facing(dx: int, dy: int) -> int:
    """The sides (bits, as ``Road.bits``) of a cell that face a cell ``dx``, ``dy`` away.

    Cached: a pure function of two small numbers, asked for every nearest end
    of every cell a road is judged on.
    """
    return sum(bit for bit, x, y, _ in EDGE_STEPS if x * dx > 0 or y * dy > 0)


def _placement_values(state: GameState, building: Building) -> dict[Cell, float]:
    """For each cell a building may take: the points from placing ``building`` there.

    The objectives it completes, and the value of the cell itself
    (:func:`_spot_values`).
    """
    return _placements(state).values(state, building)


def _placements(state: GameState) -> _Placements:
    """The values of placing each type of building, remembered for the position.

    Remembered on the road network under :func:`_placing`, so a turn's
    states before and after selecting the building share them.
    """
    return memo(state.network, ("greedy", "placements", _placing(state)), _Placements, state)


class _Placements:
    """The points from placing a building on each cell, by type, for one position.

    Objectives look only at the type of a building, so the values are
    remembered by type.  What every type asks alike (the value of each cell,
    each building objective's check and worth) is read once for the
    position, not again for each type in the row.  (No state is kept: the
    table is remembered on the road network.)
    """

    def __init__(self, state: GameState) -> None:
        self.spots = _spot_values(state)
        self.cards = [
            (card, CHECKS[card.check][1], _card_worth(state, card))
            for card in _cards_for(state, BuildingDeed)
        ]
        self.by_type: dict[BuildingType, dict[Cell, float]] = {}
        self.touching: dict[Cell, tuple[Tile, ...]] | None = None  # (looked up when first needed)

    def values(self, state: GameState, building: Building) -> dict[Cell, float]:
        """:func:`_placement_values` (``state`` is the position the table was read for)."""
        values = self.by_type.get(building.kind)
        if values is None:
            values = self.by_type[building.kind] = self._value(state, building)
        return values

    def _value(self, state: GameState, building: Building) -> dict[Cell, float]:
        # A card naming another type is completed nowhere: left out once, not at every cell.
        checks = [
            (check, card, worth) for card, check, worth in self.cards if names_type(card, building)
        ]
        if not checks:
            return self.spots
        if self.touching is None:
            self.touching = _touching(state)
        seat, touching, values = state.active, self.touching, {}
        for c, v in self.spots.items():
            deed, value = BuildingDeed(c, building, touching[c]), 0.0
            for check, card, worth in checks:
                if check(state, seat, deed, card) > 0:  # as is_fulfilled asks
                    value += worth
            values[c] = value + v
        return values


def _touching(state: GameState) -> dict[Cell, tuple[Tile, ...]]:
    """For each cell a building may take: the tiles a building there would touch.

    Read once for the board (see :func:`_board`), for every type of building.
    """
    return memo(state.network, ("greedy", "touching", _board(state)), _read_touching, state)


def _board(state: GameState) -> int:
    """The board of ``state``, as a key for what is remembered on the road network.

    Placing a building leaves the road network as it was (a building is no
    part of it), so positions that differ only in their buildings share it:
    two buildings of different types put on one cell, say, when a search or
    a learner looks at both.  Spots and road ends cannot tell those boards
    apart; the tiles dict can.  The key is its identity (``id``): a new board
    is a new dict (:meth:`~tutorial.cerro_gordo.state.GameState.with_tile`),
    and the memo keeps the dict itself under that key, so no other dict can
    take its number while the network remembers anything about it.
    """
    tiles = state.tiles
    return id(memo(state.network, ("greedy", "board", id(tiles)), _itself, tiles))


def _itself(value: object) -> object:
    return value


def _read_touching(state: GameState) -> dict[Cell, tuple[Tile, ...]]:
    tiles = state.tiles
    return {cell: touching_tiles(tiles, cell) for cell in state.road_ends}


def _placing(state: GameState) -> tuple:
    """All that the values of placing a building depend on, besides the roads.

    The board (:func:`_board`: where buildings may go, and the types of
    those around them), who places it, their objectives, the silver on the
    mines' top tiles and in the supply.  The values are remembered on the road network under this
    key, so a turn's states before and after selecting the building share
    them.  (Read once per state: every row position asks.)
    """
    return memo(state, ("greedy", "placing"), _read_placing, state)


def _read_placing(state: GameState) -> tuple:
    tops = tuple([m.tiles[0].silver if m.tiles else None for m in state.mines])
    return _board(state), state.active, _hand(state), tops, state.supply


def _best_building_cell(state: GameState, rng: random.Random) -> Cell:
    values = _placement_values(state, state.turn.held)
    return _best(rng, ((v, c) for c, v in values.items()))


def _best_row_position(state: GameState, rng: random.Random) -> int:
    """The row position whose silver, price and best placement add up to the most."""
    free = pays_from_supply(state, state.active)
    placements = _placements(state)
    best_placement: dict[BuildingType, float] = {}  # by type: the row often repeats one

    def value(index: int) -> float:
        slot = state.row[index]
        cost = 0 if free else building_cost(index)
        kind = slot.building.kind
        if kind not in best_placement:
            best_placement[kind] = max(placements.values(state, slot.building).values())
        return _points(state, slot.silver - cost) + best_placement[kind]

    return _best(rng, ((value(i), i) for i in affordable(state)))


def _connected_spot_exists(state: GameState) -> bool:
    """Whether a building could go somewhere connected to a mine with tiles."""
    return any(_building_distances(state).values())


# -- roads ----------------------------------------------------------------


def _best_road(
    state: GameState, rng: random.Random, building_to_place: bool, price: float = 0.0
) -> PlaceRoad | None:
    """The most valuable road worth more than ``price``, ties at random.

    ``building_to_place`` tells whether the turn's building is still to be placed.

    Only the spots where a road could be worth that much are judged (see
    :meth:`_RoadJudge.cells`); a road anywhere else is worth nothing.  A
    free road (``price`` 0) is always placed: when no judged road has a
    value, one that extends a mine network, or a road anywhere.
    """
    judge = _RoadJudge(state, building_to_place)
    cells, anywhere = judge.cells(price)
    looked_at = cells
    if anywhere <= 4:  # a road making that many connections pays anywhere: where can one go?
        looked_at |= {cell for cell, n in _connectable_edges(state).items() if n >= anywhere}
    options = (
        [
            (judge.value(cell, made, opens), cell, quarter)
            for cell, quarter, made, opens in _road_placements(
                state, sorted(looked_at), judge.roads.exits
            )
            if cell in cells or len(made) >= anywhere
        ]
        if looked_at  # (most paid roads have no spot worth a look: nothing to list)
        else []
    )
    best = max([v for v, _, _ in options], default=-1.0)
    if best > price or (price == 0 and best == 0):
        return PlaceRoad(*rng.choice([(c, q) for v, c, q in options if v == best]))
    if price > 0:
        return None
    # Every judged road would cost this turn's mining (by bringing a poorer
    # mine closest), or none is legal: a road elsewhere costs nothing.
    return _any_road(state, rng, avoid=cells) or PlaceRoad(
        *rng.choice([(c, q) for v, c, q in options if v == best])
    )


def _any_road(state: GameState, rng: random.Random, avoid: frozenset[Cell]) -> PlaceRoad | None:
    """A legal road on a spot not in ``avoid``, at random (``None`` if there is none).

    The spots are drawn at random without replacement (a lazy Fisher-Yates
    shuffle) until one takes the road, so the placements are not all listed.
    """
    # (Most often nothing is avoided: the spots, kept in order, are copied whole.)
    spots = sorted(state.spots - avoid) if avoid else [*state.spots_in_order]
    exits = _roads(state).exits
    for drawn in range(len(spots)):
        pick = rng.randrange(drawn, len(spots))
        spots[drawn], spots[pick] = spots[pick], spots[drawn]
        options = [
            (c, quarter)
            for c, quarter, _, _ in _road_placements(state, spots[drawn : drawn + 1], exits)
        ]
        if options:
            return PlaceRoad(*rng.choice(options))
    return None


class _RoadJudge:
    """Values the placements of the active player's road, from what was read once."""

    def __init__(self, state: GameState, building_to_place: bool) -> None:
        self.state = state
        self.roads = _roads(state)
        self.ends = _ends(state)
        # What a step towards Silver Trail is worth one cell before the join: read by
        # cells() (always asked first), and only if some network has an end (else no
        # step can be made, and many second roads are turned down without it).
        self.progress_value = 0.0
        self.building_to_place = building_to_place
        self.mining_value = _mining_values(state)  # many placements mine alike: asked once
        self.deed_values: dict[tuple[int, frozenset[int]], float] = {}
        self.plain_deed_values: dict[int, float] = {}  # by connections, for roads joining no two
        self.aparts: dict[Cell, Callable[[Cell], tuple[float, int]]] = {}  # as asked for

    def apart(self, name: Cell) -> Callable[[Cell], tuple[float, int]]:
        """:func:`_apart_from` for network ``name`` (looked up once a position)."""
        if name not in self.aparts:
            self.aparts[name] = _apart_from(self.state, name)
        return self.aparts[name]

    # What every placement asks alike, read once for the position and only if asked
    # (most second roads are turned down before any placement is valued).  Plain
    # attributes filled on first use: functools.cached_property would take a lock
    # (Python 3.11) the first time each is worked out, and a judge lives for one decision.
    _distances: dict[int, dict[Cell, int]] | None = None
    _connected_spot: bool | None = None
    _from_pawn: dict[Cell, int] | None = None
    _mining_now: tuple[dict[int, int], float] | None = None

    def distances(self) -> dict[int, dict[Cell, int]]:
        """Road tiles from each road to each mine with tiles (see :func:`_mine_distances`)."""
        if self._distances is None:
            self._distances = _mine_distances(self.state)
        return self._distances

    def connected_spot(self) -> bool:
        if self._connected_spot is None:
            self._connected_spot = _connected_spot_exists(self.state)
        return self._connected_spot

    def from_pawn(self) -> dict[Cell, int]:
        """Road tiles from the pawn's building (cells counted, as the search counts them)."""
        if self._from_pawn is None:
            self._from_pawn = road_search(self.state, self.state.player.pawn).distance
        return self._from_pawn

    def mining_now(self) -> tuple[dict[int, int], float]:
        """The pawn's road distances to the mines, and what mining now is worth."""
        if self._mining_now is None:
            before = _pawn_distances(self.state)
            self._mining_now = before, self.mining_value(before)
        return self._mining_now

    def cells(self, price: float) -> tuple[frozenset[Cell], int]:
        """The spots where a road could be worth more than ``price``.

        A road pays through the mine networks it joins (Silver Trail, a step
        towards it, this turn's mining), so on their ends; or by its
        connections, for a personal objective in hand (public ones pay a
        little silver: only the ends are judged for them).  Returns the ends
        worth a look, and how many connections make any other spot worth one.

        A step towards Silver Trail is worth the more, the nearer the join;
        a road with a price looks only where such a step could be worth the
        price, where it joins two networks, or where it reaches the pawn.
        """
        state, ends = self.state, self.ends
        anywhere = _connections_paying_anywhere(state)
        network_of = {cell: name for name, cells in ends.items() for cell in cells}
        if not network_of:  # (no network has an end: none is worth a look, nor a step)
            return frozenset(), anywhere
        self.progress_value = PROGRESS_SHARE * _trail_value(state)
        if price < self.progress_value / 2:
            return frozenset(network_of), anywhere
        near = self.near_other_networks(network_of, price)
        pawn = state.players[state.active].pawn  # (no property call)
        if not self.building_to_place and pawn is not None:
            near |= _pawn_reach(state, pawn, network_of)
        return frozenset(near), anywhere

    def near_other_networks(self, network_of: dict[Cell, Cell], price: float) -> set[Cell]:
        """The ends (of the networks ``network_of`` names) where a step towards another
        network could be worth more than ``price``.

        A step is worth ``progress_value`` divided by the cells still apart, so
        an end ``d`` cells from another network's end counts when
        ``progress_value > price * d``.  Usually only the nearest few ``d`` do:
        then the cells that near each end are looked up, not every other end
        measured (:meth:`apart`, the same answer).
        """
        reach = 0  # the largest d that counts (none counts if even 0 does not)
        while reach <= _LOOK_AROUND and self.progress_value > price * (reach + 1):
            reach += 1
        if not self.progress_value > 0:
            return set()
        if reach > _LOOK_AROUND:
            return {
                cell
                for cell, name in network_of.items()
                if self.progress_value > price * self.apart(name)(cell)[0]
            }
        owners: dict[Cell, list[Cell]] = {}  # each end: the networks it is an end of
        for name, cells in self.ends.items():
            for cell in cells:
                owners.setdefault(cell, []).append(name)
        around, near = _DIAMONDS[reach], set()
        for cell, name in network_of.items():
            x, y = cell
            for dx, dy in around:
                there = owners.get((x + dx, y + dy))
                if there and (len(there) > 1 or there[0] != name):  # another network's end
                    near.add(cell)
                    break
        return near

    def value(self, cell: Cell, made: list[tuple[Cell, Tile]], opens: int) -> float:
        """Points from a road on ``cell`` connecting into ``made``, its other exits out
        through the sides ``opens``.

        ``made`` holds ``(cell, tile)`` for each connection, ``opens`` the
        sides (bits) through which the road's other exits lead into empty cells.
        """
        group, groups = self.roads.group, set()
        for n, _ in made:  # (a plain loop: a set comprehension is a call, and every placement asks)
            if n in group:
                groups.add(group[n])
        if len(groups) > 1:
            value = self.deed_value(len(made), groups)
        else:  # (joins no two networks: the objectives depend on the connections only)
            value = self.plain_deed_values.get(len(made))
            if value is None:
                value = self.plain_deed_values[len(made)] = self.deed_value(len(made), groups)
            if not groups:  # (joins no mine network: no step towards a trail, no mining)
                return value
            if opens:
                value += self.towards_trail(cell, *groups, opens)
        gain = self.mining_gain(made, opens, groups)
        return value + gain if gain else value  # (adding 0.0 changes no sum of points)

    def deed_value(self, connections: int, groups: set[Cell]) -> float:
        """Points from the objectives a road with these connections and networks completes.

        Road checks read only the counts in the deed, so each answer is
        remembered.
        """
        mines = self.roads.mines
        joined = frozenset().union(*(mines[g] for g in groups)) if len(groups) > 1 else frozenset()
        key = (connections, joined)
        if key not in self.deed_values:
            self.deed_values[key] = _road_value(self.state, connections, joined)
        return self.deed_values[key]

    def towards_trail(self, cell: Cell, group: Cell, opens: int) -> float:
        """Points for a road on ``cell`` that brings mine network ``group`` nearer another.

        A share of the join's value, divided by the roads still needed after
        this one (counted in cells across the grid, not around buildings: a
        cheap guide).  So the last step before a join is worth the most.
        The road comes nearer when an open exit (of the sides ``opens``)
        faces a nearest end of another network: the cell it leads into is
        then one step nearer than ``cell``, so the roads still needed after
        this one are the steps from ``cell``, less one, plus the join itself.
        """
        apart, facing = self.apart(group)(cell)
        if not opens & facing:
            return 0.0
        return self.progress_value / apart

    def mining_gain(self, made: list[tuple[Cell, Tile]], opens: int, groups: set[Cell]) -> float:
        """Points the road adds to this turn's mining.

        With the building still to place, the pawn will move: the road is then
        worth this turn's mining if it makes the first spot connected to a mine.
        Otherwise it may connect the pawn, or bring a richer mine closest.
        (``groups`` is never empty: a road that joins no mine network mines nothing.)
        """
        state = self.state
        if self.building_to_place:
            if not opens or self.connected_spot():
                return 0.0
            mines = self.roads.mines
            silver = max(
                (
                    state.mines[m - 1].tiles[0].silver
                    for g in groups
                    for m in mines[g]
                    if state.mines[m - 1].tiles  # (the mines with tiles)
                ),
                default=0,
            )
            return _points(state, min(silver, state.supply))
        pawn = state.players[state.active].pawn  # (asked for every placement: no property call)
        if pawn is None:
            return 0.0
        from_pawn = self.from_pawn()
        # Road tiles from the pawn to this road's neighbours (its own building is 0 away).
        pawn_side = [
            from_pawn[n]
            for n, tile in made
            if n == pawn or isinstance(tile, Road) and n in from_pawn
        ]
        if not pawn_side:
            return 0.0
        before, now = self.mining_now()
        after, pawn_side = dict(before), min(pawn_side) + 1
        for mine, far in self.distances().items():
            mine_side = None  # the fewest road tiles from a neighbour of the road to the mine
            for n, _ in made:
                d = far.get(n)
                if d is not None and (mine_side is None or d < mine_side):
                    mine_side = d
            if mine_side is not None:
                through = pawn_side + mine_side
                after[mine] = min(after.get(mine, through), through)
        if after == before:  # (no mine nearer: mining is worth what it was, nothing gained)
            return 0.0
        return self.mining_value(after) - now


#: How far :meth:`_RoadJudge.near_other_networks` looks around an end, cell by cell.
_LOOK_AROUND = 2
#: The steps to every cell at most ``d`` cells away (across the grid), for each ``d`` up to that.
_DIAMONDS = tuple(
    tuple((dx, dy) for dx in range(-d, d + 1) for dy in range(-d, d + 1) if abs(dx) + abs(dy) <= d)
    for d in range(_LOOK_AROUND + 1)
)


def _pawn_reach(state: GameState, pawn: Cell, among: Iterable[Cell]) -> set[Cell]:
    """Those of the empty cells ``among`` where a road would join the pawn's building or
    a road it reaches.

    Asked about a few ends of mine networks: each looks at its four neighbours,
    rather than every road the pawn reaches listing the cells it leads into.
    The road network (union-find) tells first whether the pawn's building could
    reach any of the roads leading into them at all: if not, no search is needed.
    """
    exits = _roads(state).exits
    found, roads_into = set(), {}  # the cells found; for the others, the roads facing them
    for cell in among:
        beside_pawn, facing = False, []  # the roads with an exit facing back into the cell
        for _, n, back in cells_across(cell, 0b1111):
            if n == pawn:
                beside_pawn = True
            elif exits.get(n, 0) & back:
                facing.append(n)
        if beside_pawn:  # a road there joins the pawn's building
            found.add(cell)
        elif facing:
            roads_into[cell] = facing
    if roads_into and in_reach(state, pawn, [n for f in roads_into.values() for n in f]):
        reached = road_search(state, pawn).distance
        found.update(
            cell for cell, facing in roads_into.items() if any(n in reached for n in facing)
        )
    return found


def _connections_paying_anywhere(state: GameState) -> int:
    """The fewest connections with which a road completes a personal road objective in
    hand (5 if none do): a road making that many pays on any spot."""
    fewest = 5
    for card in _cards_for(state, RoadDeed):  # (a plain loop: comprehensions are calls)
        if not card.public:
            fewest = min(fewest, _connections_completing(state, card))
    return fewest


def _connections_completing(state: GameState, card: Objective) -> int:
    """The fewest connections (1 to 4) with which a road completes ``card``, 5 if none do.

    Road checks read only the deed's counts and the rule options, so the
    answer is remembered on the game's options, by card.
    """

    def find() -> int:
        return next((n for n in range(1, 5) if is_fulfilled(state, _road_deed(state, n), card)), 5)

    return memo(state.options, ("greedy", "connections completing", card.id), find)


def _trail_value(state: GameState) -> float:
    """What joining two mine networks with one road would pay the active player now.

    Road checks read only the deed's counts, so this depends only on who
    plays, their cards and the supply: remembered under those on the road
    network, which the states of a turn share until a road is placed.
    """
    key = ("greedy", "trail value", state.active, _hand(state), state.supply)
    return memo(state.network, key, _value_trail, state)


def _value_trail(state: GameState) -> float:
    return _road_value(state, 1, frozenset([m.number for m in state.mines]))


def _road_value(state: GameState, connections: int, joined: frozenset[int] = frozenset()) -> float:
    """Points from the objectives the road deed with these counts completes
    (see :func:`_road_deed`).

    The sum of :func:`_value_of`, card by card, with each card's answer
    remembered (:func:`_road_completes`): no deed is made and no check asked
    again.
    """
    value = 0.0
    for card in _cards_for(state, RoadDeed):
        if _road_completes(state, card, connections, joined):
            value += _card_worth(state, card)
    return value


def _road_completes(
    state: GameState, card: Objective, connections: int, joined: frozenset[int]
) -> bool:
    """Whether the road deed with these counts completes ``card``.

    Road checks read only the deed's counts and the rule options, so the
    answer is remembered on the game's options, by card (as
    :func:`_connections_completing`).
    """
    key = ("greedy", "road completes", card.id, connections, joined)
    return memo(state.options, key, _ask_road_check, state, card, connections, joined)


def _ask_road_check(
    state: GameState, card: Objective, connections: int, joined: frozenset[int]
) -> bool:
    return is_fulfilled(state, _road_deed(state, connections, joined), card)


def _road_deed(
    state: GameState, connections: int, joined: frozenset[int] = frozenset()
) -> RoadDeed:
    """A road deed with these counts, to ask the objective checks about.

    Road checks read only the counts in the deed, not where the road lies.
    """
    return RoadDeed(state.mines[0].cell, connections, joined, 1 if joined else 0)


def _open_mines(state: GameState) -> tuple[int, ...]:
    """The numbers of the mines with tiles left (part of many keys: a list, not a generator)."""
    numbers = []
    for m in state.mines:  # (a plain loop, no comprehension call)
        if m.tiles:  # (with tiles: no property call)
            numbers.append(m.number)
    return tuple(numbers)


def _hand(state: GameState) -> tuple[str, ...]:
    """The ids of the active player's objectives in hand (part of many keys)."""
    # (No property call, and no comprehension: it would be a call of its own.)
    return tuple(map(_CARD_ID, state.players[state.active].objectives))


_CARD_ID = attrgetter("id")


def _cells_apart(cell: Cell, among: Iterable[Cell]) -> int:
    """Steps from ``cell`` to the nearest of ``among``, across the grid."""
    x, y = cell
    return min(abs(x - c[0]) + abs(y - c[1]) for c in among)


def _road_placements(
    state: GameState, cells: Iterable[Cell], exits: dict[Cell, int]
) -> Iterator[tuple[Cell, int, list[tuple[Cell, Tile]], list[Cell]]]:
    """The legal placements of the active player's road on ``cells`` (empty cells), in that order.

    ``exits`` holds each road's exits as bits (:attr:`_Roads.exits`).

    Yields ``(cell, quarter_turns, connections, open exits)``: the
    ``(cell, tile)`` each connection leads into, and the sides (bits)
    through which the other exits lead into empty cells.
    """
    turns = turns_as_bits(state.players[state.active].road)
    tiles, board = state.tiles, state.options.board
    for cell in cells:
        joins, opens = [], 0  # (side, cell, tile) an exit would connect to; sides to empty cells
        for side, n, back in cells_across(cell, 0b1111):
            tile = tiles.get(n)
            if tile is None:
                if board is None or in_bounds(n, board):  # (no call when the board has no edge)
                    opens |= side
            elif exits.get(n, back) & back:  # a road facing back, a mine or a building
                joins.append((side, n, tile))
        if joins:
            for quarter, bits in turns:
                made = []  # (a plain loop: a list comprehension is a call, at every rotation)
                for side, n, tile in joins:
                    if bits & side:
                        made.append((n, tile))
                if made:
                    yield cell, quarter, made, bits & opens


# -- objectives -----------------------------------------------------------


def _objectives_to_refresh(state: GameState) -> tuple[int, ...]:
    """Hand positions of objectives to swap, if refreshing pays now.

    Rulebook, *Silver Actions*: 5 silver to discard one or both objectives
    and draw new ones.  Worth it only with silver to spare, new cards to
    draw, turns left to complete them, and no card in hand that a deed
    possible soon would complete: then both go.
    """
    player = state.players[state.active]  # (asked before every mining: no property call)
    if player.silver < REFRESH_SILVER or not state.objective_pile:
        return ()
    tiles_left = sum([len(m.tiles) for m in state.mines])
    if tiles_left / len(state.players) < REFRESH_TURNS_LEFT or _spoiled_purses(state, REFRESH_COST):
        return ()
    if any(_within_reach(state, card) for card in player.objectives):
        return ()
    return tuple(range(len(player.objectives)))


def _within_reach(state: GameState, card: Objective) -> bool:
    """Whether some deed that looks possible soon would complete ``card``.

    Soon: a building of a type in the row on a spot (an empty cell touching
    a tile, where a road may lead next), a road making as many connections
    as a spot allows or joining two mine networks whose ends are at most a
    cell apart, mining at the distance of a building spot or one road
    further.  Purse objectives only need saving: they count as in reach.
    """
    kind = CHECKS[card.check][0]
    if kind is BuildingDeed:
        # A card naming another type is completed nowhere: only the types it names are tried.
        types = {s.building.kind: s.building for s in state.row if names_type(card, s.building)}
        return any(
            is_fulfilled(state, building_deed(state.tiles, cell, building), card)
            for building in types.values()
            for cell in state.spots
        )
    if kind is RoadDeed:
        return is_fulfilled(state, _likely_road_deed(state), card)
    if kind is MineDeed:
        distances = {d for far in _building_distances(state).values() for d in far.values()}
        return any(
            is_fulfilled(state, MineDeed(1, d + extra), card) for d in distances for extra in (0, 1)
        )
    return True


def _likely_road_deed(state: GameState) -> RoadDeed:
    """The most a road could do soon: the most connections at a spot, a near join."""
    ends = [e for e in _ends(state).values() if e]
    near = any(_cells_apart(cell, b) <= 1 for a, b in combinations(ends, 2) for cell in a)
    most = max(_connectable_edges(state).values(), default=0)
    joined = frozenset(m.number for m in state.mines) if near else frozenset()
    return _road_deed(state, most, joined)


def _connectable_edges(state: GameState) -> dict[Cell, int]:
    """For each spot a road could connect on: through how many of its edges.

    Rulebook, *Road*: an edge connects if it touches a mine, a building, or
    a road exit facing it.  No road makes more connections on that spot.
    Counted once per position, from the tiles' side (a mine or a building
    faces a spot with any edge, a road with its exits): fewer edges to look
    at than around every spot, and the spots with none are left out.
    """

    def count() -> dict[Cell, int]:
        spots, exits = state.spots, _roads(state).exits
        counts: dict[Cell, int] = {}
        for cell in state.tiles:
            for _, n, _ in cells_across(cell, exits.get(cell, 0b1111)):
                if n in spots:
                    counts[n] = counts.get(n, 0) + 1
        return counts

    return memo(state, ("greedy", "connectable edges"), count)


def _best(rng: random.Random, scored: Iterable[tuple[float, object]]) -> object:
    """The item with the highest score, ties broken at random."""
    options = list(scored)
    top = max([v for v, _ in options])
    return rng.choice([item for v, item in options if v == top])


# -- sides as bits ----------------------------------------------------------
# Bit i stands for the side CLOCKWISE[i] (as Road.bits).  Testing bits is much
# cheaper than sets of Direction members, and these tests run for every spot of
# every road.  The cells across a cell's sides are the board's
# (:func:`~tutorial.cerro_gordo.board.cells_across`, cached).


@cache
def _beside(cell: Cell, sides: int) -> tuple[Cell, ...]:
    """The cells across the given sides (bits) of ``cell`` (cached: asked for every mine, often)."""
    return tuple(n for _, n, _ in cells_across(cell, sides))
