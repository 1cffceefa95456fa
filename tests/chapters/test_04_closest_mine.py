"""Chapter 4 (the closest mine): what its prose promises about its step-through views."""

from __future__ import annotations

import pytest

from tests.notebook_runs import notebook

NOTEBOOK = notebook("cerro_gordo/04_closest_mine.ipynb")


def walk_to_the_end(stepper) -> str:
    """Press Next until it is disabled; the text of the last step."""
    while not stepper.next_button.disabled:
        stepper.next_button.click()
    return stepper.text(stepper.index)


def test_next_walks_the_search_to_the_engines_answer(chapter):
    text = walk_to_the_end(chapter["stepper"])
    assert "Mine 1 is 5 road tile(s) away, Mine 2 is 7 road tile(s) away; closest: Mine 1" in text


def test_the_slider_shows_the_two_moments_of_the_competing_routes(chapter):
    stepper = chapter["stepper"]
    for index, says in [(chapter["found"], "(6, 2) is new"), (chapter["skipped"], "skip it")]:
        stepper.slider.value = index
        shown = stepper.text(stepper.index)
        assert shown.startswith(f"Step {index} of ") and says in shown


def test_try_this_by_keys_searches_from_player_2s_building(chapter):
    """The Try this by keys: the first arrow shows the cursor on Player 1's building, two
    more go right along row 2 (a road, then R2), Enter searches from there; s steps on."""
    stepper = chapter["stepper"]
    keys = stepper.keyboard
    for key in ("ArrowRight", "ArrowRight", "ArrowRight", "Enter"):
        keys.press(key)
    assert stepper.start == (8, 2) and stepper.index == 0
    assert keys.sentence.startswith("(8, 2) is the search's start now. Step 0 of ")
    while not stepper.next_button.disabled:
        keys.press("s")
    assert "closest: Mine 2" in keys.sentence


def test_a_click_on_r2_searches_from_player_2s_building(chapter):
    stepper = chapter["stepper"]
    x, y = stepper.drawing.centres[(8, 2)]
    stepper.click(x, y)
    assert stepper.start == (8, 2)
    assert "closest: Mine 2" in walk_to_the_end(stepper)


def test_the_search_from_beside_an_empty_mine_finds_no_mine(chapter):
    text = walk_to_the_end(chapter["emptied_stepper"])
    assert "no mine with tiles left is connected" in text


def test_the_detour_goes_round_the_building(chapter):
    assert "Mine 1 is 9 road tile(s) away" in walk_to_the_end(chapter["detour_stepper"])


@pytest.mark.parametrize(
    ("board", "says"),
    [
        ("dead_end_app", "Player 1 draws from Mine 2 without mining"),
        ("pass_through_app", "Player 1 mines Mine 2, 2 road tile(s) away"),
    ],
)
def test_mine_on_each_board_beside_an_empty_mine(chapter, board, says):
    app = chapter[board]
    app.mine_button.click()
    assert says in app.explanation.text
    assert app.game.state.player.name == "Player 2"


def test_what_if_the_try_this_on_both_boards(chapter):
    """The "what if" section's Try this, click by click: two roads, two mines, then one road."""
    what_if = chapter["what_if"]
    a, b = what_if.boards
    a.click_cell((2, 2))
    b.click_cell((0, 1))
    text = what_if.text()
    assert "Only in A: closest to Mine 1: Player 1." in text
    assert "Only in B: closest to Mine 1: Player 2." in text
    a.mine_button.click()
    b.mine_button.click()
    assert "Player 1 mines Mine 1" in a.explanation.text
    assert "Player 1 mines Mine 2" in b.explanation.text
    assert what_if.text().startswith("Score, B minus A: Player 1 +4, Player 2 0.")
    b.controls.undo_button.click()
    b.controls.undo_button.click()
    b.click_cell((2, 2))
    b.mine_button.click()
    assert what_if.text().endswith("Nothing else differs.")
    assert "Nothing else differs." in what_if.difference.value
    b.controls.reset_button.click()
    assert b.game.state is chapter["fork"].state
    assert chapter["fork"].history.cursor == 2  # the game both sides branched from is unchanged
