"""Saving and loading a Cerro Gordo position as versioned JSON.

The file holds every field of a :class:`~tutorial.cerro_gordo.state.GameState`.
Tiles and cards are written by id and looked up again in the game's own
component lists when loaded, so a file can only name pieces that exist; each
field is checked and a bad one is named in the error (see
:mod:`tutorial.core.positions`).  Coins must add up to 45.
"""

from __future__ import annotations

from typing import Any

from tutorial.cerro_gordo import components as parts
from tutorial.cerro_gordo.components import SILVER_COINS, Building, MineSite, Road
from tutorial.cerro_gordo.options import RuleOptions
from tutorial.cerro_gordo.state import (
    GameState,
    MineStack,
    PlayerState,
    RowSlot,
    TurnState,
)
from tutorial.core.errors import PositionError
from tutorial.core.grid import Direction, in_bounds
from tutorial.core.positions import (
    Fields,
    check_cell,
    check_int,
    dump_position,
    parse_position,
)

GAME = "cerro_gordo"
VERSION = 1


def _road(road: Road) -> dict[str, Any]:
    return {"id": road.id, "exits": [d.name for d in Direction if d in road.exits]}


def save_state(state: GameState) -> str:
    """The position as JSON text (format version 1)."""
    tiles = []
    for cell, tile in sorted(state.tiles.items()):
        if isinstance(tile, Building):
            tiles.append({"cell": list(cell), "building": tile.id})
        elif isinstance(tile, Road):
            tiles.append({"cell": list(cell), "road": _road(tile)})
    data = {
        "game": GAME,
        "version": VERSION,
        "seed": state.seed,
        "options": {
            "mine_stacks": state.options.mine_stacks,
            "unconnected_mining": state.options.unconnected_mining,
        },
        "columns": state.columns,
        "rows": state.rows,
        "tiles": tiles,
        "mines": [{"cell": list(m.cell), "tiles": [t.id for t in m.tiles]} for m in state.mines],
        "row": [{"building": s.building.id, "silver": s.silver} for s in state.row],
        "building_pile": [b.id for b in state.building_pile],
        "road_pile": [r.id for r in state.road_pile],
        "objective_pile": [c.id for c in state.objective_pile],
        "public": [c.id for c in state.public],
        "supply": state.supply,
        "players": [
            {
                "name": p.name,
                "character": p.character.id,
                "silver": p.silver,
                "road": _road(p.road) if p.road else None,
                "objectives": [c.id for c in p.objectives],
                "completed": [c.id for c in p.completed],
                "pawn": list(p.pawn) if p.pawn else None,
                "public_done": list(p.public_done),
            }
            for p in state.players
        ],
        "active": state.active,
        "turn_number": state.turn_number,
        "turn": {
            "held": state.turn.held.id if state.turn.held else None,
            "building_taken": state.turn.building_taken,
            "building_placed": state.turn.building_placed,
            "roads_placed": state.turn.roads_placed,
        },
        "game_over": state.game_over,
    }
    return dump_position(data)


class _Catalogue:
    """The game's pieces by id, to turn ids in a file back into pieces."""

    def __init__(self) -> None:
        self.buildings = {b.id: b for b in parts.building_deck()}
        self.roads = {r.id: r for r in parts.road_deck()}
        self.mine_tiles = {t.id: t for t in parts.mine_deck()}
        self.objectives = {
            c.id: c for c in (*parts.personal_objectives(), *parts.public_objectives())
        }
        self.characters = {c.id: c for c in parts.characters()}

    @staticmethod
    def pick(table: dict[Any, Any], key: Any, where: str) -> Any:
        if isinstance(key, (list, dict)) or key not in table:
            raise PositionError(where, f"no such piece: {key!r:.40}")
        return table[key]

    def road(self, value: Any, where: str) -> Road:
        fields = Fields(value, where)
        road = self.pick(self.roads, fields.integer("id"), f"{where}.id")
        exits = []
        for path, letter in fields.items("exits"):
            if letter not in Direction.__members__:
                raise PositionError(path, f"expected one of N, E, S, W, got {letter!r:.20}")
            exits.append(Direction[letter])
        turned = frozenset(exits)
        if turned not in {road.rotated(q).exits for q in range(4)}:
            raise PositionError(f"{where}.exits", f"not a rotation of {road}")
        return Road(road.id, road.shape, turned)


def load_state(text: str | bytes) -> GameState:
    """A game state from JSON text, every field checked.

    Raises :class:`~tutorial.core.errors.PositionError` naming the first bad field.
    """
    f = parse_position(text, game=GAME, versions=(VERSION,))
    cat = _Catalogue()
    opts = f.obj("options")
    options = RuleOptions(
        opts.text("mine_stacks", ("table", "sixes")),
        opts.text("unconnected_mining", ("text", "card")),
    )
    columns, rows = f.integer("columns", 1, 40), f.integer("rows", 1, 40)

    def on_board(value: Any, where: str) -> tuple[int, int]:
        cell = check_cell(value, where)
        if not in_bounds(cell, columns, rows):
            raise PositionError(where, f"cell {cell} is off the {columns}x{rows} board")
        return cell

    mines = []
    for i, m in enumerate(f.objects("mines")):
        tiles = m.each("tiles", lambda v, w: cat.pick(cat.mine_tiles, v, w))
        mines.append(MineStack(i + 1, on_board(m.raw("cell"), f"{m.path}.cell"), tiles))
    if not 2 <= len(mines) <= 3:
        raise PositionError("mines", f"a game has 2 or 3 mines, not {len(mines)}")
    if len({m.cell for m in mines}) != len(mines):
        raise PositionError("mines", "two mines stand on the same cell")
    tiles: dict[tuple[int, int], Any] = {m.cell: MineSite(m.number) for m in mines}
    for t in f.objects("tiles"):
        cell = on_board(t.raw("cell"), f"{t.path}.cell")
        if cell in tiles:
            raise PositionError(f"{t.path}.cell", f"two tiles on cell {cell}")
        if "building" in t._data:
            tiles[cell] = cat.pick(cat.buildings, t.raw("building"), f"{t.path}.building")
        else:
            tiles[cell] = cat.road(t.raw("road"), f"{t.path}.road")

    players = []
    for p in f.objects("players"):
        road = p.raw("road")
        pawn = p.raw("pawn")
        players.append(
            PlayerState(
                name=p.text("name"),
                character=cat.pick(cat.characters, p.raw("character"), f"{p.path}.character"),
                silver=p.integer("silver", 0, SILVER_COINS),
                road=None if road is None else cat.road(road, f"{p.path}.road"),
                objectives=p.each("objectives", lambda v, w: cat.pick(cat.objectives, v, w)),
                completed=p.each("completed", lambda v, w: cat.pick(cat.objectives, v, w)),
                pawn=None if pawn is None else on_board(pawn, f"{p.path}.pawn"),
                public_done=p.each("public_done", lambda v, w: cat.pick(cat.objectives, v, w).id),
            )
        )
    if not 2 <= len(players) <= 5:
        raise PositionError("players", f"Cerro Gordo is for 2 to 5 players, not {len(players)}")
    for i, p in enumerate(players):
        if p.pawn is not None and not isinstance(tiles.get(p.pawn), Building):
            raise PositionError(f"players[{i}].pawn", f"no building under the pawn at {p.pawn}")

    turn = f.obj("turn")
    held = turn.raw("held")
    state = GameState(
        seed=f.integer("seed"),
        options=options,
        columns=columns,
        rows=rows,
        players=tuple(players),
        tiles=tiles,
        mines=tuple(mines),
        row=tuple(
            RowSlot(
                cat.pick(cat.buildings, s.raw("building"), f"{s.path}.building"),
                s.integer("silver", 0, SILVER_COINS),
            )
            for s in f.objects("row")
        ),
        building_pile=f.each("building_pile", lambda v, w: cat.pick(cat.buildings, v, w)),
        road_pile=f.each("road_pile", lambda v, w: cat.pick(cat.roads, v, w)),
        objective_pile=f.each("objective_pile", lambda v, w: cat.pick(cat.objectives, v, w)),
        public=f.each("public", lambda v, w: cat.pick(cat.objectives, v, w)),
        supply=f.integer("supply", 0, SILVER_COINS),
        active=f.integer("active", 0, len(players) - 1),
        turn_number=f.integer("turn_number", 1),
        turn=TurnState(
            held=None if held is None else cat.pick(cat.buildings, held, "turn.held"),
            building_taken=turn.boolean("building_taken"),
            building_placed=turn.boolean("building_placed"),
            roads_placed=check_int(turn.raw("roads_placed"), "turn.roads_placed", 0, 2),
        ),
        game_over=f.boolean("game_over"),
    )
    if state.silver_in_play() != SILVER_COINS:
        raise PositionError("supply", f"coins add up to {state.silver_in_play()}, not 45")
    _check_each_piece_once(state)
    return state


def _check_each_piece_once(state: GameState) -> None:
    """Every tile and card exists once: a building in the row cannot also be on the board."""
    tiles = list(state.tiles.values())
    places = {
        "buildings": [
            *(t for t in tiles if isinstance(t, Building)),
            *(s.building for s in state.row),
            *state.building_pile,
            *([state.turn.held] if state.turn.held else []),
        ],
        "roads": [
            # Compared by id: the same tile may lie turned on the board.
            *(f"road tile #{t.id}" for t in tiles if isinstance(t, Road)),
            *(f"road tile #{r.id}" for r in state.road_pile),
            *(f"road tile #{p.road.id}" for p in state.players if p.road),
        ],
        "mine tiles": [t for m in state.mines for t in m.tiles],
        "objectives": [
            *state.objective_pile,
            *state.public,
            *(c for p in state.players for c in (*p.objectives, *p.completed)),
        ],
    }
    for kind, pieces in places.items():
        seen = set()
        for piece in pieces:
            if piece in seen:
                name = getattr(piece, "name", piece)
                raise PositionError(kind, f"{name} appears twice in the position")
            seen.add(piece)
