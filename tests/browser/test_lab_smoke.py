"""The browser-test machinery itself: Lab starts, the page loads, the kernel is ours.

Runs even when there is no notebook yet, so CI notices a missing Chromium
or a Lab that does not start.
"""

from __future__ import annotations

import sys
from pathlib import Path


def test_lab_loads_with_this_interpreter_as_kernel(page, lab_server):
    page.goto(lab_server.url("lab", reset=""))
    page.wait_for_function("() => !!window.jupyterapp && !!window.jupyterapp.shell")
    page.wait_for_selector("#jp-main-statusbar")

    spec = lab_server.api("GET", "kernelspecs")["kernelspecs"]["python3"]["spec"]
    assert Path(spec["argv"][0]) == Path(sys.executable)

    overrides = (lab_server.home / "app-settings" / "overrides.json").read_text()
    assert '"autosave": false' in overrides
    autosave = page.evaluate(
        """async () => {
          const s = await window.jupyterapp.serviceManager.settings
            .fetch('@jupyterlab/docmanager-extension:plugin');
          return s.settings.autosave ?? s.schema.properties.autosave.default;
        }"""
    )
    assert autosave is False
    assert not page.lab_log.page_errors
