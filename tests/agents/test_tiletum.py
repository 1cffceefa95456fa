"""Prospect for Silver (Tiletum) as a PettingZoo environment, solo against the Cardinal too."""

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
from tutorial import tiletum
from tutorial.core.errors import ArgumentError
from tutorial.core.experiments import game_seeds
from tutorial.tiletum.players import rng_for
from tutorial.tiletum.scoring import winners


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_pettingzoo_api_and_seed_tests_pass(players):
    passes_pettingzoo_tests(lambda: tiletum.env(players), cycles=10)


def test_the_action_list_is_fixed_and_every_index_one_action():
    actions = tiletum.env(2).encoding.actions
    assert len(actions) == len(set(actions)) == 467
    assert tiletum.CardinalTurn() not in actions  # the Cardinal is never an agent


@pytest.mark.parametrize("players", [1, 2, 4])
def test_random_agents_over_the_env_play_simulates_games(players):
    """In solo the env plays the Cardinal's turns: simulate's seat "cardinal" does the same."""
    table = tiletum.simulate(2, players=players, seed=4, progress=False)
    environment = tiletum.env(players)
    for number, seed in enumerate(game_seeds(4, 2)):
        bot = tiletum.BOTS["random"]
        rewards = play_bots(environment, seed, bot, rng_for, check_mask=number == 0)
        scores = table[table.game == number].score.tolist()
        assert [rewards[f"player_{seat}"] for seat in range(players)] == scores[:players]
        assert environment.game_state.over


def test_in_solo_the_agent_is_asked_only_on_its_own_turn():
    environment = tiletum.env(1)
    environment.reset(seed=7)
    rng = np.random.default_rng(7)
    asked = 0
    for agent in environment.agent_iter(400):
        observation, _, terminated, truncated, _ = environment.last()
        if terminated or truncated:
            environment.step(None)
            continue
        assert agent == "player_0" and environment.game_state.active == 0
        environment.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        asked += 1
    assert asked > 0 and environment.game_state.solo.seat == 1


def test_placing_in_solo_is_against_the_cardinal():
    environment = tiletum.env(1, reward="placing")
    seed = game_seeds(4, 1)[0]
    rewards = play_bots(environment, seed, tiletum.BOTS["random"], rng_for)
    won = 0 in winners(environment.game_state)
    assert rewards == {"player_0": 1.0 if won else -1.0}


@pytest.mark.parametrize("players", [1, 3])
def test_an_illegal_action_is_refused_with_the_engines_error_and_changes_nothing(players):
    refuses_an_illegal_action(tiletum.env(players), seed=5, steps=6)


def test_the_kings_surprises_and_the_piles_are_not_in_the_observation():
    environment = tiletum.env(1)
    environment.reset(seed=8)
    state = environment.game_state
    solo = state.solo
    surprises = solo.surprises[::-1]  # the same cards, another order: face down
    later = (solo.decrees[0], *solo.decrees[:0:-1])  # this round's Decree in sight, not the rest
    hidden = dataclasses.replace(
        state,
        solo=dataclasses.replace(solo, surprises=surprises, decrees=later),
        bonus_pile=state.bonus_pile[::-1],
        cathedrals=dataclasses.replace(state.cathedrals, stack=state.cathedrals.stack[::-1]),
    )
    assert surprises != solo.surprises and later != solo.decrees
    same_observation(environment, [state, hidden], seat=0)
    # This round's Decree is in sight: another one changes the observation.
    other = dataclasses.replace(state, solo=dataclasses.replace(solo, decrees=solo.decrees[::-1]))
    seen, changed = environment.encoding.layout.new(), environment.encoding.layout.new()
    environment.encoding.observe(state, 0, seen)
    environment.encoding.observe(other, 0, changed)
    assert not np.array_equal(seen, changed)


def test_render_is_the_text_of_the_table():
    environment = tiletum.env(2)
    environment.reset(seed=1)
    text = environment.render()
    assert text.startswith("Round 1 of 4: ") and "map I, side " in text


def test_a_player_count_tiletum_does_not_take_is_refused_by_name():
    for players in (0, 5, True):
        with pytest.raises(ArgumentError, match="players"):
            tiletum.env(players)
