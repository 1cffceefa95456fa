"""In-browser latency of a button click until a canvas shows the change.

Starts JupyterLab and Debian's Chromium with the helpers of the browser tests
(``tests/browser/lab.py``), opens a notebook, runs all its cells, then clicks
two buttons N times each and measures, inside the page, the time from the
click (``performance.now()``) to the first animation frame whose canvas
pixels (a checksum of ``getImageData``) differ from before the click.

The notebook must show a button labelled ``--target`` (default "Step") and a
baseline button ``--baseline`` (default "Trivial redraw") that redraws one
rectangle. Every click must change the pixels (alternate the colour, move a
piece), otherwise that click times out and is counted as a miss. The watched
canvases are by default those in the button's own cell output
(``--target-canvas cell``); ``any`` watches every canvas of the notebook, an
integer picks one canvas by its position in the notebook.

    python benchmarks/browser_latency.py benchmarks/latency.ipynb -n 30
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from browser import lab  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    ordered = sorted(values)
    rank = max(1, round(q / 100 * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def measure(
    page, label: str, canvas: str, n: int, warmup: int, timeout: float
) -> list[tuple[float, float]]:
    """``(first change, last change)`` in ms for ``n`` clicks on ``label``."""
    samples: list[tuple[float, float]] = []
    misses = 0
    for i in range(warmup + n):
        ms = lab.click_latency_ms(page, label, canvas=canvas, timeout=timeout)
        # Let the kernel finish the handler before the next click.
        lab.wait_kernel_idle(page, timeout=timeout)
        page.wait_for_timeout(50)
        if i < warmup:
            continue
        if ms is None:
            misses += 1
        else:
            samples.append(ms)
    if misses:
        print(f"  {label!r}: {misses} of {n} clicks changed no pixel within {timeout}s")
    if not samples:
        raise SystemExit(f"no sample for {label!r}: does each click change its canvas?")
    return samples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebook", nargs="?", default="benchmarks/latency.ipynb")
    parser.add_argument("--target", default="Step", help="label of the button measured")
    parser.add_argument("--target-canvas", default="cell", help="cell | any | <index>")
    parser.add_argument("--baseline", default="Trivial redraw", help="label of the baseline")
    parser.add_argument("--baseline-canvas", default="cell", help="cell | any | <index>")
    parser.add_argument("-n", type=int, default=30, help="clicks measured per button")
    parser.add_argument("--warmup", type=int, default=3, help="clicks discarded first")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per click")
    parser.add_argument("--headed", action="store_true", help="show the browser window")
    args = parser.parse_args(argv)

    notebook = Path(args.notebook).resolve()
    if not notebook.is_file():
        parser.error(f"{args.notebook}: no such notebook")
    relpath = notebook.relative_to(lab.REPO_ROOT).as_posix()
    if not lab.chromium_available():
        parser.error(f"{lab.CHROMIUM} not found (apt-get install -y chromium)")

    from playwright.sync_api import sync_playwright

    results: dict[str, list[tuple[float, float]]] = {}
    with lab.lab_server(lab.REPO_ROOT) as server, sync_playwright() as p:
        browser = lab.launch_chromium(p, headless=not args.headed)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        log = lab.watch_page(page)
        started = time.perf_counter()
        lab.open_notebook(page, server, relpath)
        unexecuted = lab.run_all_cells(page)
        print(f"{relpath}: opened and ran in {time.perf_counter() - started:.1f} s")
        if unexecuted or lab.error_outputs(page):
            print(f"  warning: unexecuted cells {unexecuted}, errors {lab.error_outputs(page)}")
        for label, canvas in (
            (args.baseline, args.baseline_canvas),
            (args.target, args.target_canvas),
        ):
            results[label] = measure(page, label, canvas, args.n, args.warmup, args.timeout)
        if log.page_errors:
            print(f"  page errors: {log.page_errors}")
        browser.close()

    print(f"\nclick -> canvas pixels changed, in-page, n={args.n} (after {args.warmup} warm-up)")
    medians: dict[tuple[str, int], float] = {}
    for label, samples in results.items():
        for which, name in ((0, "first change"), (1, "last change")):
            values = [sample[which] for sample in samples]
            medians[label, which] = statistics.median(values)
            print(
                f"  {label!r:<17} {name:<12} median {medians[label, which]:6.1f} ms"
                f"   p90 {percentile(values, 90):6.1f} ms   min {min(values):6.1f}"
                f"   max {max(values):6.1f}   ({len(values)} samples)"
            )
    for which, name in ((0, "first change"), (1, "last change")):
        ratio = medians[args.target, which] / medians[args.baseline, which]
        print(f"  ratio of medians, {name}: {args.target!r} / {args.baseline!r} = {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
