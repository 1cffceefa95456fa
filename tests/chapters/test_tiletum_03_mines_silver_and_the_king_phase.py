"""Tiletum chapter 3 (Mines, Silver and the King phase): what its prose promises."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.tiletum.actions import Build, BuyResource, TakeDie, apply
from tutorial.tiletum.rounds import mine_income
from tutorial.tiletum.scoring import silver_points

NOTEBOOK = notebook("tiletum/03_mines_silver_and_the_king_phase.ipynb")


def test_silver_is_refused_as_a_resource_with_its_rule(chapter):
    app = chapter["TiletumApp"](chapter["prepared_game"]())
    history = app.game.history
    assert not app.play(BuyResource("silver"))
    assert app.game.history is history
    assert "Not allowed (Silver)" in app.explanation.text
    assert "Silver is not a Resource" in app.explanation.text


def test_the_prepared_position_moved_the_marker_to_zero(chapter):
    you = chapter["prepared"].players[0]
    assert chapter["prepared"].components.king_start == -1
    assert (you.king, you.silver, you.mines, you.mines_by_king) == (0, 1, 1, 3)
    assert chapter["paid"].players[0].silver == 3
    assert chapter["on_five"].players[0].silver == 4


def test_try_this_play_to_the_king_phase(chapter):
    app = chapter["app"]
    start = app.game.history
    assert app.state.round == 1 and app.state.players[0].actions == 2
    app.buttons[TakeDie(0, "Construction")].click()  # the button beside the yellow 3
    assert app.end_turn()
    for _ in range(50):  # Step, until round 2 begins
        if app.state.round > 1:
            break
        app.step()
    you = app.state.players[0]
    assert app.state.round == 2
    assert (you.silver, you.mines, you.mines_by_king, you.king) == (3, 2, 2, 0)
    text = app.explanation.text
    assert "Player 1: 2 built Mine(s) pay 2 Silver." in text
    assert "Player 1: a Mine moves from beside the King track to the supply." in text
    # Reset: back to Player 1's last action.
    app.controls.reset_button.click()
    assert app.state is start.current.state and app.state.round == 1
    assert app.state.players[0].silver == 1


def test_seven_silver_make_three_points():
    assert silver_points(7) == 3
    assert [silver_points(n) for n in range(5)] == [0, 0, 1, 1, 2]


def test_the_chapter_board_is_a_real_game_against_a_random_player(chapter):
    assert chapter["app"].game is chapter["game"]
    assert chapter["game"].seat_names == ("human", "random")


def test_the_silver_supply_runs_out_and_gives_what_is_left(chapter):
    drained, at_fodina = chapter["drained"], chapter["at_fodina"]
    tokens = at_fodina.components.silver_tokens
    assert tokens == 28
    for left, got in ((1, 1), (0, 0)):
        before = drained(at_fodina, left)
        # Silver is conserved: the drained tokens are Player 2's.
        assert before.silver_supply + sum(p.silver for p in before.players) == tokens
        built = apply(before, Build(0, "c.m1"))
        assert built.state.players[0].silver - before.players[0].silver == got
        assert built.state.silver_supply == 0
        assert built.state.players[0].gold - before.players[0].gold == 1  # the printed Gold
        assert ("only 0 was left in the supply" in built.explain().lines[1]) == (got == 0)
    short, line = mine_income(drained(chapter["prepared"], 1), 0)
    assert short.players[0].silver - chapter["prepared"].players[0].silver == 1
    assert short.silver_supply == 0
    assert line.endswith("pay 1 Silver (all the supply had left).")
    # With the full supply the same 2 Mines pay 2.
    assert chapter["paid"].players[0].silver - chapter["prepared"].players[0].silver == 2
