"""Cities, roads, fields and monasteries that grow across tiles, kept by union-find.

A **feature node** is one feature drawn on one placed tile: ``(cell, index)``
with ``index`` into the tile type's features.  When a tile arrives, each of
its features becomes a node, and each side that touches a tile is joined
(union-find) with the features on the other side of the edge: a city side
once, by its middle slot (a city fills the whole side), a road or field side
slot by slot (:attr:`~tutorial.carcassonne.tiles.TileType.meets`).  A
**group** is a set of joined nodes: a whole city, road, farm (field) or a
monastery.  The union-find names each group by its root node, and the state
keeps one :class:`Group` record per root: what the engine needs to know of
the group without ever walking over it.

Rulebook (base game), *Scoring*: a road or city is **complete** when it has
no open end: its record counts the sides (cities) or road ends (roads) not
yet matched by a neighbour, and the feature is complete when the count
reaches zero.  Joining two features across an edge closes one side of each,
so the count drops by 2, even when the two were joined already (a road
closing a loop on itself).  A monastery counts its empty neighbours instead
(complete when all 8 are filled).  Nothing here ever flood-fills.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from functools import cache, partial
from typing import NamedTuple

from tutorial.carcassonne.board import Placed
from tutorial.carcassonne.tiles import (
    FIELD,
    MONASTERY,
    Feature,
    TileType,
    start_of,
)
from tutorial.core.graphs import UnionFind
from tutorial.core.grid import Cell, diagonal_neighbours, edge_neighbours
from tutorial.core.shared import look_up

_set_attribute = object.__setattr__

#: A feature on a placed tile: ``(cell, index into the tile type's features)``.
Node = tuple[Cell, int]


class Group(NamedTuple):
    """What the engine knows of one connected city, road, farm or monastery.

    A record of six values that never changes (a tuple with names: making
    one costs about half of a frozen dataclass's, and the engine makes one
    for every feature of every tile placed and every join); a change makes a
    new record (:meth:`closing`, :meth:`with_followers`, :func:`merged`).

    Attributes
    ----------
    kind:
        ``"city"``, ``"road"``, ``"field"`` or ``"monastery"``.
    cells:
        The tiles it spreads over (each once, even if it crosses a tile twice).
    open:
        Road ends or city sides not yet matched; for a monastery, empty
        cells around it; always 0 for a field.  0 means complete.
    pennants:
        Pennants in a city.
    cities:
        For a field: the city nodes it touches, on any of its tiles (farm
        scoring resolves them to whole cities, each counted once).
    followers:
        ``(node, seat)`` for every follower standing in it.
    """

    kind: str
    cells: frozenset[Cell]
    open: int = 0
    pennants: int = 0
    cities: frozenset[Node] = frozenset()
    followers: tuple[tuple[Node, int], ...] = ()

    # The changes below read the record by unpacking it: a named tuple's field
    # read by name takes Python's generic (slow) attribute path, and the
    # engine changes records for every tile placed.

    def with_followers(self, followers: tuple[tuple[Node, int], ...]) -> Group:
        """This group with ``followers`` standing in it instead."""
        kind, cells, open_ends, pennants, cities, _ = self
        return record((kind, cells, open_ends, pennants, cities, followers))

    def closing(self, ends: int) -> Group:
        """This group with ``ends`` of its open ends matched."""
        kind, cells, open_ends, pennants, cities, followers = self
        return record((kind, cells, open_ends - ends, pennants, cities, followers))

    @property
    def complete(self) -> bool:
        """A road, city or monastery with nothing left open (a field never completes)."""
        return self.kind != FIELD and self.open == 0


#: ``record((kind, cells, open, pennants, cities, followers))``: a :class:`Group`
#: made from all six values at once.  ``Group(...)`` runs a ``__new__`` written
#: in Python (for the defaults); this is the tuple's own, and the engine makes
#: several records for every tile placed.
record = partial(tuple.__new__, Group)


def merged(a: Group, b: Group, closed: int) -> Group:
    """Two groups of one kind joined, with ``closed`` open ends matched by the join."""
    kind, cells, open_ends, pennants, cities, followers = a
    _, cells_b, open_b, pennants_b, cities_b, followers_b = b
    return record(
        (
            kind,
            cells | cells_b,
            open_ends + open_b - closed,
            pennants + pennants_b,
            cities | cities_b if cities_b else cities,
            followers + followers_b,
        )
    )


def join(
    network: UnionFind[Node],
    groups: MutableMapping[Node, Group],
    touched: dict[Node, Group],
    a: Node,
    b: Node,
    closed: int,
) -> tuple[Node, Group | None]:
    """Join feature ``a`` of a tile just placed and ``b`` across an edge, closing ``closed`` ends.

    ``touched`` holds, by root, the records of the groups the tile has
    changed so far (its own features' among them, so ``a``'s group's),
    which :func:`add_tile` writes into ``groups`` once the tile is done;
    ``groups`` holds every other record.  Changes ``network``, ``touched``
    and ``groups`` in place (the caller works on copies) and returns the
    root of the joined group, and its record if it changed (``None`` when
    the two were one group already and nothing closed: the caller reads a
    record only to see whether a join completed it).  If the two are in
    one group already (a road looping back on itself), the union-find
    merges nothing but the ends still close.
    """
    root_a, root_b = network.find(a), network.find(b)
    if root_a == root_b:
        if not closed:
            return root_a, None
        group = touched[root_a] = touched[root_a].closing(closed)
        return root_a, group
    root = network.link(root_a, root_b)  # the union, with both roots known
    # b's group is read from the records of earlier tiles the first time the
    # tile reaches it, and taken out of them: its merged record is the tile's.
    first, second = touched.pop(root_a), touched.pop(root_b, None) or groups.pop(root_b)
    group = touched[root] = merged(first, second, closed)
    return root, group


#: The cities of a feature that touches none (shared: a frozenset never changes).
NO_CITIES: frozenset = frozenset()


def new_group(tile: TileType, index: int, cell: Cell, filled_around: int) -> Group:
    """The group of one feature of a tile just placed, before it joins its neighbours.

    A road starts with one open end per slot it reaches, a city with one open
    side per side it covers (3 slots a side), a monastery with its empty
    neighbours (``8 - filled_around``).
    """
    return new_groups(tile, cell, filled_around)[index]


def new_groups(tile: TileType, cell: Cell, filled_around: int) -> list[Group]:
    """:func:`new_group` for every feature of the tile on ``cell``, in the tile's order.

    The tiles they spread over, ``{cell}``, are one set shared by all of
    them (a frozenset never changes); what each feature brings
    (:func:`open_ends`, pennants, the cities a field touches) is read from
    the tile type, worked out once (:attr:`~tutorial.carcassonne.tiles.TileType.starts`).
    """
    cells = frozenset((cell,))
    return [
        record(
            (
                kind,
                cells,
                8 - filled_around if kind == MONASTERY else opened,
                pennants,
                frozenset([(cell, city) for city in cities]) if cities else NO_CITIES,
                (),
            )
        )
        for kind, opened, pennants, cities in tile.starts
    ]


def open_ends(feature: Feature, filled_around: int) -> int:
    """The open ends of ``feature`` on a tile just placed, before it joins its neighbours.

    A road has one per slot it reaches, a city one per side it covers (3
    slots a side), a monastery one per empty cell around it; a field none.
    """
    return 8 - filled_around if feature.kind == MONASTERY else start_of(feature)[1]


#: Where the 8 cells around a cell lie: the 4 edge neighbours (N, E, S, W), then the diagonals.
AROUND = tuple(
    [(dx, dy) for _, (dx, dy) in edge_neighbours((0, 0))] + list(diagonal_neighbours((0, 0)))
)


@cache
def around(cell: Cell) -> tuple[Cell, ...]:
    """The 8 cells around ``cell``: a monastery's neighbours (its 4 edge neighbours first, N E S W).

    Remembered: every tile placed asks it, and a board has only so many cells.

    >>> around((0, 0))[:4]
    ((0, -1), (1, 0), (0, 1), (-1, 0))
    """
    x, y = cell
    return tuple([(x + dx, y + dy) for dx, dy in AROUND])


def add_tile(
    network: UnionFind[Node],
    groups: MutableMapping[Node, Group],
    types: tuple[TileType, ...],
    cell: Cell,
    placed: Placed,
    tiles_around: list[Placed | None],
) -> list[Node]:
    """Put the features of the tile ``placed`` on ``cell`` into the groups.

    ``tiles_around`` holds the tiles on the 8 cells :func:`around` it
    (``None`` for an empty cell), in that order: the caller reads them
    from the board once (it needs the first four too).
    Joins each side's slots with the facing slots of the neighbour on that
    side (:attr:`~tutorial.carcassonne.tiles.TileType.meets`), and tells each
    monastery around that one more neighbour is filled.  Changes ``network``
    and ``groups`` in place (the caller works on copies) and returns the
    roots of the groups this tile completed, as it closes their last open
    end (``close`` in chapter 4's pseudocode).  A group complete here stays
    as it is for the rest of the tile: with no open end left, no other join
    of the tile can reach it.
    """
    tile = types[placed.tile]
    neighbours = around(cell)  # the four edge neighbours (N, E, S, W) first
    filled = 8 - tiles_around.count(None)  # (None: an empty cell)
    nodes = [(cell, index) for index in range(len(tile.features))]  # made once, used often
    network.add_all(nodes)
    # The records this tile changes, by root, gathered here and written into
    # groups at the end: on a big board the records are shared buckets, read
    # and written by a method call each, and a tile changes a few many times.
    touched = dict(zip(nodes, new_groups(tile, cell, filled), strict=True))
    monastery = tile.monastery
    # A monastery placed with all 8 cells around it filled is complete at once.
    completed = [nodes[monastery]] if monastery is not None and filled == 8 else []
    for side, meets in enumerate(tile.meets[placed.rotation]):
        there = tiles_around[side]
        if there is None:
            continue
        # Their features by board slot (feature_at, read from the tile's table).
        neighbour, theirs_at = neighbours[side], types[there.tile].turned_features[there.rotation]
        for ours, slot, closed in meets:
            theirs = (neighbour, theirs_at[slot])
            root, group = join(network, groups, touched, nodes[ours], theirs, closed)
            if closed and group.open == 0:  # type: ignore[union-attr]  # (closed: a record)
                completed.append(root)
    for neighbour, there in zip(neighbours, tiles_around, strict=True):
        if there is None:
            continue
        monastery = types[there.tile].monastery
        if monastery is not None:
            root = network.find((neighbour, monastery))  # (a monastery joins nothing)
            group = groups[root] = groups[root].closing(1)
            if group.open == 0:
                completed.append(root)
    groups.update(touched)
    return completed


def grouped_from_scratch(
    board: Mapping[Cell, Placed], types: tuple[TileType, ...]
) -> tuple[UnionFind[Node], dict[Node, Group]]:
    """The union-find and group records of a whole board, adding its tiles one by one.

    The order does not matter: union-find ends with the same groups whatever
    order the joins come in.  Used to load a position and to check the
    incremental version.
    """
    network: UnionFind[Node] = UnionFind(by_place=True)
    groups: dict[Node, Group] = {}
    partial: dict[Cell, Placed] = {}
    for cell, placed in board.items():
        partial[cell] = placed
        add_tile(network, groups, types, cell, placed, look_up(partial, around(cell)))
    return network, groups
