"""Compare: two futures of one game side by side, each stepped by its own buttons."""

from __future__ import annotations

import pytest

from tutorial import carcassonne, cerro_gordo, tiletum
from tutorial.cerro_gordo import Game, Mine, PlaceBuilding, PlaceRoad, TakeBuilding
from tutorial.cerro_gordo.scenarios import from_map, with_road_in_hand
from tutorial.widgets import CarcassonneApp, CerroGordoApp, Compare, palette
from tutorial.widgets.tiletum.app import TiletumApp

from .helpers import plain

#: Player 1 holds a north-south road and chooses: north joins Mine 1's road, south Mine 2's.
FORK = """
M1──┬───────R2
. . │ . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . │ . . . .
. . M2. . . .
"""


def line(compare: Compare) -> str:
    return plain(compare.difference.value)


def framed(marks) -> set:
    """The cells (or nodes, or pairs of nodes) that ``marks`` frame as differing."""
    cells = set()
    for mark in marks:
        if mark.role == palette.DIFFERS:
            cells |= set(getattr(mark, "cells", ()) or getattr(mark, "nodes", ()))
            cells |= set(getattr(mark, "pairs", ()))
    return cells


def press(board, button: str, times: int = 1) -> None:
    for _ in range(times):
        getattr(board.controls, f"{button}_button").click()


def test_both_sides_step_by_their_own_buttons_and_the_same_bots_meet_again():
    game = Game(2, seed=3)
    compare = Compare(game, CerroGordoApp, cerro_gordo.differences)
    left, right = compare.boards
    assert "Nothing else differs." in line(compare)
    press(right, "step", 3)  # B: the first seat's bot takes a building, places it, its road
    assert [g.history.cursor for g in compare.games] == [0, 3]
    assert "Only in B: Player 2 is 1 road tile from Mine 1." in line(compare)
    press(left, "step", 3)  # the same deal and the same bot: A catches up to the same position
    assert compare.games[0].state == compare.games[1].state
    assert "Nothing else differs." in line(compare)
    assert game.history.cursor == 0  # the game the comparison was made from is untouched


def test_a_learners_clicks_continue_one_side_and_the_line_names_the_new_closest_player():
    fork = Game(state=with_road_in_hand(from_map(FORK), 0, "│"), seats=("human", "greedy"))
    fork.play(TakeBuilding(0))
    compare = Compare(fork, CerroGordoApp, cerro_gordo.differences, titles=("north", "south"))
    north, south = compare.boards
    north.play(PlaceRoad((2, 2), 0))
    north.play(PlaceBuilding((2, 3)))
    south.play(PlaceRoad((2, 4), 0))
    south.play(PlaceBuilding((2, 3)))
    assert "Only in north: closest to Mine 1: Player 1." in line(compare)
    assert "Only in south: closest to Mine 1: Player 2." in line(compare)
    assert compare.differences.cells_a == {(0, 0)}
    # Each board frames the mines its side's facts are about: Mine 1 on both, Mine 2 on
    # the south side only (its road reaches Mine 2).
    assert framed(north.board.highlights) == set(compare.differences.cells_a) == {(0, 0)}
    assert framed(south.board.highlights) == set(compare.differences.cells_b) == {(0, 0), (2, 6)}
    assert "black dashed frame" in plain(north.explanation.value)
    north.play(Mine())
    south.play(Mine())
    assert line(compare).startswith("Score, south minus north: Player 1 -1, Player 2 0.")


def test_undo_on_one_side_and_reset_bring_the_sides_together_again():
    compare = Compare(Game(2, seed=3), CerroGordoApp, cerro_gordo.differences)
    left, right = compare.boards
    press(right, "step", 3)
    press(right, "undo", 3)
    assert compare.games[1].history.cursor == 0
    assert "Nothing else differs." in line(compare)
    press(left, "step", 3)
    compare.reset()
    assert [len(g.history.entries) for g in compare.games] == [1, 1]
    assert "Nothing else differs." in line(compare)


def test_carcassonne_sides_differ_by_a_feature_one_side_completed():
    game = carcassonne.Game(2, seed=1)
    compare = Compare(game, lambda g: CarcassonneApp(g, humans=()), carcassonne.differences)
    right = compare.boards[1]
    for _ in range(60):
        press(right, "step")
        if compare.differences.cells_b:  # the tiles of a feature complete in B only
            break
    assert "Only in B: complete" in line(compare)
    assert not compare.differences.cells_a
    left, right = compare.boards
    assert framed(right.board.marks) == set(compare.differences.cells_b)
    assert not framed(left.board.marks)
    assert "differs from the other side" in plain(right.marks_legend.value)
    assert "differs" not in plain(left.marks_legend.value)


@pytest.mark.parametrize("at", [None, 0])
def test_the_boards_start_where_the_game_is(at):
    game = Game(2, seed=3)
    game.step()
    game.step()
    if at is not None:
        game.jump(at)
    compare = Compare(game, CerroGordoApp, cerro_gordo.differences)
    assert all(g.state is game.state for g in compare.games)
    assert all(g is not game for g in compare.games)


def test_tiletum_sides_step_apart_and_the_same_deal_brings_them_together():
    game = tiletum.Game(2, seed=1)
    compare = Compare(game, TiletumApp, tiletum.differences)
    left, right = compare.boards
    for _ in range(40):
        press(right, "step")
        if compare.differences.only_b:
            break
    steps = compare.games[1].history.cursor
    assert not compare.differences.same and "Only in B: " in line(compare)
    # The places B's facts are about, framed on B's maps where each map draws them.
    places = compare.differences.cells_b
    drawn = set().union(*(framed(view.drawing.marks) for view in right.maps))
    assert places and len(drawn) >= 1
    for number, place in places:
        umap = next(view.umap for view in right.maps if view.umap.number == number)
        where = umap.site(place)[0].id if umap.has_site(place) else place
        assert where in drawn or any(place == t.id and t.between in drawn for t in umap.tablets)
    assert "black dashed frame" in plain(right.map_legend.value)
    press(left, "step", steps)
    assert compare.games[0].state == compare.games[1].state
    assert "Nothing else differs." in line(compare)
    assert not any(framed(view.drawing.marks) for board in compare.boards for view in board.maps)


def test_a_tiletum_board_frames_a_site_on_its_town_and_a_tablet_on_its_connection():
    app = TiletumApp(tiletum.Game(2, seed=1))
    umap = app.maps[0].umap
    tablet = umap.tablets[0]
    town = umap.towns[0]
    site = town.town.sites[0]
    app.mark_differences({(umap.number, tablet.id), (umap.number, site.id)})
    assert framed(app.maps[0].drawing.marks) == {town.id, tablet.between}
    assert not any(framed(view.drawing.marks) for view in app.maps[1:])
    assert "a Stone Tablet that differs (black line)" in plain(app.map_legend.value)
    app.mark_differences(())
    assert not framed(app.maps[0].drawing.marks)
    assert "differs" not in plain(app.map_legend.value)
