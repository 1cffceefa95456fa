"""What differs between two positions of one game: the data a "what if" comparison shows.

Each game package says what is worth comparing in its own ``differences(a,
b)`` (Cerro Gordo: who is closest to each mine; Carcassonne: the features
completed): this module holds the shape of the answer, the same for every
game, so one widget (:class:`~tutorial.widgets.compare.Compare`) can show any
game's.  The rules stay in the game packages; the widget only reads this.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass


@dataclass(frozen=True)
class Differences:
    """Two positions, side by side: each seat's score in both, and what holds in one only.

    ``names`` and the scores are in seat order.  ``only_a`` and ``only_b``
    say, in words, what is true of one position and not of the other;
    ``cells_a`` and ``cells_b`` are the board cells those facts are about
    (to highlight on each board).

    >>> d = Differences(("Ann", "Bob"), (3, 0), (1, 4), ("Ann's city is complete",), ())
    >>> d.score_change, d.same
    ((-2, 4), False)
    >>> print(d.text())
    Score, B minus A: Ann -2, Bob +4.
    Only in A: Ann's city is complete.
    """

    names: tuple[str, ...]
    scores_a: tuple[int, ...]
    scores_b: tuple[int, ...]
    only_a: tuple[str, ...]
    only_b: tuple[str, ...]
    cells_a: frozenset[Hashable] = frozenset()
    cells_b: frozenset[Hashable] = frozenset()

    @property
    def score_change(self) -> tuple[int, ...]:
        """Each seat's score in B minus its score in A."""
        return tuple(b - a for a, b in zip(self.scores_a, self.scores_b, strict=True))

    @property
    def same(self) -> bool:
        """Whether nothing this comparison looks at differs."""
        return not (self.only_a or self.only_b or any(self.score_change))

    def text(self) -> str:
        """The difference in sentences: the score line, then what holds in A only and in B only."""
        change = ", ".join(
            f"{n} {d:+d}" if d else f"{n} 0"
            for n, d in zip(self.names, self.score_change, strict=True)
        )
        lines = [f"Score, B minus A: {change}."]
        lines += [f"Only in A: {fact}." for fact in self.only_a]
        lines += [f"Only in B: {fact}." for fact in self.only_b]
        if self.same:
            lines.append("Nothing else differs.")
        return "\n".join(lines)


def one_sided(
    a: set[str] | frozenset[str], b: set[str] | frozenset[str]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The facts of ``a`` not in ``b`` and those of ``b`` not in ``a``, each sorted.

    >>> one_sided({"x", "y"}, {"y", "z"})
    (('x',), ('z',))
    """
    return tuple(sorted(a - b)), tuple(sorted(b - a))
