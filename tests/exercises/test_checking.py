"""The check itself: errors kept as data, answers read, positions reproducible by seed."""

from __future__ import annotations

import pytest

from tutorial.exercises import EXERCISES, check, exercise


def road_distances_that_divide_by_zero(start, neighbours, mines):
    mine = next(iter(mines))
    return {mines[mine]: len(neighbours[start]) // 0}


def test_an_exception_in_the_learners_code_is_kept_as_data():
    result = check(road_distances_that_divide_by_zero, "closest_mines")
    failure = result.failure
    assert failure is not None and failure.theirs is None
    error = failure.error
    assert error.kind == "ZeroDivisionError"
    assert error.message == "integer division or modulo by zero"
    code = road_distances_that_divide_by_zero.__code__
    assert error.line == code.co_firstlineno + 2
    assert error.code == "return {mines[mine]: len(neighbours[start]) // 0}"
    assert result.passed == 0 and failure.position.number == 1
    assert "Traceback" not in result.text()
    assert "your function raised ZeroDivisionError" in result.summary()


def test_a_wrong_number_of_parameters_is_an_error_too():
    result = check(lambda start, mines: {}, "closest_mines")
    assert result.failure.error.kind == "TypeError"
    assert "neighbours" in result.failure.error.message
    assert result.failure.error.line is None


def test_an_answer_of_the_wrong_shape_says_what_shape_is_wanted():
    result = check(lambda start, neighbours, mines: [1, 2], "closest_mines")
    assert result.failure.error is None and result.failure.theirs is None
    assert "expected a dict {mine number: road tiles crossed}, got list" in result.failure.why
    assert "Your answer:     [1, 2]" in result.text()


def test_a_function_that_changes_its_arguments_cannot_spoil_the_next_position():
    from tutorial.exercises.solutions.silver_trail import mine_groups

    def clearing(nodes, links, mines):
        answer = mine_groups(nodes, links, mines)
        nodes.clear()
        links.clear()
        mines.clear()
        return answer

    assert check(clearing, "silver_trail", count=40).ok


def test_the_stub_fails_at_the_first_position_with_the_engines_answer_marked():
    result = check(lambda start, neighbours, mines: {}, "closest_mines")
    failure = result.failure
    assert failure.position.number == 1 and failure.theirs == {}
    marks = exercise("closest_mines").marks(failure.position, failure.theirs)
    engine = next(m for m in marks if m.role == "engine")
    state = failure.position.game
    cells = {m.number: m.cell for m in state.mines}
    assert engine.places == tuple(cells[m] for m in failure.position.answer)


@pytest.mark.parametrize("name", list(EXERCISES))
def test_positions_are_reproducible_by_seed(name):
    make = exercise(name).positions
    first, again, other = make(3, 30), make(3, 30), make(4, 30)
    assert [p.text for p in first] == [p.text for p in again]
    assert [p.answer for p in first] == [p.answer for p in again]
    assert [p.text for p in first] != [p.text for p in other]
    assert [p.number for p in first] == list(range(1, 31))


@pytest.mark.parametrize(
    ("name", "size"),
    [
        ("closest_mines", lambda p: len(p.game.tiles)),
        ("silver_trail", lambda p: len(p.game.tiles)),
        ("carcassonne_features", lambda p: len(p.game.board)),
        ("feature_completion", lambda p: len(p.game.board)),
        ("cardinalbot_route", lambda p: len(p.game.maps[0].spaces)),
    ],
)
def test_small_positions_come_first_and_questions_are_not_repeated(name, size):
    positions = exercise(name).positions(0, exercise(name).count)
    sizes = [size(p) for p in positions]
    assert sizes == sorted(sizes) and sizes[0] < sizes[-1]
    assert len({p.text for p in positions}) == len(positions)


def test_a_seed_gives_the_same_failure():
    first = check(lambda start, neighbours, mines: {}, "closest_mines", seed=7)
    again = check(lambda start, neighbours, mines: {}, "closest_mines", seed=7)
    assert first.text() == again.text()


def test_an_unknown_exercise_names_the_known_ones():
    with pytest.raises(KeyError, match="closest_mines, silver_trail"):
        exercise("closest_mine")


@pytest.mark.parametrize(
    ("name", "returned", "why"),
    [
        ("silver_trail", [{1, 2}, {2}], "2 is in two groups"),
        ("silver_trail", [{"M1"}], "a group holds mine numbers (whole numbers), found 'M1'"),
        ("carcassonne_features", [[[0, 0], 1]], "a group holds nodes (cell, index)"),
        ("cardinalbot_route", "sab", "expected a route, a list of spaces"),
        ("cardinalbot_route", [["s"]], "a route lists space ids (strings)"),
        ("carcassonne_features", [[((0, [0]), 1)]], "your answer cannot be read: unhashable"),
    ],
)
def test_answers_of_the_wrong_shape_stop_the_check_with_a_sentence(name, returned, why):
    result = check(lambda **_: returned, name, count=5)
    assert result.failure.position.number == 1
    assert result.failure.error is None and result.failure.theirs is None
    assert why in result.failure.why
    assert f"Your answer:     {returned!r}" in result.text()


def test_stopping_a_function_that_runs_for_ever_is_reported_not_raised():
    def road_distances(start, neighbours, mines):
        raise KeyboardInterrupt  # what pressing Stop raises inside an endless loop

    result = check(road_distances, "closest_mines")
    assert result.failure.error.kind == "KeyboardInterrupt"
    assert (
        result.failure.error.code
        == "raise KeyboardInterrupt  # what pressing Stop raises inside an endless loop"
    )
    assert "goes round a loop of roads for ever" in result.failure.why
