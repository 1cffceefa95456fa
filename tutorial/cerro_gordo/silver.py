"""Moving silver coins: between the supply, the players and the building row.

Rulebook, *Components*: 45 Silver Coins.  The engine reads the supply
as finite: a payment from the supply that it cannot cover pays what is left,
and the explanation says so.  Every function here moves coins from one
place to another, so the 45 coins are always all accounted for.
"""

from __future__ import annotations

from tutorial.cerro_gordo.state import GameState, RowSlot
from tutorial.core.values import evolve


def gain_from_supply(state: GameState, seat: int, amount: int) -> tuple[GameState, int, str]:
    """Player ``seat`` takes up to ``amount`` coins from the supply.

    Returns the new state, the coins actually taken, and a note if the
    supply ran short ("" otherwise).
    """
    paid = min(amount, state.supply)
    if not paid:  # the supply is empty (or nothing was due): nothing moves
        return state, 0, _short_note(amount, 0)
    silver = state.players[seat].silver + paid
    state = evolve(
        state, supply=state.supply - paid, players=state.players_with(seat, silver=silver)
    )
    return state, paid, _short_note(amount, paid)


def return_to_supply(state: GameState, seat: int, amount: int) -> tuple[GameState, int]:
    """Player ``seat`` gives up to ``amount`` coins back (no more than they have)."""
    silver = state.players[seat].silver
    paid = min(amount, silver)
    if not paid:  # the player has nothing left to give (or nothing was due): nothing moves
        return state, 0
    players = state.players_with(seat, silver=silver - paid)
    return evolve(state, supply=state.supply + paid, players=players), paid


def gain_each_from_supply(
    state: GameState, seats: tuple[int, ...], amount: int
) -> tuple[GameState, list[tuple[int, str]]]:
    """Each of players ``seats``, in that order, takes up to ``amount`` coins from the supply.

    As :func:`gain_from_supply` for one seat after another (a player late in
    the order may find the supply short), in one copy of the state.  Returns
    the new state and, for each seat, the coins taken and the short-supply note.
    """
    supply, players, got = state.supply, list(state.players), []
    for seat in seats:
        paid = min(amount, supply)
        if paid:
            players[seat] = evolve(players[seat], silver=players[seat].silver + paid)
            supply -= paid
        got.append((paid, _short_note(amount, paid)))
    if supply == state.supply:  # nothing moved
        return state, got
    return evolve(state, supply=supply, players=tuple(players)), got


def return_each_to_supply(
    state: GameState, seats: tuple[int, ...], amount: int
) -> tuple[GameState, list[int]]:
    """Each of players ``seats`` gives up to ``amount`` coins back (no more than they have).

    As :func:`return_to_supply` for one seat after another, in one copy of the
    state; returns the coins each paid.
    """
    supply, players, given = state.supply, list(state.players), []
    for seat in seats:
        paid = min(amount, players[seat].silver)
        if paid:
            players[seat] = evolve(players[seat], silver=players[seat].silver - paid)
            supply += paid
        given.append(paid)
    if supply == state.supply:  # nothing moved
        return state, given
    return evolve(state, supply=supply, players=tuple(players)), given


def supply_to_row(state: GameState, amount: int) -> tuple[GameState, int]:
    """The supply puts up to ``amount`` coins on each building of the row, left to right.

    When the supply runs short, the buildings on the right get what is left,
    or nothing.  Returns the coins placed.
    """
    supply, row = state.supply, []
    for slot in state.row:
        paid = min(amount, supply)
        row.append(RowSlot(slot.building, slot.silver + paid) if paid else slot)
        supply -= paid
    placed = state.supply - supply
    if not placed:
        return state, 0
    return evolve(state, row=tuple(row), supply=supply), placed


def coins_onto_row(
    state: GameState, seat: int, count: int, *, from_supply: bool
) -> tuple[GameState, int]:
    """One coin onto each of the first ``count`` buildings of the row.

    The coins come from player ``seat``, or from the supply for Victor
    Beaudry, as far as the payer's coins go.  Returns the coins placed.
    """
    paid = min(count, state.supply if from_supply else state.players[seat].silver)
    if not paid:  # the leftmost building is free (or the payer has nothing): nothing moves
        return state, 0
    row = tuple(
        [  # (a list made whole, then frozen: quicker than a generator)
            RowSlot(slot.building, slot.silver + 1) if i < paid else slot
            for i, slot in enumerate(state.row)
        ]
    )
    if from_supply:
        return evolve(state, row=row, supply=state.supply - paid), paid
    players = state.players_with(seat, silver=state.players[seat].silver - paid)
    return evolve(state, row=row, players=players), paid


def _short_note(wanted: int, paid: int) -> str:
    if paid == wanted:
        return ""
    return f"The supply had only {paid} of the {wanted} silver left (the 45 coins are finite)."
