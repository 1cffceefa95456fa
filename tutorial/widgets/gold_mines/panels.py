"""The players' panel of a Gold Mines game: the base game's points, then the gold apart.

Rulebook (The Gold Mines), *Actions and How to Play*: the ingots a player
has taken stay in front of them, in view of everyone, so the panel always
shows them.  *End of Game and Scoring*: gold scores by the value table in a
category of its own; until then the panel says what the ingots would be
worth, so the table's steps (1, 2, 3, 4 points an ingot) can be watched.
"""

from __future__ import annotations

import html

from tutorial.carcassonne.state import GameState
from tutorial.gold_mines.scoring import GOLD
from tutorial.gold_mines.state import gold_of
from tutorial.gold_mines.value import gold_points, points_per_ingot
from tutorial.widgets.carcassonne import look
from tutorial.widgets.carcassonne.panels import follower_swatch

#: A small gold bar, the swatch of the ingots column (as drawn on the tiles).
BAR = (
    f'<span style="display:inline-block;width:14px;height:8px;background:{look.GOLD};'
    f"border:1px solid {look.GOLD_EDGE};clip-path:polygon(0 100%,100% 100%,82% 0,18% 0);"
    'vertical-align:middle"></span>'
)


def _base(state: GameState) -> tuple[str, ...]:
    return tuple(c for c in state.rules.categories if c != GOLD)


def _gold_points(state: GameState, seat: int) -> tuple[int, bool]:
    """A seat's gold points, and whether they are scored (at the end) or only worth that now."""
    if state.game_over:
        return state.players[seat].score.points.get(GOLD, 0), True
    return gold_points(gold_of(state).held[seat]), False


def gold_players_html(state: GameState, humans: frozenset[int]) -> str:
    """The players as an HTML table: followers, base points by category, then ingots and gold."""
    base = _base(state)
    held = gold_of(state).held
    head = ["", "Player", "Plays", "Followers left", *base, "Base total"]
    gold_head = [f"{BAR} Ingots held", "Gold points"]
    rows = []
    for seat, p in enumerate(state.players):
        active = seat == state.active and not state.game_over
        points, scored = _gold_points(state, seat)
        worth = (
            str(points)
            if scored
            else f'<i style="color:#5A5142">worth {points} at the end'
            + (f" ({points_per_ingot(held[seat])} an ingot)" if held[seat] else "")
            + "</i>"
        )
        cells = [
            f"{'&#9654; ' if active else ''}{follower_swatch(seat)}",
            html.escape(p.name),
            "click" if seat in humans else "bot (Step)",
            str(p.followers),
            *(str(p.score.points.get(c, 0)) for c in base),
            str(sum(p.score.points.get(c, 0) for c in base)),
        ]
        gold_cells = [f"<b>{held[seat]}</b>", worth]
        style = "background:#FFF6D6" if active else ""
        rows.append(
            f'<tr style="{style}">'
            + "".join(f"<td>{c}</td>" for c in cells)
            + "".join(f'<td style="background:#FDF3DC">{c}</td>' for c in gold_cells)
            + f"<td><b>{p.score.total}</b></td></tr>"
        )
    header = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    header += "".join(f'<th style="background:#FDF3DC">{h}</th>' for h in gold_head)
    return (
        '<table style="font:13px sans-serif;border-collapse:collapse" cellpadding="4">'
        f"<tr>{header}<th>Total</th></tr>{''.join(rows)}</table>"
        f'<div style="font:12px sans-serif;color:#5A5142;padding:2px 4px">'
        f"{html.escape(supply_text(state))}</div>"
    )


def supply_text(state: GameState) -> str:
    """Where the 16 ingots are: supply, tiles, players, removed."""
    gold = gold_of(state)
    on_tiles = sum(n for _, n in gold.ingots)
    removed = f", {gold.removed} removed at the end" if gold.removed else ""
    return (
        f"Gold: {gold.supply} in the supply, {on_tiles} on {len(gold.ingots)} tiles, "
        f"{sum(gold.held)} held by players{removed}."
    )


def gold_players_text(state: GameState) -> str:
    """The players' followers, base points, ingots held and gold points, as plain text."""
    held = gold_of(state).held
    lines = []
    for seat, p in enumerate(state.players):
        base = ", ".join(f"{c} {p.score.points.get(c, 0)}" for c in _base(state))
        points, scored = _gold_points(state, seat)
        gold = f"gold {points}" if scored else f"gold worth {points} at the end"
        mark = "> " if seat == state.active and not state.game_over else "  "
        lines.append(
            f"{mark}{p.name}: {p.followers} follower{'s' * (p.followers != 1)} left; {base}; "
            f"{held[seat]} ingot{'s' * (held[seat] != 1)} held, {gold}; total {p.score.total}"
        )
    return "\n".join([*lines, supply_text(state)])
