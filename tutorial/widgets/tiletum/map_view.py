"""One Underground map on the page: the drawing, its legend, its plain-text description.

:class:`MapView` shows a :class:`~tutorial.widgets.tiletum.map_canvas.MapCanvas`
and can light, on top of the map: the **reach layers** from some spaces
(each space shaded by its number of steps from the nearest start, and
labelled "r0", "r1", ... in a thin grey ring, unlike a player's filled
pawn), **candidate** Towns and the **target**, and a **route** with the
tablets it covers.  A click on a space calls back with
the space's id; a click anywhere else, or a callback that fails, is
explained under the map instead of being lost in JupyterLab's log.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence

import ipywidgets as widgets

from tutorial.tiletum.cardinalbot import reach_layers
from tutorial.tiletum.maps import Map
from tutorial.tiletum.routes import Route
from tutorial.tiletum.underground import Underground
from tutorial.widgets import drawing
from tutorial.widgets.explanation import legend_html, swatch_html
from tutorial.widgets.graph_canvas import LinkMark, Mark, NodeMark
from tutorial.widgets.palette import reach_label, reach_role
from tutorial.widgets.tiletum.map_canvas import MapCanvas, describe_map, map_legend

SpaceCallback = Callable[[str], object]


def description_html(text: str, summary: str = "Text description") -> str:
    """A plain-text description, folded under a summary line (screen readers read it whole)."""
    return (
        f'<details style="font:12px sans-serif;margin-top:4px"><summary>{html.escape(summary)}'
        f'</summary><pre style="white-space:pre-wrap;font:12px monospace;margin:4px 0">'
        f"{html.escape(text)}</pre></details>"
    )


def route_spaces(route: Route | Sequence[str] | None) -> tuple[str, ...]:
    """A route's spaces, from a :class:`~tutorial.tiletum.routes.Route` or a list of ids."""
    if route is None:
        return ()
    return tuple(route.spaces if isinstance(route, Route) else route)


class MapView(widgets.VBox):
    """An Underground map as a graph, with optional reach layers, candidates and a route.

    Parameters
    ----------
    umap:
        The map side to draw.
    underground:
        What stands on the maps (only ``umap``'s places are drawn).
    players:
        Players in seat order (each keeps one look whatever the order:
        :func:`~tutorial.widgets.tiletum.map_canvas.player_looks`).
    reach_from:
        Spaces to count reach from (shades every space by its steps from
        the nearest of them); ``reach_to`` stops the shading at that reach.
    route:
        A route to draw (a :class:`~tutorial.tiletum.routes.Route` or space ids).
    width:
        Canvas width in pixels.

    Examples
    --------
    >>> from tutorial.tiletum.maps import underground_map
    >>> view = MapView(underground_map("I", "A"), reach_from=["s"], reach_to=2)
    >>> view.reach
    (('s',), ('a', 'b'), ('c', 'd', 'e'))
    >>> clicked = []
    >>> view.on_space_click(clicked.append)
    >>> view.click_pixel(*view.drawing.centres["c"])
    >>> clicked
    ['c']
    """

    def __init__(
        self,
        umap: Map,
        underground: Underground | None = None,
        *,
        players: Sequence[str] = (),
        reach_from: Iterable[str] = (),
        reach_to: int | None = None,
        route: Route | Sequence[str] | None = None,
        width: int = 640,
        max_height: int = 560,
        title: str | None = None,
    ) -> None:
        self.umap = umap
        self.underground = underground
        self.drawing = MapCanvas(
            umap, underground, players=players, width=width, max_height=max_height
        )
        self.drawing.on_error = self.report
        self.reach: tuple[tuple[str, ...], ...] = ()
        self.route: tuple[str, ...] = ()
        self.candidates: tuple[str, ...] = ()
        self.target: str | None = None
        self.callbacks: list[SpaceCallback] = []
        #: The last exception a click raised (also shown under the map).
        self.last_error: BaseException | None = None
        self.heading = widgets.HTML(f"<b>{html.escape(title or self.default_title())}</b>")
        self.legend = widgets.HTML()
        self.message = widgets.HTML()
        self.description = widgets.HTML()
        self.drawing.canvas.on_mouse_down(lambda x, y: self.click_pixel(x, y))
        super().__init__(
            [self.heading, self.drawing.canvas, self.legend, self.message, self.description],
            layout=widgets.Layout(width=f"{width + 8}px"),
        )
        self.add_class("tiletum-map")
        self.highlight(reach_from=reach_from, reach_to=reach_to, route=route)

    def default_title(self) -> str:
        stand_in = " (stand-in layout)" if self.umap.stand_in else ""
        return f"Underground {self.umap.name}{stand_in}"

    # -- highlights -------------------------------------------------------------------------
    def highlight(
        self,
        *,
        reach_from: Iterable[str] = (),
        reach_to: int | None = None,
        route: Route | Sequence[str] | None = None,
        tablets: Iterable[str] | None = None,
        candidates: Iterable[str] = (),
        target: str | None = None,
    ) -> None:
        """Light reach layers, candidate Towns, the target and a route (replacing what was lit).

        ``tablets`` are framed as covered by the route (default: the route's
        own, when ``route`` is a :class:`~tutorial.tiletum.routes.Route`).
        """
        starts = list(reach_from)
        layers = reach_layers(self.umap, starts) if starts else ()
        self.reach = layers[: reach_to + 1] if reach_to is not None else layers
        self.route = route_spaces(route)
        self.candidates = tuple(candidates)
        self.target = target
        if tablets is None:
            tablets = route.tablets if isinstance(route, Route) else ()
        with drawing.drawing():
            self.drawing.light_tablets(tablets)
            self.drawing.show(self.marks())
        others = [r for r in self.roles() if not r.startswith("reach ")]
        self.legend.value = self.reach_legend_html() + legend_html(
            [*self.drawing.legend(others), *map_legend(self.drawing)]
        )
        self.description.value = description_html(self.text())

    def marks(self) -> list[Mark]:
        """The reach layers (numbered), the route, the candidates and the target."""
        marks: list[Mark] = [
            NodeMark(reach_role(d), layer, tuple(reach_label(d) for _ in layer))
            for d, layer in enumerate(self.reach)
        ]
        if len(self.route) > 1:
            marks.append(LinkMark("route", tuple(zip(self.route, self.route[1:], strict=False))))
        if self.candidates:
            marks.append(NodeMark("candidate", self.candidates))
        if self.target is not None:
            marks.append(NodeMark("target", (self.target,)))
        return marks

    def reach_legend_html(self) -> str:
        """One line for the reach layers: each layer's swatch and its number of steps."""
        if not self.reach:
            return ""
        entries = self.drawing.legend([reach_role(d) for d in range(len(self.reach))])
        swatches = "".join(
            f'<span style="margin-right:10px;white-space:nowrap">{swatch_html(e)} '
            f"{reach_label(d)}</span>"
            for d, e in enumerate(entries)
        )
        starts = ", ".join(self.reach[0])
        return (
            '<div style="font:12px sans-serif;line-height:22px">Reach from '
            f"{html.escape(starts)}, shaded ring by ring (the grey ring label r1, r2, ... on "
            f"a space: its steps from the nearest of them): {swatches}</div>"
        )

    def roles(self) -> list[str]:
        """The roles lit now, for the legend."""
        return list(dict.fromkeys(m.role for m in self.marks()))

    # -- clicks -----------------------------------------------------------------------------
    def on_space_click(self, callback: SpaceCallback) -> None:
        """Call ``callback(space_id)`` when a space is clicked."""
        self.callbacks.append(callback)

    def click_pixel(self, x: float, y: float) -> None:
        """What a click at canvas pixel ``(x, y)`` does: call back with the space there.

        Off every space, or when a callback raises, the reason is shown
        under the map (and kept in :attr:`last_error`); nothing is raised.
        """
        try:
            space = self.drawing.node_at(x, y)
            if space is None:
                raise ValueError(f"no space at pixel ({x:.0f}, {y:.0f}): click a space's disc")
            self.message.value = ""
            for callback in self.callbacks:
                callback(space)
        except Exception as exc:  # noqa: BLE001 - shown to the learner, not lost in a log
            self.report(exc)

    def report(self, exc: BaseException) -> None:
        """Show an exception in red under the map."""
        self.last_error = exc
        text = html.escape(f"{type(exc).__name__}: {exc}")
        self.message.value = f'<div role="alert" style="color:#B00020">{text}</div>'

    # -- text -------------------------------------------------------------------------------
    def text(self) -> str:
        """The map, what stands on it and what is lit, in plain text."""
        lines = [describe_map(self.umap, self.underground)]
        for d, layer in enumerate(self.reach):
            lines.append(f"Reach {d}: {', '.join(layer)}.")
        if self.candidates:
            lines.append(f"Candidate Towns: {', '.join(self.candidates)}.")
        if self.target is not None:
            lines.append(f"Target: {self.target}.")
        if self.route:
            steps = len(self.route) - 1
            lines.append(f"Route: {' → '.join(self.route)} ({steps} step{'s' * (steps != 1)}).")
        if self.drawing.lit_tablets:
            lines.append(f"The route covers: {', '.join(self.drawing.lit_tablets)}.")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()
