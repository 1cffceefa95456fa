"""UnionFindStepper: the road network's union-find, one engine step at a time."""

from __future__ import annotations

import html

import pytest

from tutorial.cerro_gordo.board import mine_groups, mine_network, network_nodes, road_edges
from tutorial.cerro_gordo.scenarios import from_map
from tutorial.core.graphs import union_steps
from tutorial.widgets import UnionFindStepper, palette

# The map of chapter 7 before the joining road at (4, 2).
TRAIL = """
M1──────┐ . . . .
. . . . │ . . . .
. . . . . . . . .
. . . . │ . . . .
M2──────┘ . . . .
"""

# After Player 1's road at (4, 2): one network, both mines in it.
JOINED = TRAIL.replace(". . . . . . . . .", ". . . . │ . . . .")

LOOP = """
M1──┬───┐ . M2
. . │ . │ .
. . └───┘ .
"""


@pytest.fixture
def trail():
    return from_map(TRAIL)


def test_steps_are_the_engine_steps(town, trail):
    for state in (town, trail, from_map(JOINED), from_map(LOOP)):
        stepper = UnionFindStepper(state)
        assert len(stepper.steps) == len(road_edges(state))
        assert stepper.steps == list(union_steps(network_nodes(state), road_edges(state)))
        # Position 0 is the start (nothing merged), position k is after k steps.
        assert stepper.slider.max == len(stepper.steps)


def test_last_step_groups_are_the_engines(town, trail):
    for state in (town, trail, from_map(JOINED), from_map(LOOP)):
        stepper = UnionFindStepper(state)
        last = len(stepper.steps)
        network = mine_network(state)
        assert {frozenset(g.cells) for g in stepper.groups(last)} == set(network.groups())
        by_mines = frozenset(frozenset(g.mines) for g in stepper.groups(last) if g.mines)
        assert by_mines == mine_groups(state)
        assert len(stepper.groups(0)) == len(network_nodes(state))
        # After every step, as many groups as the engine reported.
        for k, step in enumerate(stepper.steps, start=1):
            assert len(stepper.groups(k)) == step.groups == len(stepper.sets(k))


def test_groups_keep_their_letter_and_colour_as_they_grow(trail):
    # (The order of a road's connections is the engine's: the tests do not rely on it.)
    stepper = UnionFindStepper(trail)
    assert all(g.name == "" for g in stepper.groups(0))
    first = stepper.groups(1)[0]
    assert (first.name, first.cells) == ("A", tuple(sorted(stepper.steps[0].edge)))
    named = [g for g in stepper.groups(3) if g.name]
    assert len({g.colour for g in named}) == len(named)  # new groups take unused colours
    # Merges keep the older letter: at the end, Mine 1's group is A and Mine 2's is B.
    last = stepper.groups(len(stepper.steps))
    assert [(g.name, g.mines) for g in last] == [("A", (1,)), ("B", (2,))]
    assert last[0].colour == first.colour != last[1].colour


def test_marks_tint_groups_and_draw_the_connection(trail):
    stepper = UnionFindStepper(trail)
    assert [(m.role, len(m.cells)) for m in stepper.marks(0)] == [("alone", 12)]
    edge = stepper.steps[0].edge
    alone, group, link = stepper.marks(1)
    assert alone.role == "alone" and not set(edge) & set(alone.cells) and len(alone.cells) == 10
    assert group.role == palette.group_role(0, mine=(0, 0) in edge)
    assert group.labels == ("A", "A")
    assert link.role == "link merged" and link.cells == edge
    last = stepper.marks(len(stepper.steps))
    assert [m.role for m in last] == [
        palette.group_role(0, mine=True),
        palette.group_role(1, mine=True),
        "link merged",
    ]


def test_a_loop_closes_with_an_already_joined_step():
    stepper = UnionFindStepper(from_map(LOOP))
    joined = [k for k, s in enumerate(stepper.steps, start=1) if not s.merged]
    assert len(joined) == 1
    assert stepper.marks(joined[0])[-1].role == "link joined"
    assert ": already joined, 2 groups left" in stepper.step_text(joined[0])  # Mine 2 alone


def test_step_text_mentions_merges_and_mines(trail):
    stepper = UnionFindStepper(trail)
    lines = [stepper.step_text(k) for k in range(len(stepper.steps) + 1)]
    assert lines[0] == (
        "step 0: 12 groups, every road and mine on its own; no two mines share a group yet"
    )
    (a, b) = stepper.steps[0].edge
    assert lines[1] == f"step 1: {a} - {b}: merged, 11 groups left; no two mines share a group yet"
    assert all(": merged, " in line for line in lines[1:])
    assert lines[-1].startswith("step 10: ")
    assert lines[-1].endswith(": merged, 2 groups left; no two mines share a group yet")


def test_step_text_says_when_mines_join():
    stepper = UnionFindStepper(from_map(JOINED))
    lines = [stepper.step_text(k) for k in range(len(stepper.steps) + 1)]
    # The last merge joins Mine 1's group with Mine 2's (as chapter 7 says).
    assert lines[-1] == (
        "step 12: (4, 3) - (4, 4): merged, 1 group left; Mine 1 and Mine 2 now share group A"
    )
    assert all("share group" not in line for line in lines[:-1])
    stepper.show_step(len(stepper.steps))
    assert lines[-1] in stepper.text


def test_next_prev_and_slider_stay_in_bounds(trail):
    stepper = UnionFindStepper(trail)
    assert stepper.index == 0 and stepper.prev_button.disabled and not stepper.next_button.disabled
    stepper.prev()
    assert stepper.index == 0
    stepper.next_button.click()
    stepper.next_button.click()
    assert stepper.index == 2 and stepper.slider.value == 2
    stepper.prev_button.click()
    assert stepper.index == 1
    stepper.slider.value = stepper.slider.max
    assert stepper.next_button.disabled and stepper.index == len(stepper.steps)
    stepper.next()
    assert stepper.index == len(stepper.steps)
    stepper.show_step(-5)
    assert stepper.index == 0
    stepper.show_step(99)
    assert stepper.index == len(stepper.steps)
    assert stepper.board.highlights == tuple(stepper.marks(stepper.index))
    assert stepper.step_text(stepper.index) in stepper.line.value


def test_a_board_without_roads():
    stepper = UnionFindStepper(from_map("M1. . M2"))
    assert stepper.steps == []
    assert stepper.prev_button.disabled and stepper.next_button.disabled
    assert "every road and mine on its own (no road connects two of them)" in stepper.text
    assert [m.role for m in stepper.marks(0)] == ["alone"]


def test_legend_shows_every_colour_drawn(trail):
    stepper = UnionFindStepper(trail)
    legend = stepper.children[-1].value
    for colour in (*palette.GROUP_COLOURS, palette.BLUE, palette.VERMILLION, palette.GREY):
        assert colour in legend or ", ".join(map(str, palette.rgb(colour))) in legend
    for meaning in ("a group holding a mine", palette.meaning("link joined")):
        assert html.escape(meaning) in legend
