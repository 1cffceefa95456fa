"""What a Carcassonne player cannot see, drawn again for a search: the order of the deck.

Rulebook (base game), *Preparation*: the tiles are shuffled face down into
stacks, and a player draws the top one on their turn.  Everything else lies
open on the table: the landscape, the followers, the score track, the tile
in hand; and which tiles are left can be counted from the box and the
table.  Only their order is unknown, so a search that is not to cheat
(:mod:`tutorial.core.tree_search`) plays each simulation with the deck
shuffled again (*determinisation*).  The Gold Mines hide nothing more (the
gold lies open), so their search uses this too.
"""

from __future__ import annotations

import random

from tutorial.carcassonne.state import GameState
from tutorial.core.values import evolve


def determinise(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with its deck in an order drawn from ``rng``: what ``seat`` sees is unchanged.

    The same tiles stay in the deck (a player can count them), so every
    player's view of the state is the same as before; ``seat`` is not
    needed, as every player sees the same, but is part of the signature of
    every game's ``determinise``.

    >>> from tutorial.carcassonne.setup import new_game
    >>> state = new_game(2, seed=1).state
    >>> drawn = determinise(state, 0, random.Random(3))
    >>> sorted(drawn.deck) == sorted(state.deck), drawn.deck != state.deck, drawn.tile == state.tile
    (True, True, True)
    """
    deck = list(state.deck)
    rng.shuffle(deck)
    return evolve(state, deck=tuple(deck))
