"""Measure how fast a Flet web app gets usable and answers a tap.

Starts the app in web mode on a free port (the e2e harness's AppServer:
SCOREKEEPER_DATA_DIR = a temp dir, no CDN), opens it in headless Chromium and
measures, with in-page clocks (performance.now(), event.timeStamp and a
MutationObserver on the semantics tree):

  (a) load: from navigation start to the moment the `--ready` identifier is in
      the semantics tree. An init script clicks Flutter's "Enable accessibility"
      placeholder the instant it appears, so no Python round trip is counted.
      Reported for fresh browser contexts ("cold": empty HTTP cache) and for
      reloads in one context ("warm").
  (b) tap: from the tap's click event (and from its pointerdown) to the moment
      the `--text` identifier shows the expected content, over N taps.

Prints JSON (median, p95, min, max, all samples in ms).

    python benchmarks/ui_latency.py --app benchmarks.bare_counter_app:main
    python benchmarks/ui_latency.py --app "scorekeeper --web --port {port}" \\
        --tap bid-ana-1 --text total-ana --expect "str(i)" --pre-tap new-game

`--expect` is a Python expression in `i` (1-based tap number) giving the text
expected after tap i; `--match contains` accepts a substring. From Python,
call `run(...)` with any `expected(i) -> str` and an optional `setup(app_page)`.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from tests.e2e.harness import (  # noqa: E402
    TEXT_OF_JS,
    AppPage,
    AppServer,
    AppTarget,
    chromium_missing_reason,
    launch_browser,
    new_context,
    sel,
)

# Installed before any page script runs: timestamps of the loading milestones,
# and the accessibility placeholder clicked as soon as it exists.
LOAD_PROBE_JS = """
(() => {
  const READY = %(ready)s;
  const m = window.__uiLoad = {
    placeholder: null, semantics: null, ready: null, first_frame: null, clicks: 0
  };
  window.addEventListener('flutter-first-frame', () => {
    if (m.first_frame === null) m.first_frame = performance.now();
  });
  let lastClick = -1e9;
  const check = () => {
    const now = performance.now();
    const ph = document.querySelector('flt-semantics-placeholder');
    if (ph && m.placeholder === null) m.placeholder = now;
    if (m.semantics === null && document.querySelector('flt-semantics')) m.semantics = now;
    if (ph && m.semantics === null && now - lastClick > 50) {
      lastClick = now;
      m.clicks += 1;
      ph.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    }
    if (m.ready === null && document.querySelector(READY)) m.ready = now;
    return m.ready !== null;
  };
  const mo = new MutationObserver(() => { if (check()) mo.disconnect(); });
  mo.observe(document, {subtree: true, childList: true, attributes: true});
  // An early click can come before Flutter listens: retry while it is there.
  const retry = setInterval(() => { if (check()) clearInterval(retry); }, 50);
})();
"""

# Arms a one-shot in-page measurement; the promise is window.__uiTap.
ARM_TAP_JS = """
([target, expected, exact, timeoutMs]) => {
  const textOf = %(text_of)s;
  const matches = () => {
    const el = document.querySelector(target);
    if (!el) return false;
    const t = textOf(el);
    return exact ? t === expected : t.includes(expected);
  };
  if (matches()) return 'already-matching';
  window.__uiTap = new Promise(resolve => {
    const r = {ok: false, down: null, click: null, seen: null};
    const onDown = e => { if (r.down === null) r.down = e.timeStamp; };
    const onClick = e => { if (r.click === null) r.click = e.timeStamp; };
    window.addEventListener('pointerdown', onDown, true);
    window.addEventListener('click', onClick, true);
    const finish = ok => {
      r.ok = ok; r.seen = performance.now();
      mo.disconnect(); clearTimeout(timer);
      window.removeEventListener('pointerdown', onDown, true);
      window.removeEventListener('click', onClick, true);
      resolve(r);
    };
    const mo = new MutationObserver(() => {
      if (r.down !== null && matches()) finish(true);
    });
    mo.observe(document.body, {subtree: true, childList: true, characterData: true,
                               attributes: true});
    const timer = setTimeout(() => finish(false), timeoutMs);
  });
  return 'armed';
}
"""


def summarize(samples: list[float]) -> dict:
    if not samples:
        return {"n": 0}
    ordered = sorted(samples)
    p95 = ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]  # nearest rank
    return {
        "n": len(samples),
        "median_ms": round(statistics.median(ordered), 1),
        "p95_ms": round(p95, 1),
        "min_ms": round(ordered[0], 1),
        "max_ms": round(ordered[-1], 1),
        "samples_ms": [round(s, 1) for s in samples],
    }


def strip_samples(obj):
    """A report without its per-sample lists (``samples_ms``), for printing."""
    if isinstance(obj, dict):
        return {k: strip_samples(v) for k, v in obj.items() if k != "samples_ms"}
    if isinstance(obj, list):
        return [strip_samples(v) for v in obj]
    return obj


def measure_load(page, url: str, ready: str, timeout_ms: float = 30_000) -> dict:
    """One page load in `page` (its context must carry LOAD_PROBE_JS)."""
    t0 = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.wait_for_function(
        "() => window.__uiLoad && window.__uiLoad.ready !== null",
        timeout=timeout_ms,
        polling=20,
    )
    wall_ms = (time.perf_counter() - t0) * 1000
    m = page.evaluate(
        """() => {
            const nav = performance.getEntriesByType('navigation')[0] || {};
            return Object.assign({}, window.__uiLoad, {
              dom_content_loaded: nav.domContentLoadedEventEnd || null,
              load_event: nav.loadEventEnd || null});
        }"""
    )
    m["python_wall_ms"] = wall_ms
    return m


def timed_click(app: AppPage, tap: str, target: str, want: str, *, exact: bool = True,
                timeout_ms: float = 5_000, what: str = "tap") -> tuple[dict, float]:
    """Click `tap` and time it with the page's clocks until the node
    `target` (a selector) shows `want` (``exact`` or contains it). Returns
    the page's record (``click``, ``down``, ``seen``: page times in ms) and
    the Python round trip in ms; raises if `target` shows `want` already,
    or not within `timeout_ms`."""
    state = app.page.evaluate(ARM_TAP_JS % {"text_of": TEXT_OF_JS}, [target, want, exact, timeout_ms])
    if state != "armed":
        raise RuntimeError(f"{what}: {target} already shows {want!r} before the tap")
    t0 = time.perf_counter()
    app.page.click(sel(tap))
    r = app.page.evaluate("() => window.__uiTap")
    wall = (time.perf_counter() - t0) * 1000
    if not r["ok"]:
        shown = app.page.locator(target)
        now = shown.first.evaluate(TEXT_OF_JS) if shown.count() else None
        raise RuntimeError(f"{what}: {target} did not show {want!r} within {timeout_ms} ms (now {now!r})")
    return r, wall


def measure_taps(
    app: AppPage,
    tap: str,
    text: str,
    expected: Callable[[int], str],
    taps: int,
    *,
    exact: bool = True,
    timeout_ms: float = 5_000,
) -> dict:
    """Tap `tap` `taps` times; time each until `text` shows expected(i)."""
    from_click, from_down, wall = [], [], []
    for i in range(1, taps + 1):
        r, ms = timed_click(app, tap, sel(text), expected(i), exact=exact, timeout_ms=timeout_ms, what=f"tap {i}")
        wall.append(ms)
        if r["click"] is not None:
            from_click.append(r["seen"] - r["click"])
        from_down.append(r["seen"] - (r["down"] if r["down"] is not None else r["click"]))
        app.frames(2)
    return {
        "from_click": summarize(from_click),
        "from_pointerdown": summarize(from_down),
        "python_round_trip": summarize(wall),
    }


def run(
    target: AppTarget | str,
    *,
    tap: str = "trick-0",
    text: str = "tally-0",
    expected: Callable[[int], str] = str,
    ready: str | None = None,
    taps: int = 30,
    loads: int = 3,
    exact: bool = True,
    setup: Callable[[AppPage], None] | None = None,
    path: str = "/",
) -> dict:
    """Start `target`, measure (a) loads and (b) taps, return the report."""
    from playwright.sync_api import sync_playwright

    reason = chromium_missing_reason()
    if reason:
        raise SystemExit(f"cannot run: {reason}")
    target = AppTarget.parse(target) if isinstance(target, str) else target
    ready = ready or text
    probe = LOAD_PROBE_JS % {"ready": json.dumps(sel(ready))}
    report: dict = {"app": str(target), "tap": tap, "text": text, "ready": ready}

    with tempfile.TemporaryDirectory(prefix="ui-latency-") as tmp, sync_playwright() as pw:
        server = AppServer(target, Path(tmp) / "data", log_path=Path(tmp) / "app.log")
        with server:
            browser = launch_browser(pw)
            try:
                url = server.url + path
                cold, warm = [], []
                for _ in range(max(1, loads)):  # a fresh context: empty HTTP cache
                    ctx = new_context(browser)
                    ctx.add_init_script(probe)
                    cold.append(measure_load(ctx.new_page(), url, ready))
                    ctx.close()
                ctx = new_context(browser)
                ctx.add_init_script(probe)
                page = ctx.new_page()
                measure_load(page, url, ready)  # fill the cache
                for _ in range(max(1, loads)):
                    warm.append(measure_load(page, url, ready))

                def load_summary(rows: list[dict]) -> dict:
                    return {
                        "to_ready": summarize([r["ready"] for r in rows]),
                        "to_placeholder": summarize([r["placeholder"] for r in rows]),
                        "to_flutter_first_frame": summarize(
                            [r["first_frame"] for r in rows if r["first_frame"] is not None]
                        ),
                        "python_wall": summarize([r["python_wall_ms"] for r in rows]),
                        "placeholder_clicks": [r["clicks"] for r in rows],
                    }

                report["load_cold"] = load_summary(cold)
                report["load_warm"] = load_summary(warm)

                app = AppPage(page, server.url)
                app.enable_accessibility(first=ready)  # already on: returns at once
                if setup is not None:
                    setup(app)
                report["taps"] = measure_taps(app, tap, text, expected, taps, exact=exact)
                report["environment"] = {
                    "chromium": browser.version,
                    "python": platform.python_version(),
                    "platform": platform.platform(),
                    "flet": _flet_version(),
                }
                ctx.close()
            finally:
                browser.close()
    return report


def _flet_version() -> str | None:
    try:
        from importlib.metadata import version

        return version("flet")
    except Exception:  # pragma: no cover
        return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--app",
        default="benchmarks.bare_counter_app:main",
        help='"pkg.mod:callable" or a command with {port}, e.g. "scorekeeper --web --port {port}"',
    )
    ap.add_argument("--tap", default="trick-0", help="identifier to tap")
    ap.add_argument("--text", default="tally-0", help="identifier whose text is checked")
    ap.add_argument(
        "--expect", default="str(i)", help="Python expression in i (1-based tap number)"
    )
    ap.add_argument("--match", choices=("exact", "contains"), default="exact")
    ap.add_argument("--ready", default=None, help="identifier meaning 'usable' (default: --text)")
    ap.add_argument("--taps", type=int, default=30)
    ap.add_argument("--loads", type=int, default=3)
    ap.add_argument("--path", default="/", help="URL path to open")
    ap.add_argument("--pre-tap", action="append", default=[], metavar="ID",
                    help="tap these identifiers (in order) before measuring; repeatable")
    ap.add_argument("--out", type=Path, default=None, help="also write the JSON here")
    args = ap.parse_args(argv)

    code = compile(args.expect, "<--expect>", "eval")

    def expected(i: int) -> str:
        return str(eval(code, {"__builtins__": {"str": str, "int": int, "len": len}}, {"i": i}))

    def setup(app: AppPage) -> None:
        for ident in args.pre_tap:
            app.tap(ident)
            app.frames(3)
        app.wait_for(args.tap)

    report = run(
        args.app,
        tap=args.tap,
        text=args.text,
        expected=expected,
        ready=args.ready,
        taps=args.taps,
        loads=args.loads,
        exact=args.match == "exact",
        setup=setup,
        path=args.path,
    )
    out = json.dumps(report, indent=2)
    print(out)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(out + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
