"""Personal and public objectives: the checks, and what completing one does.

Rulebook, *Objectives*.  Personal objectives: "Immediately after completing
an Objective, announce that it's done, place it face-up in front of you,
and draw a new one [...] All points from Objectives are scored at the end."
Public objectives: "They can be completed any number of times by any
players and provide immediate Silver rewards upon completion."

Each card in ``data/objectives.json`` names a ``check``: one of the
functions in :data:`CHECKS`, which looks at the state after a deed and
answers whether the card is fulfilled.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, get_args

from tutorial.cerro_gordo.board import ALL_EDGES, cells_across
from tutorial.cerro_gordo.components import Building, MineSite, Objective, Tile
from tutorial.cerro_gordo.deeds import (
    SILVER_GAINED,
    BuildingDeed,
    Deed,
    EndOfTurn,
    MineDeed,
    RoadDeed,
    SilverGained,
)
from tutorial.cerro_gordo.options import OTHER_TYPES, TRAIL_PER_MERGE
from tutorial.cerro_gordo.silver import gain_from_supply, return_to_supply
from tutorial.cerro_gordo.state import GameState
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Lines, Outcome, no_lines
from tutorial.core.grid import Cell
from tutorial.core.values import evolve

RULE_REFRESH = "Silver Actions: refresh objectives for 5 silver"

#: Rulebook, *Silver Actions*.
REFRESH_COST = 5

#: A check ``(state, seat, deed, card)``: how many times ``deed`` (already applied to
#: ``state``) completes ``card``, held by player ``seat``.  0 or 1, written as a bool,
#: except Silver Trail read "once per merge".
Check = Callable[[GameState, int, Any, Objective], int]


def building_deed(tiles: dict[Cell, Tile], cell: Cell, building: Building) -> BuildingDeed:
    """The deed of ``building`` placed on ``cell``, with the ``tiles`` it touches.

    ``tiles`` is the board around the cell (the building itself need not be
    on it).
    """
    return BuildingDeed(cell, building, touching_tiles(tiles, cell))


def touching_tiles(tiles: dict[Cell, Tile], cell: Cell) -> tuple[Tile, ...]:
    """The tiles sharing an edge with ``cell`` ("touching" it), clockwise from north."""
    touching = []
    for _, n, _ in cells_across(cell, ALL_EDGES):  # (a plain loop: a list comprehension is a call)
        if n in tiles:
            touching.append(tiles[n])
    return tuple(touching)


def names_type(card: Objective, building: Building) -> bool:
    """Whether a building objective ``card`` names the type of ``building`` (or ``any``).

    Every building check asks this first: a card naming another type is
    never completed by ``building``, wherever it goes.
    """
    # A BuildingType is a str equal to the name the data file uses ("commercial"):
    # compared as it is (its Enum ``value`` is a property, and its hash a Python
    # method, both slow to ask at every candidate cell).
    return card.param("building", "any") in ("any", building.kind)


def building_touches_types(
    state: GameState, seat: int, deed: BuildingDeed, card: Objective
) -> bool:
    """Play a building (of a type) touching ``count``+ different building types.

    Miner's Midway, as printed: "Play an Entertainment Building that touches
    2+ different building types."  Whether the played building's own type
    counts among them is a reading (``RuleOptions.midway_types``): by
    default it does.
    """
    if not names_type(card, deed.building):
        return False
    kinds = {t.kind for t in deed.touching if isinstance(t, Building)}
    if state.options.midway_types == OTHER_TYPES:
        kinds.discard(deed.building.kind)
    return len(kinds) >= card.param("count")


def building_touches_same(state: GameState, seat: int, deed: BuildingDeed, card: Objective) -> bool:
    """Play a building touching ``count``+ buildings of its own type."""
    if not names_type(card, deed.building):
        return False
    same = [t for t in deed.touching if getattr(t, "kind", None) == deed.building.kind]
    return len(same) >= card.param("count")


def building_touches_buildings(
    state: GameState, seat: int, deed: BuildingDeed, card: Objective
) -> bool:
    """Play a building touching ``count``+ other buildings."""
    if not names_type(card, deed.building):
        return False
    near = [t for t in deed.touching if isinstance(t, Building)]
    return len(near) >= card.param("count")


def building_touches_tiles(
    state: GameState, seat: int, deed: BuildingDeed, card: Objective
) -> bool:
    """Play a building touching ``count``+ tiles of any kind."""
    return names_type(card, deed.building) and len(deed.touching) >= card.param("count")


def building_touches_mine(state: GameState, seat: int, deed: BuildingDeed, card: Objective) -> bool:
    """Play a building (of a type) touching a mine."""
    if not names_type(card, deed.building):
        return False
    return any(isinstance(t, MineSite) for t in deed.touching)


def road_connections(state: GameState, seat: int, deed: RoadDeed, card: Objective) -> bool:
    """Place a road that makes ``count``+ connections at once."""
    return deed.connections >= card.param("count")


def mines_joined(state: GameState, seat: int, deed: RoadDeed, card: Objective) -> int:
    """Silver Trail, as printed: "2 previously unconnected Mines connected by road".

    The road placement merged road networks that each held a mine (see
    :func:`tutorial.cerro_gordo.roads.joined_mines`).  How many times a road
    that merges several completes the card is a reading
    (``RuleOptions.silver_trail``): once (default), or once per merge.
    """
    if state.options.silver_trail == TRAIL_PER_MERGE:
        return deed.merges
    return min(deed.merges, 1)


def mine_distance(state: GameState, seat: int, deed: MineDeed, card: Objective) -> bool:
    """Mine from a mine between ``min`` and ``max`` road tiles away."""
    return deed.roads is not None and card.param("min") <= deed.roads <= card.param("max")


def silver_in_hand(state: GameState, seat: int, deed: EndOfTurn, card: Objective) -> bool:
    """End your turn holding ``count``+ silver."""
    return state.players[seat].silver >= card.param("count")


def silver_held(state: GameState, seat: int, deed: Deed, card: Objective) -> bool:
    """Hold ``count``+ silver, at any moment: after your own deeds, or after an Event.

    Rulebook, *Objectives*: "Most Objectives will be completed during your
    turn, but you may also be able to complete an Objective due to an
    Event."  An event that pays the holder (whoever's turn it is) can
    complete this card.
    """
    return state.players[seat].silver >= card.param("count")


#: Each check by the name the data file uses, with the kind of deed that can
#: complete it (``object``: any deed): a card is only checked after a deed of its kind.
CHECKS: dict[str, tuple[type, Check]] = {
    "building_touches_types": (BuildingDeed, building_touches_types),
    "building_touches_same": (BuildingDeed, building_touches_same),
    "building_touches_buildings": (BuildingDeed, building_touches_buildings),
    "building_touches_tiles": (BuildingDeed, building_touches_tiles),
    "building_touches_mine": (BuildingDeed, building_touches_mine),
    "road_connections": (RoadDeed, road_connections),
    "mines_joined": (RoadDeed, mines_joined),
    "mine_distance": (MineDeed, mine_distance),
    "silver_in_hand": (EndOfTurn, silver_in_hand),
    "silver_held": (object, silver_held),
}

#: For each kind of deed, the checks it can complete.
CHECKS_AFTER: dict[type, frozenset[str]] = {
    kind: frozenset(name for name, (deed, _) in CHECKS.items() if issubclass(kind, deed))
    for kind in get_args(Deed)
}


def asks_any(cards: Iterable[Objective], names: frozenset[str]) -> bool:
    """Whether any of ``cards`` asks for one of the checks ``names``.

    A deed can only complete the cards whose check is among those of its
    kind (:data:`CHECKS_AFTER`): most deeds can complete no card in hand.
    """
    for card in cards:  # (two or three cards: a plain loop is the quickest way to ask)
        if card.check in names:
            return True
    return False


def is_fulfilled(state: GameState, deed: Deed, card: Objective, seat: int | None = None) -> bool:
    """Whether ``deed`` (already applied to ``state``) completes ``card``.

    ``seat`` holds the card; by default the active player.
    """
    kind, check = CHECKS[card.check]
    holder = state.active if seat is None else seat
    return isinstance(deed, kind) and check(state, holder, deed, card) > 0


def score_objectives(
    state: GameState, deed: Deed, seat: int | None = None
) -> tuple[GameState, Lines]:
    """Complete every objective of player ``seat`` (the active one by default) ``deed`` fulfils.

    Personal: set the card face-up and draw a replacement.  Public: take
    its silver at once and leave the card where it is.  That silver is a
    payment: a card held "at any moment" is checked again after it (Nest
    Egg, ``docs/rule-readings.md``).  Returns the new state and the
    sentences that say so (on demand).
    """
    seat = state.active if seat is None else seat
    names = CHECKS_AFTER[type(deed)]
    # Only the cards this kind of deed can complete are checked (most deeds: none at all).
    # (The two cards in hand are looked at here, as the public ones are below: asked
    # after every deed, a loop costs less than a call to asks_any.)
    done: list[tuple[Objective, bool]] = []  # personal cards completed, and whether one was drawn
    for card in state.players[seat].objectives:
        if card.check in names:
            state, done = _complete_personal(state, seat, deed, names)
            break
    paid: list[tuple[Objective, int, str]] = []  # public cards, silver got, a short-supply note
    for card in state.public:  # (the same three cards all game: looked at directly)
        if card.check in names:
            times = CHECKS[card.check][1](state, seat, deed, card)
            for _ in range(times):  # a public objective pays each time it is completed
                state, got, note = gain_from_supply(state, seat, card.reward)
                public_done = (*state.players[seat].public_done, card.id)
                state = state.with_player(seat, public_done=public_done)
                paid.append((card, got, note))
    if not paid:
        return state, _completion_lines(state, seat, done, [], []) if done else no_lines
    # The public silver is in hand at once: "at any moment" sees it.
    state, later = _complete_personal(state, seat, SILVER_GAINED, CHECKS_AFTER[SilverGained])
    return state, _completion_lines(state, seat, done, paid, later)


def _completion_lines(
    state: GameState,
    seat: int,
    done: list[tuple[Objective, bool]],
    paid: list[tuple[Objective, int, str]],
    later: list[tuple[Objective, bool]],
) -> Lines:
    """The sentences saying which objectives :func:`score_objectives` completed (on demand).

    (A function of its own: the sentences are built by inner functions, and a
    function holding inner functions sets up their variables at every call,
    even when, as for most deeds, it returns before it defines them.)
    """
    # Another player's card (after an event) is said with their name.
    who = "" if seat == state.active else f"{state.players[seat].name}: "

    def points(n: int) -> str:
        return "1 point" if n == 1 else f"{n} points"

    def completed(cards: list[tuple[Objective, bool]]) -> list[str]:
        return [
            f"{who}Objective complete: {card.name} ({points(card.reward)} at the end)."
            + (" A new objective is drawn." if drawn else " The objective deck is empty.")
            for card, drawn in cards
        ]

    def lines() -> list[str]:
        said = completed(done)
        for card, got, note in paid:
            said.append(f"{who}Public objective: {card.name}, {got} silver at once.")
            if note:
                said.append(note)
        return said + completed(later)

    return lines


def _complete_personal(
    state: GameState, seat: int, deed: Deed, names: frozenset[str]
) -> tuple[GameState, list[tuple[Objective, bool]]]:
    """Complete the personal cards of ``seat`` that ``deed`` fulfils (checks ``names``).

    Each is set face-up and replaced from the pile; returns the new state and,
    for each card completed, whether a new one was drawn.
    """
    done = []
    for card in state.players[seat].objectives:
        if card.check in names and CHECKS[card.check][1](state, seat, deed, card):
            player = state.players[seat]
            hand = list(player.objectives)
            hand.remove(card)
            drawn = state.objective_pile[:1]
            players = state.players_with(
                seat, objectives=(*hand, *drawn), completed=(*player.completed, card)
            )
            state = evolve(state, players=players, objective_pile=state.objective_pile[1:])
            done.append((card, bool(drawn)))
    return state, done


def score_everyones_objectives(state: GameState, deed: Deed) -> tuple[GameState, Lines]:
    """Complete the objectives ``deed`` fulfils for every player, the active one first.

    Rulebook, *Objectives*: "Most Objectives will be completed during your
    turn, but you may also be able to complete an Objective due to an
    Event": after an event, every player's cards are checked, in turn order.
    """
    names = CHECKS_AFTER[type(deed)]
    public = asks_any(state.public, names)
    in_hands = [card for player in state.players for card in player.objectives]
    if not public and not asks_any(in_hands, names):
        return state, no_lines  # (most events: no card anyone holds can be completed)
    said: list[Lines] = []
    players = len(state.players)
    for turn in range(players):
        seat = (state.active + turn) % players
        # Only a player with a card this deed can complete is checked.
        if public or asks_any(state.players[seat].objectives, names):
            state, done = score_objectives(state, deed, seat)
            said.append(done)
    if not said:
        return state, no_lines
    return state, lambda: [line for lines in said for line in lines()]


def refresh_objectives(state: GameState, discard: tuple[int, ...]) -> Outcome[GameState]:
    """Pay 5 silver to discard one or both objectives in hand and draw new ones.

    Rulebook, *Silver Actions*: "Refresh Objectives: For 5 Silver, discard
    one (or both) and draw new Objective(s) to replace them."  Discarded
    cards leave the game.
    """
    seat, player = state.active, state.player
    picked = sorted(set(discard))
    if not picked or any(not 0 <= i < len(player.objectives) for i in picked):
        raise IllegalMove(
            RULE_REFRESH,
            f"choose one or both of your {len(player.objectives)} objectives",
        )
    if player.silver < REFRESH_COST:
        raise IllegalMove(RULE_REFRESH, f"{player.name} has {player.silver} silver, needs 5")
    if state.game_over:
        raise IllegalMove(RULE_REFRESH, "the game is over")
    after, _ = return_to_supply(state, seat, REFRESH_COST)
    kept = tuple(c for i, c in enumerate(player.objectives) if i not in picked)
    drawn = after.objective_pile[: len(picked)]
    after = evolve(
        after,
        players=after.players_with(seat, objectives=kept + drawn),
        objective_pile=after.objective_pile[len(picked) :],
    )

    def explain() -> Explanation:
        gone = ", ".join(player.objectives[i].name for i in picked)
        return Explanation(
            f"{player.name} refreshes objectives",
            (
                f"{player.name} pays 5 silver and discards {gone}.",
                f"They draw {len(drawn)} new one(s).",
            ),
            RULE_REFRESH,
        )

    return Outcome.later(after, explain)
