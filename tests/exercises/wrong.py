"""Typical wrong solutions a learner might write, one mistake each."""

from __future__ import annotations

import math
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


def _ucb_pick(children, score):
    """The first child with the best ``score(visits, total)``."""
    return max(children, key=lambda child: score(child[1], child[2]))[0]


def choose_child_log_of_child_visits(children, parent_visits, c):
    """``ln n`` of the child's own visits where the parent's ``ln N`` belongs."""
    unvisited = [name for name, visits, _ in children if visits == 0]
    if unvisited:
        return unvisited[0]
    return _ucb_pick(children, lambda n, w: w / n + c * math.sqrt(math.log(n) / n))


def choose_child_forgetting_unvisited(children, parent_visits, c):
    """No rule for an unvisited child: it scores 0 (so as not to divide by zero)."""
    return _ucb_pick(
        children,
        lambda n, w: w / n + c * math.sqrt(math.log(parent_visits) / n) if n else 0.0,
    )


def choose_child_mean_only(children, parent_visits, c):
    """The best mean, no exploration bonus (right only when c = 0)."""
    unvisited = [name for name, visits, _ in children if visits == 0]
    if unvisited:
        return unvisited[0]
    return _ucb_pick(children, lambda n, w: w / n)


def choose_child_integer_division(children, parent_visits, c):
    """``//`` for the mean: 0.5 // 1 is 0.0, so wins and ties look alike."""
    unvisited = [name for name, visits, _ in children if visits == 0]
    if unvisited:
        return unvisited[0]
    return _ucb_pick(children, lambda n, w: w // n + c * math.sqrt(math.log(parent_visits) / n))


def choose_child_last_of_ties(children, parent_visits, c):
    """``>=`` where ``>`` belongs: of equal scores, the last is kept, not the first."""
    best, best_score = None, -math.inf
    for name, visits, total in children:
        if visits == 0:
            return name
        score = total / visits + c * math.sqrt(math.log(parent_visits) / visits)
        if score >= best_score:
            best, best_score = name, score
    return best
