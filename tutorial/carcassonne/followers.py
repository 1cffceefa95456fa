"""The follower step of a turn: a thief, knight, monk or farmer on the tile just placed.

Rulebook (base game), *Placing a follower*: after placing a tile, the
player may put one follower from their supply on one feature of *that*
tile (a road, a city, a monastery or a field), but only if the whole
feature it joins holds no follower yet.  The union-find answers that at
once: the feature's group record lists its followers.
"""

from __future__ import annotations

from tutorial.carcassonne.actions import NoFollower, PlaceFollower
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import FIELD
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation, Highlight, Outcome
from tutorial.core.grid import Cell
from tutorial.core.values import memo

RULE_FOLLOWER = "Placing a follower"
#: What a follower is called on each kind of feature.
ROLE = {"road": "thief", "city": "knight", "monastery": "monk", "field": "farmer"}


def follower_spots(state: GameState) -> list[int]:
    """The features of the tile just placed that may take a follower, by index.

    None if the player has no follower left in their supply.  Worked out once
    per state (:func:`~tutorial.core.values.memo`): whether the follower step
    happens asks it, and so does the list of legal actions.
    """
    cell = state.placed
    if cell is None or state.players[state.active].followers == 0:
        return []
    return memo(state, "follower spots", lambda: _free_features(state, cell))


def _free_features(state: GameState, cell: Cell) -> list[int]:
    """The features of the tile on ``cell`` whose whole feature holds no follower."""
    features = range(len(state.tile_at(cell).features))
    return [index for index in features if not state.group((cell, index)).followers]


def can_place_follower(state: GameState) -> bool:
    """Whether the follower step happens this turn: some spot is free and a follower is left."""
    return bool(follower_spots(state))


def place_follower(state: GameState, action: PlaceFollower) -> Outcome[GameState]:
    """A follower of the active player on feature ``action.feature`` of the tile just placed."""
    cell = state.placed
    assert cell is not None  # the follower step comes after a tile is placed
    tile = state.tile_at(cell)
    index = action.feature
    if not 0 <= index < len(tile.features):
        raise IllegalMove(
            RULE_FOLLOWER,
            f"the {tile.name} tile on {cell} has features 0 to {len(tile.features) - 1}, "
            f"not {index}",
        )
    node = (cell, index)
    root = state.network.find(node)
    group = state.groups[root]
    if group.followers:
        owner = state.players[group.followers[0][1]].name
        raise IllegalMove(
            RULE_FOLLOWER,
            f"the {group.kind} that feature {index} on {cell} belongs to already holds a "
            f"follower ({owner}'s, on {group.followers[0][0][0]})",
        )
    if state.player.followers == 0:
        raise IllegalMove(RULE_FOLLOWER, f"{state.player.name} has no follower left")
    seat = state.active
    after = state.with_groups(
        {root: group.with_followers((*group.followers, (node, seat)))},
        followers={**state.followers, node: seat},
        players=state.players_with(seat, followers=state.player.followers - 1),
    )
    kind = tile.features[index].kind

    def explain() -> Explanation:
        role = ROLE[kind]
        line = f"{state.player.name} put a follower on the {kind} as a {role}."
        if kind == FIELD:
            line += " A farmer stays until the end of the game."
        return Explanation(
            "Placed a follower", (line,), RULE_FOLLOWER, (Highlight("placed", (cell,)),)
        )

    return Outcome.later(after, explain)


def no_follower(state: GameState, action: NoFollower) -> Outcome[GameState]:
    """No follower this turn: the state as it is."""
    # Built only if asked for: a game played out never reads it.
    return Outcome.later(
        state, lambda: Explanation("No follower", (f"{state.player.name} kept their followers.",))
    )


def follower_moves(state: GameState) -> list[PlaceFollower | NoFollower]:
    """Every follower spot on the tile just placed, then "no follower"."""
    return [*(PlaceFollower(index) for index in follower_spots(state)), NoFollower()]


def follower_move(state: GameState, index: int) -> PlaceFollower | NoFollower:
    """``follower_moves(state)[index]``, without making the others (a random player's draw).

    >>> from tutorial.carcassonne.setup import new_game
    >>> from tutorial.carcassonne.actions import apply
    >>> from tutorial.carcassonne.legal import legal_actions
    >>> state = new_game(2, seed=1).state
    >>> state = apply(state, legal_actions(state)[0]).state
    >>> moves = follower_moves(state)
    >>> [follower_move(state, i) for i in range(len(moves))] == moves
    True
    """
    spots = follower_spots(state)
    return PlaceFollower(spots[index]) if index < len(spots) else NoFollower()
