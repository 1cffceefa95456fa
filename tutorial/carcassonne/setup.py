"""The rules of the base game, and setting up a game.

Rulebook (base game), *Setup*: the start tile face up in the middle of the
table, the other tiles shuffled face down, 7 followers for each player.
The one shuffle happens here, from the seed, so a seed fixes the whole deck.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile
from tutorial.carcassonne.board import Placed
from tutorial.carcassonne.followers import (
    can_place_follower,
    follower_moves,
    no_follower,
    place_follower,
)
from tutorial.carcassonne.placing import place_tile, tile_moves
from tutorial.carcassonne.rules import Phase, RuleSet
from tutorial.carcassonne.scoring import BASE_CATEGORIES, final_scoring, score_completed
from tutorial.carcassonne.state import FOLLOWERS, GameState, PlayerState, ScoreSheet
from tutorial.carcassonne.tiles import base_tiles
from tutorial.carcassonne.turn import draw_tile
from tutorial.core.arguments import check_first_player, check_seed, player_names
from tutorial.core.errors import ArgumentError, quoted
from tutorial.core.explanation import Explanation, Highlight, Outcome, said

#: Where the start tile lies.
START_CELL = (0, 0)
#: Rulebook (base game): 2 to 5 players.
MIN_PLAYERS, MAX_PLAYERS = 2, 5


def _always(state: GameState) -> bool:
    return True


@cache
def base_rules() -> RuleSet:
    """The base game: place a tile, then a follower or not; score; final scoring.

    >>> [phase.name for phase in base_rules().phases]
    ['tile', 'follower']
    """
    return RuleSet(
        name="base",
        tiles=base_tiles(),
        phases=(
            Phase("tile", (PlaceTile,), place_tile, tile_moves, _always),
            Phase(
                "follower",
                (PlaceFollower, NoFollower),
                _follower_step,
                follower_moves,
                can_place_follower,
            ),
        ),
        turn_end=(score_completed,),
        game_end=(final_scoring,),
        categories=BASE_CATEGORIES,
    )


def _follower_step(state: GameState, action: PlaceFollower | NoFollower) -> Outcome[GameState]:
    if isinstance(action, PlaceFollower):
        return place_follower(state, action)
    return no_follower(state, action)


def deck_for(rules: RuleSet) -> list[int]:
    """Every tile in the box except the start tile, as indexes into ``rules.tiles``."""
    deck = [index for index, tile in enumerate(rules.tiles) for _ in range(tile.count)]
    deck.remove(start_tile(rules))
    return deck


def start_tile(rules: RuleSet) -> int:
    """The index of the start tile's type."""
    return next(index for index, tile in enumerate(rules.tiles) if tile.start)


def new_game(
    players: int | Sequence[str] = 2,
    seed: int = 0,
    rules: RuleSet | None = None,
    *,
    first_player: int | None = None,
) -> Outcome[GameState]:
    """A game ready for its first turn, and (on demand) what setup did.

    Parameters
    ----------
    players:
        A count (2-5) or the players' names (non-empty strings).
    seed:
        Fixes the shuffle (and the first player if not given): an integer
        from ``-2**63`` to ``2**63``.  A bad argument raises
        :class:`~tutorial.core.errors.ArgumentError` naming it.
    rules:
        The rules to play by (default :func:`base_rules`; an expansion passes its own).
    first_player:
        The seat that starts; drawn from the seed if left out.

    Examples
    --------
    >>> state, explain = new_game(3, seed=4)
    >>> len(state.board), len(state.deck), [p.followers for p in state.players]
    (1, 70, [7, 7, 7])
    """
    names = player_names(players, MIN_PLAYERS, MAX_PLAYERS, game="Carcassonne")
    seed = check_seed(seed)
    first_player = check_first_player(first_player, len(names))
    if not isinstance(rules, RuleSet | None):
        raise ArgumentError("rules", f"expected a RuleSet or None, got {quoted(rules)}")
    rules = rules or base_rules()
    rng = random.Random(seed)
    deck = deck_for(rules)
    rng.shuffle(deck)
    first = rng.randrange(len(names)) if first_player is None else first_player
    sheet = ScoreSheet.empty(rules.categories)
    state = GameState(
        seed=seed,
        rules=rules,
        players=tuple(PlayerState(name, FOLLOWERS, sheet) for name in names),
        board={START_CELL: Placed(start_tile(rules), 0)},
        deck=tuple(deck),
        tile=None,
        active=first,
    )
    parts = []
    for step in rules.setup:
        state, part = step(state)
        parts.append(part)
    state, drawn = draw_tile(state)
    parts.append(drawn)

    def explain() -> Explanation:
        made = [said(part) for part in parts]
        lines = (
            f"{len(names)} players, {FOLLOWERS} followers each.",
            f"The start tile lies on {START_CELL}; {len(deck)} tiles are shuffled face down.",
            f"{names[first]} goes first.",
            *(line for lines, _ in made for line in lines),
        )
        lit = (Highlight("placed", (START_CELL,)), *(h for _, lights in made for h in lights))
        return Explanation("Setup", lines, "Setup", lit)

    return Outcome.later(state, explain)
