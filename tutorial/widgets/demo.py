"""The baseline of the browser latency benchmark: the cheapest possible redraw.

``benchmarks/browser_latency.py`` clicks "Trivial redraw" and "Step" and
compares how long each takes to change the canvas pixels.  This widget
fills one rectangle per click, in alternating colours, so every click
changes the pixels and nothing else is measured.
"""

from __future__ import annotations

import ipywidgets as widgets
from ipycanvas import Canvas, hold_canvas

from tutorial.widgets import palette

COLOURS = (palette.BLUE, palette.ORANGE)


class TrivialRedraw(widgets.VBox):
    """A small canvas and a "Trivial redraw" button that fills one rectangle per click."""

    def __init__(self, width: int = 120, height: int = 60) -> None:
        self.canvas = Canvas(width=width, height=height)
        self.canvas.layout.width, self.canvas.layout.height = f"{width}px", f"{height}px"
        self.button = widgets.Button(description="Trivial redraw")
        self.clicks = 0
        self.button.on_click(lambda _: self.redraw())
        self.canvas.on_client_ready(self._draw)
        super().__init__([self.canvas, self.button])
        self._draw()

    def redraw(self) -> None:
        """One click: the next colour."""
        self.clicks += 1
        self._draw()

    def _draw(self) -> None:
        # The same path as the board: one held batch, one message.
        with hold_canvas():
            self.canvas.fill_style = COLOURS[self.clicks % len(COLOURS)]
            self.canvas.fill_rect(0, 0, self.canvas.width, self.canvas.height)
