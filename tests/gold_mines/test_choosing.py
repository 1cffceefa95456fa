"""The players choose the tiles they take gold from: the rulebook's own reading, by hand."""

import json

import pytest

from tests.gold_mines.positions import monastery_and_road
from tutorial.core.errors import IllegalMove, PositionError
from tutorial.gold_mines import BOTS, Game, NoFollower, PlaceTile, gold_of
from tutorial.gold_mines.choosing import GOLD_PHASE, TakeIngot, chooser_seat


def in_the_gold_phase(sharing="fewest rivals"):
    state = monastery_and_road(sharing, by_hand=True)
    game = Game(state=state, seats=("human", "human"))
    game.play(PlaceTile((0, 0), 0))
    game.play(NoFollower())
    return game


def test_a_player_with_a_real_choice_takes_it_as_an_action_and_the_hand_out_follows_it():
    game = in_the_gold_phase()
    assert game.state.phase == GOLD_PHASE and chooser_seat(game.state) == 0
    legal = game.state.rules.phase(GOLD_PHASE).legal(game.state)
    # Listed with the game's automatic reading (fewest rivals) first: the monastery's own tile.
    assert legal == [TakeIngot((0, 1)), TakeIngot((-1, 0)), TakeIngot((1, 2))]
    game.play(TakeIngot((-1, 0)))  # Player 1 grabs the tile Player 2 could reach
    assert game.state.phase == GOLD_PHASE  # Player 2 has nothing left; Player 1 chooses again
    game.play(TakeIngot((1, 2)))
    assert game.state.turn_number == 2 and gold_of(game.state).choices == ()
    assert gold_of(game.state).held == (3, 0)
    steps = gold_of(game.state).sharing.steps
    assert [(s.player, s.cell) for s in steps] == [(0, (-1, 0)), (0, (1, 2)), (0, (0, 1))]


def test_a_tile_not_offered_is_refused_and_changes_nothing():
    game = in_the_gold_phase()
    before = game.state
    with pytest.raises(IllegalMove, match=r"may take the next ingot from .*not from \(0, 0\)"):
        game.play(TakeIngot((0, 0)))
    assert game.state is before


def test_a_bot_or_a_human_seats_stand_in_keeps_the_games_automatic_reading():
    for sharing, first in (("fewest rivals", (0, 1)), ("most contested", (-1, 0))):
        game = in_the_gold_phase(sharing)
        assert game.suggest() == TakeIngot(first)
        assert BOTS["random"](game.state, None) == TakeIngot(first)
    fewest = in_the_gold_phase().play_turn()
    assert gold_of(fewest.state).held == (2, 1)  # as the automatic reading shares it


def test_a_hand_out_under_way_saves_and_loads_with_its_choices_checked():
    game = Game(3, seed=0, seats=("greedy", "random", "greedy"), by_hand=True)
    while game.state.phase != GOLD_PHASE or not gold_of(game.state).choices:
        game.step()
    text = game.save()
    assert Game.load(text).state == game.state
    data = json.loads(text)
    data["layers"]["gold"]["choices"][0] = [40, 40]
    with pytest.raises(PositionError) as refused:
        Game.load(json.dumps(data))
    assert refused.value.field == "layers.gold.choices[0]"
    data = json.loads(text)
    data["phase"] = "follower"
    with pytest.raises(PositionError) as refused:
        Game.load(json.dumps(data))
    assert refused.value.field == "layers.gold.choices"


def test_by_hand_with_bots_plays_the_same_games_as_the_automatic_reading():
    seats = ("greedy", "random", "greedy")
    chose = 0
    for seed in (0, 3):
        by_hand = Game(3, seed, seats=seats, by_hand=True).play_to_end()
        automatic = Game(3, seed, seats=seats).play_to_end()
        assert [p.score for p in by_hand.state.players] == [
            p.score for p in automatic.state.players
        ]
        chose += sum(entry.state.phase == GOLD_PHASE for entry in by_hand.history.entries)
        for entry in by_hand.history.entries:
            assert Game.load(Game(state=entry.state).save()).state == entry.state
    assert chose  # some hand-outs had a real choice
