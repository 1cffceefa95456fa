"""The two wheels on the page: which segment offers what, this round.

The Action Wheel (outer ring) shows the base action on each of the six
segments; the overlay's Prospector wheel (inner ring) shows, on some of
them, the Prospector Action and the Prospector movement point.  A die of
value ``v`` lies on segment ``v - 1`` (labelled "die v" outside the rim).
Segment 0 is drawn at the top right, and the segments follow each other
clockwise, so a wheel turning clockwise on the table turns clockwise here.

The view holds no rule: what each segment shows is asked of
:mod:`tutorial.tiletum.wheel` (``base_action_on``, ``shows_prospector``,
``movement_segment``), for the state it is given.
"""

from __future__ import annotations

import html
import math

import ipywidgets as widgets
import numpy as np
from ipycanvas import Canvas

from tutorial.tiletum.state import GameState
from tutorial.tiletum.wheel import SEGMENTS, base_action_on, movement_segment, shows_prospector
from tutorial.widgets import drawing, palette
from tutorial.widgets.explanation import legend_html
from tutorial.widgets.palette import LegendEntry
from tutorial.widgets.tiletum.map_view import description_html

#: Fills of the rings and the icons (each has a legend entry).
ACTION_FILL, JOKER_FILL = palette.GROUND, palette.rgba(palette.REDDISH_PURPLE, 0.35)
OVERLAY_FILL = palette.SILVER
PROSPECTOR_ICON, MOVEMENT_ICON = palette.BLUISH_GREEN, palette.ORANGE
WHEEL_LEGEND = (
    LegendEntry(ACTION_FILL, "square", "outer ring: the Action Wheel's action on the segment"),
    LegendEntry(
        JOKER_FILL,
        "square",
        "the Joker: any action, or the Prospector Action",
        colour_name="pale purple",
    ),
    LegendEntry(
        PROSPECTOR_ICON, "disc", "P: the Prospector Action (inner ring, the overlay's wheel)"
    ),
    LegendEntry(MOVEMENT_ICON, "disc", "move: the Prospector movement point"),
)


def segment_lines(state: GameState) -> list[str]:
    """Each segment in a line of plain text: its die value, its action, and the overlay's icons."""
    lines = []
    moving = movement_segment(state)
    for segment in range(SEGMENTS):
        base = base_action_on(state, segment)
        offers = [f"{base.name} (any action)" if base.joker else base.name]
        if shows_prospector(state, segment):
            offers.append("the Prospector Action")
        if segment == moving:
            offers.append("the movement point")
        lines.append(f"segment {segment} (die {segment + 1}): " + " + ".join(offers))
    return lines


def wedge(
    segment: int, inner: float, outer: float, centre: tuple[float, float], steps: int = 12
) -> np.ndarray:
    """The corners of a segment's wedge between two radii, as an ``(n, 2)`` array.

    Segment 0 starts at the top and the segments go clockwise (the canvas'
    y axis points down, so a growing angle turns clockwise).
    """
    start = -math.pi / 2 + segment * 2 * math.pi / SEGMENTS
    angles = np.linspace(start, start + 2 * math.pi / SEGMENTS, steps)
    rim = np.column_stack([np.cos(angles), np.sin(angles)])
    at = np.asarray(centre, dtype=np.float64)
    return np.vstack([at + outer * rim, at + inner * rim[::-1]])


def middle(
    segment: int, radius: float, centre: tuple[float, float], shift: float = 0.0
) -> tuple[float, float]:
    """The point halfway along a segment (moved ``shift`` segments on), ``radius`` out."""
    angle = -math.pi / 2 + (segment + 0.5 + shift) * 2 * math.pi / SEGMENTS
    return centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)


#: A bold sans-serif letter's width, as a share of the font size (a little generous, so a
#: label measured with it fits in any browser's sans-serif).
CHAR_WIDTH = 0.64
#: The font sizes an action's name may take on its segment, largest first.
NAME_FONTS = (12, 11, 10, 9)


def label_fits(
    text: str,
    font: float,
    at: tuple[float, float],
    segment: int,
    rings: tuple[float, float],
    centre: tuple[float, float],
    pad: float = 4.0,
) -> bool:
    """Whether ``text`` written at ``at`` stays inside ``segment`` between the two ``rings``.

    Each corner of its box must lie at least ``pad`` pixels inside the ring's
    radii and the segment's two edges, so a name never touches a ring or a
    neighbour's name.
    """
    half_w, half_h = len(text) * CHAR_WIDTH * font / 2, font * 0.62
    start = -math.pi / 2 + segment * 2 * math.pi / SEGMENTS
    end = start + 2 * math.pi / SEGMENTS
    for dx in (-half_w, half_w):
        for dy in (-half_h, half_h):
            x, y = at[0] + dx - centre[0], at[1] + dy - centre[1]
            r = math.hypot(x, y)
            if not rings[0] + pad <= r <= rings[1] - pad:
                return False
            angle = (math.atan2(y, x) - start) % (2 * math.pi)
            margin = pad / r
            if not margin <= angle <= end - start - margin:
                return False
    return True


def name_place(
    text: str, segment: int, rings: tuple[float, float], centre: tuple[float, float]
) -> tuple[int, tuple[float, float]]:
    """The font size and centre of an action's name on its segment, clear of the rings.

    The largest of :data:`NAME_FONTS`, at the middle of the ring or a little
    in or out, whose box fits (:func:`label_fits`); else the smallest, in the middle.
    """
    inner, outer = rings
    mid = (inner + outer) / 2
    radii = [mid + k * (outer - inner) / 12 for k in (0, 1, -1, 2, -2)]
    for font in NAME_FONTS:
        for radius in radii:
            at = middle(segment, radius, centre)
            if label_fits(text, font, at, segment, rings, centre):
                return font, at
    return NAME_FONTS[-1], middle(segment, mid, centre)


def icons(state: GameState) -> list[tuple[int, str, str, float]]:
    """The overlay's icons: ``(segment, text, colour, shift)``; two on one segment stand apart."""
    moving = movement_segment(state)
    out = []
    for segment in range(SEGMENTS):
        both = shows_prospector(state, segment) and segment == moving
        if shows_prospector(state, segment):
            out.append((segment, "P", PROSPECTOR_ICON, -0.2 if both else 0.0))
        if segment == moving:
            out.append((segment, "move", MOVEMENT_ICON, 0.2 if both else 0.0))
    return out


class WheelView(widgets.VBox):
    """The Action Wheel and the Prospector wheel of one state, drawn as two rings.

    Parameters
    ----------
    state:
        The game state whose wheels to draw (they turn in each cleanup).
    title:
        A heading above the drawing (default: the round).
    size:
        The canvas' height in pixels (it is 80 wider, for the die values at the sides);
        below about 320 the longest action names no longer fit their segments.

    Examples
    --------
    >>> from tutorial.tiletum.setup import new_game
    >>> view = WheelView(new_game(2, seed=3, first_player=0).state)
    >>> view.text.splitlines()[2]
    'segment 1 (die 2): Court + the Prospector Action'
    """

    def __init__(self, state: GameState, *, title: str | None = None, size: int = 340) -> None:
        self.size = size
        self.state = state
        self.canvas = Canvas(width=size + 80, height=size)
        self.canvas.layout.width, self.canvas.layout.height = f"{size + 80}px", f"{size}px"
        self.canvas.on_client_ready(self.draw)
        self.heading = widgets.HTML()
        self.description = widgets.HTML()
        super().__init__(
            [self.heading, self.canvas, widgets.HTML(legend_html(WHEEL_LEGEND)), self.description],
            layout=widgets.Layout(width=f"{size + 100}px", margin="0 12px 0 0"),
        )
        self.add_class("tiletum-wheel")
        self.update(state, title=title)

    @property
    def text(self) -> str:
        """The wheels in plain text: the round, then one line a segment."""
        return "\n".join([self.title, *segment_lines(self.state)])

    def update(self, state: GameState, *, title: str | None = None) -> None:
        """Draw the wheels of another state."""
        self.state = state
        self.title = title or f"The wheels in round {state.round}"
        self.heading.value = f"<b>{html.escape(self.title)}</b>"
        self.description.value = description_html(self.text)
        self.draw()

    def draw(self) -> None:
        """The two rings, their labels and the die values, in one message."""
        c = (self.size / 2 + 40, self.size / 2)
        # The hub, between the rings, the rim: the inner ring just wide enough for its icons,
        # the outer one as wide as the canvas leaves, for the action names.
        radii = (30.0, 64.0, self.size / 2 - 26)
        with drawing.drawing():
            self.canvas.clear()
            self._rings(c, *radii)
            self._icons(c, *radii[:2])

    def _rings(self, c: tuple[float, float], hub: float, split: float, outer: float) -> None:
        state, canvas = self.state, self.canvas
        joker = {s for s in range(SEGMENTS) if base_action_on(state, s).joker}
        for fill, rings in (
            (ACTION_FILL, [wedge(s, split, outer, c) for s in range(SEGMENTS) if s not in joker]),
            (JOKER_FILL, [wedge(s, split, outer, c) for s in sorted(joker)]),
            (OVERLAY_FILL, [wedge(s, hub, split, c) for s in range(SEGMENTS)]),
        ):
            if rings:
                drawing.put(canvas, fill_style=fill)
                canvas.fill_polygons(np.stack(rings))
        drawing.put(canvas, stroke_style=palette.INK, line_width=1.5)
        for inner in (hub, split):
            canvas.stroke_polygons(np.stack([wedge(s, inner, outer, c) for s in range(SEGMENTS)]))
        for s in range(SEGMENTS):
            name = base_action_on(state, s).name
            font, at = name_place(name, s, (split, outer), c)
            drawing.centred_text(canvas, f"bold {font}px sans-serif", palette.INK)
            drawing.texts(canvas, [(name, *at)])
        drawing.centred_text(canvas, "12px sans-serif", palette.LABEL)
        drawing.texts(
            canvas, [(f"die {s + 1}", *middle(s, outer + 24, c)) for s in range(SEGMENTS)]
        )
        drawing.put(canvas, fill_style="#FFFFFF")
        drawing.circles(canvas, [c], hub)
        canvas.stroke_circle(*c, hub)
        drawing.centred_text(canvas, "bold 11px sans-serif", palette.INK)
        drawing.texts(canvas, [(f"round {state.round}", *c)])

    def _icons(self, c: tuple[float, float], hub: float, split: float) -> None:
        canvas, radius = self.canvas, (split - hub) / 2 - 3
        spots = [
            (text, colour, middle(segment, (split + hub) / 2, c, shift))
            for segment, text, colour, shift in icons(self.state)
        ]
        drawing.put(canvas, fill_style=palette.INK)
        drawing.circles(canvas, [xy for _, _, xy in spots], radius + 1.5)
        for colour in (PROSPECTOR_ICON, MOVEMENT_ICON):
            drawing.put(canvas, fill_style=colour)
            drawing.circles(canvas, [xy for _, k, xy in spots if k == colour], radius)
        for text, font in (("P", "bold 14px sans-serif"), ("move", "bold 9px sans-serif")):
            drawing.centred_text(canvas, font, palette.INK)
            drawing.texts(canvas, [(t, *xy) for t, _, xy in spots if t == text])
