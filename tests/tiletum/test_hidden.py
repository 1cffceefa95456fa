"""Determinisation for the search (tutorial.tiletum.hidden): only what lies face down changes."""

from __future__ import annotations

import random

import numpy as np
import pytest

from tutorial import tiletum
from tutorial.tiletum.hidden import determinise


@pytest.mark.parametrize("players", [1, 2])
def test_determinising_redraws_the_face_down_and_keeps_what_every_seat_sees(players):
    encoding = tiletum.env(players).encoding
    state = encoding.new_game(3)
    rng = random.Random(0)
    for _ in range(6):
        state = encoding.advance(state)
        state = encoding.apply(state, tiletum.BOTS["random"](state, rng))
    drawn = determinise(state, state.active, random.Random(4))
    assert drawn.seed != state.seed and sorted(drawn.bonus_pile) == sorted(state.bonus_pile)
    if players == 1:
        assert drawn.solo.decrees[: state.round] == state.solo.decrees[: state.round]
        assert sorted(drawn.solo.surprises) == sorted(state.solo.surprises)
    for seat in range(players):
        before, after = encoding.layout.new(), encoding.layout.new()
        encoding.observe(state, seat, before)
        encoding.observe(drawn, seat, after)
        np.testing.assert_array_equal(before, after)
