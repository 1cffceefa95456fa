"""What the Carcassonne app shows beside the board: the players, a clicked feature, the drawn tile.

Nothing here decides a rule: a feature's tiles, open ends, followers and
points are read from the engine's group records
(:class:`~tutorial.carcassonne.features.Group`) and its scoring functions.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

import ipywidgets as widgets
from ipycanvas import Canvas

from tutorial.carcassonne.features import Node, around
from tutorial.carcassonne.followers import ROLE
from tutorial.carcassonne.scoring import (
    completed_points,
    farm_points,
    majority,
    unfinished_points,
)
from tutorial.carcassonne.state import GameState
from tutorial.carcassonne.tiles import CITY, FIELD, MONASTERY, ROAD, TileType, turned
from tutorial.core.grid import CLOCKWISE, Cell, step
from tutorial.widgets import drawing, palette
from tutorial.widgets.carcassonne.board import Mark
from tutorial.widgets.carcassonne.tiles import draw_tiles


@dataclass(frozen=True)
class FeatureInfo:
    """A feature group as the app shows it: marks for the board and sentences for the text."""

    title: str
    lines: tuple[str, ...]
    marks: tuple[Mark, ...]

    @property
    def text(self) -> str:
        return "\n".join([self.title, *(f"  {line}" for line in self.lines)])


def feature_info(state: GameState, node: Node) -> FeatureInfo:
    """The city, road, farm or monastery of ``node``: tiles, open edges, followers, points.

    Reads the group record the engine keeps (tiles, open count, pennants,
    followers) and finds which of the group's tile sides still face an empty
    cell (a city side or road end not yet matched: the record counts them,
    the board says where).
    """
    root = state.network.find(node)
    group = state.groups[root]
    members = [
        (cell, index)
        for cell in sorted(group.cells)
        for index in range(len(state.tile_at(cell).features))
        if state.network.find((cell, index)) == root
    ]
    edges: list[tuple[Cell, int]] = []
    if group.kind in (CITY, ROAD):
        for cell, index in members:
            placed = state.board[cell]
            slots = state.tile_at(cell).features[index].slots
            for side in sorted({turned(slot, placed.rotation) // 3 for slot in slots}):
                if step(cell, CLOCKWISE[side]) not in state.board:
                    edges.append((cell, side))
    empty = (
        tuple(c for c in around(members[0][0]) if c not in state.board)
        if group.kind == MONASTERY
        else ()
    )
    size = f"{len(group.cells)} tile{'s' * (len(group.cells) != 1)}"
    name = {CITY: "City", ROAD: "Road", FIELD: "Farm", MONASTERY: "Monastery"}[group.kind]
    lines = []
    if group.kind == CITY and group.pennants:
        lines.append(f"{group.pennants} pennant{'s' * (group.pennants != 1)}.")
    if group.kind in (CITY, ROAD):
        ends = "open side" if group.kind == CITY else "open end"
        lines.append(
            "Complete: nothing is left open."
            if group.complete
            else f"{group.open} {ends}{'s' * (group.open != 1)} (marked on the board)."
        )
    elif group.kind == MONASTERY:
        lines.append(
            "Complete: all 8 cells around it hold a tile."
            if group.complete
            else f"{group.open} of the 8 cells around it still empty."
        )
    if group.followers:
        who = ", ".join(
            f"{state.players[seat].name}'s {ROLE[group.kind]} on {cell}"
            for (cell, _), seat in group.followers
        )
        leaders = " and ".join(state.players[s].name for s in majority(group.followers))
        lines.append(f"Followers: {who}. Most followers: {leaders}.")
    else:
        lines.append("No follower stands in it.")
    lines.append(_points(state, group))
    marks = [Mark("feature", tuple(sorted(group.cells)))]
    if edges:
        marks.append(Mark("open edge", edges=tuple(edges)))
    if empty:
        marks.append(Mark("open cell", empty))
    return FeatureInfo(f"{name} of {size} (clicked on {node[0]})", tuple(lines), tuple(marks))


def _points(state: GameState, group) -> str:
    """What the group is worth, as the engine's scoring functions count it."""
    if group.kind == FIELD:
        return (
            f"At the end, its farmers' owner scores {farm_points(state, group)} "
            "(3 for each completed city it touches)."
        )
    if group.complete:
        return f"Worth {completed_points(group)} points, scored when it was completed."
    return (
        f"Worth {unfinished_points(group)} points if the game ended now; "
        f"{completed_points(group)} once completed (as it is now)."
    )


# -- players --------------------------------------------------------------------


def follower_swatch(seat: int) -> str:
    """A small square in the player's colour with their number."""
    look = palette.player_look(seat)
    return (
        f'<span style="display:inline-block;width:18px;height:18px;background:{look.colour};'
        f"color:#fff;font:bold 12px sans-serif;text-align:center;line-height:18px;"
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
            f"{mark}{p.name}: {p.followers} followers left; {points}; total {p.score.total}"
        )
    return "\n".join(lines)


# -- the drawn tile ---------------------------------------------------------------


class TilePreview(widgets.VBox):
    """The drawn tile, turned as it will be placed; a click on it turns it."""

    SIZE = 96

    def __init__(self) -> None:
        side = self.SIZE + 8
        self.canvas = Canvas(width=side, height=side, layout={"width": f"{side}px"})
        self.label = widgets.HTML()
        self.shown: tuple[TileType | None, int] = (None, 0)
        self._click: Callable[[], object] | None = None
        super().__init__([self.canvas, self.label])
        self.canvas.on_mouse_down(lambda *_: self._click and self._click())
        self.canvas.on_client_ready(self._draw)

    def on_click(self, callback: Callable[[], object]) -> None:
        self._click = callback

    def show(self, tile: TileType | None, rotation: int) -> None:
        if (tile, rotation) == self.shown:
            return
        self.shown = (tile, rotation)
        self._draw()
        if tile is None:
            self.label.value = "<small>No tile drawn.</small>"
        else:
            turns = f", turned {rotation}" if rotation else ""
            self.label.value = f"<small><b>{html.escape(tile.name)}</b>{turns}</small>"

    def _draw(self) -> None:
        tile, rotation = self.shown
        with drawing.drawing():
            self.canvas.clear()
            drawing.put(self.canvas, fill_style=palette.GROUND)
            self.canvas.fill_rect(0, 0, self.SIZE + 8, self.SIZE + 8)
            if tile is not None:
                draw_tiles(self.canvas, [(4, 4, tile, rotation)], self.SIZE)
                drawing.put(
                    self.canvas, stroke_style=palette.INK, line_width=1.5, line_join="miter"
                )
                self.canvas.stroke_rect(4, 4, self.SIZE, self.SIZE)
