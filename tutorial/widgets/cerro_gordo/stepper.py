"""A board to step through: Prev, a slider and Next, and one line of text a step.

The step-through views (:class:`~tutorial.widgets.cerro_gordo.search_view.BfsStepper`,
:class:`~tutorial.widgets.cerro_gordo.union_view.UnionFindStepper`) share this frame and
differ only in what a step draws (:meth:`BoardStepper.marks`) and says
(:meth:`BoardStepper.step_text`).
"""

from __future__ import annotations

import html
from collections.abc import Callable

import ipywidgets as widgets

from tutorial.cerro_gordo.state import GameState
from tutorial.widgets.cerro_gordo.board import BoardView, Mark


class BoardStepper(widgets.VBox):
    """The frame of a step-through view over positions ``0`` to ``last``.

    Subclasses set what they need, then call ``super().__init__``, which
    shows position 0; they implement :meth:`marks` and :meth:`step_text`.
    """

    def __init__(self, state: GameState, last: int, legend: str, *, cell_size: int) -> None:
        self.state = state
        self.last = last
        self.board = BoardView(state, cell_size=cell_size, legend=False)
        self.slider = widgets.IntSlider(
            value=0, min=0, max=last, description="Step", layout=widgets.Layout(width="420px")
        )
        self.prev_button = widgets.Button(description="Prev", layout=widgets.Layout(width="70px"))
        self.next_button = widgets.Button(description="Next", layout=widgets.Layout(width="70px"))
        self.line = widgets.HTML()
        self.index = 0
        self.slider.observe(self._on_slider, names="value")
        self.prev_button.on_click(lambda _: self._guard(self.prev))
        self.next_button.on_click(lambda _: self._guard(self.next))
        super().__init__(
            [
                self.board,
                widgets.HBox([self.prev_button, self.slider, self.next_button]),
                self.line,
                widgets.HTML(legend),
            ]
        )
        self.show_step(0)

    def marks(self, index: int) -> list[Mark]:
        """What the board shows at position ``index``."""
        raise NotImplementedError

    def step_text(self, index: int) -> str:
        """One line: what position ``index`` shows."""
        raise NotImplementedError

    # -- moving -------------------------------------------------------------------
    def show_step(self, index: int) -> None:
        """Show position ``index`` (clamped to ``0 .. last``)."""
        index = max(0, min(int(index), self.last))
        self.index = index
        self.board.update(highlights=self.marks(index))
        text = html.escape(self.step_text(index))
        self.line.value = f'<div style="font:14px monospace;padding:4px 0">{text}</div>'
        if self.slider.value != index:
            self.slider.value = index
        self.prev_button.disabled = index == 0
        self.next_button.disabled = index == self.last

    def next(self) -> None:
        self.show_step(self.index + 1)

    def prev(self) -> None:
        self.show_step(self.index - 1)

    @property
    def text(self) -> str:
        """The board and the current step, as plain text."""
        return self.board.describe() + "\n" + self.step_text(self.index)

    def __str__(self) -> str:
        return self.text

    # -- plumbing -----------------------------------------------------------------------
    def _on_slider(self, change: dict) -> None:
        self._guard(lambda: self.show_step(change["new"]))

    def _guard(self, move: Callable[[], None]) -> None:
        try:
            move()
        except Exception as exc:  # noqa: BLE001 - shown to the learner, not lost in a log
            self.line.value = (
                f'<div style="color:#B00020">{html.escape(type(exc).__name__)}: '
                f"{html.escape(str(exc))}</div>"
            )
