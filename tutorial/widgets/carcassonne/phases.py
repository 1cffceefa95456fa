"""How each phase of a turn is played by clicking: what it marks, offers and makes of a click.

The engine names the phases of a turn (``state.phase``: ``"tile"``, then
``"follower"``; an expansion adds its own, such as The Gold Mines'
``"ingots"``).  The app looks the current phase up in a mapping from phase
name to a :class:`PhaseView`, so an expansion's phase slots in by adding an
entry (``CarcassonneApp(game, phase_views={"ingots": IngotView()})``); a
phase with no entry is played with one button for each legal action
(:class:`ButtonsView`).  A view holds no rule: it builds actions and lets
the engine accept or refuse them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Protocol

from tutorial.carcassonne.actions import NoFollower, PlaceFollower, PlaceTile
from tutorial.carcassonne.followers import ROLE, follower_spots
from tutorial.carcassonne.legal import legal_actions
from tutorial.carcassonne.placing import tile_placements
from tutorial.carcassonne.tiles import TileType, turned
from tutorial.core.grid import Cell
from tutorial.widgets.carcassonne.board import Mark
from tutorial.widgets.carcassonne.tiles import feature_under, follower_point, slot_point

if TYPE_CHECKING:
    from tutorial.widgets.carcassonne.app import CarcassonneApp


class PhaseView(Protocol):
    """How one phase is played by clicking."""

    def prompt(self, app: CarcassonneApp) -> str:
        """What the player is asked to do, in a sentence."""

    def caption(self, app: CarcassonneApp) -> str:
        """What is left to do with the tile just placed, in a few words (under its picture)."""

    def marks(self, app: CarcassonneApp) -> list[Mark]:
        """What to mark on the board (cells to click, spots)."""

    def choices(self, app: CarcassonneApp) -> list[tuple[str, object]]:
        """Buttons to show: ``(label, action)``."""

    def click(self, app: CarcassonneApp, cell: Cell, within: tuple[float, float]) -> object:
        """The action a click on ``cell`` (at ``within``, 0-1) makes; ``None``: look instead."""


class TileView:
    """The tile phase: the cells where the drawn tile fits, turned as shown, are marked."""

    def legal_cells(self, app: CarcassonneApp) -> list[Cell]:
        return [cell for cell, r in tile_placements(app.state) if r == app.rotation]

    def prompt(self, app: CarcassonneApp) -> str:
        tile = app.state.current_tile
        name = tile.name if tile else "?"
        cells = self.legal_cells(app)
        if not cells:
            return f"Place the {name} tile: turned like this it fits nowhere. Press Rotate."
        return (
            f"Place the {name} tile: click a dashed cell ({len(cells)} fit turned like this; "
            "Rotate turns it)."
        )

    def caption(self, app: CarcassonneApp) -> str:
        return "next, the tile drawn"

    def marks(self, app: CarcassonneApp) -> list[Mark]:
        return [Mark("legal", tuple(self.legal_cells(app)))]

    def choices(self, app: CarcassonneApp) -> list[tuple[str, object]]:
        return []

    def click(self, app: CarcassonneApp, cell: Cell, within: tuple[float, float]) -> object:
        if cell in app.state.board:
            return None  # a placed tile: look at its feature
        return PlaceTile(cell, app.rotation)


class FollowerView:
    """The follower phase: numbered spots on the tile just placed, and "No follower"."""

    def spots(self, app: CarcassonneApp) -> list[tuple[int, float, float]]:
        """``(feature, x, y)`` for each feature of the placed tile that may take a follower."""
        state = app.state
        cell = state.placed
        if cell is None:
            return []
        tile, rotation = state.tile_at(cell), state.board[cell].rotation
        return [(i, *follower_point(tile, rotation, i)) for i in follower_spots(state)]

    def prompt(self, app: CarcassonneApp) -> str:
        return (
            f"Put a follower on the tile just placed: click a numbered spot or its button, "
            f"or press No follower ({app.state.player.followers} left)."
        )

    def caption(self, app: CarcassonneApp) -> str:
        return "put a follower on it, or not"

    def marks(self, app: CarcassonneApp) -> list[Mark]:
        cell = app.state.placed
        spots = tuple((cell, x, y, str(n + 1)) for n, (_, x, y) in enumerate(self.spots(app)))
        return [Mark("placed", (cell,)), Mark("spot", spots=spots)] if cell else []

    def choices(self, app: CarcassonneApp) -> list[tuple[str, object]]:
        state = app.state
        tile = state.tile_at(state.placed) if state.placed else None
        buttons = []
        rotation = state.board[state.placed].rotation if state.placed else 0
        for n, (index, _, _) in enumerate(self.spots(app)):
            kind = tile.features[index].kind  # type: ignore[union-attr]
            where = where_on_tile(tile, rotation, index)  # type: ignore[arg-type]
            label = f"{n + 1}: {ROLE[kind]} on the {kind} ({where})"
            buttons.append((label, PlaceFollower(index)))
        return [*buttons, ("No follower", NoFollower())]

    def click(self, app: CarcassonneApp, cell: Cell, within: tuple[float, float]) -> object:
        state = app.state
        if cell != state.placed:
            return None
        # The spot clicked, if the click is close to one; else the feature under
        # the pointer (the engine refuses it, naming the rule, if it is taken).
        near = [
            (math.hypot(x - within[0], y - within[1]), index) for index, x, y in self.spots(app)
        ]
        if near and min(near)[0] < 0.15:
            return PlaceFollower(min(near)[1])
        tile, rotation = state.tile_at(cell), state.board[cell].rotation
        return PlaceFollower(feature_under(tile, rotation, *within))


#: The eight ways from a tile's middle, anticlockwise from the east (an angle / 45°).
COMPASS = (
    "east",
    "north-east",
    "north",
    "north-west",
    "west",
    "south-west",
    "south",
    "south-east",
)
#: A tile's sides in slot order (slot // 3).
SIDES = ("north", "east", "south", "west")


def where_on_tile(tile: TileType, rotation: int, feature: int) -> str:
    """Where ``feature`` of ``tile`` turned ``rotation`` times lies, in words.

    The compass point of the middle of the edge slots it reaches; where that
    middle is the tile's own (a road straight across, a field all round),
    the sides it reaches; a monastery, which reaches no side, is in the
    middle.  A follower's button says it, so that the four "thief on the
    road" buttons of a crossroads can be told apart without seeing the tile
    (by keys, or with a screen reader).

    >>> from tutorial.carcassonne import base_tiles
    >>> start = next(t for t in base_tiles() if t.start)  # city north, road west-east
    >>> [where_on_tile(start, 0, i) for i in range(len(start.features))]
    ['north', 'west and east', 'north', 'south']
    """
    slots = [turned(slot, rotation) for slot in tile.features[feature].slots]
    if not slots:
        return "middle"
    x, y = (sum(slot_point(slot)[k] for slot in slots) / len(slots) - 0.5 for k in (0, 1))
    if math.hypot(x, y) > 0.1:
        point = COMPASS[round(math.degrees(math.atan2(-y, x)) / 45) % 8]  # y grows downwards
        # Only the slots beside one corner: a field cut off there (by a curved road, say).
        return f"{point} corner" if "-" in point and math.hypot(x, y) > 0.5 else point
    sides = sorted({slot // 3 for slot in slots}, key=[3, 0, 1, 2].index)  # west first
    return "all four sides" if len(sides) == 4 else " and ".join(SIDES[side] for side in sides)


class ButtonsView:
    """Any phase without a view of its own: one button for each legal action."""

    def prompt(self, app: CarcassonneApp) -> str:
        return f"The {app.state.phase} step: choose one of the buttons."

    def caption(self, app: CarcassonneApp) -> str:
        return f"the {app.state.phase} step"

    def marks(self, app: CarcassonneApp) -> list[Mark]:
        return []

    def choices(self, app: CarcassonneApp) -> list[tuple[str, object]]:
        return [(str(action), action) for action in legal_actions(app.state)[:24]]

    def click(self, app: CarcassonneApp, cell: Cell, within: tuple[float, float]) -> object:
        return None


#: The base game's phases.
BASE_VIEWS: dict[str, PhaseView] = {"tile": TileView(), "follower": FollowerView()}
