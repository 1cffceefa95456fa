"""Fixtures for the real-browser tests: one JupyterLab and one Chromium a test process.

Every test here is marked ``browser`` (``python -m pytest -m "not browser"``
leaves them out).  Under pytest-xdist both workers share them
(``tests/scheduling.py``), each with its own JupyterLab and Chromium, started
at its first browser test and kept for the rest of the session.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from . import lab


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """Debian's Chromium, or a skip (a failure when CI is set)."""
    if not lab.chromium_available():
        reason = (
            f"{lab.CHROMIUM} not found: install Debian's chromium "
            "(apt-get install -y chromium) to run the browser tests"
        )
        if os.environ.get("CI"):
            pytest.fail(reason + " [CI is set, so this is a failure]", pytrace=False)
        pytest.skip(reason)
    return lab.CHROMIUM


@pytest.fixture(scope="session")
def lab_server(chromium_path):
    """``jupyter lab`` on 127.0.0.1 for the repository root, in a temporary HOME."""
    with lab.lab_server(lab.REPO_ROOT) as server:
        yield server


@pytest.fixture(scope="session")
def browser(chromium_path):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = lab.launch_chromium(p)
        yield b
        b.close()


VIEWPORT = {"width": 1400, "height": 1000}


@pytest.fixture(scope="session")
def lab_pages(browser) -> Iterator[list]:
    """The session's JupyterLab page, in a list: made on first use, made again if broken."""
    pages: list = []
    yield pages
    for pg in pages:
        pg.context.close()


def _new_page(browser):
    context = browser.new_context(viewport=VIEWPORT)
    pg = context.new_page()
    pg.set_default_timeout(60_000)
    pg.lab_log = lab.PageLog()
    # The log a test reads is the one of that test (the fixture below renews it).
    pg.on("pageerror", lambda exc: pg.lab_log.page_errors.append(str(exc)))
    pg.on(
        "console",
        lambda msg: pg.lab_log.console_errors.append(msg.text) if msg.type == "error" else None,
    )
    return pg


@pytest.fixture
def page(browser, lab_server, lab_pages):
    """The session's page, its own error log in ``page.lab_log``; its notebook closed after.

    JupyterLab loads once a session in this page, and each test opens its
    notebook in it (:func:`lab.open_notebook`).  After the test every tab is
    closed unsaved and every kernel stopped; a page that cannot be put back
    so is replaced by a fresh one.
    """
    if not lab_pages or lab_pages[0].is_closed():
        lab_pages[:] = [_new_page(browser)]
    pg = lab_pages[0]
    pg.lab_log = lab.PageLog()
    yield pg
    try:
        pg.set_viewport_size(VIEWPORT)
        if pg.evaluate(lab.LAB_READY_JS):
            lab.close_documents(pg)
    except Exception:
        pg.context.close()
        lab_pages.clear()
    lab_server.shutdown_kernels()
