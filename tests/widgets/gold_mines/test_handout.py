"""The hand-out step-through: one step per take of the engine's Sharing, the same words."""

from __future__ import annotations

from tutorial.carcassonne.actions import NoFollower, PlaceTile, apply
from tutorial.gold_mines import Claim, gold_of, share_gold
from tutorial.gold_mines.scenarios import START, gold, position
from tutorial.widgets.gold_mines import HandoutStepper
from tutorial.widgets.gold_mines.handout import gold_before


def tied_road():
    """Two thieves tied on a road of 3 tiles, 3 ingots on it; Player 2 active (takes first)."""
    road = {(-1, 0): ("T-junction", 0), (0, 0): START}
    state = position(
        road,
        {((0, 0), 1): 0, ((-1, 0), 0): 1},
        tile="crossroads",
        layer=gold({(0, 0): 2, (-1, 0): 1}),
        active=1,
    )
    state, _ = apply(state, PlaceTile((1, 0), 0))
    state, _ = apply(state, NoFollower())
    return state


def test_the_steps_are_the_sharings_takes_in_order_with_its_sentences():
    state = tied_road()
    sharing = gold_of(state).sharing
    stepper = HandoutStepper(state)
    assert [e.step for e in stepper.events if e.step] == list(sharing.steps)
    assert len(stepper.events) == len(sharing.steps) + 2  # before, each take, the end
    said = sharing.lines([p.name for p in state.players])
    text = stepper.text()
    assert all(line in text for line in said)
    assert dict(stepper.events[0].gold) == {(0, 0): 2, (-1, 0): 1}
    assert dict(stepper.events[-1].gold) == sharing.gold_left()
    assert stepper.events[-1].taken == sharing.taken


def test_next_outlines_the_tile_of_each_take_and_the_board_shows_the_gold_left():
    stepper = HandoutStepper(tied_road())
    board = stepper.drawing.board
    for index, event in enumerate(stepper.events):
        stepper.show(index)
        outlined = [c for m in board.marks if m.role == "gold_taken" for c in m.cells]
        assert outlined == ([event.step.cell] if event.step else [])
        assert dict(board.ingots(board.state)) == dict(event.gold)
        assert stepper.caption.value.count("Step") == 1
    stepper.prev()
    assert stepper.index == len(stepper.events) - 2
    stepper.slider.value = 1
    assert stepper.index == 1


def test_a_sharing_alone_is_stepped_through_on_a_grid_of_its_tiles():
    claims = [Claim({(0, 0), (1, 0)}, {0, 1}), Claim({(1, 0), (1, 1)}, {1})]
    sharing = share_gold({(0, 0): 1, (1, 0): 2, (1, 1): 1}, claims, active=0, players=2)
    stepper = HandoutStepper(sharing, names=("Ann", "Bo"))
    assert [e.step for e in stepper.events if e.step] == list(sharing.steps)
    assert gold_before(sharing) == {(0, 0): 1, (1, 0): 2, (1, 1): 1}
    stepper.next()
    first = sharing.steps[0]
    assert f"{('Ann', 'Bo')[first.player]} takes 1 ingot from {first.cell}" in stepper.text(1)
    assert "4px solid" in stepper.drawing.canvas.value  # the tile of the take, outlined
