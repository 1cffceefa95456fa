"""What the Carcassonne app shows beside the board: the players and the drawn tile.

Nothing here decides a rule: the players' followers and points are read
from the game state as the engine left it.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import ipywidgets as widgets
from ipycanvas import Canvas

from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import TileType
from tutorial.widgets import drawing, palette
from tutorial.widgets.carcassonne.board import GoldTile
from tutorial.widgets.carcassonne.tiles import draw_gold_symbols, draw_tiles

# -- players --------------------------------------------------------------------


def follower_swatch(seat: int) -> str:
    """A small square in the player's colour with their number."""
    look = palette.player_look(seat)
    return (
        f'<span style="display:inline-block;width:18px;height:18px;background:{look.colour};'
        f"color:{look.text};font:bold 12px sans-serif;text-align:center;line-height:18px;"
        f'border-radius:3px">{look.mark}</span>'
    )


def players_html(state: GameState, humans: frozenset[int]) -> str:
    """The players as an HTML table: followers left, points by category, total, whose turn."""
    categories = state.rules.categories
    head = ["", "Player", "Plays", "Followers left", *categories, "Total"]
    rows = []
    for seat, p in enumerate(state.players):
        active = seat == state.active and not state.game_over
        cells = [
            f"{'&#9654; ' if active else ''}{follower_swatch(seat)}",
            html.escape(p.name),
            "click" if seat in humans else "bot (Step)",
            str(p.followers),
            *(str(p.score.points.get(c, 0)) for c in categories),
            f"<b>{p.score.total}</b>",
        ]
        style = "background:#FFF6D6" if active else ""
        rows.append(f'<tr style="{style}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    header = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    return (
        '<table style="font:13px sans-serif;border-collapse:collapse" cellpadding="4">'
        f"<tr>{header}</tr>{''.join(rows)}</table>"
    )


def players_text(state: GameState) -> str:
    """The players' followers left and points by category, as plain text."""
    lines = []
    for seat, p in enumerate(state.players):
        points = ", ".join(f"{c} {p.score.points.get(c, 0)}" for c in state.rules.categories)
        mark = "> " if seat == state.active and not state.game_over else "  "
        lines.append(
            f"{mark}{p.name}: {p.followers} follower{'s' * (p.followers != 1)} left; {points}; "
            f"total {p.score.total}"
        )
    return "\n".join(lines)


# -- the drawn tile ---------------------------------------------------------------


class TilePreview(widgets.VBox):
    """A tile beside the board: the drawn one, turned as it will be placed (a click turns it).

    Once the tile is placed, the app shows it here still, with what is left
    to do with it.  ``gold_tile`` (``tile -> bool``) names the tiles that
    show the gold symbol (The Gold Mines), drawn as on the board.
    """

    SIZE = 96

    def __init__(self, *, gold_tile: GoldTile | None = None) -> None:
        side = self.SIZE + 8
        self.canvas = Canvas(width=side, height=side, layout={"width": f"{side}px"})
        self.heading = widgets.HTML()
        self.label = widgets.HTML()
        self.gold_tile = gold_tile
        self.shown: tuple[TileType | None, int] = (None, 0)
        #: What the heading and the caption say, as plain text.
        self.text = ""
        self._click: Callable[[], object] | None = None
        super().__init__([self.heading, self.canvas, self.label])
        self.canvas.on_mouse_down(lambda *_: self._click and self._click())
        self.canvas.on_client_ready(self._draw)
        self.show(None, 0)

    def on_click(self, callback: Callable[[], object]) -> None:
        self._click = callback

    def show(
        self,
        tile: TileType | None,
        rotation: int,
        *,
        heading: str = "Drawn tile",
        caption: str = "",
    ) -> None:
        """Show ``tile`` turned ``rotation`` times under ``heading``, ``caption`` under its name.

        Without a caption, a turned tile says how far it is turned.
        """
        self.draw(tile, rotation)
        if tile is None:
            name, note = "", caption or "No tile drawn."
        else:
            name, note = tile.name, caption or (f"turned {rotation}" if rotation else "")
        self.text = f"{heading}: " + ". ".join(part for part in (name, note) if part)
        self.heading.value = f"<b>{html.escape(heading)}</b>"
        said = [f"<b>{html.escape(name)}</b>" if name else "", html.escape(note)]
        self.label.value = (
            '<div style="font:12px sans-serif;line-height:1.35;color:#333">'
            f"{'<br>'.join(part for part in said if part)}</div>"
        )

    def draw(self, tile: TileType | None, rotation: int) -> None:
        """Draw ``tile`` turned ``rotation`` times, if it is not what the canvas shows already.

        The app draws it in the board's batch, then calls :meth:`show` for the words.
        """
        if (tile, rotation) != self.shown:
            self.shown = (tile, rotation)
            self._draw()

    def _draw(self) -> None:
        tile, rotation = self.shown
        with drawing.drawing():
            self.canvas.clear()
            drawing.put(self.canvas, fill_style=palette.GROUND)
            self.canvas.fill_rect(0, 0, self.SIZE + 8, self.SIZE + 8)
            if tile is not None:
                draw_tiles(self.canvas, [(4, 4, tile, rotation)], self.SIZE)
                if self.gold_tile is not None and self.gold_tile(tile):
                    draw_gold_symbols(self.canvas, [(4, 4)], self.SIZE)
                drawing.put(
                    self.canvas, stroke_style=palette.INK, line_width=1.5, line_join="miter"
                )
                self.canvas.stroke_rect(4, 4, self.SIZE, self.SIZE)
