"""Saving and loading a Carcassonne position as versioned JSON.

The file holds the board (each tile by its type's name and its turn), the
deck, the players and the followers on the board; the union-find of
features is not saved but rebuilt from the board when loading (the order of
the tiles does not change the groups).  Every field is checked and a bad one
is named in the error (see :mod:`tutorial.core.positions`); then the whole
position is checked against what every game keeps true: neighbouring sides
match, no more tiles of a type than the box holds, each player has 7
followers in all.

Not saved: ``scored`` (what the last turn scored, for its explanation).
An expansion's pieces (``state.layers``) are the expansion's to save: the
base game refuses to write a position that has any.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tutorial.carcassonne.board import Placed, needs_of
from tutorial.carcassonne.features import Node
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.setup import MAX_PLAYERS, MIN_PLAYERS, base_rules
from tutorial.carcassonne.state import FOLLOWERS, GameState, PlayerState, ScoreSheet
from tutorial.core.errors import PositionError, quoted
from tutorial.core.grid import edge_neighbours
from tutorial.core.positions import Fields, check_cell, check_int, dump_position, parse_position
from tutorial.core.values import evolve

GAME = "carcassonne"
VERSION = 1


def save_state(state: GameState) -> str:
    """The position as versioned JSON text.

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(2, seed=3).state
    >>> load_state(save_state(state)) == state
    True
    """
    if state.layers:
        raise ValueError(
            f"this position holds an expansion's pieces ({', '.join(state.layers)}): "
            "save it with the expansion's own save"
        )
    names = [tile.name for tile in state.rules.tiles]
    return dump_position(
        {
            "game": GAME,
            "version": VERSION,
            "rules": state.rules.name,
            "seed": state.seed,
            "players": [
                {"name": p.name, "followers": p.followers, "score": dict(p.score.points)}
                for p in state.players
            ],
            "board": [
                {"cell": list(cell), "tile": names[placed.tile], "rotation": placed.rotation}
                for cell, placed in state.board.items()
            ],
            "deck": [names[t] for t in state.deck],
            "tile": None if state.tile is None else names[state.tile],
            "discarded": [names[t] for t in state.discarded],
            "active": state.active,
            "phase": state.phase,
            "placed": None if state.placed is None else list(state.placed),
            "turn_number": state.turn_number,
            "completed": [[*cell, index] for cell, index in state.completed],
            "followers": [
                {"node": [*cell, index], "seat": seat}
                for (cell, index), seat in state.followers.items()
            ],
            "game_over": state.game_over,
        }
    )


def load_state(text: str | bytes, rules: RuleSet | None = None) -> GameState:
    """A position read from JSON ``text`` and checked field by field.

    ``rules`` are the rules the position was saved under (default: the base
    game); the file names them and must agree.
    """
    rules = rules or base_rules()
    fields = parse_position(text, game=GAME, versions=(VERSION,))
    fields.text("rules", (rules.name,))
    index = {tile.name: i for i, tile in enumerate(rules.tiles)}

    def tile_of(value: Any, where: str) -> int:
        if value not in index:
            raise PositionError(where, f"no tile type is called {quoted(value)}")
        return index[value]

    players = tuple(_player(p, rules) for p in fields.objects("players"))
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise PositionError("players", f"2 to 5 players, not {len(players)}")
    board: dict[tuple[int, int], Placed] = {}
    for entry in fields.objects("board"):
        cell = entry.cell("cell")
        if cell in board:
            raise PositionError(f"{entry.path}.cell", f"{cell} holds two tiles")
        kind = tile_of(entry.raw("tile"), f"{entry.path}.tile")
        board[cell] = Placed(kind, entry.integer("rotation", 0, 3))
    if not board:
        raise PositionError("board", "the board holds at least the start tile")
    _check_sides(board, rules)
    deck = fields.each("deck", tile_of)
    tile = None if fields.raw("tile") is None else tile_of(fields.raw("tile"), "tile")
    discarded = fields.each("discarded", tile_of)
    in_game = Counter([p.tile for p in board.values()] + [*deck, *discarded])
    in_game.update([tile] if tile is not None else [])
    for kind, count in in_game.items():
        box = rules.tiles[kind]
        if count > box.count:
            raise PositionError("deck", f"{count} {box.name} tiles, the box holds {box.count}")
    followers = _followers(fields, board, rules, len(players))
    for seat, player in enumerate(players):
        on_board = sum(s == seat for s in followers.values())
        if player.followers + on_board != FOLLOWERS:
            raise PositionError(
                f"players[{seat}].followers",
                f"{player.followers} in the supply and {on_board} on the board make "
                f"{player.followers + on_board}, not {FOLLOWERS}",
            )
    phases = tuple(p.name for p in rules.phases) + ("over",)
    placed = None if fields.raw("placed") is None else fields.cell("placed")
    if placed is not None and placed not in board:
        raise PositionError("placed", f"no tile lies on {placed}")
    state = GameState(
        seed=fields.integer("seed"),
        rules=rules,
        players=players,
        board=board,
        deck=deck,
        tile=tile,
        active=fields.integer("active", 0, len(players) - 1),
        phase=fields.text("phase", phases),
        placed=placed,
        turn_number=fields.integer("turn_number", 1),
        discarded=discarded,
        game_over=fields.boolean("game_over"),
        followers=followers,
    )
    completed = fields.each("completed", lambda v, where: _node(v, where, board, rules))
    roots = sorted({state.network.find(node) for node in completed})
    return evolve(state, completed=tuple(roots))


def _player(fields: Fields, rules: RuleSet) -> PlayerState:
    score = fields.obj("score")
    points = {}
    for category in rules.categories:
        points[category] = score.integer(category, 0) if score.has(category) else 0
    sheet = ScoreSheet.empty(rules.categories)
    for category, value in points.items():
        sheet = sheet.add(category, value)
    return PlayerState(fields.text("name"), fields.integer("followers", 0, FOLLOWERS), sheet)


def _node(value: Any, where: str, board: dict, rules: RuleSet) -> Node:
    if not (isinstance(value, list) and len(value) == 3):
        raise PositionError(where, f"expected a feature [column, row, index], got {quoted(value)}")
    cell = check_cell(value[:2], where)
    if cell not in board:
        raise PositionError(where, f"no tile lies on {cell}")
    features = rules.tiles[board[cell].tile].features
    return (cell, check_int(value[2], f"{where}[2]", 0, len(features) - 1))


def _followers(fields: Fields, board: dict, rules: RuleSet, players: int) -> dict[Node, int]:
    followers: dict[Node, int] = {}
    for entry in fields.objects("followers"):
        node = _node(entry.raw("node"), f"{entry.path}.node", board, rules)
        if node in followers:
            raise PositionError(f"{entry.path}.node", f"two followers on {node}")
        followers[node] = entry.integer("seat", 0, players - 1)
    return followers


def _check_sides(board: dict, rules: RuleSet) -> None:
    """Every side touching another tile matches it, and every tile but a lone one touches one."""
    for cell, placed in board.items():
        tile = rules.tiles[placed.tile]
        needs = needs_of(board, rules.tiles, cell)
        for side, need in enumerate(needs):
            mine = tile.sides[(side - placed.rotation) % 4]
            if need is not None and need != mine:
                neighbour = edge_neighbours(cell)[side][1]
                raise PositionError(
                    "board", f"the tile on {cell} shows {mine} to {neighbour}, which shows {need}"
                )
        if len(board) > 1 and needs == (None,) * 4:
            raise PositionError("board", f"the tile on {cell} touches no other tile")
