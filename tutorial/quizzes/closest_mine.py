"""Cerro Gordo: "Which mine is closest?" to a building, by road (breadth-first search).

Rulebook, *Mining*: "see if you can draw a path of connected Roads from the
Building you are currently on to the place you are checking. If you can,
count how many Road Tiles are crossed to get there", and mine from the
closest; *Clarifications*: tied mines are all closest.  The engine's
answer is :func:`tutorial.cerro_gordo.board.closeness`, a breadth-first
search along roads.

The position comes from a real game: seeded bots play a random number of
actions, then the generator looks for a building connected by road to a
mine (with two mines or more still holding tiles, so that there is a
choice), preferring one where the question has a catch: two or more mines
connected, or a mine nearer as the crow flies that is not nearer by road.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutorial.cerro_gordo.board import Closeness, closeness
from tutorial.cerro_gordo.components import Building
from tutorial.cerro_gordo.game import Game
from tutorial.cerro_gordo.mining import RULE_MINING
from tutorial.cerro_gordo.state import GameState
from tutorial.core.explanation import Explanation, Highlight
from tutorial.core.grid import Cell
from tutorial.quizzes.questions import Candidate, Question, question_rng

KIND = "closest mine"
#: Games tried for a building "with a catch" before one without will do.
CATCH_TRIES = 4
#: Games tried for one question before giving up (none has ever been needed past a few).
GAMES = 200


@dataclass(frozen=True)
class MinePosition:
    """A Cerro Gordo board and the building the question asks about."""

    state: GameState
    building: Cell


def crow_nearest(state: GameState, building: Cell) -> frozenset[int]:
    """The mine(s) with tiles left nearest ``building`` as the crow flies (rows plus columns)."""
    far = {
        m.number: abs(m.cell[0] - building[0]) + abs(m.cell[1] - building[1])
        for m in state.mines
        if not m.empty
    }
    best = min(far.values())
    return frozenset(m for m, d in far.items() if d == best)


def has_catch(state: GameState, building: Cell) -> bool:
    """Whether the question is more than one road to one mine: two mines connected, or a decoy."""
    reach = closeness(state, building)
    return len(reach.roads) > 1 or not crow_nearest(state, building) <= set(reach.nearest)


def connected_buildings(state: GameState) -> list[Cell]:
    """Buildings from which a road path reaches a mine with tiles left, in cell order."""
    return sorted(
        cell
        for cell, tile in state.tiles.items()
        if isinstance(tile, Building) and closeness(state, cell).connected
    )


def find_position(rng: random.Random) -> MinePosition:
    """A position from a seeded game: a random number of actions in, a connected building.

    From the chosen action on, the first state with a building "with a
    catch" (:func:`has_catch`) is kept.  If the game ends before one,
    another game is tried; after :data:`CATCH_TRIES` games, the first state
    of the game that had any connected building will do.
    """
    for tried in range(GAMES):
        players = rng.choice((2, 3, 4))
        seats = tuple(rng.choice(("greedy", "random")) for _ in range(players))
        game = Game(players, seed=rng.randrange(10**6), seats=seats)
        start = rng.randrange(0, 40)
        fallback: MinePosition | None = None
        for played in range(Game.MAX_ACTIONS):
            if game.over():
                break
            state = game.state
            if played >= start and sum(not m.empty for m in state.mines) > 1:
                buildings = connected_buildings(state)
                caught = [b for b in buildings if has_catch(state, b)]
                if caught:
                    return MinePosition(state, rng.choice(caught))
                if buildings and fallback is None:
                    fallback = MinePosition(state, rng.choice(buildings))
            game.step()
        if fallback is not None and tried >= CATCH_TRIES:
            return fallback
    raise RuntimeError(f"no game of {GAMES} had a building connected to a mine")


def explain_closeness(state: GameState, building: Cell, reach: Closeness) -> Explanation:
    """Why the closest mine is closest: the distances by road and a shortest path to each.

    Highlights as the Mining chapter draws them: ``"path"`` the road tiles
    of a shortest path (numbered 1, 2, ... from the building), ``"closest"``
    the closest mine(s).
    """
    nearest = reach.nearest
    lines = [
        f"Breadth-first search along roads from the building at {building}: it visits tiles "
        "in rings of 1, 2, 3... road tiles, so the first mine it reaches is the closest.",
        "Distances by road: "
        + ", ".join(f"Mine {m}: {d} road tile(s)" for m, d in sorted(reach.roads.items()))
        + ".",
    ]
    cut = [m.number for m in state.mines if not m.empty and m.number not in reach.roads]
    if cut:
        lines.append(", ".join(f"Mine {m}" for m in cut) + " cannot be reached by road from there.")
    crow = crow_nearest(state, building) - set(nearest)
    if crow:
        lines.append(
            ", ".join(f"Mine {m}" for m in sorted(crow))
            + " is nearer as the crow flies, but only roads count."
        )
    if len(nearest) > 1:
        lines.append("Several mines are tied for closest: all of them are closest.")
    highlights = []
    for mine in nearest:
        path = reach.path(state, mine)[1:-1]
        highlights.append(Highlight("path", path, tuple(str(i) for i in range(1, len(path) + 1))))
    highlights.append(Highlight("closest", tuple(state.mines[m - 1].cell for m in nearest)))
    names = " and ".join(f"Mine {m}" for m in nearest)
    roads = reach.roads[nearest[0]]
    return Explanation(
        f"{names}: {roads} road tile(s) away", tuple(lines), RULE_MINING, tuple(highlights)
    )


def closest_mine_question(seed: int, number: int = 1) -> Question:
    """Question ``number`` of ``seed``: which mine is closest by road to a building?

    Candidates: every mine with tiles left, numbered as the mines are.

    >>> q = closest_mine_question(1)
    >>> q.right <= {c.answer for c in q.candidates}
    True
    """
    position = find_position(question_rng(KIND, seed, number))
    state, building = position.state, position.building
    reach = closeness(state, building)
    mines = tuple(m.number for m in state.mines if not m.empty)
    return Question(
        kind=KIND,
        seed=seed,
        number=number,
        prompt=(
            f"A pawn stands on the building at {building} (ringed). Which mine is closest "
            "to it by road? Click the mine (ties: any of them)."
        ),
        position=position,
        candidates=tuple(Candidate(m, f"Mine {m}") for m in mines),
        right=frozenset(reach.nearest),
        explain=lambda: explain_closeness(state, building, reach),
    )
