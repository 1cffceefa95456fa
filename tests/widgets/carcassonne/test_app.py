"""The Carcassonne board and app: clicks become engine actions; refusals show the rule."""

from __future__ import annotations

import html

import numpy as np
import pytest

from tutorial.carcassonne import Game, NoFollower, PlaceFollower, PlaceTile
from tutorial.carcassonne.explain import describe_feature
from tutorial.carcassonne.followers import follower_spots
from tutorial.carcassonne.placing import tile_placements
from tutorial.core.errors import IllegalMove
from tutorial.widgets import drawing, palette
from tutorial.widgets.carcassonne import board as board_module
from tutorial.widgets.carcassonne import look
from tutorial.widgets.carcassonne.app import CarcassonneApp, show
from tutorial.widgets.carcassonne.board import LAYERS, BoardView, Mark, board_text
from tutorial.widgets.carcassonne.phases import ButtonsView, FollowerView
from tutorial.widgets.carcassonne.tiles import follower_point


@pytest.fixture
def game() -> Game:
    return Game(2, seed=3)


@pytest.fixture
def late() -> Game:
    """A 3-player game some 40 tiles in, at the start of a turn."""
    game = Game(3, seed=5)
    while len(game.state.board) < 40 or game.state.phase != "tile":
        game.step()
    return game


def pictures(app, canvas_log):
    return [canvas_log.picture(c) for c in (*app.board.layers, app.preview.canvas)]


def test_a_click_on_a_pixel_reaches_the_callback_with_the_cell_and_where_in_it(game):
    view = BoardView(game.state)
    clicked = []
    view.on_cell_click(lambda cell, within: clicked.append((cell, within)))
    g = view.geometry
    x, y = g.corner((1, 0))
    assert view.click_pixel(x + g.cell * 0.25, y + g.cell * 0.75) == (1, 0)
    assert clicked == [((1, 0), (0.25, 0.75))]
    assert view.click_pixel(3, 3) is None  # on the numbers
    assert isinstance(view.last_error, IllegalMove) and view.last_error.rule == "Board"


def test_the_board_text_names_every_tile_its_sides_and_followers(late):
    text = board_text(late.state)
    assert text.splitlines()[0] == f"Board: {len(late.state.board)} tiles"
    assert len(text.splitlines()) == 1 + len(late.state.board)
    assert "(0, 0): city edge + straight road (N=city E=road S=field W=road)" in text
    for (cell, _), seat in late.state.followers.items():
        line = next(line for line in text.splitlines() if line.startswith(f"  {cell}:"))
        assert late.state.players[seat].name in line


def test_a_step_redraws_tiles_and_pieces_but_not_the_background(late):
    view = BoardView(late.state)
    before = dict(view.redraws)
    late.step()
    view.update(late.state)
    assert view.redraws["background"] == before["background"]
    assert view.redraws["tiles (patched)"] == 1  # only the new tile's cell
    assert set(LAYERS) <= set(view.redraws)


def test_legal_cells_follow_the_rotation_and_a_click_places_the_tile(game):
    app = CarcassonneApp(game)
    for _ in range(4):
        wanted = {c for c, r in tile_placements(game.state) if r == app.rotation}
        assert app.legal == wanted
        app.rotate()
    cell = sorted(app.legal)[0]
    rotation = app.rotation
    g = app.board.geometry
    app.board.click_pixel(*g.centre(cell))  # the real path from a click
    assert game.history.current.action == PlaceTile(cell, rotation)
    assert game.state.phase == "follower"


def test_an_illegal_click_shows_the_rule_and_changes_nothing(game):
    app = CarcassonneApp(game)
    before = game.history
    app.click_cell((5, 5))  # touches no tile
    assert game.history is before
    assert "Not allowed (Placing a tile)" in app.explanation.text
    assert "(5, 5) touches no tile" in app.explanation.text
    wrong = next(c for c, _ in tile_placements(game.state) if c not in app.legal)
    app.click_cell(wrong)  # fits only turned another way
    assert game.history is before and "Placing a tile" in app.explanation.text


def test_the_follower_step_offers_the_engines_spots_and_a_click_on_one_places_it(game):
    app = CarcassonneApp(game)
    app.click_cell(sorted(app.legal)[0])
    spots = follower_spots(game.state)
    labels = [label for label, _ in app.choices]
    assert len(labels) == len(spots) + 1 and labels[-1] == "No follower"
    assert [action for _, action in app.choices[:-1]] == [PlaceFollower(i) for i in spots]
    view = FollowerView()
    index, x, y = view.spots(app)[-1]
    app.click_cell(game.state.placed, (x, y))
    assert game.history.entries[-1].action == PlaceFollower(index)
    assert game.state.players[0].followers == 6


def test_no_follower_button_ends_the_turn(game):
    app = CarcassonneApp(game)
    app.click_cell(sorted(app.legal)[0])
    app.choice_box.children[-1].click()
    assert game.history.entries[-1].action == NoFollower()
    assert game.state.phase == "tile" and game.state.active != game.history.entries[0].state.active


def test_a_follower_on_a_taken_feature_is_refused_with_the_rule():
    game = Game(2, seed=1)
    while len(game.state.board) < 8 or game.state.phase != "tile":
        game.step()
    played = [e.action for e in game.history.entries[1:]]

    def taken_after(cell, rotation):
        """The features already holding a follower once the tile is there (if a spot is free)."""
        trial = Game.replay(2, 1, [*played, PlaceTile(cell, rotation)])
        tile = trial.state.tile_at(cell)
        taken = [i for i in range(len(tile.features)) if trial.state.group((cell, i)).followers]
        return taken if trial.state.phase == "follower" else []

    cell, rotation, taken = next(
        (c, r, t) for c, r in tile_placements(game.state) if (t := taken_after(c, r))
    )
    app = CarcassonneApp(game)
    app.play(PlaceTile(cell, rotation))
    before = game.history
    app.click_cell(cell, app_point(game, cell, taken[0]))
    assert game.history is before
    assert "Not allowed (Placing a follower)" in app.explanation.text
    assert "already holds a follower" in app.explanation.text


def app_point(game, cell, index):
    """Where the follower of feature ``index`` on the tile at ``cell`` would stand."""
    return follower_point(game.state.tile_at(cell), game.state.board[cell].rotation, index)


class Drawn:
    """What the board's marks layer drew of the highlights, by cell (spies on the drawing)."""

    def __init__(self, app, monkeypatch) -> None:
        self.regions: list[set] = []
        self.parts: list[set] = []
        self.bars: list[tuple] = []
        self.boxes: dict[str, set] = {}
        self.rings: list[tuple] = []
        g = app.board.geometry
        at = g.cell_at

        def region(canvas, style, corners, outline, size, *args, **kwargs):
            self.regions.append({at(x + 1, y + 1) for x, y in corners})
            return original["region"](canvas, style, corners, outline, size, *args, **kwargs)

        def parts(canvas, style, fills, lines):
            # Each fill lies inside its tile, so its mean point names the tile.
            self.parts.append({at(*np.mean(points, axis=0)) for points in fills})
            return original["parts"](canvas, style, fills, lines)

        def links(canvas, style, segments, width):
            self.bars += [(a, b) for a, b in segments]
            return original["links"](canvas, style, segments, width)

        def marks(canvas, style, corners, w, h, *args, **kwargs):
            if corners:
                cells = {at(x + w / 2, y + h / 2) for x, y in corners}
                self.boxes.setdefault(style.kind, set()).update(cells)
            return original["marks"](canvas, style, corners, w, h, *args, **kwargs)

        def rings(canvas, style, items, radius):
            self.rings += [(style.kind, at(x, y), (x, y), label) for x, y, label in items]
            return original["rings"](canvas, style, items, radius)

        original = {
            "region": drawing.draw_region,
            "links": drawing.draw_links,
            "marks": drawing.draw_marks,
            "rings": board_module.draw_rings,
            "parts": board_module.draw_parts,
        }
        monkeypatch.setattr(drawing, "draw_region", region)
        monkeypatch.setattr(drawing, "draw_links", links)
        monkeypatch.setattr(drawing, "draw_marks", marks)
        monkeypatch.setattr(board_module, "draw_rings", rings)
        monkeypatch.setattr(board_module, "draw_parts", parts)
        app.board.draw_layer("marks")


def open_city(state):
    """A city with a follower in it and at least two open sides, and its follower's seat."""
    return next(
        (node, seat)
        for node, seat in sorted(state.followers.items())
        if state.group(node).kind == "city" and state.group(node).open >= 2
    )


def test_clicking_a_placed_feature_shows_the_engines_description_and_draws_its_highlights(
    late, monkeypatch
):
    app = CarcassonneApp(late)
    before = late.history
    state = late.state
    node, seat = open_city(state)
    cell, index = node
    app.click_cell(cell, app_point(late, cell, index))
    assert app.inspected == node
    told = describe_feature(state, node)
    assert app.feature == told
    for line in told.lines:
        assert line in app.text and html.escape(line) in app.info_box.value
    assert state.players[seat].name in app.info_box.value
    # The board draws what the description points at, and nothing of its own.
    assert [Mark.of(h) for h in told.highlights] == [
        m for m in app.board.marks if m.role in {h.role for h in told.highlights}
    ]
    drawn = Drawn(app, monkeypatch)
    group = state.group(node)
    # The city's own part of each of its tiles, not the whole tiles.
    assert drawn.regions == [] and drawn.parts == [set(group.cells)]
    assert drawn.boxes["dashed"] >= set(told.highlighted("open"))
    # One bar for each open side the group record counts, each on its tile's side.
    assert len(drawn.bars) == group.open
    g = app.board.geometry
    sides = next(h for h in told.highlights if h.role == "open_side")
    for (a, b), bar_cell, side in zip(drawn.bars, sides.cells, sides.labels, strict=True):
        middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        assert g.cell_at(*middle) == bar_cell
        centre = g.centre(bar_cell)
        towards = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[side]
        offset = ((middle[0] - centre[0]) / g.cell, (middle[1] - centre[1]) / g.cell)
        assert offset[0] * towards[0] + offset[1] * towards[1] > 0.35  # near that side
    # The follower is ringed where it stands.
    x, y = g.corner(cell)
    fx, fy = app_point(late, cell, index)
    assert [(kind, at, xy) for kind, at, xy, _ in drawn.rings] == [
        ("ring", cell, (x + fx * g.cell, y + fy * g.cell))
    ]
    legend = app.marks_legend.value
    for role in ("feature", "open_side", "open", "followers"):
        assert html.escape(look.meaning(role)) in legend
    assert late.history is before  # looking changed nothing
    app.click_cell(cell, app_point(late, cell, index))  # again: put away
    assert app.inspected is None and app.feature is None
    assert not any(m.role == "feature" for m in app.board.marks)


def test_after_a_turn_the_board_draws_what_it_completed_and_the_followers_going_home(
    monkeypatch,
):
    game = Game(3, seed=5)
    while not game.history.current.explanation.highlighted("returned"):
        game.step()
    app = CarcassonneApp(game, humans=())
    told = game.history.current.explanation
    drawn = Drawn(app, monkeypatch)
    # The completed features' own parts of their tiles, framed.
    assert set().union(*drawn.parts) == set(told.highlighted("completed"))
    returned = next(h for h in told.highlights if h.role == "returned")
    seats = {p.name: str(seat + 1) for seat, p in enumerate(game.state.players)}
    assert sorted((at, label) for kind, at, _, label in drawn.rings if kind == "dashed ring") == (
        sorted((c, seats[name]) for c, name in zip(returned.cells, returned.labels, strict=True))
    )
    for role in ("completed", "returned"):
        assert html.escape(look.meaning(role)) in app.marks_legend.value
    # One legend, the board's: the panel under it keeps only the words.
    assert html.escape(palette.meaning("returned")) not in app.explanation.value
    assert all(line in app.explanation.text for line in told.lines)


def test_the_tile_beside_the_board_is_the_placed_one_once_it_is_placed(game):
    app = CarcassonneApp(game)
    drawn = game.state.current_tile
    assert app.preview.shown == (drawn, app.rotation)
    cell = sorted(app.legal)[0]
    rotation = app.rotation
    app.click_cell(cell)
    assert app.preview.shown == (drawn, rotation)
    assert "Tile just placed" in app.preview.heading.value
    assert f"On {cell}: put a follower on it, or not." in app.preview.text
    assert app.preview.text in app.text
    app.rotate()  # a placed tile does not turn
    assert app.preview.shown == (drawn, rotation) and "only a drawn tile" in app.explanation.text


def test_a_phase_view_slots_in_by_the_phases_name(game):
    class Marked(ButtonsView):
        def prompt(self, app):
            return "choose a touching tile"

    app = CarcassonneApp(game, phase_views={"follower": Marked()})
    app.click_cell(sorted(app.legal)[0])
    assert "choose a touching tile" in app.status_text
    # Without a view of its own, a phase gets one button per legal action.
    assert [label for label, _ in app.choices][-1] == "NoFollower()"


def test_step_waits_on_a_clicking_seat_and_says_what_to_do(game):
    app = CarcassonneApp(game)  # every seat clicks
    app.step()
    assert len(game.history.entries) == 1
    assert "Your turn (Player 1): place the" in app.controls.message.value
    assert "Step waits for you" in app.status.value


def test_bot_seats_move_with_step_and_clicks_say_so(game):
    app = CarcassonneApp(game, humans=())
    before = game.history
    app.click_cell(sorted({c for c, _ in tile_placements(game.state)})[0])
    assert game.history is before and "press Step" in app.explanation.text
    app.step()
    assert game.history.cursor == 1 and isinstance(game.history.current.action, PlaceTile)


def test_rotate_is_off_on_a_bots_turn_and_turns_nothing(game):
    app = CarcassonneApp(game, humans=(1,))  # the first seat to play is a bot
    assert game.state.active == 0 and game.state.phase == "tile"
    assert app.rotate_button.disabled
    rotation = app.rotation
    app.rotate()  # the preview's click, which the button cannot be
    assert app.rotation == rotation and "press Step" in app.explanation.text
    while game.state.active != 1 or game.state.phase != "tile":
        app.step()  # the bot's turn, to the clicking seat's tile
    assert not app.rotate_button.disabled
    rotation = app.rotation
    app.rotate()
    assert app.rotation == (rotation + 1) % 4


def test_the_legend_says_what_a_standing_and_a_lying_follower_are(game):
    meanings = [entry.meaning for entry in look.follower_legend(3)]
    assert meanings[:3] == [f"{p.name}'s follower" for p in palette.PLAYER_LOOKS[:3]]
    assert "standing: on a road, city or monastery" in meanings[-1]
    assert "lying down: a farmer" in meanings[-1]
    assert not any("farmer" in meaning for meaning in meanings[:3])


def test_text_describes_board_status_explanation_and_players(game):
    app = show(game)
    text = app.text
    assert board_text(game.state) in text
    assert "Place the" in text and "Setup" in text
    assert "Player 1: 7 followers left; roads 0, cities 0, monasteries 0, farms 0" in text
    assert str(app) == text


def test_reset_restores_the_position_text_and_drawing(late, canvas_log):
    start = late.history.current
    app = CarcassonneApp(late)
    drawn, text = pictures(app, canvas_log), app.text
    app.rotate()
    app.click_cell((99, 99))
    app.board.zoom_in()
    for _ in range(4):  # the clicking seats' moves, played in code
        late.step()
        app.refresh()
    app.click_cell(next(iter(late.state.board)))
    assert pictures(app, canvas_log) != drawn
    app.controls.reset_button.click()
    assert late.history.entries == (start,)
    assert app.text == text and app.inspected is None
    assert pictures(app, canvas_log) == drawn


def test_callback_errors_are_shown_not_raised(game, monkeypatch):
    app = CarcassonneApp(game)
    monkeypatch.setattr(app, "play", lambda action: 1 / 0)
    app.board.click_pixel(*app.board.geometry.centre(sorted(app.legal)[0]))
    assert "ZeroDivisionError" in app.explanation.text


def test_two_borders_on_one_cell_are_drawn_one_inside_the_other(game, monkeypatch):
    view = BoardView(game.state)
    boxes = []
    original = drawing.draw_marks

    def spy(canvas, style, corners, w, h, *args, **kwargs):
        boxes.extend((style.colour, x, y, w) for x, y in corners)
        return original(canvas, style, corners, w, h, *args, **kwargs)

    monkeypatch.setattr(drawing, "draw_marks", spy)
    view.update(marks=[Mark("completed", ((0, 0),)), Mark("gold_taken", ((0, 0), (1, 0)))])
    by_colour = {colour: (x, w) for colour, x, _, w in boxes if x < view.geometry.corner((1, 0))[0]}
    (outer_x, outer_w), (inner_x, inner_w) = (
        by_colour[look.style(role).colour] for role in ("completed", "gold_taken")
    )
    assert inner_x > outer_x and inner_w < outer_w
    # Alone on its cell, a border keeps the cell's full size.
    alone = [(x, w) for _, x, _, w in boxes if x >= view.geometry.corner((1, 0))[0]]
    assert alone == [(view.geometry.corner((1, 0))[0], view.geometry.cell)]


def test_the_choice_buttons_are_made_once_and_relabelled(game):
    """Follower phase after follower phase, the same buttons show the new choices."""
    app = CarcassonneApp(game)
    seen: dict[str, object] = {}
    for _ in range(12):
        app.game.step()  # the clicking seats' moves, played in code
        app.refresh()
        shown = app.choice_box.children
        assert [b.description for b in shown] == [label for label, _ in app.choices]
        for i, button in enumerate(shown):
            assert seen.setdefault(f"button {i}", button) is button
    assert "button 0" in seen
    # A button chooses the choice it shows now: the last, "No follower".
    while app.state.phase != "follower":
        app.game.step()
        app.refresh()
    _, action = app.choices[-1]
    app.choice_box.children[len(app.choices) - 1].click()
    assert app.game.history.current.action == action
