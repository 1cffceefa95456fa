"""MapView: an Underground map drawn as a graph, with what stands on it, reach and a route."""

from __future__ import annotations

import html

import ipycanvas.canvas as ipycanvas_canvas
import pytest

from tutorial.tiletum.cardinalbot import BOT, reach_layers
from tutorial.tiletum.maps import standard_maps, underground_map
from tutorial.tiletum.routes import best_route
from tutorial.widgets import palette
from tutorial.widgets.tiletum import MapView
from tutorial.widgets.tiletum.map_canvas import site_text

from ..helpers import plain, roles


def drawn(log, layer) -> set[str]:
    """The names of the drawing commands a layer received since it was last cleared."""
    names = {code: name for name, code in ipycanvas_canvas.COMMANDS.items()}
    return {names.get(cmd[0], str(cmd[0])) for cmd in log.picture(layer)}


@pytest.mark.parametrize("umap", standard_maps(), ids=lambda m: f"{m.numeral}-{m.side}")
def test_every_map_side_draws_and_paints_every_layer(umap, canvas_log):
    route = best_route(umap, [umap.start], umap.spaces[-1].id)
    view = MapView(umap, reach_from=[umap.start], route=route)
    ground, marks, pieces = (drawn(canvas_log, view.drawing.canvas[i]) for i in range(3))
    assert {"fillRect", "strokeLineSegments"} <= ground  # the ground and the connections
    assert {"fillCircles", "fillText"} <= marks  # the spaces, their ids and reach numbers
    assert {"fillRects", "strokeRects", "fillText"} <= pieces  # sites and tablets
    # Every space sits inside the canvas, with room for its disc.
    r = view.drawing.radius
    for x, y in view.drawing.centres.values():
        assert r <= x <= view.drawing.width - r and r <= y <= view.drawing.height - r
    text = view.text()
    for space in umap.towns:
        assert space.town.name in text
    for tablet in umap.tablets:
        assert f"Stone Tablet {tablet.id}, uncovered" in text
    assert f"pays {umap.start_silver} Silver" in text


def test_sites_tablets_and_prospectors_follow_the_underground(here):
    view = MapView(here.map(3), here)
    canvas = view.drawing
    assert canvas.built() == {"c.m1": "you", "e.m1": "you", "g.m1": BOT}
    assert canvas.prospectors() == {"s": (BOT,), "k": ("you",)}
    assert canvas.covered() == {"t2"}
    text = view.text()
    assert "Mine c.m1, 1 Gold: built by you" in text and "House c.h1: empty" in text
    assert "a–g (Stone Tablet t2, covered)" in text
    assert "Prospectors: cardinalbot on s; you on k." in text
    # Every player has a legend entry in its colour, with its seat number.
    legend = view.legend.value
    for player, look in canvas.looks.items():
        assert look.colour in legend and f"{player}: Prospector; site built" in legend
    assert "Stone Tablet covered by an X tile" in legend
    # A map with no Prospector of anyone says so.
    assert "Prospectors: none on this map." in MapView(underground_map("II", "A")).text()


def test_sites_are_drawn_with_their_letter_and_gold():
    umap = underground_map("III", "B")
    adamas = {s.id: site_text(s) for s in umap.space("t").town.sites}
    assert list(adamas.values()) == ["H", "H", "P", "P", "M4", "M3"]
    boxes = MapView(umap).drawing.site_boxes("t")
    assert len({(x, y) for _, x, y in boxes}) == 6  # none drawn over another


def test_reach_layers_shade_each_space_with_its_steps(here):
    umap = here.map(3)
    view = MapView(umap, here, reach_from=["s"])
    layers = reach_layers(umap, ["s"])
    assert view.reach == layers
    marks = {m.role: m for m in view.drawing.marks}
    for d, layer in enumerate(layers):
        mark = marks[palette.reach_role(d)]
        assert mark.nodes == layer and set(mark.labels) == {f"r{d}"}
    assert "Reach 1: a, b, d." in view.text()
    assert "Reach from s, shaded ring by ring (the grey ring label r1" in view.legend.value
    view.highlight(reach_from=["s"], reach_to=1)
    assert view.reach == layers[:2]


def test_a_route_is_drawn_with_the_tablets_it_covers():
    umap = underground_map("I", "A")
    route = best_route(umap, ["s"], "h")
    view = MapView(umap, route=route)
    assert roles(view.drawing.marks)["route"] == (("s", "b"), ("b", "c"), ("c", "g"), ("g", "h"))
    assert view.drawing.lit_tablets == ("t1", "t2")
    assert "Route: s → b → c → g → h (4 steps)." in view.text()
    assert "The route covers: t1, t2." in view.text()
    assert html.escape(palette.meaning("route")) in view.legend.value
    view.highlight()
    assert view.drawing.marks == () and view.drawing.lit_tablets == ()


def test_a_click_on_a_space_calls_back_with_its_id(here):
    view = MapView(here.map(3), here)
    clicked: list[str] = []
    view.on_space_click(clicked.append)
    for space, (x, y) in view.drawing.centres.items():
        view.click_pixel(x + 3, y - 2)
        assert clicked[-1] == space
    assert len(clicked) == len(here.map(3).spaces) and view.last_error is None


def test_a_click_off_the_spaces_or_a_failing_callback_is_shown(here):
    view = MapView(here.map(3), here)
    view.on_space_click(lambda space: 1 / 0)
    view.click_pixel(1, 1)
    assert "no space at pixel (1, 1)" in plain(view.message.value)
    view.click_pixel(*view.drawing.centres["k"])
    assert "ZeroDivisionError" in plain(view.message.value)
    assert isinstance(view.last_error, ZeroDivisionError)


def test_a_failing_redraw_from_the_browser_is_shown(here, monkeypatch):
    view = MapView(here.map(3), here)

    def broken():
        raise RuntimeError("canvas went away")

    view.drawing._redraw(broken)
    assert "RuntimeError: canvas went away" in plain(view.message.value)


def test_the_description_is_the_text(here):
    view = MapView(here.map(3), here, reach_from=["s"])
    assert html.escape(view.text()) in view.description.value
    assert str(view) == view.text()


def test_a_highlight_is_one_message(here, messages):
    view = MapView(here.map(3), here)
    sent = len(messages)
    view.highlight(reach_from=["s"], route=["s", "d", "h"], tablets=["t1"])
    assert len(messages) == sent + 1
