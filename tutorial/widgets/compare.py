"""What if: two futures of one game side by side, and what differs between them.

:class:`Compare` branches a game twice (:meth:`HistoryGame.branch
<tutorial.core.game.HistoryGame.branch>`: the same past, a future each) and
shows one board for each, made by the game's own app, with its own Step,
Undo, Redo and Reset: a learner's clicks or a bot's Step continue each side
on its own.  Under them, the game's ``differences(a, b)`` (for instance
:func:`tutorial.cerro_gordo.differences`) says how the scores differ and
what holds on one side only, and each board frames the cells those facts
are about (the differences' ``cells_a`` and ``cells_b``) in the mark
:data:`~tutorial.widgets.palette.DIFFERS`, drawn the board's own way.  The
widget holds no rule: it only shows the engine's answer.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Hashable, Iterable
from typing import Any, Protocol

import ipywidgets as widgets

from tutorial.core.differences import Differences
from tutorial.widgets.controls import HistoryControls


class Board(Protocol):
    """What :class:`Compare` needs of a game's app: its game, its controls, and the widget."""

    game: Any
    controls: HistoryControls

    def mark_differences(self, cells: Iterable[Hashable]) -> None:
        """Frame ``cells`` in the mark :data:`~tutorial.widgets.palette.DIFFERS`."""


class Compare(widgets.VBox):
    """The same position on two boards, each with a future of its own, and their differences.

    Parameters
    ----------
    game:
        The game to compare two futures of, from its current step.  It is
        not changed: each board plays on a branch of it.
    make_board:
        Makes a board for a game: a game's app class, such as
        :class:`~tutorial.widgets.CerroGordoApp`, or a function that makes one.
    differences:
        ``differences(state_a, state_b) -> Differences``: the game's own
        (``tutorial.<game>.differences``).
    titles:
        What to call the two sides.

    Examples
    --------
    >>> from tutorial.cerro_gordo import Game, differences
    >>> from tutorial.widgets import CerroGordoApp
    >>> compare = Compare(Game(2, seed=3), CerroGordoApp, differences)
    >>> compare.boards[1].step()  # B's bot takes a building; A has not moved
    >>> [game.history.cursor for game in compare.games], compare.differences.same
    ([0, 1], True)
    """

    def __init__(
        self,
        game: Any,
        make_board: Callable[[Any], Board],
        differences: Callable[[Any, Any], Differences],
        *,
        titles: tuple[str, str] = ("A", "B"),
    ) -> None:
        self.compare = differences
        self.titles = titles
        self.boards: tuple[Board, Board] = (make_board(game.branch()), make_board(game.branch()))
        self.difference = widgets.HTML(layout=widgets.Layout(margin="8px 0 0 0"))
        sides = []
        for title, board in zip(titles, self.boards, strict=True):
            board.controls.watchers.append(self.refresh)
            heading = widgets.HTML(f"<b>{html.escape(title)}</b>")
            sides.append(widgets.VBox([heading, board], layout=widgets.Layout(margin="0 12px 0 0")))
        row = widgets.HBox(sides, layout=widgets.Layout(flex_flow="row wrap"))
        super().__init__([row, self.difference])
        self.refresh()

    @property
    def games(self) -> tuple[Any, Any]:
        """The two sides' games (branches of the game the comparison was made with)."""
        return self.boards[0].game, self.boards[1].game

    @property
    def differences(self) -> Differences:
        """The engine's comparison of the two sides' current states."""
        a, b = self.games
        return self.compare(a.state, b.state)

    def text(self, differences: Differences | None = None) -> str:
        """The difference line as plain text, with the sides' own names."""
        a, b = self.titles
        text = (differences or self.differences).text()
        return (
            text.replace("B minus A", f"{b} minus {a}")
            .replace("Only in A:", f"Only in {a}:")
            .replace("Only in B:", f"Only in {b}:")
        )

    def refresh(self) -> None:
        """Show the difference of the two sides as they stand now, on the boards and in words."""
        differences = self.differences
        for board, cells in zip(
            self.boards, (differences.cells_a, differences.cells_b), strict=True
        ):
            board.mark_differences(cells)
        lines = self.text(differences).splitlines()
        items = "".join(f"<li>{html.escape(line)}</li>" for line in lines[1:])
        self.difference.value = (
            f'<div role="status"><b>{html.escape(lines[0])}</b><ul>{items}</ul></div>'
        )

    def reset(self) -> None:
        """Both sides back to the position they started from (each board's own Reset)."""
        for board in self.boards:
            board.controls.reset()
