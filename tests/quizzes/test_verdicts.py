"""Answers: right, wrong (with the explanation), refused, and the score."""

from __future__ import annotations

import pytest

from tutorial.core.errors import IllegalMove
from tutorial.quizzes import KINDS, Score, answer, question
from tutorial.quizzes.questions import Candidate, Question


@pytest.fixture(scope="module", params=list(KINDS))
def asked(request) -> Question:
    return question(request.param, 5)


def wrong_answer(q: Question):
    wrong = [c.answer for c in q.candidates if c.answer not in q.right]
    if not wrong:
        pytest.skip("every answer is right (all mines tied)")
    return wrong[0]


def test_right_answer_is_right(asked: Question) -> None:
    for right in asked.right:
        verdict = answer(asked, right)
        assert verdict.correct
        assert verdict.explanation.lines[0].startswith("Right:")
        assert verdict.explanation.title.startswith("Right!")


def test_wrong_answer_is_wrong_and_says_the_answer_with_the_engines_explanation(
    asked: Question,
) -> None:
    choice = wrong_answer(asked)
    verdict = answer(asked, choice)
    assert not verdict.correct
    first = verdict.explanation.lines[0]
    assert asked.candidate(choice).label in first
    assert all(label in first for label in asked.right_labels)
    told = asked.explain()
    assert verdict.explanation.lines[1:] == told.lines
    assert verdict.explanation.highlights == told.highlights


def test_an_answer_not_offered_is_refused(asked: Question) -> None:
    with pytest.raises(IllegalMove, match="not one of this question's answers"):
        answer(asked, ("nowhere", 99))
    with pytest.raises(IllegalMove, match="does not exist"):
        asked.numbered(len(asked.candidates) + 1)


def test_numbers_give_the_candidates_in_order(asked: Question) -> None:
    for number, candidate in enumerate(asked.candidates, start=1):
        assert asked.numbered(number) == candidate
        assert asked.number_of(candidate.answer) == number
    assert asked.text().splitlines()[1].startswith("  1. ")


def test_score_counts_right_out_of_asked() -> None:
    score = Score()
    for correct in (True, False, True):
        score = score.after(correct)
    assert (score.right, score.asked) == (2, 3)
    assert str(score) == "2 right out of 3"


def test_a_question_must_offer_its_right_answer() -> None:
    with pytest.raises(ValueError, match="among its candidates"):
        Question("k", 1, 1, "?", None, (Candidate(1, "one"),), frozenset({2}), explain=None)
    with pytest.raises(ValueError, match="once"):
        Question("k", 1, 1, "?", None, (Candidate(1, "a"), Candidate(1, "b")), frozenset({1}), None)
