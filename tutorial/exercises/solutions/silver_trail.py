"""A solution to exercise 2: which mines are connected by road, by union-find."""


def mine_groups(nodes, links, mines):
    """The groups of mines joined by road.

    Parameters
    ----------
    nodes:
        The cells of every road and mine.
    links:
        Every road connection, as a pair of cells.
    mines:
        ``{cell: mine number}``.

    Returns
    -------
    list of sets
        The mine numbers of each group; a mine joined to none in a set of its own.
    """
    parent = {node: node for node in nodes}

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving: the next find is shorter
            x = parent[x]
        return x

    for a, b in links:
        root_a, root_b = find(a), find(b)
        if root_a != root_b:
            parent[root_a] = root_b
    groups = {}
    for cell, number in mines.items():
        groups.setdefault(find(cell), set()).add(number)
    return list(groups.values())
