"""CerroGordoApp: clicks become engine actions; refusals show the rule and change nothing."""

from __future__ import annotations

import html

from tutorial.cerro_gordo import Game, PlaceBuilding, PlaceRoad, TakeBuilding
from tutorial.cerro_gordo.board import open_connections, road_placements
from tutorial.cerro_gordo.buildings import affordable
from tutorial.cerro_gordo.mining import still_to_do
from tutorial.cerro_gordo.players import random_player
from tutorial.cerro_gordo.text import render
from tutorial.widgets import CerroGordoApp, show
from tutorial.widgets.cerro_gordo.app import legal_road_cells
from tutorial.widgets.cerro_gordo.panels import visible_hands


def test_slot_click_takes_the_building_and_lights_up_its_cells(human_game):
    app = CerroGordoApp(human_game)
    assert app.row.picture.legal == frozenset(affordable(human_game.state))
    x = app.row.SLOT_W * 0 + 50
    assert app.row.click_pixel(x, 50) == 0  # what a click on the first building does
    assert human_game.history.current.action == TakeBuilding(0)
    assert app.legal == open_connections(human_game.state)
    assert app.board.legal == app.legal
    # The taken building stays as a ghost where it was, so the row marks land on it.
    assert app.row.picture.taken == (0, human_game.state.turn.held)
    assert app.row.slot_at(50, 50) is None


def test_cell_click_places_the_held_building(human_game):
    app = CerroGordoApp(human_game)
    app.click_slot(0)
    cell = sorted(app.legal)[0]
    app.board.click_pixel(*app.board.geometry.centre(cell))
    assert human_game.history.current.action == PlaceBuilding(cell)
    assert human_game.state.players[0].pawn == cell


def test_cell_click_without_a_building_places_the_road_turned(human_game):
    app = CerroGordoApp(human_game)
    state = human_game.state
    road = state.player.road
    for turns in range(4):
        assert legal_road_cells(state, turns) == {
            c for c, q in road_placements(state, road)
            if road.rotated(q).exits == road.rotated(turns).exits
        }  # fmt: skip
    app.rotate()
    assert app.rotation == 1 and app.hand.shown[3] == 1
    assert app.legal == legal_road_cells(state, 1)
    cell = sorted(app.legal)[0]
    app.click_cell(cell)
    assert human_game.history.current.action == PlaceRoad(cell, 1)


def test_illegal_click_shows_the_rule_and_changes_nothing(human_game):
    app = CerroGordoApp(human_game)
    before, entries = human_game.state, len(human_game.history.entries)
    app.board.click_cell((12, 8))  # a road there touches nothing
    assert human_game.state is before and len(human_game.history.entries) == entries
    assert "Road: it must make at least one connection" in app.explanation.value
    app.board.click_pixel(2, 2)  # in the margin, on the column and row numbers
    assert human_game.state is before and "not on a cell" in app.explanation.text
    assert "border:3px solid #D55E00" in app.explanation.value
    app.mine()  # too early: the turn is not done
    assert human_game.state is before
    assert "before mining" in app.explanation.text
    app.click_slot(4)
    if 4 not in affordable(before):
        assert (
            human_game.state is before and "Building: select from the row" in app.explanation.text
        )


def test_step_waits_on_a_human_seat_and_says_it_is_your_turn():
    game = Game(3, seed=2, seats=("human", "greedy", "greedy"))
    app = CerroGordoApp(game)
    before = game.state
    app.controls.step_button.click()
    assert game.state is before and len(game.history.entries) == 1
    assert "Your turn (Player 1)" in app.controls.message.value
    assert "Step waits for you" in app.status.value
    assert app.controls.step_button.tooltip.startswith("Waits: Your turn")


def test_bot_turn_clicks_do_nothing_and_step_plays_the_bot():
    game = Game(3, seed=2, seats=("human", "greedy", "greedy"))
    while game.state.active == 0:  # the human's turn, played in code
        game.step()
    app = CerroGordoApp(game)
    before = game.state
    app.click_slot(0)
    app.click_cell((1, 1))
    assert game.state is before
    assert "press Step" in app.explanation.text
    assert app.legal == frozenset()  # no legal cells shown for a bot
    app.controls.step_button.click()
    assert len(game.history.entries) > 1 and game.state is not before


def test_any_seat_lets_clicks_play_for_bots():
    game = Game(2, seed=1)
    app = CerroGordoApp(game, any_seat=True)
    app.click_cell(sorted(app.legal)[0])
    assert isinstance(game.history.current.action, PlaceRoad)


def test_mine_button_and_mine_click(human_game):
    app = CerroGordoApp(human_game)
    while still_to_do(human_game.state):
        human_game.step()
    app.refresh()
    turn = human_game.state.turn_number
    app.mine_button.click()
    assert human_game.state.turn_number == turn + 1


def test_unexpected_exceptions_are_shown_not_raised(human_game, monkeypatch):
    app = CerroGordoApp(human_game)

    def broken(action):
        raise RuntimeError("engine exploded")

    monkeypatch.setattr(human_game, "play", broken)
    app.board.click_cell((1, 1))
    assert "RuntimeError" in app.explanation.text and "engine exploded" in app.explanation.text
    app.row._mouse_down(50, 50)
    app.mine_button.click()
    assert "engine exploded" in app.explanation.value


def test_every_action_redraws_board_and_panels(human_game, messages):
    while human_game.state.active == 0:  # to a bot's turn: Step waits on the human's
        human_game.step()
    app = CerroGordoApp(human_game)
    messages.clear()
    app.controls.step_button.click()
    assert len(messages) == 1  # board, row and hand in one message
    assert app.board.state is human_game.state
    assert app.controls.slider.value == human_game.history.cursor
    assert human_game.explanation.title in app.explanation.value


def test_undo_redo_and_slider_redraw(human_game):
    app = CerroGordoApp(human_game)
    app.controls.undo_button.click()
    assert app.board.state is human_game.state
    app.controls.slider.value = 0
    assert app.board.state is human_game.history.entries[0].state
    assert "Setup" in app.text


def test_text_is_the_plain_board_status_and_explanation(human_game):
    app = CerroGordoApp(human_game)
    text = str(app)
    assert text.startswith(render(human_game.state))
    assert "your move" in text and "Legal cells:" in text
    assert human_game.explanation.title in text


def test_players_panel_shows_seats_silver_and_turn(human_game):
    app = CerroGordoApp(human_game)
    html = app.players.value
    assert "human" in html and "greedy bot" in html
    for p in human_game.state.players:
        assert p.name in html
    assert "&#9654;" in html  # whose turn


def test_show_builds_an_app():
    app = show(players=2, seed=3)
    assert isinstance(app, CerroGordoApp) and len(app.game.state.players) == 2


def test_game_over_disables_step():
    game = Game(2, seed=1).play_to_end()
    app = CerroGordoApp(game)
    assert app.controls.step_button.disabled
    app.controls.step()
    app.click_cell((0, 0))
    assert "over" in app.explanation.text and "Game over" in app.text


def test_a_new_road_tile_starts_unturned(human_game):
    app = CerroGordoApp(human_game)
    app.rotate()
    app.click_cell(sorted(app.legal)[0])  # places the turned road, draws a new tile
    assert human_game.state.player.road != human_game.history.entries[-2].state.player.road
    assert app.rotation == 0 and app.hand.shown[3] == 0


def pictures(app, canvas_log):
    """What every canvas of the app shows, as the commands drawn since it was cleared."""
    canvases = (*app.board.layers, app.row, app.hand)
    return [canvas_log.picture(c) for c in canvases]


def test_reset_restores_the_position_text_and_drawing(human_game, canvas_log):
    start = human_game.history.current
    app = CerroGordoApp(human_game)
    drawn, text, board_text = pictures(app, canvas_log), app.text, app.board.describe()
    assert all(drawn[:2])  # the background and tiles layers were drawn
    app.click_slot(0)
    app.click_cell(sorted(app.legal)[0])
    app.rotate()
    app.board.zoom_in()
    app.board.pan(-2, 1)
    app.board.click_cell((12, 8))  # refused: an error in the explanation
    for _ in range(3):  # more of the human's moves, played in code
        human_game.step()
        app.refresh()
    assert human_game.state is not start.state and pictures(app, canvas_log) != drawn
    app.controls.reset_button.click()
    assert human_game.history.entries == (start,) and human_game.state is start.state
    assert app.text == text and app.board.describe() == board_text
    assert pictures(app, canvas_log) == drawn
    assert app.rotation == 0 and app.board.follow
    # A fresh history: no undo into the moves played since.
    assert app.controls.undo_button.disabled and app.controls.redo_button.disabled


def test_reset_of_an_app_made_mid_turn_returns_there_not_to_setup():
    game = Game(2, seed=3, first_player=0, seats=("human", "greedy"))
    game.play(TakeBuilding(2))
    app = CerroGordoApp(game)
    held = game.state.turn.held
    for _ in range(2):  # the human's moves, as clicks would play them
        game.step()
        app.refresh()
    assert game.state.turn.held != held
    app.reset()
    assert game.state.turn.held == held and len(game.history.entries) == 1
    assert app.row.picture.taken == (2, held)  # the ghost of the building just taken, as before


def hand_names(state, seat):
    return {card.name for card in state.players[seat].objectives}


def test_other_players_objectives_stay_hidden_while_a_human_plays(human_game):
    app = CerroGordoApp(human_game)
    state = human_game.state
    mine = hand_names(state, 0)
    theirs = (hand_names(state, 1) | hand_names(state, 2)) - mine
    assert theirs and app.shown_hands == frozenset({0})
    for shown in (app.players.value, app.text):
        assert all(html.escape(name) in shown or name in shown for name in mine)
        assert not any(name in shown for name in theirs)
    assert app.players.value.count("2 hidden cards") == 2
    assert app.text.count("2 hidden cards") == 2
    # Still hidden while the bots move.
    while human_game.state.active == 0:
        human_game.step()
    app.step()
    assert app.shown_hands == frozenset({0})
    assert not any(name in app.players.value for name in theirs - hand_names(human_game.state, 0))


def test_the_teaching_switch_shows_every_hand(human_game):
    app = CerroGordoApp(human_game, show_all_objectives=True)
    everyone = set().union(*(hand_names(human_game.state, s) for s in range(3)))
    assert app.show_all_box.value is True
    assert all(name in app.players.value for name in everyone)
    assert "hidden" not in app.players.value
    app.show_all_box.value = False  # the checkbox
    assert app.players.value.count("2 hidden cards") == 2
    app.show_all_objectives = True
    assert app.show_all_box.value is True and "hidden" not in app.players.value


def test_completed_objectives_are_face_up_for_everyone(human_game):
    state = human_game.state
    card = state.players[2].objectives[0]
    done = state.with_player(2, objectives=state.players[2].objectives[1:], completed=(card,))
    app = CerroGordoApp(Game(state=done, seats=human_game.seats))
    assert card.name in app.players.value and card.name in app.text
    assert "1 hidden card<" in app.players.value  # the card left in hand stays secret


def test_public_objectives_show_reward_text_and_who_completed_them(human_game):
    state = human_game.state
    trail, street, _ = state.public
    done = state.with_player(1, public_done=(trail.id, trail.id, street.id))
    done = done.with_player(0, public_done=(street.id,))
    app = CerroGordoApp(Game(state=done, seats=human_game.seats))
    html_text = app.public.value
    for card in state.public:
        assert html.escape(card.name) in html_text and html.escape(card.text) in html_text
        assert f"({card.reward} silver)" in html_text
    assert "Player 2 &times;2" in html_text and "Player 1 &times;1, Player 2 &times;1" in html_text
    assert html_text.count("nobody yet") == 1
    assert f"- {trail}; completed by: Player 2 x2" in app.text


def test_visible_hands_follow_who_sits_at_the_screen():
    assert visible_hands(("greedy", "random"), active=0) == frozenset({0, 1})
    assert visible_hands(("human", "human", "greedy"), active=1) == frozenset({1})
    assert visible_hands(("human", "human", "greedy"), active=2) == frozenset()
    assert visible_hands(("human", "human"), active=0, show_all=True) == frozenset({0, 1})


def test_with_only_bots_every_hand_shows_and_the_switch_says_why():
    app = CerroGordoApp(Game(3, seed=2))
    assert app.show_all_objectives and app.show_all_box.disabled
    assert "no human seat" in app.show_all_box.description
    assert "hidden" not in app.players.value


def test_a_function_seat_is_a_bot_whose_hand_stays_hidden():
    def careful(state, rng):
        return random_player(state, rng)

    game = Game(2, seed=1, seats=("human", careful))
    app = CerroGordoApp(game)
    assert app.shown_hands == frozenset({0}) and app.players.value.count("2 hidden cards") == 1
    assert "careful bot" in app.players.value
    app.step()  # the human seat (Step plays it greedily), then the function's turn
    while game.state.active == 0:
        app.step()
    app.step()
    assert app.shown_hands == frozenset({0}) and app.players.value.count("2 hidden cards") == 1


def _human_game_at(state, seats=("human", "greedy")) -> Game:
    return Game(state=state, seats=seats)


def test_refresh_replaces_the_ticked_objectives_and_costs_five(human_game):
    from tutorial.cerro_gordo.scenarios import with_silver

    game = _human_game_at(with_silver(human_game.state, {0: 6}), ("human", "greedy", "greedy"))
    app = CerroGordoApp(game)
    hand = game.state.player.objectives
    assert [box.description for box in app.discard_boxes] == [card.name for card in hand]
    app.discard_boxes[1].value = True
    app.refresh_button.click()
    player = game.state.players[0]
    assert player.silver == 1
    assert player.objectives[0] == hand[0] and player.objectives[1] != hand[1]
    assert not any(box.value for box in app.discard_boxes)  # ticks cleared for the next time


def test_refresh_with_nothing_ticked_or_too_little_silver_names_the_rule(human_game):
    from tutorial.cerro_gordo.scenarios import with_silver

    game = _human_game_at(with_silver(human_game.state, {0: 4}), ("human", "greedy", "greedy"))
    app = CerroGordoApp(game)
    before = game.state
    app.refresh_button.click()
    assert "choose one or both" in app.explanation.text
    app.discard_boxes[0].value = True
    app.refresh_button.click()
    assert "refresh objectives for 5 silver" in app.explanation.text
    assert "has 4 silver, needs 5" in app.explanation.text
    assert game.state is before


def test_refresh_is_off_and_cards_unlabelled_on_a_bot_turn():
    game = Game(3, seed=2, seats=("human", "greedy", "greedy"))
    while game.state.active == 0:
        game.step()
    app = CerroGordoApp(game)
    assert app.refresh_button.disabled
    assert all(box.disabled for box in app.discard_boxes)  # a bot's cards stay secret


def test_end_turn_shows_only_under_any_time_and_ends_the_turn_after_mining():
    from tutorial.cerro_gordo import Mine, RuleOptions
    from tutorial.cerro_gordo.scenarios import fresh, ready_to_mine

    assert CerroGordoApp(Game(2, seed=0)).end_turn_button.layout.display == "none"
    state = ready_to_mine(fresh(2, 0, RuleOptions(silver_actions="any_time")))
    game = _human_game_at(state)
    app = CerroGordoApp(game)
    assert app.end_turn_button.layout.display == ""
    app.end_turn_button.click()  # not yet mined: refused, nothing changes
    assert "Not allowed" in app.explanation.text and game.state is state
    app.play(Mine(1))  # not connected to any mine: the player chooses one
    assert game.state.turn.mined and game.state.active == 0 and "End turn" in app.status_text
    app.end_turn_button.click()
    assert game.state.active == 1
