"""Tiletum chapter 2 (Prospectors and Action Points): what its prose promises about its boards."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.tiletum import Game
from tutorial.tiletum.actions import Build, apply
from tutorial.tiletum.prospecting import printed_bonus
from tutorial.tiletum.state import Die

NOTEBOOK = notebook("tiletum/02_prospectors_and_action_points.ipynb")


def test_a_die_gives_seven_minus_its_value_in_ap():
    assert [Die("yellow", v).ap for v in range(1, 7)] == [6, 5, 4, 3, 2, 1]
    assert Die("red", 2).resources == 2


def test_try_this_move_twice_then_build_the_mine(chapter):
    app = chapter["app"]
    start = app.game.history
    assert app.state.turn.ap == 5
    assert (app.state.players[0].silver, app.state.players[0].gold) == (0, 2)
    view = app.maps[0]
    view.click_pixel(*view.drawing.centres["a"])  # what a click on the lit space a does
    view.click_pixel(*view.drawing.centres["c"])
    assert app.state.turn.ap == 3
    assert app.state.underground.prospectors["Player 1"] == ((1, "c"),)
    app.buttons[Build(0, "c.m1")].click()  # the button "P0: build Mine c.m1"
    you = app.state.players[0]
    assert app.state.turn.ap == 2 and (you.silver, you.gold) == (1, 3)
    assert "1 Silver at once and the 1 Gold it prints" in app.explanation.text
    assert Build(0, "c.m1") not in app.buttons
    assert {Build(0, "c.p1"), Build(0, "c.h1")} <= set(app.buttons)
    # Reset: back to 5 AP on the start space.
    app.controls.reset_button.click()
    assert app.state is start.current.state and app.state.turn.ap == 5
    assert app.state.players[0].silver == 0


def test_a_second_mine_in_the_same_town_is_refused_with_its_rule(chapter):
    app = chapter["argentaria"]
    assert app.state.underground.built[(1, "h.m1")] == "Player 1"
    assert (1, "h.m2") not in app.state.underground.built
    assert app.state.turn.ap == 5 and str(app.state.turn.die) == "red 2"
    builds = {a.site for a in app.buttons if isinstance(a, Build)}
    assert builds == {"h.p1", "h.h1"}
    history = app.game.history
    assert not app.play(Build(0, "h.m2"))
    assert app.game.history is history
    assert "Prospector Action" in app.explanation.text
    assert "none of yours there" in app.explanation.text
    assert app.press(Build(0, "h.p1"))
    app.reset()
    assert app.state is history.current.state


def test_the_chapter_boards_are_real_games_against_a_random_player(chapter):
    assert chapter["app"].game is chapter["game"]
    assert chapter["argentaria"].game is chapter["second"]
    assert chapter["game"].seat_names == ("human", "random")


def test_only_a_house_takes_its_printed_building_bonus(chapter):
    for board, site_id, kind in (
        (chapter["check"], "c.h1", "house"),
        (chapter["second"], "h.p1", "pillar"),
    ):
        before = Game.load(board.save(), seats=("human", "random")).state
        _, site = before.underground.map(1).site(site_id)
        assert site.kind == kind and site.bonus  # both sites print a bonus
        after = apply(before, Build(0, site_id)).state
        p, q = before.players[0], after.players[0]
        printed = printed_bonus(site.bonus)
        assert after.underground.built[(1, site_id)] == "Player 1"
        if kind == "house":
            assert q.points - p.points == printed.points == 1
        else:
            assert printed.resources == 1
            assert (q.points, q.resources, q.gold, q.king) == (
                p.points,
                p.resources,
                p.gold,
                p.king,
            )
