"""The automatic players: they play whole games legally, and greedy plays better."""

import statistics

import pytest

from tutorial.cerro_gordo import Game, RuleOptions
from tutorial.cerro_gordo.scenarios import from_map
from tutorial.cerro_gordo.scoring import final_scores
from tutorial.core.values import evolve

STACKS = ("table", "sixes")


@pytest.mark.parametrize("bot", ["random", "greedy"])
@pytest.mark.parametrize("unconnected", ["text", "card"])
@pytest.mark.parametrize("stacks", STACKS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_bots_finish_games(players, stacks, unconnected, bot):
    """*Gameplay*: "Continue taking turns until all Mines are depleted and the game
    ends" -- under both readings of NOTES items 1 and 2."""
    options = RuleOptions(mine_stacks=stacks, unconnected_mining=unconnected)
    game = Game(players, seed=players * 7, options=options, seats=(bot,) * players)
    game.play_to_end(max_actions=2000)
    state = game.state
    assert state.game_over
    assert all(m.empty for m in state.mines)
    assert state.silver_in_play() == 45
    # Every mine tile was drawn, one a turn (unconnected players draw too).
    tiles = sum(len(m.tiles) for m in game.history.entries[0].state.mines)
    assert state.turn_number == tiles


def test_the_game_ends_under_the_card_reading_when_nobody_is_connected():
    """NOTES item 2, card reading: with every piece played and no pawn connected, each
    turn still draws a tile (unresolved), so the mines empty and the game ends."""
    state = from_map("M1. C1. C2. M2", options=RuleOptions(unconnected_mining="card"))
    state = evolve(state, road_pile=(), building_pile=(), row=())
    state = state.with_player(0, road=None).with_player(1, road=None)
    game = Game(state=state, seats=("greedy", "greedy"))
    game.play_to_end(max_actions=100)
    tiles = sum(len(m.tiles) for m in state.mines)
    assert len(game.history.actions) == tiles
    assert game.state.players == state.players  # no silver, no event, nothing else


def test_greedy_beats_random_on_average():
    """Over 20 seeded 2-player games, seats alternating, greedy scores more."""
    margins = []
    for seed in range(20):
        seats = ("greedy", "random") if seed % 2 == 0 else ("random", "greedy")
        game = Game(2, seed=seed, seats=seats).play_to_end()
        scores = final_scores(game.state)
        greedy = seats.index("greedy")
        margins.append(scores[greedy].total - scores[1 - greedy].total)
    wins = sum(m > 0 for m in margins)
    assert statistics.mean(margins) > 0, margins
    assert wins > len(margins) / 2, margins


def test_suggestions_are_legal_and_replayable():
    """A game of automatic players is its seed plus its actions: replaying them gives the
    same game."""
    game = Game(3, seed=4, seats=("random", "greedy", "random")).play_to_end()
    again = Game.replay(3, 4, game.history.actions)
    assert again.state == game.state
    twin = Game(3, seed=4, seats=("random", "greedy", "random")).play_to_end()
    assert twin.history.actions == game.history.actions
