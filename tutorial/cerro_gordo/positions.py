"""Saving and loading a Cerro Gordo position as versioned JSON.

The file holds every field of a :class:`~tutorial.cerro_gordo.state.GameState`.
Tiles and cards are written by id and looked up again in the game's own
component lists when loaded, so a file can only name pieces that exist; each
field is checked and a bad one is named in the error (see
:mod:`tutorial.core.positions`).  Then the whole position is checked against
what every game keeps true (:func:`~tutorial.cerro_gordo.invariants.check_reachable`):
coins add up to 45, no two players share a character, and so on.

Format versions: 2 (written) has the rule options' ``board`` (``null`` for a
board without an edge); 1 (still read) had a fixed grid, ``columns`` x
``rows``, which it loads as ``RuleOptions(board=(columns, rows))``.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from tutorial.cerro_gordo import components as parts
from tutorial.cerro_gordo.components import SILVER_COINS, Building, MineSite, Road
from tutorial.cerro_gordo.invariants import check_reachable
from tutorial.cerro_gordo.options import LARGEST_BOARD, RuleOptions
from tutorial.cerro_gordo.state import (
    GameState,
    MineStack,
    PlayerState,
    RowSlot,
    TurnState,
)
from tutorial.core.errors import PositionError, quoted
from tutorial.core.grid import Direction
from tutorial.core.positions import (
    Fields,
    check_cell,
    check_int,
    dump_position,
    parse_position,
)

GAME = "cerro_gordo"
VERSION = 2
#: The format versions :func:`load_state` reads.
READABLE = (1, 2)


def _road(road: Road) -> dict[str, Any]:
    return {"id": road.id, "exits": [d.name for d in Direction if d in road.exits]}


def _to_json(value: Any) -> Any:
    """A rule option's value as JSON: tuples become lists."""
    return [_to_json(v) for v in value] if isinstance(value, tuple) else value


def _from_json(value: Any) -> Any:
    """A rule option's value from JSON: lists become tuples, as the options hold them."""
    return tuple(_from_json(v) for v in value) if isinstance(value, list) else value


def save_state(state: GameState) -> str:
    """The position as JSON text (format version 2)."""
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
        "options": {f.name: _to_json(getattr(state.options, f.name)) for f in fields(RuleOptions)},
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
            "mined": state.turn.mined,
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
        # Exactly an int or a str: 1.0 and True are equal to 1 in Python, and
        # would load, then save as another file.
        if type(key) not in (int, str) or key not in table:
            raise PositionError(where, f"no such piece: {quoted(key)}")
        return table[key]

    def road(self, value: Any, where: str) -> Road:
        fields = Fields(value, where)
        road = self.pick(self.roads, fields.raw("id"), f"{where}.id")
        exits = []
        for path, letter in fields.items("exits"):
            if not isinstance(letter, str) or letter not in Direction.__members__:
                raise PositionError(path, f"expected one of N, E, S, W, got {quoted(letter)}")
            exits.append(Direction[letter])
        turned = frozenset(exits)
        if len(turned) != len(exits) or turned not in {road.rotated(q).exits for q in range(4)}:
            raise PositionError(f"{where}.exits", f"not a rotation of {road}")
        return Road(road.id, road.shape, turned)


def _options(f: Fields, version: int) -> RuleOptions:
    """The rule options, each checked by :class:`RuleOptions` itself."""
    opts = f.obj("options")
    values: dict[str, Any] = {}
    for option in fields(RuleOptions):
        name = option.name
        if version == 1 and name == "board":
            # Version 1 always had a fixed grid, saved as the state's size.
            values[name] = (
                f.integer("columns", 1, LARGEST_BOARD),
                f.integer("rows", 1, LARGEST_BOARD),
            )
            continue
        if not opts.has(name):
            continue  # a switch newer than the file: the default reading
        values[name] = _from_json(opts.raw(name))
        try:
            RuleOptions(**{name: values[name]})
        except (TypeError, ValueError) as err:
            raise PositionError(f"options.{name}", str(err)) from None
    return RuleOptions(**values)


def load_state(text: str | bytes) -> GameState:
    """A game state from JSON text, every field checked.

    Raises :class:`~tutorial.core.errors.PositionError` naming the first bad
    field, or the first thing no game can reach
    (:func:`~tutorial.cerro_gordo.invariants.check_reachable`).
    """
    f = parse_position(text, game=GAME, versions=READABLE)
    cat = _Catalogue()
    options = _options(f, f.integer("version"))

    mines = []
    for i, m in enumerate(f.objects("mines")):
        tiles = m.each("tiles", lambda v, w: cat.pick(cat.mine_tiles, v, w))
        mines.append(MineStack(i + 1, m.cell("cell"), tiles))
    if len({m.cell for m in mines}) != len(mines):
        raise PositionError("mines", "two mines stand on the same cell")
    tiles: dict[tuple[int, int], Any] = {m.cell: MineSite(m.number) for m in mines}
    for t in f.objects("tiles"):
        cell = t.cell("cell")
        if cell in tiles:
            raise PositionError(f"{t.path}.cell", f"two tiles on cell {cell}")
        if t.has("building"):
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
                pawn=None if pawn is None else check_cell(pawn, f"{p.path}.pawn"),
                public_done=p.each("public_done", lambda v, w: cat.pick(cat.objectives, v, w).id),
            )
        )
    if not 2 <= len(players) <= 5:
        raise PositionError("players", f"Cerro Gordo is for 2 to 5 players, not {len(players)}")

    turn = f.obj("turn")
    held = turn.raw("held")
    state = GameState(
        seed=f.seed(),
        options=options,
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
            # Newer than some files: a file without it was saved before mining.
            mined=turn.boolean("mined") if turn.has("mined") else False,
        ),
        game_over=f.boolean("game_over"),
    )
    check_reachable(state)
    return state
