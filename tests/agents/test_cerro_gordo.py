"""Cerro Gordo as a PettingZoo environment (tutorial.cerro_gordo.environment)."""

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
from tutorial import cerro_gordo
from tutorial.cerro_gordo.environment import action_list
from tutorial.cerro_gordo.players import rng_for
from tutorial.core.errors import ArgumentError
from tutorial.core.experiments import game_seeds

OPTIONS = cerro_gordo.RuleOptions(board=cerro_gordo.FIXED_BOARD)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_pettingzoo_api_and_seed_tests_pass(players):
    passes_pettingzoo_tests(lambda: cerro_gordo.env(players), cycles=12)


def test_the_action_list_is_fixed_and_every_index_one_action():
    environment = cerro_gordo.env(2)
    assert environment.action_space("player_0").n == len(action_list((13, 9))) == 597
    assert len(set(environment.encoding.actions)) == 597


@pytest.mark.parametrize("players", [2, 4])
def test_random_agents_over_the_env_play_simulates_games(players):
    table = cerro_gordo.simulate(
        3, players=players, seats=("random",) * players, options=OPTIONS, seed=5, progress=False
    )
    environment = cerro_gordo.env(players)
    for number, seed in enumerate(game_seeds(5, 3)):
        bot = cerro_gordo.BOTS["random"]
        rewards = play_bots(environment, seed, bot, rng_for, check_mask=number == 0)
        scores = table[table.game == number].score.tolist()
        assert [rewards[f"player_{seat}"] for seat in range(players)] == scores
        assert environment.infos == {} and environment.agents == []


def test_placing_rewards_the_winners_only_at_the_end():
    environment = cerro_gordo.env(3, reward="placing")
    seed = game_seeds(5, 1)[0]
    rewards = play_bots(environment, seed, cerro_gordo.BOTS["random"], rng_for)
    won = cerro_gordo.winners(environment.game_state)
    assert rewards == {f"player_{s}": (1.0 if s in won else -1.0) for s in range(3)}


def test_an_illegal_action_is_refused_with_the_engines_error_and_changes_nothing():
    refuses_an_illegal_action(cerro_gordo.env(3), seed=4, steps=7)


def test_the_others_hands_and_the_piles_order_are_not_in_an_observation():
    environment = cerro_gordo.env(3)
    environment.reset(seed=8)
    state = environment.game_state
    other = state.players[1]
    # Player 1's hand changed for two cards of the pile; the piles shuffled otherwise, and
    # the mine tiles under each top one (the top one's back, its silver, is in sight).
    swapped = dataclasses.replace(other, objectives=state.objective_pile[:2])
    mines = tuple(
        dataclasses.replace(mine, tiles=(mine.tiles[0], *mine.tiles[:0:-1])) for mine in state.mines
    )
    hidden = dataclasses.replace(
        state,
        players=(state.players[0], swapped, *state.players[2:]),
        objective_pile=(*other.objectives, *state.objective_pile[2:]),
        building_pile=state.building_pile[::-1],
        road_pile=state.road_pile[::-1],
        mines=mines,
    )
    assert mines != state.mines
    same_observation(environment, [state, hidden], seat=0)
    # Player 1 sees the change in their own hand.
    mine, theirs = (environment.encoding.layout.new() for _ in range(2))
    environment.encoding.observe(state, 1, mine)
    environment.encoding.observe(hidden, 1, theirs)
    assert not np.array_equal(mine, theirs)


def test_the_observation_puts_the_observer_first():
    environment = cerro_gordo.env(2)
    environment.reset(seed=1)
    layout = environment.encoding.layout
    active = environment.game_state.active
    seen = environment.observe(f"player_{active}")["observation"]
    assert layout.part(seen, "turn")[0] == 1
    waiting = environment.observe(f"player_{1 - active}")
    assert layout.part(waiting["observation"], "turn")[1] == 1
    assert not waiting["action_mask"].any()


def test_render_is_the_text_board():
    environment = cerro_gordo.env(2)
    environment.reset(seed=2)
    assert environment.render() == cerro_gordo.Game(2, 2, OPTIONS).__str__().split("\n\n")[0]


def test_a_board_without_an_edge_is_refused_by_name():
    with pytest.raises(ArgumentError, match="fixed size"):
        cerro_gordo.env(2, options=cerro_gordo.RuleOptions())
    with pytest.raises(ArgumentError, match="players"):
        cerro_gordo.env(6)
