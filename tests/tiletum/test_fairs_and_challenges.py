"""Fairs (a Fair tile a round, the King track tile removed, the King's Surprise tile) and the
solo Challenges (dealt from the seed, checked at final scoring), saved and loaded."""

from __future__ import annotations

import json

import pytest

from tutorial.core.errors import PositionError
from tutorial.core.values import evolve
from tutorial.tiletum.challenges import (
    CHALLENGES_DEALT,
    challenge_checks,
    challenge_points,
)
from tutorial.tiletum.components import ComponentDataError
from tutorial.tiletum.fairs import (
    fair_pool,
    fair_score,
    fair_tile,
    hold_fair,
    measure,
    read_fair_tiles,
    standard_fair_tiles,
)
from tutorial.tiletum.game import Game
from tutorial.tiletum.positions import load_state, save_state
from tutorial.tiletum.rounds import end_round
from tutorial.tiletum.scoring import score_sheet
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.solo import read_solo_cards, standard_solo_cards
from tutorial.tiletum.state import ROUNDS, built_by, with_player

KS_TILE = "Fair of Prospectors"


def solo(seed: int = 3, **kwargs):
    return new_game(1, seed, first_player=0, **kwargs).state


# -- Fair tiles -------------------------------------------------------------------


def test_the_king_track_fair_tile_leaves_the_pool_and_the_new_tiles_join_it():
    tiles = standard_fair_tiles()
    pool = fair_pool(tiles)
    removed = [t for t in tiles if t not in pool]
    assert [t.counts for t in removed] == ["king"]
    assert sum(t.version == "new" for t in pool) == 3
    for seed in range(40):
        fairs = new_game(2, seed).state.fairs
        assert len(fairs) == ROUNDS == len(set(fairs))
        assert removed[0].id not in fairs


def test_the_same_seed_draws_the_same_fairs_and_the_draw_changes_no_earlier_draw():
    one, again = new_game(3, seed=11).state, new_game(3, seed=11).state
    assert one.fairs == again.fairs
    assert {new_game(3, seed=s).state.fairs for s in range(10)} != {one.fairs}


def test_a_fair_scores_every_player_points_per_count():
    state = new_game(2, seed=1, first_player=0).state
    tile = fair_tile("Fair of Silversmiths")  # 1 point per 2 Silver
    state = evolve(state, fairs=(tile.id, *state.fairs[1:]))
    state = with_player(state, 1, silver=5)
    state = evolve(state, silver_supply=state.silver_supply - 4)
    after, lines = hold_fair(state)
    assert [p.points - q.points for p, q in zip(after.players, state.players, strict=True)] == [
        0,
        2,
    ]
    assert "Fair: Player 2 has 5 (Silver held): 2 point(s)." in lines


def test_the_kings_surprise_tile_counts_the_cardinals_tucked_cards_and_the_players_prospectors():
    state = solo()
    tile = fair_tile(KS_TILE)
    tucked = evolve(state, solo=evolve(state.solo, tucked=state.solo.surprises[:3]))
    assert fair_score(tucked, 1, tile) == (3 * tile.bot_points, 3, "tucked")
    assert fair_score(tucked, 0, tile) == (tile.points, 1, "prospectors")
    # In a game of players, it counts Prospectors for everyone.
    duo = new_game(2, seed=1).state
    assert fair_score(duo, 1, tile) == (tile.points, 1, "prospectors")
    assert measure(tucked, 0, "tucked") == 0


def test_the_fair_comes_after_the_king_phase_of_its_round():
    game = Game(1, seed=5)
    game.play_round()
    lines = game.history.current.explanation.lines
    fair = next(i for i, line in enumerate(lines) if line.startswith("Fair of round 1"))
    assert any("King's Surprise" in line or "cannot pay" in line for line in lines[:fair])
    assert fair_tile(game.state.fairs[0]).id in lines[fair]


def test_end_round_adds_the_fair_points_to_points_during_the_game():
    game = Game(2, seed=9, first_player=0)
    while game.state.players[1].actions < 3 or game.state.turn.die is None:
        if game.state.round > 1:
            break
        game.step()
    before = game.history.entries[game.history.cursor - 1].state
    state = evolve(before, fairs=("Fair of Miners", *before.fairs[1:]))
    # Ending round 1 with the Fair of Miners: 1 point a built Mine, on top of the rest.
    ended, lines = end_round(evolve(state, turn=evolve(state.turn, die=None)))
    for seat, player in enumerate(state.players):
        assert ended.players[seat].points == player.points + built_by(state, player.name, "mine")


def test_a_fair_data_file_without_its_king_track_tile_is_refused():
    data = json.loads(json.dumps({"game": "tiletum_fairs", "version": 1, "stand_in": True}))
    data["tiles"] = [
        {"id": f"t{i}", "version": "base", "counts": "houses", "per": 1, "points": 1}
        for i in range(5)
    ]
    with pytest.raises(ComponentDataError, match="King track"):
        read_fair_tiles(json.dumps(data))
    data["tiles"][0]["counts"] = "tucked"
    with pytest.raises(ComponentDataError, match="counts"):
        read_fair_tiles(json.dumps(data))


# -- Challenges ---------------------------------------------------------------------


def test_two_of_the_four_challenges_are_dealt_from_the_seed_in_a_solo_game_only():
    cards = standard_solo_cards()
    assert len(cards.challenges) == 4
    dealt = {solo(seed).solo.challenges for seed in range(30)}
    assert all(len(d) == CHALLENGES_DEALT == len(set(d)) for d in dealt)
    assert len(dealt) > 1 and solo(7).solo.challenges == solo(7).solo.challenges
    assert challenge_checks(new_game(2, seed=1).state, 0) == ()


def test_a_challenge_met_scores_its_points_on_the_score_sheet():
    state = solo()
    state = evolve(state, solo=evolve(state.solo, challenges=("Silver Hoard", "Deep Veins")))
    assert challenge_points(state, 0) == 0 and score_sheet(state, 0).challenges == 0
    rich = with_player(state, 0, silver=6)
    rich = evolve(rich, silver_supply=rich.silver_supply - 6 + state.players[0].silver)
    checks = challenge_checks(rich, 0)
    assert [c.met for c in checks] == [True, False]
    assert checks[0].text() == "Silver Hoard: 6 of 6 Silver held, met: 3 points"
    sheet = score_sheet(rich, 0)
    assert sheet.challenges == 3 and "solo Challenges       3" in sheet.text()
    assert sheet.total == score_sheet(state, 0).total + 3 + 3  # the Challenge, and 6 Silver
    assert challenge_checks(rich, 1) == ()  # the Cardinal takes no part


def test_a_solo_data_file_needs_four_distinct_challenges():
    from importlib import resources

    path = resources.files("tutorial.tiletum").joinpath("data").joinpath("solo.json")
    data = json.loads(path.read_text("utf-8"))
    data["challenges"] = data["challenges"][:3]
    with pytest.raises(ComponentDataError, match="4 Challenges"):
        read_solo_cards(json.dumps(data))


# -- saving ---------------------------------------------------------------------------


def test_fairs_and_challenges_are_saved_and_loaded():
    state = Game(1, seed=4).play_round().state
    again = load_state(save_state(state))
    assert again == state and again.fairs == state.fairs
    assert again.solo.challenges == state.solo.challenges


@pytest.mark.parametrize(
    ("where", "value", "field"),
    [
        (("fairs",), ["Fair of Miners"] * 4, "fairs"),
        (
            ("fairs",),
            ["Fair of the Court", "Fair of Miners", "Fair of Guilds", "Fair of Bankers"],
            "fairs",
        ),
        (("fairs",), ["Fair of Miners"], "fairs"),
        (("solo", "challenges"), ["Deep Veins", "Deep Veins"], "solo.challenges"),
        (("solo", "challenges"), ["Deep Veins", "Gold Rush"], "solo.challenges"),
        (("solo", "challenges"), [], "solo.challenges"),
    ],
)
def test_a_broken_fair_or_challenge_is_refused_naming_the_field(where, value, field):
    data = json.loads(save_state(solo()))
    target = data
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    with pytest.raises(PositionError) as err:
        load_state(json.dumps(data))
    assert err.value.field == field


def test_the_cardinals_sheet_says_it_scores_1_per_silver():
    state = solo()
    state = with_player(state, 1, silver=5)
    state = evolve(state, silver_supply=state.silver_supply - 5)
    assert "Silver (1 each)       5" in score_sheet(state, 1).text()
    assert "Silver (1 per 2)      0" in score_sheet(state, 0).text()


def test_simulate_reports_the_challenge_points_of_each_game():
    from tutorial.tiletum.simulation import simulate

    table = simulate(4, players=1, seed=2, progress=False)
    for _, row in table.iterrows():
        state = Game(1, int(row.seed)).play_to_end().state
        assert row.challenges == challenge_points(state, int(row.seat))
    assert (table[table.bot == "cardinal"].challenges == 0).all()
