"""The action boundary, legal actions against apply, and the hooks an expansion uses."""

import random
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.carcassonne.positions import START, position
from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile, apply
from tutorial.carcassonne.legal import legal_actions
from tutorial.carcassonne.players import random_player
from tutorial.carcassonne.rules import Phase
from tutorial.carcassonne.setup import base_rules, new_game
from tutorial.carcassonne.tiles import load_tiles
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.values import evolve


@pytest.mark.parametrize(
    ("action", "field"),
    [
        (PlaceTile((1.0, 0.0), 0), "PlaceTile.cell"),
        (PlaceTile((1, 0), True), "PlaceTile.rotation"),
        (PlaceTile([1, 0], 0), "PlaceTile.cell"),
        (PlaceFollower("0"), "PlaceFollower.feature"),
        (PlaceTile((10**12, 0), 0), "PlaceTile.cell"),
    ],
)
def test_a_badly_typed_action_is_refused_naming_its_field(action, field):
    state = new_game(2, seed=1).state
    with pytest.raises(IllegalMove, match=f"{field} must be"):
        apply(state, action)


class Unprintable:
    def __repr__(self):
        raise RuntimeError("a repr that fails")


def test_an_action_whose_value_cannot_be_printed_or_with_a_field_missing_is_refused():
    state = new_game(2, seed=1).state
    with pytest.raises(IllegalMove, match="PlaceTile.cell must be .* not <a Unprintable that"):
        apply(state, PlaceTile(Unprintable(), 0))
    with pytest.raises(IllegalMove, match="is not an action here"):
        apply(state, Unprintable())
    with pytest.raises(IllegalMove, match="PlaceTile.cell is missing"):
        apply(state, object.__new__(PlaceTile))


def test_something_that_is_no_action_and_an_action_out_of_turn_are_refused():
    state = new_game(2, seed=1).state
    with pytest.raises(IllegalMove, match="is not an action here"):
        apply(state, "place it")
    with pytest.raises(IllegalMove, match="now is the tile step"):
        apply(state, NoFollower())


def _unlisted_tile_moves(state, listed):
    cells = set(state.open_cells) | {next(iter(state.board)), (99, 99)}
    return [
        PlaceTile(cell, rotation)
        for cell in cells
        for rotation in range(-1, 5)
        if PlaceTile(cell, rotation) not in listed
    ]


def test_legal_actions_are_exactly_what_apply_accepts_through_random_games():
    for seed in range(3):
        state = new_game(3, seed=seed).state
        rng = random.Random(seed)
        while not state.game_over:
            listed = legal_actions(state)
            assert len(set(listed)) == len(listed)
            for action in listed:
                apply(state, action)  # accepted: raises otherwise
            if state.phase == "tile":
                refused = _unlisted_tile_moves(state, listed)
            else:
                spots = [PlaceFollower(i) for i in range(-1, 10)]
                refused = [action for action in spots if action not in listed]
            for action in rng.sample(refused, min(len(refused), 8)):
                with pytest.raises(IllegalMove):
                    apply(state, action)
            state = apply(state, rng.choice(listed)).state
        assert legal_actions(state) == []
        with pytest.raises(IllegalMove, match="the game is over"):
            apply(state, NoFollower())


def test_a_game_replays_exactly_from_its_seed_and_actions():
    def play(seed):
        state, actions = new_game(4, seed=seed).state, []
        rng = random.Random(seed)
        while not state.game_over:
            actions.append(random_player(state, rng))
            state = apply(state, actions[-1]).state
        return state, actions

    first, actions = play(8)
    again = new_game(4, seed=8).state
    for action in actions:
        again = apply(again, action).state
    assert again == first and len(first.board) + len(first.discarded) == 72
    total = sum(p.score.total for p in first.players)
    assert total > 0


@dataclass(frozen=True)
class Ring:
    """A made-up expansion action: ring a bell on a cell after placing a tile."""

    cell: tuple[int, int]


def test_an_expansion_adds_a_phase_and_a_turn_end_step_without_the_base_knowing():
    def ring(state, action):
        bells = (*state.layers.get("bells", ()), action.cell)
        after = evolve(state, layers={**state.layers, "bells": bells})
        return Outcome.now(after, Explanation("Rang"))

    def count_bells(state):
        players = state.players_with(
            state.active, score=state.player.score.add("bells", len(state.layers["bells"]))
        )
        return evolve(state, players=players), lambda: ["bells counted"]

    phase = Phase("bell", (Ring,), ring, lambda s: [Ring(s.placed)], lambda s: True)
    rules = base_rules().with_phase(phase, after="tile").with_step(count_bells, "score_completed")
    rules = rules.with_tiles((), category="bells")
    assert [p.name for p in rules.phases] == ["tile", "bell", "follower"]
    state = position(START, tile="city edge")
    state = evolve(state, rules=rules)
    state = apply(state, PlaceTile((0, -1), 2)).state
    assert state.phase == "bell" and legal_actions(state) == [Ring((0, -1))]
    outcome = apply(apply(state, Ring((0, -1))).state, NoFollower())
    assert outcome.state.players[0].score.points["bells"] == 1
    assert "bells counted" in outcome.explain().lines


def test_the_gold_tiles_play_in_a_game_when_an_expansion_adds_them():
    gold = Path(__file__).parents[2] / "tutorial" / "gold_mines" / "data" / "gold_tiles.json"
    rules = base_rules().with_tiles(load_tiles(gold), category="gold")
    state = new_game(2, seed=3, rules=rules).state
    assert len(state.deck) == 71 + 8 - 1  # the first tile is drawn
    rng = random.Random(3)
    while not state.game_over:
        state = apply(state, random_player(state, rng)).state
    assert len(state.board) + len(state.discarded) == 80
    assert all(p.score.points["gold"] == 0 for p in state.players)
