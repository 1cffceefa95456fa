"""Positions on the Underground maps shared by the Tiletum view tests."""

from __future__ import annotations

import pytest

from tutorial.tiletum.cardinalbot import BOT
from tutorial.tiletum.maps import underground_map
from tutorial.tiletum.underground import Underground


@pytest.fixture
def here() -> Underground:
    """Maps I-A and III-B: three Towns tie at reach 2; "you" on map III decides it."""
    return Underground(
        (underground_map("I", "A"), underground_map("III", "B")),
        built={(3, "c.m1"): "you", (3, "e.m1"): "you", (3, "g.m1"): BOT},
        prospectors={BOT: [(3, "s"), (1, "s")], "you": [(3, "k")]},
        covered={(3, "t2")},
    )
