"""The explanation panel: what the engine did, which rule it applied, and the colours used.

The engine returns an :class:`~tutorial.core.explanation.Explanation` for
every action; this panel shows its title, the rule it cites, its lines and a
legend for the highlight roles the board is showing.  A refused action
(:class:`~tutorial.core.errors.IllegalMove`) appears as a red-bordered box
naming the rule, above the last explanation.  Every text is escaped.
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import ipywidgets as widgets

from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation
from tutorial.widgets import palette
from tutorial.widgets.palette import LegendEntry

F = TypeVar("F", bound=Callable[..., Any])

_SHAPE_CSS = {
    "circle": "border-radius:50%;",
    "square": "border-radius:2px;",
    "triangle": "clip-path:polygon(50% 0,100% 100%,0 100%);",
    "diamond": "clip-path:polygon(50% 0,100% 50%,50% 100%,0 50%);",
    "hexagon": "clip-path:polygon(25% 0,75% 0,100% 50%,75% 100%,25% 100%,0 50%);",
}


#: The mark's colour on a filled swatch, as the board draws it on that colour (ink otherwise).
SWATCH_TEXT = {
    palette.MINE: palette.MINE_TEXT,
    palette.CARDINAL_LOOK.colour: palette.CARDINAL_LOOK.text,
    **{look.colour: look.text for look in palette.PLAYER_LOOKS},
}


def swatch_html(entry: LegendEntry) -> str:
    """A small inline box drawn like the mark on the board."""
    box = "display:inline-block;width:16px;height:16px;vertical-align:middle;box-sizing:border-box;"
    colour = entry.colour
    if entry.kind in ("tint", "region"):
        style = f"background:{palette.rgba(colour, 0.36)};border:2px solid {colour};"
    elif entry.kind == "strong region":
        style = f"background:{palette.rgba(colour, 0.55)};border:3px solid {colour};"
    elif entry.kind in ("line", "hollow line"):
        box = box.replace("width:16px;height:16px", "width:26px;height:11px")
        middle = "#FFFFFF" if entry.kind == "hollow line" else colour
        style = (
            f"background:{middle};border:3px solid {colour};border-radius:6px;"
            f"outline:1.5px solid {palette.INK};outline-offset:0;"
        )
    elif entry.kind == "wide line":
        box = box.replace("width:16px;height:16px", "width:26px;height:9px")
        style = f"background:{colour};border-radius:4px;outline:1.5px solid {palette.INK};"
    elif entry.kind in ("arrow", "curved arrow"):
        box = box.replace("width:16px;height:16px", "width:26px;height:16px")
        style = f"color:{colour};font:bold 18px sans-serif;line-height:14px;text-align:center;"
        glyph = "&#10230;" if entry.kind == "arrow" else "&#10548;"
        return f'<span style="{box}{style}">{glyph}</span>'
    elif entry.kind == "faint":
        box = box.replace("width:16px;height:16px", "width:26px;height:9px")
        style = f"border-bottom:2.5px dashed {colour};"
    elif entry.kind == "disc":  # a node of a drawn graph, filled
        style = f"background:{colour};border:1.5px solid {palette.INK};border-radius:50%;"
    elif entry.kind in ("ring", "dashed ring"):  # a ring round a node of a drawn graph
        line = "dashed" if entry.kind == "dashed ring" else "solid"
        style = f"border:4px {line} {colour};border-radius:50%;background:#FFFFFF;"
    elif entry.kind == "outline":
        style = f"border:4px solid {colour};outline:1px solid {palette.INK};"
    elif entry.kind == "badge":
        style = f"background:{colour};border:1.5px solid {palette.INK};border-radius:50%;"
    elif entry.kind == "dashed":
        style = f"border:3px dashed {colour};background:{palette.rgba(colour, 0.22)};"
    else:  # a tile or a pawn: filled, with its letter or number
        text = SWATCH_TEXT.get(colour, palette.INK)
        style = (
            f"background:{colour};color:{text};font:bold 11px sans-serif;text-align:center;"
            f"line-height:16px;{_SHAPE_CSS.get(entry.kind, f'border:1px solid {palette.INK};')}"
        )
    return f'<span style="{box}{style}">{html.escape(entry.mark)}</span>'


def legend_html(entries: Iterable[LegendEntry]) -> str:
    """A wrapped row of swatches with their meanings."""
    items = "".join(
        f'<span style="margin-right:14px;white-space:nowrap">{swatch_html(e)} '
        f"{html.escape(palette.legend_words(e))}</span>"
        for e in entries
    )
    return f'<div style="font:12px sans-serif;line-height:22px">{items}</div>' if items else ""


def error_text(exc: BaseException) -> tuple[str, str]:
    """A rule (or error type) and a message for any exception."""
    if isinstance(exc, IllegalMove):
        return exc.rule, exc.message
    return type(exc).__name__, str(exc) or "(no message)"


class ExplanationPanel(widgets.HTML):
    """An HTML panel that shows an explanation, a refusal, or an error.

    Examples
    --------
    >>> panel = ExplanationPanel()
    >>> panel.show(Explanation("Mined Mine 1", ("+3 silver.",), "Mining"))
    >>> print(panel.text)
    Mined Mine 1 (rule: Mining)
      +3 silver.
    """

    def __init__(self, explanation: Explanation | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.explanation: Explanation | None = None
        self.error: tuple[str, str] | None = None
        self.notice = False
        self.note = ""
        self.extra_roles: tuple[str, ...] = ()
        if explanation is not None:
            self.show(explanation)
        else:
            self._render()

    # -- showing ----------------------------------------------------------------
    def show(
        self, explanation: Explanation, *, note: str = "", extra_roles: Iterable[str] = ()
    ) -> None:
        """Show ``explanation`` (clears any error); ``note`` is a line under it.

        ``extra_roles`` adds legend entries for marks drawn besides the
        explanation's own highlights (e.g. ``"legal"``).
        """
        self.explanation, self.error = explanation, None
        self.note, self.extra_roles = note, tuple(extra_roles)
        self._render()

    def show_error(self, exc: BaseException) -> None:
        """Show a refused action (rule and message) or any other error, in a red box."""
        self.error, self.notice = error_text(exc), False
        self._render()

    def show_notice(self, message: str) -> None:
        """Show a hint that is not a broken rule (e.g. "it is a bot's turn"), in a blue box."""
        self.error, self.notice = ("Note", message), True
        self._render()

    def clear_error(self) -> None:
        if self.error is not None:
            self.error = None
            self._render()

    def guard(self, fn: F) -> F:
        """``fn`` wrapped so that its exceptions are shown here instead of lost in a log.

        Widget callbacks (``on_click``, ``observe``, mouse events) run in the
        kernel, and an exception there only reaches JupyterLab's log.
        """

        @functools.wraps(fn)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            try:
                return fn(*args, **kwargs)
            except Exception as exc:  # noqa: BLE001 - shown to the learner
                self.show_error(exc)
                return None

        return guarded  # type: ignore[return-value]

    # -- text ---------------------------------------------------------------------
    @property
    def text(self) -> str:
        """The panel as plain text."""
        parts = []
        if self.error and self.notice:
            parts.append(f"Note: {self.error[1]}")
        elif self.error:
            parts.append(f"Not allowed ({self.error[0]}): {self.error[1]}")
        if self.explanation is not None:
            parts.append(str(self.explanation))
        if self.note:
            parts.append(self.note)
        return "\n".join(parts)

    def _roles(self) -> list[str]:
        used = [h.role for h in self.explanation.highlights] if self.explanation else []
        return [*used, *self.extra_roles]

    def _render(self) -> None:
        out = ['<div style="font:14px sans-serif;line-height:1.4;padding:4px 8px">']
        if self.error and self.notice:
            out.append(
                '<div role="status" style="border:3px solid #0072B2;background:#EEF6FC;'
                'padding:6px 10px;margin-bottom:8px;border-radius:4px">'
                f"{html.escape(self.error[1])}</div>"
            )
        elif self.error:
            rule, message = (html.escape(t) for t in self.error)
            out.append(
                '<div role="alert" style="border:3px solid #D55E00;background:#FFF3EC;'
                'padding:6px 10px;margin-bottom:8px;border-radius:4px">'
                f"<b>Not allowed</b> &mdash; rule: <b>{rule}</b><br>{message}</div>"
            )
        e = self.explanation
        if e is not None:
            out.append(f'<div style="font-weight:bold;font-size:15px">{html.escape(e.title)}</div>')
            if e.rule:
                out.append(f'<div style="color:#555">Rule: <i>{html.escape(e.rule)}</i></div>')
            if e.lines:
                items = "".join(f"<li>{html.escape(line)}</li>" for line in e.lines)
                out.append(f'<ul style="margin:4px 0 4px 18px;padding:0">{items}</ul>')
        if self.note:
            out.append(f'<div style="color:#333;margin:4px 0">{html.escape(self.note)}</div>')
        out.append(legend_html(palette.legend(self._roles())))
        out.append("</div>")
        self.value = "".join(out)
