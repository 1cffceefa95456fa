"""The ingots after a gold tile, played through the engine (rulebook, *Actions and How to Play*)."""

import pytest

from tests.gold_mines.positions import START, gold, position
from tutorial.carcassonne.actions import NoFollower, PlaceTile, apply
from tutorial.carcassonne.legal import legal_actions
from tutorial.core.errors import IllegalMove
from tutorial.gold_mines.ingots import PlaceIngot
from tutorial.gold_mines.placing import RULE_PLACING, SUPPLY
from tutorial.gold_mines.state import gold_of

# The start tile, a west-east road east of it, and a monastery below that:
# a gold tile south of the start touches three tiles, one of them diagonally.
BOARD = {
    (0, 0): START,
    (1, 0): ("straight road", 1),
    (1, 1): ("monastery", 0),
}
GOLD_TILE = "gold: monastery + curved road"


def placed_gold_tile():
    state = position(BOARD, tile=GOLD_TILE)
    action = PlaceTile((0, 1), 1)  # fields north and east, roads south and west
    assert action in legal_actions(state)
    return apply(state, action)


def test_a_gold_tile_with_several_neighbours_asks_for_the_second_tile():
    state, explain = placed_gold_tile()
    assert state.phase == "ingots"
    # Reading order: (0, 0), then (1, 0) (diagonal), then (1, 1).
    assert legal_actions(state) == [PlaceIngot((0, 0)), PlaceIngot((1, 0)), PlaceIngot((1, 1))]
    assert "chooses a touching tile" in explain().text
    assert gold_of(state).supply == SUPPLY  # nothing placed before the choice


def test_one_ingot_on_the_gold_tile_and_one_on_the_chosen_diagonal_neighbour():
    state, _ = placed_gold_tile()
    after, explain = apply(state, PlaceIngot((1, 0)))
    assert gold_of(after).on_board() == {(0, 1): 1, (1, 0): 1}
    assert gold_of(after).supply == SUPPLY - 2
    assert after.phase == "follower"
    assert explain().highlighted("ingots") == ((0, 1), (1, 0))


def test_the_engine_places_the_second_ingot_when_only_one_tile_touches():
    # West of the start tile, only the start tile touches the gold crossing.
    state = position({(0, 0): START}, tile="gold: two straight roads crossing")
    after, explain = apply(state, PlaceTile((-1, 0), 0))
    assert gold_of(after).on_board() == {(-1, 0): 1, (0, 0): 1}
    assert after.phase == "follower"  # the ingots phase was skipped
    assert "the engine puts the second ingot there" in explain().text
    assert explain().highlighted("ingots") == ((-1, 0), (0, 0))


def test_a_tile_without_gold_skips_the_ingots_phase():
    state = position({(0, 0): START}, tile="straight road")
    after, _ = apply(state, PlaceTile((-1, 0), 1))
    assert after.phase == "follower" and gold_of(after).supply == SUPPLY


def test_with_one_ingot_left_only_the_gold_tile_gets_one():
    state = position(BOARD, tile=GOLD_TILE, layer=gold(held=(10, 5)))
    after, explain = apply(state, PlaceTile((0, 1), 1))
    assert gold_of(after).on_board() == {(0, 1): 1} and gold_of(after).supply == 0
    assert after.phase == "follower"
    assert "Only one ingot was left" in explain().text


def test_a_second_ingot_on_a_tile_not_touching_is_refused_and_nothing_changes():
    state, _ = placed_gold_tile()
    with pytest.raises(IllegalMove, match=r"\(3, 3\) is not a tile touching") as refused:
        apply(state, PlaceIngot((3, 3)))
    assert refused.value.rule == RULE_PLACING
    assert state.phase == "ingots" and gold_of(state).supply == SUPPLY
    assert legal_actions(state) == [PlaceIngot((0, 0)), PlaceIngot((1, 0)), PlaceIngot((1, 1))]


def test_the_gold_tile_itself_is_not_a_touching_tile():
    state, _ = placed_gold_tile()
    with pytest.raises(IllegalMove, match="not a tile touching"):
        apply(state, PlaceIngot((0, 1)))


@pytest.mark.parametrize(
    "action, field",
    [(PlaceIngot((1.0, 0)), "PlaceIngot.cell"), (PlaceIngot("1,0"), "PlaceIngot.cell")],
)
def test_an_ingot_action_with_a_wrong_type_is_refused_naming_the_field(action, field):
    state, _ = placed_gold_tile()
    with pytest.raises(IllegalMove, match=field):
        apply(state, action)


def test_an_ingot_action_in_another_phase_is_refused():
    state = position(BOARD, tile=GOLD_TILE)
    with pytest.raises(IllegalMove, match="now is the tile step"):
        apply(state, PlaceIngot((1, 0)))
    follower_phase, _ = apply(*placed_gold_tile()[:1], PlaceIngot((1, 1)))
    with pytest.raises(IllegalMove, match="now is the follower step"):
        apply(follower_phase, PlaceIngot((1, 0)))
    assert apply(follower_phase, NoFollower()).state.phase == "tile"
