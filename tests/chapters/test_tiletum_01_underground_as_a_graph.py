"""Tiletum chapter 1 (the Underground as a graph): what its prose promises about its boards."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.tiletum.maps import standard_maps

NOTEBOOK = notebook("tiletum/01_underground_as_a_graph.ipynb")


def test_the_maps_are_labelled_stand_ins_with_their_start_costs():
    assert all(umap.stand_in for umap in standard_maps())
    assert {umap.number: umap.start_silver for umap in standard_maps()} == {1: 0, 2: 1, 3: 2}


def test_the_reach_view_shades_the_rings_the_prose_names(chapter):
    assert chapter["map_one"].name == "map I, side A"
    reach = chapter["reach_layers"](chapter["map_one"], ["s"])
    assert reach[2] == ("c", "d", "e")  # Fodina, Lapis, Rivus: the first Towns
    assert all(chapter["map_one"].space(s).town for s in reach[2])


def test_try_this_a_click_on_a_lit_space_moves_the_prospector(chapter):
    app = chapter["app"]
    start = app.game.history
    assert app.targets == {1: frozenset({"a", "b"})} and app.state.turn.ap == 5
    view = app.maps[0]
    view.click_pixel(*view.drawing.centres["a"])  # what a click on the lit space a does
    assert app.state.underground.prospectors["Player 1"] == ((1, "a"),)
    assert app.state.turn.ap == 4 and app.targets[1] == {"c", "d", "s"}
    assert "Player 1 moved Prospector 0 from s to a" in app.explanation.text
    # A space out of reach: the rule is shown and nothing moves.
    history = app.game.history
    view.click_pixel(*view.drawing.centres["h"])
    assert app.game.history is history
    assert "'h' is not adjacent to a" in app.explanation.text
    # Fodina is one more move: its Bonus tile and buildings become buttons.
    assert app.click_space(1, "c")
    kinds = {type(a).__name__ for a in app.buttons}
    assert {"TakeBonusTile", "Build"} <= kinds
    # Reset: back to the die taken, 5 AP, the start lit again.
    app.controls.reset_button.click()
    assert app.state is start.current.state and app.state.turn.ap == 5
    assert app.targets == {1: frozenset({"a", "b"})}


def test_try_this_the_other_way_crosses_and_covers_t1(chapter):
    app = chapter["app"]
    app.reset()
    assert app.click_space(1, "b") and app.click_space(1, "c")
    assert (1, "t1") in app.state.underground.covered
    app.reset()
    assert (1, "t1") not in app.state.underground.covered


def test_the_chapter_board_is_a_real_game_you_play_against_a_random_player(chapter):
    assert chapter["app"].game is chapter["game"]
    assert chapter["game"].seat_names == ("human", "random")
