"""The drawing batcher and the ipycanvas internals it relies on.

:mod:`tutorial.widgets.drawing` sets canvas styles through private parts of
ipycanvas 0.14 (its module-level canvas manager, the command table, the
attribute table), which ``pyproject.toml`` pins.  If a release renames or
changes any of them, these tests fail loudly, instead of boards that draw
nothing in the browser.
"""

from __future__ import annotations

import ast
import os
import re
import time
from pathlib import Path

import ipycanvas
import ipycanvas.canvas as ipycanvas_canvas
import pytest
from ipycanvas import Canvas, hold_canvas

from tutorial.cerro_gordo import Game
from tutorial.widgets import drawing
from tutorial.widgets.cerro_gordo.board import LAYERS, BoardView

ROOT = Path(__file__).resolve().parents[2]
#: A valid value for each style the package sets (a new one must be added here).
SAMPLE_VALUES = {
    "fill_style": "#123456",
    "stroke_style": "#654321",
    "line_width": 3.0,
    "line_cap": "round",
    "line_join": "round",
    "font": "bold 12px sans-serif",
    "text_align": "center",
    "text_baseline": "middle",
}


def style_names_used() -> set[str]:
    """Every style name passed to ``put(...)`` anywhere in the package.

    Only the files whose text calls a ``put`` are parsed (this runs as the tests
    are collected, in every pytest-xdist worker).
    """
    names = set()
    for path in (ROOT / "tutorial").rglob("*.py"):
        text = path.read_text("utf-8")
        if not re.search(r"\bput\s*\(", text):
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Call):
                func = node.func
                called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if called == "put":
                    names |= {k.arg for k in node.keywords if k.arg}
    return names


def test_ipycanvas_is_the_version_pyproject_pins():
    pin = re.search(r'"ipycanvas>=0\.14,<0\.15"', (ROOT / "pyproject.toml").read_text("utf-8"))
    assert pin, "pyproject.toml must keep ipycanvas below 0.15: drawing.py uses its internals"
    major, minor = (int(part) for part in ipycanvas.__version__.split(".")[:2])
    assert (major, minor) == (0, 14), f"ipycanvas {ipycanvas.__version__} is not the pinned 0.14"


def test_every_canvas_sends_through_the_manager_the_batcher_holds():
    manager = ipycanvas_canvas._CANVAS_MANAGER
    assert drawing._MANAGER is manager
    assert Canvas()._canvas_manager is manager
    assert isinstance(manager._caching, bool)
    assert isinstance(manager._commands_cache, list)
    assert isinstance(manager._buffers_cache, list)


def test_hold_canvas_caches_and_flushes_one_message(messages):
    manager = ipycanvas_canvas._CANVAS_MANAGER
    canvas = Canvas()
    with hold_canvas():
        assert manager._caching is True
        canvas.fill_rect(0, 0, 1, 1)
        canvas.fill_rect(1, 1, 1, 1)
        assert len(manager._commands_cache) >= 2 and messages == []
    assert manager._caching is False and manager._commands_cache == []
    assert len(messages) == 1


def test_the_command_table_has_what_the_batcher_sends():
    commands = ipycanvas_canvas.COMMANDS
    assert {"set", "switchCanvas", "clear"} <= commands.keys()
    assert all(isinstance(code, int) for code in commands.values())


@pytest.mark.parametrize("name", sorted(style_names_used()))
def test_put_sends_what_setting_the_attribute_sends(messages, name):
    """``put`` skips traitlets; the browser must get the very same command."""
    value = SAMPLE_VALUES[name]
    assert name in Canvas.ATTRS, f"ipycanvas has no canvas attribute {name!r}"
    canvas = Canvas()
    with hold_canvas():
        setattr(canvas, name, value)
    with drawing.drawing():
        drawing.put(canvas, **{name: value})
    by_traitlets, by_put = messages[-2:]
    assert by_put[-1] == by_traitlets[-1] == [ipycanvas_canvas.COMMANDS["set"], [
        Canvas.ATTRS[name], value,
    ]]  # fmt: skip


def test_drawing_survives_an_exception_inside():
    manager = ipycanvas_canvas._CANVAS_MANAGER
    with pytest.raises(RuntimeError), drawing.drawing():
        raise RuntimeError("boom")
    assert manager._caching is False
    assert manager._commands_cache == []
    with drawing.drawing(), drawing.drawing():  # nesting holds once
        assert manager._caching is True
    assert manager._caching is False


def test_put_sends_each_style_once_per_batch(messages):
    layer = Canvas()
    messages.clear()
    with drawing.drawing():
        drawing.put(layer, fill_style="#000000", line_width=2.0)
        drawing.put(layer, fill_style="#000000")  # already set: not sent again
        drawing.put(layer, fill_style="#FFFFFF")
    assert len(messages) == 1 and len(messages[0]) == 1 + 3  # switch canvas + three sets


def test_settings_kept_puts_the_canvas_back_and_forgets_what_put_remembers(messages):
    """Inside the block a style changes; after it the canvas has its old style back, so
    asking for the block's style again must be sent again, not skipped as already set."""
    layer = Canvas()
    messages.clear()
    with drawing.drawing():
        drawing.put(layer, fill_style="#000000")
        with drawing.settings_kept(layer):
            drawing.put(layer, fill_style="#FFFFFF")
        drawing.put(layer, fill_style="#FFFFFF")
    names = {code: name for name, code in ipycanvas_canvas.COMMANDS.items()}
    sent = [(names[command[0]], *command[1:]) for command in messages[0]]
    assert [name for name, *_ in sent] == [
        "switchCanvas", "set", "save", "set", "restore", "set",
    ]  # fmt: skip
    assert sent[-1][1] == [Canvas.ATTRS["fill_style"], "#FFFFFF"]


def test_a_drawing_block_says_whether_it_sent_a_redraw(messages):
    """The batch of the outermost block, which nested blocks hand out too, is ``sent``
    once its message has left; a block that drew nothing sent nothing."""
    canvas = Canvas()
    with drawing.drawing() as idle:
        pass
    assert not idle.sent and messages == []
    with drawing.drawing() as batch:
        with drawing.drawing() as inner:
            canvas.fill_rect(0, 0, 1, 1)
        assert inner is batch and not batch.sent  # the message leaves at the outer end
    assert batch.sent and len(messages) == 1


def test_send_now_waits_for_nothing_outside_a_kernel():
    """Tests and scripts have no browser to paint: no wait, even after a redraw."""
    with drawing.drawing() as batch:
        Canvas().fill_rect(0, 0, 1, 1)
    started = time.perf_counter()
    drawing.send_now(batch)
    assert time.perf_counter() - started < drawing.PAINT_TIME


def test_send_now_returns_once_the_kernel_has_sent_what_was_queued():
    """In a real kernel, a message sent before ``send_now`` has left the IOPub thread
    when it returns, though the handler still holds Python's lock (no sleep, no I/O);
    after a drawing block that sent a redraw, in answer to a widget of the browser (not
    to a cell's code), it also leaves the browser time to paint it."""
    jupyter_client = pytest.importorskip("jupyter_client.manager")
    code = """
import time
import ipykernel.iostream as iostream
from ipycanvas import Canvas
from tutorial.widgets import drawing
sent = []
_send = iostream.IOPubThread._really_send

def really_send(self, msg, *args, **kwargs):
    sent.append(msg)
    return _send(self, msg, *args, **kwargs)

iostream.IOPubThread._really_send = really_send
results = []
for _ in range(20):
    sent.clear()
    get_ipython().display_pub.publish({"text/plain": "board"})  # on its way to the IOPub thread
    drawing.send_now()
    results.append(len(sent))
iostream.IOPubThread._really_send = _send
kernel = get_ipython().kernel
waits = []
for msg_type in ("execute_request", "comm_msg"):  # a cell's code, a click on a widget
    kernel.get_parent = lambda channel=None, msg_type=msg_type: {"header": {"msg_type": msg_type}}
    with drawing.drawing() as batch:
        Canvas().fill_rect(0, 0, 1, 1)
    started = time.perf_counter()
    drawing.send_now(batch)
    waits.append(time.perf_counter() - started >= drawing.PAINT_TIME)
del kernel.get_parent
print(min(results), *waits)
"""
    manager, client = jupyter_client.start_new_kernel(
        kernel_name="python3", env={**os.environ, "PYTHONPATH": str(ROOT)}
    )
    try:
        out: list[str] = []
        client.execute_interactive(
            code,
            timeout=60,
            output_hook=lambda msg: (
                out.append(msg["content"].get("text", "")) if msg["msg_type"] == "stream" else None
            ),
        )
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    assert "".join(out).strip() == "1 False True", out


def test_a_board_draws_its_layers_in_one_message(messages, canvas_log):
    view = BoardView(Game(2, seed=1).state)
    assert len(messages) == 1
    for name in ("background", "tiles"):  # no highlight nor pawn at setup
        picture = canvas_log.picture(view.layers[LAYERS.index(name)])
        assert picture[0][0] == ipycanvas_canvas.COMMANDS["clear"]
        assert len(picture) > 5, f"the {name} layer received nothing to draw"
