"""The quiz widget: a question on its game's board, answered by a click or a key, and scored.

:class:`Quiz` shows question after question of one kind and one seed
(:func:`tutorial.quizzes.question`): the seed is on screen, so a class can
share it, and "New question" moves on to the next question of that seed.
The learner answers by clicking on the board, or by typing the answer's
number (in the box, or as a key on the focused board): both go through the
same :meth:`Quiz.choose`, so they give the same verdict.  The verdict and
the engine's explanation appear under the board, the board lights what the
explanation points at, and the score counts right answers out of questions
answered in this session.
"""

from __future__ import annotations

import html
import random
from collections.abc import Hashable

import ipywidgets as widgets

from tutorial.core.errors import IllegalMove
from tutorial.quizzes import KINDS, question
from tutorial.quizzes.ingot import IngotPosition, on_offer
from tutorial.quizzes.questions import RULE_QUIZ, Question, Score, Verdict, answer
from tutorial.widgets import palette
from tutorial.widgets.carcassonne import look
from tutorial.widgets.carcassonne.board import Mark as TileMark
from tutorial.widgets.explanation import ExplanationPanel, legend_html
from tutorial.widgets.palette import LegendEntry
from tutorial.widgets.quizzes.boards import BOARDS, IngotBoard, QuizBoard

#: Each kind's title on screen.
TITLES = {
    "closest mine": "Cerro Gordo: which mine is closest?",
    "city": "Carcassonne: is this city complete?",
    "ingot": "The Gold Mines: who takes this ingot, and from which tile?",
    "cardinalbot town": "Tiletum: which Town does the Cardinalbot choose?",
    "mcts move": "Game trees: which move will the search try next?",
}

#: Lists of answers up to this long are shown open; longer ones fold.
OPEN_LIST = 10


def entitled_badges(position: IngotPosition) -> TileMark:
    """On each tile on offer, a numbered badge for each player entitled to its gold.

    The badges sit in a row along the bottom of the tile, the players in
    seat order, each with the player's number (as on their followers).
    """
    spots = [
        (cell, 0.18 + 0.21 * k, 0.82, palette.player_look(seat).mark)
        for cell in on_offer(position)
        for k, seat in enumerate(s for s, cells in enumerate(position.reach) if cell in cells)
    ]
    return TileMark("choice", spots=tuple(spots))


class EntitledIngotBoard(IngotBoard):
    """The Gold Mines' quiz board, each tile on offer labelled with who may take its gold."""

    def ask(self, question: Question) -> None:
        super().ask(question)
        self.view.update(marks=(*self.view.marks, entitled_badges(self.position)))

    def legend(self) -> list[LegendEntry]:
        badge = look.style("choice")
        return [
            *super().legend(),
            LegendEntry(
                badge.colour,
                "badge",
                "a player entitled to the tile's gold (number: the player's, as on followers)",
            ),
        ]

    def text(self) -> str:
        """The board, then who is entitled to each tile on offer, by name."""
        names, reach = self.position.names, self.position.reach
        lines = [
            f"  {cell}: " + ", ".join(names[s] for s, cells in enumerate(reach) if cell in cells)
            for cell in on_offer(self.position)
        ]
        return "\n".join([super().text(), "Entitled to the gold on each tile:", *lines])


#: Each kind's board: the drawing module's, with the gold tiles labelled here.
QUIZ_BOARDS = {**BOARDS, "ingot": EntitledIngotBoard}


class Quiz(widgets.VBox):
    """Questions of one kind from one seed, on the game's board, with a score.

    Parameters
    ----------
    kind:
        A quiz kind, a key of :data:`tutorial.quizzes.KINDS`.
    seed:
        Which series of questions (shown on screen); ``None`` picks one at random.
    number:
        The question to start at (from 1).

    Examples
    --------
    >>> quiz = Quiz("city", seed=1)
    >>> right = next(iter(quiz.question.right))
    >>> quiz.type_number(quiz.question.number_of(right))
    >>> quiz.verdict.correct, str(quiz.score)
    (True, '1 right out of 1')
    """

    def __init__(self, kind: str, seed: int | None = None, *, number: int = 1) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown quiz kind {kind!r}; known: {', '.join(KINDS)}")
        self.kind = kind
        self.seed = random.randrange(10_000) if seed is None else seed
        self.number = number
        self.score = Score()
        self.question: Question = question(kind, self.seed, number)
        self.verdict: Verdict | None = None
        self.header = widgets.HTML()
        self.prompt = widgets.HTML()
        self.answers = widgets.HTML()
        self.panel = ExplanationPanel()
        self.board = self._new_board()
        self.typed = widgets.Text(
            description="Answer no.",
            placeholder="type a number, then Enter",
            continuous_update=False,
        )
        self.typed.observe(self.panel.guard(self._on_typed), "value")
        self.new_button = widgets.Button(description="New question", icon="refresh")
        self.new_button.on_click(self.panel.guard(lambda _: self.new_question()))
        self.controls = widgets.HBox([self.typed, self.new_button])
        super().__init__(self._parts())
        self.add_class("tutorial-quiz")
        self.add_class(f"tutorial-quiz-{kind.replace(' ', '-')}")  # for pages and tests
        self._show()

    # -- answering ------------------------------------------------------------------
    def choose(self, choice: Hashable) -> Verdict:
        """Answer the question with ``choice`` (what a click or a number gives).

        Raises :class:`~tutorial.core.errors.IllegalMove` (and counts
        nothing) if the question is answered already or ``choice`` is not
        one of its answers.
        """
        if self.verdict is not None:
            raise IllegalMove(RULE_QUIZ, "this question is answered: press New question")
        verdict = answer(self.question, choice)
        self.verdict = verdict
        self.score = self.score.after(verdict.correct)
        self.board.reveal(verdict)
        self.panel.show(verdict.explanation)
        self._show_header()
        return verdict

    def type_number(self, number: int) -> None:
        """Answer with the candidate numbered ``number`` (from 1), as the keyboard does."""
        self.choose(self.question.numbered(number).answer)

    def press_key(self, key: str) -> None:
        """A key pressed on the focused board: 1 to 9 answer (the board's own keys still pan)."""
        if len(key) == 1 and key in "123456789":
            self.type_number(int(key))

    def new_question(self) -> None:
        """The next question of the same seed (the score is kept), on a board of its own.

        A new board rather than the old one redrawn: its legend comes from
        the new position, which may seat another number of players.
        """
        self.number += 1
        self.question = question(self.kind, self.seed, self.number)
        self.verdict = None
        self.panel = ExplanationPanel()
        self.board = self._new_board()
        self.children = self._parts()
        self._show()

    def _new_board(self) -> QuizBoard:
        """A board for the current question, reporting errors to the current panel."""
        board = QUIZ_BOARDS[self.kind](self.question, self.choose, self.panel.show_error)
        for canvas in board.canvases():
            canvas.on_key_down(self.panel.guard(self._on_key))
        return board

    def _parts(self) -> tuple[widgets.Widget, ...]:
        """The quiz's widgets, top to bottom."""
        board = self.board.widget
        return (self.header, self.prompt, board, self.answers, self.controls, self.panel)

    # -- reading ----------------------------------------------------------------------
    @property
    def text(self) -> str:
        """The quiz as plain text: header, question and answers, board, and verdict."""
        parts = [self._header_text(), self.question.text(), self.board.text()]
        if self.panel.text:
            parts.append(self.panel.text)
        return "\n\n".join(parts)

    def __str__(self) -> str:
        return self.text

    # -- drawing ----------------------------------------------------------------------
    def _header_text(self) -> str:
        return f"{TITLES[self.kind]} Seed {self.seed}, question {self.number}. Score: {self.score}."

    def _show_header(self) -> None:
        self.header.value = (
            f'<div style="font:15px sans-serif"><b>{html.escape(TITLES[self.kind])}</b><br>'
            f'Seed <b class="quiz-seed">{self.seed}</b>, question {self.number} &middot; '
            f'Score: <b class="quiz-score">{self.score.right} / {self.score.asked}</b></div>'
        )

    def _show(self) -> None:
        self._show_header()
        self.prompt.value = (
            f'<div style="font:14px sans-serif;max-width:900px">'
            f"{html.escape(self.question.prompt)}</div>{legend_html(self.board.legend())}"
        )
        candidates = self.question.candidates
        items = "".join(f"<li>{html.escape(c.label)}</li>" for c in candidates)
        shown = " open" if len(candidates) <= OPEN_LIST else ""
        self.answers.value = (
            f'<details{shown} style="font:13px sans-serif"><summary>The answers, numbered '
            "(type a number, or press it on the focused board)</summary>"
            f'<ol style="margin:2px 0">{items}</ol></details>'
        )
        self.typed.value = ""

    def _on_typed(self, change: dict) -> None:
        text = change["new"].strip()
        if not text:
            return
        if not text.isdigit():
            raise IllegalMove(RULE_QUIZ, f"type the number of an answer, not {text!r}")
        self.type_number(int(text))

    def _on_key(self, key: str, *_modifiers: bool) -> None:
        self.press_key(key)
