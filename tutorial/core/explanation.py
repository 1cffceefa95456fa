"""Explanations: why the engine did what it did, as data.

Every action can say why it did what it did: an :class:`Explanation` is a
short text that a learner reads, the rulebook section it applies, and
:class:`Highlight` groups that a board widget draws in the colour named by
their ``role`` (the same colour in the text legend and on the board).
``str()`` gives a plain-text version for screen readers, diffs and pinned
notebook outputs.

Explanations are made *on demand*.  A rule returns an :class:`Outcome`: the
new state, and ``explain``, a function that builds the explanation the first
time it is called.  A notebook calls it; a bot or a simulation of a thousand
games never does, and so never spends time writing sentences no one reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Generic, NamedTuple, TypeVar

from tutorial.core.grid import Cell

State = TypeVar("State")

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
    "ingots": "gold ingots just placed",
    "gold_taken": "gold ingots taken from the tile",
    "gold_stays": "gold staying on a completed feature no one held (label: ingots)",
    "feature": "the tiles of the feature",
    "open_side": "a side the feature is still open on (label: N, E, S or W)",
    "open": "empty cells the feature still reaches",
    "followers": "followers in the feature (label: whose)",
    "supplied": "completed cities the farm touches",
    "completed": "a feature just completed",
    "returned": "followers going home (label: whose)",
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
    parts:
        Optional, one per cell: which parts of the cell it covers, where a
        cell holds more than one thing.  On a Carcassonne tile, the slots
        of the feature there (:func:`tutorial.carcassonne.tiles.feature_slots`),
        so a farm lights its own fields and not the land across the road.
        None: the whole cells.
    """

    role: str
    cells: tuple[Cell, ...]
    labels: tuple[str, ...] = ()
    area: str = "board"
    parts: tuple[tuple[int, ...], ...] = ()

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ValueError(f"unknown highlight role {self.role!r}; known: {sorted(ROLES)}")
        if self.labels and len(self.labels) != len(self.cells):
            raise ValueError("a highlight needs one label per cell, or none")
        if self.parts and len(self.parts) != len(self.cells):
            raise ValueError("a highlight needs one tuple of parts per cell, or none")

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


#: A function that builds an explanation when called.
Explain = Callable[[], Explanation]
#: A function that builds some sentences of an explanation when called.
Lines = Callable[[], Iterable[str]]
#: A function that builds a part of an explanation when called: sentences, or
#: an :class:`Explanation` whose sentences *and highlights* are added (its
#: title and rule are dropped).  What a rule that runs by itself (a turn-end
#: step) returns, so that it can light up the board as well as speak.
Part = Callable[[], "Iterable[str] | Explanation"]


def on_demand(build: Callable[[], Explanation]) -> Explain:
    """``build``, called at most once: the first call builds, later calls return the same.

    (``functools.cache`` would do, but costs several times more to set up,
    and the engine sets one up for every action.)

    >>> calls = []
    >>> explain = on_demand(lambda: calls.append(1) or Explanation("Moved"))
    >>> explain() is explain(), len(calls)
    (True, 1)
    """
    return partial(_built_once, [], build)


def _built_once(made: list[Explanation], build: Callable[[], Explanation]) -> Explanation:
    """What ``build()`` returns, built at the first call and kept in ``made`` for the next.

    (Bound with ``partial`` by :func:`on_demand`: cheaper to set up than an
    inner function with its variables, once for every action.)
    """
    if not made:
        made.append(build())
    return made[0]


def no_lines() -> tuple[str, ...]:
    """Nothing to add (the :data:`Lines` of a rule that had nothing to say)."""
    return ()


def said(part: Part) -> tuple[tuple[str, ...], tuple[Highlight, ...]]:
    """The sentences and highlights a :data:`Part` builds (it is called once).

    >>> said(lambda: ["Turn ends."])
    (('Turn ends.',), ())
    >>> gold = Explanation("Gold", ("Ann takes 1.",), "", (Highlight("placed", ((0, 0),)),))
    >>> lines, lit = said(lambda: gold)
    >>> lines, [str(h) for h in lit]
    (('Ann takes 1.',), ['the tile just placed (cells): (0, 0)'])
    """
    made = part()
    if isinstance(made, Explanation):
        return made.lines, made.highlights
    return tuple(made), ()


def with_lines(explain: Explain, *more: Part) -> Explain:
    """``explain``'s explanation with the sentences (and highlights) of ``more`` after its own.

    On demand: nothing in ``more`` is called before the explanation is asked for.

    >>> explain = with_lines(lambda: Explanation("Mined", ("+3 silver.",)), lambda: ["Turn ends."])
    >>> explain().lines
    ('+3 silver.', 'Turn ends.')
    """
    more = [part for part in more if part is not no_lines]  # (a list: no generator to set up)
    if not more:
        return explain  # nothing to add: no second wrapper

    def build() -> Explanation:
        first = explain()
        parts = [said(part) for part in more]
        return replace(
            first,
            lines=(*first.lines, *(line for lines, _ in parts for line in lines)),
            highlights=(*first.highlights, *(lit for _, lights in parts for lit in lights)),
        )

    return on_demand(build)


class Outcome(NamedTuple, Generic[State]):
    """What a rule did: the new state, and a way to say why.

    ``explain()`` builds the :class:`Explanation` on its first call and
    returns the same one after (make it with :meth:`later`).  An Outcome
    unpacks like a pair: ``state, explain = apply(state, action)``.

    Examples
    --------
    >>> state, explain = Outcome.later("s1", lambda: Explanation("Moved"))
    >>> state, explain().title
    ('s1', 'Moved')
    """

    state: State
    explain: Explain

    @classmethod
    def later(cls, state: State, build: Callable[[], Explanation]) -> Outcome[State]:
        """``state``, explained by ``build()`` the first time someone asks."""
        # The tuple's own __new__: a named tuple's is written in Python, and
        # every action of every game makes an Outcome here (so on_demand's
        # partial is made here too, without a call to on_demand).
        return tuple.__new__(cls, (state, partial(_built_once, [], build)))

    @classmethod
    def now(cls, state: State, explanation: Explanation) -> Outcome[State]:
        """``state``, with an explanation that is already made."""
        return cls(state, lambda: explanation)
