"""Tiletum chapter 6 (Final scoring): what its prose promises."""

from __future__ import annotations

from itertools import pairwise

import pytest

from tests.notebook_runs import notebook
from tutorial.core.errors import IllegalMove
from tutorial.tiletum.actions import BuildCathedral, EndTurn, TakeDie
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.scoring import (
    cardinal_overlay_options,
    cardinal_overlay_points,
    explain_score,
    overlay_points,
    piece_counts,
    score_sheet,
    silver_points,
)


def points_change_only_at_round_ends(game, seat: int) -> bool:
    """True when the points a player holds change only where a round ends (a Fair)."""
    states = [entry.state for entry in game.history.entries]
    return all(
        after.players[seat].points == before.players[seat].points or after.round != before.round
        for before, after in pairwise(states)
    )


NOTEBOOK = notebook("tiletum/06_final_scoring.ipynb")


def test_the_cathedral_of_lapis_costs_2_silver_and_gives_the_top_tile(chapter):
    game = chapter["new"]()
    cathedrals = game.state.cathedrals
    assert cathedrals.cost_at((1, "d")).text() == "2 Silver"
    assert cathedrals.cost_at((3, "e")) is None  # no Silver tile left for map III
    assert cathedrals.stack[:2] == ("uc12", "uc3")
    said = chapter["cathedral_in_lapis"](game)
    assert game.history.actions[0] == TakeDie(6, "Market")  # Player 2: the blue 6
    assert str(game.history.entries[1].state.turn.die) == "blue 6"
    assert said.rule == "Underground Cathedrals" and "paid 2 Silver" in said.text
    assert game.state.cathedrals.built == (((1, "d"), "Player 1", "uc12"),)
    assert game.state.players[0].silver == 0
    while game.state.active == 1:
        game.play(chapter["trader"](game.state))
    with pytest.raises(IllegalMove, match="one per player per spot"):
        game.play(BuildCathedral(0))


def test_the_plans_only_take_dice_and_end_their_actions(chapter):
    game = chapter["prepared_game"]()
    actions = game.history.actions
    after_cathedral = actions[actions.index(BuildCathedral(0)) + 1 :]
    taken = [a for a in after_cathedral if not isinstance(a, EndTurn)]
    assert taken and all(isinstance(a, TakeDie) for a in taken)  # after the Cathedral: no Task
    # The prepared position is the same whatever else the random player would do.
    assert game.state == chapter["prepared"]


def test_the_prepared_position_is_player_1s_last_action(chapter):
    state = chapter["prepared"]
    assert (state.round, state.active, state.players[0].actions) == (4, 0, 2)
    houses, pillars, mines = piece_counts(state, 0)
    assert (pillars, mines) == (0, 2) and houses > mines  # no Pillar, the 2 Mines of the prose
    table = explain_score(state, 0)
    sheet = score_sheet(state, 0)
    assert table.total == sheet.total
    assert sheet.overlay_choice == "Mines x Houses" and sheet.overlay == mines * houses
    assert table.row("Scoring overlay").counted == f"Houses {houses}, Pillars 0, Mines 2"
    assert table.row("Cathedral tiles").points == 8
    assert sheet.technologies == 0 and all(t == 0 for t in state.players[0].tiers)
    # The prose: every point scored during this game came from the Fairs at round ends.
    assert sheet.during > 0
    assert points_change_only_at_round_ends(chapter["prepared_game"](), seat=0)
    assert sheet.silver == state.players[0].silver // 2
    assert sheet.resources == state.players[0].resource_count // 4
    assert silver_points(2) == 1  # "Kept as Silver, those 2 would have scored 1"


def test_try_this_three_pillars_change_which_product_wins(chapter):
    app = chapter["app"]
    start = app.game.history
    assert [str(d) for d in app.state.dice] == ["blue 1", "red 6"]
    before = score_sheet(app.state, 0)
    app.buttons[TakeDie(0, "Cathedral")].click()  # the button beside the blue 1
    houses, pillars, mines = piece_counts(app.state, 0)
    assert pillars == 3 > mines
    sheet = score_sheet(app.state, 0)
    assert sheet.overlay_choice == "Pillars x Houses" and sheet.overlay > before.overlay
    assert (
        f"Pillars x Houses      {sheet.overlay}" in app.players.value
    )  # the sheet under the board
    silver = app.state.players[0].silver
    assert app.end_turn()  # End turn: Player 2 has no action left, the game ends
    assert app.state.over
    assert app.state.players[0].silver == silver + mines  # the King phase: 1 per built Mine
    final = score_sheet(app.state, 0)
    assert final.total - before.total == (final.overlay - before.overlay) + (
        final.silver - before.silver
    ) + (final.during - before.during)  # the overlay, the Silver and round 4's Fair
    # Reset: back to Player 1's last action; the red 6 for Construction keeps Mines x Houses.
    app.controls.reset_button.click()
    assert app.state is start.current.state
    construction = TakeDie(1, "Construction")
    app.buttons[construction].click()
    assert piece_counts(app.state, 0)[0] == houses  # 1 AP builds no House
    assert score_sheet(app.state, 0).overlay_choice == "Mines x Houses"


def test_the_check_board_pins_the_overlay_before_and_after(chapter):
    assert "the better is Mines x Houses" in chapter["before"]
    assert "the better is Pillars x Houses" in chapter["after"]
    assert chapter["check"].game is not chapter["game"]
    assert chapter["check"].state.over
    # The prose: the overlay gained 9 of the 12 points; Resources kept its points; the Fair moved.
    before, after = chapter["sheet_before"], chapter["sheet_after"]
    assert after.total - before.total == 12
    assert after.row("Scoring overlay").points - before.row("Scoring overlay").points == 9
    assert after.row("Resources").points == before.row("Resources").points
    assert after.row("During the game").points - before.row("During the game").points == 2


def test_the_overlay_rule_alone_lets_the_bot_replace_either_factor():
    assert overlay_points("houses", 2, 4, 5) == cardinal_overlay_points("houses", 2, 4, 5)
    assert overlay_points("houses", 5, 2, 4) == (10, "Houses x Pillars")
    assert cardinal_overlay_points("houses", 5, 2, 4) == (20, "Houses x Mines")


def test_the_solo_bot_scores_by_its_own_rules(chapter):
    solo = chapter["solo"]
    assert solo.over and legal_actions(solo) == []
    sheet = score_sheet(solo, 1)
    counts = piece_counts(solo, 1)
    options = cardinal_overlay_options(solo.overlay, *counts)
    assert (sheet.overlay, sheet.overlay_choice) == max(options, key=lambda o: o[0])
    assert len(explain_score(solo, 1).notes[0].split(",")) == 3  # three products listed
    assert sheet.silver == solo.players[1].silver and sheet.technologies == 0
    assert chapter["solo_game"].seat_names == ("preferring Construction, Market", "cardinal")


def test_the_chapter_board_is_a_real_game_against_a_random_player(chapter):
    assert chapter["app"].game is chapter["game"]
    assert chapter["game"].seat_names == ("human", "random")
