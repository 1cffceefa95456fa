"""The end of a game in two lines: who won, and every player's place.

Each game's final explanation ends with these lines, so every app (which
shows the explanation) names the winner and the final ranking.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def standing_lines(
    names: Sequence[str], totals: Sequence[int], keys: Sequence[Any] | None = None
) -> list[str]:
    """A winner line and the final ranking, best first; players with equal keys share a place.

    ``keys`` orders the players (higher is better; by default the totals), so
    a game with a tie-break ranks by it: Cerro Gordo passes (points, silver).

    >>> standing_lines(["Ann", "Bo", "Cy"], [12, 15, 12])
    ['Winner: Bo, with 15 points.', 'Final ranking: 1. Bo 15, 2. Ann 12, 2. Cy 12.']
    >>> standing_lines(["Ann", "Bo"], [9, 9])
    ['Winners, tied: Ann and Bo, with 9 points each.', 'Final ranking: 1. Ann 9, 1. Bo 9.']
    """
    keys = list(totals) if keys is None else list(keys)
    ranked = sorted(range(len(names)), key=lambda seat: keys[seat], reverse=True)
    best = [seat for seat in ranked if keys[seat] == keys[ranked[0]]]
    who = " and ".join(names[seat] for seat in best)
    if len(best) == 1:
        winner = f"Winner: {who}, with {totals[best[0]]} points."
    else:
        winner = f"Winners, tied: {who}, with {totals[best[0]]} points each."
    places = []
    for position, seat in enumerate(ranked):
        tied_above = position and keys[seat] == keys[ranked[position - 1]]
        place = places[-1][0] if tied_above else position + 1
        places.append((place, seat))
    ranking = ", ".join(f"{place}. {names[seat]} {totals[seat]}" for place, seat in places)
    return [winner, f"Final ranking: {ranking}."]
