"""Choosing a Tiletum deal before "New game": the maps' sides and the Technologies.

Rulebook, *Setup changes*, 2 and 5: each Underground map lies on a random
side (the A sides in a first game), and 3 Technology tiles are drawn for the
Technology board (in a first game Architect, Joker and Character).
:class:`SetupChoice` offers three deals:

- **first game**: the A sides and the first game's three Technologies, the
  engine's default (no keyword: a seed deals the game it always dealt);
- **from the seed**: sides and Technologies drawn at random from the seed;
- **chosen**: a side for each map and three Technologies, picked here.

The control holds no rule: :meth:`SetupChoice.keywords` are handed to
:func:`~tutorial.tiletum.setup.new_game`, which checks a chosen deal; a
choice it refuses (the same Technology twice, say) raises an error naming
the setup step, which the launcher shows, and the game on show stays.
"""

from __future__ import annotations

import ipywidgets as widgets

from tutorial.tiletum.components import FIRST_GAME_TECHNOLOGIES, Components, standard_components
from tutorial.tiletum.maps import NUMERALS, SIDES
from tutorial.widgets.launcher import Launcher

#: The three deals, as the control names them.
FIRST_GAME, FROM_SEED, CHOSEN = "first game", "from the seed", "chosen"
DEALS = (FIRST_GAME, FROM_SEED, CHOSEN)
#: The first game's side for every map (*Setup changes*, 2).
FIRST_GAME_SIDE = "A"


class SetupChoice(widgets.VBox):
    """The deal of the next game: the first game's, one drawn from the seed, or chosen here.

    Parameters
    ----------
    components:
        Where the Technologies' names come from (default: the shipped stand-ins).

    Examples
    --------
    >>> deal = SetupChoice()
    >>> deal.keywords()
    {}
    >>> deal.deal.value = CHOSEN
    >>> deal.sides[1].value = "B"
    >>> deal.technologies[2].value = "Resource"
    >>> deal.keywords()
    {'sides': ('A', 'B', 'A'), 'technologies': ('Architect', 'Joker', 'Resource')}
    """

    def __init__(self, components: Components | None = None) -> None:
        names = [t.name for t in (components or standard_components()).technologies]
        narrow = {"style": {"description_width": "initial"}}
        self.deal = widgets.ToggleButtons(
            options=DEALS,
            value=FIRST_GAME,
            description="Deal",
            tooltips=(
                "A sides; Architect, Joker and Character (the rulebook's first game)",
                "Random sides and 3 random Technologies, drawn from the seed",
                "The sides and Technologies chosen below",
            ),
            style={"description_width": "initial", "button_width": "auto"},
        )
        self.sides = tuple(
            widgets.Dropdown(
                options=SIDES,
                value=FIRST_GAME_SIDE,
                description=f"Map {numeral}",
                layout=widgets.Layout(width="auto"),
                **narrow,
            )
            for numeral in NUMERALS
        )
        self.technologies = tuple(
            widgets.Dropdown(
                options=names,
                value=name,
                description=f"Technology {seat + 1}",
                layout=widgets.Layout(width="auto"),
                **narrow,
            )
            for seat, name in enumerate(FIRST_GAME_TECHNOLOGIES)
        )
        self.deal.observe(lambda _: self._enable(), names="value")
        row = {"flex_flow": "row wrap", "grid_gap": "8px"}
        super().__init__(
            [
                self.deal,
                widgets.HBox(list(self.sides), layout=row),
                widgets.HBox(list(self.technologies), layout=row),
            ]
        )
        self.add_class("tiletum-setup-choice")
        self._enable()

    def keywords(self) -> dict[str, object]:
        """The keywords of :func:`~tutorial.tiletum.setup.new_game` for the deal chosen.

        The first game's deal is the engine's default: no keyword at all.
        """
        if self.deal.value == FIRST_GAME:
            return {}
        if self.deal.value == FROM_SEED:
            return {"first_game": False}
        return {
            "sides": tuple(menu.value for menu in self.sides),
            "technologies": tuple(menu.value for menu in self.technologies),
        }

    def show_in(self, launcher: Launcher) -> Launcher:
        """Put the control in ``launcher``, under its game and seat choices; return it.

        A launcher's first part is the box of its choices (see
        :class:`~tutorial.widgets.launcher.Launcher`).
        """
        chooser, *rest = launcher.children
        *choices, status = chooser.children
        chooser.children = (*choices, self, status)
        return launcher

    def __repr__(self) -> str:
        if self.deal.value != CHOSEN:
            return f"<SetupChoice: {self.deal.value}>"
        sides = ", ".join(menu.value for menu in self.sides)
        technologies = ", ".join(menu.value for menu in self.technologies)
        return f"<SetupChoice: chosen; sides {sides}; Technologies {technologies}>"

    def _enable(self) -> None:
        """The menus are for a chosen deal only."""
        for menu in (*self.sides, *self.technologies):
            menu.disabled = self.deal.value != CHOSEN
