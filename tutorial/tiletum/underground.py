"""Who has what underground: the part of a position the Prospector action reads.

A small value, not a whole game state: the maps in play, who has built on
which site, where every Prospector stands and which Stone Tablets are
covered by an "X" tile.  The engine keeps it inside its game state; the
Cardinalbot's decision (:mod:`tutorial.tiletum.cardinalbot`) reads only it.

Places are named by map: a :data:`Place` is ``(map number, id)``, where the
id is a space's, a site's or a tablet's id on that map.  (One side of each
map is in play, so the number is enough.)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from tutorial.core.errors import PositionError, quoted
from tutorial.tiletum.maps import Map, Site, Town

#: ``(map number, id on that map)``: a space, a site or a Stone Tablet.
Place = tuple[int, str]


@dataclass(frozen=True)
class Underground:
    """The Underground maps in play and what stands on them.

    Parameters
    ----------
    maps:
        One side of each map in play (at most one per map number).
    built:
        ``{(map, site id): player}``: the sites built on, and by whom (the
        site's kind says whether it is a Mine, a Pillar or a House).
    prospectors:
        ``{player: [(map, space id), ...]}``: where each of a player's
        Prospectors stands (two may share a space).
    covered:
        The Stone Tablets under an "X" tile, as ``(map, tablet id)``.

    Raises
    ------
    PositionError
        A place names a map not in play, or an id not on that map.

    Examples
    --------
    >>> from tutorial.tiletum.maps import underground_map
    >>> here = Underground(
    ...     (underground_map("I", "A"),),
    ...     built={(1, "c.m1"): "you"},
    ...     prospectors={"bot": [(1, "s")], "you": [(1, "c")]},
    ... )
    >>> here.spaces_of("bot", 1), [s.id for s in here.empty_sites(1, "c", "mine")]
    (('s',), [])
    """

    maps: tuple[Map, ...]
    built: Mapping[Place, str] = field(default_factory=dict)
    prospectors: Mapping[str, Iterable[Place]] = field(default_factory=dict)
    covered: frozenset[Place] = frozenset()
    _by_number: Mapping[int, Map] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "maps", tuple(self.maps))
        # Looked up by number at every step of the bot's search; the maps never change.
        set_(self, "_by_number", MappingProxyType({m.number: m for m in self.maps}))
        set_(self, "built", MappingProxyType(dict(self.built)))
        set_(
            self,
            "prospectors",
            MappingProxyType({p: tuple(where) for p, where in self.prospectors.items()}),
        )
        set_(self, "covered", frozenset(self.covered))
        self._check()

    def _check(self) -> None:
        numbers = [m.number for m in self.maps]
        if len(set(numbers)) != len(numbers):
            raise PositionError("maps", f"a map is in play twice: {numbers}")
        for place in self.built:
            umap = self._map_for(place, "built")
            if not umap.has_site(place[1]):
                raise PositionError(f"built[{place!r}]", f"no site {quoted(place[1])} there")
        for player, places in self.prospectors.items():
            for place in places:
                if not self._map_for(place, f"prospectors[{player!r}]").has_space(place[1]):
                    raise PositionError(
                        f"prospectors[{player!r}]", f"no space {quoted(place[1])} on map {place[0]}"
                    )
        for place in self.covered:
            umap = self._map_for(place, "covered")
            if not umap.has_tablet(place[1]):
                raise PositionError("covered", f"no Stone Tablet {quoted(place[1])} there")

    def _map_for(self, place: object, where: str) -> Map:
        if not (isinstance(place, tuple) and len(place) == 2):
            raise PositionError(where, f"expected (map number, id), got {quoted(place)}")
        for umap in self.maps:
            if umap.number == place[0]:
                return umap
        raise PositionError(where, f"map {quoted(place[0])} is not in play")

    def map(self, number: int) -> Map:
        """The map in play with this number (``KeyError`` if it is not in play)."""
        return self._by_number[number]

    def town(self, number: int, space: str) -> Town | None:
        """The Town on ``space`` of map ``number`` (``None`` if the space is no Town)."""
        return self._by_number[number].space(space).town

    def spaces_of(self, player: str, number: int) -> tuple[str, ...]:
        """The spaces of map ``number`` where ``player`` has a Prospector, without repeats."""
        return tuple(dict.fromkeys([s for n, s in self.prospectors.get(player, ()) if n == number]))

    def has_prospector(self, player: str, number: int) -> bool:
        """Whether ``player`` has a Prospector on map ``number``."""
        for n, _ in self.prospectors.get(player, ()):
            if n == number:
                return True
        return False

    def empty_sites(self, number: int, space: str, kind: str) -> list[Site]:
        """The sites of one kind in the Town on ``space`` that nobody has built on."""
        town = self.town(number, space)
        if town is None:
            return []
        return [s for s in town.sites_of(kind) if (number, s.id) not in self.built]

    def buildable_sites(self, player: str, number: int, space: str, kind: str) -> list[Site]:
        """Where ``player`` may build a ``kind`` in the Town on ``space``.

        Rulebook, *Prospector Action*: a Mine, Pillar or House goes on an
        empty space of its kind, and only if the player has none of that kind
        in the Town yet.
        """
        town = self.town(number, space)
        if town is None:
            return []
        built, empty = self.built, []
        for site in town.sites_of(kind):
            owner = built.get((number, site.id))
            if owner == player:
                return []
            if owner is None:
                empty.append(site)
        return empty

    def uncovered(self, number: int, tablet: str) -> bool:
        """Whether a Stone Tablet still waits to be resolved (no "X" tile on it)."""
        return (number, tablet) not in self.covered
