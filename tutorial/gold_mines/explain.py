"""The explanation of a hand-out of gold, built when asked for.

The hand-out step adds it to the turn's explanation, sentences and
highlights (the tiles the gold was taken from, and the gold that stays on a
completed feature no one held); the gold layer also keeps
the last hand-out (:class:`~tutorial.gold_mines.sharing.Sharing`), so that
:func:`gold_explanation` can tell it again from the state alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import MONASTERY
from tutorial.core.explanation import Explanation, Highlight
from tutorial.gold_mines.sharing import RULE_SHARING, Sharing, reading_order
from tutorial.gold_mines.state import gold_of


def gold_explanation(state: GameState) -> Explanation:
    """Who took which ingot from where at the end of the last turn, round by round.

    The highlight (role ``gold_taken``) marks each tile gold was taken from,
    labelled with who took how many there; then the gold that stayed on a
    feature completed with no follower in it (:func:`gold_staying`).
    """
    sharing = gold_of(state).sharing
    stays = gold_staying(state)
    if sharing is None:
        nothing = Explanation("No gold handed out", ("No gold was handed out last turn.",))
        return _with(nothing, stays)
    return _with(sharing_explanation(sharing, [player.name for player in state.players]), stays)


def _with(told: Explanation, more: Explanation) -> Explanation:
    """``told`` followed by the sentences and highlights of ``more``."""
    if not more.lines:
        return told
    return replace(
        told, lines=(*told.lines, *more.lines), highlights=(*told.highlights, *more.highlights)
    )


#: Where the rulebook says what becomes of gold no one takes.
RULE_STAYS = "Actions and How to Play: gold of a completed feature no one holds"


def gold_staying(state: GameState) -> Explanation:
    """The gold left on the tiles of features completed this turn with no follower in them.

    Rulebook (The Gold Mines), *Actions and How to Play*: the gold on a
    completed feature's tiles goes to the player(s) with the most followers
    in it, so through a feature with none, no one takes any: it stays on its
    tiles (a feature completed later through the same tile may still bring
    it to someone), and whatever is still on a tile when the game ends is
    removed from play.  Highlight ``gold_stays``: the tiles it stays on,
    labelled with their ingots.  Built only when asked; no sentence when no
    gold stays.
    """
    from tutorial.gold_mines.handout import unheld_features  # it builds on this module

    on_board = gold_of(state).on_board()
    lines, cells = [], []
    for kind, tiles, claim in unheld_features(state):
        staying = sorted((c for c in claim.cells if on_board.get(c)), key=reading_order)
        if not staying:
            continue
        where = ", ".join(str(c) for c in sorted(tiles, key=reading_order))
        ingots = sum(on_board[c] for c in staying)
        area = "its tile and the 8 around it" if kind == MONASTERY else "its tiles"
        listed = ", ".join(f"{on_board[c]} on {c}" for c in staying)
        lines.append(
            f"The {kind} completed on {where} has no follower in it, so no one takes gold "
            f"through it: the {_ingots(ingots)} on {area} stay where they are ({listed})."
        )
        cells += [c for c in staying if c not in cells]
    if not lines:
        return Explanation("No gold stays")
    lines.append("Gold still on a tile when the game ends is removed from play.")
    labels = tuple(str(on_board[c]) for c in cells)
    return Explanation(
        "Gold stays", tuple(lines), RULE_STAYS, (Highlight("gold_stays", tuple(cells), labels),)
    )


def _ingots(n: int) -> str:
    return "1 ingot" if n == 1 else f"{n} ingots"


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
