"""A whole game of Carcassonne in one widget: board, drawn tile, follower choice, players, controls.

Click to play: the drawn tile is shown beside the board, turned by "Rotate"
(or a click on it); the cells where it fits turned like that are dashed;
a click on one places it.  Then the features of the placed tile that may
take a follower get numbered spots: click one (or its button), or press
"No follower".  At any other moment a click on a placed tile shows the
feature under the pointer as the engine describes it
(:func:`~tutorial.carcassonne.explain.describe_feature`): its tiles, a bar
on each side where it is still open, its followers and what it is worth.
After a turn, the board shows what the turn's explanation points at: what
it completed, the followers going home.  "Step" lets the active seat's
automatic player act; Undo, Redo, the history slider and Reset move
through the game.

Each phase of a turn is played through a
:class:`~tutorial.widgets.carcassonne.phases.PhaseView` found by the phase's
name, so an expansion's phase slots in without changing this app.  The app
holds no rule: the engine lists the legal cells and spots, and a refused
click shows the engine's ``IllegalMove``, which names the rule; the game
is left as it was.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from dataclasses import replace

import ipywidgets as widgets

from tutorial.carcassonne.explain import describe_feature
from tutorial.carcassonne.game import Game
from tutorial.carcassonne.placing import tile_placements
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import TileType
from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Explanation
from tutorial.core.grid import Cell
from tutorial.widgets import drawing, palette
from tutorial.widgets.carcassonne import look
from tutorial.widgets.carcassonne.board import BoardView, GoldTile, Ingots, Mark
from tutorial.widgets.carcassonne.keys import CarcassonneKeys
from tutorial.widgets.carcassonne.panels import TilePreview, players_html, players_text
from tutorial.widgets.carcassonne.phases import BASE_VIEWS, ButtonsView, PhaseView
from tutorial.widgets.carcassonne.tiles import feature_under
from tutorial.widgets.controls import STEP_WAITS, HistoryControls, stands_in, your_turn
from tutorial.widgets.explanation import ExplanationPanel, legend_html
from tutorial.widgets.keyboard import KeyboardPlay


class CarcassonneApp(widgets.VBox):
    """A playable, steppable, explained game of Carcassonne.

    Parameters
    ----------
    game:
        The :class:`~tutorial.carcassonne.game.Game` to show and play.
    humans:
        The seats played by clicking (default: every seat); Step plays the
        others' automatic players and waits on a clicking seat's turn.
    phase_views:
        Views for an expansion's phases, by phase name (added to the base
        game's ``"tile"`` and ``"follower"``).
    ingots:
        ``state -> {cell: count}`` of gold ingots to draw (The Gold Mines).
    gold_tile:
        ``tile -> bool``: the tiles drawn with the gold symbol (The Gold Mines).
    cell_size, size:
        The board's largest cell and its canvas size, in pixels.
    step_plays_humans:
        Let Step play a clicking seat's turn too, with the seat's automatic
        player (the status line says so); by default Step waits for the clicks.

    Examples
    --------
    >>> app = CarcassonneApp(Game(2, seed=3))
    >>> cell = sorted(app.legal)[0]
    >>> app.click_cell(cell)  # place the drawn tile there
    >>> app.state.placed == cell
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
        phase_views: Mapping[str, PhaseView] | None = None,
        ingots: Ingots | None = None,
        gold_tile: GoldTile | None = None,
        cell_size: int = 80,
        size: tuple[int, int] = (680, 660),
        step_plays_humans: bool = False,
    ) -> None:
        self.game = game
        seats = range(len(game.state.players))
        self.humans = frozenset(seats if humans is None else humans)
        self.step_plays_humans = step_plays_humans
        self.views: dict[str, PhaseView] = {**BASE_VIEWS, **(phase_views or {})}
        self.rotation = 0
        self._turn: tuple[int, int | None] = (-1, None)  # the first refresh turns the tile
        #: The feature node the learner clicked to look at, if any.
        self.inspected: tuple[Cell, int] | None = None
        #: The engine's description of that feature (its words and highlights).
        self.feature: Explanation | None = None
        self.status_text = ""
        self.explanation = ExplanationPanel()
        self.board = BoardView(
            game.state, cell_size=cell_size, size=size, ingots=ingots, gold_tile=gold_tile
        )
        self.board.on_error = self.explanation.show_error
        self.board.on_cell_click(self.click_cell)
        self.preview = TilePreview(gold_tile=gold_tile)
        self.preview.on_click(self.explanation.guard(self.rotate))
        self.rotate_button = widgets.Button(
            description="Rotate", tooltip="Turn the drawn tile a quarter turn clockwise",
            layout={"width": "96px"},
        )  # fmt: skip
        self.rotate_button.on_click(self.explanation.guard(lambda _: self.rotate()))
        self.status = widgets.HTML()
        self.choice_box = widgets.VBox(layout=widgets.Layout(margin="4px 0"))
        self._choices: list[tuple[str, object]] = []
        self._choice_buttons: list[widgets.Button] = []
        self.info_box = widgets.HTML()
        self.marks_legend = widgets.HTML()
        #: The tiles a "What if" comparison says differ from its other side
        #: (:meth:`mark_differences`); none outside a comparison.
        self.differing: frozenset[Cell] = frozenset()
        self.players = widgets.HTML()
        self.controls = HistoryControls(
            game,
            on_change=self.refresh,
            on_reset=self._after_reset,
            on_error=self.explanation.show_error,
            finished=lambda: self.game.state.game_over,
            waiting=self.step_waits,
        )
        self.controls.layout.margin = "8px 0 0 0"
        self.key_player = CarcassonneKeys(self)
        self.keyboard = KeyboardPlay(
            self.board.canvas,
            self.key_player,
            controls=self.controls,
            explanation=lambda: self.game.history.current.explanation,
            view_key=self.board.hand_keys_over(),  # its pan and zoom keys
            leave_to=(self.rotate_button, self.controls.step_button, self.controls.slider),
        )
        side = widgets.VBox(
            [
                self.preview,
                self.rotate_button,
                self.status,
                self.choice_box,
                self.info_box,
            ],
            layout=widgets.Layout(width="250px", min_width="250px", padding="0 0 0 12px"),
        )
        super().__init__(
            [
                self.keyboard,
                widgets.HBox([self.board, side]),
                self.marks_legend,
                self.controls,
                self.explanation,
                self.players,
            ]
        )
        self.refresh()

    # -- reading ----------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def view(self) -> PhaseView:
        """How the current phase is played by clicking."""
        return self.views.get(self.state.phase, ButtonsView())

    @property
    def acting_seat(self) -> int:
        """The seat to act now: the active seat (The Gold Mines' app may name another)."""
        return self.state.active

    @property
    def acting_name(self) -> str:
        """The name of the player of :attr:`acting_seat`."""
        return self.state.players[self.acting_seat].name

    @property
    def human_turn(self) -> bool:
        """Whether clicks play for the seat to act."""
        return not self.state.game_over and self.acting_seat in self.humans

    @property
    def legal(self) -> frozenset[Cell]:
        """The cells marked as legal now (the drawn tile's, turned as shown)."""
        return frozenset(c for m in self.board.marks if m.role == "legal" for c in m.cells)

    @property
    def choices(self) -> list[tuple[str, object]]:
        """The buttons offered now: ``(label, action)``."""
        return list(self._choices)

    @property
    def text(self) -> str:
        """Board, tile beside it, status, choices, clicked feature, explanation, players: text."""
        lines = [self.board.describe(), "", self.preview.text]
        lines.append(self.status_text)
        if self._choices:
            lines.append("Choices: " + "; ".join(label for label, _ in self._choices))
        if self.feature is not None:
            lines.append("Clicked: " + "\n  ".join([self.feature.title, *self.feature.lines]))
        return "\n".join([*lines, "", self.explanation.text, "", self.players_text()])

    def __str__(self) -> str:
        return self.text

    # -- what an expansion may show differently --------------------------------------------
    def players_html(self) -> str:
        """The players' panel, as HTML."""
        return players_html(self.state, self.humans)

    def players_text(self) -> str:
        """The players' panel, as plain text."""
        return players_text(self.state)

    # -- acting (each is also what a click does) -----------------------------------------
    def play(self, action: object) -> bool:
        """Play ``action``; an illegal one shows its rule and changes nothing."""
        try:
            self.game.play(action)
        except IllegalMove as exc:
            self.explanation.show_error(exc)
            return False
        self.inspected = None
        self.refresh()
        return True

    def click_cell(self, cell: Cell, within: tuple[float, float] = (0.5, 0.5)) -> None:
        """A click on ``cell`` at ``within`` (0-1 inside it): the phase's action, or a look."""
        action = self.view.click(self, cell, within) if self.human_turn else None
        if action is not None:
            self.play(action)
        elif cell in self.state.board:
            self.inspect(cell, within)
        elif not self.human_turn:
            self._not_your_turn()
        else:
            self.explanation.show_notice(f"{cell} is empty: {self.view.prompt(self)}")

    def inspect(self, cell: Cell, within: tuple[float, float] = (0.5, 0.5)) -> None:
        """Show the feature under ``within`` on the tile at ``cell`` as the engine describes it.

        A second click on the same feature puts it away.
        """
        placed = self.state.board[cell]
        node = (cell, feature_under(self.state.tile_at(cell), placed.rotation, *within))
        self.inspected = None if node == self.inspected else node
        self.refresh()

    def choose(self, index: int) -> None:
        """What the ``index``-th choice button does."""
        if self.human_turn:
            self.play(self._choices[index][1])
        else:
            self._not_your_turn()

    def rotate(self) -> None:
        """Turn the drawn tile a quarter turn clockwise (only while a clicking seat places it)."""
        if self.state.phase != "tile" or self.state.game_over:
            self.explanation.show_notice("The tile is placed: only a drawn tile can be turned.")
            return
        if not self.human_turn:
            self._not_your_turn()  # a bot places its tile as it chooses: turning it shows nothing
            return
        self.rotation = (self.rotation + 1) % 4
        self.refresh()

    def step(self) -> None:
        """What Step does: the active seat's bot acts; on a clicking seat's turn it waits."""
        self.controls.step()

    def step_waits(self) -> str:
        """Why Step waits now (a clicking seat is to act), or ``""`` when a bot is to act."""
        if not self.human_turn or self.step_plays_humans:
            return ""
        prompt = self.view.prompt(self).rstrip(".")
        return your_turn(self.acting_name, prompt[:1].lower() + prompt[1:])

    def turn_note(self) -> str:
        """The status line's note on a clicking seat's turn: what Step does (``""``: a bot's).

        The prompt is the line above it, so the note does not say it again.
        """
        if self.human_turn and self.step_plays_humans:
            seat = self.game.seat_names[self.acting_seat]
            return stands_in(self.acting_name, "random" if seat == "human" else seat)
        return STEP_WAITS if self.step_waits() else ""

    def reset(self) -> None:
        """What Reset does: back to the position the app was made with, drawn as it was then."""
        self.controls.reset()

    def _after_reset(self) -> None:
        self.inspected = None
        self._turn = (-1, None)  # the drawn tile starts unturned again
        self.board.fit(self.state, redraw=False)
        self.refresh(force=True)

    def mark_differences(self, cells: Iterable[Cell]) -> None:
        """Frame the tiles ``cells`` as differing from the other side of a comparison.

        Only the marks and their legend are redrawn: the comparison calls
        this while the app is redrawing (from its controls' watchers).
        """
        cells = frozenset(cells)
        if cells == self.differing:
            return
        self.differing = cells
        kept = [m for m in self.board.marks if m.role != palette.DIFFERS]
        self.board.update(marks=[*kept, *self._differing_marks()])
        self._show_marks_legend()

    def show_cursor(self, cell: Cell) -> None:
        """Draw the keyboard's cursor on ``cell``, panning the view to show it if it is off it."""
        self.board.reveal(cell)
        kept = [m for m in self.board.marks if m.role != palette.CURSOR]
        self.board.update(marks=[*kept, *self._cursor_marks()])

    def _cursor_marks(self) -> list[Mark]:
        cell = self.key_player.cursor
        return [Mark(palette.CURSOR, (cell,))] if cell is not None else []

    def _differing_marks(self) -> list[Mark]:
        return [Mark(palette.DIFFERS, tuple(sorted(self.differing)))] if self.differing else []

    def _show_marks_legend(self) -> None:
        # One legend, for what the board draws, in its shapes: the explanation's
        # highlights are drawn, so the panel under it shows only their words.
        roles = [m.role for m in self.board.marks if m.cells or m.spots]
        self.marks_legend.value = legend_html(look.mark_legend(roles))

    def _not_your_turn(self) -> None:
        if self.state.game_over:
            self.explanation.show_notice("The game is over: click a tile to look at its features.")
        else:
            self.explanation.show_notice(
                f"It is {self.acting_name}'s turn, played by a bot: press Step."
            )

    # -- drawing ------------------------------------------------------------------------
    def refresh(self, *, force: bool = False) -> None:
        """Redraw everything from the game: canvases first (one message), then the panels."""
        state = self.state
        explanation = self.game.history.current.explanation
        if (state.turn_number, state.tile) != self._turn:
            self._turn = (state.turn_number, state.tile)
            self.rotation = self._first_rotation(state)
            self.inspected = None
        view = self.view
        marks: list[Mark] = view.marks(self) if self.human_turn else []
        self.feature = describe_feature(state, self.inspected) if self.inspected else None
        if self.feature is not None:
            # The clicked feature, instead of the last turn's highlights.
            marks = [*map(Mark.of, self.feature.highlights), *marks]
        elif not any(m.role == "placed" for m in marks):
            marks += map(Mark.of, explanation.highlights)
        marks += self._differing_marks() + self._cursor_marks()
        self._choices = view.choices(self) if self.human_turn else []
        self.status_text = self._status()
        tile, rotation, words = self._tile_shown(state)
        # Both canvases in one message, sent before any widget update: the
        # browser draws the board first.
        with drawing.drawing() as batch:
            self.board.update(state, marks, force=force)
            self.preview.draw(tile, rotation)
        drawing.send_now(batch)  # on its way, and painted, before the panels' updates are made
        self.preview.show(tile, rotation, **words)
        self.controls.sync()
        self.rotate_button.disabled = state.phase != "tile" or not self.human_turn
        waits = self.turn_note()
        note = f"<br><small>{html.escape(waits)}</small>" if waits else ""
        self.status.value = (
            f'<div style="font:14px sans-serif;padding:4px 0">{html.escape(self.status_text)}'
            f"{note}</div>"
        )
        self._show_choices()
        self.info_box.value = self._info_html()
        self._show_marks_legend()
        self.players.value = self.players_html()
        self.explanation.show(replace(explanation, highlights=()))

    def _tile_shown(self, state: GameState) -> tuple[TileType | None, int, dict[str, str]]:
        """The drawn tile as it will be turned; once placed, the tile just placed.

        ``(tile, rotation, words)``, ``words`` the preview's heading and caption.
        """
        if state.game_over:
            return None, 0, {"caption": "Game over: no tile is drawn."}
        if state.phase == "tile":
            return state.current_tile, self.rotation, {}
        if state.placed is not None:
            caption = f"On {state.placed}: {self.view.caption(self)}."
            rotation = state.board[state.placed].rotation
            words = {"heading": "Tile just placed", "caption": caption}
            return state.tile_at(state.placed), rotation, words
        return None, 0, {"caption": f"The {state.phase} step."}

    def _first_rotation(self, state: GameState) -> int:
        """The drawn tile's first rotation that fits somewhere (0 if none)."""
        if state.phase != "tile":
            return self.rotation
        turns = sorted({r for _, r in tile_placements(state)})
        return turns[0] if turns else 0

    def _show_choices(self) -> None:
        """One button a choice; the buttons are made once and relabelled.

        The ``i``-th button always chooses the ``i``-th choice, so a Step only
        changes labels and how many are shown: a new widget would cost the
        browser a model and a view each time.
        """
        for index in range(len(self._choice_buttons), len(self._choices)):
            button = widgets.Button(layout=widgets.Layout(width="230px"))
            button.on_click(self.explanation.guard(lambda _, i=index: self.choose(i)))
            self._choice_buttons.append(button)
        for button, (label, _) in zip(self._choice_buttons, self._choices, strict=False):
            button.description = label
        shown = tuple(self._choice_buttons[: len(self._choices)])
        if self.choice_box.children != shown:
            self.choice_box.children = shown

    def _info_html(self) -> str:
        feature = self.feature
        if feature is None:
            return (
                '<div style="font:12px sans-serif;color:#5A5142">Click a placed tile to see the '
                "feature under the pointer: its tiles, where it is open, its followers and "
                "points.</div>"
            )
        items = "".join(f"<li>{html.escape(line)}</li>" for line in feature.lines)
        colour = look.style("feature").colour
        return (
            f'<div style="font:13px sans-serif;border:2px solid {colour};padding:4px 8px;'
            f'border-radius:4px"><b>{html.escape(feature.title)}</b> '
            f'<span style="color:#5A5142">(rule: <i>{html.escape(feature.rule)}</i>)</span>'
            f'<ul style="margin:4px 0 0 16px;padding:0">{items}</ul>'
            '<div style="color:#5A5142;font-size:12px">Click it again to put it away.</div></div>'
        )

    def _status(self) -> str:
        state = self.state
        if state.game_over:
            return "Game over. Undo or move the history slider to look back."
        who = f"Turn {state.turn_number}: {self.acting_name}"
        if not self.human_turn:
            return f"{who} (bot). Press Step to let it act."
        return f"{who}. {self.view.prompt(self)}"


def show(game: Game | None = None, **game_args: object) -> CarcassonneApp:
    """A :class:`CarcassonneApp` for ``game`` (or a new ``Game(**game_args)``), ready to display."""
    return CarcassonneApp(game if game is not None else Game(**game_args))  # type: ignore[arg-type]
