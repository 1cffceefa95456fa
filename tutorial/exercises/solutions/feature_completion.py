"""A solution to exercise 4: complete cities and roads, by counting open ends."""


def completed_features(open_ends, joins):
    """The complete cities and roads.

    Parameters
    ----------
    open_ends:
        ``{node: open ends it starts with}`` for every city and road node.
    joins:
        Pairs of nodes meeting across an edge; each closes one end on each side.

    Returns
    -------
    list of sets
        The nodes of each feature whose open ends are all closed.
    """
    parent = {node: node for node in open_ends}
    still_open = dict(open_ends)  # kept for each root

    def find(x):
        while parent[x] != x:
            x = parent[x]
        return x

    for a, b in joins:
        root_a, root_b = find(a), find(b)
        if root_a == root_b:
            still_open[root_a] -= 2  # joined already: the ends close all the same
            continue
        parent[root_b] = root_a
        still_open[root_a] += still_open.pop(root_b) - 2
    groups = {}
    for node in open_ends:
        root = find(node)
        if still_open[root] == 0:
            groups.setdefault(root, set()).add(node)
    return list(groups.values())
