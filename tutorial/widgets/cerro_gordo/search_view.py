"""Step through the breadth-first search behind "which mine is closest?".

Rulebook, *Mining*: "count how many Road Tiles are crossed" from the
building your pawn is on to each mine; the closest one is mined.  The
engine answers with breadth-first search (:func:`tutorial.cerro_gordo.board.closeness`),
and :class:`BfsStepper` replays that very search, line by line, over the
board: the same neighbours (roads lead on; a mine or another building is
reached but not passed through), the same order, and at the end the
shortest path to the closest mine, found by following parents back.
Click a tile to search from it instead, or move the keyboard's cursor
there (Tab to the board, then the arrows) and press Enter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tutorial.cerro_gordo.board import along_roads, closeness
from tutorial.cerro_gordo.components import Building, MineSite
from tutorial.cerro_gordo.game import Game
from tutorial.cerro_gordo.state import GameState
from tutorial.core.errors import IllegalMove
from tutorial.core.grid import Cell
from tutorial.widgets.bfs_view import BfsView
from tutorial.widgets.cerro_gordo.graph_board import board_canvas, board_legend
from tutorial.widgets.palette import LegendEntry

#: Tiles a search reaches but does not pass through (rulebook, *Mining*: "Road
#: connections do not continue through Buildings"; the engine's reading: nor mines).
DEAD_ENDS = (MineSite, Building)


class BfsStepper(BfsView):
    """Breadth-first search from a building to the closest mine, line by line, on the board.

    Parameters
    ----------
    game:
        A :class:`~tutorial.cerro_gordo.Game` (its current state is searched)
        or a ``GameState``.
    building:
        The cell the search starts from, normally the building a pawn stands
        on (default: the active player's pawn).  Click a tile (or press
        Enter on the keyboard's cursor there) to search from it instead.
    cell_size:
        Pixels per board cell.

    The distance of a cell counts cells from the building, so a mine's
    road tiles crossed are its distance minus one.  The shortest path drawn
    at the end leads to the closest mine with tiles left (the first one
    when mines tie; rulebook, *Clarifications*: the player chooses).

    Examples
    --------
    >>> from tutorial.cerro_gordo.scenarios import from_map
    >>> town = from_map('''
    ... M1──────┐ . M2
    ... . . . . │ .
    ... . . . . E1.
    ... ''')
    >>> stepper = BfsStepper(town)  # Player 1's pawn, on (4, 2)
    >>> print(stepper.text(1).splitlines()[1])
    Take u = (4, 2) from the front of the frontier (distance 0).
    >>> end = stepper.text(len(stepper.events) - 1).splitlines()
    >>> print(end[1])  # doctest: +ELLIPSIS
    Follow parents back from the goal: M1 → (1, 0) → ... → (4, 2). Read backwards, ... (6 edge(s)).
    >>> print(end[2])
    Done: Mine 1 is 5 road tile(s) away; closest: Mine 1.
    """

    def __init__(
        self, game: Game | GameState, building: Cell | None = None, *, cell_size: int = 40
    ) -> None:
        state = game.state if isinstance(game, Game) else game
        self.state = state
        if building is None:
            building = state.player.pawn
            if building is None:
                raise IllegalMove(
                    "Mining",
                    f"{state.player.name} has no building yet: give the building to search from",
                )
        self.mine_numbers = {m.cell: m.number for m in state.mines}
        canvas = board_canvas(state, sorted(state.tiles), cell_size=cell_size)
        super().__init__(None, building, canvas=canvas, name=canvas.name)

    # -- the engine's search ------------------------------------------------------------
    def neighbours_from(self, start: Cell) -> Callable[[Cell], Iterable[Cell]]:
        """The engine's neighbours: along roads, never out of a mine or another building."""
        return along_roads(self.state, start)

    def goal_for(self, start: Cell, visited: tuple[Cell, ...]) -> Cell | None:
        """The closest mine with tiles left (the first when tied); ``None`` if none is connected."""
        nearest = closeness(self.state, start).nearest
        return self.state.mines[nearest[0] - 1].cell if nearest else None

    def click(self, x: float, y: float) -> None:
        """A click on the board: search from the tile clicked."""
        cell = self.drawing.node_at(x, y)
        if cell is None:
            raise IllegalMove(
                "Mining",
                f"the click at pixel ({x:.0f}, {y:.0f}) is not on a tile: click a building "
                "(or any tile) to search from it",
            )
        self.choose_node(cell)

    def node_text(self, cell: Cell) -> str:
        """A tile in the words of the cursor: its cell, the tile, the pawns on it.

        >>> from tutorial.cerro_gordo.scenarios import from_map
        >>> stepper = BfsStepper(from_map("M1──E1. M2"))
        >>> stepper.node_text((2, 0))
        "(2, 0), Entertainment #25, Player 1's pawn"
        """
        pawns = [f"{p.name}'s pawn" for p in self.state.players if p.pawn == cell]
        return ", ".join([str(cell), str(self.state.tiles[cell]), *pawns])

    # -- what a step says ------------------------------------------------------------------
    def extra_legend(self) -> list[LegendEntry]:
        return board_legend(self.state)

    def step_text(self, index: int) -> str:
        """The step as :class:`BfsView` says it, with what the rules add.

        Taking a mine or another building, the search says why it goes no
        further; reaching a mine, how many road tiles away it is; at the
        end, every connected mine's distance and the closest.
        """
        event = self.events[index]
        lines = event.text(self.name).split("\n")
        tile = self.state.tiles.get(event.node) if event.node is not None else None
        if event.kind == "take" and event.node != self.start and isinstance(tile, DEAD_ENDS):
            kind = "a mine" if isinstance(tile, MineSite) else "a building"
            lines[0] += f" It is {kind}: the road does not continue through it."
        if event.kind == "discover" and event.neighbour in self.mine_numbers:
            number = self.mine_numbers[event.neighbour]
            roads = event.distance[event.neighbour] - 1
            lines[0] += f" Mine {number} is reached: {roads} road tile(s) crossed."
        if index == len(self.events) - 1:
            lines.insert(1, self.summary())
        return "\n".join(lines)

    def summary(self) -> str:
        """The engine's answer: road tiles to each connected mine, and the closest."""
        reach = closeness(self.state, self.start)
        if not reach.roads:
            return "Done: no mine with tiles left is connected to this building."
        each = ", ".join(
            f"Mine {m} is {d} road tile(s) away" for m, d in sorted(reach.roads.items())
        )
        closest = " and ".join(f"Mine {m}" for m in reach.nearest)
        return f"Done: {each}; closest: {closest}."
