"""Setup (rulebook, *Setup*, steps 1-11; the reading of the mine stacks)."""

import pytest

from tutorial.cerro_gordo import components as parts
from tutorial.cerro_gordo.options import RuleOptions, mine_stacks
from tutorial.cerro_gordo.setup import mine_tiles_for, new_game
from tutorial.cerro_gordo.text import render

TABLE = {2: (2, 8), 3: (2, 12), 4: (3, 11), 5: (3, 12)}
SIXES = {2: (2, 6), 3: (2, 6), 4: (3, 6), 5: (3, 6)}
COUNTS = (2, 3, 4, 5)


@pytest.mark.parametrize("players", COUNTS)
def test_mine_stacks_follow_the_setup_tool_table_by_default(players):
    """*Setup* step 2, the Setup Tool table: 2x8 / 2x12 / 3x11 / 3x12 (the default reading)."""
    state, explain = new_game(players, seed=3)
    mines, per_mine = TABLE[players]
    assert [len(m.tiles) for m in state.mines] == [per_mine] * mines
    assert [m.number for m in state.mines] == list(range(1, mines + 1))
    assert mine_stacks(players) == TABLE[players]
    assert "Setup Tool table" in explain().text


@pytest.mark.parametrize("players", COUNTS)
def test_mine_stacks_of_six_under_the_text_reading(players):
    """*Setup* step 2, the text: "stacks of 6. Use 2 stacks for 2-3 players and 3 for 4-5"."""
    state, explain = new_game(players, seed=3, options=RuleOptions(mine_stacks="sixes"))
    mines, per_mine = SIXES[players]
    assert [len(m.tiles) for m in state.mines] == [per_mine] * mines
    assert mine_stacks(players, "sixes") == SIXES[players]
    assert "stacks of 6" in explain().text


def test_mine_3_only_for_four_and_five_players():
    """*Setup* step 2: "(Mine 3) is only for 4-5 players!"."""
    for players in COUNTS:
        state, _ = new_game(players)
        has_mine_3 = any(m.number == 3 for m in state.mines)
        assert has_mine_3 == (players >= 4)
        # Every mine stands on the board as a tile of its own.
        for m in state.mines:
            assert state.tiles[m.cell] == parts.MineSite(m.number)


@pytest.mark.parametrize("options", [RuleOptions(), RuleOptions(mine_stacks="sixes")])
@pytest.mark.parametrize("seed", range(5))
def test_three_plus_tiles_removed_for_two_players(seed, options):
    """*Setup* step 1: "Some mines are only for 3+ players" -- return them for 2 players."""
    state, explain = new_game(2, seed=seed, options=options)
    dealt = [t for m in state.mines for t in m.tiles]
    assert dealt and not any(t.three_plus for t in dealt)
    assert not any(t.three_plus for t in mine_tiles_for(2))
    assert "3+ were removed" in explain().text


@pytest.mark.parametrize("players", (3, 4, 5))
def test_three_plus_tiles_kept_for_three_or_more(players):
    """*Setup* step 1: the 3+ tiles stay in for 3 or more players."""
    assert mine_tiles_for(players) == parts.mine_deck()
    assert any(t.three_plus for t in mine_tiles_for(players))
    # With the table's 3x12 for 5 players the whole deck is dealt, 3+ tiles too.
    state, _ = new_game(5, seed=1)
    dealt = [t for m in state.mines for t in m.tiles]
    assert sum(t.three_plus for t in dealt) == sum(t.three_plus for t in parts.mine_deck())


@pytest.mark.parametrize("players", COUNTS)
def test_each_mine_tile_dealt_once(players):
    """*Setup* step 2: the stacks are made from one shuffled deck."""
    state, _ = new_game(players, seed=11)
    ids = [t.id for m in state.mines for t in m.tiles]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("players", COUNTS)
def test_row_silver_roads_objectives_characters(players):
    """*Setup* steps 5-10: 5 buildings face up; 2 silver and 1 road each; 2 objectives
    each; 3 public objectives; one character each, dealt from a shuffled deck."""
    state, _ = new_game(players, seed=5)
    assert len(state.row) == 5
    assert all(slot.silver == 0 for slot in state.row)
    assert len(state.row) + len(state.building_pile) == 29  # Components: 29 buildings
    assert all(p.silver == 2 for p in state.players)
    assert state.supply == 45 - 2 * players
    assert state.silver_in_play() == 45
    assert all(p.road is not None for p in state.players)
    assert len(state.road_pile) == 45 - players  # Components: 45 road tiles
    assert all(len(p.objectives) == 2 for p in state.players)
    hands = [c.id for p in state.players for c in p.objectives]
    assert len(hands) == len(set(hands))
    assert not set(hands) & {c.id for c in state.objective_pile}
    assert len(hands) + len(state.objective_pile) == 33  # Components: 33 objective cards
    assert len(state.public) == 3 and all(c.public for c in state.public)
    characters = [p.character.id for p in state.players]
    assert len(set(characters)) == players
    assert set(characters) <= {c.id for c in parts.characters()}
    assert all(p.pawn is None and p.completed == () for p in state.players)
    assert not state.game_over and state.turn_number == 1


def test_components_counts_match_the_rulebook():
    """*Components*: 8/7/8/6 buildings of the four types, 45 roads, 33 + 3 objectives,
    5 characters, 45 coins."""
    kinds = [b.kind.value for b in parts.building_deck()]
    assert {k: kinds.count(k) for k in set(kinds)} == {
        "commercial": 8,
        "industrial": 7,
        "residential": 8,
        "entertainment": 6,
    }
    assert len(parts.road_deck()) == 45
    assert len(parts.personal_objectives()) == 33
    assert len(parts.public_objectives()) == 3
    assert len(parts.characters()) == 5
    assert parts.SILVER_COINS == 45
    # Every event named on a mine tile exists.
    assert {t.event for t in parts.mine_deck()} <= set(parts.events())


def test_same_seed_same_setup_different_seed_different():
    """DESIGN: randomness comes from a seed held in the state, so a game replays."""
    a, _ = new_game(4, seed=42)
    b, _ = new_game(4, seed=42)
    c, _ = new_game(4, seed=43)
    assert a == b
    assert render(a) == render(b)
    assert a != c
    assert (a.mines, a.row, a.road_pile) != (c.mines, c.row, c.road_pile)


def test_first_player_is_seeded_or_chosen():
    """*Gameplay*: "Select the First Player ... or decide randomly"."""
    firsts = {new_game(5, seed=s)[0].active for s in range(30)}
    assert len(firsts) > 1
    assert new_game(3, seed=0, first_player=2)[0].active == 2
    with pytest.raises(ValueError):
        new_game(3, first_player=3)


@pytest.mark.parametrize("players", (1, 6))
def test_two_to_five_players(players):
    with pytest.raises(ValueError):
        new_game(players)


def test_named_players():
    state, _ = new_game(["Ann", "Bo", "Cy"])
    assert [p.name for p in state.players] == ["Ann", "Bo", "Cy"]


def test_rule_options_refuse_unknown_readings():
    with pytest.raises(ValueError):
        RuleOptions(mine_stacks="tens")
    with pytest.raises(ValueError):
        RuleOptions(unconnected_mining="maybe")


def test_every_tile_has_its_own_id():
    """*Components*: 29 building tiles and 45 road tiles; Building's docstring: "``id``
    tells apart tiles of the same type"."""
    assert len({b.id for b in parts.building_deck()}) == 29
    assert len({r.id for r in parts.road_deck()}) == 45
