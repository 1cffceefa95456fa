"""Cerro Gordo's pieces, drawn: road, building and mine tiles, silver coins and pawns.

The board, the building row and the hand all draw their pieces with these
functions, so a commercial building or a bend of road looks the same
everywhere.  Each function draws *many* pieces of one kind with a few batch
calls of :mod:`tutorial.widgets.drawing`; callers pass pixel positions and
what each piece shows, never a game state.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from ipycanvas import Canvas

from tutorial.core.grid import Direction
from tutorial.widgets import palette
from tutorial.widgets.drawing import centred_text, circles, floats, outline_rects, put, rects, texts

# -- roads -----------------------------------------------------------------


def road_segments(
    roads: Sequence[tuple[float, float, frozenset[Direction]]], size: float
) -> np.ndarray:
    """Line segments from each tile's centre to the middle of each exit edge.

    ``roads`` holds ``(x, y, exits)`` with ``(x, y)`` the tile's top-left
    corner.  Returns an array of shape ``(n, 2, 2)`` for
    ``stroke_line_segments``.
    """
    half = size / 2
    segments = [
        ((x + half, y + half), (x + half + d.dx * half, y + half + d.dy * half))
        for x, y, exits in roads
        for d in exits
    ]
    return floats(segments).reshape(-1, 2, 2)


def draw_roads(
    canvas: Canvas, roads: Sequence[tuple[float, float, frozenset[Direction]]], size: float
) -> None:
    """Road tiles: a light ground and a tan road with dark edges to each exit.

    The road runs from the centre to the middle of each exit edge, so roads
    on neighbouring tiles meet exactly when their exits face each other.
    """
    if not roads:
        return
    corners = [(x + 1, y + 1) for x, y, _ in roads]
    centres = [(x + size / 2, y + size / 2) for x, y, _ in roads]
    segments = road_segments(roads, size)
    outer, inner = size * 0.34, size * 0.24
    put(canvas, fill_style=palette.ROAD_GROUND)
    rects(canvas, corners, size - 2, size - 2)
    put(canvas, line_cap="butt")
    # Dark edges first (a wider line), then the road surface over them;
    # a disc at the centre fills the joint of bends and dead ends.
    put(canvas, stroke_style=palette.ROAD_EDGE, fill_style=palette.ROAD_EDGE, line_width=outer)
    if len(segments):
        canvas.stroke_line_segments(segments)
    circles(canvas, centres, outer / 2)
    put(canvas, stroke_style=palette.ROAD, fill_style=palette.ROAD, line_width=inner)
    if len(segments):
        canvas.stroke_line_segments(segments)
    circles(canvas, centres, inner / 2)


# -- buildings -------------------------------------------------------------


def draw_buildings(
    canvas: Canvas,
    buildings: Sequence[tuple[float, float, str]],
    size: float,
    font_px: int | None = None,
) -> None:
    """Buildings: a square in the type's colour with the type's letter.

    ``buildings`` holds ``(x, y, kind)`` with ``kind`` a building type value
    (``"commercial"``...).  The letter is the same as in the plain-text
    board, so colour is never the only cue.
    """
    if not buildings:
        return
    pad = max(2.0, size * 0.07)
    xy = floats([(x + pad, y + pad) for x, y, _ in buildings])
    colours = np.array([palette.rgb(palette.building_look(k).colour) for _, _, k in buildings])
    side = float(size - 2 * pad)
    canvas.fill_styled_rects(xy[:, 0], xy[:, 1], side, side, colours.astype(np.uint8), 1)
    put(canvas, stroke_style=palette.INK, line_width=1.5)
    outline_rects(canvas, [tuple(p) for p in xy], side, side)
    # A roof line: a building reads as a building, not just a coloured cell.
    roofs = [
        ((x + pad, y + pad + side * 0.28), (x + size - pad, y + pad + side * 0.28))
        for x, y, _ in buildings
    ]
    put(canvas, line_width=1)
    canvas.stroke_line_segments(floats(roofs).reshape(-1, 2, 2))
    centred_text(canvas, f"bold {font_px or int(size * 0.42)}px sans-serif", palette.INK)
    texts(
        canvas,
        [
            (palette.building_look(k).mark, x + size * 0.5, y + pad + side * 0.62)
            for x, y, k in buildings
        ],
    )


# -- mines -----------------------------------------------------------------


def draw_mines(
    canvas: Canvas, mines: Sequence[tuple[float, float, int, int, int | None]], size: float
) -> None:
    """Mines: a dark tile with a pick, its number, the tiles left and the top tile's silver.

    ``mines`` holds ``(x, y, number, tiles_left, top_silver)``;
    ``top_silver`` is ``None`` for an empty mine.
    """
    if not mines:
        return
    put(canvas, fill_style=palette.MINE)
    rects(canvas, [(x + 1, y + 1) for x, y, *_ in mines], size - 2, size - 2)
    # The pick, top-right of the tile: a handle, and a bent head across its top.
    put(canvas, stroke_style=palette.SILVER, line_cap="round", line_width=max(1.5, size * 0.04))
    picks = [pick_lines(x + size * 0.7, y + size * 0.22, size * 0.15) for x, y, *_ in mines]
    canvas.stroke_line_segments(floats([p[0] for p in picks]).reshape(-1, 2, 2))
    canvas.stroke_line_segments(floats([p[1] for p in picks]).reshape(-1, 5, 2))
    put(canvas, line_cap="butt")
    centred_text(canvas, f"bold {int(size * 0.27)}px sans-serif", palette.MINE_TEXT)
    texts(canvas, [(f"M{n}", x + size * 0.3, y + size * 0.56) for x, y, n, *_ in mines])
    put(canvas, font=f"{int(size * 0.2)}px sans-serif")
    texts(
        canvas,
        [
            (f"{left} left" if left else "empty", x + size / 2, y + size * 0.84)
            for x, y, _, left, _ in mines
        ],
    )
    coins = [(x + size * 0.74, y + size * 0.56, silver) for x, y, _, _, silver in mines if silver]
    draw_coins(canvas, coins, size * 0.15)


def pick_lines(
    cx: float, cy: float, r: float
) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """A miner's pick centred on ``(cx, cy)``: a 2-point handle and a 5-point curved head."""
    # The handle leans to the right; the head crosses its top end as an arc
    # whose two points droop towards the handle, like the blade of a pick.
    dx, dy = 0.6, -0.8
    top, bottom = (cx + dx * r * 0.7, cy + dy * r * 0.7), (cx - dx * r, cy - dy * r)
    px, py = -dy, dx
    head = []
    for t in (-1.0, -0.5, 0.0, 0.5, 1.0):
        along, droop = t * 1.05 * r, t * t * 0.55 * r
        head.append((top[0] + px * along - dx * droop, top[1] + py * along - dy * droop))
    return [bottom, top], head


def draw_coins(canvas: Canvas, coins: Sequence[tuple[float, float, int]], radius: float) -> None:
    """Silver coins: a silver disc with a dark rim and the count on it."""
    if not coins:
        return
    centres = [(x, y) for x, y, _ in coins]
    put(canvas, fill_style=palette.SILVER_EDGE)
    circles(canvas, centres, radius + 1.5)
    put(canvas, fill_style=palette.SILVER)
    circles(canvas, centres, radius)
    centred_text(canvas, f"bold {int(radius * 1.3)}px sans-serif", palette.INK)
    texts(canvas, [(str(n), x, y + 0.5) for x, y, n in coins])


# -- pawns -----------------------------------------------------------------


def shape_points(shape: str, x: float, y: float, r: float) -> list[tuple[float, float]]:
    """Corner points of a pawn ``shape`` centred on ``(x, y)`` with radius ``r``."""
    corners = {"square": (4, math.pi / 4), "triangle": (3, -math.pi / 2)}
    corners |= {"diamond": (4, 0.0), "hexagon": (6, 0.0)}
    n, start = corners[shape]
    scale = r * (1.25 if shape == "triangle" else 1.1)
    return [
        (
            x + scale * math.cos(start + 2 * math.pi * k / n),
            y + scale * math.sin(start + 2 * math.pi * k / n) + (r * 0.15 if n == 3 else 0),
        )
        for k in range(n)
    ]


def draw_pawns(canvas: Canvas, pawns: Sequence[tuple[float, float, int]], radius: float) -> None:
    """Pawns: the player's shape in the player's colour, white rim, number on top.

    The number is in the player's text colour (white or ink, whichever is
    readable on that colour).

    ``pawns`` holds ``(x, y, seat)`` with ``(x, y)`` the pawn's centre.
    """
    if not pawns:
        return
    by_colour: dict[str, list[tuple[float, float, int]]] = {}
    for pawn in pawns:
        by_colour.setdefault(palette.player_look(pawn[2]).colour, []).append(pawn)
    for rim, grow in (("#FFFFFF", 2.5), (None, 0.0)):
        for colour, group in by_colour.items():
            put(canvas, fill_style=rim or colour)
            round_ones = [(x, y) for x, y, s in group if palette.player_look(s).shape == "circle"]
            circles(canvas, round_ones, radius + grow)
            polygons = [
                floats(shape_points(palette.player_look(s).shape, x, y, radius + grow))
                for x, y, s in group
                if palette.player_look(s).shape != "circle"
            ]
            if polygons:
                canvas.fill_polygons(polygons)
    centred_text(canvas, f"bold {int(radius * 1.25)}px sans-serif", palette.INK)
    for text in dict.fromkeys(palette.player_look(s).text for _, _, s in pawns):
        put(canvas, fill_style=text)
        texts(
            canvas,
            [
                (palette.player_look(s).mark, x, y + 1)
                for x, y, s in pawns
                if palette.player_look(s).text == text
            ],
        )
