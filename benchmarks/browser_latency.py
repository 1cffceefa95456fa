"""In-browser latency of Step in each game's app, against a trivial redraw in the same page.

Starts one JupyterLab and one Debian Chromium with the helpers of the browser
tests (``tests/browser/lab.py``), and for each notebook (by default the four
games': ``benchmarks/latency*.ipynb``, whose apps ``latency_apps.py`` builds)
opens it, runs all its cells, then clicks its two buttons in turn, N times
each, and measures inside the page the time from the click
(``performance.now()``) to the first animation frame whose canvas pixels (a
checksum of ``getImageData``) differ from before the click.  The clicks
alternate (baseline, target, target, baseline, ...), so that a drift of the
machine's load hits both figures alike.  A second table splits that time:
click to the click's first drawing call on any canvas (the kernel and the
network), the drawing until the last call on a watched canvas, and the wait
for the frame.

A notebook must show a button labelled ``--target`` (default "Step") and a
baseline button ``--baseline`` (default "Trivial redraw") that redraws one
rectangle.  Every click must change the pixels, otherwise that click times
out and is counted as a miss.  The canvases watched are those in the
button's own cell output.

    python benchmarks/browser_latency.py -n 40
    python benchmarks/browser_latency.py benchmarks/latency_tiletum.ipynb -n 10
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from browser import lab  # noqa: E402

HERE = Path(__file__).resolve().parent
#: The four games' notebooks, by the name the table prints.
NOTEBOOKS = {
    "Cerro Gordo": HERE / "latency.ipynb",
    "Carcassonne": HERE / "latency_carcassonne.ipynb",
    "Gold Mines": HERE / "latency_gold_mines.ipynb",
    "Tiletum": HERE / "latency_tiletum.ipynb",
}


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    ordered = sorted(values)
    rank = max(1, round(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


@dataclass
class Samples:
    """The latencies of each click on one button, and the misses."""

    label: str
    clicks: list[lab.ClickLatency] = field(default_factory=list)
    misses: int = 0

    def values(self, which: str) -> list[float]:
        return [getattr(click, which) for click in self.clicks]

    def median(self, which: str = "first") -> float:
        return statistics.median(self.values(which))

    def p90(self, which: str = "first") -> float:
        return percentile(self.values(which), 90)

    def phases(self) -> tuple[float, float, float]:
        """Medians in ms: click to the first drawing call, the drawing, the wait for the frame."""
        return (
            self.median("draw_start"),
            statistics.median(c.drawn - c.draw_start for c in self.clicks),
            statistics.median(c.first - c.drawn for c in self.clicks),
        )


def click(page, samples: Samples, timeout: float, record: bool) -> None:
    """One click on ``samples.label``; its latency is kept if ``record``."""
    ms = lab.click_latency_ms(page, samples.label, canvas="cell", timeout=timeout)
    # Let the kernel finish the handler (and its widget updates) before the next click.
    lab.wait_kernel_idle(page, timeout=timeout)
    page.wait_for_timeout(50)
    if not record:
        return
    if ms is None:
        samples.misses += 1
    else:
        samples.clicks.append(ms)


def measure(
    page, target: str, baseline: str, n: int, warmup: int, timeout: float
) -> tuple[Samples, Samples]:
    """``n`` clicks on each button, interleaved: B T, T B, B T, ... after ``warmup`` pairs."""
    pair = (Samples(baseline), Samples(target))
    for i in range(warmup + n):
        for samples in pair if i % 2 == 0 else reversed(pair):
            click(page, samples, timeout, record=i >= warmup)
    for samples in pair:
        if samples.misses:
            print(f"  {samples.label!r}: {samples.misses} of {n} clicks changed no pixel")
        if not samples.clicks:
            raise SystemExit(f"no sample for {samples.label!r}: does each click change a canvas?")
    return pair


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", help="default: the four games' notebooks")
    parser.add_argument("--target", default="Step", help="label of the button measured")
    parser.add_argument("--baseline", default="Trivial redraw", help="label of the baseline")
    parser.add_argument("-n", type=int, default=30, help="clicks measured per button")
    parser.add_argument("--warmup", type=int, default=3, help="clicks discarded first, per button")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per click")
    parser.add_argument("--headed", action="store_true", help="show the browser window")
    args = parser.parse_args(argv)

    notebooks = (
        {Path(nb).stem: Path(nb).resolve() for nb in args.notebooks}
        if args.notebooks
        else NOTEBOOKS
    )
    for notebook in notebooks.values():
        if not notebook.is_file():
            parser.error(f"{notebook}: no such notebook")
    if not lab.chromium_available():
        parser.error(f"{lab.CHROMIUM} not found (apt-get install -y chromium)")

    from playwright.sync_api import sync_playwright

    results: dict[str, tuple[Samples, Samples]] = {}
    with lab.lab_server(lab.REPO_ROOT) as server, sync_playwright() as p:
        browser = lab.launch_chromium(p, headless=not args.headed)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        log = lab.watch_page(page)
        for name, notebook in notebooks.items():
            relpath = notebook.relative_to(lab.REPO_ROOT).as_posix()
            started = time.perf_counter()
            lab.open_notebook(page, server, relpath)
            unexecuted = lab.run_all_cells(page)
            print(f"{relpath}: opened and ran in {time.perf_counter() - started:.1f} s")
            errors = lab.error_outputs(page)
            if unexecuted or errors:
                print(f"  warning: unexecuted cells {unexecuted}, errors {errors}")
            results[name] = measure(
                page, args.target, args.baseline, args.n, args.warmup, args.timeout
            )
            # One kernel at a time: the next notebook's clicks share the machine with no other.
            server.shutdown_kernels()
        if log.page_errors:
            print(f"  page errors: {log.page_errors}")
        browser.close()

    print(
        f"\nclick -> canvas pixels changed, in-page, n={args.n} a button (after {args.warmup}"
        f" warm-up), clicks interleaved\n"
    )
    # As wide as the longest name (a notebook's file name when notebooks are given).
    w = max(14, *(len(name) + 2 for name in results))
    head = f"{'app':<{w}}{'Step':>8}{'trivial':>9}{'ratio':>7}{'Step p90':>10}{'trivial p90':>13}"
    print(f"{head}{'last-change ratio':>19}")
    for name, (baseline, target) in results.items():
        print(
            f"{name:<{w}}{target.median():8.1f}{baseline.median():9.1f}"
            f"{target.median() / baseline.median():7.2f}{target.p90():10.1f}{baseline.p90():13.1f}"
            f"{target.median('last') / baseline.median('last'):19.2f}"
        )
    print("(medians and p90 in ms, first changed frame; last change: before 250 ms still)")
    print(
        "\nwhere the time to the first changed frame goes, medians in ms: click to its first"
        "\ndrawing call (kernel and network), drawing until the last call on a watched canvas,"
        "\nthen the wait for the frame\n"
    )
    print(f"{'app':<{w}}{'button':<16}{'to drawing':>11}{'drawing':>9}{'to frame':>10}")
    for name, pair in results.items():
        for samples in reversed(pair):
            start, drawing, frame = samples.phases()
            print(f"{name:<{w}}{samples.label:<16}{start:11.1f}{drawing:9.1f}{frame:10.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
