"""Where a trick tap's time goes: the browser, Python, the browser again.

The taps of benchmarks/app_latency.py (round 1, whose one trick scores the
round; round 10 of a 6-player game; the bare counter app), each split at the
WebSocket by in-page clocks (an init script wraps the page's WebSocket):

  to_send  the click -> the tap's message leaves the page (Flutter's own
           handling of the click)
  server   that message leaves -> the first message back arrives (Python:
           the event, the save, the render, the diff; plus the loopback)
  client   the last message before the change shows -> the change shows
           (applying the patch, building, laying out, painting the frame and
           updating the accessibility tree the benchmark reads)

    python benchmarks/tap_breakdown.py                 # 24 taps each
    python benchmarks/tap_breakdown.py --taps 40 --only 1

Prints JSON: the median of each part in ms, next to the bare app's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from benchmarks.app_latency import BARE, back_to_tally, prepared_game, resumed_game, trick_target  # noqa: E402
from benchmarks.ui_latency import timed_click  # noqa: E402
from tests.e2e.harness import (  # noqa: E402
    AppPage,
    AppServer,
    AppTarget,
    chromium_missing_reason,
    launch_browser,
    new_context,
    sel,
)

# every message in and out of the page, stamped with the page's clock (-1: sent)
WS_CLOCK_JS = """
(() => {
  const Native = window.WebSocket;
  window.__ws = [];
  window.WebSocket = function (...args) {
    const ws = new Native(...args);
    ws.addEventListener('message', ev => window.__ws.push([performance.now(), 1]));
    const send = ws.send.bind(ws);
    ws.send = data => { window.__ws.push([performance.now(), -1]); return send(data); };
    return ws;
  };
  window.WebSocket.prototype = Native.prototype;
  Object.assign(window.WebSocket, Native);
})();
"""

PARTS = ("total", "to_send", "server", "client")


def timed_tap(app: AppPage, tap: str, target: str, want: str, exact: bool) -> dict:
    """One tap (see ui_latency.timed_click), split at the WebSocket."""
    app.page.evaluate("() => { window.__ws = []; }")
    r, _ = timed_click(app, tap, target, want, exact=exact)
    clock = app.page.evaluate("() => window.__ws")
    sent = [t for t, kind in clock if kind == -1 and t >= r["click"]]
    came = [t for t, kind in clock if kind == 1 and t >= r["click"]]
    before_seen = [t for t, kind in clock if kind == 1 and t <= r["seen"]]
    return {
        "total": r["seen"] - r["click"],
        "to_send": sent[0] - r["click"] if sent else None,
        "server": came[0] - sent[0] if sent and came else None,
        "client": r["seen"] - before_seen[-1] if before_seen else None,
    }


def medians(rows: list[dict]) -> dict:
    out = {}
    for part in PARTS:
        values = [row[part] for row in rows if row[part] is not None]
        out[part] = round(statistics.median(values), 1) if values else None
    return out | {"n": len(rows)}


def app_taps(browser, round_number: int, taps: int, tmp: Path) -> dict:
    """The taps of app_latency.measure_trick_taps, split."""
    game = prepared_game(round_number)
    rows = []
    with resumed_game(browser, game, tmp, f"round-{round_number}", init_script=WS_CLOCK_JS) as app:
        for i in range(taps):
            seat = i % len(game.state.players)
            app.scroll_into_view(f"trick-{seat}")
            rows.append(timed_tap(app, f"trick-{seat}", *trick_target(game, seat)))
            back_to_tally(app, game, seat)
    return medians(rows)


def bare_taps(browser, taps: int, tmp: Path) -> dict:
    rows = []
    with AppServer(AppTarget.parse(BARE), tmp / "bare", log_path=tmp / "bare.log") as server:
        ctx = new_context(browser)
        ctx.add_init_script(WS_CLOCK_JS)
        app = AppPage(ctx.new_page(), server.url).open(first="trick-0")
        for i in range(1, taps + 1):
            rows.append(timed_tap(app, "trick-0", sel("tally-0"), str(i), True))
            app.frames(2)
        ctx.close()
    return medians(rows)


def run(taps: int, only: list[str]) -> dict:
    from playwright.sync_api import sync_playwright

    reason = chromium_missing_reason()
    if reason:
        raise SystemExit(f"cannot run: {reason}")
    report: dict = {"taps": taps, "parts_ms": {}}
    with tempfile.TemporaryDirectory(prefix="tap-breakdown-") as tmpdir, sync_playwright() as pw:
        tmp = Path(tmpdir)
        (tmp / "bare").mkdir()
        browser = launch_browser(pw)
        try:
            report["parts_ms"]["bare"] = bare_taps(browser, taps, tmp)
            for name in only:
                report["parts_ms"][f"round_{name}"] = app_taps(browser, int(name), taps, tmp)
        finally:
            browser.close()
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--taps", type=int, default=24)
    ap.add_argument("--only", choices=("1", "10"), action="append", help="one round only (default: both)")
    args = ap.parse_args(argv)
    print(json.dumps(run(args.taps, args.only or ["1", "10"]), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
