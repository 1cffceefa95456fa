"""Solo: the Cardinal of Silver as rules (setup, flow, its Prospector action, scoring)."""

from __future__ import annotations

import pytest

from tutorial.core.errors import IllegalMove
from tutorial.core.values import evolve
from tutorial.tiletum.actions import CardinalTurn, EndTurn, TakeDie, apply
from tutorial.tiletum.cardinalbot import BOT
from tutorial.tiletum.components import Gain
from tutorial.tiletum.game import Game
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.rounds import end_round, king_phase
from tutorial.tiletum.scoring import cardinal_overlay_points, score_sheet
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.simulation import simulate
from tutorial.tiletum.solo import (
    NEW_DECREES,
    RULE_SOLO,
    SWAPPED_DECREES,
    Surprise,
    SurpriseStep,
    cardinal_prospect,
    choose_die,
    decree_of,
    flatten,
    resolve_surprise,
    solo_king_phase,
)
from tutorial.tiletum.state import PROSPECTOR, Die, GameState, built_by, with_player
from tutorial.tiletum.wheel import actions_on

SILVER = 28


def solo(seed: int = 3, first: int = 0, **kwargs) -> GameState:
    return new_game(1, seed, first_player=first, **kwargs).state


def bot(state: GameState):
    return state.players[state.solo.seat]


def silver_total(state: GameState) -> int:
    return state.silver_supply + sum(p.silver for p in state.players)


def give_bot(state: GameState, **changes) -> GameState:
    """Change the Cardinalbot's fields, keeping Silver conserved through the supply."""
    seat = state.solo.seat
    if "silver" in changes:
        state = evolve(
            state, silver_supply=state.silver_supply - changes["silver"] + bot(state).silver
        )
    return with_player(state, seat, **changes)


# -- Solo setup ---------------------------------------------------------------


def test_solo_setup_puts_the_cardinal_in_the_last_seat():
    state = solo()
    assert [p.name for p in state.players] == ["Player 1", BOT]
    cardinal = bot(state)
    assert state.solo.seat == 1
    assert state.underground.prospectors[BOT] == ((1, "s"),)
    assert built_by(state, BOT, "mine") == 1  # the Mine on the starting map
    assert (cardinal.prospectors, cardinal.mines, cardinal.mines_by_king) == (2, 5, 0)
    assert cardinal.tiers == (0, 0, 0) and cardinal.ap_markers == ()
    assert (cardinal.silver, cardinal.points) == (0, 0)
    assert silver_total(state) == SILVER


def test_hard_difficulty_gives_1_silver_and_30_points():
    state = solo(hard=True)
    assert (bot(state).silver, bot(state).points) == (1, 30) and state.solo.hard
    assert silver_total(state) == SILVER
    with pytest.raises(ValueError, match="solo"):
        new_game(2, hard=True)


def test_the_decrees_are_the_swapped_and_new_ones_and_the_surprises_shuffled():
    state = solo()
    assert sorted(state.solo.decrees) == sorted((*SWAPPED_DECREES, *NEW_DECREES))
    assert len(state.solo.surprises) == 12 and state.solo.tucked == ()
    other = solo(seed=4)
    assert other.solo.surprises != state.solo.surprises or other.solo.decrees != state.solo.decrees
    assert state.solo.scoring_card == (
        "Houses of Destiny" if state.overlay == "houses" else "Pillars of History"
    )


def test_the_first_seat_can_be_the_cardinal_and_only_the_player_takes_silver():
    state = solo(first=1)
    assert state.active == 1 and state.players[0].silver == 1 and bot(state).silver == 0
    assert silver_total(state) == SILVER


# -- Its turn -------------------------------------------------------------------


def test_on_its_turn_the_only_legal_action_is_its_rules():
    state = solo(first=1)
    assert legal_actions(state) == [CardinalTurn()]
    with pytest.raises(IllegalMove) as err:
        apply(state, TakeDie(0, "Market"))
    assert err.value.rule == RULE_SOLO
    with pytest.raises(IllegalMove):
        apply(solo(first=0), CardinalTurn())
    with pytest.raises(IllegalMove, match="no Cardinal"):
        apply(new_game(2).state, CardinalTurn())


def test_its_turn_takes_one_die_and_passes_the_turn():
    state = solo(first=1)
    after = apply(state, CardinalTurn()).state
    assert len(after.dice) == len(state.dice) - 1
    assert after.active == 0 and bot(after).actions == 1
    assert silver_total(after) == SILVER


def test_a_die_offering_the_prospector_action_and_another_is_taken_for_the_prospector():
    state = solo(first=1)
    index, action = choose_die(state)
    offered = actions_on(state, state.dice[index].segment)
    if PROSPECTOR in offered:
        assert action == PROSPECTOR
    # Force a single die that offers both: the tie goes to the Prospector Action.
    for value in range(1, 7):
        offered = actions_on(state, value - 1)
        if PROSPECTOR in offered and len(offered) == 2:
            one = evolve(state, dice=(Die("grey", value),))
            assert choose_die(one) == (0, PROSPECTOR)
            break
    else:
        pytest.fail("no segment offers the Prospector Action and another")


def test_its_prospector_action_takes_the_best_tile_within_reach():
    state = solo(first=1)
    after, lines = cardinal_prospect(state, ("mine", "house", "pillar"))
    lines = flatten(lines)
    taken = [
        t
        for _, tiles in state.bonus_tiles
        for t in tiles
        if t not in [x for _, held in after.bonus_tiles for x in held]
    ]
    assert len(taken) <= 1
    if taken:
        assert any(f"Underground Bonus tile {taken[0]}" in line for line in lines)


def test_its_prospector_action_covers_tablets_and_builds_free():
    state = evolve(solo(first=1), bonus_tiles=())
    tablets_before = state.underground.covered
    done = cardinal_prospect(state, ("mine", "house", "pillar"))
    assert done is not None
    after, lines = done
    lines = flatten(lines)
    built = [site for site, owner in after.underground.built.items() if owner == BOT]
    assert len(built) == 1
    assert after.underground.covered >= tablets_before
    newly = after.underground.covered - tablets_before
    # Covered but not resolved: its points, Gold and King position come only from the tile/build.
    assert all("resolve" not in line or "not resolve" in line for line in lines)
    assert after.players[1].mines == bot(state).mines - 1
    assert after.players[1].silver == bot(state).silver + 1  # a Mine gives 1 Silver
    site = next(s for s, o in after.underground.built.items() if o == BOT)
    gold = after.underground.map(site[0]).site(site[1])[1].gold
    assert bot(after).gold == bot(state).gold + gold
    # The tablets it crossed are covered but give it nothing.
    assert bot(after).points == bot(state).points and bot(after).king == bot(state).king
    assert silver_total(after) == SILVER
    assert isinstance(newly, frozenset)


def test_a_house_it_builds_gives_only_the_printed_points():
    state = evolve(solo(first=1), bonus_tiles=())
    after, _ = cardinal_prospect(state, ("house",))
    site = next(s for s, o in after.underground.built.items() if o == BOT)
    umap = after.underground.map(site[0])
    printed = umap.site(site[1])[1].bonus
    points = bot(after).points - bot(state).points
    assert bot(after).silver == bot(state).silver and bot(after).gold == bot(state).gold
    assert points == (1 if printed == "1 point" else 0)


def test_when_it_cannot_prospect_it_draws_a_kings_surprise():
    state = solo(first=1)
    state = give_bot(state, mines=0, houses=0, pillars=0)
    assert cardinal_prospect(state, ("mine", "house", "pillar")) is None
    # Make the wheel offer only the Prospector Action's segment.
    for value in range(1, 7):
        if PROSPECTOR in actions_on(state, value - 1):
            state = evolve(state, dice=(Die("grey", value),) + state.dice[1:])
            break
    if choose_die(state)[1] != PROSPECTOR:
        pytest.skip("the Decree of this seed does not take the Prospector die")
    after = apply(state, CardinalTurn()).state
    assert len(after.solo.tucked) == 1


def test_a_surprise_skips_what_it_cannot_do():
    state = give_bot(solo(), gold=0)
    card = Surprise(
        "test",
        (
            SurpriseStep(pay=Gain(gold=2), gain=Gain(points=4)),
            SurpriseStep(gain=Gain(points=1)),
        ),
    )
    after, lines = resolve_surprise(state, card)
    lines = flatten(lines)
    assert bot(after).points == bot(state).points + 1
    assert "skipped" in lines[0]
    no_pieces = give_bot(state, mines=0)
    after, lines = resolve_surprise(no_pieces, Surprise("b", (SurpriseStep(build="mine"),)))
    lines = flatten(lines)
    assert after == no_pieces and "skipped" in lines[0]


# -- Flow changes ---------------------------------------------------------------


@pytest.mark.parametrize(
    "round_, silver, drawn, spent",
    [(1, 1, 1, 1), (2, 5, 2, 3), (3, 5, 3, 5), (3, 4, 2, 3), (1, 0, 0, 0), (4, 9, 0, 0)],
)
def test_kings_surprises_cost_1_3_5_silver_for_1_2_3_cards(round_, silver, drawn, spent):
    state = evolve(give_bot(solo(), silver=silver), round=round_)
    plain = ("ks3", "ks4", "ks2")  # stand-ins that give no Silver
    rest = tuple(c for c in state.solo.surprises if c not in plain)
    state = evolve(state, solo=evolve(state.solo, surprises=plain + rest))
    after, _ = solo_king_phase(state)
    assert len(after.solo.tucked) == drawn
    assert len(after.solo.surprises) == 12 - drawn
    assert silver_total(after) == SILVER
    assert bot(after).silver == silver - spent


def test_the_king_phase_gives_mine_income_and_ribbon_silver_but_no_mine_from_the_track():
    state = give_bot(solo(), king=2)  # a ribbon space with 1 Silver
    after, lines = king_phase(state)
    assert bot(after).silver == bot(state).silver + 1 + 1  # 1 Mine built, ribbon 1
    assert bot(after).mines == bot(state).mines
    assert any("no Mine from the track" in line for line in lines)


def test_free_prospectors_in_rounds_2_and_3_on_the_1_and_2_silver_start_spaces():
    state = solo()
    spent = [p.silver for p in state.players]
    state, _ = end_round(state)
    assert state.round == 2
    assert state.underground.prospectors[BOT][1] == (2, "s") and bot(state).prospectors == 1
    state, _ = end_round(state)
    assert state.underground.prospectors[BOT][2] == (3, "s") and bot(state).prospectors == 0
    assert len(spent) == 2


def test_one_decree_a_round():
    state = solo()
    assert decree_of(state).name == state.solo.decrees[0]
    assert decree_of(evolve(state, round=3)).name == state.solo.decrees[2]


# -- Solo final scoring -----------------------------------------------------------


def test_the_cardinal_scores_1_per_silver_no_technology_and_mines_for_a_factor():
    state = give_bot(solo(), silver=7, tiers=(3, 0, 0))
    sheet = score_sheet(state, 1)
    assert sheet.silver == 7 and sheet.technologies == 0
    player = score_sheet(with_player(state, 0, tiers=(3, 0, 0)), 0)
    assert player.technologies == 6
    assert cardinal_overlay_points("pillars", houses=2, pillars=1, mines=3) == (
        6,
        "Mines x Houses",
    )


# -- Whole games ---------------------------------------------------------------------


def test_solo_games_play_to_the_end_with_the_cardinal_seat():
    game = Game(1, seed=12)
    assert game.seat_names == ("random", "cardinal")
    game.play_to_end()
    state = game.state
    assert state.over and silver_total(state) == SILVER
    assert len(state.solo.tucked) + len(state.solo.surprises) == 12
    with pytest.raises(ValueError):
        Game(1, seed=1, seats=("cardinal", "cardinal"))
    with pytest.raises(IllegalMove):
        Game(1, seed=1, seats=("random", lambda s, r: EndTurn()), first_player=1).step()


def test_simulate_gives_the_cardinal_a_row():
    table = simulate(3, players=1, seed=2, progress=False, hard=True)
    assert table.bot.tolist() == ["random", "cardinal"] * 3
    assert (table[table.bot == "cardinal"].technologies == 0).all()


def test_its_action_is_explained_when_looked_at():
    game = Game(1, seed=12).play_to_end()
    entries = [e for e in game.history.entries if isinstance(e.action, CardinalTurn)]
    assert len(entries) == 12  # 3 actions a round, 4 rounds
    texts = [e.explanation for e in entries]
    assert all(t.rule == RULE_SOLO and t.lines[0].startswith("Decree ") for t in texts)
    assert any("Cardinalbot Prospector action" in line for t in texts for line in t.lines)
