"""The widgets of the exercises: a check on the game's board, hints one at a time, solutions."""

from __future__ import annotations

import pytest

from tests.exercises import wrong
from tutorial.exercises import EXERCISES, exercise
from tutorial.exercises import check as check_result
from tutorial.exercises.solutions.cardinalbot_route import best_route
from tutorial.widgets.carcassonne.board import BoardView as CarcassonneBoard
from tutorial.widgets.cerro_gordo.board import BoardView as CerroGordoBoard
from tutorial.widgets.exercises import CheckView, HintBox, SolutionBox, check


def test_a_failing_check_marks_both_answers_on_the_cerro_gordo_board():
    view = check(wrong.distances_with_a_stack, "closest_mines")
    failure = view.result.failure
    assert isinstance(view.board, CerroGordoBoard)
    assert view.board.state is failure.position.game
    roles = [h.role for h in view.board.highlights]
    assert roles == ["yours", "asked", "engine", "engine route"]  # washes under frames
    yours = next(h for h in view.board.highlights if h.role == "yours")
    assert yours.labels == tuple(str(d) for d in failure.theirs.values())
    text = view.board.describe()
    assert "your answer (orange wash" in text and "the engine's answer (blue frame" in text
    html = "".join(getattr(c, "value", "") for c in view.children)
    assert "your answer" in html and "the engine&#x27;s answer" in html
    assert "The position as plain text" in html


def test_a_failing_check_marks_the_feature_on_the_carcassonne_board():
    view = check(wrong.completed_forgetting_loops, "feature_completion")
    assert isinstance(view.board, CarcassonneBoard)
    roles = {m.role for m in view.board.marks}
    assert "engine" in roles and "yours" not in roles  # the engine's loop is complete, theirs not
    assert "the engine's answer" in view.board.describe()


def test_a_failing_route_draws_both_routes_on_the_map():
    view = check(wrong.route_ignoring_tablets, "cardinalbot_route")
    failure = view.result.failure
    drawing_marks = {m.role: m for m in view.marks}
    engine = failure.position.answer
    assert drawing_marks["engine route"].places == tuple(zip(engine, engine[1:], strict=False))
    theirs = failure.theirs
    assert drawing_marks["your route"].places == tuple(zip(theirs, theirs[1:], strict=False))
    assert "the engine's route or path" in view.text()


def test_an_error_in_the_learners_code_is_shown_with_the_engines_answer():
    def road_distances(start, neighbours, mines):
        return {1: neighbours[start][5]}

    view = check(road_distances, "closest_mines")
    html = view.children[1].value
    assert "IndexError: list index out of range" in html
    assert "return {1: neighbours[start][5]}" in html
    assert {h.role for h in view.board.highlights} >= {"asked", "engine"}


def test_a_passing_check_says_so_and_draws_no_board():
    view = check(best_route, "cardinalbot_route", count=30)
    assert view.board is None and len(view.children) == 1
    assert "All 30 positions pass" in view.heading.value


@pytest.mark.parametrize("name", list(EXERCISES))
def test_the_stub_of_every_exercise_is_drawn(name):
    stub_answers = {"closest_mines": {}}
    answer = stub_answers.get(name, [])
    view = CheckView(check_result(lambda **_: answer, name, count=20))
    assert view.board is not None
    assert any(m.role in ("engine", "engine route") for m in view.marks)


def test_hints_unfold_one_at_a_time():
    box = HintBox("silver_trail")
    hints = exercise("silver_trail").hints
    assert box.area.value == "" and "0 of 5" in box.count.value
    box.button.click()
    assert "parent" in box.area.value and box.area.value.count("<li>") == 1
    for _ in range(len(hints) - 1):
        box.button.click()
    assert box.area.value.count("<li>") == len(hints) and box.button.disabled
    assert f"{len(hints)} of {len(hints)}" in box.count.value


def test_the_solution_stays_hidden_until_asked():
    box = SolutionBox("closest_mines")
    assert "popleft" not in box.area.value
    assert "%load " in box.area.value and str(box.path) in box.area.value
    box.button.click()
    assert "popleft" in box.area.value and box.button.disabled


def test_a_failing_ucb_check_draws_the_children_with_both_picks():
    view = check(wrong.choose_child_forgetting_unvisited, "ucb_selection")
    failure = view.result.failure
    table = view.board.value
    assert f"Parent visits N = {failure.position.arguments['parent_visits']}" in table
    assert table.count("<tr") == len(failure.position.arguments["children"]) + 1
    assert "∞ (never visited)" in table
    engine_row = next(r for r in table.split("<tr") if failure.position.answer in r)
    your_row = next(r for r in table.split("<tr") if failure.theirs in r)
    assert "outline:3px" in engine_row and "background" in your_row
    assert "your pick (orange wash)" in view.children[3].value
