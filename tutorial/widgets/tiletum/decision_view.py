"""The Cardinalbot's Prospector action, explained: reach, the tie-break table, the route.

Rulebook, *Cardinalbot Prospector action*: the bot finds a Town with an
empty site of a kind its Decree names, "within reach" of its Prospector,
extending reach as little as needed; ties go to a map where you also have a
Prospector, then a site with a printed bonus, then the higher map; it moves
there by the shortest route, preferring more uncovered Stone Tablets, which
it covers but does not resolve.

:class:`DecisionView` shows one decision
(:func:`tutorial.tiletum.cardinalbot.prospector_decision`) the way a
teacher would explain it: what each reach found, the maps with the reach
layers shaded and the candidate Towns ringed, the tie-break table with the
column that decided, and the route with the tablets it covers.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

import ipywidgets as widgets

from tutorial.tiletum.cardinalbot import (
    AP_IGNORED,
    BOT,
    TIE_BREAKS,
    ProspectorDecision,
    prospector_decision,
)
from tutorial.tiletum.maps import numeral
from tutorial.tiletum.underground import Place, Underground
from tutorial.widgets.algorithm_view import LIT
from tutorial.widgets.tiletum.map_view import MapView, description_html

#: The tie-break table's columns after the Town: one per tie-break, in :data:`TIE_BREAKS` order.
TABLE_COLUMNS = (
    "you have a Prospector on its map",
    "printed bonus on the site",
    "map (higher first)",
    "space id (lowest first)",
)


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _places(places: Iterable[Place]) -> str:
    return ", ".join(f"{numeral(n)}·{space}" for n, space in places) or "none"


class DecisionView(widgets.VBox):
    """One Cardinalbot Prospector decision, as an explanation with maps and a table.

    Parameters
    ----------
    decision:
        What :func:`~tutorial.tiletum.cardinalbot.prospector_decision` returned.
    underground:
        The position it was made in: its maps are drawn with the reach
        layers; without it only the words and the table are shown.
    bot:
        The bot's name in ``underground``.
    width:
        Each map's width in pixels.
    players:
        The players' names (a game's seat order); their looks do not depend
        on it: the bot is always purple "C" and "Player N" player N's colour
        and number, as on the game's board
        (:func:`~tutorial.widgets.tiletum.map_canvas.player_looks`); default:
        the bot, then the others on the maps.

    Examples
    --------
    >>> from tutorial.tiletum.maps import underground_map
    >>> here = Underground((underground_map("I", "A"),), prospectors={BOT: [(1, "s")]})
    >>> view = DecisionView.decide(here, ("mine", "house"))
    >>> [row[0] for row in view.table_rows()]
    ['Fodina (map I, space c)', 'Rivus (map I, space e)']
    >>> view.deciding_column
    3
    """

    def __init__(
        self,
        decision: ProspectorDecision,
        underground: Underground | None = None,
        *,
        bot: str = BOT,
        width: int = 600,
        players: Sequence[str] | None = None,
    ) -> None:
        self.decision = decision
        self.underground = underground
        self.bot = bot
        self.players = tuple(players) if players is not None else None
        self.maps: list[MapView] = []
        if underground is not None:
            self.maps = [self._map_view(umap.number, width) for umap in underground.maps]
        #: The tie-break that decided, as a column index into :data:`TABLE_COLUMNS`.
        self.deciding_column = (
            TIE_BREAKS.index(decision.decided_by) if decision.decided_by in TIE_BREAKS else None
        )
        self.reach_panel = widgets.HTML(self.reach_html())
        self.table = widgets.HTML(self.table_html())
        self.outcome = widgets.HTML(self.outcome_html())
        self.table.add_class("tiletum-tie-breaks")
        parts: list[widgets.Widget] = [
            widgets.HTML(f"<b>{html.escape(self.title())}</b>"),
            self.reach_panel,
        ]
        if self.maps:
            parts.append(widgets.HBox(self.maps, layout=widgets.Layout(flex_flow="row wrap")))
        parts += [self.table, self.outcome, widgets.HTML(description_html(self.text()))]
        super().__init__(parts)
        self.add_class("tiletum-decision")

    @classmethod
    def decide(
        cls, underground: Underground, decree: Iterable[str], *, bot: str = BOT, **kwargs
    ) -> DecisionView:
        """Work out the Cardinalbot's decision in ``underground`` and show it."""
        decision = prospector_decision(underground, decree, bot)
        return cls(decision, underground, bot=bot, **kwargs)

    def title(self) -> str:
        order = ", then ".join(k.title() for k in self.decision.decree)
        return f"The Cardinalbot's Prospector action (Decree order: {order})"

    # -- the maps ------------------------------------------------------------------------------
    def _map_view(self, number: int, width: int) -> MapView:
        here = self.underground
        umap = here.map(number)
        decision = self.decision
        starts = here.spaces_of(self.bot, number)
        last = len(decision.reaches) - 1
        candidates = [space for n, space in (c.town for c in decision.table) if n == number]
        chosen = decision.chosen
        target = chosen.town[1] if chosen and chosen.town[0] == number else None
        route = decision.route if target is not None else None
        players = self.players or (self.bot, *here.prospectors)
        view = MapView(umap, here, players=players, width=width, max_height=560)
        view.highlight(
            reach_from=starts,
            reach_to=last,
            route=route,
            candidates=candidates,
            target=target,
        )
        if not starts:
            view.heading.value += " <i>(no Prospector of the bot here: no reach)</i>"
        return view

    # -- the words -----------------------------------------------------------------------------
    def reach_html(self) -> str:
        """A line for each reach tried: the Towns at that reach and what the bot could build."""
        items = []
        for row in self.decision.reaches:
            steps = f"{row.reach} step{'s' * (row.reach != 1)}"
            if not row.towns:
                said = f"no Town {steps} away."
            else:
                found = [f"an empty {k.title()} site in {_places(t)}" for k, t in row.found if t]
                said = f"Town(s) {_places(row.towns)}: " + (
                    "; ".join(found) if found else "nothing the Decree names to build"
                )
            mark = "&#9654; " if row.kind is not None else ""
            items.append(f"<li>{mark}<b>Reach {row.reach}</b>: {html.escape(said)}</li>")
        return (
            '<div style="font:13px sans-serif;line-height:1.45">'
            "<b>1. Find a Town within reach</b> (reach grows one step at a time from the "
            f"bot's Prospectors; shaded on the maps):<ul style=\"margin:2px 0 4px 18px;"
            f'padding:0">{"".join(items)}</ul></div>'
        )

    def table_rows(self) -> list[tuple[str, ...]]:
        """The tie-break table as text: Town, site, then one cell per tie-break, best row first."""
        return [
            (
                c.label,
                f"{c.site.kind.title()} {c.site.id}",
                _yes(c.you_here),
                _yes(c.printed_bonus),
                numeral(c.town[0]),
                c.town[1],
            )
            for c in self.decision.table
        ]

    def table_html(self) -> str:
        """The tie-break table, the deciding column marked (band, bold and a ▶ in its header)."""
        rows = self.table_rows()
        if not rows:
            return ""
        deciding = self.deciding_column
        cell = "border:1px solid #C9BFA8;padding:3px 8px;text-align:left"
        heads = ["", "Town", "site to build", *TABLE_COLUMNS]
        head_cells = []
        for i, head in enumerate(heads):
            look = cell
            text = html.escape(head)
            if deciding is not None and i == deciding + 3:
                look += f";background:{LIT}"
                text = f"&#9654; {text}<br><small>decided here</small>"
            elif i >= 3:
                text += f"<br><small>tie-break {i - 2}</small>"
            head_cells.append(f'<th scope="col" style="{look}">{text}</th>')
        body = []
        for rank, row in enumerate(rows, start=1):
            cells = [f'<td style="{cell}">{rank}{" (chosen)" if rank == 1 else ""}</td>']
            for i, value in enumerate(row):
                look = cell
                if deciding is not None and i == deciding + 2:
                    look += f";background:{LIT};font-weight:bold"
                cells.append(f'<td style="{look}">{html.escape(value)}</td>')
            style = ' style="font-weight:bold"' if rank == 1 else ""
            body.append(f"<tr{style}>{''.join(cells)}</tr>")
        if deciding is None:
            said = "One candidate: no tie-break was needed."
        else:
            said = (
                f"The tie-breaks are tried left to right; the first on which the top row beats "
                f"the next decides: <b>{html.escape(TIE_BREAKS[deciding])}</b>."
            )
        return (
            '<div style="font:13px sans-serif;line-height:1.45;margin-top:6px">'
            f"<b>Tie-break table</b> ({len(rows)} candidate Town(s), best first). {said}"
            '<table style="border-collapse:collapse;margin-top:4px">'
            f"<thead><tr>{''.join(head_cells)}</tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table></div>"
        )

    def outcome_html(self) -> str:
        """The target, the route and the tablets it covers (or the King's Surprise)."""
        decision = self.decision
        chosen, route = decision.chosen, decision.route
        box = '<div style="font:13px sans-serif;line-height:1.45;margin-top:6px">'
        if chosen is None or route is None:
            return (
                f"{box}<b>No Town to go to:</b> the Cardinalbot cannot prospect and draws a "
                "King's Surprise instead.</div>"
            )
        site = chosen.site
        gold = f", {site.gold} Gold" if site.kind == "mine" else ""
        bonus = f", printed bonus {site.bonus}" if site.bonus else ""
        lines = [
            f"<b>Target:</b> {html.escape(chosen.label)}: builds on the "
            f"{site.kind.title()} site {html.escape(site.id)}{html.escape(gold + bonus)}."
        ]
        if route.steps == 0:
            lines.append("<b>Route:</b> its Prospector stands there already.")
        else:
            path = " &#8594; ".join(html.escape(s) for s in route.spaces)
            lines.append(
                f"<b>Route</b> (fewest steps, then most uncovered tablets): {path} "
                f"({route.steps} step{'s' * (route.steps != 1)})."
            )
        if decision.tablets:
            lines.append(
                f"<b>Stone Tablets covered:</b> {html.escape(_places(decision.tablets))}: "
                "the bot covers them with an X tile but does not resolve them (framed in red)."
            )
        else:
            lines.append("The route crosses no uncovered Stone Tablet.")
        lines.append(f"<b>Action Points:</b> {html.escape(AP_IGNORED)}")
        return box + "<br>".join(lines) + "</div>"

    # -- text ----------------------------------------------------------------------------------
    def text(self) -> str:
        """The decision in plain words (:meth:`ProspectorDecision.text`)."""
        return self.decision.text()

    def __str__(self) -> str:
        return self.text()
