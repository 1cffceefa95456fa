"""Monte Carlo tree search (UCT): one seat for every game, and its decision as an explanation.

The search knows no game.  It grows a tree of positions from the one it is
asked about, one *simulation* at a time, and each simulation runs four
phases, each a small function below:

1. :func:`select`: from the root, go down the tree, at each node taking the
   child with the best UCB1 score (:func:`ucb`), while every action of the
   node has been tried;
2. :func:`expand`: try one untried action there: a new node;
3. :func:`simulate`: play the game from the new node to its end by the
   game's random player (a *playout*);
4. :func:`back_propagate`: every node on the path gains a visit and the
   playout's value for the seat that took its action.

After the budget (a number of simulations, or of milliseconds), the seat
plays the root's most visited action.

**What a playout is worth.**  A finished playout is worth, to each seat,
1 for a win, 0.5 for a win shared with others (a tie; each game's own
tie-breaks first decide), 0 for a loss: the win, not the score margin, is
what the search maximises.  Every node keeps the total for the seat that
took the action leading to it, so the same tree serves 2 to 5 players and
turns of several actions by one seat (a Cerro Gordo turn).

**What the seat cannot see.**  Where a game hides something (the order of
a pile, the others' hands), searching the true state would be cheating.
Before each simulation the search *determinises*: the game's
``determinise(state, seat, rng)`` redraws everything the seat cannot see,
consistently with what it can (the unseen part of a pile shuffled, the
others' hands dealt again from the cards the seat has not seen), and the
simulation runs in that drawn world.  One tree gathers every simulation; at
each node only the actions legal in the present drawing are tried or
chosen (the "single-observer information set" variant of the search, in a
simple form: a child's UCB uses its parent's visits, not how often the
child was available).

**Seeded.**  Every random draw (the expansion's choice, the playouts, the
determinisations) comes from the ``rng`` the seat receives, so a game with
an MCTS seat replays from its seed.  A budget in simulations is exact; a
budget in milliseconds stops by the clock, so it depends on the machine.

A game is described to the search by a :class:`SearchGame`: its
``legal_actions`` and ``apply``, and readers of a state (whose turn it is,
whether it is over, who won).  Each game's ``players.py`` builds one and
seats :func:`mcts_player` under the name ``"mcts"`` in its ``BOTS``.

Examples
--------
A Nim heap of 5 where a move takes 1 or 2 and whoever takes the last wins:
taking 2 leaves the opponent a multiple of 3, a lost position.

>>> nim = SearchGame(
...     name="nim",
...     legal_actions=lambda heap: [n for n in (1, 2) if n <= heap[0]],
...     apply=lambda heap, n: (heap[0] - n, 1 - heap[1]),
...     to_move=lambda heap: heap[1],
...     over=lambda heap: heap[0] == 0,
...     winners=lambda heap: (1 - heap[1],),
... )
>>> decision = explain_decision(nim, (5, 0), random.Random(1), simulations=200)
>>> decision.chosen, sum(child.visits for child in decision.children)
(2, 200)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tutorial.core.errors import ArgumentError, quoted

#: The exploration constant of UCB1 (Kocsis and Szepesvari's UCT): the square root of 2.
SQRT2 = math.sqrt(2)
#: The value of a finished playout for a seat: a win, a win shared with others, a loss.
WIN, SHARED, LOSS = 1.0, 0.5, 0.0
#: The budget of the ``"mcts"`` seat in every game's ``BOTS``: small, so a game
#: with an MCTS seat plays in seconds (a move is 50 playouts to the end).
DEFAULT_SIMULATIONS = 50

#: The search as the step-through shows it; :data:`PHASE_LINES` says which lines a step lights.
MCTS_PSEUDOCODE = (
    "mcts(root, budget):",
    "    while budget is left:",
    "        s = determinise(root state)    (redraw what the seat cannot see)",
    "        node = select(root, s)         (down by the best ucb while all is tried)",
    "        child = expand(node, s)        (one untried action: a new node)",
    "        value = simulate(s)            (random playout to the end: 1 win, 0.5 tie, 0 loss)",
    "        back_propagate(child, value)   (each node up to the root: visits += 1, wins += value)",
    "    return the action of the root's most visited child",
    "ucb(child) = wins / visits + c * sqrt(ln parent visits / visits)",
)
#: The lines of :data:`MCTS_PSEUDOCODE` each kind of :class:`SearchStep` lights (from 1).
PHASE_LINES: dict[str, tuple[int, ...]] = {
    "determinise": (2, 3),
    "select": (4, 9),
    "expand": (5,),
    "simulate": (6,),
    "back_propagate": (7,),
    "choose": (8,),
}


@dataclass(frozen=True)
class NextState:
    """A game engine's ``apply`` as the search calls it: the next state, without the explanation.

    (A class, not a closure, so that a seat holding it can be sent to a process pool.)
    """

    apply: Callable[[Any, Any], Any]

    def __call__(self, state: Any, action: Any) -> Any:
        return self.apply(state, action).state


@dataclass(frozen=True)
class SearchGame:
    """What the search needs of a game: its rules and how to read a state.

    ``apply`` returns the next state (not the engine's ``Outcome``);
    ``to_move`` is the seat whose decision it is; ``winners`` the winning
    seats of a finished game (ties all win).  ``playout`` is the player of
    the playouts (``(state, rng) -> action``; by default a legal action at
    random) and ``determinise`` redraws what ``seat`` cannot see (by default
    nothing is hidden).
    """

    name: str
    legal_actions: Callable[[Any], Sequence[Any]]
    apply: Callable[[Any, Any], Any]
    to_move: Callable[[Any], int]
    over: Callable[[Any], bool]
    winners: Callable[[Any], Sequence[int]]
    playout: Callable[[Any, random.Random], Any] | None = None
    determinise: Callable[[Any, int, random.Random], Any] | None = None

    def random_action(self, state: Any, rng: random.Random) -> Any:
        """The playout's action: the game's own random player, or a legal action at random."""
        if self.playout is not None:
            return self.playout(state, rng)
        return rng.choice(list(self.legal_actions(state)))

    def drawn(self, state: Any, seat: int, rng: random.Random) -> Any:
        """``state`` with what ``seat`` cannot see drawn again (itself if nothing is hidden)."""
        return state if self.determinise is None else self.determinise(state, seat, rng)

    @property
    def hides(self) -> bool:
        """Whether the game hides something, so the search determinises."""
        return self.determinise is not None


def nim(moves: int) -> SearchGame:
    """Nim, one heap ``(stones, seat to move)``: take 1 to ``moves`` stones; the last taken wins.

    The smallest game to watch the search on (the tests, exercise 6 and its views use it):
    a heap that is a multiple of ``moves + 1`` is lost for the seat to move.
    """
    return SearchGame(
        name=f"Nim (take 1 to {moves})",
        legal_actions=lambda heap: [n for n in range(1, moves + 1) if n <= heap[0]],
        apply=lambda heap, n: (heap[0] - n, 1 - heap[1]),
        to_move=lambda heap: heap[1],
        over=lambda heap: heap[0] == 0,
        winners=lambda heap: (1 - heap[1],),
    )


@dataclass(eq=False)
class Node:
    """A position of the tree, reached from its parent by ``action`` of ``seat``.

    ``wins`` is the total value of the playouts through this node for
    ``seat`` (the seat that chose ``action``), so ``wins / visits`` is how
    good the choice has been for the one who made it.
    """

    action: Any = None
    seat: int | None = None
    parent: Node | None = None
    children: dict[Any, Node] = field(default_factory=dict)
    visits: int = 0
    wins: float = 0.0

    @property
    def mean(self) -> float:
        """The mean value of the playouts through this node, for :attr:`seat` (0 if unvisited)."""
        return self.wins / self.visits if self.visits else 0.0

    def path(self) -> tuple[Any, ...]:
        """The actions from the root to this node."""
        actions = []
        node: Node | None = self
        while node is not None and node.parent is not None:
            actions.append(node.action)
            node = node.parent
        return tuple(reversed(actions))


@dataclass(frozen=True)
class SearchStep:
    """One phase of one simulation, for a step-through (:data:`PHASE_LINES` gives its lines).

    ``path`` names the node the phase worked on (the actions from the
    root); ``winners`` are the seats that won the playout (``simulate``,
    ``back_propagate``); ``visits`` and ``mean`` are the node's after the
    step (``back_propagate``, ``select``).
    """

    kind: str
    simulation: int
    path: tuple[Any, ...]
    winners: tuple[int, ...] = ()
    visits: int = 0
    mean: float = 0.0

    @property
    def lines(self) -> tuple[int, ...]:
        """The lines of :data:`MCTS_PSEUDOCODE` this step lights (from 1)."""
        return PHASE_LINES[self.kind]

    def text(self) -> str:
        """The step in one sentence."""
        where = " → ".join(map(str, self.path)) or "the root"
        if self.kind == "determinise":
            return f"Simulation {self.simulation + 1}: the hidden information is drawn again."
        if self.kind == "select":
            return f"Select {where} by UCB ({self.visits} visits, mean {self.mean:.2f})."
        if self.kind == "expand":
            return f"Expand: a new node {where}."
        if self.kind == "simulate":
            won = " and ".join(f"seat {seat}" for seat in self.winners)
            return f"Simulate: a random playout from {where} ends, won by {won}."
        if self.kind == "back_propagate":
            return f"Back-propagate to {where}: {self.visits} visits, mean {self.mean:.2f}."
        return f"Choose {where}: the root's most visited child."


# -- the four phases ---------------------------------------------------------------------------


def ucb(mean: float, parent_visits: int, visits: int, c: float = SQRT2) -> float:
    """UCB1: a child's mean value plus an exploration bonus, ``mean + c * sqrt(ln N / n)``.

    ``N`` is the parent's visits, ``n`` the child's.  The bonus shrinks as
    the child is visited and grows slowly (as a logarithm) while its
    siblings are: a child that looks bad is still tried now and then.
    ``c = sqrt(2)`` is the constant of Kocsis and Szepesvari's UCT for
    values between 0 and 1.  An unvisited child scores infinity.

    >>> round(ucb(0.5, 100, 10), 4)  # 0.5 + 1.4142 * sqrt(4.6052 / 10)
    1.4597
    >>> ucb(0.0, 5, 0)
    inf
    """
    if visits == 0:
        return math.inf
    return mean + c * math.sqrt(math.log(parent_visits) / visits)


def select(
    game: SearchGame, root: Node, state: Any, c: float, steps: list[SearchStep] | None, sim: int
) -> tuple[Node, Any]:
    """Go down from ``root`` by the best UCB while the node's legal actions have all been tried.

    Returns the node where it stopped and the state there (in this
    simulation's drawing).  Ties go to the child tried first.
    """
    node = root
    while not game.over(state):
        legal = game.legal_actions(state)
        if any(action not in node.children for action in legal):
            break  # an untried action: expand here
        parent_visits = node.visits
        node = max(
            (node.children[action] for action in legal),
            key=lambda child: ucb(child.mean, parent_visits, child.visits, c),
        )
        state = game.apply(state, node.action)
        if steps is not None:
            steps.append(SearchStep("select", sim, node.path(), visits=node.visits, mean=node.mean))
    return node, state


def expand(game: SearchGame, node: Node, state: Any, rng: random.Random) -> tuple[Node, Any]:
    """Add a child for one untried legal action (drawn at random) and return it and its state.

    A finished game has nothing to expand: the node itself is returned.
    """
    if game.over(state):
        return node, state
    untried = [action for action in game.legal_actions(state) if action not in node.children]
    action = rng.choice(untried)
    child = Node(action, game.to_move(state), node)
    node.children[action] = child
    return child, game.apply(state, action)


def playout_value(winners: Sequence[int], seat: int) -> float:
    """A finished playout's value for ``seat``: :data:`WIN`, :data:`SHARED` (a tie) or :data:`LOSS`.

    >>> playout_value((1,), 1), playout_value((0, 1), 1), playout_value((0,), 1)
    (1.0, 0.5, 0.0)
    """
    if seat not in winners:
        return LOSS
    return WIN if len(winners) == 1 else SHARED


def simulate(game: SearchGame, state: Any, rng: random.Random) -> tuple[int, ...]:
    """Play ``state`` to its end by the game's random player; the winners of that end."""
    while not game.over(state):
        state = game.apply(state, game.random_action(state, rng))
    return tuple(game.winners(state))


def back_propagate(
    node: Node, winners: Sequence[int], steps: list[SearchStep] | None, sim: int
) -> None:
    """From ``node`` up to the root: one more visit, and the playout's value for who chose it."""
    current: Node | None = node
    while current is not None:
        current.visits += 1
        if current.seat is not None:
            current.wins += playout_value(winners, current.seat)
        if steps is not None:
            step = SearchStep(
                "back_propagate", sim, current.path(), tuple(winners), current.visits, current.mean
            )
            steps.append(step)
        current = current.parent


# -- the search --------------------------------------------------------------------------------


def check_budget(simulations: int | None, milliseconds: float | None) -> None:
    """Exactly one budget, positive: a count of simulations or a time in milliseconds."""
    if (simulations is None) == (milliseconds is None):
        raise ArgumentError("simulations", "give a budget: simulations=... or milliseconds=...")
    if simulations is not None and (
        isinstance(simulations, bool) or not isinstance(simulations, int) or simulations < 1
    ):
        raise ArgumentError("simulations", f"expected a count from 1, got {quoted(simulations)}")
    if milliseconds is not None and (
        isinstance(milliseconds, bool)
        or not isinstance(milliseconds, int | float)
        or not milliseconds > 0
    ):
        raise ArgumentError("milliseconds", f"expected a time above 0, got {quoted(milliseconds)}")


def search(
    game: SearchGame,
    state: Any,
    rng: random.Random,
    *,
    simulations: int | None = None,
    milliseconds: float | None = None,
    c: float = SQRT2,
    steps: list[SearchStep] | None = None,
) -> Node:
    """The tree grown from ``state`` within the budget (its root); ``steps`` collects a trace.

    The seat searching is the seat to move in ``state``; each simulation
    first redraws what it cannot see (:meth:`SearchGame.drawn`).
    """
    check_budget(simulations, milliseconds)
    if game.over(state):
        raise ArgumentError("state", "the game is over: there is no move to search")
    seat = game.to_move(state)
    root = Node()
    deadline = math.inf if milliseconds is None else time.perf_counter() + milliseconds / 1000

    def budget_left(done: int) -> bool:
        """Whether to run another simulation (always one at least: a decision needs a child)."""
        if done == 0:
            return True
        if simulations is not None:
            return done < simulations
        return time.perf_counter() < deadline

    sim = 0
    while budget_left(sim):
        drawn = game.drawn(state, seat, rng)
        if steps is not None:
            steps.append(SearchStep("determinise", sim, ()))
        node, here = select(game, root, drawn, c, steps, sim)
        node, here = expand(game, node, here, rng)
        if steps is not None and node is not root:
            steps.append(SearchStep("expand", sim, node.path()))
        winners = simulate(game, here, rng)
        if steps is not None:
            steps.append(SearchStep("simulate", sim, node.path(), winners))
        back_propagate(node, winners, steps, sim)
        sim += 1
    return root


def most_visited(node: Node) -> Node:
    """The child with the most visits (ties: the better mean, then the first tried)."""
    return max(node.children.values(), key=lambda child: (child.visits, child.mean))


def best_line(root: Node) -> tuple[Any, ...]:
    """The most visited path down the tree: the play the search expects."""
    line = []
    node = root
    while node.children:
        node = most_visited(node)
        line.append(node.action)
    return tuple(line)


# -- the decision as an explanation ---------------------------------------------------------------


@dataclass(frozen=True)
class ChildStats:
    """One action of the root: its visits, mean value and UCB score at the end of the search."""

    action: Any
    visits: int
    mean: float
    ucb: float


@dataclass(frozen=True)
class Decision:
    """An MCTS decision, as data: the root's children, the best line, the chosen action.

    ``steps`` is the trace (every phase of every simulation), kept only when
    asked for (a small budget: a step-through shows it line by line).
    """

    game: str
    seat: int
    simulations: int
    c: float
    determinised: bool
    children: tuple[ChildStats, ...]
    best_line: tuple[Any, ...]
    chosen: Any
    steps: tuple[SearchStep, ...] = ()

    def lines(self) -> list[str]:
        """The decision in words: the budget, each root child (most visited first), the choice."""
        lines = [
            f"Monte Carlo tree search for seat {self.seat} ({self.game}): "
            f"{self.simulations} simulations, UCB1 with c = {self.c:.3g}; "
            "a playout is worth 1 for a win, 0.5 for a tie, 0 for a loss."
        ]
        if self.determinised:
            lines.append(
                "What the seat cannot see was drawn again before each simulation "
                "(determinisation), consistently with what it sees."
            )
        for child in self.children:
            lines.append(
                f"{child.action}: {child.visits} visits, mean {child.mean:.3f}, UCB {child.ucb:.3f}"
            )
        line = " → ".join(map(str, self.best_line))
        lines.append(f"Best line (most visited): {line}.")
        lines.append(f"Chosen: {self.chosen} (the most visited action).")
        return lines

    def text(self) -> str:
        """:meth:`lines` joined."""
        return "\n".join(self.lines())


def explain_decision(
    game: SearchGame,
    state: Any,
    rng: random.Random,
    *,
    simulations: int | None = None,
    milliseconds: float | None = None,
    c: float = SQRT2,
    trace: bool = False,
) -> Decision:
    """Search ``state`` and return the decision as data (the trace too if ``trace``)."""
    steps: list[SearchStep] | None = [] if trace else None
    root = search(
        game, state, rng, simulations=simulations, milliseconds=milliseconds, c=c, steps=steps
    )
    chosen = most_visited(root)
    children = tuple(
        ChildStats(
            child.action, child.visits, child.mean, ucb(child.mean, root.visits, child.visits, c)
        )
        for child in sorted(root.children.values(), key=lambda n: (-n.visits, -n.mean))
    )
    if steps is not None:
        steps.append(SearchStep("choose", root.visits, (chosen.action,), visits=chosen.visits))
    return Decision(
        game.name,
        game.to_move(state),
        root.visits,
        c,
        game.hides,
        children,
        best_line(root),
        chosen.action,
        tuple(steps or ()),
    )


@dataclass(frozen=True)
class MCTSPlayer:
    """A seat that plays by Monte Carlo tree search: ``player(state, rng) -> action``.

    A value, not a closure, so a simulation's process pool can take it.
    """

    game: SearchGame
    simulations: int | None = DEFAULT_SIMULATIONS
    milliseconds: float | None = None
    c: float = SQRT2

    def __call__(self, state: Any, rng: random.Random) -> Any:
        legal = self.game.legal_actions(state)
        if len(legal) == 1:  # nothing to decide: no search
            return legal[0]
        root = search(
            self.game,
            state,
            rng,
            simulations=self.simulations,
            milliseconds=self.milliseconds,
            c=self.c,
        )
        return most_visited(root).action

    def explain(self, state: Any, rng: random.Random, trace: bool = False) -> Decision:
        """The decision this seat makes, as data (:func:`explain_decision`)."""
        return explain_decision(
            self.game,
            state,
            rng,
            simulations=self.simulations,
            milliseconds=self.milliseconds,
            c=self.c,
            trace=trace,
        )

    @property
    def __name__(self) -> str:  # a seat is named by its player's name
        return "mcts"


def mcts_player(
    game: SearchGame,
    simulations: int | None = None,
    *,
    milliseconds: float | None = None,
    c: float = SQRT2,
) -> MCTSPlayer:
    """A seat playing ``game`` by MCTS with a budget of simulations or milliseconds.

    With neither, :data:`DEFAULT_SIMULATIONS` simulations.
    """
    if simulations is None and milliseconds is None:
        simulations = DEFAULT_SIMULATIONS
    check_budget(simulations, milliseconds)
    return MCTSPlayer(game, simulations, milliseconds, c)
