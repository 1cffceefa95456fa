"""What every game's environment is checked for, written once (each game's test module asks)."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from tutorial.core.environment import RULE_ACTION_SPACE, GameEnv
from tutorial.core.errors import IllegalMove

#: The warnings api_test gives every environment whose observation is a dict with an
#: action mask, as PettingZoo's own board games are (it lists those by name only).
DICT_OBSERVATION_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be",
)


def passes_pettingzoo_tests(make: Callable[[], GameEnv], cycles: int) -> None:
    """PettingZoo's api_test and seed_test pass, with no warning but the dict ones."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(make(), num_cycles=cycles)
        seed_test(make, num_cycles=cycles)
    unexpected = [
        str(w.message) for w in caught if not str(w.message).startswith(DICT_OBSERVATION_WARNINGS)
    ]
    assert unexpected == []


def play_bots(
    environment: GameEnv,
    seed: int,
    bot: Callable[[Any, Any], Any],
    rng_for: Callable[[Any], Any],
    check_mask: bool = False,
) -> dict[str, float]:
    """Play one game over the environment, each move the bot's (encoded): the rewards summed.

    With ``check_mask``, every step also checks that the mask is exactly the
    encoded legal actions, one index each.
    """
    environment.reset(seed=seed)
    totals = dict.fromkeys(environment.possible_agents, 0.0)
    for agent in environment.agent_iter(100_000):
        observation, reward, terminated, truncated, _ = environment.last()
        totals[agent] += reward
        if terminated or truncated:
            environment.step(None)
            continue
        state = environment.game_state
        if check_mask:
            legal = environment.encoding.legal_actions(state)
            indices = [environment.encoding.encode(state, action) for action in legal]
            assert len(set(indices)) == len(legal)
            assert sorted(indices) == np.flatnonzero(observation["action_mask"]).tolist()
            assert [environment.encoding.decode(state, i) for i in indices] == legal
        environment.step(environment.encoding.encode(state, bot(state, rng_for(state))))
    return totals


def refuses_an_illegal_action(environment: GameEnv, seed: int, steps: int) -> None:
    """After ``steps`` random steps, a masked-out index raises IllegalMove and changes nothing."""
    environment.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        mask = environment.observe(environment.agent_selection)["action_mask"]
        environment.step(int(rng.choice(np.flatnonzero(mask))))
    agent = environment.agent_selection
    mask = environment.observe(agent)["action_mask"]
    before = (
        environment.game_state,
        dict(environment.rewards),
        dict(environment._cumulative_rewards),
        agent,
    )
    masked = int(np.flatnonzero(mask == 0)[0])
    for illegal in (masked, len(mask), -1, 1.5, None):
        with pytest.raises(IllegalMove) as refused:
            environment.step(illegal)
        # An action the mask forbids is refused by the engine's own rule; a non-index by the env's.
        assert (refused.value.rule == RULE_ACTION_SPACE) == (illegal != masked)
        after = (
            environment.game_state,
            dict(environment.rewards),
            dict(environment._cumulative_rewards),
            environment.agent_selection,
        )
        assert after == before


def same_observation(environment: GameEnv, states: Sequence[Any], seat: int) -> None:
    """Every state gives ``seat`` the same observation (they differ only in what it cannot see)."""
    first, *others = states
    seen = environment.encoding.layout.new()
    environment.encoding.observe(first, seat, seen)
    for state in others:
        assert state != first
        again = environment.encoding.layout.new()
        environment.encoding.observe(state, seat, again)
        np.testing.assert_array_equal(seen, again)
