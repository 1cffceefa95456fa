"""The Cardinalbot's plan, asked before its turn, is what its turn then does."""

from __future__ import annotations

import pytest

from tutorial.tiletum.cardinal_plan import cardinal_plan
from tutorial.tiletum.cardinalbot import AP_IGNORED
from tutorial.tiletum.game import Game
from tutorial.tiletum.state import PROSPECTOR


@pytest.mark.parametrize("seed", range(6))
def test_the_plan_foretells_the_die_and_the_build(seed):
    game = Game(1, seed=seed)
    plans = 0
    while not game.state.over:
        state = game.state
        if state.active != state.solo.seat:
            game.step()
            continue
        plan = cardinal_plan(state)
        game.step()
        after = game.state
        turn = game.history.current.explanation.lines
        assert f"took the {plan.die} die" in turn[1] and f"for the {plan.action} Action" in turn[1]
        chosen = plan.decision.chosen if plan.decision is not None else None
        if plan.action == PROSPECTOR and chosen is not None:
            number, site = chosen.town[0], chosen.site.id
            assert (number, site) not in state.underground.built
            assert after.underground.built[(number, site)] == "cardinalbot"
            assert set(plan.decision.tablets) <= after.underground.covered
        plans += 1
    assert plans == 12  # 3 actions a round, 4 rounds


def test_the_plan_is_refused_on_a_players_turn():
    game = Game(1, seed=1, first_player=0)
    with pytest.raises(ValueError, match="not the Cardinal"):
        cardinal_plan(game.state)
    with pytest.raises(ValueError, match="not the Cardinal"):
        cardinal_plan(Game(2, seed=1).state)


def test_a_fallback_die_is_said_to_be_one_not_the_decrees_choice():
    """Seed 0: at its turn no die offers Market or Prospector, so it takes the lowest die."""
    game = Game(1, seed=0, seats=("random", "cardinal"))
    for _ in range(11):
        game.step()
    plan = cardinal_plan(game.state)
    assert not plan.by_decree and plan.action == "Construction"
    assert "falls back on the die of least value" in plan.text()
    assert "the Decree did not choose it" in plan.text()
    game.step()
    said = game.history.current.explanation.lines[0]
    assert said.startswith("Decree Mercantile Empire: no die on the wheel offers an Action it")
    assert "for the Construction Action" in said


def test_the_prospector_action_says_it_spends_no_action_points():
    game = Game(1, seed=51, first_player=1, seats=("random", "cardinal"))
    plan = cardinal_plan(game.state)
    assert plan.by_decree and plan.action == PROSPECTOR
    assert plan.text().endswith(AP_IGNORED)
    game.step()
    assert AP_IGNORED in game.history.current.explanation.lines
