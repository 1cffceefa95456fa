"""A board past a real game's size: the state's maps share their buckets, and stay right.

Past :data:`~tutorial.core.shared.SHARE_PAST` entries the board, the open
cells and the group records of a state are shared dicts
(:class:`~tutorial.core.shared.SharedDict`), so that placing a tile costs
about the same on any board.  They must still hold what a from-scratch
computation finds, and an earlier state must not see a later tile.
"""

from __future__ import annotations

import random
from dataclasses import replace

from tutorial.carcassonne import NoFollower, PlaceTile, apply, base_rules, new_game
from tutorial.carcassonne.board import open_cells_of
from tutorial.carcassonne.features import grouped_from_scratch
from tutorial.carcassonne.placing import tile_placements
from tutorial.core.shared import SharedDict


def test_a_board_of_600_tiles_keeps_its_groups_and_open_cells() -> None:
    base = base_rules()
    rules = replace(base, tiles=tuple(replace(t, count=t.count * 9) for t in base.tiles))
    state, rng = new_game(2, 5, rules).state, random.Random(5)
    states = []
    while len(state.board) < 600:
        states.append(state)
        if state.phase == "tile":
            state = apply(state, PlaceTile(*rng.choice(tile_placements(state)))).state
        else:
            state = apply(state, NoFollower()).state
    assert type(state.board) is SharedDict and type(state.groups) is SharedDict
    assert dict(state.open_cells.items()) == open_cells_of(state.board, rules.tiles)
    network, groups = grouped_from_scratch(state.board, rules.tiles)
    assert len(groups) == len(state.groups)
    for node in network.parents:  # the same groups (their roots may differ: join order)
        assert state.group(node) == groups[network.find(node)]
    earlier = states[-200]  # the tiles placed since are not on its board
    since = {later.placed for later in (*states[-199:], state) if later.placed is not None}
    assert len(since) > 50
    assert not any(cell in earlier.board for cell in since)
    assert len(earlier.board) == len(list(earlier.board)) == len(state.board) - len(since)
