"""Carcassonne chapter 4 (features by union-find): what its prose and its "Try this" promise."""

from __future__ import annotations

import pytest

from tests.notebook_runs import notebook
from tutorial.core.grid import Direction, step

from .chapter import click_choice as press
from .chapter import highlighted, shows_feature

#: The middle of a tile's south side (slot 7): where the curve on (1, 0) has its road.
SOUTH_MIDDLE = 7


NOTEBOOK = notebook("carcassonne/04_features_union_find.ipynb")


def test_the_middle_of_a_curve_is_field_and_just_below_it_its_road(chapter):
    app = chapter["loop_app"]
    app.click_cell((1, 0))  # "a click on the middle of a curve lands on its field"
    assert app.inspected is not None and app.state.group(app.inspected).kind == "field"
    app.click_cell((1, 0))  # put away


def test_the_road_of_three_curves_has_two_open_ends_facing_the_gap(chapter):
    app = chapter["loop_app"]
    app.click_cell((1, 0), (0.5, 0.75))  # "just below the middle of the tile": its road
    said = shows_feature(app, (1, 0), SOUTH_MIDDLE)
    assert said.title == "A road" and "A road of 3 tiles" in said.lines[0]
    assert "2 open ends" in said.lines[1]
    # Both open sides are drawn on the board, on the two tiles beside (0, 1), facing it.
    sides = highlighted(said, "open_side")
    assert [(cell, side) for m in app.board.marks if m.role == "open_side"
            for cell, side in zip(m.cells, m.labels, strict=True)] == sides  # fmt: skip
    assert {step(cell, Direction[side]) for cell, side in sides} == {(0, 1)}
    assert {cell for cell, _ in sides} == {(0, 0), (1, 1)}


def test_the_fourth_curve_closes_the_loop(chapter):
    app = chapter["loop_app"]
    app.reset()
    assert (0, 1) not in app.legal
    app.rotate()
    app.rotate()
    assert (0, 1) in app.legal  # "Press Rotate twice"
    app.click_cell((0, 1))
    assert "It closed the last open side of a road of 4 tiles: it is complete." in (
        app.explanation.text
    )
    press(app, "No follower")
    app.click_cell((1, 0), (0.5, 0.75))
    said = shows_feature(app, (1, 0), SOUTH_MIDDLE)
    assert "A road of 4 tiles" in said.lines[0] and "It is complete" in said.lines[1]
    assert not highlighted(said, "open_side") and not highlighted(said, "open")


def test_next_walks_to_the_loop_closing_and_its_completion(chapter):
    stepper = chapter["stepper"]
    while not stepper.next_button.disabled:
        stepper.next_button.click()
    texts = [stepper.text(i) for i in range(len(stepper.events))]
    same = [i for i, t in enumerate(texts) if "R10 and R7 have the same root" in t]
    done = [i for i, t in enumerate(texts) if "the road R4 (4 tiles) is complete" in t]
    assert len(same) == 1 and len(done) == 1 and same[0] < done[0]
    assert "1 set(s)" not in texts[-1] and "complete" in texts[-1]


def test_union_find_work_per_tile_stays_flat_while_the_flood_fill_grows(chapter):
    flood, climbs = chapter["flood"], chapter["climbs"]
    assert flood[-1] > 10 * flood[9]  # the 200th tile walks far more than the 10th
    per_tile = [climbs.count(t) for t in sorted(set(climbs))]
    assert max(per_tile[-50:]) <= max(per_tile[:50])


def test_the_playground_does_what_its_try_this_says(chapter):
    playground = chapter["playground"]
    playground.reset_button.click()
    assert playground.height == 3
    playground.a.value = "H"
    playground.find_button.click()  # "the find climbs 3 links (H, G, E, A)"
    assert "find(H) climbed 3 parent links." in playground.said
    assert [n for n in "HG" if playground.sets.parents[n] == "A"] == ["H", "G"]
    playground.find_button.click()  # "1 link now. The tallest tree is 2 links tall."
    assert "find(H) climbed 1 parent link." in playground.said and playground.height == 2
    playground.a.value, playground.b.value = "D", "H"
    playground.union_button.click()
    assert "already connected" in playground.said
    assert "Path compression: parent[D] was C" in playground.said
    playground.reset_button.click()
    assert playground.height == 3


@pytest.mark.parametrize("order", ["bad", "backwards", "halves"])
def test_union_by_size_never_grows_a_tree_of_8_taller_than_3_links(chapter, order):
    letters, pairs = chapter["LETTERS"], chapter["pairs_order"](8)
    unions = {
        "bad": [(letters[x], letters[x + 1]) for x in range(7)],
        "backwards": [(letters[x], letters[x - 1]) for x in range(7, 0, -1)],
        "halves": [(letters[b], letters[a]) for a, b in pairs],
    }[order]
    mine = chapter["UnionFindPlayground"](letters)  # "every node alone"
    assert mine.height == 0
    for a, b in unions:
        mine.union(a, b)
        assert mine.height <= 3
    assert len(mine.sets) == 1


def test_the_chapter_draws_the_three_forests_with_their_heights(chapter):
    drawn = chapter["drawn"]
    assert [title.rsplit(" ", 1)[1] for title in drawn] == ["7", "1", "3"]
