"""Rule options: the places where the rulebook can be read two ways, as switches.

Where the Prospect for Silver rulebook leaves a question open, the engine
takes one reading by default; a reading the engine can switch is a field
here, so a learner can play both and compare.  Every reading, switched or
not, is listed in ``docs/rule-readings.md``.  One field is a variant, not a
reading: ``first_player_silver`` changes a clear setup rule, so that an
experiment can measure what that rule does.

>>> from tutorial.tiletum.setup import new_game
>>> state, _ = new_game(2, seed=5, options=RuleOptions(one_cathedral_per_spot=True))
>>> state.cathedrals.one_per_spot
True
>>> state, _ = new_game(3, seed=5, first_player=0, options=RuleOptions(first_player_silver=True))
>>> [p.silver for p in state.players]
[1, 1, 1]
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
    first_player_silver:
        *Setup changes*, a: after the base setup each player "takes 1
        Silver — except the first player".  ``False`` (default): as the
        rulebook says.  ``True``: a variant, the first player takes 1 Silver
        too, so that everyone starts with the same Silver; it changes nothing
        else, so games from the same seeds compare the two setups (the Tiletum
        experiments notebook does).  The Cardinal of Silver's Silver is its
        own rule (*Solo setup*, 6) either way.
    """

    one_cathedral_per_spot: bool = False
    first_player_silver: bool = False

    def __post_init__(self) -> None:
        for name in ("one_cathedral_per_spot", "first_player_silver"):
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise ArgumentError(name, f"expected True or False, got {quoted(value)}")
