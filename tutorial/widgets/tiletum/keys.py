"""Tiletum by keyboard: a cursor on the spaces and connections of the Underground maps.

The Tiletum half of :class:`~tutorial.widgets.keyboard.KeyboardPlay`.  The
maps are graphs, not grids, so "one step right" is read from the drawing:
an arrow moves the cursor to the nearest space within 45 degrees of the
arrow's direction (:func:`~tutorial.widgets.graph_layout.nearest_in_direction`).
**m** takes the cursor to the next map.  A move goes along a connection (rulebook, *Prospector
Action*: "move one Prospector to an adjacent space"), and crossing an
uncovered Stone Tablet resolves it (*Stone Tablets*), so the cursor can be
a connection too: **c** goes round the connections at the cursor's space,
drawn as a black bar, each said with its Stone Tablet.

Enter does what a click does (the app's
:meth:`~tutorial.widgets.tiletum.app.TiletumApp.click_space`): on a space,
move the selected Prospector there, or select one's own Prospector
standing there; on a connection, a click on the end a legal move along it
goes to (else its far end), so the Prospector crosses it.

The app's buttons are numbered choices, in menus of at most nine
(:func:`menu`): **1**-**9** open a group (a die, the Tasks, ...) or take
an action, **Escape** goes back; **l** lists, numbered too, what may be
done at the cursor (a move there, a building in its Town, a Bonus tile).

Every sentence comes from the engine or from the words the app already
shows: the legal actions (:func:`~tutorial.tiletum.legal.legal_actions`,
labelled as their buttons are), the map's description
(:func:`~tutorial.widgets.tiletum.map_canvas.describe_space`), and the rule
an ``IllegalMove`` names, as the explanation panel shows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tutorial.tiletum.actions import (
    Action,
    BuildCathedral,
    BuyResource,
    Exchange,
    Move,
    MovementPoint,
    NewProspector,
    TakeDie,
    UnlockTier,
    UseApMarker,
)
from tutorial.tiletum.maps import Map
from tutorial.tiletum.state import GameState
from tutorial.widgets.graph_canvas import LinkMark, Mark, NodeMark
from tutorial.widgets.graph_layout import nearest_in_direction
from tutorial.widgets.keyboard import GameKey, refusal
from tutorial.widgets.palette import CURSOR
from tutorial.widgets.tiletum.map_canvas import connection_text, describe_space, on_map
from tutorial.widgets.tiletum.panels import action_label, action_text, prospector_name, section

if TYPE_CHECKING:
    from tutorial.widgets.tiletum.app import TiletumApp

#: The most choices a menu numbers (keys 1-9); a longer one shows 8 and "more".
MOST = 9
#: The Tasks by kind, each kind a menu of its own under "Tasks".
TASK_KINDS: dict[type, str] = {
    BuyResource: "Buy a Resource",
    UnlockTier: "Technology tiers",
    NewProspector: "New Prospector",
    MovementPoint: "Movement point",
    UseApMarker: "Bonus AP markers",
    BuildCathedral: "Underground Cathedral",
}


@dataclass(frozen=True)
class Choice:
    """One numbered choice of a menu: an action, a group of them, or the next page."""

    label: str
    #: The action it takes (a single choice), or ``None``.
    action: Action | None = None
    #: The group it opens (its path in the menu), or ``None``.
    group: tuple[str, ...] | None = None


def menu_path(state: GameState, action: Action) -> tuple[str, ...]:
    """The groups of the menu an action's numbered choice sits in, as the page groups its button.

    Each die's actions under the die, the Prospector Action's, the Contract
    Action's by the colour given, the Tasks by kind; End turn on its own.
    """
    if isinstance(action, TakeDie):
        die = state.dice[action.die]
        return (f"Die {action.die}: {die.colour} {die.value}, {die.ap} AP",)
    if isinstance(action, Exchange):
        return ("Contract Action", f"Give 1 {action.give}")
    name = section(action)
    if name == "Tasks":
        return (name, TASK_KINDS.get(type(action), name))
    return () if name == "End" else (name,)


def menu(
    state: GameState, entries: Sequence[tuple[tuple[str, ...], Action]], path: tuple[str, ...]
) -> list[Choice]:
    """The choices of the menu at ``path``: its groups and actions, in the order of the page.

    A group of one action is that action; outside the first menu an action
    is named by its button's label, in the first by its full text.

    >>> from tutorial.tiletum.actions import EndTurn
    >>> from tutorial.tiletum.setup import new_game
    >>> state = new_game(2, seed=3, first_player=0).state
    >>> entries = [(("Tasks", "Buy a Resource"), BuyResource(c)) for c in ("grey", "red")]
    >>> [c.label for c in menu(state, [*entries, ((), EndTurn())], ())]
    ['Tasks (2 choices)', 'End turn']
    >>> [c.label for c in menu(state, entries, ("Tasks", "Buy a Resource"))]
    ['Buy 1 grey (2 Gold)', 'Buy 1 red (2 Gold)']
    """
    depth = len(path)
    groups: dict[object, list[Action]] = {}
    for where, action in entries:
        if where[:depth] == path:
            groups.setdefault(where[depth] if len(where) > depth else action, []).append(action)
    choices = []
    for key, actions in groups.items():
        if len(actions) > 1:
            choices.append(Choice(f"{key} ({len(actions)} choices)", group=(*path, key)))
        else:
            label = action_label if depth else action_text
            choices.append(Choice(label(state, actions[0]), action=actions[0]))
    return choices


def page_count(choices: int) -> int:
    """How many pages a menu of ``choices`` choices takes: 1 up to nine, else eight a page."""
    return 1 if choices <= MOST else -(-choices // (MOST - 1))


def page_of(choices: Sequence[Choice], page: int) -> list[Choice]:
    """Page ``page`` (from 0) of a menu: all of it when it has at most nine choices, else
    eight, and a ninth that turns to the next page (the last page turns to the first).

    >>> ten = [Choice(str(n)) for n in range(10)]
    >>> [c.label for c in page_of(ten, 1)]
    ['8', '9', 'more choices (page 1 of 2)']
    """
    if len(choices) <= MOST:
        return list(choices)
    size, pages = MOST - 1, page_count(len(choices))
    following = (page + 1) % pages + 1
    return [
        *choices[page * size : (page + 1) * size],
        Choice(f"more choices (page {following} of {pages})"),
    ]


def numbered(choices: Sequence[Choice]) -> str:
    """``"1: ...; 2: ..."``: the choices as the number keys take them."""
    return "; ".join(f"{n}: {c.label}" for n, c in enumerate(choices, 1))


class TiletumKeys:
    """What the keys do on a :class:`~tutorial.widgets.tiletum.app.TiletumApp`'s maps."""

    def __init__(self, app: TiletumApp) -> None:
        self.app = app
        #: The map (its number) and the space the cursor is on; ``None`` until a key moves it.
        self.map: int | None = None
        self.space: str | None = None
        #: The other end of the connection the cursor is on (``c``), or ``None``: on the space.
        self.link: str | None = None
        #: The menu open for the number keys: its path, page, and, after ``l``, the
        #: actions at the cursor it numbers instead of every legal action.
        self.path: tuple[str, ...] = ()
        self.page = 0
        self.listing: tuple[Action, ...] | None = None
        self._menu_state: GameState | None = None

    def game_keys(self) -> tuple[GameKey, ...]:
        """Tiletum's own keys, for :class:`~tutorial.widgets.keyboard.KeyboardPlay`."""
        return (
            GameKey("m", "move the cursor to the next Underground map", self.next_map),
            GameKey(
                "c", "the next connection at the cursor's space (Enter crosses it)", self.next_link
            ),
        )

    # -- the cursor ----------------------------------------------------------------------
    @property
    def umap(self) -> Map | None:
        """The map the cursor is on."""
        return None if self.map is None else self.app.state.underground.map(self.map)

    def marks(self, number: int) -> list[Mark]:
        """The cursor on map ``number`` in the map's own marks: a ring, or a bar on a connection."""
        if number != self.map or self.space is None:
            return []
        if self.link is not None:
            return [LinkMark(CURSOR, ((self.space, self.link),))]
        return [NodeMark(CURSOR, (self.space,))]

    def place_on(self, number: int) -> str:
        """Where the cursor lands on map ``number``: the player's Prospector there, or the start."""
        state = self.app.state
        mine = state.underground.prospectors.get(state.player.name, ())
        spaces = [space for n, space in mine if n == number]
        return spaces[0] if spaces else state.underground.map(number).start

    def _go(self, number: int, space: str, link: str | None = None) -> str:
        self.map, self.space, self.link = number, space, link
        self.app.show_cursor()
        return self.describe()

    def _start(self) -> None:
        """Put the cursor on the selected Prospector, else on the first map's start."""
        place = self.app.selected_place()
        number = place[0] if place else self.app.maps[0].umap.number
        self.map, self.space, self.link = number, self.place_on(number), None

    def move_cursor(self, dx: int, dy: int) -> str:
        if self.space is None:
            self._start()
            return self._go(self.map, self.space)
        view = next(v for v in self.app.maps if v.umap.number == self.map)
        found = nearest_in_direction(view.drawing.centres, self.space, dx, dy)
        if found is None:
            way = {(1, 0): "right", (-1, 0): "left", (0, -1): "up", (0, 1): "down"}[(dx, dy)]
            return f"No space further {way} of {self.space} on this map: m goes to the next map."
        return self._go(self.map, str(found))

    def next_map(self) -> str:
        """``m``: the cursor to the next map (its Prospector's space, or its start)."""
        if self.space is None:
            self._start()
        numbers = [view.umap.number for view in self.app.maps]
        number = numbers[(numbers.index(self.map) + 1) % len(numbers)]
        # The focus follows the cursor, so the focused map is the one the keys act on.
        self.app.maps[numbers.index(number)].drawing.canvas.focus()
        return self._go(number, self.place_on(number))

    def next_link(self) -> str:
        """``c``: the cursor to the next connection at its space (the space's own, in turn)."""
        if self.space is None:
            self._start()
        ends = list(self.umap.adjacency[self.space])
        nxt = ends[(ends.index(self.link) + 1) % len(ends)] if self.link in ends else ends[0]
        return self._go(self.map, self.space, nxt)

    def describe(self) -> str:
        """The cursor in words: the space or connection, and what Enter would do there."""
        umap, state = self.umap, self.app.state
        if self.link is not None:
            _, covered, _ = on_map(state.underground, umap.number)
            where = connection_text(umap, self.space, self.link, covered)
            move = self._along()
            enter = action_text(state, move) if move else f"a click on {self.link}"
            return f"Connection {where} of Underground {umap.name}. Enter: {enter}."
        said = describe_space(umap, self.space, state.underground)
        move = self._move_to(self.space)
        if move is not None:
            said += f" Enter: {action_text(state, move)}{self._crossing(move)}."
        more = [a for a in self.actions_here() if not isinstance(a, (Move, MovementPoint))]
        if more:
            said += f" l lists {len(more)} more choice{'s' * (len(more) > 1)} here."
        return said

    # -- what may be done at the cursor ----------------------------------------------------
    def _mine(self) -> tuple[tuple[int, str], ...]:
        state = self.app.state
        return tuple(state.underground.prospectors.get(state.player.name, ()))

    def _move_to(self, space: str) -> Action | None:
        """The legal move to ``space`` a click there plays (the first the engine lists).

        A player has one Prospector a map at most: the one a click on this map moves.
        """
        mine = self._mine()
        moves = [
            a
            for a in self.app.legal
            if isinstance(a, (Move, MovementPoint))
            and a.to == space
            and a.prospector < len(mine)
            and mine[a.prospector][0] == self.map
        ]
        return moves[0] if moves else None

    def _along(self) -> Action | None:
        """The legal move along the connection at the cursor (either way), if any."""
        moves = [a for a in self.actions_here() if isinstance(a, (Move, MovementPoint))]
        return moves[0] if moves else None

    def _crossing(self, move: Action) -> str:
        """``", across s–a"``: the connection a move crosses, with its Stone Tablet."""
        _, covered, _ = on_map(self.app.state.underground, self.map)
        start = self._mine()[move.prospector][1]
        return f", across {connection_text(self.umap, start, move.to, covered)}"

    def actions_here(self) -> list[Action]:
        """The legal actions at the cursor: moves onto it (or along its connection), and
        the Prospector Action's and Tasks' options of a Prospector standing there."""
        if self.space is None:
            return []
        mine, here = self._mine(), (self.map, self.space)
        out = []
        for a in self.app.legal:
            stands = getattr(a, "prospector", None)
            at = mine[stands] if stands is not None and stands < len(mine) else None
            if isinstance(a, (Move, MovementPoint)):
                # Onto the space; on a connection, along it (either way).
                along = (
                    {at[1], a.to} == {self.space, self.link} if self.link else a.to == self.space
                )
                if at is not None and at[0] == self.map and along:
                    out.append(a)
            elif self.link is not None:
                continue  # a connection holds nothing else
            elif isinstance(a, NewProspector):
                if a.map == self.map and self.space == self.umap.start:
                    out.append(a)
            elif at == here:
                out.append(a)
        return out

    # -- acting ------------------------------------------------------------------------------
    def enter(self) -> str:
        app = self.app
        if self.space is None:
            return "Move the cursor with the arrows first. " + self.choices_here()
        target = self.space
        if self.link is not None:  # the end the move along it goes to, else the far end
            move = self._along()
            target = move.to if move is not None else self.link
        history = app.game.history.cursor
        app.click_space(self.map, target)
        if app.game.history.cursor != history:  # played: the explanation is said
            self.link = None
            self.space = target
            app.show_cursor()
            return ""
        # Refused (the rule, or the app's note), or the click selected one's own Prospector.
        selected = f"{prospector_name(app.state, app.selected)} is selected. {self._targets()}"
        return refusal(self.app.explanation) or selected

    def escape(self) -> str:
        self._fresh_menu()
        if self.listing is not None or self.path or self.page:
            if self.page:
                self.page = 0
            elif self.path:
                self.path = self.path[:-1]
            else:
                self.listing = None
            return "Back. " + self._menu_sentence()
        if self.link is not None:
            return "Back on the space. " + self._go(self.map, self.space)
        return "Nothing to cancel."

    def rotate(self) -> str:
        return "Tiletum has no tile to turn: c goes round the connections at the cursor."

    def choose(self, number: int) -> str:
        if self._not_yours():
            return self._not_yours()
        self._fresh_menu()
        choices = self._choices()
        if not 1 <= number <= len(choices):
            return f"There is no choice {number}. " + self._menu_sentence()
        choice = choices[number - 1]
        if choice.action is None and choice.group is None:  # the next page
            self.page += 1
            return self._menu_sentence()
        if choice.group is not None:
            self.path, self.page = choice.group, 0
            return self._menu_sentence()
        self._close_menu()
        return "" if self.app.press(choice.action) else refusal(self.app.explanation)

    def choices_here(self) -> str:
        if self._not_yours():
            return self._not_yours()
        self._fresh_menu()
        self._close_menu()  # l starts again: the choices at the cursor, or the first menu
        here = self.actions_here()
        if here:
            self.listing = tuple(here)
            return self._menu_sentence()
        where = f"Nothing to do at {self.space}. " if self.space is not None else ""
        return f"{where}{self._targets()} {self._menu_sentence()}".strip()

    def text_board(self) -> str:
        return self.app.text

    # -- the numbered menu -------------------------------------------------------------------
    def _close_menu(self) -> None:
        self.path, self.page, self.listing = (), 0, None

    def _fresh_menu(self) -> None:
        """Close the menu if an action (a click, Step, Undo) changed what may be done."""
        if self.app.state is not self._menu_state:
            self._menu_state = self.app.state
            self._close_menu()

    def _choices(self) -> list[Choice]:
        """The numbered choices now: the open menu's page (8 and "more" when longer than 9)."""
        state = self.app.state
        if self.listing is not None:
            entries = [((), a) for a in self.listing]
        else:
            entries = [(menu_path(state, a), a) for a in self.app.legal]
        choices = menu(state, entries, self.path)
        self.page %= page_count(len(choices))
        return page_of(choices, self.page)

    def _menu_sentence(self) -> str:
        choices = self._choices()
        if not choices:
            return self._not_yours() or "No choices now."
        head = "At the cursor" if self.listing is not None else "Choices"
        head = f"{self.path[-1] if self.path else head}: "
        back = " Escape goes back." if self.path or self.page or self.listing is not None else ""
        return f"{head}{numbered(choices)}.{back}"

    # -- words ----------------------------------------------------------------------------------
    def _not_yours(self) -> str:
        """Why no key plays now (the game is over, or a bot's turn), or ``""``."""
        state = self.app.state
        if state.over:
            return "The game is over."
        if not self.app.human_turn:
            return f"It is {state.player.name}'s turn, played by a bot: s steps."
        return ""

    def _targets(self) -> str:
        """Where the selected Prospector may move (the lit spaces), in a sentence."""
        app = self.app
        place = app.selected_place()
        if place is None:
            return ""
        spaces = sorted(app.targets.get(place[0], ()))
        name = prospector_name(app.state, app.selected)
        if not spaces:
            return f"{name} has no move now."
        return f"{name} may move to {', '.join(spaces)}."
