"""Small Gold Mines positions for tests: the package's own scenarios."""

from tutorial.gold_mines.rules import gold_rules
from tutorial.gold_mines.scenarios import START, gold, position

__all__ = ["START", "gold", "index", "position"]

RULES = gold_rules()
NAMES = [t.name for t in RULES.tiles]


def index(name):
    """The index of a tile type in the gold rules, by name."""
    return NAMES.index(name)


#: Chapter 8's turn: a straight road at (0, 0) completes a road (Player 2's
#: follower) and a monastery (Player 1's monk) at once; three ingots lie on
#: (-1, 0) (both reach it), (0, 1) and (1, 2) (the monastery's alone).
NINE = {
    (-1, 0): ("T-junction", 2),
    (1, 0): ("T-junction", 2),
    (-1, 1): ("city edge", 3),
    (0, 1): ("monastery", 0),
    (1, 1): ("city edge", 1),
    (-1, 2): ("city edge", 2),
    (0, 2): ("city edge", 2),
    (1, 2): ("city edge", 2),
}


def monastery_and_road(sharing="fewest rivals", by_hand=False):
    """Chapter 8's position, before the straight road that completes both features."""
    return position(
        NINE,
        {((0, 1), 0): 0, ((1, 0), 0): 1},
        tile="city edge + straight road",
        deck=("straight road",),
        layer=gold({(-1, 0): 1, (0, 1): 1, (1, 2): 1}),
        sharing=sharing,
        by_hand=by_hand,
    )
