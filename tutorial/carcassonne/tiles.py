"""The land tiles: what is drawn on each, read from a data file a teacher can edit.

Rulebook (base game), *Components*: 72 land tiles showing cities, roads,
fields and monasteries; the start tile has a dark back.  The tile types and
their counts live in ``data/tiles.json``; this module reads and checks them.

A tile's edge is cut into **slots**, three a side, numbered clockwise from
the north-west corner::

         0  1  2
     11           3
     10           4
      9           5
         8  7  6

A city side puts its three slots in one city; a road side puts its middle
slot in a road and its two halves in fields (that is how a road splits the
fields on either side of it); a field side puts all three in fields.  Slots
make turning a tile trivial: a quarter turn clockwise moves every slot three
places on (:func:`turned`), and two tiles meet slot to slot
(:func:`facing`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from tutorial.core.errors import PositionError, quoted
from tutorial.core.grid import CLOCKWISE, Direction

CITY, ROAD, FIELD, MONASTERY = "city", "road", "field", "monastery"
#: The kinds of feature a tile can show.
KINDS = (CITY, ROAD, FIELD, MONASTERY)
#: Slots around a tile's edge, three a side.
SLOTS = 12
#: The middle of a tile, where a monastery stands: a part of the tile, as the slots are.
MIDDLE = SLOTS


def side_slots(side: Direction) -> tuple[int, int, int]:
    """The three slots of ``side``, clockwise.

    >>> side_slots(Direction.E)
    (3, 4, 5)
    """
    first = 3 * CLOCKWISE.index(side)
    return (first, first + 1, first + 2)


def side_of(slot: int) -> Direction:
    """The side that ``slot`` lies on.

    >>> side_of(7)
    <Direction.S: (0, 1)>
    """
    return CLOCKWISE[slot // 3]


def facing(slot: int) -> int:
    """The slot of the neighbouring tile that ``slot`` touches across their shared edge.

    Slots run clockwise on both tiles, so across an edge they meet in
    reverse: the west half of a north side (0) meets the west half of the
    south side above it (8).

    >>> [facing(s) for s in (0, 1, 2, 3, 4, 5)]
    [8, 7, 6, 11, 10, 9]
    """
    if slot % 6 < 3:  # north (0-2) or south (6-8)
        return (8 - slot) % SLOTS
    return (14 - slot) % SLOTS


def turned(slot: int, rotation: int) -> int:
    """Where ``slot`` of a tile ends up after ``rotation`` quarter turns clockwise.

    >>> turned(0, 1), turned(10, 1), turned(1, 6)
    (3, 1, 7)
    """
    return (slot + 3 * rotation) % SLOTS


@dataclass(frozen=True)
class Feature:
    """One city, road, field or monastery drawn on a tile.

    Attributes
    ----------
    kind:
        ``"city"``, ``"road"``, ``"field"`` or ``"monastery"``.
    slots:
        The edge slots it reaches, on the unturned tile (none for a monastery).
    pennant:
        A city with a coat of arms: worth more when scored.
    cities:
        For a field: the indexes (in the tile's features) of the cities it
        touches on this tile, which farmers are paid for at the end.
    """

    kind: str
    slots: tuple[int, ...]
    pennant: bool = False
    cities: tuple[int, ...] = ()


@dataclass(frozen=True)
class TileType:
    """A kind of land tile and how many of it are in the box.

    ``slot_feature[s]`` is the index of the feature at slot ``s`` of the
    unturned tile, and ``turned_features[rotation][s]`` at board slot ``s``
    of the tile turned ``rotation`` times (:func:`feature_at`); ``sides`` is
    the kind of each side (city, road or field), clockwise from north;
    ``monastery`` the index of its monastery (``None`` if it has none);
    ``meets[rotation][side]`` how the tile, turned, meets a neighbour on
    that side (:func:`side_meetings`).  All are worked out once from
    ``features``: a game reads them for every tile it places.
    """

    name: str
    count: int
    features: tuple[Feature, ...]
    start: bool = False
    slot_feature: tuple[int, ...] = field(init=False, repr=False, compare=False)
    turned_features: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    sides: tuple[str, ...] = field(init=False, repr=False, compare=False)
    monastery: int | None = field(init=False, repr=False, compare=False)
    meets: tuple[tuple[tuple[Meet, ...], ...], ...] = field(init=False, repr=False, compare=False)
    starts: tuple[Start, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        owner = [0] * SLOTS
        for index, feature in enumerate(self.features):
            for slot in feature.slots:
                owner[slot] = index
        kinds = [self.features[owner[3 * side + 1]].kind for side in range(4)]
        kinds_of = [feature.kind for feature in self.features]
        monastery = kinds_of.index(MONASTERY) if MONASTERY in kinds_of else None
        object.__setattr__(self, "slot_feature", tuple(owner))
        turned_features = tuple(
            tuple(owner[(slot - 3 * rotation) % SLOTS] for slot in range(SLOTS))
            for rotation in range(4)
        )
        object.__setattr__(self, "turned_features", turned_features)
        object.__setattr__(self, "sides", tuple(kinds))
        object.__setattr__(self, "monastery", monastery)
        meets = tuple(
            tuple(side_meetings(self, rotation, side) for side in range(4)) for rotation in range(4)
        )
        object.__setattr__(self, "meets", meets)
        object.__setattr__(self, "starts", tuple(map(start_of, self.features)))


#: What a feature brings to its group when its tile is placed: ``(kind, open ends,
#: pennants, the cities it touches on its tile)`` (:func:`start_of`).
Start = tuple[str, int, int, tuple[int, ...]]


def start_of(feature: Feature) -> Start:
    """What ``feature`` brings to its group, before it joins its neighbours.

    Its open ends: a road one per slot it reaches, a city one per side it
    covers (3 slots a side), a field none; a monastery counts its empty
    neighbours instead, which depend on where the tile goes (0 here).

    >>> start_of(Feature(CITY, (0, 1, 2, 3, 4, 5), pennant=True))
    ('city', 2, 1, ())
    """
    slots = len(feature.slots)
    ends = slots if feature.kind == ROAD else slots // 3 if feature.kind == CITY else 0
    return feature.kind, ends, int(feature.pennant), feature.cities


#: How one slot of a placed tile meets its neighbour: ``(feature, slot, closed)``, the
#: index of our feature there, the neighbour's slot facing it, and the open ends
#: the join closes (2 for a city side or a road end, one on each tile; 0 for a field).
Meet = tuple[int, int, int]


def side_meetings(tile: TileType, rotation: int, side: int) -> tuple[Meet, ...]:
    """How ``tile``, turned ``rotation`` times, joins a neighbour on ``side`` (0: north; clockwise).

    A city side is one feature on all three slots, so its middle slot stands
    for it; any other side joins its three slots.  A matched city side or
    road end closes 2 open ends (one on each tile); a field has none.

    >>> tile = base_tiles()[2]  # city edge + straight road: city to the north
    >>> side_meetings(tile, 0, 0), side_meetings(tile, 0, 1)
    (((0, 7, 2),), ((2, 11, 0), (1, 10, 2), (3, 9, 0)))
    """
    middle = 3 * side + 1
    kind = tile.features[feature_at(tile, rotation, middle)].kind
    meets = []
    for slot in (middle,) if kind == CITY else (middle - 1, middle, middle + 1):
        ours = feature_at(tile, rotation, slot)
        closed = 2 if tile.features[ours].kind in (CITY, ROAD) else 0
        meets.append((ours, facing(slot), closed))
    return tuple(meets)


def side_kind(tile: TileType, rotation: int, side: Direction) -> str:
    """What ``side`` of ``tile``, turned ``rotation`` quarter turns clockwise, shows.

    Rulebook (base game), *Placing a tile*: the sides must match their
    neighbours, city to city, road to road, field to field.  A side is named
    by its middle slot (a road side has fields at its halves).

    >>> tile = base_tiles()[2]  # city edge + straight road: city to the north
    >>> tile.name, side_kind(tile, 0, Direction.N), side_kind(tile, 1, Direction.E)
    ('city edge + straight road', 'city', 'city')
    """
    return tile.sides[(CLOCKWISE.index(side) - rotation) % 4]


def feature_at(tile: TileType, rotation: int, slot: int) -> int:
    """The index of the feature of the turned tile that reaches board slot ``slot``.

    Any number of quarter turns, as :func:`turned` takes (5 is 1).

    >>> tile = base_tiles()[2]  # city edge + straight road: city to the north
    >>> feature_at(tile, 0, 1), feature_at(tile, 1, 4), feature_at(tile, 5, 4)  # the city
    (0, 0, 0)
    """
    return tile.turned_features[rotation % 4][slot % SLOTS]


def feature_slots(tile: TileType, rotation: int, index: int) -> tuple[int, ...]:
    """The board slots feature ``index`` of ``tile``, turned ``rotation`` times, covers.

    A monastery covers the tile's :data:`MIDDLE` instead: the part of the
    tile a board lights to show the feature.

    >>> tile = base_tiles()[2]  # city edge + straight road: city to the north
    >>> feature_slots(tile, 1, 0), feature_slots(base_tiles()[0], 0, 0)
    ((3, 4, 5), (12,))
    """
    feature = tile.features[index]
    if feature.kind == MONASTERY:
        return (MIDDLE,)
    return tuple(sorted(turned(slot, rotation) for slot in feature.slots))


# -- reading and checking the data -------------------------------------------


def tiles_from_json(text: str, source: str) -> tuple[TileType, ...]:
    """The tile types of a tile file's JSON ``text``, checked field by field.

    Raises :class:`~tutorial.core.errors.PositionError` naming ``source``
    (the file), the tile and the field on any malformed entry.  Nothing in
    the file is ever executed.

    >>> tiles_from_json('{"tiles": [{"name": "x", "count": 1, "features": '
    ...                 '[{"kind": "field", "slots": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]}]}]}',
    ...                 "mine.json")
    Traceback (most recent call last):
    ...
    tutorial.core.errors.PositionError: position field 'tiles[0].features[0].slots': \
in mine.json, tile 'x': slot 12 is not a slot (0 to 11)
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise PositionError("(file)", f"{source} is not JSON: {error}") from error
    entries = data.get("tiles") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        raise PositionError("tiles", f"{source} must hold an object with a list 'tiles'")
    types = tuple(_tile_type(entry, f"tiles[{i}]", source) for i, entry in enumerate(entries))
    names = [t.name for t in types]
    for i, name in enumerate(names):
        if name in names[:i]:
            raise PositionError(f"tiles[{i}].name", f"in {source}: {name!r} is named twice")
    if sum(t.start for t in types) > 1:
        raise PositionError("tiles", f"in {source}: more than one tile type is the start tile")
    return types


def load_tiles(path: str | Path) -> tuple[TileType, ...]:
    """The tile types in the file at ``path`` (see :func:`tiles_from_json`)."""
    path = Path(path)
    return tiles_from_json(path.read_text("utf-8"), path.name)


@cache
def base_tiles() -> tuple[TileType, ...]:
    """The 24 tile types of the base game (72 tiles), as ``data/tiles.json`` lists them.

    Read once: tile types are immutable, so every game shares them.

    >>> types = base_tiles()
    >>> len(types), sum(t.count for t in types)
    (24, 72)
    """
    data = resources.files("tutorial.carcassonne").joinpath("data", "tiles.json")
    types = tiles_from_json(data.read_text("utf-8"), "tiles.json")
    if sum(t.start for t in types) != 1:
        raise PositionError("tiles", "in tiles.json: exactly one tile type must be the start tile")
    return types


def _tile_type(entry: Any, where: str, source: str) -> TileType:
    if not isinstance(entry, dict):
        raise PositionError(where, f"in {source}: a tile must be an object, not {quoted(entry)}")
    name = entry.get("name")
    if not isinstance(name, str) or not name:
        raise PositionError(f"{where}.name", f"in {source}: a tile needs a name")

    def bad(field_name: str, message: str) -> PositionError:
        return PositionError(f"{where}.{field_name}", f"in {source}, tile {name!r}: {message}")

    count = entry.get("count")
    if type(count) is not int or count < 1:
        raise bad("count", f"must be a whole number of at least 1, not {quoted(count)}")
    start = entry.get("start", False)
    if type(start) is not bool:
        raise bad("start", f"must be true or false, not {quoted(start)}")
    raw = entry.get("features")
    if not isinstance(raw, list) or not raw:
        raise bad("features", "must be a non-empty list")
    features = tuple(_feature(f, f"features[{j}]", bad) for j, f in enumerate(raw))
    _check_slots(features, bad)
    _check_sides(features, bad)
    for j, feature in enumerate(features):
        for city in feature.cities:
            if not 0 <= city < len(features) or features[city].kind != CITY:
                raise bad(f"features[{j}].cities", f"feature {city} is not a city of this tile")
    if sum(f.kind == MONASTERY for f in features) > 1:
        raise bad("features", "a tile has at most one monastery")
    return TileType(name, count, features, start)


def _feature(raw: Any, where: str, bad: Any) -> Feature:
    if not isinstance(raw, dict):
        raise bad(where, f"a feature must be an object, not {quoted(raw)}")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise bad(f"{where}.kind", f"must be one of {', '.join(KINDS)}, not {quoted(kind)}")
    slots = raw.get("slots")
    if not isinstance(slots, list):
        raise bad(f"{where}.slots", f"must be a list, not {quoted(slots)}")
    for slot in slots:
        if type(slot) is not int or not 0 <= slot < SLOTS:
            raise bad(f"{where}.slots", f"slot {quoted(slot)} is not a slot (0 to 11)")
    if len(set(slots)) != len(slots):
        raise bad(f"{where}.slots", "lists a slot twice")
    if (kind == MONASTERY) != (not slots):
        raise bad(f"{where}.slots", "a monastery has no slots; every other feature has some")
    pennant = raw.get("pennant", False)
    if type(pennant) is not bool or (pennant and kind != CITY):
        raise bad(f"{where}.pennant", "must be true or false, and true only on a city")
    cities = raw.get("cities", [])
    if not isinstance(cities, list) or any(type(c) is not int for c in cities):
        raise bad(f"{where}.cities", f"must be a list of feature indexes, not {quoted(cities)}")
    if cities and kind != FIELD:
        raise bad(f"{where}.cities", "only a field touches cities")
    return Feature(kind, tuple(sorted(slots)), pennant, tuple(cities))


def _check_slots(features: Sequence[Feature], bad: Any) -> None:
    """Every slot of the edge belongs to exactly one feature."""
    seen: dict[int, int] = {}
    for j, feature in enumerate(features):
        for slot in feature.slots:
            if slot in seen:
                raise bad(f"features[{j}].slots", f"slot {slot} is in feature {seen[slot]} too")
            seen[slot] = j
    missing = sorted(set(range(SLOTS)) - seen.keys())
    if missing:
        raise bad("features", f"slots {missing} belong to no feature")


def _check_sides(features: Sequence[Feature], bad: Any) -> None:
    """Each side is all one city, all fields, or a road between two fields."""
    owner = {slot: j for j, f in enumerate(features) for slot in f.slots}
    for side in CLOCKWISE:
        west, middle, east = (owner[s] for s in side_slots(side))
        kinds = tuple(features[j].kind for j in (west, middle, east))
        city_side = kinds == (CITY,) * 3 and west == middle == east
        if not (city_side or kinds in ((FIELD, FIELD, FIELD), (FIELD, ROAD, FIELD))):
            raise bad(
                "features",
                f"side {side.name} shows {', '.join(kinds)}: a side must be one city, "
                "three fields, or a road between two fields",
            )
