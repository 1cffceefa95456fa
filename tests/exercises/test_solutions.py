"""The reference solutions pass every check; typical wrong ones fail, with the position shown."""

from __future__ import annotations

import importlib

import pytest

from tests.exercises import wrong
from tutorial.exercises import EXERCISES, check, exercise, solution_path


@pytest.mark.parametrize("name", list(EXERCISES))
def test_the_reference_solution_passes_every_position(name):
    module = importlib.import_module(f"tutorial.exercises.solutions.{name}")
    result = check(getattr(module, exercise(name).function), name)
    assert result.ok, result.text()
    assert result.passed == result.total == exercise(name).count


@pytest.mark.parametrize("name", list(EXERCISES))
def test_the_solution_file_is_where_the_notebook_says(name):
    path = solution_path(name)
    assert path.is_file()
    assert f"def {exercise(name).function}(" in path.read_text(encoding="utf-8")


WRONG = [
    ("closest_mines", wrong.distances_with_a_stack, "the shortest road path crosses"),
    ("closest_mines", wrong.distances_off_by_one, "the shortest road path crosses"),
    ("silver_trail", wrong.mine_groups_without_find, "your group is"),
    ("carcassonne_features", wrong.features_without_find, "which yours does not"),
    ("feature_completion", wrong.completed_counting_one_end, "your answer leaves it out"),
    ("feature_completion", wrong.completed_forgetting_loops, "your answer leaves it out"),
    ("cardinalbot_route", wrong.route_ignoring_tablets, "as short as can be, but crosses"),
    ("ucb_selection", wrong.choose_child_log_of_child_visits, "scores more"),
    ("ucb_selection", wrong.choose_child_forgetting_unvisited, "has never been visited"),
    ("ucb_selection", wrong.choose_child_mean_only, "scores more"),
    ("ucb_selection", wrong.choose_child_integer_division, "scores more"),
    ("ucb_selection", wrong.choose_child_last_of_ties, "wins the tie"),
]


@pytest.mark.parametrize(("name", "function", "why"), WRONG, ids=[w[1].__name__ for w in WRONG])
def test_a_typical_mistake_fails_with_the_differing_position(name, function, why):
    result = check(function, name)
    failure = result.failure
    assert failure is not None, f"{function.__name__} passed every position"
    assert failure.error is None
    assert failure.position.number == result.passed + 1
    # The position really is one where the two answers differ.
    ex = exercise(name)
    theirs = ex.read(function(**failure.position.arguments))
    assert theirs == failure.theirs
    assert ex.compare(failure.position, theirs)
    assert why in failure.why
    # The plain text shows the position, both answers and the difference.
    text = result.text()
    assert failure.position.text in text
    assert f"Engine's answer: {ex.describe(failure.position.answer)}" in text
    assert f"Your answer:     {ex.describe(theirs)}" in text
    # Both answers are marked for the board.
    roles = {m.role for m in ex.marks(failure.position, theirs)}
    assert roles & {"engine", "engine route"}
    assert roles & {"yours", "your route"} or not theirs


def test_the_stack_fails_on_a_loop_that_the_queue_gets_right():
    result = check(wrong.distances_with_a_stack, "closest_mines")
    position = result.failure.position
    mines = position.answer
    theirs = result.failure.theirs
    assert any(theirs[m] > mines[m] for m in mines if m in theirs)


def test_the_forgotten_loop_fails_on_a_ring():
    from tutorial.exercises.feature_completion import loops

    result = check(wrong.completed_forgetting_loops, "feature_completion")
    assert loops(result.failure.position.game) > 0


def test_off_by_one_fails_at_the_first_position():
    result = check(wrong.distances_off_by_one, "closest_mines")
    assert result.failure.position.number == 1


def test_the_ucb_check_names_the_parent_visits_where_the_child_visits_were_used():
    result = check(wrong.choose_child_log_of_child_visits, "ucb_selection")
    position = result.failure.position
    visits = {child[1] for child in position.arguments["children"]}
    assert position.arguments["parent_visits"] not in visits  # ln N and ln n really differ
    assert f"visited {position.arguments['parent_visits']} times" in position.text


def test_the_ucb_positions_hold_every_edge_case_and_real_trees():
    sources = {p.game.source.split(",")[0] for p in exercise("ucb_selection").positions(0, 200)}
    assert sources == {
        "Nim",
        "Cerro Gordo",
        "by hand: one child never visited",
        "by hand: two children tied",
        "by hand: no exploration (c = 0)",
    }
