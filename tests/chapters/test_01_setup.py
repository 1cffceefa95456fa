"""Chapter 1 (setup): what its prose and its "Try this" promise."""

from __future__ import annotations

import json

from tests.notebook_runs import notebook

from .chapter import CHAPTERS

NOTEBOOK = notebook("cerro_gordo/01_setup.ipynb")


def test_the_building_row_is_drawn_below_the_board(chapter):
    app = chapter["setup_app"]
    parts = list(app.children)
    board_part = next(
        i for i, part in enumerate(parts) if app.board in getattr(part, "children", ())
    )
    assert board_part < parts.index(app.row)


def test_each_player_starts_with_2_silver_a_road_tile_and_2_objectives(chapter):
    players = chapter["setup_app"].game.state.players
    assert [(p.silver, p.road is not None, len(p.objectives)) for p in players] == [
        (2, True, 2)
    ] * 2


def live_board_edited(chapter, old: str, new: str):
    """Run the live board's cell again with ``old`` replaced by ``new``, as the Try this asks."""
    cells = json.loads((CHAPTERS / "01_setup.ipynb").read_text("utf-8"))["cells"]
    source = "".join(next(c for c in cells if c["id"] == "live-board")["source"])
    assert old in source
    namespace = dict(chapter)
    exec(source.replace(old, new), namespace)
    return namespace["setup_app"]


def test_four_players_bring_a_third_mine(chapter):
    app = live_board_edited(chapter, "Game(2, seed=4)", "Game(4, seed=4)")
    assert len(app.game.state.mines) == 3


def test_stacks_of_six_passed_to_the_live_boards_game(chapter):
    app = live_board_edited(
        chapter, "Game(2, seed=4)", 'Game(2, seed=4, options=RuleOptions(mine_stacks="sixes"))'
    )
    assert [len(m.tiles) for m in app.game.state.mines] == [6, 6]


def test_another_seed_deals_another_row_under_the_same_rules(chapter):
    a = chapter["setup_app"].game.state
    b = live_board_edited(chapter, "Game(2, seed=4)", "Game(2, seed=5)").game.state
    assert [s.building for s in a.row] != [s.building for s in b.row]
    assert [len(m.tiles) for m in a.mines] == [len(m.tiles) for m in b.mines]


def test_with_two_automatic_players_both_hands_are_shown(chapter):
    assert chapter["setup_app"].shown_hands == frozenset({0, 1})
