"""Game trees: "Which move will the search try next?" for Monte Carlo tree search on Nim.

The search (:mod:`tutorial.core.tree_search`) has run a few simulations
from a heap of Nim (take 1 to 3 stones; whoever takes the last wins:
:func:`~tutorial.core.tree_search.nim`), and every move of the root has
been tried.  The question shows each of the root's children with its visits
and its mean value, and asks which one the next simulation goes down: the
child of the highest UCB1 score, ``mean + c * sqrt(ln N / n)``
(:func:`~tutorial.core.tree_search.ucb`).  The answer is the engine's own
:func:`~tutorial.core.tree_search.select`, run on the search's tree.

Why not the search's final choice?  With a small budget on a heap of 9 or
more it is mostly noise: over 100 seeds, a search of 60 simulations found
the winning move of such heaps about half the time, so nobody could predict
it.  The next selection can be worked out by hand from the numbers shown,
and the explanation shows each child's score.

The position: a heap of :data:`HEAPS` stones, a search of :data:`BUDGETS`
simulations, both drawn from the question's seed; kept when the best score
leads the next by at least :data:`MARGIN`, so that a calculation to two
decimals decides it.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from tutorial.core.explanation import Explanation
from tutorial.core.tree_search import SQRT2, Node, nim, search, select, ucb
from tutorial.quizzes.questions import Candidate, Question, question_rng

KIND = "mcts move"
RULE_SELECTION = "Monte Carlo tree search: selection by UCB1"
#: The most stones a move takes (Nim of 1 to 3).
MOVES = 3
#: The heaps asked about (each large enough for all three moves).
HEAPS = range(5, 12)
#: The simulations already run (at least one a move: every child tried).
BUDGETS = range(4, 16)
#: How far the best UCB score must lead the next one.
MARGIN = 0.02
#: Positions tried for one question before giving up.
TRIES = 100
GAME = nim(MOVES)


@dataclass(frozen=True)
class SearchPosition:
    """A heap of Nim and the tree a seeded search has grown from it.

    Attributes
    ----------
    heap:
        The stones left; seat 0 is to move.
    simulations:
        How many simulations the search has run.
    search_seed:
        The seed of the search's random numbers (its expansions and playouts).
    """

    heap: int
    simulations: int
    search_seed: int

    @property
    def state(self) -> tuple[int, int]:
        """The Nim state: ``(heap, seat to move)``."""
        return (self.heap, 0)

    def root(self) -> Node:
        """The search's tree after :attr:`simulations` simulations (its root)."""
        rng = random.Random(self.search_seed)
        return search(GAME, self.state, rng, simulations=self.simulations)

    def children(self) -> list[Node]:
        """The root's children, in the order of the moves (take 1, 2, 3)."""
        root = self.root()
        return [root.children[move] for move in GAME.legal_actions(self.state)]

    def scores(self) -> dict[int, float]:
        """Each move's UCB1 score now."""
        parent = self.root().visits
        return {child.action: ucb(child.mean, parent, child.visits) for child in self.children()}

    def selected(self) -> int:
        """The move the next simulation goes down: the engine's own :func:`select`."""
        node, _ = select(GAME, self.root(), self.state, SQRT2, None, 0)
        return node.path()[0]


def clear_lead(scores: dict[int, float]) -> bool:
    """Whether the best score leads the next by at least :data:`MARGIN`."""
    best, second = sorted(scores.values(), reverse=True)[:2]
    return best - second >= MARGIN


def find_position(rng: random.Random) -> SearchPosition:
    """A heap and a search whose next selection a calculation to two decimals settles."""
    for _ in range(TRIES):
        position = SearchPosition(rng.choice(HEAPS), rng.choice(BUDGETS), rng.randrange(10**6))
        if clear_lead(position.scores()):
            return position
    raise RuntimeError(f"no search of {TRIES} had a clear best UCB score")


def stones(count: int) -> str:
    """``"1 stone"``, ``"2 stones"``."""
    return f"{count} stone{'s' if count != 1 else ''}"


def explain_selection(position: SearchPosition) -> Explanation:
    """Each child's UCB1 score worked out, and the one the search goes down."""
    root, chosen = position.root(), position.selected()
    lines = [f"The root has {root.visits} visits: ln {root.visits} = {math.log(root.visits):.3f}."]
    for child in position.children():
        bonus = SQRT2 * math.sqrt(math.log(root.visits) / child.visits)
        lines.append(
            f"Take {child.action}: {child.visits} visits, mean {child.mean:.2f}; "
            f"UCB = {child.mean:.2f} + 1.414 × √({math.log(root.visits):.3f} / {child.visits}) "
            f"= {child.mean:.2f} + {bonus:.2f} = {child.mean + bonus:.2f}"
        )
    lines.append(
        f"The highest score is take {chosen}'s: the next simulation goes down that move "
        "(a high mean is exploited, a child visited little is explored)."
    )
    return Explanation(f"The search tries take {chosen} next", tuple(lines), RULE_SELECTION)


def mcts_move_question(seed: int, number: int = 1) -> Question:
    """Question ``number`` of ``seed``: which move does the next simulation go down?

    Candidates: the root's three moves (take 1, 2 or 3 stones).

    >>> q = mcts_move_question(1)
    >>> [c.label for c in q.candidates]
    ['take 1 stone', 'take 2 stones', 'take 3 stones']
    """
    position = find_position(question_rng(KIND, seed, number))
    children = ", ".join(
        f"take {c.action}: {c.visits} visits, mean {c.mean:.2f}" for c in position.children()
    )
    return Question(
        kind=KIND,
        seed=seed,
        number=number,
        prompt=(
            f"Nim: a heap of {position.heap} stones, take 1 to 3, whoever takes the last wins. "
            f"Monte Carlo tree search has run {position.simulations} simulations for the player "
            f"to move (mean: the share of its playouts won). The root's children: {children}. "
            "Which move does the next simulation go down? (UCB1, c = √2.) Click it."
        ),
        position=position,
        candidates=tuple(
            Candidate(move, f"take {stones(move)}") for move in GAME.legal_actions(position.state)
        ),
        right=frozenset({position.selected()}),
        explain=lambda: explain_selection(position),
    )
