"""Deeds: what one action did, as objectives need to see it.

Objectives are completed by *doing* something ("Play an Entertainment
Building that touches..."), so after each action the engine hands the
objective checks a deed describing it.  An event is a deed too: after one,
every player's objectives are checked.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.cerro_gordo.components import Building
from tutorial.core.grid import Cell


@dataclass(frozen=True)
class BuildingDeed:
    """A building was placed on ``cell``."""

    cell: Cell
    building: Building


@dataclass(frozen=True)
class RoadDeed:
    """A road was placed on ``cell``, making ``connections``.

    ``joined`` holds the mines it connected that were apart before (empty
    if it joined none); ``merges`` counts the merges of two separate groups
    of mines that took (one fewer than the groups joined; left out, 1 if
    any mines were joined, else 0).
    """

    cell: Cell
    connections: int
    joined: frozenset[int]
    merges: int | None = None

    def __post_init__(self) -> None:
        if self.merges is None:
            object.__setattr__(self, "merges", 1 if self.joined else 0)


@dataclass(frozen=True)
class MineDeed:
    """The player mined ``mine``, ``roads`` road tiles away (``None`` if not connected)."""

    mine: int | None
    roads: int | None


@dataclass(frozen=True)
class EndOfTurn:
    """The active player's turn ends."""


@dataclass(frozen=True)
class EventDeed:
    """The event drawn from ``mine`` was resolved: every player's objectives are checked.

    Rulebook, *Objectives*: "you may also be able to complete an Objective
    due to an Event."
    """

    mine: int


@dataclass(frozen=True)
class SilverGained:
    """The player was paid silver in the middle of an action.

    Only a card that holds "at any moment" (Nest Egg) is checked: it must
    see every payment, not just the silver left when the action is done.
    """


Deed = BuildingDeed | RoadDeed | MineDeed | EndOfTurn | EventDeed | SilverGained
