"""Underground Cathedrals (setup 4, building one, the Cardinalbot's) and the final scoring."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutorial.core.errors import IllegalMove, PositionError
from tutorial.core.values import evolve
from tutorial.tiletum.action_fields import RULE_ACTION
from tutorial.tiletum.actions import BuildCathedral, CardinalTurn, apply
from tutorial.tiletum.cathedrals import (
    RULE_CATHEDRAL,
    cardinal_cathedral,
    cathedral_spots,
    deal_cathedrals,
    read_cathedral_contents,
    standard_cathedral_contents,
)
from tutorial.tiletum.components import ComponentDataError
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.players import play_game
from tutorial.tiletum.positions import load_state, save_state
from tutorial.tiletum.scoring import (
    building_points,
    explain_score,
    overlay_points,
    resource_points,
    score_sheet,
    silver_points,
)
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.solo import cardinal_turn, is_cardinal
from tutorial.tiletum.state import Die, GameState, changed_underground, with_player

SILVER_TOKENS = 28
#: First game (A sides): the Cathedral spots in map order and their types.
LAPIS, ARGENTARIA, ULTIMA = (1, "d"), (1, "h"), (1, "l")
GYPSUM, MARBLE = (2, "g"), (3, "e")


def start(players: int = 2, seed: int = 3, **kwargs) -> GameState:
    return new_game(players, seed, first_player=0, **kwargs).state


def at(state: GameState, seat: int, *places: tuple[int, str]) -> GameState:
    """Seat ``seat``'s Prospectors stand on ``places`` (one a map), the rest in its supply."""
    name = state.players[seat].name
    here = state.underground
    state = changed_underground(state, prospectors={**here.prospectors, name: tuple(places)})
    return with_player(state, seat, prospectors=3 - len(places))


def holding(state: GameState, seat: int, silver: int = 0, gold: int = 0) -> GameState:
    """Seat ``seat`` holds this Silver (through the supply, so Silver is conserved) and Gold."""
    given = silver - state.players[seat].silver
    state = with_player(state, seat, silver=silver, gold=gold)
    return evolve(state, silver_supply=state.silver_supply - given)


def silver_total(state: GameState) -> int:
    return state.silver_supply + sum(p.silver for p in state.players)


def refused(state: GameState, action, rule: str = RULE_CATHEDRAL) -> str:
    before = repr(state)
    with pytest.raises(IllegalMove) as caught:
        apply(state, action)
    assert caught.value.rule == rule, str(caught.value)
    assert repr(state) == before
    return caught.value.message


# -- Setup, 4 --------------------------------------------------------------------------------


def test_the_data_has_6_cost_tiles_and_14_cathedral_tiles_marked_stand_in():
    contents = standard_cathedral_contents()
    assert contents.stand_in
    assert sorted((c.type, c.cost) for c in contents.costs) == [
        ("gold", 3),
        ("gold", 4),
        ("gold", 5),
        ("silver", 2),
        ("silver", 3),
        ("silver", 4),
    ]
    assert len(contents.tiles) == 14
    with pytest.raises(ComponentDataError, match="construction_costs"):
        text = json.loads(
            json.dumps({"game": "tiletum_cathedrals", "version": 1, "stand_in": True})
        )
        text["construction_costs"] = []
        text["cathedral_tiles"] = []
        read_cathedral_contents(json.dumps(text))


def test_each_spot_takes_a_tile_of_its_type_in_map_order():
    state = start()
    cathedrals = state.cathedrals
    contents = cathedrals.contents
    spots = dict(cathedral_spots(state.underground.maps))
    for spot, tile in cathedrals.costs:
        assert contents.cost(tile).type == spots[spot]
    dealt = [spot for spot, _ in cathedrals.costs]
    # A sides: 5 Silver spots for 3 Silver tiles: map III's two Silver spots take none.
    assert dealt == [LAPIS, ARGENTARIA, ULTIMA, GYPSUM, (2, "l"), (3, "i")]
    assert cathedrals.cost_at(MARBLE) is None and cathedrals.cost_at((3, "r")) is None
    assert sorted(t for _, t in cathedrals.costs) == sorted(c.id for c in contents.costs)


def test_the_stack_holds_the_sides_in_play_sorted_lowest_at_the_bottom():
    state = start(sides=("A", "B", "A"))
    contents = state.cathedrals.contents
    stack = [contents.tile(t) for t in state.cathedrals.stack]
    assert {(t.map, t.side) for t in stack} == {(1, "A"), (2, "B"), (3, "A")}
    assert len(stack) == 3 + 2 + 3
    points = [t.points for t in stack]
    assert points == sorted(points, reverse=True) and points[-1] == 2  # top first


def test_the_cost_tiles_are_shuffled_by_the_seed_and_nothing_else_changes():
    deals = {start(seed=seed).cathedrals.costs for seed in range(8)}
    assert len(deals) > 1
    assert start(seed=5).cathedrals == start(seed=5).cathedrals
    # The rest of the setup draws as before: the same seed, the same dice and Bonus tiles.
    one, two = start(seed=5), start(seed=5, one_cathedral_per_spot=True)
    assert (one.dice, one.bonus_tiles) == (two.dice, two.bonus_tiles)
    assert two.cathedrals.one_per_spot and not one.cathedrals.one_per_spot


# -- Building one ----------------------------------------------------------------------------


def silver_spot(state: GameState) -> tuple[GameState, int]:
    """Player 1 stands in Lapis (a Silver tile) with 6 Silver; returns the state and the cost."""
    state = holding(at(state, 0, LAPIS), 0, silver=6)
    return state, state.cathedrals.cost_at(LAPIS).cost


def test_a_silver_tile_is_paid_in_silver_and_the_top_tile_is_taken():
    state, cost = silver_spot(start())
    top = state.cathedrals.stack[0]
    assert BuildCathedral(0) in legal_actions(state)
    outcome = apply(state, BuildCathedral(0))
    after = outcome.state
    assert after.players[0].silver == 6 - cost
    assert after.silver_supply == state.silver_supply + cost
    assert silver_total(after) == SILVER_TOKENS
    assert after.cathedrals.stack == state.cathedrals.stack[1:]
    assert after.cathedrals.built == ((LAPIS, "Player 1", top),)
    assert after.players[0].gold == state.players[0].gold
    explanation = outcome.explain()
    assert explanation.rule == RULE_CATHEDRAL
    assert f"paid {cost} Silver" in explanation.text and top in explanation.text


def test_a_gold_tile_asks_gold_and_silver_cannot_pay_it():
    state = holding(at(start(), 0, ARGENTARIA), 0, silver=10, gold=0)
    cost = state.cathedrals.cost_at(ARGENTARIA).cost
    message = refused(state, BuildCathedral(0))
    assert "Gold" in message and "Silver cannot pay it" in message
    assert BuildCathedral(0) not in legal_actions(state)
    rich = with_player(state, 0, gold=cost)
    after = apply(rich, BuildCathedral(0)).state
    assert (after.players[0].gold, after.players[0].silver) == (0, 10)


def test_too_little_silver_is_refused_naming_the_cost():
    state, cost = silver_spot(start())
    poor = holding(state, 0, silver=cost - 1)
    assert f"costs {cost} Silver" in refused(poor, BuildCathedral(0))
    assert BuildCathedral(0) not in legal_actions(poor)


def test_refusals_name_the_rule_and_the_place():
    state = start()
    assert "not in a Town" in refused(holding(state, 0, silver=9), BuildCathedral(0))
    fodina = holding(at(state, 0, (1, "c")), 0, silver=9)
    assert "Fodina has no Underground Cathedral spot" in refused(fodina, BuildCathedral(0))
    marble = holding(at(state, 0, MARBLE), 0, silver=9)
    assert "took no silver Construction Cost tile" in refused(marble, BuildCathedral(0))
    assert "no Prospector 2" in refused(state, BuildCathedral(2))
    empty = evolve(state, cathedrals=evolve(silver_spot(state)[0].cathedrals, stack=()))
    assert "no Underground Cathedral tile is left" in refused(
        evolve(silver_spot(state)[0], cathedrals=empty.cathedrals), BuildCathedral(0)
    )


def test_one_per_player_per_spot_by_default_one_per_spot_with_the_switch():
    for switch in (False, True):
        state = holding(at(start(one_cathedral_per_spot=switch), 1, LAPIS), 1, silver=9)
        state, _ = silver_spot(state)
        state = apply(state, BuildCathedral(0)).state
        assert "one per player per spot" in refused(state, BuildCathedral(0))
        other = evolve(state, active=1)
        if switch:
            assert "one per spot" in refused(other, BuildCathedral(0))
        else:
            after = apply(other, BuildCathedral(0)).state
            assert [who for _, who, _ in after.cathedrals.built] == ["Player 1", "Player 2"]


def test_a_bad_field_is_refused_at_the_boundary():
    assert "BuildCathedral.prospector" in refused(start(), BuildCathedral(True), RULE_ACTION)
    assert "BuildCathedral.prospector" in refused(start(), BuildCathedral("0"), RULE_ACTION)


def test_legal_actions_offer_exactly_what_apply_accepts_at_every_spot():
    base = start()
    for spot, _ in cathedral_spots(base.underground.maps):
        for silver, gold in ((0, 0), (9, 0), (0, 9)):
            state = holding(at(base, 0, spot), 0, silver=silver, gold=gold)
            try:
                apply(state, BuildCathedral(0))
                accepted = True
            except IllegalMove:
                accepted = False
            assert accepted == (BuildCathedral(0) in legal_actions(state)), (spot, silver, gold)


# -- The Cardinalbot ---------------------------------------------------------------------------


def bot_turn(state: GameState, where: tuple[int, str], silver: int, gold: int) -> GameState:
    """The Cardinalbot to act, standing on ``where``, holding this Silver and Gold."""
    state = holding(at(state, 1, where), 1, silver=silver, gold=gold)
    return evolve(state, active=1)


def test_the_cardinalbot_pays_gold_or_silver_as_the_tile_asks():
    solo = start(1)
    gold_cost = solo.cathedrals.cost_at(ARGENTARIA).cost
    state, lines = cardinal_cathedral(bot_turn(solo, ARGENTARIA, silver=5, gold=gold_cost))
    assert (state.players[1].gold, state.players[1].silver) == (0, 5)
    assert "It builds an Underground Cathedral" in lines()[0]
    silver_cost = solo.cathedrals.cost_at(LAPIS).cost
    state, _ = cardinal_cathedral(bot_turn(solo, LAPIS, silver=silver_cost, gold=7))
    assert (state.players[1].gold, state.players[1].silver) == (7, 0)
    assert silver_total(state) == SILVER_TOKENS
    poor = bot_turn(solo, ARGENTARIA, silver=9, gold=gold_cost - 1)
    state, lines = cardinal_cathedral(poor)
    assert state is poor and "No Underground Cathedral" in lines()[0]


def test_a_cathedral_die_has_the_cardinalbot_build_in_its_turn():
    solo = start(1)
    church = ("Church Communities", *[d for d in solo.solo.decrees if d != "Church Communities"])
    state = evolve(solo, solo=evolve(solo.solo, decrees=church), dice=(Die("grey", 4),))
    state = bot_turn(state, LAPIS, silver=6, gold=0)
    after, lines = cardinal_turn(state)
    assert after.cathedrals.built == ((LAPIS, "cardinalbot", state.cathedrals.stack[0]),)
    assert after.players[1].pillars_main > 0  # the Cathedral Action itself
    assert apply(state, CardinalTurn()).state.cathedrals.built == after.cathedrals.built


# -- Saving and loading ------------------------------------------------------------------------


def built_position() -> GameState:
    state, _ = silver_spot(start())
    state = apply(state, BuildCathedral(0)).state
    return apply(evolve(holding(at(state, 1, ULTIMA), 1, silver=9), active=1), BuildCathedral(0))[0]


def test_a_position_with_cathedrals_saves_and_loads_back_the_same():
    state = evolve(built_position(), active=0)
    again = load_state(save_state(state))
    assert again.cathedrals == state.cathedrals and again == state


def test_a_file_without_its_cathedrals_is_refused_unless_from_before_them():
    """Every game is set up with them: ``null`` would drop the points of those built."""
    state = evolve(built_position(), active=0)
    data = json.loads(save_state(state))
    for missing in (
        {**data, "cathedrals": None},
        {k: v for k, v in data.items() if k != "cathedrals"},
    ):
        with pytest.raises(PositionError) as caught:
            load_state(json.dumps(missing))
        assert caught.value.field == "cathedrals", str(caught.value)
    # A version 1 file from before the Cathedrals: they are as setup dealt them, none built.
    old = {k: v for k, v in data.items() if k not in ("cathedrals", "taken")}
    loaded = load_state(json.dumps({**old, "version": 1}))
    assert loaded.cathedrals == deal_cathedrals(state.underground.maps, state.seed)
    assert not loaded.cathedrals.built


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda c: c["costs"].reverse(), "cathedrals.costs"),
        (lambda c: c["stack"].reverse(), "cathedrals.stack"),
        (lambda c: c["built"].reverse(), "cathedrals.stack"),
        (lambda c: c["built"][1].update(player="Nobody"), "cathedrals.built[1]"),
        (lambda c: c["built"][1].update(town="d", player="Player 1"), "cathedrals.built[1]"),
        (lambda c: c["built"][1].update(town="e", map=3), "cathedrals.built[1]"),
        (lambda c: c.update(one_per_spot=1), "cathedrals.one_per_spot"),
    ],
)
def test_a_broken_cathedral_position_is_refused_naming_the_field(change, field):
    data = json.loads(save_state(evolve(built_position(), active=0)))
    change(data["cathedrals"])
    with pytest.raises(PositionError) as caught:
        load_state(json.dumps(data))
    assert caught.value.field == field, str(caught.value)


# -- Final scoring -----------------------------------------------------------------------------


def test_completed_buildings_score_0_0_5_10_20_30():
    assert [building_points(n) for n in range(7)] == [0, 0, 5, 10, 20, 30, 30]
    state = start()
    for houses, points in ((2, 0), (3, 0), (6, 5), (9, 10), (12, 20), (15, 30)):
        sheet = score_sheet(with_player(state, 0, houses_main=houses), 0)
        assert sheet.buildings == points


def test_the_overlay_side_and_the_better_choice_underground_included():
    assert overlay_points("houses", houses=2, pillars=3, mines=4) == (12, "Mines x Pillars")
    assert overlay_points("pillars", houses=2, pillars=4, mines=3) == (8, "Pillars x Houses")
    assert overlay_points("pillars", houses=2, pillars=1, mines=3) == (6, "Mines x Houses")
    state = start(overlay="houses")
    built = {(1, "c.h1"): "Player 1", (1, "c.p1"): "Player 1", (1, "c.m1"): "Player 1"}
    state = changed_underground(state, built=built)
    state = with_player(state, 0, houses_main=1, pillars_main=2)
    # Houses 1 + 1, Pillars 2 + 1, Mines 1 + the start Mine: 2 x 3 either way, Houses named.
    sheet = score_sheet(state, 0)
    assert (sheet.overlay, sheet.overlay_choice) == (6, "Houses x Pillars")
    more_mines = changed_underground(state, built={**built, (1, "e.m1"): "Player 1"})
    assert score_sheet(more_mines, 0).overlay_choice == "Mines x Pillars"
    assert score_sheet(more_mines, 0).overlay == 9


def test_resources_silver_and_technologies():
    assert [resource_points(n) for n in (3, 4, 7, 8)] == [0, 1, 1, 2]
    assert silver_points(7) == 3
    state = holding(start(), 0, silver=7)
    state = with_player(state, 0, resources=(4, 3, 0, 0, 1), tiers=(3, 1, 0))
    sheet = score_sheet(state, 0)
    assert (sheet.resources, sheet.silver, sheet.technologies) == (2, 3, 6 + 1)


def test_cathedral_tiles_score_their_points():
    state = built_position()
    contents = state.cathedrals.contents
    for seat, name in enumerate(("Player 1", "Player 2")):
        tiles = [t for _, who, t in state.cathedrals.built if who == name]
        assert score_sheet(state, seat).cathedrals == sum(contents.tile(t).points for t in tiles)
    first = contents.tile(state.cathedrals.built[0][2]).points
    second = contents.tile(state.cathedrals.built[1][2]).points
    assert first >= second > 0  # the first built took the higher tile


def test_solo_scoring_mines_instead_no_technologies_one_per_silver():
    state = start(1, overlay="pillars")
    built = {(1, "c.m1"): "cardinalbot", (1, "e.m1"): "cardinalbot", (1, "c.h1"): "cardinalbot"}
    state = changed_underground(state, built=built)
    state = holding(with_player(state, 1, tiers=(2, 0, 0), pillars_main=1, houses_main=1), 1, 7)
    sheet = score_sheet(state, 1)
    # Pillars 1, Houses 2, Mines 3: Mines x Houses = 6 beats Pillars x Houses = 2.
    assert (sheet.overlay, sheet.overlay_choice) == (6, "Mines x Houses")
    assert (sheet.technologies, sheet.silver) == (0, 7)


def test_the_score_explained_as_a_table_adds_up_and_names_the_choice():
    state = built_position()
    state = with_player(state, 0, houses_main=6, pillars_main=2, resources=(5, 0, 0, 0, 0))
    table = explain_score(state, 0)
    assert table.total == score_sheet(state, 0).total
    assert table.row("Completed Buildings").points == 5
    assert table.row("Cathedral tiles").points == score_sheet(state, 0).cathedrals
    text = str(table)
    assert text.splitlines()[0] == f"Player 1: {table.total} points"
    assert "Houses x Pillars = 12, Mines x Pillars = 2; the better is Houses x Pillars" in text
    solo = explain_score(start(1), 1)
    assert solo.row("Technologies").rule == "none (solo)"
    assert solo.row("Silver").rule == "1 per Silver (solo)"


# -- A property over random positions ----------------------------------------------------------


@pytest.fixture(scope="module")
def positions():
    """Positions of random games, every few actions, where a player (not the bot) acts."""
    out = []
    for seed in range(6):
        states = play_game(new_game(1 + seed % 4, seed).state)
        out += [s for s in states[::9] if not s.over and not is_cardinal(s)]
    return out


@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_building_anywhere_is_refused_unchanged_or_keeps_every_invariant(positions, data):
    state = data.draw(st.sampled_from(positions))
    spot = data.draw(st.sampled_from([s for s, _ in cathedral_spots(state.underground.maps)]))
    silver = data.draw(st.integers(0, min(6, state.silver_supply + state.player.silver)))
    state = holding(
        at(state, state.active, spot), state.active, silver, data.draw(st.integers(0, 6))
    )
    before = save_state(state)
    try:
        after = apply(state, BuildCathedral(0)).state
    except IllegalMove as refusal:
        assert refusal.rule == RULE_CATHEDRAL and save_state(state) == before
        assert BuildCathedral(0) not in legal_actions(state)
        return
    assert BuildCathedral(0) in legal_actions(state)
    assert silver_total(after) == SILVER_TOKENS
    assert len(after.cathedrals.built) == len(state.cathedrals.built) + 1
    assert load_state(save_state(after)) == after
