"""Win rates of many simulated games, and how sure they are.

The full-game chapters play many games headless (``simulate``) and get a
table with one row per seat per game and a boolean ``winner`` column.  A
seat's win rate is the mean of that column; since a few dozen games are not
many, each rate comes with a **Wilson score interval**: the range of true
win rates that could well have produced what was seen.  Unlike the textbook
"rate ± z standard errors", it stays inside 0-1 and does not claim
certainty when a bot won every game (Wilson, *Probable inference, the law of
succession, and statistical inference*, 1927).
"""

from __future__ import annotations

from typing import Any

import numpy as np

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.96


def wilson(wins: Any, games: Any, z: float = Z95) -> tuple[Any, Any]:
    """The Wilson interval ``(low, high)`` of a win rate: ``wins`` out of ``games`` (``games > 0``).

    Works on numbers, NumPy arrays and pandas Series alike (element by
    element).  ``z`` sets the confidence: 1.96 for 95%.

    >>> low, high = wilson(20, 40)
    >>> round(float(low), 3), round(float(high), 3)
    (0.352, 0.648)
    >>> low, high = wilson(0, 40)  # no win in 40: the rate may still be up to 8.8%
    >>> float(low), round(float(high), 3)
    (0.0, 0.088)
    """
    rate = wins / games
    spread = z**2 / games
    centre = (rate + spread / 2) / (1 + spread)
    half = z * np.sqrt(rate * (1 - rate) / games + spread / (4 * games)) / (1 + spread)
    # Mathematically inside 0-1; the clip only removes rounding (a -1e-17 would print "-0.0").
    return np.clip(centre - half, 0, 1), np.clip(centre + half, 0, 1)


def win_rates(table: Any, by: str | list[str]) -> Any:
    """Win rate, wins, games and 95% Wilson interval for each value of the column(s) ``by``.

    ``table`` is a pandas DataFrame with a boolean ``winner`` column, one row
    per seat per game; the result has one row per group, rounded to 3 places.

    >>> import pandas as pd
    >>> games = pd.DataFrame({"bot": ["greedy", "random"] * 4,
    ...                       "winner": [True, False, True, False, False, True, True, False]})
    >>> rates = win_rates(games, "bot")
    >>> list(rates.index), list(rates.columns)
    (['greedy', 'random'], ['rate', 'wins', 'games', 'low', 'high'])
    >>> rates.loc["greedy", ["rate", "low", "high"]].tolist()
    [0.75, 0.301, 0.954]
    """
    rates = table.groupby(by).winner.agg(rate="mean", wins="sum", games="count")
    rates["low"], rates["high"] = wilson(rates.wins, rates.games)
    return rates.round(3)
