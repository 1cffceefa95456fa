"""The front door tells the truth: every game is listed as ready, with its chapters.

A game is a package under ``tutorial/`` with a ``Game``; its chapters are the
numbered notebooks of ``notebooks/<game>/`` (an expansion's chapters live in
its base game's folder).  The README and ``00_start_here.ipynb`` each have a
status table with one row a game, and list every chapter; ``00_start_here``
also links every notebook a learner can open, so a new one cannot be missed.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
START = NOTEBOOKS / "00_start_here.ipynb"
README = ROOT / "README.md"
#: An expansion taught in its base game's chapters.
EXPANSIONS = {"gold_mines": "carcassonne"}
#: Chapters of no one game (an algorithm across games), each folder a topic of its own.
TOPICS = ("game_trees",)
#: A numbered chapter: ``01_setup.ipynb``.
CHAPTER = re.compile(r"\d\d_\w+\.ipynb")


def game_packages() -> list[str]:
    """The packages of ``tutorial/`` that define a game (a ``Game`` class)."""
    names = []
    for init in sorted((ROOT / "tutorial").glob("*/__init__.py")):
        module = importlib.import_module(f"tutorial.{init.parent.name}")
        if isinstance(getattr(module, "Game", None), type) and init.parent.name != "core":
            names.append(init.parent.name)
    return names


def chapter_folder(game: str) -> str:
    return EXPANSIONS.get(game, game)


def chapters(folder: str) -> list[str]:
    return sorted(p.name for p in (NOTEBOOKS / folder).glob("*.ipynb") if CHAPTER.fullmatch(p.name))


def start_here_markdown() -> str:
    cells = json.loads(START.read_text("utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


TEXTS = {"README.md": lambda: README.read_text("utf-8"), "00_start_here": start_here_markdown}
GAMES = game_packages()


def test_the_games_are_found() -> None:
    assert {"cerro_gordo", "carcassonne", "gold_mines", "tiletum"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_chapters(game: str) -> None:
    assert chapters(chapter_folder(game)), (
        f"no numbered chapters in notebooks/{chapter_folder(game)}/"
    )


@pytest.mark.parametrize("where", TEXTS)
@pytest.mark.parametrize("game", GAMES)
def test_every_game_is_listed_as_ready_with_its_chapters(game: str, where: str) -> None:
    text = TEXTS[where]()
    folder = chapter_folder(game)
    count = len(chapters(folder))
    rows = [
        line
        for line in text.splitlines()
        if line.startswith("|") and f"chapters in `{folder}/`" in line
    ]
    assert len(rows) == 1, f"{where}: one status row should say `{folder}/`'s chapters"
    assert f"ready: {count} chapters in `{folder}/`" in rows[0], rows[0]
    for name in chapters(folder):
        assert f"{folder}/{name}" in text, f"{where} does not list {folder}/{name}"


def test_start_here_links_every_notebook() -> None:
    links = set(re.findall(r"\]\(([^)#\s]+\.ipynb)\)", start_here_markdown()))
    notebooks = {
        p.relative_to(NOTEBOOKS).as_posix()
        for p in NOTEBOOKS.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts and p != START
    }
    assert notebooks - links == set(), "00_start_here.ipynb does not link these"


def guide_minutes() -> dict[str, int]:
    """Each chapter's time in the teacher's guide, by its path under ``notebooks/``."""
    guide = (ROOT / "docs" / "teachers-guide.md").read_text("utf-8")
    row = re.compile(r"\]\(\.\./notebooks/([^)]+)\)[^\n]*?\| (\d+) min \|")
    return {m.group(1): int(m.group(2)) for m in row.finditer(guide)}


def test_start_here_gives_each_chapter_the_guides_minutes() -> None:
    listed = re.findall(r"^\d+\. \[[^\]]+\]\(([^)]+)\), (\d+) min$", start_here_markdown(), re.M)
    guide = guide_minutes()
    every_chapter = {
        f"{folder}/{name}"
        for folder in {chapter_folder(g) for g in GAMES} | set(TOPICS)
        for name in chapters(folder)
    }
    assert {path for path, _ in listed} == every_chapter == set(guide)
    assert {path: int(minutes) for path, minutes in listed} == guide


def test_the_paths_add_up_to_the_guides_minutes() -> None:
    """ "Learn the rules of one game" states each game's total: the sum of its chapters."""
    guide = guide_minutes()
    text = start_here_markdown()
    for folder in {chapter_folder(g) for g in GAMES}:
        total = sum(m for path, m in guide.items() if path.startswith(f"{folder}/"))
        assert f"{total} min ({len(chapters(folder))}" in " ".join(text.split()), folder


#: Each app, and the heading of its game's summary in ``00_start_here``.
SUMMARIES = {
    "cerro_gordo": "## Cerro Gordo on one screen",
    "carcassonne": "## Carcassonne with The Gold Mines on one screen",
    "tiletum": "## Tiletum: Prospect for Silver on one screen",
}


@pytest.mark.parametrize("app", SUMMARIES)
def test_each_app_opens_with_its_games_summary(app: str) -> None:
    """Every paragraph of the summary is at the top of the app, but links and the picture
    (which lead nowhere on a Voilà page)."""
    cells = json.loads(START.read_text("utf-8"))["cells"]
    summary = next(
        "".join(c["source"]) for c in cells if "".join(c["source"]).startswith(SUMMARIES[app])
    )
    page = json.loads((NOTEBOOKS / "apps" / f"{app}.ipynb").read_text("utf-8"))["cells"][0]
    assert page["cell_type"] == "markdown"
    top = "".join(page["source"])
    paragraphs = summary.split("\n\n")[1:]
    kept = [p for p in paragraphs if "](" not in p and not p.startswith(("Here is", "<img"))]
    assert len(kept) >= 5
    for paragraph in kept:
        assert paragraph in top, paragraph[:60]
