"""Rule options: the places where the rulebook can be read two ways, as switches.

Where the Prospect for Silver rulebook leaves a question open, the engine
takes one reading by default; a reading the engine can switch is a field
here, so a learner can play both and compare.  Every reading, switched or
not, is listed in ``docs/rule-readings.md``.

>>> from tutorial.tiletum.setup import new_game
>>> state, _ = new_game(2, seed=5, options=RuleOptions(one_cathedral_per_spot=True))
>>> state.cathedrals.one_per_spot
True
"""

from __future__ import annotations

from dataclasses import dataclass

from tutorial.core.errors import ArgumentError, quoted


@dataclass(frozen=True)
class RuleOptions:
    """Which reading of each open rule is in force.

    Attributes
    ----------
    one_cathedral_per_spot:
        *Underground Cathedrals*, how many a spot
        (:mod:`tutorial.tiletum.cathedrals`).  ``False`` (default): each
        player may build each Cathedral once, the cost tile stays.
        ``True``: the first to build a spot closes it for everyone.
    """

    one_cathedral_per_spot: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.one_cathedral_per_spot, bool):
            raise ArgumentError(
                "one_cathedral_per_spot",
                f"expected True or False, got {quoted(self.one_cathedral_per_spot)}",
            )
