"""The Cardinalbot's Prospector action: reach, each tie-break alone, the route, the text."""

import pytest

from tests.tiletum.builders import small_map, town
from tutorial.core.errors import PositionError
from tutorial.tiletum.cardinalbot import (
    BOT,
    TIE_BREAKS,
    prospector_decision,
    reach_layers,
    site_to_build,
)
from tutorial.tiletum.maps import Site, underground_map
from tutorial.tiletum.underground import Underground

YOU = "you"
MINE_FIRST = ("mine", "pillar", "house")


def one_town_map(numeral, bonus=None):
    """s - x, where x is a Town with one Mine site."""
    return small_map(numeral, {"x": town("X" + numeral, ("mine", 1, bonus))}, ["s-x"])


# --------------------------------------------------------------------------
# Each tie-break alone: three small maps, so only that rule decides
# --------------------------------------------------------------------------


def test_tie_break_1_a_map_where_you_also_have_a_prospector():
    maps = tuple(one_town_map(n) for n in ("I", "II", "III"))
    bot = [(1, "s"), (2, "s"), (3, "s")]
    here = Underground(maps, prospectors={BOT: bot, YOU: [(1, "x")]})
    decision = prospector_decision(here, MINE_FIRST)
    assert decision.chosen.town == (1, "x")  # map I, though III is higher
    assert decision.decided_by == TIE_BREAKS[0]
    assert [c.you_here for c in decision.table] == [True, False, False]


def test_tie_break_2_a_site_with_a_printed_bonus():
    maps = (one_town_map("I", bonus="1 point"), one_town_map("II"), one_town_map("III"))
    here = Underground(maps, prospectors={BOT: [(1, "s"), (2, "s"), (3, "s")]})
    decision = prospector_decision(here, MINE_FIRST)
    assert decision.chosen.town == (1, "x")  # map I, though III is higher
    assert decision.decided_by == TIE_BREAKS[1]


def test_tie_break_3_the_higher_map():
    maps = tuple(one_town_map(n) for n in ("I", "II", "III"))
    here = Underground(maps, prospectors={BOT: [(1, "s"), (2, "s"), (3, "s")]})
    decision = prospector_decision(here, MINE_FIRST)
    assert [c.town for c in decision.table] == [(3, "x"), (2, "x"), (1, "x")]
    assert decision.decided_by == TIE_BREAKS[2]


def test_tie_break_4_ours_the_lowest_space_id():
    umap = small_map("II", {"y": town("Y", "mine"), "x": town("X", "mine")}, ["s-y", "s-x"])
    decision = prospector_decision(Underground((umap,), prospectors={BOT: [(2, "s")]}), MINE_FIRST)
    assert decision.chosen.town == (2, "x") and decision.decided_by == TIE_BREAKS[3]


def test_the_tie_breaks_apply_in_order():
    # You on map I, a bonus on map II, map III higher: the first rule wins over the others.
    maps = (one_town_map("I"), one_town_map("II", bonus="1 point"), one_town_map("III"))
    here = Underground(maps, prospectors={BOT: [(1, "s"), (2, "s"), (3, "s")], YOU: [(1, "s")]})
    assert [c.town[0] for c in prospector_decision(here, MINE_FIRST).table] == [1, 2, 3]


def test_a_lone_candidate_needs_no_tie_break():
    here = Underground((one_town_map("I"),), prospectors={BOT: [(1, "s")]})
    decision = prospector_decision(here, MINE_FIRST)
    assert decision.decided_by is None and "tie" not in decision.text()


# --------------------------------------------------------------------------
# Reach: extended one step at a time, as little as needed
# --------------------------------------------------------------------------


def pillar_near_mine_far():
    """s - p (a Pillar only), and s - a - m (a Mine)."""
    towns = {"p": town("Near", "pillar"), "m": town("Far", ("mine", 3))}
    return small_map("I", towns, ["s-p", "s-a", "a-m"])


def test_reading_reach_first_a_nearer_pillar_beats_a_farther_mine():
    here = Underground((pillar_near_mine_far(),), prospectors={BOT: [(1, "s")]})
    decision = prospector_decision(here, MINE_FIRST)
    assert (decision.chosen.town, decision.kind) == ((1, "p"), "pillar")
    # reach 0 (s) and reach 1 (p, a) were tried; reach 2, where the Mine is, never was.
    assert [r.reach for r in decision.reaches] == [0, 1]
    assert decision.reaches[-1].found == (("mine", ()), ("pillar", ((1, "p"),)), ("house", ()))


def test_within_a_reach_the_decree_order_decides():
    towns = {"p": town("P", ("pillar", None, "1 point")), "m": town("M", "mine")}
    umap = small_map("I", towns, ["s-p", "s-m"])
    here = Underground((umap,), prospectors={BOT: [(1, "s")]})
    assert prospector_decision(here, MINE_FIRST).chosen.town == (1, "m")
    assert prospector_decision(here, ("pillar", "mine")).chosen.town == (1, "p")


def test_reach_zero_is_the_town_where_the_prospector_stands():
    here = Underground((pillar_near_mine_far(),), prospectors={BOT: [(1, "m")]})
    decision = prospector_decision(here, MINE_FIRST)
    assert decision.chosen.town == (1, "m") and decision.route.spaces == ("m",)
    assert "stands there already" in decision.text()


def test_a_town_where_the_bot_has_that_kind_already_is_passed_over():
    # Prospector Action: "none of yours there". Your own Mine does not stop the bot's.
    umap = small_map("I", {"x": town("X", "mine", "mine"), "y": town("Y", "mine")}, ["s-x", "x-y"])
    here = Underground((umap,), built={(1, "x.m1"): BOT}, prospectors={BOT: [(1, "s")]})
    assert prospector_decision(here, ("mine",)).chosen.town == (1, "y")
    theirs = Underground((umap,), built={(1, "x.m1"): YOU}, prospectors={BOT: [(1, "s")]})
    decision = prospector_decision(theirs, ("mine",))
    assert decision.chosen.town == (1, "x") and decision.chosen.site.id == "x.m2"


def test_reach_layers_come_from_every_prospector_on_the_map():
    umap = underground_map("I", "A")
    assert reach_layers(umap, ["s", "l"])[:2] == (("s", "l"), ("a", "b", "k"))


def test_reach_grows_on_every_map_at_once_and_the_nearest_wins():
    # A Town 1 step away on map I beats one 2 steps away on the higher map III.
    near = small_map("I", {"x": town("Near", "mine")}, ["s-x"])
    far = small_map("III", {"x": town("Far", "mine")}, ["s-a", "a-x"])
    here = Underground((near, far), prospectors={BOT: [(1, "s"), (3, "s")]})
    assert prospector_decision(here, MINE_FIRST).chosen.town == (1, "x")


def test_a_map_without_the_bots_prospector_is_out_of_reach():
    here = Underground(
        (one_town_map("I"), one_town_map("III")), prospectors={BOT: [(1, "s")], YOU: [(3, "s")]}
    )
    assert prospector_decision(here, MINE_FIRST).chosen.town == (1, "x")


def test_nothing_to_build_anywhere_means_a_kings_surprise():
    full = Underground(
        (one_town_map("I"),), built={(1, "x.m1"): YOU}, prospectors={BOT: [(1, "s")]}
    )
    decision = prospector_decision(full, MINE_FIRST)
    assert decision.chosen is None and decision.route is None and decision.tablets == ()
    assert [r.reach for r in decision.reaches] == [0, 1]
    assert "King's Surprise" in decision.text()
    no_prospector = Underground((one_town_map("I"),))
    assert prospector_decision(no_prospector, MINE_FIRST).reaches == ()


# --------------------------------------------------------------------------
# The route
# --------------------------------------------------------------------------


def diamond():
    """s - a - t and s - b - t (a tablet on b-t), and a longer way s - c - d - t, all tablets."""
    towns = {"t": town("T", "mine")}
    edges = ["s-a", "a-t", "s-b", "b-t", "s-c", "c-d", "d-t"]
    tablets = {"t1": "b-t", "t2": "s-c", "t3": "c-d", "t4": "d-t"}
    return small_map("I", towns, edges, tablets)


def test_the_route_prefers_more_uncovered_tablets_among_the_shortest():
    here = Underground((diamond(),), prospectors={BOT: [(1, "s")]})
    decision = prospector_decision(here, MINE_FIRST)
    assert decision.route.spaces == ("s", "b", "t")  # never the longer way, for all its tablets
    assert decision.tablets == ((1, "t1"),)
    assert "covers them with an X tile, but does not resolve them" in decision.text()


def test_a_covered_tablet_no_longer_draws_the_route():
    here = Underground((diamond(),), prospectors={BOT: [(1, "s")]}, covered={(1, "t1")})
    decision = prospector_decision(here, MINE_FIRST)
    assert decision.route.spaces == ("s", "a", "t") and decision.tablets == ()


def test_the_nearest_of_two_prospectors_on_the_map_moves():
    umap = underground_map("I", "A")
    here = Underground((umap,), prospectors={BOT: [(1, "s"), (1, "k")]})
    decision = prospector_decision(here, ("pillar",))
    # Reach 1 holds a, b (from s) and i, j (from k): Salina (j) has a Pillar site.
    assert decision.chosen.town == (1, "j") and decision.route.spaces == ("k", "j")


def test_on_the_shipped_map_the_route_takes_both_tablets():
    umap = underground_map("I", "A")
    # The Mines of Fodina, Rivus are taken by you: the nearest Mines are in Argentaria (h).
    built = {(1, "c.m1"): YOU, (1, "e.m1"): YOU}
    here = Underground((umap,), built=built, prospectors={BOT: [(1, "s")]})
    decision = prospector_decision(here, ("mine",))
    assert decision.chosen.town == (1, "h") and decision.chosen.site.id == "h.m1"  # 2 Gold
    assert decision.route.spaces == ("s", "b", "c", "g", "h")
    assert decision.tablets == ((1, "t1"), (1, "t2"))


# --------------------------------------------------------------------------
# Small rules, bad input
# --------------------------------------------------------------------------


def test_the_site_built_on_has_a_printed_bonus_then_most_gold_then_comes_first():
    a, b, c = Site("a", "mine", 1), Site("b", "mine", 3), Site("c", "mine", 0, "1 point")
    assert site_to_build([a, b, c]) == c
    assert site_to_build([a, b]) == b
    assert site_to_build([a, Site("d", "mine", 1)]) == a
    assert site_to_build([]) is None


@pytest.mark.parametrize("decree", [(), ("castle",), ("mine", "mine")])
def test_a_bad_decree_is_refused(decree):
    here = Underground((one_town_map("I"),), prospectors={BOT: [(1, "s")]})
    with pytest.raises(ValueError, match="decree"):
        prospector_decision(here, decree)


@pytest.mark.parametrize(
    "changes, field",
    [
        ({"built": {(1, "x.h9"): YOU}}, "built[(1, 'x.h9')]"),
        ({"built": {(2, "x.m1"): YOU}}, "built"),
        ({"prospectors": {YOU: [(1, "nowhere")]}}, "prospectors['you']"),
        ({"prospectors": {YOU: ["s"]}}, "prospectors['you']"),
        ({"covered": {(1, "t9")}}, "covered"),
    ],
)
def test_an_underground_naming_what_is_not_there_is_refused(changes, field):
    with pytest.raises(PositionError) as info:
        Underground((one_town_map("I"),), **changes)
    assert info.value.field == field


def test_a_map_in_play_twice_is_refused():
    with pytest.raises(PositionError, match="twice"):
        Underground((one_town_map("I"), one_town_map("I")))


def test_the_decision_text_names_the_reaches_the_table_and_the_target():
    maps = (underground_map("I", "A"), underground_map("II", "B"))
    here = Underground(maps, prospectors={BOT: [(1, "s"), (2, "s")], YOU: [(2, "a")]})
    text = prospector_decision(here, ("pillar", "house")).text()
    assert text.splitlines()[0] == (
        "Cardinalbot Prospector action (Decree order: Pillar, then House)."
    )
    assert "Reach 1: no Town 1 step away." in text
    assert (
        "  Pyrites (map II, space c): you have a Prospector on its map: yes; printed bonus: no"
        in text
    )
    assert "Decided by a site with a printed bonus." in text
    assert "Target: Galena (map II, space d), Pillar site d.p1, printed bonus 1 point." in text
    assert "Route: s → a → d (2 steps)." in text
