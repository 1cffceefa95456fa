"""The feature replay: the engine's union-find line by line, with open ends and completion."""

import pytest

from tests.carcassonne.positions import START, index, position
from tutorial.carcassonne import Game, NoFollower, PlaceTile, apply
from tutorial.carcassonne.feature_trace import (
    FEATURE_LINES,
    FEATURE_PSEUDOCODE,
    MOST_FEATURES,
    MOST_JOINS,
    meetings,
    replay_features,
)
from tutorial.carcassonne.features import grouped_from_scratch
from tutorial.carcassonne.tiles import CITY, FIELD, ROAD, base_tiles
from tutorial.core.graphs import UNION_FIND_LINES, UNION_FIND_PSEUDOCODE
from tutorial.core.values import evolve


def position_after(state, cell, turn):
    """``state`` after the tile is placed on ``cell`` (and no follower)."""
    state = apply(state, PlaceTile(cell, turn)).state
    return apply(state, NoFollower()).state if state.phase == "follower" else state


def with_tile_drawn(state, name):
    """``state`` with the tile ``name`` drawn for this turn instead."""
    return evolve(state, tile=index(name), phase="tile")


def kinds(trace):
    return [e.kind for e in trace.events]


def check_against_engine(trace, state, event):
    """The replayed groups, counts and cities at ``event`` are the engine's in ``state``.

    Roots and sizes, not every parent: the engine's reads (``state.group``)
    compress paths in its network after the tile is placed.
    """
    assert dict(event.size) == dict(state.network.sizes)
    assert {n: event.root(n) for n in event.parent} == {
        n: state.network.find(n) for n in event.parent
    }
    assert set(event.size) == set(state.groups)
    for root, group in state.groups.items():
        assert event.kinds[root] == group.kind
        assert event.open[root] == group.open
        if group.kind == FIELD:
            assert event.cities.get(root, frozenset()) == group.cities


def complete_roots(state):
    return {root for root, group in state.groups.items() if group.complete}


@pytest.mark.parametrize("seed", [0, 3, 8])
def test_after_each_tile_the_replay_is_the_engines_grouping(seed):
    game = Game(2 + seed % 4, seed=seed).play_to_end()
    trace = replay_features(game)
    entries = game.history.entries
    placed = [p for p in trace.placements if p.turn is not None]
    assert len(trace.placements) == len(game.state.board)
    assert [p.cell for p in trace.placements] == list(game.state.board)
    completions = trace.completions()
    for number, placement in enumerate(trace.placements):
        last = trace.last_of(number)
        state = entries[placement.entry].state
        check_against_engine(trace, state, trace.events[last])
        if placement.turn is not None:
            # The features this tile completed are the engine's, at the moment it was placed.
            mine = {root for i, root in completions if trace.events[i].tile == number}
            before = entries[placement.entry - 1].state
            assert mine == complete_roots(state) - complete_roots(before)
    check_against_engine(trace, game.state, trace.events[-1])
    assert trace.events[-1].kind == "done"
    # Parent for parent: the engine's own joins, run on the whole board with nothing read since.
    network, _ = grouped_from_scratch(game.state.board, game.state.rules.tiles)
    assert dict(trace.events[-1].parent) == dict(network.parents)
    assert {p.player for p in placed} == {p.name for p in game.state.players}


def test_a_lone_state_is_replayed_in_the_order_of_its_board():
    game = Game(3, seed=5)
    for _ in range(30):
        game.step()
    trace = replay_features(game.state)
    assert all(p.turn is None for p in trace.placements)
    check_against_engine(trace, game.state, trace.events[-1])


def test_the_replay_follows_the_history_cursor():
    game = Game(2, seed=2)
    for _ in range(12):
        game.step()
    game.jump(5)
    trace = replay_features(game)
    assert [p.cell for p in trace.placements] == list(game.state.board)


def test_a_two_tile_city_merges_and_completes():
    state = position({**START, (0, -1): ("city edge", 2)})
    trace = replay_features(state)
    ((at, root),) = trace.completions()
    assert trace.events[at - 1].kind == "close" and trace.events[at - 1].numbers == (2,)
    assert trace.events[at].open[root] == 0 and trace.events[at].kinds[root] == CITY
    assert trace.events[at].tiles_of(root) == 2
    hang = next(e for e in trace.events if e.kind == "hang")
    assert {trace.name(n) for n in hang.nodes} == {"C1", "C5"}
    assert "Open ends: 1 + 1 = 2." in trace.step_text(trace.events.index(hang))
    assert trace.step_text(at).startswith("open[C5] == 0: the city C5 (2 tiles) is complete.")
    assert "C5 (size 2, city, 0 open ends: complete)" in trace.step_text(at)


def test_a_road_loop_of_four_curves_closes_with_an_already_connected_step():
    state = position(START, tile="curve", deck=("curve",) * 4)
    for cell, turn in (((0, 1), 3), ((1, 1), 0), ((0, 2), 2), ((1, 2), 1)):
        state = position_after(state, cell, turn)
    trace = replay_features(state)
    last = len(trace.placements) - 1
    steps = [e for e in trace.events if e.tile == last]
    same = [e for e in steps if e.kind == "same" and e.kinds[e.nodes[0]] == ROAD]
    assert len(same) == 1  # the loop's last join finds both ends in one road
    at = trace.events.index(same[0])
    close = trace.events[at + 1]
    assert close.kind == "close" and close.numbers == (2,) and close.open[close.nodes[0]] == 0
    assert trace.events[at + 2].kind == "complete"
    text = trace.step_text(at)
    assert "have the same root" in text and "already connected, nothing to merge" in text
    assert trace.events[at + 2].tiles_of(close.nodes[0]) == 4


def test_a_field_touching_one_city_on_two_tiles_counts_it_once():
    board = {**START, (0, -1): ("city edge", 2), (1, 0): ("straight road", 1)}
    state = position(board, tile="monastery")
    state = position_after(state, (1, -1), 0)
    trace = replay_features(state)
    farm = trace.events[-1].root(((1, -1), 1))
    touched = trace.events[-1].cities[farm]
    assert len(touched) == 2 and len({trace.events[-1].root(c) for c in touched}) == 1
    assert "field, touches C1, C5: 1 city" in trace.step_text(len(trace.events) - 1)
    # The monastery's field meets the city edge's field on three slots of one side:
    # the first merges, the other two find them already connected.
    last = len(trace.placements) - 1
    joins = [i for i, e in enumerate(trace.events) if e.kind == "join" and e.tile == last]
    outcomes = [next(e.kind for e in trace.events[i:] if e.kind in ("hang", "same")) for i in joins]
    assert outcomes.count("same") >= 2
    check_against_engine(trace, state, trace.events[-1])


def test_a_monastery_counts_its_empty_neighbours_down():
    board = {**START, (1, 0): ("straight road", 1)}
    state = position_after(position(board, tile="monastery"), (1, -1), 0)
    state = position_after(with_tile_drawn(state, "city edge"), (0, -1), 2)
    trace = replay_features(state)
    (step,) = [e for e in trace.events if e.kind == "neighbour"]
    assert step.numbers == (6,) and step.open[step.nodes[0]] == 5
    assert "one empty cell fewer" in trace.step_text(trace.events.index(step))


def test_the_pseudocode_keeps_the_union_find_chapters_find_and_union_word_for_word():
    # find whole, and union's finds, its union by size and its hanging, on the two roots.
    for kind in ("find", "up", "root", "compress"):
        ours = [FEATURE_PSEUDOCODE[n - 1] for n in FEATURE_LINES[kind]]
        assert ours == [UNION_FIND_PSEUDOCODE[n - 1] for n in UNION_FIND_LINES[kind]]
    union = UNION_FIND_PSEUDOCODE[UNION_FIND_LINES["union"][-1] - 1]
    hang = [UNION_FIND_PSEUDOCODE[n - 1] for n in UNION_FIND_LINES["hang"]]
    assert [FEATURE_PSEUDOCODE[n - 1] for n in FEATURE_LINES["union"]][-1] == union
    assert [FEATURE_PSEUDOCODE[n - 1] for n in FEATURE_LINES["hang"]][:2] == hang


def test_the_pseudocode_says_what_the_engines_join_does():
    lit = {
        kind: " / ".join(FEATURE_PSEUDOCODE[n - 1] for n in lines)
        for kind, lines in FEATURE_LINES.items()
    }
    # A city side joins by its middle slot only; k ends close (2 for a city or road).
    assert "middle slot" in lit["join"] and "k = 2 if a city or road" in lit["join"]
    # Already connected: the ends still close (a loop); merged: the counts add up, then close.
    assert "if ra == rb:  close(ra, k)" in lit["same"]
    assert "open[ra] += open[rb];  close(ra, k)" in lit["hang"]
    assert "r is no field" in lit["complete"]
    assert "close(find(m), 1)" in lit["neighbour"]


def test_every_line_of_the_replay_lights_lines_of_the_pseudocode():
    trace = replay_features(Game(2, seed=1).play_to_end())
    for event in trace.events:
        assert all(1 <= n <= len(FEATURE_PSEUDOCODE) for n in event.lines)
    assert set(kinds(trace)) <= set(FEATURE_LINES)


def test_a_tile_makes_at_most_twelve_joins_one_per_city_side():
    state = position({**START, (0, -1): ("city edge", 2), (1, 0): ("straight road", 1)})
    joins = list(meetings(state.board, state.rules.tiles, (1, 0)))
    assert [(m.slot, m.closed) for m in joins] == [(9, 0), (10, 2), (11, 0)]
    joins = list(meetings(state.board, state.rules.tiles, (0, -1)))
    assert [(m.slot, m.closed) for m in joins] == [(7, 2)]  # a city side: its middle slot


def test_the_most_features_and_joins_of_one_tile_come_from_the_tile_data():
    tiles = {tile.name: tile for tile in base_tiles()}
    assert MOST_FEATURES == len(tiles["crossroads"].features) == 8
    assert len(tiles["city edge + road T-junction"].features) == 7
    assert MOST_JOINS == 12 == sum(map(len, tiles["crossroads"].meets[0]))


def test_a_replay_can_stop_after_a_few_tiles():
    game = Game(2, seed=4)
    for _ in range(10):
        game.step()
    trace = replay_features(game, tiles=3)
    assert len(trace.placements) == 3 and trace.events[-1].kind == "done"
    assert trace.left_out == len(game.state.board) - 3
    assert replay_features(game).left_out == 0
    with pytest.raises(ValueError, match="at least 1 tile"):
        replay_features(game, tiles=0)
