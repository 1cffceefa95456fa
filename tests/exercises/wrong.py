"""Typical wrong solutions a learner might write, one mistake each."""

from __future__ import annotations

from collections import deque


def distances_with_a_stack(start, neighbours, mines):
    """Depth-first by mistake: ``pop()`` takes the newest cell, not the oldest."""
    distance = {start: 0}
    frontier = [start]
    while frontier:
        cell = frontier.pop()
        for there in neighbours[cell]:
            if there not in distance:
                distance[there] = distance[cell] + 1
                frontier.append(there)
    return {mines[c]: distance[c] - 1 for c in distance if c in mines}


def distances_off_by_one(start, neighbours, mines):
    """Breadth-first, but counts steps between cells, not road tiles crossed."""
    distance = {start: 0}
    frontier = deque([start])
    while frontier:
        cell = frontier.popleft()
        for there in neighbours[cell]:
            if there not in distance:
                distance[there] = distance[cell] + 1
                frontier.append(there)
    return {mines[c]: distance[c] for c in distance if c in mines}


def _groups_without_find(nodes, links, members):
    parent = {node: node for node in nodes}
    for a, b in links:
        parent[a] = b  # a union without find: a leaves the group it was in

    def root(x):
        while parent[x] != x:
            x = parent[x]
        return x

    groups = {}
    for node, label in members:
        groups.setdefault(root(node), set()).add(label)
    return list(groups.values())


def mine_groups_without_find(nodes, links, mines):
    """Union-find whose union sets ``parent[a] = b`` instead of joining the roots."""
    return _groups_without_find(nodes, links, mines.items())


def features_without_find(nodes, joins):
    """The same mistake on Carcassonne's feature nodes."""
    return _groups_without_find(nodes, joins, ((n, n) for n in nodes))


def _naive_union(nodes, joins, first_under_second):
    parent = {node: node for node in nodes}

    def find(x):
        while parent[x] != x:  # no path compression: walks the whole path every time
            x = parent[x]
        return x

    for a, b in joins:
        root_a, root_b = find(a), find(b)
        if root_a != root_b:  # no union by size: always the same way round
            if first_under_second:
                parent[root_a] = root_b
            else:
                parent[root_b] = root_a
    groups = {}
    for node in nodes:
        groups.setdefault(find(node), set()).add(node)
    return list(groups.values())


def features_naive_union(nodes, joins):
    """Right features, but the first root always goes under the second: chains grow long."""
    return _naive_union(nodes, joins, first_under_second=True)


def features_naive_union_the_other_way(nodes, joins):
    """Right features, but the second root always goes under the first."""
    return _naive_union(nodes, joins, first_under_second=False)


def _completed(open_ends, joins, closes, count_loops):
    parent = {node: node for node in open_ends}
    still_open = dict(open_ends)

    def find(x):
        while parent[x] != x:
            x = parent[x]
        return x

    for a, b in joins:
        root_a, root_b = find(a), find(b)
        if root_a == root_b:
            if count_loops:
                still_open[root_a] -= closes
            continue
        parent[root_b] = root_a
        still_open[root_a] += still_open.pop(root_b) - closes
    groups = {}
    for node in open_ends:
        if still_open[find(node)] == 0:
            groups.setdefault(find(node), set()).add(node)
    return list(groups.values())


def completed_counting_one_end(open_ends, joins):
    """Counts edges wrongly: a join closes one end, not one on each tile."""
    return _completed(open_ends, joins, 1, count_loops=True)


def completed_forgetting_loops(open_ends, joins):
    """Skips a join inside one feature: a loop never closes."""
    return _completed(open_ends, joins, 2, count_loops=False)


def route_ignoring_tablets(neighbours, tablets, starts, goal):
    """Breadth-first search: a shortest route, but not the one with most tablets."""
    parent = {start: None for start in starts}
    frontier = deque(starts)
    while frontier:
        u = frontier.popleft()
        for v in neighbours[u]:
            if v not in parent:
                parent[v] = u
                frontier.append(v)
    route = [goal]
    while parent[route[-1]] is not None:
        route.append(parent[route[-1]])
    return route[::-1]
