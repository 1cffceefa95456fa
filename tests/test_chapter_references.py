"""Every chapter the prose refers to exists, in the game it means, and has what it says.

A text says "chapter 5", "as in chapter 3's sheet", "ch. 4", "chapters 1 to 6".
Which game's chapter it means is settled, in this order, by

1. a game named with it: "Cerro Gordo's chapter 7", "Tiletum ch. 1",
   "chapter 8 of Cerro Gordo";
2. a link around it: "[chapter 4](../cerro_gordo/04_closest_mine.ipynb)",
   whose file must then be that chapter;
3. the text's own game: a chapter in ``notebooks/<game>/``, or
   ``notebooks/experiments/<game>.ipynb`` and ``notebooks/apps/<game>.ipynb``;
4. for a text of no game (``00_start_here``, the quizzes, the exercises, the
   README, ``docs/``): the game named last before it.

A reference none of these settles fails as ambiguous.  Where a reference says
*what* the chapter has ("chapter 8's ``thrifty`` bot"), ``CONTENT`` holds the
phrase and a token that chapter's text must contain.  The test reads the
notebooks' JSON only; it runs nothing.  (That ``00_start_here`` links every
notebook is ``tests/test_front_door.py``'s job.)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
#: The folders of chapters, by game.  The Gold Mines is taught in Carcassonne's.
FOLDERS = ("cerro_gordo", "carcassonne", "tiletum")
#: How the prose names each game, and the folder of its chapters.
GAME_NAME = re.compile(r"Cerro Gordo|Carcassonne|The Gold Mines|Tiletum|Prospect for Silver")
FOLDER_OF = {
    "Cerro Gordo": "cerro_gordo",
    "Carcassonne": "carcassonne",
    "The Gold Mines": "carcassonne",
    "Tiletum": "tiletum",
    "Prospect for Silver": "tiletum",
}
#: "chapter 4", "Chapters 1 to 6", "ch. 1 and 7", "chapters 1-6", "chapters 1, 2 and 3";
#: not "ch. 7, 20 minutes" (a number after a comma, followed by a word, counts something else).
REFERENCE = re.compile(
    r"\b(?:chapters?|ch\.)\s+(\d{1,2})"
    r"((?:\s*(?:-|–|to|and|or)\s*\d{1,2}\b|,\s*\d{1,2}\b(?!\s*(?!and\b|or\b)[A-Za-z]))*)",
    re.IGNORECASE,
)
RANGE = re.compile(r"\s*(?:-|–|to)\s*(\d{1,2})")
NAMED_BEFORE = re.compile(rf"({GAME_NAME.pattern})(?:'s)?\s+$")
NAMED_AFTER = re.compile(rf"\s+of\s+({GAME_NAME.pattern})")
LINK = re.compile(r"\[([^\]]*)\]\(([^)\s#]+)(?:#[^)]*)?\)")
CHAPTER_FILE = re.compile(r"(\d\d)_\w+\.ipynb")


@cache
def chapter_files(folder: str) -> dict[int, Path]:
    """A game's chapters by number: ``{4: .../04_closest_mine.ipynb}``."""
    return {
        int(match.group(1)): path
        for path in sorted((NOTEBOOKS / folder).glob("*.ipynb"))
        if (match := CHAPTER_FILE.fullmatch(path.name))
    }


@cache
def chapter_text(path: Path) -> str:
    """Every cell of a chapter, prose and code, with its lines joined by single spaces."""
    cells = json.loads(path.read_text("utf-8"))["cells"]
    return " ".join(" ".join("".join(c["source"]).split()) for c in cells)


@dataclass(frozen=True)
class Text:
    """A file's prose, as (cell, text) parts: a notebook's markdown cells, or a whole page."""

    path: Path
    parts: tuple[tuple[int | None, str], ...]

    @property
    def name(self) -> str:
        return self.path.relative_to(ROOT).as_posix()

    @property
    def own_game(self) -> str | None:
        """The game a chapter, an experiments notebook or an app belongs to."""
        relative = self.path.relative_to(NOTEBOOKS).parts if NOTEBOOKS in self.path.parents else ()
        if len(relative) == 2 and relative[0] in FOLDERS:
            return relative[0]
        if len(relative) == 2 and relative[0] in ("experiments", "apps"):
            return {"gold_mines": "carcassonne"}.get(self.path.stem, self.path.stem)
        return None


def read_text(path: Path) -> Text:
    if path.suffix == ".md":
        return Text(path, ((None, " ".join(path.read_text("utf-8").split())),))
    cells = json.loads(path.read_text("utf-8"))["cells"]
    return Text(
        path,
        tuple(
            (index, " ".join("".join(cell["source"]).split()))
            for index, cell in enumerate(cells)
            if cell["cell_type"] == "markdown"
        ),
    )


TEXTS = [
    read_text(path)
    for path in [
        *sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts),
        ROOT / "README.md",
        *sorted((ROOT / "docs").glob("*.md")),
    ]
]


@dataclass(frozen=True)
class Reference:
    """One chapter reference: where it is, what it says, and the chapters it names."""

    text: str
    cell: int | None
    phrase: str
    folder: str | None
    numbers: tuple[int, ...]
    link: str | None
    #: Where the phrase starts in its part's text.
    start: int

    def where(self) -> str:
        cell = f" cell {self.cell}" if self.cell is not None else ""
        return f"{self.text}{cell}: {self.phrase!r}"


def numbers_of(match: re.Match[str]) -> tuple[int, ...]:
    """The chapters a reference names: both ends of a range, each of a list."""
    first, rest = int(match.group(1)), match.group(2)
    numbers, previous = [first], first
    for piece in re.finditer(r"(\s*(?:-|–|to)\s*|\s*(?:and|or|,)\s*)(\d{1,2})", rest):
        number = int(piece.group(2))
        if RANGE.fullmatch(piece.group(0)):
            numbers.extend(range(previous + 1, number + 1))
        else:
            numbers.append(number)
        previous = number
    return tuple(numbers)


def references(text: Text) -> list[Reference]:
    """Every chapter reference in ``text``, each with the game it resolves to."""
    found, last_named = [], None
    for cell, part in text.parts:
        links = [(m.span(1), m.group(2)) for m in LINK.finditer(part)]
        named = [(m.start(), FOLDER_OF[m.group(0)]) for m in GAME_NAME.finditer(part)]
        for match in REFERENCE.finditer(part):
            link = next((target for (a, b), target in links if a <= match.start() < b), None)
            before = NAMED_BEFORE.search(part[: match.start()])
            after = NAMED_AFTER.match(part, match.end())
            earlier = [folder for start, folder in named if start < match.start()]
            if before or after:
                folder = FOLDER_OF[(before or after).group(1)]
            elif link and link.endswith(".ipynb"):
                folder = (text.path.parent / link).resolve().parent.name
            elif text.own_game:
                folder = text.own_game
            else:
                folder = earlier[-1] if earlier else last_named
            found.append(
                Reference(
                    text.name, cell, match.group(0), folder, numbers_of(match), link, match.start()
                )
            )
        if named:
            last_named = named[-1][1]
    return found


ALL = [reference for text in TEXTS for reference in references(text)]


def test_the_references_are_found() -> None:
    """The pattern finds the kinds of reference the prose uses (so the checks below check)."""
    phrases = {r.phrase.lower() for r in ALL}
    assert {"chapter 4", "chapters 1 to 6", "ch. 4"} <= phrases
    assert len(ALL) > 60


@pytest.mark.parametrize("text", TEXTS, ids=lambda t: t.name)
def test_every_chapter_referred_to_exists(text: Text) -> None:
    wrong = []
    for ref in references(text):
        if ref.folder not in FOLDERS:
            wrong.append(f"{ref.where()}: which game? name it, or link the chapter")
            continue
        missing = [n for n in ref.numbers if n not in chapter_files(ref.folder)]
        if missing:
            wrong.append(f"{ref.where()}: {ref.folder} has no chapter {missing}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("text", TEXTS, ids=lambda t: t.name)
def test_a_linked_reference_links_its_chapter(text: Text) -> None:
    """ "[chapter 4](../cerro_gordo/04_closest_mine.ipynb)": the link is that chapter's file."""
    wrong = []
    for ref in references(text):
        if ref.link and ref.link.endswith(".ipynb") and len(ref.numbers) == 1:
            target = (text.path.parent / ref.link).resolve()
            if chapter_files(ref.folder).get(ref.numbers[0]) != target:
                wrong.append(f"{ref.where()} links {ref.link}")
    assert not wrong, "\n".join(wrong)


#: References that say what the chapter has: (text, a phrase holding the reference,
#: a token the chapter's cells must contain).  The phrase is a regular expression
#: over the text with its lines joined by single spaces.
CONTENT = [
    (
        "notebooks/cerro_gordo/03_buildings_and_roads.ipynb",
        r"second road in the same turn \(chapter \d+\)",
        "Build a Second Road",
    ),
    (
        "notebooks/cerro_gordo/04_closest_mine.ipynb",
        r"\*Silver Trail\* \(chapter \d+\)",
        "Silver Trail",
    ),
    (
        "notebooks/cerro_gordo/06_silver_actions.ipynb",
        r"chapter \d+, `simulate` counts both",
        "simulate(",
    ),
    (
        "notebooks/cerro_gordo/08_full_game.ipynb",
        r"mine stacks \(chapter \d+\)",
        'mine_stacks="sixes"',
    ),
    (
        "notebooks/carcassonne/03_followers.ipynb",
        r"chapter \d+ answers with union-find",
        "union-find",
    ),
    (
        "notebooks/carcassonne/04_features_union_find.ipynb",
        r"Cerro Gordo's chapter \d+ used to join mines",
        "UnionFind",
    ),
    ("notebooks/carcassonne/04_features_union_find.ipynb", r"\(`facing`, chapter \d+\)", "facing("),
    (
        "notebooks/carcassonne/04_features_union_find.ipynb",
        r"as in Cerro Gordo's chapter \d+\)",
        "breadth-first search",
    ),
    (
        "notebooks/carcassonne/05_scoring_features.ipynb",
        r"\(chapter \d+ closed one\)",
        "The tile closes the city",
    ),
    (
        "notebooks/carcassonne/06_final_scoring_and_farms.ipynb",
        r"\(`majority`, chapter \d+\)",
        "majority(",
    ),
    (
        "notebooks/carcassonne/08_sharing_gold.ipynb",
        r"step 5 of the turn, chapter \d+",
        "distribute gold ingots",
    ),
    (
        "notebooks/carcassonne/10_full_game_and_experiments.ipynb",
        r"chapter \d+ of Cerro Gordo\]\([^)]*\) explains why this interval",
        "wilson",
    ),
    (
        "notebooks/tiletum/03_mines_silver_and_the_king_phase.ipynb",
        r"the Mine of Fodina \(chapter \d+'s walk",
        'Build(0, "c.m1")',
    ),
    (
        "notebooks/tiletum/04_technologies.ipynb",
        r"\(chapter \d+: 1 point per 2 Silver\)",
        "silver_points",
    ),
    (
        "notebooks/tiletum/04_technologies.ipynb",
        r"where chapter \d+'s \*Try this\* ended",
        '"Construction"',
    ),
    (
        "notebooks/tiletum/05_stone_tablets_and_the_wheel.ipynb",
        r"completes a Building, chapter \d+",
        "every third House",
    ),
    (
        "notebooks/tiletum/06_final_scoring.ipynb",
        r"Fair at the end of each round \(chapter \d+\)",
        "Fair",
    ),
    (
        "notebooks/tiletum/06_final_scoring.ipynb",
        r"start at setup among them \(chapter \d+\)",
        "counts as built",
    ),
    (
        "notebooks/tiletum/07_cardinalbot.ipynb",
        r"breadth-first layers\*\* of chapter \d+",
        "reach_layers",
    ),
    (
        "notebooks/tiletum/08_solo_round.ipynb",
        r"scores as in (?:\w+'s )?chapter \d+'s sheet",
        "explain_score",
    ),
    (
        "notebooks/experiments/cerro_gordo.ipynb",
        r"Chapter \d+ found no advantage for any place in the turn order in 60 games",
        "Sixty games",
    ),
    ("notebooks/experiments/cerro_gordo.ipynb", r"chapter \d+'s `thrifty` bot", "def thrifty"),
    (
        "notebooks/experiments/carcassonne.ipynb",
        r"Chapter \d+'s `gold_digger` bot",
        "def gold_digger",
    ),
    ("notebooks/quizzes.ipynb", r"reading order \(see chapter \d+\)", "fewest rivals"),
]


@pytest.mark.parametrize(("name", "phrase", "token"), CONTENT, ids=lambda x: str(x)[:40])
def test_a_reference_finds_what_it_says(name: str, phrase: str, token: str) -> None:
    text = next(t for t in TEXTS if t.name == name)
    found = [(cell, m) for cell, part in text.parts if (m := re.search(phrase, part))]
    if not found:
        pytest.fail(f"{name}: no {phrase!r} any more; update CONTENT")
    cell, match = found[0]
    ref = next(
        r for r in references(text) if r.cell == cell and match.start() <= r.start < match.end()
    )
    target = chapter_files(ref.folder)[ref.numbers[0]]
    assert token in chapter_text(target), f"{ref.where()}: {target.name} has no {token!r}"
