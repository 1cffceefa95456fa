"""simulate: many games as a table, one row per player per game."""

import dataclasses

import pytest
from pandas.testing import assert_frame_equal

from tutorial.cerro_gordo import Game, RuleOptions, apply, new_game, simulate
from tutorial.cerro_gordo.actions import PlaceRoad, RefreshObjectives
from tutorial.cerro_gordo.players import PLAYERS, random_player, rng_for
from tutorial.cerro_gordo.scoring import final_scores
from tutorial.cerro_gordo.simulation import COLUMNS, game_seeds

SEATS = ("greedy", "random", "greedy")


@pytest.fixture(scope="module")
def table():
    return simulate(6, players=3, seats=SEATS, seed=11, progress=False)


def test_the_same_seed_gives_the_same_table(table):
    assert_frame_equal(simulate(6, players=3, seats=SEATS, seed=11, progress=False), table)
    other = simulate(6, players=3, seats=SEATS, seed=12, progress=False)
    assert not other.seed.equals(table.seed)


def test_the_columns_are_the_documented_ones_then_the_rule_options(table):
    options = [f.name for f in dataclasses.fields(RuleOptions)]
    assert list(table.columns) == [*COLUMNS, *options]
    assert (table.mine_stacks == RuleOptions().mine_stacks).all()


def test_one_row_per_player_per_game(table):
    assert len(table) == 6 * 3
    for _, game in table.groupby("game"):
        assert sorted(game.seat) == [0, 1, 2]
        assert sorted(game["first"]) == [0, 1, 2]  # a place in the turn order each
        assert game.seed.nunique() == 1 and game.turns.nunique() == 1
    assert list(table.bot[:3]) == list(SEATS)


def test_winners_follow_the_rulebook_most_points_then_most_silver(table):
    """*End of Game*: "The player with the most points wins! If there is a tie, the tied
    player with the most Silver wins." Every game has a winner; tied winners all win."""
    for _, game in table.groupby("game"):
        best = max(zip(game.score, game.silver, strict=True))
        expected = [(s, v) == best for s, v in zip(game.score, game.silver, strict=True)]
        assert list(game.winner) == expected


def test_a_row_replays_as_a_game(table):
    """Each game is a Game played from the row's seed: replaying it gives the row's
    scores, and the seat marked first is the game's first player."""
    row = table.iloc[4]
    game = Game(3, seed=int(row.seed), seats=SEATS).play_to_end()
    scores = final_scores(game.state)
    mine = table[table.game == row.game]
    assert list(mine.score) == [s.total for s in scores]
    assert list(mine.silver) == [s.silver for s in scores]
    first = game.history.entries[0].state.active
    assert mine[mine["first"] == 0].seat.item() == first
    assert list(mine.objective_points) == [s.objectives for s in scores]


def test_game_seeds_are_drawn_from_the_seed_and_a_longer_run_starts_alike():
    assert simulate(2, players=2, seed=4, progress=False).seed.unique().tolist() == game_seeds(4, 2)
    assert game_seeds(4, 2) == game_seeds(4, 5)[:2]


def test_a_function_seat_is_named_after_the_function():
    def wanderer(state, rng):
        return random_player(state, rng)

    table = simulate(1, players=2, seats=(wanderer, "greedy"), progress=False)
    assert list(table.bot) == ["wanderer", "greedy"]


def test_simulate_seats_no_human():
    with pytest.raises(ValueError, match="without people"):
        simulate(1, players=2, seats=("human", "greedy"), progress=False)


def test_the_progress_bar_shows_only_when_asked(capsys):
    simulate(1, players=2, progress=False)
    assert capsys.readouterr().err == ""
    simulate(1, players=2, progress=True)
    assert "1/1" in capsys.readouterr().err


def test_rule_options_are_played_and_recorded():
    options = RuleOptions(mine_stacks="sixes")
    table = simulate(1, players=2, options=options, progress=False)
    assert (table.mine_stacks == "sixes").all()
    # 2 mines of 6 tiles: one tile drawn a turn, so 12 turns.
    assert (table.turns == 12).all()


def test_the_package_name_simulate_is_the_function_even_after_the_module_is_imported():
    """Doctest collection imports every module by its path; the name must stay the function."""
    import importlib

    import tutorial.cerro_gordo as package

    importlib.import_module("tutorial.cerro_gordo.simulation")
    assert callable(package.simulate) and package.simulate.__name__ == "simulate"


def test_the_table_is_what_a_bare_loop_over_the_same_seeds_plays(table):
    """simulate keeps no history: the counts it makes as it plays are those of a plain loop."""
    for number, seed in enumerate(game_seeds(11, 6)):
        state, _ = new_game(3, seed)
        first, second_roads, refreshes = state.active, [0] * 3, [0] * 3
        while not state.game_over:
            action = PLAYERS[SEATS[state.active]](state, rng_for(state))
            if isinstance(action, PlaceRoad) and state.turn.roads_placed == 1:
                second_roads[state.active] += 1
            refreshes[state.active] += isinstance(action, RefreshObjectives)
            state, _ = apply(state, action)
        rows = table[table.game == number]
        assert rows.score.tolist() == [score.total for score in final_scores(state)]
        assert rows.second_roads.tolist() == second_roads
        assert rows.refreshes.tolist() == refreshes
        assert rows["first"].tolist() == [(seat - first) % 3 for seat in range(3)]
    assert table.second_roads.sum() > 0  # the count is not trivially zero
