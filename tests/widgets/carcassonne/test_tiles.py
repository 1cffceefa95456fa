"""Tiles drawn from their slots: every type and turn; followers' spots; clicks on features."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ipycanvas import Canvas

from tutorial.carcassonne import base_tiles, load_tiles, turned
from tutorial.carcassonne.tiles import CITY, FIELD, MONASTERY, ROAD
from tutorial.gold_mines.tiles import gold_tiles
from tutorial.widgets import drawing
from tutorial.widgets.carcassonne import look
from tutorial.widgets.carcassonne import tiles as drawn
from tutorial.widgets.carcassonne.phases import COMPASS, where_on_tile
from tutorial.widgets.carcassonne.tiles import (
    city_outline,
    draw_followers,
    draw_ingots,
    draw_tiles,
    feature_under,
    follower_point,
    gallery,
    shape_of,
    slot_point,
)

GOLD = Path(__file__).parents[3] / "tutorial" / "gold_mines" / "data" / "gold_tiles.json"
TYPES = base_tiles() + (load_tiles(GOLD) if GOLD.exists() else ())


def inward(slot: int, depth: float = 0.04) -> tuple[float, float]:
    """A point just inside the tile from slot ``slot``."""
    x, y = slot_point(slot)
    return float(x + (0.5 - x) * depth * 2), float(y + (0.5 - y) * depth * 2)


@pytest.mark.parametrize("tile", TYPES, ids=lambda t: t.name)
@pytest.mark.parametrize("rotation", range(4))
def test_every_tile_type_and_turn_draws_and_paints(tile, rotation, canvas_log):
    canvas = Canvas(width=80, height=80)
    with drawing.drawing():
        draw_tiles(canvas, [(0, 0, tile, rotation)], 80)
    picture = canvas_log.picture(canvas)
    assert [c for c in picture if c[2]], "the tile's shapes go as batch calls (NumPy buffers)"
    colours = {args.strip("[]").split(", ")[-1].strip('"') for _, args, _ in picture}
    kinds = {f.kind for f in tile.features}
    wanted = {look.FIELD}
    wanted |= {look.CITY} if CITY in kinds else set()
    # A wall wherever a city stops inside the tile (a full city has none).
    wanted |= {look.WALL} if CITY in kinds and FIELD in kinds else set()
    wanted |= {look.ROAD, look.ROAD_EDGE} if ROAD in kinds else set()
    wanted |= {look.CLOISTER, look.ROOF} if MONASTERY in kinds else set()
    wanted |= {look.PENNANT} if any(f.pennant for f in tile.features) else set()
    assert wanted <= colours
    if CITY not in kinds:
        assert look.CITY not in colours and look.WALL not in colours


@pytest.mark.parametrize("tile", TYPES, ids=lambda t: t.name)
@pytest.mark.parametrize("rotation", range(4))
def test_each_slot_shows_its_own_feature_at_every_turn(tile, rotation):
    """What the picture shows just inside each slot is the feature that holds the slot."""
    for index, feature in enumerate(tile.features):
        for slot in feature.slots:
            if feature.kind == FIELD and tile.features[tile.slot_feature[slot]].kind != FIELD:
                continue
            # The slot moves with the tile; the picture turns with it.
            x, y = inward(turned(slot, rotation))
            under = tile.features[feature_under(tile, rotation, x, y)]
            assert under.kind == feature.kind, (feature, slot)
            if feature.kind != FIELD:  # fields beside a road end may meet at the very edge
                assert feature_under(tile, rotation, x, y) == index


@pytest.mark.parametrize("tile", TYPES, ids=lambda t: t.name)
@pytest.mark.parametrize("rotation", range(4))
def test_a_follower_stands_on_its_feature_and_a_click_there_picks_it(tile, rotation):
    points = []
    for index in range(len(tile.features)):
        x, y = follower_point(tile, rotation, index)
        assert 0.2 <= x <= 0.8 and 0.2 <= y <= 0.8
        points.append((round(x, 3), round(y, 3)))
        assert feature_under(tile, rotation, x, y) == index, "the spot stands on its feature"
    assert len(set(points)) == len(points), "two features share a follower spot"


GOLD_TYPES = [t for t in TYPES if t.name.startswith("gold:")]


@pytest.mark.parametrize("tile", TYPES, ids=lambda t: t.name)
@pytest.mark.parametrize("rotation", range(4))
def test_follower_spot_discs_stand_clear_of_each_other(tile, rotation):
    """Up to eight features (a crossroads), six on a gold tile: at 80 px a cell their numbered
    discs, dark rim and all, keep a pixel of the tile between them (the marked corners too)."""
    cell = 80
    outer = cell * drawn.SPOT_RADIUS + drawing.BADGE_RIM
    spots = drawn.spots_of(tile, rotation)
    for i, a in enumerate(spots):
        for b in spots[i + 1 :]:
            assert np.hypot(a[0] - b[0], a[1] - b[1]) * cell >= 2 * outer + 1, (a, b)


@pytest.mark.parametrize("tile", [t for t in GOLD_TYPES if t.monastery is not None], ids=str)
def test_a_gold_tiles_monastery_stands_clear_of_its_city_and_roads(tile):
    """The monastery's building is drawn on free land: no wall or road under it."""
    shape = shape_of(tile)
    mx, my, scale = shape.monastery
    # The building's corners and the middles of its walls and roof, where it stands.
    outline = np.array([*drawn.BODY, *drawn.ROOF])
    points = np.vstack([outline, (outline + np.roll(outline, 1, axis=0)) / 2])
    x, y = (mx + scale * (points[:, 0] - 0.5)), (my + scale * (points[:, 1] - 0.5))
    for _, outline in shape.cities:
        assert not drawn._inside(outline, x, y).any()
    for line in shape.roads:
        assert (drawn._line_distance(line, x, y) > drawn.ROAD_WIDTH / 2).all()


def test_a_city_covers_exactly_its_sides():
    # A cap is shallow; a corner city reaches past the diagonal; two opposite
    # sides make a band that keeps the centre; four sides fill the tile.
    cap, walls = city_outline(frozenset({0}))
    assert cap[:, 1].max() <= 0.26 and len(walls) == 1
    corner, _ = city_outline(frozenset({3, 0}))
    assert drawn._inside(corner, np.array([0.52]), np.array([0.52]))[0]
    band, walls = city_outline(frozenset({1, 3}))
    assert len(walls) == 2 and drawn._inside(band, np.array([0.5]), np.array([0.5]))[0]
    assert not drawn._inside(band, np.array([0.5]), np.array([0.1]))[0]
    full, walls = city_outline(frozenset(range(4)))
    assert walls == [] and len(full) == 4


def test_two_separate_cities_never_overlap():
    tile = next(t for t in TYPES if t.name == "two city edges on adjacent sides")
    shape = shape_of(tile)
    x, y = drawn._pixel_centres()
    first, second = (drawn._inside(outline, x, y) for _, outline in shape.cities)
    assert first.any() and second.any() and not (first & second).any()


def test_roads_end_at_their_slots_and_houses_mark_dead_ends():
    kinds = {t.name: t for t in TYPES}
    straight = shape_of(kinds["straight road"])
    assert len(straight.roads) == 1 and not straight.house
    ends = straight.roads[0][[0, -1]]
    assert np.allclose(ends, [slot_point(1), slot_point(7)])
    crossroads = shape_of(kinds["crossroads"])
    assert len(crossroads.roads) == 4 and crossroads.house
    assert all(np.allclose(line[-1], drawn.CENTRE) for line in crossroads.roads)
    # A monastery's road ends at the monastery: no house drawn over it.
    assert not shape_of(kinds["monastery + road"]).house
    assert shape_of(kinds["monastery + road"]).monastery


def test_followers_farmers_and_ingots_draw_in_batches(canvas_log):
    canvas = Canvas(width=200, height=100)
    with drawing.drawing():
        draw_followers(canvas, [(30, 50, 0, False), (90, 50, 1, True), (150, 50, 4, False)], 30)
        draw_ingots(canvas, [(0, 0, 3), (100, 0, 0)], 100)
    picture = canvas_log.picture(canvas)
    text = " ".join(args for _, args, _ in picture)
    for seat in (0, 1, 4):
        assert f'"{drawn.palette.player_look(seat).colour}"' in text
    assert '"1"' in text and '"5"' in text  # the players' numbers, drawn at this size
    assert '"3"' in text and '"0"' not in text  # the ingots' count; no mark for none
    body, _ = drawn.follower_shapes(0, 0, 10, lying=False)
    lying, _ = drawn.follower_shapes(0, 0, 10, lying=True)
    assert np.ptp(body[:, 1]) > np.ptp(body[:, 0]) * 0.8
    assert np.ptp(lying[:, 0]) > np.ptp(lying[:, 1]) * 0.8  # a farmer lies down


def test_the_gallery_shows_every_type_at_every_turn(canvas_log):
    canvas = gallery(base_tiles(), size=40)
    text = " ".join(args for _, args, _ in canvas_log.picture(canvas))
    assert all(t.name in text for t in base_tiles())
    assert canvas.height == len(base_tiles()) * 46 + 6


def test_the_gallerys_names_column_is_as_wide_as_the_longest_name():
    def names_column(types, rotations=(0,)):
        return gallery(types, size=40, rotations=rotations).width - len(rotations) * 46

    types = base_tiles()
    longest = max((f"{t.name} (x{t.count})" for t in types), key=len)
    # At 13 px, a sans-serif glyph is at least half the font size wide on average.
    assert names_column(types) >= 13 * 0.5 * len(longest)
    curve = [t for t in types if t.name == "curve"]
    assert names_column(curve) < names_column(types)
    assert names_column(types, rotations=(0, 1)) == names_column(types)


def test_kinds_are_all_drawn_somewhere():
    kinds = {f.kind for t in TYPES for f in t.features}
    assert kinds == {CITY, ROAD, FIELD, MONASTERY}
    assert sum(bool(shape_of(t).pennants) for t in TYPES) == sum(
        any(f.pennant for f in t.features) for t in TYPES
    )


def area(points: np.ndarray) -> float:
    """The area a filled polygon covers (shoelace; a hole's seam and ring subtract it)."""
    x, y = points[:, 0], points[:, 1]
    return abs(float(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1)))) / 2


@pytest.mark.parametrize("tile", TYPES, ids=lambda t: t.name)
def test_the_features_parts_cover_the_tile_once(tile):
    """Each feature's part is its own: together they cover the tile, no land twice.

    Two roads crossing share their crossing; where roads end at a house, the
    square they meet in is nobody's.
    """
    parts = drawn.parts_of(tile)
    assert all(part.fills for part in parts), "every feature has a part to light"
    total = sum(area(points) for part in parts for points in part.fills)
    square = drawn.ROAD_WIDTH**2
    if tile.name == "gold: two straight roads crossing":
        assert total == pytest.approx(1.0 + square, abs=0.01)
    elif shape_of(tile).house:  # (unless a city covers that square)
        assert 1.0 - square - 0.02 <= total <= 1.01
    else:
        assert total == pytest.approx(1.0, abs=0.01)


def test_a_farm_lights_its_own_side_of_the_road_only():
    straight = next(t for t in TYPES if t.name == "straight road")  # north to south
    west = next(i for i, f in enumerate(straight.features) if f.kind == FIELD and 10 in f.slots)
    for rotation in range(4):
        slots = [turned(s, rotation) for s in straight.features[west].slots]
        fills, lines = drawn.part_shapes(straight, rotation, slots, [False] * 4)
        points = np.vstack(fills)
        # The west field, turned: everything on its side of the road, short of the road.
        across = drawn.turned_points(points, -rotation)[:, 0]
        assert across.max() <= 0.5 - drawn.ROAD_WIDTH / 2 + 0.02
        assert area(fills[0]) == pytest.approx(0.5 - drawn.ROAD_WIDTH / 2, abs=0.02)
        assert lines, "outlined"


def test_no_outline_where_the_feature_goes_on_into_the_next_tile():
    cap = next(t for t in TYPES if t.name == "city edge")  # a city on the north side

    def along_north(lines):
        return [
            (a, b)
            for line in lines
            for a, b in zip(line[:-1], line[1:], strict=True)
            if a[1] == 0.0 and b[1] == 0.0
        ]

    _, alone = drawn.part_shapes(cap, 0, (0, 1, 2), [False] * 4)
    _, joined = drawn.part_shapes(cap, 0, (0, 1, 2), [True, False, False, False])
    assert along_north(alone) and not along_north(joined) and joined


@pytest.mark.parametrize("rotation", range(4))
def test_a_follower_buttons_words_tell_a_tiles_features_of_one_kind_apart(rotation):
    """No two features of one kind on a tile are said to lie in the same place."""
    for tile in (*base_tiles(), *gold_tiles()):
        said = [(f.kind, where_on_tile(tile, rotation, i)) for i, f in enumerate(tile.features)]
        assert len(set(said)) == len(said), (tile.name, said)


def test_a_quarter_turn_turns_the_words_a_quarter_clockwise():
    crossroads = next(t for t in base_tiles() if t.name == "crossroads")
    roads = [i for i, f in enumerate(crossroads.features) if f.kind == "road"]
    for road in roads:
        before, after = where_on_tile(crossroads, 0, road), where_on_tile(crossroads, 1, road)
        assert after == COMPASS[(COMPASS.index(before) - 2) % 8]  # 90 degrees clockwise
