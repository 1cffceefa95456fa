"""Step through the union-find behind "are these mines connected by road?".

Rulebook, *Objectives* (Silver Trail: "2 previously unconnected Mines
connected by road").  The engine keeps the road network in the game state
(``state.network``, a :class:`~tutorial.core.graphs.UnionFind` of road and
mine cells): placing a road adds its cell and merges it with each road or
mine it connects to, in the order of
:func:`~tutorial.cerro_gordo.board.road_links` (clockwise from north).  Two
mines are connected exactly when they share a root.

:class:`UnionFindStepper` replays that structure with the engine's own
``union``, line by line: from a game's history in the order the roads were
placed, or, for a lone position, as if its roads had been placed in reading
order.  The board shows each set in one colour (stronger once it holds a
mine) with its root and size; beside it, the parent forest shows union by
size and path compression as they happen.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutorial.cerro_gordo.board import road_links
from tutorial.cerro_gordo.components import Road, Tile
from tutorial.cerro_gordo.game import Game
from tutorial.cerro_gordo.state import GameState
from tutorial.core.graphs import UnionEvent, UnionFind
from tutorial.core.grid import Cell
from tutorial.widgets import palette
from tutorial.widgets.cerro_gordo.graph_board import (
    board_backdrop,
    board_canvas,
    board_legend,
    short_cell_name,
    tile_extent,
)
from tutorial.widgets.palette import LegendEntry
from tutorial.widgets.union_find_view import UnionFindView


def reading_order(cells: Sequence[Cell]) -> list[Cell]:
    """Cells row by row, left to right (the order a lone position's roads are replayed in)."""
    return sorted(cells, key=lambda cell: (cell[1], cell[0]))


class UnionFindStepper(UnionFindView):
    """The road network's union-find, replayed road by road on the board, line by line.

    Parameters
    ----------
    game:
        A :class:`~tutorial.cerro_gordo.Game`: the roads placed in its history
        (up to the position shown) are replayed in the order they were
        placed, from a copy of the engine's network of its first position;
        after each road, the replayed forest is the engine's own
        ``state.network``, parent for parent.  Or a ``GameState``: its roads
        are replayed as if they had been placed in reading order (row by
        row, left to right), starting from the mines alone.
    cell_size:
        Pixels per board cell.

    Examples
    --------
    Player 1's road on (4, 2) joins Mine 1's network to Mine 2's (union by
    size); a second road on (0, 3) then finds Mine 2 two levels down (path
    compression) and already connected to the road on (1, 3) (a cycle).

    >>> from tutorial.cerro_gordo import Game, PlaceRoad
    >>> from tutorial.cerro_gordo.scenarios import from_map, with_road_in_hand
    >>> town = from_map('''
    ... M1──────┐ .
    ... . . . . │ .
    ... . . . . . .
    ... . ┐ . . │ .
    ... M2┴─────┘ .
    ... ''')
    >>> hand = with_road_in_hand(with_road_in_hand(town, 0, "┌"), 0, "│")  # "┌" drawn next
    >>> game = Game(state=hand, seats=("human", "greedy"))
    >>> _ = game.play(PlaceRoad((4, 2)))
    >>> _ = game.play(PlaceRoad((0, 3)))  # the second road of the turn: 2 silver
    >>> stepper = UnionFindStepper(game)
    >>> print(stepper.text(0).splitlines()[1])
    At the start, the network of roads and mines has 2 sets: M1 with 5 more, M2 with 6 more.
    >>> print(stepper.text(1).splitlines()[1])  # doctest: +ELLIPSIS
    Turn 1, Player 1 places a road on (4, 2). New node (4, 2): a set of its own ...
    >>> [e.kind for e in stepper.events].count("compress"), stepper.events[-2].kind
    (1, 'same')
    >>> stepper.mines_joined(len(stepper.events) - 1)
    [(1, 2)]
    """

    def __init__(self, game: Game | GameState, *, cell_size: int = 40) -> None:
        if isinstance(game, Game):
            entries = game.history.entries[: game.history.cursor + 1]
            states = [entry.state for entry in entries]
        else:
            states = [game]
        self.state = states[-1]
        self._states = states
        self.mine_numbers = {m.cell: m.number for m in self.state.mines}
        self._short_name = short_cell_name(self.state)
        events, self.placed, self.boards = self._replay(states, isinstance(game, Game))
        self.extent = tile_extent(self.state)
        nodes = [c for c in sorted(self.state.tiles) if c in events[-1].parent]
        canvas = board_canvas(self.state, nodes, cell_size=cell_size)
        self._board_drawn = len(states) - 1
        super().__init__(None, canvas=canvas, events=events, name=canvas.name)

    # -- the replay ----------------------------------------------------------------------
    def _replay(
        self, states: list[GameState], from_history: bool
    ) -> tuple[list[UnionEvent], dict[int, str], list[int]]:
        """The events, the placement said at each road's first event, and the board at each step."""
        first = states[0]
        placed: dict[int, str] = {}
        boards: list[int] = []
        events: list[UnionEvent] = []
        tiles: dict[Cell, Tile] = {c: t for c, t in first.tiles.items() if not isinstance(t, Road)}
        if from_history:
            # The engine's own network of the first position; the replay runs
            # the engine's unions on a copy of it, road by road.
            sets: UnionFind[Cell] = first.network.copy()
            roads: list[Cell] = []
        else:
            sets = UnionFind(m.cell for m in first.mines)
            roads = reading_order([c for c, t in first.tiles.items() if isinstance(t, Road)])
        events.append(UnionEvent("start", (), None, sets.parents, sets.sizes))
        boards.append(0)
        # Each road, with the board as it stood just after it was placed.
        placements: list[tuple[int, Cell, dict[Cell, Tile], str]] = []
        for cell in roads:
            tiles = {**tiles, cell: first.tiles[cell]}
            placements.append((0, cell, tiles, f"Road on {cell} (reading order)."))
        for k in range(1, len(states)):
            before, after = states[k - 1], states[k]
            for cell in reading_order([c for c in after.tiles if c not in before.tiles]):
                if isinstance(after.tiles[cell], Road):
                    seat = before.active
                    said = (
                        f"Turn {before.turn_number}, {before.players[seat].name} places a road "
                        f"on {cell}."
                    )
                    placements.append((k, cell, after.tiles, said))
        for board, cell, tiles_now, said in placements:
            placed[len(events)] = said
            new = sets.add_traced(cell)
            events += new
            boards += [board] * len(new)
            for a, b in road_links(tiles_now, cell):
                traced = sets.union_traced(a, b)
                events += traced
                boards += [board] * len(traced)
        events.append(UnionEvent("done", (), None, sets.parents, sets.sizes))
        boards.append(len(states) - 1)
        return events, placed, boards

    # -- what a step shows --------------------------------------------------------------
    def label(self, node: Cell) -> str:
        """A cell on a disc of the forest: ``M1``, or ``4,2``."""
        return self._short_name(node)

    def set_role(self, colour: int, members: Sequence[Cell]) -> str:
        """A set holding a mine is drawn stronger: that is what Silver Trail asks about."""
        return palette.group_role(colour, mine=any(m in self.mine_numbers for m in members))

    def legend_roles(self) -> tuple[str, ...]:
        return (
            "alone",
            palette.group_role(0),
            palette.group_role(0, mine=True),
            "root",
            "walk",
            "link checked",
            "link merged",
            "link joined",
        )

    def extra_legend(self) -> list[LegendEntry]:
        return board_legend(self.state)

    def draw(self, index: int) -> None:
        """The board as it stood at this step (redrawn only when a road arrives), then the rest."""
        board = self.boards[index]
        if board != self._board_drawn:
            self._board_drawn = board
            self.drawing.backdrop = board_backdrop(self._states[board], self.extent)
            self.drawing.draw_background()
        super().draw(index)

    def mines_joined(self, index: int) -> list[tuple[int, ...]]:
        """The mine numbers of each set holding two or more mines after step ``index``."""
        event = self.events[index]
        by_root: dict[Cell, list[int]] = {}
        for cell, number in self.mine_numbers.items():
            if cell in event.parent:
                by_root.setdefault(event.root(cell), []).append(number)
        return sorted(tuple(sorted(ns)) for ns in by_root.values() if len(ns) > 1)

    def step_text(self, index: int) -> str:
        """The step as :class:`UnionFindView` says it, with the road placed and the mines joined."""
        event = self.events[index]
        lines = event.text(self.name).split("\n")
        if index in self.placed:
            lines[0] = f"{self.placed[index]} {lines[0]}"
        if event.kind == "start":
            lines[0] = self.start_sentence(event)
        if event.kind == "hang":
            before = self.mines_joined(index - 1)
            for mines in self.mines_joined(index):
                if mines not in before:
                    names = " and ".join(f"Mine {n}" for n in mines)
                    lines[0] += f" {names} are now connected by road."
        return "\n".join(lines)

    def start_sentence(self, event: UnionEvent) -> str:
        """Step 0: the network the replay starts from."""
        groups: dict[Cell, list[Cell]] = {}
        for node in event.parent:
            groups.setdefault(event.root(node), []).append(node)
        parts = []
        for members in groups.values():
            mines = [self.name(c) for c in members if c in self.mine_numbers]
            others = len(members) - len(mines)
            head = " and ".join(mines) or self.name(members[0])
            parts.append(f"{head} with {others} more" if others else head)
        count = len(groups)
        return (
            f"At the start, the network of roads and mines has {count} set"
            f"{'s' if count != 1 else ''}: {', '.join(parts)}."
        )
