"""Exercise 3: Carcassonne's cities, roads and fields as they grow, by union-find.

Rulebook (base game), *Scoring*: a city, road or field spreads over the
tiles it crosses.  The engine keeps every feature of every placed tile as a
node of a union-find and joins the nodes that meet across an edge as each
tile arrives (:mod:`tutorial.carcassonne.features`).  The learner writes the
union-find on plain data, built by :func:`features_question`:

- ``nodes``: ``{node: kind}`` for every feature on every tile: a node is
  ``(cell, index)``, the ``index``-th feature of the tile on ``cell``, and
  its kind is ``"city"``, ``"road"``, ``"field"`` or ``"monastery"``;
- ``joins``: the pairs of nodes that meet across an edge, in the order the
  tiles were placed.

The answer is the features: the groups of joined nodes, every node in one
(taught in ``notebooks/carcassonne/04_features_union_find.ipynb``).
"""

from __future__ import annotations

from typing import Any

from tutorial.carcassonne.explain import parts_highlight
from tutorial.carcassonne.feature_trace import Meeting, meetings
from tutorial.carcassonne.features import Node
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.text import render_board
from tutorial.exercises.checking import Exercise, Marked, Position, read_groups
from tutorial.exercises.sampling import carcassonne_states, small_first

#: How many games the positions are drawn from.
GAMES = 6

Groups = frozenset[frozenset[Node]]


def all_meetings(state: GameState) -> list[Meeting]:
    """Every join across an edge, tile by tile in the order they were placed."""
    partial: dict = {}
    found = []
    for cell, placed in state.board.items():
        partial[cell] = placed
        found += meetings(partial, state.rules.tiles, cell)
    return found


def feature_kinds(state: GameState) -> dict[Node, str]:
    """``{node: kind}`` for every feature of every placed tile."""
    return {
        (cell, index): feature.kind
        for cell in state.board
        for index, feature in enumerate(state.tile_at(cell).features)
    }


def features_question(state: GameState) -> dict[str, Any]:
    """The plain data the learner's function gets: ``nodes`` and ``joins``.

    >>> from tutorial.carcassonne import Game
    >>> question = features_question(Game(2, seed=1).state)
    >>> question["nodes"], question["joins"]
    ({((0, 0), 0): 'city', ((0, 0), 1): 'road', ((0, 0), 2): 'field', ((0, 0), 3): 'field'}, [])
    """
    return {
        "nodes": feature_kinds(state),
        "joins": [(m.ours, m.theirs) for m in all_meetings(state)],
    }


def engine_features(state: GameState) -> Groups:
    """The engine's features: the nodes grouped by their root in ``state.network``."""
    by_root: dict[Node, set[Node]] = {}
    for node in feature_kinds(state):
        by_root.setdefault(state.network.find(node), set()).add(node)
    return frozenset(frozenset(g) for g in by_root.values())


def positions(seed: int, count: int) -> list[Position]:
    """``count`` boards from seeded games, small ones first."""
    states = [s for s in carcassonne_states(seed, GAMES) if len(s.board) > 1]
    chosen = small_first(states, count, seed, size=lambda s: len(s.board), key=render_board)
    return [
        Position(
            number,
            state,
            features_question(state),
            engine_features(state),
            f"{render_board(state)}\nWhich features (cities, roads, fields, monasteries) "
            "are there: which feature nodes are joined?",
        )
        for number, state in enumerate(chosen, 1)
    ]


def is_node(value: object) -> bool:
    """Whether ``value`` looks like a feature node ``(cell, index)``."""
    return isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], tuple)


def read_nodes(returned: object) -> Groups:
    """Groups of nodes from any iterable of iterables of ``(cell, index)`` nodes."""
    return read_groups(
        returned, is_node, "[{((0, 0), 1), ((1, 0), 3)}, ...]", "nodes (cell, index)"
    )


def group_of(groups: Groups, node: Node) -> frozenset[Node]:
    """The group holding ``node`` (empty if none does)."""
    return next((g for g in groups if node in g), frozenset())


def first_difference(engine: Groups, theirs: Groups) -> Node | None:
    """The first node (reading order of cells) whose group differs between the answers."""
    nodes = sorted({n for g in engine | theirs for n in g}, key=lambda n: (n[0][1], n[0][0], n[1]))
    return next((n for n in nodes if group_of(engine, n) != group_of(theirs, n)), None)


def node_name(state: GameState, node: Node) -> str:
    """``"the city of (1, 0) [node ((1, 0), 0)]"``."""
    cell, index = node
    kind = state.tile_at(cell).features[index].kind if cell in state.board else "feature"
    return f"the {kind} {index} of the tile at {cell}"


def group_words(group: frozenset[Node]) -> str:
    """A feature's nodes and tiles, in words."""
    if not group:
        return "none (no group holds it)"
    cells = sorted({cell for cell, _ in group}, key=lambda c: (c[1], c[0]))
    return f"{len(group)} node(s) on the tiles {', '.join(str(c) for c in cells)}"


def compare(position: Position, theirs: Groups) -> str:
    """One sentence about the first node whose feature differs (``""``: no difference)."""
    node = first_difference(position.answer, theirs)
    if node is None:
        return ""
    state: GameState = position.game
    return (
        f"For {node_name(state, node)}: your feature is {group_words(group_of(theirs, node))}; "
        f"the engine's is {group_words(group_of(position.answer, node))}."
    )


def describe(answer: Groups | None) -> str:
    """Groups in plain text: how many, and the tiles of the largest."""
    if answer is None:
        return "(none)"
    if not answer:
        return "no features (empty)"
    sizes = sorted((len(g) for g in answer), reverse=True)
    return f"{len(answer)} features; node counts {sizes[:12]}{' ...' if len(sizes) > 12 else ''}"


def feature_mark(role: str, state: GameState, nodes: frozenset[Node]) -> Marked:
    """The tiles of ``nodes`` in ``role``, and on each the slots its features cover.

    The slots only if every node is a feature of a placed tile (a learner's
    answer may hold anything): else the whole tiles.
    """
    cells = tuple(sorted({c for c, _ in nodes}))
    placed = all(
        c in state.board and type(i) is int and 0 <= i < len(state.tile_at(c).features)
        for c, i in nodes
    )
    if not placed:
        return Marked(role, cells)
    lit = parts_highlight("feature", state, nodes)
    return Marked(role, cells, parts=tuple(lit.parts[lit.cells.index(c)] for c in cells))


def feature_marks(position: Position, theirs: Groups | None) -> tuple[Marked, ...]:
    """The tiles of each answer's feature round the first node that differs."""
    node = first_difference(position.answer, theirs or frozenset())
    if node is None:
        return ()
    state: GameState = position.game
    mine = group_of(theirs or frozenset(), node)
    found = [feature_mark("engine", state, group_of(position.answer, node))]
    if mine:
        found.append(feature_mark("yours", state, mine))
    return tuple(found)


HINTS = (
    "This is union-find, as for the Silver Trail: every node starts as its own parent "
    "(`parent = {node: node for node in nodes}`).",
    "Write `find(x)`: follow parent[x] up to the root, the node that is its own parent.",
    "For each join (a, b): if find(a) and find(b) differ, hang one root under the other. "
    "Never set parent[a] = b directly: a would leave the feature it was in.",
    "Two joins may meet the same feature twice (a city that closes round a field): "
    "the second time the roots are the same, and there is nothing to merge.",
    "Return the groups: {root: set of nodes}, for every node (a feature no other tile "
    "touches yet is a group of one).",
)

EXERCISE = Exercise(
    name="carcassonne_features",
    title="Carcassonne features by union-find",
    function="features",
    game="carcassonne",
    positions=positions,
    read=read_nodes,
    compare=compare,
    describe=describe,
    marks=feature_marks,
    hints=HINTS,
)
