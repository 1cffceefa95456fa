"""The quiz widget: a click and a typed number give the same verdict; the score counts."""

from __future__ import annotations

import pytest

from tutorial.core.errors import IllegalMove
from tutorial.quizzes import KINDS, question
from tutorial.quizzes.city import COMPLETE
from tutorial.widgets.quizzes import Quiz

SEED = 4


def click(quiz: Quiz, choice) -> None:
    """Give ``choice`` as a learner does: a click on its place on the board."""
    board = quiz.board
    if quiz.kind == "closest mine":
        cell = quiz.question.position.state.mines[choice - 1].cell
        view = board.view
        view.click_pixel(*view.geometry.centre(cell))
    elif quiz.kind == "city":
        cell = quiz.question.position.cells[-1] if choice == COMPLETE else choice
        view = board.view
        view.click_pixel(*view.geometry.centre(cell))
    elif quiz.kind == "ingot":
        seat, cell = choice
        board.who.value = seat
        board.view.click_pixel(*board.view.geometry.centre(cell))
    elif quiz.kind == "mcts move":
        board.click_pixel(*board.drawing.centres[(choice,)])
    else:
        number, space = choice
        view = board.maps[number]
        view.click_pixel(*view.drawing.centres[space])


def answers(kind: str) -> list:
    """A right answer and, where there is one, a wrong one."""
    q = question(kind, SEED)
    right = sorted(q.right, key=repr)[0]
    wrong = [c.answer for c in q.candidates if c.answer not in q.right]
    return [right, *wrong[:1]]


@pytest.mark.parametrize("kind", list(KINDS))
def test_click_and_keyboard_give_the_same_verdict(kind: str) -> None:
    for choice in answers(kind):
        clicked, typed, pressed = Quiz(kind, SEED), Quiz(kind, SEED), Quiz(kind, SEED)
        click(clicked, choice)
        assert clicked.verdict is not None, clicked.panel.text
        number = typed.question.number_of(choice)
        typed.typed.value = str(number)  # what Enter in the box sends
        if number <= 9:
            pressed.press_key(str(number))
        else:
            pressed.type_number(number)
        for other in (typed, pressed):
            assert other.verdict is not None, other.panel.text
            assert other.verdict.correct == clicked.verdict.correct
            assert other.verdict.explanation == clicked.verdict.explanation
            assert other.panel.text == clicked.panel.text
        assert clicked.verdict.correct == (choice in clicked.question.right)


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_explanation_is_shown_and_lit_after_an_answer(kind: str) -> None:
    quiz = Quiz(kind, SEED)
    before = quiz.board.text()
    choice = answers(kind)[-1]
    click(quiz, choice)
    assert quiz.verdict.explanation.title in quiz.panel.text
    assert quiz.question.explain().lines[0] in quiz.panel.text
    assert quiz.board.text() != before, "the board lights the explanation"


def test_the_score_counts_each_question_once() -> None:
    quiz = Quiz("city", SEED)
    assert "Seed 4, question 1" in quiz.text
    right, *wrong = answers("city")
    click(quiz, right)
    # A second answer to the same question is refused and counts nothing.
    with pytest.raises(IllegalMove, match="answered"):
        quiz.choose(right)
    quiz.new_question()
    assert quiz.number == 2 and quiz.question == question("city", SEED, 2)
    assert quiz.verdict is None and not quiz.panel.text
    wrong_choice = next(
        c.answer for c in quiz.question.candidates if c.answer not in quiz.question.right
    )
    click(quiz, wrong_choice)
    assert (quiz.score.right, quiz.score.asked) == (1, 2)
    assert "1 / 2" in quiz.header.value and "Score: 1 right out of 2" in quiz.text


def test_a_click_off_the_answers_is_explained_and_not_scored() -> None:
    quiz = Quiz("closest mine", SEED)
    state = quiz.question.position.state
    view = quiz.board.view
    view.click_pixel(*view.geometry.centre(quiz.question.position.building))
    assert quiz.verdict is None and quiz.score.asked == 0
    assert "not a mine" in quiz.panel.text
    gold = Quiz("ingot", SEED)
    _, cell = gold.question.candidates[0].answer
    gold.board.view.click_pixel(*gold.board.view.geometry.centre(cell))
    assert gold.verdict is None and "choose who" in gold.panel.text
    assert state is quiz.question.position.state


def test_typed_text_that_is_not_a_number_is_explained() -> None:
    quiz = Quiz("cardinalbot town", SEED)
    quiz.typed.value = "Fodina"
    assert quiz.verdict is None and "type the number" in quiz.panel.text
    quiz.press_key("ArrowLeft")  # the board's own keys answer nothing
    assert quiz.verdict is None


def test_a_seed_is_picked_and_shown_when_none_is_given() -> None:
    quiz = Quiz("city")
    assert f"Seed {quiz.seed}," in quiz.text
    assert quiz.question == question("city", quiz.seed)


def test_each_question_gets_a_board_whose_legend_seats_its_players() -> None:
    quiz = Quiz("city", 1)
    seated = set()
    for _ in range(4):
        players = len(quiz.question.position.state.players)
        seated.add(players)
        legend = quiz.board.view.children[-1].value
        assert legend.count("s follower") == players
        quiz.new_question()
    assert len(seated) > 1, "the seed's questions seat different numbers of players"


def test_the_ingot_board_labels_each_tile_with_the_players_entitled_to_it() -> None:
    quiz = Quiz("ingot", SEED)
    position = quiz.question.position
    (badges,) = [m for m in quiz.board.view.marks if m.spots]
    drawn = {(cell, label) for cell, _, _, label in badges.spots}
    cells = {cell for _, cell in (c.answer for c in quiz.question.candidates)}
    wanted = {
        (cell, str(seat + 1)) for seat, reach in enumerate(position.reach) for cell in reach & cells
    }
    assert drawn == wanted and drawn
    assert "Entitled to the gold on each tile:" in quiz.board.text()
    assert "a player entitled to the tile" in quiz.prompt.value
