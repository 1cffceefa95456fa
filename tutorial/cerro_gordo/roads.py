"""Placing roads, and the second road bought with silver.

Rulebook, *Road*: "Place your Road Tile. It must connect to any tile already
on the board. There are 3 ways to connect: 1. An open connection on the
Road touches a Mine. 2. An open connection on the Road touches a Building
already in play [...] 3. An open connection on the Road connects to an open
connection on a Road already in play. Note: Road connections may also touch
road segments in ways that do not connect as long as at least one
connection is made.  Draw a New Road Tile."

*Silver Actions*: "Build a Second Road: For 2 Silver, place another Road
following the usual Road rules. (You can only do it once!)"
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from tutorial.cerro_gordo.board import (
    Connection,
    can_place_road,
    connections_made,
    why_not_free,
)
from tutorial.cerro_gordo.components import Road, exit_letters
from tutorial.cerro_gordo.deeds import RoadDeed
from tutorial.cerro_gordo.state import GameState, one_road_more
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Highlight, Outcome
from tutorial.core.grid import Cell

RULE_ROAD = "Road: it must make at least one connection"
RULE_SECOND_ROAD = "Silver Actions: a second road costs 2 silver, once a turn"

#: Rulebook, *Silver Actions*.
SECOND_ROAD_COST = 2


def second_road_allowed(state: GameState) -> bool:
    """Rulebook, *Silver Actions*: "For 2 Silver, place another Road" (once a turn).

    After the turn's first road, with the silver, a road tile in hand and a
    spot where it connects.  (The players ask before every action: the
    active player is read without the property call.)
    """
    player = state.players[state.active]
    return (
        state.turn.roads_placed == 1
        and player.silver >= SECOND_ROAD_COST
        and player.road is not None
        and can_place_road(state, player.road)
    )


def joined_mines(before: GameState, ends: Sequence[Cell]) -> tuple[frozenset[int], ...]:
    """The groups of mines a new road joins together (two or more), or none.

    ``ends`` are the roads and mines the new road connects to (the far ends
    of its :func:`~tutorial.cerro_gordo.board.road_links`).  Each lies in
    one group of the road network *before* the road was placed.  If two of
    those groups each hold a mine, the road merges them: the mines in them
    were "previously unconnected" and are now "connected by road" (Silver
    Trail).  That is a union-find merge, read from ``before.network``, the
    network as it was.
    """
    if len(ends) < 2:
        return ()  # a merge needs two groups to merge
    network = before.network
    reached = {network.find(there) for there in ends}
    if len(reached) < 2:
        return ()  # every end was in one group already: nothing to merge
    groups: dict[Cell, set[int]] = {}
    for mine in before.mines:
        root = network.find(mine.cell)
        if root in reached:
            groups.setdefault(root, set()).add(mine.number)
    return tuple(frozenset(g) for g in groups.values()) if len(groups) >= 2 else ()


def place_road(
    state: GameState, cell: Cell, quarter_turns: int = 0
) -> tuple[Outcome[GameState], RoadDeed]:
    """Place the active player's road tile on ``cell``, turned ``quarter_turns`` clockwise.

    Also returns what the placement did, for the objectives to check.

    When the new road tile is drawn is a reading, the engine's only one: at
    once, as soon as the road is placed.  Rulebook, *Road*: "Draw a New
    Road Tile. Always have 1 Road Tile face-up in front of you", and a
    second road (*Silver Actions*) needs a tile in hand to place.  The turn
    summary on the character card lists "Replenish Road" last, after
    mining; the engine reads that list as a reminder of the step, not as
    its moment.  (No switch: drawing at the end of the turn would leave no
    tile for a second road.)
    """
    seat = state.active
    player = state.players[seat]
    second = state.turn.roads_placed == 1
    if state.turn.roads_placed >= 2:
        raise IllegalMove(RULE_SECOND_ROAD, "you can only buy one second road; no third road")
    if state.turn.mined and not second:
        raise IllegalMove(RULE_ROAD, "you have mined: after mining only a second road may be built")
    if player.road is None:
        raise IllegalMove(RULE_ROAD, f"{player.name} has no road tile (the road pile is empty)")
    if second and player.silver < SECOND_ROAD_COST:
        raise IllegalMove(
            RULE_SECOND_ROAD,
            f"{player.name} has {player.silver} silver, needs {SECOND_ROAD_COST}",
        )
    taken = why_not_free(state, cell)
    if taken:
        raise IllegalMove(RULE_ROAD, taken)
    road = player.road.rotated(quarter_turns)
    made = connections_made(state.tiles, cell, road)
    if not made:
        raise IllegalMove(
            RULE_ROAD,
            f"a road with exits {exit_letters(road.exits)} at {cell} touches no mine, no building "
            "and no road exit: turn it or choose another cell",
        )
    # The connections into roads and mines are the road's links (buildings are no part
    # of the network), read once here for joined_mines and for with_tile.
    links = []
    for _, there, kind in made:  # (a plain loop: a list comprehension is a call)
        if kind != "building":
            links.append(there)
    groups = joined_mines(state, links)
    joined = frozenset().union(*groups) if groups else frozenset()
    new_road, pile = (state.road_pile[0], state.road_pile[1:]) if state.road_pile else (None, ())
    # A second road's 2 silver go back to the supply (the player has them: checked
    # above), in the same copy of the state as the road.
    paid = SECOND_ROAD_COST if second else 0
    after = state.with_tile(
        cell,
        road,
        links,
        players=state.players_with(seat, road=new_road, silver=player.silver - paid),
        supply=state.supply + paid,
        road_pile=pile,
        turn=one_road_more(state.turn),
    )

    # Explained when asked, by a function of its own given what it says (partial: no
    # closure, whose variables would all be set up at every placement).
    explain = partial(_placement_explanation, after, player.name, cell, road, second, made, joined)
    merges = max(len(groups) - 1, 0)
    return Outcome.later(after, explain), RoadDeed(cell, len(made), joined, merges)


def _placement_explanation(
    after: GameState,
    name: str,
    cell: Cell,
    road: Road,
    second: bool,
    made: tuple[Connection, ...],
    joined: frozenset[int],
) -> Explanation:
    """Why :func:`place_road` put ``road`` on ``cell``, and what it connected and joined."""
    lines = []
    if second:
        lines.append(f"{name} pays {SECOND_ROAD_COST} silver for a second road.")
    kinds = ", ".join(f"{c.kind} to the {c.edge.name}" for c in made)
    lines.append(f"It makes {len(made)} connection(s): {kinds}.")
    if joined:
        names = " and ".join(f"Mine {m}" for m in sorted(joined))
        lines.append(f"It joins {names}, which were not connected by road before.")
    lines.append(
        f"{name} draws a new road tile."
        if after.players[after.active].road
        else "The road pile is empty: no new tile."
    )
    highlights = [
        Highlight("placed", (cell,)),
        Highlight("merged", tuple(c.cell for c in made)),
    ]
    if joined:
        mine_cells = tuple(after.mines[m - 1].cell for m in sorted(joined))
        highlights.append(Highlight("merged", mine_cells))
    return Explanation(
        f"{name} places a {road.shape} road at {cell}",
        tuple(lines),
        RULE_SECOND_ROAD if second else RULE_ROAD,
        tuple(highlights),
    )
