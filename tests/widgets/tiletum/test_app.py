"""TiletumApp: buttons are the legal actions; clicks become Moves; refusals change nothing."""

from __future__ import annotations

import pytest

from tutorial.tiletum.actions import EndTurn, Move, MovementPoint, NewProspector, TakeDie
from tutorial.tiletum.game import Game
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.state import PROSPECTOR
from tutorial.widgets.tiletum.app import TiletumApp
from tutorial.widgets.tiletum.panels import players_text

from ..helpers import plain


@pytest.fixture
def app() -> TiletumApp:
    """A 2-player game at its first action."""
    return TiletumApp(new_game(2, seed=3, first_player=0))


@pytest.fixture
def bots() -> TiletumApp:
    """The same game with both seats played by the random player: Step plays every turn."""
    return TiletumApp(Game(2, seed=3, first_player=0, seats=("random", "random")))


def prospector_action(app: TiletumApp) -> None:
    """Take the first die whose segment offers the Prospector Action, for it."""
    take = next(a for a in app.legal if isinstance(a, TakeDie) and a.action == PROSPECTOR)
    assert app.press(take)
    assert app.state.turn.action == PROSPECTOR


def test_buttons_are_the_legal_actions(app):
    assert set(app.buttons) == set(legal_actions(app.state)) == set(app.legal)
    assert len(app.buttons) == len(app.legal)  # each once
    prospector_action(app)
    assert set(app.buttons) == set(legal_actions(app.state))
    assert any(isinstance(a, Move) for a in app.buttons)
    assert EndTurn() in app.buttons
    # A button plays its action.
    end = app.buttons[EndTurn()]
    before = app.state.active
    end.click()
    assert app.game.history.current.action == EndTurn()
    assert app.state.active != before


def test_the_dice_show_colour_value_ap_and_what_their_segment_offers(app):
    text = app.text
    for index, die in enumerate(app.state.dice):
        line = f"Die {index}: {die.colour} {die.value} — {die.resources} Resource(s), {die.ap} AP"
        assert line in text
    shown = plain("".join(child.children[0].value for child in app.dice_box.children))
    assert "Court, Prospector" in shown and "AP" in shown


def test_a_click_on_a_lit_space_plays_move(app):
    prospector_action(app)
    ap = app.state.turn.ap
    targets = app.targets[1]
    assert targets and targets == {
        a.to for a in legal_actions(app.state) if isinstance(a, Move) and a.prospector == 0
    }
    view = app.maps[0]
    assert {m.role for m in view.drawing.marks} >= {"legal", "current"}
    space = sorted(targets)[0]
    view.click_pixel(*view.drawing.centres[space])
    assert app.game.history.current.action == Move(0, space)
    assert app.state.underground.prospectors[app.state.player.name][0] == (1, space)
    assert app.state.turn.ap == ap - 1
    assert "Moved a Prospector" in app.explanation.text
    # The last move is drawn; the map's text says where the Prospector stands now.
    assert any(m.role == "route" for m in view.drawing.marks)
    assert f"{app.state.player.name} on {space}" in view.text()


def test_an_illegal_click_shows_the_rule_and_changes_nothing(app):
    prospector_action(app)
    history, state = app.game.history, app.state
    far = next(s.id for s in app.maps[0].umap.spaces if s.id not in app.targets[1] and s.id != "s")
    app.click_space(1, far)
    assert app.game.history is history and app.state is state
    text = app.explanation.text
    assert "Not allowed (Prospector Action)" in text and "is not adjacent" in text
    # Before a die is taken, a click is refused under the Prospector Action's rule too.
    fresh = TiletumApp(new_game(2, seed=3, first_player=0))
    before = fresh.game.history
    fresh.click_space(1, "a")
    assert fresh.game.history is before
    assert "need a die taken" in fresh.explanation.text


def test_a_map_without_a_prospector_says_how_to_get_one(app):
    history = app.game.history
    app.click_space(2, app.maps[1].umap.start)
    assert app.game.history is history
    assert "no Prospector on map II, side A" in app.explanation.text


def test_the_movement_point_is_played_by_a_click_when_the_engine_offers_it():
    game = Game(2, seed=3, first_player=0, seats=("human", "human"))
    app = TiletumApp(game)
    # Die 3 (yellow 4) is on the movement segment: taken for Cathedral, it gives the point.
    app.press(TakeDie(3, "Cathedral"))
    points = [a for a in app.legal if isinstance(a, MovementPoint)]
    assert points and set(app.targets[1]) == {a.to for a in points}
    app.click_space(1, points[0].to)
    assert game.history.current.action == points[0]


def test_step_changes_the_state_and_reset_returns_to_the_start(bots):
    app = bots
    start = app.state
    app.step()
    assert app.state is not start and app.game.history.cursor == 1
    for _ in range(5):
        app.step()
    assert app.controls.slider.max == 6
    app.reset()
    assert app.state is start
    assert len(app.game.history.entries) == 1
    assert app.controls.undo_button.disabled and app.controls.slider.max == 0


def test_step_waits_on_a_human_seat_and_spends_nothing(app):
    """Step plays only bots: on your turn it says so and leaves your die, AP and markers alone."""
    start = app.state
    app.step()
    assert app.state is start and len(app.game.history.entries) == 1
    said = app.controls.message.value
    assert "Your turn (Player 1): take a die from the wheel" in said
    assert "Step waits for you" in app.status.value
    assert app.controls.step_button.tooltip.startswith("Waits: Your turn")
    prospector_action(app)
    app.step()
    assert "spend the AP left, then press End turn" in app.controls.message.value
    assert app.state.turn.die is not None and app.game.history.cursor == 1


def test_selecting_a_prospector_and_the_players_panel(app):
    app.press(TakeDie(0, "Court"))
    app.end_turn()  # Player 2, with 1 Silver, may start a Prospector on map II
    assert app.press(NewProspector(2))
    assert [label for label, _ in app.prospector_choice.options] == [
        "Prospector 0 (I: s)",
        "Prospector 1 (II: s)",
    ]
    app.prospector_choice.value = 1  # what a click on the toggle does
    assert app.selected == 1
    # A click on map I selects the Prospector there (no action is played without AP).
    history = app.game.history
    app.click_space(1, "s")
    assert app.selected == 0 and app.game.history is history
    assert "Silver" in app.players.value and "Score sheet" in app.players.value
    assert players_text(app.state) in app.text
    assert "Player 2 (acting)" in app.text
    assert "Prospectors: 1 in supply; on the maps: I: s, II: s" in app.text


def test_bot_seats_move_only_with_step():
    game = Game(2, seed=3, first_player=0, seats=("random", "human"))
    app = TiletumApp(game)
    assert not app.human_turn and not app.buttons
    history = game.history
    assert not app.press(TakeDie(0, "Court"))
    assert game.history is history and "press Step" in app.explanation.text
    app.step()
    assert game.history.cursor == 1


def test_the_app_plays_the_real_game_and_wraps_a_bare_state_in_one():
    game = Game(2, seed=3, first_player=0, seats=("human", "random"))
    app = TiletumApp(game)
    assert app.game is game and app.human_turn
    assert "human" in app.players.value and "random" in app.players.value
    # A bare state, or what new_game returns: a Game starting there, every player a human.
    outcome = new_game(2, seed=3, first_player=0)
    for given in (outcome, outcome.state):
        wrapped = TiletumApp(given).game
        assert isinstance(wrapped, Game) and wrapped.state is outcome.state
        assert wrapped.seat_names == ("human", "human")
    assert "Setup" in TiletumApp(outcome).explanation.text
    solo = new_game(1, seed=2)
    assert TiletumApp(solo).game.seat_names[solo.state.solo.seat] == "cardinal"
    # Step plays the same game as Game.step: the seat's player, the state's own random numbers.
    bots = TiletumApp(Game(2, seed=3, first_player=0, seats=("random", "random")))
    twin = Game(2, seed=3, first_player=0, seats=("random", "random"))
    for _ in range(4):
        bots.step()
        twin.step()
    assert bots.state == twin.state


def test_the_game_can_be_played_to_its_end_by_step(bots):
    app = bots
    for _ in range(400):
        if app.state.over:
            break
        app.step()
    assert app.state.over
    assert not app.buttons and app.controls.step_button.disabled
    assert "The game is over" in app.text


def test_in_a_town_the_bonus_tile_and_build_buttons_play_their_action(app):
    prospector_action(app)  # the yellow 2: 5 AP
    for space in ("a", "c"):  # to Fodina, one click a step
        assert app.click_space(1, space)
    kinds = {type(a).__name__ for a in app.buttons}
    assert {"TakeBonusTile", "Build", "Move", "EndTurn"} <= kinds
    assert set(app.buttons) == set(legal_actions(app.state))
    tile = next(a for a in app.buttons if type(a).__name__ == "TakeBonusTile")
    assert "Bonus tile" in app.buttons[tile].description
    app.buttons[tile].click()
    assert app.game.history.current.action == tile
    build = next(a for a in app.buttons if type(a).__name__ == "Build")
    label = app.buttons[build].description
    assert label.startswith("P0: build ") and label.endswith(build.site)
    app.buttons[build].click()
    assert app.game.history.current.action == build
    assert app.state.underground.built[(1, build.site)] == app.state.player.name
    assert app.state.turn.ap == 1


def test_the_contract_action_offers_an_exchange_a_button(app):
    take = next(a for a in app.legal if isinstance(a, TakeDie) and a.action == "Contract")
    app.press(take)
    exchanges = [a for a in app.buttons if type(a).__name__ == "Exchange"]
    assert exchanges and set(app.buttons) == set(legal_actions(app.state))
    first = exchanges[0]
    assert app.buttons[first].description == f"{first.give} → {first.get}"
    app.buttons[first].click()
    assert app.game.history.current.action == first


def test_a_step_reuses_buttons_and_redraws_only_the_maps_whose_pieces_moved(app, monkeypatch):
    """A move makes no new button while an old one is free, and leaves still maps undrawn."""
    overlays: list[int] = []
    for view in app.maps:
        draw = view.drawing.draw_overlay
        monkeypatch.setattr(
            view.drawing,
            "draw_overlay",
            lambda d=draw, n=view.umap.number: (overlays.append(n), d()),
        )
    made = len(app.buttons)
    served: dict[str, set] = {}  # the actions each button (by model id) has shown
    for _ in range(12):
        before = {view.umap.number: view.drawing.pieces() for view in app.maps}
        overlays.clear()
        app.game.step()  # a move of the clicking seat (the random player stands in)
        app.refresh()
        moved = {v.umap.number for v in app.maps if v.drawing.pieces() != before[v.umap.number]}
        assert set(overlays) == moved
        assert set(app.buttons) == set(app.legal)
        made = max(made, len(app.legal))
        # Only ever as many buttons as the most legal actions shown at once.
        assert len(app.buttons) + len(app._spare_buttons) == made
        for action, button in app.buttons.items():
            served.setdefault(button.model_id, set()).add(action)
    # A button that has shown another action before plays the one it shows now.
    assert app.human_turn
    action, button = next((a, b) for a, b in app.buttons.items() if len(served[b.model_id]) > 1)
    button.click()
    assert app.game.history.current.action == action


def test_a_board_may_let_step_play_your_seat_and_says_so():
    game = Game(2, seed=3, first_player=0, seats=("human", "random"))
    app = TiletumApp(game, step_plays_humans=True)
    assert "On this board Step plays a move for you too (the random player" in app.status.value
    app.step()
    assert game.history.cursor == 1 and app.controls.message.value == ""
