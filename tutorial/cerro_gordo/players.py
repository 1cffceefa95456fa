"""Who sits at each seat: a person, a built-in bot, or your own function.

A player is any function ``choose(state, rng) -> Action``: it looks at the
(immutable) state, draws what it needs from the random generator it is
given, and returns the action it takes.  A *seat* of a
:class:`~tutorial.cerro_gordo.game.Game` is such a function or the name of a
built-in one:

- ``"random"`` (:func:`random_player`) picks a kind of legal action at
  random, then one action of that kind;
- ``"greedy"`` (:func:`tutorial.cerro_gordo.greedy.greedy_player`) takes the
  action that looks best right now;
- ``"mcts"`` plays by Monte Carlo tree search (:mod:`tutorial.core.tree_search`,
  :data:`SEARCH`), 50 random playouts a move, what it cannot see drawn
  again for each (:mod:`tutorial.cerro_gordo.hidden`);
- ``"human"`` is a person clicking; asked to step, the game lets the greedy
  player act for them, so Step always moves the game on.

Examples
--------
>>> from tutorial.cerro_gordo.actions import Mine
>>> def always_mine_first(state, rng):
...     return Mine(1)
>>> check_seats(("greedy", always_mine_first), 2)  # doctest: +ELLIPSIS
('greedy', <function always_mine_first at ...>)
>>> from tutorial.core.game import seat_name
>>> [seat_name(s) for s in ("random", always_mine_first)]
['random', 'always_mine_first']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from types import MappingProxyType

from tutorial.cerro_gordo.actions import (
    Action,
    EndTurn,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    TakeBuilding,
    apply,
)
from tutorial.cerro_gordo.board import (
    closeness,
    connecting_bits,
    open_connections,
    turns_as_bits,
)
from tutorial.cerro_gordo.buildings import affordable
from tutorial.cerro_gordo.greedy import greedy_player
from tutorial.cerro_gordo.hidden import determinise
from tutorial.cerro_gordo.legal import legal_actions
from tutorial.cerro_gordo.mining import PLACE_BUILDING, PLACE_ROAD, SELECT_BUILDING, still_to_do
from tutorial.cerro_gordo.objectives import REFRESH_COST
from tutorial.cerro_gordo.roads import second_road_allowed
from tutorial.cerro_gordo.scoring import winners
from tutorial.cerro_gordo.state import GameState
from tutorial.core.errors import ArgumentError, quoted
from tutorial.core.tree_search import NextState, SearchGame, mcts_player

Player = Callable[[GameState, random.Random], Action]
#: A seat: a built-in player's name, ``"human"``, or a player function.
Seat = str | Player

HUMAN = "human"


def random_player(state: GameState, rng: random.Random) -> Action:
    """A random legal action: first a kind of action, then one of that kind.

    The kinds are the steps of a turn that are legal now: select a
    building, place it, place a road, buy a second road, refresh
    objectives, mine.  Each kind is equally likely, so the silver actions
    come up now and then without crowding out the rest (a road alone has
    dozens of placements: drawing among all actions at once would buy a
    second road almost every turn).
    """
    kinds = _legal_kinds(state)
    return rng.choice(kinds)(state, rng)


def _legal_kinds(state: GameState) -> list[Callable[[GameState, random.Random], Action]]:
    """The kinds of action legal now, each as a function drawing one at random.

    Besides the steps of the turn (:func:`still_to_do`), the two silver actions
    of the rulebook, *Silver Actions*: a second road
    (:func:`~tutorial.cerro_gordo.roads.second_road_allowed`), and "For 5
    Silver, discard one (or both)" objectives.
    """
    todo = still_to_do(state)
    player = state.players[state.active]  # (asked before every action: no property call)
    kinds = []
    if SELECT_BUILDING in todo:
        kinds.append(_random_take)
    elif PLACE_BUILDING in todo:
        kinds.append(_random_building)
    if PLACE_ROAD in todo or second_road_allowed(state):
        kinds.append(_random_road)
    if player.silver >= REFRESH_COST and player.objectives:
        kinds.append(_random_refresh)
    if state.turn.mined:  # the any-time reading of the silver actions: mined already
        kinds.append(_end_turn)
    elif not todo:
        kinds.append(_random_mine)
    return kinds


def _end_turn(state: GameState, rng: random.Random) -> Action:
    return EndTurn()


def _random_take(state: GameState, rng: random.Random) -> Action:
    return TakeBuilding(rng.choice(affordable(state)))


def _random_building(state: GameState, rng: random.Random) -> Action:
    return PlaceBuilding(rng.choice(sorted(open_connections(state))))


def _random_refresh(state: GameState, rng: random.Random) -> Action:
    hand = range(len(state.player.objectives))
    subsets = [(i,) for i in hand] + ([tuple(hand)] if len(hand) > 1 else [])
    return RefreshObjectives(rng.choice(subsets))


def _random_mine(state: GameState, rng: random.Random) -> Action:
    """The closest mine (a tied one at random), or any mine with tiles if not connected."""
    pawn = state.players[state.active].pawn
    reach = closeness(state, pawn) if pawn is not None else None
    if reach is not None and reach.connected:
        return Mine(rng.choice(reach.nearest))
    return Mine(rng.choice([m.number for m in state.mines if m.tiles]))  # (not empty)


def _random_road(state: GameState, rng: random.Random) -> Action:
    """A random legal road placement: try the spots (empty cells touching a tile) in random order.

    Cheaper than listing every placement, and each cell that has one is
    equally likely to be chosen first.
    """
    road = state.players[state.active].road
    cells = list(state.spots_in_order)
    turns = list(turns_as_bits(road))
    # A lazy Fisher-Yates shuffle: draw cells at random without replacement,
    # and stop at the first that takes the road (usually within a few draws).
    for drawn in range(len(cells)):
        pick = rng.randrange(drawn, len(cells))
        cells[drawn], cells[pick] = cells[pick], cells[drawn]
        rng.shuffle(turns)
        # The edges that connect, read once for every rotation (no tile is turned), as bits.
        edges = connecting_bits(state.tiles, cells[drawn])
        for quarter, exits in turns:
            if edges & exits:
                return PlaceRoad(cells[drawn], quarter)
    raise ValueError("no legal road placement")  # can_place_road said there was one


#: Cerro Gordo as the tree search reads it (:mod:`tutorial.core.tree_search`): the
#: random player plays the playouts; the winners are the engine's (points, then
#: silver); what a seat cannot see is drawn again (:mod:`tutorial.cerro_gordo.hidden`).
SEARCH = SearchGame(
    name="Cerro Gordo",
    legal_actions=legal_actions,
    apply=NextState(apply),
    to_move=attrgetter("active"),
    over=attrgetter("game_over"),
    winners=winners,
    playout=random_player,
    determinise=determinise,
)

#: The built-in bots by name, for seats (read-only: nothing global changes).
BOTS: Mapping[str, Player] = MappingProxyType(
    {"random": random_player, "greedy": greedy_player, "mcts": mcts_player(SEARCH)}
)
#: The name this mapping had first, kept for the code that uses it.
PLAYERS = BOTS


def check_seats(seats: Sequence[Seat], count: int) -> tuple[Seat, ...]:
    """``seats`` as a tuple, after checking there is one valid seat per player.

    Raises :class:`~tutorial.core.errors.ArgumentError` (a
    :class:`TypeError` and a :class:`ValueError`) for a seat that is neither
    a name nor a function, for an unknown name or a wrong count.
    """
    if isinstance(seats, str):
        raise ArgumentError(
            "seats", f"list one seat per player, not the single string {quoted(seats)}"
        )
    if not isinstance(seats, Sequence):
        raise ArgumentError("seats", f"list one seat per player, not {quoted(seats)}")
    seats = tuple(seats)
    names = ", ".join(repr(n) for n in (HUMAN, *BOTS))
    for index, seat in enumerate(seats):
        if isinstance(seat, str):
            if seat != HUMAN and seat not in BOTS:
                raise ArgumentError(
                    "seats", f"seat {index}: {seat!r} is not a player; choose {names}"
                )
        elif not callable(seat):
            raise ArgumentError(
                "seats",
                f"seat {index}: {seat!r} is neither a player's name ({names}) nor a function "
                "(state, rng) -> action",
            )
    if len(seats) != count:
        raise ArgumentError(
            "seats", f"{len(seats)} seats for {count} players: give one seat per player"
        )
    return seats


def player_for(seat: Seat) -> Player:
    """The function that chooses for ``seat`` (the greedy player stands in for a human)."""
    if isinstance(seat, str):
        return BOTS.get(seat, greedy_player)
    return seat


def rng_for(state: GameState) -> random.Random:
    """A random generator fixed by the game's seed and how far the game has got.

    Automatic players draw from it, so a game with automatic players replays
    exactly from its seed.  Every action changes the key: the steps of the
    turn done so far, or (a refresh) the player's silver.
    """
    turn = state.turn
    progress = (turn.building_taken, turn.building_placed, turn.roads_placed, state.player.silver)
    return random.Random(hash((state.seed, state.turn_number, progress)))
