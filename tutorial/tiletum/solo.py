"""Solo: the Cardinal of Silver, as rules of the game (not only a bot).

Rulebook, *Solo: Cardinal of Silver*.  A solo game (``new_game(1)``) has two
seats: the player, and the Cardinalbot in the last seat (its name is
:data:`~tutorial.tiletum.cardinalbot.BOT`).  The Cardinalbot takes its turns
in the same turn order as a player, but it does not choose: its only action
is :class:`~tutorial.tiletum.actions.CardinalTurn`, which its rules play out.

What this module implements, by the rulebook's headings:

- *Solo setup*: the swapped and new Decrees (stand-in card text, real
  names, ``data/solo.json``); the 12 King's Surprise cards shuffled by its
  board; its Prospector and a Mine on the starting map, 2 Prospectors and
  5 Mines by its board; no Technology markers; hard difficulty (a switch)
  gives it 1 Silver and a start at 30 points.
- *Flow changes*: its free second and third Prospectors in rounds 2 and 3
  (on the 1- and 2-Silver start spaces); in the King phase, Mine income
  and ribbon Silver but no Mines from the track; in rounds 1-3 it spends
  1 / 3 / 5 Silver to draw 1 / 2 / 3 King's Surprise cards, resolves them
  skipping what it cannot do, and tucks them under its board.
- *Cardinalbot Prospector action*: :func:`cardinal_prospect` (steps 1-4,
  with :func:`~tutorial.tiletum.cardinalbot.prospector_decision`), and step 5,
  a King's Surprise when it cannot prospect.
- *Solo final scoring*: in :mod:`tutorial.tiletum.scoring`.

Reductions and readings (the base game's solo rules are not in the rulebook):

- **The Decree deck** is the nine Decrees the rulebook names (the six
  expansion versions and the three new ones); the base game's own Decrees
  and Challenges are reduced away (the 4 new Challenges are in, see
  :mod:`~tutorial.tiletum.challenges`), as is
  the Houses of Destiny / Pillars of History card, whose name is kept
  (:attr:`Solo.scoring_card`) but whose text the rulebook does not give.
- **One Decree a round**: the Decree of round ``r`` is the ``r``-th card of
  the shuffled deck.  A Decree names the Actions the bot takes a die for
  and the pieces it builds, each in priority order (stand-in text).
- **Its turn**: it takes the die of least value (most AP) whose segment
  offers an Action the Decree names, else the die of least value.  A die
  whose segment offers the Prospector Action besides its other Action is
  a tie between Actions, and it chooses the Prospector Action (*Flow
  changes*).  A base Action resolves as for a player (reduced); the
  Prospector Action is its own (free builds, no AP spent).  It ignores the
  movement icon and Technologies.
- **Underground Cathedrals**: it "pays Gold or Silver for Underground
  Cathedrals that ask for it" when its Decree has it take a die for the
  Cathedral Action: after that Action, where a Prospector of its stands
  in a Town whose Cathedral it can build, it pays the Construction Cost
  tile (Gold or Silver, as the tile asks) and takes the top tile
  (:func:`~tutorial.tiletum.cathedrals.cardinal_cathedral`); if it cannot
  pay, nothing.
- **Setup, a**: the Cardinalbot is no player, so it takes no Silver at
  step a; only hard difficulty gives it 1.  The "30" it starts at on hard
  is read as 30 points.
- **King's Surprise draws**: it draws the most cards (up to the round's
  1 / 2 / 3) whose price (1 / 3 / 5 Silver) it can pay; spent Silver goes
  back to the supply; an empty deck gives no card.
- **Best Bonus tile** (step 2): the tile with the largest gain (every
  amount counted 1), in a Town on the target's map within the reach where
  the target was found; ties go to the nearer Town, then the first tile.
- **A House it builds** gives only the points printed on its site; a
  Pillar gives nothing; a Mine 1 Silver and its printed Gold.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from tutorial.core.errors import PositionError, quoted
from tutorial.core.positions import Fields, parse_position
from tutorial.core.values import evolve, memo
from tutorial.tiletum.cardinalbot import AP_IGNORED, prospector_decision, reach_layers
from tutorial.tiletum.cathedrals import CATHEDRAL_ACTION, cardinal_cathedral
from tutorial.tiletum.challenges import Challenge, read_challenges
from tutorial.tiletum.components import (
    GAIN_FIELDS,
    BonusTile,
    ComponentDataError,
    Gain,
    _gain_of,
)
from tutorial.tiletum.economy import gain, gain_colour, take_silver
from tutorial.tiletum.maps import KINDS
from tutorial.tiletum.prospecting import MINE_SILVER, printed_bonus
from tutorial.tiletum.state import (
    PIECE_NAMES,
    PROSPECTOR,
    GameState,
    changed_underground,
    with_player,
)
from tutorial.tiletum.wheel import actions_on, take_die

RULE_SOLO = "Solo: Cardinal of Silver"
RULE_SOLO_PROSPECTOR = "Cardinalbot Prospector action"
SOLO_FILE = "solo.json"
SOLO_GAME = "tiletum_solo"
#: Setup, 5: by its board.
BOT_PROSPECTORS, BOT_MINES = 2, 5
#: Setup, 6 (hard difficulty): 1 Silver and a start at 30 points.
HARD_SILVER, HARD_POINTS = 1, 30
#: Flow changes: its free Prospector of round 2 and 3 goes on the start space printing this Silver.
FREE_PROSPECTOR_SILVER = {2: 1, 3: 2}
#: King phase, rounds 1-3: (cards drawn, Silver spent).
SURPRISE_PRICES = {1: 1, 2: 3, 3: 5}
#: The Decree versions in the deck.
DECREE_VERSIONS = ("expansion", "new")
#: The Decrees the rulebook names (*Solo setup*, 2).
SWAPPED_DECREES = (
    "Glorious Spires",
    "Proud Pillars",
    "Noblesse Oblige",
    "Mercantile Empire",
    "Buildings are Forever",
    "Church Communities",
)
NEW_DECREES = ("Mothers of Invention", "Provincial Prosperity", "Riches Below")
#: A step that pays nothing pays this.
NOTHING = Gain()


@dataclass(frozen=True)
class Decree:
    """A Decree card: its real name, which version, and its (stand-in) priorities."""

    name: str
    version: str
    actions: tuple[str, ...]
    build: tuple[str, ...]


@dataclass(frozen=True)
class SurpriseStep:
    """One step of a King's Surprise: a gain, a payment for a gain, or a build."""

    gain: Gain = Gain()
    pay: Gain = Gain()
    build: str | None = None


@dataclass(frozen=True)
class Surprise:
    """A King's Surprise card (stand-in): steps resolved in order."""

    id: str
    steps: tuple[SurpriseStep, ...]


@dataclass(frozen=True)
class SoloCards:
    """The Cardinal of Silver's cards, from ``data/solo.json``."""

    decrees: tuple[Decree, ...]
    surprises: tuple[Surprise, ...]
    stand_in: bool = True
    challenges: tuple[Challenge, ...] = ()

    def decree(self, name: str) -> Decree:
        for card in self.decrees:
            if card.name == name:
                return card
        raise KeyError(name)

    def surprise(self, card_id: str) -> Surprise:
        for card in self.surprises:
            if card.id == card_id:
                return card
        raise KeyError(card_id)


@dataclass(frozen=True)
class Solo:
    """The solo game's own state.

    Attributes
    ----------
    seat:
        The Cardinalbot's seat (the last).
    hard:
        Hard difficulty (*Solo setup*, 6).
    decrees:
        The shuffled Decree deck: round ``r`` plays under ``decrees[r - 1]``.
    surprises:
        The King's Surprise cards still face down, top first.
    tucked:
        The King's Surprise cards tucked under its board, in the order drawn.
    scoring_card:
        Houses of Destiny or Pillars of History, matching the Scoring overlay.
    cards:
        The card contents (stand-ins).
    challenges:
        The names of the solo Challenges dealt face up
        (:mod:`~tutorial.tiletum.challenges`).
    """

    seat: int
    hard: bool
    decrees: tuple[str, ...]
    surprises: tuple[str, ...]
    tucked: tuple[str, ...]
    scoring_card: str
    cards: SoloCards
    challenges: tuple[str, ...] = ()


def read_solo_cards(text: str | bytes, source: str = SOLO_FILE) -> SoloCards:
    """The cards in a solo data file, checked field by field (:class:`ComponentDataError`)."""
    try:
        fields = parse_position(text, game=SOLO_GAME, versions=(1,))
        decrees = tuple(_decree(d) for d in fields.objects("decrees"))
        names = [d.name for d in decrees]
        for name in (*SWAPPED_DECREES, *NEW_DECREES):
            if name not in names:
                raise PositionError("decrees", f"the Decree {name!r} is missing")
        if len(set(names)) != len(names):
            raise PositionError("decrees", "a Decree is there twice")
        surprises = tuple(
            Surprise(s.text("id"), tuple(_step(v, p) for p, v in s.items("steps")))
            for s in fields.objects("surprises")
        )
        ids = [s.id for s in surprises]
        if len(set(ids)) != len(ids) or len(ids) != 12:
            raise PositionError("surprises", "12 King's Surprise cards with distinct ids")
        challenges = read_challenges(fields)
        return SoloCards(decrees, surprises, fields.boolean("stand_in"), challenges)
    except PositionError as err:
        raise ComponentDataError(source, err.field, err.message) from None


def _decree(fields: Fields) -> Decree:
    actions = fields.each("actions", lambda v, p: _name(v, p))
    build = fields.each("build", lambda v, p: _name(v, p, KINDS))
    if len(set(build)) != len(build) or not build:
        raise PositionError(f"{fields.path}.build", "kinds once each, at least one")
    return Decree(fields.text("name"), fields.text("version", DECREE_VERSIONS), actions, build)


def _step(value: Any, where: str) -> SurpriseStep:
    step = Fields(value, where)
    unknown = set(value) - {"gain", "pay", "build"}
    if unknown or not value:
        raise PositionError(where, "a step has gain, pay (with gain) or build")
    if step.has("build"):
        return SurpriseStep(build=step.text("build", KINDS))
    paid = _gain_of(step.raw("pay"), f"{where}.pay") if step.has("pay") else Gain()
    if paid.resources or paid.king or paid.points:
        raise PositionError(f"{where}.pay", "it pays Gold or Silver")
    return SurpriseStep(gain=_gain_of(step.raw("gain"), f"{where}.gain"), pay=paid)


def _name(value: Any, where: str, choices: tuple[str, ...] | None = None) -> str:
    if not isinstance(value, str) or not value or (choices and value not in choices):
        raise PositionError(
            where, f"expected a name{f' from {choices}' if choices else ''}, got {quoted(value)}"
        )
    return value


@cache
def standard_solo_cards() -> SoloCards:
    """The stand-in solo cards shipped with the tutorial (read once)."""
    text = resources.files("tutorial.tiletum").joinpath("data").joinpath(SOLO_FILE)
    return read_solo_cards(text.read_text("utf-8"))


# -- explanations, written when someone reads them ----------------------------


@dataclass(frozen=True)
class Later:
    """Lines of an explanation, written only when asked for (a bot's game writes no text)."""

    write: Callable[[], list[str]]
    indent: str = ""


Line = str | Later


def flatten(lines: Iterable[Line]) -> tuple[str, ...]:
    """The lines as text, writing every :class:`Later` part now."""
    out: list[str] = []
    for line in lines:
        if isinstance(line, Later):
            out += [line.indent + text for text in flatten(line.write())]
        else:
            out.append(line)
    return tuple(out)


def indented(line: Line) -> Line:
    if isinstance(line, Later):
        return Later(line.write, "  " + line.indent)
    return "  " + line


# -- reading the state ------------------------------------------------------


def is_cardinal(state: GameState, seat: int | None = None) -> bool:
    """Whether ``seat`` (default: the active seat) is the Cardinalbot's."""
    solo = state.solo
    return solo is not None and (state.active if seat is None else seat) == solo.seat


def decree_of(state: GameState) -> Decree:
    """The Decree of the round."""
    solo = state.solo
    assert solo is not None
    return solo.cards.decree(solo.decrees[(state.round - 1) % len(solo.decrees)])


def gain_size(got: Gain) -> int:
    """How much a gain holds, every amount counted 1 (our reading of the "best" tile)."""
    return sum(getattr(got, name) for name in GAIN_FIELDS)


# -- its turn ---------------------------------------------------------------


def offers_decree_action(state: GameState, index: int) -> bool:
    """Whether die ``index``'s segment offers an Action the round's Decree names.

    When no die does, :func:`choose_die` falls back on the die of least value:
    the Decree did not choose that one (our reading, see the module's notes).
    """
    offered = actions_on(state, state.dice[index].segment)
    return any(a in offered for a in decree_of(state).actions)


def fallback_words(decree: Decree) -> str:
    """What the explanation says when no die offers an Action the Decree names."""
    return (
        f"no die on the wheel offers an Action it names ({', '.join(decree.actions)}), so the "
        "Cardinalbot falls back on the die of least value (our reading; the Decree did not "
        "choose it)"
    )


def choose_die(state: GameState) -> tuple[int, str]:
    """The die the Cardinalbot takes, and for which Action (see the module's readings)."""
    wanted = decree_of(state).actions
    order = sorted(range(len(state.dice)), key=lambda i: state.dice[i].value)
    for index in order:
        offered = actions_on(state, state.dice[index].segment)
        named = [a for a in wanted if a in offered]
        if named:
            return index, PROSPECTOR if PROSPECTOR in offered else named[0]
    index = order[0]
    offered = actions_on(state, state.dice[index].segment)
    return index, PROSPECTOR if PROSPECTOR in offered else offered[0]


def cardinal_turn(state: GameState) -> tuple[GameState, list[Line]]:
    """The Cardinalbot's action up to its end: a die, then its Action by its rules.

    The caller ends the action (:func:`tutorial.tiletum.rounds.end_turn`).
    """
    decree = decree_of(state)
    index, action = choose_die(state)
    chosen = f"Decree {decree.name}: the Cardinalbot takes a die for the {action} Action."
    if not offers_decree_action(state, index):
        chosen = f"Decree {decree.name}: {fallback_words(decree)}, for the {action} Action."
    outcome = take_die(state, index, action)
    state = outcome.state
    lines: list[Line] = [chosen, Later(lambda: list(outcome.explain().lines))]
    if action == PROSPECTOR:
        lines.append(AP_IGNORED)
    if action == CATHEDRAL_ACTION:
        state, built = cardinal_cathedral(state)
        lines.append(Later(built))
    if action == PROSPECTOR:
        done = cardinal_prospect(state, decree.build)
        if done is None:
            lines.append("It cannot prospect at all: it draws a King's Surprise instead.")
            state, more = draw_surprises(state, 1)
        else:
            state, more = done
        lines += more
    return evolve(state, turn=evolve(state.turn, ap=0)), lines


def _bot_kinds(state: GameState, kinds: tuple[str, ...]) -> tuple[str, ...]:
    player = state.players[state.solo.seat]  # type: ignore[union-attr]
    supply = {"mine": player.mines, "pillar": player.pillars, "house": player.houses}
    return tuple(k for k in kinds if supply[k] > 0)


def cardinal_prospect(
    state: GameState, kinds: tuple[str, ...]
) -> tuple[GameState, list[Line]] | None:
    """Steps 1-4 of its Prospector action, for ``kinds`` in priority order; ``None``: it cannot.

    1. the Town (:func:`~tutorial.tiletum.cardinalbot.prospector_decision`);
    2. the best Bonus tile within reach on that map (no move, no AP);
    3. the route, covering uncovered Stone Tablets without resolving them;
    4. a free build: a Mine gives 1 Silver and its printed Gold, a House only
       its printed points, a Pillar nothing.
    """
    solo = state.solo
    assert solo is not None
    seat = solo.seat
    name = state.players[seat].name
    usable = _bot_kinds(state, kinds)
    if not usable:
        return None
    decision = prospector_decision(state.underground, usable, bot=name)
    chosen, route = decision.chosen, decision.route
    if chosen is None or route is None:
        return None
    number, space = chosen.town
    lines: list[Line] = [Later(lambda: decision.text().splitlines())]
    # 2. The best Bonus tile within reach on that map.
    reach = decision.reaches[-1].reach
    layers = reach_layers(state.underground.map(number), state.underground.spaces_of(name, number))
    best = best_bonus_tile(state, number, (town for layer in layers[: reach + 1] for town in layer))
    if best is not None:
        town, i, tile = best
        place = (number, town)
        held = state.tiles_at(place)
        left = held[:i] + held[i + 1 :]
        state = evolve(
            state,
            bonus_tiles=tuple(
                (p, left if p == place else t) for p, t in state.bonus_tiles if p != place or left
            ),
        )
        state, words = gain(state, seat, tile.gain, gain_colour(state))
        lines.append(f"It takes the Underground Bonus tile {tile.id} from {town}: {words}.")
    # 3. Move by the route; the tablets crossed are covered, not resolved.
    here = state.underground
    places = list(here.prospectors[name])
    which = places.index((number, route.spaces[0]))
    places[which] = (number, space)
    moved = {**here.prospectors, name: tuple(places)}
    covered = here.covered | set(decision.tablets)
    # 4. Build there, free (the Underground changes once, for the move and the build).
    site = chosen.site
    field = {"mine": "mines", "pillar": "pillars", "house": "houses"}[site.kind]
    player = state.players[seat]
    state = with_player(state, seat, **{field: getattr(player, field) - 1})
    on_site = {**here.built, (number, site.id): name}
    state = changed_underground(state, prospectors=moved, covered=covered, built=on_site)
    built = f"It builds a {PIECE_NAMES[site.kind]} on {site.id}, free"
    if site.kind == "mine":
        state, got = take_silver(state, seat, MINE_SILVER)
        state = with_player(state, seat, gold=state.players[seat].gold + site.gold)
        built += f": {got} Silver and the {site.gold} Gold printed"
    elif site.kind == "house":
        points = printed_bonus(site.bonus).points
        state = with_player(state, seat, points=state.players[seat].points + points)
        built += f": only the printed points, {points}"
    lines.append(built + ".")
    return state, lines


def best_bonus_tile(
    state: GameState, number: int, spaces: Iterable[str]
) -> tuple[str, int, BonusTile] | None:
    """Step 2: the Underground Bonus tile with the largest gain in the Towns of ``spaces``.

    ``spaces`` are on map ``number``, nearest first: ties go to the nearer
    Town, then to the first tile.  Returns ``(space, index in the Town, tile)``.
    """
    held = dict(state.bonus_tiles)
    parts = state.components
    tiles = memo(parts, "bonus tiles by id", lambda: {t.id: t for t in parts.underground_bonus})
    best, best_size = None, -1
    for space in spaces:
        for i, tile_id in enumerate(held.get((number, space), ())):
            tile = tiles[tile_id]
            if gain_size(tile.gain) > best_size:
                best, best_size = (space, i, tile), gain_size(tile.gain)
    return best


# -- King's Surprise --------------------------------------------------------


def draw_surprises(state: GameState, count: int) -> tuple[GameState, list[Line]]:
    """Draw ``count`` King's Surprise cards (fewer if the deck runs out), resolve, tuck."""
    solo = state.solo
    assert solo is not None
    lines: list[Line] = []
    for _ in range(count):
        solo = state.solo
        assert solo is not None
        if not solo.surprises:
            lines.append("The King's Surprise deck is empty: no card.")
            break
        card = solo.cards.surprise(solo.surprises[0])
        state = evolve(state, solo=evolve(solo, surprises=solo.surprises[1:]))
        state, more = resolve_surprise(state, card)
        solo = state.solo
        assert solo is not None
        state = evolve(state, solo=evolve(solo, tucked=(*solo.tucked, card.id)))
        lines += [f"King's Surprise {card.id}:", *more, f"{card.id} is tucked under its board."]
    return state, lines


def resolve_surprise(state: GameState, card: Surprise) -> tuple[GameState, list[Line]]:
    """Each step in order, skipping what the Cardinalbot cannot do."""
    seat = state.solo.seat  # type: ignore[union-attr]
    lines: list[Line] = []
    for step in card.steps:
        if step.build is not None:
            done = cardinal_prospect(state, (step.build,))
            if done is None:
                lines.append(f"  build a {PIECE_NAMES[step.build]}: it cannot; skipped.")
                continue
            state, more = done
            lines += [indented(line) for line in more]
            continue
        player = state.players[seat]
        if player.gold < step.pay.gold or player.silver < step.pay.silver:
            lines.append(f"  pay {step.pay.text()}: it cannot; skipped.")
            continue
        pays = step.pay != NOTHING
        if pays:
            state = with_player(
                state,
                seat,
                gold=player.gold - step.pay.gold,
                silver=player.silver - step.pay.silver,
            )
            state = evolve(state, silver_supply=state.silver_supply + step.pay.silver)
        state, words = gain(state, seat, step.gain, state.components.colours[0])
        paid = f"pays {step.pay.text()} and " if pays else ""
        lines.append(f"  it {paid}gains {words}.")
    return state, lines


# -- between rounds ---------------------------------------------------------


def solo_king_phase(state: GameState) -> tuple[GameState, list[Line]]:
    """After the King phase of rounds 1-3: it spends Silver on King's Surprise cards.

    The lines of the cards' Prospector decisions are written only when read (:func:`flatten`).
    """
    solo = state.solo
    if solo is None or state.round not in SURPRISE_PRICES:
        return state, []
    player = state.players[solo.seat]
    count = max(
        (n for n, price in SURPRISE_PRICES.items() if n <= state.round and price <= player.silver),
        default=0,
    )
    if count == 0:
        price = SURPRISE_PRICES[1]
        return state, [
            f"The Cardinalbot has {player.silver} Silver: it cannot pay {price} "
            "for a King's Surprise."
        ]
    price = SURPRISE_PRICES[count]
    state = with_player(state, solo.seat, silver=player.silver - price)
    state = evolve(state, silver_supply=state.silver_supply + price)
    state, drawn = draw_surprises(state, count)
    return state, [
        f"The Cardinalbot spends {price} Silver to draw {count} King's Surprise card(s).",
        *drawn,
    ]


def solo_preparation(state: GameState) -> tuple[GameState, list[str]]:
    """Rounds 2 and 3: its next Prospector goes free on the 1- or 2-Silver start space."""
    solo = state.solo
    if solo is None or state.round not in FREE_PROSPECTOR_SILVER:
        return state, []
    silver = FREE_PROSPECTOR_SILVER[state.round]
    player = state.players[solo.seat]
    here = state.underground
    umap = next((m for m in here.maps if m.start_silver == silver), None)
    if umap is None or player.prospectors < 1 or here.has_prospector(player.name, umap.number):
        return state, [f"No {silver}-Silver start space free for the Cardinalbot's Prospector."]
    state = with_player(state, solo.seat, prospectors=player.prospectors - 1)
    places = (*here.prospectors.get(player.name, ()), (umap.number, umap.start))
    state = changed_underground(state, prospectors={**here.prospectors, player.name: places})
    return state, [
        f"Preparation: the Cardinalbot's next Prospector goes free on the start space "
        f"of {umap.name} ({silver} Silver printed)."
    ]
