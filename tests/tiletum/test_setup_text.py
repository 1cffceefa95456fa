"""What setup says and gives (solo, 2-4 players, the first-player Silver variant), and a tier."""

from __future__ import annotations

import pytest

from tutorial.core.errors import ArgumentError
from tutorial.core.values import evolve
from tutorial.tiletum.actions import UnlockTier, apply
from tutorial.tiletum.options import RuleOptions
from tutorial.tiletum.setup import new_game
from tutorial.widgets.tiletum.panels import player_rows

from .test_engine import rich, start


def setup_text(players: int, **setup: object) -> str:
    _, explain = new_game(players, seed=4, **setup)
    return "\n".join(explain().lines)


def test_a_solo_setup_says_what_the_cardinal_really_takes():
    text = setup_text(1, first_player=0)
    assert "Player 1 is first and takes no Silver." in text
    assert "everyone else" not in text and "player(s)" not in text
    assert "(a solo game: as for 2 players)" in text
    assert "Player 1: 1 Prospector and 1 Mine on map I's start, 2 Prospectors and 2 Mines" in text
    cardinal = text.splitlines()[-2]  # the line before the Cathedrals'
    assert cardinal.startswith("The Cardinal of Silver: 1 Prospector and 1 Mine")
    assert "5 Mines by its board, none beside the King track, no Technology markers" in cardinal
    assert cardinal.endswith("no Silver (it is no player).")
    hard = setup_text(1, first_player=1, hard=True)
    assert "The Cardinal of Silver is first; Player 1 takes 1 Silver." in hard
    assert "hard difficulty: 1 Silver and 30 points to start." in hard


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_of_players_says_the_rulebooks_setup(players):
    text = setup_text(players, first_player=1)
    assert "Player 2 is first and takes no Silver; everyone else takes 1." in text
    assert f"(for {players} players)" in text
    assert (
        "Each player: 1 Prospector and 1 Mine on map I's start, 2 Prospectors and 2 Mines "
        "in supply, 3 Mines beside the King track" in text
    )
    assert "Cardinal" not in text


def test_the_cardinals_column_lists_no_technologies_and_its_mines_by_its_board():
    state, _ = new_game(1, seed=4)
    you, cardinal = (dict(player_rows(state, seat)) for seat in (0, 1))
    assert cardinal["Technologies"] == "none: the Cardinal ignores Technologies"
    assert cardinal["Mines"] == "5 by its board, 1 built"
    assert you["Technologies"] == "Architect —, Joker —, Character —"
    assert you["Mines"] == "2 in supply, 3 beside the King track, 1 built"


@pytest.mark.parametrize("players", [1, 2, 4])
def test_first_player_silver_gives_the_first_player_1_and_changes_nothing_else(players):
    rulebook, _ = new_game(players, seed=9, first_player=0)
    variant, explain = new_game(players, seed=9, first_player=0, first_player_silver=True)
    assert variant.players[0].silver == 1 and rulebook.players[0].silver == 0
    assert variant.silver_supply == rulebook.silver_supply - 1
    # Nothing else moves: the same shuffles, the same dice, the same other seats.
    given = evolve(variant.players[0], silver=0)
    same = evolve(
        variant, players=(given, *variant.players[1:]), silver_supply=rulebook.silver_supply
    )
    assert same == rulebook
    assert "the first_player_silver variant" in explain().lines[2]
    switched = RuleOptions(first_player_silver=True)
    assert new_game(players, seed=9, first_player=0, options=switched)[0] == variant


def test_a_bad_switch_value_is_refused_by_name():
    with pytest.raises(ArgumentError, match="first_player_silver"):
        RuleOptions(first_player_silver="yes")  # type: ignore[arg-type]


def test_a_tier_says_its_gain_comes_once_and_that_this_is_our_reduction():
    state = rich(start(), 1)
    outcome = apply(state, UnlockTier("Architect"))
    lines = outcome.explain().lines
    assert lines[0] == "Player 1 paid 1 Silver to move up to tier I of Architect."
    assert lines[1].startswith("Stand-in effect of the tier, gained once, now: ")
    assert "Our reduction" in lines[2] and "once, when it is unlocked" in lines[2]
    assert not any("stay active" in line for line in lines)
