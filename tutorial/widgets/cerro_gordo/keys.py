"""Cerro Gordo by keyboard: a cursor on the board's cells, number keys for the building row.

The Cerro Gordo half of :class:`~tutorial.widgets.keyboard.KeyboardPlay`.
A turn by keys, in the order of the rulebook's *On Your Turn*:

- **1**-**5** take the building numbered so in the row (the row shows
  "#1", "#2"... under its buildings, #1 the leftmost and free): what a click
  on that building does.
- The **arrows** move the cursor over the board's cells (the view pans to
  keep it shown); **Enter** does what a click on the cell does: place the
  held building there, else the road tile, turned by **r** as "Rotate road"
  turns it, or, once only mining is left, mine the mine under the cursor
  (the choice among mines tied for closest).
- **m** mines (the Mine button), **e** ends the turn where mining does not
  (the ``"any_time"`` reading, the End turn button).
- **o** starts choosing objectives to refresh: **1** and **2** tick the
  cards in hand, **Enter** pays 5 silver for new ones, **Escape** cancels.

Every sentence about the game comes from the engine: the cells where a
building or the road may go (``open_connections``, ``road_placements``),
what is still to do (``still_to_do``), the closest mines (``closeness``),
and a refused key's rule and message (the ``IllegalMove`` the explanation
panel shows).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutorial.cerro_gordo.actions import Mine, PlaceBuilding
from tutorial.cerro_gordo.board import board_area, closeness, road_placements
from tutorial.cerro_gordo.components import MineSite
from tutorial.cerro_gordo.mining import PLACE_ROAD, SELECT_BUILDING, still_to_do
from tutorial.cerro_gordo.options import ANY_TIME
from tutorial.core.grid import Cell
from tutorial.widgets.keyboard import GameKey, GridCursor, cells, listed, refusal, turned

if TYPE_CHECKING:
    from tutorial.widgets.cerro_gordo.app import CerroGordoApp


class CerroGordoKeys(GridCursor):
    """What the keys do on a :class:`~tutorial.widgets.cerro_gordo.app.CerroGordoApp`'s board."""

    def __init__(self, app: CerroGordoApp) -> None:
        self.app = app
        #: The position where **o** started choosing objectives to refresh; ``None``: not choosing.
        self._refreshing_at: object | None = None

    @property
    def choosing_objectives(self) -> bool:
        """Whether the number keys tick objectives to refresh (after **o**), not take buildings.

        Any move of the game (paying, Step, Undo...) ends the choice: it was for that position.
        """
        return self._refreshing_at is self.app.game.history.current

    def game_keys(self) -> tuple[GameKey, ...]:
        """Cerro Gordo's own keys: Mine, Refresh objectives, and End turn where it exists."""
        keys = [
            GameKey("m", "Mine (Enter on a mine chooses among mines tied for closest)", self.mine),
            GameKey(
                "o",
                "refresh objectives: 1 and 2 tick the cards, Enter pays 5 silver, Esc cancels",
                self.start_refresh,
            ),
        ]
        if self.app.state.options.silver_actions == ANY_TIME:
            keys.append(GameKey("e", "End turn (after mining)", self.end_turn))
        return tuple(keys)

    # -- the cursor ---------------------------------------------------------------------
    def start(self) -> Cell:
        """Where the cursor appears: a legal cell, else the active pawn, else the first mine."""
        state = self.app.state
        if self.app.legal:
            return min(self.app.legal)
        return state.player.pawn if state.player.pawn is not None else state.mines[0].cell

    def area(self) -> tuple[Cell, Cell]:
        """The cells the board shows: the tiles and the spots beside them."""
        return board_area(self.app.state)

    def show(self, cell: Cell) -> None:
        self.app.show_cursor(cell)

    def describe(self, cell: Cell) -> str:
        """The cell at the cursor in a sentence: its tile and pawns, or what Enter puts there."""
        state = self.app.state
        tile = state.tiles.get(cell)
        pawns = [f"{p.name}'s pawn is here." for p in state.players if p.pawn == cell]
        if isinstance(tile, MineSite):
            stack = state.mines[tile.number - 1]
            top = f", {stack.top.silver} silver on top" if stack.top else ""
            words = [f"{cell}: {tile}, {len(stack.tiles)} tile(s) left{top}.", *pawns]
            if self.app.human_turn and isinstance(self.app.action_at(cell), Mine):
                words.append(f"Enter chooses it for mining. {self._closest()}")
            return " ".join(words)
        if tile is not None:
            return " ".join([f"{cell}: {tile}.", *pawns])
        return f"{cell}: empty. {self._enter_on_empty(cell)}".strip()

    def _enter_on_empty(self, cell: Cell) -> str:
        """What Enter does on an empty cell, where the engine allows it ("" if nothing)."""
        app, state = self.app, self.app.state
        if not app.human_turn:
            return ""
        if cell in app.legal and isinstance(app.action_at(cell), PlaceBuilding):
            return f"Enter places the {state.turn.held} here."
        if cell in app.legal:
            return f"Enter places the road tile here, {turned(app.rotation)}."
        fits = self._road_turns_at(cell)
        if fits:
            return f"The road tile fits here {', '.join(map(turned, fits))}: r turns it."
        return ""

    def _road_turns_at(self, cell: Cell) -> list[int]:
        """The quarter turns at which the road tile may go on ``cell``, while a road is to place."""
        state = self.app.state
        road = state.player.road
        if state.turn.held is not None or PLACE_ROAD not in still_to_do(state) or road is None:
            return []
        return [q for c, q in road_placements(state, road) if c == cell]

    # -- acting ----------------------------------------------------------------------------
    def enter(self) -> str:
        if self.choosing_objectives:
            return self._pay_refresh()
        if self.cursor is None:
            return "Move the cursor with the arrows first. " + self.choices_here()
        self.app.click_cell(self.cursor)
        return refusal(self.app.explanation)

    def escape(self) -> str:
        ticked = self.app.ticked
        was_choosing, self._refreshing_at = self.choosing_objectives, None
        for box in self.app.discard_boxes:
            box.value = False
        if was_choosing or ticked:
            return "Refreshing objectives is cancelled: no card is ticked."
        return "Nothing to cancel (a building taken stays taken: u undoes taking it)."

    def rotate(self) -> str:
        app = self.app
        app.rotate()
        state = app.state
        if state.player.road is None:
            return f"The road tile is {turned(app.rotation)}, but {state.player.name} has none."
        words = f"The road tile is {turned(app.rotation)}"
        if state.turn.held is None and PLACE_ROAD in still_to_do(state) and app.human_turn:
            words += f": it fits in {cells(len(app.legal))}"
        here = f" {self.describe(self.cursor)}" if self.cursor is not None else ""
        return f"{words}.{here}"

    def choose(self, number: int) -> str:
        if self.choosing_objectives:
            return self._tick(number)
        self.app.click_slot(number - 1)
        return refusal(self.app.explanation)

    def mine(self) -> str:
        """The **m** key: the Mine button; refused when tied, it says where the mines are."""
        self.app.mine()
        refused = refusal(self.app.explanation)
        state = self.app.state
        if refused and self.app.human_turn and not still_to_do(state) and not state.turn.mined:
            where = ", ".join(f"Mine {m.number} at {m.cell}" for m in state.mines if not m.empty)
            refused = f"{refused.rstrip('.')}. Enter on a mine chooses it: {where}."
        return refused

    def end_turn(self) -> str:
        """The **e** key: the End turn button (the ``"any_time"`` reading)."""
        self.app.end_turn()
        return refusal(self.app.explanation)

    def start_refresh(self) -> str:
        """The **o** key: the number keys now tick objectives to let go, Enter pays."""
        if not self.app.human_turn:
            return self.choices_here()
        self._refreshing_at = self.app.game.history.current
        return "Refresh objectives for 5 silver. " + self._objective_choices()

    def choices_here(self) -> str:
        app, state = self.app, self.app.state
        if state.game_over:
            return "The game is over."
        if not app.human_turn:
            return f"It is {state.player.name}'s turn, played by a bot: s steps."
        if self.choosing_objectives:
            return self._objective_choices()
        todo = still_to_do(state)
        if todo:
            words = [f"To do: {'; '.join(todo)}."]
        elif state.turn.mined:
            words = ["Mined: e ends the turn (a second road or o may come first)."]
        else:
            words = [f"Only mining is left: m mines. {self._closest()}"]
        if SELECT_BUILDING in todo:
            words.append(self._row_choices())
        if app.legal:
            what = "The building" if state.turn.held is not None else "The road tile"
            rotation = "" if state.turn.held is not None else f", {turned(app.rotation)},"
            words.append(
                f"{what}{rotation} may go on {cells(len(app.legal))}: {listed(sorted(app.legal))}."
            )
        if self.cursor is not None:
            words.append(f"At the cursor: {self.describe(self.cursor)}")
        return " ".join(words)

    def text_board(self) -> str:
        return self.app.text

    # -- words -------------------------------------------------------------------------
    def _row_choices(self) -> str:
        """The row's buildings by their number key, as the row labels them (#1 leftmost)."""
        picture = self.app.row.picture
        slots = picture.slots if picture is not None else ()
        items = [
            f"{i}: {building}, cost {i - 1}" + (f", {silver} silver on it" if silver else "")
            for i, (building, silver) in enumerate(slots, 1)
        ]
        affordable = ", ".join(str(i + 1) for i in sorted(picture.legal)) if picture else ""
        return (
            f"Number keys take the building numbered so in the row: {'; '.join(items)}. "
            f"Affordable: {affordable or 'none'}."
        )

    def _closest(self) -> str:
        """The mines closest to the active pawn by road, as the engine measures them."""
        state = self.app.state
        pawn = state.player.pawn
        reach = closeness(state, pawn) if pawn is not None else None
        if reach is None or not reach.connected:
            return "Not connected to any mine: any mine with tiles left may be chosen."
        mines = " and ".join(f"Mine {m}" for m in reach.nearest)
        roads = reach.roads[reach.nearest[0]]
        return f"Closest: {mines}, {roads} road tile(s) away."

    def _objective_choices(self) -> str:
        boxes = [b for b in self.app.discard_boxes if not b.disabled]
        cards = "; ".join(
            f"{i}: {b.description}{' (ticked)' if b.value else ''}" for i, b in enumerate(boxes, 1)
        )
        cards = cards or "no card in hand"
        return f"Tick the cards to let go with {cards}; Enter pays, Esc cancels."

    def _tick(self, number: int) -> str:
        boxes = self.app.discard_boxes
        if not 1 <= number <= len(boxes) or boxes[number - 1].disabled:
            return f"There is no objective {number}. " + self._objective_choices()
        box = boxes[number - 1]
        box.value = not box.value
        return f"{box.description} is {'ticked' if box.value else 'unticked'}."

    def _pay_refresh(self) -> str:
        """Enter while choosing: pay for new cards (a new position, so the choice ends)."""
        self.app.refresh_objectives(self.app.ticked)
        return refusal(self.app.explanation)
