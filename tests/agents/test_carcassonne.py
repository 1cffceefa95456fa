"""Carcassonne and The Gold Mines as PettingZoo environments (tutorial.<game>.environment)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from tests.agents.checks import (
    passes_pettingzoo_tests,
    play_bots,
    refuses_an_illegal_action,
    same_observation,
)
from tutorial import carcassonne, gold_mines
from tutorial.carcassonne.environment import SIDE, CarcassonneEncoding
from tutorial.carcassonne.players import rng_for
from tutorial.core.environment import GameEnv
from tutorial.core.errors import ArgumentError
from tutorial.core.experiments import game_seeds
from tutorial.gold_mines.choosing import chooser_seat

GAMES = {"carcassonne": carcassonne, "gold_mines": gold_mines}


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_pettingzoo_api_and_seed_tests_pass(name, players):
    passes_pettingzoo_tests(lambda: GAMES[name].env(players), cycles=6)


def test_choosing_gold_by_hand_passes_them_too():
    passes_pettingzoo_tests(lambda: gold_mines.env(3, by_hand=True), cycles=6)


def test_the_action_lists_are_fixed_and_every_index_one_action():
    side = SIDE
    base = carcassonne.env(2).encoding.actions
    gold = gold_mines.env(2).encoding.actions
    assert len(base) == side * side * 4 + 8 + 1 == 9613
    assert len(gold) == len(base) + 2 * side * side == 14415
    assert gold[: len(base)] == base and len(set(gold)) == len(gold)


@pytest.mark.parametrize(
    "name, bot", [("carcassonne", "random"), ("gold_mines", "random"), ("gold_mines", "greedy")]
)
def test_bots_over_the_env_play_simulates_games(name, bot):
    """The greedy player lays long lines (it breaks ties westward): the widest landscapes."""
    game = GAMES[name]
    table = game.simulate(3, players=2, seats=(bot, bot), seed=9, progress=False)
    environment = game.env(2)
    for number, seed in enumerate(game_seeds(9, 3)):
        rewards = play_bots(environment, seed, game.BOTS[bot], rng_for, check_mask=number == 0)
        scores = table[table.game == number].score.tolist()
        assert [rewards["player_0"], rewards["player_1"]] == scores
        assert environment.game_state.game_over  # played out, not truncated


def test_by_hand_the_player_who_chooses_gold_is_the_agent_to_act():
    seed = 26  # a game where the player not on turn chooses the tile they take gold from
    environment = gold_mines.env(2, by_hand=True)
    rewards = play_bots(environment, seed, gold_mines.BOTS["greedy"], rng_for, check_mask=True)
    others_choices = []

    def watch(state, action):
        if isinstance(action, gold_mines.TakeIngot):
            others_choices.append(chooser_seat(state) != state.active)

    game = gold_mines.Game(2, seed, by_hand=True, seats=("greedy", "greedy")).play_out(watch)
    assert others_choices == [True]
    assert environment.game_state == game.state
    assert [rewards["player_0"], rewards["player_1"]] == [p.score.total for p in game.state.players]


@pytest.mark.parametrize("name", GAMES)
def test_an_illegal_action_is_refused_with_the_engines_error_and_changes_nothing(name):
    refuses_an_illegal_action(GAMES[name].env(2), seed=3, steps=5)


@pytest.mark.parametrize("name", GAMES)
def test_the_order_of_the_deck_is_not_in_any_observation(name):
    environment = GAMES[name].env(3)
    environment.reset(seed=2)
    state = environment.game_state
    shuffled = dataclasses.replace(state, deck=state.deck[::-1])
    for seat in range(3):
        same_observation(environment, [state, shuffled], seat)


def test_a_legal_placement_outside_the_window_truncates_the_game_and_says_why():
    environment = GameEnv(CarcassonneEncoding(2, carcassonne.base_rules(), side=3))
    environment.reset(seed=5)
    rng = np.random.default_rng(5)
    for _ in environment.agent_iter(200):
        observation, _, terminated, truncated, info = environment.last()
        if truncated:
            assert "is not in the action list" in info["truncated"]
            assert not observation["action_mask"].any() and not terminated
            break
        environment.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    else:
        pytest.fail("a window of 3 by 3 cells held the whole game")
    assert all(environment.truncations.values())
    state = environment.game_state
    assert not state.game_over


def test_render_is_the_text_board():
    environment = carcassonne.env(2)
    environment.reset(seed=6)
    assert environment.render() == carcassonne.Game(2, 6).__str__().split("\n\n")[0]
    gold = gold_mines.env(2)
    gold.reset(seed=6)
    assert gold.render().splitlines()[-1].startswith("Gold: none on the tiles; 16 in the supply")


def test_a_player_count_carcassonne_does_not_take_is_refused_by_name():
    for players in (1, 6, True, "2"):
        with pytest.raises(ArgumentError, match="players"):
            carcassonne.env(players)
