"""Small positions for tests: the package's own scenarios (tiles by name, followers by seat)."""

from tutorial.carcassonne.scenarios import START, position, tile_index
from tutorial.carcassonne.setup import base_rules

__all__ = ["START", "index", "position"]


def index(name):
    """The index of a base tile type, by name."""
    return tile_index(base_rules(), name)
