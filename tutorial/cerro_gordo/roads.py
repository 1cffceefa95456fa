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

from tutorial.cerro_gordo.board import connections_made, road_links, why_not_free
from tutorial.cerro_gordo.components import exit_letters
from tutorial.cerro_gordo.deeds import RoadDeed
from tutorial.cerro_gordo.silver import return_to_supply
from tutorial.cerro_gordo.state import GameState
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Highlight, Outcome
from tutorial.core.grid import Cell
from tutorial.core.values import evolve

RULE_ROAD = "Road: it must make at least one connection"
RULE_SECOND_ROAD = "Silver Actions: a second road costs 2 silver, once a turn"

#: Rulebook, *Silver Actions*.
SECOND_ROAD_COST = 2


def joined_mines(before: GameState, links: tuple[tuple[Cell, Cell], ...]) -> frozenset[int]:
    """The mines a new road joins together, or an empty set.

    ``links`` are the new road's :func:`~tutorial.cerro_gordo.board.road_links`.
    Each leads into one group of the road network *before* the road was
    placed.  If two of those groups each hold a mine, the road merges them:
    the mines in them were "previously unconnected" and are now "connected
    by road" (Silver Trail).  That is a union-find merge, read from
    ``before.network``, the network as it was.
    """
    network = before.network
    reached = {network.find(there) for _, there in links}
    groups: dict[Cell, set[int]] = {}
    for mine in before.mines:
        root = network.find(mine.cell)
        if root in reached:
            groups.setdefault(root, set()).add(mine.number)
    return frozenset().union(*groups.values()) if len(groups) >= 2 else frozenset()


def place_road(
    state: GameState, cell: Cell, quarter_turns: int = 0
) -> tuple[Outcome[GameState], RoadDeed]:
    """Place the active player's road tile on ``cell``, turned ``quarter_turns`` clockwise.

    Also returns what the placement did, for the objectives to check.
    """
    player, seat = state.player, state.active
    second = state.turn.roads_placed == 1
    if state.turn.roads_placed >= 2:
        raise IllegalMove(RULE_SECOND_ROAD, "you can only buy one second road; no third road")
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
    after = return_to_supply(state, seat, SECOND_ROAD_COST)[0] if second else state
    after = after.with_tile(cell, road)
    joined = joined_mines(state, road_links(after.tiles, cell))
    new_road, pile = (after.road_pile[0], after.road_pile[1:]) if after.road_pile else (None, ())
    after = after.with_player(seat, road=new_road)
    after = evolve(
        after,
        road_pile=pile,
        turn=evolve(after.turn, roads_placed=after.turn.roads_placed + 1),
    )

    def explain() -> Explanation:
        lines = []
        if second:
            lines.append(f"{player.name} pays {SECOND_ROAD_COST} silver for a second road.")
        kinds = ", ".join(f"{c.kind} to the {c.edge.name}" for c in made)
        lines.append(f"It makes {len(made)} connection(s): {kinds}.")
        if joined:
            names = " and ".join(f"Mine {m}" for m in sorted(joined))
            lines.append(f"It joins {names}, which were not connected by road before.")
        lines.append(
            f"{player.name} draws a new road tile."
            if new_road
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
            f"{player.name} places a {road.shape} road at {cell}",
            tuple(lines),
            RULE_SECOND_ROAD if second else RULE_ROAD,
            tuple(highlights),
        )

    return Outcome.later(after, explain), RoadDeed(cell, len(made), joined)
