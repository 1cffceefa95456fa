"""A seat chooser above a game: pick the game, the player count and who plays each seat.

:class:`Launcher` is the page of a game played as an app (``voila
notebooks/apps/<game>.ipynb``): a row of choices, a "New game" button, and
under them the game's own app.  It knows no game: each
:class:`GameChoice` names a game, the player counts and built-in bots its
engine offers, and a factory ``(seats, seed) -> app`` that makes the app
(:mod:`tutorial.widgets.apps` holds the three games' choices).  The
launcher holds no rule either: a seating the engine refuses is shown with
the engine's message, and the game on show stays as it was.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import ipywidgets as widgets

from tutorial.widgets.explanation import ExplanationPanel

#: The seat a person plays by clicking.
HUMAN = "human"
#: A factory: the seats (one a player, ``"human"`` or a bot's name) and a seed -> the app.
Factory = Callable[[tuple[str, ...], int], widgets.Widget]


@dataclass(frozen=True)
class GameChoice:
    """One game a :class:`Launcher` offers.

    Parameters
    ----------
    name:
        The game's name, as the game menu shows it.
    players:
        The player counts the engine accepts, in the order offered.
    bots:
        The built-in bots a seat may name (the engine's names).
    make:
        ``(seats, seed) -> app``: a new game's app, one seat a player.
    default_players:
        The count chosen at first (default: the first of ``players``).
    default_bot:
        The seat chosen for every player but the first, who is ``"human"``
        (default: the first of ``bots``).
    count_labels:
        What the player menu says for a count, where a number is not enough
        (``{1: "1 (solo, against the Cardinalbot)"}``).
    """

    name: str
    players: Sequence[int]
    bots: Sequence[str]
    make: Factory
    default_players: int | None = None
    default_bot: str | None = None
    count_labels: Mapping[int, str] = field(default_factory=dict)

    def first_seats(self, count: int) -> tuple[str, ...]:
        """The seats chosen at first for ``count`` players: a human, then bots."""
        bot = self.default_bot or self.bots[0]
        return (HUMAN, *(bot,) * (count - 1))


def close_all(widget: widgets.Widget) -> None:
    """Close ``widget`` and every widget it is made of, in the kernel and in the page.

    A game replaced by a new one is never shown again: closing its widgets
    frees them, so a page played for many games does not pile them up.
    """
    # A box's children and a MultiCanvas's layers; not every widget trait, for some
    # name a widget shared by all (ipycanvas's canvas manager).
    for part in (*getattr(widget, "children", ()), *getattr(widget, "_canvases", ())):
        close_all(part)
    for part in (getattr(widget, "layout", None), getattr(widget, "style", None)):
        if isinstance(part, widgets.Widget):
            part.close()
    widget.close()


class Launcher(widgets.VBox):
    """Choose a game, its players and their seats, then press "New game" to play it below.

    Parameters
    ----------
    choices:
        The games offered (a menu appears when there are several).
    seed:
        The seed of the first game.  Each "New game" takes the seed in
        "Next seed" and moves it on by one, so the next game is a new deal;
        a seed typed there deals that game again.

    Examples
    --------
    >>> from tutorial.widgets.apps import cerro_gordo_choice
    >>> launcher = Launcher([cerro_gordo_choice()], seed=4)
    >>> launcher
    <Launcher: Cerro Gordo; seats human, greedy, greedy; seed 4>
    >>> launcher.seats[2].value = "random"
    >>> launcher.new_game().game.seat_names
    ('human', 'greedy', 'random')
    """

    def __init__(self, choices: Sequence[GameChoice], *, seed: int = 1) -> None:
        if not choices:
            raise ValueError("a launcher needs at least one game to offer")
        self.choices = {choice.name: choice for choice in choices}
        #: The app on show, and what it was made from.
        self.app: widgets.Widget | None = None
        self.playing: tuple[str, tuple[str, ...], int] | None = None
        label = {"style": {"description_width": "initial"}}
        self.game_menu = widgets.Dropdown(
            options=list(self.choices),
            description="Game",
            # Wide enough for "Carcassonne with The Gold Mines"; hidden when there is no choice.
            layout=widgets.Layout(width="340px", display=None if len(self.choices) > 1 else "none"),
            **label,
        )
        self.count_menu = widgets.Dropdown(
            description="Players", layout=widgets.Layout(width="auto"), **label
        )
        self.seats: tuple[widgets.Dropdown, ...] = ()
        self.seat_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.seed_box = widgets.BoundedIntText(
            value=seed,
            min=0,
            max=2**31 - 1,
            description="Next seed",
            tooltip="The seed of the next New game: the same seed deals the same game",
            layout=widgets.Layout(width="150px"),
            **label,
        )
        self.new_button = widgets.Button(
            description="New game",
            button_style="primary",
            tooltip="Start a game with these seats and this seed",
            layout=widgets.Layout(width="120px"),
        )
        self.status = widgets.HTML()
        self.errors = ExplanationPanel()
        self.app_box = widgets.VBox(layout=widgets.Layout(margin="8px 0 0 0"))
        self.game_menu.observe(self.errors.guard(lambda _: self._offer_counts()), names="value")
        self.count_menu.observe(self.errors.guard(lambda _: self._offer_seats()), names="value")
        self.new_button.on_click(self.errors.guard(lambda _: self.new_game()))
        bar = widgets.HBox(
            [self.game_menu, self.count_menu, self.seed_box, self.new_button],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center", grid_gap="12px"),
        )
        chooser = widgets.VBox(
            [bar, self.seat_box, self.status],
            layout=widgets.Layout(
                border="1px solid #BBBBBB", padding="6px 10px", margin="0 0 4px 0"
            ),
        )
        super().__init__([chooser, self.errors, self.app_box])
        self.add_class("game-launcher")
        self._offer_counts()
        self.new_game()

    # -- reading -----------------------------------------------------------------------
    @property
    def choice(self) -> GameChoice:
        """The game chosen in the menu."""
        return self.choices[self.game_menu.value]

    @property
    def chosen_seats(self) -> tuple[str, ...]:
        """The seat chosen for each player, in order."""
        return tuple(menu.value for menu in self.seats)

    def __repr__(self) -> str:
        if self.playing is None:
            return "<Launcher: no game>"
        name, seats, seed = self.playing
        # The game's own seat names: a solo Tiletum game shows the Cardinal's seat too.
        seats = getattr(getattr(self.app, "game", None), "seat_names", seats)
        return f"<Launcher: {name}; seats {', '.join(seats)}; seed {seed}>"

    # -- acting ------------------------------------------------------------------------
    def new_game(self) -> widgets.Widget:
        """What "New game" does: the chosen game, seats and seed, played below.

        The seed box then moves on by one.  A seating the game refuses
        raises (the button shows the message) and the game on show stays.
        """
        choice, seats, seed = self.choice, self.chosen_seats, int(self.seed_box.value)
        app = choice.make(seats, seed)
        old, self.app, self.playing = self.app, app, (choice.name, seats, seed)
        self.app_box.children = (app,)
        if old is not None:
            close_all(old)
        self.errors.clear_error()
        self.seed_box.value = seed + 1 if seed < self.seed_box.max else 0
        who = ", ".join(f"player {i + 1}: {seat}" for i, seat in enumerate(seats))
        self.status.value = (
            '<div style="font:13px sans-serif;color:#333;padding:2px 0">'
            f"Playing <b>{html.escape(choice.name)}</b>, seed {seed} ({html.escape(who)}). "
            "Change the choices and press <b>New game</b> for another game "
            f"(Next seed {seed} deals this one again).</div>"
        )
        return app

    # -- the menus ---------------------------------------------------------------------
    def _offer_counts(self) -> None:
        choice = self.choice
        current = self.count_menu.value
        options = [(choice.count_labels.get(n, str(n)), n) for n in choice.players]
        keep = current if current in choice.players else None
        self.count_menu.options = options
        self.count_menu.value = keep or choice.default_players or choice.players[0]
        # The seats' menus name this game's bots, even when the count is unchanged.
        self._offer_seats(fresh=True)

    def _offer_seats(self, fresh: bool = False) -> None:
        choice, count = self.choice, self.count_menu.value
        if count is None:
            return
        options = (HUMAN, *choice.bots)
        first = choice.first_seats(count)
        old = () if fresh else self.chosen_seats
        menus = []
        for i in range(count):
            value = old[i] if i < len(old) and old[i] in options else first[i]
            menus.append(
                widgets.Dropdown(
                    options=options,
                    value=value,
                    description=f"Player {i + 1}",
                    style={"description_width": "initial"},
                    layout=widgets.Layout(width="auto", margin="2px 12px 2px 0"),
                )
            )
        old_menus, self.seats = self.seats, tuple(menus)
        self.seat_box.children = self.seats
        for menu in old_menus:
            close_all(menu)
