"""WheelView: the Action Wheel and the Prospector wheel of a state, drawn as two rings."""

from __future__ import annotations

import json

import ipycanvas.canvas as ipycanvas_canvas
import numpy as np

from tutorial.core.values import evolve
from tutorial.tiletum.rounds import cleanup
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.wheel import SEGMENTS, base_action_on
from tutorial.widgets.tiletum.wheel_view import (
    MOVEMENT_ICON,
    PROSPECTOR_ICON,
    WheelView,
    icons,
    middle,
    segment_lines,
    wedge,
)


def texts(log, canvas) -> list[str]:
    """The strings written on ``canvas`` since it was last cleared."""
    code = ipycanvas_canvas.COMMANDS["fillText"]
    return [json.loads(args)[0] for cmd, args, _ in log.picture(canvas) if cmd == code]


def test_the_view_writes_each_segment_s_action_and_the_icons(canvas_log):
    state = new_game(2, seed=3, first_player=0).state
    view = WheelView(state)
    written = texts(canvas_log, view.canvas)
    names = [base_action_on(state, s).name for s in range(SEGMENTS)]
    assert all(name in written for name in names)
    assert [f"die {v}" for v in range(1, 7)] == [t for t in written if t.startswith("die")]
    assert written.count("P") == 2 and written.count("move") == 1
    assert "round 1" in written
    assert view.text.splitlines()[1:] == segment_lines(state)


def test_after_the_cleanup_the_view_draws_the_turned_wheels(canvas_log):
    state = new_game(2, seed=3, first_player=0).state
    view = WheelView(state)
    before = canvas_log.picture(view.canvas)
    view.update(cleanup(state)[0])
    assert canvas_log.picture(view.canvas) != before
    assert "segment 1 (die 2): Market" in view.text
    assert "segment 2 (die 3): Court + the movement point" in view.text


def test_two_icons_on_one_segment_stand_apart():
    state = new_game(2, seed=3, first_player=0).state
    # A wheel (other data) printing the movement icon beside a Prospector Action icon.
    parts = evolve(state.components, movement_segment=state.components.prospector_segments[0])
    spots = icons(evolve(state, components=parts))
    segments = [s for s, *_ in spots]
    assert len(spots) == 3 and len(set(segments)) == 2
    places = {middle(s, 50, (100, 100), shift) for s, _, _, shift in spots}
    assert len(places) == 3  # none drawn on another
    assert {colour for _, _, colour, _ in spots} == {PROSPECTOR_ICON, MOVEMENT_ICON}


def test_a_wedge_spans_its_sixth_of_the_ring_clockwise_from_the_top():
    ring = wedge(0, 10, 20, (100, 100))
    radii = np.hypot(ring[:, 0] - 100, ring[:, 1] - 100)
    assert np.allclose(sorted(set(np.round(radii, 6))), [10, 20])
    top = ring[0]
    assert np.allclose(top, (100, 80))  # segment 0 starts straight up
    x, y = middle(0, 15, (100, 100))
    assert x > 100 and y < 100  # and lies to the right of it: clockwise


def test_every_action_name_keeps_clear_of_the_rings_and_its_neighbours():
    """Whatever segment an action turns to, its name fits there (the widest: Construction)."""
    from tutorial.widgets.tiletum.wheel_view import NAME_FONTS, label_fits, name_place

    view = WheelView(new_game(2, seed=3, first_player=0).state)
    centre, rings = (view.size / 2 + 40, view.size / 2), (64.0, view.size / 2 - 26)
    for segment in range(SEGMENTS):
        for name in ("Construction", "Cathedral", "Contract", "Joker"):
            font, at = name_place(name, segment, rings, centre)
            assert label_fits(name, font, at, segment, rings, centre), (name, segment)
            assert font in NAME_FONTS
    # Too small a wheel: the check says so (it does not pass whatever it is given).
    assert not label_fits("Construction", 12, middle(1, 70, (100, 100)), 1, (60, 80), (100, 100))
