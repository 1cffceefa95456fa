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
never places the tile, but reads which groups each feature would join
(:func:`preview`, with the base game's own ``new_group`` and ``merged``).
It treats each feature of the tile on its own, so two of the tile's roads
closing one loop are not seen to merge: a greedy player may misjudge that.
"""

from __future__ import annotations

import random

from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile
from tutorial.carcassonne.features import Group, Node, around, merged, new_group
from tutorial.carcassonne.followers import follower_spots
from tutorial.carcassonne.placing import tile_placements
from tutorial.carcassonne.scoring import completed_points, majority
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import CITY, FIELD, MONASTERY, ROAD, TileType, facing, feature_at
from tutorial.core.grid import Cell, edge_neighbours
from tutorial.core.values import evolve, memo
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


def stake(group: Group, seat: int, players: int) -> float:
    """How much a feature's points count for ``seat``: what it wins, less what rivals win.

    Rulebook (base game), *Scoring*: every player tied for the most
    followers scores in full.  A rival's points count against us, shared
    among the rivals (in a 2-player game, fully; so a tie counts 0).
    """
    winners = majority(group.followers)
    rivals = sum(1 for winner in winners if winner != seat)
    return (seat in winners) - rivals / (players - 1)


def preview(state: GameState, tile: TileType, cell: Cell, rotation: int) -> list[Group]:
    """The group each feature of ``tile`` would belong to, placed on ``cell`` turned ``rotation``.

    Read from the neighbours' group records without placing the tile (as
    :func:`~tutorial.carcassonne.features.add_tile` would join them).
    """
    board, find, groups = state.board, state.network.find, state.groups
    filled, _ = around_cell(state, cell)
    own = [new_group(tile, index, cell, filled) for index in range(len(tile.features))]
    joins: list[set[Node]] = [set() for _ in own]
    closed = [0] * len(own)
    for side, (_, neighbour) in enumerate(edge_neighbours(cell)):
        there = board.get(neighbour)
        if there is None:
            continue
        other = state.rules.tiles[there.tile]
        middle = 3 * side + 1
        city = tile.features[feature_at(tile, rotation, middle)].kind == CITY
        for slot in (middle,) if city else (middle - 1, middle, middle + 1):
            ours = feature_at(tile, rotation, slot)
            joins[ours].add(find((neighbour, feature_at(other, there.rotation, facing(slot)))))
            if tile.features[ours].kind in (CITY, ROAD):
                closed[ours] += 2  # one open end on each side of the edge
    result = []
    for group, roots, shut in zip(own, joins, closed, strict=True):
        for root in roots:
            group = merged(group, groups[root], 0)
        result.append(evolve(group, open=group.open - shut) if shut else group)
    return result


def around_cell(state: GameState, cell: Cell) -> tuple[int, tuple[Group, ...]]:
    """The tiles around ``cell``, and the monasteries a tile there would complete.

    The same for every rotation of every tile: worked out once per cell and
    state (:func:`~tutorial.core.values.memo`).
    """
    return memo(state, ("around", cell), lambda: _around_cell(state, cell))


def _around_cell(state: GameState, cell: Cell) -> tuple[int, tuple[Group, ...]]:
    filled, completed = 0, []
    for neighbour in around(cell):
        there = state.board.get(neighbour)
        if there is None:
            continue
        filled += 1
        monastery = state.rules.tiles[there.tile].monastery
        if monastery is not None:
            group = state.group((neighbour, monastery))
            if group.open == 1:  # this cell is its last empty neighbour
                completed.append(group)
    return filled, tuple(completed)


def gold_on(state: GameState, group: Group) -> int:
    """The ingots on a feature's tiles (a monastery's 3x3 area)."""
    ingots = gold_of(state).on_board()
    if not ingots:
        return 0
    cells = monastery_area(min(group.cells)) if group.kind == MONASTERY else group.cells
    return sum(ingots.get(c, 0) for c in cells)


def completion_value(state: GameState, group: Group, seat: int) -> float:
    """Points and gold a completed feature brings ``seat`` (negative when rivals win it)."""
    worth = completed_points(group) + GOLD_VALUE * gold_on(state, group)
    return stake(group, seat, len(state.players)) * worth


def follower_value(state: GameState, group: Group, new_cell: Cell | None = None) -> float:
    """What a follower of ours alone in ``group`` is worth, minus the cost of tying it up.

    ``new_cell`` is a tile being previewed (its own cities are not in the
    groups yet: a farm counts them as open).
    """
    if group.kind == FIELD:
        done = open_ = 0
        for node in group.cities:
            if node[0] == new_cell:
                open_ += 1
            elif state.group(node).complete:
                done += 1
            else:
                open_ += 1
        return 3 * done + OPEN_CITY_FOR_FARM * open_ - FARMER_COST
    if group.complete:  # scores at once, and the follower comes straight back
        return completed_points(group) + GOLD_VALUE * gold_on(state, group)
    if group.kind == MONASTERY:
        return 9 - group.open - FOLLOWER_COST
    likely = 0.8 if group.open <= 2 else 0.5
    return likely * completed_points(group) - FOLLOWER_COST


def best_spot(state: GameState, groups: list[Group], new_cell: Cell | None = None) -> float:
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
    groups = preview(state, tile, cell, rotation)
    value = 0.0
    for group in groups:
        if group.kind == FIELD:
            continue
        if group.complete:
            value += completion_value(state, group, seat)
        else:  # the tile's points join a feature someone holds
            value += stake(group, seat, players) * (2 if group.kind == CITY else 1)
    for group in around_cell(state, cell)[1]:
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
