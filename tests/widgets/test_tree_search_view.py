"""TreeSearchView: an MCTS decision's tree, pseudocode and root children, one phase at a time."""

from __future__ import annotations

import random

import pytest

from tutorial import tiletum
from tutorial.core.tree_search import PHASE_LINES, explain_decision, nim
from tutorial.tiletum.players import SEARCH as TILETUM_SEARCH
from tutorial.widgets import palette
from tutorial.widgets.tree_search_view import (
    GROWS_NOTE,
    LEGEND,
    MOST_NODES,
    TreeSearchView,
    best_line_of,
    snapshots,
)

from .helpers import lit_lines, plain

NIM = nim(3)  # take 1 to 3: a multiple of 4 is lost for the seat to move


@pytest.fixture
def view():
    return TreeSearchView.search(NIM, (6, 0), simulations=12, seed=3)


def test_every_step_lights_the_lines_its_phase_names(view):
    seen = set()
    for index, step in enumerate(view.events):
        view.show(index)
        assert lit_lines(view) == sorted(PHASE_LINES[step.kind])
        seen.add(step.kind)
    assert seen == set(PHASE_LINES)  # all six phases appear in 12 simulations


def test_the_last_step_is_the_decision(view):
    last = len(view.events) - 1
    view.show(last)
    decision = view.decision
    rows = view.root_children(last)
    assert sum(visits for _, visits, _, _ in rows) == decision.simulations == 12
    assert [(a, v) for a, v, _, _ in rows] == [(c.action, c.visits) for c in decision.children]
    assert [u for *_, u in rows] == pytest.approx([c.ucb for c in decision.children])
    assert view.best_line(last) == decision.best_line
    assert view.drawing.best == decision.best_line
    assert "12 visits in all" in plain(view.data.value)
    assert not view.pruned(last) and len(view.drawing.shown) == len(view.trees[last])
    assert "big tree" not in plain(view.data.value).lower()


def test_the_empty_canvas_says_where_the_tree_will_grow_until_it_does(view):
    grown = next(i for i, tree in enumerate(view.trees) if len(tree) > 1)
    assert grown > 0  # the first steps select and expand from the root alone
    assert view.drawing_note(0) == view.drawing_note(grown - 1) == (GROWS_NOTE,)
    assert view.drawing_note(grown) == ()
    assert view.drawing_note(len(view.events) - 1) == ()


def test_an_expansion_adds_an_orange_node_and_lights_its_path(view):
    expand = next(i for i, s in enumerate(view.events) if s.kind == "expand" and len(s.path) > 1)
    before, after = view.trees[expand - 1], view.trees[expand]
    path = view.events[expand].path
    assert path not in before and set(after) == set(before) | {path}
    view.show(expand)
    assert view.drawing.lit == tuple(path[:i] for i in range(len(path) + 1))
    assert "Expand: a new node" in plain(view.caption.value)


def test_prev_returns_to_the_previous_step(view):
    view.next_button.click()
    view.next_button.click()
    code, data, caption = view.code.value, view.data.value, view.caption.value
    view.next_button.click()
    assert view.index == 3 and view.caption.value != caption
    view.prev_button.click()
    assert view.index == 2
    assert (view.code.value, view.data.value, view.caption.value) == (code, data, caption)


def test_back_propagation_counts_the_root_visits(view):
    roots = [
        t[()].visits for t, s in zip(view.trees, view.events, strict=True) if s.kind == "choose"
    ]
    assert roots == [12]
    assert best_line_of(snapshots(view.decision.steps)[-1]) == view.decision.best_line


def test_a_real_game_position():
    state = tiletum.new_game(2, seed=3).state
    rng = random.Random(1)
    for _ in range(4):
        state = tiletum.apply(state, TILETUM_SEARCH.random_action(state, rng)).state
    view = TreeSearchView.search(TILETUM_SEARCH, state, simulations=8, seed=2)
    last = len(view.events) - 1
    view.show(last)
    rows = view.root_children(last)
    assert len(rows) > 1 and sum(visits for _, visits, _, _ in rows) == 8
    assert view.decision.determinised and view.decision.chosen in tiletum.legal_actions(state)
    assert str(view.decision.chosen) in plain(view.data.value)  # the table names it in full
    assert len(view.drawing.shown) == len(view.trees[last])


def test_a_big_tree_is_drawn_pruned_and_says_so():
    big = TreeSearchView.search(NIM, (15, 0), simulations=60, seed=1)
    big.show(len(big.events) - 1)
    assert len(big.trees[big.index]) > MOST_NODES and big.pruned(big.index)
    assert "A big tree" in plain(big.data.value)  # said on screen, not only drawn
    best = big.decision.best_line
    shown = set(big.drawing.shown)
    assert {best[:i] for i in range(len(best) + 1)} <= shown
    assert all(len(p) <= 1 or p[: len(p)] == best[: len(p)] or p in big.drawing.lit for p in shown)


def test_a_decision_without_a_trace_shows_its_root_children():
    decision = explain_decision(NIM, (7, 0), random.Random(0), simulations=30)
    view = TreeSearchView(decision)
    assert len(view.events) == 1 and view.pruned(0)
    assert "No trace kept" in plain(view.data.value)
    assert sum(row[1] for row in view.root_children(0)) == 30
    assert lit_lines(view) == list(PHASE_LINES["choose"])


def test_the_legend_names_every_colour_in_words():
    for entry in LEGEND:
        name = palette.colour_name(entry)
        assert name in palette.legend_words(entry)


def test_plain_text_says_the_step_and_the_root_children(view):
    select = next(i for i, s in enumerate(view.events) if s.kind == "select")
    lines = view.text(select).splitlines()
    assert lines[0].startswith(f"Step {select} of {len(view.events) - 1}, line 4, 9: node = select")
    assert lines[1] == view.events[select].text()
    rows = view.root_children(select)
    assert len(lines) == 2 + len(rows) and all(line.startswith("  ") for line in lines[2:])
    action, visits, mean, _ = rows[0]
    assert lines[2].startswith(f"  {action}: {visits} visits, mean {mean:.3f}, UCB ")
