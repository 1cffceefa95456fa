"""The pieces of Cerro Gordo Silver Mines, and the data files they come from.

Rulebook, *Components*: 29 Buildings of four types, 45 Road Tiles, 28 Mine
Tiles and 3 Empty Mine Tiles, 33 Objective Cards, 3 Public Objectives,
45 Silver Coins, 5 Character Cards, 5 Player Pawns.

Everything the rulebook does not print (road shapes, mine events and silver,
most objectives, four characters, where the mines stand) is *stand-in data*
in ``data/*.json``, marked ``stand_in`` there.  A teacher with a real copy
can edit those files; nothing in the code needs to change.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import Any

from tutorial.core.grid import CLOCKWISE, Cell, Direction

#: Rulebook, Components: the silver supply holds 45 coins in all.
SILVER_COINS = 45


class BuildingType(str, Enum):
    """The four building types (rulebook, *Building*)."""

    COMMERCIAL = "commercial"
    INDUSTRIAL = "industrial"
    RESIDENTIAL = "residential"
    ENTERTAINMENT = "entertainment"


@dataclass(frozen=True)
class Building:
    """A building tile; ``id`` tells apart tiles of the same type."""

    id: int
    kind: BuildingType

    def __str__(self) -> str:
        return f"{self.kind.value.title()} #{self.id}"


@dataclass(frozen=True)
class Road:
    """A road tile: the edges where its road leaves the tile.

    ``exits`` are for the tile as it lies; :meth:`rotated` turns it.
    """

    id: int
    shape: str
    exits: frozenset[Direction]

    def __post_init__(self) -> None:
        # The exits again as bits (bit i for the edge CLOCKWISE[i]), read by the
        # searches at every step: a bit test is much cheaper than a set of
        # Directions, whose hash is a Python method.  Not a field: derived.
        object.__setattr__(self, "bits", exit_bits(self.exits))

    #: :func:`exit_bits` of ``exits``.
    bits: int = field(init=False, repr=False, compare=False)

    def rotated(self, quarter_turns: int) -> Road:
        """The same tile turned clockwise ``quarter_turns`` times."""
        if quarter_turns % 4 == 0:
            return self
        return _turned_road(self.id, self.shape, self.exits, quarter_turns % 4)

    def __str__(self) -> str:
        return f"{self.shape} road #{self.id} (exits {exit_letters(self.exits)})"


@dataclass(frozen=True)
class MineSite:
    """The place on the board where mine ``number`` (1, 2 or 3) stands."""

    number: int

    def __str__(self) -> str:
        return f"Mine {self.number}"


#: What a board cell can hold.
Tile = Building | Road | MineSite


@dataclass(frozen=True)
class Event:
    """The event printed on a mine tile (stand-in data)."""

    id: str
    name: str
    text: str
    effect: str
    amount: int


@dataclass(frozen=True)
class MineTile:
    """A mine tile: silver on its back, an event on its face."""

    id: int
    silver: int
    event: str
    three_plus: bool


@dataclass(frozen=True)
class Objective:
    """A personal (points) or public (silver) objective card.

    ``check`` names a function in :mod:`tutorial.cerro_gordo.objectives`;
    ``params`` are its arguments, straight from the data file.
    """

    id: str
    name: str
    text: str
    reward: int
    public: bool
    stand_in: bool
    check: str
    params: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        # The parameters by name, made once per card (the checks ask at every
        # candidate cell).  Not a field, so equality, hashing and saving ignore
        # it.  Set here rather than cached on first use, as Road.bits is: a value
        # written into the card later would move its fields into a dict shared
        # with the class, and Python 3.11 reads the fields of such a card
        # (``card.check``, asked after every deed) the slow way.
        object.__setattr__(self, "_params_by_name", dict(self.params))

    #: The parameters of :attr:`params` by name.
    _params_by_name: dict[str, Any] = field(init=False, repr=False, compare=False)

    def param(self, name: str, default: Any = None) -> Any:
        """The parameter ``name`` of the card's check, or ``default``."""
        return self._params_by_name.get(name, default)

    def __str__(self) -> str:
        unit = "silver" if self.public else ("point" if self.reward == 1 else "points")
        label = " (stand-in)" if self.stand_in else ""
        return f"{self.name} [{self.reward} {unit}]{label}: {self.text}"


@dataclass(frozen=True)
class Character:
    """A character card: a power and a way of scoring."""

    id: str
    name: str
    text: str
    power: str
    scoring: str
    stand_in: bool


@dataclass(frozen=True)
class Layout:
    """Where the mines stand (stand-in data)."""

    mines: tuple[Cell, ...]


@cache
def turned_exits(exits: frozenset[Direction], quarter_turns: int) -> frozenset[Direction]:
    """Road exits after turning the tile; cached, as move generators ask often."""
    return frozenset(d.turned(quarter_turns) for d in exits)


@cache
def _turned_road(id: int, shape: str, exits: frozenset[Direction], quarter_turns: int) -> Road:
    """The road tile ``id`` turned (1 to 3 quarter turns); cached: every road placed is
    turned, and a new tile, with its bits worked out, costs several times a look-up.
    (Cached by its fields, not by the tile: a tile's hash is a Python method.)"""
    return Road(id, shape, turned_exits(exits, quarter_turns))


@cache
def exit_bits(exits: frozenset[Direction]) -> int:
    """Road exits as bits: bit i stands for the edge ``CLOCKWISE[i]`` (north is bit 0)."""
    return sum(1 << i for i, edge in enumerate(CLOCKWISE) if edge in exits)


def exit_letters(exits: frozenset[Direction]) -> str:
    """``"NES"``-style letters for a set of edges, clockwise from north."""
    return "".join(d.name for d in Direction if d in exits)


# The data files are read once, and each list of pieces is built once: pieces
# are immutable, so every game can share them.  (After editing a data file,
# restart the kernel.)
@cache
def _load(name: str) -> Any:
    text = (
        resources.files("tutorial.cerro_gordo").joinpath("data").joinpath(name).read_text("utf-8")
    )
    return json.loads(text)


@cache
def building_deck() -> tuple[Building, ...]:
    """The 29 buildings, in a fixed order (shuffled at setup)."""
    counts = _load("buildings.json")["counts"]
    kinds = [kind for kind in BuildingType for _ in range(counts[kind.value])]
    return tuple(Building(i, kind) for i, kind in enumerate(kinds))


@cache
def road_deck() -> tuple[Road, ...]:
    """The 45 road tiles, in a fixed order (shuffled at setup)."""
    shapes = [
        (shape["shape"], frozenset(Direction[letter] for letter in shape["exits"]))
        for shape in _load("road_tiles.json")["shapes"]
        for _ in range(shape["count"])
    ]
    return tuple(Road(i, name, exits) for i, (name, exits) in enumerate(shapes))


@cache
def mine_deck() -> tuple[MineTile, ...]:
    """Every mine tile of the (stand-in) deck, before the "3+" ones are removed."""
    return tuple(
        MineTile(i, t["silver"], t["event"], t["three_plus"])
        for i, t in enumerate(_load("mine_tiles.json")["tiles"])
    )


@cache
def events() -> MappingProxyType[str, Event]:
    """The mine events by id (stand-in data), read once."""
    return MappingProxyType({e["id"]: Event(**e) for e in _load("events.json")["events"]})


def _objective(card: dict[str, Any], public: bool) -> Objective:
    fixed = {"id", "name", "text", "points", "silver", "stand_in", "check"}
    params = tuple(sorted((k, v) for k, v in card.items() if k not in fixed))
    reward = card["silver"] if public else card["points"]
    return Objective(
        card["id"],
        card["name"],
        card["text"],
        reward,
        public,
        card["stand_in"],
        card["check"],
        params,
    )


@cache
def personal_objectives() -> tuple[Objective, ...]:
    """The 33 personal objective cards (Miner's Midway is real, the rest stand-ins)."""
    return tuple(_objective(c, False) for c in _load("objectives.json")["personal"])


@cache
def public_objectives() -> tuple[Objective, ...]:
    """The 3 public objectives (Silver Trail is real, the other two stand-ins)."""
    return tuple(_objective(c, True) for c in _load("objectives.json")["public"])


@cache
def characters() -> tuple[Character, ...]:
    """The 5 character cards (Victor Beaudry is real, the rest stand-ins)."""
    return tuple(Character(**c) for c in _load("characters.json")["characters"])


@cache
def layout() -> Layout:
    """Mine positions (stand-in data)."""
    return Layout(tuple(tuple(c) for c in _load("layout.json")["mines"]))
