"""Underground Cathedrals: their Construction Cost tiles, their tile stack, and building one.

Rulebook, *Setup changes*, 4: "Shuffle the Silver and the Gold Construction
Cost tiles separately; each Underground Cathedral spot takes the type its
icon shows. Sort the Underground Cathedral tiles of the maps in play,
lowest at the bottom; return the rest."  *Silver*: you spend Silver "on
Underground Cathedrals with a Silver cost".  *Solo*, its turn: the
Cardinalbot "pays Gold or Silver for Underground Cathedrals that ask for it".

Each Town's Cathedral spot type (``"silver"`` or ``"gold"``) is read from
``data/maps.json``; the 6 Construction Cost tiles and the 14 Underground
Cathedral tiles are **stand-ins** in ``data/cathedrals.json`` (the rulebook
names them but does not print them).

Our readings (the base game's Cathedrals are not in the rulebook; the
engine reduces its Cathedral Action to Pillars on the main map):

- **Dealing the cost tiles**: the spots take their tiles in map order (I,
  II, III; within a map, the file's order of its Towns).  With more spots
  of a type than tiles of that type, the last spots of that type take none,
  and nothing can be built there.
- **One stack**: the Underground Cathedral tiles of the three map sides in
  play (each tile is marked with its map and side) form one stack, sorted
  by points, lowest at the bottom; whoever builds takes the top tile, so
  the first Cathedrals score the most.
- **Building** one is a Task of your own action (:func:`build_cathedral`),
  like the base game's Cathedral pieces: with one of your Prospectors in a
  Town whose Cathedral spot holds a Construction Cost tile, pay its cost —
  Silver for a Silver tile, Gold for a Gold tile (Silver is asked only
  where a Silver tile lies) — and take the top tile.  It scores its points
  at the end (:mod:`tutorial.tiletum.scoring`).
- **How many a spot**: one per player per spot (each player may build each
  Cathedral once; the cost tile stays).  Switch:
  ``new_game(..., one_cathedral_per_spot=True)``: the first to build a
  spot closes it for everyone.
- **The Cardinalbot** builds one when its Decree has it take a die for the
  Cathedral Action (:func:`cardinal_cathedral`): where a Prospector of its
  stands, paying Gold or Silver as the tile asks; nothing if it cannot.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from tutorial.core.errors import IllegalMove, PositionError
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.positions import parse_position
from tutorial.core.values import evolve, memo
from tutorial.tiletum.components import ComponentDataError
from tutorial.tiletum.economy import pay_silver
from tutorial.tiletum.maps import CATHEDRAL_COSTS, NUMERALS, SIDES, Map, numeral
from tutorial.tiletum.prospecting import prospector_at
from tutorial.tiletum.state import GameState, with_player
from tutorial.tiletum.underground import Place

RULE_CATHEDRAL = "Underground Cathedrals"
CATHEDRALS_FILE = "cathedrals.json"
CATHEDRALS_GAME = "tiletum_cathedrals"
#: The base action whose die has the Cardinalbot build an Underground Cathedral.
CATHEDRAL_ACTION = "Cathedral"
#: The rulebook's counts (*What it adds*).
COST_TILES, CATHEDRAL_TILES = 6, 14


@dataclass(frozen=True)
class CostTile:
    """A Construction Cost tile: its type (``"silver"`` or ``"gold"``) and its cost in it."""

    id: str
    type: str
    cost: int

    def text(self) -> str:
        """``"3 Silver"``, ``"4 Gold"``."""
        return f"{self.cost} {self.type.capitalize()}"


@dataclass(frozen=True)
class CathedralTile:
    """An Underground Cathedral tile: the map side it belongs to and its points at the end."""

    id: str
    map: int
    side: str
    points: int


@dataclass(frozen=True)
class CathedralContents:
    """The contents of ``data/cathedrals.json`` (stand-ins)."""

    costs: tuple[CostTile, ...]
    tiles: tuple[CathedralTile, ...]
    stand_in: bool = True

    def cost(self, tile_id: str) -> CostTile:
        return next(c for c in self.costs if c.id == tile_id)

    def tile(self, tile_id: str) -> CathedralTile:
        return next(t for t in self.tiles if t.id == tile_id)


def read_cathedral_contents(text: str | bytes, source: str = CATHEDRALS_FILE) -> CathedralContents:
    """The tiles in a cathedrals data file, checked field by field (:class:`ComponentDataError`).

    >>> read_cathedral_contents('{"game": "tiletum_cathedrals", "version": 1}')
    Traceback (most recent call last):
    ...
    tutorial.tiletum.components.ComponentDataError: cathedrals.json, field 'stand_in': missing
    """
    try:
        fields = parse_position(text, game=CATHEDRALS_GAME, versions=(1,))
        stand_in = fields.boolean("stand_in")
        costs = tuple(
            CostTile(c.text("id"), c.text("type", CATHEDRAL_COSTS), c.integer("cost", 1, 99))
            for c in fields.objects("construction_costs")
        )
        tiles = tuple(
            CathedralTile(
                t.text("id"),
                NUMERALS[t.text("map", tuple(NUMERALS))],
                t.text("side", SIDES),
                t.integer("points", 0, 99),
            )
            for t in fields.objects("cathedral_tiles")
        )
        for name, ids, count in (
            ("construction_costs", [c.id for c in costs], COST_TILES),
            ("cathedral_tiles", [t.id for t in tiles], CATHEDRAL_TILES),
        ):
            if len(ids) != count or len(set(ids)) != count:
                raise PositionError(name, f"{count} tiles with distinct ids")
    except PositionError as err:
        raise ComponentDataError(source, err.field, err.message) from None
    return CathedralContents(costs, tiles, stand_in)


@cache
def standard_cathedral_contents() -> CathedralContents:
    """The stand-in tiles shipped with the tutorial (read once)."""
    text = resources.files("tutorial.tiletum").joinpath("data").joinpath(CATHEDRALS_FILE)
    return read_cathedral_contents(text.read_text("utf-8"))


@dataclass(frozen=True)
class Cathedrals:
    """The Underground Cathedrals of a game.

    Attributes
    ----------
    costs:
        ``((map, Town space), Construction Cost tile id)`` for every
        Cathedral spot that took a tile at setup.
    stack:
        The Underground Cathedral tiles left, top first (the highest).
    built:
        ``((map, Town space), player, tile id)`` for every Cathedral built,
        in the order built.
    one_per_spot:
        The switch: a spot is closed once anyone has built it (default:
        each player may build each spot once).
    contents:
        The tiles' contents (stand-ins).
    """

    costs: tuple[tuple[Place, str], ...]
    stack: tuple[str, ...]
    built: tuple[tuple[Place, str, str], ...]
    one_per_spot: bool
    contents: CathedralContents

    def cost_at(self, spot: Place) -> CostTile | None:
        """The Construction Cost tile on a Cathedral spot, if it took one."""
        tile_id = dict(self.costs).get(spot)
        return None if tile_id is None else self.contents.cost(tile_id)

    def builders(self, spot: Place) -> tuple[str, ...]:
        """Who has built the Cathedral of a spot, in order."""
        return tuple(name for place, name, _ in self.built if place == spot)

    def tiles_of(self, name: str) -> tuple[CathedralTile, ...]:
        """The Underground Cathedral tiles a player has taken."""
        return tuple(self.contents.tile(t) for _, who, t in self.built if who == name)

    def points_of(self, name: str) -> int:
        """The points a player's Underground Cathedral tiles score at the end."""
        return sum(t.points for t in self.tiles_of(name))


def cathedral_spots(maps: Sequence[Map]) -> list[tuple[Place, str]]:
    """Every Underground Cathedral spot of the maps, in map order, with its type."""
    return [
        ((umap.number, space.id), space.town.cathedral)
        for umap in sorted(maps, key=lambda m: m.number)
        for space in umap.towns
        if space.town is not None and space.town.cathedral is not None
    ]


def stack_for(maps: Sequence[Map], contents: CathedralContents) -> tuple[str, ...]:
    """The sorted stack of the map sides in play, top (highest) first.

    Equal points keep the file's order, top down.

    >>> from tutorial.tiletum.maps import underground_map
    >>> maps = [underground_map(n, "A") for n in ("I", "II", "III")]
    >>> stack_for(maps, standard_cathedral_contents())[:3]
    ('uc12', 'uc3', 'uc7')
    """
    in_play = {(m.number, m.side) for m in maps}
    tiles = [t for t in contents.tiles if (t.map, t.side) in in_play]
    return tuple(t.id for t in sorted(tiles, key=lambda t: -t.points))


def deal_cathedrals(
    maps: Sequence[Map],
    seed: int,
    contents: CathedralContents | None = None,
    one_per_spot: bool = False,
) -> Cathedrals:
    """Setup, 4: the cost tiles shuffled by type onto the spots, and the sorted stack.

    The shuffles draw from a generator of their own (fixed by ``seed``), so
    the rest of the setup draws as it did before Cathedrals were added.
    """
    contents = contents or standard_cathedral_contents()
    rng = random.Random(f"cathedrals {seed}")
    piles = {}
    for kind in CATHEDRAL_COSTS:
        pile = [c.id for c in contents.costs if c.type == kind]
        rng.shuffle(pile)
        piles[kind] = pile
    costs = []
    for spot, kind in cathedral_spots(maps):
        if piles[kind]:
            costs.append((spot, piles[kind].pop(0)))
    return Cathedrals(tuple(costs), stack_for(maps, contents), (), one_per_spot, contents)


# -- building ------------------------------------------------------------------------------


def cathedral_spot(state: GameState, index: int) -> tuple[Place, str, CostTile]:
    """The spot where the active player's Prospector ``index`` could build, its Town and cost.

    Refuses (``IllegalMove``, rule *Underground Cathedrals*) a Prospector
    not in a Town, a Town with no spot, a spot with no cost tile, a spot
    the player (or, with the switch, anyone) has built, an empty stack.
    """
    cathedrals = state.cathedrals
    if cathedrals is None:
        raise IllegalMove(RULE_CATHEDRAL, "this game was set up without Underground Cathedrals")
    number, space = prospector_at(state, index, RULE_CATHEDRAL)
    umap = state.underground.map(number)
    town = umap.space(space).town
    if town is None:
        raise IllegalMove(RULE_CATHEDRAL, f"Prospector {index} stands on {space}, not in a Town")
    if town.cathedral is None:
        raise IllegalMove(RULE_CATHEDRAL, f"the Town {town.name} has no Underground Cathedral spot")
    spot = (number, space)
    cost = cathedrals.cost_at(spot)
    if cost is None:
        raise IllegalMove(
            RULE_CATHEDRAL,
            f"the Cathedral spot of {town.name} ({umap.name}) took no {town.cathedral} "
            "Construction Cost tile at setup (spots on lower maps took them all): "
            "nothing can be built there",
        )
    name = state.player.name
    builders = cathedrals.builders(spot)
    if name in builders:
        raise IllegalMove(
            RULE_CATHEDRAL,
            f"{name} has built the Underground Cathedral of {town.name} already: "
            "one per player per spot",
        )
    if cathedrals.one_per_spot and builders:
        raise IllegalMove(
            RULE_CATHEDRAL,
            f"{builders[0]} has built the Underground Cathedral of {town.name}: "
            "one per spot (the switch one_cathedral_per_spot is on)",
        )
    if not cathedrals.stack:
        raise IllegalMove(RULE_CATHEDRAL, "no Underground Cathedral tile is left")
    return spot, town.name, cost


def pay_cost(state: GameState, cost: CostTile, what: str) -> GameState:
    """Pay a Construction Cost tile: Silver for a Silver tile, Gold for a Gold tile."""
    seat, player = state.active, state.player
    if cost.type == "silver":
        return pay_silver(state, seat, cost.cost, RULE_CATHEDRAL, f"{what} (a Silver tile)")
    if player.gold < cost.cost:
        raise IllegalMove(
            RULE_CATHEDRAL,
            f"{what} costs {cost.cost} Gold (a Gold tile asks Gold: Silver cannot pay it); "
            f"{player.name} has {player.gold} Gold",
        )
    return with_player(state, seat, gold=player.gold - cost.cost)


def build_cathedral(state: GameState, index: int) -> Outcome[GameState]:
    """Task: build the Underground Cathedral where Prospector ``index`` stands.

    Pay the spot's Construction Cost tile (Silver or Gold, as it asks) and
    take the top Underground Cathedral tile; it scores its points at the
    end.  See the module's readings.
    """
    spot, town, cost = cathedral_spot(state, index)
    what = f"the Underground Cathedral of {town}"
    state = pay_cost(state, cost, what)
    cathedrals = state.cathedrals
    assert cathedrals is not None
    top = cathedrals.contents.tile(cathedrals.stack[0])
    name = state.player.name
    state = evolve(
        state,
        cathedrals=evolve(
            cathedrals,
            stack=cathedrals.stack[1:],
            built=(*cathedrals.built, (spot, name, top.id)),
        ),
    )
    left = cathedrals.stack[1:]

    def explain() -> Explanation:
        after = (
            f"Next on the stack: {left[0]} ({cathedrals.contents.tile(left[0]).points} points)."
            if left
            else "The stack is empty now."
        )
        return Explanation(
            f"Underground Cathedral of {town}",
            (
                f"{name} paid {cost.text()} (the Construction Cost tile on the spot of {town}, "
                f"{numeral(spot[0])}: {spot[1]}).",
                f"{name} took the top Underground Cathedral tile, {top.id} (stand-in): "
                f"{top.points} points at the end.",
                after,
            ),
            RULE_CATHEDRAL,
        )

    return Outcome.later(state, explain)


def cathedral_builds(state: GameState) -> list[int]:
    """The active player's Prospectors that can build an Underground Cathedral now (and pay).

    Only a Prospector on a spot holding a Construction Cost tile may build:
    the others are passed over at once (a bot asks at every action, and most
    Prospectors stand elsewhere); :func:`cathedral_spot` and :func:`pay_cost`
    judge the rest.
    """
    cathedrals = state.cathedrals
    if cathedrals is None:
        return []
    spots = memo(
        cathedrals, "spots with a cost tile", lambda: {spot for spot, _ in cathedrals.costs}
    )
    places = state.underground.prospectors.get(state.player.name, ())
    out = []
    for index, place in enumerate(places):
        if place not in spots:
            continue
        try:
            spot, town, cost = cathedral_spot(state, index)
            pay_cost(state, cost, town)
        except IllegalMove:
            continue
        out.append(index)
    return out


def cardinal_cathedral(state: GameState) -> tuple[GameState, Callable[[], list[str]]]:
    """Solo: after a die taken for the Cathedral Action, the Cardinalbot builds one if it can.

    Its first Prospector (in the order placed) that stands where it can
    build and pay, pays Gold or Silver as the tile asks.  Returns the state
    and a function that writes what happened (only when someone reads it).
    """
    for index in cathedral_builds(state):
        outcome = build_cathedral(state, index)

        def built(outcome: Outcome[GameState] = outcome) -> list[str]:
            first, second, _ = outcome.explain().lines
            return [f"It builds an Underground Cathedral: {first}", second]

        return outcome.state, built
    return state, lambda: [
        "No Underground Cathedral it can build and pay for where its Prospectors stand."
    ]


def describe_cathedrals(state: GameState) -> str:
    """The Cathedral spots of the maps in play, their cost tiles, who built them, and the stack.

    >>> from tutorial.tiletum.setup import new_game
    >>> print(describe_cathedrals(new_game(2, seed=1).state).splitlines()[0])
    map I, Lapis (d): silver spot, tile silver 2 (pay 2 Silver); built by nobody
    """
    cathedrals = state.cathedrals
    if cathedrals is None:
        return "No Underground Cathedrals in this game."
    lines = []
    for spot, kind in cathedral_spots(state.underground.maps):
        umap = state.underground.map(spot[0])
        town = umap.space(spot[1]).town
        cost = cathedrals.cost_at(spot)
        paid = f"tile {cost.id} (pay {cost.text()})" if cost else "no tile left: cannot be built"
        who = ", ".join(cathedrals.builders(spot)) or "nobody"
        name = town.name if town else spot[1]
        lines.append(f"map {umap.numeral}, {name} ({spot[1]}): {kind} spot, {paid}; built by {who}")
    stack = ", ".join(f"{t} ({cathedrals.contents.tile(t).points})" for t in cathedrals.stack)
    lines.append(f"Underground Cathedral tiles, top first (points): {stack or 'none left'}")
    return "\n".join(lines)
