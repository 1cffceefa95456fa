"""What a feature on the board is, explained when a learner clicks it.

:func:`describe_feature` answers for any placed feature (a city, road,
field or monastery, by one of its nodes): its kind, its tiles, where it is
still open, its followers and who leads, whether it is complete, and what it
would score.  It is built only when asked for, from the state's group record
and the union-find, so it costs nothing to a game that never asks.

How the open edges are drawn
----------------------------
A road or city is open where it reaches the side of a tile with no
neighbour: an :class:`OpenEdge` ``(cell, side, beyond)``.  The explanation
draws them with two highlights:

- role ``"open_side"``: ``cells`` are the feature's tiles with an open side,
  one entry per open side (a tile open on two sides is listed twice), and
  each label names the side, ``"N"``, ``"E"``, ``"S"`` or ``"W"``: a board
  draws a bar on that side of the cell;
- role ``"open"``: the empty cells beyond those sides, each once, in reading
  order (for a monastery: the empty cells around it, which is what it
  still needs; it has no open sides).

A city counts one open end per open side and a road one per open road end,
so the ``"open_side"`` entries are exactly the group's ``open`` count.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from tutorial.carcassonne.features import Group, Node, around
from tutorial.carcassonne.followers import ROLE
from tutorial.carcassonne.scoring import (
    cities_supplied,
    completed_points,
    farm_points,
    majority,
    unfinished_points,
)
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import CITY, FIELD, MONASTERY, ROAD, feature_slots, side_of, turned
from tutorial.core.errors import IllegalMove, quoted
from tutorial.core.explanation import Explanation, Highlight
from tutorial.core.grid import Cell, Direction, step

RULE_FEATURES = "Scoring"
#: A follower's name on each kind of feature, in the plural.
PLURAL = {"thief": "thieves", "knight": "knights", "monk": "monks", "farmer": "farmers"}


def reading_order(cell: Cell) -> tuple[int, int]:
    """Sort key for cells: top row first, then left to right."""
    return (cell[1], cell[0])


class OpenEdge(NamedTuple):
    """A side of one of a feature's tiles that no tile covers yet.

    ``cell`` is the feature's tile, ``side`` the side it is open on, and
    ``beyond`` the empty cell on the other side.
    """

    cell: Cell
    side: Direction
    beyond: Cell


def feature_nodes(state: GameState, node: Node) -> tuple[Node, ...]:
    """Every feature node of the group ``node`` belongs to, in reading order of their tiles.

    Looks only at the group's own tiles (its record lists them), asking the
    union-find which of their features share ``node``'s root.
    """
    find = state.network.find
    root = find(node)
    cells = sorted(state.group(node).cells, key=reading_order)
    return tuple(
        (cell, index)
        for cell in cells
        for index in range(len(state.tile_at(cell).features))
        if find((cell, index)) == root
    )


def parts_highlight(role: str, state: GameState, nodes: Iterable[Node]) -> Highlight:
    """A highlight of feature ``nodes``: their tiles (reading order), on each the slots they cover.

    A board draws only those parts of each tile (a farm its own fields, not
    the land across the road); :func:`~tutorial.carcassonne.tiles.feature_slots`
    says which they are.  Built only when an explanation is asked for.

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(["Ann", "Bob"], seed=1).state  # the start tile: city north
    >>> parts_highlight("feature", state, [((0, 0), 0)]).parts
    ((0, 1, 2),)
    """
    slots: dict[Cell, set[int]] = {}
    for cell, index in nodes:
        covered = feature_slots(state.tile_at(cell), state.board[cell].rotation, index)
        slots.setdefault(cell, set()).update(covered)
    cells = sorted(slots, key=reading_order)
    return Highlight(role, tuple(cells), parts=tuple(tuple(sorted(slots[c])) for c in cells))


def open_edges(state: GameState, node: Node) -> tuple[OpenEdge, ...]:
    """The sides on which the road or city of ``node`` is still open (none for other kinds).

    Rulebook (base game), *Scoring*: a road or city is complete when it has
    no open end.  A city is open on each side it covers with no tile beyond;
    a road on each road end at such a side.
    """
    group = state.group(node)
    if group.kind not in (CITY, ROAD):
        return ()
    edges = []
    for cell, index in feature_nodes(state, node):
        rotation = state.board[cell].rotation
        slots = state.tile_at(cell).features[index].slots
        sides = sorted({side_of(turned(slot, rotation)) for slot in slots}, key=_clockwise)
        for side in sides:
            beyond = step(cell, side)
            if beyond not in state.board:
                edges.append(OpenEdge(cell, side, beyond))
    return tuple(edges)


def _clockwise(side: Direction) -> int:
    return "NESW".index(side.name)


def open_cells_of_feature(state: GameState, node: Node) -> tuple[Cell, ...]:
    """The empty cells a feature still needs: beyond its open sides, or around a monastery."""
    group = state.group(node)
    if group.kind == MONASTERY:
        cells = {cell for cell in around(min(group.cells)) if cell not in state.board}
    else:
        cells = {edge.beyond for edge in open_edges(state, node)}
    return tuple(sorted(cells, key=reading_order))


def describe_feature(state: GameState, node: Node) -> Explanation:
    """The feature ``node`` belongs to: kind, tiles, open edges, followers, completion, points.

    The highlights (see the module docstring): ``"feature"`` its tiles,
    ``"open_side"`` and ``"open"`` where it is still open, ``"followers"``
    where its followers stand (labelled with their owner), and for a farm
    ``"supplied"``, the tiles of the completed cities it touches.

    Raises :class:`~tutorial.core.errors.IllegalMove` if no tile lies on the
    node's cell or the tile has no such feature.

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(["Ann", "Bob"], seed=1).state
    >>> print(describe_feature(state, ((0, 0), 0)).lines[0])
    A city of 1 tile, on (0, 0).
    """
    _check_node(state, node)
    group = state.group(node)
    names = [player.name for player in state.players]
    lines = [_what(group)]
    highlights = [parts_highlight("feature", state, feature_nodes(state, node))]
    lines += _openness(state, node, group, highlights)
    lines += _followers(group, names, highlights, over=state.game_over)
    lines += _points(state, group, highlights)
    title = f"A {_kind_name(group.kind)}"
    return Explanation(title, tuple(lines), RULE_FEATURES, tuple(highlights))


def _check_node(state: GameState, node: object) -> None:
    """Refuse anything but ``((column, row), index)`` of whole numbers on a placed tile.

    A list is not a cell here (it cannot be looked up on the board), nor is
    ``True`` an index.
    """
    if not (
        type(node) is tuple
        and len(node) == 2
        and type(node[1]) is int
        and type(node[0]) is tuple
        and len(node[0]) == 2
        and all(type(v) is int for v in node[0])
    ):
        raise IllegalMove(RULE_FEATURES, f"a feature is ((column, row), index), not {quoted(node)}")
    cell, index = node
    if cell not in state.board:
        raise IllegalMove(RULE_FEATURES, f"no tile lies on {quoted(cell)}")
    tile = state.tile_at(cell)
    if not 0 <= index < len(tile.features):
        raise IllegalMove(
            RULE_FEATURES,
            f"the {tile.name} tile on {cell} has features 0 to {len(tile.features) - 1}, "
            f"not {index}",
        )


def _kind_name(kind: str) -> str:
    return "farm" if kind == FIELD else kind


def _tiles(n: int) -> str:
    return f"{n} tile{'s' * (n != 1)}"


def _what(group: Group) -> str:
    cells = sorted(group.cells, key=reading_order)
    where = ", ".join(str(cell) for cell in cells)
    if group.kind == MONASTERY:
        return f"A monastery, on {where}."
    n = group.pennants
    pennants = f" and {n} pennant{'s' * (n != 1)}" if n else ""
    return f"A {_kind_name(group.kind)} of {_tiles(len(cells))}{pennants}, on {where}."


def _openness(state: GameState, node: Node, group: Group, highlights: list[Highlight]) -> list[str]:
    """Whether it is complete, and where it is still open (adding the open highlights)."""
    if group.kind == FIELD:
        return ["A farm is never complete: it scores only at the end of the game."]
    if group.complete:
        return [f"It is complete: {_complete_because(group)}."]
    cells = open_cells_of_feature(state, node)
    if group.kind == MONASTERY:
        highlights.append(Highlight("open", cells))
        verb = "is" if len(cells) == 1 else "are"
        return [
            f"It is not complete: {len(cells)} of the 8 cells around it {verb} still empty "
            f"({', '.join(str(c) for c in cells)})."
        ]
    edges = open_edges(state, node)
    highlights += [
        Highlight("open_side", tuple(e.cell for e in edges), tuple(e.side.name for e in edges)),
        Highlight("open", cells),
    ]
    what = "open side" if group.kind == CITY else "open end"
    listed = "; ".join(f"the {e.side.name} side of {e.cell}" for e in edges)
    return [f"It is not complete: {len(edges)} {what}{'s' * (len(edges) != 1)} ({listed})."]


def _complete_because(group: Group) -> str:
    if group.kind == MONASTERY:
        return "all 8 cells around it hold tiles"
    return "every side of it meets a tile" if group.kind == CITY else "both its ends are closed"


def _followers(
    group: Group, names: list[str], highlights: list[Highlight], *, over: bool = False
) -> list[str]:
    """Who has followers in it, and who leads (adding the followers highlight).

    ``over``: the game has ended, so the feature has scored already.
    """
    if not group.followers:
        if over:
            return ["No follower stood in it: no one scored it."]
        return ["No follower stands in it: if it scored now, no one would score."]
    followers = sorted(group.followers, key=lambda item: reading_order(item[0][0]))
    highlights.append(
        Highlight(
            "followers",
            tuple(node[0] for node, _ in followers),
            tuple(names[seat] for _, seat in followers),
        )
    )
    counts = Counter(seat for _, seat in group.followers)
    role = PLURAL[ROLE[group.kind]]
    listed = ", ".join(f"{names[seat]} {n}" for seat, n in sorted(counts.items()))
    leaders = majority(group.followers)
    scores = "scored" if over else "would score"
    if len(leaders) == 1:
        lead = f"{names[leaders[0]]} leads and {scores} it."
    else:
        tied = " and ".join(names[seat] for seat in leaders)
        lead = f"{tied} tie for the most {role}: each {scores} it in full."
    return [f"{role.capitalize()} in it: {listed}. {lead}"]


def _points(state: GameState, group: Group, highlights: list[Highlight]) -> list[str]:
    """What it scores: now that it is complete, if completed, or at the end of the game.

    Once the game is over the end has come: what it scored then is said,
    not what it would score.
    """
    at_the_end = "it scored" if state.game_over else "at the end of the game it would score"
    if group.kind == FIELD:
        cities = cities_supplied(state, group)
        if not cities:
            return [f"It touches no completed city: {at_the_end} 0."]
        nodes = [city_node for city in cities for city_node in feature_nodes(state, city)]
        highlights.append(parts_highlight("supplied", state, nodes))
        return [
            f"It touches {len(cities)} completed cit{'y' if len(cities) == 1 else 'ies'}, "
            f"3 points each: {at_the_end} {farm_points(state, group)}."
        ]
    if group.complete:
        points = completed_points(group)
        return [f"Worth {points} point{'s' * (points != 1)} as a completed {group.kind}."]
    if state.game_over:
        return [f"The game is over: unfinished, {at_the_end} {unfinished_points(group)}."]
    if group.kind == MONASTERY:
        return [
            f"Completed, it would score {completed_points(group)}; "
            f"if the game ended now, {unfinished_points(group)}."
        ]
    return [
        f"Completed as it is, it would score {completed_points(group)}; "
        f"if the game ended now, {unfinished_points(group)}."
    ]
