"""Monte Carlo tree search (tutorial.core.tree_search): the formula, a tiny game, every game."""

from __future__ import annotations

import importlib
import math
import random

import pytest

from tutorial.core.contract import game_packages
from tutorial.core.errors import ArgumentError
from tutorial.core.tree_search import (
    MCTS_PSEUDOCODE,
    explain_decision,
    mcts_player,
    nim,
    playout_value,
    ucb,
)

NIM = nim(3)  # take 1 to 3: a multiple of 4 is lost for the seat to move


def test_ucb_is_the_mean_plus_c_times_the_root_of_log_parent_visits_over_visits():
    assert ucb(0.25, 50, 5, c=1.0) == pytest.approx(0.25 + math.sqrt(math.log(50) / 5))
    assert ucb(0.5, 100, 10) == pytest.approx(0.5 + math.sqrt(2) * math.sqrt(math.log(100) / 10))
    assert ucb(1.0, 1, 1) == 1.0  # ln 1 = 0: no bonus
    assert ucb(0.0, 3, 0) == math.inf


def test_a_playout_is_worth_one_for_a_win_a_half_for_a_tie_nothing_for_a_loss():
    assert [playout_value((0,), seat) for seat in (0, 1)] == [1.0, 0.0]
    assert [playout_value((0, 2), seat) for seat in (0, 1, 2)] == [0.5, 0.0, 0.5]


@pytest.mark.parametrize("seed", range(5))
def test_on_nim_the_search_finds_the_winning_move(seed):
    # From 7, take 3 (leave 4); from 9, take 1 (leave 8); from 6, take 2.
    assert mcts_player(NIM, 200)((7, 0), random.Random(seed)) == 3
    assert mcts_player(NIM, 200)((9, 1), random.Random(seed)) == 1
    assert mcts_player(NIM, 200)((6, 0), random.Random(seed)) == 2


def test_the_same_seed_gives_the_same_decision_and_the_visits_add_up_to_the_budget():
    first = explain_decision(NIM, (9, 0), random.Random(4), simulations=60)
    again = explain_decision(NIM, (9, 0), random.Random(4), simulations=60)
    assert first == again
    assert sum(child.visits for child in first.children) == first.simulations == 60
    assert first.chosen == first.children[0].action == first.best_line[0]
    assert not first.determinised and "determinisation" not in first.text()


def test_the_trace_runs_the_four_phases_in_order_and_lights_pseudocode_lines():
    decision = explain_decision(NIM, (4, 0), random.Random(0), simulations=3, trace=True)
    kinds = [step.kind for step in decision.steps]
    # Simulation 1 from the root: no selection, a new child, its playout, back to the root.
    assert kinds[:5] == ["determinise", "expand", "simulate", "back_propagate", "back_propagate"]
    assert kinds.count("determinise") == 3 and kinds[-1] == "choose"
    assert all(1 <= line <= len(MCTS_PSEUDOCODE) for step in decision.steps for line in step.lines)
    root_visits = [s.visits for s in decision.steps if s.kind == "back_propagate" and not s.path]
    assert root_visits == [1, 2, 3]
    assert all(step.text() for step in decision.steps)


def test_a_budget_in_milliseconds_stops_by_the_clock():
    decision = explain_decision(NIM, (6, 0), random.Random(0), milliseconds=20)
    assert decision.simulations > 1
    # However short the time, one simulation runs: a decision needs a child.
    assert explain_decision(NIM, (6, 0), random.Random(0), milliseconds=1e-9).simulations == 1


@pytest.mark.parametrize(
    ("budget", "name"),
    [
        ({}, "simulations"),
        ({"simulations": 0}, "simulations"),
        ({"milliseconds": -1}, "milliseconds"),
    ],
)
def test_a_bad_budget_is_refused_naming_it(budget, name):
    with pytest.raises(ArgumentError, match=name):
        explain_decision(NIM, (6, 0), random.Random(0), **budget)


@pytest.mark.parametrize("name", game_packages())
def test_every_game_seats_mcts_whose_choice_is_legal(name):
    game = importlib.import_module(f"tutorial.{name}")
    assert game.BOTS["mcts"].__name__ == "mcts"  # a seat named after its player
    search = importlib.import_module(f"tutorial.{name}.players").SEARCH
    state = game.new_game(2, seed=3).state
    rng = random.Random(1)
    for _ in range(4):  # a few moves in, where a turn has several kinds of action
        state = game.apply(state, search.random_action(state, rng)).state
    decision = explain_decision(search, state, random.Random(2), simulations=6)
    assert decision.chosen in game.legal_actions(state)
    assert sum(child.visits for child in decision.children) == 6
    assert decision.determinised and "drawn again" in decision.text()


def test_a_game_with_an_mcts_seat_replays_from_its_seed():
    from tutorial import tiletum

    def played() -> object:
        game = tiletum.Game(2, seed=5, seats=("mcts", "random"), first_player=0)
        return game.step().state

    assert played() == played()
