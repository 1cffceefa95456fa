"""Final scoring, by category: the expansion's changes to the base game's scoring.

Rulebook, *Final scoring changes*:

1. Completed Buildings: 0/0/5/10/20/30 as usual.
2. The Scoring overlay side in play replaces Houses x Pillars: either
   (Houses or Mines) x Pillars or (Pillars or Mines) x Houses — you choose
   which of the two counts, Underground maps included.
3. 1 per 4 Resources left.
4. 1 per 2 Silver left.
5. Each Technology tier you unlocked scores its cost (tier III = 1+2+3 = 6).

Solo: the dealt Challenges the player meets score on a line of their own,
``challenges`` (:mod:`tutorial.tiletum.challenges`).

Points scored during the game (from stand-in tiles, tablets and tiers) are
added as their own line, ``during``.  Our reduction: completed Buildings are
counted from the Houses on the main map (every third House completes one;
see the data file).
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.tiletum.challenges import challenge_points
from tutorial.tiletum.state import GameState, built_by
from tutorial.tiletum.technologies import tier_points

#: Completed Buildings: points for 0, 1, 2, 3, 4 and 5 or more.
BUILDING_POINTS = (0, 0, 5, 10, 20, 30)
RESOURCES_PER_POINT = 4
SILVER_PER_POINT = 2


def building_points(completed: int) -> int:
    """Points for completed Buildings: 0/0/5/10/20/30 (5 or more score 30).

    >>> [building_points(n) for n in range(7)]
    [0, 0, 5, 10, 20, 30, 30]
    """
    return BUILDING_POINTS[min(completed, len(BUILDING_POINTS) - 1)]


def overlay_points(side: str, houses: int, pillars: int, mines: int) -> tuple[int, str]:
    """The Scoring overlay's product, with the player's better choice, and which it was.

    >>> overlay_points("houses", houses=2, pillars=3, mines=4)
    (12, 'Mines x Pillars')
    >>> overlay_points("pillars", houses=2, pillars=3, mines=1)
    (6, 'Pillars x Houses')
    """
    if side == "houses":
        options = [(houses * pillars, "Houses x Pillars"), (mines * pillars, "Mines x Pillars")]
    else:
        options = [(pillars * houses, "Pillars x Houses"), (mines * houses, "Mines x Houses")]
    return max(options, key=lambda option: option[0])


def cardinal_overlay_points(side: str, houses: int, pillars: int, mines: int) -> tuple[int, str]:
    """The Cardinal of Silver's overlay product: Mines instead of Pillars or Houses.

    Rulebook, *Solo final scoring*: "counting Mines instead of Pillars or
    Houses when it has more of them".  Our reading: Mines may stand in for
    either factor of the side in play, whichever it has fewer of.

    >>> cardinal_overlay_points("houses", houses=3, pillars=1, mines=4)
    (12, 'Houses x Mines')
    >>> cardinal_overlay_points("pillars", houses=2, pillars=3, mines=1)
    (6, 'Pillars x Houses')
    """
    first, second = ("Houses", "Pillars") if side == "houses" else ("Pillars", "Houses")
    counts = {"Houses": houses, "Pillars": pillars}
    options = [
        (counts[first] * counts[second], f"{first} x {second}"),
        (mines * counts[second], f"Mines x {second}"),
        (counts[first] * mines, f"{first} x Mines"),
    ]
    return max(options, key=lambda option: option[0])


def resource_points(resources: int) -> int:
    """1 point per 4 Resources left."""
    return resources // RESOURCES_PER_POINT


def silver_points(silver: int) -> int:
    """1 point per 2 Silver left (7 Silver score 3).

    >>> silver_points(7)
    3
    """
    return silver // SILVER_PER_POINT


@dataclass(frozen=True)
class ScoreSheet:
    """One player's final score, by category."""

    name: str
    buildings: int
    overlay: int
    overlay_choice: str
    resources: int
    silver: int
    technologies: int
    during: int
    challenges: int = 0
    silver_rate: str = "1 per 2"

    @property
    def total(self) -> int:
        return (
            self.buildings
            + self.overlay
            + self.resources
            + self.silver
            + self.technologies
            + self.during
            + self.challenges
        )

    def text(self) -> str:
        """The sheet as lines of text."""
        return "\n".join(
            [
                f"{self.name}: {self.total}",
                f"  completed Buildings   {self.buildings}",
                f"  {self.overlay_choice:<21} {self.overlay}",
                f"  Resources (1 per 4)   {self.resources}",
                f"  {f'Silver ({self.silver_rate})':<21} {self.silver}",
                f"  Technology tiers      {self.technologies}",
                f"  during the game       {self.during}",
                *([f"  solo Challenges       {self.challenges}"] if self.challenges else []),
            ]
        )


def completed_buildings(state: GameState, seat: int) -> int:
    """Completed Buildings (reduced): every ``houses_per_building`` Houses on the main map."""
    return state.players[seat].houses_main // state.components.houses_per_building


def score_sheet(state: GameState, seat: int) -> ScoreSheet:
    """A player's final score by category (it can be asked at any time).

    The Cardinal of Silver (*Solo final scoring*) counts Mines instead of
    Pillars or Houses when it has more (:func:`cardinal_overlay_points`),
    scores no Technology points and 1 per Silver.  Our reduction: the base
    solo scoring is the players' (Buildings, overlay, Resources, points).
    """
    player = state.players[seat]
    houses = player.houses_main + built_by(state, player.name, "house")
    pillars = player.pillars_main + built_by(state, player.name, "pillar")
    mines = built_by(state, player.name, "mine")
    cardinal = state.solo is not None and seat == state.solo.seat
    rule = cardinal_overlay_points if cardinal else overlay_points
    product, choice = rule(state.overlay, houses, pillars, mines)
    return ScoreSheet(
        name=player.name,
        buildings=building_points(completed_buildings(state, seat)),
        overlay=product,
        overlay_choice=choice,
        resources=resource_points(player.resource_count),
        silver=player.silver if cardinal else silver_points(player.silver),
        technologies=0 if cardinal else sum(tier_points(t) for t in player.tiers),
        during=player.points,
        challenges=challenge_points(state, seat),
        silver_rate="1 each" if cardinal else "1 per 2",
    )


def final_scores(state: GameState) -> tuple[ScoreSheet, ...]:
    """Every player's score sheet, in seat order."""
    return tuple(score_sheet(state, seat) for seat in range(len(state.players)))


def winners(state: GameState) -> tuple[int, ...]:
    """The seats with the highest total (every tied player; the base tie-break is reduced away)."""
    totals = [sheet.total for sheet in final_scores(state)]
    best = max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)
