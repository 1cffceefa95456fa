"""The explanation of a hand-out of gold, built when asked for.

The hand-out step adds it to the turn's explanation, sentences and
highlights (the tiles the gold was taken from); the gold layer also keeps
the last hand-out (:class:`~tutorial.gold_mines.sharing.Sharing`), so that
:func:`gold_explanation` can tell it again from the state alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tutorial.carcassonne.state import GameState
from tutorial.core.explanation import Explanation, Highlight
from tutorial.gold_mines.sharing import RULE_SHARING, Sharing, reading_order
from tutorial.gold_mines.state import gold_of


def gold_explanation(state: GameState) -> Explanation:
    """Who took which ingot from where at the end of the last turn, round by round.

    The highlight (role ``gold_taken``) marks each tile gold was taken from,
    labelled with who took how many there.
    """
    sharing = gold_of(state).sharing
    if sharing is None:
        return Explanation("No gold handed out", ("No gold was handed out last turn.",))
    return sharing_explanation(sharing, [player.name for player in state.players])


def sharing_explanation(sharing: Sharing, names: Sequence[str]) -> Explanation:
    """A hand-out in words, round by round, and the tiles the gold was taken from."""
    took: dict[tuple[int, int], Counter[int]] = {}
    for step in sharing.steps:
        took.setdefault(step.cell, Counter())[step.player] += step.taken
    cells = tuple(sorted(took, key=reading_order))
    labels = tuple(
        ", ".join(f"{names[seat]} {n}" for seat, n in sorted(took[cell].items())) for cell in cells
    )
    return Explanation(
        "Gold handed out",
        sharing.lines(names),
        RULE_SHARING,
        (Highlight("gold_taken", cells, labels),),
    )
