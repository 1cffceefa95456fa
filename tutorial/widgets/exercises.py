"""Exercises in a notebook: a check drawn on the game's board, hints one at a time, solutions.

:func:`check` runs a learner's function through :func:`tutorial.exercises.check`
and returns a :class:`CheckView`: when every position passes, a line that says
so; at the first difference, the position on the game's own board (a Cerro
Gordo :class:`~tutorial.widgets.cerro_gordo.board.BoardView`, a Carcassonne
:class:`~tutorial.widgets.carcassonne.board.BoardView`, a Tiletum
:class:`~tutorial.widgets.tiletum.map_canvas.MapCanvas`; for the tree
search, a table of the node's children and their UCB1 scores) with the learner's
answer in orange and the engine's in blue, a legend, the difference in one
sentence, and the whole position as plain text underneath.

:class:`HintBox` shows the exercise's hints one at a time ("Show a hint");
:class:`SolutionBox` keeps the reference solution folded away until its
button is pressed, and gives the ``%load`` line that copies it into a cell.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from tutorial.exercises import exercise, run_check, solution_path
from tutorial.exercises.checking import CheckResult, Failure, Marked
from tutorial.exercises.ucb_selection import scores
from tutorial.widgets import palette
from tutorial.widgets.carcassonne import board as carcassonne_board
from tutorial.widgets.carcassonne import look
from tutorial.widgets.cerro_gordo import board as cerro_gordo_board
from tutorial.widgets.explanation import legend_html
from tutorial.widgets.graph_canvas import FILLS, LinkMark, NodeMark
from tutorial.widgets.palette import LegendEntry
from tutorial.widgets.tiletum.map_canvas import MapCanvas, map_legend
from tutorial.widgets.tiletum.map_view import description_html

#: The roles drawn as paths: their places are pairs of cells or spaces.
ROUTES = ("engine route", "your route")
PASSED = "#1B7F4C"
FAILED = "#B00020"


def mark_meaning(marked: Marked) -> str:
    """What a mark means in the legend: its own meaning, or its role's."""
    return marked.meaning or palette.meaning(marked.role)


def pairs_flat(marked: Marked) -> tuple[Any, ...]:
    """A route's pairs as one flat tuple of places, as a board's line marks take them."""
    return tuple(place for pair in marked.places for place in pair)


def cerro_gordo_view(failure: Failure, marks: Sequence[Marked]) -> tuple[widgets.Widget, list]:
    """A Cerro Gordo board with the marks, and the legend entries of the roles drawn.

    Washes go first, so the frames drawn after them stay visible.
    """
    washes_first = sorted(marks, key=lambda m: palette.style(m.role).kind not in FILLS)
    drawn = [
        cerro_gordo_board.Mark(m.role, pairs_flat(m) if m.role in ROUTES else m.places, m.labels)
        for m in washes_first
    ]
    view = cerro_gordo_board.BoardView(failure.position.game, cell_size=48)
    view.update(highlights=drawn)
    return view, palette.legend([m.role for m in marks])


#: The answers' marks on a Carcassonne board, which draws them without numbers.
CARCASSONNE_MEANINGS = {
    "engine": "the engine's answer (blue outline round its feature)",
    "yours": "your answer (orange wash on its feature)",
}


def carcassonne_view(failure: Failure, marks: Sequence[Marked]) -> tuple[widgets.Widget, list]:
    """A Carcassonne board with the marks, and a legend entry for each mark.

    The board draws no numbers on the answers' tiles, so a legend entry says
    only what is drawn: the mark's own ``meaning``, else
    :data:`CARCASSONNE_MEANINGS`, else the role's.
    """
    view = carcassonne_board.BoardView(failure.position.game, size=(600, 520))
    view.update(
        marks=[carcassonne_board.Mark(m.role, m.places, m.labels, parts=m.parts) for m in marks]
    )
    entries = [
        LegendEntry(
            look.style(m.role).colour,
            look.style(m.role).kind,
            m.meaning or CARCASSONNE_MEANINGS.get(m.role) or look.meaning(m.role),
        )
        for m in marks
    ]
    return view, entries


def tiletum_view(failure: Failure, marks: Sequence[Marked]) -> tuple[widgets.Widget, list]:
    """A Tiletum map with the marks, and the legend entries of the roles drawn and of the map."""
    here = failure.position.game
    canvas = MapCanvas(here.maps[0], here, width=600, max_height=480)
    drawn = [
        LinkMark(m.role, m.places) if m.role in ROUTES else NodeMark(m.role, m.places, m.labels)
        for m in marks
    ]
    canvas.show(drawn)
    entries = canvas.legend([m.role for m in marks]) + map_legend(canvas)
    return canvas.canvas, entries


#: The picks' marks in the table of a tree search's children.
TREE_MEANINGS = {
    "engine": "the engine's pick (blue frame)",
    "yours": "your pick (orange wash)",
}


def tree_search_view(failure: Failure, marks: Sequence[Marked]) -> tuple[widgets.Widget, list]:
    """A table of the node's children: visits, total value, mean, bonus and UCB1, picks marked.

    The scores are the engine's (:func:`tutorial.exercises.ucb_selection.scores`).
    """
    question = failure.position.game
    score = scores(question)
    marked = {
        role: {p for m in marks if m.role == role for p in m.places} for role in TREE_MEANINGS
    }
    cell = 'style="padding:2px 8px;text-align:{}"'
    head = "".join(
        f"<th {cell.format('left' if i == 0 else 'right')}>{h}</th>"
        for i, h in enumerate(("child", "visits", "total value", "mean", "bonus", "UCB1"))
    )
    rows = []
    for name, visits, total in question.children:
        mean = total / visits if visits else 0.0
        ucb = score[name]
        numbers = (visits, f"{total:g}", f"{mean:.4f}", f"{ucb - mean:.4f}", f"{ucb:.4f}")
        if visits == 0:
            numbers = (0, f"{total:g}", "–", "∞", "∞ (never visited)")
        style = f"outline:3px solid {palette.BLUE};" if name in marked["engine"] else ""
        style += f"background:{palette.ORANGE}44;" if name in marked["yours"] else ""
        rows.append(
            f'<tr style="{style}"><td {cell.format("left")}>{html.escape(name)}</td>'
            + "".join(f"<td {cell.format('right')}>{v}</td>" for v in numbers)
            + "</tr>"
        )
    table = widgets.HTML(
        f'<div style="font:13px sans-serif">Parent visits N = {question.parent_visits}, '
        f"c = {question.c:.4g}</div>"
        f'<table style="font:13px monospace;border-collapse:separate;border-spacing:0 3px">'
        f"<tr>{head}</tr>{''.join(rows)}</table>"
    )
    entries = [
        LegendEntry(palette.style(m.role).colour, palette.style(m.role).kind, TREE_MEANINGS[m.role])
        for m in marks
    ]
    return table, entries


#: How each game draws a failure.
VIEWS: dict[str, Callable[[Failure, Sequence[Marked]], tuple[widgets.Widget, list]]] = {
    "cerro_gordo": cerro_gordo_view,
    "carcassonne": carcassonne_view,
    "tiletum": tiletum_view,
    "tree_search": tree_search_view,
}


class CheckView(widgets.VBox):
    """What a check found, drawn: a line when all pass, else the differing position.

    Attributes
    ----------
    result:
        The engine-side :class:`~tutorial.exercises.checking.CheckResult`.
    board:
        The board widget drawn at the first difference (``None`` when all passed).
    marks:
        What is marked on the board.
    """

    def __init__(self, result: CheckResult) -> None:
        self.result = result
        self.board: widgets.Widget | None = None
        self.marks: tuple[Marked, ...] = ()
        colour = PASSED if result.ok else FAILED
        mark = "✔" if result.ok else "✘"
        self.heading = widgets.HTML(
            f'<div style="font:bold 14px sans-serif;color:{colour}">'
            f"{mark} {html.escape(result.title)}: {html.escape(result.summary())}</div>"
        )
        children: list[widgets.Widget] = [self.heading]
        failure = result.failure
        if failure is not None:
            ex = exercise(result.exercise)
            self.marks = ex.marks(failure.position, failure.theirs)
            self.board, entries = VIEWS[ex.game](failure, self.marks)
            children += [
                widgets.HTML(self.answers_html(failure, result.describe)),
                self.board,
                widgets.HTML(
                    '<div style="font:12px sans-serif"><b>Legend of the check</b></div>'
                    + legend_html(entries)
                ),
                widgets.HTML(description_html(result.text(), "The position as plain text")),
            ]
        super().__init__(children)
        self.add_class("exercise-check")

    @staticmethod
    def answers_html(failure: Failure, describe: Callable[[Any], str]) -> str:
        """The difference, then both answers, each with its swatch (or the error raised)."""
        if failure.error is not None:
            yours = (
                f'<span role="alert" style="color:{FAILED}">your function raised '
                f"<code>{html.escape(str(failure.error))}</code></span>"
            )
        else:
            yours = html.escape(failure.returned or describe(failure.theirs))
        swatch = '<span style="display:inline-block;width:12px;height:12px;background:{}"></span>'
        rows = [
            f"<div><b>{html.escape(failure.why)}</b></div>",
            f"<div>{swatch.format(palette.ORANGE)} Your answer: {yours}</div>",
            f"<div>{swatch.format(palette.BLUE)} The engine's answer: "
            f"{html.escape(describe(failure.position.answer))}</div>",
        ]
        return '<div style="font:13px sans-serif;line-height:1.6">' + "".join(rows) + "</div>"

    def text(self) -> str:
        """The result in plain text, and what the board marks."""
        lines = [self.result.text()]
        lines += [f"* {mark_meaning(m)}: {', '.join(map(str, m.places))}" for m in self.marks]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()


def check(
    function: Callable[..., Any], name: str, *, seed: int = 0, count: int | None = None
) -> CheckView:
    """Check ``function`` for exercise ``name`` and draw what the check found."""
    return CheckView(run_check(exercise(name), function, seed=seed, count=count))


class HintBox(widgets.VBox):
    """An exercise's hints, one more each time "Show a hint" is pressed."""

    def __init__(self, name: str) -> None:
        self.hints = exercise(name).hints
        self.shown = 0
        self.button = widgets.Button(
            description="Show a hint", icon="lightbulb-o", layout=widgets.Layout(width="auto")
        )
        self.button.on_click(lambda _: self.show_next())
        self.count = widgets.HTML(self._count_text())
        self.area = widgets.HTML("")
        super().__init__([widgets.HBox([self.button, self.count]), self.area])

    def _count_text(self) -> str:
        shown = f"{self.shown} of {len(self.hints)} hints shown"
        return f'<span style="font:12px sans-serif">{shown}</span>'

    def show_next(self) -> None:
        """Reveal the next hint (the button is disabled after the last)."""
        if self.shown < len(self.hints):
            self.shown += 1
        items = "".join(f"<li>{html.escape(h)}</li>" for h in self.hints[: self.shown])
        self.area.value = f'<ol style="font:13px sans-serif;line-height:1.5">{items}</ol>'
        self.count.value = self._count_text()
        self.button.disabled = self.shown == len(self.hints)


class SolutionBox(widgets.VBox):
    """The reference solution, folded away until "Show the solution" is pressed."""

    def __init__(self, name: str) -> None:
        self.path = solution_path(name)
        self.button = widgets.Button(
            description="Show the solution", icon="eye", layout=widgets.Layout(width="auto")
        )
        self.button.on_click(lambda _: self.reveal())
        self.area = widgets.HTML(
            '<div style="font:12px sans-serif">Try the hints first. To copy the solution '
            f"into a cell instead, run <code>%load {html.escape(str(self.path))}</code>.</div>"
        )
        super().__init__([widgets.HBox([self.button]), self.area])

    def reveal(self) -> None:
        """Show the solution's code."""
        code = self.path.read_text(encoding="utf-8")
        self.area.value = (
            f"<div style='font:12px sans-serif'>From <code>{html.escape(str(self.path))}</code> "
            f"(<code>%load</code> it to run it):</div><pre>{html.escape(code)}</pre>"
        )
        self.button.disabled = True


def hints(name: str) -> HintBox:
    """The hints of exercise ``name``, one at a time."""
    return HintBox(name)


def solution(name: str) -> SolutionBox:
    """The solution of exercise ``name``, shown only when asked."""
    return SolutionBox(name)
