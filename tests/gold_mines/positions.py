"""Small Gold Mines positions for tests: the package's own scenarios."""

from tutorial.gold_mines.rules import gold_rules
from tutorial.gold_mines.scenarios import START, gold, position

__all__ = ["START", "gold", "index", "position"]

RULES = gold_rules()
NAMES = [t.name for t in RULES.tiles]


def index(name):
    """The index of a tile type in the gold rules, by name."""
    return NAMES.index(name)
