"""Positions drawn as text maps, for chapters, tests and a teacher's own examples.

A map uses the same two characters a cell as :func:`~tutorial.cerro_gordo.text.render_board`::

    . . . . .
    M1──┐ . .
    . . │ . .
    . . E1. .

- ``M1``, ``M2``, ``M3``: mines (the number is the mine's);
- ``C·``, ``I·``, ``R·``, ``E·``: buildings (Commercial, Industrial,
  Residential, Entertainment); a digit instead of ``·`` puts that player's
  pawn on it;
- a box-drawing glyph (``│ ─ └ ┌ ┐ ┘ ├ ┬ ┤ ┴ ┼``) followed by any character:
  a road with those exits;
- ``. `` an empty cell.

The rest of the game (piles, hands, characters, objectives) is set up from
the seed as usual, with the tiles on the map taken out of the piles.
"""

from __future__ import annotations

from dataclasses import replace
from textwrap import dedent

from tutorial.cerro_gordo import components as parts
from tutorial.cerro_gordo.components import BuildingType, MineSite, Road, Tile
from tutorial.cerro_gordo.options import RuleOptions
from tutorial.cerro_gordo.setup import new_game
from tutorial.cerro_gordo.state import GameState, MineStack, RowSlot
from tutorial.cerro_gordo.text import ROAD_GLYPHS
from tutorial.core.grid import Cell
from tutorial.core.values import evolve

_EXITS_OF_GLYPH = {glyph: exits for exits, glyph in ROAD_GLYPHS.items()}
_KIND_OF_LETTER = {kind.value[0].upper(): kind for kind in BuildingType}


class MapError(ValueError):
    """A text map that cannot be read; the message names the cell."""


def parse_map(text: str) -> tuple[int, int, dict[Cell, str]]:
    """Split a map into ``(columns, rows, {cell: two characters})``, empty cells left out."""
    lines = [line.rstrip() for line in dedent(text).strip("\n").splitlines()]
    columns = max((len(line) + 1) // 2 for line in lines)
    cells = {}
    for row, line in enumerate(lines):
        padded = line.ljust(columns * 2)
        for col in range(columns):
            pair = padded[2 * col : 2 * col + 2]
            if pair.strip() not in ("", "."):
                cells[(col, row)] = pair
    return columns, len(lines), cells


def from_map(
    text: str,
    players: int = 2,
    seed: int = 0,
    options: RuleOptions | None = None,
    *,
    first_player: int = 0,
) -> GameState:
    """A game state with the tiles and pawns drawn in ``text``.

    Examples
    --------
    >>> state = from_map('''
    ...     M1──┐ .
    ...     . . E1.
    ... ''')
    >>> state.columns, state.rows, state.players[0].pawn
    (4, 2, (2, 1))
    """
    columns, rows, cells = parse_map(text)
    state, _ = new_game(players, seed, options, first_player=first_player)
    buildings = list(state.building_pile) + [slot.building for slot in state.row]
    roads = list(state.road_pile)
    tiles: dict[Cell, Tile] = {}
    mine_cells: dict[int, Cell] = {}
    pawns: dict[int, Cell] = {}
    for cell, pair in sorted(cells.items()):
        head, mark = pair[0], pair[1]
        if head == "M" and mark.isdigit():
            tiles[cell] = MineSite(int(mark))
            mine_cells[int(mark)] = cell
        elif head in _KIND_OF_LETTER:
            kind = _KIND_OF_LETTER[head]
            found = next((b for b in buildings if b.kind == kind), None)
            if found is None:
                raise MapError(f"cell {cell}: no {kind.value} building left for {pair!r}")
            buildings.remove(found)
            tiles[cell] = found
            if mark.isdigit():
                pawns[int(mark) - 1] = cell
        elif head in _EXITS_OF_GLYPH:
            tiles[cell] = _road_with_exits(roads, _EXITS_OF_GLYPH[head], cell)
        else:
            raise MapError(f"cell {cell}: {pair!r} is not a mine, building, road or '.'")
    if sorted(mine_cells) != list(range(1, len(mine_cells) + 1)):
        raise MapError(f"mines must be numbered 1, 2, ...; found {sorted(mine_cells)}")
    per_mine = len(state.mines[0].tiles)
    deck = [tile for mine in state.mines for tile in mine.tiles]
    mines = tuple(
        MineStack(n, mine_cells[n], tuple(deck[(n - 1) * per_mine : n * per_mine]))
        for n in sorted(mine_cells)
    )
    if len(deck) < len(mines) * per_mine:
        raise MapError(f"{len(mines)} mines need {len(mines) * per_mine} tiles; the deck has fewer")
    row = tuple(RowSlot(b) for b in buildings[-len(state.row) :])
    state = evolve(
        state,
        columns=columns,
        rows=rows,
        tiles=tiles,
        mines=mines,
        row=row,
        building_pile=tuple(b for b in buildings if b not in {s.building for s in row}),
        road_pile=tuple(roads),
    )
    for seat, cell in pawns.items():
        if seat >= players:
            raise MapError(f"cell {cell}: pawn {seat + 1} but only {players} players")
        state = state.with_player(seat, pawn=cell)
    # dataclasses.replace builds a new state, deriving the spots and
    # road ends of the new board.
    return replace(state)


def _road_with_exits(roads: list[Road], exits: frozenset, cell: Cell) -> Road:
    """Take from ``roads`` a tile that can be turned to have ``exits``."""
    for road in roads:
        for quarter in range(4):
            turned = road.rotated(quarter)
            if turned.exits == exits:
                roads.remove(road)
                return turned
    raise MapError(
        f"cell {cell}: no road tile left that can have exits {sorted(d.name for d in exits)}"
    )


def with_road_in_hand(state: GameState, seat: int, glyph: str) -> GameState:
    """Give player ``seat`` a road tile that can be turned to look like ``glyph``.

    The tile comes from the road pile; the one they held goes back on top.
    """
    exits = _EXITS_OF_GLYPH[glyph]
    pile = list(state.road_pile)
    road = _road_with_exits(pile, exits, (-1, -1))
    held = state.players[seat].road
    pile = ([held] if held else []) + pile
    state = evolve(state, road_pile=tuple(pile))
    return state.with_player(seat, road=road)


def with_row(state: GameState, letters: str) -> GameState:
    """Lay out the building row with the given kinds, e.g. ``"E C I R R"``.

    The buildings come from the row and the pile; those displaced go back to
    the pile, so every building is still in the game exactly once.
    """
    pool = [slot.building for slot in state.row] + list(state.building_pile)
    row = []
    for letter in letters.split():
        if letter not in _KIND_OF_LETTER:
            raise MapError(f"{letter!r} is not one of the building letters {building_kinds()}")
        found = next((b for b in pool if b.kind == _KIND_OF_LETTER[letter]), None)
        if found is None:
            raise MapError(f"no {_KIND_OF_LETTER[letter].value} building left for the row")
        pool.remove(found)
        row.append(RowSlot(found))
    return evolve(state, row=tuple(row), building_pile=tuple(pool))


def with_objectives(state: GameState, seat: int, *ids: str) -> GameState:
    """Give player ``seat`` these personal objectives (by id) in hand.

    The cards come from the objective pile; the cards they held go back under it.
    """
    pile = list(state.objective_pile)
    hand = []
    for card_id in ids:
        card = next((c for c in pile if c.id == card_id), None)
        if card is None:
            raise MapError(f"objective {card_id!r} is not in the objective pile")
        pile.remove(card)
        hand.append(card)
    pile += state.players[seat].objectives
    return evolve(state.with_player(seat, objectives=tuple(hand)), objective_pile=tuple(pile))


def building_kinds() -> tuple[str, ...]:
    """The building letters a map may use."""
    return tuple(_KIND_OF_LETTER)


def with_event_on_top(state: GameState, mine: int, event: str) -> GameState:
    """Put a mine tile carrying ``event`` on top of mine ``mine``'s stack.

    The tile is taken from wherever it lies (another stack, or the tiles set
    aside at setup), so every tile is still in the game at most once.
    """
    tile = next((t for t in parts.mine_deck() if t.event == event), None)
    if tile is None:
        raise MapError(f"no mine tile carries the event {event!r}")
    stacks = [evolve(m, tiles=tuple(t for t in m.tiles if t != tile)) for m in state.mines]
    stacks[mine - 1] = evolve(stacks[mine - 1], tiles=(tile, *stacks[mine - 1].tiles))
    return evolve(state, mines=tuple(stacks))
