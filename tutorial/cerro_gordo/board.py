"""Reading the town: road connections, the road network, closeness.

Rulebook, *Road* and *Mining*.  The road network is a graph: its nodes are
cells, and two road tiles are joined when each has a road leaving through
the edge they share.  A road joins a mine or a building when a road on the
road tile leads into it.  "Road connections do not continue through
Buildings", and they do not continue through mines either, so a building
or a mine is a dead end of the graph, except the building a search starts
from.  (Whether an *empty* mine is a dead end too is a reading:
``RuleOptions.empty_mines``.)

"Closest" is then breadth-first search: count the road tiles crossed on the
shortest path from the pawn's building to a mine.  "Connected by road"
(Silver Trail) is union-find over roads and mines: there a mine does join the
roads that meet at it, since two mines each joined to a third are joined.
The state keeps that union-find as tiles arrive (``state.network``): each
road placed merges the groups its :func:`road_links` lead into, so no one
ever searches the road network to know which mines are joined.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from tutorial.cerro_gordo.components import (
    Building,
    MineSite,
    Road,
    Tile,
    exit_bits,
    turned_exits,
)
from tutorial.cerro_gordo.options import PASS_THROUGH
from tutorial.core.graphs import (
    BfsStep,
    SearchResult,
    UnionFind,
    breadth_first_search,
    breadth_first_steps,
    components,
)
from tutorial.core.grid import CLOCKWISE, Cell, Direction, edge_neighbours, in_bounds
from tutorial.core.values import memo

if TYPE_CHECKING:
    # Only for type hints: the state module builds its road network with
    # road_links, so it imports this module, not the other way round.
    from tutorial.cerro_gordo.state import GameState


def why_not_free(state: GameState, cell: Cell) -> str | None:
    """Why no tile can go on ``cell`` (off a fixed board, or taken), or ``None`` if it can."""
    board = state.options.board
    if board is not None and not in_bounds(cell, board):  # (no call when the board has no edge)
        columns, rows = board
        return (
            f"cell {cell} is off the board (columns 0 to {columns - 1}, "
            f"rows 0 to {rows - 1}: the {columns}x{rows} grid of RuleOptions.board)"
        )
    if cell in state.tiles:
        return f"cell {cell} is taken by {state.tiles[cell]}"
    return None


def extent(state: GameState) -> tuple[Cell, Cell]:
    """The smallest rectangle holding every tile and every spot: ``(top_left, bottom_right)``.

    Both corners are inside it.  The rulebook's town has no edge, so the
    rectangle grows as tiles are placed, to negative coordinates too; the
    spots (empty cells touching a tile) are in it, since a tile may go there.

    >>> from tutorial.cerro_gordo.scenarios import from_map
    >>> extent(from_map("M1──. M2"))
    ((-1, -1), (4, 1))
    """
    cells = [*state.tiles, *state.spots]
    columns = [c for c, _ in cells]
    rows = [r for _, r in cells]
    return (min(columns), min(rows)), (max(columns), max(rows))


def board_area(state: GameState, margin: int = 0) -> tuple[Cell, Cell]:
    """The cells a picture of the board shows: ``(top_left, bottom_right)``, inclusive.

    A fixed grid is shown whole, so its edges can be seen.  A board without
    an edge shows its :func:`extent`, widened by ``margin`` cells all round.
    """
    if state.options.board is not None:
        columns, rows = state.options.board
        return (0, 0), (columns - 1, rows - 1)
    (left, top), (right, bottom) = extent(state)
    return (left - margin, top - margin), (right + margin, bottom + margin)


class Connection(NamedTuple):
    """One connection a road makes: through ``edge`` into a ``kind`` at ``cell``.

    ``kind`` is ``"mine"``, ``"building"`` or ``"road"`` (rulebook, *Road*:
    the three ways to connect).  (A named tuple, not a dataclass: move
    generators make many, and a tuple is several times quicker to make.)
    """

    edge: Direction
    cell: Cell
    kind: str


def connections_made(tiles: dict[Cell, Tile], cell: Cell, road: Road) -> tuple[Connection, ...]:
    """The connections ``road`` would make if it lay on ``cell``.

    Rulebook, *Road*: an open connection on the road touches a Mine, touches
    a Building, or meets an open connection on a Road already in play.  A
    road edge that touches a road with no road on that side is not a
    connection (it is allowed, but it does not count).
    """
    made = []
    x, y = cell
    # In a fixed order (clockwise from north), so explanations read the same each time.
    for edge, dx, dy, back in _EDGES_OUT[road.bits]:
        there = (x + dx, y + dy)
        tile = tiles.get(there)
        if isinstance(tile, MineSite):
            made.append(Connection(edge, there, "mine"))
        elif isinstance(tile, Building):
            made.append(Connection(edge, there, "building"))
        elif isinstance(tile, Road) and tile.bits & back:
            made.append(Connection(edge, there, "road"))
    return tuple(made)


def open_connections(state: GameState) -> frozenset[Cell]:
    """Empty cells that a road on the board leads into.

    Rulebook, *Building*: a building is placed "so that it is connected to
    any open Road Connection", so these are exactly the cells where a
    building may go.  The state keeps this set up to date as tiles arrive.
    """
    return state.road_ends


def can_place_road(state: GameState, road: Road) -> bool:
    """Whether ``road`` has any legal placement.

    A tile can be turned to point an exit through any edge, so a road
    connects somewhere exactly when some empty cell has a road exit leading
    into it, or touches a mine or a building.  No rotation needs trying.
    """
    if not road.exits:
        return False
    if state.road_ends:
        return True
    tiles = state.tiles
    return any(
        isinstance(tiles.get(n), (MineSite, Building))
        for cell in state.spots_in_order
        for _, n in edge_neighbours(cell)
    )


def connecting_edges(tiles: Mapping[Cell, Tile], cell: Cell) -> frozenset[Direction]:
    """The edges of the empty ``cell`` through which a road placed there would connect.

    Rulebook, *Road*: an edge connects if it touches a mine, touches a
    building, or meets a road whose own road leaves through the shared edge.
    A road tile on ``cell`` is legal exactly when one of its exits is one of
    these edges (the same test as :func:`connections_made`, for every
    rotation at once).
    """
    return _EDGE_SETS[connecting_bits(tiles, cell)]


def connecting_bits(tiles: Mapping[Cell, Tile], cell: Cell) -> int:
    """:func:`connecting_edges` as bits (bit 0 north, 1 east, 2 south, 3 west), for a
    move generator to test against a road's exits as bits (:func:`turns_as_bits`)."""
    connecting = 0
    for bit, there, back in cells_across(cell, ALL_EDGES):
        tile = tiles.get(there)
        # A mine or a building always connects; a road when its own road leaves through the
        # shared edge (Road.bits: the edge facing back is ``back``).
        if tile is not None and (type(tile) is not Road or tile.bits & back):
            connecting |= bit
    return connecting


#: ``(bit, dx, dy, bit of the edge facing back)`` for each edge, clockwise from north
#: (the bits of :attr:`~tutorial.cerro_gordo.components.Road.bits`): testing bits is
#: much cheaper than sets of Directions, and these tests run at every search step.
EDGE_STEPS = tuple((1 << i, e.dx, e.dy, 1 << (i ^ 2)) for i, e in enumerate(CLOCKWISE))
#: For each set of exits as bits: the steps through them, clockwise from north.
STEPS_OUT = tuple(tuple(s for s in EDGE_STEPS if s[0] & bits) for bits in range(16))
#: Every edge, as bits.
ALL_EDGES = 0b1111


@cache
def cells_across(cell: Cell, bits: int) -> tuple[tuple[int, Cell, int], ...]:
    """``(bit, cell across, bit of the edge facing back)`` for the edges ``bits`` of ``cell``.

    Clockwise from north.  Cached: a pure function of a cell and its edges,
    asked at every step of every search, and a game only asks about the few
    hundred cells near its tiles.
    """
    x, y = cell
    return tuple((bit, (x + dx, y + dy), back) for bit, dx, dy, back in STEPS_OUT[bits])


#: The same with each edge's Direction first: ``(edge, dx, dy, bit facing back)``.
_EDGES_OUT = tuple(
    tuple(
        (CLOCKWISE[i], dx, dy, back)
        for i, (bit, dx, dy, back) in enumerate(EDGE_STEPS)
        if bits & bit
    )
    for bits in range(16)
)


#: Every set of edges, by its bits (bit 0 north, 1 east, 2 south, 3 west): the
#: sets are made once, not for every cell looked at.
_EDGE_SETS = tuple(
    frozenset(edge for bit, edge in enumerate(CLOCKWISE) if bits >> bit & 1) for bits in range(16)
)


def road_placements(state: GameState, road: Road) -> Iterator[tuple[Cell, int]]:
    """Every ``(cell, quarter_turns)`` where ``road`` may legally go.

    Only the spots (empty cells touching a tile) can make a connection,
    so only those cells are tried.  Rotations that give the same exits (a
    straight turned twice) are listed once.
    """
    turns = distinct_turns(road)
    for cell in state.spots_in_order:
        edges = connecting_edges(state.tiles, cell)
        for quarter in turns:
            if not edges.isdisjoint(turned_exits(road.exits, quarter)):
                yield cell, quarter


def legal_road_cells(state: GameState, turns: int) -> frozenset[Cell]:
    """Cells where the active player's road tile, turned ``turns`` times, may go.

    ``road_placements`` lists each distinct rotation once; this keeps the
    placements whose exits match the tile as turned.
    """
    road = state.player.road
    if road is None:
        return frozenset()
    exits = road.rotated(turns).exits
    return frozenset(
        cell for cell, q in road_placements(state, road) if road.rotated(q).exits == exits
    )


def distinct_turns(road: Road) -> tuple[int, ...]:
    """Quarter turns that give ``road`` different exits (a straight has two)."""
    return _distinct_turns(road.exits)


def turns_as_bits(road: Road) -> tuple[tuple[int, int], ...]:
    """``(quarter turns, exits as bits)`` for each of the :func:`distinct_turns` of ``road``."""
    return _turns_as_bits(road.exits)


@cache
def _turns_as_bits(exits: frozenset[Direction]) -> tuple[tuple[int, int], ...]:
    return tuple((q, exit_bits(turned_exits(exits, q))) for q in _distinct_turns(exits))


@cache
def _distinct_turns(exits: frozenset[Direction]) -> tuple[int, ...]:
    seen: dict[frozenset[Direction], int] = {}
    for quarter in range(4):
        seen.setdefault(turned_exits(exits, quarter), quarter)
    return tuple(seen.values())


def road_neighbours(state: GameState, cell: Cell) -> list[Cell]:
    """The tiles one step along the road network from ``cell``, clockwise from north.

    From a road: every tile its road leads into (a road whose own road meets
    it, a mine, a building).  From a building or a mine: the roads leading
    into it.  The graph is symmetric: ``b`` is a neighbour of ``a`` exactly
    when ``a`` is a neighbour of ``b``.
    """
    tiles = state.tiles
    tile = tiles.get(cell)
    found = []
    if tile is None:
        return found
    if type(tile) is Road:
        # A road's exit meets: a mine, a building, or a road with an exit facing back.
        # (A plain loop over bits: every search step runs this.)
        for _, there, back in cells_across(cell, tile.bits):
            other = tiles.get(there)
            if other is not None and (type(other) is not Road or other.bits & back):
                found.append(there)
        return found
    for _, there, back in cells_across(cell, ALL_EDGES):
        other = tiles.get(there)
        if type(other) is Road and other.bits & back:
            found.append(there)
    return found


def along_roads(state: GameState, start: Cell) -> Callable[[Cell], Iterable[Cell]]:
    """Neighbours for a search from ``start`` that walks along roads only.

    "Road connections do not continue through Buildings", and not through
    mines either: a search may *reach* a building or a mine, but only the
    start and road tiles are expanded.  Under the ``"pass_through"`` reading
    of empty mines (:class:`~tutorial.cerro_gordo.options.RuleOptions`), a
    road leading into an empty mine leads on, through it, to the other
    roads that lead into it: one step, as the mine is not a road tile.
    """
    tiles = state.tiles
    crossable = (
        frozenset(m.cell for m in state.mines if m.empty)
        if state.options.empty_mines == PASS_THROUGH
        else frozenset()
    )

    def neighbours(cell: Cell) -> Iterable[Cell]:
        # (Whether it is a road first: most cells a search takes are, and the test is cheap.)
        if type(tiles.get(cell)) is Road or cell == start:
            found = road_neighbours(state, cell)
            if not crossable or crossable.isdisjoint(found):  # (no empty mine to cross: as found)
                return found
            return [
                beyond
                for there in found
                for beyond in (
                    [r for r in road_neighbours(state, there) if r != cell]
                    if there in crossable
                    else [there]
                )
            ]
        return ()

    return neighbours


@dataclass(frozen=True)
class Closeness:
    """How far one building is from each mine it is connected to.

    Attributes
    ----------
    start:
        The building the search started from.
    roads:
        Mine number -> road tiles crossed on a shortest path, for every
        non-empty mine that is connected.
    search:
        The breadth-first search behind it (distances count cells, so a
        mine's entry is one more than its road count), or ``None`` when no
        search was needed: the road network showed that no mine with tiles
        left can be reached (see :func:`in_reach`).
    """

    start: Cell
    roads: dict[int, int]
    search: SearchResult[Cell] | None

    @property
    def connected(self) -> bool:
        return bool(self.roads)

    @property
    def nearest(self) -> tuple[int, ...]:
        """The closest mine(s); several when tied, and the player chooses among them.

        Rulebook, *Clarifications*: all tied "are treated as if they are closest".
        """
        if not self.roads:
            return ()
        best = min(self.roads.values())
        return tuple(sorted([m for m, d in self.roads.items() if d == best]))

    def path(self, state: GameState, mine: int) -> tuple[Cell, ...]:
        """One shortest path, building first and mine last (``KeyError`` if not connected)."""
        if mine not in self.roads or self.search is None:
            raise KeyError(f"Mine {mine} is not connected to the building at {self.start}")
        return self.search.path_to(state.mines[mine - 1].cell)


def in_reach(state: GameState, start: Cell, targets: Iterable[Cell]) -> bool:
    """Whether a road path from the tile on ``start`` could reach any of ``targets``.

    A quick test before a search, read from the state's road network
    (union-find): a path along roads from ``start`` to a target uses only
    road connections, so the roads next to ``start`` and the target must
    share a group.  If none does, no search can succeed.  (The converse
    does not hold: a group may join two mines *through* a third, which a
    closeness path may not cross; the search decides then.)
    """
    network, groups = state.network, set()
    for road in road_neighbours(state, start):  # (a plain loop: a comprehension is a call)
        groups.add(network.find(road))
    if groups:
        for target in targets:
            if network.find(target) in groups:
                return True
    return False


def closeness(state: GameState, building: Cell) -> Closeness:
    """Road distance from ``building`` to every connected, non-empty mine.

    Rulebook, *Mining*: "see if you can draw a path of connected Roads from
    the Building you are currently on to the place you are checking. If you
    can, count how many Road Tiles are crossed to get there."  Empty mines
    are left out: they have nothing left to draw.  (Who is closest to a
    mine for its event is :func:`closest_players`, which counts empty mines
    too: the last tile's event still asks.)
    """
    return memo(state, ("closeness", building), _closeness, state, building)


def _closeness(state: GameState, building: Cell) -> Closeness:
    targets = []  # the mines with tiles (a plain loop: a comprehension is a call)
    for mine in state.mines:
        if mine.tiles:
            targets.append(mine.cell)
    if not in_reach(state, building, targets):
        return Closeness(building, {}, None)  # not connected: no search needed
    found = road_search(state, building)
    roads = {
        mine.number: found.distance[mine.cell] - 1
        for mine in state.mines
        if mine.tiles and mine.cell in found.distance  # (not empty)
    }
    return Closeness(building, roads, found)


def road_search(state: GameState, start: Cell) -> SearchResult[Cell]:
    """Breadth-first search along roads from the tile on ``start`` (see :func:`along_roads`).

    Its distances count cells: every tile a road path from ``start`` can
    reach, buildings and mines included (as dead ends).
    """
    return memo(state, ("road search", start), _road_search, state, start)


def _road_search(state: GameState, start: Cell) -> SearchResult[Cell]:
    return breadth_first_search([start], along_roads(state, start))


def closeness_steps(state: GameState, building: Cell) -> Iterator[BfsStep[Cell]]:
    """The search of :func:`closeness`, one step at a time, for a step-through."""
    return breadth_first_steps([building], along_roads(state, building))


def closest_players(state: GameState, mine: int) -> tuple[int, ...]:
    """The seats of the player(s) closest to ``mine`` by road.

    Rulebook, *Clarifications*: "If a card or tile references 'the closest
    player', and players are tied, all tied players are equally affected."
    A player who is not connected to the mine is never closest.
    """
    # One search from the mine finds every player's distance at once: the
    # road graph is symmetric, so the way out is as long as the way back.
    cell = state.mines[mine - 1].cell
    # No union-find test first (as closeness has): reading every pawn's roads
    # costs about as much as this search, which ends at once when no road
    # leads into the mine.
    found = road_search(state, cell)
    distances = {
        seat: found.distance[player.pawn] - 1
        for seat, player in enumerate(state.players)
        if player.pawn in found.distance
    }
    if not distances:
        return ()
    best = min(distances.values())
    return tuple([seat for seat, d in distances.items() if d == best])


def road_links(tiles: Mapping[Cell, Tile], cell: Cell) -> tuple[tuple[Cell, Cell], ...]:
    """The road connections that the road on ``cell`` makes to roads and mines.

    Each is a pair ``(cell, there)``, listed clockwise from north.  These are
    the edges of the road network that *connected by road* (Silver Trail)
    asks about: a road joins a mine it leads into, and a road whose exit
    meets an exit of its neighbour.  Buildings are left out: roads do not
    continue through them.  Placing the road unions exactly these pairs, in
    this order (:meth:`~tutorial.cerro_gordo.state.GameState.with_tile`).

    >>> from tutorial.cerro_gordo.scenarios import from_map
    >>> road_links(from_map("M1──┬─M2\\n. . │ . ").tiles, (2, 0))
    (((2, 0), (3, 0)), ((2, 0), (2, 1)), ((2, 0), (1, 0)))
    """
    links = []
    for _, there, back in cells_across(cell, tiles[cell].bits):
        tile = tiles.get(there)
        if isinstance(tile, MineSite) or (isinstance(tile, Road) and tile.bits & back):
            links.append((cell, there))
    return tuple(links)


def network_of(tiles: Mapping[Cell, Tile]) -> UnionFind[Cell]:
    """The road network of ``tiles`` built from scratch: every road and mine, then every link.

    The state builds it this way only when it is made from a whole board
    (setup, a map, a saved file); afterwards each road placed adds to it.
    """
    cells = sorted(c for c, t in tiles.items() if isinstance(t, (Road, MineSite)))
    links = [link for c in cells if isinstance(tiles[c], Road) for link in road_links(tiles, c)]
    return components(cells, links)


def network_nodes(state: GameState) -> list[Cell]:
    """The cells of the road network: every road and every mine."""
    return sorted(c for c, t in state.tiles.items() if isinstance(t, (Road, MineSite)))


def road_edges(state: GameState) -> list[tuple[Cell, Cell]]:
    """Every road connection between two roads or a road and a mine, once each.

    Buildings are left out: roads do not continue through them.
    """
    tiles = state.tiles
    return [
        (cell, there)
        for cell in network_nodes(state)
        if isinstance(tiles[cell], Road)
        for _, there in road_links(tiles, cell)
        if isinstance(tiles[there], MineSite) or there > cell
    ]


def mine_network(state: GameState) -> UnionFind[Cell]:
    """Roads and mines grouped into connected road networks, by union-find from scratch.

    The state keeps the same grouping up to date as roads arrive
    (``state.network``); this rebuilds it from the board, one connection at
    a time, as a chapter steps through it.  Two mines are "connected by
    road" when they share a group.
    """
    return components(network_nodes(state), road_edges(state))


def mine_groups(state: GameState) -> frozenset[frozenset[int]]:
    """Which mines are joined to which by road, as sets of mine numbers.

    Read from the state's road network, kept as roads are placed.
    """
    network = state.network
    by_root: dict[Cell, set[int]] = {}
    for mine in state.mines:
        by_root.setdefault(network.find(mine.cell), set()).add(mine.number)
    return frozenset(frozenset(g) for g in by_root.values())
