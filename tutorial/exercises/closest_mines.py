"""Exercise 1: which mines are closest to a pawn along the roads (breadth-first search).

Rulebook (Cerro Gordo), *Mining*: "see if you can draw a path of connected
Roads from the Building you are currently on to the place you are checking.
If you can, count how many Road Tiles are crossed to get there."  The
engine does it with :func:`tutorial.cerro_gordo.board.closeness`; the
learner writes the same search on plain data, built from a game state by
:func:`road_question`:

- ``start``: the cell of the building the pawn stands on;
- ``neighbours``: ``{cell: [cells one step along a road]}`` for every tile
  on the board.  Roads do not continue through buildings or mines, so a
  mine, and a building other than ``start``, has no neighbours: a search
  may reach it but not go on from it;
- ``mines``: ``{cell: mine number}`` for the mines with tiles left.

The answer is ``{mine number: road tiles crossed}`` for each mine the roads
reach (taught in ``notebooks/cerro_gordo/04_closest_mine.ipynb``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from tutorial.cerro_gordo.board import along_roads, closeness
from tutorial.cerro_gordo.scenarios import fresh, from_map
from tutorial.cerro_gordo.state import GameState
from tutorial.cerro_gordo.text import render_board
from tutorial.core.grid import Cell
from tutorial.exercises.checking import AnswerError, Exercise, Marked, Position
from tutorial.exercises.sampling import cerro_gordo_states, random_town, road_shape, small_first

#: How many games the positions are drawn from.
GAMES = 12


def road_question(state: GameState, building: Cell) -> dict[str, Any]:
    """The plain data the learner's function gets: ``start``, ``neighbours`` and ``mines``.

    >>> from tutorial.cerro_gordo.scenarios import from_map
    >>> question = road_question(from_map("M1──┐ . M2\\n. . E1"), (2, 1))
    >>> question["neighbours"][(2, 1)], question["neighbours"][(1, 0)], question["mines"]
    ([(2, 0)], [(2, 0), (0, 0)], {(0, 0): 1, (4, 0): 2})
    """
    step = along_roads(state, building)
    return {
        "start": building,
        "neighbours": {cell: list(step(cell)) for cell in sorted(state.tiles)},
        "mines": {m.cell: m.number for m in state.mines if not m.empty},
    }


def engine_answer(state: GameState, building: Cell) -> dict[int, int]:
    """The engine's answer: road tiles crossed to each connected mine with tiles left."""
    return dict(sorted(closeness(state, building).roads.items()))


def random_towns(seed: int, count: int, mines: tuple[int, ...] = (2,)) -> list[GameState]:
    """``count`` random towns (:func:`~tutorial.exercises.sampling.random_town`), 3 x 3 to 7 x 5.

    Each has one of ``mines`` mines (2 mines: 2 players; 3 mines: 4 players).
    """
    rng = random.Random(seed)
    towns = []
    for _ in range(count):
        size, many = (rng.randint(3, 7), rng.randint(3, 5)), rng.choice(mines)
        players, game_seed = 2 if many == 2 else 4, rng.randrange(1000)
        pile = Counter(road_shape(road.exits) for road in fresh(players, game_seed).road_pile)
        town = random_town(rng, *size, many, pile)
        towns.append(from_map(town, players, game_seed))
    return towns


def positions(seed: int, count: int) -> list[Position]:
    """``count`` questions: a pawn on a building joined to a mine by road, small boards first.

    Half come from seeded games, half from random towns, where loops of
    roads are common (in a real game they are rare).
    """
    from_games = [
        (state, player.pawn, seat)
        for state in cerro_gordo_states(seed, GAMES)
        for seat, player in enumerate(state.players)
        if player.pawn is not None
    ]
    from_towns = [(state, state.players[0].pawn, 0) for state in random_towns(seed, count)]

    def connected(candidate: tuple[GameState, Cell, int]) -> bool:
        return bool(closeness(candidate[0], candidate[1]).roads)

    def sample(candidates: list, wanted: int) -> list:
        return small_first(
            [c for c in candidates if connected(c)],
            wanted,
            seed,
            size=lambda c: len(c[0].tiles),
            key=lambda c: (frozenset(c[0].tiles.items()), c[1]),
        )

    chosen = sorted(
        sample(from_games, count - count // 2) + sample(from_towns, count // 2),
        key=lambda c: len(c[0].tiles),
    )
    return [
        Position(
            number,
            state,
            road_question(state, building),
            engine_answer(state, building),
            question_text(state, building, seat),
            building,
        )
        for number, (state, building, seat) in enumerate(chosen, 1)
    ]


def question_text(state: GameState, building: Cell, seat: int) -> str:
    """The board and the question, in plain text."""
    return (
        f"{render_board(state)}\n"
        f"Player {seat + 1}'s pawn is on the building at {building}. "
        "How many road tiles lie between it and each mine?"
    )


def read(returned: object) -> dict[int, int]:
    """``{mine number: road tiles}`` from what the learner's function returned."""
    if not isinstance(returned, Mapping):
        raise AnswerError(
            f"expected a dict {{mine number: road tiles crossed}}, got {type(returned).__name__}"
        )
    answer = {}
    for mine, roads in returned.items():
        if not isinstance(mine, int) or not isinstance(roads, int):
            raise AnswerError(
                f"expected a dict of whole numbers {{mine number: road tiles}}, "
                f"found the entry {mine!r}: {roads!r}"
            )
        answer[mine] = roads
    return dict(sorted(answer.items()))


def differing_mines(position: Position, theirs: Mapping[int, int]) -> list[int]:
    """The mines where the two answers differ, in number order."""
    engine = position.answer
    return sorted(m for m in set(engine) | set(theirs) if engine.get(m) != theirs.get(m))


def compare(position: Position, theirs: Mapping[int, int]) -> str:
    """One sentence about the first mine where ``theirs`` differs (``""``: no difference)."""
    differ = differing_mines(position, theirs)
    if not differ:
        return ""
    mine, engine = differ[0], position.answer
    if mine not in engine:
        return f"Mine {mine}: you say {theirs[mine]} road tile(s), but no road path leads there."
    if mine not in theirs:
        return f"Mine {mine}: the roads reach it across {engine[mine]} road tile(s); yours miss it."
    return (
        f"Mine {mine}: you count {theirs[mine]} road tile(s); the shortest road path "
        f"crosses {engine[mine]}."
    )


def describe(answer: Mapping[int, int] | None) -> str:
    """An answer in plain text."""
    if answer is None:
        return "(none)"
    if not answer:
        return "no mine reached (an empty dict)"
    return ", ".join(f"Mine {m}: {d} road tile(s)" for m, d in answer.items())


def marks(position: Position, theirs: Mapping[int, int] | None) -> tuple[Marked, ...]:
    """The building asked about, each answer's distances on the mines, the engine's path.

    The path is a shortest road path to the first mine where the answers
    differ, as the pairs of cells it steps between.
    """
    state: GameState = position.game
    cell_of = {m.number: m.cell for m in state.mines}
    engine = position.answer
    found = [
        Marked("asked", (position.focus,)),
        Marked("engine", tuple(cell_of[m] for m in engine), tuple(str(d) for d in engine.values())),
    ]
    if theirs:
        known = {m: d for m, d in theirs.items() if m in cell_of}
        found.append(
            Marked("yours", tuple(cell_of[m] for m in known), tuple(str(d) for d in known.values()))
        )
    differ = [m for m in differing_mines(position, theirs or {}) if m in engine]
    if differ:
        path = closeness(state, position.focus).path(state, differ[0])
        found.append(Marked("engine route", tuple(zip(path, path[1:], strict=False))))
    return tuple(found)


HINTS = (
    "This is breadth-first search. Keep a dict `distance` (cell -> cells from start) "
    "and a queue of cells found but not yet looked at: start with distance[start] = 0 "
    "and the queue holding start.",
    "Use `collections.deque`: take cells from the FRONT with `popleft()` and add new "
    "ones at the back with `append()`. With `pop()` you take from the back (a stack): "
    "that is depth-first search, and the first path it finds is not always the shortest.",
    "For each cell taken from the queue, look at `neighbours[cell]`. A neighbour that "
    "already has a distance is skipped; a new one gets distance[cell] + 1 and joins the queue.",
    "Distances count steps between cells. The rulebook counts the road TILES crossed: "
    "a path from the building to a mine crosses distance[mine] - 1 road tiles "
    "(the building and the mine are not roads).",
    "At the end, keep only the mines: {mines[cell]: distance[cell] - 1 for cell in "
    "distance if cell in mines}.",
)

EXERCISE = Exercise(
    name="closest_mines",
    title="Closest mines by breadth-first search",
    function="road_distances",
    game="cerro_gordo",
    positions=positions,
    read=read,
    compare=compare,
    describe=describe,
    marks=marks,
    hints=HINTS,
)
