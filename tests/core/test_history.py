"""History: undo, redo, jumps, and branching after an undo; and a game played without one."""

import numpy
import pytest

from tutorial.cerro_gordo import EndTurn, Game
from tutorial.core.errors import ArgumentError, IllegalMove
from tutorial.core.explanation import Explanation
from tutorial.core.history import History


def build():
    h = History.start("s0", lambda: Explanation("setup"))
    for i in (1, 2, 3):
        h = h.push(f"a{i}", f"s{i}", lambda i=i: Explanation(f"step {i}"))
    return h


def test_start_holds_one_state():
    h = History.start("s0", lambda: Explanation("setup"))
    assert h.state == "s0"
    assert h.actions == ()
    assert not h.can_undo and not h.can_redo
    assert h.current.explanation.title == "setup"


def test_push_moves_the_cursor_to_the_new_state():
    h = build()
    assert h.state == "s3" and h.cursor == 3
    assert h.actions == ("a1", "a2", "a3")
    assert h.current.action == "a3"
    assert h.can_undo and not h.can_redo


def test_undo_and_redo():
    h = build()
    back = h.undo().undo()
    assert back.state == "s1" and back.actions == ("a1",)
    assert back.can_redo
    assert back.redo().state == "s2"
    assert back.redo().redo().state == "s3"
    # At the ends, undo and redo stay put.
    assert h.redo().state == "s3"
    assert h.jump(0).undo().state == "s0"


def test_history_is_immutable():
    h = build()
    h.undo()
    h.push("b", "t", lambda: Explanation("x"))
    assert h.state == "s3" and len(h.entries) == 4


def test_jump_and_bounds():
    h = build()
    assert h.jump(0).state == "s0"
    assert h.jump(2).state == "s2"
    assert h.jump(2).actions == ("a1", "a2")
    with pytest.raises(IndexError, match="0..3"):
        h.jump(4)
    with pytest.raises(IndexError):
        h.jump(-1)


@pytest.mark.parametrize("index", [0.5, True, "1", None])
def test_jump_refuses_what_is_not_a_whole_number(index):
    h = build()
    with pytest.raises(ArgumentError) as info:
        h.jump(index)
    assert info.value.argument == "index"


def test_jump_takes_a_numpy_integer_too():
    assert build().jump(numpy.int64(1)).state == "s1"


def test_new_action_after_undo_drops_the_undone_states():
    h = build().undo().undo().push("b2", "t2", lambda: Explanation("branch"))
    assert h.actions == ("a1", "b2")
    assert [e.state for e in h.entries] == ["s0", "s1", "t2"]
    assert not h.can_redo


def test_play_out_plays_the_same_game_as_play_to_end_and_forgets_it():
    kept = Game(3, seed=5, seats=("greedy", "random", "greedy")).play_to_end()
    seen = []
    forgot = Game(3, seed=5, seats=("greedy", "random", "greedy")).play_out(
        lambda state, action: seen.append((state, action))
    )
    assert forgot.state == kept.state
    assert [action for _, action in seen] == list(kept.history.actions)
    assert [state for state, _ in seen] == [e.state for e in kept.history.entries[:-1]]
    assert len(forgot.history.entries) == 1 and not forgot.history.can_undo


def test_play_out_names_the_seat_whose_player_broke_a_rule():
    def ends_at_once(state, rng):
        return EndTurn()

    game = Game(2, seed=1, seats=(ends_at_once, ends_at_once))
    start = game.state
    with pytest.raises(IllegalMove, match=r"^.*seat \d \(.*played by ends_at_once\) chose"):
        game.play_out()
    assert game.state is start
