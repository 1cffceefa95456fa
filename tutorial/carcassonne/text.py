"""Plain-text rendering of a Carcassonne game: for screen readers, diffs and pinned outputs.

Each tile is a block of 3 x 3 characters, turned as it lies on the board::

    #  city                  M  monastery
    .  field                 ─ │ ┘ ┬ ...  road (a junction in the middle)
    1  a follower of seat 0 (Player 1), drawn on the feature it stands on

The middle of each side shows what the side shows, each corner a field when
one reaches it (it is where the fields between roads and cities are), and
the middle what runs through the tile.  Columns are numbered on top, rows on
the left: the cells' own coordinates, so a cell read here can be typed into
``PlaceTile((column, row), rotation)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import CITY, FIELD, MONASTERY, ROAD, TileType, feature_at

#: A block's 9 positions, row by row: (row, column) in the block.
#: The order in which a follower looks for a position showing its feature:
#: the middle of a side first (where a follower is usually drawn), then the
#: middle of the tile, then the corners.
SIDES = ((0, 1), (1, 2), (2, 1), (1, 0))
CORNERS = ((0, 0), (0, 2), (2, 2), (2, 0))
MIDDLE = (1, 1)
FOLLOWER_ORDER = (*SIDES, MIDDLE, *CORNERS)
#: The two half-slots meeting at each corner (NW, NE, SE, SW), and each side's middle slot.
CORNER_SLOTS = ((11, 0), (2, 3), (5, 6), (8, 9))
MIDDLE_SLOTS = (1, 4, 7, 10)
#: A road's glyph by the sides it leaves through (N, E, S, W as 0-3).
ROAD_GLYPHS = {
    frozenset({0, 2}): "│",
    frozenset({1, 3}): "─",
    frozenset({0, 1}): "└",
    frozenset({1, 2}): "┌",
    frozenset({2, 3}): "┐",
    frozenset({3, 0}): "┘",
    frozenset({0, 1, 2}): "├",
    frozenset({1, 2, 3}): "┬",
    frozenset({2, 3, 0}): "┤",
    frozenset({3, 0, 1}): "┴",
    frozenset({0, 1, 2, 3}): "┼",
    frozenset({0}): "╵",
    frozenset({1}): "╶",
    frozenset({2}): "╷",
    frozenset({3}): "╴",
}
KIND_GLYPHS = {CITY: "#", FIELD: ".", MONASTERY: "M"}

#: A drawn block: for each position, its character and the feature it shows (or None).
Block = dict[tuple[int, int], tuple[str, int | None]]


@cache
def block(tile: TileType, rotation: int) -> Block:
    """The 3 x 3 characters of ``tile`` turned ``rotation`` times, with the feature each shows.

    >>> from tutorial.carcassonne.tiles import base_tiles
    >>> start = base_tiles()[2]  # city edge + straight road
    >>> print(block_text(block(start, 0)))
    .#.
    ───
    ...
    >>> print(block_text(block(start, 1)))  # a quarter turn: the city faces east
    .│.
    .│#
    .│.
    """
    drawn: Block = {}
    for side, (position, slot) in enumerate(zip(SIDES, MIDDLE_SLOTS, strict=True)):
        index = feature_at(tile, rotation, slot)
        kind = tile.features[index].kind
        glyph = ("│" if side % 2 == 0 else "─") if kind == ROAD else KIND_GLYPHS[kind]
        drawn[position] = (glyph, index)
    for position, slots in zip(CORNERS, CORNER_SLOTS, strict=True):
        here = [feature_at(tile, rotation, slot) for slot in slots]
        fields = [index for index in here if tile.features[index].kind == FIELD]
        index = fields[0] if fields else here[0]
        drawn[position] = (KIND_GLYPHS[tile.features[index].kind], index)
    drawn[MIDDLE] = _middle(tile, rotation)
    return drawn


def _middle(tile: TileType, rotation: int) -> tuple[str, int | None]:
    """What the middle of the tile shows: a monastery, a road, a city, a junction or a field."""
    features = tile.features

    def sides(index: int) -> frozenset[int]:
        return frozenset((slot // 3 + rotation) % 4 for slot in features[index].slots)

    if tile.monastery is not None:
        return "M", tile.monastery
    roads = [i for i, f in enumerate(features) if f.kind == ROAD]
    through = [i for i in roads if len(features[i].slots) > 1]
    if through:
        return ROAD_GLYPHS[sides(through[0])], through[0]
    cities = [i for i, f in enumerate(features) if f.kind == CITY and len(f.slots) > 3]
    if cities:
        return "#", cities[0]
    if roads:  # roads ending in the middle: the junction belongs to none of them
        return ROAD_GLYPHS[frozenset().union(*(sides(i) for i in roads))], None
    fields = [i for i, f in enumerate(features) if f.kind == FIELD]
    widest = max(fields, key=lambda i: len(features[i].slots))
    return ".", widest


def block_text(drawn: Block) -> str:
    """A block's three lines."""
    return "\n".join("".join(drawn[row, column][0] for column in range(3)) for row in range(3))


def with_follower(drawn: Block, feature: int, seat: int) -> Block:
    """The block with seat ``seat``'s follower (its number, from 1) on ``feature``."""
    position = next(p for p in FOLLOWER_ORDER if drawn[p][1] == feature)
    return {**drawn, position: (str(seat + 1), feature)}


def render_board(state: GameState) -> str:
    """The tiles on the board, column numbers on top and row numbers on the left.

    >>> from tutorial.carcassonne.setup import new_game
    >>> from tutorial.carcassonne.actions import PlaceFollower, PlaceTile, apply
    >>> state = new_game(2, seed=4).state
    >>> state.current_tile.name
    'curve'
    >>> state = apply(state, PlaceTile((1, 0), 0)).state  # east of the start tile
    >>> state = apply(state, PlaceFollower(0)).state  # seat 0's thief on its road
    >>> print(render_board(state))
       0   1
      .#. ...
    0 ─── ─┐.
      ... .1.
    """
    followers: dict[tuple[int, int], Mapping[int, int]] = {}
    for (cell, index), seat in state.followers.items():
        followers.setdefault(cell, {})[index] = seat
    columns = range(min(c for c, _ in state.board), max(c for c, _ in state.board) + 1)
    rows = range(min(r for _, r in state.board), max(r for _, r in state.board) + 1)
    width = max(len(str(r)) for r in rows)
    header = " ".join(str(column).center(3) for column in columns)
    lines = [(" " * (width + 1) + header).rstrip()]
    for row in rows:
        blocks = []
        for column in columns:
            placed = state.board.get((column, row))
            if placed is None:
                blocks.append(["   "] * 3)
                continue
            drawn = block(state.rules.tiles[placed.tile], placed.rotation)
            for feature, seat in followers.get((column, row), {}).items():
                drawn = with_follower(drawn, feature, seat)
            blocks.append(block_text(drawn).splitlines())
        for line in range(3):
            # A space between tiles, so that each block reads as one tile.
            text = " ".join(b[line] for b in blocks)
            lines.append(f"{str(row) if line == 1 else '':>{width}} {text}".rstrip())
    return "\n".join(lines)


def render(state: GameState) -> str:
    """The board, whose turn it is, the drawn tile, and every player's score.

    >>> from tutorial.carcassonne.setup import new_game
    >>> print(render(new_game(["Ann", "Bob"], seed=6).state))
       0
      .#.
    0 ───
      ...
    Turn 1: Bob (follower digit 2) places a tile; 70 tiles left in the deck.
    Drawn tile: straight road
      .│.
      .│.
      .│.
    Ann (1): 0 points (roads 0, cities 0, monasteries 0, farms 0), 7 followers in the supply.
    Bob (2): 0 points (roads 0, cities 0, monasteries 0, farms 0), 7 followers in the supply.
    """
    player = state.player
    if state.game_over:
        best = max(p.score.total for p in state.players)
        winners = " and ".join(p.name for p in state.players if p.score.total == best)
        status = [f"The game is over after {state.turn_number - 1} turns: {winners} won."]
    else:
        doing = "places a tile" if state.phase == "tile" else f"is in the {state.phase} step"
        status = [
            f"Turn {state.turn_number}: {player.name} (follower digit {state.active + 1}) "
            f"{doing}; {len(state.deck)} tiles left in the deck."
        ]
    tile = state.current_tile
    if tile is not None and state.phase == "tile":
        drawn = block_text(block(tile, 0)).splitlines()
        status += [f"Drawn tile: {tile.name}", *(f"  {line}" for line in drawn)]
    elif state.placed is not None:
        status.append(f"Placed this turn: the {state.tile_at(state.placed).name} on {state.placed}")
    for seat, p in enumerate(state.players):
        parts = ", ".join(f"{category} {points}" for category, points in p.score.points.items())
        total, followers = p.score.total, p.followers
        status.append(
            f"{p.name} ({seat + 1}): {total} point{'s' * (total != 1)} ({parts}), "
            f"{followers} follower{'s' * (followers != 1)} in the supply."
        )
    return render_board(state) + "\n" + "\n".join(status)
