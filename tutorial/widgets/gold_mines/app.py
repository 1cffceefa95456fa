"""A whole game of Carcassonne with The Gold Mines in one widget: the Carcassonne app, with gold.

:class:`GoldMinesApp` is :class:`~tutorial.widgets.carcassonne.app.CarcassonneApp`
with what the expansion adds:

- the ingots on the tiles, drawn from the gold layer
  (:func:`~tutorial.gold_mines.state.gold_of`): small gold bars and a count;
- the ingots phase (:class:`~tutorial.widgets.gold_mines.phases.IngotView`):
  after a gold tile, the tiles touching it are marked, and a click on one
  puts the second ingot there;
- under the by-hand reading, the gold phase
  (:class:`~tutorial.widgets.gold_mines.phases.GoldView`): the tiles the
  chooser may take their next ingot from are marked, and the chooser, who
  may be another player than the one whose turn it is, clicks one;
- the players' ingots, always in view, and their gold points apart from
  the base game's (:mod:`~tutorial.widgets.gold_mines.panels`);
- the gold symbol on the gold tiles (:func:`~tutorial.gold_mines.tiles.is_gold`),
  on the board and on the drawn tile;
- after a turn that handed out gold, the tiles it was taken from outlined
  on the board (the turn's explanation names them), and a button opening
  the hand-out step by step
  (:class:`~tutorial.widgets.gold_mines.handout.HandoutStepper`).
"""

from __future__ import annotations

from collections.abc import Iterable

import ipywidgets as widgets

from tutorial.carcassonne.state import GameState
from tutorial.core.grid import Cell
from tutorial.gold_mines.choosing import GOLD_PHASE, seat_to_act
from tutorial.gold_mines.game import Game
from tutorial.gold_mines.state import gold_of
from tutorial.gold_mines.tiles import is_gold
from tutorial.widgets.carcassonne.app import CarcassonneApp
from tutorial.widgets.gold_mines.handout import HandoutStepper
from tutorial.widgets.gold_mines.panels import gold_players_html, gold_players_text
from tutorial.widgets.gold_mines.phases import GoldView, IngotView


def ingots_on_board(state: GameState) -> dict[Cell, int]:
    """The ingots on each tile holding gold (what the board draws)."""
    return gold_of(state).on_board()


def handed_out(state: GameState) -> bool:
    """Whether the action that led to ``state`` ended a turn that handed out gold.

    The gold layer keeps the last hand-out until the next turn ends; it is
    news only while the next turn has not begun (its first phase, or the end).
    """
    first = state.rules.phases[0].name
    return gold_of(state).sharing is not None and (state.phase == first or state.game_over)


class GoldMinesApp(CarcassonneApp):
    """A playable, steppable, explained game of Carcassonne with The Gold Mines.

    Parameters
    ----------
    game:
        A :class:`~tutorial.gold_mines.game.Game` (a game on the gold rules).
    humans, cell_size, size:
        As for :class:`~tutorial.widgets.carcassonne.app.CarcassonneApp`.

    Examples
    --------
    >>> app = GoldMinesApp(Game(2, seed=3))
    >>> app.click_cell(sorted(app.legal)[0])
    >>> app.state.phase in ("follower", "ingots")
    True
    >>> app.reset()
    >>> len(app.state.board)
    1
    """

    def __init__(
        self,
        game: Game,
        *,
        humans: Iterable[int] | None = None,
        cell_size: int = 80,
        size: tuple[int, int] = (680, 660),
        step_plays_humans: bool = False,
    ) -> None:
        self.handout_button = widgets.Button(
            description="Step through the hand-out",
            tooltip="Who took which ingot from where, one take at a time",
            layout=widgets.Layout(width="220px", display="none"),
        )
        self.handout_box = widgets.VBox()
        #: The hand-out step-through shown, if any.
        self.stepper: HandoutStepper | None = None
        super().__init__(
            game,
            humans=humans,
            phase_views={"ingots": IngotView(), GOLD_PHASE: GoldView()},
            ingots=ingots_on_board,
            gold_tile=is_gold,
            cell_size=cell_size,
            size=size,
            step_plays_humans=step_plays_humans,
        )
        self.handout_button.on_click(self.explanation.guard(lambda _: self.show_handout()))
        # Under the explanation, before the players.
        *top, players = self.children
        self.children = (*top, self.handout_button, self.handout_box, players)

    @property
    def acting_seat(self) -> int:
        """The seat to act: in the gold phase, the seat whose choice it is."""
        return seat_to_act(self.state)

    def players_html(self) -> str:
        return gold_players_html(self.state, self.humans)

    def players_text(self) -> str:
        return gold_players_text(self.state)

    def show_handout(self) -> HandoutStepper:
        """What "Step through the hand-out" does: the last hand-out, take by take, below."""
        self.stepper = HandoutStepper(self.state)
        self.handout_box.children = (self.stepper,)
        return self.stepper

    def refresh(self, *, force: bool = False) -> None:
        super().refresh(force=force)
        news = handed_out(self.state)
        self.handout_button.layout.display = None if news else "none"
        shown = self.stepper
        if shown is not None and (not news or shown.sharing is not gold_of(self.state).sharing):
            self.stepper = None  # the hand-out shown is no longer the news: closed
            self.handout_box.children = ()


def show(game: Game | None = None, **game_args: object) -> GoldMinesApp:
    """A :class:`GoldMinesApp` for ``game`` (or a new gold ``Game(**game_args)``) to display."""
    return GoldMinesApp(game if game is not None else Game(**game_args))  # type: ignore[arg-type]
