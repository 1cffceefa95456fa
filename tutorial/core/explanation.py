"""Explanations: why the engine did what it did, as data.

Every action returns an :class:`Explanation`: a short text that a learner
reads, the rulebook section it applies, and :class:`Highlight` groups that a
board widget draws in the colour named by their ``role`` (the same colour in
the text legend and on the board).  ``str()`` gives a plain-text version for
screen readers, diffs and pinned notebook outputs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tutorial.core.grid import Cell

#: What each highlight role means; widgets give each role one colour and a
#: legend entry, so the text and the board always agree.
ROLES: dict[str, str] = {
    "path": "the road path that was counted",
    "closest": "the closest mine(s)",
    "chosen": "the mine chosen",
    "placed": "the tile just placed",
    "legal": "where the tile may go",
    "paid": "silver paid",
    "gained": "silver gained",
    "lost": "silver lost",
    "merged": "pieces that just joined",
    "frontier": "the search frontier",
    "visited": "already searched",
}


@dataclass(frozen=True)
class Highlight:
    """A group of places to draw in one colour.

    Attributes
    ----------
    role:
        One of :data:`ROLES`; decides the colour and legend entry.
    cells:
        Board cells, or for ``area="row"`` building-row positions as
        ``(index, 0)``.
    labels:
        Optional short labels, one per cell (a distance, a coin count).
    area:
        ``"board"`` for the map, ``"row"`` for the building row.
    """

    role: str
    cells: tuple[Cell, ...]
    labels: tuple[str, ...] = ()
    area: str = "board"

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ValueError(f"unknown highlight role {self.role!r}; known: {sorted(ROLES)}")
        if self.labels and len(self.labels) != len(self.cells):
            raise ValueError("a highlight needs one label per cell, or none")

    def __str__(self) -> str:
        where = "row position" if self.area == "row" else "cell"
        if self.labels:
            items = ", ".join(
                f"{c} [{lab}]" for c, lab in zip(self.cells, self.labels, strict=True)
            )
        else:
            items = ", ".join(str(c) for c in self.cells)
        return f"{ROLES[self.role]} ({where}s): {items}"


@dataclass(frozen=True)
class Explanation:
    """What happened and why.

    Attributes
    ----------
    title:
        A few words: "Mined Mine 2", "Took the 3rd building".
    lines:
        The explanation, one sentence a line.
    rule:
        The rulebook section applied, e.g. ``"Mining"``.
    highlights:
        What the board should show.
    """

    title: str
    lines: tuple[str, ...] = ()
    rule: str = ""
    highlights: tuple[Highlight, ...] = field(default=())

    @property
    def text(self) -> str:
        """The explanation's sentences as one paragraph."""
        return " ".join(self.lines)

    def highlighted(self, role: str) -> tuple[Cell, ...]:
        """All cells highlighted with ``role``, in order."""
        return tuple(c for h in self.highlights if h.role == role for c in h.cells)

    def __str__(self) -> str:
        head = f"{self.title} (rule: {self.rule})" if self.rule else self.title
        body = [f"  {line}" for line in self.lines]
        body += [f"  * {h}" for h in self.highlights]
        return "\n".join([head, *body])
