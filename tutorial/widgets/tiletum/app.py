"""A whole game of Tiletum: Prospect for Silver in one widget: maps, wheel, action, players.

The three Underground maps side by side (Prospectors and pieces in the
players' colours); the dice on the wheel, each with its colour, value, AP
and the actions its segment offers, and a button for every die the engine
lets the active player take; during the Prospector Action, the AP left: a
click on a space moves the selected Prospector there (the spaces it may
reach are lit), and buttons take a Bonus tile or build; Tasks (Technology
tiers, a New Prospector, buying a Resource, the movement point) and End
turn are buttons too.  Under them: Step, Undo, Redo, Reset and the history
slider; the engine's explanation of the last action; the players' panel
with each score sheet; the Fair tiles and, solo, your Challenges.

The same game is played by keyboard (:mod:`tutorial.widgets.tiletum.keys`,
in the row above the maps): Tab reaches the maps, the arrows move a cursor
over the spaces, **m** takes it to the next map and **c** round the
connections of its space; Enter does what a click there does, and the
number keys take the buttons, in menus of at most nine.  After every action
the row says the engine's explanation, where a screen reader reads it.

The app holds no rule.  Every button is an action of
:func:`~tutorial.tiletum.legal.legal_actions`; a click on a space is played
as the engine's ``Move`` (or ``MovementPoint``, when that is what the engine
offers), and a refused one shows the engine's
:class:`~tutorial.core.errors.IllegalMove`, which names the rule, and the
game is left as it was.

The game it expects
-------------------
:class:`TiletumApp` takes a game object with

- ``state``: the :class:`~tutorial.tiletum.state.GameState` at the history cursor;
- ``history``: a :class:`~tutorial.core.history.History` of states (read and
  replaced by :class:`~tutorial.widgets.controls.HistoryControls`: Reset
  assigns a new one);
- ``play(action) -> Explanation``: apply an action, raising ``IllegalMove``
  and changing nothing when it is refused;
- ``step()``, ``undo()``, ``redo()``, ``jump(index)``;
- optionally ``seats`` (``"human"`` or a bot per seat) and ``seat_names``:
  clicks then act only for human seats, the others move with Step (on a
  human seat's turn Step waits for the clicks).

:class:`tutorial.tiletum.game.Game` is such an object: ``TiletumApp(Game(2,
seed=3, seats=("human", "random")))``.  Give the app a bare
:class:`~tutorial.tiletum.state.GameState` (or what
:func:`~tutorial.tiletum.setup.new_game` returns) and it makes a ``Game``
starting there, every player's seat ``"human"`` (Step then plays only the
Cardinal of Silver's turns).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as widgets

from tutorial.core.errors import IllegalMove
from tutorial.core.explanation import Outcome
from tutorial.core.history import History
from tutorial.tiletum.actions import Action, EndTurn, Move, MovementPoint
from tutorial.tiletum.game import Game
from tutorial.tiletum.legal import legal_actions
from tutorial.tiletum.players import default_seats
from tutorial.tiletum.setup import new_game
from tutorial.tiletum.state import GameState
from tutorial.tiletum.underground import Place
from tutorial.widgets import drawing, palette
from tutorial.widgets.controls import STEP_WAITS, HistoryControls, stands_in, your_turn
from tutorial.widgets.explanation import ExplanationPanel, legend_html
from tutorial.widgets.graph_canvas import LinkMark, Mark, NodeMark
from tutorial.widgets.keyboard import TURN_KEY, KeyboardPlay
from tutorial.widgets.palette import LegendEntry
from tutorial.widgets.tiletum.fairs_panel import goals_html, goals_text
from tutorial.widgets.tiletum.keys import TiletumKeys
from tutorial.widgets.tiletum.map_canvas import map_legend
from tutorial.widgets.tiletum.map_view import MapView, description_html
from tutorial.widgets.tiletum.panels import (
    BOX,
    action_label,
    action_text,
    action_tooltip,
    cathedrals_text,
    dice_lines,
    die_html,
    group,
    players_html,
    players_text,
    prospector_name,
    section_hint,
    turn_text,
)
from tutorial.widgets.tiletum.wheel_view import WheelView

#: The marks the app adds to a map, and what they mean.
LEGAL, SELECTED, LAST_MOVE = "legal", "current", "route"
MARK_LEGEND = (
    LegendEntry(palette.BLUISH_GREEN, "dashed ring", "a space the selected Prospector may move to"),
    LegendEntry(palette.VERMILLION, "ring", "the selected Prospector's space"),
    LegendEntry(palette.VERMILLION, "wide line", "the last move"),
)


def human_seats(state: GameState) -> tuple[str, ...]:
    """Every player's seat played by clicks; the Cardinal of Silver's seat by its rules."""
    return tuple("human" if seat == "random" else seat for seat in default_seats(state))


def as_game(game_or_state: Any) -> Any:
    """A game object for the app: a game as it is; a state or a setup's ``Outcome`` wrapped.

    A bare state (or ``Outcome``) becomes a :class:`~tutorial.tiletum.game.Game`
    starting there, with every player's seat ``"human"`` (:func:`human_seats`).

    >>> game = as_game(new_game(2, seed=1, first_player=0))
    >>> game.seat_names, game.step().history.cursor
    (('human', 'human'), 1)
    """
    if isinstance(game_or_state, Outcome):
        state = game_or_state.state
        game = Game(state=state, seats=human_seats(state))
        # Keep the setup's own explanation as the first entry's.
        game.history = History.start(state, game_or_state.explain)
        return game
    if isinstance(game_or_state, GameState):
        return Game(state=game_or_state, seats=human_seats(game_or_state))
    return game_or_state


class TiletumApp(widgets.VBox):
    """A playable, steppable, explained game of Tiletum: Prospect for Silver.

    Parameters
    ----------
    game:
        A :class:`~tutorial.tiletum.game.Game` (or any object with its
        members, see the module's notes), a
        :class:`~tutorial.tiletum.state.GameState` or what
        :func:`~tutorial.tiletum.setup.new_game` returns.
    map_width:
        Width in pixels of each of the three maps.
    step_plays_humans:
        Let Step play a human seat's turn too, with the game's stand-in
        player (the status line says so); by default Step waits for the clicks.

    Examples
    --------
    >>> app = TiletumApp(new_game(2, seed=3, first_player=0))
    >>> take = app.legal[0]
    >>> app.press(take)
    True
    >>> app.state.turn.die is not None
    True
    >>> app.reset()
    >>> app.state.turn.die is None
    True
    """

    def __init__(
        self,
        game: Any,
        *,
        map_width: int = 460,
        map_height: int = 400,
        step_plays_humans: bool = False,
    ) -> None:
        self.game = as_game(game)
        self.step_plays_humans = step_plays_humans
        state = self.game.state
        self.names = tuple(p.name for p in state.players)
        #: The active player's Prospector that a click on a space moves (its index).
        self.selected = 0
        self._choosing = False  # the toggle is being set from the game, not by a click
        self.legal: list[Action] = []
        #: ``{action: button}`` for every legal action now.
        self.buttons: dict[Action, widgets.Button] = {}
        #: What each action button (by model id) plays, and the buttons showing none now.
        self._button_actions: dict[str, Action] = {}
        self._spare_buttons: list[widgets.Button] = []
        self.explanation = ExplanationPanel()
        self.maps = tuple(
            MapView(
                umap,
                state.underground,
                players=self.names,
                width=map_width,
                max_height=map_height,
                title=f"Underground {umap.name}",
            )
            for umap in state.underground.maps
        )
        for view in self.maps:
            view.legend.layout.display = "none"  # one legend for the three, under them
            view.on_space_click(self._on_space(view.umap.number))
        self._drawn: dict[int, tuple[Any, tuple[Mark, ...]]] = {}
        #: The places a "What if" comparison says differ from its other side
        #: (:meth:`mark_differences`); none outside a comparison.
        self.differing: frozenset[Place] = frozenset()
        self.looks = self.maps[0].drawing.looks if self.maps else {}
        self.map_legend = widgets.HTML()
        self.cathedrals = widgets.HTML()
        self.status = widgets.HTML()
        self.dice_box = widgets.VBox()
        self.prospector_choice = widgets.ToggleButtons(
            options=[], description="Prospector:", style={"button_width": "auto"}
        )
        self.prospector_choice.observe(self._on_choice, names="value")
        self.sections = {
            name: widgets.VBox(layout=widgets.Layout(margin="0 0 6px 0"))
            for name in ("Prospector Action", "Contract Action", "Tasks", "End")
        }
        # Widgets made once and refilled on every refresh (see _show_buttons).
        self._die_rows: list[tuple[widgets.HTML, widgets.HBox, widgets.HBox]] = []
        self._dice_note = widgets.HTML()
        self._section_parts = {
            name: (widgets.HTML(), widgets.HBox(layout={"flex_flow": "row wrap"}))
            for name in self.sections
        }
        self.players = widgets.HTML()
        #: The Fair tiles and, solo, the Challenges (:mod:`.fairs_panel`).
        self.goals = widgets.HTML()
        guard = self.explanation.guard
        self._guard = guard
        self.controls = HistoryControls(
            self.game,
            on_change=self.refresh,
            on_reset=self._after_reset,
            on_error=self.explanation.show_error,
            finished=lambda: self.game.state.over,
            waiting=self.step_waits,
        )
        self.controls.layout.margin = "8px 0 0 0"
        # Keys: one cursor over the three maps, read on each map's canvas.
        self.key_player = TiletumKeys(self)
        self.keyboard = KeyboardPlay(
            self.maps[0].drawing.canvas,
            self.key_player,
            controls=self.controls,
            explanation=lambda: self.game.history.current.explanation,
            leave_to=(self.controls.step_button, self.controls.slider),
            game_keys=self.key_player.game_keys(),
            without=(TURN_KEY,),  # no tile to turn
        )
        for view in self.maps[1:]:
            self.keyboard.listen(view.drawing.canvas)
        side = widgets.VBox(
            [
                widgets.HTML("<b>Dice on the wheel</b>"),
                self.dice_box,
                widgets.HTML("<b>Prospector Action</b>"),
                self.prospector_choice,
                self.sections["Prospector Action"],
                self.sections["Contract Action"],
                widgets.HTML("<b>Tasks</b> <small>(any time during your action)</small>"),
                self.sections["Tasks"],
                self.sections["End"],
            ],
            layout=widgets.Layout(width=f"{map_width + 8}px", padding="0 0 0 4px"),
        )
        # Maps I and II, then map III and the action beside it (or all in a row, when wide).
        #: The two wheels, redrawn only when a cleanup (or the history) turns them.
        self.wheel = WheelView(self.state)
        self._wheel_turn = (self.state.wheel, self.state.prospector_wheel)
        board = widgets.HBox(
            [*self.maps, side, self.wheel], layout=widgets.Layout(flex_flow="row wrap")
        )
        super().__init__(
            [
                self.keyboard,
                self.status,
                board,
                self.map_legend,
                self.cathedrals,
                self.controls,
                self.explanation,
                self.players,
                self.goals,
            ]
        )
        self.add_class("tiletum-app")
        self.refresh()

    # -- reading -------------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def human_turn(self) -> bool:
        """Whether clicks play for the active seat (every seat, unless the game has seats)."""
        seats = getattr(self.game, "seats", None)
        state = self.state
        return not state.over and (seats is None or seats[state.active] == "human")

    @property
    def targets(self) -> dict[int, frozenset[str]]:
        """``{map number: spaces}`` the selected Prospector may move to now (from the engine)."""
        place = self.selected_place()
        if place is None:
            return {}
        spaces = frozenset(
            a.to
            for a in self.legal
            if isinstance(a, (Move, MovementPoint)) and a.prospector == self.selected
        )
        return {place[0]: spaces} if spaces else {}

    @property
    def text(self) -> str:
        """The whole app in plain text: whose action, the maps, the dice, the legal actions, why."""
        state = self.state
        lines = [self.status_text, ""]
        for view in self.maps:
            lines += [view.text(), ""]
        lines += [cathedrals_text(state), ""]
        lines.append("Dice on the wheel:")
        lines += ["  " + line for line in dice_lines(state)] or ["  none"]
        if self.legal:
            lines.append("Legal actions:")
            lines += [f"  {action_text(state, a)}" for a in self.legal]
        lines += ["", self.explanation.text, "", players_text(state), "", goals_text(state)]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text

    # -- acting ----------------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Play ``action``; a refused one shows its rule and changes nothing."""
        try:
            self.game.play(action)
        except IllegalMove as exc:
            self.explanation.show_error(exc)
            return False
        self.refresh()
        return True

    def press(self, action: Action) -> bool:
        """What the button of ``action`` does (for a human seat)."""
        return self._may_click() and self.play(action)

    def select(self, index: int) -> None:
        """Choose the Prospector that clicks on spaces move (an index into the player's)."""
        self.selected = index
        self.refresh()

    def click_space(self, number: int, space: str) -> bool:
        """A click on ``space`` of map ``number``: move the selected Prospector there.

        On another map than the selected Prospector's, the player's
        Prospector on that map is selected first.  A click on one's own
        Prospector that is not a move selects it.  Anything else is handed
        to the engine as a ``Move`` (a ``MovementPoint`` when the engine
        offers that one): a refusal is shown with its rule.
        """
        if not self._may_click():
            return False
        state = self.state
        mine = list(state.underground.prospectors.get(state.player.name, ()))
        place = self.selected_place()
        if place is None or place[0] != number:
            on_map = [i for i, (n, _) in enumerate(mine) if n == number]
            if not on_map:
                where = state.underground.map(number).name
                self.explanation.show_notice(
                    f"{state.player.name} has no Prospector on {where}: "
                    "the Task “New Prospector” puts one on its start space."
                )
                return False
            self.selected = on_map[0]
        moves = [
            a
            for a in self.legal
            if isinstance(a, (Move, MovementPoint))
            and a.prospector == self.selected
            and a.to == space
        ]
        if not moves and (number, space) in mine:
            self.selected = mine.index((number, space))
            self.refresh()
            return False
        return self.play(moves[0] if moves else Move(self.selected, space))

    def end_turn(self) -> bool:
        """What End turn does."""
        return self.press(EndTurn())

    def step(self) -> None:
        """What Step does: the active seat's bot acts; on a human seat's turn it waits."""
        self.controls.step()

    def step_waits(self) -> str:
        """Why Step waits now (a human seat is to act), or ``""`` when a bot is to act."""
        if not self.human_turn or self.step_plays_humans:
            return ""
        state = self.state
        if state.turn.die is None:
            choose = "take a die from the wheel (Tasks may come first)"
        else:
            choose = "spend the AP left, then press End turn"
        return your_turn(state.player.name, choose)

    def reset(self) -> None:
        """What Reset does: back to the position the app was made with."""
        self.controls.reset()

    def _after_reset(self) -> None:
        self.selected = 0
        self._drawn.clear()
        self.refresh()

    # -- drawing -------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the game: the maps first (one message), then the panels."""
        state = self.state
        self.legal = legal_actions(state) if self.human_turn else []
        mine = state.underground.prospectors.get(state.player.name, ())
        if not 0 <= self.selected < len(mine):
            self.selected = 0
        with drawing.drawing() as batch:
            moved = [view for view in self.maps if self._draw_map(view, state)]
        drawing.send_now(batch)  # on its way, and painted, before the panels' updates are made
        # After the maps' one message: the browser draws them first.
        for view in moved:
            view.description.value = description_html(view.text())
        if (state.wheel, state.prospector_wheel) != self._wheel_turn:
            self._wheel_turn = (state.wheel, state.prospector_wheel)
            self.wheel.update(state)
        self.controls.sync()
        self.status_text = turn_text(state)
        if not self.human_turn and not state.over:
            self.status_text += " Press Step to let the bot act."
        # The bold line above already says what to do: the note only says what Step does.
        waits = STEP_WAITS if self.step_waits() else ""
        if self.human_turn and self.step_plays_humans:
            waits = stands_in(self.state.player.name, "random")
        note = f"<br><small>{html.escape(waits)}</small>" if waits else ""
        self.status.value = (
            f'<div style="{BOX};font-size:14px;padding:4px 0"><b>'
            f"{html.escape(self.status_text)}</b>{note}</div>"
        )
        self._show_map_legend()
        self.cathedrals.value = f'<div style="{BOX}">{html.escape(cathedrals_text(state))}</div>'
        self._show_choice(state, mine)
        self._show_buttons(state)
        self.players.value = players_html(state, self.looks, getattr(self.game, "seat_names", ()))
        self.goals.value = goals_html(state)
        self.explanation.show(self.game.history.current.explanation)

    def mark_differences(self, places: Iterable[Place]) -> None:
        """Frame the places ``places`` as differing from the other side of a comparison.

        Only the maps' marks and the legend are redrawn: the comparison calls
        this while the app is redrawing (from its controls' watchers).
        """
        places = frozenset(places)
        if places == self.differing:
            return
        self.differing = places
        with drawing.drawing():
            for view in self.maps:
                self._draw_map(view, self.state)
        self._show_map_legend()

    def show_cursor(self) -> None:
        """Draw the keyboard's cursor where it is now (and take it off the map it left)."""
        with drawing.drawing():
            for view in self.maps:
                self._draw_map(view, self.state)
        self._show_map_legend()

    def _show_map_legend(self) -> None:
        entries = [*MARK_LEGEND, *map_legend(self.maps[0].drawing)] if self.maps else []
        if self.key_player.space is not None:
            look = palette.style(palette.CURSOR)
            kind = "line" if self.key_player.link is not None else "ring"
            entries.append(LegendEntry(look.colour, kind, palette.meaning(palette.CURSOR)))
        if self.differing:
            look = palette.style(palette.DIFFERS)
            entries.append(LegendEntry(look.colour, look.kind, palette.meaning(palette.DIFFERS)))
            if any(isinstance(m, LinkMark) for v in self.maps for m in self._differing_marks(v)):
                # A Stone Tablet lies on a connection: the mark is a bar along it.
                entries.append(LegendEntry(look.colour, "line", "a Stone Tablet that differs"))
        self.map_legend.value = legend_html(entries)

    def _differing_marks(self, view: MapView) -> list[Mark]:
        """The differing places on one map, where the map draws them.

        A space and a site (framed on its Town's space) are nodes; a Stone
        Tablet lies on the connection between two spaces.
        """
        umap, nodes, links = view.umap, [], []
        for number, place in sorted(self.differing):
            if number != umap.number:
                continue
            if umap.has_space(place):
                nodes.append(place)
            elif umap.has_site(place):
                nodes.append(umap.site(place)[0].id)
            else:
                links += [t.between for t in umap.tablets if t.id == place]
        marks: list[Mark] = []
        if nodes:
            marks.append(NodeMark(palette.DIFFERS, tuple(dict.fromkeys(nodes))))
        if links:
            marks.append(LinkMark(palette.DIFFERS, tuple(links)))
        return marks

    def _draw_map(self, view: MapView, state: GameState) -> bool:
        """Draw what changed on one map; whether its pieces changed (its text is then stale)."""
        # Only the layers of a map whose content changed are drawn: each layer drawn
        # costs the browser a copy of every layer of that map onto the page.
        number = view.umap.number
        marks = (*self._marks(number, state), *self._differing_marks(view))
        view.underground = view.drawing.underground = state.underground
        pieces = view.drawing.pieces()
        drawn = self._drawn.get(number)
        moved = drawn is None or drawn[0] != pieces
        if moved:
            view.drawing.draw_overlay()
        if drawn is None or drawn[1] != marks:
            view.drawing.show(marks)
        self._drawn[number] = (pieces, marks)
        return moved

    def _marks(self, number: int, state: GameState) -> list[Mark]:
        marks: list[Mark] = []
        last = self._last_move()
        if last is not None and last[0] == number:
            marks.append(LinkMark(LAST_MOVE, ((last[1], last[2]),)))
        targets = self.targets.get(number)
        if targets:
            marks.append(NodeMark(LEGAL, tuple(sorted(targets))))
        place = self.selected_place()
        if place is not None and place[0] == number and self.human_turn:
            marks.append(NodeMark(SELECTED, (place[1],)))
        return [*marks, *self.key_player.marks(number)]

    def _last_move(self) -> tuple[int, str, str] | None:
        """``(map, from, to)`` of the action that led here, when it moved a Prospector."""
        history = self.game.history
        entry = history.current
        if not isinstance(entry.action, (Move, MovementPoint)) or history.cursor == 0:
            return None
        before = history.entries[history.cursor - 1].state
        places = before.underground.prospectors.get(before.player.name, ())
        if entry.action.prospector >= len(places):
            return None
        number, space = places[entry.action.prospector]
        return number, space, entry.action.to

    def selected_place(self) -> tuple[int, str] | None:
        state = self.state
        mine = state.underground.prospectors.get(state.player.name, ())
        return mine[self.selected] if 0 <= self.selected < len(mine) else None

    def _show_choice(self, state: GameState, mine: tuple) -> None:
        options = [(prospector_name(state, i), i) for i in range(len(mine))]
        self._choosing = True
        try:
            self.prospector_choice.options = options
            if options:
                self.prospector_choice.value = self.selected
        finally:
            self._choosing = False
        self.prospector_choice.disabled = not self.human_turn

    def _on_choice(self, change: dict) -> None:
        if self._choosing or change["new"] is None:
            return
        self._guard(self.select)(int(change["new"]))

    def _show_buttons(self, state: GameState) -> None:
        """Show a button for every legal action, reusing the widgets already on the page.

        A Step changes a few buttons, not all: a button whose action is still legal is
        kept (its label updated), a new action takes a button no longer in use, and the
        dice rows and section boxes are kept and refilled.  Making new widgets for every
        refresh cost most of a Step's time.
        """
        groups = group(self.legal)
        shown: dict[Action, widgets.Button] = {}
        legal = set(self.legal)
        # The buttons of actions no longer legal serve new actions: a new widget costs
        # the browser a model and a view, a relabelled one a single update.
        self._spare_buttons += [b for a, b in self.buttons.items() if a not in legal]

        def button(action: Action) -> widgets.Button:
            found = self.buttons.get(action)
            if found is None:
                found = self._spare_buttons.pop() if self._spare_buttons else self._button()
                self._button_actions[found.model_id] = action
            shown[action] = found
            with found.hold_sync():  # label, tooltip and style in one message
                found.button_style = "warning" if isinstance(action, EndTurn) else ""
                found.description = action_label(state, action)
                found.tooltip = action_tooltip(state, action)
            return found

        rows = []
        for index in range(len(state.dice)):
            line, under, row = self._die_row(index)
            buttons = [button(a) for a in groups["Take a die"] if a.die == index]
            line.value = die_html(state, index)
            under.children = buttons
            row.children = [line, under] if buttons else [line]
            rows.append(row)
        if not state.dice:
            self._dice_note.value = f'<span style="{BOX}">No dice left this round.</span>'
            rows.append(self._dice_note)
        elif state.turn.die is not None:
            self._dice_note.value = (
                f'<span style="{BOX}"><i>A die is taken for this action '
                f"({html.escape(str(state.turn.die))}, {html.escape(state.turn.action)}).</i>"
                "</span>"
            )
            rows.insert(0, self._dice_note)
        self.dice_box.children = rows
        for name, box in self.sections.items():
            head, holder = self._section_parts[name]
            holder.children = [button(a) for a in groups[name]]
            hint = section_hint(state, name, bool(holder.children))
            head.value = f'<span style="{BOX}">{html.escape(hint)}</span>' if hint else ""
            box.children = [head, holder] if hint else [holder]
        self.buttons = shown

    def _die_row(self, index: int) -> tuple[widgets.HTML, widgets.HBox, widgets.HBox]:
        """The row of die ``index``: its line, and its buttons under it (made once, kept)."""
        while len(self._die_rows) <= index:
            # The die on one line, the buttons to take it under it (indented past the
            # swatch), rather than buttons wrapping wherever the line happens to end.
            line = widgets.HTML(layout=widgets.Layout(width="100%"))
            under = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap", margin="0 0 4px 18px"))
            row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
            self._die_rows.append((line, under, row))
        return self._die_rows[index]

    def _button(self) -> widgets.Button:
        """A new action button; a click presses the action it shows now."""
        button = widgets.Button(
            layout=widgets.Layout(width="auto", flex="0 0 auto", margin="1px 3px 1px 0")
        )
        button.on_click(self._guard(lambda b: self.press(self._button_actions[b.model_id])))
        return button

    def _on_space(self, number: int) -> Callable[[str], object]:
        return lambda space: self.click_space(number, space)

    def _may_click(self) -> bool:
        if self.human_turn:
            return True
        if self.state.over:
            self.explanation.show_notice("The game is over.")
        else:
            self.explanation.show_notice(
                f"It is {self.state.player.name}'s turn, played by a bot: press Step."
            )
        return False


def show(game: Any = None, **setup: Any) -> TiletumApp:
    """A :class:`TiletumApp` for ``game`` (or a new game from ``new_game(**setup)``)."""
    return TiletumApp(game if game is not None else new_game(**setup))
