"""Chapter 4 (the closest mine): what its prose promises about its step-through views."""

from __future__ import annotations

import pytest

from .chapter import run_chapter


@pytest.fixture(scope="module")
def chapter():
    return run_chapter("04_closest_mine.ipynb")


def walk_to_the_end(stepper) -> str:
    while not stepper.next_button.disabled:
        stepper.next_button.click()
    return stepper.text


def test_next_walks_the_search_to_the_engines_answer(chapter):
    text = walk_to_the_end(chapter["stepper"])
    assert "Mine 1: 5 road tile(s), Mine 2: 7 road tile(s); closest: Mine 1" in text


def test_the_search_from_beside_an_empty_mine_finds_no_mine(chapter):
    text = walk_to_the_end(chapter["emptied_stepper"])
    assert "no mine with tiles left is connected" in text


def test_the_detour_goes_round_the_building(chapter):
    assert "Mine 1: 9 road tile(s)" in walk_to_the_end(chapter["detour_stepper"])
