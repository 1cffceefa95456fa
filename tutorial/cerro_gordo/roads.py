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

from tutorial.cerro_gordo.board import Connection, connections_made, mines_reached, why_not_free
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


def joined_mines(state: GameState, made: tuple[Connection, ...]) -> frozenset[int]:
    """The mines a new road joins together, or an empty set.

    Each connection leads into one road network of the board *before* the
    road is placed.  If two of those networks each reach a mine, the road
    merges them: the mines in them were "previously unconnected" and are
    now "connected by road" (Silver Trail).  This is exactly a union-find
    merge; the chapter on objectives shows it with
    :func:`tutorial.cerro_gordo.board.mine_network`.
    """
    # Each group holds the mines of one whole network, so two groups are
    # either the same network (equal) or two different ones (disjoint).
    into_network = [c.cell for c in made if c.kind in ("mine", "road")]
    if len(into_network) < 2:
        return frozenset()  # a merge needs two networks to merge
    groups = {mines_reached(state, cell) for cell in into_network}
    groups.discard(frozenset())
    return frozenset().union(*groups) if len(groups) >= 2 else frozenset()


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
    joined = joined_mines(after, made)
    after = after.with_tile(cell, road)
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
