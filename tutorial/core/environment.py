"""Every game as a PettingZoo AEC environment, for training agents: one environment, many encodings.

The rules stay the engine's: :class:`GameEnv` asks a game's encoding for
the engine's own ``new_game``, ``legal_actions`` and ``apply``, and only
translates.  A game's *encoding* (an :class:`Encoding`, one in each
``tutorial/<game>/environment.py``) holds what is particular to the game:

- a fixed list of every engine action the environment can name
  (:attr:`Encoding.actions`): index ``i`` of the ``Discrete(N)`` action space
  *is* ``actions[i]`` (on a board seen through a window that follows the
  play, its cells are the window's: :meth:`Encoding.unframed`), and the
  ``action_mask`` of an observation is exactly the indices of
  ``legal_actions(state)``;
- the observation, a flat ``float32`` vector cut into named sections
  (a :class:`Layout`: board planes, pieces, scores, whose turn), with what a
  player may not see left out of their own observation;
- each seat's score (for the rewards), the winners and the text board.

As in PettingZoo's board games (``tictactoe``, ``connect_four``) an
observation is ``{"observation": vector, "action_mask": int8 vector}``;
the agents are ``"player_0"``, ``"player_1"``, ... in seat order, and the
agent to act is the seat whose turn it is, so one agent may act several
times in a row (a Cerro Gordo turn is several actions).  An action the mask
forbids raises the engine's :class:`~tutorial.core.errors.IllegalMove` and
changes nothing.

Rewards (``reward=``): ``"score"`` (the default) gives every seat, after
each step, the change in its own score, so the rewards of a game add up to
the final score (a score a seat starts with, such as a Cerro Gordo
character's first point of silver, is paid with the first step);
``"placing"`` gives nothing until the game ends, then +1 to each winner
(ties share the win) and -1 to everyone else.

PettingZoo and gymnasium are not needed to play the games: they are the
``agents`` extra (``pip install -e .[agents]``), imported only when an
environment is made (``tutorial.<game>.env(...)``).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

try:
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ModuleNotFoundError as missing:
    raise ModuleNotFoundError(
        f"the game environments need {missing.name!r}, which is not installed: "
        "pip install -e .[agents]"
    ) from missing

from tutorial.core.errors import ArgumentError, IllegalMove, quoted

State = TypeVar("State")

#: The two ways of rewarding (see the module docstring).
REWARDS = ("score", "placing")
#: The rule named when ``step`` is given something that is not an index of the action space.
RULE_ACTION_SPACE = "Action space: an action is an index of the game's action list"


@dataclass(frozen=True)
class Section:
    """A named part of an observation vector: its shape, its largest value and what it holds."""

    name: str
    shape: tuple[int, ...]
    high: float
    meaning: str

    @property
    def size(self) -> int:
        return int(np.prod(self.shape))


class Layout:
    """Where each :class:`Section` lies in the flat observation vector, in order.

    >>> layout = Layout([Section("board", (2, 3, 3), 1, "planes"), Section("score", (2,), 99, "")])
    >>> layout.size, layout.part(layout.new(), "board").shape
    (20, (2, 3, 3))
    """

    def __init__(self, sections: Sequence[Section]) -> None:
        self.sections = tuple(sections)
        self.slices: dict[str, slice] = {}
        start = 0
        for section in self.sections:
            self.slices[section.name] = slice(start, start + section.size)
            start += section.size
        self.size = start
        self.shapes = {section.name: section.shape for section in self.sections}
        self.high = np.concatenate(
            [np.full(section.size, section.high, dtype=np.float32) for section in self.sections]
        )

    def new(self) -> np.ndarray:
        """An observation of zeros, to fill in."""
        return np.zeros(self.size, dtype=np.float32)

    def part(self, observation: np.ndarray, name: str) -> np.ndarray:
        """Section ``name`` of ``observation`` in its own shape (a view: writing to it fills it)."""
        return observation[self.slices[name]].reshape(self.shapes[name])

    def describe(self) -> str:
        """The sections as lines of text: name, shape, largest value, meaning."""
        return "\n".join(
            f"{s.name} {s.shape} (0 to {s.high:g}): {s.meaning}" for s in self.sections
        )

    def space(self) -> spaces.Box:
        """The gymnasium space of the observation vector."""
        return spaces.Box(low=0.0, high=self.high, dtype=np.float32)


class OutsideActionSpace(Exception):
    """A legal action the fixed action list does not name (a tile beyond the board's window)."""

    def __init__(self, action: object) -> None:
        super().__init__(f"the legal action {quoted(action)} is not in the action list")
        self.action = action


class Encoding(ABC, Generic[State]):
    """What :class:`GameEnv` needs to know of a game (each ``tutorial/<game>/environment.py``).

    A subclass sets :attr:`name`, :attr:`actions`, :attr:`layout` and
    :attr:`seats`, and defines the abstract methods; the engine's rules are
    reached only through :meth:`new_game`, :meth:`legal_actions` and
    :meth:`apply`.
    """

    #: The environment's name (``metadata["name"]``).
    name: str
    #: Every action the environment can name: index ``i`` is ``actions[i]`` (see :meth:`decode`).
    actions: tuple[Any, ...]
    #: The observation vector's sections.
    layout: Layout
    #: How many seats are agents (seat ``i`` is agent ``player_i``).
    seats: int

    def __init__(self) -> None:
        self.index = {action: i for i, action in enumerate(self.actions)}
        if len(self.index) != len(self.actions):
            raise ValueError(f"{self.name}: the action list names an action twice")

    # -- the engine ----------------------------------------------------------------------
    @abstractmethod
    def new_game(self, seed: int) -> State:
        """The engine's setup for ``seed``."""

    @abstractmethod
    def legal_actions(self, state: State) -> list[Any]:
        """The engine's legal actions."""

    @abstractmethod
    def apply(self, state: State, action: Any) -> State:
        """The engine's rules: the state after ``action`` (raises ``IllegalMove``)."""

    @abstractmethod
    def over(self, state: State) -> bool:
        """Whether the game has ended."""

    def active(self, state: State) -> int:
        """The seat to act (an agent's number)."""
        return state.active  # type: ignore[attr-defined, no-any-return]

    def advance(self, state: State) -> State:
        """Play the turns of seats that are not agents (none, unless the game has a bot seat)."""
        return state

    # -- what the agents are told ---------------------------------------------------------
    @abstractmethod
    def observe(self, state: State, seat: int, out: np.ndarray) -> None:
        """Fill ``out`` (zeros, :attr:`layout`'s size) with what ``seat`` sees."""

    @abstractmethod
    def scores(self, state: State) -> Sequence[float]:
        """Each agent seat's score now (the final score once the game is over)."""

    @abstractmethod
    def winners(self, state: State) -> Sequence[int]:
        """The winning seats of a finished game (ties all win)."""

    @abstractmethod
    def render(self, state: State) -> str:
        """The plain-text board."""

    # -- translation ----------------------------------------------------------------------
    def framed(self, state: State, action: Any) -> Any:
        """An engine action as the action list names it (itself, unless the list is relative).

        A board seen through a window that follows the play (Carcassonne's)
        names its cells relative to the window: this moves an action there.
        """
        return action

    def unframed(self, state: State, action: Any) -> Any:
        """The engine action an entry of the action list stands for in ``state`` (the inverse)."""
        return action

    def encode(self, state: State, action: Any) -> int:
        """The index of an engine action; :class:`OutsideActionSpace` if the list lacks it."""
        try:
            return self.index[self.framed(state, action)]
        except KeyError:
            raise OutsideActionSpace(action) from None

    def decode(self, state: State, index: int) -> Any:
        """The engine action that index ``index`` stands for in ``state``."""
        return self.unframed(state, self.actions[index])

    def legal_indices(self, state: State) -> list[int]:
        """The indices of ``legal_actions(state)``, in the engine's order."""
        return [self.encode(state, action) for action in self.legal_actions(state)]


class GameEnv(AECEnv, Generic[State]):
    """A game as a PettingZoo AEC environment (see the module docstring).

    ``env.game_state`` is the engine's state (read it, do not replace it);
    ``env.encoding`` translates.  ``reset(seed=s)`` sets up the engine's
    game for seed ``s``, so the same seed and the same actions replay the
    same game; with no seed, the seed is drawn from the previous one (or at
    random the first time); ``options`` is not read (a game's rule options
    are ``env``'s arguments).  ``render()`` returns the plain-text board.

    A game can end early only by truncation: when a legal action lies
    outside the fixed action list (Carcassonne's window), every agent is
    truncated and each one's info says why under ``"truncated"``.  When the
    game ends, each info holds ``"scores"`` and ``"winners"``.
    """

    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self, encoding: Encoding[State], reward: str = "score", render_mode: str | None = None
    ) -> None:
        super().__init__()
        if reward not in REWARDS:
            raise ArgumentError("reward", f"expected 'score' or 'placing', got {quoted(reward)}")
        if render_mode not in (None, "ansi"):
            raise ArgumentError(
                "render_mode", f"expected None or 'ansi', got {quoted(render_mode)}"
            )
        self.encoding = encoding
        self.reward = reward
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": encoding.name}
        self.possible_agents = [f"player_{seat}" for seat in range(encoding.seats)]
        count = len(encoding.actions)
        self.action_spaces = {agent: spaces.Discrete(count) for agent in self.possible_agents}
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": encoding.layout.space(),
                    "action_mask": spaces.Box(0, 1, shape=(count,), dtype=np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self._seeds = random.Random()
        self.game_state: State | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # -- a game -----------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Start the engine's game for ``seed`` (drawn from the previous one if ``None``)."""
        if seed is not None:
            self._seeds = random.Random(seed)
        else:
            seed = self._seeds.randrange(2**32)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._skip_agent_selection = None
        self.agent_selection = self.agents[0]
        state = self.encoding.advance(self.encoding.new_game(seed))
        # Counted from nothing, so that a game's rewards add up to its final scores: a
        # score some seat starts with is paid with the first step's rewards.
        self._scores = [0.0] * self.encoding.seats
        self._enter(state)

    def _enter(self, state: State) -> None:
        """Make ``state`` the game's, with its mask, whose turn it is, and the end if it came."""
        self.game_state = state
        self._mask = np.zeros(len(self.encoding.actions), dtype=np.int8)
        if self.encoding.over(state):
            self._finish(state)
            return
        try:
            self._mask[self.encoding.legal_indices(state)] = 1
        except OutsideActionSpace as outside:
            self._truncate(str(outside))
            return
        self.agent_selection = self.possible_agents[self.encoding.active(state)]

    def _finish(self, state: State) -> None:
        """The game is over: every agent is terminated, with the placing reward if asked for."""
        won = set(self.encoding.winners(state))
        for seat, agent in enumerate(self.possible_agents):
            if agent not in self.agents:
                continue
            self.terminations[agent] = True
            self.infos[agent] = {"scores": tuple(self._scores), "winners": tuple(sorted(won))}
            if self.reward == "placing":
                self.rewards[agent] = 1.0 if seat in won else -1.0

    def _truncate(self, why: str) -> None:
        """Stop the game short (a legal action the action list cannot name), saying why."""
        self._mask[:] = 0
        for agent in self.agents:
            self.truncations[agent] = True
            self.infos[agent] = {"truncated": why, "scores": tuple(self._scores)}

    # -- the AEC interface ------------------------------------------------------------------
    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        observation = self.encoding.layout.new()
        self.encoding.observe(self.game_state, seat, observation)
        # Per PettingZoo's board games, only the agent to act has any legal action.
        mine = agent == self.agent_selection and not (
            self.terminations.get(agent) or self.truncations.get(agent)
        )
        mask = self._mask.copy() if mine else np.zeros_like(self._mask)
        return {"observation": observation, "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Play action index ``action`` for the agent to act.

        An index the action mask forbids raises the engine's
        :class:`~tutorial.core.errors.IllegalMove` (or, for something that is
        not an index at all, one naming the action space) and changes
        nothing: not the state, the rewards, nor whose turn it is.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        move = self._legal_move(action)
        state = self.encoding.advance(self.encoding.apply(self.game_state, move))
        self._cumulative_rewards[agent] = 0.0
        scores = list(self.encoding.scores(state))
        for seat, other in enumerate(self.possible_agents):
            gained = scores[seat] - self._scores[seat]
            self.rewards[other] = float(gained) if self.reward == "score" else 0.0
        self._scores = scores
        self._enter(state)
        self._accumulate_rewards()

    def _legal_move(self, action: object) -> Any:
        """The engine action of index ``action``, if the mask allows it; else ``IllegalMove``."""
        count = len(self.encoding.actions)
        if isinstance(action, bool) or not isinstance(action, (int, np.integer)):
            raise IllegalMove(RULE_ACTION_SPACE, f"expected an index, got {quoted(action)}")
        if not 0 <= action < count:
            raise IllegalMove(RULE_ACTION_SPACE, f"{action} is not an index from 0 to {count - 1}")
        move = self.encoding.decode(self.game_state, int(action))
        if not self._mask[action]:
            # The engine says why: its error names the rule.
            self.encoding.apply(self.game_state, move)
            raise IllegalMove(RULE_ACTION_SPACE, f"{quoted(move)} is not a legal action now")
        return move

    def render(self) -> str:
        """The plain-text board of the engine's state."""
        return self.encoding.render(self.game_state)

    def close(self) -> None:
        """Nothing to release: the board is text."""
