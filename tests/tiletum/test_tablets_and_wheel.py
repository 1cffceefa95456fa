"""Stone Tablets, the two wheels, the movement point and New Prospector (chapter 5's rules)."""

from __future__ import annotations

import pytest

from tutorial.core.errors import IllegalMove
from tutorial.core.values import evolve
from tutorial.tiletum.actions import Move, MovementPoint, NewProspector, TakeDie, apply
from tutorial.tiletum.rounds import cleanup
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.state import PROSPECTOR, Die, GameState, Turn, with_player
from tutorial.tiletum.wheel import (
    SEGMENTS,
    actions_on,
    base_action_on,
    movement_segment,
    shows_prospector,
)


def start() -> GameState:
    """Two players, seat 0 first; on map I-A the tablet t1 lies on b-c."""
    return new_game(2, seed=3, first_player=0).state


def prospecting(state: GameState, ap: int = 6) -> GameState:
    """The active player in a Prospector Action with ``ap`` AP (from a die on segment 0)."""
    return evolve(state, turn=Turn(die=Die("grey", 1), segment=0, action=PROSPECTOR, ap=ap))


def tablet_gain(state: GameState, tablet: str = "t1"):
    effect = state.tablet_effect((1, tablet))
    return next(t for t in state.components.tablets if t.id == effect).gain


def walk(state: GameState, *spaces: str) -> GameState:
    for space in spaces:
        state = apply(state, Move(0, space)).state
    return state


def test_a_stone_tablet_is_resolved_by_the_first_crossing_only_then_covered():
    state = walk(prospecting(start()), "b")
    gain = tablet_gain(state)
    before = state.player
    crossed = walk(state, "c")
    after = crossed.player
    assert crossed.underground.covered == {(1, "t1")}
    assert (after.king - before.king, after.gold - before.gold) == (gain.king, gain.gold)
    assert (after.points - before.points, after.silver - before.silver) == (
        gain.points,
        gain.silver,
    )
    # The same player crossing back and forth: nothing more.
    again = walk(crossed, "b", "c")
    assert again.player == after
    assert again.underground.covered == {(1, "t1")}


def test_a_covered_tablet_gives_the_next_player_nothing_either():
    state = walk(prospecting(start()), "b", "c")
    other = prospecting(evolve(state, active=1))
    other = walk(other, "b")
    before = other.player
    crossed = apply(other, Move(0, "c"))
    assert crossed.state.player == before
    assert "covered already" in crossed.explain().text


def test_the_movement_point_crosses_and_resolves_a_tablet_too():
    state = walk(prospecting(start()), "b")
    segment = movement_segment(state)
    state = evolve(state, turn=Turn(die=Die("grey", segment + 1), segment=segment, action="X"))
    before = state.player
    after = apply(state, MovementPoint(0, "c")).state
    assert after.underground.covered == {(1, "t1")}
    assert after.player.king - before.king == tablet_gain(state).king
    assert after.turn.ap == state.turn.ap  # a Task: no AP


def test_the_movement_point_goes_with_any_action_taken_from_its_segment():
    state = start()
    moving = movement_segment(state)
    index = next(i for i, d in enumerate(state.dice) if d.segment == moving)
    base = actions_on(state, moving)[0]
    taken = apply(state, TakeDie(index, base)).state
    assert taken.turn.ap == 0  # the base action took all the AP
    moved = apply(taken, MovementPoint(0, "a")).state
    assert moved.underground.prospectors["Player 1"] == ((1, "a"),)
    with pytest.raises(IllegalMove, match="used already"):
        apply(moved, MovementPoint(0, "s"))


def test_a_shared_segment_gives_all_its_ap_to_the_one_action_chosen():
    state = start()
    index, die = next(
        (i, d)
        for i, d in enumerate(state.dice)
        if shows_prospector(state, d.segment) and not base_action_on(state, d.segment).joker
    )
    base = base_action_on(state, die.segment)
    court = apply(state, TakeDie(index, base.name)).state
    assert court.turn.ap == 0 and court.prospector_bonus == state.prospector_bonus
    prospect = apply(state, TakeDie(index, PROSPECTOR)).state
    assert prospect.turn.ap == die.ap and prospect.prospector_bonus == ""


def test_the_joker_can_be_the_prospector_action():
    state = start()
    joker = next(s for s in range(SEGMENTS) if base_action_on(state, s).joker)
    assert PROSPECTOR in actions_on(state, joker)
    state = evolve(state, dice=(Die("blue", joker + 1),))
    after = apply(state, TakeDie(0, PROSPECTOR)).state
    assert after.turn.action == PROSPECTOR and after.turn.ap == 7 - (joker + 1)


def test_cleanup_turns_the_action_wheel_clockwise_and_the_prospector_wheel_back():
    state = start()
    after, _ = cleanup(state)
    for segment in range(SEGMENTS):
        # Clockwise: segment s now shows the action that was on s - 1.
        assert base_action_on(after, segment) == base_action_on(state, segment - 1)
        # Counterclockwise: the icon that was on s + 1 is now on s.
        assert shows_prospector(after, segment) == shows_prospector(state, (segment + 1) % 6)
    assert movement_segment(after) == (movement_segment(state) - 1) % SEGMENTS


def test_cleanup_refills_only_a_taken_prospector_bonus_and_never_underground_tiles():
    state = start()
    kept, _ = cleanup(state)
    assert kept.prospector_bonus == state.prospector_bonus and kept.bonus_pile == state.bonus_pile
    emptied = evolve(state, prospector_bonus="", bonus_tiles=state.bonus_tiles[1:])
    refilled, _ = cleanup(emptied)
    assert refilled.prospector_bonus == state.bonus_pile[0]
    assert refilled.bonus_tiles == emptied.bonus_tiles


def test_new_prospector_opens_the_maps_in_any_order_at_their_printed_price():
    state = with_player(start(), 0, silver=3)
    prices = {m.number: m.start_silver for m in state.underground.maps}
    third = apply(state, NewProspector(3)).state
    assert third.player.silver == 3 - prices[3]
    second = apply(third, NewProspector(2)).state
    assert second.player.silver == 3 - prices[3] - prices[2]
    assert [n for n, _ in second.underground.prospectors["Player 1"]] == [1, 3, 2]


def test_a_new_prospector_is_a_task_possible_before_and_after_the_die():
    state = with_player(start(), 0, silver=1)
    assert apply(state, NewProspector(2)).state.player.prospectors == 1  # no die yet
    taken = apply(state, TakeDie(0, PROSPECTOR)).state
    after = apply(taken, NewProspector(2)).state
    assert after.turn == taken.turn  # no AP spent
    assert after.player.prospectors == 1
