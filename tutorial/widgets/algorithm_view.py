"""The frame of an algorithm step-through: drawing, pseudocode, data structures, controls.

A step-through shows a *trace* (the events of
:func:`tutorial.core.graphs.breadth_first_trace` or
:func:`tutorial.core.graphs.union_find_trace`) one event at a time:

- the drawing of the graph with the marks of this step;
- the pseudocode with the line(s) of this step lit (a yellow band *and* a
  ``▶`` in the margin);
- the data structures as they stand after this line;
- one sentence saying what the line did;
- Play/Pause with a speed slider, a step slider, Prev and Next;
- :meth:`StepView.text`: every step as plain text, the same words;
- where a click on a node chooses something (the search's start, its
  goal), the keys too: a cursor on the nodes, Enter chooses, s and u
  step, and a live region says each step's line
  (:mod:`tutorial.widgets.step_keys`).

:class:`~tutorial.widgets.bfs_view.BfsView` and
:class:`~tutorial.widgets.union_find_view.UnionFindView` fill it in.
Callbacks never lose an exception to the browser's log: it is shown under
the controls.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Hashable, Sequence
from typing import Any

import ipywidgets as widgets

from tutorial.core.explanation import Explanation
from tutorial.widgets import drawing, palette
from tutorial.widgets.keyboard import NUMBER_KEYS, TURN_KEY, KeyboardPlay
from tutorial.widgets.step_keys import STEP_WORDING, NodeKeys, StepControls

#: The band behind the lit pseudocode line(s).
LIT = palette.rgba(palette.YELLOW, 0.55)
MARGIN_BOX = '<span style="display:inline-block;width:1.3em;text-align:center">'


def code_html(pseudocode: Sequence[str], lit: Sequence[int], title: str = "Pseudocode") -> str:
    """The pseudocode, numbered from 1, with the lines in ``lit`` marked.

    A lit line has a yellow band, bold text and a ``▶`` before its number
    (so the colour is not the only cue), and ``aria-current="step"``.

    >>> lit = code_html(["a", "b"], [2]).split("<div")[-1]
    >>> "aria-current" in lit and "&#9654;" in lit and " 2  b" in lit
    True
    """
    rows = [f'<div style="font:bold 13px sans-serif;margin:0 0 4px 4px">{html.escape(title)}</div>']
    for number, line in enumerate(pseudocode, start=1):
        text = html.escape(line)
        here = number in lit
        # The margin is a fixed-width box, so ▶ (wider in most fonts) shifts nothing.
        mark = f"{MARGIN_BOX}{'&#9654;' if here else ''}</span>"
        look = 'style="border-left:4px solid transparent"'
        if here:
            look = (
                f'aria-current="step" style="background:{LIT};font-weight:bold;'
                f'border-left:4px solid {palette.INK}"'
            )
        rows.append(f"<div {look}>{mark}{number:>2}  {text}</div>")
    body = "".join(rows)
    return (
        '<div style="font:12.5px/1.5 monospace;white-space:pre;'
        'background:#FAF8F2;border:1px solid #DDD3BF;border-radius:4px;padding:6px 8px 6px 0">'
        f"{body}</div>"
    )


class StepView(widgets.VBox):
    """Steps through a list of events: subclasses say what each one draws and says.

    Subclasses set ``self.events`` (through :meth:`restart`) and implement
    :meth:`marks` (what the drawing shows), :meth:`data_html` (the data
    structures) and :meth:`step_text` (the plain text of one step; its first
    line is the sentence shown under the drawing).

    Parameters
    ----------
    pseudocode:
        The algorithm's lines; each event's ``lines`` (numbered from 1) are lit.
    canvas:
        The :class:`~tutorial.widgets.graph_canvas.GraphCanvas` to draw on.
    legend:
        HTML under the drawing (from :func:`tutorial.widgets.explanation.legend_html`).
    note:
        HTML under everything: what the algorithm costs, why it works.
    side:
        More widgets under the data structures (union-find's forest).
    side_width:
        The pseudocode and data column's width in pixels (long pseudocode
        lines need more).
    chooses:
        What a node becomes when clicked, in words (``"the search's
        start"``), for a view whose clicks choose a node: it gets the keys
        too (a row above the drawing, :mod:`tutorial.widgets.step_keys`)
        and implements :meth:`choose_node`.  ``""``: no clicks, no keys.
    """

    def __init__(
        self,
        *,
        pseudocode: Sequence[str],
        canvas: Any,
        legend: str,
        note: str,
        side: Sequence[widgets.Widget] = (),
        title: str = "",
        side_width: int = 436,
        chooses: str = "",
    ) -> None:
        self.pseudocode = tuple(pseudocode)
        self.drawing = canvas
        canvas.on_error = self.report
        self.events: list = []
        self.index = 0
        #: The step shown, as an explanation: its heading, then its sentence (said by the keys).
        self.explanation: Explanation | None = None
        #: Called with no argument after every step shown (the keyboard's live region).
        self.watchers: list[Callable[[], object]] = []
        #: The last exception a callback raised (also shown under the controls).
        self.last_error: BaseException | None = None
        self.code = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.data = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.caption = widgets.HTML()
        self.message = widgets.HTML()
        #: The legend under the drawing.
        self.legend = widgets.HTML(legend)
        # Class names for the browser tests (and a teacher's own CSS).
        self.code.add_class("algorithm-code")
        self.data.add_class("algorithm-data")
        self.caption.add_class("algorithm-caption")
        self.play = widgets.Play(
            value=0, min=0, max=0, interval=700, show_repeat=False, tooltip="Play / pause"
        )
        self.speed = widgets.IntSlider(
            value=700,
            min=100,
            max=2000,
            step=100,
            description="ms/step",
            continuous_update=False,
            layout=widgets.Layout(width="240px"),
        )
        self.slider = widgets.IntSlider(
            value=0, min=0, max=0, description="Step", layout=widgets.Layout(width="360px")
        )
        self.prev_button = widgets.Button(
            description="Prev", tooltip="One line back", layout=widgets.Layout(width="64px")
        )
        self.next_button = widgets.Button(
            description="Next", tooltip="One line on", layout=widgets.Layout(width="64px")
        )
        self.prev_button.on_click(lambda _: self.guard(self.prev))
        self.next_button.on_click(lambda _: self.guard(self.next))
        self.slider.observe(lambda change: self.guard(self.show, change["new"]), names="value")
        self.play.observe(lambda change: self.guard(self.show, change["new"]), names="value")
        self.speed.observe(self._on_speed, names="value")
        top = [widgets.HTML(f"<b>{html.escape(title)}</b>")] if title else []
        #: The keys (:mod:`tutorial.widgets.step_keys`), where a click chooses a node.
        self.key_player: NodeKeys | None = None
        self.keyboard: KeyboardPlay | None = None
        if chooses:
            self.key_player = NodeKeys(self, chooses)
            self.keyboard = KeyboardPlay(
                canvas.canvas,
                self.key_player,
                controls=StepControls(self),
                explanation=lambda: self.explanation,
                leave_to=(self.next_button, self.slider),
                game_keys=self.key_player.game_keys(),
                wording=STEP_WORDING,
                without=(TURN_KEY, NUMBER_KEYS),  # nodes are chosen at the cursor
            )
            top.append(self.keyboard)
        left = widgets.VBox(
            [canvas.canvas, self.legend],
            layout=widgets.Layout(width=f"{max(canvas.width, 360) + 8}px"),
        )
        right = widgets.VBox(
            [self.code, self.data, *side],
            layout=widgets.Layout(width=f"{side_width}px", margin="0 0 0 10px"),
        )
        controls = widgets.HBox(
            [self.play, self.prev_button, self.slider, self.next_button, self.speed],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        super().__init__(
            [
                *top,
                widgets.HBox([left, right], layout=widgets.Layout(flex_flow="row wrap")),
                self.caption,
                controls,
                self.message,
                widgets.HTML(note),
            ]
        )

    # -- what subclasses fill in ----------------------------------------------------
    def marks(self, index: int) -> list:
        """What the drawing shows at step ``index``."""
        raise NotImplementedError

    def draw(self, index: int) -> None:
        """Draw step ``index`` (the marks; a subclass may draw more, in the same message)."""
        self.drawing.show(self.shown_marks(index))

    def shown_marks(self, index: int) -> list:
        """The marks of step ``index`` and the keyboard's cursor, as the drawing shows them."""
        cursor = self.key_player.marks() if self.key_player is not None else []
        return [*self.marks(index), *cursor]

    def show_cursor(self) -> None:
        """Redraw the marks of the step shown, with the keyboard's cursor where it is now."""
        with drawing.drawing():
            self.drawing.show(self.shown_marks(self.index))

    def data_html(self, index: int) -> str:
        """The data structures at step ``index``, as HTML."""
        raise NotImplementedError

    def step_text(self, index: int) -> str:
        """Step ``index`` as plain text: sentence line(s), then the data structures (indented)."""
        raise NotImplementedError

    # -- choosing a node (a view made with ``chooses``) ---------------------------------
    def choose_node(self, node: Hashable) -> None:
        """What a click on ``node`` does, and Enter on the keyboard's cursor there."""
        raise NotImplementedError

    def chosen_node(self) -> Hashable | None:
        """The node chosen now (where the keyboard's cursor first appears); ``None``: none."""
        return None

    def describe_node(self, node: Hashable) -> str:
        """The node at the keyboard's cursor in a sentence (its name, here)."""
        return str(self.drawing.name(node))

    # -- moving -------------------------------------------------------------------------
    def restart(self, events: Sequence) -> None:
        """Show a new trace from its first step."""
        if not events:
            raise ValueError("a step-through needs at least one step")
        self.events = list(events)
        last = len(self.events) - 1
        self.index = -1  # whatever the sliders say, step 0 is drawn
        self.play.playing = False
        for control in (self.slider, self.play):
            control.value = 0
            control.max = last
        self.show(0)

    def show(self, index: int) -> None:
        """Show step ``index`` (clamped to the trace)."""
        index = max(0, min(int(index), len(self.events) - 1))
        changed = index != self.index
        self.index = index
        if changed:
            event = self.events[index]
            with drawing.drawing():  # every canvas of the step in one message
                self.draw(index)
            self.code.value = code_html(self.pseudocode, event.lines)
            self.data.value = self.data_html(index)
            # The sentence(s) of the step: the lines before the data structures.
            said = [line for line in self.step_text(index).split("\n") if not line.startswith(" ")]
            sentence = " ".join(said)
            self.explanation = Explanation(self.heading(index).rstrip(":"), (sentence,))
            self.caption.value = (
                f'<div style="font:14px sans-serif;padding:6px 0 2px 0"><b>Step {index} of '
                f"{len(self.events) - 1}.</b> {html.escape(sentence)}</div>"
            )
        for control in (self.slider, self.play):
            if control.value != index:
                control.value = index
        self.prev_button.disabled = index == 0
        self.next_button.disabled = index == len(self.events) - 1
        for watcher in self.watchers:
            watcher()

    def next(self) -> None:
        self.show(self.index + 1)

    def prev(self) -> None:
        self.show(self.index - 1)

    # -- text ---------------------------------------------------------------------------
    def text(self, index: int | None = None) -> str:
        """Step ``index`` as plain text (every step, one after another, if ``None``).

        The first line names the step and the pseudocode line(s) it lights.
        """
        if index is None:
            return "\n\n".join(self.text(i) for i in range(len(self.events)))
        return self.heading(index) + "\n" + self.step_text(index)

    def heading(self, index: int) -> str:
        """``"Step 3 of 22, line 3: u = take ..."``: the step and the pseudocode it lights."""
        event = self.events[index]
        head = f"Step {index} of {len(self.events) - 1}"
        if event.lines:
            numbers = ", ".join(str(n) for n in event.lines)
            code = " / ".join(self.pseudocode[n - 1].strip() for n in event.lines)
            head += f", line {numbers}: {code}"
        return head

    def __str__(self) -> str:
        return self.text(self.index)

    # -- plumbing -----------------------------------------------------------------------
    def guard(self, action: Callable[..., object], *args: object) -> None:
        """Run a callback; show its exception under the controls instead of losing it."""
        try:
            action(*args)
        except Exception as exc:  # noqa: BLE001 - shown to the learner, not lost in a log
            self.report(exc)

    def report(self, exc: BaseException) -> None:
        """Show an exception (or a refused click) in red under the controls."""
        self.last_error = exc
        self.play.playing = False
        text = html.escape(f"{type(exc).__name__}: {exc}")
        self.message.value = f'<div role="alert" style="color:#B00020">{text}</div>'

    def _on_speed(self, change: dict) -> None:
        self.play.interval = int(change["new"])
