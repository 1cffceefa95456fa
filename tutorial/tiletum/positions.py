"""Saving and loading a Prospect for Silver position as versioned JSON.

The file holds every field of a :class:`~tutorial.tiletum.state.GameState`.
Components are written by id (maps by side, tiles and cards by id) and
looked up again in the shipped stand-ins when loaded, so a file can only
name pieces that exist.  Every field is checked and a bad one is named in
the :class:`~tutorial.core.errors.PositionError` (see
:mod:`tutorial.core.positions`).  Then :func:`check_position` refuses a
position that breaks what every played game keeps true:

- 2 to 4 seats: one player is a solo game, with the Cardinal of Silver in
  seat 1;
- Silver is conserved: supply + players = the 28 tokens;
- each player's Mines (supply + beside the King track + built + the one
  on map I's start) are 6, Prospectors (supply + on the maps) 3, Houses
  and Pillars (supply + main map + underground) their starting count;
  built pieces and Prospectors belong to players, one Prospector a map,
  none of a kind twice in a Town;
- the round is 1-4 and the wheels have turned once a round; whose turn it
  is follows the turn order and the actions taken (after the game, the
  last in turn order acted last); one die was taken an action, the last
  one is the die in use, and the dice taken and the dice left are the
  round's roll;
- Underground Bonus tiles, Stone Tablets, the Prospector Action's pile
  and, solo, the Decrees and King's Surprise cards are each where one is;
- the Resource Bonus tiles left are those no tier I of the Resource
  Technology took; a Bonus AP marker is held, or used in this action, or
  back in the box (see :mod:`~tutorial.tiletum.technologies`).
- Underground Cathedrals (every game is set up with them): the
  Construction Cost tiles lie as the seed dealt them, the tiles built
  came off the top of the sorted stack, one a player a spot (one a spot
  with the switch).
- 4 different Fair tiles from the pool (never the King track tile) and,
  solo, 2 different Challenges from the 4.

Only positions with the shipped (stand-in) components can be saved.

Format versions: 2 (written) holds the dice ``taken`` this round; 1 (still
read) did not, so it loads with them worked out from the roll (the die in
use last), and a version 1 file from before the Cathedrals loads with them
as setup dealt them, none built.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tutorial.core.errors import PositionError, quoted
from tutorial.core.positions import Fields, check_int, dump_position, parse_position
from tutorial.core.values import evolve
from tutorial.tiletum.cardinalbot import BOT
from tutorial.tiletum.cathedrals import Cathedrals, deal_cathedrals, standard_cathedral_contents
from tutorial.tiletum.challenges import CHALLENGES_DEALT
from tutorial.tiletum.components import (
    CHARACTER_TECHNOLOGY,
    RESOURCE_TECHNOLOGY,
    standard_components,
)
from tutorial.tiletum.fairs import fair_pool, standard_fair_tiles
from tutorial.tiletum.maps import KINDS, NUMERALS, SIDES, standard_maps
from tutorial.tiletum.rounds import dice_per_round, roll_dice
from tutorial.tiletum.setup import AP_MARKERS, MAX_PLAYERS, bonus_tiles_for, resource_bonus_tiles
from tutorial.tiletum.solo import FREE_PROSPECTOR_SILVER, Solo, standard_solo_cards
from tutorial.tiletum.state import ACTIONS_PER_ROUND, ROUNDS, Die, GameState, PlayerState, Turn
from tutorial.tiletum.technologies import TOP_TIER, spends_ap_one_at_a_time
from tutorial.tiletum.underground import Place, Underground
from tutorial.tiletum.wheel import actions_on, movement_segment

GAME = "tiletum"
VERSION = 2
READABLE = (1, 2)
#: Each player's pieces (*What it adds*: 3 Prospectors, 6 Mines).
MINES_EACH, PROSPECTORS_EACH = 6, 3
#: Step counts a file may hold.
LARGEST = 2**63


def save_state(state: GameState) -> str:
    """The position as JSON text (format version 2)."""
    if state.components != standard_components():
        raise ValueError("only positions with the shipped components can be saved")
    solo = state.solo
    if solo is not None and solo.cards != standard_solo_cards():
        raise ValueError("only positions with the shipped solo cards can be saved")
    here = state.underground
    data: dict[str, Any] = {
        "game": GAME,
        "version": VERSION,
        "seed": state.seed,
        "sides": [m.side for m in sorted(here.maps, key=lambda m: m.number)],
        "technologies": list(state.technologies),
        "overlay": state.overlay,
        "players": [_player(p) for p in state.players],
        "built": [
            {"map": n, "site": site, "owner": owner} for (n, site), owner in here.built.items()
        ],
        "prospectors": {
            name: [list(p) for p in places] for name, places in here.prospectors.items()
        },
        "covered": sorted([list(p) for p in here.covered]),
        "bonus_tiles": [
            {"map": n, "town": town, "tiles": list(tiles)} for (n, town), tiles in state.bonus_tiles
        ],
        "tablets": [{"map": n, "tablet": t, "effect": e} for (n, t), e in state.tablets],
        "prospector_bonus": state.prospector_bonus,
        "bonus_pile": list(state.bonus_pile),
        "dice": [_die(d) for d in state.dice],
        "taken": [_die(d) for d in state.taken],
        "wheel": state.wheel,
        "prospector_wheel": state.prospector_wheel,
        "round": state.round,
        "active": state.active,
        "first": state.first,
        "silver_supply": state.silver_supply,
        "turn": {
            "die": None if state.turn.die is None else _die(state.turn.die),
            "segment": state.turn.segment,
            "action": state.turn.action,
            "ap": state.turn.ap,
            "moved": state.turn.moved,
            "bonus_ap": state.turn.bonus_ap,
        },
        "over": state.over,
        "step": state.step,
        "solo": None
        if solo is None
        else {
            "seat": solo.seat,
            "hard": solo.hard,
            "decrees": list(solo.decrees),
            "surprises": list(solo.surprises),
            "tucked": list(solo.tucked),
            "scoring_card": solo.scoring_card,
            "challenges": list(solo.challenges),
        },
        "resource_bonus": list(state.resource_bonus),
        "cathedrals": _cathedrals(state.cathedrals),
        "fairs": list(state.fairs),
    }
    return dump_position(data)


def _cathedrals(cathedrals: Cathedrals | None) -> dict[str, Any]:
    if cathedrals is None:
        raise ValueError("only positions set up with the Underground Cathedrals can be saved")
    if cathedrals.contents != standard_cathedral_contents():
        raise ValueError("only positions with the shipped Cathedral tiles can be saved")
    return {
        "one_per_spot": cathedrals.one_per_spot,
        "costs": [{"map": n, "town": town, "tile": tile} for (n, town), tile in cathedrals.costs],
        "stack": list(cathedrals.stack),
        "built": [
            {"map": n, "town": town, "player": name, "tile": tile}
            for (n, town), name, tile in cathedrals.built
        ],
    }


def _die(die: Die) -> dict[str, Any]:
    return {"colour": die.colour, "value": die.value}


def _player(p: PlayerState) -> dict[str, Any]:
    return {
        "name": p.name,
        "silver": p.silver,
        "gold": p.gold,
        "resources": list(p.resources),
        "king": p.king,
        "houses": p.houses,
        "pillars": p.pillars,
        "mines": p.mines,
        "mines_by_king": p.mines_by_king,
        "prospectors": p.prospectors,
        "tiers": list(p.tiers),
        "mines_on_start": p.mines_on_start,
        "extra_pillar": p.extra_pillar,
        "houses_main": p.houses_main,
        "pillars_main": p.pillars_main,
        "points": p.points,
        "ap_markers": list(p.ap_markers),
        "actions": p.actions,
    }


# -- loading -----------------------------------------------------------------


def load_state(text: str | bytes) -> GameState:
    """A position from JSON text, checked field by field and as a whole.

    Raises :class:`~tutorial.core.errors.PositionError` naming the field.
    """
    fields = parse_position(text, game=GAME, versions=READABLE)
    version = fields.integer("version")
    parts = standard_components()
    sides = fields.each("sides", lambda v, p: _choice(v, p, SIDES))
    if len(sides) != len(NUMERALS):
        raise PositionError("sides", f"one side for each of the {len(NUMERALS)} maps")
    maps = tuple(
        next(m for m in standard_maps() if m.number == number and m.side == side)
        for number, side in zip(NUMERALS.values(), sides, strict=True)
    )
    technologies = fields.each(
        "technologies", lambda v, p: _choice(v, p, tuple(t.name for t in parts.technologies))
    )
    if len(technologies) != 3 or len(set(technologies)) != 3:
        raise PositionError("technologies", "3 different Technologies are in play")
    players = tuple(_read_player(f, parts) for f in fields.objects("players"))
    names = [p.name for p in players]
    if not 1 <= len(players) <= MAX_PLAYERS or len(set(names)) != len(names):
        raise PositionError("players", f"1-{MAX_PLAYERS} players with distinct names")
    built = {}
    for item in fields.objects("built"):
        place = (item.integer("map", 1, 3), item.text("site"))
        if place in built:
            raise PositionError(item.path, f"site {place} is built twice")
        built[place] = _choice(item.raw("owner"), f"{item.path}.owner", tuple(names))
    raw = fields.raw("prospectors")
    if not isinstance(raw, dict):
        raise PositionError("prospectors", "expected an object {player: [[map, space], ...]}")
    prospectors = {}
    for name, places in raw.items():
        where = f"prospectors.{name}"
        if name not in names:
            raise PositionError(where, f"{quoted(name)} is not a player")
        prospectors[name] = Fields({"p": places}, where).each("p", _place)
    covered = fields.each("covered", _place)
    underground = Underground(maps, built=built, prospectors=prospectors, covered=covered)
    bonus_tiles = tuple(
        ((b.integer("map", 1, 3), b.text("town")), b.each("tiles", _name))
        for b in fields.objects("bonus_tiles")
    )
    tablets = tuple(
        ((t.integer("map", 1, 3), t.text("tablet")), t.text("effect"))
        for t in fields.objects("tablets")
    )
    turn_fields = fields.obj("turn")
    die_raw = turn_fields.raw("die")
    turn = Turn(
        die=None if die_raw is None else _read_die(die_raw, "turn.die", parts.colours),
        segment=turn_fields.integer("segment", -1, 5),
        action=turn_fields.text("action"),
        ap=turn_fields.integer("ap", 0, 6 + max(AP_MARKERS)),
        moved=turn_fields.boolean("moved"),
        bonus_ap=_choice(turn_fields.raw("bonus_ap"), "turn.bonus_ap", (0, *AP_MARKERS))
        if turn_fields.has("bonus_ap")
        else 0,
    )
    solo = None
    solo_raw = fields.raw("solo")
    if solo_raw is not None:
        s = fields.obj("solo")
        solo = Solo(
            seat=s.integer("seat", 0, MAX_PLAYERS),
            hard=s.boolean("hard"),
            decrees=s.each("decrees", _name),
            surprises=s.each("surprises", _name),
            tucked=s.each("tucked", _name),
            scoring_card=s.text("scoring_card", ("Houses of Destiny", "Pillars of History")),
            cards=standard_solo_cards(),
            challenges=s.each("challenges", _name),
        )
    if fields.has("cathedrals") or version > 1:
        cathedrals = _read_cathedrals(fields)
    else:  # a version 1 file from before the Cathedrals: none was built yet
        cathedrals = deal_cathedrals(maps, fields.seed())
    state = GameState(
        players=players,
        underground=underground,
        technologies=technologies,
        bonus_tiles=bonus_tiles,
        tablets=tablets,
        prospector_bonus=fields.text("prospector_bonus"),
        bonus_pile=fields.each("bonus_pile", _name),
        dice=fields.each("dice", lambda v, p: _read_die(v, p, parts.colours)),
        wheel=fields.integer("wheel", 0, ROUNDS),
        prospector_wheel=fields.integer("prospector_wheel", 0, ROUNDS),
        round=fields.integer("round", 1, ROUNDS),
        active=fields.integer("active", 0, len(players) - 1),
        first=fields.integer("first", 0, len(players) - 1),
        silver_supply=fields.integer("silver_supply", 0, parts.silver_tokens),
        overlay=fields.text("overlay", ("houses", "pillars")),
        seed=fields.seed(),
        components=parts,
        turn=turn,
        over=fields.boolean("over"),
        step=fields.integer("step", 0, LARGEST),
        solo=solo,
        resource_bonus=fields.each("resource_bonus", _name) if fields.has("resource_bonus") else (),
        cathedrals=cathedrals,
        fairs=fields.each("fairs", _name),
    )
    if version > 1:
        taken = fields.each("taken", lambda v, p: _read_die(v, p, parts.colours))
    else:
        taken = _taken_from_the_roll(state)
    state = evolve(state, taken=taken)
    check_position(state)
    return state


def _taken_from_the_roll(state: GameState) -> tuple[Die, ...]:
    """For a version 1 file: the round's roll less the dice left, the die in use last.

    The file does not say in what order the other dice were taken: they are
    put in the roll's order.
    """
    if state.over:
        return ()
    in_use = [state.turn.die] if state.turn.die else []
    earlier = Counter(roll_dice(state)) - Counter(state.dice) - Counter(in_use)
    taken = []
    for die in roll_dice(state):
        if earlier[die]:
            earlier[die] -= 1
            taken.append(die)
    return (*taken, *in_use)


def _read_cathedrals(fields: Fields) -> Cathedrals:
    """The Underground Cathedrals: every game is set up with them (never ``null``)."""
    c = fields.obj("cathedrals")
    return Cathedrals(
        costs=tuple(
            ((f.integer("map", 1, 3), f.text("town")), f.text("tile")) for f in c.objects("costs")
        ),
        stack=c.each("stack", _name),
        built=tuple(
            ((f.integer("map", 1, 3), f.text("town")), f.text("player"), f.text("tile"))
            for f in c.objects("built")
        ),
        one_per_spot=c.boolean("one_per_spot"),
        contents=standard_cathedral_contents(),
    )


def _read_player(f: Fields, parts: Any) -> PlayerState:
    def count(name: str, high: int | None = None) -> int:
        return f.integer(name, 0, high)

    resources = f.each("resources", lambda v, p: check_int(v, p, 0, 10**6))
    if len(resources) != len(parts.colours):
        raise PositionError(f"{f.path}.resources", f"one count for each of {parts.colours}")
    tiers = f.each("tiers", lambda v, p: check_int(v, p, 0, TOP_TIER))
    if len(tiers) != 3:
        raise PositionError(f"{f.path}.tiers", "one tier for each of the 3 Technologies")
    name = f.text("name")
    if not name:
        raise PositionError(f"{f.path}.name", "a player needs a name")
    return PlayerState(
        name=name,
        silver=count("silver", parts.silver_tokens),
        gold=count("gold", 10**6),
        resources=resources,
        king=f.integer("king", parts.king_lowest, parts.king_highest),
        houses=count("houses", parts.houses),
        pillars=count("pillars", parts.pillars),
        mines=count("mines", MINES_EACH),
        mines_by_king=count("mines_by_king", 3),
        prospectors=count("prospectors", PROSPECTORS_EACH - 1),
        tiers=tiers,
        mines_on_start=count("mines_on_start", 1),
        extra_pillar=f.boolean("extra_pillar"),
        houses_main=count("houses_main", parts.houses),
        pillars_main=count("pillars_main", parts.pillars),
        points=count("points", 10**6),
        ap_markers=f.each("ap_markers", lambda v, p: _choice(v, p, AP_MARKERS)),
        actions=count("actions", ACTIONS_PER_ROUND),
    )


def _choice(value: Any, where: str, choices: tuple) -> Any:
    if isinstance(value, bool) or value not in choices:
        raise PositionError(where, f"expected one of {choices}, got {quoted(value)}")
    return value


def _name(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise PositionError(where, f"expected an id, got {quoted(value)}")
    return value


def _place(value: Any, where: str) -> tuple[int, str]:
    if not (isinstance(value, list) and len(value) == 2 and isinstance(value[1], str)):
        raise PositionError(where, f"expected [map, id], got {quoted(value)}")
    return (check_int(value[0], f"{where}[0]", 1, 3), value[1])


def _read_die(value: Any, where: str, colours: tuple[str, ...]) -> Die:
    die = Fields(value, where)
    return Die(die.text("colour", colours), die.integer("value", 1, 6))


# -- invariants ----------------------------------------------------------------


def check_position(state: GameState) -> None:
    """Refuse a position that no played game reaches (see the module's list)."""
    parts = state.components
    players, here = state.players, state.underground
    names = [p.name for p in players]
    solo = state.solo
    _check_solo(state)
    # Silver.
    total = state.silver_supply + sum(p.silver for p in players)
    if total != parts.silver_tokens:
        raise PositionError(
            "silver_supply",
            f"Silver is conserved: supply {state.silver_supply} + players "
            f"{total - state.silver_supply} must be {parts.silver_tokens}",
        )
    # Pieces: supply + board.
    on_sites = Counter()
    for (number, site), owner in here.built.items():
        on_sites[owner, here.map(number).site(site)[1].kind] += 1
    for seat, p in enumerate(players):
        where = f"players[{seat}]"
        mines = p.mines + p.mines_by_king + on_sites[p.name, "mine"] + p.mines_on_start
        if mines != MINES_EACH:
            raise PositionError(f"{where}.mines", f"Mines add up to {mines}, not {MINES_EACH}")
        places = here.prospectors.get(p.name, ())
        if p.prospectors + len(places) != PROSPECTORS_EACH or not places:
            raise PositionError(
                f"{where}.prospectors",
                f"{p.prospectors} in supply and {len(places)} on the maps: "
                f"{PROSPECTORS_EACH} in all, at least one on a map",
            )
        if len({n for n, _ in places}) != len(places):
            raise PositionError(f"prospectors.{p.name}", "at most one Prospector a map")
        houses = p.houses + p.houses_main + on_sites[p.name, "house"]
        pillars = p.pillars + p.pillars_main + on_sites[p.name, "pillar"]
        if houses != parts.houses or pillars != parts.pillars:
            raise PositionError(
                f"{where}.houses" if houses != parts.houses else f"{where}.pillars",
                f"Houses {houses} and Pillars {pillars} must be {parts.houses} and {parts.pillars}",
            )
        if not p.extra_pillar:
            raise PositionError(f"{where}.extra_pillar", "the extra Pillar stays on its space")
        cardinal = solo is not None and seat == solo.seat
        markers = AP_MARKERS if CHARACTER_TECHNOLOGY in state.technologies and not cardinal else ()
        if tuple(m for m in markers if m in p.ap_markers) != p.ap_markers:
            raise PositionError(f"{where}.ap_markers", f"expected some of {list(markers)}, once")
        if cardinal and (any(p.tiers) or p.mines_by_king):
            raise PositionError(
                f"{where}.tiers",
                "the Cardinalbot has no Technology markers and no Mines by the King track",
            )
    for name in here.prospectors:
        if name not in names:
            raise PositionError(f"prospectors.{name}", "not a player")
    for umap in here.maps:
        for town in umap.towns:
            for kind in KINDS:
                owners = [here.built.get((umap.number, s.id)) for s in town.town.sites_of(kind)]
                mine = [o for o in owners if o is not None]
                if len(set(mine)) != len(mine):
                    raise PositionError("built", f"a player has two {kind}s in {town.town.name}")
    _check_round(state)
    _check_tiles(state)
    _check_technology_pieces(state)
    _check_cathedrals(state)
    _check_fairs(state)


def _check_fairs(state: GameState) -> None:
    pool = {t.id for t in fair_pool(standard_fair_tiles())}
    if len(state.fairs) != ROUNDS or len(set(state.fairs)) != ROUNDS:
        raise PositionError("fairs", f"{ROUNDS} different Fair tiles, one a round")
    if not set(state.fairs) <= pool:
        raise PositionError("fairs", f"Fair tiles are from {sorted(pool)} (no King track tile)")
    solo = state.solo
    if solo is None:
        return
    names = {c.name for c in solo.cards.challenges}
    if len(solo.challenges) != CHALLENGES_DEALT or len(set(solo.challenges)) != CHALLENGES_DEALT:
        raise PositionError("solo.challenges", f"{CHALLENGES_DEALT} different Challenges dealt")
    if not set(solo.challenges) <= names:
        raise PositionError("solo.challenges", f"Challenges are from {sorted(names)}")


def _check_solo(state: GameState) -> None:
    solo, players = state.solo, state.players
    if solo is None:
        if len(players) < 2:
            raise PositionError(
                "players", f"2 to {MAX_PLAYERS} seats: one player plays solo, {BOT!r} in seat 1"
            )
        return
    if len(players) != 2 or solo.seat != 1 or players[1].name != BOT:
        raise PositionError("solo.seat", f"a solo game has the player and {BOT!r} in seat 1")
    cards = solo.cards
    if sorted(solo.decrees) != sorted(d.name for d in cards.decrees):
        raise PositionError("solo.decrees", "each Decree once")
    if sorted((*solo.surprises, *solo.tucked)) != sorted(s.id for s in cards.surprises):
        raise PositionError("solo.surprises", "each King's Surprise once, in the deck or tucked")
    card = "Houses of Destiny" if state.overlay == "houses" else "Pillars of History"
    if solo.scoring_card != card:
        raise PositionError("solo.scoring_card", f"the {state.overlay} side goes with {card}")
    placed = len(state.underground.prospectors.get(BOT, ()))
    expected = min(state.round, 3)
    if placed != expected:
        raise PositionError(f"prospectors.{BOT}", f"in round {state.round} it has {expected}")
    _check_bot_maps(state)


def _check_bot_maps(state: GameState) -> None:
    """Its Prospectors stand one a map, on the maps the rules gave them: the starting map
    (*Solo setup*), then in rounds 2 and 3 the map whose start space prints 1, then 2
    Silver (*Preparation*).  A Prospector moves only within its map."""
    silver = set(FREE_PROSPECTOR_SILVER[r] for r in FREE_PROSPECTOR_SILVER if r <= state.round)
    wanted = sorted(m.number for m in state.underground.maps if m.start_silver in {0, *silver})
    maps = sorted(number for number, _ in state.underground.prospectors.get(BOT, ()))
    if maps != wanted:
        numbers = ", ".join(map(str, wanted))
        raise PositionError(
            f"prospectors.{BOT}", f"in round {state.round} one on each of the maps {numbers}"
        )


def _check_round(state: GameState) -> None:
    players, turn = state.players, state.turn
    count = len(players)
    if state.over:
        if state.round != ROUNDS or state.wheel != ROUNDS or state.prospector_wheel != ROUNDS:
            raise PositionError("over", "a game is over after round 4's cleanup")
        if state.dice or state.taken or turn != Turn() or any(p.actions for p in players):
            raise PositionError("over", "after the last cleanup no die or action is left")
        last = (state.first - 1) % count
        if state.active != last:
            raise PositionError("active", f"the game ended after the last action, seat {last}'s")
        return
    if state.wheel != state.round - 1 or state.prospector_wheel != state.round - 1:
        raise PositionError(
            "wheel", f"the wheels turn once a round: {state.round - 1} in round {state.round}"
        )
    order = [(state.first + k) % count for k in range(count)]
    done = [players[s].actions for s in order]
    if any(a < b for a, b in zip(done, done[1:], strict=False)) or max(done) - min(done) > 1:
        raise PositionError("players", f"actions taken {done} do not follow the turn order")
    if min(done) >= ACTIONS_PER_ROUND:
        raise PositionError("players", "every action of the round is taken but it did not end")
    if state.active != order[done.index(min(done))]:
        raise PositionError("active", f"seat {order[done.index(min(done))]} acts now")
    if turn.die is None:
        if turn != Turn():
            raise PositionError("turn", "no die taken: the turn holds nothing")
    else:
        if state.solo is not None and state.active == state.solo.seat:
            raise PositionError("turn", "the Cardinalbot's action is never half done")
        if turn.segment != turn.die.segment or turn.action not in actions_on(state, turn.segment):
            raise PositionError("turn.action", "the die's segment does not offer that Action")
        if turn.moved and turn.segment != movement_segment(state):
            raise PositionError("turn.moved", "only the movement segment gives the point")
        if turn.ap > turn.die.ap + turn.bonus_ap:
            raise PositionError(
                "turn.ap", f"the die and the marker give {turn.die.ap} + {turn.bonus_ap} AP"
            )
    taken = sum(done) + (turn.die is not None)
    if len(state.dice) != dice_per_round(count) - taken:
        raise PositionError("dice", f"{dice_per_round(count) - taken} dice are left")
    if len(state.taken) != taken:
        raise PositionError("taken", f"one die an action: {taken} taken this round")
    if turn.die is not None and state.taken[-1] != turn.die:
        raise PositionError("turn.die", "the die in use is the last one taken")
    if Counter(state.dice) + Counter(state.taken) != Counter(roll_dice(state)):
        raise PositionError("dice", "the dice left and the dice taken are not the round's roll")
    colours = state.components.colours
    if list(state.dice) != sorted(state.dice, key=lambda d: (d.value, colours.index(d.colour))):
        raise PositionError("dice", "the dice left keep the roll's order")


def _check_tiles(state: GameState) -> None:
    parts, here = state.components, state.underground
    allowed = set(bonus_tiles_for(parts, len(state.players) - (state.solo is not None)))
    seen: list[str] = []
    for index, ((number, town), tiles) in enumerate(state.bonus_tiles):
        where = f"bonus_tiles[{index}]"
        try:
            space = here.map(number).space(town)
        except KeyError:
            raise PositionError(where, f"no Town {quoted(town)} on map {number}") from None
        if space.town is None or not tiles or len(tiles) > space.town.bonus_tiles:
            raise PositionError(where, "a Town holds 1 to its number of Bonus tile spaces")
        seen += tiles
    if len(set(seen)) != len(seen) or not set(seen) <= allowed:
        raise PositionError("bonus_tiles", "each Underground Bonus tile of the game at most once")
    if len({p for p, _ in state.bonus_tiles}) != len(state.bonus_tiles):
        raise PositionError("bonus_tiles", "a Town is listed twice")
    places = [(m.number, t.id) for m in here.maps for t in m.tablets]
    effects = {t.id for t in parts.tablets}
    if sorted(p for p, _ in state.tablets) != sorted(places):
        raise PositionError("tablets", "one effect for each Stone Tablet of the maps")
    if not all(e in effects for _, e in state.tablets):
        raise PositionError("tablets", f"effects are from {sorted(effects)}")
    pile = [*([state.prospector_bonus] if state.prospector_bonus else []), *state.bonus_pile]
    known = {t.id for t in parts.prospector_bonus}
    if len(set(pile)) != len(pile) or not set(pile) <= known:
        raise PositionError("bonus_pile", "each Prospector Action Bonus tile at most once")


def _check_technology_pieces(state: GameState) -> None:
    """The Resource Bonus tiles left and a Bonus AP marker in use (see :mod:`~.technologies`).

    Every player (the Cardinalbot has no marker) who reached tier I of the
    Resource Technology took the top tile while any were left; a marker
    used in this action is no longer held, and only the Prospector or
    Contract Action takes one.
    """
    reached = 0
    if RESOURCE_TECHNOLOGY in state.technologies:
        seat = state.technologies.index(RESOURCE_TECHNOLOGY)
        reached = sum(1 for p in state.players if p.tiers[seat] >= 1)
    left = resource_bonus_tiles(state.components, state.technologies)[reached:]
    if state.resource_bonus != left:
        raise PositionError("resource_bonus", f"after {reached} tier I(s), expected {list(left)}")
    marker = state.turn.bonus_ap
    if not marker:
        return
    if marker in state.player.ap_markers or not spends_ap_one_at_a_time(state, state.turn.action):
        raise PositionError(
            "turn.bonus_ap",
            f"the +{marker} marker is used up, in a Prospector or Contract Action",
        )


def _check_cathedrals(state: GameState) -> None:
    """The cost tiles lie as the seed dealt them; the tiles built came off the top of the stack."""
    cathedrals = state.cathedrals
    if cathedrals is None:
        raise PositionError("cathedrals", "every game is set up with the Underground Cathedrals")
    dealt = deal_cathedrals(state.underground.maps, state.seed, cathedrals.contents)
    if cathedrals.costs != dealt.costs:
        raise PositionError(
            "cathedrals.costs", "the Construction Cost tiles lie as setup dealt them"
        )
    taken = tuple(tile for _, _, tile in cathedrals.built)
    if taken + cathedrals.stack != dealt.stack:
        raise PositionError(
            "cathedrals.stack", "the tiles built came off the top of the sorted stack, in order"
        )
    names = {p.name for p in state.players}
    seen: set[tuple[Place, str]] = set()
    for index, (spot, name, _) in enumerate(cathedrals.built):
        where = f"cathedrals.built[{index}]"
        if cathedrals.cost_at(spot) is None or name not in names:
            raise PositionError(where, "a player builds on a spot holding a Construction Cost tile")
        key = (spot, "" if cathedrals.one_per_spot else name)
        if key in seen:
            raise PositionError(where, "one Cathedral per player per spot (or per spot, switched)")
        seen.add(key)
