"""Small positions with The Gold Mines, by hand: tiles by name, followers by seat, gold by cell."""

from types import MappingProxyType

from tutorial.carcassonne.board import Placed
from tutorial.carcassonne.state import FOLLOWERS, GameState, PlayerState, ScoreSheet
from tutorial.gold_mines.placing import SUPPLY
from tutorial.gold_mines.rules import gold_rules
from tutorial.gold_mines.state import LAYER, GoldState

RULES = gold_rules()
NAMES = [t.name for t in RULES.tiles]


def index(name):
    """The index of a tile type in the gold rules, by name."""
    return NAMES.index(name)


def gold(on_board=None, held=(0, 0), removed=0):
    """A gold layer: ``on_board`` maps cell -> ingots; the supply holds the rest of the 16."""
    on_board = on_board or {}
    supply = SUPPLY - sum(on_board.values()) - sum(held) - removed
    return GoldState((), supply, tuple(held), removed).with_board(on_board)


def position(board, followers=None, tile="curve", deck=("straight road",), layer=None, active=0):
    """A 2-player state with the gold rules; ``board`` maps cell -> (tile name, rotation).

    ``followers`` maps node -> seat; seat ``active`` is to place ``tile``, then ``deck``.
    """
    followers = followers or {}
    sheet = ScoreSheet.empty(RULES.categories)
    players = tuple(
        PlayerState(f"P{seat}", FOLLOWERS - sum(s == seat for s in followers.values()), sheet)
        for seat in range(2)
    )
    layers = MappingProxyType({LAYER: layer}) if layer is not None else MappingProxyType({})
    return GameState(
        seed=0,
        rules=RULES,
        players=players,
        board={cell: Placed(index(name), turn) for cell, (name, turn) in board.items()},
        deck=tuple(index(name) for name in deck),
        tile=index(tile),
        active=active,
        followers=MappingProxyType(dict(followers)),
        layers=layers,
    )


START = ("city edge + straight road", 0)  # city north, road west-east
