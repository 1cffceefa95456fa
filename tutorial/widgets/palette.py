"""Colours, shapes and legends shared by every widget.

All colours come from the Okabe-Ito palette (Okabe & Ito, *Color Universal
Design*, 2008), which stays distinguishable with the common forms of colour
blindness.  Colour is never the only cue: every building type also has a
letter, every player a number (or an initial) and a pawn shape, and every highlight role a
drawing *style* (tinted cell, solid outline, dashed outline) that the legend
shows too.  Eight colours do not go round twenty roles, so some roles share a colour
and differ in style (``path`` is a vermillion tint, ``chosen`` a vermillion
outline; ``paid`` and ``frontier``, ``merged`` and ``visited`` never appear
together).

The tests check these colours with :mod:`tutorial.widgets.colour_check`:
marks told apart by colour stay apart when simulated for protanopia,
deuteranopia and tritanopia, and every label meets WCAG AA contrast on
its colour (so a player's number is white on blue and black, ink on the
lighter colours).  Every legend names its swatch's colour in words
(:data:`COLOUR_NAMES`, :func:`legend_words`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tutorial.core.explanation import ROLES

# The Okabe-Ito colours, by the names the paper gives them.
BLACK = "#000000"
ORANGE = "#E69F00"
SKY_BLUE = "#56B4E9"
BLUISH_GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
REDDISH_PURPLE = "#CC79A7"
GREY = "#999999"

#: Board ground, grid and road colours (neutral, so highlights stand out).
GROUND = "#F7F3EA"
GRID = "#DDD3BF"
LABEL = "#5A5142"
ROAD_GROUND = "#EBE1CB"
ROAD_EDGE = "#6F5F4A"
ROAD = "#CDB68A"
MINE = "#3E342B"
MINE_TEXT = "#FFFFFF"
SILVER = "#C8CCD0"
SILVER_EDGE = "#5F666D"
#: Text and rims: near-black, dark enough for WCAG AA (4.5:1) even on vermillion.
INK = "#111111"
WHITE = "#FFFFFF"
#: A lighter grey than Okabe-Ito's, for fills that meet reddish purple: seen with
#: deuteranopia, Okabe-Ito's grey comes within ΔE*ab 7 of that purple, this one 15
#: (see :mod:`tutorial.widgets.colour_check`).
LIGHT_GREY = "#BBBBBB"


@dataclass(frozen=True)
class Style:
    """How one kind of mark is drawn: its colour and its style.

    ``kind`` is ``"tint"`` (the cell is washed with the colour),
    ``"region"`` (cells washed with the colour and outlined only around the
    outside, so cells that touch read as one region; ``"strong region"``
    is deeper and thicker), ``"outline"`` (a thick border), ``"dashed"`` (a
    thick dashed border), ``"badge"`` (coins: only a disc with the label,
    such as "+3", in the corner; a border when there is no label), or
    ``"line"`` / ``"hollow line"`` (a bar across the border of two cells,
    for an edge of a graph; the hollow one is a coloured rim only).
    ``text`` is the colour of a label drawn on a disc of ``colour``;
    ``label`` says whether that label is such a disc or a thin ring.
    """

    colour: str
    kind: str
    text: str = WHITE
    #: How a node's label (a badge) is drawn: ``"disc"`` (filled with ``colour``) or
    #: ``"ring"`` (a thin grey ring round grey text, so it never looks like a player's pawn).
    label: str = "disc"


#: One style per highlight role of :data:`tutorial.core.explanation.ROLES`.
ROLE_STYLES: dict[str, Style] = {
    "path": Style(VERMILLION, "tint", INK),
    "closest": Style(BLUE, "outline"),
    "chosen": Style(VERMILLION, "outline", INK),
    "placed": Style(REDDISH_PURPLE, "outline", INK),
    "legal": Style(BLUISH_GREEN, "dashed", INK),
    "paid": Style(ORANGE, "badge", INK),
    "gained": Style(YELLOW, "badge", INK),
    "lost": Style(BLACK, "badge"),
    "merged": Style(SKY_BLUE, "outline", INK),
    "frontier": Style(ORANGE, "tint", INK),
    "visited": Style(SKY_BLUE, "tint", INK),
    # Gold is yellow: a tint where ingots were just put, an outline where they were taken,
    # dashed where gold no one took stays.
    "ingots": Style(YELLOW, "tint", INK),
    "gold_taken": Style(YELLOW, "outline", INK),
    "gold_stays": Style(YELLOW, "dashed", INK),
    # A Carcassonne feature: its tiles tinted, where it is still open in orange.
    "feature": Style(BLUISH_GREEN, "tint", INK),
    "open_side": Style(ORANGE, "outline", INK),
    "open": Style(ORANGE, "dashed", INK),
    "followers": Style(BLUE, "badge"),
    "supplied": Style(REDDISH_PURPLE, "tint", INK),
    "completed": Style(BLUISH_GREEN, "outline", INK),
    "returned": Style(BLUE, "dashed"),
}

#: Union-find groups (the step-through of chapter 7), in the order new groups
#: take them; with more groups than colours they repeat, and the group's
#: letter on each cell tells groups of one colour apart.  Blue and vermillion
#: are left for the connection being considered.
GROUP_COLOURS = (SKY_BLUE, ORANGE, BLUISH_GREEN, REDDISH_PURPLE, YELLOW)


def group_role(colour: int, mine: bool = False) -> str:
    """The extra mark of a union-find group in ``GROUP_COLOURS[colour]`` (cycling).

    A group holding a mine is drawn in a stronger tint than one without.

    >>> group_role(0), group_role(6, mine=True)
    ('group 1', 'mine group 2')
    """
    return f"{'mine group' if mine else 'group'} {colour % len(GROUP_COLOURS) + 1}"


#: Reach layers (spaces by their steps from a start, breadth-first layers): warm
#: greys, darkest at the start and lighter ring by ring (the farthest shade repeats),
#: so no ring takes a player's colour; the label "r1", "r2", ... on each space, in a
#: thin grey ring, says its reach.
REACH_COLOURS = ("#B3AB9B", "#CBC4B6", "#DDD7CB", "#ECE8DF")


def reach_role(steps: int) -> str:
    """The mark of the spaces ``steps`` away from the nearest start.

    >>> reach_role(2)
    'reach 2'
    """
    return f"reach {steps}"


def reach_label(steps: int) -> str:
    """The label written on a space ``steps`` away (never a bare number, which a pawn carries).

    >>> reach_label(1)
    'r1'
    """
    return f"r{steps}"


#: Marks that are not explanation roles: drawn by the step-through views
#: (:mod:`tutorial.widgets.bfs_view`, :mod:`tutorial.widgets.union_find_view`).
#: ``"line"``, ``"hollow line"`` and ``"wide line"`` join nodes in pairs;
#: ``"arrow"`` points from the first of a pair to the second (``"curved arrow"``
#: bows to one side, so it never hides a straight one); ``"faint"`` is
#: a thin dashed line.  Roles of one colour differ in style, or never meet
#: in one view (``"current"`` is breadth-first search's, ``"walk"``
#: union-find's).
#: The mark of what a "What if" comparison finds on one side only: each board
#: draws it round the cells its game's ``differences`` names.
DIFFERS = "differs"
#: The keyboard's cursor (tutorial.widgets.keyboard): the cell or space the keys act on.
CURSOR = "cursor"

EXTRA_STYLES: dict[str, Style] = {
    # Breadth-first search.
    "waiting": Style(ORANGE, "tint", INK),
    "expanded": Style(SKY_BLUE, "tint", INK),
    "current": Style(VERMILLION, "outline", INK),
    "neighbour": Style(BLUE, "dashed"),
    "edge new": Style(BLUE, "line"),
    "edge skipped": Style(VERMILLION, "hollow line", INK),
    "parent": Style(BLACK, "arrow"),
    "shortest path": Style(VERMILLION, "wide line", INK),
    # Union-find.
    "alone": Style(LIGHT_GREY, "tint", INK),
    "root": Style(BLACK, "outline"),
    "walk": Style(VERMILLION, "outline", INK),
    "link checked": Style(BLUE, "faint"),
    "link merged": Style(BLUE, "line"),
    "link joined": Style(VERMILLION, "hollow line", INK),
    "hung": Style(BLUE, "arrow"),
    "compressed": Style(VERMILLION, "curved arrow", INK),
    "parent before": Style(GREY, "faint", INK),
    **{group_role(i): Style(c, "region", INK) for i, c in enumerate(GROUP_COLOURS)},
    **{group_role(i, True): Style(c, "strong region", INK) for i, c in enumerate(GROUP_COLOURS)},
    # Shortest route with a second wish (Dijkstra's algorithm on (steps, -tablets)).
    "queued": Style(ORANGE, "tint", INK),
    "settled": Style(SKY_BLUE, "tint", INK),
    "edge improved": Style(BLUISH_GREEN, "line", INK),
    "goal": Style(REDDISH_PURPLE, "dashed", INK),
    "route": Style(VERMILLION, "wide line", INK),
    # A choice among places (the Cardinalbot's tie-break table).
    "candidate": Style(BLUISH_GREEN, "dashed", INK),
    "target": Style(VERMILLION, "outline", INK),
    **{
        reach_role(d): Style(REACH_COLOURS[min(d, len(REACH_COLOURS) - 1)], "tint", INK, "ring")
        for d in range(16)
    },
    # A checked exercise (tutorial.widgets.exercises): the learner's answer and the engine's.
    "asked": Style(BLACK, "dashed"),
    "yours": Style(ORANGE, "tint", INK),
    "engine": Style(BLUE, "outline"),
    "your route": Style(ORANGE, "hollow line", INK),
    "engine route": Style(BLUE, "line"),
    # A "What if" comparison (tutorial.widgets.compare): where one side differs from the other.
    DIFFERS: Style(BLACK, "dashed"),
    CURSOR: Style(BLACK, "outline"),
}

#: What the extra marks mean, for their legend entries.
EXTRA_MEANINGS: dict[str, str] = {
    "waiting": "visited, waiting in the frontier (number: its distance)",
    "expanded": "visited and taken from the frontier (number: its distance)",
    "current": "u: the node taken from the frontier",
    "neighbour": "v: the neighbour looked at",
    "edge new": "u to v: v is new",
    "edge skipped": "u to v: v was seen before, so it is skipped",
    "parent": "parent arrow: to the node it was found from",
    "shortest path": "the shortest path: parents followed back from the goal",
    "alone": "a node still in a set of its own",
    "root": "the root of a set of 2+: its own parent (number: the set's size)",
    "walk": "where find is on its walk up to the root",
    "link checked": "this union's edge: the roots of its ends are being found",
    "link merged": "this union's edge: it merged two sets",
    "link joined": "this union's edge: its ends were already connected (a cycle)",
    "hung": "union by size: the smaller root now hangs under the larger",
    "compressed": "path compression: now points straight at the root",
    "parent before": "its parent before path compression",
    **{group_role(i): "one set: its nodes share a colour" for i in range(len(GROUP_COLOURS))},
    **{group_role(i, True): "a set holding a mine" for i in range(len(GROUP_COLOURS))},
    "queued": "in the frontier, waiting (numbers: steps, tablets of its best route so far)",
    "settled": "taken from the frontier: its cost is final (numbers: steps, tablets)",
    "edge improved": "u to v: a better cost for v (as many steps, more tablets)",
    "goal": "the goal: the space the route must reach",
    "route": "the route: fewest steps, then most uncovered Stone Tablets",
    "candidate": "a candidate Town (a row of the tie-break table)",
    "target": "the Town chosen (the first row of the tie-break table)",
    **{
        reach_role(d): f"{reach_label(d)}: reach {d}, {d} step(s) from the nearest start"
        for d in range(16)
    },
    "asked": "what the question is about: where to start, or the first place they differ",
    "yours": "your answer (orange wash; number top left: yours)",
    "engine": "the engine's answer (blue frame; number top right: the engine's)",
    "your route": "your route (orange rim)",
    "engine route": "the engine's route or path (blue line)",
    DIFFERS: "differs from the other side (What if)",
    CURSOR: "the keyboard's cursor: where Enter acts (black frame)",
}


#: For a role the engine adds before this palette knows it: drawn, never lost.
FALLBACK_STYLE = Style(GREY, "dashed", INK)


def style(role: str) -> Style:
    """The style of a highlight role or extra mark (a grey dashed outline if unknown)."""
    return ROLE_STYLES.get(role) or EXTRA_STYLES.get(role) or FALLBACK_STYLE


def meaning(role: str) -> str:
    """The legend text of a highlight role or extra mark (the role's name if unknown)."""
    return ROLES.get(role) or EXTRA_MEANINGS.get(role) or role


@dataclass(frozen=True)
class Look:
    """How a building type or a player looks: colour, letter or number, and text colour."""

    colour: str
    mark: str
    name: str
    text: str = INK
    shape: str = "square"


#: Building types: colour, letter (as in the plain-text board) and name.
BUILDING_LOOKS: dict[str, Look] = {
    "commercial": Look(SKY_BLUE, "C", "Commercial"),
    "industrial": Look(LIGHT_GREY, "I", "Industrial"),
    "residential": Look(YELLOW, "R", "Residential"),
    "entertainment": Look(REDDISH_PURPLE, "E", "Entertainment"),
}

#: Pawn shapes in seat order: a second cue next to the colour and the number.
PAWN_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon")

#: Players 1-5: colour, number and pawn shape; the number is white on the dark
#: colours (blue, black) and ink on the light ones, whichever meets WCAG AA.
PLAYER_LOOKS: tuple[Look, ...] = tuple(
    Look(colour, str(seat + 1), f"Player {seat + 1}", text, PAWN_SHAPES[seat])
    for seat, (colour, text) in enumerate(
        ((BLUE, WHITE), (VERMILLION, INK), (BLUISH_GREEN, INK), (BLACK, WHITE), (ORANGE, INK))
    )
)


#: The Cardinal of Silver (Tiletum's solo bot) in every chapter and the app, whatever
#: its seat: the cardinal's purple, a "C" and a diamond pawn.  Tiletum has at most 4
#: players, so no player's colour (:data:`PLAYER_LOOKS`) is ever purple beside it.
CARDINAL_LOOK = Look(REDDISH_PURPLE, "C", "the Cardinalbot", INK, "diamond")


def building_look(kind: object) -> Look:
    """The look of a building type, given a ``BuildingType`` or its value."""
    return BUILDING_LOOKS[getattr(kind, "value", kind)]


def player_look(seat: int) -> Look:
    """The look of the player in ``seat`` (0-based)."""
    return PLAYER_LOOKS[seat % len(PLAYER_LOOKS)]


def rgb(colour: str) -> tuple[int, int, int]:
    """``"#RRGGBB"`` as three ints (for ipycanvas' styled batch calls)."""
    value = colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def rgba(colour: str, alpha: float) -> str:
    """``"#RRGGBB"`` with transparency, as a CSS ``rgba(...)`` string."""
    r, g, b = rgb(colour)
    return f"rgba({r}, {g}, {b}, {alpha})"


@dataclass(frozen=True)
class LegendEntry:
    """One line of a legend: a swatch (colour and style) and what it means.

    ``colour_name`` names a colour that :data:`COLOUR_NAMES` does not know
    (a game's own land colours, say); the legend writes it in words.
    """

    colour: str
    kind: str
    meaning: str
    mark: str = ""
    colour_name: str = ""


#: Every colour a legend shows, in words: a legend never relies on colour alone,
#: so each entry names its swatch's colour (:func:`legend_words`).
COLOUR_NAMES: dict[str, str] = {
    BLACK: "black",
    ORANGE: "orange",
    SKY_BLUE: "sky blue",
    BLUISH_GREEN: "green",
    YELLOW: "yellow",
    BLUE: "blue",
    VERMILLION: "red",
    REDDISH_PURPLE: "purple",
    GREY: "grey",
    LIGHT_GREY: "light grey",
    WHITE: "white",
    MINE: "dark brown",
    ROAD: "tan",
    ROAD_EDGE: "brown",
    SILVER: "silver",
    GROUND: "cream",
    **dict(zip(REACH_COLOURS, ("dark grey", "mid grey", "pale grey", "palest grey"), strict=True)),
}

#: How a legend says a mark's drawing style in words, after its colour ("orange wash").
KIND_WORDS: dict[str, str] = {
    "tint": "wash",
    "region": "wash",
    "strong region": "deep wash",
    "outline": "frame",
    "dashed": "dashed frame",
    "badge": "disc",
    "disc": "disc",
    "ring": "ring",
    "dashed ring": "dashed ring",
    "line": "line",
    "hollow line": "rim",
    "wide line": "wide line",
    "arrow": "arrow",
    "curved arrow": "curved arrow",
    "faint": "dashed line",
}


def colour_name(entry: LegendEntry) -> str:
    """The colour of a legend entry's swatch, in words (a clear error if it has no name)."""
    if entry.colour_name:
        return entry.colour_name
    if entry.colour not in COLOUR_NAMES:
        raise KeyError(
            f"colour {entry.colour} of legend entry {entry.meaning!r} has no name: "
            "add it to palette.COLOUR_NAMES or give the entry a colour_name"
        )
    return COLOUR_NAMES[entry.colour]


def legend_words(entry: LegendEntry) -> str:
    """A legend entry's text, naming its colour (and style) unless the meaning already does.

    >>> legend_words(legend(["closest"])[0])
    'the closest mine(s) (blue frame)'
    >>> legend_words(LegendEntry(ORANGE, "tint", "your answer (orange wash)"))
    'your answer (orange wash)'
    """
    name = colour_name(entry)
    if re.search(rf"\b{re.escape(name)}\b", entry.meaning, re.IGNORECASE):
        return entry.meaning
    words = " ".join(filter(None, (name, KIND_WORDS.get(entry.kind, ""))))
    return f"{entry.meaning} ({words})"


def legend(roles: object = None) -> list[LegendEntry]:
    """Legend entries for highlight roles (and extra marks), in the order given.

    ``roles`` defaults to every role of :data:`ROLES`.  Each role appears
    once.

    >>> [e.meaning for e in legend(["path", "path", "closest"])]
    ['the road path that was counted', 'the closest mine(s)']
    """
    names = list(ROLES) if roles is None else list(dict.fromkeys(roles))  # type: ignore[call-overload]
    return [LegendEntry(style(r).colour, style(r).kind, meaning(r)) for r in names]


def building_legend() -> list[LegendEntry]:
    """Legend entries for the four building types (colour and letter)."""
    return [
        LegendEntry(look.colour, "tile", f"{look.name} building", look.mark)
        for look in BUILDING_LOOKS.values()
    ]


def player_legend(players: int) -> list[LegendEntry]:
    """Legend entries for the pawns of ``players`` players."""
    return [
        LegendEntry(look.colour, look.shape, f"{look.name}'s pawn", look.mark)
        for look in PLAYER_LOOKS[:players]
    ]
