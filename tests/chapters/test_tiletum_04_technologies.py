"""Tiletum chapter 4 (Technologies): what its prose promises."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.tiletum.actions import TakeDie, UnlockTier, UseApMarker
from tutorial.tiletum.scoring import score_sheet, silver_points
from tutorial.tiletum.technologies import RULE_AP_MARKERS, RULE_TECHNOLOGIES, tier_points

NOTEBOOK = notebook("tiletum/04_technologies.ipynb")


def test_a_first_game_has_the_rulebooks_three_technologies(chapter):
    assert chapter["first_game"].technologies == ("Architect", "Joker", "Character")


def test_tier_three_costs_six_and_seven_silver_score_seven_on_tiers(chapter):
    assert tier_points(3) == 6
    assert silver_points(7) == 3
    assert chapter["spent"] == 7
    assert sum(tier_points(t) for t in chapter["plan"].values()) == 7


def test_the_prepared_position_starts_round_two_with_three_silver(chapter):
    state = chapter["prepared_game"]().state
    you = state.players[0]
    assert (state.round, state.active, you.silver, you.tiers) == (2, 0, 3, (0, 0, 0))
    assert score_sheet(state, 0).total == 7  # the prose: "from 7 to 9"


def test_a_tier_without_its_silver_and_a_technology_not_in_play_are_refused(chapter):
    app = chapter["TiletumApp"](chapter["prepared_game"]())
    assert app.play(UnlockTier("Joker")) and app.play(UnlockTier("Joker"))
    history = app.game.history
    for ask in ("Joker", "Resource"):
        assert not app.play(UnlockTier(ask))
        assert app.game.history is history
        assert f"Not allowed ({RULE_TECHNOLOGIES})" in app.explanation.text
    assert "'Resource' is not in play" in app.explanation.text
    assert score_sheet(app.state, 0).total == 9  # 3 Silver kept scored 1, on tiers 3


def test_try_this_unlock_two_tiers_then_use_a_marker(chapter):
    app = chapter["app"]
    start = app.game.history
    you = app.state.players[0]
    assert (you.silver, you.gold, score_sheet(app.state, 0).technologies) == (3, 3, 0)
    seen = []
    for label in ("Joker → tier I (1 Silver)", "Joker → tier II (2 Silver)"):
        button = app.buttons[UnlockTier("Joker")]
        assert button.description == label
        button.click()
        you = app.state.players[0]
        seen.append((you.silver, you.gold, score_sheet(app.state, 0).technologies))
    assert seen == [(2, 4, 1), (0, 6, 3)]
    assert "Technologies: Architect —, Joker II, Character —" in app.text
    assert not any(isinstance(a, UnlockTier) for a in app.buttons)
    blue = [str(die) for die in app.state.dice].index("blue 4")
    app.buttons[TakeDie(blue, "Prospector")].click()
    assert app.state.turn.ap == 3
    assert app.buttons[UseApMarker(4)].description == "+4 AP marker (once a game)"
    app.buttons[UseApMarker(4)].click()
    assert app.state.turn.ap == 7
    assert app.state.players[0].ap_markers == (3,)
    assert "Bonus AP markers: +3" in app.text
    # Reset: back to the start of round 2.
    app.controls.reset_button.click()
    assert app.state is start.current.state
    assert app.state.players[0].silver == 3 and app.state.players[0].ap_markers == (3, 4)


def test_resource_tier_one_takes_the_top_resource_bonus_tile(chapter):
    state = chapter["resource_game"].state
    assert state.resource_bonus == ("rb2", "rb3", "rb4")
    you = state.players[0]
    assert you.silver == 0 and you.resources[state.components.colours.index("yellow")] == 6


def test_the_markers_are_kept_only_with_character_and_need_a_die(chapter):
    assert all(p.ap_markers == (3, 4) for p in chapter["first_game"].players)
    assert all(p.ap_markers == () for p in chapter["without"].players)
    copy = chapter["marker_copy"]
    assert f"Not allowed ({RULE_AP_MARKERS})" in copy.explanation.text


def test_the_chapter_board_is_a_real_game_against_a_random_player(chapter):
    assert chapter["app"].game is chapter["game"]
    assert chapter["game"].seat_names == ("human", "random")
