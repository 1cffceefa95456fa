"""A solution to exercise 1: road tiles from a building to each mine, by breadth-first search."""

from collections import deque


def road_distances(start, neighbours, mines):
    """Road tiles crossed from ``start`` to every mine the roads reach.

    Parameters
    ----------
    start:
        The cell of the building the pawn stands on, e.g. ``(3, 4)``.
    neighbours:
        ``{cell: [cells one step along a road]}`` for every tile on the
        board; a mine, or a building other than ``start``, has none.
    mines:
        ``{cell: mine number}`` for the mines with tiles left.

    Returns
    -------
    dict
        ``{mine number: road tiles crossed}`` for each mine the roads reach.
    """
    distance = {start: 0}
    frontier = deque([start])
    while frontier:
        cell = frontier.popleft()  # the front of the queue: nearest first
        for there in neighbours[cell]:
            if there not in distance:
                distance[there] = distance[cell] + 1
                frontier.append(there)
    # Steps count cells; the building and the mine are not road tiles.
    return {mines[cell]: distance[cell] - 1 for cell in distance if cell in mines}
