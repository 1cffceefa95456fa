"""The agents of tutorial.core.agents: random, greedy, the Monte Carlo learner and its training."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tutorial import carcassonne, tiletum
from tutorial.core.agents import (
    GreedySeat,
    MonteCarloLearner,
    gain,
    greedy_agent,
    legal_indices,
    play,
    random_agent,
    train,
)
from tutorial.core.errors import ArgumentError
from tutorial.tiletum.environment import move_kind

ROOT = Path(__file__).resolve().parents[2]


def test_a_game_of_random_agents_pays_the_final_scores_as_rewards():
    environment = carcassonne.env(2)
    episode = play(environment, random_agent, seed=3, rng=random.Random(3))
    state = environment.game_state
    assert list(episode.rewards.values()) == list(environment.encoding.scores(state))
    assert episode.winners == tuple(environment.encoding.winners(state))
    assert episode.steps > 0


def test_the_same_seeds_play_the_same_game():
    first = play(tiletum.env(1), greedy_agent, seed=5, rng=random.Random(5))
    again = play(tiletum.env(1), greedy_agent, seed=5, rng=random.Random(5))
    assert first == again


def test_the_greedy_agent_plays_an_index_that_scores_most_now():
    environment = tiletum.env(1)
    environment.reset(seed=1)
    rng = np.random.default_rng(1)
    for _ in range(40):  # into the game, where some moves score and others do not
        observation = environment.observe(environment.agent_selection)
        environment.step(int(rng.choice(legal_indices(observation))))
    observation = environment.observe(environment.agent_selection)
    encoding, state = environment.encoding, environment.game_state
    gains = {
        i: gain(encoding, state, encoding.decode(state, i)) for i in legal_indices(observation)
    }
    chosen = greedy_agent(environment, observation, random.Random(0))
    assert gains[chosen] == max(gains.values())
    assert environment.game_state is state  # looking ahead changed nothing


def test_the_greedy_seat_chooses_as_the_greedy_agent_does():
    seat = GreedySeat(tiletum.env(2).encoding)
    table = tiletum.simulate(1, players=2, seats=(seat, "random"), seed=2, progress=False)
    assert list(table.bot) == ["greedy", "random"]


def test_the_learner_keeps_the_mean_return_of_each_kind():
    learner = MonteCarloLearner(kinds=("a", "b", "a"))
    learner.learn(["a", "b", "a"], [4.0, 1.0, 2.0])
    learner.learn(["a"], [6.0])
    assert learner.value("a") == pytest.approx(4.0) and learner.counts["a"] == 3
    assert learner.table() == [("a", 4.0, 3), ("b", 1.0, 1)]
    assert learner.value("never played") == 0.0


def test_the_learner_plays_the_best_legal_kind_unless_it_explores():
    learner = MonteCarloLearner(kinds=("good", "bad", "good"), epsilon=0.0)
    learner.learn(["good", "bad"], [5.0, 1.0])
    observation = {"action_mask": np.array([0, 1, 1], dtype=np.int8)}
    assert learner(None, observation, random.Random(0)) == 2  # type: ignore[arg-type]
    exploring = MonteCarloLearner(kinds=("good", "bad", "good"), epsilon=1.0)
    choices = {exploring(None, observation, random.Random(s)) for s in range(20)}  # type: ignore[arg-type]
    assert choices == {1, 2}


def test_a_longer_training_run_begins_with_the_games_of_a_shorter_one():
    def run(games: int) -> list:
        environment = tiletum.env(1)
        learner = MonteCarloLearner.for_env(environment, move_kind)
        return train(environment, learner, games, seed=7)

    short, long = run(3), run(5)
    assert long[:3] == short
    assert [game.game for game in long] == [0, 1, 2, 3, 4]


def test_a_learner_is_given_the_kind_of_every_action_and_trains_solo_only():
    environment = tiletum.env(1)
    learner = MonteCarloLearner.for_env(environment, move_kind)
    assert len(learner.kinds) == len(environment.encoding.actions)
    assert len(set(learner.kinds)) == 18
    with pytest.raises(ArgumentError, match="one-agent"):
        train(tiletum.env(2), learner, 1, seed=0)


def test_the_learning_script_writes_its_command_and_one_row_a_game(tmp_path: Path):
    out = tmp_path / "curve.csv"
    script = ROOT / "benchmarks" / "agents_learning.py"
    command = [sys.executable, str(script), "--runs", "2", "--games", "3", "--out", str(out)]
    subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT)
    lines = out.read_text("utf-8").splitlines()
    assert lines[0] == (
        "# written by: python benchmarks/agents_learning.py --runs 2 --games 3 --epsilon 0.1"
    )
    assert lines[1] == "run,game,score,won"
    assert [line.split(",")[:2] for line in lines[2:]] == [
        [str(run), str(game)] for run in range(2) for game in range(3)
    ]
    values = (tmp_path / "curve_values.csv").read_text("utf-8").splitlines()
    assert values[0] == lines[0] and values[1] == "run,kind,value,moves"
    assert {line.split(",")[0] for line in values[2:]} == {"0", "1"}
