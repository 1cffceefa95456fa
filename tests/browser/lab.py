"""Drive a real JupyterLab in headless Chromium.

A plain module (no pytest imports) so that both the pytest fixtures in
``tests/browser/conftest.py`` and ``benchmarks/browser_latency.py`` use it.

Facts this relies on (checked on the project's machine, see DESIGN.md):

* Debian's ``/usr/bin/chromium`` driven by the ``playwright`` Python package;
  ``playwright install`` is never run.
* ``--LabApp.expose_app_in_browser=True`` puts the app at ``window.jupyterapp``.
* Opening ``/lab/tree/<path>?reset`` discards the saved workspace, so no
  earlier tab comes back hidden; every selector is scoped to ``ACTIVE``.
* A page that already shows JupyterLab opens the next notebook in it
  (``docmanager:open``) once :func:`close_documents` has closed the last:
  loading JupyterLab costs more than running most notebooks.
* Screenshots (for a person to look at, never checked) are taken only when
  ``TUTORIAL_SCREENSHOTS`` names a folder: a tall screenshot costs seconds.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("TUTORIAL_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
TOKEN = "tutorial-browser-tests"
# The notebook tab in front; hidden tabs keep their DOM and would match too.
ACTIVE = ".jp-NotebookPanel:not(.lm-mod-hidden)"
CANVASES = f"{ACTIVE} .jp-OutputArea-output canvas"
STDERR_OUTPUTS = f'{ACTIVE} .jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'

# Settings defaults for the test server only (written to a temporary
# app_settings_dir, never into the environment).
SETTINGS_OVERRIDES = {
    # Never rewrite a notebook under test.
    "@jupyterlab/docmanager-extension:plugin": {"autosave": False},
    # No "receive Jupyter news?" toast over the screenshots, no network.
    "@jupyterlab/apputils-extension:notification": {
        "checkForUpdates": False,
        "fetchNews": "false",
    },
    # Render every cell, so off-screen cells and canvases exist in the DOM.
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
}


def screenshots_wanted() -> bool:
    """Whether ``TUTORIAL_SCREENSHOTS`` asks for screenshots."""
    return bool(os.environ.get("TUTORIAL_SCREENSHOTS"))


def chromium_available() -> bool:
    return os.path.exists(CHROMIUM) and os.access(CHROMIUM, os.X_OK)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class LabServer:
    """A running ``jupyter lab``; ``url(path)`` gives an authenticated URL."""

    process: subprocess.Popen
    base_url: str
    token: str
    home: Path
    log_path: Path

    def url(self, path: str = "lab", **query: str) -> str:
        params = {**query, "token": self.token}
        return f"{self.base_url}/{path.lstrip('/')}?{urllib.parse.urlencode(params)}"

    def api(self, method: str, path: str) -> object:
        req = urllib.request.Request(
            f"{self.base_url}/api/{path}",
            method=method,
            headers={"Authorization": f"token {self.token}"},
        )
        with urllib.request.urlopen(req, timeout=10) as resp:
            body = resp.read()
        return json.loads(body) if body else None

    def shutdown_kernels(self) -> None:
        """Stop every kernel, so one notebook's kernel never serves the next."""
        for kernel in self.api("GET", "kernels") or []:
            with contextlib.suppress(urllib.error.URLError):
                self.api("DELETE", f"kernels/{kernel['id']}")

    def log_tail(self, chars: int = 4000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""


def _prepare_home(home: Path) -> dict[str, str]:
    """Lay out a throw-away HOME and return the environment for the server."""
    config_dir, data_dir, ipython_dir = home / "config", home / "data", home / "ipython"
    settings_dir = home / "app-settings"
    for d in (config_dir, data_dir, ipython_dir, settings_dir):
        d.mkdir(parents=True, exist_ok=True)
    (settings_dir / "overrides.json").write_text(json.dumps(SETTINGS_OVERRIDES, indent=2))
    # The kernel must run in this very interpreter, whatever other
    # "python3" kernelspecs exist on the machine. jupyter_core puts the
    # environment's share/jupyter before the user data dir inside a venv or
    # conda env; JUPYTER_PREFER_ENV_PATH=0 (below) puts this one first.
    spec_dir = data_dir / "kernels" / "python3"
    spec_dir.mkdir(parents=True, exist_ok=True)
    spec = {
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
        "metadata": {"debugger": True},
    }
    (spec_dir / "kernel.json").write_text(json.dumps(spec, indent=1))
    env = dict(os.environ)
    # The kernels import this tree's package, whichever copy pip installed as editable (a
    # kernel starts in its notebook's folder, so the repository is not on its path).
    path = [str(REPO_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
    env.update(
        PYTHONPATH=os.pathsep.join(dict.fromkeys(path)),
        HOME=str(home),
        JUPYTER_CONFIG_DIR=str(config_dir),
        JUPYTER_DATA_DIR=str(data_dir),
        JUPYTER_RUNTIME_DIR=str(data_dir / "runtime"),
        IPYTHONDIR=str(ipython_dir),
        JUPYTER_PREFER_ENV_PATH="0",
        PYTHONUNBUFFERED="1",
    )
    env.pop("JUPYTER_PATH", None)
    env.pop("JUPYTER_CONFIG_PATH", None)
    return env


@contextlib.contextmanager
def lab_server(root_dir: Path = REPO_ROOT, timeout: float = 60.0) -> Iterator[LabServer]:
    """Start ``jupyter lab`` for ``root_dir`` in a temporary HOME; stop it on exit."""
    home = Path(tempfile.mkdtemp(prefix="tutorial-lab-"))
    env = _prepare_home(home)
    port = _free_port()
    log_path = home / "jupyter-lab.log"
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--allow-root",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={TOKEN}",
        f"--ServerApp.root_dir={root_dir}",
        "--LabApp.expose_app_in_browser=True",
        f"--LabApp.app_settings_dir={home / 'app-settings'}",
    ]
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(cmd, env=env, cwd=root_dir, stdout=log, stderr=subprocess.STDOUT)
    server = LabServer(proc, f"http://127.0.0.1:{port}", TOKEN, home, log_path)
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(
                    f"jupyter lab exited with {proc.returncode}:\n{server.log_tail()}"
                )
            try:
                server.api("GET", "status")
                break
            except (urllib.error.URLError, ConnectionError, OSError):
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"jupyter lab did not answer in {timeout}s:\n{server.log_tail()}"
                    ) from None
                time.sleep(0.25)
        yield server
    finally:
        with contextlib.suppress(Exception):
            server.shutdown_kernels()
        stop_process(proc)
        shutil.rmtree(home, ignore_errors=True)


def stop_process(proc: subprocess.Popen, timeout: float = 15.0) -> None:
    """Ask a server started here to stop; kill it if it has not within ``timeout`` seconds."""
    proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def launch_chromium(playwright, headless: bool = True):
    """Debian's Chromium through Playwright (never a downloaded browser)."""
    return playwright.chromium.launch(
        executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=headless
    )


@dataclass
class PageLog:
    """What the page said on its own: uncaught errors and console errors."""

    page_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)


def watch_page(page) -> PageLog:
    log = PageLog()
    page.on("pageerror", lambda exc: log.page_errors.append(str(exc)))
    page.on(
        "console",
        lambda msg: log.console_errors.append(msg.text) if msg.type == "error" else None,
    )
    return log


_KERNEL_IDLE_JS = """
() => {
  const bar = document.querySelector('#jp-main-statusbar');
  const text = bar ? bar.textContent : '';
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const kernel = w && w.sessionContext && w.sessionContext.session
    && w.sessionContext.session.kernel;
  return text.includes('| Idle') && !text.includes('No Kernel')
    && !!kernel && kernel.status === 'idle';
}
"""


LAB_READY_JS = "() => !!(window.jupyterapp && window.jupyterapp.shell)"

_CLOSE_DOCUMENTS_JS = """
() => {
  for (const w of Array.from(window.jupyterapp.shell.widgets('main'))) {
    if (w.context && w.context.model) w.context.model.dirty = false;  // no "save?" dialog
    w.dispose();
  }
  return document.querySelectorAll('.jp-NotebookPanel').length;
}
"""


def close_documents(page) -> None:
    """Close every tab of the JupyterLab page, unsaved (stop the kernels on the server)."""
    left = page.evaluate(_CLOSE_DOCUMENTS_JS)
    if left:
        raise RuntimeError(f"{left} notebook panel(s) still open")


def wait_kernel_idle(page, timeout: float = 60.0) -> None:
    """Wait until the status bar says "| Idle" for a real kernel."""
    page.wait_for_function(_KERNEL_IDLE_JS, timeout=timeout * 1000, polling=100)


def open_notebook(page, server: LabServer, relpath: str, timeout: float = 90.0) -> None:
    """Open ``relpath`` (relative to the server root) and wait for an idle kernel.

    In a page that already shows this JupyterLab the notebook opens in it
    (close the one before with :func:`close_documents`); otherwise the page
    loads JupyterLab for it.
    """
    path = Path(relpath).as_posix()
    if page.url.startswith(server.base_url + "/lab") and page.evaluate(LAB_READY_JS):
        page.evaluate(
            "(path) => { window.jupyterapp.commands.execute('docmanager:open', {path}); }", path
        )
    else:
        page.goto(server.url(f"lab/tree/{urllib.parse.quote(path)}", reset=""))
    page.wait_for_function(
        """(path) => {
          const app = window.jupyterapp;
          const w = app && app.shell.currentWidget;
          return !!w && !!w.context && w.context.path === path
            && !!document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
        }""",
        arg=path,
        timeout=timeout * 1000,
    )
    # A notebook without kernel metadata asks which kernel to use.
    deadline = time.monotonic() + timeout
    while True:
        try:
            wait_kernel_idle(page, timeout=1.0)
            return
        except Exception:
            dialog = page.locator(".jp-Dialog .jp-mod-accept")
            if dialog.count():
                dialog.first.click()
            if time.monotonic() > deadline:
                raise


_CELLS_JS = """
() => {
  const w = window.jupyterapp.shell.currentWidget;
  const out = [];
  w.content.widgets.forEach((cell, i) => {
    const m = cell.model;
    if (m.type !== 'code') return;
    const src = m.sharedModel.getSource();
    out.push({index: i, count: m.executionCount, empty: src.trim() === '',
              running: m.executionState === 'running'
                || (cell.promptNode ? cell.promptNode.textContent : '').includes('*')});
  });
  return out;
}
"""


def run_all_cells(page, timeout: float = 300.0) -> list[int]:
    """Run every cell; return the indices of non-empty code cells left unexecuted.

    "Finished" means: the ``notebook:run-all-cells`` promise has resolved
    (JupyterLab resolves it after the last execute reply), no prompt shows
    ``[*]``, and the kernel is idle. A cell that raises stops the run, so the
    cells after it stay unexecuted and are returned.
    """
    page.evaluate(
        "() => window.jupyterapp.commands.execute('notebook:run-all-cells')",
    )
    page.wait_for_function(
        f"() => ({_CELLS_JS})().every(c => !c.running) && ({_KERNEL_IDLE_JS})()",
        timeout=timeout * 1000,
        polling=200,
    )
    return [c["index"] for c in page.evaluate(_CELLS_JS) if not c["empty"] and c["count"] is None]


_KERNEL_STDOUT_JS = """
async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({code, store_history: false});
  let out = '';
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === 'stream') out += msg.content.text;
  };
  await future.done;
  return out;
}
"""


def kernel_stdout(page, code: str) -> str:
    """What ``code`` prints, run in the kernel of the open notebook (no cell shows it)."""
    return page.evaluate(_KERNEL_STDOUT_JS, code)


def error_outputs(page) -> list[str]:
    """Text of every stderr/traceback output in the active notebook.

    JupyterLab renders both stream ``stderr`` and ``error`` (traceback)
    outputs with ``data-mime-type="application/vnd.jupyter.stderr"``; output
    widgets (ipywidgets ``Output``) nest the same nodes, so they are caught
    too. Widgets that fail to render say "Error displaying widget".
    """
    texts = page.locator(STDERR_OUTPUTS).all_inner_texts()
    broken = page.locator(f"{ACTIVE} .jp-OutputArea-output", has_text="Error displaying widget")
    texts += broken.all_inner_texts()
    return texts


_CANVAS_STATS_JS = """
(selector) => Array.from(document.querySelectorAll(selector)).map((c, i) => {
  const info = {index: i, width: c.width, height: c.height, painted: 0, colours: 0,
                checksum: 0, error: null};
  try {
    if (!c.width || !c.height) return info;
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const px = new Uint32Array(data.buffer);
    const seen = new Set();
    let h = 2166136261 >>> 0, painted = 0;
    for (let k = 0; k < px.length; k++) {
      const v = px[k];
      if (v >>> 24) painted++;          // alpha byte (little-endian RGBA)
      if (seen.size < 64) seen.add(v);
      h = Math.imul(h ^ v, 16777619) >>> 0;
    }
    Object.assign(info, {painted, colours: seen.size, checksum: h});
  } catch (e) { info.error = String(e); }
  return info;
})
"""


def canvas_stats(page, selector: str = CANVASES) -> list[dict]:
    """Per canvas: size, painted (non-transparent) pixels, colours (<=64), checksum."""
    return page.evaluate(_CANVAS_STATS_JS, selector)


def canvas_nonblank(page, timeout: float = 10.0, selector: str = CANVASES) -> list[dict]:
    """Wait until every canvas has painted pixels; return the stats of the blank ones.

    A canvas is blank when every pixel is fully transparent (or it has no
    size, or its pixels cannot be read). Returns ``[]`` when all are painted
    (also when there is no canvas at all).
    """
    deadline = time.monotonic() + timeout
    while True:
        stats = canvas_stats(page, selector)
        blank = [s for s in stats if s["painted"] == 0]
        if not blank or time.monotonic() > deadline:
            return blank
        time.sleep(0.2)


def run_all_and_check(page, relpath: str, screenshots: str | os.PathLike) -> None:
    """Run every cell of the open notebook ``relpath``; check what every notebook shows in the lab.

    Every non-empty code cell ran, no cell printed an error, the page raised no
    JavaScript error, and every canvas has painted pixels.  A test that opens a
    notebook of ``notebooks/`` to click in it calls this first, so that the
    notebook's one run in the lab serves both (``tests/browser/test_notebooks_in_lab.py``
    leaves it out).  Screenshots go to ``screenshots`` (if :func:`screenshots_wanted`).
    """
    unexecuted = run_all_cells(page)
    errors = error_outputs(page)
    blank = canvas_nonblank(page)
    name = relpath.replace("/", "__")
    screenshot(page, Path(screenshots) / (name + ".png"))
    screenshot_boards(page, screenshots, name)

    assert not errors, f"{relpath}: error outputs:\n" + "\n---\n".join(errors)
    assert not page.lab_log.page_errors, f"{relpath}: page errors: {page.lab_log.page_errors}"
    assert not unexecuted, f"{relpath}: code cells never ran (indices): {unexecuted}"
    assert not blank, f"{relpath}: blank canvases: {blank}"


def click_button(page, text: str, timeout: float = 10.0) -> None:
    """Click the ipywidgets button whose label is exactly ``text`` (in the outputs)."""
    button = page.locator(f"{ACTIVE} .jp-OutputArea-output").get_by_role(
        "button", name=text, exact=True
    )
    button.first.click(timeout=timeout * 1000)


def screenshot(page, path: str | os.PathLike, full: bool = True) -> Path:
    """Save a PNG of the window (if :func:`screenshots_wanted`).

    ``full``: grow the window to the notebook's whole height first (up to
    8000 px), so the PNG shows every cell, then restore the size.
    """
    path = Path(path)
    if not screenshots_wanted():
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    size = page.viewport_size
    if full and size:
        extra = page.evaluate(
            """(sel) => {
              const panel = document.querySelector(sel);
              const scroller = panel && panel.querySelector('.jp-WindowedPanel-outer');
              return scroller ? scroller.scrollHeight - scroller.clientHeight : 0;
            }""",
            ACTIVE,
        )
        if extra > 0:
            page.set_viewport_size(
                {"width": size["width"], "height": min(size["height"] + extra + 40, 8000)}
            )
            page.wait_for_timeout(300)
    try:
        page.screenshot(path=str(path))
    finally:
        if size:
            page.set_viewport_size(size)
    return path


def screenshot_boards(page, folder: str | os.PathLike, prefix: str) -> list[Path]:
    """One PNG per output that holds a canvas (a board), scrolled into view first.

    A whole-window screenshot of a long notebook shows one screenful; these
    show every board, for a person to look at (if :func:`screenshots_wanted`).
    """
    if not screenshots_wanted():
        return []
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    outputs = page.locator(f"{ACTIVE} .jp-Cell-outputWrapper").filter(has=page.locator("canvas"))
    size = page.viewport_size
    paths = []
    # A tall window, so that a whole game (board, row, players, explanation) fits.
    page.set_viewport_size({"width": size["width"] if size else 1400, "height": 2400})
    try:
        for i in range(outputs.count()):
            output = outputs.nth(i)
            output.scroll_into_view_if_needed()
            page.wait_for_timeout(300)
            path = folder / f"{prefix}__board{i + 1}.png"
            output.screenshot(path=str(path))
            paths.append(path)
    finally:
        if size:
            page.set_viewport_size(size)
    return paths


# In-page latency: click, then watch the target canvases every animation
# frame until their pixels change. performance.now() on both ends, so the
# figure contains no Playwright round trip. Reading a large canvas's pixels
# every frame (and the garbage it makes) would slow the page down during
# the very clicks it measures, and more for a large canvas than for the
# baseline's small one: so the pixels are read only at frames after a
# drawing call on a watched canvas (pixels cannot change without one).
# The same hooks note when the click's first drawing call came (on any
# canvas, ipycanvas' hidden ones too: the redraw has reached the page) and
# each canvas's last one, to say where the time went.
_LATENCY_JS = """
async ({buttonText, canvasMode, timeoutMs, quietMs}) => {
  const proto = CanvasRenderingContext2D.prototype;
  if (!window.__drawnCanvases) {
    window.__drawnCanvases = new Set();
    for (const name of ['drawImage', 'putImageData', 'clearRect', 'fillRect', 'strokeRect',
                        'fill', 'stroke', 'fillText', 'strokeText', 'reset']) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (...args) {
        const now = performance.now();
        window.__drawnCanvases.add(this.canvas);
        window.__lastDrawAt.set(this.canvas, now);
        if (window.__firstDrawAt === null) window.__firstDrawAt = now;
        return original.apply(this, args);
      };
    }
  }
  const drawn = window.__drawnCanvases;
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  const buttons = Array.from(panel.querySelectorAll('.jp-OutputArea-output button'))
    .filter(b => b.textContent.trim() === buttonText);
  if (!buttons.length) throw new Error('no button labelled ' + JSON.stringify(buttonText));
  const button = buttons[0];
  let canvases;
  if (canvasMode === 'cell') {
    const cell = button.closest('.jp-Cell');
    canvases = Array.from(cell.querySelectorAll('.jp-OutputArea-output canvas'));
  } else if (canvasMode === 'any') {
    canvases = Array.from(panel.querySelectorAll('.jp-OutputArea-output canvas'));
  } else {
    canvases = [Array.from(panel.querySelectorAll('.jp-OutputArea-output canvas'))[+canvasMode]];
  }
  canvases = canvases.filter(Boolean);
  if (!canvases.length) throw new Error('no canvas for ' + canvasMode);
  const sums = new Map();
  const sum = (c) => {
    let h = 2166136261 >>> 0;
    const px = new Uint32Array(
      c.getContext('2d').getImageData(0, 0, c.width, c.height).data.buffer);
    for (let k = 0; k < px.length; k++) h = Math.imul(h ^ px[k], 16777619) >>> 0;
    return h;
  };
  for (const c of canvases) sums.set(c, sum(c));
  drawn.clear();
  window.__firstDrawAt = null;
  window.__lastDrawAt = new Map();
  const t0 = performance.now();
  button.click();
  // Wait for the first frame whose pixels differ, then keep watching until the
  // canvases have been still for quietMs: a redraw sent as several messages
  // is finished only at its last change.
  return await new Promise((resolve) => {
    let first = null, changed = null, drawStart = null, drawEnd = null;
    const tick = () => {
      const now = performance.now();
      let differs = false;
      for (const c of canvases) {
        if (!drawn.has(c)) continue;
        const current = sum(c);
        if (current !== sums.get(c)) { sums.set(c, current); differs = true; }
      }
      drawn.clear();
      if (differs) {
        changed = now - t0;
        if (first === null) {
          first = changed;
          drawStart = window.__firstDrawAt - t0;
          drawEnd = Math.max(...canvases.map(c => window.__lastDrawAt.get(c) ?? t0)) - t0;
        }
      }
      if (first === null && now - t0 > timeoutMs) return resolve(null);
      if (first !== null && now - t0 - changed > quietMs) {
        return resolve([first, changed, drawStart, drawEnd]);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
"""


@dataclass(frozen=True)
class ClickLatency:
    """Milliseconds from a click to what followed it in the page.

    ``first``: the first frame whose watched canvases' pixels changed;
    ``last``: the last change, before the canvases stayed still.  On the way
    to ``first``: ``draw_start``, the click's first drawing call on any
    canvas (the redraw had reached the page: kernel and network before it),
    and ``drawn``, the last drawing call on a watched canvas before that
    frame (``first - drawn`` is the wait for the frame).
    """

    first: float
    last: float
    draw_start: float
    drawn: float


def click_latency_ms(
    page, button_text: str, canvas: str = "cell", timeout: float = 10.0, quiet_ms: float = 250.0
) -> ClickLatency | None:
    """Milliseconds from a click on ``button_text`` to the first and the last canvas change.

    The last change is the last one before the canvases stay still for
    ``quiet_ms``.  ``canvas`` picks the canvases watched: ``"cell"`` (those in
    the button's cell output), ``"any"`` (all in the notebook) or an index
    among them.  Returns ``None`` if nothing changed within ``timeout``.
    """
    found = page.evaluate(
        _LATENCY_JS,
        {
            "buttonText": button_text,
            "canvasMode": canvas,
            "timeoutMs": timeout * 1000,
            "quietMs": quiet_ms,
        },
    )
    return None if found is None else ClickLatency(*found)
