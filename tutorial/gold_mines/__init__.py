"""The Gold Mines: the mini-expansion's rules, on top of base Carcassonne.

Eight tiles carry a gold symbol; placing one puts two ingots on the board,
one on it and one on a touching tile.  When features complete, the players
with the most followers in them take the gold on their tiles, one ingot at a
time in turn order when several may; each player's gold is worth more per
ingot the more they have.
"""

from tutorial.gold_mines.placing import SUPPLY, place_ingots, second_ingot_cells
from tutorial.gold_mines.sharing import (
    Choice,
    Chooser,
    Claim,
    Sharing,
    Step,
    fewest_rivals,
    share_gold,
)
from tutorial.gold_mines.value import gold_points, points_per_ingot

__all__ = [
    "SUPPLY",
    "Choice",
    "Chooser",
    "Claim",
    "Sharing",
    "Step",
    "fewest_rivals",
    "gold_points",
    "place_ingots",
    "points_per_ingot",
    "second_ingot_cells",
    "share_gold",
]
