"""Write ``data/traces.json``: the golden games of ``traces.py``, as the engine plays them now.

Run it only when the rules themselves change (a new reading, a fixed bug),
never to make a faster engine pass ``test_traces.py``:

    PYTHONPATH=$PWD python tests/cerro_gordo/record_traces.py
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.cerro_gordo.traces import DATA, record  # noqa: E402

if __name__ == "__main__":
    DATA.write_text(json.dumps(record(), indent=1) + "\n")
    print(f"wrote {DATA}")
