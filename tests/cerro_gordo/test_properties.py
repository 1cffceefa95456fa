"""Properties that hold in every game, checked on random games with hypothesis.

Each example sets up a game from a random seed, player count and rule readings, then
plays a random sequence that mixes the automatic players' (legal) moves with arbitrary,
mostly illegal actions: building-row positions out of range, cells off the board, any
number of turns, mines that do not exist, objectives not in hand.
"""

from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutorial.cerro_gordo import (
    Game,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    RuleOptions,
    TakeBuilding,
)
from tutorial.cerro_gordo.players import PLAYERS, rng_for
from tutorial.cerro_gordo.positions import load_state, save_state
from tutorial.cerro_gordo.text import render
from tutorial.core.errors import IllegalMove

SETTINGS = settings(
    max_examples=50,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

cells = st.tuples(st.integers(-2, 14), st.integers(-2, 10))
arbitrary = st.one_of(
    st.builds(TakeBuilding, st.integers(-2, 7)),
    st.builds(PlaceBuilding, cells),
    st.builds(PlaceRoad, cells, st.integers(-5, 8)),
    st.builds(Mine, st.none() | st.integers(-1, 4)),
    st.builds(RefreshObjectives, st.lists(st.integers(-1, 3), max_size=3).map(tuple)),
)


@dataclass
class Case:
    """A game to play: its setup, then ``length`` steps.

    Every ``every``-th step is the next of the ``arbitrary`` actions (while they
    last); the other steps are moves of the automatic player ``bot``, which keep
    the game going, often to its end.
    """

    players: int
    seed: int
    options: RuleOptions
    arbitrary: list
    every: int
    length: int
    bot: str

    @property
    def steps(self):
        pending = list(self.arbitrary)
        for i in range(self.length):
            yield pending.pop(0) if pending and i % self.every == 0 else self.bot


cases = st.builds(
    Case,
    players=st.integers(2, 5),
    seed=st.integers(0, 10**6),
    options=st.builds(
        RuleOptions,
        st.sampled_from(["table", "sixes"]),
        st.sampled_from(["text", "card"]),
    ),
    arbitrary=st.lists(arbitrary, max_size=60),
    every=st.integers(1, 4),
    length=st.integers(1, 250),
    bot=st.sampled_from(["random", "greedy"]),
)


def concrete(game, step):
    """The action for ``step``: a bot's choice now, or the arbitrary action itself."""
    if isinstance(step, str):
        return PLAYERS[step](game.state, rng_for(game.state))
    return step


def play(case, check=None):
    """Play ``case``; call ``check(game, action, before, error)`` after every step.

    Returns the game and the actions that were accepted.
    """
    game = Game(case.players, case.seed, case.options)
    accepted = []
    for step in case.steps:
        if game.state.game_over:
            break
        action = concrete(game, step)
        before = game.state
        try:
            game.play(action)
        except IllegalMove as err:
            if check:
                check(game, action, before, err)
            continue
        accepted.append(action)
        if check:
            check(game, action, before, None)
    return game, accepted


@SETTINGS
@given(cases)
def test_all_45_coins_are_always_accounted_for(case):
    """*Components*: 45 Silver Coins -- they move between supply, players and the building
    row, never appear or vanish, and no one ever holds a negative number."""

    def check(game, action, before, error):
        state = game.state
        assert state.silver_in_play() == 45
        assert state.supply >= 0
        assert all(p.silver >= 0 for p in state.players)
        assert all(s.silver >= 0 for s in state.row)
        # The plain-text views never fail, whatever the position.
        assert render(state) and str(game.explanation)

    play(case, check)


@SETTINGS
@given(cases)
def test_a_rejected_action_changes_nothing(case):
    """DESIGN.md: an illegal action raises IllegalMove "and the state is untouched"."""
    seen = {"rejected": 0}

    def check(game, action, before, error):
        if error is None:
            assert game.state is not before
            return
        seen["rejected"] += 1
        assert game.state is before
        assert game.history.state is before
        assert error.rule and error.message
        assert str(error) == f"{error.rule}: {error.message}"

    game, accepted = play(case, check)
    # The history holds exactly the accepted actions.
    assert game.history.actions == tuple(accepted)


@SETTINGS
@given(cases)
def test_a_rejected_action_does_not_mutate_the_state(case):
    """The state before a refused action still saves to the same text afterwards."""
    game = Game(case.players, case.seed, case.options)
    for step in case.steps:
        if game.state.game_over:
            break
        action = concrete(game, step)
        before = game.state
        text = save_state(before)
        try:
            game.play(action)
        except IllegalMove:
            assert game.state is before
            assert save_state(before) == text
            assert load_state(text) == before


@settings(SETTINGS, max_examples=25)
@given(cases)
def test_save_then_load_gives_an_equal_state_that_plays_on_the_same(case):
    """DESIGN.md: positions are saved as JSON and load back field by field; a loaded
    position is the same game: the next action does the same to both."""
    game = Game(case.players, case.seed, case.options)
    for step in case.steps:
        loaded = load_state(save_state(game.state))
        assert loaded == game.state
        assert loaded.spots == game.state.spots
        assert loaded.road_ends == game.state.road_ends
        if game.state.game_over:
            break
        action = concrete(game, step)
        twin = Game(state=loaded)
        try:
            game.play(action)
        except IllegalMove as err:
            try:
                twin.play(action)
            except IllegalMove as twin_err:
                assert str(twin_err) == str(err)
            else:
                raise AssertionError(f"{action} refused, but accepted after a reload")
            continue
        twin.play(action)
        assert twin.state == game.state


@SETTINGS
@given(cases)
def test_same_seed_and_actions_replay_the_same_game(case):
    """DESIGN.md: "Randomness comes from a seed held in the state, so a game replays
    exactly"."""
    game, accepted = play(case)
    again = Game.replay(case.players, case.seed, accepted, case.options)
    assert again.state == game.state
    assert [e.explanation for e in again.history.entries] == [
        e.explanation for e in game.history.entries
    ]
