"""The ``chapter`` fixture: a chapter's variables, from the session's one run of it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.notebook_runs import NotebookRuns


@pytest.fixture(scope="module")
def chapter(
    request: pytest.FixtureRequest, notebook_runs: NotebookRuns
) -> Iterator[dict[str, Any]]:
    """The namespace the code cells of the test module's ``NOTEBOOK`` left.

    The tests of a module share it, as a learner shares one kernel: a test
    that clicks a board leaves it clicked.  Once the module is done the
    namespace is let go (what the run noted for the other checks stays).
    """
    path = request.module.NOTEBOOK
    yield notebook_runs.namespace(path)
    notebook_runs.release(path)
