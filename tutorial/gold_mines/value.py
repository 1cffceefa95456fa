"""What gold is worth at the end of the game.

Rulebook (The Gold Mines), *End of Game and Scoring*: the more ingots a
player has collected, the more each one is worth; the table gives a rate
per ingot that applies to *all* of a player's ingots, not only to those
past a threshold (7 ingots make 7 x 3 = 21 points, not 3 + 6 + 3).
"""

from __future__ import annotations

#: The table from *End of Game and Scoring*, as (fewest ingots, points per ingot),
#: highest first: the first row a count reaches gives its rate.
GOLD_RATES: tuple[tuple[int, int], ...] = ((10, 4), (7, 3), (4, 2), (1, 1))


def points_per_ingot(ingots: int) -> int:
    """How many points each ingot is worth to a player who has ``ingots`` of them.

    >>> [points_per_ingot(n) for n in (0, 1, 4, 7, 10)]
    [0, 1, 2, 3, 4]
    """
    if ingots < 0:
        raise ValueError(f"a player cannot hold a negative number of gold ingots ({ingots})")
    return next((rate for fewest, rate in GOLD_RATES if ingots >= fewest), 0)


def gold_points(ingots: int) -> int:
    """The points a player scores for ``ingots`` gold ingots at the end of the game.

    Rulebook (The Gold Mines), *End of Game and Scoring*: 1 to 3 ingots score
    1 point each, 4 to 6 score 2 each, 7 to 9 score 3 each, and 10 or more
    score 4 each.  No ingots score nothing.

    Parameters
    ----------
    ingots:
        The number of ingots the player collected (0 or more).

    Returns
    -------
    int
        ``ingots`` times the rate for that many ingots.

    Raises
    ------
    ValueError
        If ``ingots`` is negative.

    Examples
    --------
    >>> gold_points(3), gold_points(4), gold_points(10)
    (3, 8, 40)
    """
    return ingots * points_per_ingot(ingots)
