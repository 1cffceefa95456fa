"""Small positions by hand, for chapters, exercises and tests: tiles by name, followers by seat.

A chapter shows a rule on a board of a few tiles, not on a whole game:

>>> from tutorial.carcassonne.scenarios import position
>>> state = position({(0, 0): ("city edge", 0), (0, -1): ("city edge", 2)})
>>> sorted(group.kind for group in state.groups.values() if group.complete)
['city']

Such a position shows only the tiles that matter (imagine the rest of the
board around them: two ends of a city with a gap for the tile that closes
it), so it is not one a played game reaches, and
:func:`~tutorial.carcassonne.positions.load_state` would refuse it.
:func:`position` checks what the tiles shown must satisfy instead
(:func:`check_board`): every side touching a tile matches it, and each tile
holds at most one follower.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from tutorial.carcassonne.board import Placed
from tutorial.carcassonne.features import Node
from tutorial.carcassonne.positions import check_followers_on_board, check_sides
from tutorial.carcassonne.rules import RuleSet
from tutorial.carcassonne.setup import MAX_PLAYERS, MIN_PLAYERS, base_rules
from tutorial.carcassonne.state import FOLLOWERS, GameState, PlayerState, ScoreSheet
from tutorial.core.errors import PositionError, quoted
from tutorial.core.grid import Cell

#: The start tile alone, as the game begins.
START = MappingProxyType({(0, 0): ("city edge + straight road", 0)})


def tile_index(rules: RuleSet, name: str) -> int:
    """The index of the tile type called ``name`` in ``rules`` (a clear error if there is none)."""
    for index, tile in enumerate(rules.tiles):
        if tile.name == name:
            return index
    raise PositionError("board", f"no tile type is called {name!r}")


def position(
    board: Mapping[Cell, tuple[str, int]],
    followers: Mapping[Node, int] | None = None,
    *,
    tile: str | None = "curve",
    deck: Sequence[str] = ("straight road",),
    players: int = 2,
    active: int = 0,
    phase: str = "tile",
    rules: RuleSet | None = None,
    layers: Mapping[str, object] | None = None,
) -> GameState:
    """A position: ``board`` maps cell -> (tile name, quarter turns); ``followers`` node -> seat.

    Seat ``active`` is to place the tile called ``tile``; ``deck`` follows
    it.  Each player's supply is 7 followers less those on the board.
    ``rules`` defaults to the base game; an expansion passes its own (and
    its pieces in ``layers``).
    """
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        # The same seats new_game accepts: a position no game can have is no example.
        raise PositionError("players", f"2 to 5 players, not {quoted(players)}")
    rules = rules or base_rules()
    followers = dict(followers or {})
    sheet = ScoreSheet.empty(rules.categories)
    seated = tuple(
        PlayerState(
            f"Player {seat + 1}",
            FOLLOWERS - sum(s == seat for s in followers.values()),
            sheet,
        )
        for seat in range(players)
    )
    state = GameState(
        seed=0,
        rules=rules,
        players=seated,
        board={cell: Placed(tile_index(rules, name), turn) for cell, (name, turn) in board.items()},
        deck=tuple(tile_index(rules, name) for name in deck),
        tile=None if tile is None else tile_index(rules, tile),
        active=active,
        phase=phase,
        followers=MappingProxyType(followers),
        layers=MappingProxyType(dict(layers or {})),
    )
    check_board(state)
    return state


def check_board(state: GameState) -> None:
    """Refuse tiles no placing could show, naming what is wrong.

    Every side touching another tile matches it (rulebook, base game,
    *Placing a tile*); a tile holds at most one follower, and none stands on
    a feature already complete (*Scoring*: its followers went home).
    """
    check_sides(dict(state.board), state.rules)
    check_followers_on_board(state)
