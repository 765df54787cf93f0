"""Serve the static site with a plain file server; drive it in a Chromium we own.

* `StaticServer` is `python -m http.server` on 127.0.0.1 over the built
  folder: no app server, no Python of ours behind it.
* `CountingServer` serves the folder from a thread of this process and
  counts what it sends, with the time of each answer (how many bytes came
  before a moment the page reports).
* `OwnChromium` starts Debian's Chromium itself (a persistent profile, the
  DevTools port) and Playwright connects to it over CDP. Owning the process
  lets a test close the browser as a person does (SIGTERM: a clean exit),
  crash it (SIGKILL), and start it again on the same profile.
* Every host other than 127.0.0.1 resolves to nothing
  (`--host-resolver-rules`), for the page, its workers and the service
  worker alike; `outside_requests` records what the page still asked for.
"""

from __future__ import annotations

import functools
import http.server
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from .harness import CHROMIUM, CHROMIUM_ARGS, VIEWPORT, free_port

BLOCK_OUTSIDE = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"


class StaticServer:
    def __init__(self, folder: Path, port: int | None = None) -> None:
        self.folder = Path(folder)
        self.port = port or free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 10.0) -> "StaticServer":
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(self.folder), str(self.port)],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.url + "/", timeout=1):
                    return self
            except urllib.error.HTTPError:  # it answers (a folder without index.html)
                return self
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise TimeoutError(f"the static server did not answer on {self.url}")

    def stop(self) -> None:
        proc, self.proc = self.proc, None
        if proc is not None and proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=5)

    def __enter__(self) -> "StaticServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


class CountingServer:
    """The site's folder over HTTP on 127.0.0.1, counting the bytes it sends:
    ``sent`` in all, ``answers`` as (epoch seconds when done, path, bytes);
    ``stop()`` and the port answers nothing."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.answers: list[tuple[float, str, int]] = []
        self._lock = threading.Lock()
        outer = self

        class Handler(http.server.SimpleHTTPRequestHandler):
            extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                              ".wasm": "application/wasm", ".mjs": "text/javascript"}

            def log_message(self, *args) -> None:
                pass

            def copyfile(self, source, outputfile) -> None:  # the body of a 200
                data = source.read()
                outputfile.write(data)
                with outer._lock:
                    outer.answers.append((time.time(), self.path.split("?")[0], len(data)))

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(self.folder)))
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self._thread.start()

    @property
    def sent(self) -> int:
        with self._lock:
            return sum(size for _, _, size in self.answers)

    def sent_before(self, epoch_s: float) -> tuple[int, list[tuple[str, int]]]:
        """Bytes sent by ``epoch_s``, and the largest answers among them."""
        with self._lock:
            done = [(path, size) for when, path, size in self.answers if when <= epoch_s]
        return sum(size for _, size in done), sorted(done, key=lambda a: -a[1])[:8]

    def reset(self) -> None:
        with self._lock:
            self.answers = []

    def stop(self) -> None:
        if self._thread.is_alive():
            self.httpd.shutdown()
            self.httpd.server_close()
            self._thread.join()

    def __enter__(self) -> "CountingServer":
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


class OwnChromium:
    """Chromium on a persistent profile, started by us, reached over CDP."""

    def __init__(self, profile: Path, playwright) -> None:
        self.profile = Path(profile)
        self.playwright = playwright
        self.proc: subprocess.Popen | None = None
        self.browser = None
        self.outside_requests: list[str] = []

    def start(self, timeout: float = 30.0) -> "OwnChromium":
        self.profile.mkdir(parents=True, exist_ok=True)
        log = open(self.profile.parent / f"{self.profile.name}-chromium.log", "ab")  # noqa: SIM115 - the child keeps it
        self.proc = subprocess.Popen(
            [str(CHROMIUM), *CHROMIUM_ARGS, BLOCK_OUTSIDE, f"--user-data-dir={self.profile}",
             "--remote-debugging-port=0", f"--window-size={VIEWPORT['width']},{VIEWPORT['height']}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True,
        )
        log.close()
        port_file = self.profile / "DevToolsActivePort"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = port_file.read_text() if port_file.exists() else ""
            if re.match(r"\d+\n", text) and self.proc.poll() is None:
                port = int(text.split()[0])
                try:
                    self.browser = self.playwright.chromium.connect_over_cdp(f"http://127.0.0.1:{port}")
                    return self
                except Exception:
                    pass
            time.sleep(0.1)
        self.kill()
        raise TimeoutError("Chromium did not open its DevTools port")

    def new_page(self):
        assert self.browser is not None
        context = self.browser.contexts[0]
        page = context.new_page()
        page.set_viewport_size(VIEWPORT)
        page.on("request", self._note)
        return page

    def _note(self, request) -> None:
        if not request.url.startswith(("http://127.0.0.1", "data:", "blob:")):
            self.outside_requests.append(request.url)

    def _end(self, sig: int, timeout: float = 15.0) -> None:
        proc, self.proc = self.proc, None
        self.browser = None  # the connection dies with the process
        if proc is None or proc.poll() is not None:
            return
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)
        (self.profile / "DevToolsActivePort").unlink(missing_ok=True)

    def close(self) -> None:
        """As a person closes it: Chromium exits cleanly on SIGTERM."""
        self._end(signal.SIGTERM)

    def kill(self) -> None:
        """A crash: no chance to flush anything."""
        self._end(signal.SIGKILL)


def service_worker_ready(page, timeout_ms: float = 120_000) -> None:
    """Wait until the site's service worker is active and keeps every file
    (it fetches what a start did not need once the app is on screen)."""
    page.wait_for_function("() => !!(navigator.serviceWorker && navigator.serviceWorker.controller)", timeout=timeout_ms)
    page.wait_for_function("() => !!(window.__skBoot && window.__skBoot.precached)", timeout=timeout_ms)
    done = page.evaluate("() => window.__skBoot.precached")
    assert done["failed"] == 0, f"the service worker could not keep {done['failed']} of {done['files']} files"
