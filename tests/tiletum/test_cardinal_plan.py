"""The Cardinalbot's plan, asked before its turn, is what its turn then does."""

from __future__ import annotations

import pytest

from tutorial.tiletum.cardinal_plan import cardinal_plan
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
