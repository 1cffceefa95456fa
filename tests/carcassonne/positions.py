"""Building small positions by hand, for tests: tiles by name, followers by seat."""

from tutorial.carcassonne.board import Placed
from tutorial.carcassonne.setup import base_rules
from tutorial.carcassonne.state import FOLLOWERS, GameState, PlayerState, ScoreSheet
from tutorial.carcassonne.tiles import base_tiles

NAMES = [t.name for t in base_tiles()]


def index(name):
    """The index of a base tile type, by name."""
    return NAMES.index(name)


def position(board, followers=None, tile="curve", deck=("straight road",), phase="tile"):
    """A 2-player state: ``board`` maps cell -> (tile name, rotation); ``followers`` node -> seat.

    Player 0 is to place ``tile``; ``deck`` follows it.
    """
    followers = followers or {}
    rules = base_rules()
    sheet = ScoreSheet.empty(rules.categories)
    players = tuple(
        PlayerState(f"P{seat}", FOLLOWERS - sum(s == seat for s in followers.values()), sheet)
        for seat in range(2)
    )
    return GameState(
        seed=0,
        rules=rules,
        players=players,
        board={cell: Placed(index(name), turn) for cell, (name, turn) in board.items()},
        deck=tuple(index(name) for name in deck),
        tile=index(tile),
        phase=phase,
        followers=followers,
    )


START = {(0, 0): ("city edge + straight road", 0)}
