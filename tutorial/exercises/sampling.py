"""Positions for the exercises: states from seeded games, a sample of them, small ones first."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from typing import TypeVar

from tutorial.carcassonne import Game as CarcassonneGame
from tutorial.carcassonne.board import fits_somewhere
from tutorial.carcassonne.scenarios import position
from tutorial.carcassonne.setup import base_rules
from tutorial.carcassonne.state import GameState as CarcassonneState
from tutorial.cerro_gordo import Game as CerroGordoGame
from tutorial.cerro_gordo.state import GameState as CerroGordoState
from tutorial.cerro_gordo.text import ROAD_GLYPHS
from tutorial.core.grid import Cell, Direction, edge_neighbours

Item = TypeVar("Item")

#: Who plays the games positions are taken from: a greedy player builds long
#: roads towards the mines, a random one builds anywhere.
SEATS = ("greedy", "random")


def game_seeds(seed: int, games: int) -> list[tuple[int, int]]:
    """``(players, game seed)`` for each game, drawn from ``seed``."""
    rng = random.Random(seed)
    return [(rng.choice((2, 3, 4)), rng.randrange(1_000_000)) for _ in range(games)]


def cerro_gordo_states(seed: int, games: int) -> Iterator[CerroGordoState]:
    """Every state of ``games`` seeded games of Cerro Gordo, played to the end."""
    for players, game_seed in game_seeds(seed, games):
        seats = [SEATS[seat % 2] for seat in range(players)]
        game = CerroGordoGame(players, game_seed, seats=seats).play_to_end()
        for entry in game.history.entries:
            yield entry.state


def carcassonne_states(seed: int, games: int) -> Iterator[CarcassonneState]:
    """Every state of ``games`` seeded games of Carcassonne, played to the end."""
    for players, game_seed in game_seeds(seed, games):
        game = CarcassonneGame(players, game_seed, seats=["random"] * players).play_to_end()
        for entry in game.history.entries:
            yield entry.state


def small_first(
    candidates: Sequence[Item],
    count: int,
    seed: int,
    size: Callable[[Item], int],
    key: Callable[[Item], Hashable],
) -> list[Item]:
    """``count`` different candidates drawn at random from ``seed``, the smallest first.

    ``key`` tells two candidates apart (the same question asked twice is
    kept once); ``size`` orders the sample.
    """
    unique = list({key(c): c for c in candidates}.values())
    random.Random(seed).shuffle(unique)
    return sorted(unique[:count], key=size)


#: The chance that two roads side by side are joined, in a random town.
JOIN = 0.7


def road_shape(exits: frozenset[Direction]) -> str:
    """``"corner"``, ``"straight"``, ``"T"`` or ``"crossing"`` (or ``"dead end"``)."""
    if len(exits) == 2:
        first = next(iter(exits))
        return "straight" if first.opposite in exits else "corner"
    return {1: "dead end", 3: "T", 4: "crossing"}.get(len(exits), "none")


def closest_tile(
    wanted: frozenset[Direction], left: dict[str, int], rng: random.Random
) -> frozenset[Direction]:
    """The road exits nearest to ``wanted`` that a tile left in ``left`` can have."""
    choices = [e for e in ROAD_GLYPHS if left.get(road_shape(e), 0) > 0]
    rng.shuffle(choices)
    return max(choices, key=lambda e: len(e & wanted) - len(e ^ wanted))


def random_town(
    rng: random.Random, columns: int, rows: int, mines: int, tiles: Mapping[str, int]
) -> str:
    """A Cerro Gordo text map: ``mines`` mines, Player 1's pawn on a building, random roads.

    Real games seldom close a loop of roads; a random town often does, and a
    loop is where a search that is not breadth-first goes wrong.  Every
    other cell holds a road; two roads side by side are joined at random,
    and a road leads into a mine or building beside it at random; then each
    road takes the tile nearest to the exits it wants among ``tiles`` (how
    many the road pile holds of each :func:`road_shape`).
    """
    cells = [(c, r) for r in range(rows) for c in range(columns)]
    *sites, home = rng.sample(cells, mines + 1)
    drawn = {cell: f"M{n}" for n, cell in enumerate(sites, 1)} | {home: "E1"}
    exits: dict[Cell, set[Direction]] = {c: set() for c in cells if c not in drawn}
    for cell in exits:
        for edge, there in edge_neighbours(cell):
            if there in drawn and rng.random() < JOIN:
                exits[cell].add(edge)
            elif there in exits and there > cell and rng.random() < JOIN:
                exits[cell].add(edge)
                exits[there].add(edge.opposite)
    left = dict(tiles)
    for cell, edges in exits.items():
        tile = closest_tile(frozenset(edges), left, rng)
        left[road_shape(tile)] -= 1
        drawn[cell] = ROAD_GLYPHS[tile] + ("─" if Direction.E in tile else " ")
    return "\n".join("".join(drawn.get((c, r), ". ") for c in range(columns)) for r in range(rows))


#: Four tiles that close a ring in a 2 x 2 square, as ``(tile name, quarter
#: turns)`` on (0, 0), (1, 0), (0, 1), (1, 1): a road loop, and a city wall round a field.
RINGS = (
    ("curve", (3, 0, 2, 1)),
    ("city corner", (2, 3, 1, 0)),
)


def carcassonne_rings(seed: int, games: int) -> Iterator[CarcassonneState]:
    """Every state of ``games`` short games that start from a closed ring (:data:`RINGS`).

    Random games seldom close a road or city on itself; these all do, at
    the first tile, and then a few random tiles (up to 12) join on.
    """
    rng = random.Random(seed)
    names = [tile.name for tile in base_rules().tiles if not tile.start]
    square = ((0, 0), (1, 0), (0, 1), (1, 1))
    for _ in range(games):
        name, turns = rng.choice(RINGS)
        deck = rng.choices(names, k=rng.randint(1, 12))
        ring = dict(zip(square, ((name, t) for t in turns), strict=True))
        start = position(ring, tile=deck[0], deck=deck[1:])
        if not fits_somewhere(start, start.current_tile):
            continue  # the game would discard it first: start from the next ring
        game = CarcassonneGame(2, seats=["random"] * 2, state=start).play_to_end()
        for entry in game.history.entries:
            yield entry.state
