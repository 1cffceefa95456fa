"""Where the marks of an Underground map go: boxes, and places clear of each other.

:class:`~tutorial.widgets.tiletum.map_canvas.MapCanvas` draws names, sites,
Cathedral spots, Stone Tablets and Prospectors round the spaces' discs.
The helpers here pick their places: a mark takes the first of its
candidate places that stays inside the canvas and clear of what is already
placed (:func:`first_clear`), and a space's Prospectors line up in columns
beside its disc, squeezed to stay inside the canvas (:func:`pawn_centres`).
Nothing here draws or reads a rule; a box is ``(left, top, right, bottom)``
in canvas pixels.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Box = tuple[float, float, float, float]
#: A disc: ``(x, y, radius)``.
Disc = tuple[float, float, float]
Point = tuple[float, float]

#: A Prospector's disc (with its ink rim), and the step between two of them.
PAWN = 9.5
PAWN_STEP = 20.5
#: Prospectors stacked in one column beside a disc.
PAWNS_A_COLUMN = 3
#: Pixels a bold 11px letter takes, on average, with a little to spare (a name's box is
#: estimated from it).
LETTER = 6.2


def box_at(x: float, y: float, w: float, h: float) -> Box:
    """The box of width ``w`` and height ``h`` centred on ``(x, y)``."""
    return (x - w / 2, y - h / 2, x + w / 2, y + h / 2)


def bounds(shape: Box | Disc) -> Box:
    """The box round a box (itself) or a disc."""
    if len(shape) == 4:
        return shape
    x, y, r = shape
    return (x - r, y - r, x + r, y + r)


def text_box(text: str, x: float, y: float, height: float = 12.0) -> Box:
    """The estimated box of a bold 11px label centred on ``(x, y)``."""
    return box_at(x, y, LETTER * len(text), height)


def overlap(a: Box, b: Box, pad: float = 0.0) -> bool:
    """Whether ``a`` and ``b`` come closer than ``pad`` pixels (boxes touching edge to edge: no).

    >>> overlap((0, 0, 10, 10), (10, 0, 20, 10)), overlap((0, 0, 10, 10), (12, 0, 20, 10), 3)
    (False, True)
    """
    return a[0] < b[2] + pad and b[0] < a[2] + pad and a[1] < b[3] + pad and b[1] < a[3] + pad


def clear_of(box: Box, shape: Box | Disc, pad: float = 0.0) -> bool:
    """Whether ``box`` keeps ``pad`` pixels away from a box or a disc (shapes touching: clear).

    >>> clear_of((0, 0, 10, 10), (12, 12, 2)), clear_of((0, 0, 10, 10), (12, 12, 3))
    (True, False)
    """
    if len(shape) == 4:
        return not overlap(box, shape, pad)
    x, y, r = shape
    dx = max(box[0] - x, 0.0, x - box[2])
    dy = max(box[1] - y, 0.0, y - box[3])
    return dx * dx + dy * dy >= (r + pad) ** 2


def apart(a: Box | Disc, b: Box | Disc, pad: float = 0.0) -> bool:
    """Whether two shapes (boxes or discs) keep ``pad`` pixels apart.

    >>> apart((0, 0, 5), (12, 0, 5), 2), apart((0, 0, 5), (12, 0, 5), 3)
    (True, False)
    """
    if len(a) == 3 and len(b) == 3:
        return math.dist(a[:2], b[:2]) >= a[2] + b[2] + pad
    return clear_of(a, b, pad) if len(a) == 4 else clear_of(b, a, pad)


def clashes(shapes: Sequence[Box | Disc], pad: float = 1.0) -> int:
    """How many pairs of ``shapes`` come closer than ``pad`` pixels."""
    return sum(not apart(a, b, pad) for i, a in enumerate(shapes) for b in shapes[i + 1 :])


def inside(box: Box, width: float, height: float, margin: float = 1.0) -> bool:
    """Whether ``box`` lies inside a ``width`` x ``height`` canvas, ``margin`` from its edges."""
    left, top, right, bottom = box
    return min(left, top) >= margin and right <= width - margin and bottom <= height - margin


def first_clear(
    candidates: Sequence[Box],
    taken: Iterable[Box | Disc],
    width: float,
    height: float,
    pads: Sequence[float] = (4.0, 1.5),
) -> int:
    """The index of the first candidate inside the canvas and clear of every taken shape.

    Clear by the first of ``pads`` (pixels) that some candidate keeps; where
    none keeps even the last, the candidate inside the canvas that touches
    the fewest taken shapes (the first candidate if none is inside).

    >>> first_clear([(2, 2, 10, 10), (20, 2, 30, 10)], [(2, 2, 5, 5)], 100, 100)
    1
    """
    taken = list(taken)
    fits = [i for i, box in enumerate(candidates) if inside(box, width, height)]
    for pad in pads:
        for i in fits:
            if all(clear_of(candidates[i], other, pad) for other in taken):
                return i
    hits = {i: sum(not clear_of(candidates[i], o, pads[-1]) for o in taken) for i in fits}
    return min(fits, key=hits.__getitem__) if fits else 0


def pawn_centres(x: float, y: float, r: float, count: int, width: float) -> list[Point]:
    """Where ``count`` Prospectors on the disc at ``(x, y)`` stand.

    Columns of :data:`PAWNS_A_COLUMN` left of the disc, the first column
    nearest it; on the right instead where the left has no room for two
    columns and the right has more.  Columns that would leave the canvas
    are squeezed together (the pawns then overlap like a stack).

    >>> pawn_centres(100, 50, 20, 2, 640)
    [(66.5, 39.75), (66.5, 60.25)]
    """
    if count <= 0:
        return []
    columns = -(-count // PAWNS_A_COLUMN)
    near = r + PAWN + 4.0  # the first column's distance from the disc's centre (past a rim)
    room_left, room_right = x - near - PAWN - 1.0, width - x - near - PAWN - 1.0
    side = -1.0
    if room_left < PAWN_STEP * min(columns - 1, 1) and room_right > room_left:
        side, room_left = 1.0, room_right
    step = PAWN_STEP if columns == 1 else min(PAWN_STEP, max(room_left, 0.0) / (columns - 1))
    out = []
    for i in range(count):
        column, row = divmod(i, PAWNS_A_COLUMN)
        in_column = min(PAWNS_A_COLUMN, count - column * PAWNS_A_COLUMN)
        dy = (row - (in_column - 1) / 2) * PAWN_STEP
        out.append((x + side * (near + column * step), y + dy))
    return out
