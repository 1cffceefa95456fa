"""Step through the union-find behind "are these mines connected by road?".

The engine's ``union_steps(network_nodes(state), road_edges(state))``
yields one ``UnionStep`` per road connection: roads and mines are the
nodes, and each connection merges the groups of its two ends (buildings are
not part of the network).  This view replays those steps into a core
``UnionFind`` and draws the groups after each one: every group of two or
more cells in one colour with its letter on each cell (a stronger colour if
it holds a mine), cells still on their own in grey, and the connection of
this step as a thick bar across the border of its two cells (solid if it
merged two groups, dashed if its ends were already joined).  Step 0 is the
start, every road and mine on its own; step k is after k connections.  A
slider and Prev/Next move through the steps; one line of text says what the
step did and which mines now share a group.
"""

from __future__ import annotations

import html
from collections import Counter
from dataclasses import dataclass

from tutorial.cerro_gordo.board import network_nodes, road_edges
from tutorial.cerro_gordo.state import GameState
from tutorial.core.graphs import UnionFind, union_steps
from tutorial.core.grid import Cell
from tutorial.widgets import palette
from tutorial.widgets.cerro_gordo.board import Mark
from tutorial.widgets.cerro_gordo.stepper import BoardStepper
from tutorial.widgets.explanation import legend_html, swatch_html
from tutorial.widgets.palette import LegendEntry


def group_name(number: int) -> str:
    """The letter drawn on each cell of the ``number``-th group formed: A, B, ... Z, A2...

    >>> group_name(0), group_name(25), group_name(27)
    ('A', 'Z', 'B2')
    """
    letter = chr(ord("A") + number % 26)
    return letter if number < 26 else f"{letter}{number // 26 + 1}"


@dataclass(frozen=True)
class Group:
    """One group of the road network after a step.

    ``name`` is the group's letter ("" for a cell still on its own) and
    ``colour`` its index in :data:`palette.GROUP_COLOURS`; both stay with
    the group from step to step (a merged group keeps the older letter).
    """

    cells: tuple[Cell, ...]
    mines: tuple[int, ...]
    name: str = ""
    colour: int = -1


def _mines(numbers: tuple[int, ...]) -> str:
    names = [f"Mine {n}" for n in numbers]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class UnionFindStepper(BoardStepper):
    """Union-find over the road network of a board, one road connection at a time.

    Parameters
    ----------
    state:
        The game state whose roads and mines are grouped.
    cell_size:
        Pixels per board cell.

    Examples
    --------
    >>> from tutorial.cerro_gordo.scenarios import from_map
    >>> stepper = UnionFindStepper(from_map("M1──M2"))
    >>> print(stepper.step_text(0))
    step 0: 3 groups, every road and mine on its own; no two mines share a group yet
    >>> [(group.name, group.cells, group.mines) for group in stepper.groups(2)]
    [('A', ((0, 0), (1, 0), (2, 0)), (1, 2))]
    >>> stepper.step_text(2).endswith("1 group left; Mine 1 and Mine 2 now share group A")
    True
    """

    def __init__(self, state: GameState, *, cell_size: int = 52) -> None:
        self.nodes = network_nodes(state)
        self.steps = list(union_steps(self.nodes, road_edges(state)))
        self.mine_at = {m.cell: m.number for m in state.mines}
        # Position 0 is the start, every cell on its own; position k follows step k.
        super().__init__(state, len(self.steps), self.legend_html(), cell_size=cell_size)

    # -- what a step shows -----------------------------------------------------------
    def sets(self, index: int) -> UnionFind[Cell]:
        """The first ``index`` of the engine's steps replayed into a ``UnionFind``."""
        sets: UnionFind[Cell] = UnionFind(self.nodes)
        for step in self.steps[:index]:
            sets.union(*step.edge)
        return sets

    def groups(self, index: int) -> list[Group]:
        """Every group after ``index`` steps: named groups in order of letter, then lone cells.

        Replays the steps one by one, so that a group keeps its letter and
        colour as it grows: a new group takes the colour fewest groups on
        the board have, and a merge of two groups keeps the older letter.
        """
        sets: UnionFind[Cell] = UnionFind(self.nodes)
        named: dict[Cell, tuple[int, int]] = {}  # root -> (number, colour)
        formed = 0
        for step in self.steps[:index]:
            a, b = (sets.find(c) for c in step.edge)
            if not sets.union(a, b):
                continue
            old = sorted(named.pop(r) for r in (a, b) if r in named)
            if old:
                named[sets.find(a)] = old[0]
            else:
                used = Counter(colour for _, colour in named.values())
                colour = min(range(len(palette.GROUP_COLOURS)), key=lambda c: (used[c], c))
                named[sets.find(a)] = (formed, colour)
                formed += 1
        groups = []
        for cells in sets.groups():
            root = sets.find(next(iter(cells)))
            mines = tuple(sorted(self.mine_at[c] for c in cells if c in self.mine_at))
            number, colour = named.get(root, (-1, -1))
            name = group_name(number) if number >= 0 else ""
            groups.append(Group(tuple(sorted(cells)), mines, name, colour))
        groups.sort(key=lambda g: (not g.name, len(g.name), g.name, g.cells))
        return groups

    def mines_together(self, index: int) -> list[tuple[str, tuple[int, ...]]]:
        """``(group letter, mine numbers)`` of each group holding two or more mines."""
        return sorted((g.name, g.mines) for g in self.groups(index) if len(g.mines) > 1)

    def marks(self, index: int) -> list[Mark]:
        """The marks after ``index`` steps: lone cells, each group, and the step's connection."""
        marks = []
        alone = []
        for group in self.groups(index):
            if not group.name:
                alone.extend(group.cells)
                continue
            role = palette.group_role(group.colour, mine=bool(group.mines))
            marks.append(Mark(role, group.cells, (group.name,) * len(group.cells)))
        if alone:
            marks.insert(0, Mark("alone", tuple(sorted(alone))))
        if index:
            step = self.steps[index - 1]
            marks.append(Mark("link merged" if step.merged else "link joined", step.edge))
        return marks

    def step_text(self, index: int) -> str:
        """One line: the connection of step ``index``, its result, and which mines are joined."""
        if not index:
            n = len(self.nodes)
            text = f"step 0: {n} group{'s' if n != 1 else ''}, every road and mine on its own"
            if not self.steps:
                text += " (no road connects two of them)"
            together = before = self.mines_together(0)
        else:
            step = self.steps[index - 1]
            (a, b), n = step.edge, step.groups
            what = "merged" if step.merged else "already joined"
            text = f"step {index}: {a} - {b}: {what}, {n} group{'s' if n != 1 else ''} left"
            together = self.mines_together(index)
            before = self.mines_together(index - 1)
        if not together:
            return text + "; no two mines share a group yet"
        return (
            text
            + "; "
            + ", ".join(
                f"{_mines(m)} {'share' if (g, m) in before else 'now share'} group {g}"
                for g, m in together
            )
        )

    def legend_html(self) -> str:
        """The legend: group colours (with and without a mine), lone cells, the two lines."""
        rows = []
        for mine, meaning in (
            (False, "a group of joined cells (same colour and letter)"),
            (True, "a group holding a mine"),
        ):
            swatches = "".join(
                swatch_html(LegendEntry(c, palette.style(palette.group_role(i, mine)).kind, ""))
                for i, c in enumerate(palette.GROUP_COLOURS)
            )
            rows.append(
                f'<span style="margin-right:14px;white-space:nowrap">{swatches} '
                f"{html.escape(meaning)}</span>"
            )
        groups = f'<div style="font:12px sans-serif;line-height:22px">{"".join(rows)}</div>'
        entries = [*palette.legend(["alone", "link merged", "link joined"])]
        return groups + legend_html([*entries, *palette.building_legend()])
