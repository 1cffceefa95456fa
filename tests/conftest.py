"""Executors shared by the tests that play games elsewhere: made once a session (a Dask
cluster takes seconds to start)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from concurrent.futures import Executor, ProcessPoolExecutor

import distributed
import pytest


@pytest.fixture(scope="session")
def process_pool() -> Iterator[Executor]:
    """Two worker processes on this machine."""
    with ProcessPoolExecutor(2) as pool:
        yield pool


@pytest.fixture(scope="session")
def dask_executor() -> Iterator[Executor]:
    """A Dask cluster of two worker processes on this machine, as an Executor."""
    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        dashboard_address=None,
        silence_logs=logging.ERROR,
    )
    with cluster, distributed.Client(cluster) as client:
        yield client.get_executor()


@pytest.fixture(params=["process_pool", "dask_executor"])
def executor(request: pytest.FixtureRequest) -> Executor:
    """Each executor in turn: a process pool, then a Dask cluster."""
    return request.getfixturevalue(request.param)
