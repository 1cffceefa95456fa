"""Exercise 2: which mines are connected by road (union-find), for the Silver Trail.

Rulebook (Cerro Gordo), *Public Objectives*, Silver Trail: two mines
"previously unconnected" become "connected by road".  The engine keeps the
road network as a union-find as roads arrive (``state.network``) and reads
the groups of mines from it (:func:`tutorial.cerro_gordo.board.mine_groups`).
The learner writes union-find on plain data, built by :func:`network_question`:

- ``nodes``: the cells of every road and mine;
- ``links``: every road connection, a pair of cells (road to road, or road
  to mine; buildings are left out: roads do not continue through them);
- ``mines``: ``{cell: mine number}``.

The answer is the groups of mine numbers joined by road: every mine in one
group, a mine joined to no other in a group of its own (taught in
``notebooks/cerro_gordo/07_objectives.ipynb``).
"""

from __future__ import annotations

from typing import Any

from tutorial.cerro_gordo.board import mine_groups, network_nodes, road_edges
from tutorial.cerro_gordo.state import GameState
from tutorial.cerro_gordo.text import render_board
from tutorial.exercises.checking import Exercise, Marked, Position, read_groups
from tutorial.exercises.closest_mines import random_towns
from tutorial.exercises.sampling import cerro_gordo_states, small_first

#: How many games the positions are drawn from.
GAMES = 12

Groups = frozenset[frozenset[int]]


def network_question(state: GameState) -> dict[str, Any]:
    """The plain data the learner's function gets: ``nodes``, ``links`` and ``mines``.

    >>> from tutorial.cerro_gordo.scenarios import from_map
    >>> question = network_question(from_map("M1──┐ . M2\\n. . E1"))
    >>> question["nodes"], question["links"], question["mines"]
    ([(0, 0), (1, 0), (2, 0), (4, 0)], [((1, 0), (2, 0)), ((1, 0), (0, 0))], {(0, 0): 1, (4, 0): 2})
    """
    return {
        "nodes": network_nodes(state),
        "links": road_edges(state),
        "mines": {m.cell: m.number for m in state.mines},
    }


def positions(seed: int, count: int) -> list[Position]:
    """``count`` road networks, small boards first: half from games, half random towns.

    A random town of three mines often joins some and not others.
    """
    states = [s for s in cerro_gordo_states(seed, GAMES) if road_edges(s)]
    towns = random_towns(seed + 1, count, mines=(2, 3))
    chosen = sorted(
        small_first(states, count - count // 2, seed, _size, _key)
        + small_first(towns, count // 2, seed, _size, _key),
        key=_size,
    )
    return [
        Position(
            number,
            state,
            network_question(state),
            mine_groups(state),
            f"{render_board(state)}\nWhich mines are connected by road?",
        )
        for number, state in enumerate(chosen, 1)
    ]


def _size(state: GameState) -> int:
    return len(state.tiles)


def _key(state: GameState) -> frozenset:
    return frozenset(state.tiles.items())


def read(returned: object) -> Groups:
    """The groups of mine numbers, from any iterable of iterables of numbers."""
    return read_groups(
        returned, lambda m: isinstance(m, int), "[{1, 2}, {3}]", "mine numbers (whole numbers)"
    )


def group_of(groups: Groups, mine: int) -> frozenset[int]:
    """The group holding ``mine`` (empty if none does)."""
    return next((g for g in groups if mine in g), frozenset())


def first_difference(position: Position, theirs: Groups) -> int | None:
    """The lowest mine whose group differs between the answers (``None``: no difference)."""
    mines = sorted({m for g in position.answer | theirs for m in g})
    return next(
        (m for m in mines if group_of(position.answer, m) != group_of(theirs, m)),
        None,
    )


def compare(position: Position, theirs: Groups) -> str:
    """One sentence about the first mine whose group differs (``""``: no difference)."""
    mine = first_difference(position, theirs)
    if mine is None:
        return ""
    return (
        f"Mine {mine}: your group is {_set(group_of(theirs, mine))}; "
        f"the engine's is {_set(group_of(position.answer, mine))}."
    )


def _set(group: frozenset[int]) -> str:
    return "{" + ", ".join(str(m) for m in sorted(group)) + "}" if group else "missing"


def describe(answer: Groups | None) -> str:
    """Groups in plain text, smallest mine first."""
    if answer is None:
        return "(none)"
    if not answer:
        return "no groups (empty)"
    return ", ".join(_set(g) for g in sorted(answer, key=lambda g: min(g, default=0)))


def marks(position: Position, theirs: Groups | None) -> tuple[Marked, ...]:
    """Round the first mine whose group differs: the engine's group (its roads too), and yours."""
    state: GameState = position.game
    cell_of = {m.number: m.cell for m in state.mines}
    mine = first_difference(position, theirs or frozenset())
    if mine is None:
        mine = min(cell_of)
    engine = sorted(group_of(position.answer, mine))
    network = state.network
    roads = tuple(c for c in network_nodes(state) if network.find(c) == network.find(cell_of[mine]))
    found = [Marked("engine", tuple(sorted({*roads, *(cell_of[m] for m in engine)})))]
    mine_cells = tuple(cell_of[m] for m in sorted(group_of(theirs or frozenset(), mine)))
    if mine_cells:
        found.append(Marked("yours", mine_cells))
    return tuple(found)


HINTS = (
    "This is union-find. Give every node a parent: at first each node is its own "
    "parent (`parent = {node: node for node in nodes}`), so each is a group of one.",
    "Write `find(x)`: follow parent[x] up until you reach a node that is its own parent, "
    "the root. Two nodes are in the same group exactly when they have the same root.",
    "For each link (a, b): find the root of a and the root of b, and if they differ, "
    "hang one root under the other: parent[root_a] = root_b. Setting parent[a] = b "
    "directly (without find) cuts a off from the group it was in.",
    "At the end, group the mines by the root of their cell: "
    "{root: set of mine numbers}. Return the groups' values.",
    "Every mine must be in a group, even a mine no road reaches (a group of one).",
)

EXERCISE = Exercise(
    name="silver_trail",
    title="Mines connected by road, by union-find",
    function="mine_groups",
    game="cerro_gordo",
    positions=positions,
    read=read,
    compare=compare,
    describe=describe,
    marks=marks,
    hints=HINTS,
)
