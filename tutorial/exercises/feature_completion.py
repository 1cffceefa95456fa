"""Exercise 4: which cities and roads are complete, by counting open ends.

Rulebook (base game), *Scoring*: a road is complete when both its ends are
closed, a city when its wall has no gap.  The engine never walks round a
feature to see: each group of its union-find carries a count of open ends
(:mod:`tutorial.carcassonne.features`).  A new tile's road starts with one
open end per side it reaches, its city with one per side it covers; each
join across an edge closes one end on each tile, so the count drops by 2,
*even when the two nodes are in one feature already* (a road that loops
back, a city closing round a field).  A feature is complete at 0.

The learner writes that count on plain data, built by :func:`completion_question`:

- ``open_ends``: ``{node: open ends it starts with}`` for every city and
  road node (``node = (cell, index)``);
- ``joins``: the pairs of city or road nodes that meet across an edge, in
  the order the tiles were placed (each closes 2 open ends).

The answer is the complete features, each as the set of its nodes (taught
in ``notebooks/carcassonne/05_scoring_features.ipynb``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tutorial.carcassonne.explain import open_edges
from tutorial.carcassonne.features import Node, new_group
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.text import render_board
from tutorial.carcassonne.tiles import CITY, ROAD
from tutorial.core.graphs import UnionFind
from tutorial.exercises.carcassonne_features import (
    all_meetings,
    engine_features,
    feature_mark,
    first_difference,
    group_of,
    group_words,
    node_name,
    read_nodes,
)
from tutorial.exercises.checking import Exercise, Marked, Position
from tutorial.exercises.sampling import carcassonne_rings, carcassonne_states, small_first

#: How many games the positions are drawn from, and how many games from a ring.
GAMES = 6
RING_GAMES = 40

#: The kinds whose open ends are counted here (a monastery counts empty neighbours instead).
KINDS = (CITY, ROAD)

Groups = frozenset[frozenset[Node]]


def completion_question(state: GameState) -> dict[str, Any]:
    """The plain data the learner's function gets: ``open_ends`` and ``joins``.

    >>> from tutorial.carcassonne import Game
    >>> completion_question(Game(2, seed=1).state)
    {'open_ends': {((0, 0), 0): 1, ((0, 0), 1): 2}, 'joins': []}
    """
    open_ends = {}
    for cell in state.board:
        tile = state.tile_at(cell)
        for index, feature in enumerate(tile.features):
            if feature.kind in KINDS:
                open_ends[(cell, index)] = new_group(tile, index, cell, 0).open
    joins = [(m.ours, m.theirs) for m in all_meetings(state) if m.closed]
    return {"open_ends": open_ends, "joins": joins}


def engine_completed(state: GameState) -> Groups:
    """The engine's complete cities and roads: groups whose open count is 0."""
    return frozenset(
        group
        for group in engine_features(state)
        if state.group(next(iter(group))).kind in KINDS and state.group(next(iter(group))).complete
    )


def loops(state: GameState) -> int:
    """How many joins meet a city or road that is joined already (a loop, a ring)."""
    network: UnionFind[Node] = UnionFind()
    return sum(not network.union(m.ours, m.theirs) for m in all_meetings(state) if m.closed)


def positions(seed: int, count: int) -> list[Position]:
    """``count`` boards with a city or road on two tiles or more, small ones first.

    Half come from seeded games; half start from a closed ring of four
    tiles (:func:`~tutorial.exercises.sampling.carcassonne_rings`), where a
    count that forgets a join inside one feature goes wrong.
    """

    def sample(states: Iterable[GameState], wanted: int) -> list[GameState]:
        candidates = [s for s in states if any(m.closed for m in all_meetings(s))]
        return small_first(
            candidates,
            wanted,
            seed,
            size=lambda s: len(s.board),
            key=render_board,
        )

    chosen = sorted(
        sample(carcassonne_states(seed + 1, GAMES), count - count // 2)
        + sample(carcassonne_rings(seed, RING_GAMES), count // 2),
        key=lambda s: len(s.board),
    )
    return [
        Position(
            number,
            state,
            completion_question(state),
            engine_completed(state),
            f"{render_board(state)}\nWhich cities and roads are complete?",
        )
        for number, state in enumerate(chosen, 1)
    ]


def compare(position: Position, theirs: Groups) -> str:
    """One sentence about the first feature complete in one answer only (``""``: none)."""
    node = first_difference(position.answer, theirs)
    if node is None:
        return ""
    state: GameState = position.game
    group = state.group(node)
    what = node_name(state, node)
    if group_of(position.answer, node):
        return (
            f"{what.capitalize()} is in a complete {group.kind} "
            f"({group_words(group_of(position.answer, node))}); your answer "
            + ("has it with other nodes." if group_of(theirs, node) else "leaves it out.")
        )
    return (
        f"You say {what} is in a complete {group.kind} "
        f"({group_words(group_of(theirs, node))}), but it still has {group.open} open end(s)."
    )


def describe(answer: Groups | None) -> str:
    """Complete features in plain text: how many, and their tiles."""
    if answer is None:
        return "(none)"
    if not answer:
        return "no complete city or road"
    parts = sorted(group_words(g) for g in answer)
    return f"{len(answer)} complete: " + "; ".join(parts)


def marks(position: Position, theirs: Groups | None) -> tuple[Marked, ...]:
    """The feature complete in one answer only: its tiles in that answer, where it is open."""
    node = first_difference(position.answer, theirs or frozenset())
    if node is None:
        return ()
    state: GameState = position.game
    found = []
    engine = group_of(position.answer, node)
    if engine:
        found.append(feature_mark("engine", state, engine))
    mine = group_of(theirs or frozenset(), node)
    if mine:
        found.append(feature_mark("yours", state, mine))
    sides = open_edges(state, node)
    if sides:
        found.append(
            Marked("open_side", tuple(s.cell for s in sides), tuple(s.side.name for s in sides))
        )
    return tuple(found)


HINTS = (
    "Start from union-find (exercise 3), and keep one more number for each root: "
    "open[root], the open ends of its feature. At first open[node] = open_ends[node].",
    "A join (a, b) closes one end on EACH of the two tiles: the feature loses 2 open ends, not 1.",
    "If a and b have different roots, merge them: the new root's count is "
    "open[root_a] + open[root_b] - 2.",
    "If a and b already have the same root (a road looping back, a city closing round a "
    "field), there is nothing to merge, but the 2 ends still close: open[root] -= 2.",
    "At the end, a feature is complete when open[find(node)] == 0: return the groups "
    "of those nodes, each as a set.",
)

EXERCISE = Exercise(
    name="feature_completion",
    title="Complete features by counting open ends",
    function="completed_features",
    game="carcassonne",
    positions=positions,
    read=read_nodes,
    compare=compare,
    describe=describe,
    marks=marks,
    hints=HINTS,
)
