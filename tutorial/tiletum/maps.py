"""The Underground maps of Prospect for Silver, as data.

Rulebook, *Underground maps*: three maps (I, II, III), each with two sides
(A and B), lie beside the board.  They work like the main map: Towns with
House and Pillar spaces, Cathedrals and Bonus tiles, plus Mine spaces and
Stone Tablets.  A Prospector starts on a map's start space, paying the
Silver printed there (*New Prospector*: map I is free).

The rulebook does not draw the maps, so the six layouts in
``data/maps.json`` are **stand-ins**, marked ``stand_in`` there: a teacher
with a real copy can edit that file, and nothing in the code needs to change.

Words, one meaning each:

- a **space** is a place on a map where a Prospector can stand: a node of
  the map's graph.  A **connection** joins two spaces (an edge); moving a
  Prospector one space is moving along one connection.
- a **Town** is a space with buildings to build; its **sites** are what the
  rulebook calls its House, Pillar and Mine spaces.  (We say *site* so that
  *space* always means a node.)  A Mine site prints the Gold it gives; any
  site may print a bonus.
- a **Stone Tablet** lies on a connection: moving along that connection
  *crosses* it.  (Tablets on connections rather than on spaces, so that
  "crossing" has its plain meaning, and a route's tablets are counted by its
  edges.)

Every map is checked when it is read; a mistake in the file raises
:class:`MapDataError`, naming the file and the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import Any

from tutorial.core.errors import PositionError, quoted
from tutorial.core.graphs import breadth_first_search
from tutorial.core.positions import Fields, parse_position

#: What can be built on a site (rulebook, *Prospector Action*).
KINDS = ("mine", "pillar", "house")
#: The maps by their printed numeral; the number orders them (III is the highest).
NUMERALS = {"I": 1, "II": 2, "III": 3}
SIDES = ("A", "B")
#: An Underground Cathedral spot takes a Silver or a Gold Construction Cost tile (*Setup*, 4).
CATHEDRAL_COSTS = ("silver", "gold")
#: The data file's name inside the package, and its format versions.
MAPS_FILE = "maps.json"
MAPS_GAME = "tiletum_maps"
MAPS_VERSIONS = (1,)

Point = tuple[float, float]


class MapDataError(PositionError):
    """An Underground map file that cannot be read: names the file and the field.

    >>> str(MapDataError("maps.json", "maps[2].start", "missing"))
    "maps.json, field 'maps[2].start': missing"
    """

    def __init__(self, source: str, field: str, message: str) -> None:
        super().__init__(field, message)
        self.source = source
        self.args = (f"{source}, field {field!r}: {self.message}",)


@dataclass(frozen=True)
class Site:
    """A House, Pillar or Mine space of a Town (rulebook, *Underground maps*).

    ``id`` is the Town's space id, the kind's letter and a count from 1
    (``"c.m1"``: the first Mine site of the Town on space ``c``); the file
    does not give it, so it cannot be duplicated.
    """

    id: str
    kind: str
    gold: int = 0
    bonus: str | None = None


@dataclass(frozen=True)
class Town:
    """A Town: its sites, its Underground Bonus tile spaces and its Cathedral spot.

    ``cathedral`` is ``"silver"``, ``"gold"`` or ``None`` (no spot): the type
    of Construction Cost tile the spot takes at setup (*Setup*, 4); the
    amount comes from the tile drawn, not from the map.
    """

    name: str
    sites: tuple[Site, ...]
    bonus_tiles: int = 0
    cathedral: str | None = None
    _by_kind: Mapping[str, tuple[Site, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Sorted once: a Town never changes, and the bot asks for its sites of a kind often.
        by_kind = {kind: tuple(s for s in self.sites if s.kind == kind) for kind in KINDS}
        object.__setattr__(self, "_by_kind", MappingProxyType(by_kind))

    def sites_of(self, kind: str) -> tuple[Site, ...]:
        """The Town's sites of one kind (``"mine"``, ``"pillar"`` or ``"house"``)."""
        return self._by_kind.get(kind, ())


@dataclass(frozen=True)
class Space:
    """A place on a map: ``at`` is where it is drawn (``x`` right, ``y`` down)."""

    id: str
    at: Point
    town: Town | None = None


@dataclass(frozen=True)
class Tablet:
    """A Stone Tablet on the connection between two spaces (rulebook, *Stone Tablets*)."""

    id: str
    between: tuple[str, str]


@dataclass(frozen=True)
class Map:
    """One side of one Underground map.  Build it with :func:`read_map`, which checks it.

    Attributes
    ----------
    number:
        1, 2 or 3 for maps I, II and III.
    side:
        ``"A"`` or ``"B"``.
    start:
        The start space's id; ``start_silver`` is the Silver printed on it.
    spaces, connections, tablets:
        As in the data file, in its order (a search looks at a space's
        neighbours in the order its connections are listed).
    stand_in:
        ``True`` for the made-up layouts shipped with the tutorial.
    """

    number: int
    side: str
    start: str
    start_silver: int
    spaces: tuple[Space, ...]
    connections: tuple[tuple[str, str], ...]
    tablets: tuple[Tablet, ...] = ()
    stand_in: bool = True
    _by_id: Mapping[str, Space] = field(init=False, repr=False, compare=False)
    _adjacency: Mapping[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)
    _tablet_on: Mapping[frozenset[str], Tablet] = field(init=False, repr=False, compare=False)
    _sites: Mapping[str, tuple[Space, Site]] = field(init=False, repr=False, compare=False)
    _towns: tuple[Space, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Lookups built once: a map never changes, and the bot asks them often.
        adjacency: dict[str, list[str]] = {s.id: [] for s in self.spaces}
        for a, b in self.connections:
            adjacency[a].append(b)
            adjacency[b].append(a)
        set_ = object.__setattr__
        set_(self, "_by_id", MappingProxyType({s.id: s for s in self.spaces}))
        set_(self, "_adjacency", MappingProxyType({k: tuple(v) for k, v in adjacency.items()}))
        set_(self, "_tablet_on", MappingProxyType({frozenset(t.between): t for t in self.tablets}))
        sites = {site.id: (s, site) for s in self.spaces if s.town for site in s.town.sites}
        set_(self, "_sites", MappingProxyType(sites))
        set_(self, "_towns", tuple(s for s in self.spaces if s.town is not None))

    @property
    def numeral(self) -> str:
        """``"I"``, ``"II"`` or ``"III"``."""
        return numeral(self.number)

    @property
    def name(self) -> str:
        """``"map II, side A"``."""
        return f"map {self.numeral}, side {self.side}"

    def space(self, space_id: str) -> Space:
        """The space with this id (``KeyError`` if there is none)."""
        return self._by_id[space_id]

    def has_space(self, space_id: str) -> bool:
        """Whether the map has a space with this id."""
        return space_id in self._by_id

    def has_site(self, site_id: str) -> bool:
        """Whether a Town of the map has a site with this id."""
        return site_id in self._sites

    def has_tablet(self, tablet_id: str) -> bool:
        """Whether the map has a Stone Tablet with this id."""
        return any(t.id == tablet_id for t in self.tablets)

    @property
    def towns(self) -> tuple[Space, ...]:
        """The spaces that are Towns, in the file's order."""
        return self._towns

    @property
    def adjacency(self) -> Mapping[str, tuple[str, ...]]:
        """``{space: neighbours}``: what a step-through view such as ``BfsView`` draws."""
        return self._adjacency

    @property
    def positions(self) -> dict[str, Point]:
        """``{space: (x, y)}``, for drawing."""
        return {s.id: s.at for s in self.spaces}

    def tablet_between(self, a: str, b: str) -> Tablet | None:
        """The Stone Tablet on the connection ``a``–``b``, if there is one."""
        return self._tablet_on.get(frozenset((a, b)))

    def site(self, site_id: str) -> tuple[Space, Site]:
        """The Town space holding a site, and the site (``KeyError`` if there is none)."""
        return self._sites[site_id]


def numeral(number: int) -> str:
    """The map numeral printed for a map number: ``numeral(3) == "III"``."""
    return next((text for text, n in NUMERALS.items() if n == number), str(number))


def neighbours(umap: Map, space: str) -> tuple[str, ...]:
    """The spaces one connection away from ``space`` on ``umap``.

    A Prospector moves "to an adjacent space" (rulebook, *Prospector Action*).
    Maps are not connected to each other: neighbours are always on the same map.

    >>> neighbours(underground_map("I", "A"), "s")
    ('a', 'b')
    """
    return umap.adjacency[space]


# --------------------------------------------------------------------------
# Reading and checking
# --------------------------------------------------------------------------


def _number(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise PositionError(where, f"expected a number, got {quoted(value)}")
    return float(value)


def _point(value: Any, where: str) -> Point:
    if not (isinstance(value, list) and len(value) == 2):
        raise PositionError(where, f"expected [x, y], got {quoted(value)}")
    return (_number(value[0], f"{where}[0]"), _number(value[1], f"{where}[1]"))


def _optional_text(fields: Fields, name: str, choices: tuple[str, ...] | None = None) -> str | None:
    return fields.text(name, choices) if fields.has(name) else None


def _read_site(fields: Fields, space_id: str, counts: dict[str, int]) -> Site:
    kind = fields.text("kind", KINDS)
    gold = 0
    if fields.has("gold"):
        if kind != "mine":
            raise PositionError(
                f"{fields.path}.gold", f"only a Mine site prints Gold, not a {kind}"
            )
        gold = fields.integer("gold", low=0)
    counts[kind] = counts.get(kind, 0) + 1
    return Site(f"{space_id}.{kind[0]}{counts[kind]}", kind, gold, _optional_text(fields, "bonus"))


def _read_town(fields: Fields, space_id: str) -> Town:
    counts: dict[str, int] = {}
    sites = tuple(_read_site(f, space_id, counts) for f in fields.objects("sites"))
    bonus_tiles = fields.integer("bonus_tiles", low=0) if fields.has("bonus_tiles") else 0
    cathedral = _optional_text(fields, "cathedral", CATHEDRAL_COSTS)
    return Town(fields.text("name"), sites, bonus_tiles, cathedral)


def _read_space(fields: Fields) -> Space:
    space_id = fields.text("id")
    if not space_id:
        raise PositionError(f"{fields.path}.id", "a space id cannot be empty")
    town = _read_town(fields.obj("town"), space_id) if fields.has("town") else None
    return Space(space_id, _point(fields.raw("at"), f"{fields.path}.at"), town)


def _read_pair(value: Any, where: str, known: Mapping[str, Space]) -> tuple[str, str]:
    if not (isinstance(value, list) and len(value) == 2):
        raise PositionError(where, f"expected a pair of space ids, got {quoted(value)}")
    for i, end in enumerate(value):
        if not isinstance(end, str) or end not in known:
            raise PositionError(f"{where}[{i}]", f"no space {quoted(end)} on this map")
    if value[0] == value[1]:
        raise PositionError(where, f"a connection joins two different spaces, not {value[0]!r}")
    return (value[0], value[1])


def read_map(data: Any, where: str = "", source: str = "a map") -> Map:
    """One map side from its JSON object (a dict), checked field by field.

    Parameters
    ----------
    data:
        ``{"map": "II", "side": "A", "start": "s", "start_silver": 1,
        "spaces": [...], "connections": [...], "tablets": [...]}`` (the
        format of ``data/maps.json``, whose note describes every field).
    where:
        The object's path in its file (``"maps[2]"``), for error messages.
    source:
        The file's name, for error messages.

    Raises
    ------
    MapDataError
        A field is missing or of the wrong type; a cost or Gold is negative;
        two spaces or tablets share an id; a connection or tablet names a
        space that is not on the map, or a tablet lies on no connection; the
        start space is missing; some space cannot be reached from the start.

    Examples
    --------
    >>> two = {"map": "I", "side": "A", "start": "s", "start_silver": 0,
    ...        "spaces": [{"id": "s", "at": [0, 0]}, {"id": "t", "at": [1, 0]}],
    ...        "connections": [["s", "t"]], "tablets": []}
    >>> read_map(two).adjacency["t"]
    ('s',)
    >>> read_map({**two, "connections": [["s", "x"]]}, source="my.json")
    Traceback (most recent call last):
    ...
    tutorial.tiletum.maps.MapDataError: my.json, field 'connections[0][1]': no space 'x' on this map
    """
    try:
        return _checked_map(Fields(data, where))
    except PositionError as err:
        raise MapDataError(source, err.field, err.message) from None


def _checked_map(fields: Fields, stand_in: bool = True) -> Map:
    def at(name: str) -> str:
        return f"{fields.path}.{name}" if fields.path else name

    number = NUMERALS[fields.text("map", tuple(NUMERALS))]
    side = fields.text("side", SIDES)
    spaces: dict[str, Space] = {}
    for i, space in enumerate(_read_space(f) for f in fields.objects("spaces")):
        if space.id in spaces:
            raise PositionError(at(f"spaces[{i}].id"), f"two spaces have the id {space.id!r}")
        spaces[space.id] = space
    start = fields.text("start")
    if start not in spaces:
        raise PositionError(at("start"), f"the start space {quoted(start)} is not on this map")
    start_silver = fields.integer("start_silver", low=0)
    connections: dict[frozenset[str], tuple[str, str]] = {}
    for path, value in fields.items("connections"):
        pair = _read_pair(value, path, spaces)
        if frozenset(pair) in connections:
            raise PositionError(path, f"the connection {pair[0]}–{pair[1]} is listed twice")
        connections[frozenset(pair)] = pair
    tablets: dict[str, Tablet] = {}
    tablet_edges: set[frozenset[str]] = set()
    for tablet_fields in fields.objects("tablets") if fields.has("tablets") else ():
        tablet_id = tablet_fields.text("id")
        where = f"{tablet_fields.path}.between"
        between = _read_pair(tablet_fields.raw("between"), where, spaces)
        if tablet_id in tablets:
            raise PositionError(
                f"{tablet_fields.path}.id", f"two tablets have the id {tablet_id!r}"
            )
        if frozenset(between) not in connections:
            raise PositionError(where, f"no connection {between[0]}–{between[1]} to lie on")
        if frozenset(between) in tablet_edges:
            raise PositionError(where, f"two tablets on the connection {between[0]}–{between[1]}")
        tablet_edges.add(frozenset(between))
        tablets[tablet_id] = Tablet(tablet_id, between)
    stand_in = fields.boolean("stand_in") if fields.has("stand_in") else stand_in
    umap = Map(
        number,
        side,
        start,
        start_silver,
        tuple(spaces.values()),
        tuple(connections.values()),
        tuple(tablets.values()),
        stand_in,
    )
    reached = breadth_first_search([start], umap.adjacency.__getitem__).distance
    cut_off = [s for s in spaces if s not in reached]
    if cut_off:
        raise PositionError(
            at("connections"),
            f"space(s) {', '.join(cut_off)} cannot be reached from the start space {start!r}",
        )
    return umap


def load_maps(text: str | bytes, source: str = MAPS_FILE) -> tuple[Map, ...]:
    """Every map side in a maps file, checked; ``MapDataError`` names the file and field.

    The file must hold each map (I, II, III) with at least one side, and no
    side twice.
    """
    try:
        fields = parse_position(text, game=MAPS_GAME, versions=MAPS_VERSIONS)
        stand_in = fields.boolean("stand_in")
        maps: dict[tuple[int, str], Map] = {}
        for path, data in fields.items("maps"):
            # A map inherits the file's stand_in mark unless it says otherwise.
            umap = _checked_map(Fields(data, path), stand_in)
            if (umap.number, umap.side) in maps:
                raise PositionError(f"{path}.side", f"{umap.name} is in the file twice")
            maps[umap.number, umap.side] = umap
        for numeral, number in NUMERALS.items():
            if not any(n == number for n, _ in maps):
                raise PositionError("maps", f"map {numeral} has no side in the file")
    except PositionError as err:
        raise MapDataError(source, err.field, err.message) from None
    return tuple(maps.values())


# The file is read once: maps are immutable, so every game can share them.
# (After editing it, restart the kernel.)
@cache
def standard_maps() -> tuple[Map, ...]:
    """The six map sides shipped with the tutorial (stand-in layouts, see the module notes)."""
    text = resources.files("tutorial.tiletum").joinpath("data").joinpath(MAPS_FILE)
    return load_maps(text.read_text("utf-8"))


def underground_map(numeral: str, side: str) -> Map:
    """One side of one of the shipped maps: ``underground_map("II", "B")``.

    >>> underground_map("III", "A").start_silver
    2
    """
    for umap in standard_maps():
        if umap.number == NUMERALS.get(numeral) and umap.side == side:
            return umap
    raise KeyError(f"no map {numeral!r} side {side!r}: maps are I, II, III and sides A, B")
