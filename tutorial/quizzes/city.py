"""Carcassonne: "Is this city complete?", from the union-find's count of open sides.

Rulebook (base game), *Scoring*: a city is complete when it is surrounded
by a city wall and has no gaps.  The engine keeps each city as a union-find
group with a count of its open sides (:mod:`tutorial.carcassonne.features`);
the explanation is the one a click on a feature gives in the chapters,
:func:`tutorial.carcassonne.explain.describe_feature`: its tiles, where it
is still open (the open sides, and the empty cells beyond them), its
followers and what it scores.

The learner answers on the board: a click on one of the city's tiles says
"it is complete"; a click on an empty cell next to it says "it is still
open there".  The position comes from a seeded random game, a random
number of actions in; the city has two tiles or more, and is complete or
not with even odds when the board has both.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from tutorial.carcassonne.explain import describe_feature, open_cells_of_feature, reading_order
from tutorial.carcassonne.features import Node
from tutorial.carcassonne.game import Game
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import CITY
from tutorial.core.explanation import Explanation
from tutorial.core.grid import Cell, edge_neighbours
from tutorial.quizzes.questions import Candidate, Question, question_rng

KIND = "city"
#: The answer "the city is complete" (the other answers are empty cells).
COMPLETE = "complete"
#: Games tried for one question before giving up.
GAMES = 200


@dataclass(frozen=True)
class CityPosition:
    """A Carcassonne board and the city asked about (one of its feature nodes)."""

    state: GameState
    node: Node

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The city's tiles, in reading order."""
        return tuple(sorted(self.state.group(self.node).cells, key=reading_order))


def cities(state: GameState) -> list[Node]:
    """The root node of every city of two tiles or more, in a fixed order."""
    return sorted(
        root for root, group in state.groups.items() if group.kind == CITY and len(group.cells) > 1
    )


def find_position(rng: random.Random) -> CityPosition:
    """A city from a seeded random game, a random number of actions in.

    Complete or not with even odds, when the board holds cities of both sorts.
    """
    for _ in range(GAMES):
        game = Game(rng.choice((2, 3)), seed=rng.randrange(10**6))
        for _ in range(rng.randrange(10, 150)):
            if game.over():
                game.undo()  # a position still in play: the last action ended the game
                break
            game.step()
        state = game.state
        # A city with no empty cell beside it would leave a single answer to give.
        found = [n for n in cities(state) if next_to(CityPosition(state, n))]
        if not found:
            continue
        complete = rng.random() < 0.5
        wanted = [n for n in found if state.group(n).complete == complete] or found
        return CityPosition(state, rng.choice(wanted))
    raise RuntimeError(f"no game of {GAMES} had a city of two tiles")


def next_to(position: CityPosition) -> tuple[Cell, ...]:
    """The empty cells beside the city's tiles, in reading order: the "open there" answers."""
    board = position.state.board
    return tuple(
        sorted(
            {n for cell in position.cells for _, n in edge_neighbours(cell) if n not in board},
            key=reading_order,
        )
    )


def explain_city(position: CityPosition) -> Explanation:
    """The chapters' explanation of the city (:func:`describe_feature`), titled with the answer."""
    told = describe_feature(position.state, position.node)
    complete = position.state.group(position.node).complete
    return replace(told, title=f"The city is {'complete' if complete else 'not complete'}")


def city_question(seed: int, number: int = 1) -> Question:
    """Question ``number`` of ``seed``: is the ringed city complete, and if not, where is it open?

    Candidates: :data:`COMPLETE`, then every empty cell beside the city.
    Right: :data:`COMPLETE` for a complete city, else each empty cell
    beyond one of its open sides.

    >>> q = city_question(1)
    >>> q.candidates[0].answer
    'complete'
    """
    position = find_position(question_rng(KIND, seed, number))
    state, node = position.state, position.node
    complete = state.group(node).complete
    right = {COMPLETE} if complete else set(open_cells_of_feature(state, node))
    candidates = (
        Candidate(COMPLETE, "It is complete (click one of its tiles)"),
        *(Candidate(cell, f"It is still open towards {cell}") for cell in next_to(position)),
    )
    return Question(
        kind=KIND,
        seed=seed,
        number=number,
        prompt=(
            f"Is the city outlined on {', '.join(map(str, position.cells))} complete? "
            "If it is, click one of its tiles; if not, click an empty cell it is still open "
            "towards."
        ),
        position=position,
        candidates=candidates,
        right=frozenset(right),
        explain=lambda: explain_city(position),
    )
