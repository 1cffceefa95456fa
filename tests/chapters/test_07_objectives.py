"""Chapter 7 (objectives): what its prose and its "Try this" promise."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.cerro_gordo import Game, PlaceRoad, mine_groups
from tutorial.cerro_gordo.scenarios import from_map, with_objectives, with_road_in_hand

#: The chapter's ``trail`` map with a building on (4, 1), as its Try this asks.
TRAIL_WITH_A_BUILDING = """
M1──────┐ .
. . . . R·.
. . . . . .
. ┐ . . │ .
M2┴─────┘ .
"""


NOTEBOOK = notebook("cerro_gordo/07_objectives.ipynb")


def test_other_hands_are_hidden_until_the_box_is_ticked(chapter):
    app = chapter["secret_app"]
    assert "- Player 2: in hand: 2 hidden cards" in app.text
    assert "- Player 3: in hand: 2 hidden cards" in app.text
    mine = app.state.players[0].objectives
    assert all(str(card) in app.text for card in mine)
    app.show_all_box.value = True
    assert "hidden cards" not in app.text
    assert all(str(c) in app.text for p in app.state.players for c in p.objectives)


def test_the_three_public_objectives_are_shown(chapter):
    text = chapter["secret_app"].text
    assert all(str(card) in text for card in chapter["secret_app"].state.public)
    assert len(chapter["secret_app"].state.public) == 3


def test_clicking_the_gap_pays_silver_trail_and_the_second_road_does_not(chapter):
    app = chapter["trail_app"]
    app.click_cell((4, 2))
    assert "Public objective: Silver Trail, 6 silver at once." in app.explanation.text
    assert app.state.players[0].silver == 8
    assert mine_groups(app.state) == {frozenset({1, 2})}
    app.click_cell((0, 3))
    assert app.game.history.actions[-1] == PlaceRoad((0, 3))
    assert "pays 2 silver for a second road" in app.explanation.text
    assert "Silver Trail" not in app.explanation.text
    assert app.state.players[0].silver == 6


def test_the_stepper_finds_the_second_roads_ends_already_connected(chapter):
    stepper = chapter["stepper"]
    same = [i for i, event in enumerate(stepper.events) if event.kind == "same"]
    assert len(same) == 1
    assert "already connected" in stepper.text(same[0])
    assert stepper.mines_joined(same[0]) == [(1, 2)]


def test_a_building_in_the_gap_keeps_the_mines_apart():
    blocked = from_map(TRAIL_WITH_A_BUILDING)
    game = Game(state=with_road_in_hand(blocked, 0, "│"), seats=("human", "greedy"))
    game.play(PlaceRoad((4, 2)))
    assert mine_groups(game.state) == {frozenset({1}), frozenset({2})}


def test_trail_blazer_is_a_personal_silver_trail(chapter):
    start = with_objectives(chapter["trail_hand"], 0, "trail_blazer", "purse_12")
    game = Game(state=start, seats=("human", "greedy"))
    explanation = game.play(PlaceRoad((4, 2)))
    assert "Objective complete: Trail Blazer" in str(explanation)


def test_a_whole_games_roads_can_be_stepped_through(chapter):
    stepper = chapter["UnionFindStepper"](Game(2, seed=1).play_to_end())
    assert len(stepper.events) > 10


def test_mining_payday_completes_player_2s_hidden_objective(chapter):
    app = chapter["payday_app"]
    app.mine_button.click()
    assert "Player 2: Objective complete: Nest Egg (9)" in app.explanation.text
    assert "- Player 2: in hand: 2 hidden cards; completed: Nest Egg (9)" in app.text
    assert app.state.players[1].silver == 9
