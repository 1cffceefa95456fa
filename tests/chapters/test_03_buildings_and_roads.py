"""Chapter 3 (buildings and roads): what its prose and its "Try this" promise."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.cerro_gordo.mining import still_to_do

NOTEBOOK = notebook("cerro_gordo/03_buildings_and_roads.ipynb")


def test_a_selected_building_may_go_only_where_the_road_leads(chapter):
    app = chapter["town_app"]
    app.click_slot(0)
    assert app.legal == frozenset({(3, 3)})
    for side_or_corner in [(4, 2), (4, 3)]:
        before = app.game.state
        app.click_cell(side_or_corner)
        assert f"no open road connection leads into cell {side_or_corner}" in app.explanation.text
        assert app.game.state is before
    app.click_cell((3, 3))
    assert app.game.state.players[0].pawn == (3, 3)


def test_a_road_that_connects_to_nothing_is_refused(chapter):
    app = chapter["CerroGordoApp"](
        chapter["Game"](state=chapter["start"], seats=("human", "greedy"))
    )
    before = app.game.state
    app.click_cell((6, 1))
    assert "touches no mine, no building and no road exit" in app.explanation.text
    assert app.game.state is before


def test_closing_the_last_open_connection_leaves_only_mining(chapter):
    app = chapter["closing_app"]
    app.click_cell((2, 2))
    assert still_to_do(app.game.state) == ()
    assert "nothing left but mining" in app.status_text
    app.mine_button.click()
    assert app.game.state.player.name == "Player 1"
    assert app.game.state.turn_number == chapter["closing"].turn_number + 1


def test_the_town_grows_above_row_0_where_the_new_road_leads(chapter):
    app = chapter["free_app"]
    app.click_slot(0)
    assert (0, -2) in app.legal
    app.click_cell((0, -2))
    assert app.game.state.players[0].pawn == (0, -2)
    assert chapter["extent"](app.game.state)[0] == (-1, -3)
