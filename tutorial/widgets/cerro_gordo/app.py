"""A whole game of Cerro Gordo in one widget: board, row, hand, players, objectives, controls.

Click to play when a human seat is active: click a building in the row to
take it (the cells where it may go light up), click a cell to place it;
click a cell with no building in hand to place the road tile, turned with
"Rotate road" (or a click on the tile); then "Mine" (or click a mine when
several are tied).  "Refresh objectives" pays for new cards in place of the
ticked ones; under the ``"any_time"`` reading of the silver actions, "End
turn" ends the turn after mining.  "Step" lets the active seat's automatic player act;
"Reset" goes back to the position the app was made with.  The board is a
view of the table: pan and zoom it with the buttons under it.

Or play with the keys alone (:mod:`tutorial.widgets.cerro_gordo.keys`):
Tab to the board, arrows move a cursor over its cells, Enter does what a
click there does, 1-5 take the building numbered so in the row, r turns the
road, m mines, o refreshes objectives, ? lists every key.  What happened is
said in a line above the board that screen readers read aloud.

Personal objectives are secret: while a human seat plays, the other
players' cards in hand are hidden (a checkbox, or ``show_all_objectives``,
shows them all for teaching); public and completed objectives are face-up.

The app holds no rule.  Legal cells come from the engine
(``open_connections``, ``legal_road_cells``, ``affordable``,
``still_to_do``); a refused click shows the engine's ``IllegalMove``, which
names the rule, and the game is left as it was.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

import ipywidgets as widgets

from tutorial.cerro_gordo.actions import (
    Action,
    EndTurn,
    Mine,
    PlaceBuilding,
    PlaceRoad,
    RefreshObjectives,
    TakeBuilding,
)
from tutorial.cerro_gordo.board import legal_road_cells, open_connections
from tutorial.cerro_gordo.buildings import affordable
from tutorial.cerro_gordo.components import MineSite
from tutorial.cerro_gordo.game import Game
from tutorial.cerro_gordo.mining import PLACE_ROAD, SELECT_BUILDING, still_to_do
from tutorial.cerro_gordo.options import ANY_TIME
from tutorial.cerro_gordo.state import GameState
from tutorial.cerro_gordo.text import render
from tutorial.core.errors import IllegalMove
from tutorial.core.grid import Cell
from tutorial.widgets import drawing, palette
from tutorial.widgets.cerro_gordo.board import BoardView, Mark
from tutorial.widgets.cerro_gordo.keys import CerroGordoKeys
from tutorial.widgets.cerro_gordo.panels import (
    BuildingRowView,
    HandView,
    RowPicture,
    objectives_text,
    players_html,
    public_objectives_html,
    visible_hands,
)
from tutorial.widgets.controls import STEP_WAITS, HistoryControls, stands_in, your_turn
from tutorial.widgets.explanation import ExplanationPanel
from tutorial.widgets.keyboard import KeyboardPlay


class CerroGordoApp(widgets.VBox):
    """A playable, steppable, explained game of Cerro Gordo.

    Parameters
    ----------
    game:
        The :class:`~tutorial.cerro_gordo.game.Game` to show and play.
    cell_size:
        Pixels per board cell.
    any_seat:
        Let clicks act for automatic seats too (default: only human seats
        are played by clicking; the others move with Step, which waits on a
        human seat's turn either way).
    show_all_objectives:
        Show every player's objectives in hand (for teaching); by default a
        human seat sees only its own (:func:`~.panels.visible_hands`).
    step_plays_humans:
        Let Step play a human seat's turn too, with the greedy player's move
        (the status line says so); by default Step waits for the clicks.

    Examples
    --------
    >>> app = CerroGordoApp(Game(3, seed=2, seats=("human", "greedy", "greedy")))
    >>> app.click_slot(0)  # take the leftmost building
    >>> app.game.state.turn.held is not None
    True
    >>> app.reset()  # back to the position the app was made with
    >>> app.game.state.turn.held is None
    True
    """

    def __init__(
        self,
        game: Game,
        *,
        cell_size: int = 52,
        any_seat: bool = False,
        show_all_objectives: bool = False,
        step_plays_humans: bool = False,
    ) -> None:
        self.game = game
        self.any_seat = any_seat
        self.step_plays_humans = step_plays_humans
        self.rotation = 0
        self._road = game.state.player.road
        self.legal: frozenset[Cell] = frozenset()
        #: The cells a "What if" comparison says differ from its other side
        #: (:meth:`mark_differences`); none outside a comparison.
        self.differing: frozenset[Cell] = frozenset()
        self._legal_shown = False
        self.status_text = ""
        self.explanation = ExplanationPanel()
        self.board = BoardView(game.state, cell_size=cell_size)
        self.row = BuildingRowView()
        self.hand = HandView()
        self.status = widgets.HTML()
        self.players = widgets.HTML()
        self.public = widgets.HTML()
        watching = "human" not in game.seats  # only bots: no hand is secret from the watcher
        self.show_all_box = widgets.Checkbox(
            value=show_all_objectives or watching,
            description="Show every player's objectives"
            + (" (no human seat: nothing is secret)" if watching else " (for teaching)"),
            disabled=watching,
            indent=False,
            layout=widgets.Layout(width="auto"),
        )
        self.show_all_box.observe(lambda _: self._show_players(), names="value")
        self.rotate_button = widgets.Button(
            description="Rotate road", tooltip="Turn the road tile", layout={"width": "108px"}
        )
        self.mine_button = widgets.Button(
            description="Mine", tooltip="Mine the closest mine", layout={"width": "90px"}
        )
        # The silver action of refreshing: tick the cards to let go, then pay.
        self.discard_boxes = tuple(
            widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto")) for _ in range(2)
        )
        self.refresh_button = widgets.Button(
            description="Refresh objectives",
            tooltip="Pay 5 silver: replace the ticked objectives with new ones",
            layout={"width": "202px"},
        )
        # Only the "any_time" reading has a turn that goes on after mining.
        self.end_turn_button = widgets.Button(
            description="End turn",
            tooltip="End your turn (after mining)",
            layout={
                "width": "90px",
                "display": "" if game.state.options.silver_actions == ANY_TIME else "none",
            },
        )
        guard = self.explanation.guard
        for view in (self.board, self.row, self.hand):
            view.on_error = self.explanation.show_error
        self.board.on_cell_click(self.click_cell)
        self.row.on_slot_click(self.click_slot)
        self.hand.on_road_click(self.rotate)
        self.rotate_button.on_click(guard(lambda _: self.rotate()))
        self.mine_button.on_click(guard(lambda _: self.mine()))
        self.refresh_button.on_click(guard(lambda _: self.refresh_objectives(self.ticked)))
        self.end_turn_button.on_click(guard(lambda _: self.end_turn()))
        self.controls = HistoryControls(
            game,
            on_change=self.refresh,
            on_reset=self._after_reset,
            on_error=self.explanation.show_error,
            finished=lambda: self.game.state.game_over,
            waiting=self.step_waits,
        )
        self.controls.layout.margin = "8px 0 0 0"
        self.key_player = CerroGordoKeys(self)
        self.keyboard = KeyboardPlay(
            self.board.canvas,
            self.key_player,
            controls=self.controls,
            explanation=lambda: self.game.history.current.explanation,
            view_key=self.board.hand_keys_over(),  # its pan and zoom keys
            leave_to=(self.rotate_button, self.mine_button, self.controls.step_button),
            game_keys=self.key_player.game_keys(),
        )
        side = widgets.VBox(
            [
                self.status,
                self.hand,
                widgets.HBox([self.rotate_button, self.mine_button]),
                self.end_turn_button,
                widgets.HTML("<small>Tick the objectives to replace, then pay 5 silver:</small>"),
                *self.discard_boxes,
                self.refresh_button,
            ],
            # Wide enough for the hand's canvas (200 px): the status text wraps.
            layout=widgets.Layout(width="216px", min_width="216px", padding="0 0 0 12px"),
        )
        row_title = widgets.HTML(
            "<b>Building row</b> &mdash; click a building to take it "
            "(or press its number on the board: 1 for #1)"
        )
        super().__init__(
            [
                self.keyboard,
                widgets.HBox([self.board, side]),
                row_title,
                self.row,
                self.controls,
                self.explanation,
                self.players,
                self.show_all_box,
                self.public,
            ]
        )
        self.refresh()

    # -- reading -------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def human_turn(self) -> bool:
        """Whether clicks play for the active seat."""
        s = self.state
        return not s.game_over and (self.any_seat or self.game.seats[s.active] == "human")

    def step_waits(self) -> str:
        """Why Step waits now (a human seat is to act), or ``""`` when a bot is to act."""
        state = self.state
        if state.game_over or self.game.seats[state.active] != "human" or self.step_plays_humans:
            return ""
        return your_turn(state.player.name, "take a building, place it and its road, then Mine")

    def turn_note(self) -> str:
        """The status line's note on a human seat's turn: what Step does now (``""``: a bot's).

        The line above it already says what is still to do, so the note does not.
        """
        state = self.state
        if state.game_over or self.game.seats[state.active] != "human":
            return ""
        if self.step_plays_humans:
            return stands_in(state.player.name, "greedy")
        return STEP_WAITS if self.step_waits() else ""

    @property
    def show_all_objectives(self) -> bool:
        """Whether every player's objectives in hand are shown (the checkbox)."""
        return self.show_all_box.value

    @show_all_objectives.setter
    def show_all_objectives(self, value: bool) -> None:
        self.show_all_box.value = bool(value)

    @property
    def shown_hands(self) -> frozenset[int]:
        """The seats whose objectives in hand are shown (:func:`~.panels.visible_hands`)."""
        return visible_hands(self.game.seats, self.state.active, self.show_all_objectives)

    @property
    def text(self) -> str:
        """Board, whose turn, legal cells, explanation and objectives, as plain text.

        Hidden objectives stay hidden here too.
        """
        lines = [render(self.state), "", self.status_text]
        if self.legal:
            lines.append("Legal cells: " + ", ".join(str(c) for c in sorted(self.legal)))
        objectives = objectives_text(self.state, self.shown_hands)
        return "\n".join([*lines, "", self.explanation.text, "", objectives])

    def __str__(self) -> str:
        return self.text

    # -- acting (each is also what a click does) ------------------------------------------
    def play(self, action: Action) -> bool:
        """Play ``action``; an illegal one shows its rule and changes nothing."""
        try:
            self.game.play(action)
        except IllegalMove as exc:
            self.explanation.show_error(exc)
            return False
        self.refresh()
        return True

    def click_slot(self, index: int) -> None:
        """A click on building ``index`` of the row: take it."""
        if self._may_click():
            self.play(TakeBuilding(index))

    def click_cell(self, cell: Cell) -> None:
        """A click on a board cell: place the held building, else the road; or choose a mine."""
        if self._may_click():
            self.play(self.action_at(cell))

    def action_at(self, cell: Cell) -> Action:
        """What a click on ``cell`` plays (the engine may still refuse it).

        A mine, once only mining is left: mine it (the choice among tied
        mines).  Otherwise the held building goes there, or else the road
        tile, turned as the hand shows it.
        """
        state = self.state
        tile = state.tiles.get(cell)
        if isinstance(tile, MineSite) and state.turn.held is None and not still_to_do(state):
            return Mine(tile.number)
        if state.turn.held is not None:
            return PlaceBuilding(cell)
        return PlaceRoad(cell, self.rotation)

    def rotate(self) -> None:
        """Turn the road tile a quarter turn clockwise."""
        self.rotation = (self.rotation + 1) % 4
        self.refresh()

    def mine(self) -> None:
        """Mine the closest mine (the engine says which, or asks to choose when tied)."""
        if self._may_click():
            self.play(Mine())

    @property
    def ticked(self) -> tuple[int, ...]:
        """The hand positions of the objectives ticked for a refresh."""
        return tuple(i for i, box in enumerate(self.discard_boxes) if box.value)

    def refresh_objectives(self, discard: tuple[int, ...]) -> None:
        """Pay 5 silver to replace the objectives at hand positions ``discard``."""
        if self._may_click() and self.play(RefreshObjectives(tuple(discard))):
            for box in self.discard_boxes:
                box.value = False

    def end_turn(self) -> None:
        """End the turn after mining (the ``"any_time"`` reading of the silver actions)."""
        if self._may_click():
            self.play(EndTurn())

    def step(self) -> None:
        """What Step does: the active seat's bot acts; on a human seat's turn it waits."""
        self.controls.step()

    def reset(self) -> None:
        """What Reset does: back to the position the app was made with, drawn as it was then.

        The game's history starts afresh at that position (Undo cannot
        lead back into the moves played since); the board's view is fitted
        again and the road tile unturned.
        """
        self.controls.reset()

    def _after_reset(self) -> None:
        self.rotation = 0
        self.board.fit(redraw=False)
        # Every layer of the board from scratch, exactly as when the app was made.
        self.refresh(force=True)

    # -- drawing ----------------------------------------------------------------------------
    def refresh(self, *, force: bool = False) -> None:
        """Redraw everything from the game: canvases first (one message), then the panels.

        ``force`` draws every layer of the board from scratch.
        """
        state, game = self.state, self.game
        entry = game.history.current
        if state.player.road != self._road:  # a new tile in hand starts unturned
            self._road, self.rotation = state.player.road, 0
        todo = still_to_do(state)
        legal: frozenset[Cell] = frozenset()
        row_legal: frozenset[int] = frozenset()
        if self.human_turn:
            if state.turn.held is not None:
                legal = open_connections(state)
            elif PLACE_ROAD in todo:
                legal = legal_road_cells(state, self.rotation)
            if SELECT_BUILDING in todo:
                row_legal = frozenset(affordable(state))
        self.legal = legal
        taken = None
        if isinstance(entry.action, TakeBuilding) and state.turn.held is not None:
            taken = (entry.action.index, state.turn.held)
        row_marks = tuple(h for h in entry.explanation.highlights if h.area == "row")
        picture = RowPicture(
            tuple((s.building, s.silver) for s in state.row),
            len(state.building_pile),
            taken,
            row_marks,
            row_legal,
        )
        self.status_text = self._status(state, todo)
        with drawing.drawing() as batch:
            self.board.update(state, self._highlights(), legal, force=force)
            self.row.show(picture)
            self.hand.show(state.active, state.turn.held, state.player.road, self.rotation)
        drawing.send_now(batch)  # on its way, and painted, before the panels' updates are made
        # The slider next: its view measures itself, which is cheap only
        # before the HTML panels below have changed the page's layout.
        self.controls.sync()
        waits = self.turn_note()
        note = f"<br><small>{html.escape(waits)}</small>" if waits else ""
        self.status.value = (
            f'<div style="font:14px sans-serif;padding:4px 0">{html.escape(self.status_text)}'
            f"{note}</div>"
        )
        self._show_players()
        self._show_discard_choice()
        self.public.value = public_objectives_html(state)
        self._legal_shown = bool(legal or row_legal)
        self._show_explanation()

    def mark_differences(self, cells: Iterable[Cell]) -> None:
        """Frame the cells ``cells`` as differing from the other side of a comparison.

        Only the board's highlights and the legend are redrawn: the
        comparison calls this while the app is redrawing (from its controls'
        watchers).
        """
        cells = frozenset(cells)
        if cells == self.differing:
            return
        self.differing = cells
        self.board.update(highlights=self._highlights())
        self._show_explanation()

    def show_cursor(self, cell: Cell) -> None:
        """Draw the keyboard's cursor on ``cell``, panning the view to show it if it is off it."""
        self.board.reveal(cell)
        self.board.update(highlights=self._highlights())

    def _highlights(self) -> tuple:
        """The current explanation's highlights, the differing cells of a comparison, the cursor."""
        shown = self.game.history.current.explanation.highlights
        if self.differing:
            shown = (*shown, Mark(palette.DIFFERS, tuple(sorted(self.differing))))
        cursor = self.key_player.cursor
        return (*shown, Mark(palette.CURSOR, (cursor,))) if cursor is not None else shown

    def _show_explanation(self) -> None:
        """The explanation, its legend naming the legal cells and the differing ones if drawn."""
        extra = ("legal",) if self._legal_shown else ()
        if self.differing:
            extra += (palette.DIFFERS,)
        self.explanation.show(self.game.history.current.explanation, extra_roles=extra)

    def _show_players(self) -> None:
        self.players.value = players_html(self.state, self.game.seat_names, self.shown_hands)

    def _show_discard_choice(self) -> None:
        """Label the refresh's checkboxes with the active player's cards (on a human's turn)."""
        cards = self.state.player.objectives if self.human_turn else ()
        for i, box in enumerate(self.discard_boxes):
            box.description = cards[i].name if i < len(cards) else "(no card)"
            box.disabled = i >= len(cards)
            if box.disabled:
                box.value = False
        self.refresh_button.disabled = not self.human_turn

    def _status(self, state: GameState, todo: tuple[str, ...]) -> str:
        if state.game_over:
            return "Game over. Undo or move the history slider to look back."
        seat = self.game.seat_names[state.active]
        who = f"Turn {state.turn_number}: {state.player.name}"
        if not self.human_turn:
            return f"{who} ({seat} bot). Press Step to let it act."
        if state.turn.mined:  # only under the "any_time" reading is the turn still on
            return f"{who} (your move). Mined: place a second road, refresh, or press End turn."
        doing = "; ".join(todo) if todo else "nothing left but mining"
        hint = " Click a highlighted cell or building, or press Mine when done."
        return f"{who} (your move). To do: {doing}.{hint}"

    def _may_click(self) -> bool:
        if self.human_turn:
            return True
        if self.state.game_over:
            self.explanation.show_notice("The game is over.")
        else:
            seat = self.game.seat_names[self.state.active]
            self.explanation.show_notice(
                f"It is {self.state.player.name}'s turn, played by the {seat} bot: press Step."
            )
        return False


def show(game: Game | None = None, **game_args: Any) -> CerroGordoApp:
    """A :class:`CerroGordoApp` for ``game`` (or a new ``Game(**game_args)``), ready to display."""
    return CerroGordoApp(game if game is not None else Game(**game_args))
