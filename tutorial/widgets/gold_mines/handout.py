"""A step-through of one hand-out of gold: round by round, who takes which ingot from where.

Rulebook (The Gold Mines), *Actions and How to Play*: the gold of a
completed feature goes to the player with the most followers in it; when
several may take gold, the ingots go round one at a time from the active
player on.  The engine records every take
(:class:`~tutorial.gold_mines.sharing.Sharing`, its ``steps``);
:class:`HandoutStepper` shows them one at a time with the generic
step-through frame (:class:`~tutorial.widgets.algorithm_view.StepView`):
the board with the tile of this take outlined and the ingots left on each
tile, the round-robin pseudocode with its line lit, and who holds what.

Given a game state, it steps through the state's last hand-out on that
state's board; given only a :class:`Sharing`, it draws the tiles holding
gold as a small grid of cells.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

import ipywidgets as widgets

from tutorial.carcassonne.state import GameState
from tutorial.core.grid import Cell
from tutorial.gold_mines.sharing import RULE_SHARING, Sharing, Step, reading_order
from tutorial.gold_mines.state import gold_of
from tutorial.widgets.algorithm_view import StepView
from tutorial.widgets.carcassonne import look
from tutorial.widgets.carcassonne.board import BoardView, Mark
from tutorial.widgets.carcassonne.panels import follower_swatch
from tutorial.widgets.explanation import legend_html
from tutorial.widgets.gold_mines.panels import BAR

#: The round robin as the engine runs it (:func:`~tutorial.gold_mines.sharing.share_gold`).
PSEUDOCODE = (
    "entitled = most followers in a completed feature",
    "if only one player is entitled:",
    "    they take all the gold on their tiles",
    "else, from the active player, in turn order:",
    "    each takes 1 ingot from a tile they may",
    "    ... round after round, until no one can",
)


@dataclass(frozen=True)
class HandoutEvent:
    """One moment of the hand-out: before it, after a take, or its end.

    ``gold`` is the ingots on each tile and ``taken`` each seat's ingots so
    far, both after this moment; ``lines`` the pseudocode lines it lights.
    """

    lines: tuple[int, ...]
    sentence: str
    step: Step | None
    gold: tuple[tuple[Cell, int], ...]
    taken: tuple[int, ...]


def gold_before(sharing: Sharing) -> dict[Cell, int]:
    """The gold on the tiles before the hand-out: what was left plus what was taken."""
    gold = sharing.gold_left()
    for step in sharing.steps:
        gold[step.cell] = gold.get(step.cell, 0) + step.taken
    return gold


def handout_events(sharing: Sharing, names: Sequence[str]) -> list[HandoutEvent]:
    """The moments of ``sharing``: before it, one per take (its :class:`Step`), and the end."""
    said = sharing.lines(names)
    gold = gold_before(sharing)
    taken = [0] * len(sharing.taken)

    def now() -> tuple[tuple[tuple[Cell, int], ...], tuple[int, ...]]:
        pairs = sorted(((c, n) for c, n in gold.items() if n), key=lambda p: reading_order(p[0]))
        return tuple(pairs), tuple(taken)

    if not sharing.steps:
        return [HandoutEvent((1,), said[0], None, *now())]
    sole = sharing.sole is not None
    events = [HandoutEvent((1, 2) if sole else (1, 4), said[0], None, *now())]
    for step, sentence in zip(sharing.steps, said[1:-1], strict=True):
        gold[step.cell] -= step.taken
        taken[step.player] += step.taken
        events.append(HandoutEvent((3,) if sole else (5,), sentence, step, *now()))
    end = (
        "No gold is left that they may take."
        if sole
        else "No entitled player can take another ingot: the hand-out ends."
    )
    events.append(HandoutEvent((3,) if sole else (6,), f"{end} {said[-1]}", None, *now()))
    return events


class _BoardDrawing:
    """The step-through's drawing on a game's board: a :class:`BoardView` with the step's gold."""

    def __init__(self, state: GameState, stepper: HandoutStepper) -> None:
        self.stepper = stepper
        self.width = 460
        self.board = BoardView(
            state, cell_size=64, size=(self.width, 400), legend=False, ingots=self._gold
        )
        self.canvas = self.board

    def _gold(self, _state: GameState) -> dict[Cell, int]:
        events = self.stepper.events
        return dict(events[self.stepper.index].gold) if events else {}

    @property
    def on_error(self) -> object:
        return self.board.on_error

    @on_error.setter
    def on_error(self, report: object) -> None:
        self.board.on_error = report  # type: ignore[assignment]

    def show(self, marks: list[Mark]) -> None:
        self.board.update(marks=marks)


class _GridDrawing:
    """The step-through's drawing without a board: the tiles holding gold as a grid of cells."""

    def __init__(self, cells: Sequence[Cell], stepper: HandoutStepper) -> None:
        self.stepper = stepper
        self.cells = tuple(cells)
        self.width = 360
        self.canvas = widgets.HTML()
        self.on_error: object = None

    def show(self, marks: list[Mark]) -> None:
        lit = {c for mark in marks for c in mark.cells}
        gold = dict(self.stepper.events[self.stepper.index].gold)
        columns = sorted({x for x, _ in self.cells})
        rows = sorted({y for _, y in self.cells})
        outline = look.style("gold_taken").colour
        head = "<tr><th></th>" + "".join(f"<th>{x}</th>" for x in columns) + "</tr>"
        body = []
        for y in rows:
            cells = []
            for x in columns:
                if (x, y) not in self.cells:
                    cells.append("<td></td>")
                    continue
                border = f"4px solid {outline}" if (x, y) in lit else "1px solid #DDD3BF"
                n = gold.get((x, y), 0)
                cells.append(
                    f'<td style="border:{border};background:#BFD89A;width:48px;height:40px;'
                    f'text-align:center">{BAR * min(n, 1)} <b>{n}</b></td>'
                )
            body.append(f"<tr><th>{y}</th>{''.join(cells)}</tr>")
        self.canvas.value = (
            '<table style="font:13px sans-serif;border-collapse:separate;border-spacing:2px">'
            f"{head}{''.join(body)}</table>"
        )


class HandoutStepper(StepView):
    """Steps through one hand-out of gold, take by take.

    Parameters
    ----------
    source:
        A game state (its last hand-out, drawn on its board) or a
        :class:`~tutorial.gold_mines.sharing.Sharing`.
    names:
        The players' names (default: the state's, or "Player 1", ...).

    Examples
    --------
    >>> from tutorial.gold_mines import Claim, share_gold
    >>> sharing = share_gold({(0, 0): 2, (1, 0): 1}, [Claim({(0, 0), (1, 0)}, {0, 1})], 1, 2)
    >>> stepper = HandoutStepper(sharing)
    >>> [event.step for event in stepper.events if event.step] == list(sharing.steps)
    True
    >>> print(stepper.text(1).splitlines()[1])
    Round 1: Player 2 takes 1 ingot from (0, 0) (1 left there).
    """

    def __init__(self, source: GameState | Sharing, *, names: Sequence[str] | None = None) -> None:
        if isinstance(source, Sharing):
            sharing, state = source, None
        else:
            sharing, state = gold_of(source).sharing, source
            if sharing is None:
                raise ValueError("no gold was handed out at the end of this state's last turn")
        self.sharing = sharing
        players = len(sharing.taken)
        if names is None:
            names = (
                [p.name for p in state.players]
                if state is not None
                else [f"Player {seat + 1}" for seat in range(players)]
            )
        self.names = tuple(names)
        self.events = []
        self.index = 0
        drawing = (
            _BoardDrawing(state, self)
            if state is not None
            else _GridDrawing(sorted(gold_before(sharing), key=reading_order), self)
        )
        legend = [*look.gold_legend(), *look.mark_legend(["gold_taken"])]
        super().__init__(
            pseudocode=PSEUDOCODE,
            canvas=drawing,
            legend=legend_html(legend),
            note=(
                f'<div style="font:12px sans-serif;color:#5A5142">Rule: <i>{RULE_SHARING}'
                "</i>. Which tile a player takes from is their choice; the engine takes "
                "from the tile the fewest other entitled players may reach.</div>"
            ),
            title="The gold handed out, take by take",
        )
        self.restart(handout_events(sharing, self.names))

    def marks(self, index: int) -> list[Mark]:
        step = self.events[index].step
        return [Mark("gold_taken", (step.cell,))] if step is not None else []

    def data_html(self, index: int) -> str:
        event = self.events[index]
        taken = "".join(
            f"<li>{follower_swatch(seat)} {html.escape(self.names[seat])}: <b>{n}</b> "
            f"ingot{'s' * (n != 1)}</li>"
            for seat, n in enumerate(event.taken)
        )
        gold = ", ".join(f"{cell}: {n}" for cell, n in event.gold) or "none"
        return (
            '<div style="font:13px sans-serif;padding:6px 0">'
            f'<b>Taken so far</b><ul style="margin:2px 0 4px 18px;padding:0;list-style:none">'
            f"{taken}</ul><b>{BAR} Gold on the tiles</b>: {html.escape(gold)}</div>"
        )

    def step_text(self, index: int) -> str:
        event = self.events[index]
        taken = ", ".join(f"{self.names[s]} {n}" for s, n in enumerate(event.taken))
        gold = ", ".join(f"{cell} {n}" for cell, n in event.gold) or "none"
        return f"{event.sentence}\n  Taken so far: {taken}\n  Gold on the tiles: {gold}"
