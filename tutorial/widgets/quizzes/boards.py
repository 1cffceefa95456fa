"""Each quiz kind on its game's own board: what a question shows, what a click answers.

A quiz board draws a :class:`~tutorial.quizzes.questions.Question` on the
game's existing board widget (the same drawing and colours as the
chapters), turns a click into one of the question's answers (passed to
``choose``, which checks it), and after the answer draws the engine's
explanation with the chapter's highlights.  No rule lives here: what is
right, and why, comes from :mod:`tutorial.quizzes`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable
from typing import Protocol

import ipywidgets as widgets
from ipycanvas import Canvas

from tutorial.carcassonne.explain import feature_nodes, parts_highlight
from tutorial.core.errors import IllegalMove
from tutorial.core.grid import Cell
from tutorial.core.tree_search import SQRT2, ucb
from tutorial.gold_mines.state import gold_of
from tutorial.gold_mines.tiles import is_gold
from tutorial.quizzes.cardinalbot_town import TownPosition
from tutorial.quizzes.city import COMPLETE, CityPosition
from tutorial.quizzes.closest_mine import MinePosition
from tutorial.quizzes.ingot import IngotPosition
from tutorial.quizzes.mcts_move import SearchPosition
from tutorial.quizzes.questions import RULE_QUIZ, Question, Verdict
from tutorial.widgets import palette
from tutorial.widgets.carcassonne import look
from tutorial.widgets.carcassonne.board import BoardView as CarcassonneBoard
from tutorial.widgets.carcassonne.board import Mark as TileMark
from tutorial.widgets.cerro_gordo.board import BoardView as CerroGordoBoard
from tutorial.widgets.cerro_gordo.board import Mark as CellMark
from tutorial.widgets.palette import LegendEntry
from tutorial.widgets.tiletum.map_view import MapView
from tutorial.widgets.tree_search_view import RADIUS, TreeDrawing, TreeNode, ucb_words
from tutorial.widgets.viewport import BoardGeometry

Choose = Callable[[Hashable], object]
Report = Callable[[BaseException], None]


def entry(style: palette.Style, meaning: str) -> LegendEntry:
    """A legend line for a mark the quiz draws, with what it means in the quiz."""
    return LegendEntry(style.colour, style.kind, meaning)


def badges(question: Question, places: dict[Cell, Hashable]) -> TileMark:
    """The answers' numbers, on badges in the cells that give them (a Carcassonne board)."""
    return TileMark(
        "choice",
        spots=tuple((cell, 0.5, 0.5, str(question.number_of(a))) for cell, a in places.items()),
    )


def in_view(view: CerroGordoBoard | CarcassonneBoard, cells: Iterable[Cell]) -> None:
    """Show ``cells`` and two cells round them, as large as fits (Fit shows the whole board).

    A fixed Cerro Gordo grid is always shown whole.
    """
    view.fit(redraw=False)
    if view.geometry.board is None:
        xs, ys = zip(*cells, strict=True)
        area = ((min(xs) - 2, min(ys) - 2), (max(xs) + 2, max(ys) + 2))
        g = view.geometry
        view.geometry = BoardGeometry.fit(
            area, g.width, g.height, largest=view.cell_size, margin=g.margin
        )
        view.follow = False
    view.redraw()


def numbers(question: Question, answers: list[Hashable]) -> tuple[str, ...]:
    """The keyboard numbers of ``answers``, as labels to draw beside them."""
    return tuple(str(question.number_of(a)) for a in answers)


class QuizBoard(Protocol):
    """What the quiz widget asks of a kind's board."""

    widget: widgets.Widget

    def ask(self, question: Question) -> None: ...
    def reveal(self, verdict: Verdict) -> None: ...
    def canvases(self) -> list[Canvas]: ...
    def legend(self) -> list[LegendEntry]: ...
    def click(self, *where: object) -> None: ...
    def text(self) -> str: ...


class GridBoard:
    """What the boards of square cells share: one canvas, and the board's own text."""

    view: CerroGordoBoard | CarcassonneBoard

    def canvases(self) -> list[Canvas]:
        return [self.view.canvas]

    def text(self) -> str:
        return self.view.describe()


class TileBoard(GridBoard):
    """A Carcassonne board: after the answer, the explanation's highlights as marks."""

    view: CarcassonneBoard

    def reveal(self, verdict: Verdict) -> None:
        self.view.update(marks=[TileMark.of(h) for h in verdict.explanation.highlights])


class ClosestMineBoard(GridBoard):
    """Cerro Gordo's board: the building ringed, the mines dashed and numbered; click a mine."""

    def __init__(self, question: Question, choose: Choose, report: Report) -> None:
        self.choose = choose
        self.position: MinePosition = question.position  # type: ignore[assignment]
        self.view = CerroGordoBoard(self.position.state)
        self.view.on_error = report
        self.view.on_cell_click(self.click)
        self.widget = self.view
        self.ask(question)

    def ask(self, question: Question) -> None:
        self.question = question
        self.position = question.position  # type: ignore[assignment]
        state = self.position.state
        mines = [c.answer for c in question.candidates]
        cells = tuple(state.mines[m - 1].cell for m in mines)  # type: ignore[index]
        marks = (
            CellMark("current", (self.position.building,)),
            CellMark("candidate", cells, numbers(question, mines)),
        )
        self.view.update(state, highlights=marks, legal=())
        in_view(self.view, (self.position.building, *cells))

    def legend(self) -> list[LegendEntry]:
        return [
            entry(palette.style("current"), "the building the pawn stands on"),
            entry(palette.style("candidate"), "a mine to choose (number: its answer)"),
        ]

    def reveal(self, verdict: Verdict) -> None:
        ringed = CellMark("current", (self.position.building,))
        self.view.update(highlights=(*verdict.explanation.highlights, ringed))

    def click(self, *where: object) -> None:
        """A click on ``cell``: the mine there, if it has tiles left."""
        (cell,) = where
        for mine in self.position.state.mines:
            if mine.cell == cell and not mine.empty:
                self.choose(mine.number)
                return
        raise IllegalMove(RULE_QUIZ, f"{cell} is not a mine with tiles left: click a mine")


class CityBoard(TileBoard):
    """Carcassonne's board: the city outlined, the empty cells beside it numbered."""

    def __init__(self, question: Question, choose: Choose, report: Report) -> None:
        self.choose = choose
        self.position: CityPosition = question.position  # type: ignore[assignment]
        self.view = CarcassonneBoard(self.position.state)
        self.view.on_error = report
        self.view.on_cell_click(lambda cell, _within: self.click(cell))
        self.widget = self.view
        self.ask(question)

    def ask(self, question: Question) -> None:
        self.question = question
        self.position = question.position  # type: ignore[assignment]
        cells = self.position.cells
        empty: list[Cell] = [c.answer for c in question.candidates if c.answer != COMPLETE]  # type: ignore[misc]
        places: dict[Cell, Hashable] = {cell: COMPLETE for cell in cells}
        places.update({cell: cell for cell in empty})
        state, node = self.position.state, self.position.node
        marks = (
            # The city's own part of each of its tiles (a click anywhere on a tile answers).
            TileMark.of(parts_highlight("chosen", state, feature_nodes(state, node))),
            TileMark("choice", tuple(empty)),
            badges(question, places),
        )
        self.view.update(self.position.state, marks)
        in_view(self.view, cells)

    def legend(self) -> list[LegendEntry]:
        return [
            entry(look.style("chosen"), "the city asked about (1: it is complete)"),
            entry(look.style("choice"), "an empty cell beside it (number: it is open there)"),
        ]

    def click(self, *where: object) -> None:
        """A click on one of the city's tiles: "complete"; on an empty cell: "open there"."""
        (cell,) = where
        self.choose(COMPLETE if cell in self.position.cells else cell)


def gold_on_board(state) -> dict[Cell, int]:
    """The ingots the board draws on each tile."""
    return gold_of(state).on_board()


class IngotBoard(TileBoard):
    """The Gold Mines' board: entitled tiles outlined; choose who, then click the tile."""

    def __init__(self, question: Question, choose: Choose, report: Report) -> None:
        self.choose = choose
        self.position: IngotPosition = question.position  # type: ignore[assignment]
        self.view = CarcassonneBoard(self.position.state, ingots=gold_on_board, gold_tile=is_gold)
        self.view.on_error = report
        self.view.on_cell_click(lambda cell, _within: self.click(cell))
        self.who = widgets.ToggleButtons(description="Who takes it?", options=[("-", None)])
        self.widget = widgets.VBox([self.who, self.view])
        self.ask(question)

    def ask(self, question: Question) -> None:
        self.question = question
        self.position = question.position  # type: ignore[assignment]
        names = self.position.names
        self.who.options = [(name, seat) for seat, name in enumerate(names)]
        self.who.value = None
        cells = tuple(sorted({cell for _, cell in (c.answer for c in question.candidates)}))  # type: ignore[misc]
        self.view.update(self.position.state, [TileMark("choice", cells)])
        in_view(self.view, cells)

    def legend(self) -> list[LegendEntry]:
        return [entry(look.style("choice"), "a tile with gold that an entitled player may take")]

    def click(self, *where: object) -> None:
        """A click on a tile: the player chosen above takes the ingot from it."""
        (cell,) = where
        if self.who.value is None:
            raise IllegalMove(RULE_QUIZ, "first choose who takes the ingot (the buttons above)")
        self.choose((self.who.value, cell))


class TownBoard:
    """Tiletum's Underground maps where the bot has a Prospector: its Towns dashed; click one."""

    WIDTH = 460

    def __init__(self, question: Question, choose: Choose, report: Report) -> None:
        self.choose = choose
        self.report = report
        self.widget = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.maps: dict[int, MapView] = {}
        self.ask(question)

    def ask(self, question: Question) -> None:
        self.question = question
        self.position: TownPosition = question.position  # type: ignore[assignment]
        here = self.position.underground
        players = (self.position.bot, *here.prospectors)
        towns = [c.answer for c in question.candidates]
        self.maps = {}
        # Only the maps where the bot has a Prospector: its reach is nowhere else.
        for umap in (m for m in here.maps if here.has_prospector(self.position.bot, m.number)):
            view = MapView(umap, here, players=players, width=self.WIDTH, max_height=420)
            view.on_space_click(lambda space, n=umap.number: self.click(n, space))
            view.highlight(candidates=[s for n, s in towns if n == umap.number])  # type: ignore[misc]
            self.maps[umap.number] = view
        self.widget.children = tuple(self.maps.values())

    def reveal(self, verdict: Verdict) -> None:
        """The decision's highlights, as the Cardinalbot chapter draws them."""
        decision = self.position.decision()
        here, bot = self.position.underground, self.position.bot
        chosen = decision.chosen
        for number, view in self.maps.items():
            target = chosen.town[1] if chosen and chosen.town[0] == number else None
            view.highlight(
                reach_from=here.spaces_of(bot, number),
                reach_to=len(decision.reaches) - 1,
                route=decision.route if target is not None else None,
                candidates=[s for n, s in (c.town for c in decision.table) if n == number],
                target=target,
            )

    def canvases(self) -> list[Canvas]:
        return [view.drawing.canvas for view in self.maps.values()]

    def legend(self) -> list[LegendEntry]:
        return [entry(palette.style("candidate"), "a Town where it could build (click one)")]

    def click(self, *where: object) -> None:
        """A click on a space of map ``number``: that Town."""
        number, space = where
        try:
            self.choose((number, space))
        except IllegalMove as exc:  # shown with the quiz's explanation, not under one map
            self.report(exc)

    def text(self) -> str:
        return "\n\n".join(view.text() for view in self.maps.values())


class SearchBoard:
    """A search's tree on Nim: the root and its children, with visits and means; click a child.

    Drawn as the game trees chapter draws a search (:class:`TreeDrawing`),
    without the UCB scores until the answer; then with them, and the move
    the next simulation goes down lit.
    """

    WIDTH, HEIGHT = 320, 190
    #: How far from a child's disc, in pixels, a click still chooses it.
    REACH = 3 * RADIUS

    def __init__(self, question: Question, choose: Choose, report: Report) -> None:
        self.choose = choose
        self.report = report
        self.drawing = TreeDrawing(self.WIDTH, self.HEIGHT)
        self.drawing.canvas.on_mouse_down(self.click_pixel)
        self.widget = self.drawing.canvas
        self.ask(question)

    def ask(self, question: Question) -> None:
        self.question = question
        self.position: SearchPosition = question.position  # type: ignore[assignment]
        self.revealed = False
        self._draw(lit=())

    def _tree(self) -> dict[tuple[int, ...], TreeNode]:
        """The root and its children, as the drawing takes them."""
        tree = {(): TreeNode(self.position.simulations)}
        for child in self.position.children():
            tree[(child.action,)] = TreeNode(child.visits, child.mean)
        return tree

    def _draw(self, lit: tuple[int, ...]) -> None:
        tree = self._tree()
        self.drawing.draw(tree, tuple(tree), lit, (), None, SQRT2, scores=self.revealed)

    def reveal(self, verdict: Verdict) -> None:
        """The UCB scores, and the move the next simulation goes down lit."""
        self.revealed = True
        self._draw(lit=(self.position.selected(),))

    def canvases(self) -> list[Canvas]:
        return [self.drawing.canvas]

    def legend(self) -> list[LegendEntry]:
        return [
            LegendEntry(palette.LIGHT_GREY, "disc", "a move of the root: n visits, μ mean (click)"),
            LegendEntry(palette.VERMILLION, "outline", "after the answer: the move it goes down"),
        ]

    def click(self, *where: object) -> None:
        """A click on the child of move ``where[0]``."""
        try:
            self.choose(where[0])  # type: ignore[arg-type]
        except IllegalMove as exc:
            self.report(exc)

    def click_pixel(self, x: float, y: float) -> None:
        """A click at pixel ``(x, y)``: the child whose disc it is on (or near), if any."""
        near = [
            (math.dist((x, y), centre), path)
            for path, centre in self.drawing.centres.items()
            if len(path) == 1
        ]
        distance, path = min(near)
        if distance > self.REACH:
            self.report(IllegalMove(RULE_QUIZ, "click a move: one of the discs under the root"))
            return
        self.click(path[0])

    def text(self) -> str:
        lines = [f"The search's tree: the root, {self.position.simulations} visits."]
        parent = self.position.simulations
        for child in self.position.children():
            line = f"  take {child.action}: {child.visits} visits, mean {child.mean:.2f}"
            if self.revealed:
                line += f", {ucb_words(ucb(child.mean, parent, child.visits))}"
            lines.append(line)
        if self.revealed:
            lines.append(f"Lit: take {self.position.selected()}, the move it goes down next.")
        return "\n".join(lines)


#: The board of each quiz kind.
BOARDS: dict[str, Callable[[Question, Choose, Report], QuizBoard]] = {
    "closest mine": ClosestMineBoard,
    "city": CityBoard,
    "ingot": IngotBoard,
    "cardinalbot town": TownBoard,
    "mcts move": SearchBoard,
}
