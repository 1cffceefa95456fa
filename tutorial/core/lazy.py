"""A game package's ``simulate``, imported the first time it is asked for."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable


def simulate_on_first_use(package: str) -> Callable[[str], object]:
    """A module ``__getattr__`` that imports ``<package>.simulation.simulate`` when first asked.

    ``simulate`` brings in pandas, which is slow to load: a learner who only
    plays a game never waits for it.  The function is kept in the package
    once found, so later look-ups are plain attributes.  (It lives in a module
    of its own, ``simulation``: importing that directly, as doctest
    collection does, leaves the package's name free.)
    """

    def __getattr__(name: str) -> object:
        if name != "simulate":
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        simulate = importlib.import_module(f"{package}.simulation").simulate
        sys.modules[package].simulate = simulate
        return simulate

    return __getattr__
