"""Tiletum chapter 5 (Stone Tablets and the wheel): what its prose promises about its boards."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.tiletum.actions import Build, NewProspector, TakeDie, apply
from tutorial.tiletum.wheel import actions_on, movement_segment, shows_prospector

NOTEBOOK = notebook("tiletum/05_stone_tablets_and_the_wheel.ipynb")


def test_try_this_cross_a_tablet_then_open_map_two(chapter):
    app = chapter["app"]
    start = app.game.history
    you = app.state.players[0]
    assert app.state.turn.ap == 5 and (you.king, you.silver) == (-1, 0)
    assert app.state.tablet_effect((1, "t1")) == "tablet of the king"
    view = app.maps[0]
    view.click_pixel(*view.drawing.centres["b"])  # what a click on the lit space b does
    view.click_pixel(*view.drawing.centres["c"])  # crosses t1, on b-c
    assert app.state.underground.covered == {(1, "t1")}
    assert app.state.players[0].king == 0 and app.state.turn.ap == 3
    assert "Crossed the uncovered Stone Tablet t1 (tablet of the king)" in app.explanation.text
    assert "t1" in view.drawing.covered()  # drawn with its X
    app.buttons[Build(0, "c.m1")].click()
    assert app.state.players[0].silver == 1
    new = app.buttons[NewProspector(2)]
    assert new.description == "New Prospector on II (1 Silver)"
    new.click()
    you = app.state.players[0]
    assert you.silver == 0 and app.state.underground.prospectors[you.name] == ((1, "c"), (2, "s"))
    view.click_pixel(*view.drawing.centres["b"])  # crosses t1 again: nothing
    you = app.state.players[0]
    assert app.state.underground.prospectors[you.name][0] == (1, "b")
    assert you.king == 0 and app.state.turn.ap == 1
    assert "covered already" in app.explanation.text
    # Reset: back to 5 AP on the start space, t1 uncovered.
    app.controls.reset_button.click()
    assert app.state is start.current.state and app.state.turn.ap == 5
    assert app.state.underground.covered == frozenset()


def test_the_wheel_facts_the_prose_states(chapter):
    look = chapter["look"]
    assert [str(d) for d in look.dice][:2] == ["yellow 2", "red 2"]
    assert actions_on(look, 1) == ("Court", "Prospector")
    assert [s for s in range(6) if shows_prospector(look, s)] == [1, 4]
    assert movement_segment(look) == 3
    assert "Prospector" in actions_on(look, look.dice[5].segment)  # the Joker
    moved = chapter["moved"].state
    assert moved.turn.ap == 0 and moved.underground.prospectors["Player 1"] == ((1, "b"),)


def test_cleanup_turns_the_wheels_in_opposite_directions(chapter):
    before, after = chapter["before"], chapter["after"]
    assert (before.round, after.round) == (1, 2)
    # Court: die 2 -> die 3 (clockwise); the Prospector Action: dice 2, 5 -> 1, 4.
    assert actions_on(before, 1)[0] == actions_on(after, 2)[0] == "Court"
    assert [s for s in range(6) if shows_prospector(after, s)] == [0, 3]
    assert movement_segment(after) == 2
    assert before.prospector_bonus == "" and after.prospector_bonus
    assert before.tiles_at((1, "c")) == after.tiles_at((1, "c")) == ()


def test_the_chapter_boards_are_real_games(chapter):
    assert chapter["app"].game is chapter["game"]
    assert chapter["game"].seat_names == ("human", "random")
    assert chapter["try_app"].game is chapter["check"]


def test_the_reduced_base_actions_for_one_die(chapter):
    turned = chapter["turned"]
    assert turned.players[0].actions == 0 and str(turned.dice[0]) == "yellow 2"
    assert actions_on(turned, 1)[-1] == "Prospector" and len(actions_on(turned, 1)) == 6
    before = turned.players[0]
    got = {}
    for action in ("Market", "Court", "Construction", "Cathedral", "Contract"):
        after = apply(turned, TakeDie(0, action)).state
        p = after.players[0]
        got[action] = (
            p.gold - before.gold,
            p.king - before.king,
            p.houses_main - before.houses_main,
            p.pillars_main - before.pillars_main,
            after.turn.ap,
        )
    # 5 AP: 1 Gold or 1 King step an AP, a House or a Pillar per 2 AP, the Contract keeps its AP.
    assert got == {
        "Market": (5, 0, 0, 0, 0),
        "Court": (0, 5, 0, 0, 0),
        "Construction": (0, 0, 2, 0, 0),
        "Cathedral": (0, 0, 0, 2, 0),
        "Contract": (0, 0, 0, 0, 5),
    }
    swapped = chapter["swapped"]
    colours = turned.components.colours
    held = dict(zip(colours, swapped.players[0].resources, strict=True))
    assert (held["yellow"], held["red"], swapped.turn.ap) == (1, 1, 4)
