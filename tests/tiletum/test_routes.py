"""The route search: shortest first, then most uncovered tablets; its trace; a brute-force check."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tiletum.builders import small_map
from tutorial.core.graphs import breadth_first_search
from tutorial.tiletum.maps import neighbours, underground_map
from tutorial.tiletum.routes import (
    ROUTE_LINES,
    ROUTE_PSEUDOCODE,
    Route,
    RouteCost,
    best_route,
    route_trace,
)


def test_equal_lengths_the_route_with_more_uncovered_tablets_wins():
    umap = small_map("I", {}, ["s-a", "a-t", "s-b", "b-t"], {"t1": "b-t"})
    assert best_route(umap, ["s"], "t") == Route(("s", "b", "t"), ("t1",))
    assert best_route(umap, ["s"], "t", covered={"t1"}) == Route(("s", "a", "t"), ())


def test_a_longer_route_never_wins_for_its_tablets():
    edges = ["s-a", "a-t", "s-b", "b-c", "c-t"]
    umap = small_map("I", {}, edges, {"t1": "s-b", "t2": "b-c", "t3": "c-t"})
    assert best_route(umap, ["s"], "t").spaces == ("s", "a", "t")


def test_standing_on_the_goal_is_a_route_of_no_steps():
    umap = underground_map("II", "A")
    route = best_route(umap, ["g"], "g")
    assert route == Route(("g",), ()) and route.steps == 0


def test_the_route_starts_from_the_nearest_start():
    umap = underground_map("I", "A")
    assert best_route(umap, ["s", "l"], "k").spaces == ("l", "k")


def test_the_trace_lights_real_lines_and_ends_on_the_route():
    umap = underground_map("I", "A")
    events = list(route_trace(umap, ["s"], "h"))
    assert all(1 <= line <= len(ROUTE_PSEUDOCODE) for e in events for line in e.lines)
    assert {e.kind for e in events} == set(ROUTE_LINES)
    assert events[0].kind == "start" and events[-1].kind == "path"
    assert events[-1].path == best_route(umap, ["s"], "h").spaces
    assert events[-3].kind == "goal" and events[-3].cost["h"] == RouteCost(4, 2)
    # c is first reached from a (no tablet), then improved from b (across t1).
    improve = next(e for e in events if e.kind == "improve")
    assert (improve.node, improve.neighbour, improve.offer) == ("b", "c", RouteCost(2, 1))
    assert improve.describe().startswith("2 steps, 1 tablet beats c's cost")
    # The old entry of c, (2 steps, 0 tablets), waits in the frontier until it is skipped.
    assert ("c", RouteCost(2, 0)) in improve.frontier
    stale = next(e for e in events if e.kind == "stale")
    assert stale.node == "c" and stale.lines == (3, 4)


def test_every_look_is_followed_by_what_was_decided():
    events = list(route_trace(underground_map("III", "B"), ["s"], "t"))
    for look, after in zip(events, events[1:], strict=False):
        if look.kind == "look":
            assert after.kind in ("reach", "improve", "skip")
            assert (after.node, after.neighbour, after.offer) == (
                look.node,
                look.neighbour,
                look.offer,
            )


def test_the_trace_text_shows_the_frontier_and_costs():
    events = list(route_trace(underground_map("I", "A"), ["s"], "c"))
    text = next(e for e in events if e.kind == "improve").text()
    assert "  frontier (best first): c (2 steps, 1 tablet), c (2 steps, 0 tablets)" in text
    assert "  parent: a→s, b→s, c→b" in text
    assert events[-1].describe() == (
        "Follow parents back from the goal: the route is s → b → c (2 steps, 1 tablet)."
    )


def test_an_unreachable_goal_has_no_route():
    # The loader refuses a map in two pieces, so only a goal off the map is unreachable here.
    umap = small_map("I", {}, ["s-a"])
    events = list(route_trace(umap, ["s"], "zz"))
    assert events[-1].path == () and "never reached" in events[-1].describe()


# --------------------------------------------------------------------------
# Property: the route is a shortest path, and no shortest path crosses more tablets
# --------------------------------------------------------------------------


@st.composite
def random_maps(draw):
    """A connected map of 2-8 spaces: a random tree plus extra connections, random tablets."""
    size = draw(st.integers(2, 8))
    names = [f"n{i}" for i in range(size)]
    edges = {frozenset((names[i], names[draw(st.integers(0, i - 1))])) for i in range(1, size)}
    pairs = [frozenset((a, b)) for i, a in enumerate(names) for b in names[i + 1 :]]
    edges |= set(draw(st.lists(st.sampled_from(pairs), max_size=10)))
    ordered = ["-".join(sorted(e)) for e in sorted(edges, key=sorted)]
    with_tablet = draw(st.lists(st.sampled_from(ordered), unique=True))
    tablets = {f"t{i}": e for i, e in enumerate(with_tablet)}
    covered = draw(st.sets(st.sampled_from(sorted(tablets)))) if tablets else set()
    goal = draw(st.sampled_from(names))
    return small_map("I", {}, ordered, tablets, start="n0"), covered, goal


def most_tablets_on_shortest_paths(umap, start, goal, length, covered):
    """Brute force: every path of ``length`` steps from start to goal, the most tablets crossed."""
    best = -1

    def walk(space, steps, tablets, seen):
        nonlocal best
        if steps == length:
            if space == goal:
                best = max(best, tablets)
            return
        for nxt in neighbours(umap, space):
            if nxt not in seen:
                tablet = umap.tablet_between(space, nxt)
                extra = int(tablet is not None and tablet.id not in covered)
                walk(nxt, steps + 1, tablets + extra, seen | {nxt})

    walk(start, 0, 0, {start})
    return best


@settings(max_examples=200, deadline=None)
@given(random_maps())
def test_the_route_is_shortest_and_crosses_the_most_uncovered_tablets(case):
    umap, covered, goal = case
    route = best_route(umap, ["n0"], goal, covered)
    distance = breadth_first_search(["n0"], umap.adjacency.__getitem__).distance[goal]
    assert route.spaces[0] == "n0" and route.spaces[-1] == goal
    assert route.steps == distance
    steps = list(zip(route.spaces, route.spaces[1:], strict=False))
    assert all(b in neighbours(umap, a) for a, b in steps)
    on_route = [umap.tablet_between(a, b) for a, b in steps]
    assert route.tablets == tuple(t.id for t in on_route if t and t.id not in covered)
    assert len(route.tablets) == most_tablets_on_shortest_paths(umap, "n0", goal, distance, covered)
