"""Hypothesis example counts sized by the profile (``tests/conftest.py`` loads one).

``dev``, the default, keeps the loop short: a test that states no count
runs 50 examples, and one that states ``examples(n)`` runs half of ``n``.
``ci`` (``CI`` set, or ``HYPOTHESIS_PROFILE=ci``) runs 100 and all of ``n``,
on top of Hypothesis's own ``ci`` settings (derandomized, no database).
"""

from __future__ import annotations

import math

from hypothesis import settings

#: What each profile runs for a test that states no count; ``ci`` states the base.
PROFILES = {"dev": 50, "ci": 100}


def examples(n: int) -> int:
    """The examples to run for a test sized ``n`` under the ``ci`` profile (at least 1)."""
    return max(1, math.ceil(n * settings().max_examples / PROFILES["ci"]))
