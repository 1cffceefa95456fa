"""Draw the picture of a finished game that opens ``notebooks/00_start_here.ipynb``.

The picture is the live app itself, photographed: a seeded game is played
to the end by the automatic players, shown with ``CerroGordoApp`` in a real
JupyterLab in headless Chromium (the helpers of ``tests/browser/lab.py``),
and the app's output is saved as a PNG. Run it again after changing how
the app draws, and commit the new picture::

    python tools/finished_game_picture.py            # notebooks/images/finished_game.png
    python tools/finished_game_picture.py --seed 4 --players 4 -o /tmp/game.png
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from browser import lab  # noqa: E402

DEFAULT_OUTPUT = ROOT / "notebooks" / "images" / "finished_game.png"


def notebook_source(players: int, seed: int) -> str:
    """A one-cell notebook that shows a finished game."""
    import nbformat

    cell = nbformat.v4.new_code_cell(
        "from tutorial.cerro_gordo import Game\n"
        "from tutorial.widgets import CerroGordoApp\n"
        f"CerroGordoApp(Game({players}, seed={seed}).play_to_end())"
    )
    cell.id = "finished-game"
    notebook = nbformat.v4.new_notebook(cells=[cell])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    return nbformat.writes(notebook)


def photograph(players: int, seed: int, output: Path) -> Path:
    """Run the one-cell notebook in Lab and save the app's output as ``output``."""
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="finished-game-"))
    (folder / "finished.ipynb").write_text(notebook_source(players, seed), "utf-8")
    # The kernel runs in the Lab server's environment: let it import this checkout.
    os.environ["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p
    )
    with lab.lab_server(folder) as server, sync_playwright() as p:
        browser = lab.launch_chromium(p)
        page = browser.new_page(viewport={"width": 1400, "height": 2400})
        lab.open_notebook(page, server, "finished.ipynb")
        lab.run_all_cells(page)
        if lab.error_outputs(page) or lab.canvas_nonblank(page):
            raise SystemExit("the app did not draw: " + "\n".join(lab.error_outputs(page)))
        app = page.locator(f"{lab.ACTIVE} .jp-OutputArea-output").filter(has=page.locator("canvas"))
        output.parent.mkdir(parents=True, exist_ok=True)
        app.first.screenshot(path=str(output))
        browser.close()
    return output


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-o", "--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args()
    print(photograph(args.players, args.seed, args.output))


if __name__ == "__main__":
    main()
