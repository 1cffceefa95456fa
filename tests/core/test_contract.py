"""Every game package keeps the contract of ``tutorial.core.contract``: the same names, the
same behaviour.

The packages are found, not listed (``game_packages``): a new game is checked the same way.
"""

from __future__ import annotations

import importlib
import inspect
import json
import random
import subprocess
import sys
import typing
from pathlib import Path
from types import ModuleType

import pandas as pd
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tutorial.core.contract import (
    GAME_METHODS,
    NAMES,
    NOT_GAMES,
    GamePackage,
    game_packages,
    missing_names,
)
from tutorial.core.differences import Differences
from tutorial.core.errors import ArgumentError, PositionError
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.positions import SEED_LIMIT

PACKAGES = game_packages()
README = Path(__file__).resolve().parents[2] / "README.md"


def package(name: str) -> ModuleType:
    return importlib.import_module(f"tutorial.{name}")


def action_classes(game: ModuleType) -> tuple[type, ...]:
    return typing.get_args(game.Action)


def any_legal(game: ModuleType):
    """A seat of your own: any legal action, drawn from the generator the game hands it."""

    def any_legal(state, rng: random.Random):
        return rng.choice(game.legal_actions(state))

    return any_legal


def played(game: ModuleType, seed: int, steps: int):
    """A state after ``steps`` legal actions drawn at random, each checked on the way."""
    state, explain = game.new_game(2, seed=seed)
    assert isinstance(state, game.GameState)
    assert isinstance(explain(), Explanation)
    rng = random.Random(seed)
    for _ in range(steps):
        actions = game.legal_actions(state)
        assert actions and all(isinstance(a, action_classes(game)) for a in actions)
        outcome = game.apply(state, rng.choice(actions))
        assert isinstance(outcome, Outcome) and isinstance(outcome.state, game.GameState)
        state = outcome.state
    return state


def test_the_games_are_found_and_nothing_else():
    assert set(PACKAGES) >= {"cerro_gordo", "carcassonne", "gold_mines", "tiletum"}
    assert not set(PACKAGES) & NOT_GAMES


# -- names and signatures ----------------------------------------------------------------


@pytest.mark.parametrize("name", PACKAGES)
def test_every_name_of_the_contract_is_exported(name):
    game = package(name)
    assert missing_names(game) == []
    assert set(NAMES) <= set(game.__all__)
    assert isinstance(game, GamePackage)


@pytest.mark.parametrize("name", PACKAGES)
def test_every_action_class_and_the_rule_options_are_exported_by_their_own_names(name):
    game = package(name)
    classes = action_classes(game)
    assert len(classes) >= 2
    assert all(getattr(game, cls.__name__) is cls for cls in classes)
    own_names = [n for n in game.__all__ if n != "Rules" and getattr(game, n) is game.Rules]
    assert own_names, f"tutorial.{name}.Rules is exported under no name of its own"
    assert isinstance(game.Rules, type)


def parameters(function) -> dict[str, inspect.Parameter]:
    return dict(inspect.signature(function).parameters)


@pytest.mark.parametrize("name", PACKAGES)
def test_the_verbs_take_the_same_arguments(name):
    game = package(name)
    setup = parameters(game.new_game)
    assert list(setup)[:2] == ["players", "seed"]
    assert setup["first_player"].kind is inspect.Parameter.KEYWORD_ONLY
    assert setup["players"].default == 2 and setup["seed"].default == 0
    run = parameters(game.simulate)
    assert list(run)[:3] == ["games", "players", "seats"]
    assert {"seed", "progress", "executor"} <= set(run)
    assert run["executor"].kind is inspect.Parameter.KEYWORD_ONLY
    assert list(parameters(game.Game))[:2] == ["players", "seed"]
    assert "seats" in parameters(game.Game.load)
    assert len(parameters(game.apply)) == 2
    assert len(parameters(game.legal_actions)) == 1


@pytest.mark.parametrize("name", PACKAGES)
def test_bots_are_a_read_only_mapping_of_functions(name):
    bots = package(name).BOTS
    assert "random" in bots and all(callable(bot) for bot in bots.values())
    with pytest.raises(TypeError):
        bots["mine"] = print  # type: ignore[index]


# -- behaviour ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", PACKAGES)
def test_new_game_legal_actions_apply_then_save_and_load(name):
    game = package(name)
    state = played(game, seed=11, steps=6)
    text = game.save_state(state)
    assert game.load_state(text) == state
    assert game.save_state(game.load_state(text)) == text


@pytest.mark.parametrize("name", PACKAGES)
def test_a_game_object_starts_where_asked_steps_saves_and_loads(name):
    game = package(name)
    played_game = game.Game(2, seed=4, first_player=1)
    assert played_game.state.active == 1
    for _ in range(3):
        played_game.step()
    loaded = game.Game.load(played_game.save(), seats=played_game.seats)
    assert loaded.state == played_game.state
    assert loaded.seat_names == played_game.seat_names


@pytest.mark.parametrize("name", PACKAGES)
def test_a_seat_is_a_bot_name_or_your_own_function(name):
    game = package(name)
    table = game.simulate(2, players=2, seats=(any_legal(game), "random"), seed=3, progress=False)
    assert table.bot.tolist() == ["any_legal", "random"] * 2


@pytest.mark.parametrize("name", PACKAGES)
def test_simulate_gives_the_same_table_for_the_same_seed(name):
    game = package(name)
    first = game.simulate(2, players=2, seed=7, progress=False)
    again = game.simulate(2, players=2, seed=7, progress=False)
    other = game.simulate(2, players=2, seed=8, progress=False)
    assert isinstance(first, pd.DataFrame)
    assert list(first.columns)[:5] == ["game", "seed", "seat", "bot", "first"]
    assert {"score", "winner"} <= set(first.columns)
    pd.testing.assert_frame_equal(first, again)
    assert first.seed.tolist() != other.seed.tolist()


@pytest.mark.parametrize("name", PACKAGES)
def test_simulate_shows_a_progress_bar(name, capsys):
    package(name).simulate(1, players=2, seed=1, progress=True)
    assert "games: 100%" in capsys.readouterr().err


def test_simulate_is_imported_on_first_use_so_pandas_is_not_loaded_with_a_game():
    imports = "; ".join(f"import tutorial.{name}" for name in PACKAGES)
    code = f"import sys; {imports}; print('pandas' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("name", PACKAGES)
def test_a_game_has_every_method_of_the_contract(name):
    game = package(name).Game(2, seed=1)
    assert [m for m in GAME_METHODS if not callable(getattr(game, m, None))] == []


# -- branch: two futures from one past -------------------------------------------------------


def stepped(game: ModuleType, steps: int):
    played_game = game.Game(2, seed=5)
    for _ in range(steps):
        played_game.step()
    return played_game


def two_different_actions(game: ModuleType, state):
    actions = game.legal_actions(state)
    assert len(actions) >= 2, "the test needs a position with a choice"
    return actions[0], actions[-1]


@pytest.mark.parametrize("name", PACKAGES)
def test_a_branch_shares_the_past_and_plays_its_own_future(name):
    game = package(name)
    original = stepped(game, 3)
    before = original.history
    other = original.branch()
    assert other is not original and other.history.cursor == 3
    assert all(a is b for a, b in zip(other.history.entries, before.entries, strict=True))
    mine, theirs = two_different_actions(game, original.state)
    original.play(mine)
    other.play(theirs)
    assert original.history.actions[-1] == mine and other.history.actions[-1] == theirs
    assert original.state != other.state
    assert original.history.entries[:4] == before.entries
    other.undo()
    other.undo()
    assert original.history.cursor == 4 and original.history.actions[-1] == mine


@pytest.mark.parametrize("name", PACKAGES)
def test_a_branch_has_the_same_deal_so_the_same_bots_play_the_same_moves(name):
    original = stepped(package(name), 2)
    other = original.branch()
    for _ in range(3):
        original.step()
        other.step()
    assert other.history.actions == original.history.actions
    assert other.state == original.state


@pytest.mark.parametrize("name", PACKAGES)
def test_a_branch_at_an_earlier_step_drops_the_later_ones_and_has_its_own_seats(name):
    game = package(name)
    original = stepped(game, 4)
    original.undo()
    other = original.branch(at=1)
    assert other.history.cursor == 1 and len(other.history.entries) == 2
    assert not other.history.can_redo
    assert other.state is original.history.entries[1].state
    seats = original.seats
    other.seats = ("human",) * len(seats)
    assert original.seats == seats
    assert original.history.cursor == 3 and len(original.history.entries) == 5


@pytest.mark.parametrize("name", PACKAGES)
def test_a_branch_of_a_branch_and_undo_back_to_the_shared_setup(name):
    game = package(name)
    original = stepped(game, 2)
    first = original.branch()
    first.step()
    second = first.branch(at=3)
    second.step()
    assert second.history.entries[:4] == first.history.entries[:4]
    assert second.history.entries[:3] == original.history.entries
    for _ in range(10):
        second.undo()
    # The branch's past is the game's: its Undo goes back to the setup, before the branch point.
    assert second.history.cursor == 0 and second.state is original.history.entries[0].state
    assert (original.history.cursor, first.history.cursor) == (2, 3)


@pytest.mark.parametrize("name", PACKAGES)
def test_differences_of_two_branches_see_one_side_move_on(name):
    game = package(name)
    original = stepped(game, 2)
    other = original.branch()
    same = game.differences(original.state, other.state)
    assert isinstance(same, Differences) and same.same
    assert same.names == tuple(p.name for p in original.state.players)
    for _ in range(40):  # on until the bots' moves change something compared
        other.step()
        moved = game.differences(original.state, other.state)
        if not moved.same:
            break
    assert moved.only_b or any(moved.score_change)
    assert game.differences(other.state, original.state).only_a == moved.only_b


@pytest.mark.parametrize("name", PACKAGES)
@pytest.mark.parametrize(
    "at, error", [(0.5, ArgumentError), (True, ArgumentError), (9, IndexError)]
)
def test_a_branch_at_no_step_of_the_history_is_refused(name, at, error):
    original = stepped(package(name), 2)
    with pytest.raises(error):
        original.branch(at=at)
    assert original.history.cursor == 2


# -- bad arguments: the package's own error, naming the argument ---------------------------


BAD_SETUPS = [
    ({"players": True}, "players"),
    ({"players": 2.0}, "players"),
    ({"players": "Ann"}, "players"),
    ({"players": ["Ann", None]}, "players"),
    ({"players": 9}, "players"),
    ({"seed": 1.5}, "seed"),
    ({"seed": True}, "seed"),
    ({"seed": "7"}, "seed"),
    ({"seed": SEED_LIMIT + 1}, "seed"),
    ({"seed": -SEED_LIMIT - 1}, "seed"),
    ({"first_player": True}, "first_player"),
    ({"first_player": 1.0}, "first_player"),
    ({"first_player": 2}, "first_player"),
    ({"first_player": -1}, "first_player"),
]


@pytest.mark.parametrize("name", PACKAGES)
@pytest.mark.parametrize("arguments, argument", BAD_SETUPS)
def test_new_game_and_game_refuse_a_bad_argument_by_name(name, arguments, argument):
    game = package(name)
    call = {"players": 2, **arguments}
    for setup in (game.new_game, game.Game):
        with pytest.raises(ArgumentError) as info:
            setup(**call)
        assert info.value.argument == argument


@pytest.mark.parametrize("name", PACKAGES)
@pytest.mark.parametrize("seats", [5, "random", ("random", "nobody"), ("random", 3), ("random",)])
def test_a_seat_that_is_neither_a_bot_nor_a_function_is_refused_by_name(name, seats):
    with pytest.raises(ArgumentError) as info:
        package(name).Game(2, seats=seats)
    assert info.value.argument == "seats"


@pytest.mark.parametrize("name", PACKAGES)
def test_simulate_refuses_people_at_its_seats(name):
    with pytest.raises(ArgumentError, match="without people"):
        package(name).simulate(1, players=2, seats=("human", "random"), progress=False)


@pytest.mark.parametrize("name", PACKAGES)
def test_simulate_refuses_a_float_seed_and_a_bool_count(name):
    game = package(name)
    with pytest.raises(ArgumentError, match="'seed'"):
        game.simulate(1, players=2, seed=0.5, progress=False)
    with pytest.raises(ArgumentError, match="'games'"):
        game.simulate(True, players=2, progress=False)


@pytest.mark.parametrize("name", PACKAGES)
@pytest.mark.parametrize("index", [0.5, True, "1", None])
def test_jump_refuses_what_is_not_a_step_number_and_the_game_stays_readable(name, index):
    played_game = package(name).Game(2, seed=2)
    played_game.step()
    with pytest.raises(ArgumentError) as info:
        played_game.jump(index)
    assert info.value.argument == "index"
    assert played_game.history.cursor == 1 and played_game.state is not None
    played_game.jump(0)
    assert played_game.history.cursor == 0


@pytest.mark.parametrize("name", PACKAGES)
@pytest.mark.parametrize("text", [None, 123, ["{}"], {"game": "x"}])
def test_load_refuses_anything_but_text(name, text):
    game = package(name)
    for load in (game.load_state, game.Game.load):
        with pytest.raises(PositionError) as info:
            load(text)
        assert info.value.field == "$"


@pytest.mark.parametrize("name", PACKAGES)
def test_load_refuses_a_field_nested_900_deep_with_a_position_error(name):
    game = package(name)
    data = json.loads(game.Game(2, seed=1).save())
    deep: list = []
    for _ in range(900):
        deep = [deep]
    data["players"] = deep
    for load in (game.load_state, game.Game.load):
        with pytest.raises(PositionError, match="nested deeper"):
            load(json.dumps(data))


# -- any seed new_game takes, its save loads -------------------------------------------------


@pytest.mark.parametrize("name", PACKAGES)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(-SEED_LIMIT, SEED_LIMIT))
@example(seed=SEED_LIMIT)
@example(seed=-SEED_LIMIT)
def test_every_seed_new_game_takes_round_trips(name, seed):
    game = package(name)
    state = game.new_game(2, seed=seed).state
    assert game.load_state(game.save_state(state)) == state
    assert game.Game.load(game.Game(2, seed=seed).save()).state == state


# -- the README's "Your own experiments": the same five lines for each game -------------------


def experiment_blocks() -> dict[str, str]:
    """The README section's code blocks, by the game they import."""
    section = README.read_text("utf-8").split("## Your own experiments", 1)[1].split("\n## ", 1)[0]
    blocks = section.split("```python\n")[1:]
    code = [block.split("```", 1)[0] for block in blocks]
    return {block.split()[1].removeprefix("tutorial."): block for block in code}


def test_the_readme_shows_the_same_five_lines_for_every_game():
    blocks = experiment_blocks()
    assert sorted(blocks) == sorted(PACKAGES)
    bodies = {block.split("\n", 1)[1] for block in blocks.values()}
    assert len(bodies) == 1
    assert len(bodies.pop().strip().splitlines()) == 5


@pytest.mark.parametrize("name", PACKAGES)
def test_the_readme_lines_run(name):
    namespace: dict = {}
    exec(experiment_blocks()[name], namespace)  # the README's own code, as a learner runs it
    assert namespace["game"].over()
    assert len(namespace["table"]) == 40


@pytest.mark.parametrize("name", PACKAGES)
@settings(max_examples=8, deadline=None)
@given(
    names=st.lists(st.text(min_size=1, max_size=40), min_size=2, max_size=2, unique=True),
    first=st.sampled_from([None, 0, 1]),
)
def test_every_seating_new_game_takes_round_trips(name, names, first):
    game = package(name)
    state = game.new_game(names, seed=3, first_player=first).state
    assert game.load_state(game.save_state(state)) == state
