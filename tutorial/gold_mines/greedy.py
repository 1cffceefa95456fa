"""A greedy player for Carcassonne with The Gold Mines: whatever looks best right now.

A player is any function ``(state, rng) -> action``, the same interface a
learner's own bot uses.  This one scores each legal action of the moment
and takes the best (ties: the first listed):

- **points now**: a feature the tile completes scores for its majority
  (counted for us, against us if only rivals win it);
- **gold now**: the ingots on a completed feature's tiles, each worth
  :data:`GOLD_VALUE` points, to whoever wins it (shared when tied);
- **growth**: an open road or city we hold grows by the tile's points, one a rival holds
  grows against us;
- **a follower**: the best free feature of the tile (road, city, monastery
  or field: farmers included), valued by what it may score, minus the cost
  of a follower tied up (:data:`FOLLOWER_COST`; a farmer is tied up for the
  whole game, :data:`FARMER_COST`).

Valuing a placement must be cheap, since a turn has dozens of them: it
never places the tile, but reads from the union-find which groups each
feature of the tile would join and adds up their records (open ends,
tiles, pennants, followers, the gold on their tiles) as numbers, without
making a group (:class:`Outlook`).  What a tile would meet on a cell is
read once for all its turns, and what a feature would join once for every
placement that makes the same joins.  Each feature of the tile is valued
on its own, so two of the tile's roads closing one loop are not seen to
merge: a greedy player may misjudge that.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile
from tutorial.carcassonne.features import AROUND, Group, Node, around, open_ends
from tutorial.carcassonne.followers import follower_spots
from tutorial.carcassonne.placing import tile_placements
from tutorial.carcassonne.scoring import completed_points, majority, points_when_complete
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import (
    CITY,
    FIELD,
    MONASTERY,
    SLOTS,
    Feature,
    facing,
)
from tutorial.core.grid import Cell
from tutorial.core.values import memo
from tutorial.gold_mines.handout import monastery_area
from tutorial.gold_mines.ingots import PlaceIngot, second_ingot_choice
from tutorial.gold_mines.state import gold_of

#: What an ingot is worth, about (1 to 4 points at the end, by the value table).
GOLD_VALUE = 2.0
#: The cost of a follower tied up on an open road, city or monastery.
FOLLOWER_COST = 2.0
#: The cost of a farmer: it never comes back.
FARMER_COST = 5.0
#: A farm's worth for each city it touches that is still open (it may complete).
OPEN_CITY_FOR_FARM = 1.0


def stake(followers: Iterable[tuple[Node, int]], seat: int, players: int) -> float:
    """How much a feature's points count for ``seat``: what it wins, less what rivals win.

    Rulebook (base game), *Scoring*: every player tied for the most
    followers scores in full.  A rival's points count against us, shared
    among the rivals (in a 2-player game, fully; so a tie counts 0).
    """
    winners = majority(followers)
    rivals = sum(1 for winner in winners if winner != seat)
    return (seat in winners) - rivals / (players - 1)


class Outlook:
    """What the greedy player reads of one state to value the drawn tile's placements.

    Worked out once per state (:meth:`of`): whose turn it is, the gold on
    the tiles, and, as the placements are valued, what a tile would meet
    on each cell (:meth:`view`) and what each join of a feature is worth
    (:meth:`joined`), so placements making the same joins share the work.
    """

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.seat, self.players = state.active, len(state.players)
        self.ingots = gold_of(state).on_board()
        self.follower_left = state.player.followers > 0
        self.tile = state.current_tile
        #: (feature, meetings) -> (points now, follower spot): see joined().
        self._joins: dict[tuple[int, tuple], tuple[float | None, float | None]] = {}
        #: Tiles around a cell -> each feature's worth alone: see alone().
        self._alone: dict[int, tuple[float, ...]] = {}

    @classmethod
    def of(cls, state: GameState) -> Outlook:
        """The outlook of ``state`` (one per state: :func:`~tutorial.core.values.memo`)."""
        return memo(state, "outlook", lambda: cls(state))

    def stake(self, followers: Sequence[tuple[Node, int]]) -> float:
        """:func:`stake` for the active player."""
        return stake(followers, self.seat, self.players)

    def gold(self, cells: Iterable[Cell]) -> int:
        """The ingots on ``cells``."""
        ingots = self.ingots
        return sum(ingots.get(cell, 0) for cell in cells) if ingots else 0

    def completion_value(self, group: Group) -> float:
        """Points and gold the completed ``group`` brings us (negative when rivals win it)."""
        cells = monastery_area(min(group.cells)) if group.kind == MONASTERY else group.cells
        return self.stake(group.followers) * (
            completed_points(group) + GOLD_VALUE * self.gold(cells)
        )

    def view(self, cell: Cell) -> CellView:
        """What a tile on ``cell`` would meet, whatever its turn: see :class:`CellView`."""
        state = self.state
        board, types, find = state.board, state.rules.tiles, state.network.find
        neighbours = around(cell)  # the four sides (N, E, S, W) first, then the corners
        there = list(map(board.get, neighbours))
        facing: list[Node | None] = [None] * SLOTS
        sides = []
        for side in range(4):
            placed = there[side]
            if placed is None:
                continue
            sides.append(side)
            # The neighbour's own meetings with the side facing us name its feature
            # on each slot (a city side by its middle slot, as ours do).
            neighbour = neighbours[side]
            for theirs, ours, _ in types[placed.tile].meets[placed.rotation][(side + 2) % 4]:
                facing[FACING[ours]] = find((neighbour, theirs))
        completes = []
        for neighbour, placed in zip(neighbours, there, strict=True):
            monastery = None if placed is None else types[placed.tile].monastery
            if monastery is not None:
                group = state.group((neighbour, monastery))
                if group.open == 1:  # this cell is its last empty neighbour
                    completes.append(self.completion_value(group))
        filled = sum(map(bool, there))  # a tile counts 1, an empty cell (None) 0
        return CellView(tuple(completes), tuple(facing), tuple(sides), self.alone(cell, filled))

    def alone(self, cell: Cell, filled: int) -> tuple[float, ...]:
        """What a follower is worth on each feature of the tile on ``cell`` joining nothing.

        (Alone, a feature holds no follower, so it scores nothing for anyone
        now.)  The same on every cell with ``filled`` tiles around, but for
        a monastery they complete (the gold around it).
        """
        tile = self.tile
        assert tile is not None  # placements are valued in the tile phase
        complete = tile.monastery is not None and filled == len(AROUND)
        known = None if complete else self._alone.get(filled)
        if known is None:
            known = tuple(self.alone_spot(feature, cell, filled) for feature in tile.features)
            if not complete:
                self._alone[filled] = known
        return known

    def alone_spot(self, feature: Feature, cell: Cell, filled: int) -> float:
        """What a follower is worth on ``feature`` placed on ``cell`` joining nothing.

        (Alone, it holds no follower, so it scores nothing for anyone now.)
        """
        if feature.kind == FIELD:  # its own cities, all open for now
            return farm_value(0, len(feature.cities))
        opened = open_ends(feature, filled)
        gold = self.gold(monastery_area(cell)) if feature.kind == MONASTERY and not opened else 0
        return held_value(feature.kind, opened, 1, int(feature.pennant), gold)

    def joined(
        self, index: int, meetings: tuple[tuple[Node, int], ...]
    ) -> tuple[float | None, float | None]:
        """Feature ``index`` of the tile meeting, on some sides, the features ``meetings``.

        ``meetings`` holds ``(root, closed)`` for each slot met: the root of
        the neighbour's feature, and the open ends the join closes.  Returns
        what the feature scores us now (``None``: nothing) and what a
        follower on it is worth (``None``: its groups hold followers
        already).  The same for every cell and turn making these joins (an
        empty cell holds no gold, and no city the groups touch), so worked
        out once.
        """
        key = (index, meetings)
        known = self._joins.get(key)
        if known is None:
            roots = tuple(dict.fromkeys(root for root, _ in meetings))  # each group once
            closed = sum([shut for _, shut in meetings])
            known = self._joins[key] = self._joined(index, roots, closed)
        return known

    def _joined(
        self, index: int, roots: tuple[Node, ...], closed: int
    ) -> tuple[float | None, float | None]:
        assert self.tile is not None
        feature = self.tile.features[index]
        kind, groups = feature.kind, [self.state.groups[root] for root in roots]
        opened = open_ends(feature, 0) + sum([group.open for group in groups]) - closed
        if len(groups) == 1:
            cells, followers = groups[0].cells, groups[0].followers
        else:
            cells = frozenset().union(*[group.cells for group in groups])
            followers = tuple(follower for group in groups for follower in group.followers)
        tiles = len(cells) + 1  # the new tile's cell is in none of them
        pennants = int(feature.pennant) + sum([group.pennants for group in groups])
        now = None
        if kind != FIELD and opened == 0:  # complete: scores, gold included
            worth = points_when_complete(kind, tiles, pennants) + GOLD_VALUE * self.gold(cells)
            now = self.stake(followers) * worth
        elif kind != FIELD and followers:  # the tile's points join a feature someone holds
            now = self.stake(followers) * (2 if kind == CITY else 1)
        if followers:
            return now, None
        if kind == FIELD:
            if len(groups) == 1:  # the farm's count, remembered
                done, open_ = farm_cities(self.state, roots[0])
            else:
                cities = frozenset().union(*[group.cities for group in groups])
                done, open_ = count_cities(self.state, cities)
            return now, farm_value(done, open_ + len(feature.cities))  # its own: open for now
        gold = self.gold(cells) if opened == 0 else 0
        return now, held_value(kind, opened, tiles, pennants, gold)

    def placement_value(self, view: CellView, rotation: int) -> float:
        """How good the drawn tile turned ``rotation`` on the cell of ``view`` looks for us.

        Each feature of the tile: the points and gold it completes, and the
        points it adds to a feature someone holds (:meth:`joined`); the
        monasteries around it completes; and the best free feature for a
        follower.
        """
        assert self.tile is not None
        meets, facing = self.tile.meets[rotation], view.facing
        met: dict[int, list[tuple[Node, int]]] = {}  # by feature of the tile: (root, ends closed)
        for side in view.sides:  # the sides with a tile
            for ours, slot, shut in meets[side]:
                if ours in met:
                    met[ours].append((facing[slot], shut))  # type: ignore[arg-type]
                else:
                    met[ours] = [(facing[slot], shut)]  # type: ignore[list-item]
        value = best = 0.0
        for index, spot in enumerate(view.alone):
            if index in met:
                now, spot = self.joined(index, tuple(met[index]))  # type: ignore[assignment]
                if now is not None:
                    value += now
                if spot is None:
                    continue
            if spot > best:
                best = spot
        for worth in view.completes:
            value += worth
        return value + (best if self.follower_left else 0.0)

    def best_placement(self) -> tuple[Cell, int]:
        """The first placement of highest value, in the order of :func:`tile_placements`.

        They come cell by cell, so each cell's view is read once.
        """
        best, best_value, cell, view = None, 0.0, None, None
        for placement in tile_placements(self.state):
            if placement[0] != cell:
                cell = placement[0]
                view = self.view(cell)
            value = self.placement_value(view, placement[1])  # type: ignore[arg-type]
            if best is None or value > best_value:
                best, best_value = placement, value
        assert best is not None  # a tile is drawn only where it fits
        return best


class CellView(NamedTuple):
    """What a tile on an open cell would meet, whatever its turn (see :meth:`Outlook.view`)."""

    #: What each monastery the tile would complete is worth to us (the cell is its
    #: last empty neighbour).
    completes: tuple[float, ...]
    #: By the neighbour's slot (each of the 12 slots facing the cell is on a different
    #: side, so the slot names one): the root of the neighbour's feature there, or
    #: ``None`` if that side has no tile.
    facing: tuple[Node | None, ...]
    #: The sides (0 = north, clockwise) with a tile.
    sides: tuple[int, ...]
    #: What a follower is worth on each feature of the drawn tile, as if it joined nothing.
    alone: tuple[float, ...]


#: :func:`~tutorial.carcassonne.tiles.facing` of each slot: the slot it touches across an edge.
FACING = tuple(facing(slot) for slot in range(SLOTS))


def gold_on(state: GameState, group: Group) -> int:
    """The ingots on a feature's tiles (a monastery's 3x3 area)."""
    ingots = gold_of(state).on_board()
    if not ingots:
        return 0
    cells = monastery_area(min(group.cells)) if group.kind == MONASTERY else group.cells
    return sum(ingots.get(c, 0) for c in cells)


def farm_value(done: int, open_: int) -> float:
    """A farmer's worth: 3 points a completed city it touches, a little for an open one."""
    return 3 * done + OPEN_CITY_FOR_FARM * open_ - FARMER_COST


def held_value(kind: str, opened: int, tiles: int, pennants: int, gold: int) -> float:
    """What a follower of ours alone in a road, city or monastery is worth, less its cost.

    ``opened`` open ends, over ``tiles`` tiles, with ``pennants``; ``gold``
    the ingots on its tiles (read only when it is complete).
    """
    if opened == 0:  # scores at once, and the follower comes straight back
        return points_when_complete(kind, tiles, pennants) + GOLD_VALUE * gold
    if kind == MONASTERY:
        return 9 - opened - FOLLOWER_COST
    likely = 0.8 if opened <= 2 else 0.5
    return likely * points_when_complete(kind, tiles, pennants) - FOLLOWER_COST


def follower_value(state: GameState, group: Group) -> float:
    """What a follower of ours alone in ``group`` is worth, minus the cost of tying it up."""
    if group.kind == FIELD:
        return farm_value(*count_cities(state, group.cities))
    gold = gold_on(state, group) if group.complete else 0
    return held_value(group.kind, group.open, len(group.cells), group.pennants, gold)


def count_cities(
    state: GameState, cities: Iterable[Node], new_cell: Cell | None = None
) -> tuple[int, int]:
    """How many of a farm's ``cities`` are complete, and how many open (any on ``new_cell``)."""
    done = open_ = 0
    for node in cities:
        if node[0] == new_cell:
            open_ += 1
        elif state.group(node).complete:
            done += 1
        else:
            open_ += 1
    return done, open_


def farm_cities(state: GameState, root: Node) -> tuple[int, int]:
    """:func:`count_cities` of the farm named by ``root``, worked out once per state."""
    return memo(state, ("farm", root), lambda: count_cities(state, state.groups[root].cities))


def ingot_value(state: GameState, cell: Cell) -> float:
    """How good an ingot on ``cell`` is for the active player: who holds the tile's features."""
    tile = state.tile_at(cell)
    roots = {state.network.find((cell, index)) for index in range(len(tile.features))}
    seat, players = state.active, len(state.players)
    return sum(
        stake(state.groups[root].followers, seat, players)
        for root in roots
        if state.groups[root].kind != FIELD
    )


def greedy_player(state: GameState, rng: random.Random) -> object:
    """The action that looks best now (see the module docstring); ``rng`` is not used.

    >>> from tutorial.gold_mines.rules import new_game
    >>> type(greedy_player(new_game(2, seed=1).state, random.Random(0))).__name__
    'PlaceTile'
    """
    if state.phase == "tile":
        return PlaceTile(*Outlook.of(state).best_placement())
    if state.phase == "ingots":
        return PlaceIngot(max(second_ingot_choice(state), key=lambda c: ingot_value(state, c)))
    cell = state.placed
    assert cell is not None  # the follower phase comes after the tile
    spots = {index: state.group((cell, index)) for index in follower_spots(state)}
    best = max(spots, key=lambda i: follower_value(state, spots[i]), default=None)
    if best is not None and follower_value(state, spots[best]) > 0:
        return PlaceFollower(best)
    return NoFollower()
