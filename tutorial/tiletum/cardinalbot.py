"""The Cardinalbot's Prospector action: which Town, which site, which route, and why.

Rulebook, *Cardinalbot Prospector action* (solo rules, Cardinal of Silver):

1. Find a Town with an empty Mine / Pillar / House space (as the Decree
   names, in priority order) within reach of its Prospector.  Ties: a map
   where you also have a Prospector, a space with a printed bonus, the
   higher map (III > II > I).  Extend reach as little as needed.
2. (Take the best Bonus tile within reach: the engine's part, not here.)
3. Move there by the shortest route, preferring more uncovered Stone
   Tablets, which it covers but does not resolve.
4. (Build there: the engine's part.)
5. If it cannot prospect at all, it draws a King's Surprise instead.

:func:`prospector_decision` does steps 1 and 3 and returns the whole
decision as data (:class:`ProspectorDecision`): what each reach found, the
tie-break table, the Town and site chosen, the route and the tablets it
covers.  Its :meth:`~ProspectorDecision.text` says it in plain words.

Readings of ours (the rulebook leaves these open):

- **Reach first, then priority.**  Reach grows one step at a time
  (breadth-first layers from the bot's Prospectors: reach 0 is where they
  stand).  At each reach the Decree's kinds are tried in order; the first
  kind with a Town within reach wins.  So a nearer Town with only an empty
  Pillar beats a farther one with an empty Mine, even when the Decree puts
  Mines first: "extend reach as little as needed" comes before the
  priority order.  (The other reading, the first kind at any reach, would
  send the bot across the map for a Mine.)
- **A Town where it may build.**  The Town must have an empty site of the
  kind *and* none of the bot's own of that kind (*Prospector Action*: "none
  of yours there").  The caller passes only the kinds the bot has a piece
  of in its supply.
- **Reach on every map at once.**  The maps are not connected to each
  other: on each map where the bot has a Prospector, reach counts steps
  from the nearest of its Prospectors there, and all those maps are
  extended together (reach 2 means 2 steps on whichever map).
- **A printed bonus** is the bonus printed on the site to build on (a Mine
  site's printed Gold is its yield, not a bonus).  Within the chosen Town
  the bot builds on an empty site with a printed bonus first, then the one
  with the most Gold, then the first listed.
- **Final tie-break: the lowest space id** (string order), when the
  rulebook's three tie-breaks leave Towns tied on one map.
- **Route ties**: among routes equal in steps and tablets, the first found
  (see :mod:`tutorial.tiletum.routes`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tutorial.core.graphs import breadth_first_search
from tutorial.core.values import memo
from tutorial.tiletum.maps import KINDS, Map, Site, neighbours, numeral
from tutorial.tiletum.routes import Route, best_route
from tutorial.tiletum.underground import Place, Underground

#: The bot's name in an :class:`~tutorial.tiletum.underground.Underground`.
BOT = "cardinalbot"

#: The tie-breaks between Towns, in order: the rulebook's three, then ours.
TIE_BREAKS = (
    "a map where you also have a Prospector",
    "a site with a printed bonus",
    "the higher map (III > II > I)",
    "the lowest space id (our reading)",
)


def reach_layers(umap: Map, starts: Iterable[str]) -> tuple[tuple[str, ...], ...]:
    """The spaces of ``umap`` by reach: layer ``r`` holds those ``r`` steps from the nearest start.

    Breadth-first search (:func:`tutorial.core.graphs.breadth_first_search`)
    from every start at once; within a layer, spaces come in the order the
    search found them.

    A map never changes, so the layers from the same starts are worked out
    once and remembered on the map (:func:`tutorial.core.values.memo`): the
    bot asks for them at every one of its Prospector actions.

    >>> from tutorial.tiletum.maps import underground_map
    >>> reach_layers(underground_map("I", "A"), ["s"])[:3]
    (('s',), ('a', 'b'), ('c', 'd', 'e'))
    """
    starts = tuple(starts)
    return memo(umap, ("reach layers", starts), lambda: _layers_by_search(umap, starts))


def _layers_by_search(umap: Map, starts: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """:func:`reach_layers`, searched afresh."""
    distance = breadth_first_search(starts, lambda s: neighbours(umap, s)).distance
    layers: list[list[str]] = []
    for space, steps in distance.items():  # in order of distance: the queue is first-in, first-out
        if steps == len(layers):
            layers.append([])
        layers[steps].append(space)
    return tuple(tuple(layer) for layer in layers)


def town_layers(umap: Map, starts: Iterable[str]) -> tuple[tuple[str, ...], ...]:
    """:func:`reach_layers` keeping only the Towns of each layer (remembered on the map too).

    >>> from tutorial.tiletum.maps import underground_map
    >>> town_layers(underground_map("I", "A"), ["s"])[:3]
    ((), (), ('c', 'd', 'e'))
    """
    starts = tuple(starts)

    def towns() -> tuple[tuple[str, ...], ...]:
        layers = reach_layers(umap, starts)
        return tuple(tuple(s for s in layer if umap.space(s).town is not None) for layer in layers)

    return memo(umap, ("town layers", starts), towns)


def site_to_build(sites: Iterable[Site]) -> Site | None:
    """The site the bot builds on among empty ones: a printed bonus, then most Gold, then first.

    A reading of ours: the rulebook only says the bot builds "there".
    """
    ranked = sorted(sites, key=lambda s: (s.bonus is None, -s.gold))  # sorted() keeps file order
    return ranked[0] if ranked else None


@dataclass(frozen=True)
class Reach:
    """What one reach found.

    Attributes
    ----------
    reach:
        Steps from the nearest of the bot's Prospectors (on each map).
    towns:
        The Towns exactly ``reach`` steps away, map by map.
    found:
        ``(kind, towns)`` for each kind the Decree names, in its order: the
        Towns within reach where the bot could build one.  (Nearer Towns
        were tried at earlier reaches and had nothing.)
    """

    reach: int
    towns: tuple[Place, ...]
    found: tuple[tuple[str, tuple[Place, ...]], ...]

    @property
    def kind(self) -> str | None:
        """The first kind in the Decree's order with a Town at this reach, if any."""
        for kind, towns in self.found:
            if towns:
                return kind
        return None


@dataclass(frozen=True)
class Candidate:
    """A Town the bot could go to, as one row of the tie-break table."""

    town: Place
    name: str
    site: Site
    you_here: bool
    printed_bonus: bool

    @property
    def key(self) -> tuple[bool, bool, int, str]:
        """What the tie-breaks compare, in :data:`TIE_BREAKS` order; the lowest key wins."""
        return (not self.you_here, not self.printed_bonus, -self.town[0], self.town[1])

    @property
    def label(self) -> str:
        """``"Fodina (map I, space c)"``."""
        return f"{self.name} (map {numeral(self.town[0])}, space {self.town[1]})"


def break_ties(candidates: Iterable[Candidate]) -> tuple[tuple[Candidate, ...], str | None]:
    """The candidates best first, and the tie-break that chose the first (``None``: no tie).

    The deciding tie-break is the first one on which the winner beats the
    runner-up: every candidate after it lost on that rule or an earlier one.

    Rulebook, *Cardinalbot Prospector action*, step 1 (the last tie-break is ours).
    """
    table = tuple(sorted(candidates, key=lambda c: c.key))
    if len(table) < 2:
        return table, None
    best, second = table[0].key, table[1].key
    rule = next(i for i in range(len(best)) if best[i] != second[i])
    return table, TIE_BREAKS[rule]


@dataclass(frozen=True)
class ProspectorDecision:
    """The Cardinalbot's Prospector action, worked out: steps 1 and 3 of its rules.

    Attributes
    ----------
    decree:
        The kinds the Decree names, in priority order.
    reaches:
        Each reach tried, from 0 up to the one where a Town was found (or
        until every map was searched to its end).
    table:
        The tie-break table: the candidate Towns at that reach, best first.
    decided_by:
        The tie-break that chose the first row (``None`` if it was alone).
    route:
        The route from the nearest of the bot's Prospectors on that map to
        the Town (``None`` if there is no Town to go to).
    tablets:
        The uncovered Stone Tablets on the route: the bot covers them with
        an "X" tile but does not resolve them.
    """

    decree: tuple[str, ...]
    reaches: tuple[Reach, ...]
    table: tuple[Candidate, ...]
    decided_by: str | None
    route: Route | None
    tablets: tuple[Place, ...]

    @property
    def chosen(self) -> Candidate | None:
        """The Town the bot goes to, or ``None``: it cannot prospect (step 5)."""
        return self.table[0] if self.table else None

    @property
    def kind(self) -> str | None:
        """What the bot builds there (a Mine, Pillar or House)."""
        return self.chosen.site.kind if self.chosen else None

    def text(self) -> str:
        """The decision in plain words: each reach, the tie-break table, the Town and the route."""
        order = ", then ".join(k.title() for k in self.decree)
        lines = [f"Cardinalbot Prospector action (Decree order: {order})."]
        for row in self.reaches:
            lines.append(f"Reach {row.reach}: {_reach_words(row)}")
        chosen = self.chosen
        if chosen is None or self.route is None:
            lines.append(
                "No Town within any reach has an empty site of a kind the Decree names: "
                "the Cardinalbot cannot prospect and draws a King's Surprise instead."
            )
            return "\n".join(lines)
        if len(self.table) > 1:
            lines.append(f"{len(self.table)} Towns tie; the tie-breaks, in order:")
            for candidate in self.table:
                lines.append(
                    f"  {candidate.label}: you have a Prospector on its map: "
                    f"{_yes(candidate.you_here)}; printed bonus: {_yes(candidate.printed_bonus)}"
                )
            lines.append(f"  Decided by {self.decided_by}.")
        site = chosen.site
        gold = f", {site.gold} Gold" if site.kind == "mine" else ""
        bonus = f", printed bonus {site.bonus}" if site.bonus else ""
        lines.append(f"Target: {chosen.label}, {site.kind.title()} site {site.id}{gold}{bonus}.")
        route = self.route
        if route.steps == 0:
            lines.append("Route: its Prospector stands there already.")
        else:
            path = " → ".join(route.spaces)
            lines.append(f"Route: {path} ({route.steps} step{'s' * (route.steps != 1)}).")
        if route.tablets:
            lines.append(
                f"It crosses {len(route.tablets)} uncovered Stone Tablet(s) "
                f"({', '.join(route.tablets)}): it covers them with an X tile, "
                "but does not resolve them."
            )
        return "\n".join(lines)


#: What the Cardinalbot's Prospector action does with the die's Action Points: nothing.
#: Its steps 1-4 (*Cardinalbot Prospector action*) count no AP: the walk is as long as the
#: route, whatever the die gives, and the build is free.
AP_IGNORED = (
    "It spends none of the die's Action Points: its Prospector walks the whole route, "
    "however many AP the die gives, and its build is free (its own rules, not a player's)."
)


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _places(places: Iterable[Place]) -> str:
    return ", ".join(f"{numeral(n)}·{space}" for n, space in places)


def _reach_words(row: Reach) -> str:
    if not row.towns:
        return f"no Town {row.reach} step{'s' * (row.reach != 1)} away."
    found = [f"an empty {kind.title()} site in {_places(t)}" for kind, t in row.found if t]
    what = "; ".join(found) if found else "nothing the Decree names to build"
    return f"Town(s) {_places(row.towns)}: {what}."


def check_decree(decree: Iterable[str]) -> tuple[str, ...]:
    """The Decree's kinds as a tuple, or ``ValueError`` if one is unknown or repeated."""
    kinds = tuple(decree)
    unknown = [k for k in kinds if k not in KINDS]
    if not kinds or unknown or len(set(kinds)) != len(kinds):
        raise ValueError(
            f"decree: give kinds from {KINDS} in priority order, once each; got {kinds!r}"
        )
    return kinds


def candidate(here: Underground, bot: str, town: Place, kind: str) -> Candidate | None:
    """``town`` as a row of the tie-break table, if the bot may build a ``kind`` there."""
    number, space = town
    site = site_to_build(here.buildable_sites(bot, number, space, kind))
    if site is None:
        return None
    others = (p for p in here.prospectors if p != bot)
    you_here = any(here.has_prospector(p, number) for p in others)
    name = here.town(number, space).name  # type: ignore[union-attr]
    return Candidate(town, name, site, you_here, site.bonus is not None)


def prospector_decision(
    here: Underground, decree: Iterable[str], bot: str = BOT
) -> ProspectorDecision:
    """Where the Cardinalbot prospects and how it gets there (its rules' steps 1 and 3).

    Parameters
    ----------
    here:
        The Underground maps in play and what stands on them.
    decree:
        The kinds the Decree names, in priority order, e.g.
        ``("mine", "pillar", "house")``; only those the bot has a piece of.
    bot:
        The bot's name in ``here``; every other player is "you".

    Examples
    --------
    >>> from tutorial.tiletum.maps import underground_map
    >>> here = Underground((underground_map("I", "A"),), prospectors={BOT: [(1, "s")]})
    >>> decision = prospector_decision(here, ("mine", "house"))
    >>> decision.chosen.label, decision.decided_by, decision.route.spaces, decision.tablets
    ('Fodina (map I, space c)', 'the lowest space id (our reading)', ('s', 'b', 'c'), ((1, 't1'),))
    >>> print(decision.text())  # doctest: +ELLIPSIS
    Cardinalbot Prospector action (Decree order: Mine, then House).
    Reach 0: no Town 0 steps away.
    Reach 1: no Town 1 step away.
    Reach 2: Town(s) I·c, I·d, I·e: an empty Mine site in I·c, I·e; an empty House site in ...
    """
    kinds = check_decree(decree)
    layers = {
        umap.number: town_layers(umap, here.spaces_of(bot, umap.number))
        for umap in here.maps
        if here.has_prospector(bot, umap.number)
    }
    reaches: list[Reach] = []
    table: tuple[Candidate, ...] = ()
    decided_by = None
    by_map = sorted(layers.items())
    nothing = tuple((kind, ()) for kind in kinds)  # what a reach without a Town finds
    # (Rows are built as lists, then frozen: quicker than from generators, at every bot turn.)
    for reach in range(max((len(by_reach) for by_reach in layers.values()), default=0)):
        towns = tuple(
            [
                (number, space)
                for number, by_reach in by_map
                if reach < len(by_reach)
                for space in by_reach[reach]
            ]
        )
        found = nothing
        if towns:
            found = tuple(
                [
                    (kind, tuple([t for t in towns if here.buildable_sites(bot, *t, kind)]))
                    for kind in kinds
                ]
            )
        row = Reach(reach, towns, found)
        reaches.append(row)
        if row.kind is not None:  # extend reach as little as needed: stop at the first find
            # The tie-break table, only for the kind it builds.
            where = dict(found)[row.kind]
            table, decided_by = break_ties(
                c for t in where if (c := candidate(here, bot, t, row.kind)) is not None
            )
            break
    if not table:
        return ProspectorDecision(kinds, tuple(reaches), (), None, None, ())
    number, space = table[0].town
    umap = here.map(number)
    covered = {t for n, t in here.covered if n == number}
    route = best_route(umap, here.spaces_of(bot, number), space, covered)
    tablets = tuple((number, t) for t in route.tablets) if route else ()
    return ProspectorDecision(kinds, tuple(reaches), table, decided_by, route, tablets)
