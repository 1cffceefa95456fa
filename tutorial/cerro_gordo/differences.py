"""What a road placed elsewhere changes: two positions of one game, compared.

Rulebook, *Mining*: a player mines from the mine closest to their pawn's
building by road, and "the closest player" to a mine is the one an event
tile there affects (*Clarifications*).  So the facts compared are the
ones mining reads: which mines each player's building reaches and how many
road tiles away, and who is closest to each mine; and what mining gives:
each player's silver and the objectives they completed, with their score
(:func:`~tutorial.cerro_gordo.scoring.final_scores`).
"""

from __future__ import annotations

from tutorial.cerro_gordo.board import closeness, closest_players
from tutorial.cerro_gordo.scoring import final_scores
from tutorial.cerro_gordo.state import GameState
from tutorial.core.differences import Differences, one_sided
from tutorial.core.grid import Cell


def mining_facts(state: GameState) -> dict[str, Cell | None]:
    """Who reaches which mine, who is closest to each, silver and objectives, as sentences.

    Each with the cell it is about: the mine's (``None`` for silver and objectives).

    >>> from tutorial.cerro_gordo.scenarios import from_map
    >>> for fact, cell in sorted(mining_facts(from_map("E1──M1. M2")).items()):
    ...     print(f"{fact}: {cell}")
    Player 1 holds 2 silver: None
    Player 1 is 1 road tile from Mine 1: (2, 0)
    Player 2 holds 2 silver: None
    closest to Mine 1: Player 1: (2, 0)
    """
    facts: dict[str, Cell | None] = {}
    cells = {mine.number: mine.cell for mine in state.mines}
    for player in state.players:
        facts[f"{player.name} holds {player.silver} silver"] = None
        for objective in set(player.completed):
            times = player.completed.count(objective)
            done = "" if times == 1 else f" {times} times"
            facts[f"{player.name} completed {objective.name}{done}"] = None
        if player.pawn is None:
            continue
        for number, roads in closeness(state, player.pawn).roads.items():
            tiles = "road tile" if roads == 1 else "road tiles"
            facts[f"{player.name} is {roads} {tiles} from Mine {number}"] = cells[number]
    for number, cell in cells.items():
        seats = closest_players(state, number)
        if seats:
            names = " and ".join(state.players[seat].name for seat in seats)
            facts[f"closest to Mine {number}: {names}"] = cell
    return facts


def differences(a: GameState, b: GameState) -> Differences:
    """What differs between positions ``a`` and ``b``: scores, road distances, closest players.

    >>> from tutorial.cerro_gordo.scenarios import from_map
    >>> print(differences(from_map("E1──M1. M2"), from_map("E1────M1M2")).text())
    Score, B minus A: Player 1 0, Player 2 0.
    Only in A: Player 1 is 1 road tile from Mine 1.
    Only in B: Player 1 is 2 road tiles from Mine 1.
    """
    facts_a, facts_b = mining_facts(a), mining_facts(b)
    only_a, only_b = one_sided(set(facts_a), set(facts_b))
    return Differences(
        names=tuple(p.name for p in a.players),
        scores_a=tuple(s.total for s in final_scores(a)),
        scores_b=tuple(s.total for s in final_scores(b)),
        only_a=only_a,
        only_b=only_b,
        cells_a=frozenset(facts_a[fact] for fact in only_a) - {None},
        cells_b=frozenset(facts_b[fact] for fact in only_b) - {None},
    )
