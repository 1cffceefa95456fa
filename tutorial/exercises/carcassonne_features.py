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
  tiles were placed; each pair names first the node on the tile that comes
  first in reading order (top row first, then left to right).

The answer is the features: the groups of joined nodes, every node in one
(taught in ``notebooks/carcassonne/04_features_union_find.ipynb``).

The positions are boards from seeded games, small ones first, then two
boards made for the check (:func:`long_road`): one road of
:data:`ROAD_TILES` straight tiles, built eastwards and westwards.  There the
check counts the learner's look-ups of nodes (each step of ``find`` is one,
``parent[x]``) against a budget (:data:`LOOKUPS_PER_ITEM` a node and a
join): a union that always hangs the first root under the second (or
always the second under the first) builds a chain as long as the road on
one of the two boards, and a ``find`` that walks it end to end every time
goes over; union by size (or path compression) stays well within.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tutorial.carcassonne import scenarios
from tutorial.carcassonne.explain import parts_highlight, reading_order
from tutorial.carcassonne.feature_trace import Meeting, meetings
from tutorial.carcassonne.features import Node
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.text import render_board
from tutorial.carcassonne.tiles import MONASTERY, side_of, turned
from tutorial.exercises.checking import (
    CountedTuple,
    Exercise,
    Lookups,
    Marked,
    Position,
    StepBudget,
    read_groups,
)
from tutorial.exercises.sampling import carcassonne_states, small_first

#: How many games the positions are drawn from.
GAMES = 6
#: The length of the long road the check builds at the end (no game has so many
#: straight roads: the box holds 8).
ROAD_TILES = 120
#: The look-ups of nodes allowed a node and a join: union by size with path
#: compression takes about 8 (measured on this check's positions), and the
#: budget leaves room for other ways of writing it.
LOOKUPS_PER_ITEM = 20

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


def node_order(node: Node) -> tuple[int, int, int]:
    """Sort key for nodes: their cells in reading order, then their index on the tile."""
    cell, index = node
    return (*reading_order(cell), index)


def features_question(state: GameState) -> dict[str, Any]:
    """The plain data the learner's function gets: ``nodes`` and ``joins``.

    A join names first the node whose tile comes first in reading order, so
    which end a pair names first says nothing about which tile came first.

    >>> from tutorial.carcassonne import Game
    >>> question = features_question(Game(2, seed=1).state)
    >>> question["nodes"], question["joins"]
    ({((0, 0), 0): 'city', ((0, 0), 1): 'road', ((0, 0), 2): 'field', ((0, 0), 3): 'field'}, [])
    """
    return {
        "nodes": feature_kinds(state),
        "joins": [tuple(sorted((m.ours, m.theirs), key=node_order)) for m in all_meetings(state)],
    }


def engine_features(state: GameState) -> Groups:
    """The engine's features: the nodes grouped by their root in ``state.network``."""
    by_root: dict[Node, set[Node]] = {}
    for node in feature_kinds(state):
        by_root.setdefault(state.network.find(node), set()).add(node)
    return frozenset(frozenset(g) for g in by_root.values())


def long_road(tiles: int, eastwards: bool) -> GameState:
    """A board made for the check: one road of ``tiles`` straight tiles, placed in a row.

    Built ``eastwards`` (each tile east of the last) or westwards, so the
    new tile's node comes second in its joins, or first.  Its road and the
    fields either side of it are three features as long as the row.
    """
    columns = range(tiles) if eastwards else range(0, -tiles, -1)
    return scenarios.position({(x, 0): ("straight road", 1) for x in columns})


ASKED = "Which features (cities, roads, fields, monasteries) are there: which nodes are joined?"
#: The long roads at the end of the check: built eastwards, then westwards.
WAYS = ("eastwards", "westwards")


def question(number: int, state: GameState, note: str = "") -> Position:
    """Position ``number``: ``state``, its data, the engine's features, ``note`` in its text."""
    text = "\n".join(line for line in (render_board(state), note, ASKED) if line)
    return Position(number, state, features_question(state), engine_features(state), text)


def long_roads(first: int, count: int = len(WAYS)) -> list[Position]:
    """The first ``count`` long roads (:func:`long_road`), numbered from ``first``."""
    return [
        question(
            first + k,
            long_road(ROAD_TILES, eastwards=way == "eastwards"),
            f"A board made for the check, not from a game: one road of {ROAD_TILES} straight "
            f"tiles, placed {way} (the box holds 8 straight roads).",
        )
        for k, way in enumerate(WAYS[:count])
    ]


def positions(seed: int, count: int) -> list[Position]:
    """``count`` positions: boards from seeded games, small ones first, then the long roads.

    The long roads come last, as many as ``count`` leaves room for beside
    one game board.
    """
    roads = min(len(WAYS), max(count - 1, 0))
    states = [s for s in carcassonne_states(seed, GAMES) if len(s.board) > 1]
    chosen = small_first(states, count - roads, seed, size=lambda s: len(s.board), key=render_board)
    games = [question(number, state) for number, state in enumerate(chosen, 1)]
    return games + long_roads(len(games) + 1, roads)


def is_node(value: object) -> bool:
    """Whether ``value`` looks like a feature node ``(cell, index)``."""
    return isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], tuple)


def read_nodes(returned: object) -> Groups:
    """Groups of nodes from any iterable of iterables of ``(cell, index)`` nodes.

    The nodes come back as plain tuples (the check hands out counted ones).
    """
    groups = read_groups(
        returned, is_node, "[{((0, 0), 1), ((1, 0), 3)}, ...]", "nodes (cell, index)"
    )
    return frozenset(frozenset(tuple(node) for node in group) for group in groups)


def counted_nodes(arguments: dict[str, Any]) -> tuple[dict[str, Any], Callable[[], int]]:
    """The arguments with every node counting its look-ups, and the count so far.

    Each node appears once, as the same object in ``nodes`` and in ``joins``.
    """
    lookups = Lookups()
    counted = {node: CountedTuple(node, lookups) for node in arguments["nodes"]}
    metered = {
        "nodes": {counted[node]: kind for node, kind in arguments["nodes"].items()},
        "joins": [(counted[a], counted[b]) for a, b in arguments["joins"]],
    }
    lookups.count = 0  # building the dict above hashed every node once
    return metered, lambda: lookups.count


def lookups_allowed(position: Position) -> int:
    """The look-ups of nodes allowed on ``position``: a fixed number a node and a join."""
    data = position.arguments
    return LOOKUPS_PER_ITEM * (len(data["nodes"]) + len(data["joins"]))


def too_many_lookups(position: Position, used: int, allowed: int) -> str:
    """Why a right answer that looked nodes up too often fails, and what keeps find short."""
    data = position.arguments
    longest = max(len(group) for group in position.answer)
    return (
        f"Your features are right, but your function looked nodes up {used:,} times "
        f"(dicts and sets: each step of find is one, parent[x]); the check allows {allowed:,}, "
        f"{LOOKUPS_PER_ITEM} for each of the {len(data['nodes'])} nodes and "
        f"{len(data['joins'])} joins. A feature here has {longest} nodes in a row: a union "
        "that always hangs the same end's root under the other's makes a chain of them, "
        "and find walks it end to end. Hang the smaller tree under the larger (union by "
        "size), and no path gets longer than a handful of steps."
    )


def group_of(groups: Groups, node: Node) -> frozenset[Node]:
    """The group holding ``node`` (empty if none does)."""
    return next((g for g in groups if node in g), frozenset())


def first_difference(engine: Groups, theirs: Groups) -> Node | None:
    """The first node (reading order of cells) whose group differs between the answers."""
    nodes = sorted({n for g in engine | theirs for n in g}, key=node_order)
    return next((n for n in nodes if group_of(engine, n) != group_of(theirs, n)), None)


def sides_of(state: GameState, node: Node) -> str:
    """Where a node lies on its tile as placed: ``"N, E sides"``, or ``"middle"``."""
    cell, index = node
    tile = state.tile_at(cell)
    feature = tile.features[index]
    if feature.kind == MONASTERY or not feature.slots:
        return "middle"
    rotation = state.board[cell].rotation
    sides = sorted(
        {side_of(turned(slot, rotation)).name for slot in feature.slots}, key="NESW".index
    )
    if len(sides) == 4:
        return "all four sides"
    return f"{', '.join(sides)} side{'s' if len(sides) > 1 else ''}"


def node_name(state: GameState, node: Node) -> str:
    """``"the field 2 of the tile at (1, 0)"`` (exercise 4 names nodes so)."""
    cell, index = node
    kind = state.tile_at(cell).features[index].kind if cell in state.board else "feature"
    return f"the {kind} {index} of the tile at {cell}"


def group_words(group: frozenset[Node]) -> str:
    """A feature's nodes and tiles, in words."""
    if not group:
        return "none (no group holds it)"
    cells = sorted({cell for cell, _ in group}, key=reading_order)
    return f"{len(group)} node(s) on the tiles {', '.join(str(c) for c in cells)}"


def node_words(state: GameState, node: Node) -> str:
    """``"the field ((1, 0), 2) (N, W sides of its tile)"``: kind, node and where it lies."""
    cell, index = node
    if cell not in state.board:
        return f"the node {node}"
    kind = state.tile_at(cell).features[index].kind
    return f"the {kind} {node} ({sides_of(state, node)} of its tile)"


def names(state: GameState, nodes: frozenset[Node], most: int = 3) -> str:
    """Up to ``most`` nodes by name, in reading order, and how many more."""
    ordered = sorted(nodes, key=node_order)
    shown = "; ".join(node_words(state, n) for n in ordered[:most])
    return shown + (f"; and {len(ordered) - most} more" if len(ordered) > most else "")


def linking_join(
    position: Position, inside: frozenset[Node], outside: frozenset[Node]
) -> tuple[int, tuple[Node, Node]] | None:
    """The first join with one end in ``inside`` and the other in ``outside``, and its number."""
    for number, (a, b) in enumerate(position.arguments["joins"], 1):
        if (a in inside and b in outside) or (b in inside and a in outside):
            return number, (a, b)
    return None


def compare(position: Position, theirs: Groups) -> str:
    """Which nodes the answers put in different features (``""``: no difference).

    Takes the first node (reading order) whose feature differs, and names the
    nodes the engine's feature holds and yours does not (their root differs
    from its root in your answer), those yours holds and the engine's does
    not, and a join that connects the first kind to it.
    """
    node = first_difference(position.answer, theirs)
    if node is None:
        return ""
    state: GameState = position.game
    engine, yours = group_of(position.answer, node), group_of(theirs, node)
    missing, extra = engine - yours, yours - engine
    told = [
        f"Take {node_words(state, node)}: the engine's feature holding it has "
        f"{len(engine)} node(s), yours {len(yours) or 'none (no group holds it)'}."
    ]
    if missing:
        told.append(
            f"The engine's also holds {names(state, missing)}, which yours does not: in your "
            "answer their root is not its root."
        )
        link = linking_join(position, engine & yours or frozenset({node}), missing)
        if link is not None:
            number, (a, b) = link
            told.append(f"Join {number} of the list, {a} with {b}, connects them.")
    if extra:
        told.append(
            f"Yours also holds {names(state, extra)}, which the engine's does not: no chain of "
            "joins connects them to it."
        )
    return " ".join(told)


def describe(answer: Groups | None) -> str:
    """Groups in plain text: how many, and the node counts of the largest."""
    if answer is None:
        return "(none)"
    if not answer:
        return "no features (empty)"
    sizes = sorted((len(g) for g in answer), reverse=True)
    return f"{len(answer)} features; node counts {sizes[:12]}{' ...' if len(sizes) > 12 else ''}"


def cells_of(nodes: frozenset[Node]) -> tuple:
    """The tiles of ``nodes``, each once, in reading order."""
    return tuple(sorted({cell for cell, _ in nodes}, key=reading_order))


def feature_mark(role: str, state: GameState, nodes: frozenset[Node], meaning: str = "") -> Marked:
    """The tiles of ``nodes`` in ``role``, and on each the slots its features cover.

    The slots only if every node is a feature of a placed tile (a learner's
    answer may hold anything): else the whole tiles.
    """
    cells = cells_of(nodes)
    placed = all(
        c in state.board and type(i) is int and 0 <= i < len(state.tile_at(c).features)
        for c, i in nodes
    )
    if not placed:
        return Marked(role, cells, meaning=meaning)
    lit = parts_highlight("feature", state, nodes)
    parts = tuple(lit.parts[lit.cells.index(c)] for c in cells)
    return Marked(role, cells, meaning=meaning, parts=parts)


def feature_marks(position: Position, theirs: Groups | None) -> tuple[Marked, ...]:
    """The tiles of each answer's feature round the first node that differs, and its tiles.

    With no answer (the function raised), the engine's feature round the
    first node.  A right answer that went over the step budget has no such
    node: its longest feature is marked instead, the chain find had to walk.
    """
    node = first_difference(position.answer, theirs or frozenset())
    if node is None:
        longest = max(position.answer, key=len)
        meaning = f"the longest feature ({len(longest)} nodes): a chain for find to walk"
        return (Marked("asked", cells_of(longest), meaning=meaning),)
    state: GameState = position.game
    engine = group_of(position.answer, node)
    if theirs is None:
        meaning = "the engine's feature holding the first node (blue outline)"
        return (feature_mark("engine", state, engine, meaning),)
    mine = group_of(theirs, node)
    found = [
        feature_mark(
            "engine",
            state,
            engine,
            "the engine's feature holding the node named above (blue outline)",
        )
    ]
    if mine:
        found.append(feature_mark("yours", state, mine, "your feature holding it (orange wash)"))
    found.append(
        Marked(
            "asked",
            cells_of((engine ^ mine) | {node}),
            meaning="the tile of that node, and of each node only one of the two features "
            "holds (black dashes; the sentence above names them)",
        )
    )
    return tuple(found)


HINTS = (
    "This is union-find, as for the Silver Trail: every node starts as its own parent, "
    "parent = {node: node for node in nodes}.",
    "Write find(x): follow parent[x] up to the root, the node that is its own parent.",
    "For each join (a, b): if find(a) and find(b) differ, hang one root under the other. "
    "Never set parent[a] = b directly: a would leave the feature it was in.",
    "Two joins may meet the same feature twice (a city that closes round a field): "
    "the second time the roots are the same, and there is nothing to merge.",
    "Return the groups: {root: set of nodes}, for every node (a feature no other tile "
    "touches yet is a group of one).",
    "The last two positions are one long road. Keep size[root], the number of nodes "
    "under each root, and hang the smaller tree under the larger: find then never "
    "walks far (union by size).",
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
    budget=StepBudget(counted_nodes, lookups_allowed, too_many_lookups),
)
