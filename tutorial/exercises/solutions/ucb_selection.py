"""A solution to exercise 6: the selection step of Monte Carlo tree search, by UCB1."""

import math


def choose_child(children, parent_visits, c):
    """The name of the child with the best UCB1 score.

    Parameters
    ----------
    children:
        ``[(name, visits, total_value), ...]``, the children in order.
    parent_visits:
        How many times the parent node was visited (``N``).
    c:
        The exploration constant.

    Returns
    -------
    str
        The name of the child UCB1 picks: a child never visited first; between
        equal scores, the first in the list.
    """
    best_name, best_score = None, -math.inf
    for name, visits, total in children:
        if visits == 0:
            return name  # infinite score: nothing beats it, and it is the first such child
        score = total / visits + c * math.sqrt(math.log(parent_visits) / visits)
        if score > best_score:  # strictly: the first of equal scores stays
            best_name, best_score = name, score
    return best_name
