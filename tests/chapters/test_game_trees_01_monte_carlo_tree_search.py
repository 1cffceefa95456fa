"""Game trees chapter 1 (Monte Carlo tree search): what its prose and its "Try this" promise."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.carcassonne import NoFollower
from tutorial.widgets import TreeSearchView

NOTEBOOK = notebook("game_trees/01_monte_carlo_tree_search.ipynb")


def test_simulation_3_selects_take_2_then_expands_the_reply(chapter):
    """ "Press Next through simulation 3": select take 2, a new node for the reply."""
    steps = [step for step in chapter["nim_view"].events if step.simulation == 2]
    assert [step.kind for step in steps[:3]] == ["determinise", "select", "expand"]
    assert steps[1].path == (2,) and len(steps[2].path) == 2 and steps[2].path[0] == 2


def test_why_this_move_before_the_bot_has_moved_says_so(chapter):
    match, why = chapter["match"], chapter["why"]
    match.reset()
    assert why(match.game).startswith("The bot has not moved yet")
    chapter["why_button"].click()  # the button shows it, without an error


def test_why_this_move_searches_the_bots_tile_again_and_finds_it(chapter):
    """Place a tile, no follower, Step: the search run again chooses what the bot played."""
    match, why = chapter["match"], chapter["why"]
    match.reset()
    match.click_cell(sorted(match.legal)[0])
    match.play(NoFollower())
    match.step()  # the bot's tile
    view = why(match.game)
    assert isinstance(view, TreeSearchView)
    assert view.decision.chosen == match.game.history.actions[-1]
    match.reset()
