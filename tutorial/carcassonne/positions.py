"""Saving and loading a Carcassonne position as versioned JSON.

The file holds the board (each tile by its type's name and its turn), the
deck, the players and the followers on the board; the union-find of
features is not saved but rebuilt from the board when loading (the order of
the tiles does not change the groups).  Every field is checked and a bad one
is named in the error (see :mod:`tutorial.core.positions`); then the whole
position is checked against what every played game keeps true
(:func:`check_reachable`): neighbouring sides match and every tile is joined
to the start tile, the 72 tiles are all somewhere, each player has 7
followers in all, at most one a tile and none on a feature already scored,
one tile placed a turn, and the score sheets hold only what scoring gives.

Not saved, nor compared: ``scored`` (what the last turn scored, for its
explanation), so a loaded position equals the one saved.
An expansion's pieces (``state.layers``) are the expansion's to save: the
file holds them under ``"layers"``, each written and read back (and checked)
by the :class:`~tutorial.carcassonne.rules.LayerCodec` its rules name; the
base game refuses to write a layer no codec saves.  The file names its
rules, and :func:`load_state` picks them among those it is given.

Format versions: 1 has no ``"layers"``; 2 (written now) has them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from tutorial.carcassonne.board import (
    Placed,
    fits_somewhere,
    needs_of,
    open_cells_of,
    turns_meeting,
)
from tutorial.carcassonne.features import Node, around
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.scoring import CATEGORY, farm_points, majority
from tutorial.carcassonne.setup import MAX_PLAYERS, MIN_PLAYERS, START_CELL, base_rules, start_tile
from tutorial.carcassonne.state import FOLLOWERS, GameState, PlayerState, ScoreSheet
from tutorial.carcassonne.tiles import CITY, FIELD, MONASTERY, ROAD
from tutorial.core.errors import PositionError, quoted, shortened
from tutorial.core.grid import edge_neighbours
from tutorial.core.positions import Fields, check_cell, check_int, dump_position, parse_position
from tutorial.core.values import evolve

GAME = "carcassonne"
VERSION = 2
#: The versions this code reads: 1, from before expansions saved their pieces.
VERSIONS = (1, 2)
#: The phase of a finished game.
OVER = "over"
#: The base game's phase in which the tile just placed gets its follower.
FOLLOWER_PHASE = "follower"


def save_state(state: GameState) -> str:
    """The position as versioned JSON text.

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(2, seed=3).state
    >>> load_state(save_state(state)) == state
    True
    """
    codecs = {codec.name for codec in state.rules.layers}
    unsaved = [name for name in state.layers if name not in codecs]
    if unsaved:
        raise ValueError(
            f"this position holds an expansion's pieces ({', '.join(unsaved)}) that its "
            f"rules {state.rules.name!r} do not save"
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
            "layers": {codec.name: codec.dump(state) for codec in state.rules.layers},
        }
    )


def load_state(text: str | bytes, rules: RuleSet | Sequence[RuleSet] | None = None) -> GameState:
    """A position read from JSON ``text`` and checked field by field.

    ``rules`` are the rules the position may have been saved under (default:
    the base game), one set or several: the file names its rules, and they
    must be among them.  Each layer of the rules reads its own part of the
    file (:class:`~tutorial.carcassonne.rules.LayerCodec`).
    """
    known = (rules,) if isinstance(rules, RuleSet) else tuple(rules or (base_rules(),))
    fields = parse_position(text, game=GAME, versions=VERSIONS)
    by_name = {r.name: r for r in known}
    rules = by_name[fields.text("rules", tuple(by_name))]
    index = {tile.name: i for i, tile in enumerate(rules.tiles)}

    def tile_of(value: Any, where: str) -> int:
        if not isinstance(value, str) or value not in index:
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
    check_sides(board, rules)
    deck = fields.each("deck", tile_of)
    tile = None if fields.raw("tile") is None else tile_of(fields.raw("tile"), "tile")
    discarded = fields.each("discarded", tile_of)
    followers = _followers(fields, board, rules, len(players))
    for seat, player in enumerate(players):
        on_board = sum(s == seat for s in followers.values())
        if player.followers + on_board != FOLLOWERS:
            raise PositionError(
                f"players[{seat}].followers",
                f"{player.followers} in the supply and {on_board} on the board make "
                f"{player.followers + on_board}, not {FOLLOWERS}",
            )
    phases = tuple(p.name for p in rules.phases) + (OVER,)
    placed = None if fields.raw("placed") is None else fields.cell("placed")
    if placed is not None and placed not in board:
        raise PositionError("placed", f"no tile lies on {placed}")
    state = GameState(
        seed=fields.seed(),
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
    state = evolve(state, completed=tuple(sorted({state.network.find(n) for n in completed})))
    check_reachable(state)
    state = _with_layers(state, fields)
    check_phase_needed(state)
    return state


def check_phase_needed(state: GameState) -> None:
    """The phase of a turn under way is one this turn has (a phase not needed is skipped).

    Checked once the expansions' pieces are loaded: whether a phase happens
    may depend on them (The Gold Mines' ingots and hand-out choices).
    """
    if state.game_over or state.phase == state.rules.phases[0].name:
        return
    if not state.rules.phase(state.phase).needed(state):
        raise PositionError("phase", f"the {state.phase} phase is skipped in this position")


def _with_layers(state: GameState, fields: Fields) -> GameState:
    """``state`` with each expansion's pieces, read by its rules' layer codecs."""
    codecs = state.rules.layers
    if fields.integer("version") < 2:
        if fields.has("layers"):
            raise PositionError("layers", "a version 1 position has no layers")
        if codecs:
            raise PositionError("version", f"a {state.rules.name!r} position is version 2 or later")
        return state
    layers = fields.obj("layers")
    for name in fields.raw("layers"):
        if name not in {codec.name for codec in codecs}:
            raise PositionError(
                f"layers.{field_name(name)}",
                f"the rules {state.rules.name!r} have no layer {quoted(name)}",
            )
    loaded = {codec.name: codec.load(layers.obj(codec.name), state) for codec in codecs}
    return evolve(state, layers=MappingProxyType(loaded)) if loaded else state


def check_reachable(state: GameState) -> None:
    """Refuse a position that no played game reaches, naming the field that shows it.

    What every game keeps true, turn after turn (rulebook, base game, *Setup*,
    *Placing a tile*, *Placing a follower*, *Scoring*):

    - the start tile lies unturned on ``(0, 0)`` and every tile is joined to
      it (neighbouring sides match: checked while reading the board);
    - every tile of the box is somewhere: on the board, in the deck,
      discarded, or in the player's hand; one tile is placed a turn;
    - the game is over exactly when no tile is left; a drawn tile fits
      somewhere (one that fits nowhere is discarded at once);
    - a tile holds at most one follower (one is placed on the tile just
      laid), and a completed road, city or monastery holds none once the
      turn is over (its followers go home when it scores);
    - the follower step happens only when the player can place a follower,
      and the tile just placed holds no follower until that step; the
      phase is one the turn has
      (:func:`check_phase_needed`, once an expansion's pieces are loaded);
    - on turn 1 no tile was discarded: every tile fits beside the start tile;
    - the score sheets hold what scoring can give (:func:`check_scores`).

    Followers (7 a player, supply included) are checked while reading.
    """
    rules, board = state.rules, state.board
    start = START_CELL
    if board.get(start) != Placed(start_tile(rules), 0):
        raise PositionError("board", f"the start tile lies unturned on {start}")
    _check_joined(board, start)
    _check_tile_counts(state)
    over = state.phase == OVER
    if state.game_over != over:
        raise PositionError(
            "phase", f"game_over is {state.game_over}, but the phase is {state.phase!r}"
        )
    if over and (state.deck or state.tile is not None):
        raise PositionError("deck", "the game ends only when no tile is left to draw")
    if not over and state.tile is None:
        raise PositionError("tile", "a game that is not over has a drawn tile")
    tiles_placed = len(board) - 1 - (state.placed is not None)
    if state.turn_number != tiles_placed + 1:
        raise PositionError(
            "turn_number",
            f"turn {state.turn_number} with {tiles_placed} tiles placed before it: "
            "one tile is placed a turn",
        )
    first_phase = rules.phases[0].name
    if over or state.phase == first_phase:
        if state.placed is not None:
            raise PositionError("placed", f"no tile is placed yet in the {state.phase} phase")
        if state.completed:
            raise PositionError("completed", "features are completed only by a tile just placed")
        drawn = state.current_tile
        if drawn is not None and not fits_somewhere(state, drawn):
            raise PositionError("tile", f"the {drawn.name} tile fits nowhere: it is discarded")
    else:
        _check_placed_this_turn(state)
    _check_discarded(state)
    check_followers_on_board(state)
    check_scores(state)


def _check_joined(board: dict, start: tuple[int, int]) -> None:
    """Every tile is joined to the start tile through its neighbours."""
    joined, frontier = {start}, [start]
    while frontier:
        for _, neighbour in edge_neighbours(frontier.pop()):
            if neighbour in board and neighbour not in joined:
                joined.add(neighbour)
                frontier.append(neighbour)
    for cell in board:
        if cell not in joined:
            raise PositionError("board", f"the tile on {cell} is not joined to the start tile")


def _check_tile_counts(state: GameState) -> None:
    """The board, the deck, the discards and the drawn tile hold the box, tile for tile."""
    in_game = Counter([p.tile for p in state.board.values()] + [*state.deck, *state.discarded])
    if state.tile is not None and state.placed is None:  # once placed, it is on the board
        in_game[state.tile] += 1
    for kind, box in enumerate(state.rules.tiles):
        if in_game[kind] != box.count:
            raise PositionError(
                "deck",
                f"{in_game[kind]} {box.name} tiles on the board, in the deck, discarded and "
                f"drawn: the box holds {box.count}",
            )


def _check_placed_this_turn(state: GameState) -> None:
    """Later in a turn: the drawn tile lies on ``placed``; ``completed`` is what it completed."""
    placed = state.placed
    if placed is None or state.board[placed].tile != state.tile:
        raise PositionError("placed", f"in the {state.phase} phase, the drawn tile lies on placed")
    tile = state.tile_at(placed)
    touched = {(placed, index) for index in range(len(tile.features))}
    for cell in around(placed):
        if cell in state.board and state.tile_at(cell).monastery is not None:
            touched.add((cell, state.tile_at(cell).monastery))
    roots = {state.network.find(node) for node in touched}
    completed = tuple(sorted(root for root in roots if state.groups[root].complete))
    if tuple(sorted(state.completed)) != completed:
        raise PositionError("completed", "not the features the tile just placed completed")
    names = [phase.name for phase in state.rules.phases]
    if names.index(state.phase) > names.index(FOLLOWER_PHASE):
        return  # after the follower step (an expansion's phase): its follower may be down
    for i, node in enumerate(state.followers):
        if node[0] == placed:
            raise PositionError(
                f"followers[{i}].node",
                f"the tile just placed on {placed} holds no follower before its follower step",
            )


def _check_discarded(state: GameState) -> None:
    """Rulebook (base game), *Placing a tile*: only a tile that fits nowhere is discarded.

    On turn 1 the tiles were drawn beside the start tile alone, where every
    tile of the box fits: so nothing can have been discarded yet.
    """
    if state.turn_number != 1:
        return
    alone = open_cells_of({START_CELL: state.board[START_CELL]}, state.rules.tiles)
    for i, kind in enumerate(state.discarded):
        sides = state.rules.tiles[kind].sides
        if any(turns_meeting(sides, needs) for needs in alone.values()):
            raise PositionError(
                f"discarded[{i}]",
                f"the {state.rules.tiles[kind].name} tile fits beside the start tile: "
                "on turn 1 it cannot have been discarded",
            )


def check_followers_on_board(state: GameState) -> None:
    """One follower a tile at most, and none on a feature scored already."""
    cells: set[tuple[int, int]] = set()
    for i, (node, _) in enumerate(state.followers.items()):
        where = f"followers[{i}].node"
        if node[0] in cells:
            raise PositionError(where, f"a second follower on the tile on {node[0]}")
        cells.add(node[0])
        root = state.network.find(node)
        if state.groups[root].complete and root not in state.completed:
            raise PositionError(
                where, f"the {state.groups[root].kind} is complete: its followers went home"
            )


def check_scores(state: GameState) -> None:
    """Refuse score sheets no scoring gives, naming the player and category.

    Points come only from scoring (rulebook, base game, *Scoring during the
    game* and *Final scoring*), at the end of a turn or of the game:

    - before turn 1 has ended, no one has a point;
    - farms score only at the end, when the farmers are still on the board:
      then each player's farm points are exactly those of the farms they
      lead (:func:`~tutorial.carcassonne.scoring.farm_points`);
    - during the game a city scores 2 a tile and 2 a pennant (even points),
      and a monastery 9: a multiple of 9 for each player, and no more 9s in
      all than completed monasteries (one follower stands in a monastery, so
      one player scores it); at the end an unfinished one scores 1 to 9;
    - no feature scores twice for a player, so a player's roads are at most
      the tiles of all the roads, cities twice the tiles and pennants of
      all the cities, monasteries 9 a monastery.

    An expansion's own categories are the expansion's to check (its layer
    codec sees the whole state).
    """
    over = state.game_over
    groups = list(state.groups.values())
    monasteries = [g for g in groups if g.kind == MONASTERY and (over or g.complete)]
    most = {
        ROAD: sum(len(g.cells) for g in groups if g.kind == ROAD),
        CITY: sum(2 * (len(g.cells) + g.pennants) for g in groups if g.kind == CITY),
        MONASTERY: 9 * len(monasteries),
    }
    farms = [0] * len(state.players)
    if over:
        for group in groups:
            if group.kind == FIELD:
                for seat in majority(group.followers):
                    farms[seat] += farm_points(state, group)
    for seat, player in enumerate(state.players):
        for kind, category in CATEGORY.items():
            points = player.score.points.get(category, 0)
            where = f"players[{seat}].score.{category}"
            if state.turn_number == 1 and points:
                raise PositionError(where, f"{quoted(points)} points before any turn has ended")
            if kind == FIELD and points != farms[seat]:
                said = "the farms they lead score" if over else "farms score only at the end:"
                raise PositionError(where, f"{quoted(points)} points, but {said} {farms[seat]}")
            if not over and kind == CITY and points % 2:
                raise PositionError(
                    where,
                    f"{quoted(points)} points: during the game a city scores 2 a tile "
                    "and 2 a pennant",
                )
            if not over and kind == MONASTERY and points % 9:
                raise PositionError(
                    where, f"{quoted(points)} points: during the game a monastery scores 9"
                )
            if kind in most and points > most[kind]:
                raise PositionError(
                    where,
                    f"{quoted(points)} points, more than all the {category} on the board "
                    f"can give ({most[kind]})",
                )
    nines = sum(p.score.points.get(CATEGORY[MONASTERY], 0) for p in state.players)
    if nines > most[MONASTERY]:
        raise PositionError(
            f"players[0].score.{CATEGORY[MONASTERY]}",
            f"{nines} monastery points in all, more than the {len(monasteries)} "
            f"{'' if over else 'completed '}monasteries give ({most[MONASTERY]})",
        )


def field_name(name: object) -> str:
    """A key from the file as a field's name in an error, cut as values are (a key may be huge)."""
    return shortened(str(name), 40)


def _player(fields: Fields, rules: RuleSet) -> PlayerState:
    score = fields.obj("score")
    for category in fields.raw("score"):
        if category not in rules.categories:
            raise PositionError(
                f"{score.path}.{field_name(category)}", f"no score category {quoted(category)}"
            )
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


def check_sides(board: dict, rules: RuleSet) -> None:
    """Every side touching another tile matches it."""
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
