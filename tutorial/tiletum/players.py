"""Automatic players: functions ``(state, rng) -> action``.

:func:`random_player` picks a kind of legal action at random, then one
action of that kind (so the many moves of a Prospector do not crowd out
ending the action or a Task).  :func:`preferring` makes a player that only
takes dice, for named actions in a fixed order: a plan whose choices new
Tasks and options do not change.  ``"mcts"`` in :data:`BOTS` plays by Monte
Carlo tree search (:mod:`tutorial.core.tree_search`, :data:`SEARCH`), 50
random playouts a move, what no one sees drawn again for each
(:mod:`tutorial.tiletum.hidden`).  :func:`rng_for` gives the random generator a
game hands its automatic players: fixed by the seed and the step, so a game
with automatic players replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from types import MappingProxyType

from tutorial.core.errors import ArgumentError, quoted
from tutorial.core.tree_search import NextState, SearchGame, mcts_player
from tutorial.tiletum.actions import Action, CardinalTurn, EndTurn, TakeDie, apply
from tutorial.tiletum.hidden import determinise
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.scoring import winners
from tutorial.tiletum.state import GameState
from tutorial.tiletum.wheel import actions_on

Player = Callable[[GameState, random.Random], Action]


def random_player(state: GameState, rng: random.Random) -> Action:
    """A random legal action: first a kind of action, then one of that kind."""
    kinds: dict[str, list[Action]] = {}
    for action in legal_actions(state):
        kinds.setdefault(type(action).__name__, []).append(action)
    if not kinds:
        raise ValueError("the game is over: no action is legal")
    return rng.choice(kinds[rng.choice(sorted(kinds))])


def preferring(*actions: str) -> Player:
    """A player that only takes dice, for the first of ``actions`` a die on the wheel offers.

    At each of its actions it takes, for the first action of ``actions``
    (base actions' names or ``"Prospector"``, best first) that some die
    offers, the lowest such die (the most AP); if no die offers any, the
    lowest die for its segment's first action.  Then it ends its action at
    once: it does no Task and spends no Prospector AP.  Its choices depend
    only on the dice and the wheels, never on which other actions are legal,
    so a chapter can prepare a position with it that later rules (new Tasks,
    new options) leave unchanged.  It draws nothing at random: ``rng`` is
    accepted so that it can play a seat, and ignored.

    >>> from tutorial.tiletum.setup import new_game
    >>> state, _ = new_game(2, seed=106, first_player=1)
    >>> [str(d) for d in state.dice][-1], preferring("Market", "Court")(state)
    ('blue 6', TakeDie(die=6, action='Market'))
    """

    def player(state: GameState, rng: random.Random | None = None) -> Action:
        if state.turn.die is not None:
            return EndTurn()
        if not state.dice:
            raise ValueError("no die is left on the wheel: the game is over")
        offered = [actions_on(state, die.segment) for die in state.dice]
        for name in actions:
            for index, offers in enumerate(offered):  # dice lie lowest first
                if name in offers:
                    return TakeDie(index, name)
        return TakeDie(0, offered[0][0])

    player.__name__ = "preferring " + ", ".join(actions)
    return player


def rng_for(state: GameState) -> random.Random:
    """A random generator fixed by the game's seed and the number of actions applied."""
    return random.Random(state.seed * 1_000_003 + state.step)


def play_game(
    state: GameState, players: Player | list[Player] = random_player, limit: int = 5_000
) -> list[GameState]:
    """Every state of a game played to its end from ``state`` by automatic players.

    ``players`` is one player for every seat, or one per seat.
    """
    seats = players if isinstance(players, list) else [players] * len(state.players)
    states = [state]
    for _ in range(limit):
        if state.over:
            return states
        state = apply(state, seats[state.active](state, rng_for(state))).state
        states.append(state)
    raise RuntimeError(f"the game did not end within {limit} actions")


#: Tiletum as the tree search reads it (:mod:`tutorial.core.tree_search`): the random
#: player plays the playouts (and the Cardinal's seat its only action); the winners
#: are the engine's; what no one sees is drawn again (:mod:`tutorial.tiletum.hidden`).
SEARCH = SearchGame(
    name="Tiletum",
    legal_actions=legal_actions,
    apply=NextState(apply),
    to_move=attrgetter("active"),
    over=attrgetter("over"),
    winners=winners,
    playout=random_player,
    determinise=determinise,
)

#: The seat a person plays (asked to step, the random player stands in).
HUMAN = "human"
#: A seat: ``"human"``, a built-in player's name, or a function ``(state, rng) -> action``.
Seat = str | Player
#: The solo bot's seat name: it plays the Cardinal of Silver by its rules.
CARDINAL = "cardinal"


def cardinal_player(state: GameState, rng: random.Random) -> Action:
    """The Cardinal of Silver's seat: its rules play its turn."""
    return CardinalTurn()


#: The built-in bots by name, for seats (read-only: nothing global changes).
BOTS: Mapping[str, Player] = MappingProxyType(
    {"random": random_player, CARDINAL: cardinal_player, "mcts": mcts_player(SEARCH)}
)
#: The name this mapping had first, kept for the code that uses it.
PLAYERS = BOTS


def cardinal_seat(state: GameState) -> int | None:
    """The seat of the Cardinal of Silver in a solo game, else ``None``."""
    solo = getattr(state, "solo", None)
    return None if solo is None else solo.seat


def default_seats(state: GameState) -> tuple[Seat, ...]:
    """``"random"`` for every player, ``"cardinal"`` for the solo bot's seat."""
    bot = cardinal_seat(state)
    return tuple(CARDINAL if seat == bot else "random" for seat in range(len(state.players)))


def check_seats(seats: Sequence[Seat], state: GameState) -> tuple[Seat, ...]:
    """``seats`` as a tuple, after checking there is one valid seat per seat of ``state``.

    Raises :class:`~tutorial.core.errors.ArgumentError` (a
    :class:`TypeError` and a :class:`ValueError`) for a seat that is neither
    a name nor a function, for an unknown name, a wrong count,
    or ``"cardinal"`` anywhere but the solo bot's seat (which only
    ``"cardinal"`` or a function may play).

    >>> from tutorial.tiletum.setup import new_game
    >>> check_seats(["human", "random"], new_game(2)[0])
    ('human', 'random')
    """
    if isinstance(seats, str):
        raise ArgumentError(
            "seats", f"list one seat per player, not the single string {quoted(seats)}"
        )
    if not isinstance(seats, Sequence):
        raise ArgumentError("seats", f"list one seat per player, not {quoted(seats)}")
    seats = tuple(seats)
    count, bot = len(state.players), cardinal_seat(state)
    names = ", ".join(repr(n) for n in (HUMAN, *BOTS))
    for index, seat in enumerate(seats):
        if isinstance(seat, str):
            if seat != HUMAN and seat not in BOTS:
                raise ArgumentError(
                    "seats", f"seat {index}: {seat!r} is not a player; choose {names}"
                )
            if (seat == CARDINAL) != (index == bot):
                where = "the solo bot's seat" if index == bot else "a player's seat"
                raise ArgumentError(
                    "seats",
                    f"seat {index}: {seat!r} cannot play {where}: 'cardinal' plays the Cardinal "
                    "of Silver, and only in a solo game",
                )
        elif not callable(seat):
            raise ArgumentError(
                "seats",
                f"seat {index}: {seat!r} is neither a player's name ({names}) nor a function "
                "(state, rng) -> action",
            )
    if len(seats) != count:
        raise ArgumentError(
            "seats", f"{len(seats)} seats for {count} seats of the game: give one per seat"
        )
    return seats


def player_for(seat: Seat) -> Player:
    """The function that chooses for ``seat`` (the random player stands in for a human)."""
    if isinstance(seat, str):
        return BOTS.get(seat, random_player)
    return seat
