"""Exercise 6: the selection step of Monte Carlo tree search, by UCB1.

Each simulation of the search (:mod:`tutorial.core.tree_search`) goes down
the tree from the root, and at every node it takes the child with the best
UCB1 score (:func:`~tutorial.core.tree_search.ucb`)::

    UCB1(child) = total_value / visits + c * sqrt(ln(parent_visits) / visits)

A child never visited scores infinity, so it is taken first; between equal
scores the first child in the list wins (Python's ``max`` keeps the first
of equal keys, which is what the engine's :func:`~tutorial.core.tree_search.select`
does).  The learner writes ``choose_child(children, parent_visits, c)`` on
plain data:

- ``children``: a list of ``(name, visits, total_value)`` tuples, one a child;
- ``parent_visits``: the visits of the node the children hang from (``N``);
- ``c``: the exploration constant (``0``: pure exploitation).

The answer is the name of the child UCB1 picks.  The positions are the
nodes of real search trees (Nim heaps, and late positions of seeded
Cerro Gordo games), with a few edge cases made from them by hand: an
unvisited child, two children tied, ``c = 0``.  The engine's answer is the
engine's own :func:`~tutorial.core.tree_search.select`, run on a one-level
tree holding those children.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from tutorial.cerro_gordo import Game as CerroGordoGame
from tutorial.cerro_gordo.players import SEARCH as CERRO_GORDO
from tutorial.core.tree_search import SQRT2, Node, SearchGame, nim, search, select, ucb
from tutorial.exercises.checking import AnswerError, Exercise, Marked, Position
from tutorial.exercises.sampling import small_first

#: A child as the learner gets it: ``(name, visits, total_value)``.
Child = tuple[str, int, float]

#: The most children a question shows (a wider node is a long list to read).
WIDEST = 8

#: The exploration constants the searches use: UCT's sqrt(2), and a few others.
CONSTANTS = (SQRT2, SQRT2, 1.0, 0.5, 2.0)


@dataclass(frozen=True)
class Question:
    """One selection to make: the children of a node, its visits, ``c``, and where it came from."""

    source: str
    children: tuple[Child, ...]
    parent_visits: int
    c: float


def tree_questions(root: Node, source: str, c: float) -> Iterator[Question]:
    """A question at every node of a search tree with 2 to :data:`WIDEST` children."""
    stack = [root]
    while stack:
        node = stack.pop()
        if 2 <= len(node.children) <= WIDEST:
            children = tuple(
                (name_of(child.action), child.visits, child.wins)
                for child in node.children.values()
            )
            yield Question(source, children, node.visits, c)
        stack.extend(node.children.values())


def name_of(action: Any) -> str:
    """A child's name: ``"take 2"`` for Nim, the action as the engine prints it otherwise."""
    return f"take {action}" if isinstance(action, int) else str(action)


def nim_questions(rng: random.Random, searches: int) -> Iterator[Question]:
    """The nodes of ``searches`` seeded searches of small Nim heaps."""
    for _ in range(searches):
        moves, stones = rng.choice((2, 3)), rng.randint(3, 9)
        c, simulations = rng.choice(CONSTANTS), rng.randint(4, 40)
        root = search(nim(moves), (stones, 0), rng, simulations=simulations, c=c)
        yield from tree_questions(root, f"Nim, a heap of {stones}, take 1 to {moves}", c)


def cerro_gordo_questions(rng: random.Random, searches: int) -> Iterator[Question]:
    """The nodes of ``searches`` seeded searches of the last positions of a Cerro Gordo game."""
    game = CerroGordoGame(2, rng.randrange(1_000_000), seats=["random", "random"]).play_to_end()
    states = [e.state for e in game.history.entries[-24:] if not e.state.game_over]
    for _ in range(searches):
        state = rng.choice(states)
        c, simulations = rng.choice(CONSTANTS), rng.randint(15, 50)
        root = search(CERRO_GORDO, state, rng, simulations=simulations, c=c)
        yield from tree_questions(root, "Cerro Gordo, near the end of a seeded game", c)


def edge_cases(rng: random.Random, real: Sequence[Question]) -> Iterator[Question]:
    """Questions made by hand from real ones: an unvisited child, a tie, ``c = 0``."""
    for question in rng.sample(list(real), min(len(real), 20)):
        children = list(question.children)
        # An unvisited child, not first in the list: it must still be taken.
        later = rng.randrange(1, len(children))
        children[later] = (children[later][0], 0, 0.0)
        yield Question(
            "by hand: one child never visited", tuple(children), question.parent_visits, question.c
        )
        # The best child's twin earlier in the list: the tie goes to the first.
        best = engine_choice(question)
        stats = next(child for child in question.children if child[0] == best)
        others = [child for child in question.children if child[0] != best]
        twin = (others[0][0], stats[1], stats[2])
        tied = (twin, *(child for child in question.children if child[0] != others[0][0]))
        yield Question("by hand: two children tied", tied, question.parent_visits, question.c)
        # No exploration: the best mean wins.
        yield Question(
            "by hand: no exploration (c = 0)", question.children, question.parent_visits, 0.0
        )


def engine_choice(question: Question) -> str:
    """The engine's pick: :func:`~tutorial.core.tree_search.select` on a one-level tree."""
    names = [name for name, _, _ in question.children]
    one_level = SearchGame(
        name="one selection",
        legal_actions=lambda state: names,
        apply=lambda state, name: "chosen",
        to_move=lambda state: 0,
        over=lambda state: state == "chosen",
        winners=lambda state: (0,),
    )
    root = Node(visits=question.parent_visits)
    for name, visits, total in question.children:
        root.children[name] = Node(name, 0, root, visits=visits, wins=total)
    chosen, _ = select(one_level, root, "root", question.c, None, 0)
    return chosen.action


def scores(question: Question) -> dict[str, float]:
    """Each child's UCB1 score, by the engine's :func:`~tutorial.core.tree_search.ucb`."""
    return {
        name: ucb(total / visits if visits else 0.0, question.parent_visits, visits, question.c)
        for name, visits, total in question.children
    }


def positions(seed: int, count: int) -> list[Position]:
    """``count`` selections, fewest children and visits first."""
    rng = random.Random(seed)
    real = [*nim_questions(rng, 40), *cerro_gordo_questions(rng, 16)]
    asked = [*real, *edge_cases(rng, real)]
    chosen = small_first(
        asked,
        count,
        seed,
        size=lambda q: (len(q.children), q.parent_visits),
        key=lambda q: (q.children, q.parent_visits, q.c),
    )
    return [
        Position(
            number,
            question,
            {
                "children": list(question.children),
                "parent_visits": question.parent_visits,
                "c": question.c,
            },
            engine_choice(question),
            question_text(question),
            question.children,
        )
        for number, question in enumerate(chosen, 1)
    ]


def question_text(question: Question) -> str:
    """The node's children, its visits and ``c``, in plain text."""
    rows = [
        f"  {name}: visits {visits}, total value {total:g}"
        for name, visits, total in question.children
    ]
    return (
        f"A node of a search tree ({question.source}), visited {question.parent_visits} times; "
        f"c = {question.c:.4g}. Its children, in order:\n" + "\n".join(rows) + "\n"
        "Which child does UCB1 pick?"
    )


def read(returned: object) -> str:
    """The chosen child's name (a whole ``(name, visits, total)`` tuple is read as its name)."""
    if isinstance(returned, tuple) and len(returned) == 3:
        returned = returned[0]
    if not isinstance(returned, str):
        raise AnswerError(
            f"expected the name of a child, such as 'take 2', got {type(returned).__name__}"
        )
    return returned


#: How close two scores must be to count as equal (a sum in another order rounds otherwise).
SAME_SCORE = 1e-12


def compare(position: Position, theirs: str) -> str:
    """One sentence: why ``theirs`` is not UCB1's pick (``""``: it is)."""
    question: Question = position.game
    engine = position.answer
    if theirs == engine:
        return ""
    score = scores(question)
    if theirs not in score:
        return f"{theirs!r} is not one of the children: {', '.join(score)}."
    names = list(score)
    if math.isinf(score[engine]) and not math.isinf(score[theirs]):
        return (
            f"{engine} has never been visited: its UCB1 is infinite, so it is taken first; "
            f"you picked {theirs} (UCB1 {score[theirs]:.4f})."
        )
    if abs(score[theirs] - score[engine]) <= SAME_SCORE * max(1.0, abs(score[engine])):
        if names.index(theirs) < names.index(engine):
            return ""  # equal in exact arithmetic: the first is right
        return (
            f"{theirs} and {engine} tie at UCB1 {score[engine]:.4f}: the first in the list, "
            f"{engine}, wins the tie."
        )
    return (
        f"You picked {theirs} (UCB1 {score[theirs]:.4f} = mean {mean(question, theirs):.4f} "
        f"+ bonus {score[theirs] - mean(question, theirs):.4f}), but {engine} scores more "
        f"(UCB1 {score[engine]:.4f} = mean {mean(question, engine):.4f} "
        f"+ bonus {score[engine] - mean(question, engine):.4f})."
    )


def mean(question: Question, name: str) -> float:
    """The mean value of child ``name`` (0 if unvisited)."""
    visits, total = next((v, t) for n, v, t in question.children if n == name)
    return total / visits if visits else 0.0


def describe(answer: str | None) -> str:
    """A pick in plain text."""
    return "(none)" if answer is None else answer


def marks(position: Position, theirs: str | None) -> tuple[Marked, ...]:
    """The engine's pick, and the learner's when it is one of the children."""
    found = [Marked("engine", (position.answer,))]
    if theirs is not None and any(theirs == name for name, _, _ in position.focus):
        found.append(Marked("yours", (theirs,)))
    return tuple(found)


HINTS = (
    "First the rule for a child never visited: its score is infinite (math.inf), so "
    "return it straight away, the first such child in the list.",
    "For a visited child, the mean is total_value / visits (a true division: `/`, not `//`).",
    "The bonus is c * math.sqrt(math.log(parent_visits) / visits): ln of the PARENT's "
    "visits, divided by the CHILD's visits.",
    "Keep the best score so far and its name; replace them only when a score is strictly "
    "larger (`>`, not `>=`), so the first of equal scores stays.",
    "Or in one line: max(children, key=score)[0], where score(child) is the UCB1 of the "
    "child: Python's max keeps the first of equal keys.",
)

EXERCISE = Exercise(
    name="ucb_selection",
    title="Selection by UCB1: which child the tree search goes down",
    function="choose_child",
    game="tree_search",
    positions=positions,
    read=read,
    compare=compare,
    describe=describe,
    marks=marks,
    hints=HINTS,
)
