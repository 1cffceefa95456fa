"""Fixtures for the real-browser tests: one JupyterLab and one Chromium a session."""

from __future__ import annotations

import os

import pytest

from . import lab


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


@pytest.fixture
def page(browser, lab_server):
    """A fresh browser context and page; page errors collected in ``page.lab_log``."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(60_000)
    pg.lab_log = lab.watch_page(pg)
    yield pg
    context.close()
    lab_server.shutdown_kernels()
