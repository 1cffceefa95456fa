"""What tests share across folders, made once a session: the executors of the tests that
play games elsewhere (a Dask cluster takes seconds to start), the notebooks' runs (a
chapter takes up to twenty seconds), and Hypothesis's example counts.

Dask (``distributed``, 3 s to import) and the notebook runner (IPython and
ipywidgets) are imported by the fixtures that use them: the pytest-xdist
controller and a worker that runs none of those tests never load them.
"""

from __future__ import annotations

import gc
import logging
import os
from collections.abc import Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import TYPE_CHECKING

import pytest
from hypothesis import settings

from tests.examples import PROFILES
from tests.scheduling import GroupScheduling

if TYPE_CHECKING:
    from tests.notebook_runs import NotebookRuns

settings.register_profile("dev", max_examples=PROFILES["dev"])
settings.register_profile("ci", settings.get_profile("ci"), max_examples=PROFILES["ci"])
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
)


#: The garbage collector's thresholds in a test process (Python's are 700, 10, 10): a young
#: collection every 50,000 new objects instead of 700, an older one every 20 of those, a full
#: one every 50 of those.  The tests allocate millions of short-lived objects (ASTs while
#: pytest rewrites the test modules' asserts, game states, widget traits), nearly all freed by
#: their reference counts alone: every collection found little to free and rescanned what had
#: just been made (with these, collecting took 27% less CPU time, the fast loop 5-9% less).
GC_THRESHOLDS = (50_000, 20, 50)


def pytest_configure(config: pytest.Config) -> None:
    """Collect garbage less often in this process (:data:`GC_THRESHOLDS`), from collection on."""
    gc.set_threshold(*GC_THRESHOLDS)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Keep what collection made (modules, test items) out of the garbage collector's scans.

    The tests play thousands of games, and every full collection would scan
    again the objects collection left, which live as long as the session:
    frozen, they are not scanned (8% less user CPU time, measured on tests/gold_mines and
    tests/exercises).
    """
    gc.collect()
    gc.freeze()


@pytest.hookimpl(optionalhook=True)  # a hook of pytest-xdist, absent under -p no:xdist
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> GroupScheduling:
    """Under pytest-xdist, the tests that share a session's fixture share a worker."""
    return GroupScheduling(config, log)


@pytest.fixture(scope="session")
def process_pool() -> Iterator[Executor]:
    """Two worker processes on this machine."""
    with ProcessPoolExecutor(2) as pool:
        yield pool


@pytest.fixture(scope="session")
def dask_executor() -> Iterator[Executor]:
    """A Dask cluster of two worker processes on this machine, as an Executor."""
    import distributed

    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        dashboard_address=":0",  # any free port: with None the scheduler's web server
        # still wants 8787, and warns when a second run holds it
        silence_logs=logging.ERROR,
    )
    with cluster, distributed.Client(cluster) as client:
        yield client.get_executor()


@pytest.fixture(params=["process_pool", "dask_executor"])
def executor(request: pytest.FixtureRequest) -> Executor:
    """Each executor in turn: a process pool, then a Dask cluster."""
    return request.getfixturevalue(request.param)


@pytest.fixture(scope="session")
def notebook_runs() -> NotebookRuns:
    """Each notebook run once, for the chapter tests, the live boards and the pinned outputs."""
    from tests.notebook_runs import NotebookRuns

    return NotebookRuns()
