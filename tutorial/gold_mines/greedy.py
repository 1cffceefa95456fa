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

Previewing a placement must be cheap, since a turn has dozens of them: it
never places the tile, but reads which groups each feature would join from
the union-find and their records (:func:`preview`), and works out from
those records only what a value needs (a :class:`Joining`: open ends,
followers, tiles; the tiles themselves only for gold on a completed
feature).  It treats each feature of the tile on its own, so two of the
tile's roads closing one loop are not seen to merge: a greedy player may
misjudge that.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile
from tutorial.carcassonne.features import Group, Node, around, open_ends
from tutorial.carcassonne.followers import follower_spots
from tutorial.carcassonne.placing import tile_placements
from tutorial.carcassonne.scoring import completed_points, majority
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import (
    CITY,
    FIELD,
    MONASTERY,
    SLOTS,
    Feature,
    TileType,
    feature_at,
    side_slots,
)
from tutorial.core.grid import CLOCKWISE, Cell
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


def stake(group: Group | Joining, seat: int, players: int) -> float:
    """How much a feature's points count for ``seat``: what it wins, less what rivals win.

    Rulebook (base game), *Scoring*: every player tied for the most
    followers scores in full.  A rival's points count against us, shared
    among the rivals (in a 2-player game, fully; so a tie counts 0).
    """
    winners = majority(group.followers)
    rivals = sum(1 for winner in winners if winner != seat)
    return (seat in winners) - rivals / (players - 1)


class Joining(NamedTuple):
    """One feature of a previewed tile and the groups it would join: a group that is not made.

    Reads like a :class:`~tutorial.carcassonne.features.Group` (``kind``,
    ``open``, ``followers``, ``cells``, ``pennants``, ``cities``), worked
    out from the records of the groups it joins only when asked, so the
    values below take either.
    """

    kind: str
    #: Open ends once joined: its own, plus those of the groups, less those the joins close.
    open: int
    #: The cell the tile is previewed on, and the feature of the tile.
    cell: Cell
    feature: Feature
    #: The roots of the groups it would join, each once, and their records.
    roots: tuple[Node, ...]
    groups: tuple[Group, ...]

    @property
    def complete(self) -> bool:
        """A road, city or monastery with nothing left open (a field never completes)."""
        return self.kind != FIELD and self.open == 0

    @property
    def followers(self) -> tuple[tuple[Node, int], ...]:
        if not self.groups:  # a feature on its own has none yet
            return ()
        return tuple(follower for group in self.groups for follower in group.followers)

    @property
    def cells(self) -> frozenset[Cell]:
        return frozenset((self.cell,)).union(*[group.cells for group in self.groups])

    @property
    def pennants(self) -> int:
        return int(self.feature.pennant) + sum(group.pennants for group in self.groups)

    @property
    def cities(self) -> frozenset[Node]:
        own = frozenset((self.cell, city) for city in self.feature.cities)
        return own.union(*(group.cities for group in self.groups))


def preview(
    state: GameState, tile: TileType, cell: Cell, rotation: int, view: CellView | None = None
) -> list[Joining]:
    """What each feature of ``tile`` would belong to, placed on ``cell`` turned ``rotation``.

    Read from the roots in the union-find of the neighbours' features facing
    ``cell`` (``view``, from :func:`around_cell` if not given) and their
    group records, without placing the tile (the joins
    :func:`~tutorial.carcassonne.features.add_tile` would make).
    """
    if view is None:
        view = around_cell(state, cell)
    groups = state.groups
    facing_roots, features = view.facing, tile.features
    if tile is view.tile:  # the drawn tile: worked out once per cell
        alone = view.alone
    else:
        alone = _alone(tile, cell, view.filled)
    roots: list[list[Node]] = [[] for _ in features]
    closed = [0] * len(features)
    meets = tile.meets[rotation]
    for side in view.sides:  # the sides with a tile
        for ours, slot, shut in meets[side]:
            root = facing_roots[slot]
            if root not in roots[ours]:
                roots[ours].append(root)
            closed[ours] += shut  # one open end on each side of the edge
    result = list(alone)
    for index, joined in enumerate(roots):
        if joined:  # (a feature that joins nothing stays as it is alone)
            records = tuple([groups[root] for root in joined])
            opened = alone[index].open + sum([group.open for group in records]) - closed[index]
            feature = features[index]
            result[index] = Joining(feature.kind, opened, cell, feature, tuple(joined), records)
    return result


def _alone(tile: TileType, cell: Cell, filled: int) -> tuple[Joining, ...]:
    """Each feature of ``tile`` on ``cell`` as if it joined nothing."""
    return tuple(Joining(f.kind, open_ends(f, filled), cell, f, (), ()) for f in tile.features)


class CellView(NamedTuple):
    """What a tile on an open cell would meet, whatever its turn (see :func:`around_cell`)."""

    #: The tiles around the cell (of 8).
    filled: int
    #: The monasteries a tile there completes (the cell is their last empty neighbour).
    completes: tuple[Group, ...]
    #: By the neighbour's slot (each of the 12 slots facing the cell is on a different
    #: side, so the slot names one): the root of the neighbour's feature there, or
    #: ``None`` if that side has no tile.
    facing: tuple[Node | None, ...]
    #: The sides (0 = north, clockwise) with a tile.
    sides: tuple[int, ...]
    #: The drawn tile, and each of its features on the cell as if it joined nothing.
    tile: TileType | None
    alone: tuple[Joining, ...]


def around_cell(state: GameState, cell: Cell) -> CellView:
    """What a tile on ``cell`` would meet: the same for every rotation of every tile.

    Worked out once per cell and state (:func:`~tutorial.core.values.memo`).
    """
    return memo(state, ("around", cell), lambda: _around_cell(state, cell))


#: The neighbour's slots facing a cell, for the neighbour on each side of it (N, E, S, W).
FACING_SLOTS = tuple(side_slots(CLOCKWISE[(side + 2) % 4]) for side in range(4))


def _around_cell(state: GameState, cell: Cell) -> CellView:
    filled, completed = 0, []
    facing_roots: list[Node | None] = [None] * SLOTS
    types, find = state.rules.tiles, state.network.find
    for side, neighbour in enumerate(around(cell)):
        there = state.board.get(neighbour)
        if there is None:
            continue
        filled += 1
        other = types[there.tile]
        if side < 4:  # the four sides (N, E, S, W) come first
            roots: dict[int, Node] = {}  # by feature: a city side is one feature on 3 slots
            for slot in FACING_SLOTS[side]:
                index = feature_at(other, there.rotation, slot)
                if index not in roots:
                    roots[index] = find((neighbour, index))
                facing_roots[slot] = roots[index]
        if other.monastery is not None:
            group = state.group((neighbour, other.monastery))
            if group.open == 1:  # this cell is its last empty neighbour
                completed.append(group)
    sides = tuple(side for side in range(4) if facing_roots[FACING_SLOTS[side][0]] is not None)
    tile = state.current_tile
    alone = () if tile is None else _alone(tile, cell, filled)
    return CellView(filled, tuple(completed), tuple(facing_roots), sides, tile, alone)


def gold_on(state: GameState, group: Group | Joining) -> int:
    """The ingots on a feature's tiles (a monastery's 3x3 area)."""
    ingots = gold_of(state).on_board()
    if not ingots:
        return 0
    cells = monastery_area(min(group.cells)) if group.kind == MONASTERY else group.cells
    return sum(ingots.get(c, 0) for c in cells)


def completion_value(state: GameState, group: Group | Joining, seat: int) -> float:
    """Points and gold a completed feature brings ``seat`` (negative when rivals win it)."""
    worth = completed_points(group) + GOLD_VALUE * gold_on(state, group)
    return stake(group, seat, len(state.players)) * worth


def follower_value(state: GameState, group: Group | Joining, new_cell: Cell | None = None) -> float:
    """What a follower of ours alone in ``group`` is worth, minus the cost of tying it up.

    ``new_cell`` is a tile being previewed (its own cities are not in the
    groups yet: a farm counts them as open).
    """
    if group.kind == FIELD:
        if isinstance(group, Joining) and len(group.groups) == 1:  # the farm's count, remembered
            done, open_ = farm_cities(state, group.roots[0])
            open_ += len(group.feature.cities)  # the new tile's own cities: open for now
        else:
            done, open_ = count_cities(state, group.cities, new_cell)
        return 3 * done + OPEN_CITY_FOR_FARM * open_ - FARMER_COST
    if group.complete:  # scores at once, and the follower comes straight back
        return completed_points(group) + GOLD_VALUE * gold_on(state, group)
    if group.kind == MONASTERY:
        return 9 - group.open - FOLLOWER_COST
    likely = 0.8 if group.open <= 2 else 0.5
    return likely * completed_points(group) - FOLLOWER_COST


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


def best_spot(
    state: GameState, groups: Sequence[Group | Joining], new_cell: Cell | None = None
) -> float:
    """The value of the best free feature among ``groups`` for a follower (0: none worth it)."""
    if state.player.followers == 0:
        return 0.0
    values = [follower_value(state, g, new_cell) for g in groups if not g.followers]
    return max([0.0, *values])


def placement_value(state: GameState, cell: Cell, rotation: int) -> float:
    """How good the drawn tile on ``cell`` turned ``rotation`` looks for the active player."""
    tile = state.current_tile
    assert tile is not None
    seat, players = state.active, len(state.players)
    view = around_cell(state, cell)
    groups = preview(state, tile, cell, rotation, view)
    value = 0.0
    for group in groups:
        if group.kind == FIELD:
            continue
        if group.complete:
            value += completion_value(state, group, seat)
        elif group.groups and group.followers:  # the tile's points join a feature someone holds
            value += stake(group, seat, players) * (2 if group.kind == CITY else 1)
    for group in view.completes:
        value += completion_value(state, group, seat)
    return value + best_spot(state, groups, cell)


def ingot_value(state: GameState, cell: Cell) -> float:
    """How good an ingot on ``cell`` is for the active player: who holds the tile's features."""
    tile = state.tile_at(cell)
    roots = {state.network.find((cell, index)) for index in range(len(tile.features))}
    seat, players = state.active, len(state.players)
    return sum(
        stake(state.groups[root], seat, players)
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
        placements = tile_placements(state)
        cell, rotation = max(placements, key=lambda p: placement_value(state, *p))
        return PlaceTile(cell, rotation)
    if state.phase == "ingots":
        return PlaceIngot(max(second_ingot_choice(state), key=lambda c: ingot_value(state, c)))
    cell = state.placed
    assert cell is not None  # the follower phase comes after the tile
    spots = {index: state.group((cell, index)) for index in follower_spots(state)}
    best = max(spots, key=lambda i: follower_value(state, spots[i]), default=None)
    if best is not None and follower_value(state, spots[best]) > 0:
        return PlaceFollower(best)
    return NoFollower()
