"""Low-level canvas drawing shared by every board, whatever the game.

Every function here draws *many* pieces with a few ipycanvas batch calls
(``fill_rects``, ``fill_styled_rects``, ``stroke_line_segments``,
``fill_circles``, ``fill_polygons``) fed with NumPy arrays: ipycanvas
handles about a thousand messages a second, so one call per shape would be
slow.  Callers wrap a whole redraw in :func:`drawing`, so a redraw of any
number of canvases is a single message to the browser.

Nothing here knows a game: callers pass positions and what to draw.  The
pieces of one game (Cerro Gordo's roads, buildings, mines, coins and pawns)
are drawn in that game's widget package, with these calls.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import ipycanvas
import numpy as np
from ipycanvas import Canvas, hold_canvas
from ipycanvas.canvas import COMMANDS

from tutorial.widgets import palette
from tutorial.widgets.palette import Style

# ipycanvas sends every drawing command through one module-level manager (a
# private part of ipycanvas 0.14: pyproject.toml pins ipycanvas below 0.15);
# hold_canvas() switches its cache on and flushes it at the end.
_MANAGER = ipycanvas.canvas._CANVAS_MANAGER
_depth = 0
# Context attributes already set during the current held batch, by (canvas, name).
_batch_styles: dict[tuple[int, str], object] = {}
_UNSET = object()
#: The dark rim round a label's disc (:func:`draw_marks`), in pixels.
BADGE_RIM = 1.5
#: The longest :func:`send_now` waits for the kernel to send, in seconds.
SEND_TIMEOUT = 0.05
#: How long :func:`send_now` then leaves the browser alone to draw a redraw and paint
#: it, in seconds: the few milliseconds its commands take, and one frame at 60 Hz.
PAINT_TIME = 0.02


class Batch:
    """What one outermost :func:`drawing` block sent to the browser."""

    def __init__(self) -> None:
        #: Whether the block drew anything: its one message left at the block's end.
        self.sent = False


# The outermost block's batch, which the blocks nested in it hand out too.
_batch = Batch()


@contextmanager
def drawing() -> Iterator[Batch]:
    """``hold_canvas()`` that nests and survives exceptions.

    Only the outermost block holds and flushes, so a widget made of several
    canvases can redraw all of them as one message; the :class:`Batch` it
    gives says, after the block, whether it sent one (for :func:`send_now`).
    ``hold_canvas`` has no ``try/finally``: an exception inside it would
    leave ipycanvas caching forever (and the board frozen).  Here the
    half-built batch is dropped and caching is switched back off before the
    exception goes on.
    """
    global _depth, _batch
    if _depth:
        _depth += 1
        try:
            yield _batch
        finally:
            _depth -= 1
        return
    was_caching = _MANAGER._caching
    _depth = 1
    _batch_styles.clear()
    batch = _batch = Batch()
    try:
        with hold_canvas():
            yield batch
            batch.sent = bool(_MANAGER._commands_cache)  # flushed as the hold ends
    except BaseException:
        _MANAGER._commands_cache = []
        _MANAGER._buffers_cache = []
        _MANAGER._caching = was_caching
        raise
    finally:
        _depth = 0
        _batch_styles.clear()


@contextmanager
def settings_kept(canvas: Canvas) -> Iterator[None]:
    """Draw on ``canvas`` inside the block, then put its settings back as they were.

    Styles, widths, how lines join and end: what the block sets lasts only
    as long as the block (the canvas' ``save`` and ``restore``).
    """
    canvas.save()
    try:
        yield
    finally:
        canvas.restore()
        # What put() remembers of this canvas no longer holds.
        for key in [key for key in _batch_styles if key[0] == id(canvas)]:
            del _batch_styles[key]


def send_now(batch: Batch | None = None) -> None:
    """Let the kernel send what the widgets have sent so far (a redraw) before going on.

    In a Jupyter kernel, messages leave through the kernel's IOPub thread,
    which needs Python's lock to run: while a click handler goes on
    (panels, buttons, text), the canvas message it has already sent waits
    in that thread's queue, often until the handler ends.  An app calls
    this after its canvases' message and before its panels' updates: it
    waits (at most :data:`SEND_TIMEOUT`) until the thread has handed every
    message queued so far to the network.  The messages keep their order.

    If ``batch`` (the app's :func:`drawing` block) sent a redraw, and the
    kernel is answering the browser's widgets (a click, a key, the slider,
    Play: a ``comm_msg``, not a cell's code that steps in a loop), it then
    waits :data:`PAINT_TIME` more before the panels are made.  The browser
    handles each widget message as it comes, before it paints the next
    frame: panel updates that arrive right behind the board (a few
    milliseconds each, some of them laying the page out again) would hold
    back the frame that shows the board by one frame or more.  So the board
    is painted first, and the panels follow a frame later.

    Outside a kernel (tests, scripts) it does nothing.
    """
    kernel_app = sys.modules.get("ipykernel.kernelapp")  # imported only inside a kernel
    if kernel_app is None or not kernel_app.IPKernelApp.initialized():
        return
    app = kernel_app.IPKernelApp.instance()
    iopub = getattr(app, "iopub_thread", None)
    thread = getattr(iopub, "thread", None)
    if thread is None or not thread.is_alive() or thread is threading.current_thread():
        return
    sent = threading.Event()
    iopub.schedule(sent.set)  # runs after the sends queued before it
    sent.wait(SEND_TIMEOUT)
    if batch is not None and batch.sent and _answering_widgets(app.kernel):
        time.sleep(PAINT_TIME)


def _answering_widgets(kernel: object) -> bool:
    """Whether ``kernel`` is handling a message from the browser's widgets (``comm_msg``)."""
    parent = kernel.get_parent("shell") if kernel is not None else None
    return bool(parent) and parent.get("header", {}).get("msg_type") == "comm_msg"


def put(canvas: Canvas, **attrs: object) -> None:
    """Set context attributes (``fill_style=...``, ``line_width=...``) of ``canvas``.

    Same effect as ``canvas.fill_style = ...``, but cheaper: the "set"
    command goes straight to ipycanvas' command queue, without a traitlets
    validation, and a value already set in this batch is not sent again.  A
    redraw sets styles some seventy times, and through traitlets that took
    most of the kernel's time of a step.  Values must be valid already
    (colours from :mod:`palette`, plain ``float`` widths).
    """
    for name, value in attrs.items():
        key = (id(canvas), name)
        if _depth and _batch_styles.get(key, _UNSET) == value:
            continue
        if _depth:
            _batch_styles[key] = value
        _MANAGER.send_command(canvas, [COMMANDS["set"], [Canvas.ATTRS[name], value]])


def floats(values: Sequence[float]) -> np.ndarray:
    """A float array for a batch call (ipycanvas wants plain numbers)."""
    return np.asarray(values, dtype=np.float64)


def rects(canvas: Canvas, xy: Sequence[tuple[float, float]], w: float, h: float) -> None:
    """Fill same-size rectangles with the current fill style (one call)."""
    if xy:
        arr = floats(xy)
        canvas.fill_rects(arr[:, 0], arr[:, 1], float(w), float(h))


def outline_rects(canvas: Canvas, xy: Sequence[tuple[float, float]], w: float, h: float) -> None:
    """Stroke same-size rectangles with the current stroke style (one call)."""
    if xy:
        arr = floats(xy)
        canvas.stroke_rects(arr[:, 0], arr[:, 1], float(w), float(h))


def circles(canvas: Canvas, xy: Sequence[tuple[float, float]], radius: float) -> None:
    """Fill same-size circles with the current fill style (one call)."""
    if xy:
        arr = floats(xy)
        canvas.fill_circles(arr[:, 0], arr[:, 1], float(radius))


def texts(canvas: Canvas, items: Sequence[tuple[str, float, float]]) -> None:
    """Write short labels centred on points (one command each, inside the held batch)."""
    for text, x, y in items:
        canvas.fill_text(text, float(x), float(y))


def centred_text(canvas: Canvas, font: str, colour: str) -> None:
    """Set the text style used by :func:`texts`."""
    put(canvas, font=font, fill_style=colour, text_align="center", text_baseline="middle")


# -- highlights ------------------------------------------------------------


def draw_marks(
    canvas: Canvas,
    mark_style: Style,
    corners: Sequence[tuple[float, float]],
    w: float,
    h: float,
    labels: Sequence[tuple[str, float, float]] = (),
    badge: float = 9.0,
) -> None:
    """Cells (or row slots) marked in one style, with optional labels on discs.

    ``corners`` are top-left corners of ``w`` x ``h`` boxes; ``labels`` are
    ``(text, x, y)`` centres of the label discs.
    """
    colour = mark_style.colour
    if corners:
        if mark_style.kind == "tint":
            # Light enough that the road or letter under it stays readable.
            put(canvas, fill_style=palette.rgba(colour, 0.36))
            rects(canvas, corners, w, h)
            put(canvas, stroke_style=colour, line_width=2)
            outline_rects(canvas, [(x + 1, y + 1) for x, y in corners], w - 2, h - 2)
        else:
            inset = 2.25
            # A thin dark rim under the colour keeps light colours (yellow) visible.
            put(canvas, stroke_style=palette.INK, line_width=5.5)
            if mark_style.kind == "dashed":
                canvas.set_line_dash([7, 5])
                put(canvas, fill_style=palette.rgba(colour, 0.22))
                rects(canvas, corners, w, h)
            inner = [(x + inset, y + inset) for x, y in corners]
            # A badge without a label falls back to a plain outline.
            if mark_style.kind != "dashed":
                outline_rects(canvas, inner, w - 2 * inset, h - 2 * inset)
            put(canvas, stroke_style=colour, line_width=3.5)
            outline_rects(canvas, inner, w - 2 * inset, h - 2 * inset)
            if mark_style.kind == "dashed":
                canvas.set_line_dash([])
    if labels:
        put(canvas, fill_style=palette.INK)
        circles(canvas, [(x, y) for _, x, y in labels], badge + BADGE_RIM)
        put(canvas, fill_style=colour)
        circles(canvas, [(x, y) for _, x, y in labels], badge)
        centred_text(canvas, f"bold {int(badge * 1.2)}px sans-serif", mark_style.text)
        texts(canvas, [(t, x, y + 0.5) for t, x, y in labels])


def region_outline(
    cells: Sequence[tuple[int, int]],
    centres: Sequence[tuple[float, float]],
    size: float,
    inset: float,
) -> np.ndarray:
    """Line segments around the outside of a set of grid cells, ``inset`` pixels inside it.

    ``cells`` are grid positions and ``centres`` their pixel centres.  A side
    is drawn where the neighbouring cell is not in the set, so cells that
    touch read as one region; stroke with square caps so corners close.
    """
    region = set(cells)
    half = size / 2
    segments = []
    for (col, row), (cx, cy) in zip(cells, centres, strict=True):
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            if (col + dx, row + dy) in region:
                continue
            mx, my = cx + dx * (half - inset), cy + dy * (half - inset)
            ends = []
            for px, py in ((-dy, dx), (dy, -dx)):  # both ways along the side
                if (col + px, row + py) not in region:
                    reach = half - inset  # a corner of the region
                elif (col + px + dx, row + py + dy) in region:
                    reach = half + inset  # an inner corner: meet the side around it
                else:
                    reach = half  # the side goes on in the next cell
                ends.append((mx + px * reach, my + py * reach))
            segments.append(ends)
    return floats(segments).reshape(-1, 2, 2)


def draw_region(
    canvas: Canvas,
    mark_style: Style,
    corners: Sequence[tuple[float, float]],
    outline: np.ndarray,
    size: float,
    labels: Sequence[tuple[str, float, float]] = (),
    badge: float = 9.0,
) -> None:
    """Cells washed with one colour and outlined only around the outside (``"region"``).

    ``outline`` comes from :func:`region_outline`.  A ``"strong region"``
    has a deeper wash and a thicker border with a dark rim outside it.
    """
    strong = mark_style.kind == "strong region"
    colour = mark_style.colour
    put(canvas, fill_style=palette.rgba(colour, 0.55 if strong else 0.32))
    rects(canvas, corners, size, size)
    if len(outline):
        put(canvas, line_cap="square", stroke_style=colour, line_width=4.0 if strong else 2.5)
        canvas.stroke_line_segments(outline)
        put(canvas, line_cap="butt")
    if labels:
        draw_marks(canvas, mark_style, [], size, size, labels, badge)


def draw_links(
    canvas: Canvas,
    mark_style: Style,
    segments: Sequence[tuple[tuple[float, float], tuple[float, float]]],
    width: float,
) -> None:
    """Thick bars between pairs of points (edges of a graph), over a dark casing.

    A ``"hollow line"`` is only a coloured rim around a white middle, so
    colour is not the only thing that tells it from a ``"line"``.
    """
    if not segments:
        return
    lines = floats(segments).reshape(-1, 2, 2)
    put(canvas, line_cap="round", stroke_style=palette.INK, line_width=float(width + 3))
    canvas.stroke_line_segments(lines)
    put(canvas, stroke_style=mark_style.colour, line_width=float(width))
    canvas.stroke_line_segments(lines)
    if mark_style.kind == "hollow line":
        put(canvas, stroke_style="#FFFFFF", line_width=float(width * 0.4))
        canvas.stroke_line_segments(lines)
    put(canvas, line_cap="butt")
