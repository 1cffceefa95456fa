"""The Underground maps: the shipped (stand-in) data loads, and every mistake in a file is named."""

import copy
import json
from importlib import resources

import pytest

from tutorial.core.errors import PositionError
from tutorial.core.graphs import breadth_first_search
from tutorial.tiletum.maps import (
    KINDS,
    MapDataError,
    load_maps,
    neighbours,
    read_map,
    standard_maps,
    underground_map,
)


def shipped() -> dict:
    text = resources.files("tutorial.tiletum").joinpath("data", "maps.json").read_text("utf-8")
    return json.loads(text)


def test_the_six_sides_load_and_are_marked_stand_in():
    maps = standard_maps()
    assert sorted((m.numeral, m.side) for m in maps) == [
        ("I", "A"),
        ("I", "B"),
        ("II", "A"),
        ("II", "B"),
        ("III", "A"),
        ("III", "B"),
    ]
    assert all(m.stand_in for m in maps)
    assert shipped()["stand_in"] is True and "STAND-IN" in shipped()["note"]


def test_start_silver_is_as_the_rulebook_prints_it():
    # New Prospector: map I free; the expansion's solo Preparation: 1 Silver on II, 2 on III.
    for m in standard_maps():
        assert m.start_silver == m.number - 1


@pytest.mark.parametrize("umap", standard_maps(), ids=lambda m: m.name)
def test_every_map_is_sized_for_teaching_and_has_towns_and_tablets(umap):
    assert 10 <= len(umap.spaces) <= 20
    assert len(umap.towns) >= 5 and umap.tablets
    assert {s.kind for t in umap.towns for s in t.town.sites} == set(KINDS)
    assert not umap.space(umap.start).town


@pytest.mark.parametrize("umap", standard_maps(), ids=lambda m: m.name)
def test_every_map_offers_equal_routes_with_different_tablet_counts(umap):
    # Some town is reached by two shortest routes crossing different numbers of tablets:
    # the Cardinalbot's preference for tablets then decides its route.
    distance = breadth_first_search([umap.start], umap.adjacency.__getitem__).distance

    def tablet_counts(space):
        if distance[space] == 0:
            return {0}
        return {
            count + (umap.tablet_between(back, space) is not None)
            for back in neighbours(umap, space)
            if distance[back] == distance[space] - 1
            for count in tablet_counts(back)
        }

    assert any(len(tablet_counts(t.id)) > 1 for t in umap.towns)


@pytest.mark.parametrize("umap", standard_maps(), ids=lambda m: m.name)
def test_every_map_has_towns_tied_in_distance(umap):
    distance = breadth_first_search([umap.start], umap.adjacency.__getitem__).distance
    towns = [distance[t.id] for t in umap.towns]
    assert len(set(towns)) < len(towns)


def test_neighbours_are_both_ends_of_each_connection_in_file_order():
    umap = underground_map("I", "A")
    assert neighbours(umap, "c") == ("a", "b", "f", "g")
    assert umap.tablet_between("c", "b").id == "t1" and umap.tablet_between("a", "c") is None


def test_sites_get_ids_from_their_town_kind_and_count():
    space, site = underground_map("I", "A").site("h.m2")
    assert (space.town.name, site.kind, site.gold) == ("Argentaria", "mine", 1)
    assert [s.id for s in space.town.sites] == ["h.h1", "h.p1", "h.m1", "h.m2"]


def test_the_positions_draw_in_the_generic_bfs_view():
    pytest.importorskip("ipywidgets")
    from tutorial.widgets.bfs_view import BfsView

    umap = underground_map("II", "A")
    view = BfsView(umap.adjacency, umap.start, positions=umap.positions)
    assert view.events[-1].kind == "path" and view.events[-1].path[0] == "s"


def test_unknown_map_side_is_a_key_error():
    with pytest.raises(KeyError, match="maps are I, II, III"):
        underground_map("IV", "A")


# --------------------------------------------------------------------------
# Mutated files: each mistake raises MapDataError naming the file and field
# --------------------------------------------------------------------------


def first_map(data):
    return data["maps"][0]


def space(data, space_id):
    return next(s for s in first_map(data)["spaces"] if s["id"] == space_id)


def drop_connection(data, pair):
    first_map(data)["connections"].remove(pair)


MUTATIONS = {
    "connection to a missing space": (
        lambda d: first_map(d)["connections"].append(["s", "zz"]),
        "maps[0].connections[17][1]",
        "no space 'zz'",
    ),
    "connection to itself": (
        lambda d: first_map(d)["connections"].append(["s", "s"]),
        "maps[0].connections[17]",
        "two different spaces",
    ),
    "connection listed twice": (
        lambda d: first_map(d)["connections"].append(["a", "s"]),
        "maps[0].connections[17]",
        "listed twice",
    ),
    "negative start cost": (
        lambda d: first_map(d).update(start_silver=-1),
        "maps[0].start_silver",
        "got -1",
    ),
    "negative Gold": (
        lambda d: space(d, "c")["town"]["sites"][2].update(gold=-2),
        "maps[0].spaces[3].town.sites[2].gold",
        "got -2",
    ),
    "Gold on a House": (
        lambda d: space(d, "c")["town"]["sites"][0].update(gold=1),
        "maps[0].spaces[3].town.sites[0].gold",
        "only a Mine site",
    ),
    "unknown site kind": (
        lambda d: space(d, "c")["town"]["sites"][0].update(kind="castle"),
        "maps[0].spaces[3].town.sites[0].kind",
        "'castle'",
    ),
    "negative bonus tiles": (
        lambda d: space(d, "c")["town"].update(bonus_tiles=-1),
        "maps[0].spaces[3].town.bonus_tiles",
        "got -1",
    ),
    "cathedral paid in copper": (
        lambda d: space(d, "d")["town"].update(cathedral="copper"),
        "maps[0].spaces[4].town.cathedral",
        "'copper'",
    ),
    "duplicate space id": (
        lambda d: space(d, "b").update(id="a"),
        "maps[0].spaces[2].id",
        "two spaces have the id 'a'",
    ),
    "duplicate tablet id": (
        lambda d: first_map(d)["tablets"][1].update(id="t1"),
        "maps[0].tablets[1].id",
        "two tablets have the id 't1'",
    ),
    "start space missing": (
        lambda d: first_map(d).update(start="nowhere"),
        "maps[0].start",
        "'nowhere' is not on this map",
    ),
    "no start field": (lambda d: first_map(d).pop("start"), "maps[0].start", "missing"),
    "tablet on no connection": (
        lambda d: first_map(d)["tablets"][0].update(between=["s", "l"]),
        "maps[0].tablets[0].between",
        "no connection s–l",
    ),
    "two tablets on one connection": (
        lambda d: first_map(d)["tablets"][1].update(between=["c", "b"]),
        "maps[0].tablets[1].between",
        "two tablets on the connection",
    ),
    "map not connected": (
        lambda d: drop_connection(d, ["k", "l"]),
        "maps[0].connections",
        "l cannot be reached from the start space 's'",
    ),
    "position not a pair": (
        lambda d: space(d, "a").update(at=[1]),
        "maps[0].spaces[1].at",
        "expected [x, y]",
    ),
    "position not a number": (
        lambda d: space(d, "a").update(at=[1, "two"]),
        "maps[0].spaces[1].at[1]",
        "expected a number",
    ),
    "unknown map": (lambda d: first_map(d).update(map="IV"), "maps[0].map", "'IV'"),
    "side twice": (lambda d: d["maps"][1].update(side="A"), "maps[1].side", "twice"),
    "a map with no side": (
        lambda d: d.update(maps=d["maps"][2:]),
        "maps",
        "map I has no side",
    ),
    "wrong version": (lambda d: d.update(version=9), "version", "format version 9"),
    "a map that is not an object": (
        lambda d: d["maps"].append([]),
        "maps[6]",
        "expected an object",
    ),
}


@pytest.mark.parametrize("mutate, field, words", MUTATIONS.values(), ids=MUTATIONS)
def test_a_mistake_names_the_file_and_field(mutate, field, words):
    data = copy.deepcopy(shipped())
    mutate(data)
    with pytest.raises(MapDataError) as info:
        load_maps(json.dumps(data), source="maps.json")
    err = info.value
    assert (err.source, err.field) == ("maps.json", field)
    assert words in err.message
    assert str(err).startswith(f"maps.json, field {field!r}: ")
    assert isinstance(err, PositionError) and isinstance(err, ValueError)


def test_read_map_from_a_dict_names_its_source():
    data = copy.deepcopy(first_map(shipped()))
    data["start_silver"] = -3
    with pytest.raises(MapDataError, match=r"^test map, field 'start_silver': "):
        read_map(data, source="test map")


def test_not_json_names_the_file():
    with pytest.raises(MapDataError, match=r"^my_maps.json, field '\$': not valid JSON"):
        load_maps("{", source="my_maps.json")
