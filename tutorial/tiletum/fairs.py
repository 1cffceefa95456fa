"""Fairs: a Fair tile scored at the end of every round, and what a tile counts.

Rulebook, *Setup changes*: "add the new Character, Bonus and Fair tiles to
their pools and remove the King track Fair tile (the one scoring your King
position)".  *Solo, Flow changes*: "Fairs: one new Fair tile counts its
tucked King's Surprise cards."

The base game's Fairs are not in the rulebook.  Our reduction (the readings,
also on the rule readings page):

- **A Fair a round.**  Setup draws 4 Fair tiles from the pool, from the
  seed: round ``r``'s Fair, at the end of round ``r`` (after the King phase,
  before the cleanup), scores the ``r``-th.  The base game's condition of a
  House in the Fair's city is reduced away: every player takes part.
- **The pool** is the base game's Fair tiles and the 3 new ones, less the
  King track Fair tile (:func:`fair_pool`).  Every tile is a stand-in
  (``data/fairs.json``): it counts one quantity of each player
  (:data:`MEASURES`) and scores ``points`` for every ``per`` of it.
- **The King's Surprise tile.**  One new tile (the *Fair of Prospectors*)
  counts, for the Cardinal of Silver, its tucked King's Surprise cards
  instead (``bot_counts``, stand-in points a card); for a player, what the
  tile counts for everyone.
- **Any number of players**: the Fairs score in every game, solo or not.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

from tutorial.core.errors import PositionError
from tutorial.core.positions import Fields, parse_position
from tutorial.tiletum.components import ComponentDataError
from tutorial.tiletum.state import GameState, built_by, with_player

RULE_FAIRS = "Setup changes: Fair tiles"
RULE_SOLO_FAIR = "Solo: Flow changes, Fairs"
FAIRS_FILE = "fairs.json"
FAIRS_GAME = "tiletum_fairs"
FAIR_VERSIONS = ("base", "new")
#: What a Fair tile (or a solo Challenge) can count of a player, in words.
MEASURES = {
    "houses": "Houses built (main map and Underground)",
    "pillars": "Pillars built (main map and Underground)",
    "mines": "Mines built (the one on map I's start included)",
    "prospectors": "Prospectors on the Underground maps",
    "buildings": "completed Buildings",
    "silver": "Silver held",
    "gold": "Gold held",
    "resources": "Resources held",
    "king": "the King track space (0 if below 0)",
    "tucked": "King's Surprise cards tucked under its board",
}


@dataclass(frozen=True)
class FairTile:
    """A Fair tile (stand-in): ``points`` for every ``per`` of what it ``counts``.

    ``bot_counts`` and ``bot_points``: what it counts for the Cardinal of
    Silver instead, and the points for each; ``king_track`` marks the tile
    the expansion removes.
    """

    id: str
    version: str
    counts: str
    per: int = 1
    points: int = 1
    bot_counts: str = ""
    bot_points: int = 0
    king_track: bool = False


def read_fair_tiles(text: str | bytes, source: str = FAIRS_FILE) -> tuple[FairTile, ...]:
    """The Fair tiles of a data file, checked field by field (:class:`ComponentDataError`)."""
    try:
        fields = parse_position(text, game=FAIRS_GAME, versions=(1,))
        tiles = tuple(_tile(t) for t in fields.objects("tiles"))
        ids = [t.id for t in tiles]
        if len(set(ids)) != len(ids):
            raise PositionError("tiles", "a Fair tile is there twice")
        if sum(t.king_track for t in tiles) != 1 or sum(bool(t.bot_counts) for t in tiles) != 1:
            raise PositionError("tiles", "one King track tile and one tile counting for the bot")
        if len(fair_pool(tiles)) < 4:
            raise PositionError("tiles", "4 Fair tiles at least, after the King track tile")
        return tiles
    except PositionError as err:
        raise ComponentDataError(source, err.field, err.message) from None


def _tile(t: Fields) -> FairTile:
    measures = tuple(m for m in MEASURES if m != "tucked")
    bot = t.text("bot_counts", ("tucked",)) if t.has("bot_counts") else ""
    return FairTile(
        id=t.text("id"),
        version=t.text("version", FAIR_VERSIONS),
        counts=t.text("counts", measures),
        per=t.integer("per", 1, 100),
        points=t.integer("points", 0, 100),
        bot_counts=bot,
        bot_points=t.integer("bot_points", 0, 100) if bot else 0,
        king_track=t.boolean("king_track") if t.has("king_track") else False,
    )


@cache
def standard_fair_tiles() -> tuple[FairTile, ...]:
    """The stand-in Fair tiles shipped with the tutorial (read once)."""
    text = resources.files("tutorial.tiletum").joinpath("data").joinpath(FAIRS_FILE)
    return read_fair_tiles(text.read_text("utf-8"))


def fair_pool(tiles: tuple[FairTile, ...]) -> tuple[FairTile, ...]:
    """*Setup changes*: the new Fair tiles join the pool; the King track Fair tile leaves it.

    >>> [t.id for t in standard_fair_tiles() if t not in fair_pool(standard_fair_tiles())]
    ['Fair of the Court']
    """
    return tuple(t for t in tiles if not t.king_track)


def fair_tile(tile_id: str) -> FairTile:
    """The shipped Fair tile with this id (``KeyError`` if there is none)."""
    for tile in standard_fair_tiles():
        if tile.id == tile_id:
            return tile
    raise KeyError(tile_id)


def measure(state: GameState, seat: int, what: str) -> int:
    """How much of ``what`` (a key of :data:`MEASURES`) the player in ``seat`` has now."""
    player = state.players[seat]
    if what == "houses":
        return player.houses_main + built_by(state, player.name, "house")
    if what == "pillars":
        return player.pillars_main + built_by(state, player.name, "pillar")
    if what == "mines":
        return built_by(state, player.name, "mine")
    if what == "prospectors":
        return len(state.underground.prospectors.get(player.name, ()))
    if what == "buildings":
        return player.houses_main // state.components.houses_per_building
    if what == "resources":
        return player.resource_count
    if what == "king":
        return max(player.king, 0)
    if what == "tucked":
        solo = state.solo
        return len(solo.tucked) if solo is not None and seat == solo.seat else 0
    return getattr(player, what)


def fair_score(state: GameState, seat: int, tile: FairTile) -> tuple[int, int, str]:
    """``(points, count, what was counted)`` a Fair tile gives the player in ``seat``.

    For the Cardinal of Silver, the tile with ``bot_counts`` counts that
    instead (*Solo, Flow changes*: its tucked King's Surprise cards).
    """
    solo = state.solo
    if tile.bot_counts and solo is not None and seat == solo.seat:
        count = measure(state, seat, tile.bot_counts)
        return count * tile.bot_points, count, tile.bot_counts
    count = measure(state, seat, tile.counts)
    return count // tile.per * tile.points, count, tile.counts


def fair_of_round(state: GameState) -> FairTile | None:
    """The Fair tile scored at the end of the current round (``None`` without Fair tiles)."""
    if len(state.fairs) < state.round:
        return None
    return fair_tile(state.fairs[state.round - 1])


def fair_rule(tile: FairTile, solo: bool = True) -> str:
    """What a Fair tile scores, in words (what it counts for the Cardinal of Silver: ``solo``).

    >>> fair_rule(fair_tile("Fair of Bankers"))
    'Gold held, 1 point(s) per 3'
    """
    rate = f"{tile.points} point(s) per {tile.per}" if tile.per > 1 else f"{tile.points} each"
    words = f"{MEASURES[tile.counts]}, {rate}"
    if tile.bot_counts and solo:
        words += f"; the Cardinal of Silver: {MEASURES[tile.bot_counts]}, {tile.bot_points} each"
    return words


def fair_lines(state: GameState) -> tuple[str, ...]:
    """The game's Fair tiles round by round, the coming Fair marked (for a board's panel)."""
    return tuple(
        f"Round {number}{' (next Fair)' if number == state.round and not state.over else ''}: "
        f"{tile_id}: {fair_rule(fair_tile(tile_id), state.solo is not None)}."
        for number, tile_id in enumerate(state.fairs, start=1)
    )


def hold_fair(state: GameState) -> tuple[GameState, list[str]]:
    """The Fair at the end of the round: its tile scores every player, in seat order."""
    tile = fair_of_round(state)
    if tile is None:
        return state, []
    lines = [
        f"Fair of round {state.round}: {tile.id} scores {fair_rule(tile, state.solo is not None)}."
    ]
    for seat, player in enumerate(state.players):
        points, count, what = fair_score(state, seat, tile)
        state = with_player(state, seat, points=player.points + points)
        lines.append(f"Fair: {player.name} has {count} ({MEASURES[what]}): {points} point(s).")
    return state, lines
