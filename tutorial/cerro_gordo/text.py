"""Plain-text rendering of a game: for screen readers, diffs and pinned outputs.

The board is drawn one character pair per cell::

    M1  a mine (number)           C·  Commercial building (I, R, E likewise)
    ─┼  roads, drawn by their exits   C2  a building with player 2's pawn
    ..  an empty cell
"""

from __future__ import annotations

from tutorial.cerro_gordo.board import board_area
from tutorial.cerro_gordo.components import Building, MineSite, Road
from tutorial.cerro_gordo.state import GameState
from tutorial.core.grid import Cell, Direction

N, E, S, W = Direction.N, Direction.E, Direction.S, Direction.W

#: Box-drawing character for each set of road exits.
ROAD_GLYPHS: dict[frozenset[Direction], str] = {
    frozenset({N, S}): "│",
    frozenset({E, W}): "─",
    frozenset({N, E}): "└",
    frozenset({E, S}): "┌",
    frozenset({S, W}): "┐",
    frozenset({W, N}): "┘",
    frozenset({N, E, S}): "├",
    frozenset({E, S, W}): "┬",
    frozenset({S, W, N}): "┤",
    frozenset({W, N, E}): "┴",
    frozenset({N, E, S, W}): "┼",
    frozenset({N}): "╵",
    frozenset({E}): "╶",
    frozenset({S}): "╷",
    frozenset({W}): "╴",
}


def cell_text(state: GameState, cell: Cell, pawns: dict[Cell, int]) -> str:
    """Two characters for one cell."""
    tile = state.tiles.get(cell)
    if isinstance(tile, MineSite):
        return f"M{tile.number}"
    if isinstance(tile, Building):
        mark = str(pawns[cell] + 1) if cell in pawns else "·"
        return tile.kind.value[0].upper() + mark
    if isinstance(tile, Road):
        glyph = ROAD_GLYPHS.get(tile.exits, "?")
        east = "─" if E in tile.exits else " "
        return glyph + east
    return ". "


def render_board(state: GameState) -> str:
    """The map, with column numbers on top and row numbers on the left.

    The numbers are the cells' own coordinates, negative ones included: the
    board has no edge, so the map shows the part of the town where tiles are
    or may go (:func:`~tutorial.cerro_gordo.board.board_area`).

    >>> from tutorial.cerro_gordo.options import RuleOptions
    >>> from tutorial.cerro_gordo.scenarios import from_map
    >>> town = "M1──┐ . M2\\n. . E1"
    >>> print(render_board(from_map(town, options=RuleOptions(board=(5, 2)))))
        0 1 2 3 4
     0  M1──┐ . M2
     1  . . E1. .
    >>> print(render_board(from_map(town)))
        -
        1 0 1 2 3 4 5
    -1  . . . . . . .
     0  . M1──┐ . M2.
     1  . . . E1. . .
     2  . . . . . . .

    Column -1 is written "-" above "1", as column 12 is "1" above "2".
    """
    pawns = {p.pawn: seat for seat, p in enumerate(state.players) if p.pawn is not None}
    (left, top), (right, bottom) = board_area(state)
    columns, rows = range(left, right + 1), range(top, bottom + 1)
    # Column numbers are written downwards, one character a line (a sign or
    # tens above the units), two characters a cell, so that 10, 11, 12 or
    # -1, 0, 1 do not run together.
    labels = [str(c) for c in columns]
    depth = max(len(label) for label in labels)
    margin = max(2, *(len(str(r)) for r in rows)) + 2
    lines = [
        (" " * margin + "".join(f"{label.rjust(depth)[line]} " for label in labels)).rstrip()
        for line in range(depth)
    ]
    for row in rows:
        cells = "".join(cell_text(state, (col, row), pawns) for col in columns)
        lines.append(f"{row:>{margin - 2}d}  {cells.rstrip()}")
    return "\n".join(lines)


def render(state: GameState) -> str:
    """Board, mines, building row and players, as plain text."""
    mines = ", ".join(
        f"Mine {m.number} at {m.cell}: "
        + (f"{len(m.tiles)} tiles, top shows {m.top.silver} silver" if m.top else "empty")
        for m in state.mines
    )
    row = "  ".join(
        f"[{i + 1}] {s.building.kind.value}" + (f" +{s.silver}" if s.silver else "")
        for i, s in enumerate(state.row)
    )
    lines = [
        "Game over." if state.game_over else f"Turn {state.turn_number}: {state.player.name}.",
        render_board(state),
        f"Mines: {mines}.",
        f"Building row (cost 0,1,2,... silver from the left): {row or 'empty'}.",
        f"Supply: {state.supply} silver. Road pile: {len(state.road_pile)}. "
        f"Building pile: {len(state.building_pile)}.",
    ]
    for p in state.players:
        road = ROAD_GLYPHS.get(p.road.exits, "?") if p.road else "none"
        done = sum(c.reward for c in p.completed)
        lines.append(
            f"{p.name} ({p.character.name}): {p.silver} silver, road tile {road}, "
            f"pawn {p.pawn or 'not placed'}, objectives done: {done} points."
        )
    return "\n".join(lines)
