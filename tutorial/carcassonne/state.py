"""The state of a game of Carcassonne, as one immutable value.

Every action makes a new :class:`GameState` and leaves the old one as it
was.  The board is a mapping from cell to :class:`~tutorial.carcassonne.board.Placed`
that is never changed in place (a placement builds a new one).  The
union-find of features and its group records are shared with earlier states
until a tile arrives, which works on copies (as Cerro Gordo's road network).
A copy shares what it does not change: past a real game's size the board,
the open cells and the group records are shared dicts
(:class:`~tutorial.core.shared.SharedDict`), copied bucket by bucket as the
union-find is, so a placement costs about the same on any board.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from tutorial.carcassonne.board import (
    NEED_NUMBER,
    Needs,
    Placed,
    edge_cells,
    open_cells_of,
    opened,
)
from tutorial.carcassonne.features import Group, Node, add_tile, around, grouped_from_scratch
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.tiles import TileType
from tutorial.core.graphs import UnionFind
from tutorial.core.grid import Cell
from tutorial.core.shared import copy_to_change, look_up
from tutorial.core.values import evolve

#: The open cells sorted, and what each asks of a tile (by need number), in the same order.
Ordered = tuple[tuple[Cell, ...], tuple[int, ...]]

#: Rulebook (base game), *Components*: 8 followers a colour, one of them the
#: score marker: 7 to play.
FOLLOWERS = 7


@dataclass(frozen=True)
class ScoreSheet:
    """A player's points, by category (roads, cities, monasteries, farms, ...).

    An expansion adds its own category (The Gold Mines: gold) through its
    :class:`~tutorial.carcassonne.rules.RuleSet`.
    """

    points: Mapping[str, int]

    @classmethod
    def empty(cls, categories: tuple[str, ...]) -> ScoreSheet:
        return cls(MappingProxyType(dict.fromkeys(categories, 0)))

    def add(self, category: str, points: int) -> ScoreSheet:
        """This sheet with ``points`` more in ``category``."""
        return ScoreSheet(
            MappingProxyType({**self.points, category: self.points.get(category, 0) + points})
        )

    @property
    def total(self) -> int:
        return sum(self.points.values())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ScoreSheet) and dict(self.points) == dict(other.points)

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.points.items())))


@dataclass(frozen=True)
class PlayerState:
    """One player: name, followers left in their supply, points by category."""

    name: str
    followers: int
    score: ScoreSheet


@dataclass(frozen=True)
class Scored:
    """A feature scored: what it was, who had the most followers in it, the points.

    Kept in the state for the rest of the turn (``state.scored``) so that the
    explanation, and an expansion's steps, can read what was scored after
    the followers have gone home.
    """

    root: Node
    kind: str
    cells: frozenset[Cell]
    pennants: int
    points: int
    winners: tuple[int, ...]
    followers: tuple[tuple[Node, int], ...]
    complete: bool


@dataclass(frozen=True)
class GameState:
    """Everything on the table, and whose turn it is.

    ``deck`` holds the face-down tiles (indexes into ``rules.tiles``), top
    first: the seed shuffled it at setup, so the same seed and actions
    replay the same game.  ``tile`` is the tile drawn for this turn
    (``None`` once the game is over); ``placed`` the cell where it went.
    ``phase`` names the part of the turn (``rules.phases``).  ``layers``
    holds an expansion's pieces, by the expansion's name.
    """

    seed: int
    rules: RuleSet
    players: tuple[PlayerState, ...]
    board: Mapping[Cell, Placed]
    deck: tuple[int, ...]
    tile: int | None
    active: int = 0
    phase: str = "tile"
    placed: Cell | None = None
    turn_number: int = 1
    discarded: tuple[int, ...] = ()
    #: Roots of the groups the tile placed this turn completed.
    completed: tuple[Node, ...] = ()
    #: What was scored at the end of the last turn (or at the end of the game):
    #: the record its explanation reads, not a piece on the table, so neither
    #: saved nor compared (a loaded position equals the one saved).
    scored: tuple[Scored, ...] = field(default=(), compare=False)
    game_over: bool = False
    #: Every follower on the board: the feature node it stands on, and its owner's seat.
    followers: Mapping[Node, int] = field(default_factory=lambda: MappingProxyType({}))
    layers: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))
    #: Empty cells touching a tile (the only cells where a tile can go), each
    #: with what its neighbours ask of a tile there.  Kept up to date as tiles
    #: arrive; derived from ``board`` (not compared, not saved).
    open_cells: Mapping[Cell, Needs] = field(init=False, compare=False, repr=False)
    #: The open cells sorted, and what each asks, once someone asked
    #: (:attr:`open_in_order`, :attr:`need_numbers_in_order`); ``None`` before, or how
    #: to bring an earlier state's order up to date.
    _open_order: Ordered | Callable[[], Ordered] | None = field(
        init=False, compare=False, repr=False
    )
    #: Feature nodes joined into groups (union-find), shared with earlier
    #: states until a tile arrives, which works on a copy.
    network: UnionFind[Node] = field(init=False, compare=False, repr=False)
    #: One record per group, by the group's root in ``network`` (which node
    #: is the root depends on the order of the joins: not compared).  Each
    #: record also lists the followers in its group, from ``followers``.
    groups: Mapping[Node, Group] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # Derived from the board; only with_tile updates them incrementally.
        network, groups = grouped_from_scratch(self.board, self.rules.tiles)
        for node, seat in self.followers.items():
            root = network.find(node)
            groups[root] = groups[root].with_followers((*groups[root].followers, (node, seat)))
        object.__setattr__(self, "open_cells", open_cells_of(self.board, self.rules.tiles))
        object.__setattr__(self, "_open_order", None)
        object.__setattr__(self, "network", network)
        object.__setattr__(self, "groups", groups)

    @property
    def player(self) -> PlayerState:
        """The player whose turn it is."""
        return self.players[self.active]

    @property
    def current_tile(self) -> TileType | None:
        """The type of the tile drawn this turn."""
        return None if self.tile is None else self.rules.tiles[self.tile]

    @property
    def open_in_order(self) -> tuple[Cell, ...]:
        """The open cells, sorted: the order in which placements are listed.

        Sorted once; a copy with the same open cells (another phase, another
        score) shares the order, and :meth:`with_tile` keeps it up to date
        (one cell closes, at most three open), so a game sorts them once.
        """
        return self._ordered()[0]

    @property
    def need_numbers_in_order(self) -> tuple[int, ...]:
        """What each open cell asks of a tile, in the order of :attr:`open_in_order`.

        Each need by its number (:data:`~tutorial.carcassonne.board.NEED_NUMBER`),
        which a turns table is read by.  Kept up to date with the order (only
        the cells beside a new tile change), so listing the placements of a
        tile reads no mapping.
        """
        return self._ordered()[1]

    def _ordered(self) -> Ordered:
        order = self._open_order
        if not isinstance(order, tuple):
            if order is None:
                cells = tuple(sorted(self.open_cells))
                needs = map(self.open_cells.__getitem__, cells)
                order = cells, tuple(map(NEED_NUMBER.__getitem__, needs))
            else:
                order = order()
            object.__setattr__(self, "_open_order", order)  # derived: frozen all the same
        return order

    def tile_at(self, cell: Cell) -> TileType:
        """The type of the tile on ``cell``."""
        return self.rules.tiles[self.board[cell].tile]

    def group(self, node: Node) -> Group:
        """The group the feature ``node`` belongs to."""
        return self.groups[self.network.find(node)]

    def players_with(self, seat: int, **changes: object) -> tuple[PlayerState, ...]:
        """The players, with player ``seat`` changed."""
        players = self.players
        return (*players[:seat], evolve(players[seat], **changes), *players[seat + 1 :])

    def with_tile(self, cell: Cell, placed: Placed) -> GameState:
        """A copy with ``placed`` on ``cell``, its features joined to their neighbours.

        Works on copies of the board, the union-find and the group records
        (each shares what it does not change: :func:`~tutorial.core.shared.copy_to_change`);
        the open cells lose ``cell`` and gain its empty neighbours
        (:func:`~tutorial.carcassonne.board.opened`).  Records in
        ``completed`` the groups the tile completed.
        """
        board = copy_to_change(self.board)
        board[cell] = placed
        # The tiles on the 8 cells around, its edge neighbours first: read once, for both.
        tiles_around = look_up(board, around(cell))
        types = self.rules.tiles
        network = self.network.copy()
        groups = copy_to_change(self.groups, True)  # (by_place: records by their cell)
        completed = tuple(sorted(add_tile(network, groups, types, cell, placed, tiles_around)))
        tile = types[placed.tile]
        open_cells = opened(self.open_cells, cell, tile, placed.rotation, tiles_around)
        return evolve(
            self,
            board=board,
            open_cells=open_cells,
            _open_order=self._kept_in_order(cell, open_cells),
            network=network,
            groups=groups,
            placed=cell,
            completed=completed,
        )

    def _kept_in_order(
        self, cell: Cell, open_cells: Mapping[Cell, Needs]
    ) -> Callable[[], Ordered] | None:
        """How a state whose tile on ``cell`` made ``open_cells`` gets its :attr:`open_in_order`.

        From this state's order, if sorted already (never from one still to
        come: no chain of earlier states is kept): ``cell`` closes, and the
        empty cells beside it open, or ask for more.  Worked out only if
        asked.
        """
        order = self._open_order
        if not isinstance(order, tuple):
            return None
        return lambda: reordered(order, cell, open_cells)

    def with_groups(self, changed: Mapping[Node, Group], **changes: object) -> GameState:
        """A copy with the records of some groups (by root) replaced, and ``changes`` made."""
        if not changed:
            return evolve(self, **changes) if changes else self
        groups = copy_to_change(self.groups, True)  # (by_place: records by their cell)
        for root, group in changed.items():
            groups[root] = group
        return evolve(self, groups=groups, **changes)


def reordered(order: Ordered, closed: Cell, open_cells: Mapping[Cell, Needs]) -> Ordered:
    """The sorted open cells ``order`` (with their need numbers) after a tile arrived on ``closed``.

    ``closed`` leaves; each cell beside it that is open now (``open_cells``)
    is put in its place, or, if open already, asks what it asks now.

    >>> field, road = ("field", None, None, None), (None, "road", None, None)
    >>> order = (((0, 1), (1, 0), (2, 0)), (NEED_NUMBER[field],) * 3)
    >>> cells, numbers = reordered(order, (1, 0), {(1, 1): road})
    >>> cells, numbers == (NEED_NUMBER[field], NEED_NUMBER[road], NEED_NUMBER[field])
    (((0, 1), (1, 1), (2, 0)), True)
    """
    cells, asks = list(order[0]), list(order[1])
    at = bisect_left(cells, closed)
    del cells[at], asks[at]
    for cell in edge_cells(closed):
        needs = open_cells.get(cell)
        if needs is None:  # a tile stands there
            continue
        at = bisect_left(cells, cell)
        if at < len(cells) and cells[at] == cell:
            asks[at] = NEED_NUMBER[needs]
        else:
            cells.insert(at, cell)
            asks.insert(at, NEED_NUMBER[needs])
    return tuple(cells), tuple(asks)
