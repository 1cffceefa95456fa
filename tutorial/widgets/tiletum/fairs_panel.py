"""The Tiletum app's panel of goals: the Fair tiles round by round and, solo, your Challenges.

It holds no rule: the tiles' words come from
:func:`tutorial.tiletum.fairs.fair_lines`, each Challenge's progress from
:func:`tutorial.tiletum.challenges.challenge_checks`.
"""

from __future__ import annotations

import html

from tutorial.tiletum.challenges import challenge_checks
from tutorial.tiletum.fairs import fair_lines
from tutorial.tiletum.state import GameState
from tutorial.widgets.tiletum.panels import BOX


def goal_sections(state: GameState) -> list[tuple[str, tuple[str, ...]]]:
    """``(heading, lines)``: the Fairs and, solo, your Challenges with what you have now."""
    sections = [("Fairs (stand-in tiles), one at the end of each round:", fair_lines(state))]
    solo = state.solo
    if solo is not None:
        seat = next(s for s in range(len(state.players)) if s != solo.seat)
        checks = tuple(check.text() for check in challenge_checks(state, seat))
        name = state.players[seat].name
        sections.append((f"{name}'s Challenges (stand-ins), checked at the end:", checks))
    return sections


def goals_text(state: GameState) -> str:
    """:func:`goal_sections` in plain text."""
    return "\n".join(
        "\n".join([heading, *("  " + line for line in lines)])
        for heading, lines in goal_sections(state)
    )


def goals_html(state: GameState) -> str:
    """:func:`goal_sections` as HTML: each heading in bold over a list."""
    body = "".join(
        f"<b>{html.escape(heading)}</b><ul style='margin:2px 0 6px 0'>"
        + "".join(f"<li>{html.escape(line)}</li>" for line in lines)
        + "</ul>"
        for heading, lines in goal_sections(state)
    )
    return f'<div class="tiletum-goals" style="{BOX}">{body}</div>'
