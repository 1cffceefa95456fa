"""The rules of Prospect for Silver, one test (or a few) per rule."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tutorial.core.errors import IllegalMove
from tutorial.core.values import evolve
from tutorial.tiletum.actions import (
    Build,
    BuildCathedral,
    BuyResource,
    EndTurn,
    Exchange,
    Move,
    MovementPoint,
    NewProspector,
    TakeBonusTile,
    TakeDie,
    UnlockTier,
    apply,
)
from tutorial.tiletum.components import Gain, standard_components
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.players import play_game, preferring, random_player, rng_for
from tutorial.tiletum.rounds import ACTIONS_PER_ROUND, cleanup, king_phase
from tutorial.tiletum.scoring import (
    building_points,
    final_scores,
    overlay_points,
    score_sheet,
    silver_points,
)
from tutorial.tiletum.setup import bonus_tiles_for, new_game
from tutorial.tiletum.state import PROSPECTOR, Die, GameState, Turn, built_by, with_player
from tutorial.tiletum.technologies import tier_points
from tutorial.tiletum.wheel import actions_on, movement_segment, shows_prospector

SILVER_TOKENS = 28
MINES_EACH = 6
PROSPECTORS_EACH = 3


def start(players: int = 2, seed: int = 3, **kwargs) -> GameState:
    """A new game with seat 0 first (so seat 0 has no Silver, seat 1 has 1)."""
    return new_game(players, seed, first_player=0, **kwargs).state


def prospecting(state: GameState, ap: int = 3, segment: int = 0) -> GameState:
    """The active player in the middle of a Prospector Action with ``ap`` AP left."""
    die = Die("grey", segment + 1)
    return evolve(state, turn=Turn(die=die, segment=segment, action=PROSPECTOR, ap=ap))


def rich(state: GameState, silver: int = 10, **more) -> GameState:
    """The active player with some Silver (taken from the supply, to keep Silver conserved)."""
    given = silver - state.player.silver
    state = with_player(state, state.active, silver=silver, **more)
    return evolve(state, silver_supply=state.silver_supply - given)


def refused(state: GameState, action, rule: str) -> IllegalMove:
    """Apply ``action``, expect ``IllegalMove`` under ``rule``, and check nothing changed."""
    before = repr(state)
    with pytest.raises(IllegalMove) as caught:
        apply(state, action)
    assert caught.value.rule == rule, str(caught.value)
    assert repr(state) == before
    return caught.value


# -- Setup -------------------------------------------------------------------


def test_setup_follows_the_expansion_list():
    state = start(3)
    assert [p.silver for p in state.players] == [0, 1, 1]  # a: except the first player
    assert state.silver_supply == SILVER_TOKENS - 2
    for p in state.players:
        assert state.underground.prospectors[p.name] == ((1, "s"),)  # d: map I's start
        assert (p.mines_on_start, p.mines, p.mines_by_king) == (1, 2, 3)  # d, e, f
        assert p.prospectors == 2  # e
        assert p.extra_pillar  # g
        assert p.tiers == (0, 0, 0)  # c
        assert p.ap_markers == (3, 4)  # i: the Character Technology is in play
    assert state.technologies == ("Architect", "Joker", "Character")
    assert all(m.side == "A" for m in state.underground.maps)
    assert state.overlay in ("houses", "pillars")


def test_bonus_tiles_are_filtered_by_player_count():
    parts = standard_components()
    marks = {t.id: t.players for t in parts.underground_bonus}
    assert {marks[t] for t in bonus_tiles_for(parts, 2)} == {""}
    assert {marks[t] for t in bonus_tiles_for(parts, 3)} == {"", "3+"}
    assert {marks[t] for t in bonus_tiles_for(parts, 4)} == {"", "3+", "4"}
    state = start(2)
    dealt = [t for _, tiles in state.bonus_tiles for t in tiles]
    assert all(marks[t] == "" for t in dealt)
    assert len(dealt) == sum(
        town.town.bonus_tiles for m in state.underground.maps for town in m.towns
    )


def test_without_the_character_technology_the_ap_markers_go_to_the_box():
    state = start(technologies=("Architect", "Joker", "Resource"))
    assert all(p.ap_markers == () for p in state.players)


def test_same_seed_same_game():
    one = play_game(new_game(3, 11).state)
    two = play_game(new_game(3, 11).state)
    assert one == two
    other = play_game(new_game(3, 12).state)
    assert other[-1] != one[-1]


# -- Silver is not a Resource ------------------------------------------------


def test_silver_cannot_be_bought_with_gold():
    state = start()
    error = refused(state, BuyResource("silver"), "Silver")
    assert "not a Resource" in error.message
    refused(state, BuyResource("Silver"), "Silver")


def test_a_resource_can_be_bought_with_2_gold():
    state = start()
    after = apply(state, BuyResource("grey")).state
    assert after.player.gold == state.player.gold - 2
    assert after.player.resources[0] == 1


def test_silver_cannot_be_exchanged_with_the_contract_action():
    state = evolve(start(), turn=Turn(die=Die("grey", 1), segment=0, action="Contract", ap=6))
    state = with_player(state, 0, resources=(2, 0, 0, 0, 0))
    refused(state, Exchange("silver", "grey"), "Silver")
    refused(state, Exchange("grey", "silver"), "Silver")
    # Silver is named first, whichever field holds it and whatever else is wrong.
    refused(state, Exchange("purple", "silver"), "Silver")
    refused(state, Exchange("Silver", "purple"), "Silver")
    refused(state, Exchange("grey", "gold"), "Base game (reduced): the Contract Action's exchange")
    refused(start(), BuyResource("gold"), "Base game (reduced): a Resource for 2 Gold")
    after = apply(state, Exchange("grey", "blue")).state
    assert after.player.resources == (1, 0, 0, 0, 1)
    assert after.turn.ap == 5


def test_silver_is_not_among_the_resource_colours():
    assert "silver" not in standard_components().colours


# -- Technologies ------------------------------------------------------------


def test_tiers_cost_1_2_3_silver_one_at_a_time():
    state = rich(start(), silver=6)
    for tier, cost in ((1, 1), (2, 2), (3, 3)):
        before = state.player.silver
        state = apply(state, UnlockTier("Joker")).state
        assert state.player.tiers[1] == tier
        assert before - state.player.silver == cost
    assert state.player.silver == 0
    refused(rich(state, 5), UnlockTier("Joker"), "Technologies")  # no tier IV


def test_a_tier_needs_its_silver():
    state = rich(start(), silver=1)
    state = apply(state, UnlockTier("Architect")).state
    refused(state, UnlockTier("Architect"), "Technologies")  # tier II costs 2, 0 left


def test_a_technology_not_in_play_is_refused():
    refused(rich(start()), UnlockTier("Resource"), "Technologies")


def test_tier_three_scores_six():
    assert [tier_points(t) for t in range(4)] == [0, 1, 3, 6]
    state = rich(start(), silver=6)
    for _ in range(3):
        state = apply(state, UnlockTier("Character")).state
    assert score_sheet(state, 0).technologies == 6


# -- Prospector Action -------------------------------------------------------


def test_prospector_options_need_a_prospector_die():
    state = start()
    refused(state, Move(0, "a"), "Prospector Action")
    market = evolve(state, turn=Turn(die=Die("grey", 1), segment=0, action="Market", ap=0))
    refused(market, Move(0, "a"), "Prospector Action")
    refused(prospecting(state, ap=0), Move(0, "a"), "Prospector Action")


def test_move_to_an_adjacent_space_costs_1_ap():
    state = prospecting(start(), ap=2)
    after = apply(state, Move(0, "a")).state
    assert after.underground.prospectors["Player 1"] == ((1, "a"),)
    assert after.turn.ap == 1
    refused(after, Move(0, "l"), "Prospector Action")  # not adjacent
    refused(after, Move(1, "s"), "Prospector Action")  # no second Prospector


def test_a_stone_tablet_is_resolved_once_then_covered():
    state = prospecting(start(), ap=6)
    effect_id = state.tablet_effect((1, "t1"))
    effect = next(t for t in state.components.tablets if t.id == effect_id).gain
    state = apply(state, Move(0, "b")).state
    before = state.player
    state = apply(state, Move(0, "c")).state  # b-c holds tablet t1
    assert (1, "t1") in state.underground.covered
    assert state.player.gold - before.gold == effect.gold
    assert state.player.points - before.points == effect.points
    assert state.player.silver - before.silver == effect.silver
    # Crossing back (or anyone else crossing) resolves nothing any more.
    again = apply(state, Move(0, "b")).state
    assert (again.player.gold, again.player.points, again.player.silver) == (
        state.player.gold,
        state.player.points,
        state.player.silver,
    )
    assert "covered already" in apply(state, Move(0, "b")).explain().text


def test_take_an_underground_bonus_tile_which_is_never_refilled():
    state = prospecting(start(), ap=6)
    state = apply(state, Move(0, "a")).state
    state = apply(state, Move(0, "c")).state
    tiles = state.tiles_at((1, "c"))
    assert len(tiles) == 1
    after = apply(state, TakeBonusTile(0, 0)).state
    assert after.tiles_at((1, "c")) == ()
    refused(after, TakeBonusTile(0, 0), "Prospector Action")
    assert cleanup(after)[0].tiles_at((1, "c")) == ()
    refused(prospecting(start()), TakeBonusTile(0, 0), "Prospector Action")  # start: no Town


def in_fodina(state: GameState, ap: int = 4) -> GameState:
    """The active player's Prospector moved to Town c (Fodina) of map I-A, ``ap`` AP left."""
    here = state.underground
    name = state.player.name
    prospectors = {**here.prospectors, name: ((1, "c"),)}
    state = evolve(state, underground=evolve(here, prospectors=prospectors))
    return prospecting(state, ap=ap)


def test_building_a_mine_gives_1_silver_and_the_printed_gold():
    state = in_fodina(start())
    after = apply(state, Build(0, "c.m1")).state
    assert after.underground.built[(1, "c.m1")] == "Player 1"
    assert after.player.silver == state.player.silver + 1
    assert after.player.gold == state.player.gold + 1  # the site prints 1 Gold
    assert after.player.mines == state.player.mines - 1
    assert after.silver_supply == state.silver_supply - 1


def test_building_a_mine_where_you_already_have_one_is_refused():
    state = start()
    here = state.underground
    # Town h (Argentaria) has two Mine sites.
    state = evolve(
        state,
        underground=evolve(here, prospectors={**here.prospectors, "Player 1": ((1, "h"),)}),
    )
    state = apply(prospecting(state), Build(0, "h.m1")).state
    error = refused(state, Build(0, "h.m2"), "Prospector Action")
    assert "already has a Mine" in error.message


def test_a_taken_site_is_refused_and_a_site_elsewhere_too():
    state = in_fodina(start())
    state = apply(state, Build(0, "c.p1")).state
    other = evolve(state, active=1)
    other = in_fodina(other)
    refused(other, Build(0, "c.p1"), "Prospector Action")  # taken
    refused(other, Build(0, "h.m1"), "Prospector Action")  # not in this Town


def test_a_house_takes_its_building_bonus_and_a_pillar_does_not():
    state = in_fodina(start())
    house = apply(state, Build(0, "c.h1")).state  # prints "1 point"
    assert house.player.points == state.player.points + 1
    assert house.player.houses == state.player.houses - 1
    pillar = apply(state, Build(0, "c.p1")).state
    assert pillar.player.points == state.player.points
    assert built_by(pillar, "Player 1", "pillar") == 1


def test_no_piece_in_supply_no_building():
    state = with_player(in_fodina(start()), 0, mines=0)
    refused(state, Build(0, "c.m1"), "Prospector Action")


def test_new_prospector_pays_the_start_space_silver():
    state = rich(start(), silver=3)
    after = apply(state, NewProspector(3)).state  # map III's start prints 2 Silver
    assert after.player.silver == 1
    assert after.underground.prospectors["Player 1"][-1] == (3, after.underground.map(3).start)
    assert after.player.prospectors == 1
    refused(after, NewProspector(3), "Underground maps: New Prospector")  # one there already
    refused(after, NewProspector(1), "Underground maps: New Prospector")
    third = apply(after, NewProspector(2)).state  # map II prints 1 Silver: the last one
    assert (third.player.silver, third.player.prospectors) == (0, 0)
    assert len(third.underground.prospectors["Player 1"]) == 3


def test_new_prospector_without_silver_is_refused():
    state = start()  # the first player has 0 Silver
    refused(state, NewProspector(2), "Underground maps: New Prospector")
    refused(state, NewProspector(7), "Underground maps: New Prospector")


def test_the_movement_point_needs_the_movement_segment_and_is_used_once():
    state = start()
    segment = movement_segment(state)
    on = evolve(state, turn=Turn(die=Die("grey", segment + 1), segment=segment, action="X"))
    off_segment = (segment + 1) % 6
    off = evolve(state, turn=Turn(die=Die("grey", off_segment + 1), segment=off_segment))
    refused(off, MovementPoint(0, "a"), "Prospector movement point")
    moved = apply(on, MovementPoint(0, "a")).state
    assert moved.underground.prospectors["Player 1"] == ((1, "a"),)
    refused(moved, MovementPoint(0, "s"), "Prospector movement point")


# -- The wheels --------------------------------------------------------------


def test_the_prospector_wheel_offers_the_prospector_action_on_two_segments():
    state = start()
    assert sum(shows_prospector(state, s) for s in range(6)) == 2
    joker = [
        s for s in range(6) if "Market" in actions_on(state, s) and len(actions_on(state, s)) > 2
    ]
    assert joker and PROSPECTOR in actions_on(state, joker[0])  # the Joker can prospect


def test_taking_a_die_gives_its_resources_and_7_minus_resources_ap():
    state = start()
    index, die = next(
        (i, d) for i, d in enumerate(state.dice) if PROSPECTOR in actions_on(state, d.segment)
    )
    after = apply(state, TakeDie(index, PROSPECTOR)).state
    colour = state.components.colours.index(die.colour)
    assert after.player.resources[colour] == die.value
    assert after.turn.ap == 7 - die.value
    assert len(after.dice) == len(state.dice) - 1
    refused(after, TakeDie(0, PROSPECTOR), "Base game (reduced): taking a die")


def test_a_die_is_refused_for_an_action_its_segment_does_not_offer():
    state = start()
    index, die = next(
        (i, d) for i, d in enumerate(state.dice) if PROSPECTOR not in actions_on(state, d.segment)
    )
    refused(state, TakeDie(index, PROSPECTOR), "Prospector Action Wheel")


def test_the_prospector_bonus_tile_goes_with_the_prospector_action_only():
    state = start()
    index = next(i for i, d in enumerate(state.dice) if PROSPECTOR in actions_on(state, d.segment))
    after = apply(state, TakeDie(index, PROSPECTOR)).state
    assert after.prospector_bonus == ""
    base = actions_on(state, state.dice[index].segment)[0]
    other = apply(state, TakeDie(index, base)).state
    assert other.prospector_bonus == state.prospector_bonus


# -- King phase and cleanup --------------------------------------------------


def test_king_phase_mine_income_then_step_one():
    state = start()
    built = {(1, "c.m1"): "Player 1", (1, "h.m1"): "Player 1"}
    state = evolve(state, underground=evolve(state.underground, built=built))
    state = with_player(state, 0, king=5)  # a ribbon of 1 Silver (stand-in)
    state = with_player(state, 1, king=-1)
    after, lines = king_phase(state)
    p1, p2 = after.players
    # 2 built Mines + the one on map I's start pay 3, the ribbon on 5 pays 1.
    assert p1.silver == 0 + 3 + 1
    assert (p1.mines, p1.mines_by_king) == (3, 2)
    # Below 0: no Mine from the King track; the start Mine pays 1.
    assert p2.silver == 1 + 1
    assert (p2.mines, p2.mines_by_king) == (2, 3)
    assert after.silver_supply == state.silver_supply - 5


def test_cleanup_refills_the_prospector_bonus_and_turns_the_wheels():
    state = evolve(start(), prospector_bonus="")
    after, _ = cleanup(state)
    assert after.prospector_bonus == state.bonus_pile[0]
    assert (after.wheel, after.prospector_wheel) == (1, 1)
    segment = movement_segment(state)
    assert movement_segment(after) == (segment - 1) % 6  # counterclockwise


def test_a_round_is_three_actions_each_then_the_king_phase():
    state = start(2)
    seen = []
    while state.round == 1:
        seen.append(state.active)
        action = next(a for a in legal_actions(state) if isinstance(a, TakeDie))
        state = apply(state, action).state
        state = apply(state, EndTurn()).state
    assert Counter(seen) == {0: ACTIONS_PER_ROUND, 1: ACTIONS_PER_ROUND}
    assert state.round == 2 and all(p.actions == 0 for p in state.players)
    # King phase, Step 1: a marker on 0 or higher freed one Mine from the King track.
    assert all(p.mines_by_king == (2 if p.king >= 0 else 3) for p in state.players)


def test_ending_without_a_die_is_refused():
    refused(start(), EndTurn(), "Base game (reduced): an action takes one die")


# -- Final scoring -----------------------------------------------------------


def test_final_scoring_categories():
    assert [building_points(n) for n in range(6)] == [0, 0, 5, 10, 20, 30]
    assert silver_points(7) == 3
    assert overlay_points("houses", houses=1, pillars=3, mines=4) == (12, "Mines x Pillars")
    assert overlay_points("houses", houses=5, pillars=3, mines=4) == (15, "Houses x Pillars")
    assert overlay_points("pillars", houses=2, pillars=1, mines=3) == (6, "Mines x Houses")


def test_score_sheet_counts_underground_pieces():
    state = start(overlay="houses")
    built = {(1, "c.m1"): "Player 1", (1, "c.h1"): "Player 1", (1, "c.p1"): "Player 1"}
    state = evolve(state, underground=evolve(state.underground, built=built))
    state = with_player(state, 0, silver=7, resources=(4, 3, 0, 0, 1), houses_main=6)
    state = with_player(state, 0, pillars_main=1, tiers=(3, 1, 0), points=2)
    sheet = score_sheet(state, 0)
    assert sheet.silver == 3
    assert sheet.resources == 2
    assert sheet.technologies == 7
    assert sheet.buildings == 5  # 6 Houses on the main map: 2 completed Buildings
    # Houses 7 (6 + 1 underground) or Mines 2 (1 + the start Mine), x Pillars 2.
    assert (sheet.overlay, sheet.overlay_choice) == (14, "Houses x Pillars")
    assert sheet.total == 3 + 2 + 7 + 5 + 14 + 2
    assert "Silver (1 per 2)      3" in sheet.text()


# -- The whole engine --------------------------------------------------------


def totals(state: GameState) -> tuple[int, Counter, Counter]:
    silver = state.silver_supply + sum(p.silver for p in state.players)
    mines: Counter = Counter()
    prospectors: Counter = Counter()
    for p in state.players:
        mines[p.name] += p.mines + p.mines_by_king + p.mines_on_start
        prospectors[p.name] += p.prospectors + len(state.underground.prospectors[p.name])
    for (number, site), owner in state.underground.built.items():
        if state.underground.map(number).site(site)[1].kind == "mine":
            mines[owner] += 1
    return silver, mines, prospectors


@pytest.mark.parametrize("seed", range(12))
def test_silver_mines_and_prospectors_are_conserved(seed):
    players = 1 + seed % 4
    state = new_game(players, seed, first_game=seed % 2 == 0).state
    for step in play_game(state):
        silver, mines, prospectors = totals(step)
        assert silver == SILVER_TOKENS
        assert set(mines.values()) == {MINES_EACH}
        assert set(prospectors.values()) == {PROSPECTORS_EACH}
        assert step.silver_supply >= 0 and all(p.silver >= 0 for p in step.players)
    assert step.over and step.round == 4
    assert len(final_scores(step)) == players + (players == 1)  # solo: the Cardinal too


def universe(state: GameState) -> list:
    """Many candidate actions, legal or not, to check legal_actions against apply."""
    here = state.underground
    spaces = sorted({s.id for m in here.maps for s in m.spaces})
    sites = sorted({site for m in here.maps for site in m._sites})
    names = [a.name for a in state.components.actions] + [PROSPECTOR, "Nothing"]
    colours = [*state.components.colours, "silver"]
    out: list = [EndTurn()]
    out += [TakeDie(i, n) for i in range(len(state.dice) + 1) for n in names]
    out += [Move(i, s) for i in range(3) for s in spaces]
    out += [MovementPoint(i, s) for i in range(3) for s in spaces]
    out += [TakeBonusTile(i, t) for i in range(3) for t in range(3)]
    out += [Build(i, s) for i in range(3) for s in sites]
    out += [Exchange(a, b) for a in colours for b in colours]
    out += [BuyResource(c) for c in colours]
    out += [UnlockTier(t.name) for t in state.components.technologies]
    out += [NewProspector(n) for n in range(5)]
    out += [BuildCathedral(i) for i in range(4)]
    return out


@pytest.mark.parametrize("seed", range(3))
def test_legal_actions_are_exactly_what_apply_accepts(seed):
    states = play_game(new_game(2, seed).state)
    for state in states[:: max(1, len(states) // 25)]:
        legal = legal_actions(state)
        assert len(legal) == len(set(legal))
        for action in universe(state):
            try:
                apply(state, action)
                accepted = True
            except IllegalMove:
                accepted = False
            assert accepted == (action in legal), (action, state.turn)
    assert legal_actions(states[-1]) == []


def test_a_rejected_action_changes_nothing_in_random_states():
    states = play_game(new_game(3, 5).state)
    rng = random.Random(0)
    for state in rng.sample(states, 20):
        before = repr(state)
        for action in rng.sample(universe(state), 40):
            try:
                apply(state, action)
            except IllegalMove as error:
                assert error.rule
        assert repr(state) == before


def test_after_the_end_nothing_is_legal():
    final = play_game(new_game(2, 1).state)[-1]
    refused(final, EndTurn(), "End of the game")


def test_the_random_player_is_fixed_by_the_state():
    state = new_game(2, 9).state
    assert random_player(state, rng_for(state)) == random_player(state, rng_for(state))


def test_a_preferring_player_takes_the_lowest_die_for_its_first_offered_action():
    state = new_game(2, 9).state
    player = preferring("Prospector", "Market")
    chosen = player(state, rng_for(state))
    assert isinstance(chosen, TakeDie) and chosen in legal_actions(state)
    first = next(
        a
        for a in ("Prospector", "Market")
        if any(a in actions_on(state, d.segment) for d in state.dice)
    )
    lowest = min(
        (d.value, i) for i, d in enumerate(state.dice) if first in actions_on(state, d.segment)
    )[1]
    assert chosen == TakeDie(lowest, first)
    taken = apply(state, chosen).state
    assert player(taken) == EndTurn()  # no Task, no Prospector AP spent
    # No action it prefers on the wheel: the lowest die, for its segment's first action.
    fallback = preferring("No such action")(state)
    assert fallback == TakeDie(0, actions_on(state, state.dice[0].segment)[0])


def test_preferring_players_play_a_whole_game_the_same_way_twice():
    players = [preferring("Construction", "Market"), preferring("Cathedral", "Court")]
    games = [play_game(new_game(2, 5).state, players) for _ in range(2)]
    assert games[0][-1].over and games[0] == games[1]
    with pytest.raises(ValueError, match="game is over"):
        players[0](games[0][-1])


def test_explanations_are_made_on_demand_and_name_the_rule():
    state = prospecting(start(), ap=3)
    outcome = apply(state, Move(0, "b"))
    assert outcome.explain().rule == "Prospector Action"
    assert "moved Prospector 0 from s to b" in outcome.explain().text


def test_gains_are_components():
    assert Gain(gold=1).text() == "1 Gold"
