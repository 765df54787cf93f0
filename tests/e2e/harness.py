"""End-to-end harness: serve a Flet app in web mode, drive it in headless Chromium.

Verified against flet 1.0.5 + Debian Chromium (see docs/flet-1.0.5-declarative.md).

* `AppTarget` says WHAT to start: a "module:callable" (served through
  `ft.run(..., view=WEB_BROWSER, no_cdn=True)`) or a whole command line with a
  `{port}` placeholder (e.g. `scorekeeper --web --port {port}`).
* `AppServer` starts it in its own process group with SCOREKEEPER_DATA_DIR set,
  waits until the port serves, and kills the whole group on `stop()`.
* `launch_browser()` starts /usr/bin/chromium through Playwright's sync API.
* `AppPage` (tests/e2e/app_page.py) wraps a Playwright page and addresses
  controls by the identifier of an enclosing `ft.Semantics(identifier=...)`,
  i.e. the DOM attribute `flt-semantics-identifier`.

Nothing here imports flet: the app runs in the subprocess only.
"""

from __future__ import annotations

import os
import shlex
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.presenters.taps import QUIET_S

REPO_ROOT = Path(__file__).resolve().parents[2]

# Debian's Chromium; E2E_CHROMIUM overrides the path (e.g. to prove the skip).
CHROMIUM = Path(os.environ.get("E2E_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)
from .app_page import (  # noqa: E402 - one page of the app, in its own module; named here as before
    IS_CHECKED_JS,
    IS_DISABLED_JS,
    SCREENSHOT_DIR,
    TEXT_OF_JS,
    VIEWPORT,
    AppPage,
    describe_tree,
    sel,
)

DATA_DIR_ENV = "SCOREKEEPER_DATA_DIR"
TAP_QUIET_ENV = "SCOREKEEPER_TAP_QUIET_MS"  # the app's double-tap quiet moment (``--tap-quiet``)

# Runs inside the app subprocess: import "module:callable" and serve it offline.
_SERVE_SNIPPET = """
import importlib, sys
import flet as ft
module_name, _, attr = sys.argv[1].partition(":")
main = getattr(importlib.import_module(module_name), attr or "main")
ft.run(main, view=ft.AppView.WEB_BROWSER, host="127.0.0.1",
       port=int(sys.argv[2]), no_cdn=True)
"""


def chromium_missing_reason() -> str | None:
    """Why e2e tests cannot run here, or None when they can."""
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is missing (apt-get install -y chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright python package is not installed"
    return None


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --------------------------------------------------------------------------
# What to start
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class AppTarget:
    """The app under test: exactly one of `entry` or `command`.

    entry:   "package.module:callable", e.g. "scorekeeper.app:main".
    command: argv with a "{port}" placeholder, e.g.
             ("scorekeeper", "--web", "--port", "{port}").
    """

    entry: str | None = None
    command: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if (self.entry is None) == (self.command is None):
            raise ValueError("give exactly one of entry= or command=")

    @classmethod
    def parse(cls, spec: str) -> AppTarget:
        """"pkg.mod:fn" -> entry; anything with a space or {port} -> command."""
        if " " in spec.strip() or "{port}" in spec:
            return cls(command=tuple(shlex.split(spec)))
        return cls(entry=spec)

    def argv(self, port: int) -> list[str]:
        if self.entry is not None:
            return [sys.executable, "-c", _SERVE_SNIPPET, self.entry, str(port)]
        assert self.command is not None
        return [part.replace("{port}", str(port)) for part in self.command]

    def __str__(self) -> str:
        return self.entry or " ".join(self.command or ())


# --------------------------------------------------------------------------
# The server process
# --------------------------------------------------------------------------


class AppServer:
    """One app process on 127.0.0.1:<port>, in its own process group."""

    def __init__(
        self,
        target: AppTarget,
        data_dir: Path,
        *,
        port: int | None = None,
        log_path: Path | None = None,
        extra_env: Mapping[str, str] | None = None,
        cwd: Path = REPO_ROOT,
    ) -> None:
        """``cwd``: the checkout the app runs from (``python -m`` imports
        the package found there first)."""
        self.target = target
        self.cwd = Path(cwd)
        self.data_dir = Path(data_dir)
        self.port = port or free_port()
        self.log_path = log_path or (self.data_dir.parent / f"app-{self.port}.log")
        self.extra_env = dict(extra_env or {})
        self.proc: subprocess.Popen | None = None
        self._log_file = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def tap_quiet_s(self) -> float:
        """The app's double-tap quiet moment (``--tap-quiet`` by the environment; else its default)."""
        ms = self.extra_env.get(TAP_QUIET_ENV)
        return QUIET_S if ms is None else float(ms) / 1000

    def start(self, timeout: float = 30.0) -> AppServer:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ)
        env[DATA_DIR_ENV] = str(self.data_dir)
        env["FLET_WEB_NO_CDN"] = "1"  # for command targets; entry targets pass no_cdn=True
        env["FLET_SERVER_PORT"] = str(self.port)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (str(REPO_ROOT), env.get("PYTHONPATH", "")) if p
        )
        env["PYTHONUNBUFFERED"] = "1"
        env.pop("DISPLAY", None)  # never try to open a desktop browser/window
        env.update(self.extra_env)
        self._log_file = open(self.log_path, "wb")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            self.target.argv(self.port),
            cwd=self.cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=self._log_file,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # own process group -> killpg at teardown
        )
        try:
            self._wait_until_serving(timeout)
        except BaseException:
            self.stop()
            raise
        return self

    def _wait_until_serving(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(
                    f"app {self.target} exited with {self.proc.returncode} before "
                    f"serving:\n{self.log_tail()}"
                )
            try:
                with urllib.request.urlopen(self.url + "/", timeout=1) as resp:
                    if resp.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
                pass
            time.sleep(0.1)
        raise TimeoutError(
            f"app {self.target} did not serve {self.url} within {timeout}s:\n"
            f"{self.log_tail()}"
        )

    def log_tail(self, lines: int = 40) -> str:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return "(no log)"
        return "\n".join(text.splitlines()[-lines:])

    def stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is not None and proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait(timeout=5)
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None

    def __enter__(self) -> AppServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


# --------------------------------------------------------------------------
# The browser
# --------------------------------------------------------------------------


def launch_browser(playwright):
    """Headless Debian Chromium through Playwright (never `playwright install`)."""
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS), headless=True
    )


def new_context(browser, **kwargs):
    kwargs.setdefault("viewport", VIEWPORT)
    return browser.new_context(**kwargs)


# JS: the readable content of a semantics node (shared by text() and wait_text()).
#  - ft.Text inside ft.Semantics(identifier=...): a <span> child holds the text
#    (textContent). A Semantics label is prepended with "\n".
#  - Buttons: textContent of the inner role=button node.
#  - IconButton tooltip / Switch / Checkbox label: aria-label (on the node or a
#    descendant), no textContent.
#  - TextField: an <input>; its aria-label is the field label, its value the text.


__all__ = [
    "IS_CHECKED_JS",
    "IS_DISABLED_JS",
    "TEXT_OF_JS",
    "AppPage",
    "AppServer",
    "AppTarget",
    "CHROMIUM",
    "CHROMIUM_ARGS",
    "DATA_DIR_ENV",
    "TAP_QUIET_ENV",
    "REPO_ROOT",
    "SCREENSHOT_DIR",
    "VIEWPORT",
    "chromium_missing_reason",
    "describe_tree",
    "free_port",
    "launch_browser",
    "new_context",
    "sel",
]


if __name__ == "__main__":  # pragma: no cover - manual debugging aid
    # python tests/e2e/harness.py tests.e2e.demo_app:main  -> serves until Ctrl-C
    import tempfile

    spec: Sequence[str] = sys.argv[1:] or ["tests.e2e.demo_app:main"]

    def _interrupt(*_args):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, _interrupt)  # stop the app group on SIGTERM too
    with tempfile.TemporaryDirectory() as tmp:
        server = AppServer(AppTarget.parse(" ".join(spec)), Path(tmp) / "data")
        with server:
            print(f"serving {server.target} at {server.url} (data: {server.data_dir})")
            try:
                while server.proc and server.proc.poll() is None:
                    time.sleep(0.5)
            except KeyboardInterrupt:
                pass
