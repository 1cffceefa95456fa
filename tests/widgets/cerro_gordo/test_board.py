"""BoardView: cell <-> pixel, clicks, layers redrawn only when they change, text."""

from __future__ import annotations

import ipycanvas.canvas as ipycanvas_canvas
import pytest

from tutorial.cerro_gordo import Game, PlaceRoad, RuleOptions, apply
from tutorial.cerro_gordo.board import extent
from tutorial.cerro_gordo.options import FIXED_BOARD
from tutorial.cerro_gordo.scenarios import from_map, with_road_in_hand
from tutorial.cerro_gordo.text import render
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Highlight
from tutorial.widgets import drawing
from tutorial.widgets.cerro_gordo.board import LAYERS, BoardGeometry, BoardView, Mark, tile_items


def test_every_cell_centre_and_corner_maps_back():
    g = BoardGeometry(13, 9, cell=52, margin=22)
    for col in range(13):
        for row in range(9):
            assert g.cell_at(*g.centre((col, row))) == (col, row)
            x, y = g.corner((col, row))
            assert g.cell_at(x, y) == (col, row)
            assert g.cell_at(x + 51.9, y + 51.9) == (col, row)


def test_pixels_off_the_board_map_to_nothing():
    g = BoardGeometry(13, 9, cell=52, margin=22)
    right, bottom = 22 + 13 * 52, 22 + 9 * 52
    for x, y in [(5, 100), (100, 5), (right, 100), (100, bottom), (-1, -1), (1e6, 30)]:
        assert g.cell_at(x, y) is None
    assert (g.width, g.height) == (right + g.pad, bottom + g.pad)


def test_canvas_is_a_four_layer_multicanvas_of_the_board_size():
    view = BoardView(Game(2, seed=1).state, cell_size=40)
    assert len(view.layers) == len(LAYERS) == 4
    assert (view.canvas.width, view.canvas.height) == (view.geometry.width, view.geometry.height)


def test_clicks_map_to_cells_and_off_board_clicks_are_explained():
    view = BoardView(Game(2, seed=1, options=RuleOptions(board=FIXED_BOARD)).state)
    clicked = []
    view.on_cell_click(clicked.append)
    g = view.geometry
    assert (g.left, g.top, g.columns, g.rows) == (0, 0, 13, 9)  # a fixed grid is shown whole
    assert view.click_pixel(*g.centre((4, 7))) == (4, 7)
    assert view.click_pixel(3, 3) is None  # the corner of the margins
    # The real path: a mouse_down message from the browser to the MultiCanvas.
    x, y = g.centre((12, 0))
    view.canvas._handle_custom_msg({"event": "mouse_down", "x": x, "y": y}, [])
    view.canvas._handle_custom_msg({"event": "mouse_down", "x": 1, "y": y}, [])
    assert clicked == [(4, 7), (12, 0)]
    assert isinstance(view.last_error, IllegalMove) and view.last_error.rule == "Board"
    assert "off the board" in view.message.value and "columns 0 to 12" in view.message.value


def test_a_board_without_an_edge_shows_its_extent_and_a_margin():
    """The default board has no edge: the view shows every tile and spot
    (:func:`extent`) and one more ring of cells, with their own (negative) numbers."""
    state = from_map("M1. M2")
    view = BoardView(state)
    g = view.geometry
    (left, top), (right, bottom) = extent(state)
    assert (left, top, right, bottom) == (-1, -1, 3, 1)
    assert (g.left, g.top) == (left - 1, top - 1)
    assert (g.columns, g.rows) == (right - left + 3, bottom - top + 3)
    assert view.click_pixel(*g.centre((-2, -2))) == (-2, -2)
    view.click_pixel(g.width - 1, g.height - 1)  # the pad beyond the last cell
    assert "columns -2 to 4, rows -2 to 2" in view.message.value


def test_the_canvas_grows_with_the_town():
    state = with_road_in_hand(from_map("M1. M2"), 0, "─")
    view = BoardView(state)
    width = view.canvas.width
    after, _ = apply(state, PlaceRoad((-1, 0)))
    view.update(after)
    assert view.geometry.left == -3 and view.canvas.width == width + view.geometry.cell
    assert view.redraws["background"] == 2


def test_callback_exceptions_are_reported_not_raised():
    view = BoardView(Game(2, seed=1).state)
    view.on_cell_click(lambda cell: 1 / 0)
    view.click_cell((0, 0))
    assert isinstance(view.last_error, ZeroDivisionError)
    assert "ZeroDivisionError" in view.message.value
    seen = []
    view.on_error = seen.append
    view.click_pixel(*view.geometry.centre((1, 1)))
    assert len(seen) == 1


def test_only_changed_layers_are_redrawn(messages):
    game = Game(3, seed=2)
    view = BoardView(game.state)
    assert all(view.redraws[name] == 1 for name in LAYERS)
    messages.clear()
    view.update(game.state, highlights=(), legal=())  # nothing changed
    assert messages == []
    areas = 1
    for _ in range(6):
        game.step()
        before = view.geometry
        view.update(game.state, game.explanation.highlights)
        areas += view.geometry != before
    # Only when the part of the board shown changes (a tile at its edge).
    assert view.redraws["background"] == areas
    assert len(messages) <= 6  # at most one message a step


def test_a_step_is_one_message_and_patches_one_tile(messages):
    game = Game(3, seed=2)
    view = BoardView(game.state)
    game.play(game.suggest())  # the first action of the game places a road
    messages.clear()
    view.update(game.state, game.explanation.highlights)
    assert len(messages) == 1
    assert view.redraws["tiles (patched)"] == 1
    assert view.redraws["tiles"] == 1  # only the first full draw


def test_redraw_force_draws_everything_again():
    view = BoardView(Game(2, seed=1).state)
    view.redraw(force=True)
    assert all(view.redraws[name] == 2 for name in LAYERS)


def test_client_ready_redraws_that_layer():
    view = BoardView(Game(2, seed=1).state)
    view.layers[0]._handle_custom_msg({"event": "client_ready"}, [])
    assert view.redraws["background"] == 2


def test_tile_items_describe_roads_buildings_and_mines(town):
    items = tile_items(town)
    assert items[(0, 0)][0] == "mine"
    assert items[(4, 2)] == ("building", "entertainment")
    assert items[(4, 1)][0] == "road"


def test_describe_gives_the_text_board_and_highlights(town):
    view = BoardView(town)
    view.update(highlights=[Highlight("path", ((4, 3), (4, 4)), ("1", "2"))], legal=[(5, 2)])
    text = view.describe()
    assert text.startswith(render(town))
    assert "the road path that was counted (cells): (4, 3) [1], (4, 4) [2]" in text
    assert "where the tile may go (cells): (5, 2)" in text


def test_marks_and_highlights_outside_the_board_are_skipped(town):
    view = BoardView(town)
    view.update(
        highlights=[Mark("current", ((99, 99), (1, 0))), Highlight("paid", ((0, 0),), area="row")]
    )
    assert "(1, 0)" in view.describe()


def test_drawing_survives_an_exception_inside():
    manager = ipycanvas_canvas._CANVAS_MANAGER
    with pytest.raises(RuntimeError), drawing.drawing():
        raise RuntimeError("boom")
    assert manager._caching is False
    assert manager._commands_cache == []
    with drawing.drawing(), drawing.drawing():  # nesting holds once
        assert manager._caching is True
    assert manager._caching is False


def test_put_sends_each_style_once_per_batch(messages):
    view = BoardView(Game(2, seed=1).state)
    layer = view.layers[2]
    messages.clear()
    with drawing.drawing():
        drawing.put(layer, fill_style="#000000", line_width=2.0)
        drawing.put(layer, fill_style="#000000")  # already set: not sent again
        drawing.put(layer, fill_style="#FFFFFF")
    assert len(messages) == 1 and len(messages[0]) == 1 + 3  # switch canvas + three sets
