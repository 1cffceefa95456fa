"""Colours: one per role, building type and player, each with a non-colour cue and a legend."""

from __future__ import annotations

import re

from tutorial.core.explanation import ROLES
from tutorial.widgets import palette

OKABE_ITO = {
    palette.BLACK, palette.ORANGE, palette.SKY_BLUE, palette.BLUISH_GREEN,
    palette.YELLOW, palette.BLUE, palette.VERMILLION, palette.REDDISH_PURPLE, palette.GREY,
}  # fmt: skip


def test_every_role_has_an_okabe_ito_style():
    for role in ROLES:
        look = palette.style(role)
        assert look.colour in OKABE_ITO, role
        assert look.kind in {"tint", "outline", "dashed", "badge"}


def test_roles_sharing_a_colour_differ_in_style():
    seen: dict[tuple[str, str], str] = {}
    for role in ROLES:
        key = (palette.style(role).colour, palette.style(role).kind)
        assert key not in seen, f"{role} looks exactly like {seen.get(key)}"
        seen[key] = role


def test_unknown_role_still_drawn_and_named():
    assert palette.style("brand new role") == palette.FALLBACK_STYLE
    assert palette.meaning("brand new role") == "brand new role"


def test_building_types_have_distinct_colours_and_letters():
    looks = palette.BUILDING_LOOKS.values()
    assert len({look.colour for look in looks}) == 4
    assert [look.mark for look in looks] == ["C", "I", "R", "E"]  # as in the text board


def test_five_players_distinct_in_colour_number_and_shape():
    looks = palette.PLAYER_LOOKS
    assert len(looks) == 5
    assert len({look.colour for look in looks}) == 5
    assert len({look.shape for look in looks}) == 5
    assert [look.mark for look in looks] == ["1", "2", "3", "4", "5"]


def test_legend_entries():
    entries = palette.legend(["path", "legal", "path", "current"])
    assert [e.meaning for e in entries] == [
        ROLES["path"], ROLES["legal"], palette.EXTRA_MEANINGS["current"],
    ]  # fmt: skip
    assert len(palette.legend()) == len(ROLES)
    assert len(palette.building_legend()) == 4
    assert [e.mark for e in palette.player_legend(3)] == ["1", "2", "3"]


def test_reach_rings_never_look_like_a_player():
    """Grey shades (darkest at the start) with an "r" label in a ring, unlike a player's pawn."""
    players = {look.colour for look in palette.PLAYER_LOOKS} | {palette.CARDINAL_LOOK.colour}
    shades = [palette.style(palette.reach_role(d)) for d in range(6)]
    assert not {s.colour for s in shades} & players
    assert all(s.label == "ring" for s in shades)
    greys = [sum(palette.rgb(s.colour)) for s in shades]
    assert greys == sorted(greys) and len(set(greys[:4])) == 4  # lighter ring by ring
    assert palette.reach_label(2) == "r2"
    assert all(not look.mark.startswith("r") for look in palette.PLAYER_LOOKS)


def test_colour_helpers():
    assert palette.rgb("#D55E00") == (213, 94, 0)
    assert re.fullmatch(r"rgba\(213, 94, 0, 0\.5\)", palette.rgba("#D55E00", 0.5))


def test_step_through_marks_are_okabe_ito_with_a_meaning_and_a_style():
    for role, look in palette.EXTRA_STYLES.items():
        # Reach rings are neutral greys: no ring may look like a player; a lone node is a
        # light grey, which stays apart from reddish purple (tests/widgets/test_colours.py).
        neutral = {*palette.REACH_COLOURS, palette.LIGHT_GREY}
        assert look.colour in OKABE_ITO or look.colour in neutral, role
        assert palette.meaning(role) != role, f"{role} has no legend text"
    kinds = {palette.style(r).kind for r in palette.EXTRA_STYLES}
    assert kinds <= {"tint", "outline", "dashed", "line", "hollow line", "wide line", "arrow"} | {
        "curved arrow",
        "faint",
        "region",
        "strong region",
    }
    # One view's marks never look the same as each other.
    bfs = ["waiting", "expanded", "current", "neighbour", "edge new", "edge skipped", "parent"]
    bfs.append("shortest path")
    looks = [(palette.style(r).colour, palette.style(r).kind) for r in bfs]
    assert len(set(looks)) == len(looks)
