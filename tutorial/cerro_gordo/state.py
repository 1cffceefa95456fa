"""The state of a game of Cerro Gordo, as one immutable value.

Every action makes a new :class:`GameState` and leaves the old one as it
was, so undo, replay and "what if" cost nothing.  Piles are tuples with the
top card first; the board is a dict from cell to tile that is never changed
in place (a placement builds a new dict).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from tutorial.cerro_gordo.board import ALL_EDGES, cells_across, network_of, road_links
from tutorial.cerro_gordo.components import (
    Building,
    Character,
    MineSite,
    MineTile,
    Objective,
    Road,
    Tile,
)
from tutorial.cerro_gordo.options import RuleOptions
from tutorial.core.graphs import UnionFind
from tutorial.core.grid import Cell, edge_neighbours, in_bounds
from tutorial.core.values import evolve


@dataclass(frozen=True)
class RowSlot:
    """A face-up building in the row, and the silver lying on it."""

    building: Building
    silver: int = 0


@dataclass(frozen=True)
class MineStack:
    """One mine: where it stands and its face-down tiles, top first.

    The Empty Mine Tile lies under the last tile (rulebook, *Setup* step 3);
    it is never drawn, it only shows that the mine is empty.
    """

    number: int
    cell: Cell
    tiles: tuple[MineTile, ...]

    @property
    def empty(self) -> bool:
        return not self.tiles

    @property
    def top(self) -> MineTile | None:
        return self.tiles[0] if self.tiles else None


@dataclass(frozen=True)
class PlayerState:
    """One player's pieces.

    ``pawn`` is the cell of the building the player's pawn stands on
    (``None`` before their first building).  ``public_done`` lists the
    public objectives they completed, once per completion.
    """

    name: str
    character: Character
    silver: int
    road: Road | None
    objectives: tuple[Objective, ...]
    completed: tuple[Objective, ...] = ()
    pawn: Cell | None = None
    public_done: tuple[str, ...] = ()


@dataclass(frozen=True)
class TurnState:
    """What the active player has done so far this turn.

    ``mined`` is only ever true under the ``"any_time"`` reading of the
    silver actions (:class:`~tutorial.cerro_gordo.options.RuleOptions`):
    the player has mined and may still spend silver before ending the turn.
    """

    held: Building | None = None
    building_taken: bool = False
    building_placed: bool = False
    roads_placed: int = 0
    mined: bool = False


def turn_step(taken: bool, placed: bool, roads: int, mined: bool) -> TurnState:
    """The step of a turn with no building held: made once each, and shared.

    Without a building in hand, a turn is one of a few steps (the building
    taken or not, placed or not, 0 to 2 roads, mined or not).  Placing a
    building or a road with none in hand moves the turn on to one of them: it
    picks the step rather than copying the turn (a copy costs more than a look-up).
    """
    return _STEPS[taken, placed, roads, mined]


#: :func:`turn_step`'s values, by what they hold.  Made by evolve as every later step of
#: a turn is, so that all of them hold their fields the same way and reading
#: ``state.turn`` stays quick (see :func:`~tutorial.core.values.evolve`).
_STEPS = {
    (taken, placed, roads, mined): evolve(
        TurnState(),
        building_taken=taken,
        building_placed=placed,
        roads_placed=roads,
        mined=mined,
    )
    for taken in (False, True)
    for placed in (False, True)
    for roads in range(3)
    for mined in (False, True)
}


def one_road_more(turn: TurnState) -> TurnState:
    """The turn after a road is placed: one road more (a shared step when no building is held)."""
    roads = turn.roads_placed + 1
    if turn.held is None:  # (most often: the building is placed, or not taken yet)
        return turn_step(turn.building_taken, turn.building_placed, roads, turn.mined)
    return evolve(turn, roads_placed=roads)


@dataclass(frozen=True)
class GameState:
    """Everything on the table, and whose turn it is.

    ``seed`` is the seed the game was set up from: every shuffle happened
    at setup, so the same seed and the same actions replay the same game.
    The board has no edge unless ``options.board`` gives it a size
    (:class:`~tutorial.cerro_gordo.options.RuleOptions`).
    """

    seed: int
    options: RuleOptions
    players: tuple[PlayerState, ...]
    tiles: dict[Cell, Tile]
    mines: tuple[MineStack, ...]
    row: tuple[RowSlot, ...]
    building_pile: tuple[Building, ...]
    road_pile: tuple[Road, ...]
    objective_pile: tuple[Objective, ...]
    public: tuple[Objective, ...]
    supply: int
    active: int = 0
    turn_number: int = 1
    turn: TurnState = field(default_factory=TurnState)
    game_over: bool = False
    #: Empty cells that a road exit leads into: where a building can go.
    #: Kept up to date as tiles arrive, as the spots are (DESIGN.md: "keep a
    #: frontier of open cells": here, the spots), so move generators never rescan the board.
    #: Both are derived from ``tiles``: they take no part in comparisons and
    #: are not saved.
    road_ends: frozenset[Cell] = field(init=False, compare=False, repr=False)
    #: Empty cells touching a tile (the only spots where a tile can go), sorted:
    #: the order in which move generators list them and the random player draws
    #: from them.  (Not "frontier": in this tutorial that word means the queue of a
    #: search.)  Kept in order as tiles arrive (a cell or two in and out), which costs
    #: a small part of sorting them again; :attr:`spots` is the same cells as a set.
    spots_in_order: tuple[Cell, ...] = field(init=False, compare=False, repr=False)
    #: Roads and mines grouped by road connection (union-find): two mines are
    #: "connected by road" when they share a group.  Shared with the states
    #: before it until a road is placed, which works on a copy; never changed
    #: afterwards (its ``find`` shortens paths inside, which changes no group).
    network: UnionFind[Cell] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # Not init fields: a new state (or dataclasses.replace) always derives
        # them from its tiles; only with_tile updates them incrementally.
        spots, road_ends = open_cells(self.tiles, self.options.board)
        object.__setattr__(self, "spots_in_order", tuple(sorted(spots)))
        object.__setattr__(self, "road_ends", road_ends)
        object.__setattr__(self, "network", network_of(self.tiles))

    @cached_property
    def spots(self) -> frozenset[Cell]:
        """Empty cells touching a tile, as a set: made when first asked, from the sorted spots.

        Only the sorted tuple is kept up to date as every tile arrives: the
        random player never asks for the set, and a set of cells costs more to
        update than the tuple.  Once made, the set lies among the state's fields
        (a cached property, not a memo, which a copy would leave behind): the
        copies of the state share it, and :meth:`with_tile` updates it (whoever
        asked once asks again).
        """
        return frozenset(self.spots_in_order)

    @property
    def player(self) -> PlayerState:
        """The player whose turn it is."""
        return self.players[self.active]

    def with_player(self, seat: int, **changes: object) -> GameState:
        """A copy with player ``seat`` changed."""
        return evolve(self, players=self.players_with(seat, **changes))

    def players_with(self, seat: int, **changes: object) -> tuple[PlayerState, ...]:
        """The players, with player ``seat`` changed (to change the state in one copy)."""
        players = list(self.players)  # (a list changed in place: quicker than slicing a tuple)
        players[seat] = evolve(players[seat], **changes)
        return tuple(players)

    def with_tile(
        self, cell: Cell, tile: Tile, links: Sequence[Cell] | None = None, **changes: object
    ) -> GameState:
        """A copy with ``tile`` placed on ``cell``, and any other ``changes`` in the same copy.

        A road joins the road network: a copy of the network unions the
        road's :func:`~tutorial.cerro_gordo.board.road_links`, in order.
        ``links`` are the cells they lead to, if the caller has found them
        already (placing a road does, to check it connects): not found twice.
        """
        tiles = self.tiles.copy()
        tiles[cell] = tile
        board = self.options.board
        road = type(tile) is Road
        exits = tile.bits if road else 0  # as bits (see cells_across)
        spots = _without(self.spots_in_order, cell)
        new_spots, leads_into = [], []  # empty cells around that were no spots; those a road enters
        for bit, n, _ in cells_across(cell, ALL_EDGES):
            if n not in tiles and (board is None or in_bounds(n, board)):  # (no call if no edge)
                at = bisect_left(spots, n)  # (the spots are sorted: found by bisection)
                if at == len(spots) or spots[at] != n:
                    spots.insert(at, n)
                    new_spots.append(n)
                if exits & bit:
                    leads_into.append(n)
        as_set = {}  # the spots as a set, if someone asked for them (see spots)
        if "spots" in self.__dict__:
            as_set["spots"] = (self.spots - {cell}).union(new_spots)
        road_ends = self.road_ends
        if cell in road_ends:  # (a road most often goes elsewhere: the set is kept as it is)
            road_ends = road_ends - {cell}
        network = self.network
        if road or type(tile) is MineSite:
            network = network.copy()
            network.add(cell)
        if exits:
            if leads_into:
                road_ends = road_ends.union(leads_into)
            if links is None:
                links = [there for _, there in road_links(tiles, cell)]
            for there in links:
                network.union(cell, there)
        return evolve(
            self,
            tiles=tiles,
            spots_in_order=tuple(spots),
            road_ends=road_ends,
            network=network,
            **as_set,
            **changes,
        )

    def silver_in_play(self) -> int:
        """All coins: supply, players, and on buildings in the row (always 45)."""
        return self.supply + sum(p.silver for p in self.players) + sum(s.silver for s in self.row)


def _without(in_order: tuple[Cell, ...], taken: Cell) -> list[Cell]:
    """The sorted cells ``in_order``, as a list, less ``taken`` (found by bisection)."""
    cells = list(in_order)
    at = bisect_left(cells, taken)
    if at < len(cells) and cells[at] == taken:
        del cells[at]
    return cells


def open_cells(
    tiles: dict[Cell, Tile], board: tuple[int, int] | None = None
) -> tuple[frozenset[Cell], frozenset[Cell]]:
    """The spots (empty cells touching a tile) and the empty cells a road leads into.

    ``board`` is the size of a fixed grid (cells off it are left out), or
    ``None`` for a board without an edge.  Either way both sets are finite:
    at most four cells around each tile.
    """
    spots, road_ends = set(), set()
    for cell, tile in tiles.items():
        for edge, n in edge_neighbours(cell):
            if n not in tiles and in_bounds(n, board):
                spots.add(n)
                if isinstance(tile, Road) and edge in tile.exits:
                    road_ends.add(n)
    return frozenset(spots), frozenset(road_ends)
