"""The plain-text board: every feature drawn, turning a tile turns its drawing, followers shown."""

import random
import re

import pytest

from tutorial.carcassonne import Game, apply, new_game, random_player
from tutorial.carcassonne.text import ROAD_GLYPHS, block, render, render_board, with_follower
from tutorial.carcassonne.tiles import base_tiles, load_tiles

GOLD_TILES = "tutorial/gold_mines/data/gold_tiles.json"


def all_tiles():
    try:
        return base_tiles() + load_tiles(GOLD_TILES)
    except FileNotFoundError:  # the gold layer is not in this copy
        return base_tiles()


#: A road glyph turned a quarter clockwise: its exits move one side on.
TURNED = {
    glyph: ROAD_GLYPHS[frozenset((s + 1) % 4 for s in sides)]
    for sides, glyph in ROAD_GLYPHS.items()
}


@pytest.mark.parametrize("tile", all_tiles(), ids=lambda t: t.name)
def test_every_feature_shows_somewhere_in_every_turn(tile):
    for rotation in range(4):
        shown = {feature for _, feature in block(tile, rotation).values()}
        assert shown - {None} == set(range(len(tile.features)))
        for feature in range(len(tile.features)):
            drawn = with_follower(block(tile, rotation), feature, 2)
            assert [p for p, (glyph, f) in drawn.items() if glyph == "3"] != []


@pytest.mark.parametrize("tile", all_tiles(), ids=lambda t: t.name)
def test_a_quarter_turn_of_the_tile_is_a_quarter_turn_of_its_drawing(tile):
    for rotation in range(4):
        before, after = block(tile, rotation), block(tile, rotation + 1)
        for (row, column), (glyph, feature) in before.items():
            # Clockwise, the block's row becomes its column counted from the right.
            assert after[column, 2 - row] == (TURNED.get(glyph, glyph), feature)


def test_the_board_shows_each_follower_by_seat_number_and_the_cells_coordinates():
    state, rng = new_game(3, seed=2).state, random.Random(2)
    for _ in range(60):
        state = apply(state, random_player(state, rng)).state
        header, *lines = render_board(state).splitlines()
        columns = sorted({c for c, _ in state.board})
        rows = sorted({r for _, r in state.board})
        assert [int(n) for n in header.split()] == list(range(columns[0], columns[-1] + 1))
        # Three lines a row of tiles; the middle one starts with the row's number.
        assert len(lines) == 3 * (rows[-1] - rows[0] + 1)
        assert [int(line.split()[0]) for line in lines[1::3]] == list(range(rows[0], rows[-1] + 1))
        width = max(len(str(r)) for r in rows)
        board = "".join(line[width + 1 :] for line in lines)
        digits = sorted(int(d) - 1 for d in re.findall(r"[0-9]", board))
        assert digits == sorted(state.followers.values())


def test_render_says_whose_turn_the_drawn_tile_and_the_scores():
    game = Game(["Ann", "Bob"], seed=6, first_player=1)
    text = render(game.state)
    assert "Turn 1: Bob (follower digit 2) places a tile" in text
    assert f"Drawn tile: {game.state.current_tile.name}" in text
    assert "Ann (1): 0 points" in text and "7 followers in the supply" in text
    game.play_to_end()
    assert "The game is over after" in str(game)
    assert str(game).startswith(render_board(game.state))
