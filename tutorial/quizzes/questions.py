"""What every quiz shares: a question, its candidate answers, a verdict and a score.

A question is a position from a real game (seeded bots play a random number
of turns, and the generator keeps a position where the question is worth
asking), a prompt, the answers a learner may give (each numbered, so a
keyboard can give it as well as a click on the board), the right answer(s),
and an explanation built only when asked for: the engine's own explanation
of the rule, with the same highlights as the chapter that teaches it.

Questions are values: the same kind, seed and number always make the same
question, so a class can share a seed and see the same positions.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass, field, replace

from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.explanation import Explain, Explanation

RULE_QUIZ = "Quiz"


def question_rng(kind: str, seed: int, number: int) -> random.Random:
    """The random numbers of question ``number`` of ``seed``: the same every time, everywhere.

    Python seeds a ``Random`` from a string through SHA-512, so the stream
    does not depend on the process (unlike ``hash()``).

    >>> question_rng("city", 1, 1).random() == question_rng("city", 1, 1).random()
    True
    """
    return random.Random(f"{kind}/{seed}/{number}")


@dataclass(frozen=True)
class Candidate:
    """One answer the learner may give.

    Attributes
    ----------
    answer:
        What choosing it means, as the kind's generator defines it (a mine
        number, a cell, a ``(seat, cell)`` pair, a Town ``(map, space)``).
    label:
        How it reads in a list of answers: ``"Mine 2"``.
    """

    answer: Hashable
    label: str


@dataclass(frozen=True)
class Question:
    """A quiz question: a position, a prompt, the answers, and why the right one is right.

    Attributes
    ----------
    kind:
        The quiz kind (a key of :data:`tutorial.quizzes.KINDS`).
    seed, number:
        Which question this is: question ``number`` of ``seed``.
    prompt:
        What is asked, in words.
    position:
        The position on the board, a kind's own dataclass (the game state
        and what the question points at).
    candidates:
        Every answer the learner may give, numbered from 1 in this order.
    right:
        The right answer(s) (``Candidate.answer`` values).
    explain:
        Builds the explanation of the right answer when first called.
    """

    kind: str
    seed: int
    number: int
    prompt: str
    position: object
    candidates: tuple[Candidate, ...]
    right: frozenset[Hashable]
    explain: Explain = field(compare=False, repr=False)

    def __post_init__(self) -> None:
        answers = [c.answer for c in self.candidates]
        if len(set(answers)) != len(answers):
            raise ValueError("a question lists each candidate answer once")
        if not self.right or not self.right <= set(answers):
            raise ValueError("a question's right answers must be among its candidates")

    def candidate(self, answer: Hashable) -> Candidate:
        """The candidate meaning ``answer``; ``IllegalMove`` if it is not one."""
        for candidate in self.candidates:
            if candidate.answer == answer:
                return candidate
        raise IllegalMove(RULE_QUIZ, f"{quoted(answer)} is not one of this question's answers")

    def numbered(self, number: int) -> Candidate:
        """Candidate ``number`` (from 1), as typed; ``IllegalMove`` if there is none."""
        if not 1 <= number <= len(self.candidates):
            raise IllegalMove(
                RULE_QUIZ, f"answer {number} does not exist: give 1 to {len(self.candidates)}"
            )
        return self.candidates[number - 1]

    def number_of(self, answer: Hashable) -> int:
        """The number (from 1) of the candidate meaning ``answer``."""
        return self.candidates.index(self.candidate(answer)) + 1

    @property
    def right_labels(self) -> tuple[str, ...]:
        """The labels of the right answers, in the candidates' order."""
        return tuple(c.label for c in self.candidates if c.answer in self.right)

    def text(self) -> str:
        """The question in plain words, its answers numbered."""
        lines = [self.prompt]
        lines += [f"  {i}. {c.label}" for i, c in enumerate(self.candidates, start=1)]
        return "\n".join(lines)


@dataclass(frozen=True)
class Verdict:
    """Whether an answer was right, and the engine's explanation of the right answer."""

    question: Question
    choice: Hashable
    correct: bool
    explanation: Explanation

    def __str__(self) -> str:
        return str(self.explanation)


def answer(question: Question, choice: Hashable) -> Verdict:
    """Check ``choice`` against ``question``: right or wrong, and why (the engine's explanation).

    The explanation's first line says what was chosen and, if it was
    wrong, what the right answer is; the rest is the engine's explanation
    of the rule, with its highlights.  A choice that is not one of the
    question's candidates raises :class:`~tutorial.core.errors.IllegalMove`
    and counts for nothing.
    """
    chosen = question.candidate(choice)
    correct = choice in question.right
    told = question.explain()
    right = " or ".join(question.right_labels)
    if correct:
        head, title = f"Right: {chosen.label}.", f"Right! {told.title}"
    else:
        head = f"Not this time: you chose {chosen.label}; the answer is {right}."
        title = f"Not quite. {told.title}"
    return Verdict(question, choice, correct, replace(told, title=title, lines=(head, *told.lines)))


@dataclass(frozen=True)
class Score:
    """Right answers out of questions answered, for a session.

    >>> Score().after(True).after(False)
    Score(right=1, asked=2)
    """

    right: int = 0
    asked: int = 0

    def after(self, correct: bool) -> Score:
        """The score after one more answer."""
        return Score(self.right + int(correct), self.asked + 1)

    def __str__(self) -> str:
        return f"{self.right} right out of {self.asked}"
