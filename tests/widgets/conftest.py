"""Shared helpers: games in known positions, and spies on ipycanvas messages."""

from __future__ import annotations

import json

import ipycanvas.canvas as ipycanvas_canvas
import pytest
from ipywidgets import widget_serialization

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


class CanvasLog:
    """Every drawing command sent to the browser, sorted by the canvas it draws on.

    ``picture(canvas)`` lists the commands a canvas received since it was
    last cleared, with the bytes of their NumPy arguments: two equal
    pictures draw the same pixels.
    """

    SWITCH = ipycanvas_canvas.COMMANDS["switchCanvas"]
    CLEAR = ipycanvas_canvas.COMMANDS["clear"]

    def __init__(self) -> None:
        self.commands: dict[str, list[tuple]] = {}
        self._current: str | None = None

    def record(self, command, buffers) -> None:
        batch = command if command and isinstance(command[0], list) else [command]
        rest = [bytes(memoryview(b)) for b in buffers]
        for cmd in batch:
            if cmd[0] == self.SWITCH:
                self._current = cmd[1][0]
                continue
            count = cmd[2] if len(cmd) > 2 else 0
            mine, rest = tuple(rest[:count]), rest[count:]
            if cmd[0] == self.CLEAR:
                self.commands[self._current] = []
            self.commands.setdefault(self._current, []).append(
                (cmd[0], json.dumps(cmd[1], sort_keys=True), mine)
            )

    def picture(self, canvas) -> list[tuple]:
        return list(self.commands.get(widget_serialization["to_json"](canvas, None), []))


@pytest.fixture
def canvas_log(monkeypatch) -> CanvasLog:
    """A :class:`CanvasLog` of everything sent from now on."""
    log = CanvasLog()
    manager = ipycanvas_canvas._CANVAS_MANAGER
    original = manager._send_custom
    # Start with a switch to whichever canvas comes first.
    monkeypatch.setattr(manager, "_current_canvas", None)

    def spy(command, buffers=()):
        log.record(command, list(buffers))
        return original(command, list(buffers))

    monkeypatch.setattr(manager, "_send_custom", spy)
    return log
