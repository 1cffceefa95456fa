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

from collections.abc import Callable
from typing import Any

from tutorial.cerro_gordo.components import Building, MineSite, Objective
from tutorial.cerro_gordo.deeds import BuildingDeed, Deed, EndOfTurn, MineDeed, RoadDeed
from tutorial.cerro_gordo.silver import gain_from_supply, return_to_supply
from tutorial.cerro_gordo.state import GameState
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Lines, Outcome, no_lines
from tutorial.core.grid import edge_neighbours
from tutorial.core.values import evolve

RULE_REFRESH = "Silver Actions: refresh objectives for 5 silver"

#: Rulebook, *Silver Actions*.
REFRESH_COST = 5

Check = Callable[[GameState, Any, Objective], bool]


def _touching(state: GameState, deed: BuildingDeed) -> list:
    return [state.tiles[n] for _, n in edge_neighbours(deed.cell) if n in state.tiles]


def _right_kind(deed: BuildingDeed, card: Objective) -> bool:
    """Whether the building is of the type the card names (or the card names ``any``)."""
    return card.param("building", "any") in ("any", deed.building.kind.value)


def building_touches_types(state: GameState, deed: BuildingDeed, card: Objective) -> bool:
    """Play a building (of a type) touching ``count``+ different building types.

    Miner's Midway, as printed: "Play an Entertainment Building that touches
    2+ different building types."
    """
    if not _right_kind(deed, card):
        return False
    kinds = {t.kind for t in _touching(state, deed) if isinstance(t, Building)}
    return len(kinds) >= card.param("count")


def building_touches_same(state: GameState, deed: BuildingDeed, card: Objective) -> bool:
    """Play a building touching ``count``+ buildings of its own type."""
    if not _right_kind(deed, card):
        return False
    same = [t for t in _touching(state, deed) if getattr(t, "kind", None) == deed.building.kind]
    return len(same) >= card.param("count")


def building_touches_buildings(state: GameState, deed: BuildingDeed, card: Objective) -> bool:
    """Play a building touching ``count``+ other buildings."""
    near = sum(isinstance(t, Building) for t in _touching(state, deed))
    return _right_kind(deed, card) and near >= card.param("count")


def building_touches_tiles(state: GameState, deed: BuildingDeed, card: Objective) -> bool:
    """Play a building touching ``count``+ tiles of any kind."""
    return _right_kind(deed, card) and len(_touching(state, deed)) >= card.param("count")


def building_touches_mine(state: GameState, deed: BuildingDeed, card: Objective) -> bool:
    """Play a building (of a type) touching a mine."""
    if not _right_kind(deed, card):
        return False
    return any(isinstance(t, MineSite) for t in _touching(state, deed))


def road_connections(state: GameState, deed: RoadDeed, card: Objective) -> bool:
    """Place a road that makes ``count``+ connections at once."""
    return deed.connections >= card.param("count")


def mines_joined(state: GameState, deed: RoadDeed, card: Objective) -> bool:
    """Silver Trail, as printed: "2 previously unconnected Mines connected by road".

    The road placement merged two road networks that each held a mine
    (see :func:`tutorial.cerro_gordo.roads.joined_mines`).
    """
    return bool(deed.joined)


def mine_distance(state: GameState, deed: MineDeed, card: Objective) -> bool:
    """Mine from a mine between ``min`` and ``max`` road tiles away."""
    return deed.roads is not None and card.param("min") <= deed.roads <= card.param("max")


def silver_in_hand(state: GameState, deed: EndOfTurn, card: Objective) -> bool:
    """End your turn holding ``count``+ silver."""
    return state.player.silver >= card.param("count")


#: Each check by the name the data file uses, with the kind of deed that can
#: complete it: a card is only checked after a deed of its kind.
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
}


def is_fulfilled(state: GameState, deed: Deed, card: Objective) -> bool:
    """Whether ``deed`` (already applied to ``state``) completes ``card``."""
    kind, check = CHECKS[card.check]
    return isinstance(deed, kind) and check(state, deed, card)


def score_objectives(state: GameState, deed: Deed) -> tuple[GameState, Lines]:
    """Complete every objective the active player's deed fulfils.

    Personal: set the card face-up and draw a replacement.  Public: take
    its silver at once and leave the card where it is.  Returns the new
    state and the sentences that say so (on demand).
    """
    seat = state.active
    done: list[tuple[Objective, bool]] = []  # personal cards, and whether one was drawn
    paid: list[tuple[Objective, int, str]] = []  # public cards, silver got, a short-supply note
    for card in state.player.objectives:
        if is_fulfilled(state, deed, card):
            player = state.players[seat]
            hand = list(player.objectives)
            hand.remove(card)
            drawn = state.objective_pile[:1]
            state = state.with_player(
                seat, objectives=(*hand, *drawn), completed=(*player.completed, card)
            )
            state = evolve(state, objective_pile=state.objective_pile[1:])
            done.append((card, bool(drawn)))
    for card in state.public:
        if is_fulfilled(state, deed, card):
            state, got, note = gain_from_supply(state, seat, card.reward)
            state = state.with_player(seat, public_done=(*state.players[seat].public_done, card.id))
            paid.append((card, got, note))
    if not done and not paid:
        return state, no_lines

    def lines() -> list[str]:
        said = [
            f"Objective complete: {card.name} ({card.reward} points at the end)."
            + (" A new objective is drawn." if drawn else " The objective deck is empty.")
            for card, drawn in done
        ]
        for card, got, note in paid:
            said.append(f"Public objective: {card.name}, {got} silver at once.")
            if note:
                said.append(note)
        return said

    return state, lines


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
    after = after.with_player(seat, objectives=kept + drawn)
    after = evolve(after, objective_pile=after.objective_pile[len(picked) :])

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
