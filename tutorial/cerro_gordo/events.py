"""Resolving the event on a mine tile.

Rulebook, *Mining*: "Draw the top tile of the Mine. Read it aloud [...],
resolve it immediately, and discard it."  The rulebook prints no event, so
the events are stand-in data (``data/events.json``).  Each names an
``effect``: one of the small functions below, chosen by name from a fixed
table (never by importing or evaluating anything from the file).
"""

from __future__ import annotations

from collections.abc import Callable

from tutorial.cerro_gordo.board import closeness, closest_players
from tutorial.cerro_gordo.components import Event
from tutorial.cerro_gordo.silver import gain_each_from_supply, return_each_to_supply, supply_to_row
from tutorial.cerro_gordo.state import GameState
from tutorial.core.explanation import Lines, no_lines

Effect = Callable[[GameState, Event, int], tuple[GameState, Lines]]


def _gain(state: GameState, seats: tuple[int, ...], amount: int) -> tuple[GameState, Lines]:
    after, got = gain_each_from_supply(state, seats, amount)

    def lines() -> list[str]:
        said = []
        for seat, (paid, note) in zip(seats, got, strict=True):
            said.append(f"{state.players[seat].name} gains {paid} silver.")
            if note:
                said.append(note)
        return said

    return after, lines


def _lose(state: GameState, seats: tuple[int, ...], amount: int) -> tuple[GameState, Lines]:
    after, given = return_each_to_supply(state, seats, amount)
    return after, lambda: [
        f"{state.players[seat].name} returns {paid} silver to the supply."
        for seat, paid in zip(seats, given, strict=True)
    ]


def closest_to(state: GameState, mine: int) -> tuple[tuple[int, ...], Lines]:
    """The closest player(s) to ``mine``, and (on demand) a sentence saying who they are."""
    seats = closest_players(state, mine)

    def lines() -> list[str]:
        if not seats:
            return [f"No player is connected to Mine {mine}, so no one is closest."]
        names = ", ".join(state.players[s].name for s in seats)
        tie = " (tied: all are treated as closest)" if len(seats) > 1 else ""
        return [f"Closest to Mine {mine}: {names}{tie}."]

    return seats, lines


def closest_gain(state: GameState, event: Event, mine: int) -> tuple[GameState, Lines]:
    seats, who = closest_to(state, mine)
    after, gains = _gain(state, seats, event.amount)
    return after, lambda: [*who(), *gains()]


def closest_lose(state: GameState, event: Event, mine: int) -> tuple[GameState, Lines]:
    seats, who = closest_to(state, mine)
    after, losses = _lose(state, seats, event.amount)
    return after, lambda: [*who(), *losses()]


def drawer_gain(state: GameState, event: Event, mine: int) -> tuple[GameState, Lines]:
    return _gain(state, (state.active,), event.amount)


def drawer_lose(state: GameState, event: Event, mine: int) -> tuple[GameState, Lines]:
    return _lose(state, (state.active,), event.amount)


def everyone_gain(state: GameState, event: Event, mine: int) -> tuple[GameState, Lines]:
    return _gain(state, tuple(range(len(state.players))), event.amount)


def everyone_lose(state: GameState, event: Event, mine: int) -> tuple[GameState, Lines]:
    return _lose(state, tuple(range(len(state.players))), event.amount)


def unconnected_gain(state: GameState, event: Event, mine: int) -> tuple[GameState, Lines]:
    seats = tuple(
        [
            seat
            for seat, p in enumerate(state.players)
            if p.pawn is None or not closeness(state, p.pawn).connected
        ]
    )
    if not seats:
        return state, lambda: ["Every player is connected to a mine, so no one gains."]
    return _gain(state, seats, event.amount)


def row_bonus(state: GameState, event: Event, mine: int) -> tuple[GameState, Lines]:
    after, placed = supply_to_row(state, event.amount)
    return after, lambda: [f"{placed} silver from the supply now lie on the buildings in the row."]


def nothing(state: GameState, event: Event, mine: int) -> tuple[GameState, Lines]:
    return state, no_lines


#: Effect name in the data file -> the rule that applies it.
EFFECTS: dict[str, Effect] = {
    f.__name__: f
    for f in (
        closest_gain,
        closest_lose,
        drawer_gain,
        drawer_lose,
        everyone_gain,
        everyone_lose,
        unconnected_gain,
        row_bonus,
        nothing,
    )
}


def resolve_event(state: GameState, event: Event, mine: int) -> tuple[GameState, Lines]:
    """Apply ``event``, drawn from ``mine``; return the new state and (on demand) what happened."""
    return EFFECTS[event.effect](state, event, mine)
