"""Shared helpers: games in known positions, and a spy on ipycanvas messages."""

from __future__ import annotations

import ipycanvas.canvas as ipycanvas_canvas
import pytest

from tutorial.cerro_gordo import Game
from tutorial.cerro_gordo.scenarios import from_map

TOWN = """
M1──────┐ . . . . . .
. . . . │ . . . . . .
. . . . E1. . . R2. .
. . . . │ . . . │ . .
. . . . └───────┴───M2
"""


@pytest.fixture
def town():
    """The map of the closest-mine chapter: Player 1's pawn on (4, 2)."""
    return from_map(TOWN)


@pytest.fixture
def human_game() -> Game:
    """A 3-player game with a human first seat, at the start of the human's second turn."""
    game = Game(3, seed=2, seats=("human", "greedy", "greedy"))
    for _ in range(12):
        game.step()
    assert game.state.active == 0
    return game


@pytest.fixture
def messages(monkeypatch):
    """Every message ipycanvas sends to the browser, as a list (one entry a message)."""
    sent: list[object] = []
    manager = ipycanvas_canvas._CANVAS_MANAGER
    original = manager._send_custom

    def spy(command, buffers=()):
        sent.append(command)
        return original(command, list(buffers))

    monkeypatch.setattr(manager, "_send_custom", spy)
    return sent
