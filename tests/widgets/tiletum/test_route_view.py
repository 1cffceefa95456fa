"""RouteStepper: the Cardinalbot's route search, line by line, on an Underground map."""

from __future__ import annotations

import pytest

from tutorial.tiletum.cardinalbot import prospector_decision
from tutorial.tiletum.maps import standard_maps, underground_map
from tutorial.tiletum.routes import ROUTE_PSEUDOCODE, best_route, route_trace
from tutorial.widgets import palette
from tutorial.widgets.keyboard import explanation_sentence
from tutorial.widgets.tiletum import RouteStepper

from ..helpers import lit_lines, plain, roles


@pytest.fixture
def stepper(here):
    return RouteStepper(here.map(3), ["s"], "t", underground=here)


def test_the_steps_are_the_engines_trace(stepper, here):
    umap = here.map(3)
    assert stepper.covered == {"t2"}  # from the underground
    assert stepper.events == list(route_trace(umap, ["s"], "t", {"t2"}))
    assert stepper.slider.max == len(stepper.events) - 1


@pytest.mark.parametrize("umap", standard_maps(), ids=lambda m: f"{m.numeral}-{m.side}")
def test_the_route_drawn_at_the_end_is_best_route(umap):
    goal = umap.spaces[-1].id
    covered = {umap.tablets[0].id}
    stepper = RouteStepper(umap, [umap.start], goal, covered=covered)
    assert stepper.events == list(route_trace(umap, [umap.start], goal, covered))
    stepper.show(len(stepper.events) - 1)
    route = best_route(umap, [umap.start], goal, covered)
    drawn = roles(stepper.drawing.marks)["route"]
    assert drawn == tuple(zip(route.spaces, route.spaces[1:], strict=False))
    assert stepper.route == route.spaces
    assert stepper.drawing.lit_tablets == route.tablets
    assert lit_lines(stepper) == [11]


def test_next_lights_the_next_line_and_updates_the_data(stepper):
    assert lit_lines(stepper) == [1]
    assert "frontier (best cost first; steps,tablets): s (0,0)" in plain(stepper.data.value)
    stepper.next_button.click()
    assert lit_lines(stepper) == [3]
    data = plain(stepper.data.value)
    assert "u = s" in data and "frontier (best cost first; steps,tablets): empty" in data
    assert "taken (settled: cost final): {s}" in data
    stepper.next_button.click()
    assert lit_lines(stepper) == [6, 7]
    assert "Look at neighbour v = a of u = s" in plain(stepper.caption.value)
    stepper.next_button.click()
    assert lit_lines(stepper) == [8]
    assert roles(stepper.drawing.marks)["edge new"] == (("s", "a"),)
    stepper.prev_button.click()
    assert lit_lines(stepper) == [6, 7]


def test_an_improved_cost_is_drawn_and_said():
    # I-A from s to c: reached from a (no tablet), then improved from b (tablet t1).
    stepper = RouteStepper(underground_map("I", "A"), ["s"], "c")
    improve = next(i for i, e in enumerate(stepper.events) if e.kind == "improve")
    stepper.show(improve)
    marks = roles(stepper.drawing.marks)
    assert marks["edge improved"] == (("b", "c"),)
    assert ("c", "b") in marks["parent"]
    assert lit_lines(stepper) == [9]
    assert "beats c's cost" in plain(stepper.caption.value)
    # The frontier holds c twice: its old entry stays until taken.
    assert [n for n, _ in stepper.events[improve].frontier].count("c") == 2
    assert "c (2,1)" in plain(stepper.data.value) and "c (2,0)" in plain(stepper.data.value)


def test_costs_are_written_on_the_spaces(stepper):
    stepper.show(10)
    event = stepper.events[10]
    marks = {m.role: m for m in stepper.drawing.marks}
    assert marks["settled"].nodes == event.taken
    for node, label in zip(marks["queued"].nodes, marks["queued"].labels, strict=True):
        cost = event.cost[node]
        assert label == f"{cost.steps},{cost.tablets}"
    assert marks["goal"].nodes == ("t",)


def test_clicking_a_space_searches_the_route_there(stepper):
    x, y = stepper.drawing.centres["h"]
    stepper.show(7)
    stepper.click(x + 2, y + 2)
    assert stepper.goal == "h" and stepper.index == 0
    assert stepper.route == best_route(stepper.umap, ["s"], "h", {"t2"}).spaces
    stepper.guard(stepper.click, 1, 1)
    assert "no space at pixel (1, 1)" in plain(stepper.message.value)


def test_enter_on_the_cursor_searches_the_route_there_as_a_click_does(stepper, here):
    clicked = RouteStepper(here.map(3), ["s"], "t", underground=here)
    clicked.click(*clicked.drawing.centres["h"])
    keys = stepper.keyboard
    for key in ("ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowDown"):  # t (the goal), n, g, h
        keys.press(key)
    assert stepper.key_player.cursor == "h"
    assert keys.sentence.startswith("Space h of Underground map III, side B: the Town Talc")
    assert keys.sentence.endswith("No cost yet. Enter makes it the route's goal.")
    assert roles(stepper.drawing.marks)[palette.CURSOR] == ("h",)
    keys.press("Enter")
    assert stepper.goal == clicked.goal == "h" and stepper.index == 0
    assert stepper.events == clicked.events and stepper.route == clicked.route
    step = explanation_sentence(stepper.explanation)
    assert keys.sentence == f"h is the route's goal now. {step}"
    assert step.startswith("Step 0 of 41, line 1: cost[s] = (0 steps, 0 tablets)")


def test_s_and_u_step_and_the_cursor_says_the_costs_of_the_step(stepper):
    keys = stepper.keyboard
    for key in ("s", "s", "s"):
        keys.press(key)
    assert stepper.index == 3 and lit_lines(stepper) == [8]
    assert keys.sentence == explanation_sentence(stepper.explanation)
    assert keys.sentence.startswith("Step 3 of ") and "a had no cost: now 1 step" in keys.sentence
    keys.press("u")
    assert stepper.index == 2 and keys.sentence.startswith("One step back: Step 2 of ")
    keys.press("y")  # step 3 again: a has a cost
    for key in ("ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowLeft"):  # t (the goal), n, g, a
        keys.press(key)
    assert stepper.key_player.cursor == "a" and stepper.index == 3
    assert keys.sentence.endswith(
        "Waiting in the frontier, best cost so far 1 step, 0 tablets, "
        "parent s. Enter makes it the route's goal."
    )


def test_from_a_decision(here):
    decision = prospector_decision(here, ("mine", "pillar", "house"))
    stepper = RouteStepper.from_decision(decision, here)
    assert stepper.goal == decision.chosen.town[1] and stepper.umap.number == 3
    assert stepper.route == decision.route.spaces


def test_plain_text_of_every_step(stepper):
    everything = stepper.text()
    assert everything.count("Step ") == len(stepper.events)
    end = stepper.text(len(stepper.events) - 1)
    assert "the route is s → d → h → k → o → r → t (6 steps, 3 tablets)" in end
    assert "It crosses the uncovered tablet(s) t1, t3, t5." in end
    assert len(ROUTE_PSEUDOCODE) == 11


def test_a_step_is_one_message(stepper, messages):
    sent = len(messages)
    stepper.next()
    assert len(messages) == sent + 1


def test_bad_spaces():
    with pytest.raises(ValueError, match="'zz' is not a space of map I, side A"):
        RouteStepper(underground_map("I", "A"), ["s"], "zz")
    with pytest.raises(ValueError, match="at least one space"):
        RouteStepper(underground_map("I", "A"), [], "c")
