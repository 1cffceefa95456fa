"""Carcassonne chapter 8 (sharing the gold): what its prose and its "Try this" promise."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.gold_mines import gold_of, monastery_area

from .chapter import press_panel_button as press

NOTEBOOK = notebook("carcassonne/08_sharing_gold.ipynb")


def test_a_tied_road_shares_three_ingots_two_to_the_active_player(chapter):
    app = chapter["tie_app"]
    app.click_cell((3, 0))
    assert app.state.tile_at((3, 0)).name == "crossroads"
    press(app, "No follower")
    assert [p.score.total for p in app.state.players] == [4, 4]
    assert gold_of(app.state).held == (2, 1)
    assert "Round 2: Player 1 takes 1 ingot from (2, 0)" in app.explanation.text
    # the unfinished city under the road keeps its ingot
    assert gold_of(app.state).on_board() == {(1, 1): 1}


def walk(stepper) -> list[tuple[tuple, tuple]]:
    """Press Next to the end: the tiles outlined at each take, and who holds what after it."""
    seen = []
    while not stepper.next_button.disabled:
        stepper.next_button.click()
        event = stepper.events[stepper.index]
        if event.step is not None:
            seen.append(({c for m in stepper.marks(stepper.index) for c in m.cells}, event.taken))
    return seen


def test_the_hand_out_button_steps_through_the_round_robin_take_by_take(chapter):
    app = chapter["tie_app"]
    app.reset()
    assert app.handout_button.layout.display == "none"  # no gold handed out yet
    app.click_cell((3, 0))
    press(app, "No follower")
    assert app.handout_button.layout.display != "none"
    app.handout_button.click()
    sharing = gold_of(app.state).sharing
    seen = walk(app.stepper)
    assert [cells for cells, _ in seen] == [{step.cell} for step in sharing.steps]
    assert seen[-1][1] == sharing.taken == gold_of(app.state).held == (2, 1)
    app.reset()
    assert app.stepper is None and app.handout_button.layout.display == "none"


def test_the_chapters_stepper_replays_the_same_rounds(chapter):
    rounds, steps = chapter["rounds"], gold_of(chapter["tied"].state).sharing.steps
    seen = walk(rounds)
    assert [cells for cells, _ in seen] == [{step.cell} for step in steps]
    # Player 1 takes first, then Player 2, then Player 1 again in round 2.
    assert [(step.round, step.player) for step in steps] == [(1, 0), (1, 1), (2, 0)]
    assert "round 2" in rounds.step_text(3).lower()


def test_the_active_player_takes_first_whoever_it_is(chapter):
    shared = chapter["share_gold"]
    claim, on_tiles = chapter["road_claim"], chapter["on_tiles"]
    for active in (0, 1):
        sharing = shared(on_tiles, [claim], active=active, players=2)
        assert sharing.steps[0].player == active
        assert sharing.taken[active] == 2


def test_a_road_and_a_monastery_completed_at_once_share_by_fewest_rivals(chapter):
    app = chapter["both_app"]
    app.click_cell((0, 0))
    press(app, "No follower")
    assert [p.score.total for p in app.state.players] == [9, 3]
    sharing = gold_of(app.state).sharing
    assert [(s.player, s.cell) for s in sharing.steps] == [(0, (0, 1)), (1, (-1, 0)), (0, (1, 2))]
    assert gold_of(app.state).held == (2, 1)


def test_the_farmer_in_the_monasterys_area_makes_no_claim(chapter):
    claims = chapter["claims_of"](chapter["at_once"].state)
    assert {claim.cells for claim in claims if 1 in claim.players} == {
        frozenset({(-1, 0), (0, 0), (1, 0)})
    }
    assert (-1, 1) in monastery_area((0, 1))


def test_taking_from_the_first_tile_robs_the_rival(chapter):
    shared = chapter["share_gold"]
    claims, gold = chapter["claims"], chapter["gold_before"]
    robbed = shared(gold, claims, active=0, players=2, choose=chapter["first_tile"])
    assert robbed.taken == (3, 0)
    assert robbed.steps[0].cell == (-1, 0)


def test_the_two_readings_of_the_choice_share_the_same_turn_differently(chapter):
    held = {sharing: chapter["gold_held_after"](sharing)[1] for sharing in chapter["READINGS"]}
    assert held == {"fewest rivals": (2, 1), "most contested": (3, 0)}


def test_gold_on_a_road_no_one_holds_stays_and_the_turn_says_so(chapter):
    app = chapter["unheld_app"]
    app.click_cell((2, 0))
    press(app, "No follower")
    assert [p.score.total for p in app.state.players] == [0, 0]
    assert gold_of(app.state).on_board() == {(0, 0): 1, (1, 0): 2}
    assert gold_of(app.state).held == (0, 0)
    assert "the 3 ingots on its tiles stay where they are" in app.explanation.text
    # The board frames the tiles the gold stays on, labelled with their ingots.
    stays = [m for m in app.board.marks if m.role == "gold_stays"]
    assert [(m.cells, m.labels) for m in stays] == [(((0, 0), (1, 0)), ("1", "2"))]
