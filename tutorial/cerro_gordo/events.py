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
from tutorial.cerro_gordo.silver import (
    gain_from_supply,
    return_to_supply,
    supply_to_row,
)
from tutorial.cerro_gordo.state import GameState

Effect = Callable[[GameState, Event, int], tuple[GameState, list[str]]]


def _gain(state: GameState, seats: tuple[int, ...], amount: int) -> tuple[GameState, list[str]]:
    lines = []
    for seat in seats:
        state, got, note = gain_from_supply(state, seat, amount)
        lines.append(f"{state.players[seat].name} gains {got} silver.")
        if note:
            lines.append(note)
    return state, lines


def _lose(state: GameState, seats: tuple[int, ...], amount: int) -> tuple[GameState, list[str]]:
    lines = []
    for seat in seats:
        state, paid = return_to_supply(state, seat, amount)
        lines.append(f"{state.players[seat].name} returns {paid} silver to the supply.")
    return state, lines


def closest_to(state: GameState, mine: int) -> tuple[tuple[int, ...], list[str]]:
    """The closest player(s) to ``mine``, and a sentence saying who they are."""
    seats = closest_players(state, mine)
    if not seats:
        return seats, [f"No player is connected to Mine {mine}, so no one is closest."]
    names = ", ".join(state.players[s].name for s in seats)
    tie = " (tied: all are treated as closest)" if len(seats) > 1 else ""
    return seats, [f"Closest to Mine {mine}: {names}{tie}."]


def closest_gain(state: GameState, event: Event, mine: int) -> tuple[GameState, list[str]]:
    seats, lines = closest_to(state, mine)
    state, more = _gain(state, seats, event.amount)
    return state, lines + more


def closest_lose(state: GameState, event: Event, mine: int) -> tuple[GameState, list[str]]:
    seats, lines = closest_to(state, mine)
    state, more = _lose(state, seats, event.amount)
    return state, lines + more


def drawer_gain(state: GameState, event: Event, mine: int) -> tuple[GameState, list[str]]:
    return _gain(state, (state.active,), event.amount)


def drawer_lose(state: GameState, event: Event, mine: int) -> tuple[GameState, list[str]]:
    return _lose(state, (state.active,), event.amount)


def everyone_gain(state: GameState, event: Event, mine: int) -> tuple[GameState, list[str]]:
    return _gain(state, tuple(range(len(state.players))), event.amount)


def everyone_lose(state: GameState, event: Event, mine: int) -> tuple[GameState, list[str]]:
    return _lose(state, tuple(range(len(state.players))), event.amount)


def unconnected_gain(state: GameState, event: Event, mine: int) -> tuple[GameState, list[str]]:
    seats = tuple(
        seat
        for seat, p in enumerate(state.players)
        if p.pawn is None or not closeness(state, p.pawn).connected
    )
    if not seats:
        return state, ["Every player is connected to a mine, so no one gains."]
    return _gain(state, seats, event.amount)


def row_bonus(state: GameState, event: Event, mine: int) -> tuple[GameState, list[str]]:
    placed = 0
    for index in range(len(state.row)):
        state, paid = supply_to_row(state, index, event.amount)
        placed += paid
    return state, [f"{placed} silver from the supply now lie on the buildings in the row."]


def nothing(state: GameState, event: Event, mine: int) -> tuple[GameState, list[str]]:
    return state, []


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


def resolve_event(state: GameState, event: Event, mine: int) -> tuple[GameState, list[str]]:
    """Apply ``event``, drawn from ``mine``; return the new state and what happened."""
    return EFFECTS[event.effect](state, event, mine)
