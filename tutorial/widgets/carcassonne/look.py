"""Carcassonne's colours and marks, each with a legend entry.

The land is drawn in soft, neutral colours (green fields, sand cities with
brown walls, pale roads), so the Okabe-Ito colours of the players and of the
marks stand out on it (Okabe & Ito, *Color Universal Design*, 2008).  Colour
is never the only cue: a city also has a wall, a road dark edges, a player's
follower carries the player's number, and each mark has a drawing style of
its own (dashed cell, tinted region, bar along an edge, numbered disc).
"""

from __future__ import annotations

from tutorial.widgets import palette
from tutorial.widgets.palette import LegendEntry, Style

FIELD = "#BFD89A"
CITY = "#DDB97A"
WALL = "#6B4423"
ROAD = "#FBF8EF"
ROAD_EDGE = "#6F5F4A"
HOUSE = "#6F5F4A"
CLOISTER = "#F4ECDD"
ROOF = "#8C3B1E"
PENNANT = palette.BLUE
GOLD = palette.ORANGE
GOLD_EDGE = "#7A5200"

#: How a Carcassonne board draws some marks: its own marks (where to click), and
#: explanation roles drawn in a shape of their own on a tile (the colour stays the
#: palette's, so a role keeps its colour everywhere).
MARKS: dict[str, Style] = {
    "legal": palette.style("legal"),
    "placed": palette.style("placed"),
    "spot": Style(palette.YELLOW, "badge", palette.INK),
    "choice": Style(palette.BLUE, "dashed"),
    "ingot choice": Style(GOLD, "dashed", palette.INK),
    "gold choice": Style(GOLD, "dashed", palette.INK),
    # A feature's tiles read as one region; where it is open, a bar along the side.
    "feature": Style(palette.style("feature").colour, "region", palette.INK),
    "open_side": Style(palette.style("open_side").colour, "line", palette.INK),
    # Followers are pieces on the tile: a ring round one, a dashed ring where one left.
    "followers": Style(palette.style("followers").colour, "ring"),
    "returned": Style(palette.style("returned").colour, "dashed ring"),
}

MEANINGS: dict[str, str] = {
    "legal": "where the drawn tile may go, turned as shown",
    "placed": "the tile just placed",
    "spot": "where a follower may go (click it, or its button)",
    "choice": "a tile you may choose now (click it)",
    "ingot choice": "a tile that may take the second gold ingot (click it)",
    "gold choice": "a tile to take your next ingot from (click it)",
    "feature": "the tiles of the feature you clicked",
    "open_side": "a side where it is still open (no tile beyond yet)",
    "open": "an empty cell it still needs filled",
    "followers": "a follower in it (ringed)",
    "returned": "a follower going home (dashed ring, number: whose)",
}


def style(role: str) -> Style:
    """How the mark ``role`` is drawn: a Carcassonne mark, or an explanation role of the palette."""
    return MARKS.get(role) or palette.style(role)


def meaning(role: str) -> str:
    """What the mark ``role`` means, for its legend entry."""
    return MEANINGS.get(role) or palette.meaning(role)


def mark_legend(roles: object) -> list[LegendEntry]:
    """Legend entries for the marks ``roles`` (in order, each once)."""
    names = list(dict.fromkeys(roles))  # type: ignore[call-overload]
    return [LegendEntry(style(r).colour, style(r).kind, meaning(r)) for r in names]


def land_legend() -> list[LegendEntry]:
    """Legend entries for what a tile shows."""
    return [
        LegendEntry(FIELD, "tile", "field", colour_name="light green"),
        LegendEntry(CITY, "tile", "city (brown wall)", colour_name="sand"),
        LegendEntry(ROAD, "tile", "road (a house where roads end)", colour_name="off-white"),
        LegendEntry(PENNANT, "tile", "pennant (coat of arms)"),
        LegendEntry(CLOISTER, "tile", "monastery (red roof)", colour_name="cream"),
    ]


def follower_legend(players: int) -> list[LegendEntry]:
    """Legend entries for the followers of ``players`` players (colour and number).

    Then how a follower stands says what it is (Rulebook (base game), *Placing
    a follower*): standing on a road, city or monastery; lying down, a farmer.

    >>> [entry.meaning for entry in follower_legend(2)][-1]
    'standing: on a road, city or monastery; lying down: a farmer'
    """
    owners = [
        LegendEntry(look.colour, "square", f"{look.name}'s follower", look.mark)
        for look in palette.PLAYER_LOOKS[:players]
    ]
    posture = "standing: on a road, city or monastery; lying down: a farmer"
    return [*owners, LegendEntry(palette.GREY, "square", posture)]


def gold_legend() -> list[LegendEntry]:
    """The legend entries of gold tiles and ingots (for a layer that shows them)."""
    return [
        LegendEntry(GOLD, "diamond", "gold symbol: a gold tile (it brings ingots when placed)"),
        LegendEntry(GOLD, "tile", "gold ingots on a tile (the number: how many)", "2"),
    ]
