"""Starts of a static site from the service worker's cache, both ways: a
reload of a tab that visited (``measure_starts``), and a browser process
started anew on the same profile (``measure_new_process_starts``); the app's
and the bare counter's taken in turn. Part of benchmarks/static_site.py.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from benchmarks.ui_latency import LOAD_PROBE_JS, summarize  # noqa: E402
from tests.e2e.harness import CHROMIUM, CHROMIUM_ARGS, VIEWPORT, new_context, sel  # noqa: E402
from tests.e2e.static_site import CountingServer  # noqa: E402

LOAD_TIMEOUT_MS = 300_000

# -- starts ---------------------------------------------------------------------------


def _probe(ready: str) -> str:
    return LOAD_PROBE_JS % {"ready": json.dumps(sel(ready))}


def _wait_ready(page) -> float:
    page.wait_for_function("() => window.__uiLoad && window.__uiLoad.ready !== null", timeout=LOAD_TIMEOUT_MS, polling=20)
    return page.evaluate("() => window.__uiLoad.ready")


def _breakdown(page) -> dict:
    """Where the start went (ms from navigation), from the page's and the worker's marks."""
    marks = page.evaluate("""() => {
        const b = window.__skBoot || {}; const origin = performance.timeOrigin;
        const out = {};
        for (const [k, v] of Object.entries(b.marks || {})) out['page.' + k] = v - origin;
        for (const [k, v] of Object.entries(b.worker || {})) if (typeof v === 'number' && !['files', 'wasm_ms'].includes(k)) out['worker.' + k] = v - origin;
        out.wasm_ms = (b.worker || {}).wasm_ms;
        out.ready = window.__uiLoad && window.__uiLoad.ready;
        return out;
    }""")
    m = {k: v for k, v in marks.items() if v is not None}

    def span(a: str, b: str) -> float | None:
        return round(m[b] - m[a]) if a in m and b in m else None

    return {
        "service_worker": span("page.page", "page.sw_ready"),
        "pyodide_boot": span("worker.python", "worker.unpack"),
        "of_which_compiling_webassembly": round(m["wasm_ms"]) if m.get("wasm_ms") is not None else None,
        "unpack": span("worker.unpack", "worker.link"),
        "link_compiled_modules": span("worker.link", "worker.imports"),
        "imports": span("worker.imports", "worker.ready"),
        "flutter_engine_to_connect": span("page.flutter_start", "page.flutter_connect"),
        "connect_to_first_screen": span("worker.connected", "worker.shown"),
        "first_screen_drawn": span("page.shown", "page.drawn"),
        "python_ready_at": round(m["worker.ready"]) if "worker.ready" in m else None,
        "flutter_connect_at": round(m["page.flutter_connect"]) if "page.flutter_connect" in m else None,
        "ready_at": round(m["ready"]) if "ready" in m else None,
    }


def _precached(page) -> dict | None:
    """Wait until the service worker keeps every file (a site built before
    the start screen kept them all when its worker installed)."""
    if not page.evaluate("() => !!window.__skBoot"):
        page.wait_for_function("() => !!(navigator.serviceWorker && navigator.serviceWorker.controller)",
                               timeout=LOAD_TIMEOUT_MS)
        page.wait_for_timeout(2000)
        return None
    page.wait_for_function("() => window.__skBoot.precached", timeout=LOAD_TIMEOUT_MS)
    return page.evaluate("() => window.__skBoot.precached")


class Visitor:
    """One browser context on one site: its first visit, then starts from the cache."""

    def __init__(self, browser, server: CountingServer, ready: str) -> None:
        self.server = server
        self.ctx = new_context(browser)
        self.ctx.add_init_script(_probe(ready))
        self.page = self.ctx.new_page()

    def first_visit(self) -> dict:
        self.server.reset()
        self.page.goto(self.server.url + "/", wait_until="commit")
        ready = _wait_ready(self.page)
        before, largest = self.server.sent_before(self.page.evaluate("() => (performance.timeOrigin + window.__uiLoad.ready) / 1000"))
        precached = _precached(self.page)
        return {"to_home_ms": round(ready), "bytes_before_home": before, "largest_before_home": dict(largest),
                "bytes_with_everything_kept": self.server.sent, "kept_in_background": precached,
                "breakdown": _breakdown(self.page)}

    def start(self) -> tuple[float, dict]:
        self.page.reload(wait_until="commit")
        ready = _wait_ready(self.page)
        breakdown = _breakdown(self.page)
        self.page.wait_for_timeout(500)  # the start's own background work is done before the next one
        return ready, breakdown

    def close(self) -> None:
        self.ctx.close()


def _median_breakdown(rows: list[dict]) -> dict:
    keys = rows[0].keys()
    out = {}
    for key in keys:
        values = sorted(r[key] for r in rows if r.get(key) is not None)
        out[key] = values[len(values) // 2] if values else None
    return out


def measure_starts(browser, app_site: Path, bare_site: Path, starts: int) -> dict:
    """First visits, then starts from the cache with both servers stopped, in turn."""
    app_server, bare_server = CountingServer(app_site), CountingServer(bare_site)
    app, bare = Visitor(browser, app_server, "new-game"), Visitor(browser, bare_server, "trick-0")
    try:
        report = {"first_visit_app": app.first_visit(), "first_visit_bare": bare.first_visit()}
        app_server.stop()
        bare_server.stop()
        app_ms, bare_ms, app_rows = [], [], []
        for _ in range(starts):
            ms, _ = bare.start()
            bare_ms.append(ms)
            ms, row = app.start()
            app_ms.append(ms)
            app_rows.append(row)
        report["start_from_cache_app"] = summarize(app_ms)
        report["start_from_cache_bare"] = summarize(bare_ms)
        report["start_ratio_app_to_bare"] = round(report["start_from_cache_app"]["median_ms"]
                                                  / report["start_from_cache_bare"]["median_ms"], 2)
        report["start_breakdown_app"] = _median_breakdown(app_rows)
        return report
    finally:
        app.close()
        bare.close()


class NewProcessVisitor:
    """One site on a browser profile of its own: a first visit, then starts
    from the cache, each in a browser process started anew on that profile
    (Chromium found and started as ``launch_browser`` starts it)."""

    def __init__(self, pw, server: CountingServer, ready: str, profile: Path) -> None:
        self.pw = pw
        self.server = server
        self.url = server.url + "/"
        self.probe = _probe(ready)
        self.profile = profile

    def _launch(self):
        ctx = self.pw.chromium.launch_persistent_context(
            user_data_dir=str(self.profile), executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS),
            headless=True, viewport=VIEWPORT)
        ctx.add_init_script(self.probe)
        return ctx, (ctx.pages[0] if ctx.pages else ctx.new_page())

    def first_visit(self) -> None:
        """With the server up, until the service worker keeps every file; the browser then closes."""
        ctx, page = self._launch()
        try:
            page.goto(self.url, wait_until="commit")
            _wait_ready(page)
            _precached(page)
        finally:
            ctx.close()

    def start(self) -> tuple[float, float, dict]:
        """A browser started anew, navigated to the site: ms to ready (the
        page's clock, from navigation), ms the browser took to launch, the breakdown."""
        t0 = time.perf_counter()
        ctx, page = self._launch()
        launch_ms = (time.perf_counter() - t0) * 1000
        try:
            page.goto(self.url, wait_until="commit")
            ready = _wait_ready(page)
            breakdown = _breakdown(page)
            page.wait_for_timeout(500)  # as a reload start: its own background work is done before the browser closes
            return ready, launch_ms, breakdown
        finally:
            ctx.close()


def measure_new_process_starts(pw, app_site: Path, bare_site: Path, starts: int, tmp: Path) -> dict:
    """Starts from the cache in a browser process started anew on the
    profile that visited, both servers stopped, the bare counter's and the
    app's in turn."""
    app_server, bare_server = CountingServer(app_site), CountingServer(bare_site)
    app = NewProcessVisitor(pw, app_server, "new-game", tmp / "profile-app")
    bare = NewProcessVisitor(pw, bare_server, "trick-0", tmp / "profile-bare")
    try:
        app.first_visit()
        bare.first_visit()
    finally:
        app_server.stop()
        bare_server.stop()
    app_ms, bare_ms, launch_ms, app_rows = [], [], [], []
    for _ in range(starts):
        ms, launched, _ = bare.start()
        bare_ms.append(ms)
        launch_ms.append(launched)
        ms, launched, row = app.start()
        app_ms.append(ms)
        launch_ms.append(launched)
        app_rows.append(row)
    report = {"start_from_cache_new_process_app": summarize(app_ms),
              "start_from_cache_new_process_bare": summarize(bare_ms)}
    report["start_ratio_new_process_app_to_bare"] = round(report["start_from_cache_new_process_app"]["median_ms"]
                                                          / report["start_from_cache_new_process_bare"]["median_ms"], 2)
    report["start_breakdown_new_process_app"] = _median_breakdown(app_rows)
    report["browser_launch_new_process"] = summarize(launch_ms)
    return report


