"""Where an Underground map's marks go: inside the canvas, clear of each other, drawn there."""

from __future__ import annotations

import json
import math

import ipycanvas.canvas as ipycanvas_canvas
import pytest

from tutorial.tiletum.maps import standard_maps, underground_map
from tutorial.tiletum.underground import Underground
from tutorial.widgets.tiletum.map_canvas import MapCanvas
from tutorial.widgets.tiletum.map_layout import (
    PAWN,
    bounds,
    clear_of,
    first_clear,
    inside,
    pawn_centres,
)

MAPS = standard_maps()
SIDES = [pytest.param(m, id=f"{m.numeral}-{m.side}") for m in MAPS]
#: Canvas widths the chapters and the app draw maps at (the app and the quizzes: 460).
CHAPTER_WIDTHS = (600, 640)
ALL_WIDTHS = (460, 520, *CHAPTER_WIDTHS)


def crowded_start(umap, players: int = 4, each: int = 1) -> Underground:
    """``players`` players with ``each`` Prospectors on the start space of ``umap``."""
    places = [(umap.number, umap.start)] * each
    return Underground((umap,), prospectors={f"p{i}": places for i in range(players)})


def touching(a, b, pad: float) -> bool:
    """Whether two marks (boxes or discs) come closer than ``pad`` pixels."""
    if len(a) == 3 and len(b) == 3:
        return math.dist(a[:2], b[:2]) < a[2] + b[2] + pad
    if len(a) == 3:
        a, b = b, a
    return not clear_of(a, b, pad)


@pytest.mark.parametrize("width", ALL_WIDTHS)
@pytest.mark.parametrize("umap", SIDES)
def test_every_mark_lies_inside_the_canvas(umap, width):
    # Four players with three Prospectors each on the start: the most a space can hold.
    canvas = MapCanvas(umap, crowded_start(umap, 4, 3), width=width, max_height=400)
    marks = canvas.mark_boxes()
    assert sum(name.startswith("Prospector") for name, _ in marks) == 12
    outside = [name for name, shape in marks if not inside(bounds(shape), width, canvas.height)]
    assert outside == []


def clashes_on(umap, width: int, max_height: int) -> list[tuple[str, str]]:
    """The pairs of marks closer than a pixel, four players on the start (a 4-player game)."""
    canvas = MapCanvas(umap, crowded_start(umap), width=width, max_height=max_height)
    marks = canvas.mark_boxes()
    return [
        (n, m) for i, (n, a) in enumerate(marks) for m, b in marks[i + 1 :] if touching(a, b, 1.0)
    ]


@pytest.mark.parametrize("width", CHAPTER_WIDTHS)
@pytest.mark.parametrize("umap", SIDES)
def test_no_two_marks_overlap_at_chapter_widths(umap, width):
    assert clashes_on(umap, width, 560) == []


@pytest.mark.parametrize("umap", [m for m in SIDES if m.values[0].side == "A"])
def test_no_two_marks_overlap_on_the_apps_maps(umap):
    # The app draws the A sides at 460 x 400 pixels at most.
    assert clashes_on(umap, 460, 400) == []


def test_the_tablet_by_fodina_keeps_clear_of_its_sites():
    # Map I-A: t1 on b-c used to sit a few pixels from Fodina's House site.
    canvas = MapCanvas(underground_map("I", "A"), width=640)
    tablet = dict(canvas.mark_boxes())["tablet t1"]
    for name, site in canvas.mark_boxes():
        if name.startswith("site c."):
            assert clear_of(tablet, site, 4.0), name
    # Still on its connection: on the segment from b to c.
    (bx, by), (cx, cy) = canvas.centres["b"], canvas.centres["c"]
    x, y = canvas.tablet_centres["t1"]
    assert math.isclose((x - bx) * (cy - by), (y - by) * (cx - bx), abs_tol=1e-6)
    assert min(bx, cx) < x < max(bx, cx)


def test_prospectors_are_drawn_where_the_layout_puts_them(canvas_log):
    umap = underground_map("I", "A")
    canvas = MapCanvas(umap, crowded_start(umap), width=460, max_height=400)
    codes = {code: name for name, code in ipycanvas_canvas.COMMANDS.items()}
    texts = [
        json.loads(args)
        for code, args, _ in canvas_log.picture(canvas.canvas[2])
        if codes.get(code) == "fillText"
    ]
    marks = {canvas.looks[p].mark: spots for p, spots in canvas.pawn_places().items()}
    for mark, spots in marks.items():
        # A pawn's mark is written on it (a Cathedral spot's "C" elsewhere is no pawn).
        drawn = [(x, y - 0.5) for text, x, y, *_ in texts if text == mark]
        near = [xy for xy in drawn if any(math.dist(xy, s) < PAWN for s in spots)]
        assert [c for xy in near for c in xy] == pytest.approx([c for xy in spots for c in xy])
        # Left of the start's disc, inside the canvas.
        for x, _ in spots:
            assert PAWN <= x < canvas.centres[umap.start][0] - canvas.radius


def test_pawns_form_columns_and_squeeze_to_stay_inside():
    three = pawn_centres(100, 50, 20, 3, 640)
    assert [y for _, y in three] == [29.5, 50, 70.5] and len({x for x, _ in three}) == 1
    # A start 40 pixels from the left edge: the pawns move to the disc's right.
    assert all(x > 40 + 20 for x, _ in pawn_centres(40, 50, 20, 4, 640))
    # Twelve at the left edge of a narrow canvas: squeezed, never outside.
    squeezed = pawn_centres(70, 50, 13, 12, 160)
    assert all(PAWN <= x <= 160 - PAWN for x, _ in squeezed)


def test_first_clear_prefers_the_wider_pad_then_the_fewest_clashes():
    taken = [(2, 2, 10, 10)]
    near, far = (12, 2, 20, 8), (30, 2, 40, 8)
    assert first_clear([near, far], taken, 100, 100) == 1  # near is clear by 2, not by 4
    assert first_clear([near], taken, 100, 100) == 0  # clear by the smaller pad
    off_canvas = (95, 2, 105, 8)
    assert first_clear([off_canvas, (5, 5, 15, 15)], taken, 100, 100) == 1
