"""A solution to exercise 3: Carcassonne's features, by union-find."""


def features(nodes, joins):
    """The features: groups of feature nodes joined across edges.

    Parameters
    ----------
    nodes:
        ``{node: kind}`` for every feature of every tile; a node is ``(cell, index)``.
    joins:
        Pairs of nodes that meet across an edge, in the order the tiles were placed.

    Returns
    -------
    list of sets
        The nodes of each feature; every node in exactly one.
    """
    parent = {node: node for node in nodes}
    size = {node: 1 for node in nodes}

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    for a, b in joins:
        root_a, root_b = find(a), find(b)
        if root_a == root_b:
            continue  # joined already: a feature closing round on itself
        if size[root_a] < size[root_b]:  # union by size: the smaller tree goes under
            root_a, root_b = root_b, root_a
        parent[root_b] = root_a
        size[root_a] += size[root_b]
    groups = {}
    for node in nodes:
        groups.setdefault(find(node), set()).add(node)
    return list(groups.values())
