"""End of the game and final scores.

Rulebook, *End of Game*: "The game ends immediately when all Mines are
empty. Finish resolving the last Tile drawn, then each player adds up their
score: Personal Objectives [...] Character [...] Silver: Add 1 point for
every 3 Silver Coins (leftover Silver doesn't count: 5 coins is still worth
1 point). The player with the most points wins! If there is a tie, the tied
player with the most Silver wins."
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.cerro_gordo.state import GameState, PlayerState
from tutorial.core.standings import standing_lines


def all_mines_empty(state: GameState) -> bool:
    """The game's end condition."""
    for mine in state.mines:  # (asked at every turn's end: a plain loop, no generator)
        if mine.tiles:
            return False
    return True  # no mine has a tile left


def silver_per_point(player: PlayerState) -> int:
    """3 silver make a point; Victor Beaudry's scoring converts "at a 2 for 1 ratio"."""
    return 2 if player.character.scoring == "silver_per_point_2" else 3


def silver_points(player: PlayerState) -> int:
    """Points for silver: whole groups only.

    >>> from tutorial.cerro_gordo.components import characters
    >>> anyone = PlayerState("A", characters()[1], 5, None, ())
    >>> silver_points(anyone)
    1
    """
    return player.silver // silver_per_point(player)


@dataclass(frozen=True)
class Score:
    """One player's final score, part by part."""

    name: str
    objectives: int
    silver_points: int
    silver: int

    @property
    def total(self) -> int:
        return self.objectives + self.silver_points


def final_scores(state: GameState) -> tuple[Score, ...]:
    """Every player's score, in seat order."""
    return tuple(
        Score(p.name, sum(c.reward for c in p.completed), silver_points(p), p.silver)
        for p in state.players
    )


def winners(state: GameState) -> tuple[int, ...]:
    """The winning seat(s): most points, then most silver (ties stay tied)."""
    scores = final_scores(state)
    best = max((s.total, s.silver) for s in scores)
    return tuple(i for i, s in enumerate(scores) if (s.total, s.silver) == best)


def score_lines(state: GameState) -> list[str]:
    """The final scores as sentences."""
    lines = []
    for p, s in zip(state.players, final_scores(state), strict=True):
        lines.append(
            f"{s.name}: {s.objectives} from objectives + {s.silver_points} from {s.silver} silver "
            f"(1 point per {silver_per_point(p)}) = {s.total} points."
        )
    scores = final_scores(state)
    names = [s.name for s in scores]
    totals = [s.total for s in scores]
    # Ranked as the winner is chosen: points, then silver.
    return lines + standing_lines(names, totals, keys=[(s.total, s.silver) for s in scores])
