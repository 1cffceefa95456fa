"""Step, Undo, Redo, Reset, Play and a history slider, for any game with a history.

The controls drive any object with a core
:class:`~tutorial.core.history.History` as ``history`` and the methods
``step()``, ``undo()``, ``redo()`` and ``jump(index)``: a Cerro Gordo
``Game`` today, another game tomorrow.  They hold no rule; after each move
they call ``on_change`` so the owner redraws.

Step plays the bots' turns only: on a turn of a seat played by clicking,
``waiting`` tells it so, and Step then moves nothing and says whose turn
it is (the engine's ``step()`` would let a stand-in player choose for the
learner, spending what the learner meant to keep).

Reset goes back to the position the controls were made with, so a board in
a notebook that has been played on (after Run All, say) can be brought back
to the position its text describes.

Play is an ``ipywidgets.Play``: its timer runs in the browser and only
sends "value went up by one" to the kernel, which then steps once.  So
there is no thread in the kernel, and a notebook without a browser (nbval)
never plays on its own.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any, Protocol

import ipywidgets as widgets

from tutorial.core.history import History

#: The Step button's tooltip while a bot is to act.
STEP_TIP = "One action of the bot whose turn it is"


#: What Step does on the turn of a seat played by clicking (a human's).
STEP_WAITS = "Step waits for you: it plays only the bots' turns."


def your_turn(player: str, choose: str) -> str:
    """What Step says on the turn of a seat played by clicking (a human's).

    >>> your_turn("Player 1", "take a die")
    "Your turn (Player 1): take a die. Step waits for you: it plays only the bots' turns."
    """
    return f"Your turn ({player}): {choose}. {STEP_WAITS}"


def stands_in(player: str, bot: str) -> str:
    """What the status line says on a board whose Step plays human seats too.

    >>> print(stands_in("Player 1", "greedy"))
    Your turn (Player 1). On this board Step plays a move for you too (the greedy player's).
    """
    return (
        f"Your turn ({player}). On this board Step plays a move for you too (the {bot} player's)."
    )


class Steppable(Protocol):
    """What the controls need from a game."""

    history: History[Any, Any]

    def step(self) -> Any: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def jump(self, index: int) -> None: ...


class HistoryControls(widgets.VBox):
    """Buttons and sliders that move a game forward and through its history.

    Parameters
    ----------
    target:
        The game (anything :class:`Steppable`).
    on_change:
        Called with no argument after every move, to redraw.
    on_reset:
        Called with no argument after Reset instead of ``on_change`` (the
        owner may also put its own view back as it was); default
        ``on_change``.
    on_error:
        Called with the exception when a move fails (default: shown under
        the controls).
    finished:
        Returns ``True`` when Step can do nothing more (the game is over):
        Step is then disabled and Play pauses.
    waiting:
        Returns why Step must wait now, or ``""`` when it may act: on the
        turn of a seat played by clicking, the learner's choice is awaited
        (Step then moves nothing, says why and Play pauses).  Default:
        Step always acts.
    interval:
        Milliseconds between two steps while playing.
    """

    def __init__(
        self,
        target: Steppable,
        *,
        on_change: Callable[[], object] | None = None,
        on_reset: Callable[[], object] | None = None,
        on_error: Callable[[BaseException], object] | None = None,
        finished: Callable[[], bool] | None = None,
        waiting: Callable[[], str] | None = None,
        interval: int = 600,
    ) -> None:
        self.target = target
        self.on_change = on_change
        self.on_reset = on_reset
        #: The position Reset returns to: the target's when the controls were made.
        self.start = target.history.current
        self.on_error = on_error
        self.finished = finished or (lambda: False)
        self.waiting = waiting or (lambda: "")
        self.last_error: BaseException | None = None
        #: Called with no argument after every :meth:`sync` (the owner's redraw
        #: ends with one): others that show the same game follow, such as a
        #: :class:`~tutorial.widgets.compare.Compare`'s difference line.
        self.watchers: list[Callable[[], object]] = []
        self._syncing = False
        narrow = widgets.Layout(width="80px")
        self.step_button = widgets.Button(description="Step", tooltip=STEP_TIP, layout=narrow)
        self.undo_button = widgets.Button(
            description="Undo", tooltip="One step back", layout=narrow
        )
        self.redo_button = widgets.Button(
            description="Redo", tooltip="One step forward again", layout=narrow
        )
        self.play = widgets.Play(
            value=0,
            min=0,
            max=1_000_000,
            interval=interval,
            show_repeat=False,
            tooltip="Play / pause",
        )
        self.speed = widgets.IntSlider(
            value=interval,
            min=100,
            max=2000,
            step=100,
            description="ms/step",
            continuous_update=False,
            layout=widgets.Layout(width="260px"),
        )
        self.slider = widgets.IntSlider(
            value=0, min=0, max=0, description="History", layout=widgets.Layout(width="100%")
        )
        self.reset_button = widgets.Button(
            description="Reset",
            tooltip="Back to the position this board started from",
            layout=narrow,
        )
        self.message = widgets.HTML("")
        self.reset_button.on_click(lambda _: self._guard(self.reset))
        self.step_button.on_click(lambda _: self._guard(self.step))
        self.undo_button.on_click(lambda _: self._guard(self.undo))
        self.redo_button.on_click(lambda _: self._guard(self.redo))
        self.play.observe(self._on_play, names="value")
        self.speed.observe(self._on_speed, names="value")
        self.slider.observe(self._on_slider, names="value")
        buttons = widgets.HBox(
            [
                self.step_button,
                self.undo_button,
                self.redo_button,
                self.reset_button,
                self.play,
                self.speed,
            ]
        )
        super().__init__([buttons, self.slider, self.message])
        self.sync()

    # -- moves ------------------------------------------------------------------
    def step(self) -> None:
        """One step of the game by the active seat's bot; on a clicking seat's turn, a note.

        On a turn :attr:`waiting` names, nothing moves: the note says whose
        turn it is, under the controls, and Play pauses there.
        """
        if self.finished():
            self.play.playing = False
            return
        why = self.waiting()
        if why:
            self.play.playing = False
            self.message.value = f'<span role="status">{html.escape(why)}</span>'
            return
        self.target.step()
        self._changed()

    def undo(self) -> None:
        self.target.undo()
        self._changed()

    def redo(self) -> None:
        self.target.redo()
        self._changed()

    def jump(self, index: int) -> None:
        """Show history entry ``index`` (what the history slider does)."""
        self.target.jump(index)
        self._changed()

    def reset(self) -> None:
        """Back to the position the controls were made with (what Reset does).

        The history starts afresh there, holding that one position: Undo
        cannot lead back into the moves played since, and nothing before the
        start (which the board's text does not describe) is reachable.
        """
        self.play.playing = False
        self.target.history = History((self.start,), 0)
        self.message.value = ""
        if self.on_reset is not None:
            self.on_reset()
        elif self.on_change is not None:
            self.on_change()
        self.sync()

    @property
    def at_start(self) -> bool:
        """Whether the history holds only the start position (Reset would change nothing)."""
        entries = self.target.history.entries
        return len(entries) == 1 and entries[0] is self.start

    def sync(self) -> None:
        """Make the slider and the buttons match the target's history."""
        history = self.target.history
        last = len(history.entries) - 1
        self._syncing = True
        try:
            # Two messages, in an order that never puts value above max.  Not
            # one message (hold_sync): the browser's slider applies the new
            # max first, then reports its handle, still at the old value, back
            # to the kernel, which would jump one step back.
            if last >= self.slider.max:
                self.slider.max = last
                self.slider.value = history.cursor
            else:
                self.slider.value = history.cursor
                self.slider.max = last
            self.undo_button.disabled = not history.can_undo
            self.redo_button.disabled = not history.can_redo
            self.step_button.disabled = bool(self.finished())
            why = "" if self.step_button.disabled else self.waiting()
            self.step_button.tooltip = f"Waits: {why}" if why else STEP_TIP
            self.reset_button.disabled = self.at_start
        finally:
            self._syncing = False
        for watcher in self.watchers:
            watcher()

    # -- plumbing --------------------------------------------------------------------
    def _changed(self) -> None:
        # The owner redraws first (the board is what the learner watches),
        # then the slider and buttons follow.
        self.message.value = ""
        if self.on_change is not None:
            self.on_change()
        self.sync()

    def _guard(self, move: Callable[[], object]) -> None:
        """Run a move; report its exception instead of losing it in JupyterLab's log."""
        try:
            move()
        except Exception as exc:  # noqa: BLE001 - shown to the learner
            self.play.playing = False
            self.last_error = exc
            if self.on_error is not None:
                self.on_error(exc)
            else:
                self.message.value = (
                    f'<span style="color:#B00020">{html.escape(type(exc).__name__)}: '
                    f"{html.escape(str(exc))}</span>"
                )
            self.sync()

    def _on_play(self, change: dict) -> None:
        # The browser's timer raised the value by one: take one step.  A
        # reset (Stop sets it back to 0) moves nothing.
        if change["new"] > change["old"]:
            self._guard(self.step)

    def _on_speed(self, change: dict) -> None:
        self.play.interval = int(change["new"])

    def _on_slider(self, change: dict) -> None:
        if not self._syncing and change["new"] != self.target.history.cursor:
            self._guard(lambda: self.jump(int(change["new"])))
