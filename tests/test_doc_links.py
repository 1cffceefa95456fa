"""Links between the chapters and the docs lead somewhere.

A chapter links to a reading on ``docs/rule-readings.md`` by the anchor of
its heading (``#base-game-followers-and-scoring``), and the readings' page
links back to the chapter that teaches each one.  A renamed heading or
chapter breaks such a link silently in the browser; here it fails a test.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted((ROOT / "docs").glob("*.md"))
NOTEBOOKS = sorted(
    p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
)
#: A Markdown link to a local file: ``[text](target)`` or ``[text](target#anchor)``.
LINK = re.compile(r"\]\((?!https?:|mailto:|#)([^)#\s]+)(?:#([^)\s]+))?\)")


def slug(heading: str) -> str:
    """The anchor a Markdown renderer (GitHub, Jupyter) gives a heading.

    >>> slug("Base game: followers and scoring")
    'base-game-followers-and-scoring'
    """
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """The anchors of every heading of the Markdown file ``path``."""
    lines = path.read_text("utf-8").splitlines()
    return {slug(line.lstrip("#")) for line in lines if re.match(r"#{1,6} ", line)}


def markdown_of(path: Path) -> str:
    """A Markdown file's text, or a notebook's Markdown cells."""
    if path.suffix == ".md":
        return path.read_text("utf-8")
    cells = json.loads(path.read_text("utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


@pytest.mark.parametrize("path", [*NOTEBOOKS, *DOCS], ids=lambda p: p.name)
def test_local_links_reach_a_file_and_a_heading(path: Path) -> None:
    for target, anchor in LINK.findall(markdown_of(path)):
        linked = (path.parent / target).resolve()
        assert linked.exists(), f"{path.name} links to {target}, which does not exist"
        if anchor and linked.suffix == ".md":
            assert anchor in anchors(linked), f"{path.name}: no heading #{anchor} in {target}"


def test_every_reading_names_the_chapter_that_teaches_it() -> None:
    text = (ROOT / "docs" / "rule-readings.md").read_text("utf-8")
    assert "chapter to come" not in text
    rows = [line for line in text.splitlines() if line.startswith("| *") or line.startswith("| ")]
    readings = [row for row in rows if not row.startswith("| rule") and "---" not in row]
    assert readings
    for row in readings:
        taught_in = row.rstrip(" |").rsplit("|", 1)[-1]
        assert ".ipynb)" in taught_in, f"no chapter link in: {row[:80]}"
