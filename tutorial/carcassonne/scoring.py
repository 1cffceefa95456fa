"""Points: for completed features during the game, and for everything at the end.

Rulebook (base game), *Scoring*.  Points go to whoever has the most
followers in a feature; players tied for the most all score in full.  The
points of a feature depend only on its :class:`~tutorial.carcassonne.features.Group`
record (tiles, pennants, open ends), which the union-find kept up to date,
so scoring never walks over the board.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tutorial.carcassonne.features import Group, Node
from tutorial.carcassonne.state import GameState, PlayerState, Scored
from tutorial.carcassonne.tiles import CITY, FIELD, MONASTERY, ROAD
from tutorial.core.explanation import Explanation, Highlight, Lines, Part
from tutorial.core.grid import Cell
from tutorial.core.values import evolve

#: The score sheet's categories in the base game, and which kind of feature fills each.
CATEGORY = {ROAD: "roads", CITY: "cities", MONASTERY: "monasteries", FIELD: "farms"}
BASE_CATEGORIES = tuple(CATEGORY.values())
RULE_SCORING = "Scoring during the game"
#: Rulebook (base game), *Farms*: each completed city a farm touches.
POINTS_PER_CITY_SUPPLIED = 3


def majority(followers: Iterable[tuple[Node, int]]) -> tuple[int, ...]:
    """The seats with the most followers (all of them when tied), in seat order.

    Rulebook (base game), *Scoring*: "If several players tie with the most
    followers, they each score the full points."

    >>> majority([(((0, 0), 1), 0), (((1, 0), 0), 1), (((2, 0), 0), 1)])
    (1,)
    >>> majority([(((0, 0), 1), 0), (((1, 0), 0), 1)])
    (0, 1)
    """
    counts: dict[int, int] = {}
    for _, seat in followers:
        counts[seat] = counts.get(seat, 0) + 1
    if not counts:
        return ()
    most = max(counts.values())
    return tuple(sorted(seat for seat, n in counts.items() if n == most))


def completed_points(group: Group) -> int:
    """Rulebook (base game), *Scoring during the game*: what the completed ``group`` scores."""
    return points_when_complete(group.kind, len(group.cells), group.pennants)


def points_when_complete(kind: str, tiles: int, pennants: int) -> int:
    """Rulebook (base game), *Scoring during the game*, for a feature of ``tiles`` tiles.

    A completed road scores 1 a tile; a completed city 2 a tile and 2 a
    pennant; a completed monastery 9 (itself and its 8 neighbours).  (A bot
    asks it of a feature it only imagines, without making a group.)

    >>> points_when_complete("city", 3, 1), points_when_complete("road", 4, 0)
    (8, 4)
    """
    if kind == ROAD:
        return tiles
    if kind == CITY:
        return 2 * tiles + 2 * pennants
    return 9


def unfinished_points(group: Group) -> int:
    """Rulebook (base game), *Final scoring*: what an incomplete feature scores at the end.

    A road 1 a tile; a city 1 a tile and 1 a pennant; a monastery 1, and 1
    for each tile around it (8 minus the empty cells it still counts).
    """
    if group.kind == ROAD:
        return len(group.cells)
    if group.kind == CITY:
        return len(group.cells) + group.pennants
    return 1 + 8 - group.open


def cities_supplied(state: GameState, farm: Group) -> tuple[Node, ...]:
    """The completed cities a farm touches, each once (by its root).

    Rulebook (base game), *Farms*: a farm counts each completed city it
    touches once, however many of its tiles touch that city.
    """
    find = state.network.find
    roots = {find(node) for node in farm.cities}
    return tuple(sorted(root for root in roots if state.groups[root].complete))


def farm_points(state: GameState, farm: Group) -> int:
    """Rulebook (base game), *Farms*: 3 points for each completed city the farm touches."""
    return POINTS_PER_CITY_SUPPLIED * len(cities_supplied(state, farm))


def awarded(players: tuple[PlayerState, ...], scored: Iterable[Scored]) -> tuple[PlayerState, ...]:
    """``players`` with each scored feature's points added to its winners' sheets."""
    sheets = list(players)
    for item in scored:
        for seat in item.winners:
            player = sheets[seat]
            sheets[seat] = evolve(player, score=player.score.add(CATEGORY[item.kind], item.points))
    return tuple(sheets)


def score_completed(state: GameState) -> tuple[GameState, Part]:
    """Turn-end step: score the features the tile completed, and send their followers home.

    Rulebook (base game), *Scoring during the game*: a completed road, city
    or monastery scores at once for the player(s) with the most followers
    in it; then every follower in it returns to its owner.  (A completed
    feature with no follower scores for no one.)
    """
    if not state.completed and not state.scored:  # nothing to score, nothing to forget
        closer = state.placed
        return state, lambda: completed_explanation(state, (), closer)
    scored = tuple(
        _scored(root, group, completed_points(group), complete=True)
        for root in state.completed
        for group in (state.groups[root],)
    )
    players = list(awarded(state.players, scored))
    followers = dict(state.followers)
    emptied = {}
    for item in scored:
        for node, seat in item.followers:
            del followers[node]
            players[seat] = evolve(players[seat], followers=players[seat].followers + 1)
        emptied[item.root] = state.groups[item.root].with_followers(())
    closer = state.placed
    state = state.with_groups(
        emptied,
        players=tuple(players),
        followers=followers,
        completed=(),
        scored=scored,
    )
    return state, lambda: completed_explanation(state, scored, closer)


def completed_explanation(
    state: GameState, scored: tuple[Scored, ...], closer: Cell | None
) -> Explanation:
    """What the tile on ``closer`` completed, the points to whom, and the followers going home.

    Highlights: ``"completed"``, the tiles of the completed features (and on
    each, the slots they cover);
    ``"returned"``, where the followers stood, labelled with their owner.
    """
    if not scored:
        return Explanation("Nothing completed")
    names = [player.name for player in state.players]
    closed_by = "" if closer is None else f"the {state.tile_at(closer).name} on {closer}"
    lines = [_completed_line(item, names, closed_by) for item in scored]
    returned = sorted(
        ((node[0], seat) for item in scored for node, seat in item.followers),
        key=lambda item: (item[0][1], item[0][0]),
    )
    if returned:
        counts = Counter(seat for _, seat in returned)
        listed = ", ".join(f"{names[seat]} {n}" for seat, n in sorted(counts.items()))
        lines.append(f"Their followers go back to their owners' supplies: {listed}.")
    # Imported here: the explanations of features build on this module's scoring.
    from tutorial.carcassonne.explain import feature_nodes, parts_highlight

    nodes = [node for item in scored for node in feature_nodes(state, item.root)]
    highlights = [parts_highlight("completed", state, nodes)]
    if returned:
        highlights.append(
            Highlight(
                "returned",
                tuple(cell for cell, _ in returned),
                tuple(names[seat] for _, seat in returned),
            )
        )
    return Explanation("Scored", tuple(lines), RULE_SCORING, tuple(highlights))


#: What closing a feature's last opening means, by kind.
LAST_OPENING = {
    CITY: "its last open side",
    ROAD: "its last open end",
    MONASTERY: "the last empty cell around it",
}


def _completed_line(item: Scored, names: list[str], closed_by: str) -> str:
    """A feature just completed: what closed it, its points, and who scores them (ties in full)."""
    size = f"{len(item.cells)} tile{'s' * (len(item.cells) != 1)}"
    extra = f" and {item.pennants} pennant{'s' * (item.pennants != 1)}" if item.pennants else ""
    head = f"A {item.kind} of {size}{extra} is complete"
    if closed_by:
        head += f": {closed_by} closed {LAST_OPENING[item.kind]}"
    points = f"{item.points} point{'s' * (item.points != 1)}"
    counts = Counter(seat for _, seat in item.followers)
    if not counts:
        return f"{head}. It is worth {points}, but no follower stands in it: no one scores."
    listed = ", ".join(f"{names[seat]} {n}" for seat, n in sorted(counts.items()))
    if len(item.winners) == 1:
        who = f"{names[item.winners[0]]} has the most and scores {points}"
    else:
        tied = " and ".join(names[seat] for seat in item.winners)
        who = f"{tied} tie for the most and each scores the full {points}"
    return f"{head}. Followers in it: {listed}; {who}."


def final_scoring(state: GameState) -> tuple[GameState, Lines]:
    """Game-end step: every feature still holding followers scores once more.

    Rulebook (base game), *Final scoring*: incomplete roads, cities and
    monasteries score (:func:`unfinished_points`), and every farm with a
    farmer scores its completed cities (:func:`farm_points`).  Followers
    stay where they are: the game is over.
    """
    # The few features holding followers, picked out before sorting them by root
    # (sorting every group of the board took longer than scoring them).
    held = [
        (root, group)
        for root, group in state.groups.items()
        if group.followers and (group.kind == FIELD or not group.complete)
    ]
    scored = tuple(
        _scored(
            root,
            group,
            farm_points(state, group) if group.kind == FIELD else unfinished_points(group),
            complete=False,
        )
        for root, group in sorted(held)
    )
    state = evolve(state, players=awarded(state.players, scored), scored=scored)
    return state, lambda: [_describe(state, item) for item in scored]


def _scored(root: Node, group: Group, points: int, complete: bool) -> Scored:
    return Scored(
        root,
        group.kind,
        group.cells,
        group.pennants,
        points,
        majority(group.followers),
        group.followers,
        complete,
    )


def _describe(state: GameState, item: Scored) -> str:
    """One sentence about a scored feature: what, where, how many points, to whom."""
    names = [state.players[seat].name for seat in item.winners]
    size = f"{len(item.cells)} tile{'s' * (len(item.cells) != 1)}"
    extra = f" and {item.pennants} pennant{'s' * (item.pennants != 1)}" if item.pennants else ""
    if item.kind == FIELD:
        what = "A farm"
    else:
        what = f"A completed {item.kind}" if item.complete else f"An unfinished {item.kind}"
    who = (
        f"{item.points} point{'s' * (item.points != 1)} to {' and '.join(names)}"
        if names
        else f"worth {item.points}, but no follower stands in it"
    )
    return f"{what} of {size}{extra}: {who}."


def winners(state: GameState) -> tuple[int, ...]:
    """The seats with the most points (all of them when tied), in seat order.

    Rulebook (base game), *Final scoring*: the player with the most points
    wins; the rulebook breaks no tie, so tied players share the win.  Asked
    during the game, the seats leading now.

    >>> from tutorial.carcassonne.setup import new_game
    >>> winners(new_game(2, seed=1).state)  # no points yet: both lead
    (0, 1)
    """
    best = max(player.score.total for player in state.players)
    return tuple(seat for seat, player in enumerate(state.players) if player.score.total == best)
