"""Monte Carlo tree search, one phase at a time: the tree it grows, its pseudocode, its choice.

:class:`TreeSearchView` steps through the trace of
:func:`tutorial.core.tree_search.explain_decision` (``trace=True``): the
tree as it stands after each step is drawn root on top, every node with its
visits (``n``), its mean value for the seat that chose it (``μ``) and its
UCB score; the path the step works on is lit, the best line (the most
visited child at each level) is drawn thick.  Beside it the pseudocode
lights the lines of the step's phase (:data:`~tutorial.core.tree_search.PHASE_LINES`)
and a table lists the root's children, the numbers the seat chooses by.

The tree is rebuilt from the trace alone: an ``expand`` step adds a node,
a ``back_propagate`` step gives a node its visits and mean (one copy of
the tree per step: meant for a small budget, 8 to 20 simulations).  A tree
too big to read (more than :data:`MOST_NODES` nodes or :data:`MOST_COLUMNS`
leaves, or a decision without a trace) is drawn pruned: only the root's
most visited children, the best line and the step's path, and the view says
so under the drawing and above the table.
"""

from __future__ import annotations

import html
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ipycanvas import Canvas

from tutorial.core.tree_search import (
    MCTS_PSEUDOCODE,
    SQRT2,
    Decision,
    SearchGame,
    SearchStep,
    explain_decision,
    ucb,
)
from tutorial.widgets import palette
from tutorial.widgets.algorithm_view import StepView
from tutorial.widgets.explanation import legend_html
from tutorial.widgets.palette import LegendEntry

Path = tuple[Any, ...]

#: A tree with more nodes than this, or more leaves than :data:`MOST_COLUMNS`, is drawn
#: pruned (the root's children and the best line).
MOST_NODES = 40
MOST_COLUMNS = 12
#: The root's children drawn at most in a pruned tree (the most visited): with the best
#: line and the step's path, at most :data:`MOST_COLUMNS` columns.
MOST_CHILDREN = 8
#: Pixels between two neighbouring leaves, and between two levels.
COLUMN, LEVEL = 92.0, 74.0
#: A node's disc radius in pixels.
RADIUS = 8.0
#: About how wide a character of the labels (10px sans-serif) is, in pixels.
CHAR_WIDTH = 5.6
#: Characters of an action's name written under its node (the table gives it in full).
NAME_CHARS = 14

#: What each colour of the drawing means (every entry names its colour in words).
LEGEND = (
    LegendEntry(palette.LIGHT_GREY, "disc", "a node: n visits, μ mean value, UCB score"),
    LegendEntry(palette.ORANGE, "disc", "the node this step expanded"),
    LegendEntry(palette.VERMILLION, "outline", "the path this step works on"),
    LegendEntry(palette.BLUE, "wide line", "the best line: the most visited child at each level"),
    LegendEntry(palette.GREY, "line", "an action tried, parent to child"),
)

TREE_SEARCH_NOTE = """
<div style="font:13px sans-serif;line-height:1.45;max-width:900px;color:#333;padding-top:6px">
<b>Why it works.</b> UCB adds to a child's mean a bonus that shrinks as the child is
visited and grows slowly as its siblings are, so the search spends most simulations
on the actions that look best while still trying the others now and then. After the
budget the seat plays the root's <i>most visited</i> child: visits, not the mean, say
what the search trusted.
</div>
"""


@dataclass(frozen=True)
class TreeNode:
    """A node of the tree as it stands after a step: its visits and mean (for who chose it)."""

    visits: int = 0
    mean: float = 0.0


def snapshots(steps: Sequence[SearchStep]) -> list[dict[Path, TreeNode]]:
    """The tree after each step, rebuilt from the trace: ``{path: node}`` in order of expansion.

    An ``expand`` step adds its node; a ``back_propagate`` step sets its
    node's visits and mean; the other phases change nothing.
    """
    tree: dict[Path, TreeNode] = {(): TreeNode()}
    after = []
    for step in steps:
        if step.kind == "expand":
            tree = {**tree, step.path: TreeNode()}
        elif step.kind == "back_propagate":
            tree = {**tree, step.path: TreeNode(step.visits, step.mean)}
        after.append(tree)
    return after


def children_of(tree: dict[Path, TreeNode], path: Path) -> list[Path]:
    """The paths of ``path``'s children, in the order they were expanded."""
    return [p for p in tree if len(p) == len(path) + 1 and p[: len(path)] == path]


def best_line_of(tree: dict[Path, TreeNode]) -> Path:
    """The most visited path down (ties: the better mean, then the first expanded)."""
    path: Path = ()
    while kids := children_of(tree, path):
        path = max(kids, key=lambda p: (tree[p].visits, tree[p].mean))
    return path


def tree_layout(paths: Sequence[Path]) -> dict[Path, tuple[float, float]]:
    """Columns and levels: one column per leaf, a parent above the middle of its children.

    >>> tree_layout([(), (1,), (2,), (1, 3)])
    {(1, 3): (0.0, 2), (1,): (0.0, 1), (2,): (1.0, 1), (): (0.5, 0)}
    """
    where: dict[Path, tuple[float, float]] = {}

    def place(path: Path, column: float) -> float:
        kids = [p for p in paths if len(p) == len(path) + 1 and p[: len(path)] == path]
        for kid in kids:
            column = place(kid, column)
        if kids:
            xs = [where[k][0] for k in kids]
            where[path] = ((min(xs) + max(xs)) / 2, len(path))
            return column
        where[path] = (column, len(path))
        return column + 1

    place((), 0.0)
    return where


def short(action: Any) -> str:
    """An action's name, cut to :data:`NAME_CHARS` characters for the drawing."""
    name = str(action)
    return name if len(name) <= NAME_CHARS else name[: NAME_CHARS - 1] + "…"


def prefixes(path: Path) -> tuple[Path, ...]:
    """The paths from the root down to ``path``, the root first.

    >>> prefixes(("a", "b"))
    ((), ('a',), ('a', 'b'))
    """
    return tuple(path[:i] for i in range(len(path) + 1))


def shown_paths(
    tree: dict[Path, TreeNode], lit: Path, best: Path, pruned: bool
) -> tuple[Path, ...]:
    """The nodes drawn: all of them, or if ``pruned`` the root, its most visited children
    (:data:`MOST_CHILDREN`), the best line and the step's path ``lit``."""
    if not pruned:
        return tuple(tree)
    firsts = sorted(children_of(tree, ()), key=lambda p: -tree[p].visits)[:MOST_CHILDREN]
    wanted = {(), *firsts, *prefixes(best), *prefixes(lit)}
    return tuple(p for p in tree if p in wanted)


def leaves(paths: Sequence[Path]) -> int:
    """How many of ``paths`` have no child among them: the columns of the drawing."""
    parents = {p[:-1] for p in paths if p}
    return sum(p not in parents for p in paths)


#: Under a tree that is only its root yet: the empty canvas is where it will grow.
GROWS_NOTE = "The tree grows down from the root here: each Next runs the search one step on."


class TreeDrawing:
    """The tree on an ipycanvas; what it last drew is kept (``shown``, ``lit``, ``best``)."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.canvas = Canvas(width=width, height=height)
        #: Set by :class:`~tutorial.widgets.algorithm_view.StepView` (this canvas has no clicks).
        self.on_error = None
        self.shown: tuple[Path, ...] = ()
        self.lit: tuple[Path, ...] = ()
        self.best: Path = ()
        #: Where each drawn node's disc is, in pixels (a click finds its node by it).
        self.centres: dict[Path, tuple[float, float]] = {}

    def draw(
        self,
        tree: dict[Path, TreeNode],
        shown: tuple[Path, ...],
        lit: Path,
        best: Path,
        new: Path | None,
        c: float,
        note: Sequence[str] = (),
        scores: bool = True,
    ) -> None:
        """Draw the ``shown`` nodes of ``tree``: ``lit``'s path in red, ``best``'s in blue.

        With ``scores=False`` the UCB scores are left out (a quiz asks for them).
        """
        lit_paths, best_paths = prefixes(lit), prefixes(best)
        self.shown, self.lit, self.best = shown, lit_paths, best
        where = tree_layout(shown)
        columns = max(x for x, _ in where.values()) + 1
        depth = max(y for _, y in where.values()) + 1
        bottom = 14 * len(note) + 50  # room for the last level's labels and the note
        step_x = min(COLUMN, (self.width - 20) / columns)
        step_y = min(LEVEL, (self.height - bottom) / max(depth - 1, 1))
        roomy = step_y >= 3 * 11 + 2 * RADIUS + 10  # three label rows fit between levels

        def pixel(path: Path) -> tuple[float, float]:
            x, y = where[path]
            return 10 + step_x * (x + 0.5), 20 + step_y * y

        self.centres = {path: pixel(path) for path in shown}
        canvas = self.canvas
        canvas.clear()
        canvas.fill_style = palette.WHITE
        canvas.fill_rect(0, 0, self.width, self.height)
        for path in shown:  # the edges first, under the discs
            if not path:
                continue
            (x0, y0), (x1, y1) = pixel(path[:-1]), pixel(path)
            on_best = path in best_paths
            canvas.stroke_style = palette.BLUE if on_best else palette.GREY
            canvas.line_width = 5 if on_best else 1.5
            canvas.stroke_line(x0, y0, x1, y1)
            if path in lit_paths:  # the step's path: a red line beside the edge (and any blue)
                canvas.stroke_style = palette.VERMILLION
                canvas.line_width = 3
                canvas.stroke_line(x0 + 6, y0, x1 + 6, y1)
        canvas.font = "10px sans-serif"
        canvas.text_align = "center"
        for path in shown:
            x, y = pixel(path)
            node = tree[path]
            here = path in lit_paths
            canvas.fill_style = palette.ORANGE if path == new else palette.LIGHT_GREY
            canvas.fill_circle(x, y, RADIUS)
            canvas.stroke_style = palette.VERMILLION if here else palette.INK
            canvas.line_width = 3.5 if here else 1
            canvas.stroke_circle(x, y, RADIUS + (1.5 if here else 0))
            if not path:
                said: tuple[str, ...] = (f"root: n {node.visits}",)
            elif roomy:
                parent = tree[path[:-1]]
                score = ucb(node.mean, parent.visits, node.visits, c) if parent.visits else math.inf
                said = (short(path[-1]), f"n {node.visits} · μ {node.mean:.2f}")
                said += (ucb_words(score),) if scores else ()
            else:  # levels too close for three rows: the visits only
                said = (f"n {node.visits}",)
            # On a white card, so the edges to the children never run through the words.
            wide = max(len(text) for text in said) * CHAR_WIDTH + 4
            canvas.fill_style = palette.WHITE
            canvas.fill_rect(x - wide / 2, y + RADIUS + 2, wide, 11 * len(said) + 2)
            canvas.fill_style = palette.INK
            for row, text in enumerate(said):
                canvas.fill_text(text, x, y + RADIUS + 11 + 11 * row)
        canvas.font = "italic 11px sans-serif"
        canvas.fill_style = palette.LABEL
        if len(shown) == 1:  # the root alone: the note in the empty middle, where it will grow
            for row, text in enumerate(note):
                canvas.fill_text(text, self.width / 2, self.height / 2 + 14 * row)
        else:
            canvas.text_align = "left"
            for row, text in enumerate(note):
                canvas.fill_text(text, 8, self.height - 8 - 14 * (len(note) - 1 - row))


def score_text(score: float) -> str:
    """A UCB score as the drawing and the table write it (``∞`` for an unvisited child).

    >>> score_text(1.23456), score_text(math.inf)
    ('1.23', '∞')
    """
    return "∞" if math.isinf(score) else f"{score:.2f}"


def ucb_words(score: float) -> str:
    """A UCB score with its name, under a node and in the plain text."""
    return f"UCB {score_text(score)}"


class TreeSearchView(StepView):
    """Step through one MCTS decision: the tree it grows, the pseudocode, the root's children.

    Parameters
    ----------
    decision:
        A :class:`~tutorial.core.tree_search.Decision`, best with its trace
        (``trace=True``); without one only the final tree's root children
        and best line can be shown, as one step.
    width, height:
        The drawing's size in pixels.

    Examples
    --------
    >>> from tutorial.core.tree_search import SearchGame
    >>> nim = SearchGame("nim", lambda h: [n for n in (1, 2) if n <= h[0]],
    ...     lambda h, n: (h[0] - n, 1 - h[1]), lambda h: h[1], lambda h: h[0] == 0,
    ...     lambda h: (1 - h[1],))
    >>> view = TreeSearchView.search(nim, (5, 0), simulations=8, seed=1)
    >>> view.show(len(view.events) - 1)
    >>> sum(row[1] for row in view.root_children(view.index))
    8
    """

    def __init__(
        self, decision: Decision, *, width: int | None = None, height: int | None = None
    ) -> None:
        self.decision = decision
        steps = decision.steps or (SearchStep("choose", decision.simulations, (decision.chosen,)),)
        self.trees = snapshots(steps) if decision.steps else [self._final_tree(decision)]
        self.events = list(steps)
        # Sized for the last step (a tree only grows), plus a column for a pruned step's path.
        last = len(steps) - 1
        shown = self.shown(last)
        columns = leaves(shown) + self.pruned(last)
        depth = max(len(p) for p in shown)
        width = width or int(min(max(columns * COLUMN + 20, 480), 1000))
        height = height or int(min(max(depth * LEVEL + 100, 240), 600))
        super().__init__(
            pseudocode=MCTS_PSEUDOCODE,
            canvas=TreeDrawing(width, height),
            legend=legend_html(LEGEND),
            note=TREE_SEARCH_NOTE,
            title=f"Monte Carlo tree search: seat {decision.seat} in {decision.game}",
            # Wide enough for the pseudocode's longest line and its comment (13 px monospace).
            side_width=max(560, 8 * max(map(len, MCTS_PSEUDOCODE)) + 40),
        )
        self.restart(steps)

    @classmethod
    def search(
        cls,
        game: SearchGame,
        state: Any,
        *,
        simulations: int = 12,
        seed: int = 0,
        c: float = SQRT2,
        **kwargs: Any,
    ) -> TreeSearchView:
        """Search ``state`` of ``game`` with a small budget, the trace kept, and show it."""
        decision = explain_decision(
            game, state, random.Random(seed), simulations=simulations, c=c, trace=True
        )
        return cls(decision, **kwargs)

    @staticmethod
    def _final_tree(decision: Decision) -> dict[Path, TreeNode]:
        """Without a trace, the part of the tree the decision keeps: the root and its children."""
        tree = {(): TreeNode(decision.simulations)}
        for child in decision.children:
            tree[(child.action,)] = TreeNode(child.visits, child.mean)
        return tree

    # -- what a step shows --------------------------------------------------------------
    def pruned(self, index: int) -> bool:
        """Whether step ``index``'s tree is too big to draw whole (or there is no trace)."""
        tree = self.trees[index]
        too_big = len(tree) > MOST_NODES or leaves(tuple(tree)) > MOST_COLUMNS
        return not self.decision.steps or too_big

    def shown(self, index: int) -> tuple[Path, ...]:
        """The nodes drawn at step ``index`` (:func:`shown_paths`)."""
        step = self.events[index]
        lit = step.path if step.path in self.trees[index] else ()
        return shown_paths(self.trees[index], lit, self.best_line(index), self.pruned(index))

    def pruned_note(self, index: int) -> tuple[str, ...]:
        """What a pruned drawing leaves out, in words (nothing if the tree is drawn whole)."""
        if not self.pruned(index):
            return ()
        nodes = len(self.trees[index])
        if not self.decision.steps:
            return (f"No trace kept: only the root's {nodes - 1} children are known.",)
        drawn = min(MOST_CHILDREN, len(children_of(self.trees[index], ())))
        return (
            f"A big tree ({nodes} nodes): drawn are the root's {drawn} most visited",
            "children, the best line and this step's path; the table lists every child.",
        )

    def root_children(self, index: int) -> list[tuple[Any, int, float, float]]:
        """The root's children after step ``index``: (action, visits, mean, UCB), by visits."""
        tree = self.trees[index]
        parent = tree[()].visits
        rows = [
            (p[-1], tree[p].visits, tree[p].mean, ucb(tree[p].mean, parent, tree[p].visits, self.c))
            if parent
            else (p[-1], tree[p].visits, tree[p].mean, math.inf)
            for p in children_of(tree, ())
        ]
        return sorted(rows, key=lambda row: (-row[1], -row[2]))

    @property
    def c(self) -> float:
        """The exploration constant of the decision's UCB."""
        return self.decision.c

    def best_line(self, index: int) -> Path:
        """The best line after step ``index`` (at the last step: the decision's)."""
        if not self.decision.steps:
            return self.decision.best_line[:1]
        return best_line_of(self.trees[index])

    def draw(self, index: int) -> None:
        """Draw the tree after step ``index`` (its own drawing, not marks on a graph)."""
        step = self.events[index]
        tree = self.trees[index]
        new = step.path if step.kind == "expand" else None
        lit = step.path if step.path in tree else ()
        shown = self.shown(index)
        best = self.best_line(index)
        self.drawing.draw(tree, shown, lit, best, new, self.c, self.drawing_note(index))

    def drawing_note(self, index: int) -> tuple[str, ...]:
        """The words under the tree: what a pruned drawing leaves out, or, while only the
        root stands, where the tree will grow (the canvas is sized for the last step)."""
        if len(self.trees[index]) == 1 and index < len(self.events) - 1:
            return (GROWS_NOTE,)
        return self.pruned_note(index)

    def data_html(self, index: int) -> str:
        best = self.best_line(index)[:1]
        rows = []
        for action, visits, mean, score in self.root_children(index):
            weight = "font-weight:bold;" if (action,) == best else ""
            rows.append(
                f'<tr style="{weight}"><td style="padding:0 8px">{html.escape(str(action))}</td>'
                f'<td style="text-align:right;padding:0 8px">{visits}</td>'
                f'<td style="text-align:right;padding:0 8px">{mean:.3f}</td>'
                f'<td style="text-align:right;padding:0 8px">{score_text(score)}</td></tr>'
            )
        total = sum(row[1] for row in self.root_children(index))
        head = "".join(
            f'<th style="padding:0 8px;text-align:left">{h}</th>'
            for h in ("root's child", "visits", "mean", "UCB")
        )
        said = "".join(f"<div><i>{html.escape(line)}</i></div>" for line in self.pruned_note(index))
        return (
            f'<div style="font:13px sans-serif;margin-top:6px">{said}'
            f"<b>The root's children</b> ({total} visits in all; bold: most visited)"
            f'<table style="border-collapse:collapse;font:12px sans-serif">'
            f"<tr>{head}</tr>{''.join(rows)}</table></div>"
        )

    def step_text(self, index: int) -> str:
        lines = [self.events[index].text()]
        for action, visits, mean, score in self.root_children(index):
            lines.append(f"  {action}: {visits} visits, mean {mean:.3f}, {ucb_words(score)}")
        return "\n".join(lines)
