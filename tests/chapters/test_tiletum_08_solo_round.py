"""Tiletum chapter 8 (a solo round against the Cardinalbot): what its prose promises."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.tiletum.actions import Build, CardinalTurn, EndTurn, TakeBonusTile, TakeDie
from tutorial.tiletum.cardinal_plan import cardinal_plan
from tutorial.tiletum.fairs import fair_tile

NOTEBOOK = notebook("tiletum/08_solo_round.ipynb")


def test_the_live_board_is_a_solo_game_you_play_against_its_rules(chapter):
    game = chapter["game"]
    assert chapter["app"].game is game and game.seat_names == ("human", "cardinal")
    assert game.history.cursor == 0 and game.state.active == 0
    assert fair_tile(game.state.fairs[0]).bot_counts == "tucked"  # round 1: the Fair of Prospectors


def test_the_plan_is_what_its_turn_then_does(chapter):
    plan, before = chapter["plan"], chapter["before"]
    assert str(plan.die) == "brown 2" and plan.action == "Prospector"
    assert plan.decision.decided_by == "a site with a printed bonus"
    assert plan.decision.route.spaces == ("s", "b", "c") and plan.decision.tablets == ((1, "t1"),)
    after = chapter["its_turn"].state
    assert after.underground.built[(1, "c.h1")] == "cardinalbot"
    assert (1, "t1") in after.underground.covered
    # Covered, not resolved: the tablet's 3 Gold went to nobody.
    assert after.players[1].points == before.players[1].points + 1
    assert chapter["its_turn"].game.history.current.action == CardinalTurn()


def test_round_one_ends_with_a_surprise_tucked_and_the_fair_counting_it(chapter):
    state = chapter["round_one"].state
    assert state.round == 2 and state.solo.tucked == ("ks6",)
    lines = chapter["round_one"].game.history.current.explanation.lines
    assert "The Cardinalbot spends 1 Silver to draw 1 King's Surprise card(s)." in lines
    fair = "Fair: cardinalbot has 1 (King's Surprise cards tucked under its board): 1 point(s)."
    assert fair in lines
    assert state.underground.prospectors["cardinalbot"][1] == (2, "s")  # free, on map II
    # The prose: 1 Silver from building c.m1, then 2 of Mine income, so 3 to buy cards with.
    before_end, after_income = chapter["before_end"], chapter["after_income"]
    assert before_end.round == 1 and before_end.underground.built[(1, "c.m1")] == "cardinalbot"
    assert (before_end.players[1].silver, after_income.players[1].silver) == (1, 3)


def test_the_final_sheet_checks_the_dealt_challenges(chapter):
    final = chapter["final"]
    assert final.over
    checks = chapter["challenge_checks"](final, 0)
    assert [c.challenge.name for c in checks] == list(final.solo.challenges)
    assert chapter["challenge_checks"](final, 1) == ()


def test_a_function_in_your_seat_is_compared_on_the_same_seeds(chapter):
    tables = chapter["tables"]
    assert list(tables["random"].seed) == list(tables["miner"].seed)
    assert set(tables["miner"].bot) == {"miner", "cardinal"}
    summary = chapter["summary"]
    assert summary.loc["your mean Mines", "miner"] > summary.loc["your mean Mines", "random"]


def test_try_this_beat_it_to_fodina(chapter):
    app = chapter["app"]
    start = app.game.history
    app.buttons[TakeDie(0, "Prospector")].click()  # the brown 2
    assert app.click_space(1, "b") and app.click_space(1, "c")
    assert app.state.players[0].gold == 2 + 3  # you resolved t1: 3 Gold
    app.buttons[Build(0, "c.h1")].click()
    app.buttons[TakeBonusTile(0, 0)].click()
    assert app.end_turn()
    plan = cardinal_plan(app.state)
    assert str(plan.die) == "brown 5" and plan.action == "Prospector"
    assert [row.town for row in plan.decision.table] == [(1, "d"), (1, "e")]
    app.controls.step_button.click()  # Step
    state = app.state
    assert state.underground.built[(1, "d.h1")] == "cardinalbot"
    assert "Decided by the lowest space id (our reading)." in app.explanation.text
    assert "Route: s → a → d (2 steps)." in app.explanation.text
    you = state.players[0]
    assert (you.points, you.gold) == (1, 7)
    # Reset: the game starts again.
    app.controls.reset_button.click()
    assert app.state is start.entries[0].state


def test_what_if_the_try_this_on_both_boards(chapter):
    """The "what if" section's Try this, click by click: two routes to Fodina, then its turn."""
    what_if = chapter["what_if"]
    a, b = what_if.boards
    for board, via in ((a, "a"), (b, "b")):
        assert board.click_space(1, via) and board.click_space(1, "c")
    text = what_if.text()
    assert "Only in B: Player 1 holds 5 Gold." in text
    assert "Only in B: tablet t1 on map 1 is covered." in text
    for board in (a, b):
        board.buttons[EndTurn()].click()
        board.controls.step_button.click()  # the Cardinalbot's turn
        assert isinstance(board.game.history.actions[-1], CardinalTurn)
    assert what_if.text().splitlines()[1:] == [
        "Only in A: Player 1 holds 2 Gold.",
        "Only in B: Player 1 holds 5 Gold.",
    ]
    assert chapter["start"].history.cursor == 1  # both boards branched; the game is unchanged
