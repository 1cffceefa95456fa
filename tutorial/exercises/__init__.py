"""Exercises the engine checks: write an algorithm of the games, then run it on the games.

Each exercise gives a stub (a signature and a docstring) of a function a
learner writes on plain data (dicts, sets, tuples) built from a game state,
and :func:`check` runs it on a few hundred seeded positions, small ones
first, comparing each answer with the engine's own.  The result
(:class:`~tutorial.exercises.checking.CheckResult`) says how many passed,
or holds the first position where the answers differ, both answers and the
position as plain text; :mod:`tutorial.widgets.exercises` draws it on the
game's board.  Reference solutions live in ``tutorial/exercises/solutions/``,
one file an exercise, for a learner to load when they choose
(:func:`solution_path`).

======================  ======================================  ================
name                    the function to write                   algorithm
======================  ======================================  ================
``closest_mines``       ``road_distances(start, neighbours,     breadth-first
                        mines)``                                search
``silver_trail``        ``mine_groups(nodes, links, mines)``    union-find
``carcassonne_features````features(nodes, joins)``              union-find
``feature_completion``  ``completed_features(open_ends,         union-find with
                        joins)``                                open-end counts
``cardinalbot_route``   ``best_route(neighbours, tablets,       shortest route
                        starts, goal)``                         with tie-breaks
``ucb_selection``       ``choose_child(children,                UCB1, the
                        parent_visits, c)``                     selection of
                                                                tree search
======================  ======================================  ================
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tutorial.exercises import (
    carcassonne_features,
    cardinalbot_route,
    closest_mines,
    feature_completion,
    silver_trail,
    ucb_selection,
)
from tutorial.exercises.checking import CheckResult, Exercise, run_check

__all__ = [
    "EXERCISES",
    "CheckResult",
    "Exercise",
    "check",
    "exercise",
    "run_check",
    "solution_path",
]

#: Every exercise, by name, in the order of the notebooks.
EXERCISES: MappingProxyType[str, Exercise] = MappingProxyType(
    {
        exercise.name: exercise
        for exercise in (
            closest_mines.EXERCISE,
            silver_trail.EXERCISE,
            carcassonne_features.EXERCISE,
            feature_completion.EXERCISE,
            cardinalbot_route.EXERCISE,
            ucb_selection.EXERCISE,
        )
    }
)

SOLUTIONS = Path(__file__).parent / "solutions"


def exercise(name: str) -> Exercise:
    """The exercise called ``name`` (a ``KeyError`` lists the names)."""
    if name not in EXERCISES:
        raise KeyError(f"no exercise {name!r}; the exercises are {', '.join(EXERCISES)}")
    return EXERCISES[name]


def check(
    function: Callable[..., Any], name: str, *, seed: int = 0, count: int | None = None
) -> CheckResult:
    """Run ``function`` on the positions of exercise ``name``; the first difference, if any.

    See :func:`~tutorial.exercises.checking.run_check`.
    """
    return run_check(exercise(name), function, seed=seed, count=count)


def solution_path(name: str) -> Path:
    """The file holding the reference solution of exercise ``name`` (load it with ``%load``)."""
    return SOLUTIONS / f"{exercise(name).name}.py"
