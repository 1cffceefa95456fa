"""Where a Step's time goes in each game's app, without a browser.

Builds the four apps exactly as the latency notebooks do
(``benchmarks/latency*.ipynb``), then presses Step ``-n`` times on each and
reports, per Step:

- the CPU time of the whole click handler, and of the engine's part
  (``game.step()``) alone; the rest is the app's refresh (CPU time, not wall
  time: on a loaded machine it is what the Step itself costs);
- the widget messages the kernel sends to the browser (canvas batches and
  trait updates), their bytes, and the canvas commands inside the batches.

Messages are counted where ipywidgets hands them to the kernel's comm
(``Widget._send``, and a new widget's ``open``, a closed one's ``close``),
so the figure is what the browser receives.  With
``--profile APP`` it prints a cProfile of that app's Steps instead.

    python benchmarks/step_cost.py -n 40
    python benchmarks/step_cost.py --profile tiletum -n 40
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import pstats
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import ipywidgets
from ipycanvas.canvas import _CanvasManager

sys.path.insert(0, str(Path(__file__).resolve().parent))

from latency_apps import APPS  # noqa: E402


class MessageLog:
    """Counts what the widgets send while it is ``recording``."""

    def __init__(self) -> None:
        self.recording = False
        self.messages: Counter[str] = Counter()
        self.bytes = 0
        self.canvas_commands = 0
        #: When the first canvas batch left, and how many messages went before it.
        self.first_canvas: float | None = None
        self.before_canvas = 0

    def reset(self) -> None:
        self.messages.clear()
        self.bytes = 0
        self.canvas_commands = 0
        self.first_canvas = None
        self.before_canvas = 0


@contextlib.contextmanager
def counting(log: MessageLog) -> Iterator[None]:
    """Patch ``Widget._send`` and the canvas manager to count into ``log``."""
    send = ipywidgets.Widget._send
    custom = _CanvasManager._send_custom

    def counted_send(widget, msg, buffers=None):
        if log.recording:
            kind = msg.get("method", "?")
            if kind == "update":
                kind = f"update {type(widget).__name__}"
            elif kind == "custom":
                kind = "canvas batch"
                if log.first_canvas is None:
                    log.first_canvas = time.process_time()
                    log.before_canvas = sum(log.messages.values())
            log.messages[kind] += 1
            log.bytes += len(repr(msg)) + sum(len(memoryview(b).cast("B")) for b in buffers or ())
        return send(widget, msg, buffers)

    def counted_custom(manager, command, buffers=()):
        if log.recording:
            batch = command and isinstance(command[0], list)
            log.canvas_commands += len(command) if batch else 1
        return custom(manager, command, list(buffers))

    def counted_open(widget):
        if log.recording:
            log.messages[f"open {type(widget).__name__}"] += 1
        return opened(widget)

    def counted_close(widget):
        if log.recording and widget.comm is not None:
            log.messages[f"close {type(widget).__name__}"] += 1
        return closed(widget)

    opened, closed = ipywidgets.Widget.open, ipywidgets.Widget.close
    ipywidgets.Widget._send = counted_send
    ipywidgets.Widget.open = counted_open
    ipywidgets.Widget.close = counted_close
    _CanvasManager._send_custom = counted_custom
    try:
        yield
    finally:
        ipywidgets.Widget._send = send
        ipywidgets.Widget.open, ipywidgets.Widget.close = opened, closed
        _CanvasManager._send_custom = custom


def timed_engine(app) -> list[float]:
    """Wrap ``app.game.step`` so every call's seconds are appended to the returned list."""
    times: list[float] = []
    game = app.controls.target
    step = game.step

    def timed() -> object:
        started = time.process_time()
        try:
            return step()
        finally:
            times.append(time.process_time() - started)

    game.step = timed
    return times


def press_step(app) -> None:
    """What a click on Step does (the button's own handler)."""
    app.controls.step_button.click()
    if app.controls.last_error is not None:
        raise app.controls.last_error


def measure(make: Callable[[], object], n: int, warmup: int, log: MessageLog) -> dict:
    app = make()
    engine = timed_engine(app)
    for _ in range(warmup):
        press_step(app)
    engine.clear()
    totals, to_canvas, before, messages, canvas, size = [], [], [], [], [], []
    kinds: Counter[str] = Counter()
    for _ in range(n):
        log.reset()
        log.recording = True
        started = time.process_time()
        press_step(app)
        totals.append(time.process_time() - started)
        log.recording = False
        if log.first_canvas is not None:
            to_canvas.append(log.first_canvas - started)
            before.append(log.before_canvas)
        messages.append(sum(log.messages.values()))
        canvas.append(log.canvas_commands)
        size.append(log.bytes)
        kinds.update(log.messages)
    return {
        "total": statistics.median(totals) * 1000,
        "engine": statistics.median(engine) * 1000,
        "to canvas": statistics.median(to_canvas) * 1000 if to_canvas else float("nan"),
        "before canvas": statistics.mean(before) if before else float("nan"),
        "messages": statistics.mean(messages),
        "commands": statistics.mean(canvas),
        "kbytes": statistics.mean(size) / 1000,
        "kinds": {k: v / n for k, v in kinds.most_common()},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=30, help="Steps measured per app")
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--apps", nargs="*", default=list(APPS), choices=list(APPS))
    parser.add_argument("--profile", choices=list(APPS), help="cProfile this app's Steps")
    parser.add_argument("--detail", action="store_true", help="messages by kind, per app")
    args = parser.parse_args(argv)

    if args.profile:
        app = APPS[args.profile]()
        for _ in range(args.warmup):
            press_step(app)
        profile = cProfile.Profile()
        profile.enable()
        for _ in range(args.n):
            press_step(app)
        profile.disable()
        pstats.Stats(profile).sort_stats("cumulative").print_stats(40)
        return 0

    log = MessageLog()
    print(f"per Step: CPU ms, median of {args.n} (after {args.warmup} warm-up); messages, means")
    print(
        f"{'app':<14}{'Step ms':>9}{'engine ms':>11}{'widgets ms':>12}{'to canvas ms':>14}"
        f"{'messages':>10}{'before canvas':>15}{'canvas cmds':>13}{'kB':>8}"
    )
    with counting(log):
        for name in args.apps:
            r = measure(APPS[name], args.n, args.warmup, log)
            print(
                f"{name:<14}{r['total']:9.1f}{r['engine']:11.1f}{r['total'] - r['engine']:12.1f}"
                f"{r['to canvas']:14.1f}{r['messages']:10.1f}{r['before canvas']:15.1f}"
                f"{r['commands']:13.1f}{r['kbytes']:8.1f}"
            )
            if args.detail:
                for kind, count in r["kinds"].items():
                    print(f"    {count:6.1f}  {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
