"""TrivialRedraw: the latency baseline changes its pixels with one message per click."""

from __future__ import annotations

from tutorial.widgets import TrivialRedraw


def test_each_click_is_one_message_in_a_new_colour(messages):
    widget = TrivialRedraw()
    assert widget.button.description == "Trivial redraw"
    messages.clear()
    widget.button.click()
    widget.button.click()
    assert widget.clicks == 2 and len(messages) == 2
    assert str(messages[0]) != str(messages[1])
