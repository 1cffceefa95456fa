"""The seat chooser: its menus offer the engines' counts and bots, and New game plays them."""

from __future__ import annotations

from tutorial.carcassonne import Game as CarcassonneGame
from tutorial.cerro_gordo import Game as CerroGordoGame
from tutorial.gold_mines import Game as GoldMinesGame
from tutorial.tiletum import Game as TiletumGame
from tutorial.widgets import CarcassonneApp, CerroGordoApp
from tutorial.widgets.apps import carcassonne, cerro_gordo, cerro_gordo_app, tiletum
from tutorial.widgets.gold_mines import GoldMinesApp
from tutorial.widgets.launcher import GameChoice, Launcher
from tutorial.widgets.tiletum import TiletumApp


def counts(launcher: Launcher) -> list[int]:
    return [value for _, value in launcher.count_menu.options]


def test_cerro_gordo_offers_the_engines_bots_and_counts():
    launcher = cerro_gordo()
    assert counts(launcher) == [2, 3, 4, 5]
    assert [menu.options for menu in launcher.seats] == [("human", "random", "greedy", "mcts")] * 3
    app = launcher.app
    assert isinstance(app, CerroGordoApp) and isinstance(app.game, CerroGordoGame)
    assert app.game.seats == ("human", "greedy", "greedy")
    assert app.human_turn == (app.game.state.active == 0)


def test_new_game_plays_the_chosen_seats_and_seed():
    launcher = cerro_gordo(seed=5)
    first = launcher.app
    assert launcher.seed_box.value == 6  # the next New game is a new deal
    launcher.count_menu.value = 4
    assert len(launcher.seats) == 4
    launcher.seats[0].value = "random"
    launcher.new_button.click()
    game = launcher.app.game
    assert launcher.app is not first and launcher.app_box.children == (launcher.app,)
    # The game replaced is closed, with every widget it showed.
    assert first.comm is None and first.board.comm is None and first.controls.comm is None
    assert first.board.canvas.comm is None and first.controls.step_button.layout.comm is None
    assert game.seats == ("random", "greedy", "greedy", "greedy")
    same = CerroGordoGame(4, seed=6, seats=("random", "greedy", "greedy", "greedy"))
    assert game.save() == same.save()
    assert "seed 6" in launcher.status.value and launcher.seed_box.value == 7
    # Dealing seed 6 again gives the same game.
    launcher.seed_box.value = 6
    assert launcher.new_game().game.save() == same.save()


def test_fewer_players_keep_the_seats_chosen():
    launcher = cerro_gordo()
    launcher.seats[1].value = "random"
    launcher.count_menu.value = 2
    assert [menu.value for menu in launcher.seats] == ["human", "random"]


def test_carcassonne_with_or_without_the_gold_mines():
    launcher = carcassonne()
    assert list(launcher.game_menu.options) == ["Carcassonne with The Gold Mines", "Carcassonne"]
    assert launcher.game_menu.layout.display is None  # a choice, so the menu is shown
    assert isinstance(launcher.app, GoldMinesApp) and isinstance(launcher.app.game, GoldMinesGame)
    assert launcher.app.game.seats == ("human", "greedy") and launcher.app.humans == {0}
    assert counts(launcher) == [2, 3, 4, 5]
    launcher.count_menu.value = 3
    launcher.game_menu.value = "Carcassonne"
    # The base game has no greedy bot: its seats are offered afresh.
    assert [menu.options for menu in launcher.seats] == [("human", "random", "mcts")] * 3
    app = launcher.new_game()
    assert type(app) is CarcassonneApp and type(app.game) is CarcassonneGame
    assert app.game.seats == ("human", "random", "random") and app.humans == {0}


def test_tiletum_solo_against_the_cardinalbot_or_more_players():
    launcher = tiletum()
    assert launcher.count_menu.options[0] == ("1 (solo, against the Cardinalbot)", 1)
    assert counts(launcher) == [1, 2, 3, 4]
    assert [menu.options for menu in launcher.seats] == [("human", "random", "mcts")]
    assert isinstance(launcher.app, TiletumApp)
    assert launcher.app.game.seats == ("human", "cardinal")  # the engine's seat for the bot
    assert repr(launcher).endswith("; seats human, cardinal; seed 1>")
    launcher.count_menu.value = 2
    launcher.seats[1].value = "human"
    game = launcher.new_game().game
    assert isinstance(game, TiletumGame) and game.seats == ("human", "human")
    assert len(game.state.players) == 2


def test_a_seating_the_engine_refuses_is_shown_and_the_game_stays():
    # A chooser offering one player for Cerro Gordo: the engine refuses the count.
    choice = GameChoice("Cerro Gordo", (2, 1), ("greedy",), cerro_gordo_app)
    launcher = Launcher([choice])
    shown = launcher.app
    launcher.count_menu.value = 1
    launcher.new_button.click()
    assert launcher.app is shown and launcher.app_box.children == (shown,)
    assert "2 to 5 players" in launcher.errors.text
    launcher.count_menu.value = 2
    launcher.new_button.click()
    assert launcher.app is not shown and not launcher.errors.error
