"""The view transform of a board: fit, pan, zoom, and pixels back to cells."""

from __future__ import annotations

import pytest

from tutorial import carcassonne, cerro_gordo
from tutorial.widgets.carcassonne.board import BoardView as CarcassonneBoard
from tutorial.widgets.cerro_gordo.board import BoardView as CerroGordoBoard
from tutorial.widgets.viewport import MIN_CELL, ZOOM_STEPS, BoardGeometry, ViewControls

# The tiles and spots of a board grown up and left of the first tiles.
AREA = ((-3, -2), (5, 3))


def cells(area):
    (c0, r0), (c1, r1) = area
    return [(c, r) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)]


def test_fit_shows_an_area_with_negative_cells_whole_and_centred():
    g = BoardGeometry.fit(AREA, 600, 400, largest=52, margin=28)
    assert g.shows(AREA) and not g.shows(((-4, -2), (5, 3)))
    for cell in cells(AREA):
        assert g.cell_at(*g.centre(cell)) == cell
        x, y = g.corner(cell)
        assert g.cell_at(x, y) == cell and g.cell_at(x + g.cell - 0.1, y + g.cell - 0.1) == cell
    # 9 columns and 6 rows in 568 x 368 pixels: the rows decide the size.
    assert g.cell == min(52, (600 - 28 - 4) // 9, (400 - 28 - 4) // 6)
    left, top = g.corner(AREA[0])
    right, bottom = g.corner((AREA[1][0] + 1, AREA[1][1] + 1))
    assert abs((left - 28) - (600 - 4 - right)) <= 1 and abs((top - 28) - (400 - 4 - bottom)) <= 1


def test_fit_never_grows_cells_past_the_largest_nor_shrinks_them_below_readable():
    assert BoardGeometry.fit(((0, 0), (1, 1)), 600, 400, largest=52).cell == 52
    huge = ((-40, -30), (40, 30))
    g = BoardGeometry.fit(huge, 600, 400, largest=52)
    assert g.cell == MIN_CELL and not g.shows(huge)
    (c0, r0), (c1, r1) = g.visible
    assert c0 < 0 < c1 and r0 < 0 < r1  # the middle of the area is in view


def test_number_bands_and_cells_off_a_fixed_grid_are_no_cell():
    table = BoardGeometry.fit(AREA, 600, 400, largest=52, margin=28)
    assert table.cell_at(10, 200) is None and table.cell_at(200, 10) is None
    assert table.cell_at(600, 200) is None and table.cell_at(-1, 200) is None
    grid = BoardGeometry.for_grid(5, 4).zoomed_in()
    assert grid.cell_at(*grid.centre((5, 1))) is None  # right of the grid, on the canvas
    assert grid.on_board((4, 3)) and not grid.on_board((-1, 0))
    assert table.on_board((-100, 7))


def test_pan_moves_the_view_by_whole_cells_and_clicks_follow():
    g = BoardGeometry.fit(AREA, 600, 400, largest=52, margin=28)
    moved = g.panned(2, -1)
    assert moved.cell == g.cell
    # The pixel that showed (0, 0) now shows the cell 2 right and 1 up of it.
    assert moved.cell_at(*g.centre((0, 0))) == (2, -1)
    in_view = [c for c in cells(AREA) if min(moved.centre(c)) >= 28]
    assert len(in_view) > 20
    for cell in in_view:
        assert moved.cell_at(*moved.centre(cell)) == cell
    assert moved.panned(-2, 1) == g


def test_zoom_keeps_the_middle_of_the_view_and_steps_through_the_sizes():
    g = BoardGeometry.fit(AREA, 600, 400, largest=52, margin=28)
    middle = ((28 + 600) / 2, (28 + 400) / 2)
    seen = g.cell_at(*middle)
    bigger = g.zoomed_in()
    assert bigger.cell == min(s for s in ZOOM_STEPS if s > g.cell)
    assert bigger.cell_at(*middle) == seen
    smaller = g.zoomed_out()
    assert smaller.cell == max(s for s in ZOOM_STEPS if s < g.cell)
    assert smaller.cell_at(*middle) == seen
    for cell in cells(AREA):
        x, y = bigger.centre(cell)
        if 28 <= x < 600 and 28 <= y < 400:
            assert bigger.cell_at(x, y) == cell


def test_zoom_stops_at_both_ends():
    g = BoardGeometry.fit(AREA, 600, 400, largest=52)
    for _ in range(len(ZOOM_STEPS) + 1):
        g = g.zoomed_out()
    assert g.cell == MIN_CELL and g.zoomed_out() == g
    for _ in range(len(ZOOM_STEPS) + 1):
        g = g.zoomed_in()
    assert g.cell == ZOOM_STEPS[-1] and g.zoomed_in() == g


def test_describe_names_the_columns_and_rows_in_view():
    g = BoardGeometry.for_grid(13, 9)
    assert g.describe() == "View: columns 0 to 12, rows 0 to 8 (52 px a cell)"
    t = BoardGeometry.fit(AREA, 600, 400, largest=52, margin=28)
    columns, rows = t.columns_and_rows()
    assert columns.start <= -3 and rows.start <= -2 and "columns -" in t.describe()


@pytest.mark.parametrize(
    ("name", "call"),
    [
        ("left", ("pan", -2, 0)),
        ("right", ("pan", 2, 0)),
        ("up", ("pan", 0, -2)),
        ("down", ("pan", 0, 2)),
        ("in", ("in",)),
        ("out", ("out",)),
    ],
)
def test_view_buttons_call_the_board(name, call):
    calls = []
    controls = ViewControls(
        lambda c, r: calls.append(("pan", c, r)),
        lambda: calls.append(("in",)),
        lambda: calls.append(("out",)),
        lambda: calls.append(("fit",)),
    )
    controls.buttons[name].click()
    controls.fit_button.click()
    assert calls == [call, ("fit",)]


def test_view_buttons_say_what_is_shown_and_disable_at_the_zoom_limits():
    controls = ViewControls(*(lambda *_: None,) * 4)
    g = BoardGeometry.for_grid(13, 9)
    controls.show(g)
    assert "columns 0 to 12, rows 0 to 8" in controls.label.value
    assert not controls.buttons["in"].disabled and not controls.buttons["out"].disabled
    controls.show(g.zoomed(MIN_CELL))
    assert controls.buttons["out"].disabled
    controls.show(g.zoomed(ZOOM_STEPS[-1]))
    assert controls.buttons["in"].disabled


BOARDS = {
    "cerro_gordo": lambda: CerroGordoBoard(cerro_gordo.Game(2, seed=1).state, legend=False),
    "carcassonne": lambda: CarcassonneBoard(carcassonne.Game(2, seed=1).state, legend=False),
}


@pytest.mark.parametrize("board", BOARDS)
def test_each_board_pans_zooms_and_fits_from_its_keys_and_buttons(board):
    view = BOARDS[board]()
    start = view.geometry
    view.press_key("ArrowRight")
    assert view.geometry == start.panned(1, 0) and not view.follow
    view.press_key("-")
    assert view.geometry == start.panned(1, 0).zoomed_out()
    view.view_controls.buttons["in"].click()
    assert view.geometry == start.panned(1, 0).zoomed_out().zoomed_in()
    view.press_key("Enter")  # no key of the view's: nothing moves
    assert view.geometry == start.panned(1, 0).zoomed_out().zoomed_in()
    view.press_key("0")
    assert view.geometry == start and view.follow
    assert view.view_controls.label.value and start.describe() in view.describe()
    far = 1 + max(start.width, start.height) // start.cell
    view.pan(far, 0)  # a pan that would show none of the board does nothing
    assert view.geometry == start and view.follow
