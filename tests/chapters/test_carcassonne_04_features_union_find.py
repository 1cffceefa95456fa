"""Carcassonne chapter 4 (features by union-find): what its prose and its "Try this" promise."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.core.grid import Direction, step

from .chapter import click_choice as press
from .chapter import highlighted, shows_feature

#: The middle of a tile's south side (slot 7): where the curve on (1, 0) has its road.
SOUTH_MIDDLE = 7


NOTEBOOK = notebook("carcassonne/04_features_union_find.ipynb")


def test_the_road_of_three_curves_has_two_open_ends_facing_the_gap(chapter):
    app = chapter["loop_app"]
    app.click_cell((1, 0), (0.5, 0.75))  # the road of a curve turned to run west-south
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
