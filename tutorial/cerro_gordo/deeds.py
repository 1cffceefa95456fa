"""Deeds: what one action did, as objectives need to see it.

Objectives are completed by *doing* something ("Play an Entertainment
Building that touches..."), so after each action the engine hands the
objective checks a deed describing it.  An event is a deed too: after one,
every player's objectives are checked.

The deeds that carry something are named tuples, not dataclasses: one or
more is made for every action of every game, and a tuple is several times
quicker to make.  The two that carry nothing are made once each
(:data:`END_OF_TURN`, :data:`SILVER_GAINED`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from tutorial.cerro_gordo.components import Building, Tile
from tutorial.core.grid import Cell


class BuildingDeed(NamedTuple):
    """A building was placed on ``cell``; ``touching`` holds the tiles sharing an edge with it.

    The building objectives all read the tiles it touches, so the deed
    carries them, read once (see
    :func:`~tutorial.cerro_gordo.objectives.building_deed`).
    """

    cell: Cell
    building: Building
    touching: tuple[Tile, ...]


class RoadDeed(NamedTuple):
    """A road was placed on ``cell``, making ``connections``.

    ``joined`` holds the mines it connected that were apart before (empty
    if it joined none); ``merges`` counts the merges of two separate groups
    of mines that took (one fewer than the groups joined).
    """

    cell: Cell
    connections: int
    joined: frozenset[int]
    merges: int


class MineDeed(NamedTuple):
    """The player mined ``mine``, ``roads`` road tiles away (``None`` if not connected)."""

    mine: int | None
    roads: int | None


@dataclass(frozen=True)
class EndOfTurn:
    """The active player's turn ends."""


class EventDeed(NamedTuple):
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


#: The end of a turn, and a payment: the same every time, so made once.
END_OF_TURN = EndOfTurn()
SILVER_GAINED = SilverGained()

Deed = BuildingDeed | RoadDeed | MineDeed | EndOfTurn | EventDeed | SilverGained
