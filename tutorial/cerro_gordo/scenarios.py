"""Positions drawn as text maps, for chapters, tests and a teacher's own examples.

A map uses the same two characters a cell as :func:`~tutorial.cerro_gordo.text.render_board`::

    . . . . .
    M1──┐ . .
    . . │ . .
    . . E1. M2

- ``M1``, ``M2``, ``M3``: mines (the number is the mine's);
- ``C·``, ``I·``, ``R·``, ``E·``: buildings (Commercial, Industrial,
  Residential, Entertainment); a digit instead of ``·`` puts that player's
  pawn on it;
- a box-drawing glyph (``│ ─ └ ┌ ┐ ┘ ├ ┬ ┤ ┴ ┼``) followed by any character:
  a road with those exits;
- ``. `` an empty cell.

The rest of the game (piles, hands, characters, objectives) is set up from
the seed as usual, with the tiles on the map taken out of the piles.  The
map's top-left cell is ``(0, 0)``; the board around it has no edge, unless
the options give it one (``RuleOptions(board=(columns, rows))``).  A map
must draw a position some game could reach (two mines for 2-3 players, and
so on): :func:`from_map` checks it as :func:`~tutorial.cerro_gordo.positions.load_state`
checks a file.

The ``with_*`` helpers then change one thing each: silver, a character, a
mine stack, a hand, the row, the step of the turn.  They move pieces rather
than invent them, so every piece stays in one place; they do not check the
whole position again (a test may go through a state no game reaches on its
way to one): :func:`~tutorial.cerro_gordo.invariants.check_reachable` does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from textwrap import dedent

from tutorial.cerro_gordo import components as parts
from tutorial.cerro_gordo.components import (
    Building,
    BuildingType,
    MineSite,
    MineTile,
    Objective,
    Road,
    Tile,
)
from tutorial.cerro_gordo.invariants import check_reachable
from tutorial.cerro_gordo.options import RuleOptions
from tutorial.cerro_gordo.setup import new_game
from tutorial.cerro_gordo.state import GameState, MineStack, RowSlot, TurnState
from tutorial.cerro_gordo.text import ROAD_GLYPHS
from tutorial.core.errors import PositionError, quoted
from tutorial.core.grid import Cell, Direction
from tutorial.core.values import evolve

_EXITS_OF_GLYPH = {glyph: exits for exits, glyph in ROAD_GLYPHS.items()}
_KIND_OF_LETTER = {kind.value[0].upper(): kind for kind in BuildingType}


class MapError(ValueError):
    """A text map that cannot be read; the message names the cell."""


def parse_map(text: str) -> dict[Cell, str]:
    """Split a map into ``{cell: two characters}``, empty cells left out.

    >>> parse_map("M1. \\n. E1")
    {(0, 0): 'M1', (1, 1): 'E1'}
    """
    cells = {}
    for row, line in enumerate(dedent(text).strip("\n").splitlines()):
        line = line.rstrip()
        for col in range((len(line) + 1) // 2):
            pair = line[2 * col : 2 * col + 2].ljust(2)
            if pair.strip() not in ("", "."):
                cells[(col, row)] = pair
    return cells


def from_map(
    text: str,
    players: int = 2,
    seed: int = 0,
    options: RuleOptions | None = None,
    *,
    first_player: int = 0,
) -> GameState:
    """A game state with the tiles and pawns drawn in ``text``.

    Raises :class:`MapError` for a map it cannot read, and
    :class:`~tutorial.core.errors.PositionError` for a position no game can
    reach (:func:`~tutorial.cerro_gordo.invariants.check_reachable`).

    Examples
    --------
    >>> state = from_map('''
    ...     M1──┐ . M2
    ...     . . E1.
    ... ''')
    >>> state.players[0].pawn, sorted(state.spots)[:3]
    ((2, 1), [(-1, 0), (0, -1), (0, 1)])
    """
    cells = parse_map(text)
    options = options or RuleOptions()
    # Set up without an edge: the stand-in mine cells need not fit the
    # map's board; the map's own mines replace them.
    state, _ = new_game(players, seed, replace(options, board=None), first_player=first_player)
    state = evolve(state, options=options)
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
                raise MapError(f"cell {cell}: no {kind.value} building left for {quoted(pair)}")
            buildings.remove(found)
            tiles[cell] = found
            if mark.isdigit():
                pawns[int(mark) - 1] = cell
        elif head in _EXITS_OF_GLYPH:
            tiles[cell] = _road_with_exits(roads, _EXITS_OF_GLYPH[head], f"cell {cell}")
        else:
            raise MapError(f"cell {cell}: {quoted(pair)} is not a mine, building, road or '.'")
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
    state = replace(state)
    check_reachable(state)
    return state


def _road_with_exits(roads: list[Road], exits: frozenset, where: str) -> Road:
    """Take from ``roads`` a tile that can be turned to have ``exits``; ``where`` is for errors."""
    for road in roads:
        for quarter in range(4):
            turned = road.rotated(quarter)
            if turned.exits == exits:
                roads.remove(road)
                return turned
    raise MapError(
        f"{where}: no road tile left that can have exits {sorted(d.name for d in exits)}"
    )


def exits_of(drawn: str) -> frozenset[Direction]:
    """Road exits from a glyph (``"┼"``) or from letters (``"NS"``).

    >>> sorted(d.name for d in exits_of("└")), sorted(d.name for d in exits_of("SN"))
    (['E', 'N'], ['N', 'S'])
    """
    if drawn in _EXITS_OF_GLYPH:
        return _EXITS_OF_GLYPH[drawn]
    if drawn and set(drawn) <= set(Direction.__members__):
        return frozenset(Direction[letter] for letter in drawn)
    raise MapError(f"{quoted(drawn)} is neither a road glyph nor exit letters (N, E, S, W)")


def road_tile(drawn: str) -> Road:
    """A road tile of the deck, turned to have the exits drawn (``"│"`` or ``"NS"``).

    The tile is not taken from anywhere: :func:`with_road_in_hand` does that.
    """
    return _road_with_exits(list(parts.road_deck()), exits_of(drawn), "the deck")


def building_tile(kind: str, nth: int = 0) -> Building:
    """The ``nth`` building of ``kind`` (``"entertainment"``) in the deck."""
    return [b for b in parts.building_deck() if b.kind == BuildingType(kind)][nth]


def objective_card(card_id: str) -> Objective:
    """A personal or public objective card by id."""
    for card in (*parts.personal_objectives(), *parts.public_objectives()):
        if card.id == card_id:
            return card
    raise MapError(f"no objective card has the id {quoted(card_id)}")


def fresh(players: int = 2, seed: int = 0, options: RuleOptions | None = None) -> GameState:
    """A new game with seat 0 to play first."""
    state, _ = new_game(players, seed, options, first_player=0)
    return state


def with_road_in_hand(state: GameState, seat: int, drawn: str) -> GameState:
    """Give player ``seat`` a road tile that can be turned to look like ``drawn``.

    ``drawn`` is a glyph (``"┼"``) or exit letters (``"NES"``).  The tile
    comes from the road pile; the one they held goes back on top.
    """
    exits = exits_of(drawn)
    pile = list(state.road_pile)
    road = _road_with_exits(pile, exits, "the road pile")
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
            raise MapError(
                f"{quoted(letter)} is not one of the building letters {building_kinds()}"
            )
        found = next((b for b in pool if b.kind == _KIND_OF_LETTER[letter]), None)
        if found is None:
            raise MapError(f"no {_KIND_OF_LETTER[letter].value} building left for the row")
        pool.remove(found)
        row.append(RowSlot(found))
    return evolve(state, row=tuple(row), building_pile=tuple(pool))


def first_in_row(state: GameState, kind: str) -> GameState:
    """A building of ``kind`` leftmost in the row (so it is free), the others as they were."""
    letters = [BuildingType(kind).value[0].upper()]
    letters += [slot.building.kind.value[0].upper() for slot in state.row[1:]]
    silver = [slot.silver for slot in state.row]
    state = with_row(state, " ".join(letters))
    row = tuple(evolve(slot, silver=coins) for slot, coins in zip(state.row, silver, strict=True))
    return evolve(state, row=row)


def with_objectives(state: GameState, seat: int, *ids: str) -> GameState:
    """Give player ``seat`` these personal objectives (by id) in hand.

    The cards come from the objective pile; the cards they held go back under it.
    """
    pile = list(state.objective_pile)
    hand = []
    for card_id in ids:
        card = next((c for c in pile if c.id == card_id), None)
        if card is None:
            raise MapError(f"objective {quoted(card_id)} is not in the objective pile")
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
        raise MapError(f"no mine tile carries the event {quoted(event)}")
    stacks = [evolve(m, tiles=tuple(t for t in m.tiles if t != tile)) for m in state.mines]
    stacks[mine - 1] = evolve(stacks[mine - 1], tiles=(tile, *stacks[mine - 1].tiles))
    return evolve(state, mines=tuple(stacks))


def with_silver(state: GameState, silver: Mapping[int, int]) -> GameState:
    """Set players' silver (``{0: 5, 1: 0}``: seat to coins), moving coins to or from the supply.

    The 45 coins stay all accounted for, as the rules require.
    """
    for seat, amount in silver.items():
        change = amount - state.players[seat].silver
        if amount < 0 or change > state.supply:
            raise PositionError(
                f"players[{seat}].silver",
                f"cannot hold {amount}: the supply has {state.supply} silver to give",
            )
        state = state.with_player(seat, silver=amount)
        state = evolve(state, supply=state.supply - change)
    return state


def with_character(state: GameState, seat: int, character_id: str) -> GameState:
    """Give player ``seat`` the character ``character_id``; whoever had it gets theirs.

    Every character card is unique, so the two players swap.
    """
    card = next((c for c in parts.characters() if c.id == character_id), None)
    if card is None:
        raise MapError(f"no character has the id {quoted(character_id)}")
    mine = state.players[seat].character
    for other, player in enumerate(state.players):
        if player.character == card:
            state = state.with_player(other, character=mine)
    return state.with_player(seat, character=card)


def with_mine(state: GameState, number: int, *tiles: MineTile) -> GameState:
    """Mine ``number`` holding exactly ``tiles``, top first; none empties it.

    A tile that lay in another stack is taken out of it, so each is in the
    game at most once; the tiles that mine held leave the game.
    """
    wanted = set(tiles)
    stacks = [evolve(m, tiles=tuple(t for t in m.tiles if t not in wanted)) for m in state.mines]
    stacks[number - 1] = evolve(stacks[number - 1], tiles=tuple(tiles))
    return evolve(state, mines=tuple(stacks))


def with_turn(
    state: GameState,
    *,
    building_taken: bool = False,
    building_placed: bool = False,
    roads_placed: int = 0,
) -> GameState:
    """The active player's turn, as far as these steps.

    A building taken is the leftmost of the row (it is free): it leaves the
    row, and is held until placed.  A building placed is not drawn on the
    board (draw it on the map, with the pawn): here it is simply gone, as
    if set aside.  The end of the turn refills the row as usual.
    """
    if building_placed and not building_taken:
        raise PositionError("turn.building_taken", "a building was placed but none taken")
    row, held = state.row, None
    if building_taken:
        if not row:
            raise PositionError("row", "the row is empty: no building to take")
        if row[0].silver:
            raise PositionError("row[0].silver", "the leftmost building has silver on it")
        row, held = row[1:], None if building_placed else row[0].building
    turn = TurnState(held, building_taken, building_placed, roads_placed)
    return evolve(state, row=row, turn=turn)


def ready_to_mine(state: GameState) -> GameState:
    """Only mining is left of the active player's turn: building and road done."""
    return with_turn(state, building_taken=True, building_placed=True, roads_placed=1)
