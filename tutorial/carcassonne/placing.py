"""The tile step of a turn: put the drawn tile where it fits.

Rulebook (base game), *Placing a tile*: the tile must touch a tile already
in play along at least one side, and every side that touches another tile
must match it (city to city, road to road, field to field).
"""

from __future__ import annotations

from tutorial.carcassonne.actions import PlaceTile
from tutorial.carcassonne.board import RULE_PLACING, Placed, fits, placements
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import side_kind
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Highlight, Outcome
from tutorial.core.grid import edge_neighbours
from tutorial.core.values import memo


def place_tile(state: GameState, action: PlaceTile) -> Outcome[GameState]:
    """The drawn tile on ``action.cell``, turned ``action.rotation`` times; its features join.

    Raises :class:`~tutorial.core.errors.IllegalMove` naming the cell and
    the side that does not match.
    """
    tile = state.current_tile
    assert tile is not None  # a game with no tile drawn is over, and apply refused
    cell, rotation = action.cell, action.rotation
    if not 0 <= rotation <= 3:
        raise IllegalMove(RULE_PLACING, f"rotation is 0 to 3 quarter turns, not {rotation}")
    if not fits(state, tile, cell, rotation):
        raise IllegalMove(RULE_PLACING, why_not(state, cell, rotation))
    after = state.with_tile(cell, Placed(state.tile, rotation))  # type: ignore[arg-type]

    def explain() -> Explanation:
        turns = f", turned {rotation} quarter turn{'s' * (rotation != 1)}" if rotation else ""
        lines = [f"{state.player.name} placed the {tile.name} tile on {cell}{turns}."]
        for root in after.completed:
            group = after.groups[root]
            lines.append(
                f"It closed the last open {'side' if group.kind != 'monastery' else 'cell'} of "
                f"a {group.kind} of {len(group.cells)} tiles: it is complete."
            )
        return Explanation(
            "Placed a tile", tuple(lines), RULE_PLACING, (Highlight("placed", (cell,)),)
        )

    return Outcome.later(after, explain)


def why_not(state: GameState, cell: tuple[int, int], rotation: int) -> str:
    """Why the drawn tile may not go on ``cell`` turned ``rotation`` times, in one sentence."""
    tile = state.current_tile
    assert tile is not None
    if cell in state.board:
        return f"{cell} already holds a tile"
    if cell not in state.open_cells:
        return f"{cell} touches no tile"
    for direction, neighbour in edge_neighbours(cell):
        there = state.board.get(neighbour)
        if there is None:
            continue
        ours = side_kind(tile, rotation, direction)
        theirs = side_kind(state.tile_at(neighbour), there.rotation, direction.opposite)
        if ours != theirs:
            return (
                f"the {tile.name} tile on {cell} turned {rotation} shows {ours} on its "
                f"{direction.name} side, but the tile on {neighbour} shows {theirs} there"
            )
    raise AssertionError("why_not asked about a tile that fits")  # pragma: no cover


def tile_placements(state: GameState) -> list[tuple[tuple[int, int], int]]:
    """Every ``(cell, rotation)`` for the drawn tile (worked out once per state)."""
    tile = state.current_tile
    if tile is None:
        return []
    return memo(state, "placements", lambda: placements(state, tile))


def tile_moves(state: GameState) -> list[PlaceTile]:
    """Every placement of the drawn tile, as actions."""
    return [PlaceTile(cell, rotation) for cell, rotation in tile_placements(state)]
