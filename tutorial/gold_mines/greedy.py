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
placement that makes the same joins.  With no follower left, only what
scores now counts: the roads and cities met, never the fields (a field
scores nothing during the game), and a cell touching none of our roads
and cities is passed over once the best so far is worth at least the
monasteries a tile there completes.  Each feature of the tile is valued
on its own, so two of the tile's roads closing one loop are not seen to
merge: a greedy player may misjudge that.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Sequence
from functools import cached_property
from operator import itemgetter
from typing import Any, NamedTuple

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
    ROAD,
    SLOTS,
    Feature,
    TileType,
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

    Made for one turn and dropped after it: whose turn it is, the gold on
    the tiles and the monasteries one tile from complete; then, as the
    placements are valued, what a tile would meet on each cell
    (:meth:`view`) and what each join of a feature of the tile is worth
    (:meth:`joined`), so placements making the same joins share the work.
    """

    def __init__(self, state: GameState) -> None:
        tile = state.current_tile
        assert tile is not None  # placements are valued in the tile phase
        self.state, self.tile = state, tile
        self.seat, self.players = state.active, len(state.players)
        self.ingots = gold_of(state).on_board()
        self.follower_left = state.player.followers > 0
        self.completes = self._monasteries_to_complete()
        #: (feature, its neighbours' group numbers) -> (points now, spot): see joined().
        self._joins: dict[tuple, tuple[float | None, float | None]] = {}
        #: Tiles around a cell -> each feature's worth alone: see alone().
        self._alone: dict[int, tuple[float, ...]] = {}
        #: The tile's join plans, by turn and sides filled: see join_plans().
        self._plans = join_plans(tile)
        #: The open ends of each feature of the tile, on its own (as it comes from the box).
        self._ends = [open_ends(feature, 0) for feature in tile.features]
        #: The numbers of joined farms -> their cities, complete and open: see cities_of().
        self._farms: dict[tuple[int, ...], tuple[int, int]] = {}
        #: A tile's cell -> the numbers of its features' groups, by feature (``None``: not
        #: looked up yet; a tile faces up to four open cells): see view().
        self._numbers: dict[Cell, list[int | None]] = {}
        #: Root -> the number of its group, and by number the group's record: see number().
        self._root_numbers: dict[Node, int] = {}
        self.records: list[Group] = []

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

    def _monasteries_to_complete(self) -> dict[Cell, tuple[float, ...]]:
        """By empty cell: what each monastery a tile there completes is worth to us.

        A monastery with one empty cell around it is completed by any tile
        on that cell; listed in the order of :func:`around` from the cell.
        Only monasteries with a monk in them: one without is worth 0 to
        everyone (and adding 0 changes no placement's value), so only the
        followers are looked through, not every group.
        """
        board, groups = self.state.board, self.state.groups
        found: dict[Cell, list[tuple[int, float]]] = {}
        for node in self.state.followers:
            # A monastery joins nothing: its node is its own root, and names its record.
            group = groups.get(node)
            if group is not None and group.kind == MONASTERY and group.open == 1:
                (cell,) = group.cells
                empty = next(c for c in around(cell) if c not in board)
                position = around(empty).index(cell)
                found.setdefault(empty, []).append((position, self.completion_value(group)))
        return {cell: tuple(value for _, value in sorted(pairs)) for cell, pairs in found.items()}

    def number(self, node: Node) -> int:
        """A number for the group of ``node`` this turn, its record at ``records[number]``.

        The union-find names a group by its root, a node; the placements of
        a turn name the groups they join hundreds of times, in the keys of
        :meth:`joined`, and a small number hashes and compares faster than
        a node (a tuple in a tuple).
        """
        # The records are kept by root: a node with a record of its own needs no find.
        root = node if node in self.state.groups else self.state.network.find(node)
        number = self._root_numbers.get(root)
        if number is None:
            number = self._root_numbers[root] = len(self.records)
            self.records.append(self.state.groups[root])
        return number

    def view(self, cell: Cell) -> CellView:
        """What a tile on ``cell`` would meet, whatever its turn: see :class:`CellView`.

        With no follower left to place, only the roads and cities met can
        count (a field scores nothing during the game), so fields are not
        looked up, nor what a follower would be worth.
        """
        board, types, numbers = self.state.board, self.state.rules.tiles, self._numbers
        every_feature = self.follower_left
        neighbours = around(cell)  # the four sides (N, E, S, W) first, then the corners
        facing: list[int | None] = [None] * SLOTS
        sides = 0
        for side in range(4):
            neighbour = neighbours[side]
            placed = board.get(neighbour)
            if placed is None:
                continue
            sides |= 1 << side
            tile = types[placed.tile]
            known = numbers.get(neighbour)
            if known is None:
                known = numbers[neighbour] = [None] * len(tile.features)
            # The neighbour's own meetings with the side facing us name its feature
            # on each slot (a city side by its middle slot, as ours do); a join that
            # closes ends is a road's or a city's.
            for theirs, ours, closes in tile.meets[placed.rotation][(side + 2) % 4]:
                if closes or every_feature:
                    number = known[theirs]
                    if number is None:
                        number = known[theirs] = self.number((neighbour, theirs))
                    facing[FACING[ours]] = number
        completes = self.completes.get(cell, ())
        if not every_feature:
            return CellView(completes, tuple(facing), sides, ())
        # Only a monastery of the tile counts the tiles around it.
        filled = sum(map(board.__contains__, neighbours)) if self.tile.monastery is not None else 0
        return CellView(completes, tuple(facing), sides, self.alone(cell, filled))

    def alone(self, cell: Cell, filled: int) -> tuple[float, ...]:
        """What a follower is worth on each feature of the tile on ``cell`` joining nothing.

        (Alone, a feature holds no follower, so it scores nothing for anyone
        now.)  The same on every cell with ``filled`` tiles around, but for
        a monastery they complete (the gold around it).
        """
        complete = self.tile.monastery is not None and filled == len(AROUND)
        known = None if complete else self._alone.get(filled)
        if known is None:
            known = tuple(self.alone_spot(feature, cell, filled) for feature in self.tile.features)
            if not complete:
                self._alone[filled] = known
        return known

    def alone_spot(self, feature: Feature, cell: Cell, filled: int) -> float:
        """What a follower is worth on ``feature`` placed on ``cell`` joining nothing."""
        if feature.kind == FIELD:  # its own cities, all open for now
            return farm_value(0, len(feature.cities))
        opened = open_ends(feature, filled)
        gold = self.gold(monastery_area(cell)) if feature.kind == MONASTERY and not opened else 0
        return held_value(feature.kind, opened, 1, int(feature.pennant), gold)

    def joined(self, key: tuple, closed: int, slots: int) -> tuple[float | None, float | None]:
        """A feature of the tile and what it meets: ``key`` is ``(feature, groups)``.

        ``groups`` are the numbers (:meth:`number`) of the neighbours'
        groups on the ``slots`` slots met (one number for one slot, else a
        tuple, repeats included), and ``closed`` the open ends the joins
        close; the key leaves both out, as they follow from it (a road end
        or city side met closes 2 ends, a field none).  Returns what the
        feature scores us now (``None``: nothing) and what a follower on it
        is worth (``None``: its groups hold followers already, or we have no
        follower left).  The same for every cell and turn making these joins
        (an empty cell holds no gold, and no city the groups touch), so
        worked out once.
        """
        known = self._joins.get(key)
        if known is None:
            index, met = key
            numbers = (met,) if slots == 1 else tuple(dict.fromkeys(met))  # each group once
            known = self._joins[key] = self._joined(index, numbers, closed)
        return known

    def _joined(
        self, index: int, numbers: tuple[int, ...], closed: int
    ) -> tuple[float | None, float | None]:
        feature, groups = self.tile.features[index], self.records
        kind, opened = feature.kind, self._ends[index] - closed
        if kind == FIELD:  # never scores now; a farmer is worth the cities the farm touches
            for number in numbers:
                if groups[number].followers:
                    return None, None
            done, open_ = self.cities_of(numbers)
            return None, farm_value(done, open_ + len(feature.cities))  # its own: open for now
        if len(numbers) == 1:  # most often: one group, its record as it is
            group = groups[numbers[0]]
            opened += group.open
            cells, followers, pennants = group.cells, group.followers, group.pennants
        else:
            records = [groups[number] for number in numbers]
            opened += sum([group.open for group in records])
            cells = frozenset().union(*[group.cells for group in records])
            followers = tuple(follower for group in records for follower in group.followers)
            pennants = sum([group.pennants for group in records])
        tiles = len(cells) + 1  # the new tile's cell is in none of them
        pennants += feature.pennant  # (a bool counts 1)
        now = None
        if opened == 0:  # complete: scores, gold included
            worth = points_when_complete(kind, tiles, pennants) + GOLD_VALUE * self.gold(cells)
            now = self.stake(followers) * worth
        elif followers:  # the tile's points join a feature someone holds
            now = self.stake(followers) * (2 if kind == CITY else 1)
        if followers or not self.follower_left:
            return now, None
        gold = self.gold(cells) if opened == 0 else 0
        return now, held_value(kind, opened, tiles, pennants, gold)

    def cities_of(self, numbers: tuple[int, ...]) -> tuple[int, int]:
        """:func:`count_cities` of the farms ``numbers`` joined (each city node once)."""
        known = self._farms.get(numbers)
        if known is None:
            groups = self.records
            cities = frozenset().union(*[groups[number].cities for number in numbers])
            known = self._farms[numbers] = count_cities(self.state, cities)
        return known

    def cannot_beat(self, cell: Cell, value: float) -> bool:
        """Whether no placement on ``cell`` can be worth more than ``value``, seen cheaply.

        Only with no follower left: a placement is then worth what it
        scores now.  A road or city scores for us only if we hold a
        follower in it (*Scoring*: the majority wins), so a cell that
        touches none of our roads and cities has nothing to gain from its
        joins (they are worth 0 or less to us), only the monasteries a tile
        there completes.  (Adding a number of 0 or less never makes a sum
        of floats larger, so the bound is exact.)
        """
        if self.follower_left or not self.ours.isdisjoint(around(cell)[:4]):  # its sides
            return False
        bound = 0.0
        for worth in self.completes.get(cell, ()):  # in the order placement_value() adds them
            bound += worth
        return bound <= value

    @cached_property
    def ours(self) -> frozenset[Cell]:
        """The tiles of the roads and cities where we hold a follower."""
        state, cells = self.state, set()
        for node, seat in state.followers.items():
            if seat == self.seat:
                group = state.group(node)
                if group.kind in (ROAD, CITY):
                    cells.update(group.cells)
        return frozenset(cells)

    def placement_value(self, view: CellView, rotation: int) -> float:
        """How good the drawn tile turned ``rotation`` on the cell of ``view`` looks for us.

        Each feature of the tile: the points and gold it completes, and the
        points it adds to a feature someone holds (:meth:`joined`); the
        monasteries around it completes; and the best free feature for a
        follower.
        """
        plan = self._plans.get(rotation << 4 | view.sides)  # (one look-up: it is asked often)
        if plan is None:
            plan = self._plans[rotation << 4 | view.sides] = join_plan(
                self.tile, rotation, view.sides
            )  # (once per tile type, turn and sides filled, in all the games)
        facing, joins, follower = view.facing, self._joins, self.follower_left
        value = best = 0.0
        # In the order of the features; with no follower left, only those that may score now.
        for index, closed, slots, met in plan.joins if follower else plan.scoring:
            key = (index, met(facing))
            known = joins.get(key)  # (joined() asked only the first time: the look-up, here)
            now, spot = self.joined(key, closed, slots) if known is None else known
            if now is not None:
                value += now
            if spot is not None and spot > best:
                best = spot
        if follower:
            for index in plan.alone:
                spot = view.alone[index]
                if spot > best:
                    best = spot
        for worth in view.completes:
            value += worth
        return value + best

    def best_placement(self) -> tuple[Cell, int]:
        """The first placement of highest value, in the order of :func:`tile_placements`.

        They come cell by cell, so each cell's view is read once, and a
        cell none of whose placements can beat the best so far is passed
        over unread (:meth:`cannot_beat`).
        """
        best, best_value, cell, view = None, 0.0, None, None
        passing = not self.follower_left  # (cells are passed over only then)
        for placement in tile_placements(self.state):
            if placement[0] != cell:
                cell = placement[0]
                if passing and best is not None and self.cannot_beat(cell, best_value):
                    view = None
                    continue
                view = self.view(cell)
            elif view is None:  # a cell passed over
                continue
            value = self.placement_value(view, placement[1])
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
    #: side, so the slot names one): the number of the neighbour's group there
    #: (:meth:`Outlook.number`), or ``None`` if that side has no tile (or it is a
    #: field and we have no follower left).
    facing: tuple[int | None, ...]
    #: The sides with a tile: bit ``s`` for side ``s`` (0 = north, clockwise).
    sides: int
    #: What a follower is worth on each feature of the drawn tile, as if it joined nothing
    #: (empty: we have no follower left).
    alone: tuple[float, ...]


class Plan(NamedTuple):
    """How the features of a tile, turned, meet the sides filled (:func:`join_plan`)."""

    #: ``(feature, open ends closed, slots met, read the groups on them)`` for each
    #: feature that meets a neighbour, in the order of the features.
    joins: tuple[tuple[int, int, int, Callable[[Sequence], Any]], ...]
    #: The features that meet nothing.
    alone: tuple[int, ...]
    #: The joins of the roads and cities, the features that may score now.
    scoring: tuple[tuple[int, int, int, Callable[[Sequence], Any]], ...]


def join_plans(tile: TileType) -> dict[int, Plan]:
    """The :func:`join_plan` of ``tile`` worked out so far, by ``rotation << 4 | sides``.

    The same on every cell with those sides filled, in every game: kept on
    the tile type (which never changes), so a turn reads them from one dict
    and each is worked out once.
    """
    return memo(tile, "join plans", dict)


def join_plan(tile: TileType, rotation: int, sides: int) -> Plan:
    """Which slots each feature of ``tile`` meets, turned ``rotation``, beside ``sides``.

    ``sides`` has bit ``s`` set for each side with a tile (0 = north,
    clockwise).  The tile's meetings (:attr:`~tutorial.carcassonne.tiles.TileType.meets`)
    on those sides, by feature (in the order of the features): the
    neighbours' slots met, read all at once (:func:`operator.itemgetter`),
    and the open ends the joins close.
    """
    slots: dict[int, list[int]] = {}
    closed: dict[int, int] = {}
    for side, meets in enumerate(tile.meets[rotation]):
        if sides >> side & 1:
            for ours, slot, shut in meets:
                slots.setdefault(ours, []).append(slot)
                closed[ours] = closed.get(ours, 0) + shut
    joins = tuple(
        (index, closed[index], len(slots[index]), itemgetter(*slots[index]))
        for index in sorted(slots)
    )
    alone = tuple(i for i in range(len(tile.features)) if i not in slots)
    scoring = tuple(join for join in joins if tile.features[join[0]].kind != FIELD)
    return Plan(joins, alone, scoring)


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


def count_cities(state: GameState, cities: Collection[Node]) -> tuple[int, int]:
    """How many of a farm's ``cities`` are complete, and how many open."""
    groups = state.groups
    done = 0
    for node in cities:
        group = groups.get(node)  # the records are kept by root: a root's needs no find
        if (state.group(node) if group is None else group).complete:
            done += 1
    return done, len(cities) - done


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
        # Not remembered on the state: the outlook refers to the state, and the
        # cycle would keep both alive until the garbage collector finds them.
        return PlaceTile(*Outlook(state).best_placement())
    if state.phase == "ingots":
        return PlaceIngot(max(second_ingot_choice(state), key=lambda c: ingot_value(state, c)))
    cell = state.placed
    assert cell is not None  # the follower phase comes after the tile
    worth = {
        index: follower_value(state, state.group((cell, index))) for index in follower_spots(state)
    }
    best = max(worth, key=worth.__getitem__, default=None)  # (the first of the best)
    if best is not None and worth[best] > 0:
        return PlaceFollower(best)
    return NoFollower()
