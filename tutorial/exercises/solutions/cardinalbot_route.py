"""A solution to exercise 5: the Cardinalbot's route, by Dijkstra's algorithm."""

import heapq


def best_route(neighbours, tablets, starts, goal):
    """The route with the fewest steps and, among those, the most uncovered tablets.

    Parameters
    ----------
    neighbours:
        ``{space: [spaces one connection away]}``.
    tablets:
        Connections with an uncovered Stone Tablet, as pairs ``(a, b)`` in both orders.
    starts:
        The spaces where the bot's Prospectors stand.
    goal:
        The Town to reach.

    Returns
    -------
    list
        The spaces of the route, a start first and ``goal`` last; ``[]`` if none.
    """
    best = {}  # space -> (steps, -tablets): smaller is better
    parent = {}
    frontier = []
    for start in starts:
        best[start] = (0, 0)
        parent[start] = None
        heapq.heappush(frontier, (0, 0, start))
    taken = set()
    while frontier:
        steps, minus_tablets, u = heapq.heappop(frontier)
        if u in taken:
            continue  # an old entry: u was taken with a better cost
        taken.add(u)
        if u == goal:
            break
        for v in neighbours[u]:
            offer = (steps + 1, minus_tablets - ((u, v) in tablets))
            if v not in best or offer < best[v]:
                best[v] = offer
                parent[v] = u
                heapq.heappush(frontier, (*offer, v))
    if goal not in parent:
        return []
    route = [goal]
    while parent[route[-1]] is not None:
        route.append(parent[route[-1]])
    return route[::-1]
