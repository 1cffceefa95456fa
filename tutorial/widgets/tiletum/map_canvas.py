"""An Underground map of Tiletum drawn as a graph: spaces, Towns, sites, Stone Tablets, Prospectors.

:class:`MapCanvas` is a :class:`~tutorial.widgets.graph_canvas.GraphCanvas`
on three layers:

0. the ground and the connections (tunnels between spaces);
1. the marks of the moment (reach layers, a route, a search's frontier),
   with every space's disc and id;
2. what stands on the map: each Town's rim, name and sites (empty, or built
   in a player's colour), the Stone Tablets on their connections (an X over
   a covered one), the start space's Silver cost and the Prospectors.

Where each mark goes is computed once, from the same geometry the drawing
uses (:meth:`MapCanvas.mark_boxes` lists them all): margins follow the
map's extent, a tablet slides along its connection and a name or a
Cathedral spot steps aside until nothing overlaps (helpers in
:mod:`tutorial.widgets.tiletum.map_layout`).

Colour is never the only cue: a site carries its letter (H, P, M) and the
Gold it prints, a player's pawns their number ("C" for the Cardinalbot), a covered tablet an X,
a printed bonus a dot.  :func:`map_legend` lists every mark and
:func:`describe_map` says the same in plain text
(:func:`describe_space`, one space, in the same words).  Nothing here holds a
rule: the map and the :class:`~tutorial.tiletum.underground.Underground`
are read, never changed.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from functools import cached_property

from ipycanvas import Canvas

from tutorial.tiletum.cardinalbot import BOT
from tutorial.tiletum.maps import Map, Site, Space, Town
from tutorial.tiletum.underground import Underground
from tutorial.widgets import drawing, palette
from tutorial.widgets.graph_canvas import GraphCanvas
from tutorial.widgets.graph_layout import Projection, graph_picture
from tutorial.widgets.palette import LegendEntry, Look
from tutorial.widgets.tiletum.map_layout import (
    LETTER,
    PAWN,
    PAWN_STEP,
    Box,
    Disc,
    bounds,
    box_at,
    clashes,
    clear_of,
    first_clear,
    inside,
    pawn_centres,
    text_box,
)

#: How the engine names the players of a game (their seat's number after it).
PLAYER_NAME = re.compile(r"Player [1-9]")
#: A Stone Tablet, and one covered by an "X" tile.
STONE = "#D8CFBD"
STONE_COVERED = "#9C9385"
#: The fill of an Underground Cathedral spot's "C" box, by the cost tile it takes.
CATHEDRAL_FILLS = {"silver": palette.SILVER, "gold": palette.ORANGE}
#: The letter drawn on a site of each kind.
SITE_LETTERS = {"house": "H", "pillar": "P", "mine": "M"}
SITE = 16.0  # a site's box, in pixels
GAP = 1.5
#: Three sites a row: narrow enough to keep clear of a tablet on a diagonal connection,
#: short enough to keep clear of one on a connection below.  On a map drawn smaller than
#: :data:`ROOMY` pixels a unit, two a row where that leaves fewer marks clashing.
SITES_A_ROW = 3
ROOMY = 66.0
TABLET_W, TABLET_H = 20.0, 14.0  # a Stone Tablet's box
TAG = 18.0  # the start's Silver tag (a square)
#: How far (pixels) a Town's name may move sideways, and down towards its disc, to keep
#: clear of a tablet or another Town's sites, best first.
NAME_SHIFTS = tuple(
    (dx, dy) for dx in (0.0, 4.0, -4.0, 8.0, -8.0, 12.0, -12.0, 16.0, -16.0) for dy in (0.0, 4.0)
)
#: Where a tablet may sit on its connection (the share of the way from its higher end), best
#: first: the middle, then a little further each way, lower end first.
TABLET_STOPS = tuple(round(0.5 + sign * 0.03 * k, 2) for k in range(11) for sign in (1, -1))[1:]


def player_looks(underground: Underground | None, players: Sequence[str] = ()) -> dict[str, Look]:
    """A look (colour, mark, shape) for each player: ``players`` first, then as they appear.

    One look a player in every chapter and the app, whatever the seat order:
    the Cardinalbot always :data:`~tutorial.widgets.palette.CARDINAL_LOOK`
    (purple, "C"); "Player N" always player N's colour and number; any
    other name (``"you"``) the first player colour left, with its initial.

    >>> here = Underground((), prospectors={"cardinalbot": [], "you": []})
    >>> {p: look.mark for p, look in player_looks(here).items()}
    {'cardinalbot': 'C', 'you': 'Y'}
    >>> player_looks(None, ["Player 1", "cardinalbot"])["Player 1"] == palette.player_look(0)
    True
    """
    names = list(players)
    if underground is not None:
        names += [*underground.prospectors, *underground.built.values()]
    order = list(dict.fromkeys(names))
    numbered = {name: int(name.split()[1]) - 1 for name in order if PLAYER_NAME.fullmatch(name)}
    free = (s for s in range(len(palette.PLAYER_LOOKS)) if s not in numbered.values())
    looks = {}
    for name in order:
        if name == BOT:
            looks[name] = palette.CARDINAL_LOOK
        elif name in numbered:
            looks[name] = palette.player_look(numbered[name])
        else:
            seat = next(free, len(looks))
            looks[name] = replace(palette.player_look(seat), mark=name[:1].upper(), name=name)
    return looks


def site_text(site: Site) -> str:
    """A site as drawn: its kind's letter, and the Gold a Mine prints (``"M2"``)."""
    letter = SITE_LETTERS[site.kind]
    return f"{letter}{site.gold}" if site.kind == "mine" and site.gold else letter


def disc_radius(scale: float) -> float:
    """The radius of a space's disc on a map drawn at ``scale`` pixels per unit."""
    return max(12.0, min(20.0, scale * 0.26))


def fewest_a_row(scale: float) -> int:
    """The fewest sites a row a Town may have on a map drawn at ``scale`` pixels a unit."""
    return SITES_A_ROW if scale >= ROOMY else SITES_A_ROW - 1


def reach(umap: Map, space: Space, scale: float) -> tuple[float, float, float, float]:
    """How far (pixels) the marks round ``space`` reach left, right, up and down of its centre.

    Its disc and rim; a Town's name above (and a Cathedral spot right of
    it) and rows of sites below; the start's label above, Silver tag below
    and two columns of Prospectors on its left (room for six, as at the
    start of a game).
    """
    r, per_row = disc_radius(scale), fewest_a_row(scale)
    left = right = up = down = r + 4
    if space.town is not None:
        rows = -(-len(space.town.sites) // per_row)
        widest = SITES_A_ROW * SITE + (SITES_A_ROW - 1) * GAP
        half = max(LETTER * len(space.town.name) / 2, widest / 2) + 3
        left, right = max(left, half), max(right, half)
        if space.town.cathedral:  # its spot, right of the name
            right = max(right, LETTER * len(space.town.name) / 2 + 4 + SITE + 2)
        up = r + 18 + (SITE / 2 if space.town.cathedral else 6) + 2
        down = r + 9 + rows * (SITE + GAP) + 3
    if space.id == umap.start:
        left = max(left, r + 7 + 2 * PAWN + PAWN_STEP)
        up = r + 18 + 8
        down = r + 16 + 11 + 3
    return left, right, up, down


def fit(umap: Map, width: int, max_height: int) -> tuple[Projection, int, float]:
    """The projection, canvas height and disc radius that fit ``umap`` into ``width``.

    The largest scale (at most 100 pixels a unit) at which every space's
    marks (:func:`reach`) stay inside ``width`` and ``max_height``: the
    margins follow the map's extent, not fixed numbers.
    """
    xs = [s.at[0] for s in umap.spaces]
    ys = [s.at[1] for s in umap.spaces]
    origin = (min(xs), min(ys))

    def extent(scale: float) -> tuple[float, float, float, float]:
        spans = [(s, reach(umap, s, scale)) for s in umap.spaces]
        return (
            min((s.at[0] - origin[0]) * scale - e[0] for s, e in spans),
            max((s.at[0] - origin[0]) * scale + e[1] for s, e in spans),
            min((s.at[1] - origin[1]) * scale - e[2] for s, e in spans),
            max((s.at[1] - origin[1]) * scale + e[3] for s, e in spans),
        )

    def fits(scale: float) -> bool:
        left, right, top, bottom = extent(scale)
        return right - left <= width and bottom - top <= max_height

    low, high = 1.0, 100.0
    if fits(high):
        low = high
    for _ in range(40):
        middle = (low + high) / 2
        low, high = (middle, high) if fits(middle) else (low, middle)
    left, right, top, bottom = extent(low)
    offset = ((width - (right - left)) / 2 - left, -top)
    height = int(math.ceil(bottom - top))
    return Projection(low, origin, offset), height, disc_radius(low)


class MapCanvas(GraphCanvas):
    """An Underground map as a node-link drawing, with what stands on it.

    Parameters
    ----------
    umap:
        The map side to draw.
    underground:
        Who has built where, the Prospectors and the covered tablets (only
        the places on ``umap``'s number are drawn); ``None``: an empty map.
    players:
        Players in seat order; default: the order they appear in
        ``underground`` (each keeps one look whatever the order: :func:`player_looks`).
    width, max_height:
        The canvas' width, and the most height it may take (pixels).
    """

    def __init__(
        self,
        umap: Map,
        underground: Underground | None = None,
        *,
        players: Sequence[str] = (),
        width: int = 640,
        max_height: int = 560,
    ) -> None:
        self.umap = umap
        self.underground = underground
        self.looks = player_looks(underground, players)
        #: Tablets drawn with a vermillion frame (those a route covers).
        self.lit_tablets: tuple[str, ...] = ()
        projection, height, radius = fit(umap, width, max_height)
        # The layout is chosen before the first drawing, from the same geometry.
        self.centres = {s.id: projection.pixel(s.at) for s in umap.spaces}
        self.radius, self.width, self.height = radius, width, height
        self.sites_a_row = SITES_A_ROW
        if projection.scale < ROOMY:
            self.sites_a_row = min((SITES_A_ROW, SITES_A_ROW - 1), key=self._clashes_with)
            self._clashes_with(self.sites_a_row)
        picture = graph_picture(dict(umap.adjacency), umap.positions)
        super().__init__(
            picture,
            width=width,
            height=height,
            projection=projection,
            radius=radius,
            layers=3,
        )

    # -- what stands on the map --------------------------------------------------------
    def built(self) -> dict[str, str]:
        """``{site id: player}`` for this map's built sites."""
        if self.underground is None:
            return {}
        number = self.umap.number
        return {site: p for (n, site), p in self.underground.built.items() if n == number}

    def prospectors(self) -> dict[str, tuple[str, ...]]:
        """``{space: players}``: who has a Prospector where on this map (one entry a Prospector)."""
        out: dict[str, list[str]] = {}
        if self.underground is None:
            return {}
        for player, places in self.underground.prospectors.items():
            for number, space in places:
                if number == self.umap.number:
                    out.setdefault(space, []).append(player)
        return {space: tuple(players) for space, players in out.items()}

    def covered(self) -> frozenset[str]:
        """The ids of this map's tablets under an "X" tile."""
        if self.underground is None:
            return frozenset()
        return frozenset(t for n, t in self.underground.covered if n == self.umap.number)

    def pieces(self) -> tuple[object, ...]:
        """What the top layer shows, comparable: a redraw is needed only when it changes."""
        return (
            tuple(sorted(self.built().items())),
            tuple(sorted(self.prospectors().items())),
            tuple(sorted(self.covered())),
            self.lit_tablets,
        )

    def light_tablets(self, tablets: Iterable[str]) -> None:
        """Frame these tablets (the ones a route covers); redraws the top layer."""
        lit = tuple(tablets)
        if lit != self.lit_tablets:
            self.lit_tablets = lit
            self.draw_overlay()

    # -- geometry ----------------------------------------------------------------------------
    def site_boxes(self, space: str) -> list[tuple[Site, float, float]]:
        """Each site of the Town on ``space`` and the top-left corner of its box."""
        town = self.umap.space(space).town
        if town is None:
            return []
        cx, cy = self.centres[space]
        top = cy + self.radius + 9
        out = []
        for i, site in enumerate(town.sites):
            row, col = divmod(i, self.sites_a_row)
            in_row = min(self.sites_a_row, len(town.sites) - row * self.sites_a_row)
            left = cx - (in_row * SITE + (in_row - 1) * GAP) / 2
            out.append((site, left + col * (SITE + GAP), top + row * (SITE + GAP)))
        return out

    def centred_names(self) -> list[tuple[str, float, float]]:
        """Each Town's name and the centre it is first tried on (above its disc)."""
        r = self.radius
        return [
            (s.town.name, self.centres[s.id][0], self.centres[s.id][1] - r - 18)
            for s in self.umap.towns
        ]

    @cached_property
    def name_positions(self) -> list[tuple[str, float, float]]:
        """Each Town's name and the centre it is written on.

        Above the disc, shifted a little (by one of :data:`NAME_SHIFTS`)
        where a Stone Tablet that found no clear stop on its connection, or
        the sites of the Town above, would hide part of it.
        """
        taken = [shape for _, shape in self.fixed_boxes()]
        taken += [box_at(x, y, TABLET_W, TABLET_H) for x, y in self.tablet_centres.values()]
        out = []
        for name, x, y in self.centred_names():
            places = [(x + dx, y + dy) for dx, dy in NAME_SHIFTS]
            boxes = [text_box(name, *p) for p in places]
            pick = first_clear(boxes, taken, self.width, self.height, pads=(1.5,))
            out.append((name, *places[pick]))
            taken.append(boxes[pick])
        return out

    def start_marks(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """The centres of the START label (above the start's disc) and its Silver tag (below)."""
        x, y = self.centres[self.umap.start]
        return (x, y - self.radius - 18), (x, y + self.radius + 16)

    def fixed_boxes(self) -> list[tuple[str, Box | Disc]]:
        """The shapes of the marks with a fixed place: discs, sites, START and its Silver tag."""
        r = self.radius + 2  # a Town's rim
        out: list[tuple[str, Box | Disc]] = [
            (f"space {n}", (x, y, r)) for n, (x, y) in self.centres.items()
        ]
        out += [
            (f"site {s.id}", (x, y, x + SITE, y + SITE))
            for t in self.umap.towns
            for s, x, y in self.site_boxes(t.id)
        ]
        label, coin = self.start_marks()
        out += [("START", text_box("START", *label)), ("start Silver", box_at(*coin, TAG, TAG))]
        return out

    def nearest_space(self, corner: tuple[float, float]) -> str:
        """The space whose centre is nearest the middle of a site-sized box at ``corner``."""
        x, y = corner[0] + SITE / 2, corner[1] + SITE / 2
        return min(self.centres, key=lambda n: math.dist((x, y), self.centres[n]))

    @cached_property
    def cathedral_spots(self) -> dict[str, tuple[str, float, float]]:
        """``{Town space: (cost kind, left, top)}`` of each Underground Cathedral spot's box.

        Beside the Town's name (right, else left), else beside its first row
        of sites, else beside its disc: the first place inside the canvas
        and clear of the other marks (Stone Tablets included), preferring
        places nearer this Town than any other space (so the spot is not
        read as another's).
        """
        taken = [box for _, box in self.fixed_boxes()]
        taken += [box_at(x, y, TABLET_W, TABLET_H) for x, y in self.tablet_centres.values()]
        taken += [text_box(*name) for name in self.name_positions]
        out = {}
        for town, (name, x, y) in zip(self.umap.towns, self.name_positions, strict=True):
            if town.town is None or not town.town.cathedral:
                continue
            half = text_box(name, x, y)[2] - x + 4
            places = [(x + half, y - SITE / 2), (x - half - SITE, y - SITE / 2)]
            row = [(sx, sy) for _, sx, sy in self.site_boxes(town.id)][: self.sites_a_row]
            if row:
                places += [(row[-1][0] + SITE + 4, row[-1][1]), (row[0][0] - SITE - 4, row[0][1])]
            cx, cy = self.centres[town.id]
            beside = self.radius + 5
            places += [(cx + beside, cy - SITE / 2), (cx - beside - SITE, cy - SITE / 2)]
            places.sort(key=lambda p: self.nearest_space(p) != town.id)
            boxes = [(px, py, px + SITE, py + SITE) for px, py in places]
            pick = first_clear(boxes, taken, self.width, self.height)
            out[town.id] = (town.town.cathedral, *places[pick])
            taken.append(boxes[pick])
        return out

    @cached_property
    def tablet_centres(self) -> dict[str, tuple[float, float]]:
        """``{tablet id: centre}``: each Stone Tablet on its connection, clear of the other marks.

        The middle of the connection if it is clear, else the first clear
        stop of :data:`TABLET_STOPS` (sliding along the connection away
        from a Town's sites or name); where none is clear, the first stop
        that only covers names which can step aside (:attr:`name_positions`).
        Names and Cathedral spots then keep clear of it.
        """
        taken = [box for _, box in self.fixed_boxes()]
        names = [text_box(*name) for name in self.centred_names()]
        out = {}
        for tablet in self.umap.tablets:
            (ax, ay), (bx, by) = (self.centres[s] for s in tablet.between)
            if (ay, ax) > (by, bx):
                (ax, ay), (bx, by) = (bx, by), (ax, ay)
            stops = [(ax + (bx - ax) * t, ay + (by - ay) * t) for t in TABLET_STOPS]
            boxes = [box_at(x, y, TABLET_W, TABLET_H) for x, y in stops]
            pick = first_clear(boxes, taken + names, self.width, self.height)
            if not all(clear_of(boxes[pick], other, 1.5) for other in taken + names):
                movable = [
                    i
                    for i, box in enumerate(boxes)
                    if inside(box, self.width, self.height)
                    and all(clear_of(box, other, 1.5) for other in taken)
                    and self._names_step_aside(box, taken)
                ]
                pick = movable[0] if movable else pick
            out[tablet.id] = stops[pick]
            taken.append(boxes[pick])
        return out

    def _names_step_aside(self, tablet: Box, taken: list[Box | Disc]) -> bool:
        """Whether every name ``tablet`` covers has a shift clear of it and of ``taken``."""
        others = [*taken, tablet]
        for name, x, y in self.centred_names():
            if clear_of(tablet, text_box(name, x, y), 1.5):
                continue
            shifted = [text_box(name, x + dx, y + dy) for dx, dy in NAME_SHIFTS]
            if not any(all(clear_of(box, o, 1.5) for o in others) for box in shifted):
                return False
        return True

    def pawn_places(self) -> dict[str, list[tuple[float, float]]]:
        """``{player: centres}`` of every Prospector on this map, beside its space's disc."""
        pawns: dict[str, list[tuple[float, float]]] = {}
        for space, players in self.prospectors().items():
            x, y = self.centres[space]
            spots = pawn_centres(x, y, self.radius, len(players), self.width)
            for player, spot in zip(players, spots, strict=True):
                pawns.setdefault(player, []).append(spot)
        return pawns

    def mark_boxes(self) -> list[tuple[str, Box | Disc]]:
        """Every mark drawn on the map, named, with its box or disc (to check none leaves it)."""
        out = self.fixed_boxes()
        out += [(f"name {t}", text_box(t, x, y)) for t, x, y in self.name_positions]
        out += [
            (f"Cathedral spot {t}", (x, y, x + SITE, y + SITE))
            for t, (_, x, y) in self.cathedral_spots.items()
        ]
        out += [
            (f"tablet {t}", box_at(x, y, TABLET_W, TABLET_H))
            for t, (x, y) in self.tablet_centres.items()
        ]
        out += [
            (f"Prospector of {p}", (x, y, PAWN))
            for p, spots in self.pawn_places().items()
            for x, y in spots
        ]
        return out

    def _clashes_with(self, per_row: int) -> int:
        """Lay the marks out with ``per_row`` sites a row; how many then clash or leave the map."""
        self.sites_a_row = per_row
        for placed in ("tablet_centres", "name_positions", "cathedral_spots"):
            self.__dict__.pop(placed, None)
        shapes = [shape for name, shape in self.mark_boxes() if name[0] != "P"]
        outside = sum(not inside(bounds(shape), self.width, self.height) for shape in shapes)
        return clashes(shapes) + outside

    # -- drawing -----------------------------------------------------------------------------
    def draw_background(self) -> None:
        """The ground and the connections, drawn as tunnels from space to space."""
        layer = self.canvas[0]
        segments = [(self.centres[a], self.centres[b]) for a, b in self.umap.connections]
        with drawing.drawing():
            layer.clear()
            drawing.put(layer, fill_style=palette.GROUND)
            layer.fill_rect(0, 0, self.width, self.height)
            if segments:
                lines = drawing.floats(segments).reshape(-1, 2, 2)
                drawing.put(layer, stroke_style=palette.ROAD_EDGE, line_width=8.0, line_cap="round")
                layer.stroke_line_segments(lines)
                drawing.put(layer, stroke_style=palette.ROAD, line_width=5.0)
                layer.stroke_line_segments(lines)
                drawing.put(layer, line_cap="butt")

    def draw_overlay(self) -> None:
        """Towns (rim, name, sites), tablets, the start's Silver and the Prospectors."""
        layer = self.canvas[2]
        with drawing.drawing():
            layer.clear()
            self._draw_towns(layer)
            self._draw_tablets(layer)
            self._draw_names(layer)
            self._draw_start(layer)
            self._draw_prospectors(layer)

    def _draw_towns(self, layer: Canvas) -> None:
        r = self.radius
        towns = [s.id for s in self.umap.towns]
        centres = [self.centres[t] for t in towns]
        if centres:
            xs, ys = (
                drawing.floats([c[0] for c in centres]),
                drawing.floats([c[1] for c in centres]),
            )
            drawing.put(layer, stroke_style=palette.ROAD_EDGE, line_width=4.0)
            layer.stroke_circles(xs, ys, float(r + 1))
        built = self.built()
        boxes = [box for t in towns for box in self.site_boxes(t)]
        empty = [(x, y) for site, x, y in boxes if site.id not in built]
        drawing.put(layer, fill_style="#FFFFFF")
        drawing.rects(layer, empty, SITE, SITE)
        for player, look in self.looks.items():
            mine = [(x, y) for site, x, y in boxes if built.get(site.id) == player]
            drawing.put(layer, fill_style=look.colour)
            drawing.rects(layer, mine, SITE, SITE)
        drawing.put(layer, stroke_style=palette.INK, line_width=1.25)
        drawing.outline_rects(layer, [(x, y) for _, x, y in boxes], SITE, SITE)
        drawing.centred_text(layer, "bold 9px sans-serif", palette.INK)
        drawing.texts(
            layer,
            [
                (site_text(s), x + SITE / 2, y + SITE / 2 + 0.5)
                for s, x, y in boxes
                if s.id not in built
            ],
        )
        for player, look in self.looks.items():  # in the player's text colour, on its colour
            drawing.put(layer, fill_style=look.text)
            drawing.texts(
                layer,
                [
                    (site_text(s), x + SITE / 2, y + SITE / 2 + 0.5)
                    for s, x, y in boxes
                    if built.get(s.id) == player
                ],
            )
        dots = [(x + SITE - 1, y + 1) for s, x, y in boxes if s.bonus]
        drawing.put(layer, fill_style=palette.INK)
        drawing.circles(layer, dots, 4.5)
        drawing.put(layer, fill_style=palette.YELLOW)
        drawing.circles(layer, dots, 3.25)

    def _draw_names(self, layer: Canvas) -> None:
        """Town names above their discs, on a halo of ground colour so nothing hides them."""
        names = self.name_positions
        drawing.centred_text(layer, "bold 11px sans-serif", palette.LABEL)
        drawing.put(layer, stroke_style=palette.GROUND, line_width=3.0)
        for name, x, y in names:
            layer.stroke_text(name, float(x), float(y))
        drawing.texts(layer, names)
        self._draw_cathedral_spots(layer)

    def _draw_cathedral_spots(self, layer: Canvas) -> None:
        """A "C" box by each Town with a Cathedral spot (placed by :attr:`cathedral_spots`)."""
        spots = list(self.cathedral_spots.values())
        for kind, fill in CATHEDRAL_FILLS.items():
            drawing.put(layer, fill_style=fill)
            drawing.rects(layer, [(x, y) for k, x, y in spots if k == kind], SITE, SITE)
        drawing.put(layer, stroke_style=palette.INK, line_width=1.25)
        drawing.outline_rects(layer, [(x, y) for _, x, y in spots], SITE, SITE)
        drawing.centred_text(layer, "bold 9px sans-serif", palette.INK)
        drawing.texts(layer, [("C", x + SITE / 2, y + SITE / 2 + 0.5) for _, x, y in spots])

    def _draw_tablets(self, layer: Canvas) -> None:
        covered = self.covered()
        w, h = TABLET_W, TABLET_H
        corners = {t: (x - w / 2, y - h / 2) for t, (x, y) in self.tablet_centres.items()}
        lit = [corners[t] for t in self.lit_tablets if t in corners]
        if lit:
            drawing.put(layer, fill_style=palette.VERMILLION)
            drawing.rects(layer, [(x - 4, y - 4) for x, y in lit], w + 8, h + 8)
        for colour, group in ((STONE, False), (STONE_COVERED, True)):
            drawing.put(layer, fill_style=colour)
            drawing.rects(layer, [c for t, c in corners.items() if (t in covered) == group], w, h)
        drawing.put(layer, stroke_style=palette.INK, line_width=1.25)
        drawing.outline_rects(layer, list(corners.values()), w, h)
        drawing.centred_text(layer, "bold 9.5px sans-serif", palette.INK)
        drawing.texts(
            layer,
            [(t, x + w / 2, y + h / 2 + 0.5) for t, (x, y) in corners.items() if t not in covered],
        )
        crosses = [
            seg
            for t, (x, y) in corners.items()
            if t in covered
            for seg in (
                ((x + 2, y + 2), (x + w - 2, y + h - 2)),
                ((x + w - 2, y + 2), (x + 2, y + h - 2)),
            )
        ]
        if crosses:
            drawing.put(layer, stroke_style=palette.INK, line_width=2.5, line_cap="round")
            layer.stroke_line_segments(drawing.floats(crosses).reshape(-1, 2, 2))
            drawing.put(layer, line_cap="butt")

    def _draw_start(self, layer: Canvas) -> None:
        label, coin = self.start_marks()
        drawing.centred_text(layer, "bold 11px sans-serif", palette.LABEL)
        drawing.texts(layer, [("START", *label)])
        # A square tag, not a disc: a disc with a number is a player's Prospector.
        corner = (coin[0] - TAG / 2, coin[1] - TAG / 2)
        drawing.put(layer, fill_style=palette.SILVER)
        drawing.rects(layer, [corner], TAG, TAG)
        drawing.put(layer, stroke_style=palette.SILVER_EDGE, line_width=1.5)
        drawing.outline_rects(layer, [corner], TAG, TAG)
        drawing.centred_text(layer, "bold 11px sans-serif", palette.INK)
        drawing.texts(layer, [(str(self.umap.start_silver), coin[0], coin[1] + 0.5)])

    def _draw_prospectors(self, layer: Canvas) -> None:
        for player, where in self.pawn_places().items():
            look = self.looks[player]
            drawing.put(layer, fill_style=palette.INK)
            drawing.circles(layer, where, PAWN)
            drawing.put(layer, fill_style=look.colour)
            drawing.circles(layer, where, PAWN - 1.5)
            drawing.centred_text(layer, "bold 11px sans-serif", look.text)
            drawing.texts(layer, [(look.mark, x, y + 0.5) for x, y in where])


def map_legend(canvas: MapCanvas) -> list[LegendEntry]:
    """A legend entry for every kind of mark the map shows (players: those with pieces here)."""
    entries = [
        LegendEntry(palette.WHITE, "circle", "a space (its id)", "a"),
        LegendEntry(palette.ROAD, "line", "a connection: a Prospector moves along it"),
        LegendEntry(
            palette.ROAD_EDGE, "ring", "a Town: thick rim, its name above, its sites below"
        ),
        LegendEntry(palette.WHITE, "square", "empty House site", "H"),
        LegendEntry(palette.WHITE, "square", "empty Pillar site", "P"),
        LegendEntry(palette.WHITE, "square", "empty Mine site (number: the Gold it prints)", "M2"),
        LegendEntry(palette.YELLOW, "circle", "yellow dot: the site prints a bonus"),
        LegendEntry(palette.SILVER, "square", "Underground Cathedral spot: Silver cost", "C"),
        LegendEntry(palette.ORANGE, "square", "Underground Cathedral spot: Gold cost", "C"),
        LegendEntry(
            STONE, "square", "Stone Tablet on a connection (its id), uncovered", "t", "stone"
        ),
        LegendEntry(
            STONE_COVERED, "square", "Stone Tablet covered by an X tile", "X", "dark stone"
        ),
        LegendEntry(
            palette.SILVER, "square", "START's tag: the Silver a new Prospector pays there", "2"
        ),
    ]
    if canvas.lit_tablets:
        entries.append(
            LegendEntry(palette.VERMILLION, "outline", "a tablet the route covers (red frame)")
        )
    for player, look in canvas.looks.items():
        entries.append(
            LegendEntry(look.colour, "circle", f"{player}: Prospector; site built", look.mark)
        )
    return entries


def sites_text(town: Town, built: Mapping[str, str]) -> str:
    """A Town's sites in words: each one's kind, id, Gold, bonus and builder (or "empty")."""
    sites = []
    for site in town.sites:
        gold = f", {site.gold} Gold" if site.kind == "mine" else ""
        bonus = f", bonus {site.bonus}" if site.bonus else ""
        owner = f"built by {built[site.id]}" if site.id in built else "empty"
        sites.append(f"{site.kind.title()} {site.id}{gold}{bonus}: {owner}")
    return "; ".join(sites)


def connection_text(umap: Map, a: str, b: str, covered: Iterable[str] = ()) -> str:
    """The connection ``a``–``b`` in words, with its Stone Tablet if it has one.

    >>> from tutorial.tiletum.maps import underground_map
    >>> connection_text(underground_map("I", "A"), "c", "b", covered={"t1"})
    'c–b (Stone Tablet t1, covered)'
    """
    tablet = umap.tablet_between(a, b)
    if tablet is None:
        return f"{a}–{b}"
    state = "covered" if tablet.id in set(covered) else "uncovered"
    return f"{a}–{b} (Stone Tablet {tablet.id}, {state})"


def on_map(
    underground: Underground | None, number: int
) -> tuple[dict[str, str], set[str], dict[str, list[str]]]:
    """What stands on map ``number``: ``{site: builder}``, covered tablets, ``{player: spaces}``."""
    built: dict[str, str] = {}
    covered: set[str] = set()
    where: dict[str, list[str]] = {}
    if underground is not None:
        built = {s: p for (n, s), p in underground.built.items() if n == number}
        covered = {t for n, t in underground.covered if n == number}
        for player, places in underground.prospectors.items():
            for n, space in places:
                if n == number:
                    where.setdefault(player, []).append(space)
    return built, covered, where


def describe_map(umap: Map, underground: Underground | None = None) -> str:
    """The map and what stands on it, in plain text (for screen readers and tests).

    >>> from tutorial.tiletum.maps import underground_map
    >>> print(describe_map(underground_map("I", "A")).splitlines()[1])
    Start: space s (a new Prospector pays 0 Silver).
    """
    built, covered, where = on_map(underground, umap.number)
    stand_in = " (a stand-in layout)" if umap.stand_in else ""
    lines = [
        f"Underground {umap.name}{stand_in}: {len(umap.spaces)} spaces, "
        f"{len(umap.connections)} connections, {len(umap.tablets)} Stone Tablets.",
        f"Start: space {umap.start} (a new Prospector pays {umap.start_silver} Silver).",
        "Towns:",
    ]
    for space in umap.towns:
        lines.append(f"  {space.id} {space.town.name}: " + sites_text(space.town, built))
    connections = [connection_text(umap, a, b, covered) for a, b in umap.connections]
    lines.append("Connections: " + ", ".join(connections) + ".")
    if where:
        lines.append(
            "Prospectors: "
            + "; ".join(f"{player} on {', '.join(spaces)}" for player, spaces in where.items())
            + "."
        )
    else:
        lines.append("Prospectors: none on this map.")
    return "\n".join(lines)


def describe_space(umap: Map, space_id: str, underground: Underground | None = None) -> str:
    """One space in a few sentences: its Town and sites, who stands there, its connections.

    The words of :func:`describe_map`, for the space under the keyboard's cursor.

    >>> from tutorial.tiletum.maps import underground_map
    >>> print(describe_space(underground_map("I", "A"), "b"))
    Space b of Underground map I, side A. Connections: b–s, b–c (Stone Tablet t1, uncovered), b–e.
    """
    built, covered, where = on_map(underground, umap.number)
    space = umap.space(space_id)
    head = f"Space {space_id} of Underground {umap.name}"
    if space_id == umap.start:
        head += f", the start (a new Prospector pays {umap.start_silver} Silver)"
    if space.town is not None:
        head += f": the Town {space.town.name} ({sites_text(space.town, built)})"
    sentences = [head]
    here = [player for player, spaces in where.items() if space_id in spaces]
    if here:
        sentences.append(f"Prospectors here: {', '.join(here)}")
    links = [connection_text(umap, space_id, b, covered) for b in umap.adjacency[space_id]]
    sentences.append(f"Connections: {', '.join(links)}")
    return ". ".join(sentences) + "."
