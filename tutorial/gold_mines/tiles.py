"""The 8 gold tiles, read from ``data/gold_tiles.json`` with the base game's tile loader.

Rulebook (The Gold Mines), *Preparation*: the 8 tiles showing a gold ingot
are mixed in with the base game's tiles.  They are ordinary land tiles in
every other way, so the same file format and the same checks apply.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from tutorial.carcassonne.tiles import TileType, tiles_from_json


@cache
def gold_tiles() -> tuple[TileType, ...]:
    """The 8 gold tile types (one of each), read once.

    >>> tiles = gold_tiles()
    >>> len(tiles), sum(t.count for t in tiles)
    (8, 8)
    """
    data = resources.files("tutorial.gold_mines").joinpath("data", "gold_tiles.json")
    return tiles_from_json(data.read_text("utf-8"), "gold_tiles.json")


@cache
def _gold_names() -> frozenset[str]:
    return frozenset(tile.name for tile in gold_tiles())


def is_gold(tile: TileType) -> bool:
    """Whether ``tile`` shows the gold symbol (is one of :func:`gold_tiles`).

    Tile names are unique in a game's box, so the name says it (a set
    look-up, where comparing whole tile types would compare their features).

    >>> is_gold(gold_tiles()[0])
    True
    """
    return tile.name in _gold_names()
