"""Colour and contrast: a board's colours stay apart with a colour deficiency; its text reads.

The pairs are collected from the palettes (:mod:`tutorial.widgets.palette` and
the games' look modules), never copied here as hex values, so a colour changed
there is checked here.  :mod:`tutorial.widgets.colour_check` holds the
formulas: WCAG 2.x contrast, Machado et al. (2009) simulation, CIE76 distance.
All board labels are small (9-14 px), so all text is held to the normal-text
level of WCAG AA, 4.5:1.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from tutorial.carcassonne import setup as carcassonne_setup
from tutorial.cerro_gordo import setup as cerro_gordo_setup
from tutorial.core.explanation import ROLES
from tutorial.tiletum import setup as tiletum_setup
from tutorial.widgets import colour_check, exercises, palette
from tutorial.widgets.carcassonne import look, tiles
from tutorial.widgets.explanation import legend_html
from tutorial.widgets.graph_canvas import FILLS
from tutorial.widgets.tiletum import map_canvas, wheel_view

# -- the formulas ------------------------------------------------------------------


def test_wcag_contrast_and_levels():
    assert colour_check.contrast_ratio("#FFFFFF", "#000000") == pytest.approx(21.0)
    assert colour_check.contrast_ratio("#777777", "#777777") == pytest.approx(1.0)
    # The lightest grey that passes AA on white: #767676, 4.54:1.
    assert colour_check.contrast_ratio("#767676", "#FFFFFF") == pytest.approx(4.54, abs=0.01)
    assert colour_check.aa_minimum(18.7, bold=True) == colour_check.AA_LARGE
    assert colour_check.aa_minimum(18.7, bold=False) == colour_check.AA_NORMAL


def test_cie76_distance_of_red_and_green():
    # CIELAB (D65): red (53.24, 80.09, 67.20), green (87.73, -86.18, 83.18).
    assert colour_check.distance("#FF0000", "#00FF00") == pytest.approx(170.6, abs=0.1)


def test_simulation_keeps_greys_and_confuses_red_with_green():
    for deficiency in colour_check.DEFICIENCIES:
        assert colour_check.simulate("#FFFFFF", deficiency) == "#FFFFFF"
        assert colour_check.simulate("#404040", deficiency) == "#404040"
    red, green = "#D62728", "#2CA02C"  # a red and a green of equal weight, a classic pitfall
    seen = colour_check.distance_seen(red, green, "deuteranopia")
    assert seen < colour_check.APART < colour_check.distance(red, green)
    with pytest.raises(ValueError, match="unknown deficiency"):
        colour_check.simulate(red, "monochromacy")
    with pytest.raises(ValueError, match="#RRGGBB"):
        colour_check.luminance("red")


# -- colours that tell things apart --------------------------------------------------

#: Marks of one family are told apart by colour alone, so their colours must stay apart.
FAMILIES = {
    **dict.fromkeys(FILLS, "fill"),
    **dict.fromkeys(("outline", "dashed", "ring", "dashed ring"), "frame"),
    "badge": "disc",
    **dict.fromkeys(("line", "hollow line", "wide line", "faint"), "line"),
    **dict.fromkeys(("arrow", "curved arrow"), "arrow"),
}
REACH = {palette.reach_role(d) for d in range(16)}


def mark_styles() -> dict[str, palette.Style]:
    """Every role and mark a board draws, but the reach rings (a graded scale with labels)."""
    roles = {**palette.ROLE_STYLES, **palette.EXTRA_STYLES, **look.MARKS}
    return {role: style for role, style in roles.items() if role not in REACH}


def mark_pairs() -> set[tuple[str, str, str]]:
    """Pairs of different colours within one family of marks (a tint beside a tint...)."""
    pairs = set()
    for (a, sa), (b, sb) in combinations(sorted(mark_styles().items()), 2):
        if FAMILIES[sa.kind] == FAMILIES[sb.kind] and sa.colour != sb.colour:
            pairs.add((*sorted((sa.colour, sb.colour)), f"{a} / {b}"))
    return pairs


def player_pairs() -> set[tuple[str, str, str]]:
    """Player colours among themselves, for the largest table each game allows (smaller ones
    use the first seats' colours, a subset), and the Cardinalbot beside Tiletum's players."""
    pairs = set()
    for game, most in (
        ("Cerro Gordo", cerro_gordo_setup.MAX_PLAYERS),
        ("Carcassonne", carcassonne_setup.MAX_PLAYERS),
        ("Tiletum", tiletum_setup.MAX_PLAYERS),
    ):
        looks = palette.PLAYER_LOOKS[:most]
        if game == "Tiletum":
            looks += (palette.CARDINAL_LOOK,)
        for a, b in combinations(looks, 2):
            pairs.add((a.colour, b.colour, f"{game}: {a.name} / {b.name}"))
    return pairs


def board_pairs() -> set[tuple[str, str, str]]:
    """Colours a board sets side by side: pieces on their ground, neighbouring tiles' kinds."""
    pieces = [*palette.PLAYER_LOOKS, palette.CARDINAL_LOOK]
    pairs = {
        (r, p.colour, f"reach ring {r} / {p.name}") for r in palette.REACH_COLOURS for p in pieces
    }
    buildings = palette.BUILDING_LOOKS.values()
    pairs |= {(a.colour, b.colour, f"{a.name} / {b.name}") for a, b in combinations(buildings, 2)}
    land = {"field": look.FIELD, "city": look.CITY, "road": look.ROAD}
    pairs |= {(look.GOLD, c, f"gold / {name}") for name, c in land.items()}
    pairs |= {(look.PENNANT, look.CITY, "pennant / city")}
    pairs |= {
        (p.colour, c, f"{p.name}'s follower / {name}") for p in pieces for name, c in land.items()
    }
    silver, gold = map_canvas.CATHEDRAL_FILLS.values()
    pairs |= {(silver, gold, "Cathedral spot: Silver / Gold cost")}
    return pairs


def apart_failures(pairs: set[tuple[str, str, str]]) -> list[str]:
    failures = []
    for a, b, what in sorted(pairs):
        least, seen = colour_check.least_distance(a, b)
        if least < colour_check.APART:
            failures.append(f"{what}: {a} and {b} only {least:.1f} apart ({seen})")
    return failures


@pytest.mark.parametrize("pairs", [mark_pairs, player_pairs, board_pairs])
def test_colours_stay_apart_with_each_colour_deficiency(pairs):
    collected = pairs()
    assert collected, "no pairs collected"
    assert apart_failures(collected) == []


def test_an_unreadable_pair_is_caught():
    """The check fails where it should: Okabe-Ito grey beside reddish purple, for deuteranopia."""
    failures = apart_failures({(palette.GREY, palette.REDDISH_PURPLE, "grey / purple")})
    assert len(failures) == 1 and "deuteranopia" in failures[0]


# -- text on a board -----------------------------------------------------------------


def text_pairs() -> set[tuple[str, str, str]]:
    """(text colour, background, where) for every label a board draws on a colour."""
    pairs = set()
    styles = {**palette.ROLE_STYLES, **palette.EXTRA_STYLES, **look.MARKS}
    for role, style in styles.items():
        if style.label == "disc":  # a badge: the label on a disc of the style's colour
            pairs.add((style.text, style.colour, f"badge of {role}"))
        else:  # a thin grey ring round grey text on white
            pairs.add((palette.LABEL, palette.WHITE, f"ringed label of {role}"))
        if style.kind in FILLS:  # a graph's node filled with the colour, its id in ink
            pairs.add((palette.INK, style.colour, f"node id on {role}"))
    for piece in (*palette.PLAYER_LOOKS, palette.CARDINAL_LOOK, *palette.BUILDING_LOOKS.values()):
        pairs.add((piece.text, piece.colour, f"mark of {piece.name}"))
    pairs |= {
        (palette.MINE_TEXT, palette.MINE, "mine tile"),
        (palette.INK, palette.SILVER, "silver coin, START's tag"),
        (palette.INK, map_canvas.STONE, "Stone Tablet id"),
        (palette.INK, palette.WHITE, "node id, empty site letter"),
        (palette.LABEL, palette.WHITE, "board margins, START"),
        (palette.LABEL, palette.GROUND, "label on the board's ground"),
        (exercises.PASSED, palette.WHITE, "exercise passed (status text)"),
        (exercises.FAILED, palette.WHITE, "exercise failed (status text)"),
    }
    pairs |= {
        (palette.INK, fill, f"Cathedral spot ({cost})")
        for cost, fill in map_canvas.CATHEDRAL_FILLS.items()
    }
    # A follower's number in a dashed ring, on a white wash over the land.
    ring = look.style("returned").colour
    for name, land in {"field": look.FIELD, "city": look.CITY, "road": look.ROAD}.items():
        washed = colour_check.blend(palette.WHITE, tiles.RING_WASH, land)
        pairs.add((ring, washed, f"returned follower on {name}"))
    return pairs


def test_text_on_boards_meets_wcag_aa():
    failures = [
        f"{where}: {text} on {ground} is {ratio:.2f}:1"
        for text, ground, where in sorted(text_pairs())
        if (ratio := colour_check.contrast_ratio(text, ground)) < colour_check.AA_NORMAL
    ]
    assert failures == []


# -- legends name their colours --------------------------------------------------------


def all_legend_entries() -> list[palette.LegendEntry]:
    return [
        *palette.legend([*ROLES, *palette.EXTRA_STYLES]),
        *palette.building_legend(),
        *palette.player_legend(len(palette.PLAYER_LOOKS)),
        *look.mark_legend([*look.MARKS, *ROLES]),
        *look.land_legend(),
        *look.follower_legend(carcassonne_setup.MAX_PLAYERS),
        *look.gold_legend(),
        *wheel_view.WHEEL_LEGEND,
    ]


def test_every_legend_entry_names_its_colour_in_words():
    for entry in all_legend_entries():
        name = palette.colour_name(entry)
        assert name and not name.startswith(("#", "rgb")), name
        words = palette.legend_words(entry)
        assert name in words.lower(), words
        assert name in legend_html([entry]).lower()


def test_a_legend_colour_without_a_name_is_refused():
    with pytest.raises(KeyError, match="has no name"):
        palette.legend_words(palette.LegendEntry("#123456", "tint", "a new mark"))
    named = palette.LegendEntry("#123456", "tint", "a new mark", colour_name="navy")
    assert palette.legend_words(named) == "a new mark (navy wash)"
    # A meaning that names its colour already is left as it is; "covered" is not "red".
    yours = palette.legend(["yours"])[0]
    assert palette.legend_words(yours) == yours.meaning
    covered = palette.LegendEntry(palette.VERMILLION, "outline", "the tablets covered")
    assert palette.legend_words(covered) == "the tablets covered (red frame)"
