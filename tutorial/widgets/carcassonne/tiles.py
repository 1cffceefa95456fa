"""Carcassonne tiles drawn from their features and slots: no drawing code for any one tile type.

A tile type lists its features and the edge slots each reaches
(:mod:`tutorial.carcassonne.tiles`).  That is enough to draw it:

- the tile is a **field** (green) under everything else;
- a **city** covers the sides its slots are on.  Walking round the tile,
  the city runs along those sides and, between two runs, a curved brown
  wall cuts across from the end of one run to the start of the next: a
  one-side city is a cap, a corner city a diagonal, a city on two opposite
  sides a band through the middle.  Two separate cities are two caps;
- a **road** is a pale line with dark edges from the middle of each road
  side: a road with two ends runs through (curving when the sides are
  neighbours); a road that ends on the tile stops at a small house in the
  centre (the crossroads, a junction, a monastery's door);
- a **pennant** is a small blue shield in its city; a **monastery** a
  building with a red roof in the centre.

Each shape is worked out once per tile type, on the unturned tile in "unit"
coordinates (0 to 1, y growing downwards), and turned and scaled when
drawn, so a rotation costs nothing.  Where a follower stands on a feature
comes from a small picture of the tile (:class:`TileShape`): the point of
the feature farthest from everything else, so the follower sits well inside
it.  The same picture tells which feature a click inside a tile landed on.

Everything is drawn with a few batch calls for all the tiles together
(:mod:`tutorial.widgets.drawing`), so a board of 70 tiles is one message.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
from ipycanvas import Canvas

from tutorial.carcassonne.tiles import CITY, FIELD, ROAD, TileType
from tutorial.widgets import palette
from tutorial.widgets.carcassonne import look
from tutorial.widgets.drawing import centred_text, circles, drawing, floats, put, rects, texts
from tutorial.widgets.palette import Style

#: Corners of the unit tile, clockwise from the north-west: side k runs from
#: corner k to corner k + 1, as the slots do.
CORNERS = np.array([(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)])
CENTRE = np.array([0.5, 0.5])
#: Points on each curve (walls, roads): every curve has as many, so all
#: the tiles' curves go to the canvas as one array.
SAMPLES = 9
#: Pixels a side of the small picture that places followers and reads clicks.
GRID = 32
#: Road width, as a part of the tile's side (the pale middle is narrower).
ROAD_WIDTH = 0.16
#: How far the wall between two runs of city sides bends, by how many sides
#: the gap between the runs spans: towards the gap's corner (2), away from
#: the gap's side (1), or straight for the centre (3, a cap).
BEND = {1: -0.2, 2: 0.2, 3: 0.0}


def side_point(side: int, along: float) -> np.ndarray:
    """The point ``along`` (0 to 1, clockwise) side ``side`` (0 = N ... 3 = W) of the unit tile."""
    return CORNERS[side] + (CORNERS[(side + 1) % 4] - CORNERS[side]) * along


def slot_point(slot: int) -> np.ndarray:
    """Where slot ``slot`` (0-11) lies on the unit tile's edge: the middle of its third of a side.

    >>> slot_point(1).tolist(), slot_point(10).tolist()
    ([0.5, 0.0], [0.0, 0.5])
    """
    return side_point(slot // 3, (2 * (slot % 3) + 1) / 6)


def bezier(start: np.ndarray, control: np.ndarray, end: np.ndarray) -> np.ndarray:
    """:data:`SAMPLES` points of the curve from ``start`` to ``end``, pulled to ``control``."""
    t = np.linspace(0.0, 1.0, SAMPLES)[:, None]
    return (1 - t) ** 2 * start + 2 * (1 - t) * t * control + t**2 * end


def city_outline(sides: frozenset[int]) -> tuple[np.ndarray, list[np.ndarray]]:
    """The outline of a city on ``sides`` (0 = N ... 3 = W), and its walls (curves inside the tile).

    >>> outline, walls = city_outline(frozenset({0}))  # a cap along the north side
    >>> len(walls), bool(outline[:, 1].max() <= 0.25)
    (1, True)
    """
    if len(sides) == 4:
        return CORNERS.copy(), []
    starts = [s for s in range(4) if s in sides and (s - 1) % 4 not in sides]
    points: list[np.ndarray] = []
    walls = []
    for i, start in enumerate(starts):
        length = 1
        while (start + length) % 4 in sides:
            length += 1
        points += [CORNERS[(start + k) % 4] for k in range(length)]
        end = (start + length) % 4  # the corner where the run stops
        following = starts[(i + 1) % len(starts)]
        gap = (following - end) % 4
        if gap == 1:  # bow away from the one open side: the city keeps the middle
            towards = side_point(end, 0.5)
        else:  # bow towards the open corner (or not at all, for a cap)
            towards = CORNERS[(end + 1) % 4]
        control = CENTRE + BEND[gap] * (towards - CENTRE) / max(np.hypot(*(towards - CENTRE)), 1e-9)
        wall = bezier(CORNERS[end], control, CORNERS[following])
        walls.append(wall)
        points += list(wall[:-1])
    return np.array(points), walls


def road_line(slots: Sequence[int]) -> list[np.ndarray]:
    """The road lines of a road reaching the middle slots ``slots``.

    Two ends: one line through the centre (a curve when the sides are
    neighbours, straight when opposite).  One end (or more than two): a line
    from each end to the centre, where a house marks where the road stops.
    """
    ends = [slot_point(s) for s in slots]
    if len(ends) == 2:
        return [bezier(ends[0], CENTRE, ends[1])]
    t = np.linspace(0.0, 1.0, SAMPLES)[:, None]
    return [end + (CENTRE - end) * t for end in ends]


def sides_of(slots: Sequence[int]) -> frozenset[int]:
    """The sides (0 = N ... 3 = W) that the slots ``slots`` lie on."""
    return frozenset(s // 3 for s in slots)


@dataclass(frozen=True)
class TileShape:
    """What a tile type looks like on the unturned unit tile, worked out from its features.

    Attributes
    ----------
    cities:
        ``(feature index, outline)`` for each city.
    walls:
        The curved walls of all its cities.
    roads:
        The road lines (``SAMPLES`` points each).
    house:
        Whether a road ends in the centre (a house marks it).
    pennants:
        Where each pennant's shield goes.
    monastery:
        Whether the tile shows a monastery.
    anchors:
        Where a follower stands on each feature (by feature index).
    labels:
        A :data:`GRID` x :data:`GRID` picture: the feature index at each
        pixel (``[row, column]``), every pixel belonging to the nearest feature.
    """

    cities: tuple[tuple[int, np.ndarray], ...]
    walls: tuple[np.ndarray, ...]
    roads: tuple[np.ndarray, ...]
    house: bool
    pennants: tuple[np.ndarray, ...]
    monastery: bool
    anchors: tuple[np.ndarray, ...]
    labels: np.ndarray


#: Half the side of the monastery's square, on the unit tile.
CLOISTER = 0.17


@cache
def shape_of(tile: TileType) -> TileShape:
    """The :class:`TileShape` of ``tile`` (worked out once per tile type)."""
    cities, walls, roads = [], [], []
    house = False
    for index, feature in enumerate(tile.features):
        if feature.kind == CITY:
            outline, curves = city_outline(sides_of(feature.slots))
            cities.append((index, outline))
            walls += curves
        elif feature.kind == ROAD:
            roads += [(index, line) for line in road_line(feature.slots)]
            house = house or len(feature.slots) != 2
    monastery = tile.monastery is not None
    labels, depth = _picture(tile, cities, roads)
    anchors = tuple(_deepest(labels == i, depth) for i in range(len(tile.features)))
    pennants = tuple(
        _pennant_spot(labels == index, depth, anchors[index])
        for index, _ in cities
        if tile.features[index].pennant
    )
    return TileShape(
        tuple(cities),
        tuple(walls),
        tuple(line for _, line in roads),
        house and not monastery,
        pennants,
        monastery,
        anchors,
        _filled(labels),
    )


def _pixel_centres() -> tuple[np.ndarray, np.ndarray]:
    centres = (np.arange(GRID) + 0.5) / GRID
    return np.meshgrid(centres, centres)  # x varies along a row, y down a column


def _inside(outline: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Which points lie inside the polygon ``outline`` (even-odd rule)."""
    inside = np.zeros(x.shape, dtype=bool)
    for (x1, y1), (x2, y2) in zip(outline, np.roll(outline, -1, axis=0), strict=True):
        crosses = (y1 > y) != (y2 > y)
        with np.errstate(divide="ignore", invalid="ignore"):
            at = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
        inside ^= crosses & (x < at)
    return inside


def _near(line: np.ndarray, x: np.ndarray, y: np.ndarray, reach: float) -> np.ndarray:
    """Which points lie within ``reach`` of the polyline ``line``."""
    near = np.zeros(x.shape, dtype=bool)
    for a, b in zip(line[:-1], line[1:], strict=True):
        d = b - a
        t = np.clip(((x - a[0]) * d[0] + (y - a[1]) * d[1]) / max(d @ d, 1e-12), 0, 1)
        near |= np.hypot(x - a[0] - t * d[0], y - a[1] - t * d[1]) <= reach
    return near


def _picture(
    tile: TileType,
    cities: list[tuple[int, np.ndarray]],
    roads: list[tuple[int, np.ndarray]],
) -> tuple[np.ndarray, np.ndarray]:
    """The feature index at each pixel of the unit tile (-1 for none), and each pixel's depth.

    Drawn in the order the canvas draws: roads, then cities over them, then
    the monastery.  What is left is field; each connected piece of it
    belongs to the field feature whose slots it touches.
    """
    x, y = _pixel_centres()
    labels = np.full((GRID, GRID), -1)
    for index, line in roads:
        labels[_near(line, x, y, ROAD_WIDTH / 2)] = index
    for index, outline in cities:
        labels[_inside(outline, x, y)] = index
    if tile.monastery is not None:
        square = (abs(x - 0.5) <= CLOISTER + 0.04) & (abs(y - 0.5) <= CLOISTER + 0.04)
        labels[square] = tile.monastery
    pieces = _components(labels == -1)
    for index, feature in enumerate(tile.features):
        if feature.kind != FIELD:
            continue
        for slot in feature.slots:
            px, py = np.minimum((slot_point(slot) * GRID).astype(int), GRID - 1)
            piece = pieces[py, px]
            if piece >= 0:
                labels[pieces == piece] = index
    depth = np.zeros((GRID, GRID), dtype=int)
    for index in range(len(tile.features)):
        depth += _depth(labels == index)
    return labels, depth


def _components(mask: np.ndarray) -> np.ndarray:
    """Connected pieces of ``mask`` (4-neighbour), numbered from 0; -1 outside it."""
    pieces = np.full(mask.shape, -1)
    count = 0
    for start in zip(*np.nonzero(mask), strict=True):
        if pieces[start] >= 0:
            continue
        pieces[start] = count
        todo = [start]
        while todo:
            r, c = todo.pop()
            for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= n[0] < GRID and 0 <= n[1] < GRID and mask[n] and pieces[n] < 0:
                    pieces[n] = count
                    todo.append(n)
        count += 1
    return pieces


def _depth(mask: np.ndarray) -> np.ndarray:
    """For each pixel of ``mask``: how many one-pixel shrinks it survives (how deep inside)."""
    depth = np.zeros(mask.shape, dtype=int)
    current = mask.copy()
    while current.any():
        depth += current
        inner = np.zeros_like(current)
        inner[1:-1, 1:-1] = (
            current[1:-1, 1:-1]
            & current[:-2, 1:-1]
            & current[2:, 1:-1]
            & current[1:-1, :-2]
            & current[1:-1, 2:]
        )
        current = inner
    return depth


def _deepest(mask: np.ndarray, depth: np.ndarray) -> np.ndarray:
    """The unit point of ``mask`` deepest inside it (nearest its centre of mass among ties)."""
    if not mask.any():
        return CENTRE.copy()
    x, y = _pixel_centres()
    best = mask & (depth == depth[mask].max())
    mx, my = x[mask].mean(), y[mask].mean()
    distance = np.where(best, np.hypot(x - mx, y - my), np.inf)
    r, c = np.unravel_index(np.argmin(distance), distance.shape)
    return np.array([x[r, c], y[r, c]])


def _pennant_spot(mask: np.ndarray, depth: np.ndarray, anchor: np.ndarray) -> np.ndarray:
    """Where a city's pennant goes: deep inside it, but clear of the follower's spot."""
    x, y = _pixel_centres()
    clear = mask & (np.hypot(x - anchor[0], y - anchor[1]) >= 0.24)
    return _deepest(clear, depth) if clear.any() else anchor + np.array([-0.15, -0.15])


def _filled(labels: np.ndarray) -> np.ndarray:
    """``labels`` with every unlabelled pixel given its nearest labelled neighbour's feature."""
    filled = labels.copy()
    while (filled < 0).any():
        grown = filled.copy()
        for shift, axis in ((1, 0), (-1, 0), (1, 1), (-1, 1)):
            moved = np.roll(filled, shift, axis=axis)
            take = (grown < 0) & (moved >= 0)
            grown[take] = moved[take]
        filled = grown
    return filled


# -- turning and reading ---------------------------------------------------------


def turned_points(points: np.ndarray, rotation: int) -> np.ndarray:
    """Unit points of the unturned tile, after ``rotation`` quarter turns clockwise.

    >>> turned_points(np.array([[0.5, 0.0]]), 1).tolist()  # north middle -> east middle
    [[1.0, 0.5]]
    """
    for _ in range(rotation % 4):
        points = np.stack([1.0 - points[..., 1], points[..., 0]], axis=-1)
    return points


#: How close to the tile's edge a follower's centre may stand (so it stays on its tile).
EDGE_ROOM = 0.24


def follower_point(tile: TileType, rotation: int, feature: int) -> tuple[float, float]:
    """Where a follower on ``feature`` of ``tile`` turned ``rotation`` times stands (unit point).

    The feature's deepest point, kept :data:`EDGE_ROOM` from the edge: a
    follower on a thin city cap leans into the field rather than onto the
    next tile.
    """
    x, y = np.clip(
        turned_points(shape_of(tile).anchors[feature], rotation), EDGE_ROOM, 1 - EDGE_ROOM
    )
    return float(x), float(y)


def feature_under(tile: TileType, rotation: int, x: float, y: float) -> int:
    """The feature of ``tile`` turned ``rotation`` times under unit point ``(x, y)`` of the tile.

    >>> from tutorial.carcassonne import base_tiles
    >>> start = base_tiles()[2]  # city north, road east-west
    >>> [start.features[feature_under(start, 0, 0.5, y)].kind for y in (0.05, 0.5, 0.9)]
    ['city', 'road', 'field']
    """
    # Turn the point back (counter-clockwise) onto the unturned tile.
    point = np.array([x, y], dtype=float)
    for _ in range(rotation % 4):
        point = np.array([point[1], 1.0 - point[0]])
    column, row = (np.clip(point * GRID, 0, GRID - 1)).astype(int)
    return int(shape_of(tile).labels[row, column])


# -- drawing ------------------------------------------------------------------------

#: A tile to draw: its top-left pixel, its type and its rotation.
TileAt = tuple[float, float, TileType, int]


def _placed(points: np.ndarray, x: float, y: float, size: float, rotation: int) -> np.ndarray:
    return turned_points(points, rotation) * size + np.array([x, y])


def draw_tiles(canvas: Canvas, tiles: Sequence[TileAt], size: float) -> None:
    """Draw ``tiles`` (each ``(x, y, tile type, rotation)``), ``size`` pixels a side.

    A dozen batch calls whatever the number of tiles: fields, road edges,
    road surfaces, houses, cities, walls, pennants, monasteries.
    """
    if not tiles:
        return
    shapes = [(x, y, shape_of(tile), rotation) for x, y, tile, rotation in tiles]
    # Every attribute the strokes rely on is set here: the canvas keeps what
    # the last drawing left, and a redraw must look exactly like the first.
    put(canvas, line_cap="butt", line_join="round", fill_style=look.FIELD)
    rects(canvas, [(x, y) for x, y, _, _ in shapes], size, size)
    roads = [_placed(line, x, y, size, r) for x, y, s, r in shapes for line in s.roads]
    if roads:
        lines = floats(roads)
        put(canvas, stroke_style=look.ROAD_EDGE, line_width=float(size * ROAD_WIDTH))
        canvas.stroke_line_segments(lines)
        put(canvas, stroke_style=look.ROAD, line_width=float(size * ROAD_WIDTH * 0.6))
        canvas.stroke_line_segments(lines)
    houses = [_placed(HOUSE, x, y, size, 0) for x, y, s, _ in shapes if s.house]
    if houses:
        put(canvas, fill_style=look.HOUSE)
        canvas.fill_polygons(floats(houses))
    cities = [_placed(outline, x, y, size, r) for x, y, s, r in shapes for _, outline in s.cities]
    if cities:
        put(canvas, fill_style=look.CITY)
        canvas.fill_polygons(cities)
    walls = [_placed(wall, x, y, size, r) for x, y, s, r in shapes for wall in s.walls]
    if walls:
        put(canvas, stroke_style=look.WALL, line_width=float(max(1.5, size * 0.05)))
        put(canvas, line_cap="round")
        canvas.stroke_line_segments(floats(walls))
        put(canvas, line_cap="butt")
    shields = [
        SHIELD * size + turned_points(spot, r) * size + np.array([x, y])
        for x, y, s, r in shapes
        for spot in s.pennants
    ]
    if shields:
        put(canvas, fill_style=look.PENNANT, stroke_style="#FFFFFF", line_width=1.5)
        canvas.stroke_polygons(floats(shields))
        canvas.fill_polygons(floats(shields))
    cloisters = [(x, y) for x, y, s, _ in shapes if s.monastery]
    if cloisters:
        draw_monasteries(canvas, cloisters, size)


#: A house where a road ends (unit points, centred on the tile).
HOUSE = np.array([(0.44, 0.47), (0.5, 0.41), (0.56, 0.47), (0.56, 0.57), (0.44, 0.57)])
#: A pennant's shield, centred on (0, 0), as a part of the tile's side.
SHIELD = np.array([(-0.07, -0.08), (0.07, -0.08), (0.07, 0.02), (0.0, 0.09), (-0.07, 0.02)])


def draw_monasteries(canvas: Canvas, corners: Sequence[tuple[float, float]], size: float) -> None:
    """Monasteries: a pale building with a red roof and a door, in the middle of each tile."""
    body = [floats([(x + size * a, y + size * b) for a, b in BODY]) for x, y in corners]
    roof = [floats([(x + size * a, y + size * b) for a, b in ROOF]) for x, y in corners]
    put(canvas, fill_style=look.CLOISTER, stroke_style=palette.INK, line_width=1.0)
    canvas.fill_polygons(floats(body))
    canvas.stroke_polygons(floats(body))
    put(canvas, fill_style=look.ROOF)
    canvas.fill_polygons(floats(roof))
    canvas.stroke_polygons(floats(roof))
    put(canvas, fill_style=palette.INK)
    rects(canvas, [(x + size * 0.46, y + size * 0.56) for x, y in corners], size * 0.08, size * 0.1)


#: The monastery's walls and roof (unit points).
BODY = ((0.34, 0.45), (0.66, 0.45), (0.66, 0.66), (0.34, 0.66))
ROOF = ((0.3, 0.46), (0.5, 0.3), (0.7, 0.46))


# -- followers and gold --------------------------------------------------------------

#: A follower standing, centred on (0, 0), one unit tall: body and arms (the head is a disc).
MEEPLE = np.array(
    [
        (-0.12, -0.28), (-0.46, -0.1), (-0.46, 0.04), (-0.2, 0.04), (-0.38, 0.5),
        (-0.08, 0.5), (0.0, 0.3), (0.08, 0.5), (0.38, 0.5), (0.2, 0.04),
        (0.46, 0.04), (0.46, -0.1), (0.12, -0.28),
    ]
)  # fmt: skip
HEAD = (0.0, -0.36)
HEAD_RADIUS = 0.15


def follower_shapes(
    x: float, y: float, height: float, lying: bool
) -> tuple[np.ndarray, tuple[float, float]]:
    """A follower's body polygon and head centre at pixel ``(x, y)``, ``height`` pixels tall.

    A farmer lies down (turned a quarter turn), as in the rulebook's pictures.
    """
    body = MEEPLE * height
    head = np.array(HEAD) * height
    if lying:
        body = np.stack([-body[:, 1], body[:, 0]], axis=-1)
        head = np.array([-head[1], head[0]])
    return body + np.array([x, y]), (float(x + head[0]), float(y + head[1]))


def draw_followers(
    canvas: Canvas, followers: Sequence[tuple[float, float, int, bool]], height: float
) -> None:
    """Followers ``(x, y, seat, lying)``: the player's colour, a white rim, the player's number.

    ``(x, y)`` is the follower's centre; ``lying`` for a farmer.
    """
    if not followers:
        return
    shapes = [(follower_shapes(x, y, height, lying), seat) for x, y, seat, lying in followers]
    put(canvas, stroke_style="#FFFFFF", line_width=float(max(2.0, height * 0.14)))
    put(canvas, line_join="round")
    canvas.stroke_polygons([body for (body, _), _ in shapes])
    put(canvas, fill_style="#FFFFFF")
    circles(canvas, [head for (_, head), _ in shapes], height * HEAD_RADIUS + height * 0.07)
    by_colour: dict[str, list] = {}
    for shape, seat in shapes:
        by_colour.setdefault(palette.player_look(seat).colour, []).append(shape)
    for colour, group in by_colour.items():
        put(canvas, fill_style=colour)
        canvas.fill_polygons([body for body, _ in group])
        circles(canvas, [head for _, head in group], height * HEAD_RADIUS)
    if height >= 20:  # the number, a cue besides the colour, where it can be read
        centred_text(canvas, f"bold {int(height * 0.34)}px sans-serif", "#FFFFFF")
        texts(
            canvas,
            [(palette.player_look(seat).mark, x, y + height * 0.06) for x, y, seat, _ in followers],
        )


def ingot_bar(x: float, y: float, width: float, height: float) -> np.ndarray:
    """A gold bar seen from the side: a trapezoid ``width`` x ``height``, top-left at ``(x, y)``."""
    inset = width * 0.16
    return floats(
        [(x, y + height), (x + width, y + height), (x + width - inset, y), (x + inset, y)]
    )


def draw_ingots(canvas: Canvas, ingots: Sequence[tuple[float, float, int]], size: float) -> None:
    """Gold ingots on tiles ``(x, y, count)`` (``(x, y)`` the tile's corner): a bar and a count.

    A gold bar with the count written on it, in the tile's top-right corner,
    where no follower stands (followers stand deep inside their feature); a
    second bar peeks out behind it when there are two or more.  The bar keeps
    a least size (18 x 11 pixels), so the count can be read on a board of 70
    tiles too.  For The Gold Mines layer.
    """
    ingots = [item for item in ingots if item[2] > 0]
    if not ingots:
        return
    width, height = max(18.0, size * 0.44), max(11.0, size * 0.24)
    inset = max(2.0, size * 0.05)
    fronts = [(x + size - inset - width, y + inset, count) for x, y, count in ingots]
    behind = [
        ingot_bar(left - width * 0.14, top + height * 0.32, width, height)
        for left, top, count in fronts
        if count > 1
    ]
    bars = [*behind, *(ingot_bar(left, top, width, height) for left, top, _ in fronts)]
    # A white rim first, so the bar stands out on sand-coloured cities as well as on fields.
    put(canvas, stroke_style="#FFFFFF", line_width=3.5, line_join="round")
    canvas.stroke_polygons(bars)
    put(canvas, fill_style=look.GOLD, stroke_style=look.GOLD_EDGE, line_width=1.25)
    for group in (behind, bars[len(behind) :]):  # the back bars first, the front ones over them
        if group:
            canvas.fill_polygons(group)
            canvas.stroke_polygons(group)
    centred_text(canvas, f"bold {int(height * 0.9)}px sans-serif", palette.INK)
    texts(
        canvas,
        [(str(count), left + width / 2, top + height * 0.56) for left, top, count in fronts],
    )


def draw_rings(
    canvas: Canvas, style: Style, rings: Sequence[tuple[float, float, str]], radius: float
) -> None:
    """Rings ``(x, y, label)`` round followers, in ``style`` (``"ring"`` or ``"dashed ring"``).

    A dark rim under the colour keeps the ring visible on any land; a dashed
    ring (where a follower was) carries its owner's number, if given, since
    no piece stands inside it.
    """
    if not rings:
        return
    centres = [(x, y) for x, y, _ in rings]
    xs, ys = floats(centres)[:, 0], floats(centres)[:, 1]
    dashed = style.kind == "dashed ring"
    width = max(2.5, radius * 0.16)
    if dashed:
        put(canvas, fill_style=palette.rgba("#FFFFFF", 0.7))
        circles(canvas, centres, radius)
        canvas.set_line_dash([radius * 0.35, radius * 0.25])
    for colour, line in ((palette.INK, width + 2.5), (style.colour, width)):
        put(canvas, stroke_style=colour, line_width=float(line))
        canvas.stroke_circles(xs, ys, float(radius))
    canvas.set_line_dash([])
    labelled = [(label, x, y) for x, y, label in rings if label and dashed]
    if labelled:
        centred_text(canvas, f"bold {int(radius * 0.9)}px sans-serif", style.colour)
        texts(canvas, labelled)


#: The gold symbol of a gold tile, centred on (0, 0), a part of the tile: a cut gem.
GEM = np.array([(-0.09, -0.03), (-0.05, -0.08), (0.05, -0.08), (0.09, -0.03), (0.0, 0.08)])


def draw_gold_symbols(canvas: Canvas, corners: Sequence[tuple[float, float]], size: float) -> None:
    """The gold symbol on gold tiles (corners ``(x, y)``): a small gold gem, bottom left.

    The Gold Mines' tiles are printed with a gold symbol; here it sits in the
    corner away from the ingots (top right), with a white rim so it shows on
    fields and cities alike, and a least size of 12 pixels.  For The Gold Mines layer.
    """
    if not corners:
        return
    scale = max(size, 12 / 0.18)
    # Clear of the tile's edge, where borders are drawn, however small the tile.
    offset = np.array(
        [max(0.16 * size, 0.09 * scale + 4), size - max(0.15 * size, 0.08 * scale + 4)]
    )
    gems = [GEM * scale + offset + np.array(corner) for corner in corners]
    put(canvas, stroke_style="#FFFFFF", line_width=3.5, line_join="round")
    canvas.stroke_polygons(floats(gems))
    put(canvas, fill_style=look.GOLD, stroke_style=look.GOLD_EDGE, line_width=1.25)
    canvas.fill_polygons(floats(gems))
    canvas.stroke_polygons(floats(gems))


#: A glyph's width as a share of the font size, a little over the average of
#: common sans-serif fonts (about 0.5 to 0.6): a canvas cannot measure text
#: before the browser draws it, so a label's room is estimated on the wide side.
EM_PER_CHARACTER = 0.62


def label_room(labels: Sequence[str], font_px: int, margin: int = 6) -> int:
    """Pixels that hold the longest of ``labels`` in a ``font_px`` sans-serif, with margins.

    >>> label_room(["curve (x9)"], 13)
    93
    """
    longest = max((len(text) for text in labels), default=0)
    return math.ceil(longest * font_px * EM_PER_CHARACTER) + 2 * margin


def gallery(
    types: Sequence[TileType], size: int = 56, rotations: Sequence[int] = (0, 1, 2, 3)
) -> Canvas:
    """A canvas showing each tile type (a row each) at each of ``rotations``, with its name.

    For a chapter that introduces the tiles, and for checking the drawing by eye.
    The names' column is as wide as the longest name needs.
    """
    gap, font = 6, 13
    names = [f"{t.name} (x{t.count})" for t in types]
    label = label_room(names, font)
    width = label + len(rotations) * (size + gap)
    height = len(types) * (size + gap) + gap
    canvas = Canvas(width=width, height=height, layout={"width": f"{width}px"})
    with drawing():
        put(canvas, fill_style=palette.GROUND)
        canvas.fill_rect(0, 0, width, height)
        tiles = [
            (label + k * (size + gap), gap + row * (size + gap), tile, rotation)
            for row, tile in enumerate(types)
            for k, rotation in enumerate(rotations)
        ]
        draw_tiles(canvas, tiles, size)
        put(canvas, font=f"{font}px sans-serif", fill_style=palette.INK, text_align="left")
        put(canvas, text_baseline="middle")
        texts(
            canvas,
            [(name, 6, gap + row * (size + gap) + size / 2) for row, name in enumerate(names)],
        )
    return canvas
