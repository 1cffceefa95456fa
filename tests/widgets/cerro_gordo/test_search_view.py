"""BfsStepper: the engine's search of "closest mine", line by line, on the board."""

from __future__ import annotations

from tutorial.cerro_gordo import Game
from tutorial.cerro_gordo.board import along_roads, closeness, closeness_steps
from tutorial.cerro_gordo.scenarios import from_map
from tutorial.core.errors import IllegalMove
from tutorial.core.graphs import breadth_first_trace
from tutorial.widgets import BfsStepper
from tutorial.widgets.keyboard import explanation_sentence

from ..helpers import lit_lines, plain, roles


def test_the_steps_are_the_engines_search(town):
    stepper = BfsStepper(town, (4, 2))
    goal = town.mines[0].cell  # Mine 1 is closest
    assert stepper.events == list(breadth_first_trace([(4, 2)], along_roads(town, (4, 2)), goal))
    takes = [e.node for e in stepper.events if e.kind == "take"]
    assert takes == [s.current for s in closeness_steps(town, (4, 2))]


def test_the_path_at_the_end_is_the_engines_path_to_the_closest_mine(town):
    stepper = BfsStepper(town, (4, 2))
    reach = closeness(town, (4, 2))
    end = stepper.events[-1]
    assert end.kind == "path" and end.path == reach.path(town, reach.nearest[0])
    stepper.show(len(stepper.events) - 1)
    pairs = roles(stepper.drawing.marks)["shortest path"]
    assert pairs == tuple(zip(end.path, end.path[1:], strict=False))
    done = "Done: Mine 1 is 5 road tile(s) away, Mine 2 is 7 road tile(s) away; closest: Mine 1."
    assert done in plain(stepper.caption.value)


def test_what_the_rules_add_to_the_text(town):
    stepper = BfsStepper(town)  # the active player's pawn: Player 1's, on (4, 2)
    assert stepper.start == (4, 2)
    text = stepper.text()
    assert "Take u = M1 from the front of the frontier (distance 6). It is a mine: the" in text
    assert "M1 is new: distance 6 ((1, 0)'s + 1), parent (1, 0); M1 joins the back of the " in text
    assert "Mine 1 is reached: 5 road tile(s) crossed." in text
    assert "It is a building: the road does not continue through it." in text  # R2 at (8, 2)


def test_next_lights_another_line_and_updates_the_frontier(town):
    stepper = BfsStepper(town, (4, 2))
    before = plain(stepper.data.value)
    stepper.next_button.click()
    assert lit_lines(stepper) == [3]
    assert plain(stepper.data.value) != before and "u = (4, 2)" in plain(stepper.data.value)


def test_a_building_with_no_connected_mine():
    lonely = from_map("M1. C1──. M2")
    stepper = BfsStepper(lonely, (2, 0))
    assert stepper.events[-1].kind == "done"  # no goal, no path
    assert "Done: no mine with tiles left is connected to this building." in stepper.text(
        len(stepper.events) - 1
    )


def test_clicking_a_tile_searches_from_it(town):
    stepper = BfsStepper(town, (4, 2))
    x, y = stepper.drawing.centres[(8, 2)]  # Player 2's building
    stepper.click(x + 10, y - 10)  # anywhere on the cell
    assert stepper.start == (8, 2) and stepper.events[-1].path[-1] == town.mines[1].cell
    stepper.guard(stepper.click, *stepper.drawing.projection.pixel((6, 1)))  # an empty cell
    assert isinstance(stepper.last_error, IllegalMove) and stepper.last_error.rule == "Mining"
    assert "is not on a tile" in plain(stepper.message.value)
    assert stepper.start == (8, 2)


def test_enter_on_the_cursor_searches_from_the_tile_as_a_click_does(town):
    clicked = BfsStepper(town, (4, 2))
    clicked.click(*clicked.drawing.centres[(8, 2)])
    stepper = BfsStepper(town, (4, 2))
    keys = stepper.keyboard
    keys.press("ArrowRight")  # the cursor appears on the building searched from
    assert keys.sentence == (
        "(4, 2), Entertainment #25, Player 1's pawn: visited, waiting in the frontier, "
        "distance 0. The search starts here."
    )
    keys.press("ArrowRight")  # R2, Player 2's building, straight right along row 2
    assert stepper.key_player.cursor == (8, 2)
    assert keys.sentence.endswith(
        "Player 2's pawn: not visited yet. Enter makes it the search's start."
    )
    assert roles(stepper.drawing.marks)["cursor"] == ((8, 2),)
    keys.press("Enter")
    assert stepper.start == clicked.start == (8, 2) and stepper.index == 0
    assert stepper.events == clicked.events
    assert keys.sentence == (
        "(8, 2) is the search's start now. Step 0 of "
        f"{len(stepper.events) - 1}, line 1: distance[start] = 0;  frontier = [start]. "
        "Start at (8, 2): distance 0; the frontier holds (8, 2)."
    )


def test_stepping_by_keys_says_what_the_rules_add(town):
    stepper = BfsStepper(town, (4, 2))
    keys = stepper.keyboard
    while "Mine 1 is reached" not in keys.sentence and stepper.index < len(stepper.events) - 1:
        keys.press("s")
    assert keys.sentence == explanation_sentence(stepper.explanation)
    assert keys.sentence.endswith("Mine 1 is reached: 5 road tile(s) crossed.")
    assert lit_lines(stepper) == [8, 9, 10]
    keys.press("l")
    assert keys.sentence.startswith("Enter on any of these 17 makes it the search's start: M1, ")


def test_a_game_searches_from_its_active_pawn(human_game):
    stepper = BfsStepper(human_game)
    assert stepper.start == human_game.state.players[0].pawn
    game = Game(2, seed=1)
    try:
        BfsStepper(game)
    except IllegalMove as err:
        assert "has no building yet" in err.message
    else:
        raise AssertionError("a search needs a building to start from")


def test_the_board_is_drawn_under_the_marks(town, messages):
    stepper = BfsStepper(town, (4, 2))
    assert stepper.drawing.shape == "cell" and stepper.drawing.projection.scale == 40
    assert set(stepper.drawing.centres) == set(town.tiles)
    sent = len(messages)
    stepper.next()
    assert len(messages) == sent + 1  # a step redraws the marks only
