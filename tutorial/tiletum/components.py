"""The expansion's components whose contents the rulebook does not print, as data.

Rulebook, *What it adds*: Technology tiles, Underground Bonus tiles, Stone
Tablets, Bonus tiles, the overlay's wheels and King track.  The rulebook
names them and says how they are used, but pictures what they do only in
its *Cards & Components* pages, and the base game of Tiletum is not in it at
all.  So their contents are **stand-ins**, in ``data/expansion.json``
(marked ``stand_in`` there), which a teacher with a real copy can edit.

Everything a component can give is a :class:`Gain`, made of the reduced
quantities the engine keeps: Gold, Resources, steps on the King track,
points and Silver.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from tutorial.core.errors import PositionError, quoted
from tutorial.core.positions import Fields, parse_position
from tutorial.core.values import memo

DATA_FILE = "expansion.json"
DATA_GAME = "tiletum_expansion"
DATA_VERSIONS = (1,)

#: What a gain can hold, in the order :meth:`Gain.text` names them.
GAIN_FIELDS = ("silver", "gold", "resources", "king", "points")
#: Each field's word, in the singular.
GAIN_WORDS = {
    "silver": "Silver",
    "gold": "Gold",
    "resources": "Resource",
    "king": "King track step",
    "points": "point",
}
#: The player-count marks printed on Underground Bonus tiles (*Setup*, 3).
PLAYER_MARKS = ("", "3+", "4")
#: The rulebook's first-game Technologies (*Setup*, 5).
FIRST_GAME_TECHNOLOGIES = ("Architect", "Joker", "Character")
#: The Technology whose lowest step holds the Resource Bonus tiles (*Setup*, 5).
RESOURCE_TECHNOLOGY = "Resource"
#: The Technology that keeps the Bonus Action Point markers in play (*Setup*, i).
CHARACTER_TECHNOLOGY = "Character"
#: The Resource Bonus tiles of the Resource Technology (*What it adds*: 4).
RESOURCE_BONUS_TILES = 4


class ComponentDataError(PositionError):
    """A components file that cannot be read: names the file and the field."""

    def __init__(self, source: str, field: str, message: str) -> None:
        super().__init__(field, message)
        self.source = source
        self.args = (f"{source}, field {field!r}: {self.message}",)


@dataclass(frozen=True)
class Gain:
    """What a tile, tablet or tier gives: each field an amount, 0 for nothing.

    ``resources`` are of the colour of the die in use (our reading: the
    reduced base game keeps Resources by colour, and a stand-in cannot say
    which colour it prints).

    >>> Gain(gold=2, points=1).text()
    '2 Gold, 1 point'
    """

    silver: int = 0
    gold: int = 0
    resources: int = 0
    king: int = 0
    points: int = 0

    def text(self) -> str:
        """The gain in words (``"nothing"`` when empty)."""
        parts = []
        for name in GAIN_FIELDS:
            amount = getattr(self, name)
            if amount:
                word = GAIN_WORDS[name]
                plural = amount != 1 and name in ("resources", "king", "points")
                parts.append(f"{amount} {word}{'s' if plural else ''}")
        return ", ".join(parts) or "nothing"


@dataclass(frozen=True)
class Technology:
    """A Technology tile: its name and the stand-in gain of each tier (I, II, III)."""

    name: str
    tiers: tuple[Gain, Gain, Gain]


@dataclass(frozen=True)
class BonusTile:
    """An Underground or Prospector Action Bonus tile; ``players`` is its mark."""

    id: str
    gain: Gain
    players: str = ""


@dataclass(frozen=True)
class TabletEffect:
    """What a Stone Tablet gives the first Prospector to cross it."""

    id: str
    gain: Gain


@dataclass(frozen=True)
class BaseAction:
    """A base-game action of the Action Wheel, reduced (see the data file's note).

    Exactly one of: ``per_ap`` (a gain for every AP), ``build`` (``"house"``
    or ``"pillar"`` on the main map, one per ``ap`` AP), ``exchange`` (each AP
    exchanges one Resource for another), ``joker`` (any other action).
    """

    name: str
    per_ap: Gain | None = None
    build: str | None = None
    ap: int = 0
    exchange: bool = False
    joker: bool = False


@dataclass(frozen=True)
class Components:
    """Everything in the data file, checked."""

    colours: tuple[str, ...]
    technologies: tuple[Technology, ...]
    underground_bonus: tuple[BonusTile, ...]
    tablets: tuple[TabletEffect, ...]
    prospector_bonus: tuple[BonusTile, ...]
    actions: tuple[BaseAction, ...]
    houses_per_building: int
    prospector_segments: tuple[int, ...]
    movement_segment: int
    king_lowest: int
    king_highest: int
    king_start: int
    ribbons: tuple[tuple[int, int], ...]
    houses: int
    pillars: int
    gold: int
    silver_tokens: int
    stand_in: bool = True
    #: The Resource Bonus tiles for the Resource Technology's lowest step (*Setup*, 5), top first.
    resource_bonus: tuple[BonusTile, ...] = ()

    def technology(self, name: str) -> Technology:
        """The Technology tile with this name (``KeyError`` if there is none)."""
        for tech in self.technologies:
            if tech.name == name:
                return tech
        raise KeyError(name)

    def action(self, name: str) -> BaseAction:
        """The base action with this name (``KeyError`` if there is none)."""
        for action in self.actions:
            if action.name == name:
                return action
        raise KeyError(name)

    def exchange_actions(self) -> frozenset[str]:
        """The names of the base actions that exchange Resources (the Contract Action's).

        Asked at almost every step, so worked out once (:func:`~tutorial.core.values.memo`).
        """
        return memo(
            self, "exchange actions", lambda: frozenset(a.name for a in self.actions if a.exchange)
        )

    def joker_choices(self) -> tuple[str, ...]:
        """The base actions the Joker may be: every other one (worked out once, like the above)."""
        return memo(
            self, "joker choices", lambda: tuple(a.name for a in self.actions if not a.joker)
        )

    def ribbon_silver(self, position: int) -> int:
        """The Silver on the ribbon of a King track space (0 if it has none)."""
        return dict(self.ribbons).get(position, 0)


def _gain(fields: Fields) -> Gain:
    data = fields.raw("gain") if fields.has("gain") else None
    return _gain_of(data, f"{fields.path}.gain")


def _gain_of(data: Any, where: str) -> Gain:
    if not isinstance(data, dict):
        raise PositionError(where, f"expected an object, got {quoted(data)}")
    unknown = sorted(set(data) - set(GAIN_FIELDS))
    if unknown:
        raise PositionError(where, f"unknown field(s) {unknown}; a gain has {GAIN_FIELDS}")
    gain_fields = Fields(data, where)
    return Gain(**{name: gain_fields.integer(name, low=0) for name in data})


def read_components(text: str | bytes, source: str = DATA_FILE) -> Components:
    """The components in a data file, checked field by field.

    Raises :class:`ComponentDataError` naming the file and field.
    """
    try:
        return _read(parse_position(text, game=DATA_GAME, versions=DATA_VERSIONS))
    except PositionError as err:
        raise ComponentDataError(source, err.field, err.message) from None


def _read(fields: Fields) -> Components:
    colours = tuple(fields.obj("resource_colours").each("colours", lambda v, p: _text(v, p)))
    if len(set(colours)) != len(colours) or not colours:
        raise PositionError("resource_colours.colours", "colours must be distinct, at least one")
    if "silver" in colours:
        raise PositionError("resource_colours.colours", "Silver is not a Resource")
    techs = []
    for tech in fields.obj("technologies").objects("tiles"):
        tiers = tuple(_gain_of(v, p) for p, v in tech.items("tiers"))
        if len(tiers) != 3:
            raise PositionError(f"{tech.path}.tiers", "a Technology has 3 tiers")
        techs.append(Technology(tech.text("name"), tiers))  # type: ignore[arg-type]
    names = [t.name for t in techs]
    for name in FIRST_GAME_TECHNOLOGIES:
        if name not in names:
            raise PositionError(
                "technologies.tiles", f"the first-game Technology {name!r} is missing"
            )
    underground = tuple(
        BonusTile(t.text("id"), _gain(t), t.text("players", PLAYER_MARKS))
        for t in fields.obj("underground_bonus_tiles").objects("tiles")
    )
    tablets = tuple(
        TabletEffect(t.text("id"), _gain(t)) for t in fields.obj("stone_tablets").objects("effects")
    )
    if not tablets:
        raise PositionError("stone_tablets.effects", "at least one Stone Tablet is needed")
    prospector = tuple(
        BonusTile(t.text("id"), _gain(t))
        for t in fields.obj("prospector_bonus_tiles").objects("tiles")
    )
    wheel = fields.obj("action_wheel")
    actions = []
    for a in wheel.objects("actions"):
        if a.has("per_ap"):
            actions.append(BaseAction(a.text("name"), per_ap=_gain_of(a.raw("per_ap"), a.path)))
        elif a.has("build"):
            actions.append(
                BaseAction(
                    a.text("name"),
                    build=a.text("build", ("house", "pillar")),
                    ap=a.integer("ap", 1),
                )
            )
        elif a.has("exchange"):
            actions.append(BaseAction(a.text("name"), exchange=True))
        elif a.has("joker"):
            actions.append(BaseAction(a.text("name"), joker=True))
        else:
            raise PositionError(a.path, "an action needs per_ap, build, exchange or joker")
    if len(actions) != 6:
        raise PositionError("action_wheel.actions", "the wheel has 6 segments")
    prospector_wheel = fields.obj("prospector_wheel")
    segments = prospector_wheel.each("prospector_segments", lambda v, p: _segment(v, p))
    king = fields.obj("king_track")
    low, high = king.integer("lowest"), king.integer("highest")
    ribbons_raw = king.raw("ribbons")
    if not isinstance(ribbons_raw, dict):
        raise PositionError("king_track.ribbons", "expected an object {space: silver}")
    ribbons = []
    for space in ribbons_raw:
        try:
            position = int(space)
        except ValueError:
            raise PositionError("king_track.ribbons", f"{quoted(space)} is not a space") from None
        ribbons.append((position, Fields(ribbons_raw, "king_track.ribbons").integer(space, 0)))
    pieces = fields.obj("pieces")
    return Components(
        colours=colours,
        technologies=tuple(techs),
        underground_bonus=underground,
        tablets=tablets,
        prospector_bonus=prospector,
        actions=tuple(actions),
        houses_per_building=wheel.integer("buildings_per_houses", low=1),
        prospector_segments=segments,
        movement_segment=_segment(prospector_wheel.raw("movement_segment"), "movement_segment"),
        king_lowest=low,
        king_highest=high,
        king_start=king.integer("start", low, high),
        ribbons=tuple(sorted(ribbons)),
        houses=pieces.integer("houses", 0),
        pillars=pieces.integer("pillars", 0),
        gold=pieces.integer("gold", 0),
        silver_tokens=pieces.integer("silver_tokens", 0),
        stand_in=fields.boolean("stand_in"),
        resource_bonus=_resource_bonus(fields),
    )


def _resource_bonus(fields: Fields) -> tuple[BonusTile, ...]:
    """The 4 Resource Bonus tiles (*What it adds*), with distinct ids."""
    tiles = tuple(
        BonusTile(t.text("id"), _gain(t))
        for t in fields.obj("resource_bonus_tiles").objects("tiles")
    )
    if len(tiles) != RESOURCE_BONUS_TILES or len({t.id for t in tiles}) != len(tiles):
        raise PositionError(
            "resource_bonus_tiles.tiles", f"{RESOURCE_BONUS_TILES} tiles with distinct ids"
        )
    return tiles


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise PositionError(where, f"expected a name, got {quoted(value)}")
    return value


def _segment(value: Any, where: str) -> int:
    if type(value) is not int or not 0 <= value < 6:
        raise PositionError(where, f"expected a segment 0-5, got {quoted(value)}")
    return value


@cache
def standard_components() -> Components:
    """The stand-in components shipped with the tutorial (read once)."""
    text = resources.files("tutorial.tiletum").joinpath("data").joinpath(DATA_FILE)
    return read_components(text.read_text("utf-8"))
