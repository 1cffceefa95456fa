"""BfsStepper: the search of "closest mine", one engine step at a time."""

from __future__ import annotations

from tutorial.cerro_gordo.board import closeness, closeness_steps
from tutorial.widgets import BfsStepper


def test_steps_are_the_engine_steps(town):
    stepper = BfsStepper(town, (4, 2))
    assert stepper.steps == list(closeness_steps(town, (4, 2)))
    assert stepper.slider.max == len(stepper.steps) - 1


def test_marks_show_expanded_frontier_and_current(town):
    stepper = BfsStepper(town, (4, 2))
    visited, frontier, current = stepper.marks(0)
    assert visited.cells == ((4, 2),) and visited.labels == ("0",)
    assert set(frontier.cells) == {(4, 1), (4, 3)} and frontier.labels == ("1", "1")
    assert current.cells == ((4, 2),)
    last = stepper.marks(len(stepper.steps) - 1)
    assert last[1].cells == ()  # the queue is empty at the end


def test_step_text(town):
    stepper = BfsStepper(town, (4, 2))
    assert stepper.step_text(0) == (
        "step 0: expand (4, 2) at distance 0; discovered (4, 1), (4, 3); frontier: (4, 1), (4, 3)"
    )
    lines = [stepper.step_text(i) for i in range(len(stepper.steps))]
    reach = closeness(town, (4, 2))
    assert any("reaches Mine 1" in line for line in lines)
    assert lines[-1].endswith(
        "Done: "
        + ", ".join(f"Mine {m}: {d} road tile(s)" for m, d in sorted(reach.roads.items()))
        + f"; closest: Mine {reach.nearest[0]}."
    )
    assert "a mine: the road does not continue" in "".join(lines)


def test_slider_and_buttons_move_through_the_search(town):
    stepper = BfsStepper(town, (4, 2))
    assert stepper.prev_button.disabled
    stepper.next_button.click()
    stepper.next_button.click()
    assert stepper.index == 2 and stepper.slider.value == 2
    stepper.prev_button.click()
    assert stepper.index == 1
    stepper.slider.value = stepper.slider.max
    assert stepper.next_button.disabled
    assert stepper.board.highlights == tuple(stepper.marks(stepper.slider.max))
    assert stepper.step_text(stepper.index) in stepper.text
    assert stepper.step_text(stepper.index) in stepper.line.value.replace("&#x27;", "'")


def test_unconnected_building(town):
    stepper = BfsStepper(town, (8, 2))  # Player 2's building: roads lead south only
    assert "Done:" in stepper.step_text(len(stepper.steps) - 1)
