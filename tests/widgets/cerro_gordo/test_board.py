"""BoardView: cell <-> pixel, clicks, layers redrawn only when they change, text."""

from __future__ import annotations

import json

import ipycanvas.canvas as ipycanvas_canvas
import numpy as np

from tutorial.cerro_gordo import FIXED_BOARD, Game, PlaceRoad, RuleOptions, apply
from tutorial.cerro_gordo.board import board_area, extent
from tutorial.cerro_gordo.scenarios import from_map, with_road_in_hand
from tutorial.cerro_gordo.text import render
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Highlight
from tutorial.widgets.cerro_gordo.board import LAYERS, BoardGeometry, BoardView, Mark, tile_items
from tutorial.widgets.viewport import MIN_CELL

#: The fixed 13x9 grid (a reading; the default board has no edge).
GRID = RuleOptions(board=FIXED_BOARD)


def test_every_cell_centre_and_corner_maps_back():
    g = BoardGeometry.for_grid(13, 9, cell=52, margin=22)
    for col in range(13):
        for row in range(9):
            assert g.cell_at(*g.centre((col, row))) == (col, row)
            x, y = g.corner((col, row))
            assert g.cell_at(x, y) == (col, row)
            assert g.cell_at(x + 51.9, y + 51.9) == (col, row)


def test_pixels_off_the_board_map_to_nothing():
    g = BoardGeometry.for_grid(13, 9, cell=52, margin=22)
    right, bottom = 22 + 13 * 52, 22 + 9 * 52
    for x, y in [(5, 100), (100, 5), (right, 100), (100, bottom), (-1, -1), (1e6, 30)]:
        assert g.cell_at(x, y) is None
    assert (g.width, g.height) == (right + 4, bottom + 4)


def test_a_fixed_grid_is_drawn_whole_on_a_canvas_of_its_size():
    view = BoardView(Game(2, seed=1, options=GRID).state, cell_size=40)
    assert len(view.layers) == len(LAYERS) == 4
    assert (view.canvas.width, view.canvas.height) == (22 + 13 * 40 + 4, 22 + 9 * 40 + 4)
    assert view.geometry == BoardGeometry.for_grid(13, 9, cell=40)
    assert view.geometry.columns_and_rows() == (range(13), range(9))


def test_clicks_map_to_cells_and_off_board_clicks_are_explained():
    view = BoardView(Game(2, seed=1, options=GRID).state)
    clicked = []
    view.on_cell_click(clicked.append)
    g = view.geometry
    assert view.click_pixel(*g.centre((4, 7))) == (4, 7)
    assert view.click_pixel(3, 3) is None  # the corner of the margins
    # The real path: a mouse_down message from the browser to the MultiCanvas.
    x, y = g.centre((12, 0))
    view.canvas._handle_custom_msg({"event": "mouse_down", "x": x, "y": y}, [])
    view.canvas._handle_custom_msg({"event": "mouse_down", "x": 1, "y": y}, [])
    assert clicked == [(4, 7), (12, 0)]
    assert isinstance(view.last_error, IllegalMove) and view.last_error.rule == "Board"
    assert "off the board" in view.message.value and "columns 0 to 12" in view.message.value


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
    for _ in range(6):
        game.step()
        view.update(game.state, game.explanation.highlights)
    assert view.redraws["background"] == 1  # never on a step
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


def mouse_down(view, x, y):
    """What the browser sends on a click: a message to the MultiCanvas."""
    view.canvas._handle_custom_msg({"event": "mouse_down", "x": x, "y": y}, [])


def key_down(view, key):
    view.canvas._handle_custom_msg(
        {"event": "key_down", "key": key, "shift_key": False, "ctrl_key": False, "meta_key": False},
        [],
    )


def test_clicks_land_on_the_cell_drawn_under_them_after_pan_and_zoom():
    view = BoardView(Game(2, seed=1).state)
    clicked = []
    view.on_cell_click(clicked.append)
    before = view.geometry
    view.zoom_in()
    view.pan(3, 2)
    g = view.geometry
    assert g != before and g.cell > before.cell
    (c0, r0), _ = g.visible
    target = (c0 + 1, r0 + 1)
    mouse_down(view, *g.centre(target))
    # The same pixel showed another cell before the view moved.
    assert before.cell_at(*g.centre(target)) != target
    assert clicked == [target]
    assert view.geometry.describe() in view.describe()


def test_moving_the_view_redraws_every_layer_once_and_a_step_draws_no_background(messages):
    game = Game(3, seed=2)
    view = BoardView(game.state)
    messages.clear()
    view.pan(1, 0)
    assert len(messages) == 1
    assert all(view.redraws[name] == 2 for name in LAYERS)
    for _ in range(4):
        game.step()
        view.update(game.state, game.explanation.highlights)
    assert view.redraws["background"] == 2
    view.pan(0, 0)  # the view did not move: nothing to draw
    assert view.redraws["background"] == 2


def test_keys_pan_zoom_and_fit_a_focused_board():
    view = BoardView(Game(2, seed=1).state)
    start = view.geometry
    key_down(view, "ArrowRight")
    key_down(view, "ArrowDown")
    assert view.geometry == start.panned(1, 1) and not view.follow
    key_down(view, "+")
    assert view.geometry.cell > start.cell
    key_down(view, "-")
    key_down(view, "-")
    assert view.geometry.cell < start.cell
    key_down(view, "x")  # any other key does nothing
    key_down(view, "0")
    assert view.geometry == start and view.follow


def test_a_fixed_grid_zoomed_in_still_refuses_clicks_beside_it():
    view = BoardView(Game(2, seed=1, options=GRID).state, cell_size=40)
    view.zoom_out()  # the grid now leaves room on the canvas
    g = view.geometry
    x, y = g.corner((13, 4))
    assert x < g.width
    assert view.click_pixel(x + 2, y + 2) is None
    assert "off the board" in view.message.value and "columns 0 to 12" in view.message.value


def test_panning_stops_before_the_board_leaves_the_view():
    view = BoardView(Game(2, seed=1).state)
    area = board_area(view.state)  # every tile and spot of the table
    for _ in range(20):
        view.pan(1, 0)
    assert view.geometry.overlaps(area)
    assert not view.geometry.panned(1, 0).overlaps(area)


def town_grown_west():
    """Two mines and a road placed west of Mine 1: cells down to column -2 (spots included)."""
    state = with_road_in_hand(from_map("M1. M2"), 0, "─")
    grown, _ = apply(state, PlaceRoad((-1, 0)))
    return grown


def texts_drawn(picture):
    """The ``(text, x, y)`` of every fill_text in a layer's picture."""
    fill_text = ipycanvas_canvas.COMMANDS["fillText"]
    return [tuple(json.loads(args)) for code, args, _ in picture if code == fill_text]


def floats_drawn(picture):
    """Every number passed in an array argument (positions of batch calls)."""
    return {float(v) for *_, buffers in picture for b in buffers for v in np.frombuffer(b)}


def test_a_board_with_negative_cells_draws_them_with_their_numbers(canvas_log):
    state = town_grown_west()
    assert extent(state) == ((-2, -1), (3, 1))
    view = BoardView(state)
    g = view.geometry
    assert g.board is None and g.shows(extent(state))
    assert g.cell_at(*g.centre((-1, 0))) == (-1, 0)
    # The road on (-1, 0): its ground is a rectangle from one pixel inside the cell's corner.
    x, y = g.corner((-1, 0))
    tiles = canvas_log.picture(view.layers[LAYERS.index("tiles")])
    assert {x + 1.0, y + 1.0} <= floats_drawn(tiles)
    # Negative numbers along the edges, each centred on its column or row.
    labels = texts_drawn(canvas_log.picture(view.layers[LAYERS.index("background")]))
    assert ("-2", g.centre((-2, 0))[0], g.margin / 2) in labels
    assert ("-1", g.margin / 2, g.centre((0, -1))[1]) in labels
    # None sticks out into the corner or past the canvas' edge.
    assert all(g.margin < max(x, y) <= max(g.width, g.height) - 8 for _, x, y in labels)
    assert "columns -" in view.describe()


def test_a_fixed_grid_numbers_every_column_and_row(canvas_log):
    view = BoardView(Game(2, seed=1, options=GRID).state)
    labels = texts_drawn(canvas_log.picture(view.layers[LAYERS.index("background")]))
    assert [t for t, _, _ in labels] == [*map(str, range(13)), *map(str, range(9))]


def test_a_click_on_the_numbers_of_the_table_says_so():
    view = BoardView(town_grown_west())
    clicked = []
    view.on_cell_click(clicked.append)
    assert view.click_pixel(5, 200) is None and clicked == []
    assert isinstance(view.last_error, IllegalMove) and view.last_error.rule == "Board"
    assert "column or row numbers" in view.message.value
    mouse_down(view, *view.geometry.centre((-2, 1)))
    assert clicked == [(-2, 1)]


def test_the_view_follows_a_growing_town_until_the_learner_moves_it():
    game = Game(4, seed=3)
    view = BoardView(game.state)
    first = view.geometry
    grown = False
    while not game.state.game_over:
        game.step()
        view.update(game.state)
        assert view.geometry.shows(board_area(game.state)) or view.geometry.cell == MIN_CELL
        grown = grown or view.geometry != first
    assert grown and view.geometry.cell < first.cell
    view.pan(-1, 0)
    moved = view.geometry
    game.undo()
    view.update(game.state)
    assert view.geometry == moved  # once panned, the view stays put
    view.fit()
    assert view.follow and view.geometry != moved


def test_layers_over_the_background_are_clipped_off_the_number_bands(canvas_log):
    view = BoardView(town_grown_west())
    view.zoom_in()
    view.pan(-1, -1)  # tiles now slide under the bands
    g = view.geometry
    codes = ipycanvas_canvas.COMMANDS
    clip = [
        (codes["beginPath"], "[]", ()),
        (codes["rect"], json.dumps([g.margin, g.margin, g.width - g.margin, g.height - g.margin])),
        (codes["clip"], "[]", ()),
    ]
    for name in ("tiles", "highlights", "pieces"):
        picture = canvas_log.picture(view.layers[LAYERS.index(name)])
        assert picture[0][0] == codes["clear"]
        assert [c[:2] for c in picture[1:4]] == [c[:2] for c in clip], name
    background = canvas_log.picture(view.layers[LAYERS.index("background")])
    assert all(code != codes["clip"] for code, *_ in background)
