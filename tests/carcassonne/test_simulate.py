"""simulate: many games as a table, one row per player per game, reproducible by seed."""

import pytest
from pandas.testing import assert_frame_equal

from tutorial.carcassonne import Game, PlaceFollower, PlaceTile, apply, new_game, simulate
from tutorial.carcassonne.legal import legal_actions
from tutorial.carcassonne.players import BOTS, random_player, rng_for
from tutorial.carcassonne.scoring import BASE_CATEGORIES
from tutorial.carcassonne.simulation import COLUMNS, game_seeds


def first_listed(state, rng):
    return legal_actions(state)[0]


SEATS = ("random", first_listed, "random")


@pytest.fixture(scope="module")
def table():
    return simulate(4, players=3, seats=SEATS, seed=11, progress=False)


def test_the_same_seed_gives_the_same_table(table):
    assert_frame_equal(simulate(4, players=3, seats=SEATS, seed=11, progress=False), table)
    other = simulate(4, players=3, seats=SEATS, seed=12, progress=False)
    assert not other.seed.equals(table.seed)


def test_the_columns_are_the_documented_ones_then_the_score_categories(table):
    assert list(table.columns) == [*COLUMNS, *BASE_CATEGORIES]
    assert (table[list(BASE_CATEGORIES)].sum(axis=1) == table.score).all()


def test_one_row_per_player_per_game(table):
    assert len(table) == 4 * 3
    for _, game in table.groupby("game"):
        assert sorted(game.seat) == [0, 1, 2]
        assert sorted(game["first"]) == [0, 1, 2]
        assert game.seed.nunique() == 1 and game.turns.nunique() == 1
        # One tile placed a turn, and every tile of the box is placed or discarded.
        assert game.tiles_placed.sum() == game.turns.iloc[0]
        assert game.tiles_placed.sum() + game.discarded.iloc[0] == 71
        assert (game.followers_left <= 7).all()
    assert list(table.bot[:3]) == ["random", "first_listed", "random"]


def test_every_player_tied_for_the_most_points_wins(table):
    for _, game in table.groupby("game"):
        assert list(game.winner) == list(game.score == game.score.max())


def test_a_row_replays_as_a_game(table):
    row = table.iloc[7]
    game = Game(3, seed=int(row.seed), seats=SEATS).play_to_end()
    mine = table[table.game == row.game]
    assert list(mine.score) == [p.score.total for p in game.state.players]
    assert mine[mine["first"] == 0].seat.item() == game.history.entries[0].state.active


def test_game_seeds_are_drawn_from_the_seed_and_a_longer_run_starts_alike():
    assert simulate(2, seed=4, progress=False).seed.unique().tolist() == game_seeds(4, 2)
    assert game_seeds(4, 2) == game_seeds(4, 5)[:2]
    assert simulate(2, first_seed=9, progress=False).seed.unique().tolist() == [9, 10]


def test_an_expansion_s_bots_can_sit():
    bots = {**BOTS, "first": first_listed}
    named = simulate(1, players=2, seats=("first", "random"), bots=bots, progress=False)
    assert list(named.bot) == ["first", "random"]


def test_simulate_seats_no_human():
    with pytest.raises(ValueError, match="without people"):
        simulate(1, players=2, seats=("human", "random"), progress=False)


def test_the_progress_bar_shows_only_when_asked(capsys):
    simulate(1, players=2, progress=False)
    assert capsys.readouterr().err == ""
    simulate(1, players=2, progress=True)
    assert "1/1" in capsys.readouterr().err


def test_the_table_is_what_a_bare_loop_over_the_same_seeds_plays():
    """simulate keeps no history: the counts it makes as it plays are those of a plain loop."""
    table = simulate(3, players=2, seats=("random", first_listed), seed=3, progress=False)
    for number, seed in enumerate(game_seeds(3, 3)):
        state = new_game(2, seed).state
        first, tiles, followers = state.active, [0, 0], [0, 0]
        while not state.game_over:
            action = (random_player, first_listed)[state.active](state, rng_for(state))
            tiles[state.active] += isinstance(action, PlaceTile)
            followers[state.active] += isinstance(action, PlaceFollower)
            state = apply(state, action).state
        rows = table[table.game == number]
        assert rows.score.tolist() == [player.score.total for player in state.players]
        assert rows.tiles_placed.tolist() == tiles and rows.followers_placed.tolist() == followers
        assert rows["first"].tolist() == [(seat - first) % 2 for seat in (0, 1)]
        assert rows.turns.tolist() == [state.turn_number - 1] * 2
