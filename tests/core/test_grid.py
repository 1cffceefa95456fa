"""Square-grid geometry: directions, neighbours, bounds."""

import pytest

from tutorial.core.grid import (
    Direction,
    diagonal_neighbours,
    edge_neighbours,
    in_bounds,
    step,
)

N, E, S, W = Direction.N, Direction.E, Direction.S, Direction.W


def test_directions_are_screen_offsets():
    """Column grows east, row grows south (as on a screen)."""
    assert [(d.dx, d.dy) for d in (N, E, S, W)] == [(0, -1), (1, 0), (0, 1), (-1, 0)]
    assert [d.name for d in Direction] == ["N", "E", "S", "W"]


@pytest.mark.parametrize("d, opposite", [(N, S), (E, W), (S, N), (W, E)])
def test_opposite_faces_across_the_shared_edge(d, opposite):
    assert d.opposite is opposite
    assert d.opposite.opposite is d
    # Stepping out and back across the shared edge returns to the start.
    assert step(step((4, 7), d), d.opposite) == (4, 7)


def test_turned_is_clockwise_and_wraps():
    assert N.turned(1) is E
    assert E.turned(1) is S
    assert W.turned(1) is N
    assert N.turned(2) is S
    assert N.turned(4) is N
    assert N.turned(-1) is W
    assert S.turned(7) is E  # 7 = 4 + 3 quarter turns
    for d in Direction:
        assert d.turned(2) is d.opposite


def test_step_moves_one_cell():
    assert step((3, 3), N) == (3, 2)
    assert step((3, 3), E) == (4, 3)
    assert step((3, 3), S) == (3, 4)
    assert step((3, 3), W) == (2, 3)


def test_edge_neighbours_share_an_edge_clockwise_from_north():
    assert list(edge_neighbours((5, 5))) == [
        (N, (5, 4)),
        (E, (6, 5)),
        (S, (5, 6)),
        (W, (4, 5)),
    ]
    for direction, cell in edge_neighbours((0, 0)):
        assert step((0, 0), direction) == cell


def test_diagonal_neighbours_touch_only_at_a_corner():
    diagonals = set(diagonal_neighbours((5, 5)))
    assert diagonals == {(6, 4), (6, 6), (4, 6), (4, 4)}
    assert not diagonals & {c for _, c in edge_neighbours((5, 5))}


def test_in_bounds():
    assert in_bounds((0, 0), (3, 2))
    assert in_bounds((2, 1), (3, 2))
    assert not in_bounds((3, 1), (3, 2))
    assert not in_bounds((2, 2), (3, 2))
    assert not in_bounds((-1, 0), (3, 2))
    assert not in_bounds((0, -1), (3, 2))
    assert not in_bounds((0, 0), (0, 0))


def test_a_board_without_size_has_no_edge():
    for cell in ((0, 0), (-1, 0), (0, -7), (10**6, -(10**6))):
        assert in_bounds(cell, None)
