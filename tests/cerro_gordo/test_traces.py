"""Every golden game plays as recorded: the same actions, end position and explanations.

The records (``data/traces.json``) were written by ``record_traces.py``
before the engine was made faster; see ``traces.py``.
"""

import json

import pandas as pd
import pytest
from pandas.testing import assert_frame_equal

from tests.cerro_gordo.traces import DATA, GAMES, SIMULATE, trace
from tutorial.cerro_gordo import simulate

RECORDED = json.loads(DATA.read_text())


@pytest.mark.parametrize("spec", GAMES, ids=[name for name, *_ in GAMES])
def test_a_golden_game_plays_as_recorded(spec):
    name, *game = spec
    assert trace(*game) == RECORDED["games"][name]


def test_the_simulate_table_is_as_recorded():
    table = simulate(**SIMULATE, progress=False)
    recorded = pd.DataFrame(**RECORDED["simulate"])
    assert_frame_equal(table, recorded, check_dtype=False)
