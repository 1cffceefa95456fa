"""An action's fields are checked before any rule runs (tutorial.cerro_gordo.action_fields)."""

import pytest

from tutorial.cerro_gordo import (
    Game,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    TakeBuilding,
    apply,
)
from tutorial.cerro_gordo.action_fields import RULE_ACTION
from tutorial.cerro_gordo.scenarios import fresh, from_map, ready_to_mine, with_road_in_hand

from .scenarios import rejected

BAD = [
    (TakeBuilding("2"), "TakeBuilding.index must be a whole number", "'2'"),
    (TakeBuilding(True), "TakeBuilding.index must be a whole number", "True"),
    (TakeBuilding(0.0), "TakeBuilding.index must be a whole number", "0.0"),
    (
        Mine([1]),
        "Mine.mine must be a whole number (at most 1,000,000,000 either way) or None",
        "[1]",
    ),
    (Mine(False), "Mine.mine must be", "False"),
    (RefreshObjectives(None), "RefreshObjectives.discard must be a tuple of whole numbers", "None"),
    (RefreshObjectives([0]), "RefreshObjectives.discard must be a tuple", "[0]"),
    (RefreshObjectives((0, "1")), "RefreshObjectives.discard must be a tuple", "(0, '1')"),
    (PlaceRoad((1, 2, 3)), "PlaceRoad.cell must be two whole numbers (column, row)", "(1, 2, 3)"),
    (PlaceRoad((1.0, 1.0)), "PlaceRoad.cell must be two whole numbers (column, row)", "(1.0, 1.0)"),
    (PlaceRoad((True, 1)), "PlaceRoad.cell must be two whole numbers", "(True, 1)"),
    (PlaceRoad([1, 1]), "PlaceRoad.cell must be two whole numbers", "[1, 1]"),
    (PlaceRoad((1, 1), 1.0), "PlaceRoad.turns must be a whole number", "1.0"),
    (PlaceRoad((1, 1), None), "PlaceRoad.turns must be a whole number", "None"),
    (PlaceBuilding("(1, 1)"), "PlaceBuilding.cell must be two whole numbers", "'(1, 1)'"),
    (PlaceBuilding((10**100, 0)), "PlaceBuilding.cell must be two whole numbers", "(1000"),
]


@pytest.mark.parametrize("action, says, quotes", BAD, ids=[repr(b[0])[:40] for b in BAD])
def test_a_bad_field_is_refused_naming_the_action_and_the_field(action, says, quotes):
    err = rejected(fresh(), action)
    assert err.rule == RULE_ACTION
    assert err.message.startswith(says) and quotes in err.message


@pytest.mark.parametrize("thing", [None, "TakeBuilding(0)", 3, (0, 0), TakeBuilding, object()])
def test_what_is_not_an_action_is_refused(thing):
    err = rejected(fresh(), thing)
    assert err.rule == RULE_ACTION and "is not an action of Cerro Gordo" in err.message


def test_fields_are_checked_before_any_rule():
    """Even where the rules would refuse the action anyway (the game is over, or it is not
    that step of the turn), a malformed field is what the message names."""
    finished = Game(2, seed=3).play_to_end().state
    assert "TakeBuilding.index" in rejected(finished, TakeBuilding("0")).message
    assert "Mine.mine" in rejected(fresh(), Mine(1.5)).message


def test_a_float_copy_of_a_legal_cell_is_not_stored():
    """``PlaceRoad((1.0, 0.0))`` equals ``PlaceRoad((1, 0))`` in Python; accepted, it
    would put a float cell on the board, and the game could not reload its own save."""
    state = with_road_in_hand(from_map("M1. . M2"), 0, "─")
    rejected(state, PlaceRoad((1.0, 0.0)))
    game = Game(state=state)
    game.play(PlaceRoad((1, 0)))
    assert Game.load(game.save()).state == game.state


def test_long_values_are_cut_in_the_message():
    err = rejected(fresh(), PlaceBuilding(("x" * 2_000_000, 0)))
    assert len(err.message) < 200 and "…" in err.message
    err = rejected(fresh(), PlaceBuilding((10**5000, 0)))  # too long even to print
    assert "too large to print" in err.message


def test_well_formed_actions_pass_to_the_rules():
    state = ready_to_mine(from_map("M1──C1. M2"))
    after, _ = apply(state, Mine(1))
    assert after.active == 1
    after, _ = apply(fresh(), TakeBuilding(0))
    assert after.turn.building_taken
