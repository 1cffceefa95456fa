"""DecisionView: the Cardinalbot's Prospector decision, explained with maps and a table."""

from __future__ import annotations

import re

from tests.tiletum.builders import small_map, town
from tutorial.tiletum.cardinalbot import BOT, TIE_BREAKS, prospector_decision
from tutorial.tiletum.maps import numeral
from tutorial.tiletum.underground import Underground
from tutorial.widgets import palette
from tutorial.widgets.tiletum import DecisionView

from ..helpers import plain, roles

DECREE = ("mine", "pillar", "house")


def test_the_table_rows_are_the_decisions_table(here):
    decision = prospector_decision(here, DECREE)
    view = DecisionView(decision, here)
    rows = view.table_rows()
    assert len(rows) == len(decision.table) == 3
    for row, candidate in zip(rows, decision.table, strict=True):
        assert row == (
            candidate.label,
            f"{candidate.site.kind.title()} {candidate.site.id}",
            "yes" if candidate.you_here else "no",
            "yes" if candidate.printed_bonus else "no",
            numeral(candidate.town[0]),
            candidate.town[1],
        )
    # The HTML table shows the same rows, best first, and marks the deciding column.
    body = re.findall(r"<tr[^>]*>(.*?)</tr>", view.table.value.split("<tbody>")[1])
    cells = [[plain(c) for c in re.findall(r"<td[^>]*>(.*?)</td>", r)] for r in body]
    assert [tuple(row[1:]) for row in cells] == rows
    assert cells[0][0] == "1 (chosen)"
    assert view.deciding_column == TIE_BREAKS.index(decision.decided_by) == 0
    assert "decided here" in plain(view.table.value.split("<tbody>")[0])


def test_the_maps_shade_reach_and_ring_the_candidates(here):
    decision = prospector_decision(here, DECREE)
    view = DecisionView(decision, here)
    assert [m.umap.number for m in view.maps] == [1, 3]
    last = len(decision.reaches) - 1
    for map_view in view.maps:
        assert len(map_view.reach) == last + 1  # reach shaded as far as the bot looked
    map_i, map_iii = view.maps
    assert roles(map_i.drawing.marks)["candidate"] == ("c", "e")
    assert "target" not in roles(map_i.drawing.marks)
    assert roles(map_iii.drawing.marks)["target"] == ("h",)
    assert map_iii.route == decision.route.spaces
    assert map_iii.drawing.lit_tablets == tuple(t for _, t in decision.tablets) == ("t1",)


def test_the_words_say_each_reach_the_target_and_the_tablets(here):
    view = DecisionView.decide(here, DECREE)
    reach = plain(view.reach_panel.value)
    assert "Reach 0: no Town 0 steps away." in reach
    assert "Reach 2: Town(s) I·c, I·d, I·e, III·c, III·g, III·h, III·e" in reach
    outcome = plain(view.outcome.value)
    assert "Target: Talc (map III, space h): builds on the Mine site h.m1, 2 Gold." in outcome
    assert "s → d → h (2 steps)" in outcome and "III·t1" in outcome
    assert view.text() == view.decision.text() == str(view)


def test_a_lone_candidate_needs_no_tie_break():
    umap = small_map("I", {"x": town("X", ("mine", 1))}, ["s-x"])
    here = Underground((umap,), prospectors={BOT: [(1, "s")]})
    view = DecisionView.decide(here, DECREE)
    assert view.deciding_column is None
    assert "One candidate: no tie-break was needed." in plain(view.table.value)


def test_no_town_means_a_kings_surprise():
    umap = small_map("I", {"x": town("X", "mine")}, ["s-x"])
    here = Underground((umap,), built={(1, "x.m1"): "you"}, prospectors={BOT: [(1, "s")]})
    view = DecisionView.decide(here, ("mine",))
    assert view.table_rows() == [] and view.table.value == ""
    assert "King's Surprise" in plain(view.outcome.value)
    assert palette.reach_role(0) in roles(view.maps[0].drawing.marks)


def test_without_the_position_only_words_and_table():
    umap = small_map("I", {"x": town("X", "mine")}, ["s-x"])
    decision = prospector_decision(Underground((umap,), prospectors={BOT: [(1, "s")]}), DECREE)
    view = DecisionView(decision)
    assert view.maps == [] and len(view.table_rows()) == 1


def test_each_player_keeps_one_look_whatever_the_seat_order(here):
    decision = prospector_decision(here, DECREE)
    default = DecisionView(decision, here).maps[0].drawing.looks
    seated = DecisionView(decision, here, players=("you", BOT)).maps[0].drawing.looks
    assert default == seated
    assert default[BOT] == palette.CARDINAL_LOOK  # purple "C", as in the solo game's app
    assert default["you"].colour == palette.player_look(0).colour and default["you"].mark == "Y"
    in_game = DecisionView(decision, here, players=("Player 1", BOT)).maps[0].drawing.looks
    assert in_game[BOT] == palette.CARDINAL_LOOK and in_game["Player 1"] == palette.player_look(0)


def test_the_outcome_says_the_bot_spends_no_action_points(here):
    from tutorial.tiletum.cardinalbot import AP_IGNORED

    view = DecisionView(prospector_decision(here, DECREE), here)
    assert AP_IGNORED in plain(view.outcome.value)
