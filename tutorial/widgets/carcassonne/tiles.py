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
  centre (the crossroads, a junction, a monastery's door).  A road that
  runs through a city (a Gold Mines tile) is drawn over it, through gates;
- a **pennant** is a small blue shield in its city; a **monastery** a
  building with a red roof in the centre.  On a tile that has more (the
  Gold Mines' monastery beside a city corner or between curves), corner
  walls and curves keep to their corners and the monastery stands in the
  roomiest free spot, smaller if it must: never on a wall or a road.

Each shape is worked out once per tile type, on the unturned tile in "unit"
coordinates (0 to 1, y growing downwards), and turned and scaled when
drawn, so a rotation costs nothing.  Where a follower stands on a feature
comes from a small picture of the tile (:class:`TileShape`): a point deep
inside the feature and clear of the tile's other spots (:func:`spots_of`),
so the numbered spots of a tile never sit on one another.  The same picture
tells which feature a click inside a tile landed on.

A highlight of a feature lights only the feature's own part of each tile
(:func:`parts_of`, :func:`part_shapes`, :func:`draw_parts`): a farm its
fields and not the land across the road, a city inside its walls.

Everything is drawn with a few batch calls for all the tiles together
(:mod:`tutorial.widgets.drawing`), so a board of 70 tiles is one message.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
from ipycanvas import Canvas

from tutorial.carcassonne.tiles import CITY, FIELD, MIDDLE, ROAD, TileType, feature_at
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
#: How far a corner city's wall bends towards the city's own corner on a tile with a monastery.
HUGGING_WALL = 0.45


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


def city_outline(
    sides: frozenset[int], *, hug: bool = False
) -> tuple[np.ndarray, list[np.ndarray]]:
    """The outline of a city on ``sides`` (0 = N ... 3 = W), and its walls (curves inside the tile).

    ``hug``: on a tile that also shows a monastery, a corner city's wall bows
    towards the city's own corner instead of the open one, so the middle of
    the tile stays free for the monastery.

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
        bend = -HUGGING_WALL if hug and gap == 2 else BEND[gap]
        control = CENTRE + bend * (towards - CENTRE) / max(np.hypot(*(towards - CENTRE)), 1e-9)
        wall = bezier(CORNERS[end], control, CORNERS[following])
        walls.append(wall)
        points += list(wall[:-1])
    return np.array(points), walls


#: How far a curve pulls into its corner on a tile with a monastery (0: through the centre).
HUG = 0.3


def road_line(slots: Sequence[int], *, hug: bool = False) -> list[np.ndarray]:
    """The road lines of a road reaching the middle slots ``slots``.

    Two ends: one line through the centre (a curve when the sides are
    neighbours, straight when opposite).  One end (or more than two): a line
    from each end to the centre, where a house marks where the road stops.
    ``hug``: on a tile with a monastery, a curve keeps to its corner (pulled
    :data:`HUG` of the way from the centre to the corner), leaving the
    middle free for the monastery.

    >>> middle = SAMPLES // 2  # the middle of the curve from east to south
    >>> bool(road_line([4, 7], hug=True)[0][middle][0] > road_line([4, 7])[0][middle][0])
    True
    """
    ends = [slot_point(s) for s in slots]
    if len(ends) == 2:
        first, second = (s // 3 for s in slots)
        control = CENTRE
        if hug and (second - first) % 4 in (1, 3):  # neighbouring sides: their shared corner
            corner = CORNERS[second] if (second - first) % 4 == 1 else CORNERS[first]
            control = CENTRE + HUG * (corner - CENTRE)
        return [bezier(ends[0], control, ends[1])]
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
        The road lines (``SAMPLES`` points each) drawn under the cities.
    house:
        Whether a road ends in the centre (a house marks it).
    pennants:
        Where each pennant's shield goes.
    monastery:
        ``(x, y, scale)``: where the monastery stands and how large it is
        drawn (1: full size), or ``None`` for a tile without one.
    anchors:
        Where a follower stands on each feature (by feature index), unturned:
        :func:`spots_of` the tile at turn 0.
    labels:
        A :data:`GRID` x :data:`GRID` picture: the feature index at each
        pixel (``[row, column]``), every pixel belonging to the nearest feature.
    crossing:
        The road lines drawn over the cities: a road that runs straight
        through a city (through its gates), as on a Gold Mines tile.
    """

    cities: tuple[tuple[int, np.ndarray], ...]
    walls: tuple[np.ndarray, ...]
    roads: tuple[np.ndarray, ...]
    house: bool
    pennants: tuple[np.ndarray, ...]
    monastery: tuple[float, float, float] | None
    anchors: tuple[np.ndarray, ...]
    labels: np.ndarray
    crossing: tuple[np.ndarray, ...] = ()


#: Half the side of the monastery's square, on the unit tile.
CLOISTER = 0.17


@dataclass(frozen=True)
class _Layout:
    """Where a tile's features go on the unturned unit tile (the parts a drawing is made of)."""

    cities: tuple[tuple[int, np.ndarray, tuple[np.ndarray, ...]], ...]
    roads: tuple[tuple[int, np.ndarray], ...]
    crossing: frozenset[int]  # road features drawn over the cities
    house: bool
    monastery: tuple[float, float, float] | None


@cache
def _layout(tile: TileType) -> _Layout:
    """Cities, roads (by feature index), the house and the monastery's place, once per type.

    On a tile with a monastery, corner cities and curves keep to their
    corners and the monastery goes where the most room is left
    (:func:`_monastery_place`): a Gold Mines tile shows a monastery beside a
    city or between roads, never on them.
    """
    hug = tile.monastery is not None
    cities, roads = [], []
    for index, feature in enumerate(tile.features):
        if feature.kind == CITY:
            outline, walls = city_outline(sides_of(feature.slots), hug=hug)
            cities.append((index, outline, tuple(walls)))
        elif feature.kind == ROAD:
            roads += [(index, line) for line in road_line(feature.slots, hug=hug)]
    house = any(len(f.slots) != 2 for f in tile.features if f.kind == ROAD) and not hug
    # A road with two ends that passes inside a city runs through it (over it, through its gates).
    crossing = frozenset(
        index
        for index, line in roads
        if len(tile.features[index].slots) == 2
        and any(_inside(outline, line[1:-1, 0], line[1:-1, 1]).any() for _, outline, _ in cities)
    )
    monastery = _monastery_place(cities, roads, tile) if hug else None
    return _Layout(tuple(cities), tuple(roads), crossing, house, monastery)


#: How far the monastery reaches from where it stands at full size (half its diagonal).
CLOISTER_REACH = 0.27
#: The least size the monastery is drawn at, where a tile leaves little room.
CLOISTER_SMALLEST = 0.6


def _monastery_place(
    cities: Sequence[tuple[int, np.ndarray, tuple[np.ndarray, ...]]],
    roads: Sequence[tuple[int, np.ndarray]],
    tile: TileType,
) -> tuple[float, float, float]:
    """``(x, y, scale)``: the monastery in the roomiest free spot, near the middle if it can be.

    Room is the distance to the nearest city, road through the tile or edge.
    A road that ends on a monastery's tile leads to its door, so it leaves
    the monastery in the middle (the base game's monastery with a road).
    """
    x, y = np.meshgrid(np.linspace(0, 1, 65), np.linspace(0, 1, 65))
    room = np.minimum(np.minimum(x, 1 - x), np.minimum(y, 1 - y))
    for _, outline, _ in cities:
        room = np.minimum(room, _signed_distance(outline, x, y))
    for index, line in roads:
        if len(tile.features[index].slots) == 2:
            room = np.minimum(room, _line_distance(line, x, y) - ROAD_WIDTH / 2)
    score = np.minimum(room, CLOISTER_REACH) - 0.25 * np.hypot(x - 0.5, y - 0.5)
    r, c = np.unravel_index(np.argmax(score), score.shape)
    scale = float(np.clip(room[r, c] / CLOISTER_REACH, CLOISTER_SMALLEST, 1.0))
    return float(x[r, c]), float(y[r, c]), scale


@cache
def shape_of(tile: TileType) -> TileShape:
    """The :class:`TileShape` of ``tile`` (worked out once per tile type)."""
    layout = _layout(tile)
    cities = [(index, outline) for index, outline, _ in layout.cities]
    roads = list(layout.roads)
    labels, depth = _raw_picture(tile)
    anchors = tuple(np.array(spot) for spot in spots_of(tile, 0))
    pennants = tuple(
        _pennant_spot(labels == index, depth, anchors[index])
        for index, _ in cities
        if tile.features[index].pennant
    )
    return TileShape(
        tuple(cities),
        tuple(wall for _, _, walls in layout.cities for wall in walls),
        tuple(line for index, line in roads if index not in layout.crossing),
        layout.house,
        pennants,
        layout.monastery,
        anchors,
        _filled(labels),
        tuple(line for index, line in roads if index in layout.crossing),
    )


def _pixel_centres() -> tuple[np.ndarray, np.ndarray]:
    centres = (np.arange(GRID) + 0.5) / GRID
    return np.meshgrid(centres, centres)  # x varies along a row, y down a column


def _inside(outline: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Which points lie inside the polygon ``outline`` (even-odd rule)."""
    # Every side of the outline at once (a last axis, one place a side): a point is
    # inside where a ray from it to the right crosses an odd number of sides.
    (x1, y1), (x2, y2) = outline.T, np.roll(outline, -1, axis=0).T
    x, y = np.asarray(x)[..., None], np.asarray(y)[..., None]
    crosses = (y1 > y) != (y2 > y)
    with np.errstate(divide="ignore", invalid="ignore"):
        at = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
    return np.count_nonzero(crosses & (x < at), axis=-1) % 2 == 1


def _line_distance(line: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The distance from each point to the polyline ``line``."""
    distance = np.full(x.shape, np.inf)
    for a, b in zip(line[:-1], line[1:], strict=True):
        d = b - a
        t = np.clip(((x - a[0]) * d[0] + (y - a[1]) * d[1]) / max(d @ d, 1e-12), 0, 1)
        distance = np.minimum(distance, np.hypot(x - a[0] - t * d[0], y - a[1] - t * d[1]))
    return distance


def _signed_distance(outline: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The distance from each point to the edge of the polygon ``outline``: negative inside.

    A stretch of the outline along the tile's own edge is no edge here (a
    city reaches the tile's side: it goes on into the next tile), so a point
    on the tile's side within the city is inside it, not on its edge.
    """
    distance = np.full(x.shape, 1.0)
    for a, b in zip(outline, np.roll(outline, -1, axis=0), strict=True):
        on_side = any(a[k] == b[k] and a[k] in (0.0, 1.0) for k in (0, 1))
        if not on_side:
            distance = np.minimum(distance, _line_distance(np.array([a, b]), x, y))
    # A point on the tile's side is tested a hair towards the middle, off the outline.
    inside = _inside(outline, x + (0.5 - x) * 1e-9, y + (0.5 - y) * 1e-9)
    return np.where(inside, -distance, distance)


def _near(line: np.ndarray, x: np.ndarray, y: np.ndarray, reach: float) -> np.ndarray:
    """Which points lie within ``reach`` of the polyline ``line``."""
    return _line_distance(line, x, y) <= reach


def cloister_box(monastery: tuple[float, float, float]) -> tuple[np.ndarray, np.ndarray]:
    """The monastery's building, as the corners ``(low, high)`` of a box on the unit tile."""
    x, y, scale = monastery
    reach = (CLOISTER + 0.04) * scale
    return np.array([x - reach, y - reach]), np.array([x + reach, y + reach])


def _picture(
    tile: TileType,
    cities: list[tuple[int, np.ndarray]],
    roads: list[tuple[int, np.ndarray]],
    monastery: tuple[float, float, float] | None,
) -> tuple[np.ndarray, np.ndarray]:
    """The feature index at each pixel of the unit tile (-1 for none), and each pixel's depth.

    Drawn in the order the canvas draws: roads, then cities over them, then
    the monastery.  What is left is field; each connected piece of it
    belongs to the field feature whose slots it touches.
    """
    x, y = _pixel_centres()
    labels = np.full((GRID, GRID), -1)
    crossing = _layout(tile).crossing
    for index, line in roads:
        if index not in crossing:
            labels[_near(line, x, y, ROAD_WIDTH / 2)] = index
    for index, outline in cities:
        labels[_inside(outline, x, y)] = index
    for index, line in roads:
        if index in crossing:
            labels[_near(line, x, y, ROAD_WIDTH / 2)] = index
    if monastery is not None:
        low, high = cloister_box(monastery)
        labels[(x >= low[0]) & (x <= high[0]) & (y >= low[1]) & (y <= high[1])] = tile.monastery
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


#: The radius of a follower spot's numbered disc, as a part of the tile's side.
SPOT_RADIUS = 0.1
#: How far apart the follower spots of one tile stand, at least where the tile has room:
#: their discs (and the dark rim round each) clear of each other, with a gap that shows.
SPOT_GAP = 2 * SPOT_RADIUS + 0.1
#: How many times each spot of a crowded tile may move to make room (see :func:`spots_of`).
SPREAD_ROUNDS = 8
#: Where the board draws on every tile, whatever its turn (unit boxes ``(x0, y0, x1, y1)``,
#: grown by a spot's radius): the gold ingots, top right, and the gold symbol, bottom left.
#: A follower's spot keeps out of them where the tile has room elsewhere.
MARKED_CORNERS = ((0.4, 0.0, 1.0, 0.4), (0.0, 0.64, 0.36, 1.0))


@cache
def _raw_picture(tile: TileType) -> tuple[np.ndarray, np.ndarray]:
    """:func:`_picture` of ``tile`` (features by pixel, -1 where none; depth), once per type."""
    layout = _layout(tile)
    cities = [(index, outline) for index, outline, _ in layout.cities]
    return _picture(tile, cities, list(layout.roads), layout.monastery)


@cache
def spots_of(tile: TileType, rotation: int) -> tuple[tuple[float, float], ...]:
    """Where a follower stands on each feature of ``tile`` turned ``rotation`` times (unit points).

    Deep inside its feature, kept :data:`EDGE_ROOM` from the edge (a
    follower on a thin city cap leans into the field rather than onto the
    next tile), and clear of the other spots: the monastery's spot is the
    monastery; then each feature, the one with the fewest places to choose
    from first, takes a pixel whose spot stands on the feature itself, with
    the most room from the spots already taken (and from a house), up to
    :data:`SPOT_GAP`, and the least far into the :data:`MARKED_CORNERS`;
    among those, the deepest.  Then, since the first spots chose without
    knowing the later ones, each spot in turn takes its best place again
    among all the others, until none moves (at most :data:`SPREAD_ROUNDS`
    times): on a crowded tile, such as a crossroads with eight spots round
    its house, the spots spread until their discs stand clear of each other.

    >>> import math
    >>> from tutorial.gold_mines.tiles import gold_tiles
    >>> crossing = next(t for t in gold_tiles() if t.name == "gold: two straight roads crossing")
    >>> spots = spots_of(crossing, 0)  # two roads and four fields: six discs, none on another
    >>> len(spots), min(math.dist(a, b) for a in spots for b in spots if a != b) > 2 * SPOT_RADIUS
    (6, True)
    """
    labels, depth = _raw_picture(tile)
    layout = _layout(tile)
    x, y = _pixel_centres()
    turned = turned_points(np.stack([x, y], axis=-1), rotation)
    sx, sy = (np.clip(turned[..., k], EDGE_ROOM, 1 - EDGE_ROOM) for k in (0, 1))
    # How far into a marked corner each spot would stand (0: out of them all).
    marked = np.zeros(x.shape)
    for x0, y0, x1, y1 in MARKED_CORNERS:
        into = np.minimum(np.minimum(sx - x0, x1 - sx), np.minimum(sy - y0, y1 - sy))
        marked = np.maximum(marked, np.clip(into, 0.0, None))
    # Whether the spot of each pixel (moved off the edge) still stands on that pixel's feature.
    back = turned_points(np.stack([sx, sy], axis=-1), -rotation)
    own_rows, own_columns = (
        np.minimum((back[..., k] * GRID).astype(int), GRID - 1) for k in (1, 0)
    )
    standing = labels[own_rows, own_columns]
    # What the spots keep clear of and never move: the house, the monastery (its spot).
    fixed: list[tuple[float, float]] = [(0.5, 0.5)] if layout.house else []
    spots: dict[int, tuple[float, float]] = {}
    if layout.monastery is not None and tile.monastery is not None:
        mx, my = turned_points(np.array(layout.monastery[:2]), rotation)
        spots[tile.monastery] = (float(mx), float(my))
        fixed.append(spots[tile.monastery])
    # Each feature's places: the spot of each of its pixels (kept off the edge), and what
    # the place is worth to it: standing on the feature itself first, then as little
    # into the marked corners as can be, then depth.
    places: dict[int, tuple[np.ndarray, np.ndarray, np.ndarray]] = {}
    for i in (i for i in range(len(tile.features)) if i not in spots):
        mask, worth = labels == i, (standing == i) - 0.3 * marked + 1e-4 * depth
        places[i] = (sx[mask], sy[mask], worth[mask])
    # A feature's choice: how many distinct places its pixels give a spot.
    choice = {
        i: np.unique(np.round(px * GRID) * (GRID + 1) + np.round(py * GRID)).size
        for i, (px, py, _) in places.items()
    }

    def short_of_gap(
        px: np.ndarray, py: np.ndarray, points: list[tuple[float, float]]
    ) -> np.ndarray:
        """How far short of :data:`SPOT_GAP` each place stands from ``points``, all told."""
        if not points:
            return np.zeros(px.shape)
        tx, ty = np.array(points).T
        apart = np.hypot(px[:, None] - tx, py[:, None] - ty)
        return np.clip(SPOT_GAP - apart, 0.0, None).sum(axis=1)

    def best(index: int, others: list[tuple[float, float]]) -> tuple[float, float]:
        px, py, merit = places[index]
        # Twice as much room from the house and the monastery as from a spot: a disc
        # on them would hide them, where two discs near each other only crowd.
        short = 2 * short_of_gap(px, py, fixed) + short_of_gap(px, py, others)
        k = np.argmax(merit - 2 * short)
        return float(px[k]), float(py[k])

    order = sorted(choice, key=lambda i: (choice[i], i))
    shown = [i for i in order if places[i][0].size]
    for index in order:
        # A feature too thin to show at this resolution: the middle.
        placed = [spots[i] for i in order if i in spots]
        spots[index] = best(index, placed) if index in shown else (0.5, 0.5)
    # The first spots chose without knowing the later ones, which a crowded tile (a
    # crossroads: eight spots round a house) squeezes against them: each spot in turn
    # moves to its best place among all the others, until none moves.
    for _ in range(SPREAD_ROUNDS):
        moved = False
        for index in shown:
            place = best(index, [spots[i] for i in order if i != index])
            moved |= place != spots[index]
            spots[index] = place
        if not moved:
            break
    return tuple(spots[i] for i in range(len(tile.features)))


# -- each feature's part of the tile (for highlights) ---------------------------------

#: Cells a side of the grid each feature's part of a tile is traced on.
TRACE = 64


@dataclass(frozen=True)
class Part:
    """One feature's part of the unturned unit tile, as a highlight draws it.

    ``fills`` are polygons to fill (a hole, such as the monastery in its
    field, is joined to its outline by a seam, so one polygon fills around
    it); ``rims`` are the closed outlines of the part, holes included.
    """

    fills: tuple[np.ndarray, ...]
    rims: tuple[np.ndarray, ...]


@cache
def parts_of(tile: TileType) -> tuple[Part, ...]:
    """The part of the unturned unit tile each feature covers, by feature index (traced once).

    Worked out from the same shapes the tile is drawn with, as each feature's
    signed distance (negative inside) on a fine grid, traced where it is 0
    (:mod:`contourpy`): a city inside its walls, less a road running through
    it; a road its width along its line, less the cities and monastery drawn
    over it and the square where roads meet at a house; the monastery its
    building; a field what is left, cut by the roads and walls into pieces,
    each piece the field whose slots it reaches.
    Only a highlight draws it; a board works it out for its game's tiles
    when it is made (:func:`prepare`), so that the step that first
    highlights a kind of tile does not pay for it.

    >>> from tutorial.carcassonne import base_tiles
    >>> start = next(t for t in base_tiles() if t.start)  # city north, road west-east
    >>> [f.kind for f in start.features], [len(p.fills) for p in parts_of(start)]
    (['city', 'road', 'field', 'field'], [1, 1, 1, 1])
    """
    layout = _layout(tile)
    axis = np.linspace(0.0, 1.0, TRACE + 1)
    x, y = np.meshgrid(axis, axis)
    cities = {i: _signed_distance(outline, x, y) for i, outline, _ in layout.cities}
    roads: dict[int, np.ndarray] = {}
    for index, line in layout.roads:
        along = _line_distance(line, x, y) - ROAD_WIDTH / 2
        roads[index] = np.minimum(roads[index], along) if index in roads else along
    others = dict.fromkeys(range(len(tile.features)), np.full(x.shape, np.inf))
    if layout.monastery is not None and tile.monastery is not None:
        low, high = cloister_box(layout.monastery)
        others[tile.monastery] = np.maximum(
            np.maximum(low[0] - x, x - high[0]), np.maximum(low[1] - y, y - high[1])
        )
    house = _signed_distance(HOUSE, x, y) if layout.house else np.full(x.shape, np.inf)
    # Where roads end at a house, the square they meet in is the house's, no one road's.
    junction = np.maximum(abs(x - 0.5), abs(y - 0.5)) - ROAD_WIDTH / 2
    if layout.house:
        house = np.minimum(house, junction)
    over_cities = np.full(x.shape, np.inf)
    for city in cities.values():
        over_cities = np.minimum(over_cities, city)
    for index, road in roads.items():
        if index in layout.crossing:  # over the cities, which it cuts
            for city in cities:
                cities[city] = np.maximum(cities[city], -road)
        else:
            road = np.maximum(road, -over_cities)
        road = np.maximum(road, -house)
        if tile.monastery is not None:
            road = np.maximum(road, -others[tile.monastery])
        others[index] = road
    others.update(cities)
    taken = np.minimum.reduce([*others.values(), house])
    fields = [i for i, f in enumerate(tile.features) if f.kind == FIELD]
    pieces: dict[int, list[tuple[np.ndarray, list[np.ndarray]]]] = {i: [] for i in fields}
    for outer, holes in _traced(-taken):
        owner = _field_of(tile, fields, outer)
        if owner is not None:
            pieces[owner].append((outer, holes))
    return tuple(
        _part(pieces[i] if i in pieces else _traced(others[i])) for i in range(len(tile.features))
    )


def _traced(z: np.ndarray) -> list[tuple[np.ndarray, list[np.ndarray]]]:
    """The polygons where ``z`` (on the :data:`TRACE` grid) is below 0: ``(outline, holes)``."""
    from contourpy import FillType, contour_generator  # only a highlight needs it

    axis = np.linspace(0.0, 1.0, TRACE + 1)
    if not (z < 0).any():
        return []
    found = contour_generator(axis, axis, z, fill_type=FillType.OuterOffset)
    points, offsets = found.filled(float(z.min()) - 1.0, 0.0)
    shapes = []
    for ring_points, ring_offsets in zip(points, offsets, strict=True):
        rings = [ring_points[a:b] for a, b in zip(ring_offsets[:-1], ring_offsets[1:], strict=True)]
        shapes.append((rings[0], rings[1:]))
    return shapes


def _field_of(tile: TileType, fields: list[int], outline: np.ndarray) -> int | None:
    """The field feature whose slots the piece of field inside ``outline`` reaches (if any)."""
    for index in fields:
        for slot in tile.features[index].slots:
            point = slot_point(slot) + (CENTRE - slot_point(slot)) * 0.06
            if _inside(outline, np.array([point[0]]), np.array([point[1]]))[0]:
                return index
    return None


def _part(shapes: list[tuple[np.ndarray, list[np.ndarray]]]) -> Part:
    """A :class:`Part` of traced polygons: each hole joined to its outline by a seam."""
    fills = []
    for outer, holes in shapes:
        # Out along a seam to each hole, round it (the other way about) and back:
        # the seam's two passes cancel, so the hole stays empty when filled.
        fills.append(np.vstack([outer, *[np.vstack([hole, outer[-1:]]) for hole in holes]]))
    rims = tuple(ring for outer, holes in shapes for ring in (outer, *holes))
    return Part(tuple(fills), rims)


def part_shapes(
    tile: TileType, rotation: int, slots: Sequence[int], joined: Sequence[bool]
) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """The fills and outline of the parts of ``tile`` (turned) covering board ``slots``.

    ``slots`` are board slots (0-11; :data:`~tutorial.carcassonne.tiles.MIDDLE`
    for the monastery), as an explanation's highlight gives them; each slot
    lights the whole feature that holds it.  ``joined[side]`` (N, E, S, W)
    says whether the highlight goes on into the tile beyond that side: no
    outline is drawn there, so a feature over many tiles reads as one shape.
    Unit points; the outline as open polylines.
    """
    shapes = parts_of(tile)
    indexes = sorted(
        {tile.monastery if slot == MIDDLE else feature_at(tile, rotation, slot) for slot in slots}
        - {None}
    )
    fills = [turned_points(f, rotation) for i in indexes for f in shapes[i].fills]  # type: ignore[index]
    lines: list[np.ndarray] = []
    for i in indexes:
        for ring in shapes[i].rims:  # type: ignore[index]
            lines += _open_stretches(turned_points(ring, rotation), joined)
    return fills, lines


def _open_stretches(ring: np.ndarray, joined: Sequence[bool]) -> list[np.ndarray]:
    """The stretches of the closed ``ring`` not lying along a side in ``joined``."""
    a, b = ring[:-1], ring[1:]
    along = np.zeros(len(a), dtype=bool)
    for side, (axis, value) in enumerate(((1, 0.0), (0, 1.0), (1, 1.0), (0, 0.0))):
        if joined[side]:
            along |= (a[:, axis] == value) & (b[:, axis] == value)
    if not along.any():
        return [ring]
    # Start just after a dropped segment, so each kept stretch is one run.
    start = int(np.argmax(along)) + 1
    order = np.roll(np.arange(len(a)), -start)
    stretches, run = [], []
    for k in order:
        if along[k]:
            if run:
                stretches.append(np.vstack([a[run], b[run[-1]]]))
            run = []
        else:
            run.append(k)
    if run:
        stretches.append(np.vstack([a[run], b[run[-1]]]))
    return stretches


def draw_parts(
    canvas: Canvas, style: Style, fills: list[np.ndarray], lines: list[np.ndarray]
) -> None:
    """Parts of tiles (pixel polygons) in ``style``: a wash, and a line along the outline.

    A wash style (``"tint"``, ``"region"``) washes them deeper than a frame
    style (``"outline"``, ``"dashed"``), whose line is the mark; a dark rim
    under the line keeps it visible on any land.
    """
    washes = style.kind in ("tint", "region", "strong region")
    if fills:
        put(canvas, fill_style=palette.rgba(style.colour, 0.42 if washes else 0.2))
        canvas.fill_polygons(fills)
    if lines:
        width = 2.5 if washes else 3.5
        put(canvas, line_cap="round", line_join="round")
        if style.kind == "dashed":
            canvas.set_line_dash([7, 5])
        for colour, line_width in ((palette.INK, width + 2.5), (style.colour, width)):
            put(canvas, stroke_style=colour, line_width=float(line_width))
            canvas.stroke_line_segments(lines)
        canvas.set_line_dash([])
        put(canvas, line_cap="butt")


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
EDGE_ROOM = 0.2


def prepare(tiles: Iterable[TileType]) -> None:
    """Work out, now, each of ``tiles``' shape, its follower spots at every turn, its parts.

    All are kept once worked out (some 7 milliseconds a tile type): a board
    works them out for its game's tiles when it is made, so that no step
    of the game pays for them when a new kind of tile is drawn, placed or
    highlighted.
    """
    for tile in dict.fromkeys(tiles):
        shape_of(tile)
        parts_of(tile)
        for rotation in range(4):
            spots_of(tile, rotation)


def follower_point(tile: TileType, rotation: int, feature: int) -> tuple[float, float]:
    """Where a follower on ``feature`` of ``tile`` turned ``rotation`` times stands (unit point).

    Its spot (:func:`spots_of`): deep inside the feature, clear of the
    tile's other spots.
    """
    return spots_of(tile, rotation)[feature]


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
    _draw_roads(
        canvas, [_placed(line, x, y, size, r) for x, y, s, r in shapes for line in s.roads], size
    )
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
    # A road through a city runs over it, through gates in its walls.
    _draw_roads(
        canvas, [_placed(line, x, y, size, r) for x, y, s, r in shapes for line in s.crossing], size
    )
    shields = [
        SHIELD * size + turned_points(spot, r) * size + np.array([x, y])
        for x, y, s, r in shapes
        for spot in s.pennants
    ]
    if shields:
        put(canvas, fill_style=look.PENNANT, stroke_style="#FFFFFF", line_width=1.5)
        canvas.stroke_polygons(floats(shields))
        canvas.fill_polygons(floats(shields))
    cloisters = [
        (x, y, *turned_points(np.array(s.monastery[:2]), r), s.monastery[2])
        for x, y, s, r in shapes
        if s.monastery
    ]
    if cloisters:
        draw_monasteries(canvas, cloisters, size)


def _draw_roads(canvas: Canvas, lines: list[np.ndarray], size: float) -> None:
    """Road lines: a dark edge, then the pale middle over it."""
    if lines:
        put(canvas, stroke_style=look.ROAD_EDGE, line_width=float(size * ROAD_WIDTH))
        canvas.stroke_line_segments(floats(lines))
        put(canvas, stroke_style=look.ROAD, line_width=float(size * ROAD_WIDTH * 0.6))
        canvas.stroke_line_segments(floats(lines))


#: A house where a road ends (unit points, centred on the tile).
HOUSE = np.array([(0.44, 0.47), (0.5, 0.41), (0.56, 0.47), (0.56, 0.57), (0.44, 0.57)])
#: A pennant's shield, centred on (0, 0), as a part of the tile's side.
SHIELD = np.array([(-0.07, -0.08), (0.07, -0.08), (0.07, 0.02), (0.0, 0.09), (-0.07, 0.02)])


def draw_monasteries(
    canvas: Canvas, monasteries: Sequence[tuple[float, float, float, float, float]], size: float
) -> None:
    """Monasteries ``(x, y, mx, my, scale)``: a pale building with a red roof and a door.

    ``(x, y)`` is the tile's corner, ``(mx, my)`` where on the tile the
    monastery stands (unit point; the middle on the base game's tiles) and
    ``scale`` its size (1: full size).  The building stays upright however
    the tile is turned; only its place turns with the tile.
    """

    def placed(points: tuple[tuple[float, float], ...]) -> list[np.ndarray]:
        return [
            floats(
                [
                    (x + size * (mx + scale * (a - 0.5)), y + size * (my + scale * (b - 0.5)))
                    for a, b in points
                ]
            )
            for x, y, mx, my, scale in monasteries
        ]

    put(canvas, fill_style=look.CLOISTER, stroke_style=palette.INK, line_width=1.0)
    canvas.fill_polygons(placed(BODY))
    canvas.stroke_polygons(placed(BODY))
    put(canvas, fill_style=look.ROOF)
    canvas.fill_polygons(placed(ROOF))
    canvas.stroke_polygons(placed(ROOF))
    put(canvas, fill_style=palette.INK)
    canvas.fill_polygons(placed(DOOR))


#: The monastery's walls, roof and door (unit points, standing in the middle of the tile).
BODY = ((0.34, 0.45), (0.66, 0.45), (0.66, 0.66), (0.34, 0.66))
ROOF = ((0.3, 0.46), (0.5, 0.3), (0.7, 0.46))
DOOR = ((0.46, 0.56), (0.54, 0.56), (0.54, 0.66), (0.46, 0.66))


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
        centred_text(canvas, f"bold {int(height * 0.34)}px sans-serif", palette.INK)
        # The number in the player's text colour: white or ink, whichever reads on it.
        for text in dict.fromkeys(palette.player_look(seat).text for *_, seat, _ in followers):
            put(canvas, fill_style=text)
            texts(
                canvas,
                [
                    (palette.player_look(seat).mark, x, y + height * 0.06)
                    for x, y, seat, _ in followers
                    if palette.player_look(seat).text == text
                ],
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
        put(canvas, fill_style=palette.rgba(palette.WHITE, RING_WASH))
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


#: How opaque the white wash inside a dashed ring is: enough for the owner's number, in
#: the ring's blue, to meet WCAG AA (4.5:1) on any land, yet let the land show through.
RING_WASH = 0.8

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
