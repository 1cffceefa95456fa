"""Agents that play a game through its PettingZoo environment: random, greedy, and a learner.

An agent here is a *policy*, a function ``(environment, observation, rng)
-> index``: it is shown the observation of the agent to act (its
``action_mask`` marks the legal indices of the action space) and returns the
index to play.  :func:`play` runs one game of any ``tutorial.<game>.env(...)``
with a policy for each agent; nothing in it knows a game.

- :func:`random_agent` plays a legal index at random (the mask, nothing else);
- :func:`greedy_agent` looks one step ahead on the engine's state and plays
  the index whose own reward is largest now (ties at random): a yardstick,
  not a pure environment agent, since it reads ``environment.game_state``
  (:class:`GreedySeat` is the same choice as a seat of the engine);
- :class:`MonteCarloLearner` learns from rewards alone.  It keeps a table of
  one value a *kind* of move (a small hand-made feature of the action, such
  as ``"Build"`` or ``"TakeDie Prospector"``), the mean return that followed
  a move of that kind: the points the agent scored from that move to the
  end of the game.  It plays the legal move of the best kind, ties at random,
  and a random legal move with probability ``epsilon`` (exploration); after
  each game every move's return updates its kind's mean.  This is Monte Carlo
  control (Sutton and Barto, *Reinforcement Learning*, section 5.3) with a
  table that forgets the position: all moves of one kind share one value.

:func:`train` plays a learner game after game on one environment and
returns each game's score and result: the learning curve.  The same seed
gives the same games, and a longer run begins with the games of a shorter
one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import numpy as np

from tutorial.core.environment import Encoding, GameEnv, State
from tutorial.core.errors import ArgumentError
from tutorial.core.experiments import game_seeds

#: An agent: ``(environment, observation, rng) -> index`` of the action to play.
Policy = Callable[[GameEnv, Mapping[str, np.ndarray], random.Random], int]
#: The share of moves the learner plays at random, to keep trying every kind.
EPSILON = 0.1
Option = TypeVar("Option")


def legal_indices(observation: Mapping[str, np.ndarray]) -> list[int]:
    """The indices the observation's ``action_mask`` allows, in order."""
    return np.flatnonzero(observation["action_mask"]).tolist()


def random_agent(
    environment: GameEnv, observation: Mapping[str, np.ndarray], rng: random.Random
) -> int:
    """A legal index at random: the action mask, and nothing else."""
    return rng.choice(legal_indices(observation))


def gain(encoding: Encoding[State], state: State, action: Any) -> float:
    """How much the seat to act scores by playing the engine action ``action`` now.

    Read from the engine: a state is immutable, so applying an action to it
    changes nothing in the game.
    """
    seat = encoding.active(state)
    after = encoding.apply(state, action)
    return float(encoding.scores(after)[seat] - encoding.scores(state)[seat])


def best_of(
    options: Sequence[Option], value: Callable[[Option], float], rng: random.Random
) -> Option:
    """The option of the highest value; among equals, one at random."""
    values = [value(option) for option in options]
    top = max(values)
    return rng.choice([option for option, v in zip(options, values, strict=True) if v == top])


def greedy_agent(
    environment: GameEnv, observation: Mapping[str, np.ndarray], rng: random.Random
) -> int:
    """The legal index that scores most now (:func:`gain`), ties at random."""
    encoding, state = environment.encoding, environment.game_state
    return best_of(
        legal_indices(observation),
        lambda index: gain(encoding, state, encoding.decode(state, index)),
        rng,
    )


@dataclass(frozen=True)
class GreedySeat:
    """The greedy agent as a seat of the engine, ``(state, rng) -> action``, for ``simulate``.

    The same choice as :func:`greedy_agent` (the action that scores most now,
    ties at random), made on the engine's actions through a game's encoding,
    for the games whose ``BOTS`` have no greedy bot of their own.
    """

    encoding: Encoding[Any]

    def __call__(self, state: Any, rng: random.Random) -> Any:
        legal = self.encoding.legal_actions(state)
        return best_of(legal, lambda action: gain(self.encoding, state, action), rng)

    @property
    def __name__(self) -> str:  # a seat is named by its player's name
        return "greedy"


@dataclass(frozen=True)
class Episode:
    """One game over an environment: each agent's rewards summed, the winners, the steps."""

    rewards: dict[str, float]
    winners: tuple[int, ...]
    steps: int


def play(
    environment: GameEnv,
    policies: Policy | Mapping[str, Policy],
    seed: int,
    rng: random.Random,
) -> Episode:
    """Play one game from ``seed``, each agent by its policy (one policy: every agent by it).

    The loop is PettingZoo's own (``agent_iter``, ``last``, ``step``): any
    AEC environment plays the same way.
    """
    environment.reset(seed=seed)
    totals = dict.fromkeys(environment.possible_agents, 0.0)
    steps = 0
    for agent in environment.agent_iter():
        observation, reward, terminated, truncated, _ = environment.last()
        totals[agent] += reward
        if terminated or truncated:
            environment.step(None)
            continue
        policy = policies if callable(policies) else policies[agent]
        environment.step(policy(environment, observation, rng))
        steps += 1
    winners = environment.encoding.winners(environment.game_state)
    return Episode(totals, tuple(winners), steps)


@dataclass
class MonteCarloLearner:
    """One value a kind of move, learned from the returns that followed (see the module).

    ``kinds[i]`` is the kind of action index ``i``; a kind never played is
    worth 0, so the first game is played at random among the kinds.
    """

    kinds: tuple[Hashable, ...]
    epsilon: float = EPSILON
    values: dict[Hashable, float] = field(default_factory=dict)
    counts: dict[Hashable, int] = field(default_factory=dict)

    @classmethod
    def for_env(
        cls, environment: GameEnv, kind: Callable[[Any], Hashable], epsilon: float = EPSILON
    ) -> MonteCarloLearner:
        """A learner whose kinds are ``kind(action)`` for every action of the environment's list."""
        return cls(tuple(kind(action) for action in environment.encoding.actions), epsilon)

    def value(self, kind: Hashable) -> float:
        """The mean return after a move of ``kind`` so far (0 if never played)."""
        return self.values.get(kind, 0.0)

    def __call__(
        self, environment: GameEnv, observation: Mapping[str, np.ndarray], rng: random.Random
    ) -> int:
        """The policy: with probability ``epsilon`` a random legal index, else the best kind's."""
        legal = legal_indices(observation)
        if rng.random() < self.epsilon:
            return rng.choice(legal)
        return best_of(legal, lambda index: self.value(self.kinds[index]), rng)

    def learn(self, kinds: Sequence[Hashable], returns: Sequence[float]) -> None:
        """Move each kind's mean towards the return of each of its moves (a running mean)."""
        for kind, result in zip(kinds, returns, strict=True):
            count = self.counts.get(kind, 0) + 1
            self.counts[kind] = count
            self.values[kind] = self.value(kind) + (result - self.value(kind)) / count

    def table(self) -> list[tuple[Hashable, float, int]]:
        """Every kind played: its value and how many moves it was learned from, best first."""
        return sorted(
            ((kind, round(value, 1), self.counts[kind]) for kind, value in self.values.items()),
            key=lambda row: -row[1],
        )


@dataclass(frozen=True)
class TrainingGame:
    """One game of :func:`train`: its number, the learner's score, whether it won."""

    game: int
    score: float
    won: bool


def play_and_learn(
    environment: GameEnv, learner: MonteCarloLearner, seed: int, rng: random.Random
) -> tuple[float, bool]:
    """Play one game of a one-agent environment by ``learner``, then learn from it.

    A move's return is the reward from that move to the end: the final score
    less the score before the move.  Returns the score and whether the agent won.
    """
    environment.reset(seed=seed)
    total = 0.0
    kinds: list[Hashable] = []
    before: list[float] = []
    for _ in environment.agent_iter():
        observation, reward, terminated, truncated, _ = environment.last()
        total += reward
        if terminated or truncated:
            environment.step(None)
            continue
        index = learner(environment, observation, rng)
        kinds.append(learner.kinds[index])
        before.append(total)
        environment.step(index)
    learner.learn(kinds, [total - score for score in before])
    return total, 0 in environment.encoding.winners(environment.game_state)


def train(
    environment: GameEnv, learner: MonteCarloLearner, games: int, seed: int
) -> list[TrainingGame]:
    """Play and learn ``games`` games in a row; game ``i`` is set up from the ``i``-th seed.

    ``seed`` draws the games' seeds (:func:`~tutorial.core.experiments.game_seeds`)
    and seeds the learner's choices, so the first ``n`` games of a longer
    run are the ``n`` games of a shorter one.  The environment must have one
    agent (a solo game: the learner is ``player_0``).
    """
    if len(environment.possible_agents) != 1:
        raise ArgumentError("environment", "train plays a one-agent environment (a solo game)")
    rng = random.Random(seed)
    played = []
    for number, game_seed in enumerate(game_seeds(seed, games)):
        score, won = play_and_learn(environment, learner, game_seed, rng)
        played.append(TrainingGame(number, score, won))
    return played
