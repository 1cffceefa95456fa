"""Tiletum chapter 7 (the Cardinalbot): what its prose promises about its views."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.tiletum.routes import best_route

NOTEBOOK = notebook("tiletum/07_cardinalbot.ipynb")


def walk_to_the_end(stepper) -> str:
    """Press Next until it is disabled; the text of the last step."""
    while not stepper.next_button.disabled:
        stepper.next_button.click()
    return stepper.text(stepper.index)


def test_reach_stops_at_the_first_ring_with_a_town_to_build_in(chapter):
    decision = chapter["decision"]
    assert [r.reach for r in decision.reaches] == [0, 1, 2]
    assert decision.reaches[-1].kind == "mine"
    assert decision.reaches[-1].found[0] == ("mine", ((1, "c"), (1, "e"), (3, "h")))


def test_the_table_is_decided_by_your_prospector_on_map_three(chapter):
    view = chapter["view"]
    assert [row[0] for row in view.table_rows()][0] == "Talc (map III, space h)"
    assert view.deciding_column == 0


def test_next_walks_the_route_search_to_the_decisions_route(chapter):
    stepper = chapter["stepper"]
    stepper.show(0)
    text = walk_to_the_end(stepper)
    assert "the route is s → d → h (2 steps, 1 tablet)" in text
    assert stepper.route == chapter["decision"].route.spaces
    assert stepper.drawing.lit_tablets == ("t1",)


def test_the_fodina_search_improves_c_from_b(chapter):
    fodina = chapter["fodina"]
    event = fodina.events[chapter["improved"]]
    assert event.kind == "improve" and event.neighbour == "c" and event.node == "b"
    assert fodina.route == ("s", "b", "c")


def test_try_this_by_keys_searches_the_route_to_t(chapter):
    """The Try this by keys: the first arrow shows the cursor on Talc (h), three more
    go right (o, r, t), Enter searches the route to Adamas."""
    stepper = chapter["stepper"]
    keys = stepper.keyboard
    for key in ("ArrowRight",) * 4:
        keys.press(key)
    assert keys.sentence.startswith("Space t of Underground map III, side B: the Town Adamas")
    keys.press("Enter")
    assert stepper.goal == "t" and stepper.index == 0
    assert keys.sentence.startswith("t is the route's goal now. Step 0 of ")
    while not stepper.next_button.disabled:
        keys.press("s")
    assert "the route is s → d → h → k → o → r → t (6 steps, 3 tablets)" in keys.sentence


def test_try_this_click_t_searches_the_route_there(chapter):
    stepper = chapter["stepper"]
    x, y = stepper.drawing.centres["t"]
    stepper.click(x, y)  # what a click on Adamas does
    assert stepper.goal == "t" and stepper.index == 0
    text = walk_to_the_end(stepper)
    assert "the route is s → d → h → k → o → r → t (6 steps, 3 tablets)" in text
    assert "It crosses the uncovered tablet(s) t1, t3, t5." in text


def test_try_this_covering_t1_changes_the_route(chapter):
    covered = chapter["decision_t1"]
    assert covered.chosen.town == (3, "h")  # the same Town, another way
    assert covered.route.spaces == ("s", "b", "h") and covered.tablets == ()
    umap = chapter["map_three"]
    assert best_route(umap, ["s"], "h", {"t1", "t2"}).spaces == ("s", "b", "h")
