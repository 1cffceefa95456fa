"""Play a board with the keys alone, and hear what happened.

A board drawn on an ipycanvas canvas is a picture: without this, a mouse is
the only way in.  :class:`KeyboardPlay` makes any game's board playable by
keyboard, the same way in every game:

- **Tab** reaches the board (ipycanvas makes its canvas focusable); Tab and
  Shift+Tab leave it again.  ipycanvas keeps every key on a focused canvas,
  Tab included, so without :meth:`KeyboardPlay.press` sending the focus on
  (``widget.focus()``, ipywidgets 8) a keyboard user would be trapped there.
- **Arrows** move a cursor over the board (cells, or a map's spaces); the
  game decides what "left" means on its board.  **Shift+arrows** pan the
  view, **+**, **-** and **0** zoom and fit it, as on every board.
- **Enter** places or chooses at the cursor, **Escape** cancels, **r** turns
  a tile, **1**-**9** take the numbered choice, **l** lists the legal choices
  at the cursor.
- **s**, **u**, **y**: Step, Undo, Redo.  **t** shows the plain-text board,
  **?** the list of keys.
- A game may add keys of its own (:class:`GameKey`, e.g. Cerro Gordo's
  **m** for Mine): they are listed in the help after these.

What happened is written in a *live region* (``role="status"``,
``aria-live="polite"``), the line above the board: a screen reader reads it
aloud when it changes.  After every action, by keys, mouse or Step, it says
the engine's explanation of the action, in the words of the explanation
panel; a key that only moves the cursor or asks a question says its answer
there too.

The game's part is a :class:`KeyPlayer`: what the cursor is, and what Enter
does on it.  It holds no rule: it plays actions through the game and lets
the engine accept or refuse them, as a click does.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import NamedTuple, Protocol

import ipywidgets as widgets

from tutorial.core.explanation import Explanation
from tutorial.core.grid import Cell
from tutorial.widgets.explanation import ExplanationPanel

#: The keys every board understands, and what they do, in the order of the help.
KEYS: tuple[tuple[str, str], ...] = (
    ("Tab", "reach the board; Tab or Shift+Tab leave it"),
    ("Arrows", "move the cursor"),
    ("Enter", "place or choose at the cursor"),
    ("Escape", "cancel what is half done"),
    ("r", "rotate the tile"),
    ("1-9", "take the numbered choice"),
    ("l", "list the legal choices at the cursor"),
    ("s / u / y", "Step, Undo, Redo"),
    ("t", "show or hide the board as plain text"),
    ("?", "show or hide this list"),
    ("Shift+arrows, +, -, 0", "pan, zoom in, zoom out, fit the view"),
)

#: The one line of help always shown beside the board.
SHORT_HELP = "Keys: arrows move, Enter places, Esc cancels, s Step, u Undo, t text, ? all keys"

#: What the live region says when Step, Undo or Redo had nothing to do.
NOTHING_MOVED = {
    "s": "Step did nothing: the game is over.",
    "u": "Nothing to undo: this is where the history starts.",
    "y": "Nothing to redo: this is the latest position.",
}

#: How the live region starts after Undo and Redo, before the explanation now shown.
HISTORY_WORDS = {"u": "Undone. The last action now:", "y": "Redone:"}


class Wording(NamedTuple):
    """The kit's words where a board's own fit better (a step-through steps, it plays no game).

    ``hint`` is the line of help always shown; ``nothing_moved`` what **s**,
    **u** and **y** say when nothing moved; ``history`` how **u** and **y**
    start the sentence they say.
    """

    hint: str = SHORT_HELP
    nothing_moved: Mapping[str, str] = NOTHING_MOVED
    history: Mapping[str, str] = HISTORY_WORDS


#: A game's words (the default).
GAME_WORDING = Wording()

ARROWS: dict[str, tuple[int, int]] = {
    "ArrowLeft": (-1, 0),
    "ArrowRight": (1, 0),
    "ArrowUp": (0, -1),
    "ArrowDown": (0, 1),
}


class KeyPlayer(Protocol):
    """What one game's board does with the keys: the game's half of :class:`KeyboardPlay`.

    Each method returns the sentence to say in the live region (``""``:
    nothing to add; an action's own explanation is said anyway).
    """

    def move_cursor(self, dx: int, dy: int) -> str:
        """Move the cursor one step (``dx``, ``dy``: -1, 0 or 1) and say where it is."""

    def enter(self) -> str:
        """Place or choose at the cursor (as a click there would)."""

    def escape(self) -> str:
        """Cancel what is half done (a selection, a look at a feature)."""

    def rotate(self) -> str:
        """Turn the tile to place, where the game has one."""

    def choose(self, number: int) -> str:
        """Take the numbered choice (from 1), as its button would."""

    def choices_here(self) -> str:
        """The legal choices at the cursor, in a sentence."""

    def text_board(self) -> str:
        """The board as plain text."""


class GameKey(NamedTuple):
    """A key one game adds to the shared ones: a button of its own, pressed from the board.

    ``act`` presses it and returns the sentence to say (``""``: nothing to
    add), as a :class:`KeyPlayer`'s methods do.  A game key never replaces
    one of :data:`KEYS`: those mean the same on every board.
    """

    key: str
    does: str
    act: Callable[[], str]


class Steppable(Protocol):
    """What :class:`KeyboardPlay` needs of the board's history controls."""

    watchers: list[Callable[[], object]]
    #: Why Step must wait now (a clicking seat is to act), or ``""``.
    waiting: Callable[[], str]

    def step(self) -> None: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...


def step_within(cell: Cell, dx: int, dy: int, area: tuple[Cell, Cell]) -> Cell:
    """``cell`` moved by ``(dx, dy)``, kept in the rectangle ``area`` (top-left, bottom-right)."""
    (c0, r0), (c1, r1) = area
    return (min(max(cell[0] + dx, c0), c1), min(max(cell[1] + dy, r0), r1))


class GridCursor:
    """A cursor on a square-grid board, for a :class:`KeyPlayer` (Carcassonne, Cerro Gordo).

    The first arrow shows it where :meth:`start` says; each later one moves
    it a cell, kept inside :meth:`area`.  The game gives those two, what the
    board draws (:meth:`show`) and the sentence for a cell (:meth:`describe`).
    """

    #: The cell the cursor is on; ``None`` until a key first moves it.
    cursor: Cell | None = None

    def start(self) -> Cell:
        raise NotImplementedError

    def area(self) -> tuple[Cell, Cell]:
        raise NotImplementedError

    def show(self, cell: Cell) -> None:
        raise NotImplementedError

    def describe(self, cell: Cell) -> str:
        raise NotImplementedError

    def move_cursor(self, dx: int, dy: int) -> str:
        if self.cursor is None:
            self.cursor = self.start()
        else:
            self.cursor = step_within(self.cursor, dx, dy, self.area())
        self.show(self.cursor)
        return self.describe(self.cursor)


def turned(turns: int) -> str:
    """A tile's quarter turns clockwise, in words.

    >>> turned(0), turned(3)
    ('unturned', 'turned 270 degrees')
    """
    return "unturned" if turns % 4 == 0 else f"turned {90 * (turns % 4)} degrees"


def cells(n: int) -> str:
    """``n`` cells, in words."""
    return "1 cell" if n == 1 else f"{n} cells"


def listed(items: Sequence[object], most: int = 8) -> str:
    """The first ``most`` items, comma-separated, with "..." if there are more."""
    return ", ".join(map(str, items[:most])) + (", ..." if len(items) > most else "")


def refusal(panel: ExplanationPanel) -> str:
    """What ``panel`` shows of a refused action or a note, in one sentence (``""``: nothing).

    The keys say a refusal in the panel's own words: the rule the engine's
    ``IllegalMove`` names, and its message.
    """
    if panel.error is None:
        return ""
    rule, message = panel.error
    return message if panel.notice else f"Not allowed ({rule}): {message}"


#: The shared keys that some boards have and others do not, by their name in :data:`KEYS`.
TURN_KEY, NUMBER_KEYS, VIEW_KEYS = "r", "1-9", KEYS[-1][0]


def help_html(game_keys: Sequence[GameKey] = (), without: Collection[str] = ()) -> str:
    """Every key and what it does, as an HTML table: the shared keys, then the game's own.

    ``without`` names the shared keys this board does not have (as :data:`KEYS`
    names them), so that the list promises nothing that does nothing.
    """
    shared = [(key, does) for key, does in KEYS if key not in without]
    listed = [*shared, *((k.key, k.does) for k in game_keys)]
    rows = "".join(
        f"<tr><th style='text-align:left;padding-right:12px'>{html.escape(k)}</th>"
        f"<td>{html.escape(what)}</td></tr>"
        for k, what in listed
    )
    return f'<table style="font:13px sans-serif">{rows}</table>'


def live_html(sentence: str) -> str:
    """The live region, saying ``sentence`` (a screen reader reads it when it changes)."""
    return (
        '<div role="status" aria-live="polite" aria-atomic="true" '
        'style="font:14px sans-serif;min-height:1.4em;padding:2px 4px">'
        f"{html.escape(sentence)}</div>"
    )


def explanation_sentence(explanation: Explanation | None) -> str:
    """The sentence said after an action: its explanation's title, and first line if any."""
    if explanation is None:
        return ""
    first = explanation.lines[0] if explanation.lines else ""
    return f"{explanation.title}. {first}".strip() if first else explanation.title


class KeyboardPlay(widgets.VBox):
    """Keys for one board: the cursor, the actions, the live region and the help.

    Parameters
    ----------
    canvas:
        The board's canvas (an ipycanvas ``Canvas`` or ``MultiCanvas``): the
        keys are read when it has the focus.
    player:
        The game's half: what the keys do on this board (:class:`KeyPlayer`).
    controls:
        Step, Undo and Redo; after each of their moves (and every redraw
        that ends with one) the live region says the latest explanation.
    explanation:
        The latest action's explanation (to say it after every action).
    view_key:
        What a view key does (pan, zoom, fit): the board's own ``press_key``.
    leave_to:
        The widgets Tab may go to after the board, first enabled one wins.
    game_keys:
        The game's own keys (:class:`GameKey`), for its buttons that no
        shared key stands for; a letter works in either case.
    wording:
        The hint line and the words of Step, Undo and Redo, where the
        game's do not fit (:class:`Wording`; default: a game's).
    without:
        The shared keys this board does not have (``TURN_KEY``,
        ``NUMBER_KEYS``), left out of the list of keys; the view keys are
        left out when no ``view_key`` is given.

    The widget is the row shown above the board: a "Keys" button (where
    Shift+Tab leaves the board to), the live region, and, opened by ``?``
    and ``t``, the list of keys and the plain-text board.  A board drawn on
    several canvases reads keys on the others too (:meth:`listen`).

    Examples
    --------
    The keys can be pressed from Python, as the tests do (a focused board
    sends them the same way)::

        keys = KeyboardPlay(board.canvas, player, ...)
        keys.press("ArrowRight")
        keys.press("Enter")
        keys.sentence  # what the live region says
    """

    def __init__(
        self,
        canvas: widgets.DOMWidget,
        player: KeyPlayer,
        *,
        controls: Steppable | None = None,
        explanation: Callable[[], Explanation | None] = lambda: None,
        view_key: Callable[[str], object] | None = None,
        leave_to: Sequence[widgets.DOMWidget] = (),
        game_keys: Sequence[GameKey] = (),
        wording: Wording = GAME_WORDING,
        without: Collection[str] = (),
    ) -> None:
        self.canvas = canvas
        self.player = player
        self.controls = controls
        self.explanation = explanation
        self.view_key = view_key or (lambda key: None)
        self.leave_to = tuple(leave_to)
        self.game_keys = {k.key.lower(): k for k in game_keys}
        self.wording = wording
        #: What the live region says now.
        self.sentence = ""
        self._said: Explanation | None = explanation()
        self.help_button = widgets.ToggleButton(
            description="Keys (?)",
            tooltip="Show the keys that play this board (or press ? on the board)",
            layout=widgets.Layout(width="90px"),
        )
        self.help_button.observe(lambda _: self._show_panels(), names="value")
        self.text_shown = False
        self.live = widgets.HTML(live_html(""), layout=widgets.Layout(flex="1"))
        self.hint = widgets.HTML(
            f'<span style="font:12px sans-serif;color:#5A5142">{html.escape(wording.hint)}</span>'
        )
        missing = {*without, *(() if view_key else (VIEW_KEYS,))}
        self.help = widgets.HTML(
            help_html(game_keys, missing), layout=widgets.Layout(display="none")
        )
        self.text = widgets.HTML(layout=widgets.Layout(display="none"))
        self.listen(canvas)
        if controls is not None:
            controls.watchers.append(self.after_action)
        super().__init__(
            [
                widgets.HBox([self.help_button, self.live]),
                self.hint,
                self.help,
                self.text,
            ]
        )

    # -- keys -------------------------------------------------------------------------
    def press(self, key: str, shift: bool = False) -> None:
        """What ``key`` (a browser ``KeyboardEvent.key``) does on the focused board."""
        if key == "Tab":
            self._leave(backwards=shift)
        elif key in ARROWS and shift:
            self.view_key(key)
        elif key in ARROWS:
            self.say(self.player.move_cursor(*ARROWS[key]))
        elif key in ("Enter", " "):
            self.say(self.player.enter())
        elif key == "Escape":
            self.say(self.player.escape())
        elif key in ("r", "R"):
            self.say(self.player.rotate())
        elif len(key) == 1 and key in "123456789":
            self.say(self.player.choose(int(key)))
        elif key in ("l", "L"):
            self.say(self.player.choices_here())
        elif key in ("s", "u", "y") and self.controls is not None:
            self._move_history(key)
        elif key in ("t", "T"):
            self.text_shown = not self.text_shown
            self._show_panels()
            self.say("The plain-text board is shown under the keys." if self.text_shown else "")
        elif key == "?":
            self.help_button.value = not self.help_button.value
        elif key.lower() in self.game_keys:
            self.say(self.game_keys[key.lower()].act())
        else:
            self.view_key(key)
        self.after_action()

    def listen(self, canvas: widgets.DOMWidget) -> None:
        """Read the keys on ``canvas`` too (a board drawn on several canvases, one a map).

        No tooltip is set on it: a ``MultiCanvas``'s view fails with one.
        """
        canvas.on_key_down(self._on_key)

    def say(self, sentence: str) -> None:
        """Write ``sentence`` in the live region (nothing if it is empty)."""
        if sentence:
            self.sentence = sentence
            self.live.value = live_html(sentence)

    def after_action(self) -> None:
        """Say the latest explanation if an action made a new one; refresh the text board."""
        latest = self.explanation()
        if latest is not None and latest is not self._said:
            self._said = latest
            self.say(explanation_sentence(latest))
        if self.text_shown:
            self.text.value = (
                '<pre style="font:12px monospace;line-height:1.2">'
                f"{html.escape(self.player.text_board())}</pre>"
            )

    # -- helpers ------------------------------------------------------------------------
    def _move_history(self, key: str) -> None:
        """Step, Undo or Redo; if nothing moved, say why (whose turn it is, or the end reached)."""
        controls = self.controls
        before = self.explanation()
        {"s": controls.step, "u": controls.undo, "y": controls.redo}[key]()
        latest = self.explanation()
        if latest is before:
            waiting = controls.waiting() if key == "s" else ""
            self.say(waiting or self.wording.nothing_moved[key])
        elif key != "s":  # the explanation is the last action's: say which way we moved
            self.say(f"{self.wording.history[key]} {explanation_sentence(latest)}")

    def _on_key(self, key: str, shift: bool, *_modifiers: bool) -> None:
        try:
            self.press(key, shift)
        except Exception as exc:  # noqa: BLE001 - a key must never leave the board dead
            self.say(f"{type(exc).__name__}: {exc}")

    def _leave(self, backwards: bool) -> None:
        """Send the focus on, as Tab would if ipycanvas let it through."""
        if backwards:
            self.help_button.focus()
            return
        for widget in self.leave_to:
            if not getattr(widget, "disabled", False):
                widget.focus()
                return
        self.help_button.focus()

    def _show_panels(self) -> None:
        self.help.layout.display = "" if self.help_button.value else "none"
        self.text.layout.display = "" if self.text_shown else "none"
        if self.text_shown:
            self.after_action()
