"""The static site (Python in the browser) next to the served app: build, size, loads, a saved tap.

  build  ``scorekeeper build-web`` into a fresh folder (browser wheels from
         the cache after the first build): seconds, files, bytes.
  load   navigation start -> ``new-game`` on screen, in-page clock (the probe
         of benchmarks/ui_latency.py). "cold": a fresh browser context each
         time (nothing cached; the static site also has no service worker
         yet); "warm": the same tab loaded again (static: every file from the
         service worker; served: the HTTP cache). Static: the folder served
         by ``python -m http.server``; served: ``python -m scorekeeper --web``.
  tap    the click on ``trick-S`` -> the tapped row shows it (the measure of
         benchmarks/app_latency.py), in round 10 of a 6-player game, with 10
         and with 1,000 stored games. In the static site every tap is stored
         in IndexedDB before it is shown. Its games come in through the app's
         own restore (a backup file made in-process); the served app reads
         the same games from its data folder. An undo (not timed) follows
         each tap; taps are spaced by the app's double-tap guard.

    python benchmarks/static_site.py [--taps 20] [--loads 3] [--games 10,1000] [--out FILE]

Prints JSON (medians and p95 in ms).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from benchmarks.app_latency import APP, prepared_game  # noqa: E402
from benchmarks.ui_latency import LOAD_PROBE_JS, measure_load, strip_samples, summarize, timed_click  # noqa: E402
from scorekeeper.bootstrap import Scorekeeper  # noqa: E402
from scorekeeper.domain import Bid, EnterTricks, Game, RuleChoice, Start, legal_bids  # noqa: E402
from scorekeeper.i18n import translator  # noqa: E402
from scorekeeper.presenters.taps import QUIET_S  # noqa: E402
from scorekeeper.presets import builtin_registry  # noqa: E402
from tests.e2e.harness import AppPage, AppServer, AppTarget, launch_browser, new_context, sel  # noqa: E402
from tests.e2e.static_site import StaticServer  # noqa: E402

T = translator("en")
REGISTRY = builtin_registry()
LOAD_TIMEOUT_MS = 300_000


def seed(folder: Path, games: int) -> Game:
    """``games`` stored games: finished one-round games and, last, the
    6-player game whose round 10 is about to be tallied (the one to resume)."""
    rng = random.Random(games)
    with Scorekeeper.open(folder) as app:
        for i in range(games - 1):
            game = Game.start(Start(players=("Ana", "Ben", f"Cleo {i}"), first_dealer=0,
                                    rules=RuleChoice(schedule=(1,))), REGISTRY)
            for _ in range(3):
                game = game.apply(Bid(player=game.state.current.to_bid, value=rng.choice(sorted(legal_bids(game.state)))))
            game = game.apply(EnterTricks(tricks=(1, 0, 0)))
            app.service.add_game(game)
        target = prepared_game(10)
        app.service.add_game(target)
        return target


def measure_loads(browser, url: str, loads: int) -> dict:
    probe = LOAD_PROBE_JS % {"ready": json.dumps(sel("new-game"))}
    cold, warm = [], []
    for _ in range(loads):
        ctx = new_context(browser)
        ctx.add_init_script(probe)
        cold.append(measure_load(ctx.new_page(), url, "new-game", timeout_ms=LOAD_TIMEOUT_MS)["ready"])
        ctx.close()
    ctx = new_context(browser)
    ctx.add_init_script(probe)
    page = ctx.new_page()
    measure_load(page, url, "new-game", timeout_ms=LOAD_TIMEOUT_MS)
    page.wait_for_function("() => !!(navigator.serviceWorker && navigator.serviceWorker.controller) || !window.flet.pyodide",
                           timeout=LOAD_TIMEOUT_MS)
    for _ in range(loads):
        warm.append(measure_load(page, url, "new-game", timeout_ms=LOAD_TIMEOUT_MS)["ready"])
    ctx.close()
    return {"cold": summarize(cold), "warm": summarize(warm)}


def trick_taps(app: AppPage, game: Game, taps: int, timeout_ms: float = 20_000) -> dict:
    rnd = game.state.current
    n = len(game.state.players)
    from_click = []
    for i in range(taps):
        seat = i % n
        want = T("play.bid_won", bid=rnd.bids[seat], won=1)
        app.scroll_into_view(f"trick-{seat}")
        time.sleep(QUIET_S + 0.05)  # not a double tap
        r, _ = timed_click(app, f"trick-{seat}", sel(f"trick-{seat}"), want, exact=False, timeout_ms=timeout_ms,
                           what=f"tap {i + 1}")
        from_click.append(r["seen"] - r["click"])
        app.tap("undo")
        app.wait_text(f"trick-{seat}", T("play.bid_won", bid=rnd.bids[seat], won=0), timeout=timeout_ms)
        app.frames(2)
    return summarize(from_click)


def resume(app: AppPage, game: Game) -> None:
    try:
        app.wait_for("round-number", timeout=8_000)  # the app may come back to the open game by itself
    except Exception:
        app.tap("resume-game")
    app.wait_text("round-number", T("game.round_of", n=game.state.current.number, total=10), exact=True, timeout=60_000)
    app.wait_for("trick-0")


def static_taps(browser, url: str, backup: Path, game: Game, games: int, taps: int) -> dict:
    ctx = new_context(browser)
    try:
        app = AppPage(ctx.new_page(), url, timeout_ms=60_000)
        app.page.goto(url + "/", wait_until="domcontentloaded")
        app.enable_accessibility(first="open-backup", timeout_ms=LOAD_TIMEOUT_MS)
        app.tap("open-backup")
        started = time.perf_counter()
        with app.page.expect_file_chooser() as chooser:
            app.tap("restore")
        chooser.value.set_files(str(backup))
        app.wait_for("notice", timeout=LOAD_TIMEOUT_MS)
        restored_s = time.perf_counter() - started
        app.page.reload(wait_until="domcontentloaded")
        app.enable_accessibility(timeout_ms=LOAD_TIMEOUT_MS)
        resume(app, game)
        return {"games": games, "restore_s": round(restored_s, 1), "tap": trick_taps(app, game, taps)}
    finally:
        ctx.close()


def served_taps(browser, folder: Path, game: Game, games: int, taps: int, log: Path) -> dict:
    with AppServer(AppTarget.parse(APP), folder, log_path=log) as server:
        ctx = new_context(browser)
        try:
            app = AppPage(ctx.new_page(), server.url, timeout_ms=60_000)
            app.page.goto(server.url + "/", wait_until="domcontentloaded")
            app.enable_accessibility(timeout_ms=LOAD_TIMEOUT_MS)
            resume(app, game)
            return {"games": games, "tap": trick_taps(app, game, taps)}
        finally:
            ctx.close()


def run(taps: int, loads: int, game_counts: list[int]) -> dict:
    from playwright.sync_api import sync_playwright

    from scorekeeper.web.build import build_site

    report: dict = {}
    with tempfile.TemporaryDirectory(prefix="static-site-") as tmpdir, sync_playwright() as pw:
        tmp = Path(tmpdir)
        built = build_site(tmp / "site")
        report["build"] = {"seconds": round(built.seconds, 1), "files": built.files, "bytes": built.size,
                           "app_archive_bytes": built.archive_size, "python": built.python}
        browser = launch_browser(pw)
        try:
            empty = tmp / "empty"
            with StaticServer(built.out) as site:
                report["load_static"] = measure_loads(browser, site.url, loads)
            with AppServer(AppTarget.parse(APP), empty, log_path=tmp / "served-loads.log") as server:
                report["load_served"] = measure_loads(browser, server.url, loads)
            for games in game_counts:
                folder = tmp / f"games-{games}"
                game = seed(folder, games)
                backup = tmp / f"backup-{games}.json"
                with Scorekeeper.open(folder) as app:
                    backup.write_bytes(app.service.backup().data)
                with StaticServer(built.out) as site:
                    report[f"tap_static_{games}_games"] = static_taps(browser, site.url, backup, game, games, taps)
                copy = tmp / f"served-{games}"
                shutil.copytree(folder, copy)
                report[f"tap_served_{games}_games"] = served_taps(browser, copy, game, games, taps, tmp / f"served-{games}.log")
        finally:
            browser.close()
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--taps", type=int, default=20)
    ap.add_argument("--loads", type=int, default=3)
    ap.add_argument("--games", default="10,1000", help="stored games for the tap figures (comma-separated)")
    ap.add_argument("--out", type=Path, help="also write the full JSON (with samples) here")
    args = ap.parse_args(argv)
    report = run(args.taps, args.loads, [int(n) for n in args.games.split(",")])
    print(json.dumps(strip_samples(report), indent=2))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
