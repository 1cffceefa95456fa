"""The gold in the explanations of setup and of a turn, and the legal ingot placements."""

import pytest

from tests.gold_mines.positions import START, gold, position
from tutorial.carcassonne.actions import PlaceFollower, PlaceTile, apply
from tutorial.core.errors import IllegalMove
from tutorial.gold_mines import Game, PlaceIngot, gold_of, legal_actions, new_game


def test_the_setup_of_a_gold_game_mentions_the_gold_however_it_is_made():
    said = "The Gold Mines: 8 gold tiles are among them, and 16 gold ingots wait beside."
    assert said in Game(2, seed=1).explanation.lines
    assert said in new_game(2, seed=1).explain().lines
    assert gold_of(Game(3, seed=1).state).supply == 16


def test_a_turn_that_completes_gold_explains_the_hand_out_with_its_tiles_lit():
    # The start tile's city holds 2 ingots; Player 1's knight completes it with a city edge.
    state = position({(0, 0): START}, tile="city edge", layer=gold({(0, 0): 2}))
    state = apply(state, PlaceTile((0, -1), 2)).state
    explanation = apply(state, PlaceFollower(0)).explain()
    assert "Gold:" in explanation.lines
    assert "Player 1 alone is entitled to the gold, and takes it all." in explanation.lines
    lit = [h for h in explanation.highlights if h.role == "gold_taken"]
    assert [(h.cells, h.labels) for h in lit] == [(((0, 0),), ("Player 1 2",))]
    assert explanation.highlighted("completed") == ((0, -1), (0, 0))
    assert explanation.highlighted("returned") == ((0, -1),)


def ingots_phase_states():
    found = []
    for seed in range(12):
        game = Game(2, seed, seats=("greedy", "random"))
        while not game.state.game_over and len(found) < 3 * (seed + 1):
            if game.state.phase == "ingots":
                found.append(game.state)
            game.step()
    return found


@pytest.fixture(scope="module")
def choosing():
    states = ingots_phase_states()
    assert len(states) >= 6
    return states


def test_legal_actions_list_exactly_the_ingot_placements_apply_accepts(choosing):
    for state in choosing:
        legal = legal_actions(state)
        assert legal and all(isinstance(action, PlaceIngot) for action in legal)
        x, y = state.placed
        window = [(x + dx, y + dy) for dx in range(-2, 3) for dy in range(-2, 3)]
        for cell in window:
            action = PlaceIngot(cell)
            if action in legal:
                after = apply(state, action).state
                assert gold_of(after).on_board().get(cell, 0) > gold_of(state).on_board().get(
                    cell, 0
                )
            else:
                with pytest.raises(IllegalMove):
                    apply(state, action)
        # The touching tiles, diagonals included, and nothing else.
        touching = {c for c in window if c in state.board and c != state.placed}
        touching = {c for c in touching if abs(c[0] - x) <= 1 and abs(c[1] - y) <= 1}
        assert {action.cell for action in legal} == touching


def test_outside_the_ingots_phase_no_ingot_is_legal_nor_accepted(choosing):
    state = apply(choosing[0], legal_actions(choosing[0])[0]).state
    assert not any(isinstance(a, PlaceIngot) for a in legal_actions(state))
    with pytest.raises(IllegalMove):
        apply(state, PlaceIngot(state.placed or (0, 0)))
