"""The app's goals panel: the Fair tiles round by round and, solo, the Challenges' progress."""

from __future__ import annotations

from tutorial.tiletum.fairs import fair_tile
from tutorial.tiletum.game import Game
from tutorial.widgets.tiletum import TiletumApp

from ..helpers import plain


def test_the_panel_lists_the_fairs_and_marks_the_next_one():
    app = TiletumApp(Game(2, seed=1, seats=("random", "random")))  # Step plays every seat
    fairs = app.state.fairs
    text = plain(app.goals.value)
    for number, tile_id in enumerate(fairs, start=1):
        assert f"Round {number}" in text and tile_id in text
    assert f"Round 1 (next Fair): {fairs[0]}" in text
    assert "Challenges" not in text and "Cardinal" not in text  # no solo, no bot's count
    while app.state.round == 1:
        app.step()
    assert f"Round 2 (next Fair): {fairs[1]}" in plain(app.goals.value)
    assert f"Round 2 (next Fair): {fairs[1]}" in app.text


def test_solo_the_panel_shows_your_challenges_as_they_stand():
    app = TiletumApp(Game(1, seed=51, first_player=0, seats=("human", "cardinal")))
    text = plain(app.goals.value)
    assert "Player 1's Challenges" in text
    for name in app.state.solo.challenges:
        assert name in text
    assert "0 of 6 Silver held, not met" in text  # Silver Hoard, dealt with this seed
    assert fair_tile(app.state.fairs[0]).bot_counts == "tucked"
    assert "the Cardinal of Silver: King's Surprise cards tucked under its board" in text
