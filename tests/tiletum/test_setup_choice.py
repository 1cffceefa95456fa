"""Choosing the maps' sides and the Technologies at setup (*Setup changes*, 2 and 5)."""

from __future__ import annotations

import pytest

from tutorial.core.errors import ArgumentError
from tutorial.tiletum.components import FIRST_GAME_TECHNOLOGIES
from tutorial.tiletum.game import Game
from tutorial.tiletum.setup import new_game


def test_the_default_deal_is_the_first_game_chosen_by_hand():
    chosen = new_game(2, seed=4, sides=("A", "A", "A"), technologies=FIRST_GAME_TECHNOLOGIES)
    assert chosen.state == new_game(2, seed=4).state


def test_chosen_sides_and_technologies_change_only_what_was_chosen():
    default = new_game(3, seed=8).state
    chosen = new_game(
        3, seed=8, sides=("B", "A", "B"), technologies=("Resource", "Joker", "Architect")
    ).state
    assert [m.side for m in chosen.underground.maps] == ["B", "A", "B"]
    assert chosen.technologies == ("Resource", "Joker", "Architect")
    # What the choice brings with it: the Resource Bonus tiles, and no AP markers
    # without the Character Technology (*Setup*, 5 and i).
    assert chosen.resource_bonus and not default.resource_bonus
    assert all(p.ap_markers == () for p in chosen.players)
    # A choice draws nothing from the seed: the rest of the deal is the seed's first game's.
    assert (chosen.first, chosen.overlay, chosen.fairs) == (
        default.first,
        default.overlay,
        default.fairs,
    )


def test_a_game_takes_the_choice_too():
    game = Game(2, seed=1, sides=("A", "B", "A"), technologies=("Joker", "Character", "Resource"))
    assert game.state.underground.map(2).side == "B"
    assert game.state.technologies == ("Joker", "Character", "Resource")


@pytest.mark.parametrize(
    "sides",
    [("A", "B"), ("A", "C", "A"), "AAA", ("a", "b", "a"), 3],
    ids=["two sides", "side C", "a string", "lower case", "a number"],
)
def test_a_bad_side_is_refused_naming_setup_step_2(sides):
    with pytest.raises(ArgumentError, match=r"Setup changes, 2: .* side A or B") as refused:
        new_game(2, seed=1, sides=sides)
    assert refused.value.argument == "sides"


@pytest.mark.parametrize(
    "technologies",
    [
        ("Joker", "Joker", "Architect"),
        ("Joker", "Architect"),
        ("Joker", "Architect", "Character", "Resource"),
        ("Joker", "Architect", "Alchemy"),
        "Joker",
        (["Joker"], "Architect", "Character"),
    ],
    ids=["twice", "two", "four", "unknown", "a string", "a list inside"],
)
def test_a_bad_technology_choice_is_refused_naming_setup_step_5(technologies):
    with pytest.raises(ArgumentError, match=r"Setup changes, 5: 3 different Technology") as refused:
        new_game(2, seed=1, technologies=technologies)
    assert refused.value.argument == "technologies"
    assert "Architect, Joker, Character" in refused.value.message  # the tiles there are
