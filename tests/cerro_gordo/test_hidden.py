"""Determinisation for the search (tutorial.cerro_gordo.hidden): what a seat sees stays."""

from __future__ import annotations

import random

import numpy as np

from tutorial import cerro_gordo
from tutorial.cerro_gordo.hidden import determinise


def seen(encoding, state, seat) -> np.ndarray:
    out = encoding.layout.new()
    encoding.observe(state, seat, out)
    return out


def test_determinising_redraws_the_hidden_and_keeps_what_the_seat_sees():
    encoding = cerro_gordo.env(3).encoding
    state = encoding.new_game(6)
    rng = random.Random(0)
    for _ in range(8):
        state = encoding.apply(state, cerro_gordo.BOTS["random"](state, rng))
    seat = state.active
    drawn = determinise(state, seat, random.Random(2))
    np.testing.assert_array_equal(seen(encoding, state, seat), seen(encoding, drawn, seat))
    assert drawn.players[seat].objectives == state.players[seat].objectives
    others = [other for other in range(3) if other != seat]
    assert any(drawn.players[o].objectives != state.players[o].objectives for o in others)
    assert [m.tiles for m in drawn.mines] != [m.tiles for m in state.mines]
    # Another seat sees the change: its own hand was dealt again.
    assert not np.array_equal(seen(encoding, state, others[0]), seen(encoding, drawn, others[0]))
