"""The events on the mine tiles (rulebook, *Mining*: "resolve it immediately";
*Clarifications*: ties; stand-in events)."""

import pytest

from tutorial.cerro_gordo import Mine, apply
from tutorial.cerro_gordo.components import events, mine_deck
from tutorial.cerro_gordo.events import EFFECTS
from tutorial.cerro_gordo.scenarios import (
    from_map,
    objective_card,
    ready_to_mine,
    with_mine,
    with_silver,
)

from .scenarios import coins, mine_tile

#: Players 1 and 2 are each one road from Mine 1 (tied closest); player 3 is not
#: connected to any mine.
BOARD = """
C1──M1──C2
. . . . .
E3. . . M2
"""

#: Which seats each kind of effect reaches, in that board.
REACHES = {
    "closest": (0, 1),
    "drawer": (0,),
    "everyone": (0, 1, 2),
    "unconnected": (2,),
}


def test_every_effect_named_in_the_data_exists():
    assert {e.effect for e in events().values()} <= set(EFFECTS)
    assert {t.event for t in mine_deck()} == set(events())
    assert len(events()) == 22  # the publisher says the game has 22 events


@pytest.mark.parametrize("event", sorted(events()))
def test_event_text_says_what_the_effect_does(event):
    """An event's printed text names who is affected and how much (the data a teacher
    edits must match the rule that applies it)."""
    e = events()[event]
    text = e.text.lower()
    who, _, how = e.effect.rpartition("_")
    phrases = {
        "closest": "closest player(s) to this mine",
        "drawer": "the player who drew this tile",
        "everyone": "every player",
        "unconnected": "every player not connected",
        "row": "each building in the row",
    }
    if e.effect == "nothing":
        assert "nothing happens" in text
        return
    assert phrases[who] in text
    assert f"{e.amount} silver" in text
    if how == "lose":
        assert "return" in text
    elif how == "gain":
        assert "gain" in text


@pytest.mark.parametrize("event", sorted(events()))
def test_each_event_does_what_its_text_says(event):
    e = events()[event]
    state = from_map(BOARD, players=3)
    state = with_silver(state, {0: 4, 1: 4, 2: 4})
    state = ready_to_mine(with_mine(state, 1, mine_tile(1, event), mine_tile(1)))
    after, explain = apply(state, Mine())
    expected = [4 + 1, 4, 4]  # player 1 mined the tile: 1 silver on its back
    who, _, how = e.effect.rpartition("_")
    if who in REACHES:
        for seat in REACHES[who]:
            expected[seat] += e.amount if how == "gain" else -e.amount
    assert coins(after) == expected
    row_silver = [slot.silver for slot in after.row]
    if e.effect == "row_bonus":
        # The 4 buildings left in the row each get the amount; the new one has none.
        assert row_silver == [e.amount] * 4 + [0]
    else:
        assert row_silver == [0] * 5
    assert after.silver_in_play() == 45
    assert e.text in explain().lines
    if who == "closest":
        assert "tied" in explain().text


def test_losses_stop_at_zero():
    """A player cannot return silver they do not have."""
    state = from_map(BOARD, players=3)
    state = with_silver(state, {0: 4, 1: 1, 2: 0})
    state = ready_to_mine(with_mine(state, 1, mine_tile(0, "mountain_blizzard"), mine_tile(1)))
    after, explain = apply(state, Mine())
    assert coins(after) == [2, 0, 0]
    assert "Player 2 returns 1 silver" in explain().text


def test_closest_event_for_a_single_closest_player():
    state = from_map("C1──M1────C2\n. . . . . M2")
    state = ready_to_mine(with_mine(state, 1, mine_tile(0, "lucky_strike"), mine_tile(1)))
    after, _ = apply(state, Mine())
    assert coins(after) == [2 + 3, 2]


def test_an_event_completes_another_players_objective():
    """*Objectives*: "you may also be able to complete an Objective due to an Event":
    after an event every player's objectives are checked, not only the active one's."""
    nest_egg = objective_card("nest_egg_9")
    state = from_map(BOARD, players=3)
    state = state.with_player(1, objectives=(nest_egg, objective_card("purse_15")))
    state = with_silver(state, {0: 2, 1: 8})
    state = ready_to_mine(with_mine(state, 1, mine_tile(0, "payday"), mine_tile(1)))
    after, explain = apply(state, Mine())
    # Payday: every player gains 1; player 2 now holds 9 silver, on player 1's turn.
    assert after.players[1].silver == 9
    assert after.players[1].completed == (nest_egg,)
    assert nest_egg not in after.players[1].objectives
    assert len(after.players[1].objectives) == 2  # "draw a new one"
    assert after.players[0].completed == ()
    assert "Player 2: Objective complete: Nest Egg (9)" in explain().text


def test_an_objective_an_event_does_not_complete_stays_in_hand():
    nest_egg = objective_card("nest_egg_9")
    state = from_map(BOARD, players=3).with_player(1, objectives=(nest_egg,))
    state = with_silver(state, {1: 7})
    state = ready_to_mine(with_mine(state, 1, mine_tile(0, "payday"), mine_tile(1)))
    after, _ = apply(state, Mine())
    assert after.players[1].silver == 8 and after.players[1].completed == ()


def test_the_holder_completes_a_silver_objective_by_their_own_mining():
    nest_egg = objective_card("nest_egg_9")
    state = from_map(BOARD, players=3).with_player(0, objectives=(nest_egg,))
    state = with_silver(state, {0: 7})
    state = ready_to_mine(with_mine(state, 1, mine_tile(2, "quiet_day"), mine_tile(1)))
    after, _ = apply(state, Mine())
    assert after.players[0].silver == 9 and after.players[0].completed == (nest_egg,)


def test_the_mined_silver_completes_nest_egg_before_the_event_takes_some():
    """7 + 2 mined = 9 ("Hold 9+ Silver at any moment"), then Furnace Fire: -2."""
    nest_egg = objective_card("nest_egg_9")
    state = from_map(BOARD, players=3).with_player(0, objectives=(nest_egg,))
    state = with_silver(state, {0: 7})
    state = ready_to_mine(with_mine(state, 1, mine_tile(2, "furnace_fire"), mine_tile(1)))
    after, explain = apply(state, Mine())
    assert after.players[0].silver == 7 and after.players[0].completed == (nest_egg,)
    lines = explain().lines
    assert lines.index("Event: Furnace Fire.") > next(
        i for i, line in enumerate(lines) if "Nest Egg" in line
    )
