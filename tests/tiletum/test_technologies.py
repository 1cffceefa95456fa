"""Technologies and the pieces tied to them: the Resource Bonus tiles and the Bonus AP markers.

The tiers' costs, refusals and points are tested in ``test_engine.py``
(``test_tiers_cost_1_2_3_silver_one_at_a_time``, ``test_a_tier_needs_its_silver``,
``test_a_technology_not_in_play_is_refused``, ``test_tier_three_scores_six``).
"""

from __future__ import annotations

import json

import pytest

from tutorial.core.errors import PositionError
from tutorial.core.values import evolve
from tutorial.tiletum.actions import EndTurn, Move, TakeDie, UnlockTier, UseApMarker, apply
from tutorial.tiletum.components import standard_components
from tutorial.tiletum.game import Game
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.positions import load_state, save_state
from tutorial.tiletum.scoring import score_sheet
from tutorial.tiletum.state import PROSPECTOR, Die, GameState, Turn, with_player
from tutorial.tiletum.technologies import RULE_AP_MARKERS, RULE_TECHNOLOGIES

from .test_engine import refused, rich, start

WITH_RESOURCE = ("Architect", "Joker", "Resource")


def with_die(state: GameState, action: str = PROSPECTOR, value: int = 2) -> GameState:
    """The active player has taken a die of ``value`` for ``action`` (a legal TakeDie)."""
    for take in legal_actions(state):
        if isinstance(take, TakeDie) and take.action == action:
            if state.dice[take.die].value == value:
                return apply(state, take).state
    raise AssertionError(f"no {value} die for {action} in this position")


# -- Setup 5: the Resource Bonus tiles --------------------------------------------


def test_the_resource_technology_brings_its_4_resource_bonus_tiles():
    ids = tuple(t.id for t in standard_components().resource_bonus)
    assert len(ids) == 4
    assert start(technologies=WITH_RESOURCE).resource_bonus == ids
    assert start().resource_bonus == ()  # the first game: Architect, Joker, Character


def test_reaching_tier_one_takes_the_top_tile_and_its_gain():
    state = rich(start(technologies=WITH_RESOURCE), 3)
    top = standard_components().resource_bonus[0]
    outcome = apply(state, UnlockTier("Resource"))
    after = outcome.state
    assert after.resource_bonus == state.resource_bonus[1:]
    tier_one = standard_components().technology("Resource").tiers[0]
    grey = sum(after.player.resources) - sum(state.player.resources)
    assert grey == tier_one.resources + top.gain.resources
    assert after.player.gold == state.player.gold + tier_one.gold + top.gain.gold
    assert any(top.id in line for line in outcome.explain().lines)
    # Tier II takes no tile.
    again = apply(after, UnlockTier("Resource")).state
    assert again.resource_bonus == after.resource_bonus


def test_each_player_reaching_tier_one_takes_the_next_tile_while_any_are_left():
    state = start(4, technologies=WITH_RESOURCE)
    for seat in range(4):
        state = rich(evolve(state, active=seat), 1)
        state = apply(state, UnlockTier("Resource")).state
    assert state.resource_bonus == ()
    # A fifth taker (a made-up position: a game has at most 4 players) finds none.
    state = with_player(rich(evolve(state, active=0), 1), 0, tiers=(0, 0, 0))
    outcome = apply(state, UnlockTier("Resource"))
    assert any("No Resource Bonus tile is left" in line for line in outcome.explain().lines)


def test_the_tiles_left_are_saved_and_checked():
    state = apply(rich(start(technologies=WITH_RESOURCE), 1), UnlockTier("Resource")).state
    saved = json.loads(save_state(state))
    assert load_state(json.dumps(saved)) == state
    saved["resource_bonus"] = ["rb1", "rb2", "rb3", "rb4"]  # one tier I reached, 4 still there
    with pytest.raises(PositionError) as err:
        load_state(json.dumps(saved))
    assert err.value.field == "resource_bonus"


# -- Setup i: the Bonus Action Point markers (stand-in reading) --------------------


def test_a_marker_adds_its_ap_once_a_game_and_goes_to_the_box():
    state = with_die(start())  # a 2 for the Prospector Action: 5 AP
    assert state.turn.ap == 5
    assert {UseApMarker(3), UseApMarker(4)} <= set(legal_actions(state))
    after = apply(state, UseApMarker(4)).state
    assert after.turn.ap == 9 and after.turn.bonus_ap == 4
    assert after.player.ap_markers == (3,)
    assert UseApMarker(3) not in legal_actions(after)  # one an action
    refused(after, UseApMarker(3), RULE_AP_MARKERS)
    refused(after, UseApMarker(4), RULE_AP_MARKERS)  # gone to the box
    moved = apply(after, Move(0, "a")).state
    assert moved.turn.ap == 8


def test_a_marker_needs_a_die_for_an_action_that_spends_ap_one_at_a_time():
    state = start()
    assert not any(isinstance(a, UseApMarker) for a in legal_actions(state))
    error = refused(state, UseApMarker(3), RULE_AP_MARKERS)
    assert "take a die first" in error.message
    market = evolve(state, turn=Turn(die=Die("grey", 1), segment=0, action="Market", ap=0))
    refused(market, UseApMarker(3), RULE_AP_MARKERS)
    contract = evolve(state, turn=Turn(die=Die("grey", 5), segment=4, action="Contract", ap=2))
    assert apply(contract, UseApMarker(3)).state.turn.ap == 5


def test_without_the_character_technology_there_is_no_marker_to_use():
    state = with_die(start(technologies=WITH_RESOURCE))
    assert not any(isinstance(a, UseApMarker) for a in legal_actions(state))
    error = refused(state, UseApMarker(3), RULE_AP_MARKERS)
    assert "Character" in error.message


def test_a_marker_in_use_is_saved_and_checked():
    state = apply(with_die(start()), UseApMarker(3)).state
    saved = json.loads(save_state(state))
    assert load_state(json.dumps(saved)) == state
    saved["players"][0]["ap_markers"] = [3, 4]  # used and still held
    with pytest.raises(PositionError) as err:
        load_state(json.dumps(saved))
    assert err.value.field == "turn.bonus_ap"
    saved = json.loads(save_state(state))
    saved["turn"]["ap"] = 9  # more than the die's 5 and the marker's 3
    with pytest.raises(PositionError) as err:
        load_state(json.dumps(saved))
    assert err.value.field == "turn.ap"


def test_markers_are_kept_across_actions_and_a_game_plays_on():
    game = Game(2, seed=3, first_player=0)
    assert str(game.state.dice[0]) == "yellow 2"
    game.play(TakeDie(0, PROSPECTOR))
    game.play(UseApMarker(3))
    game.play(EndTurn())
    assert game.state.players[0].ap_markers == (4,)
    assert game.state.turn == Turn()
    assert game.play_to_end().state.over


def test_the_technology_rule_names_a_tier_refused_for_silver():
    state = start()  # seat 0 is first and holds no Silver
    error = refused(state, UnlockTier("Architect"), RULE_TECHNOLOGIES)
    assert "costs 1 Silver" in error.message
    assert score_sheet(state, 0).technologies == 0
