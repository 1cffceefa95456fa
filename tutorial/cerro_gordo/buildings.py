"""Choosing a building from the row and placing it.

Rulebook, *Building*: "Select one from the face-up row. The leftmost
Building is free (furthest from the stack). To select any Building further
to the right, place 1 Silver Coin on each Building you pass over [...] If
the Building you select has Silver on it already, you collect that Silver.
Place the Building [...] so that it is connected to any open Road
Connection. [...] Move Your Player Pawn. Put it on the Building you placed."
"""

from __future__ import annotations

from functools import partial

from tutorial.cerro_gordo.board import open_connections, why_not_free
from tutorial.cerro_gordo.components import Building, Road
from tutorial.cerro_gordo.silver import coins_onto_row
from tutorial.cerro_gordo.state import GameState, turn_step
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Highlight, Outcome
from tutorial.core.grid import Cell
from tutorial.core.values import evolve

RULE_SELECT = "Building: select from the row"
RULE_PLACE = "Building: place it touching an open road connection"


def building_cost(index: int) -> int:
    """Silver paid to take the building at row position ``index`` (0 = leftmost).

    One coin on each building passed over, so the cost is the index.

    >>> [building_cost(i) for i in range(5)]
    [0, 1, 2, 3, 4]
    """
    return index


def pays_from_supply(state: GameState, seat: int) -> bool:
    """Victor Beaudry's power: "pay Silver from the supply rather than from your Silver"."""
    return state.players[seat].character.power == "supply_pays_row"


def affordable(state: GameState) -> list[int]:
    """Row positions the active player can pay for (all of them for Victor Beaudry)."""
    if pays_from_supply(state, state.active):
        return list(range(len(state.row)))
    silver = state.player.silver  # (read once, not at every position)
    return [i for i in range(len(state.row)) if building_cost(i) <= silver]


def take_building(state: GameState, index: int) -> Outcome[GameState]:
    """Select the building at row position ``index``: pay along the row, collect its silver."""
    if state.turn.building_taken:
        raise IllegalMove(RULE_SELECT, "you have already selected a building this turn")
    if state.turn.mined:
        raise IllegalMove(RULE_SELECT, "you have mined: the building step of this turn is over")
    if not 0 <= index < len(state.row):
        raise IllegalMove(
            RULE_SELECT, f"the row has positions 1 to {len(state.row)}, not {index + 1}"
        )
    seat = state.active
    player = state.players[seat]
    cost = building_cost(index)
    by_supply = pays_from_supply(state, seat)
    if not by_supply and player.silver < cost:
        raise IllegalMove(
            RULE_SELECT,
            f"taking building {index + 1} costs {cost} silver (1 on each building passed over), "
            f"but {player.name} has {player.silver}",
        )
    paying, paid = coins_onto_row(state, seat, index, from_supply=by_supply)
    slot = paying.row[index]
    players = paying.players
    if slot.silver:  # the player collects the silver lying on it (most often there is none)
        players = paying.players_with(seat, silver=players[seat].silver + slot.silver)
    after = evolve(
        paying,
        players=players,
        row=paying.row[:index] + paying.row[index + 1 :],
        turn=evolve(paying.turn, held=slot.building, building_taken=True),
    )

    return Outcome.later(after, partial(_selection_explanation, state, index, paid, by_supply))


def _selection_explanation(state: GameState, index: int, paid: int, by_supply: bool) -> Explanation:
    """What :func:`take_building` did: the coins along the row, the silver collected.

    (A function of its own, given what it says, bound with ``partial``: an
    inner function would set up all its variables at every selection.)
    """
    player = state.players[state.active]
    slot = state.row[index]
    payer = "the supply (Victor Beaudry's power)" if by_supply else player.name
    if index == 0:
        lines = ["The leftmost building is free."]
    else:
        lines = [f"{payer} put 1 silver on each of the {index} building(s) passed over."]
    if paid < index:
        lines.append(
            f"After {paid} coin(s) the supply is empty, so the other buildings passed over "
            "got nothing (the 45 coins are finite)."
        )
    if slot.silver:
        lines.append(f"{player.name} collects the {slot.silver} silver lying on it.")
    paid_to = tuple((passed, 0) for passed in range(paid))
    highlights = [Highlight("paid", paid_to, ("+1",) * len(paid_to), area="row")]
    if slot.silver:
        highlights.append(Highlight("gained", ((index, 0),), (f"+{slot.silver}",), area="row"))
    return Explanation(
        f"{player.name} selects building {index + 1}: {slot.building}",
        tuple(lines),
        RULE_SELECT,
        tuple(h for h in highlights if h.cells),
    )


def legal_building_cells(state: GameState) -> frozenset[Cell]:
    """Where the held building may go: any empty cell an open road connection leads into."""
    return open_connections(state)


def place_building(state: GameState, cell: Cell) -> Outcome[GameState]:
    """Place the selected building on ``cell`` and move the pawn onto it."""
    held = state.turn.held
    if state.turn.mined:
        raise IllegalMove(RULE_PLACE, "you have mined: the building step of this turn is over")
    if held is None:
        raise IllegalMove(RULE_PLACE, "select a building from the row first")
    taken = why_not_free(state, cell)
    if taken:
        raise IllegalMove(RULE_PLACE, taken)
    if cell not in open_connections(state):
        if not any(isinstance(t, Road) for t in state.tiles.values()):
            raise IllegalMove(
                RULE_PLACE,
                "there are no roads yet: on the first turn of the game the road is placed first",
            )
        raise IllegalMove(RULE_PLACE, f"no open road connection leads into cell {cell}")
    after = state.with_tile(
        cell,
        held,
        players=state.players_with(state.active, pawn=cell),
        turn=turn_step(True, True, state.turn.roads_placed, state.turn.mined),
    )
    return Outcome.later(after, partial(_placement_explanation, state.player.name, held, cell))


def _placement_explanation(name: str, building: Building, cell: Cell) -> Explanation:
    """What :func:`place_building` did (see :func:`_selection_explanation`)."""
    return Explanation(
        f"{name} places {building} at {cell}",
        (
            "It touches an open road connection, as a building must.",
            f"{name}'s pawn moves onto it: closeness is now counted from here.",
        ),
        RULE_PLACE,
        (Highlight("placed", (cell,)),),
    )
