"""Setting up a game of Prospect for Silver.

Rulebook, *Setup changes*, steps 1-7 before the base setup and a-i after
it.  Every shuffle happens here, from one seeded random generator, so a
seed fixes the whole game (the dice of later rounds are rolled from the
seed and the round).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from tutorial.core.arguments import check_first_player, check_seed, player_names
from tutorial.core.errors import ArgumentError, quoted
from tutorial.core.explanation import Explanation, Outcome
from tutorial.core.values import evolve
from tutorial.tiletum.cardinalbot import BOT
from tutorial.tiletum.cathedrals import deal_cathedrals
from tutorial.tiletum.challenges import CHALLENGES_DEALT
from tutorial.tiletum.components import (
    CHARACTER_TECHNOLOGY,
    FIRST_GAME_TECHNOLOGIES,
    RESOURCE_TECHNOLOGY,
    Components,
    standard_components,
)
from tutorial.tiletum.fairs import fair_pool, standard_fair_tiles
from tutorial.tiletum.maps import NUMERALS, SIDES, Map, standard_maps
from tutorial.tiletum.options import RuleOptions
from tutorial.tiletum.rounds import roll_dice
from tutorial.tiletum.solo import (
    BOT_MINES,
    BOT_PROSPECTORS,
    HARD_POINTS,
    HARD_SILVER,
    Solo,
    SoloCards,
    standard_solo_cards,
)
from tutorial.tiletum.state import ROUNDS, GameState, PlayerState
from tutorial.tiletum.underground import Underground

RULE_SETUP = "Setup changes"
#: The setup steps a chosen deal is checked against: the maps' sides, the Technologies.
RULE_SIDES, RULE_TECHNOLOGIES_DEALT = "Setup changes, 2", "Setup changes, 5"
#: Setup, 5: how many Technology tiles go on the Technology board.
TECHNOLOGIES_DEALT = 3
#: Players of a game (the Underground Bonus tiles are marked up to 4).
MIN_PLAYERS, MAX_PLAYERS = 1, 4
#: Setup, d-f: 1 Mine on map I, 2 in supply, 3 beside the King track; e: 2 Prospectors in supply.
MINES_IN_SUPPLY, MINES_BY_KING, PROSPECTORS_IN_SUPPLY = 2, 3, 2
#: Setup, a: 1 Silver each, except the first player.
STARTING_SILVER = 1
#: The Scoring overlay's sides (*Setup*, 7).
OVERLAY_SIDES = ("houses", "pillars")
#: The Bonus Action Point markers (+3 and +4), kept with the Character Technology (*Setup*, i).
AP_MARKERS = (3, 4)


def bonus_tiles_for(components: Components, players: int) -> tuple[str, ...]:
    """Setup, 3: remove tiles marked 4 with 3 players, and 3+ and 4 with 2 (or 1) players.

    >>> parts = standard_components()
    >>> len(bonus_tiles_for(parts, 2)), len(bonus_tiles_for(parts, 4))
    (15, 27)
    """
    removed = {4: set(), 3: {"4"}}.get(players, {"3+", "4"})
    return tuple(t.id for t in components.underground_bonus if t.players not in removed)


def resource_bonus_tiles(components: Components, technologies: Sequence[str]) -> tuple[str, ...]:
    """Setup, 5: "With the Resource Technology, put the 4 Resource Bonus tiles on its lowest step".

    The tiles' ids, top first (in the data file's order: our reading, the
    rulebook does not shuffle them); none when the Resource Technology is
    not in play.

    >>> parts = standard_components()
    >>> resource_bonus_tiles(parts, ("Architect", "Joker", "Resource"))
    ('rb1', 'rb2', 'rb3', 'rb4')
    >>> resource_bonus_tiles(parts, ("Architect", "Joker", "Character"))
    ()
    """
    if RESOURCE_TECHNOLOGY not in technologies:
        return ()
    return tuple(t.id for t in components.resource_bonus)


def check_sides(sides: object) -> tuple[str, ...]:
    """Setup, 2: a chosen side, ``"A"`` or ``"B"``, for each of maps I, II and III, in order.

    A bad choice raises :class:`~tutorial.core.errors.ArgumentError` naming
    the argument and the setup step.

    >>> check_sides(["A", "B", "A"])
    ('A', 'B', 'A')
    >>> check_sides(("A", "C", "A"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutorial.core.errors.ArgumentError: argument 'sides': Setup changes, 2: ... got ('A', 'C', 'A')
    """
    if (
        isinstance(sides, str)
        or not isinstance(sides, Sequence)
        or len(sides) != len(NUMERALS)
        or any(side not in SIDES for side in sides)
    ):
        raise ArgumentError(
            "sides",
            f"{RULE_SIDES}: each of maps {', '.join(NUMERALS)} lies on side "
            f"{' or '.join(SIDES)}, one side a map in that order; got {quoted(sides)}",
        )
    return tuple(sides)


def check_technologies(components: Components, technologies: object) -> tuple[str, ...]:
    """Setup, 5: 3 different Technology tiles, by name, in their order on the Technology board.

    A bad choice raises :class:`~tutorial.core.errors.ArgumentError` naming
    the argument, the setup step and the tiles there are.

    >>> parts = standard_components()
    >>> check_technologies(parts, ["Joker", "Resource", "Architect"])
    ('Joker', 'Resource', 'Architect')
    >>> check_technologies(parts, ("Joker", "Joker", "Architect"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutorial.core.errors.ArgumentError: argument 'technologies': Setup changes, 5: 3 different ...
    """
    names = [t.name for t in components.technologies]
    if (
        isinstance(technologies, str)
        or not isinstance(technologies, Sequence)
        or len(technologies) != TECHNOLOGIES_DEALT
        or any(name not in names for name in technologies)
        or len(set(technologies)) != TECHNOLOGIES_DEALT
    ):
        raise ArgumentError(
            "technologies",
            f"{RULE_TECHNOLOGIES_DEALT}: {TECHNOLOGIES_DEALT} different Technology tiles go on "
            f"the board, named from {', '.join(names)}; got {quoted(technologies)}",
        )
    return tuple(technologies)


def new_game(
    players: int | Sequence[str] = 2,
    seed: int = 0,
    options: RuleOptions | None = None,
    *,
    first_player: int | None = None,
    first_game: bool = True,
    technologies: Sequence[str] | None = None,
    sides: Sequence[str] | None = None,
    overlay: str | None = None,
    components: Components | None = None,
    hard: bool = False,
    solo_cards: SoloCards | None = None,
    one_cathedral_per_spot: bool = False,
    first_player_silver: bool = False,
) -> Outcome[GameState]:
    """A game ready for its first action, and (on demand) what setup did.

    Parameters
    ----------
    players:
        A count (1-4) or the players' names (distinct, non-empty strings).
    seed:
        Fixes every shuffle and every roll: the same seed, the same game.
        An integer from ``-2**63`` to ``2**63``.
    options:
        The readings of the open rules (:class:`~tutorial.tiletum.options.RuleOptions`).
    first_player:
        The first player's seat (the Cardinal's, 1, too in a solo game);
        drawn from the seed if left out.  A bad ``players``, ``seed`` or
        ``first_player`` raises :class:`~tutorial.core.errors.ArgumentError`
        naming it.
    first_game:
        A sides for every map and the Technologies Architect, Joker and
        Character (*Setup*, 2 and 5); otherwise random sides and 3 random
        Technologies.
    technologies, sides, overlay:
        Choose the 3 Technologies (their names, in their order on the
        Technology board), the side of maps I, II, III (``"A"`` or ``"B"``
        each), or the Scoring overlay side (``"houses"`` or ``"pillars"``)
        instead.  A chosen side or Technology, like the first game's,
        draws nothing from the seed: the rest of the deal is that of the
        seed's first game.  A bad choice
        raises :class:`~tutorial.core.errors.ArgumentError` naming the
        setup step (:func:`check_sides`, :func:`check_technologies`).
    components:
        Component contents (default: the shipped stand-ins).
    hard, solo_cards:
        One player plays solo against the Cardinal of Silver
        (:mod:`tutorial.tiletum.solo`), who takes the last seat: ``hard``
        is its hard difficulty (1 Silver and 30 points to start), and
        ``solo_cards`` its cards (default: the shipped stand-ins).
    one_cathedral_per_spot:
        The switch of :mod:`tutorial.tiletum.cathedrals`: a Cathedral spot
        is closed once anyone has built it (default: once per player).  A
        shorthand for ``options=RuleOptions(one_cathedral_per_spot=True)``.
    first_player_silver:
        The setup variant of :class:`~tutorial.tiletum.options.RuleOptions`:
        the first player takes 1 Silver too (default: none, as the rulebook
        says).  A shorthand for ``options=RuleOptions(first_player_silver=True)``.

    Examples
    --------
    >>> state, _ = new_game(3, seed=1, first_player=0)
    >>> [p.silver for p in state.players], state.technologies
    ([0, 1, 1], ('Architect', 'Joker', 'Character'))
    """
    parts = components or standard_components()
    names = player_names(
        players, MIN_PLAYERS, MAX_PLAYERS, game="Prospect for Silver", distinct=True
    )
    seed = check_seed(seed)
    if not isinstance(options, RuleOptions | None):
        raise ArgumentError("options", f"expected RuleOptions or None, got {quoted(options)}")
    options = options or RuleOptions()
    # The shorthands for the switches (each checked by RuleOptions).
    if one_cathedral_per_spot is not False:
        options = replace(options, one_cathedral_per_spot=one_cathedral_per_spot)
    if first_player_silver is not False:
        options = replace(options, first_player_silver=first_player_silver)
    solo_game = len(names) == 1
    # A solo game has two seats: the player's and the Cardinal of Silver's.
    first_player = check_first_player(first_player, 2 if solo_game else len(names))
    if solo_game:
        if names[0] == BOT:
            raise ArgumentError(
                "players", f"{BOT!r} is the Cardinal of Silver's name in a solo game"
            )
        names.append(BOT)
    elif hard or solo_cards is not None:
        raise ArgumentError(
            "hard" if hard else "solo_cards",
            "hard difficulty and solo cards are for a solo game (1 player)",
        )
    rng = random.Random(seed)
    # 2. The maps, each on a random side (A sides for a first game).
    if sides is None:
        sides = ["A"] * 3 if first_game else [rng.choice(SIDES) for _ in NUMERALS]
    sides = check_sides(sides)
    maps = tuple(_map(numeral, side) for numeral, side in zip(NUMERALS, sides, strict=True))
    # 3. Underground Bonus tiles, filtered by player count, shuffled onto the maps.
    pile = list(bonus_tiles_for(parts, len(names)))
    rng.shuffle(pile)
    bonus = []
    for umap in maps:
        for town in umap.towns:
            count = town.town.bonus_tiles if town.town else 0
            dealt, pile = tuple(pile[:count]), pile[count:]
            if dealt:
                bonus.append(((umap.number, town.id), dealt))
    # 5. Three Technologies.
    if technologies is None:
        all_names = [t.name for t in parts.technologies]
        technologies = (
            FIRST_GAME_TECHNOLOGIES if first_game else rng.sample(all_names, TECHNOLOGIES_DEALT)
        )
    technologies = check_technologies(parts, technologies)
    # 7. The Scoring overlay, random side up.
    overlay = overlay or rng.choice(OVERLAY_SIDES)
    if overlay not in OVERLAY_SIDES:
        raise ValueError(f"the Scoring overlay's sides are {OVERLAY_SIDES}, not {overlay!r}")
    # Stone Tablets (stand-in effects) dealt to the tablets of the maps in play.
    effects = [t.id for t in parts.tablets]
    rng.shuffle(effects)
    places = [(m.number, t.id) for m in maps for t in m.tablets]
    tablets = tuple((place, effects[i % len(effects)]) for i, place in enumerate(places))
    # The Prospector Action's Bonus tile and its refill pile.
    bonus_pile = [t.id for t in parts.prospector_bonus]
    rng.shuffle(bonus_pile)
    solo = None
    if solo_game:
        cards = solo_cards or standard_solo_cards()
        decrees = [d.name for d in cards.decrees]
        rng.shuffle(decrees)
        surprises = [s.id for s in cards.surprises]
        rng.shuffle(surprises)  # Solo setup, 4
        solo = Solo(
            seat=1,
            hard=hard,
            decrees=tuple(decrees),
            surprises=tuple(surprises),
            tucked=(),
            scoring_card="Houses of Destiny" if overlay == "houses" else "Pillars of History",
            cards=cards,
        )
    first = rng.randrange(len(names)) if first_player is None else first_player
    # Drawn last, so that the draws above stay those of games set up before them.
    fairs = tuple(t.id for t in rng.sample(fair_pool(standard_fair_tiles()), ROUNDS))
    if solo is not None:
        names_dealt = [c.name for c in solo.cards.challenges]
        dealt = rng.sample(names_dealt, min(CHALLENGES_DEALT, len(names_dealt)))
        solo = evolve(solo, challenges=tuple(dealt))
    start = maps[0]
    # 4. Construction Cost tiles and the sorted Underground Cathedral tiles (own shuffles).
    cathedrals = deal_cathedrals(maps, seed, one_per_spot=options.one_cathedral_per_spot)
    players = tuple(
        PlayerState(
            name=name,
            silver=starting_silver(seat, first, options),  # a
            gold=parts.gold,
            resources=(0,) * len(parts.colours),
            king=parts.king_start,
            houses=parts.houses,
            pillars=parts.pillars,
            mines=MINES_IN_SUPPLY,  # e
            mines_by_king=MINES_BY_KING,  # f
            prospectors=PROSPECTORS_IN_SUPPLY,  # e
            tiers=(0, 0, 0),  # c
            mines_on_start=1,  # d
            extra_pillar=True,  # g
            ap_markers=AP_MARKERS if CHARACTER_TECHNOLOGY in technologies else (),  # i
        )
        for seat, name in enumerate(names)
        if not (solo_game and seat == 1)
    ) + ((_cardinal(parts, hard),) if solo_game else ())
    state = GameState(
        players=players,
        underground=Underground(
            maps,
            prospectors={name: [(start.number, start.start)] for name in names},  # d
        ),
        technologies=technologies,
        bonus_tiles=tuple(bonus),
        tablets=tablets,
        prospector_bonus=bonus_pile[0] if bonus_pile else "",
        bonus_pile=tuple(bonus_pile[1:]),
        dice=(),
        wheel=0,
        prospector_wheel=0,
        round=1,
        active=first,
        first=first,
        silver_supply=parts.silver_tokens - sum(p.silver for p in players),
        solo=solo,
        overlay=overlay,
        seed=seed,
        components=parts,
        resource_bonus=resource_bonus_tiles(parts, technologies),  # 5
        cathedrals=cathedrals,
        fairs=fairs,
    )
    state = _with_dice(state)

    # Step 3 sorts the tiles by the seats at the table: a solo game's two, as for 2 players.
    bonus_for = "a solo game: as for 2 players" if solo_game else f"for {len(names)} players"

    def explain() -> Explanation:
        return Explanation(
            "Setup",
            (
                f"Maps: {', '.join(m.name for m in maps)}; "
                f"Technologies: {', '.join(technologies)}; "
                f"Scoring overlay: the {overlay} side.",
                f"{sum(len(t) for _, t in bonus)} Underground Bonus tiles dealt to the Towns "
                f"({bonus_for}).",
                *pieces_lines(state, options),
                f"{len(cathedrals.costs)} Construction Cost tiles on Underground Cathedral "
                f"spots; {len(cathedrals.stack)} Underground Cathedral tiles stacked, "
                "highest on top.",
            ),
            RULE_SETUP,
        )

    return Outcome.later(state, explain)


def starting_silver(seat: int, first: int, options: RuleOptions) -> int:
    """Setup, a: each player "takes 1 Silver — except the first player".

    With the variant ``options.first_player_silver`` the first player takes
    1 too.  (The Cardinal of Silver's Silver is :func:`_cardinal`'s.)

    >>> starting_silver(0, 0, RuleOptions()), starting_silver(1, 0, RuleOptions())
    (0, 1)
    >>> starting_silver(0, 0, RuleOptions(first_player_silver=True))
    1
    """
    if seat == first and not options.first_player_silver:
        return 0
    return STARTING_SILVER


def pieces_lines(state: GameState, options: RuleOptions) -> tuple[str, ...]:
    """What setup steps a-f gave each seat, in words read from ``state`` (the setup explanation).

    A solo game names its one player and the Cardinal of Silver apart: the
    Cardinal takes no Silver at step a, keeps its 2 Prospectors and 5 Mines
    by its board, has none beside the King track and no Technology markers
    (*Solo setup*, 5-6).
    """
    first = state.players[state.first].name
    solo = state.solo
    players = [p for seat, p in enumerate(state.players) if solo is None or seat != solo.seat]
    variant = "(the first_player_silver variant; the rulebook gives the first player none)"
    if solo is not None and state.first == solo.seat:
        silver = f"The Cardinal of Silver is first; {players[0].name} takes 1 Silver."
    elif solo is not None:
        silver = f"{first} is first and takes " + (
            f"1 Silver all the same {variant}." if options.first_player_silver else "no Silver."
        )
    elif options.first_player_silver:
        silver = f"Everyone takes 1 Silver, {first}, the first player, too {variant}."
    else:
        silver = f"{first} is first and takes no Silver; everyone else takes 1."
    p = players[0]
    who = "Each player" if solo is None else p.name
    lines = [
        silver,
        f"{who}: 1 Prospector and {p.mines_on_start} Mine on map I's start, {p.prospectors} "
        f"Prospectors and {p.mines} Mines in supply, {p.mines_by_king} Mines beside the King "
        "track, the extra Pillar on the last Contract space, Technology markers on their "
        "start spaces.",
    ]
    if solo is not None:
        bot = state.players[solo.seat]
        hard = (
            f"hard difficulty: {bot.silver} Silver and {bot.points} points to start"
            if solo.hard
            else "no Silver (it is no player)"
        )
        lines.append(
            f"The Cardinal of Silver: 1 Prospector and {bot.mines_on_start} Mine on map I's "
            f"start, {bot.prospectors} Prospectors and {bot.mines} Mines by its board, none "
            f"beside the King track, no Technology markers; {hard}."
        )
    return tuple(lines)


def _cardinal(parts: Components, hard: bool) -> PlayerState:
    """The Cardinalbot (*Solo setup*, 5-6): its Prospector and a Mine on the starting map, 2
    Prospectors and 5 Mines by its board, no Technology markers (tiers stay 0); hard: 1 Silver
    and 30 points.  No Silver at setup step a (our reading: it is no player)."""
    return PlayerState(
        name=BOT,
        silver=HARD_SILVER if hard else 0,
        gold=parts.gold,
        resources=(0,) * len(parts.colours),
        king=parts.king_start,
        houses=parts.houses,
        pillars=parts.pillars,
        mines=BOT_MINES,
        mines_by_king=0,
        prospectors=BOT_PROSPECTORS,
        tiers=(0, 0, 0),
        mines_on_start=1,
        extra_pillar=True,
        points=HARD_POINTS if hard else 0,
    )


def _with_dice(state: GameState) -> GameState:
    return evolve(state, dice=roll_dice(state))


def _map(numeral: str, side: str) -> Map:
    for umap in standard_maps():
        if umap.number == NUMERALS[numeral] and umap.side == side:
            return umap
    raise ValueError(f"no side {side!r} of map {numeral}")
