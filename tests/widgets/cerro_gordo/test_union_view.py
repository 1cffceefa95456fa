"""UnionFindStepper: the road network's union-find replayed road by road, line by line."""

from __future__ import annotations

import pytest

from tutorial.cerro_gordo import Game, PlaceRoad
from tutorial.cerro_gordo.board import mine_groups, mine_network
from tutorial.cerro_gordo.components import Road
from tutorial.cerro_gordo.scenarios import from_map, with_road_in_hand
from tutorial.widgets import UnionFindStepper, palette
from tutorial.widgets.cerro_gordo.union_view import reading_order

from ..helpers import lit_lines, plain, roles

# The map of chapter 7 before the joining road at (4, 2).
TRAIL = """
M1──────┐ . . . .
. . . . │ . . . .
. . . . . . . . .
. . . . │ . . . .
M2──────┘ . . . .
"""

# The same, where Mine 2's network also reaches up to (1, 3).
TRAIL_WITH_LOOP = """
M1──────┐ .
. . . . │ .
. . . . . .
. ┐ . . │ .
M2┴─────┘ .
"""

LOOP = """
M1──┬───┐ . M2
. . │ . │ .
. . └───┘ .
"""


@pytest.fixture
def loop_game():
    """Chapter 7's game with a loop: the road on (4, 2) joins the mines, then a second road
    on (0, 3) meets Mine 2 and the road on (1, 3), which are already connected."""
    loop = from_map(TRAIL_WITH_LOOP)
    state = with_road_in_hand(with_road_in_hand(loop, 0, "┌"), 0, "│")
    game = Game(state=state, seats=("human", "greedy"))
    game.play(PlaceRoad((4, 2)))
    game.play(PlaceRoad((0, 3)))  # the second road of the turn, the "┌" drawn: 2 silver
    return game


@pytest.fixture
def joined_game():
    """Chapter 7's game: Player 1's road on (4, 2) joins Mine 1's network to Mine 2's."""
    game = Game(state=with_road_in_hand(from_map(TRAIL), 0, "│"), seats=("human", "greedy"))
    game.play(PlaceRoad((4, 2)))
    return game


@pytest.mark.parametrize("seed", [1, 5])
def test_after_each_road_the_replay_is_the_engines_network(seed):
    game = Game(4, seed=seed).play_to_end()
    stepper = UnionFindStepper(game)
    events, boards = stepper.events, stepper.boards
    ends = [i for i in range(len(events) - 1) if events[i + 1].kind in ("add", "done")]
    assert len(ends) == 1 + sum(e.kind == "add" for e in events)  # the start, then each road
    for i in ends:
        engine = game.history.entries[boards[i]].state.network
        assert dict(events[i].parent) == dict(engine.parents)
        assert dict(events[i].size) == dict(engine.sizes)


def test_a_game_is_replayed_in_the_order_its_roads_were_placed(joined_game):
    stepper = UnionFindStepper(joined_game)
    added = [e.nodes[0] for e in stepper.events if e.kind == "add"]
    assert added == [(4, 2)]
    assert [e.edge for e in stepper.events if e.kind == "union"] == [
        ((4, 2), (4, 1)),
        ((4, 2), (4, 3)),
    ]
    start = stepper.events[0]
    assert len(start.size) == 2  # the first position's network, already built
    end = stepper.events[-1]
    assert {frozenset(g) for g in _groups(end)} == set(mine_network(joined_game.state).groups())
    assert stepper.mines_joined(len(stepper.events) - 1) == [(1, 2)]
    assert frozenset(frozenset(m) for m in stepper.mines_joined(len(stepper.events) - 1)) <= (
        mine_groups(joined_game.state)
    )


def test_the_joining_road_hangs_the_smaller_tree_and_joins_the_mines(joined_game):
    stepper = UnionFindStepper(joined_game)
    kinds = [e.kind for e in stepper.events]
    hang = len(kinds) - 2
    assert kinds[hang] == "hang" and kinds.count("hang") == 2
    assert stepper.events[hang].sizes_before == (6, 7)  # Mine 2's network under Mine 1's
    assert "Mine 1 and Mine 2 are now connected by road." in stepper.text(hang)
    assert "Turn 1, Player 1 places a road on (4, 2)." in stepper.text(1)
    stepper.show(hang)
    assert lit_lines(stepper) == [5, 6]
    assert roles(stepper.drawing.marks)["link merged"] == (((4, 2), (4, 3)),)
    groups = [m for m in stepper.drawing.marks if m.role.startswith("mine group")]
    assert len(groups) == 1 and len(groups[0].nodes) == 13


def test_a_second_road_compresses_a_path_and_closes_a_loop(loop_game):
    stepper = UnionFindStepper(loop_game)
    kinds = [e.kind for e in stepper.events]
    assert kinds.count("add") == 2 and kinds.count("compress") == 1 and kinds.count("same") == 1
    compress = stepper.events[kinds.index("compress")]
    assert compress.nodes == ((0, 4), (1, 3))  # Mine 2, two levels down since the join
    assert "Path compression: parent[M2] was (1, 3)" in stepper.text(kinds.index("compress"))
    same = stepper.events[kinds.index("same")]
    assert same.edge == ((0, 3), (0, 4))
    stepper.show(kinds.index("compress"))
    assert roles(stepper.forest.marks)["compressed"] == (((0, 4), (1, 0)),)


def test_a_loop_closes_with_already_connected():
    stepper = UnionFindStepper(from_map(LOOP))
    same = [i for i, e in enumerate(stepper.events) if e.kind == "same"]
    assert len(same) == 1
    stepper.show(same[0])
    assert roles(stepper.drawing.marks)["link joined"] == (stepper.events[same[0]].edge,)
    assert "already connected, nothing to merge (a cycle)" in plain(stepper.caption.value)


def test_a_road_closing_a_loop_in_a_game_is_already_connected():
    gap = LOOP.replace("└───┘", "└─. ┘")
    game = Game(state=with_road_in_hand(from_map(gap), 0, "─"), seats=("human", "greedy"))
    game.play(PlaceRoad((3, 2)))
    stepper = UnionFindStepper(game)
    kinds = [e.kind for e in stepper.events]
    assert kinds.count("hang") == 1 and kinds.count("same") == 1  # east merges, west is a cycle
    same = stepper.events[kinds.index("same")]
    assert same.edge == ((3, 2), (2, 2)) and same.nodes == ((1, 0),)


def test_a_lone_position_is_replayed_in_reading_order(town):
    stepper = UnionFindStepper(town)
    roads = [c for c, t in town.tiles.items() if isinstance(t, Road)]
    assert [e.nodes[0] for e in stepper.events if e.kind == "add"] == reading_order(roads)
    assert stepper.text(0).splitlines()[1] == (
        "At the start, the network of roads and mines has 2 sets: M1, M2."
    )
    end = stepper.events[-1]
    assert {frozenset(g) for g in _groups(end)} == set(mine_network(town).groups())


def test_the_board_follows_the_roads_placed():
    game = Game(2, seed=4)
    for _ in range(40):
        game.step()
    placed = [
        c
        for before, after in zip(game.history.entries, game.history.entries[1:], strict=False)
        for c, t in after.state.tiles.items()
        if c not in before.state.tiles and isinstance(t, Road)
    ]
    stepper = UnionFindStepper(game)
    assert [e.nodes[0] for e in stepper.events if e.kind == "add"] == placed
    assert {frozenset(g) for g in _groups(stepper.events[-1])} == set(
        mine_network(game.state).groups()
    )
    # The board under step 0 is the first position; under the end, the last.
    assert stepper.boards[0] == 0 and stepper.boards[-1] == len(game.history.entries) - 1
    stepper.show(len(stepper.events) - 1)
    assert stepper._board_drawn == stepper.boards[-1]


def test_next_changes_the_data_and_then_the_line(joined_game):
    stepper = UnionFindStepper(joined_game)
    before = plain(stepper.data.value)
    stepper.next_button.click()  # the road arrives: add(x), as at the start
    assert plain(stepper.data.value) != before and lit_lines(stepper) == [1]
    stepper.next_button.click()
    assert lit_lines(stepper) == [2, 3]
    assert "union((4, 2), (4, 1)) ra = ?, rb = ?" in plain(stepper.data.value)


def test_legend_names_every_colour(joined_game):
    stepper = UnionFindStepper(joined_game)
    legend = stepper.children[0].children[0].children[1].value
    for role in ("alone", "root", "walk", "link merged", "link joined"):
        assert palette.meaning(role) in plain(legend)
    assert palette.meaning(palette.group_role(0, mine=True)) in plain(legend)


def _groups(event):
    by_root = {}
    for node in event.parent:
        by_root.setdefault(event.root(node), set()).add(node)
    return list(by_root.values())
