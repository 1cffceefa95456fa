"""Draw the pictures of finished games that ``notebooks/00_start_here.ipynb`` shows.

A picture is the live app itself, photographed: a seeded game is played
to the end by the automatic players, shown with the game's app
(``CerroGordoApp``, ``GoldMinesApp``, ``TiletumApp``) in a real JupyterLab
in headless Chromium (the helpers of ``tests/browser/lab.py``), and the
app's output is saved as a PNG. Run it again after changing how an app
draws, and commit the new picture::

    python tools/finished_game_picture.py                     # notebooks/images/finished_game.png
    python tools/finished_game_picture.py --game carcassonne  # .../finished_carcassonne.png
    python tools/finished_game_picture.py --game tiletum      # .../finished_tiletum.png
    python tools/finished_game_picture.py --seed 4 --players 4 -o /tmp/game.png
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from browser import lab  # noqa: E402

IMAGES = ROOT / "notebooks" / "images"


@dataclass(frozen=True)
class Picture:
    """How to photograph one game: its engine, its app, its file and the game shown."""

    package: str  # tutorial.<package> holds the engine's Game
    app_module: str
    app: str
    file: str  # under notebooks/images/
    players: int
    seed: int
    seats: str = ""  # extra arguments of Game, such as the seats; empty: the defaults
    app_args: str = ""  # extra arguments of the app


GAMES = {
    "cerro_gordo": Picture(
        "cerro_gordo", "tutorial.widgets", "CerroGordoApp", "finished_game.png", 3, 1
    ),
    "carcassonne": Picture(
        "gold_mines",
        "tutorial.widgets.gold_mines",
        "GoldMinesApp",
        "finished_carcassonne.png",
        2,
        10,  # a compact landscape (14 x 11 tiles): Fit shows all of it
        ", seats=('greedy', 'greedy')",
        ", humans=()",  # both seats are bots: the players' table says so
    ),
    "tiletum": Picture(
        "tiletum", "tutorial.widgets.tiletum", "TiletumApp", "finished_tiletum.png", 2, 1
    ),
}


def notebook_source(game: str, players: int, seed: int) -> str:
    """A one-cell notebook that shows a finished game of ``game``."""
    import nbformat

    picture = GAMES[game]
    cell = nbformat.v4.new_code_cell(
        f"from tutorial.{picture.package} import Game\n"
        f"from {picture.app_module} import {picture.app}\n"
        f"{picture.app}(Game({players}, seed={seed}{picture.seats}).play_to_end()"
        f"{picture.app_args})"
    )
    cell.id = "finished-game"
    notebook = nbformat.v4.new_notebook(cells=[cell])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    return nbformat.writes(notebook)


def photograph(game: str, players: int, seed: int, output: Path) -> Path:
    """Run the one-cell notebook in Lab and save the app's output as ``output``."""
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="finished-game-"))
    (folder / "finished.ipynb").write_text(notebook_source(game, players, seed), "utf-8")
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
        if page.get_by_role("button", name="Fit", exact=True).count():
            lab.click_button(page, "Fit")  # the whole board, not the view it opened on
            page.wait_for_timeout(1500)
        app = page.locator(f"{lab.ACTIVE} .jp-OutputArea-output").filter(has=page.locator("canvas"))
        output.parent.mkdir(parents=True, exist_ok=True)
        app.first.screenshot(path=str(output))
        browser.close()
    return output


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, default="cerro_gordo")
    parser.add_argument("--players", type=int, help="default: 3 for Cerro Gordo, else 2")
    parser.add_argument("--seed", type=int, help="default: 10 for Carcassonne, else 1")
    parser.add_argument("-o", "--output", type=Path, help="default: notebooks/images/...")
    args = parser.parse_args()
    picture = GAMES[args.game]
    output = args.output or IMAGES / picture.file
    seed = picture.seed if args.seed is None else args.seed
    print(photograph(args.game, args.players or picture.players, seed, output))


if __name__ == "__main__":
    main()
