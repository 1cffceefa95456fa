"""Step through the breadth-first search behind "which mine is closest?".

The engine's ``closeness_steps(state, building)`` yields one
``BfsStep`` each time a cell leaves the front of the queue.  This view
replays those steps on the board: cells already expanded (tinted, with
their distance), the frontier (the queue, in another tint, with
distances), and the cell being expanded now (outlined).  A slider and
Prev/Next move through the search; one line of text says what the step did.
"""

from __future__ import annotations

from tutorial.cerro_gordo.board import closeness, closeness_steps
from tutorial.cerro_gordo.components import MineSite, Road
from tutorial.cerro_gordo.state import GameState
from tutorial.core.grid import Cell
from tutorial.widgets import palette
from tutorial.widgets.cerro_gordo.board import Mark
from tutorial.widgets.cerro_gordo.stepper import BoardStepper
from tutorial.widgets.explanation import legend_html

ROLES_SHOWN = ("visited", "frontier", "current")


def _cells(cells: tuple[Cell, ...] | list[Cell]) -> str:
    return ", ".join(str(c) for c in cells) or "empty"


class BfsStepper(BoardStepper):
    """Breadth-first search from a building, one step at a time.

    Parameters
    ----------
    state:
        The game state whose roads are searched.
    building:
        The cell of the building the search starts from (a pawn's building).
    cell_size:
        Pixels per board cell.

    Examples
    --------
    >>> from tutorial.cerro_gordo import Game
    >>> game = Game(3, seed=2)
    >>> for _ in range(12):
    ...     _ = game.step()
    >>> stepper = BfsStepper(game.state, game.state.players[0].pawn)
    >>> stepper.step_text(0).startswith("step 0: expand")
    True
    """

    def __init__(self, state: GameState, building: Cell, *, cell_size: int = 52) -> None:
        self.building = building
        self.steps = list(closeness_steps(state, building))
        self.result = closeness(state, building)
        legend = legend_html([*palette.legend(ROLES_SHOWN), *palette.building_legend()])
        super().__init__(state, len(self.steps) - 1, legend, cell_size=cell_size)

    # -- what a step shows -----------------------------------------------------------
    def distances(self, index: int) -> dict[Cell, int]:
        """Distance of every cell found by the end of step ``index``."""
        found = {self.building: 0}
        for s in self.steps[: index + 1]:
            for cell in s.discovered:
                found[cell] = s.distance + 1
        return found

    def marks(self, index: int) -> list[Mark]:
        """The marks drawn for step ``index``: expanded, frontier, current."""
        found = self.distances(index)
        step = self.steps[index]
        expanded = tuple(s.current for s in self.steps[: index + 1])
        return [
            Mark("visited", expanded, tuple(str(found[c]) for c in expanded)),
            Mark("frontier", step.frontier, tuple(str(found[c]) for c in step.frontier)),
            Mark("current", (step.current,)),
        ]

    def step_text(self, index: int) -> str:
        """One line: what step ``index`` did."""
        step = self.steps[index]
        text = f"step {index}: expand {step.current} at distance {step.distance}"
        tile = self.state.tiles.get(step.current)
        if step.current != self.building and not isinstance(tile, Road):
            # The engine gives buildings and mines no neighbours: say why.
            kind = "a mine" if isinstance(tile, MineSite) else "a building"
            text += f" ({kind}: the road does not continue through it)"
        if step.discovered:
            text += f"; discovered {_cells(step.discovered)}"
        text += f"; frontier: {_cells(step.frontier)}"
        mines = [
            t.number for c in step.discovered if isinstance(t := self.state.tiles.get(c), MineSite)
        ]
        for number in mines:
            text += f"; reaches Mine {number} ({step.distance} road tile(s) crossed)"
        if index == len(self.steps) - 1:
            text += ". " + self.summary()
        return text

    def summary(self) -> str:
        """The engine's answer: road tiles to each connected mine, and the closest."""
        roads = self.result.roads
        if not roads:
            return "Done: no mine with tiles left is connected to this building."
        each = ", ".join(f"Mine {m}: {d} road tile(s)" for m, d in sorted(roads.items()))
        closest = " and ".join(f"Mine {m}" for m in self.result.nearest)
        return f"Done: {each}; closest: {closest}."
