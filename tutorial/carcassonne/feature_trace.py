"""A game's features grown tile by tile: the engine's union-find, line by line, with open ends.

The engine (:mod:`~tutorial.carcassonne.features`) keeps every city, road,
field and monastery as a set of *feature nodes* ``(cell, index)`` in a
union-find, and each set counts its open ends.  :func:`replay_features`
does that work again one line at a time, for a step-through
(:class:`~tutorial.widgets.carcassonne.feature_view.FeatureStepper`):

- the tiles in the order they were placed; each tile's features are added,
  each a set of its own with the open ends it has on its tile;
- each side that touches a tile is joined with the facing side: a city side
  by its middle slot alone (the city covers all three), a road or field
  side slot by slot (:func:`meetings`, the engine's
  :attr:`~tutorial.carcassonne.tiles.TileType.meets`); a join is the
  union-find chapter's ``union`` and ``find``, with union by size and path
  compression (:meth:`~tutorial.core.graphs.UnionFind.union_traced`), and
  merged sets add up their open ends;
- a matched city side or road end closes an open end on each tile: the
  count drops by 2, even when the two ends were already connected (a road
  closing a loop on itself);
- each monastery around the tile has one empty neighbour fewer.

Rulebook (base game), *Scoring*: a city, road or monastery is **complete**
when its count reaches 0.  That is a counter check: nothing is searched.

The replay runs the engine's joins in the engine's order, so after each tile
its forest is the engine's ``state.network``, parent for parent, and its
counts are the engine's group records (the tests check it on whole games).

Cost: each union and find is nearly constant time (union by size and path
compression); a tile adds at most :data:`MOST_FEATURES` features (the
crossroads) and makes at most :data:`MOST_JOINS` joins (3 slots on each of 4
sides; a city side makes one); completion is a look at a counter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple

from tutorial.carcassonne.board import Placed
from tutorial.carcassonne.features import Node, around, new_group
from tutorial.carcassonne.game import Game
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import (
    CITY,
    FIELD,
    MONASTERY,
    ROAD,
    TileType,
    base_tiles,
    facing,
    feature_at,
)
from tutorial.core.graphs import UnionEvent, UnionFind, root_in
from tutorial.core.grid import CLOCKWISE, Cell, edge_neighbours
from tutorial.core.history import History

#: The replay as a chapter shows it: the engine's ``add_tile`` and ``join``
#: (:mod:`~tutorial.carcassonne.features`), line by line.  Lines 13, 15 and 16
#: are the union-find chapter's ``union`` (``join`` runs it as the engine does:
#: the two finds first, a loop closing when they agree), and 20-26 its ``find``,
#: word for word; the rest counts open ends.
FEATURE_PSEUDOCODE = (
    "place(tile):",
    "    for each feature x of the tile:  add(x)",
    "    for each side of the tile with a tile beside it:",
    "        slots = [its middle slot] if the side is a city, else its 3 slots",
    "        for each slot s in slots:",
    "            k = 2 if a city or road is at s, else 0",
    "            join(our feature at s, their feature at facing(s), k)",
    "    for each monastery m around the tile:  close(find(m), 1)",
    "add(x):  parent[x] = x;  size[x] = 1",
    "    open[x] = its slots if a road, its sides if a city,",
    "              its empty neighbours if a monastery, else 0",
    "join(a, b, k):",
    "    ra = find(a);  rb = find(b)",
    "    if ra == rb:  close(ra, k);  stop    (already connected)",
    "    if size[ra] < size[rb]:  swap ra and rb",
    "    parent[rb] = ra;  size[ra] += size[rb]",
    "    open[ra] += open[rb];  close(ra, k)",
    "close(r, k):  open[r] -= k",
    "    if open[r] == 0 and r is no field:  r is complete",
    "find(x):",
    "    root = x",
    "    while parent[root] != root:",
    "        root = parent[root]",
    "    for each node y on the way from x to root:",
    "        parent[y] = root    (path compression)",
    "    return root",
)

#: The lines of :data:`FEATURE_PSEUDOCODE` each kind of :class:`FeatureEvent` lights.
FEATURE_LINES: dict[str, tuple[int, ...]] = {
    "start": (),
    "add": (2, 9, 10, 11),
    "join": (4, 5, 6, 7),
    "union": (12, 13),
    "find": (20, 21),
    "up": (22, 23),
    "root": (22, 26),
    "compress": (24, 25),
    "same": (14,),
    "hang": (15, 16, 17),
    "close": (18,),
    "neighbour": (8, 18),
    "complete": (19,),
    "done": (),
}

#: The base game's tile with the most features (the crossroads: 4 roads, 4 fields).
RICHEST_TILE = max(base_tiles(), key=lambda tile: len(tile.features))
#: The most features one tile brings.
MOST_FEATURES = len(RICHEST_TILE.features)
#: The most joins one tile can make: every side touching a tile, 3 slots a road or
#: field side, 1 a city side (:func:`~tutorial.carcassonne.tiles.side_meetings`).
MOST_JOINS = max(sum(map(len, tile.meets[0])) for tile in base_tiles())

#: The letter that starts a node's name: ``R7`` is the 7th node, a road.
LETTERS = {CITY: "C", ROAD: "R", FIELD: "F", MONASTERY: "M"}
#: The lines of union-find itself (the rest are the replay's own).
UNION_FIND_KINDS = ("add", "union", "find", "up", "root", "compress", "same", "hang")


class FeatureEvent(NamedTuple):
    """One line of the replay, and the forest and open ends after it.

    The first six fields are those of :class:`~tutorial.core.graphs.UnionEvent`
    (a union-find line is one, with more fields).

    Attributes
    ----------
    kind:
        A :class:`~tutorial.core.graphs.UnionEvent` kind (``"start"``,
        ``"add"``, ``"union"``, ``"find"``, ``"up"``, ``"root"``,
        ``"compress"``, ``"same"``, ``"hang"``, ``"done"``), or
        ``"join"`` (``nodes = (a, b)``: two features meet across an edge),
        ``"close"`` (``nodes[0]``, a root, lost 2 open ends to the join),
        ``"neighbour"`` (the monastery ``nodes[0]`` lost an empty neighbour)
        or ``"complete"`` (the count of the root ``nodes[0]`` reached 0).
    parent, size:
        Every node's parent, each root's set size, after this line.
    open:
        Each root's open ends after this line (always 0 for a field).
    kinds:
        Every node's kind (city, road, field, monastery).
    cities:
        For each field's root: the city nodes the field touches.
    tile:
        Which placement of the trace this line belongs to (-1 before the first).
    numbers:
        ``"join"``: the two slots and the open ends the join closes
        (``k``: 2 for a city or road, 0 for a field); ``"union"``: ``k``;
        ``"hang"``: the open ends of the two sets before (hung, kept);
        ``"close"``, ``"neighbour"``: the count before.
    """

    kind: str
    nodes: tuple[Node, ...]
    edge: tuple[Node, Node] | None
    parent: Mapping[Node, Node]
    size: Mapping[Node, int]
    sizes_before: tuple[int, ...]
    open: Mapping[Node, int]
    kinds: Mapping[Node, str]
    cities: Mapping[Node, frozenset[Node]]
    tile: int
    numbers: tuple[int, ...] = ()

    @property
    def lines(self) -> tuple[int, ...]:
        """The lines of :data:`FEATURE_PSEUDOCODE` this event lights (from 1)."""
        return FEATURE_LINES[self.kind]

    def root(self, node: Node) -> Node:
        """The root of ``node``'s tree in this event's forest (without changing it)."""
        return root_in(self.parent, node)

    def tiles_of(self, root: Node) -> int:
        """How many tiles the set of ``root`` spreads over."""
        return len({node[0] for node in self.parent if self.root(node) == root})

    def describe(self, name: Callable[[Node], str]) -> str:
        """What this line did, in the union-find chapter's words and open ends."""
        kind, n = self.kind, [name(x) for x in self.nodes]
        if kind == "union":
            (k,) = self.numbers
            return f"join({n[0]}, {n[1]}, {k}): find the root of each end."
        if kind in UNION_FIND_KINDS:
            said = UnionEvent(*self[:6]).describe(name)
            node = self.nodes[-1]
            what = self.kinds[node]
            if kind == "add" and what != FIELD:
                ends = self.open[node]
                extra = " (empty cells around it)" if what == MONASTERY else ""
                said += f" A {what} with {ends} open end{'s' * (ends != 1)}{extra}."
            elif kind == "add":
                said += " A field."
            elif kind == "hang" and what != FIELD:
                hung, kept = self.numbers
                said += f" Open ends: {kept} + {hung} = {self.open[node]}."
            return said
        if kind == "start":
            return "The replay starts from an empty board: no feature nodes yet."
        if kind == "join":
            a, b = self.nodes
            s, t, k = self.numbers
            return (
                f"{n[0]} (slot {s}, {CLOCKWISE[s // 3].name} side of {a[0]}) meets {n[1]} "
                f"(slot {t} of {b[0]}) across an edge: join({n[0]}, {n[1]}, {k})."
            )
        if kind == "close":
            (before,) = self.numbers
            what = self.kinds[self.edge[0]] if self.edge else ""
            return (
                f"A {what} meets a {what}: one open end closed on each tile. "
                f"close({n[0]}, 2): open[{n[0]}] = {before} - 2 = {before - 2}."
            )
        if kind == "neighbour":
            (before,) = self.numbers
            return (
                f"{n[0]} is a monastery next to the new tile: one empty cell fewer. "
                f"close({n[0]}, 1): open[{n[0]}] = {before} - 1 = {before - 1}."
            )
        if kind == "complete":
            root = self.nodes[0]
            tiles = self.tiles_of(root)
            return (
                f"open[{n[0]}] == 0: the {self.kinds[root]} {n[0]} ({tiles} "
                f"tile{'s' * (tiles != 1)}) is complete."
            )
        done = sum(1 for r, k in self.open.items() if k == 0 and self.kinds[r] != FIELD)
        return f"The last tile is placed: {len(self.size)} set(s) left, {done} of them complete."

    def root_words(self, root: Node, name: Callable[[Node], str]) -> str:
        """A root in the data lines: size, kind, open ends (for a field: the cities it touches)."""
        what = self.kinds[root]
        words = [f"size {self.size[root]}", what]
        if what == FIELD:
            touched = self.cities.get(root, frozenset())
            if touched:
                names = ", ".join(sorted(name(c) for c in touched))
                count = len({self.root(c) for c in touched})
                words.append(f"touches {names}: {count} cit{'y' if count == 1 else 'ies'}")
        else:
            ends = self.open[root]
            words.append(f"{ends} open end{'s' * (ends != 1)}" + (": complete" if not ends else ""))
        return f"{name(root)} ({', '.join(words)})"

    def text(self, name: Callable[[Node], str]) -> str:
        """The sentence, then every non-root's parent and every root's size, kind and open ends."""
        parents = [f"{name(n)}→{name(p)}" for n, p in self.parent.items() if p != n]
        roots = [self.root_words(r, name) for r in self.size]
        return "\n".join(
            (
                self.describe(name),
                f"  parent: {', '.join(parents) or '(every node is a root)'}",
                f"  roots: {', '.join(roots) or '(none)'}",
            )
        )


@dataclass(frozen=True)
class Placement:
    """A tile the replay places: where, which, turned how, and by whom.

    ``turn`` and ``player`` are ``None`` for a tile already on the board
    when the replay starts; ``entry`` is the history entry that shows the
    board just after it (0 for those).
    """

    cell: Cell
    placed: Placed
    tile: TileType
    nodes: tuple[Node, ...]
    turn: int | None = None
    player: str | None = None
    entry: int = 0

    def describe(self, name: Callable[[Node], str]) -> str:
        """One sentence: the tile, where it goes, and its feature nodes."""
        r = self.placed.rotation
        turned = f", turned {r} quarter turn{'s' * (r != 1)}" if r else ""
        what = f"the {self.tile.name} tile on {self.cell}{turned}"
        head = (
            f"Turn {self.turn}, {self.player} places {what}"
            if self.turn
            else f"On the board: {what}"
        )
        return f"{head}; its features: {', '.join(name(n) for n in self.nodes)}."


@dataclass(frozen=True)
class FeatureTrace:
    """Every line of the replay (:attr:`events`) and the tiles it placed, in order.

    ``left_out``: the tiles of the source not replayed (past a ``tiles`` limit).
    """

    events: tuple[FeatureEvent, ...]
    placements: tuple[Placement, ...]
    names: Mapping[Node, str]
    left_out: int = 0

    def name(self, node: Node) -> str:
        """A node's short name: its kind's letter and its number in order of arrival (``R7``)."""
        return self.names[node]

    def step_text(self, index: int) -> str:
        """Line ``index`` as plain text, after the tile's placement on its first line."""
        event = self.events[index]
        text = event.text(self.name)
        first = event.tile >= 0 and (index == 0 or self.events[index - 1].tile != event.tile)
        if first:
            text = f"{self.placements[event.tile].describe(self.name)} {text}"
        return text

    def completions(self) -> list[tuple[int, Node]]:
        """``(event index, root)`` of each city, road or monastery the moment it completes."""
        return [(i, e.nodes[0]) for i, e in enumerate(self.events) if e.kind == "complete"]

    def last_of(self, tile: int) -> int:
        """The index of the last line of placement ``tile``."""
        return max(i for i, e in enumerate(self.events) if e.tile == tile)


class Meeting(NamedTuple):
    """Two features that meet across an edge at ``slot`` of the new tile."""

    ours: Node
    theirs: Node
    slot: int
    closed: int


def meetings(
    board: Mapping[Cell, Placed], types: tuple[TileType, ...], cell: Cell
) -> Iterator[Meeting]:
    """The joins of the tile at ``cell`` with its neighbours, in the engine's order.

    Sides clockwise from north; a city side is one feature on all three
    slots, so its middle slot stands for it; any other side joins its three
    slots.  A matched city side or road end closes 2 open ends (one on each
    tile); a field has none.
    """
    placed = board[cell]
    tile = types[placed.tile]
    for side, (_, neighbour) in enumerate(edge_neighbours(cell)):
        there = board.get(neighbour)
        if there is None:
            continue
        other = types[there.tile]
        # The tile type's meetings (tiles.side_meetings), as add_tile reads them.
        for ours, slot, closed in tile.meets[placed.rotation][side]:
            theirs = (neighbour, feature_at(other, there.rotation, slot))
            yield Meeting((cell, ours), theirs, facing(slot), closed)


class _Replay:
    """The working state of one replay (a tool inside :func:`replay_features`)."""

    def __init__(self, types: tuple[TileType, ...]) -> None:
        self.types = types
        self.sets: UnionFind[Node] = UnionFind()
        self.open: dict[Node, int] = {}
        self.cities: dict[Node, frozenset[Node]] = {}
        self.kinds: dict[Node, str] = {}
        self._kinds_view = MappingProxyType(self.kinds)  # a node's kind never changes
        self.names: dict[Node, str] = {}
        self.events: list[FeatureEvent] = []
        self.placements: list[Placement] = []
        # Read-only copies, made again only when a count changes.
        self._open_view: Mapping[Node, int] = MappingProxyType({})
        self._cities_view: Mapping[Node, frozenset[Node]] = MappingProxyType({})

    def changed(self) -> None:
        self._open_view = MappingProxyType(dict(self.open))
        self._cities_view = MappingProxyType(dict(self.cities))

    def emit(self, kind: str, nodes: tuple, edge: tuple | None, numbers: tuple = ()) -> None:
        last = self.events[-1] if self.events else None
        parent = last.parent if last else self.sets.parents
        size = last.size if last else self.sets.sizes
        self.emit_line(UnionEvent(kind, nodes, edge, parent, size), numbers)

    def emit_line(self, line: UnionEvent, numbers: tuple = ()) -> None:
        self.events.append(
            FeatureEvent(
                *line,
                open=self._open_view,
                kinds=self._kinds_view,
                cities=self._cities_view,
                tile=len(self.placements) - 1,
                numbers=numbers,
            )
        )

    def place(
        self,
        board: Mapping[Cell, Placed],
        cell: Cell,
        turn: int | None = None,
        player: str | None = None,
        entry: int = 0,
    ) -> None:
        """Add the tile at ``cell`` (already on ``board``), as the engine's ``add_tile`` does."""
        placed = board[cell]
        tile = self.types[placed.tile]
        nodes = tuple((cell, i) for i in range(len(tile.features)))
        for node in nodes:
            kind = tile.features[node[1]].kind
            self.kinds[node] = kind
            self.names[node] = f"{LETTERS[kind]}{len(self.names) + 1}"
        self.placements.append(Placement(cell, placed, tile, nodes, turn, player, entry))
        neighbours = around(cell)
        filled = sum(n in board for n in neighbours)
        for node in nodes:
            group = new_group(tile, node[1], cell, filled)
            self.open[node] = group.open
            if group.kind == FIELD:
                self.cities[node] = group.cities
            self.changed()
            (line,) = self.sets.add_traced(node)
            self.emit_line(line)
            if group.kind != FIELD and group.open == 0:  # a monastery with 8 neighbours
                self.emit("complete", (node,), None)
        for ours, theirs, slot, closed in meetings(board, self.types, cell):
            edge = (ours, theirs)
            self.emit("join", edge, edge, (slot, facing(slot), closed))
            # The engine's join finds both roots, then unions them: the union-find
            # chapter's union(a, b), whose finds come first, does just that.
            lines = self.sets.union_traced(ours, theirs)
            for line in lines:
                numbers: tuple = (closed,) if line.kind == "union" else ()
                if line.kind == "hang":
                    hung, kept = line.nodes
                    numbers = (self.open[hung], self.open[kept])
                    self.open[kept] += self.open.pop(hung)
                    if hung in self.cities:
                        self.cities[kept] = self.cities[kept] | self.cities.pop(hung)
                    self.changed()
                self.emit_line(line, numbers)
            root = lines[-1].nodes[-1]  # "same": the shared root; "hang": the root kept
            if closed:
                before = self.open[root]
                self.open[root] = before - closed
                self.changed()
                self.emit("close", (root,), edge, (before,))
                if self.open[root] == 0:
                    self.emit("complete", (root,), edge)
        for neighbour in neighbours:
            there = board.get(neighbour)
            monastery = None if there is None else self.types[there.tile].monastery
            if monastery is None:
                continue
            root = self.sets.find((neighbour, monastery))  # a monastery is always a root
            before = self.open[root]
            self.open[root] = before - 1
            self.changed()
            self.emit("neighbour", (root,), None, (before,))
            if self.open[root] == 0:
                self.emit("complete", (root,), None)


def replay_features(source: Game | History | GameState, tiles: int | None = None) -> FeatureTrace:
    """The union-find of a game's features, replayed line by line with open ends.

    Parameters
    ----------
    source:
        A :class:`~tutorial.carcassonne.Game` or its :class:`~tutorial.core.history.History`:
        the tiles of its first position (the start tile), then each tile
        placed in its history up to the cursor, in that order, saying whose
        turn placed it.  Or a :class:`~tutorial.carcassonne.GameState`: its
        tiles in the order the board lists them (the order they were placed,
        for a state that a game reached).
    tiles:
        Replay only the first ``tiles`` tiles (``None``: all of them); the
        trace counts those left out.

    Examples
    --------
    The start tile's city, closed by a city edge turned to face it: the two
    city nodes merge, and the edge closes the last open end of each.

    >>> from tutorial.carcassonne import Placed, new_game
    >>> state = new_game(2, seed=1).state  # the start tile on (0, 0), its city to the north
    >>> edge = [t.name for t in state.rules.tiles].index("city edge")
    >>> trace = replay_features(state.with_tile((0, -1), Placed(edge, 2)))
    >>> [e.kind for e in trace.events if e.kind in ("hang", "close", "complete")][:3]
    ['hang', 'close', 'complete']
    >>> print(trace.step_text(trace.completions()[0][0]).splitlines()[0])
    open[C5] == 0: the city C5 (2 tiles) is complete.
    """
    if isinstance(source, Game):
        source = source.history
    if isinstance(source, History):
        states = [entry.state for entry in source.entries[: source.cursor + 1]]
    else:
        states = [source]
    if tiles is not None and tiles < 1:
        raise ValueError(f"tiles: replay at least 1 tile, not {tiles}")
    first = states[0]
    replay = _Replay(first.rules.tiles)
    replay.emit("start", (), None)
    board: dict[Cell, Placed] = {}
    limit = len(states[-1].board) if tiles is None else tiles
    for cell, placed in list(first.board.items())[:limit]:
        board[cell] = placed
        replay.place(board, cell)
    for k in range(1, len(states)):
        before, after = states[k - 1], states[k]
        for cell in [c for c in after.board if c not in before.board]:  # one a turn at most
            if len(board) == limit:
                break
            board[cell] = after.board[cell]
            who = before.players[before.active].name
            replay.place(board, cell, before.turn_number, who, k)
    replay.emit("done", (), None)
    left_out = len(states[-1].board) - len(board)
    return FeatureTrace(
        tuple(replay.events), tuple(replay.placements), dict(replay.names), max(0, left_out)
    )
