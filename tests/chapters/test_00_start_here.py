"""Start here: what its "Try this" and its prose promise about the live game."""

from __future__ import annotations

from tests.notebook_runs import notebook
from tutorial.cerro_gordo import Mine, PlaceBuilding, PlaceRoad, TakeBuilding

NOTEBOOK = notebook("00_start_here.ipynb")


def test_four_steps_on_the_board_are_the_four_actions_played_from_code(chapter):
    app, stepped = chapter["app"], chapter["stepped"]
    titles = []
    for _ in range(4):
        app.controls.step_button.click()
        titles.append(app.game.explanation.title)
    assert app.game.history.actions == stepped.history.actions
    assert titles == [entry.explanation.title for entry in stepped.history.entries[1:]]


def test_player_1_places_a_road_then_selects_places_and_mines(chapter):
    actions = chapter["stepped"].history.actions
    assert [type(a) for a in actions] == [PlaceRoad, TakeBuilding, PlaceBuilding, Mine]
    assert chapter["stepped"].history.entries[1].explanation.title.startswith("Player 1 places")


def test_the_picture_is_committed_beside_the_notebook():
    from .chapter import CHAPTERS

    assert (CHAPTERS.parent / "images" / "finished_game.png").stat().st_size > 10_000


def buttons(widget) -> set[str]:
    """The labels of every button inside ``widget``."""
    found = {widget.description} if type(widget).__name__ == "Button" else set()
    for child in getattr(widget, "children", ()):
        found |= buttons(child)
    return found


def test_every_button_of_the_controls_table_is_on_the_board(chapter):
    table = {"Step", "Undo", "Redo", "Reset", "Rotate road", "Mine", "Fit"}
    assert table | {"←", "→", "↑", "↓", "+", "−"} <= buttons(chapter["app"])
