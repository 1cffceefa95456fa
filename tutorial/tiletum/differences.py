"""A route with one tablet more: two positions of one game, compared.

Rulebook (*Prospect for Silver*), the Prospector action: a Prospector moves
along the connections of an Underground map, where the Stone Tablets lie; the
Cardinal's route prefers the one with most uncovered tablets, and covers them
(:mod:`tutorial.tiletum.routes`).  So the facts compared are where the game
stands underground: the tablets covered,
where each Prospector stands and the sites built on, with each player's
silver, Gold and points.  A place is ``(map number, id)``, as
:class:`~tutorial.tiletum.underground.Underground` names it.
"""

from __future__ import annotations

from tutorial.core.differences import Differences, one_sided
from tutorial.tiletum.state import GameState
from tutorial.tiletum.underground import Place


def underground_facts(state: GameState) -> dict[str, Place | None]:
    """The tablets covered, Prospectors, sites built, silver and Gold, as sentences.

    Each with the place it is about (``None`` for silver and Gold).

    >>> from tutorial.tiletum import new_game
    >>> facts = underground_facts(new_game(2, seed=1).state)
    >>> [fact for fact in sorted(facts) if "silver" in fact]
    ['Player 1 holds 0 silver', 'Player 2 holds 1 silver']
    """
    underground = state.underground
    facts: dict[str, Place | None] = {}
    for place in underground.covered:
        facts[f"tablet {place[1]} on map {place[0]} is covered"] = place
    for player, places in underground.prospectors.items():
        for place in places:
            facts[f"{player}'s Prospector stands on {place[1]} of map {place[0]}"] = place
    for place, player in underground.built.items():
        facts[f"{player} has built on {place[1]} of map {place[0]}"] = place
    for player in state.players:
        facts[f"{player.name} holds {player.silver} silver"] = None
        facts[f"{player.name} holds {player.gold} Gold"] = None
    return facts


def differences(a: GameState, b: GameState) -> Differences:
    """What differs between positions ``a`` and ``b``: points, tablets, Prospectors, sites, silver.

    >>> from tutorial.tiletum import Game
    >>> game = Game(2, seed=1)
    >>> print(differences(game.state, game.state).text())
    Score, B minus A: Player 1 0, Player 2 0.
    Nothing else differs.
    """
    facts_a, facts_b = underground_facts(a), underground_facts(b)
    only_a, only_b = one_sided(set(facts_a), set(facts_b))
    return Differences(
        names=tuple(p.name for p in a.players),
        scores_a=tuple(p.points for p in a.players),
        scores_b=tuple(p.points for p in b.players),
        only_a=only_a,
        only_b=only_b,
        cells_a=frozenset(facts_a[fact] for fact in only_a) - {None},
        cells_b=frozenset(facts_b[fact] for fact in only_b) - {None},
    )
