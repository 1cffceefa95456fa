"""The panels around the Cerro Gordo board: the building row, the hand, the players, objectives.

The building row and the hand are small canvases drawn with the same
pieces as the board (:mod:`tutorial.widgets.cerro_gordo.pieces`), so a
commercial building or a bend of road looks the same everywhere.  The
players and the objectives are HTML tables.  None of them knows a rule:
the app tells them what to show.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ipycanvas import Canvas

from tutorial.cerro_gordo.components import Building, Objective, Road
from tutorial.cerro_gordo.players import Seat
from tutorial.cerro_gordo.scoring import final_scores
from tutorial.cerro_gordo.state import GameState
from tutorial.cerro_gordo.text import ROAD_GLYPHS
from tutorial.widgets import drawing, palette
from tutorial.widgets.cerro_gordo import pieces
from tutorial.widgets.explanation import swatch_html


@dataclass(frozen=True)
class RowPicture:
    """What the building row shows: slots, a ghost of the building just taken, marks."""

    slots: tuple[tuple[Building, int], ...]
    pile: int
    taken: tuple[int, Building] | None = None
    marks: tuple = ()
    legal: frozenset[int] = frozenset()


class BuildingRowView(Canvas):
    """The face-up building row: each building's type, cost and the silver lying on it.

    Clicking a building calls the ``on_slot_click`` callbacks with its row
    position (0 = leftmost).  The building just taken can be shown as a
    ghost at its old place, so the row highlights of the engine's
    explanation (``area="row"``) land where the learner saw them.
    """

    SLOT_W, SLOT_H, PILE_W = 104, 100, 80

    def __init__(self, slots: int = 5) -> None:
        self.slot_count = slots
        width = slots * self.SLOT_W + self.PILE_W
        super().__init__(width=width, height=self.SLOT_H)
        self.layout.width, self.layout.height = f"{width}px", f"{self.SLOT_H}px"
        self.picture: RowPicture | None = None
        self.redraws = 0
        self._callbacks: list[Callable[[int], object]] = []
        self.on_error: Callable[[BaseException], object] | None = None
        self.on_mouse_down(self._mouse_down)
        self.on_client_ready(self._on_ready)

    def show(self, picture: RowPicture) -> None:
        """Draw ``picture`` unless it is already shown."""
        if picture != self.picture:
            self.picture = picture
            self.draw()

    def on_slot_click(self, callback: Callable[[int], object]) -> None:
        self._callbacks.append(callback)

    def slot_at(self, x: float, y: float) -> int | None:
        """The row position under pixel ``(x, y)``; ``None`` off the buildings or on the ghost."""
        if self.picture is None or not 0 <= y < self.SLOT_H:
            return None
        shown = int(x // self.SLOT_W) if x >= 0 else -1
        taken = self.picture.taken[0] if self.picture.taken else None
        count = len(self.picture.slots) + (taken is not None)
        if not 0 <= shown < count or shown == taken:
            return None
        return shown - 1 if taken is not None and shown > taken else shown

    def click_pixel(self, x: float, y: float) -> int | None:
        """What a click at ``(x, y)`` does; returns the row position clicked."""
        index = self.slot_at(x, y)
        if index is not None:
            for callback in self._callbacks:
                callback(index)
        return index

    def _mouse_down(self, x: float, y: float) -> None:
        try:
            self.click_pixel(x, y)
        except Exception as exc:  # noqa: BLE001 - reported to the learner
            if self.on_error is None:
                raise
            self.on_error(exc)

    def _on_ready(self) -> None:
        if self.picture is not None:
            self.draw()

    def describe(self) -> str:
        p = self.picture
        if p is None:
            return "Building row: not drawn."
        items = [
            f"[{i + 1}] {b.kind.value}, cost {i}" + (f", {s} silver on it" if s else "")
            for i, (b, s) in enumerate(p.slots)
        ]
        return f"Building row: {'; '.join(items) or 'empty'}. Pile: {p.pile}."

    def draw(self) -> None:
        """Draw the whole row (one held batch)."""
        p = self.picture
        if p is None:
            return
        shown: list[tuple[Building, int, int | None]] = [
            (b, s, i) for i, (b, s) in enumerate(p.slots)
        ]
        if p.taken is not None:
            shown.insert(p.taken[0], (p.taken[1], 0, None))
        w, h, tile = self.SLOT_W, self.SLOT_H, 46
        with drawing.drawing():
            self.clear()
            drawing.put(self, fill_style="#FFFFFF")
            self.fill_rect(0, 0, self.width, self.height)
            drawing.put(self, fill_style=palette.GROUND)
            drawing.rects(self, [(k * w + 2, 2) for k in range(len(shown))], w - 4, h - 4)
            pieces.draw_buildings(
                self,
                [(k * w + (w - tile) / 2, 16, b.kind.value) for k, (b, _, _) in enumerate(shown)],
                tile,
            )
            drawing.centred_text(self, "bold 11px sans-serif", palette.LABEL)
            labels = []
            for k, (b, _, i) in enumerate(shown):
                cx = k * w + w / 2
                labels.append((palette.building_look(b.kind).name, cx, 72))
                labels.append(("taken" if i is None else f"#{i + 1}  cost {i}", cx, 88))
            drawing.texts(self, labels)
            pieces.draw_coins(
                self, [(k * w + w - 16, 52, s) for k, (_, s, _) in enumerate(shown) if s], 10
            )
            if p.taken is not None:  # wash out the ghost
                drawing.put(self, fill_style="rgba(255, 255, 255, 0.6)")
                self.fill_rect(p.taken[0] * w + 2, 2, w - 4, 60)
            self._draw_marks(p, w, h)
            self._draw_pile(p, len(shown) * w + 6)
        self.redraws += 1

    def _draw_marks(self, p: RowPicture, w: int, h: int) -> None:
        marks = list(p.marks)
        if p.legal:
            marks.insert(0, _RowMark("legal", tuple((i, 0) for i in sorted(p.legal))))
        for mark in marks:
            look = palette.style(mark.role)
            corners = [(c[0] * w + 2, 2) for c in mark.cells]
            if look.kind == "badge" and mark.labels:
                corners = []  # coins on the slot: the "+1" disc says it all
            pairs = zip(mark.cells, mark.labels, strict=False)
            labels = [(lab, c[0] * w + w - 14, 14) for c, lab in pairs]
            drawing.draw_marks(self, look, corners, w - 4, h - 4, labels, badge=10)

    def _draw_pile(self, p: RowPicture, x: float) -> None:
        drawing.put(self, fill_style=palette.ROAD_EDGE)
        drawing.rects(self, [(x + 10 + 3 * k, 26 - 3 * k) for k in range(3)], 40, 40)
        drawing.put(self, stroke_style=palette.GROUND, line_width=1)
        drawing.outline_rects(self, [(x + 10 + 3 * k, 26 - 3 * k) for k in range(3)], 40, 40)
        drawing.centred_text(self, "bold 11px sans-serif", palette.LABEL)
        drawing.texts(self, [("pile", x + 33, 76), (f"{p.pile} left", x + 33, 90)])


@dataclass(frozen=True)
class _RowMark:
    role: str
    cells: tuple[tuple[int, int], ...]
    labels: tuple[str, ...] = ()


class HandView(Canvas):
    """The active player's hand: the building held (if any) and the road tile, turned.

    Clicking the road tile calls the ``on_road_click`` callbacks (the app
    turns the tile).
    """

    BOX = 64

    def __init__(self) -> None:
        super().__init__(width=200, height=104)
        self.layout.width, self.layout.height = "200px", "104px"
        self.shown: tuple | None = None
        self.redraws = 0
        self._road_callbacks: list[Callable[[], object]] = []
        self.on_error: Callable[[BaseException], object] | None = None
        self.on_mouse_down(self._mouse_down)
        self.on_client_ready(self.draw)

    def show(self, seat: int, held: Building | None, road: Road | None, turns: int) -> None:
        """Show player ``seat``'s held building and road tile turned ``turns`` quarter turns."""
        shown = (seat, held, road, turns % 4)
        if shown != self.shown:
            self.shown = shown
            self.draw()

    def on_road_click(self, callback: Callable[[], object]) -> None:
        self._road_callbacks.append(callback)

    def _mouse_down(self, x: float, y: float) -> None:
        try:
            if x >= 110 and 18 <= y <= 18 + self.BOX:
                for callback in self._road_callbacks:
                    callback()
        except Exception as exc:  # noqa: BLE001
            if self.on_error is None:
                raise
            self.on_error(exc)

    def draw(self) -> None:
        if self.shown is None:
            return
        seat, held, road, turns = self.shown
        box, top = self.BOX, 18
        with drawing.drawing():
            self.clear()
            drawing.put(self, fill_style="#FFFFFF")
            self.fill_rect(0, 0, self.width, self.height)
            drawing.put(self, fill_style=palette.GROUND)
            drawing.rects(self, [(20, top), (116, top)], box, box)
            if held is not None:
                pieces.draw_buildings(self, [(20, top, held.kind.value)], box)
            if road is not None:
                pieces.draw_roads(self, [(116, top, road.rotated(turns).exits)], box)
            drawing.centred_text(self, "bold 11px sans-serif", palette.LABEL)
            drawing.texts(
                self,
                [
                    (f"{palette.player_look(seat).name} holds", 100, 8),
                    ("building" if held else "no building", 52, top + box + 10),
                    (
                        f"road, turned {turns * 90}°" if road else "no road tile",
                        148,
                        top + box + 10,
                    ),
                ],
            )
        self.redraws += 1


def players_html(state: GameState, seats: Sequence[str], shown: frozenset[int]) -> str:
    """The players as an HTML table: who plays them, silver, road, score, objectives, whose turn.

    Rulebook, *Objectives*: personal objectives are secret in hand, but
    "players are able to see what Objectives have been completed".  So the
    cards in hand show only for the seats in ``shown`` (from
    :func:`visible_hands`); the others show how many cards they hold.
    Completed objectives are always face-up.
    """
    scores = final_scores(state)
    head = (
        "",
        "Player",
        "Plays",
        "Silver",
        "Road",
        "Score",
        "Objectives in hand (secret)",
        "Completed objectives",
    )
    rows = []
    for seat, (p, score) in enumerate(zip(state.players, scores, strict=True)):
        active = seat == state.active and not state.game_over
        road = html.escape(ROAD_GLYPHS.get(p.road.exits, "?")) if p.road else "none"
        if seat in shown:
            hand = "<br>".join(_card(c, "pt") for c in p.objectives) or "none"
        else:
            hand = f'<span style="color:{palette.LABEL}">{_hidden(len(p.objectives))}</span>'
        cells = (
            f"{'&#9654; ' if active else ''}{_pawn(seat)}",
            f"{html.escape(p.name)}<br><small>{html.escape(p.character.name)}</small>",
            "human" if seats[seat] == "human" else f"{html.escape(seats[seat])} bot",
            str(p.silver),
            f'<span style="font:18px monospace">{road}</span>',
            f"{score.total}<br><small>{score.objectives} obj + "
            f"{score.silver_points} silver</small>",
            hand,
            "<br>".join(_card(c, "pt", text=False) for c in p.completed) or "&ndash;",
        )
        style = "background:#FFF6D6" if active else ""
        rows.append(f'<tr style="{style}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    return _table(head, rows)


def public_objectives_html(state: GameState) -> str:
    """The 3 public objectives: reward, what each asks, who completed it how often.

    Rulebook, *Public Objectives*: they lie face-up, "can be completed any
    number of times by any players" and pay silver at once.
    """
    rows = []
    for card in state.public:
        by = ", ".join(
            f"{html.escape(name)} &times;{n}" for name, n in public_completions(state, card)
        )
        rows.append(f"<tr><td>{_card(card, 'silver')}</td><td>{by or 'nobody yet'}</td></tr>")
    head = ("Public objectives: anyone, any number of times, silver at once", "Completed by")
    return _table(head, rows)


def visible_hands(seats: Sequence[Seat], active: int, show_all: bool = False) -> frozenset[int]:
    """The seats whose personal objectives in hand the screen may show.

    Rulebook, *Setup* step 7: objective cards are dealt so that "Only the
    player they were dealt to may look at them".  While a human plays, the
    screen is that player's side of the table: their own cards show, every
    other player's stay hidden.  With several human seats sharing one
    screen, only the active one's show (none while a bot moves).  With no
    human seat, the learner only watches the bots, and sees every hand, as
    with ``show_all`` (for teaching).

    >>> visible_hands(("human", "greedy", "greedy"), active=2)
    frozenset({0})
    >>> sorted(visible_hands(("human", "greedy"), active=1, show_all=True))
    [0, 1]
    """
    humans = [seat for seat, who in enumerate(seats) if who == "human"]
    if show_all or not humans:
        return frozenset(range(len(seats)))
    if len(humans) == 1:
        return frozenset(humans)
    return frozenset({active}) if active in humans else frozenset()


def public_completions(state: GameState, card: Objective) -> list[tuple[str, int]]:
    """Who completed the public objective ``card``, and how many times (players in seat order)."""
    counts = [(p.name, p.public_done.count(card.id)) for p in state.players]
    return [(name, n) for name, n in counts if n]


def _card(card: Objective, unit: str, text: bool = True) -> str:
    """A card: its name and reward, and what it asks (below, or only as a tooltip)."""
    tag = " <small><i>stand-in</i></small>" if card.stand_in else ""
    asks = f"<br><small>{html.escape(card.text)}</small>" if text else ""
    return (
        f'<span title="{html.escape(card.text)}"><b>{html.escape(card.name)}</b> '
        f"({card.reward} {unit}){tag}{asks}</span>"
    )


def _hidden(count: int) -> str:
    return f"{count} hidden card{'s' if count != 1 else ''}" if count else "none"


def objectives_text(state: GameState, shown: frozenset[int]) -> str:
    """The objectives as plain text, hiding the hands not ``shown`` (for screen readers, tests)."""
    lines = ["Public objectives:"]
    for card in state.public:
        by = ", ".join(f"{name} x{n}" for name, n in public_completions(state, card))
        by = by or "nobody yet"
        lines.append(f"- {card}; completed by: {by}")
    lines.append("Personal objectives:")
    for seat, p in enumerate(state.players):
        hand = (
            "; ".join(str(c) for c in p.objectives) or "none"
            if seat in shown
            else _hidden(len(p.objectives))
        )
        done = "; ".join(str(c) for c in p.completed) or "none"
        lines.append(f"- {p.name}: in hand: {hand}; completed: {done}")
    return "\n".join(lines)


def _pawn(seat: int) -> str:
    look = palette.player_look(seat)
    return swatch_html(palette.LegendEntry(look.colour, look.shape, look.name, look.mark))


def _table(head: Sequence[str], rows: Sequence[str]) -> str:
    header = "".join(f'<th style="text-align:left">{h}</th>' for h in head)
    return (
        '<table style="font:12px sans-serif;border-collapse:collapse" cellpadding="3">'
        f"<tr>{header}</tr>{''.join(rows)}</table>"
    )
