"""Exercise 5: the Cardinalbot's route, fewest steps and then most uncovered Stone Tablets.

Rulebook (Tiletum solo), *Cardinalbot Prospector action*, step 3: the bot
moves "by the shortest route (preferring more uncovered Stone Tablets, which
it covers but does not resolve)".  Two wishes, the first before the second:
as few steps as possible, then, among routes that short, as many uncovered
tablets as possible.  The engine's search is
:func:`tutorial.tiletum.routes.best_route`; the learner writes one on plain
data, built by :func:`route_question`:

- ``neighbours``: ``{space: [spaces one connection away]}``;
- ``tablets``: the connections that carry an uncovered Stone Tablet, as
  pairs ``(a, b)``, each in both orders;
- ``starts``: the spaces where the bot's Prospectors stand;
- ``goal``: the Town it moves to.

The answer is the route, a list of spaces from a start to ``goal``.  Routes
equal in steps and in tablets are equally good: the check accepts any of
them (the engine keeps the first it finds, a tie-break of ours the rulebook
does not give).  Taught in ``notebooks/tiletum/07_cardinalbot.ipynb``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from tutorial.exercises.checking import AnswerError, Exercise, Marked, Position
from tutorial.tiletum.cardinalbot import BOT
from tutorial.tiletum.maps import Map, neighbours, standard_maps
from tutorial.tiletum.routes import best_route
from tutorial.tiletum.underground import Underground

Route = tuple[str, ...]


def route_question(here: Underground, goal: str) -> dict[str, Any]:
    """The plain data the learner's function gets, for the bot on the first map of ``here``.

    >>> from tutorial.tiletum.maps import underground_map
    >>> umap = underground_map("I", "A")
    >>> question = route_question(Underground((umap,), prospectors={BOT: [(1, "s")]}), "h")
    >>> question["neighbours"]["s"], sorted(question["tablets"])[:2], question["starts"]
    (['a', 'b'], [('b', 'c'), ('c', 'b')], ['s'])
    """
    umap = here.maps[0]
    covered = {t for _, t in here.covered}
    uncovered = [t for t in umap.tablets if t.id not in covered]
    return {
        "neighbours": {s.id: list(neighbours(umap, s.id)) for s in umap.spaces},
        "tablets": {pair for t in uncovered for pair in (t.between, t.between[::-1])},
        "starts": list(here.spaces_of(BOT, umap.number)),
        "goal": goal,
    }


def engine_route(here: Underground, goal: str) -> Route:
    """The engine's route (:func:`tutorial.tiletum.routes.best_route`)."""
    umap = here.maps[0]
    covered = {t for _, t in here.covered}
    found = best_route(umap, here.spaces_of(BOT, umap.number), goal, covered)
    return found.spaces if found is not None else ()


def random_question(rng: random.Random, umap: Map) -> tuple[Underground, str]:
    """The bot's Prospectors on 1 or 2 random spaces, some tablets covered, a Town to reach."""
    ids = [s.id for s in umap.spaces]
    starts = rng.sample(ids, rng.choice((1, 1, 2)))
    goal = rng.choice([s.id for s in umap.towns if s.id not in starts])
    covered = [t.id for t in umap.tablets if rng.random() < 0.25]
    here = Underground(
        (umap,),
        prospectors={BOT: [(umap.number, s) for s in starts]},
        covered={(umap.number, t) for t in covered},
    )
    return here, goal


def positions(seed: int, count: int) -> list[Position]:
    """``count`` questions on the six map sides, small maps and short routes first."""
    rng = random.Random(seed)
    maps = standard_maps()
    unique: dict[str, tuple[Underground, str]] = {}
    for _ in range(20 * count):  # enough tries to find ``count`` different questions
        if len(unique) == count:
            break
        here, goal = random_question(rng, rng.choice(maps))
        unique.setdefault(question_text(here, goal), (here, goal))
    asked = list(unique.values())
    asked.sort(key=lambda q: (len(q[0].maps[0].spaces), len(engine_route(*q))))
    return [
        Position(
            number,
            here,
            route_question(here, goal),
            engine_route(here, goal),
            question_text(here, goal),
            goal,
        )
        for number, (here, goal) in enumerate(asked, 1)
    ]


def question_text(here: Underground, goal: str) -> str:
    """The map's connections and tablets, the bot's spaces and the goal, in plain text."""
    umap = here.maps[0]
    covered = {t for _, t in here.covered}
    links = []
    for a, b in umap.connections:
        tablet = umap.tablet_between(a, b)
        if tablet is None:
            links.append(f"{a}–{b}")
        else:
            state = "covered" if tablet.id in covered else "uncovered"
            links.append(f"{a}–{b} (tablet {tablet.id}, {state})")
    starts = ", ".join(here.spaces_of(BOT, umap.number))
    stand_in = " (a stand-in layout)" if umap.stand_in else ""
    return (
        f"Underground {umap.name}{stand_in}. Connections: {', '.join(links)}.\n"
        f"The Cardinalbot's Prospectors stand on {starts}. Its route to the Town {goal}: "
        "fewest steps, then most uncovered Stone Tablets?"
    )


def read(returned: object) -> Route:
    """The route as a tuple of space ids."""
    if isinstance(returned, (str, bytes)) or not isinstance(returned, Iterable):
        raise AnswerError(
            f"expected a route, a list of spaces such as ['s', 'b', 'c'], "
            f"got {type(returned).__name__}"
        )
    route = tuple(returned)
    if not all(isinstance(space, str) for space in route):
        raise AnswerError(f"a route lists space ids (strings), found {list(route)!r}")
    return route


def cost(tablets: set[tuple[str, str]], route: Route) -> tuple[int, int]:
    """``(steps, uncovered tablets crossed)`` of a route."""
    pairs = set(zip(route, route[1:], strict=False))
    return len(route) - 1, len(pairs & tablets)


def what_is_wrong(arguments: dict[str, Any], route: Route) -> str:
    """Why ``route`` is no route from a start to the goal (``""``: it is one)."""
    if not route:
        return "Your route is empty, but a route leads there."
    if route[0] not in arguments["starts"]:
        return f"Your route starts at {route[0]}, where the bot has no Prospector."
    if route[-1] != arguments["goal"]:
        return f"Your route ends at {route[-1]}, not at the goal {arguments['goal']}."
    step = next(
        (
            (a, b)
            for a, b in zip(route, route[1:], strict=False)
            if b not in arguments["neighbours"].get(a, ())
        ),
        None,
    )
    if step is not None:
        return f"Your route jumps from {step[0]} to {step[1]}: no connection joins them."
    return ""


def compare(position: Position, theirs: Route) -> str:
    """One sentence: why ``theirs`` is not a best route (``""``: it is one)."""
    wrong = what_is_wrong(dict(position.arguments), theirs)
    if wrong:
        return wrong
    tablets = position.arguments["tablets"]
    mine, best = cost(tablets, theirs), cost(tablets, position.answer)
    if mine == best:
        return ""
    if mine[0] != best[0]:
        return f"Your route takes {mine[0]} steps; the shortest takes {best[0]}."
    return (
        f"Your route takes {mine[0]} steps, as short as can be, but crosses {mine[1]} "
        f"uncovered tablet(s); a route as short crosses {best[1]}."
    )


def describe(answer: Route | None) -> str:
    """A route in plain text."""
    if answer is None:
        return "(none)"
    if not answer:
        return "no route (empty)"
    return f"{' → '.join(answer)} ({len(answer) - 1} steps)"


def marks(position: Position, theirs: Route | None) -> tuple[Marked, ...]:
    """The bot's spaces, the goal, and the two routes."""
    here: Underground = position.game
    engine = position.answer
    found = [
        Marked("asked", here.spaces_of(BOT, here.maps[0].number)),
        Marked("goal", (position.focus,)),
        Marked("engine route", tuple(zip(engine, engine[1:], strict=False))),
    ]
    known = set(position.arguments["neighbours"])
    mine = tuple(
        (a, b) for a, b in zip(theirs or (), (theirs or ())[1:], strict=False) if {a, b} <= known
    )
    if mine:
        found.append(Marked("your route", mine))
    return tuple(found)


HINTS = (
    "Breadth-first search alone finds A shortest route, not always the one with most "
    "tablets: it keeps the first way it reaches a space.",
    "Give each route a cost that Python compares in the right order: the tuple "
    "(steps, -tablets). Fewer steps is smaller; with equal steps, more tablets is smaller.",
    "Dijkstra's algorithm with `heapq`: push (0, 0, start) for every start; pop the "
    "smallest cost; for each neighbour v the new cost is (steps + 1, -tablets - t), "
    "where t is 1 when (u, v) is in `tablets`.",
    "Keep `best[v]` (the best cost so far) and `parent[v]`; when a new cost for v is "
    "smaller than best[v], update both and push v again. Skip a popped entry whose space "
    "was taken already.",
    "When the goal is popped, its cost is final: follow parent back from the goal to a "
    "start, and reverse the list.",
)

EXERCISE = Exercise(
    name="cardinalbot_route",
    title="The Cardinalbot's route: fewest steps, then most tablets",
    function="best_route",
    game="tiletum",
    positions=positions,
    read=read,
    compare=compare,
    describe=describe,
    marks=marks,
    hints=HINTS,
)
