"""Determinisation for the search (tutorial.carcassonne.hidden): only the deck's order changes."""

from __future__ import annotations

import random

import numpy as np

from tutorial import carcassonne, gold_mines
from tutorial.carcassonne.hidden import determinise


def observations(encoding, state) -> list[np.ndarray]:
    seen = []
    for seat in range(len(state.players)):
        out = encoding.layout.new()
        encoding.observe(state, seat, out)
        seen.append(out)
    return seen


def test_determinising_shuffles_the_deck_and_changes_nothing_a_player_sees():
    for game in (carcassonne, gold_mines):
        encoding = game.env(3).encoding
        state = encoding.new_game(4)
        rng = random.Random(0)
        for _ in range(5):
            state = encoding.apply(state, game.BOTS["random"](state, rng))
        drawn = determinise(state, 1, random.Random(7))
        assert drawn.deck != state.deck and sorted(drawn.deck) == sorted(state.deck)
        for before, after in zip(
            observations(encoding, state), observations(encoding, drawn), strict=True
        ):
            np.testing.assert_array_equal(before, after)
