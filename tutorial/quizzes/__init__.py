"""Quizzes made from the games: a position from a real game, a question, the engine's answer.

Five kinds (:data:`KINDS`), each a function ``(seed, number) -> Question``:

- ``"closest mine"`` (Cerro Gordo): which mine is closest to a building by
  road? (:mod:`~tutorial.quizzes.closest_mine`, breadth-first search)
- ``"city"`` (Carcassonne): is this city complete, and if not, where is it
  open? (:mod:`~tutorial.quizzes.city`, union-find and open sides)
- ``"ingot"`` (The Gold Mines): who takes the next ingot of a round robin,
  and from which tile? (:mod:`~tutorial.quizzes.ingot`)
- ``"cardinalbot town"`` (Tiletum): which Town does the Cardinalbot choose?
  (:mod:`~tutorial.quizzes.cardinalbot_town`)
- ``"mcts move"`` (game trees, on Nim): which move does Monte Carlo tree
  search try next? (:mod:`~tutorial.quizzes.mcts_move`, UCB1 selection)

:func:`question` makes question ``number`` of a seed: the same seed gives
the same questions in the same order everywhere, so a class can share one.
:func:`~tutorial.quizzes.questions.answer` checks an answer and returns a
:class:`~tutorial.quizzes.questions.Verdict` with the engine's explanation;
:class:`~tutorial.quizzes.questions.Score` counts right answers.  The quiz
widget is :class:`tutorial.widgets.quizzes.Quiz`.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType

from tutorial.quizzes.cardinalbot_town import cardinalbot_question
from tutorial.quizzes.city import city_question
from tutorial.quizzes.closest_mine import closest_mine_question
from tutorial.quizzes.ingot import ingot_question
from tutorial.quizzes.mcts_move import mcts_move_question
from tutorial.quizzes.questions import Candidate, Question, Score, Verdict, answer

#: Every quiz kind: its name, and the function making question ``number`` of a seed.
KINDS: MappingProxyType[str, Callable[[int, int], Question]] = MappingProxyType(
    {
        "closest mine": closest_mine_question,
        "city": city_question,
        "ingot": ingot_question,
        "cardinalbot town": cardinalbot_question,
        "mcts move": mcts_move_question,
    }
)


def question(kind: str, seed: int, number: int = 1) -> Question:
    """Question ``number`` (from 1) of ``seed`` for quiz ``kind`` (a key of :data:`KINDS`).

    >>> question("city", 1) == question("city", 1)
    True
    """
    if kind not in KINDS:
        raise ValueError(f"unknown quiz kind {kind!r}; known: {', '.join(KINDS)}")
    if number < 1:
        raise ValueError(f"questions are numbered from 1, not {number}")
    return KINDS[kind](seed, number)


__all__ = ["KINDS", "Candidate", "Question", "Score", "Verdict", "answer", "question"]
