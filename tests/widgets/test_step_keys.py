"""A step-through by keyboard: the cursor on the graph's nodes, Enter chooses, s/u/y step."""

from __future__ import annotations

import pytest

from tutorial.widgets import palette
from tutorial.widgets.bfs_view import TWO_ROUTES, TWO_ROUTES_POSITIONS, BfsView
from tutorial.widgets.keyboard import explanation_sentence
from tutorial.widgets.step_keys import STEP_WORDING

from .helpers import roles


@pytest.fixture
def view():
    """A diamond with a tail: A (0, 1) left, B (1, 0) up, C (1, 2) down, D (2, 1), E (3, 1)."""
    return BfsView(TWO_ROUTES, "A", goal="E", positions=TWO_ROUTES_POSITIONS)


def press(view, *keys: str) -> str:
    for key in keys:
        view.keyboard.press(key)
    return view.keyboard.sentence


def step_sentence(view) -> str:
    """What the live region says of the step shown: its heading, line and sentence."""
    return explanation_sentence(view.explanation)


def test_the_cursor_appears_on_the_start_and_is_drawn_as_a_cursor_mark(view):
    assert view.key_player.cursor is None and palette.CURSOR not in roles(view.drawing.marks)
    said = press(view, "ArrowRight")  # the first arrow shows the cursor where the search starts
    assert view.key_player.cursor == "A"
    assert said == "A: visited, waiting in the frontier, distance 0. The search starts here."
    assert roles(view.drawing.marks)[palette.CURSOR] == ("A",)


def test_arrows_go_to_the_nearest_node_that_way_and_say_it(view):
    press(view, "ArrowRight")
    assert press(view, "ArrowRight") == "D: not visited yet. Enter makes it the search's start."
    press(view, "ArrowUp")
    assert view.key_player.cursor == "B"
    assert press(view, "ArrowUp") == "No node further up of B: n goes to the next node."
    assert view.key_player.cursor == "B"
    press(view, "n", "n")  # the graph's order, whatever the drawing: B, C, D
    assert view.key_player.cursor == "D"
    assert roles(view.drawing.marks)[palette.CURSOR] == ("D",)


def test_enter_chooses_the_start_as_a_click_on_the_node_does(view):
    clicked = BfsView(TWO_ROUTES, "A", goal="E", positions=TWO_ROUTES_POSITIONS)
    clicked.click(*clicked.drawing.centres["D"])
    view.show(5)
    said = press(view, "ArrowRight", "ArrowRight", "Enter")  # the cursor on A, then on D
    assert view.start == clicked.start == "D"
    assert view.events == clicked.events and view.index == clicked.index == 0
    assert said == f"D is the search's start now. {step_sentence(view)}"
    assert said.endswith("Start at D: distance 0; the frontier holds D.")
    assert roles(view.drawing.marks)[palette.CURSOR] == ("D",)  # the cursor stays drawn


def test_enter_before_any_arrow_says_what_may_be_chosen(view):
    said = press(view, "Enter")
    assert said.startswith("Move the cursor with the arrows first.")
    assert view.start == "A" and view.index == 0


def test_s_u_y_step_and_the_live_region_says_each_step(view):
    said = press(view, "s")
    assert view.index == 1
    assert (
        said
        == step_sentence(view)
        == (
            "Step 1 of 27, line 3: u = take the node at the front of frontier. "
            "Take u = A from the front of the frontier (distance 0)."
        )
    )
    press(view, "s")
    assert press(view, "u") == f"{STEP_WORDING.history['u']} {step_sentence(view)}"
    assert view.index == 1
    assert press(view, "y") == f"One step on: {step_sentence(view)}" and view.index == 2
    # A pseudocode line ending in ":" is said without it.
    assert step_sentence(view).startswith("Step 2 of 27, line 4: for each neighbour v of u. ")


def test_the_ends_of_the_trace_are_said(view):
    assert press(view, "u") == "Nothing to go back to: this is the first step."
    view.show(len(view.events) - 1)
    assert press(view, "s") == "Step did nothing: this is the last step."
    assert press(view, "y") == "Nothing further: this is the last step."


def test_next_the_slider_and_a_click_are_said_too(view):
    view.next_button.click()
    assert view.keyboard.sentence == step_sentence(view) and view.index == 1
    view.slider.value = 6
    assert view.keyboard.sentence.startswith("Step 6 of 27")
    view.click(*view.drawing.centres["E"])
    assert view.keyboard.sentence.endswith("Start at E: distance 0; the frontier holds E.")


def test_l_lists_the_nodes_and_t_shows_the_step_as_text(view):
    said = press(view, "l")
    assert said == (
        "Enter on any of these 5 makes it the search's start: A, B, C, D, E. "
        "Now the search's start is A."
    )
    press(view, "s", "t")
    assert view.keyboard.text_shown and view.keyboard.player.text_board() == view.text(1)
    assert "Take u = A from the front of the frontier" in view.keyboard.text.value


def test_keys_that_do_nothing_here_say_so_and_tab_leaves(view):
    for key in ("Escape", "r", "3"):
        assert press(view, key) and view.start == "A" and view.index == 0
    press(view, "Tab")  # sends the focus on (Next): must not raise
    view.keyboard.press("Tab", shift=True)
    assert STEP_WORDING.hint in view.keyboard.hint.value
    # ... and the list of keys does not offer them.
    listed = view.keyboard.help.value
    assert "list the legal choices" in listed
    for missing in ("rotate the tile", "take the numbered choice", "pan, zoom in"):
        assert missing not in listed
