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
added as their own line, ``during``; the Underground Cathedral tiles a player
took score their (stand-in) points as a line of their own, ``cathedrals``
(:mod:`tutorial.tiletum.cathedrals`).  Our reduction: completed Buildings are
counted from the Houses on the main map (every third House completes one;
see the data file).
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.tiletum.challenges import challenge_checks, challenge_points
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


def overlay_options(side: str, houses: int, pillars: int, mines: int) -> list[tuple[int, str]]:
    """Both products of the Scoring overlay side in play, as ``(points, name)``.

    >>> overlay_options("pillars", houses=2, pillars=3, mines=1)
    [(6, 'Pillars x Houses'), (2, 'Mines x Houses')]
    """
    if side == "houses":
        return [(houses * pillars, "Houses x Pillars"), (mines * pillars, "Mines x Pillars")]
    return [(pillars * houses, "Pillars x Houses"), (mines * houses, "Mines x Houses")]


def overlay_points(side: str, houses: int, pillars: int, mines: int) -> tuple[int, str]:
    """The Scoring overlay's product, with the player's better choice, and which it was.

    On a tie the first product of :func:`overlay_options` is named.

    >>> overlay_points("houses", houses=2, pillars=3, mines=4)
    (12, 'Mines x Pillars')
    >>> overlay_points("pillars", houses=2, pillars=3, mines=1)
    (6, 'Pillars x Houses')
    """
    return max(overlay_options(side, houses, pillars, mines), key=lambda option: option[0])


def cardinal_overlay_options(
    side: str, houses: int, pillars: int, mines: int
) -> list[tuple[int, str]]:
    """The Cardinal of Silver's products: the side's, and Mines in place of either factor."""
    first, second = ("Houses", "Pillars") if side == "houses" else ("Pillars", "Houses")
    counts = {"Houses": houses, "Pillars": pillars}
    return [
        (counts[first] * counts[second], f"{first} x {second}"),
        (mines * counts[second], f"Mines x {second}"),
        (counts[first] * mines, f"{first} x Mines"),
    ]


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
    options = cardinal_overlay_options(side, houses, pillars, mines)
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
    cathedrals: int = 0
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
            + self.cathedrals
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
                f"  Cathedral tiles       {self.cathedrals}",
                *([f"  solo Challenges       {self.challenges}"] if self.challenges else []),
            ]
        )


def completed_buildings(state: GameState, seat: int) -> int:
    """Completed Buildings (reduced): every ``houses_per_building`` Houses on the main map."""
    return state.players[seat].houses_main // state.components.houses_per_building


def piece_counts(state: GameState, seat: int) -> tuple[int, int, int]:
    """A player's Houses, Pillars (main map and underground) and Mines, for the overlay."""
    player = state.players[seat]
    return (
        player.houses_main + built_by(state, player.name, "house"),
        player.pillars_main + built_by(state, player.name, "pillar"),
        built_by(state, player.name, "mine"),
    )


def is_cardinal_seat(state: GameState, seat: int) -> bool:
    """Whether ``seat`` is the Cardinal of Silver's (it scores by *Solo final scoring*)."""
    return state.solo is not None and seat == state.solo.seat


def score_sheet(state: GameState, seat: int) -> ScoreSheet:
    """A player's final score by category (it can be asked at any time).

    The Cardinal of Silver (*Solo final scoring*) counts Mines instead of
    Pillars or Houses when it has more (:func:`cardinal_overlay_points`),
    scores no Technology points and 1 per Silver.  Our reduction: the base
    solo scoring is the players' (Buildings, overlay, Resources, points).
    """
    player = state.players[seat]
    houses, pillars, mines = piece_counts(state, seat)
    cardinal = is_cardinal_seat(state, seat)
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
        cathedrals=0 if state.cathedrals is None else state.cathedrals.points_of(player.name),
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


# -- the score explained, on demand ---------------------------------------------------------


@dataclass(frozen=True)
class ScoreRow:
    """One line of an explained score: what was counted, by which rule, for how many points."""

    category: str
    counted: str
    rule: str
    points: int


@dataclass(frozen=True)
class ScoreTable:
    """A player's final score explained: one :class:`ScoreRow` a category, and notes.

    ``str()`` gives it as a plain-text table, the notes under it.
    """

    name: str
    rows: tuple[ScoreRow, ...]
    notes: tuple[str, ...] = ()

    @property
    def total(self) -> int:
        return sum(row.points for row in self.rows)

    def row(self, category: str) -> ScoreRow:
        """The row of a category (``KeyError`` if there is none)."""
        for row in self.rows:
            if row.category == category:
                return row
        raise KeyError(category)

    def __str__(self) -> str:
        head = ("category", "counted", "rule", "points")
        body = [(r.category, r.counted, r.rule, str(r.points)) for r in self.rows]
        total = ("total", "", "", str(self.total))
        widths = [max(len(line[i]) for line in (head, *body, total)) for i in range(4)]

        def fmt(line: tuple[str, ...]) -> str:
            cells = [cell.ljust(width) for cell, width in zip(line[:3], widths, strict=False)]
            return " | ".join([*cells, line[3].rjust(widths[3])]).rstrip()

        rule = "-+-".join("-" * width for width in widths)
        lines = [f"{self.name}: {self.total} points", fmt(head), rule, *map(fmt, body), rule]
        return "\n".join([*lines, fmt(total), *self.notes])


def explain_score(state: GameState, seat: int) -> ScoreTable:
    """Why a player's final score is what it is: each category, what was counted and the rule.

    Built only when asked; its total is :func:`score_sheet`'s.  The overlay
    row lists every product the player could choose and names the better.
    """
    sheet = score_sheet(state, seat)
    player = state.players[seat]
    houses, pillars, mines = piece_counts(state, seat)
    cardinal = is_cardinal_seat(state, seat)
    options = (cardinal_overlay_options if cardinal else overlay_options)(
        state.overlay, houses, pillars, mines
    )
    products = ", ".join(f"{name} = {points}" for points, name in options)
    completed = completed_buildings(state, seat)
    per = state.components.houses_per_building
    tiles = () if state.cathedrals is None else state.cathedrals.tiles_of(player.name)
    side = "(Houses or Mines) x Pillars"
    if state.overlay == "pillars":
        side = "(Pillars or Mines) x Houses"
    if cardinal:
        side += ", Mines for either"
    tiers = ", ".join(
        f"{name} {tier}" for name, tier in zip(state.technologies, player.tiers, strict=True)
    )
    rows = [
        ScoreRow(
            "Completed Buildings",
            f"{player.houses_main} main-map Houses: {completed} (1 per {per} Houses)",
            "0/0/5/10/20/30",
            sheet.buildings,
        ),
        ScoreRow(
            "Scoring overlay",
            f"Houses {houses}, Pillars {pillars}, Mines {mines}",
            side,
            sheet.overlay,
        ),
        ScoreRow(
            "Resources",
            f"{player.resource_count} left",
            f"1 per {RESOURCES_PER_POINT}",
            sheet.resources,
        ),
        ScoreRow(
            "Silver",
            f"{player.silver} left",
            "1 per Silver (solo)" if cardinal else f"1 per {SILVER_PER_POINT}",
            sheet.silver,
        ),
        ScoreRow(
            "Technologies",
            "none (solo)" if cardinal else f"tiers: {tiers}",
            "none (solo)" if cardinal else "each tier its cost (III: 6)",
            sheet.technologies,
        ),
        ScoreRow(
            "Cathedral tiles",
            ", ".join(f"{t.id} ({t.points})" for t in tiles) or "none",
            "their points (stand-in)",
            sheet.cathedrals,
        ),
        ScoreRow("During the game", "points scored before the end", "as scored", sheet.during),
    ]
    checks = challenge_checks(state, seat)
    if checks:
        rows.append(
            ScoreRow(
                "solo Challenges",
                "; ".join(check.text() for check in checks),
                "each met scores its points",
                sheet.challenges,
            )
        )
    where = (
        f"Houses {houses} and Pillars {pillars} count the main map "
        f"({player.houses_main} and {player.pillars_main}) and the Underground maps."
    )
    choice = f"Scoring overlay: {products}; the better is {sheet.overlay_choice}."
    return ScoreTable(player.name, tuple(rows), (choice, where))
