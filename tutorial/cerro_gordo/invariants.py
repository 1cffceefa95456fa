"""What is true of every position a game of Cerro Gordo can reach.

A saved file, or a position drawn as a text map, may describe a table that
no game could ever produce: two players with the same character card, a
pawn standing on a road, 44 silver coins.  The engine would then play on
from nonsense, and the learner would see rules apply in ways the rulebook
never meant.  :func:`check_reachable` lists what setup and the rules always
keep true, each with the rulebook section that keeps it, and refuses a
position that breaks one, naming the field as a saved file spells it.

These are necessary conditions, not a proof that a position is reachable:
the order in which the town was built is not searched for (a chapter may
draw a building that no road leads to yet, to make a point).
"""

from __future__ import annotations

from collections.abc import Iterable

from tutorial.cerro_gordo import components as parts
from tutorial.cerro_gordo.components import SILVER_COINS, Building, MineSite, Road
from tutorial.cerro_gordo.options import ANY_TIME, LARGEST_BOARD, mine_stacks
from tutorial.cerro_gordo.setup import OBJECTIVES_IN_HAND, ROW_SIZE
from tutorial.cerro_gordo.state import GameState, TurnState
from tutorial.core.errors import PositionError
from tutorial.core.grid import Cell, in_bounds


def check_reachable(state: GameState) -> None:
    """Raise :class:`~tutorial.core.errors.PositionError` if no game can reach ``state``.

    Checked, in this order (the field named in the error in brackets):

    Players (rulebook, *Setup* steps 6-9, *Building*):

    - 2 to 5 players (``players``), each with a different character card
      (``players[i].character``);
    - silver is never negative (``players[i].silver``, ``row[i].silver``,
      ``supply``), and the 45 coins are all somewhere (``supply``);
    - a pawn stands on a building (``players[i].pawn``), and no two pawns
      on the same one: each stands on the building its player placed;
    - a hand holds personal objectives only, 2 of them, fewer only once the
      objective pile is empty (``players[i].objectives``); completed cards
      are personal ones (``players[i].completed``); public objectives done
      are ones in play (``players[i].public_done``);
    - each player holds one road tile, none only once the road pile is
      empty (``players[i].road``).

    Cards and tiles (rulebook, *Components*):

    - the public objectives are the 3 public cards, once each (``public``);
    - every road tile is somewhere, exactly once: on the board, in a hand or
      in the pile (``roads``); roads never leave the game;
    - no building, objective or mine tile is in two places (``buildings``,
      ``objectives``, ``mine tiles``): buildings set aside, objectives
      discarded and mine tiles drawn leave the game, so these may be missing;
    - with 2 players the mine tiles marked 3+ are out of the game.

    Board (rulebook, *Setup* steps 2-3, *Road*, *Building*):

    - as many mines as the player count and ``options.mine_stacks`` give,
      numbered 1, 2, 3 in order, each standing on its own cell, with no
      more tiles than it started with (``mines``, ``mines[i].tiles``);
    - the mines stand close together, at most 99 cells apart each way
      (``mines``), and every tile lies within as many steps of a mine as
      there are tiles on the board, since each was placed touching one
      already there (``tiles``);
    - on a fixed grid (``options.board``), every tile is on it (``tiles``).

    The turn (rulebook, *On Your Turn*, *Silver Actions*, *End of Game*):

    - the active seat is a player's, turns count from 1, and a turn places
      at most 2 roads (``active``, ``turn_number``, ``turn.roads_placed``);
    - a building is placed after it was taken (``turn.building_taken``),
      and held only between the two (``turn.held``);
    - a turn goes on after mining only when silver actions are allowed at
      any time (``turn.mined``);
    - the row holds 5 buildings, one fewer once this turn's was taken, and
      fewer only once the building pile is empty (``row``);
    - the game is over exactly when every mine is empty (``game_over``),
      and then nobody is in the middle of a turn (``turn``).
    """
    _check_players(state)
    _check_cards(state)
    _check_board(state)
    _check_turn(state)


def _check_players(state: GameState) -> None:
    if not 2 <= len(state.players) <= 5:
        raise PositionError(
            "players", f"Cerro Gordo is for 2 to 5 players, not {len(state.players)}"
        )
    characters: set[str] = set()
    pawns: set[Cell] = set()
    for i, p in enumerate(state.players):
        where = f"players[{i}]"
        if p.character.id in characters:
            raise PositionError(f"{where}.character", f"two players are {p.character.name}")
        characters.add(p.character.id)
        if p.silver < 0:
            raise PositionError(f"{where}.silver", f"{p.name} has {p.silver} silver")
        if p.pawn is not None:
            if not isinstance(state.tiles.get(p.pawn), Building):
                raise PositionError(f"{where}.pawn", f"no building under the pawn at {p.pawn}")
            if p.pawn in pawns:
                raise PositionError(f"{where}.pawn", f"two pawns on the building at {p.pawn}")
            pawns.add(p.pawn)
        if any(card.public for card in p.objectives):
            raise PositionError(f"{where}.objectives", "a public objective is in a hand")
        if len(p.objectives) > OBJECTIVES_IN_HAND or (
            len(p.objectives) < OBJECTIVES_IN_HAND and state.objective_pile
        ):
            raise PositionError(
                f"{where}.objectives",
                f"{p.name} holds {len(p.objectives)} objectives: a hand holds "
                f"{OBJECTIVES_IN_HAND}, fewer only once the objective pile is empty",
            )
        if any(card.public for card in p.completed):
            raise PositionError(f"{where}.completed", "a public objective is among completed ones")
        if not set(p.public_done) <= {card.id for card in state.public}:
            raise PositionError(f"{where}.public_done", "not a public objective in play")
        if p.road is None and state.road_pile:
            raise PositionError(
                f"{where}.road",
                f"{p.name} holds no road tile, but the road pile is not empty",
            )
    for i, slot in enumerate(state.row):
        if slot.silver < 0:
            raise PositionError(f"row[{i}].silver", f"{slot.silver} silver on a building")
    if state.supply < 0:
        raise PositionError("supply", f"the supply holds {state.supply} silver")
    if state.silver_in_play() != SILVER_COINS:
        raise PositionError(
            "supply", f"coins add up to {state.silver_in_play()}, not {SILVER_COINS}"
        )


def _check_cards(state: GameState) -> None:
    if any(not card.public for card in state.public):
        raise PositionError("public", "a personal objective is among the public ones")
    if sorted(c.id for c in state.public) != sorted(c.id for c in parts.public_objectives()):
        raise PositionError("public", "the public objectives are the 3 public cards, once each")
    tiles = list(state.tiles.values())
    _each_once(
        "buildings",
        (
            *(t for t in tiles if isinstance(t, Building)),
            *(s.building for s in state.row),
            *state.building_pile,
            *([state.turn.held] if state.turn.held else []),
        ),
    )
    # Compared by id: the same road tile may lie turned on the board.
    roads = [
        *(t.id for t in tiles if isinstance(t, Road)),
        *(r.id for r in state.road_pile),
        *(p.road.id for p in state.players if p.road),
    ]
    _each_once("roads", (f"road tile #{r}" for r in roads))
    missing = len(parts.road_deck()) - len(roads)
    if missing:
        raise PositionError("roads", f"{missing} road tile(s) are nowhere: roads never leave")
    mine_tiles = [t for m in state.mines for t in m.tiles]
    _each_once("mine tiles", mine_tiles)
    if len(state.players) == 2 and any(t.three_plus for t in mine_tiles):
        raise PositionError("mine tiles", "a tile marked 3+ is in a 2-player game")
    _each_once(
        "objectives",
        (
            *state.objective_pile,
            *state.public,
            *(c for p in state.players for c in (*p.objectives, *p.completed)),
        ),
    )


def _each_once(kind: str, pieces: Iterable[object]) -> None:
    seen = set()
    for piece in pieces:
        if piece in seen:
            name = getattr(piece, "name", piece)
            raise PositionError(kind, f"{name} appears twice in the position")
        seen.add(piece)


def _check_board(state: GameState) -> None:
    count, per_mine = mine_stacks(len(state.players), state.options.mine_stacks)
    if len(state.mines) != count:
        raise PositionError(
            "mines",
            f"{len(state.players)} players play with {count} mines "
            f"(rulebook, Setup step 2), not {len(state.mines)}",
        )
    for i, mine in enumerate(state.mines):
        if mine.number != i + 1 or state.tiles.get(mine.cell) != MineSite(mine.number):
            raise PositionError(f"mines[{i}].cell", f"mine {i + 1} is not on its cell")
        if not in_bounds(mine.cell, state.options.board):
            raise PositionError(
                f"mines[{i}].cell", f"cell {mine.cell} is off the {state.options.board} board"
            )
        if len(mine.tiles) > per_mine:
            raise PositionError(
                f"mines[{i}].tiles", f"{len(mine.tiles)} tiles; each mine starts with {per_mine}"
            )
    sites = [c for c, t in state.tiles.items() if isinstance(t, MineSite)]
    if len(sites) != len(state.mines):
        raise PositionError("tiles", "a mine on the board is not one of the game's mines")
    for axis in (0, 1):
        spread = max(m.cell[axis] for m in state.mines) - min(m.cell[axis] for m in state.mines)
        if spread > LARGEST_BOARD:
            raise PositionError("mines", f"the mines stand {spread} cells apart, more than 99")
    placed = len(state.tiles) - len(state.mines)
    for cell in state.tiles:
        if not in_bounds(cell, state.options.board):
            raise PositionError("tiles", f"cell {cell} is off the {state.options.board} board")
        nearest = min(abs(cell[0] - m.cell[0]) + abs(cell[1] - m.cell[1]) for m in state.mines)
        if nearest > placed:
            raise PositionError(
                "tiles",
                f"the tile at {cell} is {nearest} steps from the nearest mine, "
                f"but the town has only {placed} tiles",
            )


def _check_turn(state: GameState) -> None:
    turn = state.turn
    if not 0 <= state.active < len(state.players):
        raise PositionError("active", f"no seat {state.active} among {len(state.players)}")
    if state.turn_number < 1:
        raise PositionError("turn_number", f"turns count from 1, not {state.turn_number}")
    if not 0 <= turn.roads_placed <= 2:
        raise PositionError("turn.roads_placed", "a turn places 0, 1 or 2 roads")
    if turn.building_placed and not turn.building_taken:
        raise PositionError("turn.building_taken", "a building was placed but none taken")
    if turn.held is not None and (not turn.building_taken or turn.building_placed):
        raise PositionError("turn.held", "a building is held only between taking it and placing it")
    if turn.mined and state.options.silver_actions != ANY_TIME:
        raise PositionError(
            "turn.mined", "mining ends the turn, unless silver actions are allowed at any time"
        )
    if len(state.row) > ROW_SIZE:
        raise PositionError("row", f"{len(state.row)} buildings; the row holds {ROW_SIZE}")
    expected = ROW_SIZE - (1 if turn.building_taken else 0)
    if state.building_pile and len(state.row) != expected:
        raise PositionError(
            "row",
            f"{len(state.row)} buildings in the row, {expected} expected while the "
            "building pile still refills it",
        )
    empty = all(m.empty for m in state.mines)
    if state.game_over != empty:
        why = "every mine is empty" if empty else "some mine still has tiles"
        raise PositionError("game_over", f"is {str(state.game_over).lower()}, but {why}")
    if state.game_over and turn != TurnState():
        raise PositionError("turn", "the game is over, yet a turn is under way")
