"""The static site (Python in the browser) on a phone-sized screen, in one run.

  build      ``build_site`` for the app and, the same way, for the bare Flet
             counter (benchmarks/bare_counter_app.py) and the bare Flet
             table (benchmarks/bare_table_app.py), each from its own
             ``serve_in_browser`` entry: seconds, files, bytes.
  first      a first visit (a fresh browser profile, the site's server up):
             navigation -> the home screen's ``new-game``, and the bytes the
             server sent before it (and once the service worker has fetched
             the rest in the background, so that the app works offline).
  starts     starts from the service worker's cache with the server STOPPED,
             the bare counter's and the app's taken in turn (median of
             --starts each), two ways:
             ``start_from_cache_*``: reloads of a tab that has visited once;
             ``start_from_cache_new_process_*``: a browser process started
             anew on the profile that visited (launch_persistent_context,
             Chromium as the e2e harness starts it), navigated to the site,
             then closed, each time (the figure is the page's, navigation ->
             ready; ``browser_launch_new_process``: the launch before it);
             ``resume``: reloads with a 6-player game in round 10 open,
             navigation -> its round screen.
  breakdown  where a start goes, from the page's and the Python worker's
             marks: the service worker, Pyodide's boot, unpacking the app,
             linking its compiled modules, the imports, then the connection
             to Flutter's engine and the first screen (for a reload and for
             a new browser process).
  taps       every kind of tap (benchmarks/tap_kinds.py: bid, trick, the
             trick that scores a round, undo, next round) in the static site
             and in the served app (``python -m scorekeeper --web``), with 10
             and with 1,000 stored games (the site's come in through the
             app's own restore of a backup; the served app reads the same
             games from its data folder); click -> the change shown, by the
             page's clocks. ``static_floor``: the bare table built as a
             static site, tapped as often as the app's most frequent kind,
             spaced and timed alike (a tap redraws six rows of four numbers:
             the floor of a scoring tap in Python in the browser); each
             kind's median and p95 over the floor's, and its median over
             the served app's.

Files are served by an in-process server that counts what it sends. The
Chromium is Debian's, headless, at 360x740.

    python benchmarks/static_site.py [--starts 5] [--rounds 9] [--games 10,1000] [--site DIR] [--out FILE]

``--site DIR`` measures an already built site (e.g. one built from an older
commit) instead of building one. Prints JSON (medians and p95 in ms).
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
from benchmarks.tap_kinds import KINDS, SPACING_S, Table  # noqa: E402
from benchmarks.ui_latency import strip_samples, summarize, timed_click  # noqa: E402
from scorekeeper.bootstrap import Scorekeeper  # noqa: E402
from scorekeeper.domain import Bid, EnterTricks, Game, RuleChoice, Start, legal_bids  # noqa: E402
from scorekeeper.i18n import translator  # noqa: E402
from scorekeeper.presets import builtin_registry  # noqa: E402
from tests.e2e.harness import (  # noqa: E402
    AppPage,
    AppServer,
    AppTarget,
    launch_browser,
    new_context,
    sel,
)
from tests.e2e.static_site import CountingServer  # noqa: E402
from benchmarks.static_starts import (  # noqa: E402
    LOAD_TIMEOUT_MS,
    _precached,
    _probe,
    _wait_ready,
    measure_new_process_starts,
    measure_starts,
)

T = translator("en")
REGISTRY = builtin_registry()
PLAYERS = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Finn")
BARE = REPO_ROOT / "benchmarks" / "bare_counter_app.py"
BARE_TABLE = REPO_ROOT / "benchmarks" / "bare_table_app.py"


# -- stored games -----------------------------------------------------------------------


def seed(folder: Path, games: int, target: Game) -> None:
    """``games`` stored games: finished one-round games and, last, ``target``."""
    rng = random.Random(games)
    with Scorekeeper.open(folder) as sk:
        for i in range(games - 1):
            game = Game.start(Start(players=("Ana", "Ben", f"Cleo {i}"), first_dealer=0,
                                    rules=RuleChoice(schedule=(1,))), REGISTRY)
            for _ in range(3):
                game = game.apply(Bid(player=game.state.current.to_bid, value=rng.choice(sorted(legal_bids(game.state)))))
            sk.service.add_game(game.apply(EnterTricks(tricks=(1, 0, 0))))
        sk.service.add_game(target)


def resume(app: AppPage, game: Game) -> None:
    """The app comes back to the open game by itself, or offers to resume it."""
    try:
        app.wait_for("round-number", timeout=8_000)
    except Exception:
        app.tap("resume-game")
    title = T("game.round_of", n=game.state.current.number, total=game.state.total_rounds)
    app.wait_text("round-number", title, exact=True, timeout=60_000)


def restored_site(browser, site_url: str, backup: Path, game: Game) -> tuple[AppPage, object, float]:
    """A tab of the static site holding the backup's games, ``game`` open."""
    ctx = new_context(browser)
    app = AppPage(ctx.new_page(), site_url, timeout_ms=60_000)
    app.page.goto(site_url + "/", wait_until="domcontentloaded")
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
    return app, ctx, restored_s


def measure_resume(browser, site: Path, tmp: Path, starts: int) -> dict:
    """Starts from the cache into an open 6-player game in round 10, next to
    starts to the home screen, with the same stored games, server stopped."""
    game = prepared_game(10)
    folder = tmp / "resume-games"
    seed(folder, 10, game)
    backup = tmp / "resume-backup.json"
    with Scorekeeper.open(folder) as sk:
        backup.write_bytes(sk.service.backup().data)
    server = CountingServer(site)
    app, ctx, _ = restored_site(browser, server.url, backup, game)
    try:
        _precached(app.page)
        server.stop()
        probe = _probe("trick-0")
        app.page.context.add_init_script(probe)
        into_game = []
        for _ in range(starts):
            app.page.reload(wait_until="commit")
            into_game.append(_wait_ready(app.page))
            app.page.wait_for_timeout(500)
        return {"start_into_round_10_of_6_players": summarize(into_game)}
    finally:
        ctx.close()


# -- taps ---------------------------------------------------------------------------------


def fresh_game() -> Game:
    return Game.start(Start(players=PLAYERS, first_dealer=0, rules=RuleChoice(preset="standard")), REGISTRY)


def static_taps(browser, site_url: str, backup: Path, game: Game, rounds: int) -> dict:
    app, ctx, restored_s = restored_site(browser, site_url, backup, game)
    try:
        return {"restore_s": round(restored_s, 1), **Table(app, game).play(rounds)}
    finally:
        ctx.close()


def static_floor_taps(browser, site: Path, taps: int) -> dict:
    """The bare table (benchmarks/bare_table_app.py) built as a static site:
    ``taps`` taps on "trick-0", spaced as tap_kinds spaces the app's taps
    and timed with the same in-page clocks (click to the new total shown)."""
    from benchmarks.bare_table_app import numbers

    server = CountingServer(site)
    ctx = new_context(browser)
    try:
        app = AppPage(ctx.new_page(), server.url, timeout_ms=60_000)
        app.page.goto(server.url + "/", wait_until="domcontentloaded")
        app.enable_accessibility(first="trick-0", timeout_ms=LOAD_TIMEOUT_MS)
        samples: list[float] = []
        last = 0.0
        for i in range(1, taps + 1):
            wait = last + SPACING_S - time.perf_counter()
            if wait > 0:
                time.sleep(wait)
            r, _wall = timed_click(app, "trick-0", sel("total-0"), str(numbers(i, 0)[3]), timeout_ms=30_000,
                                   what=f"static bare table tap {i}")
            last = time.perf_counter()
            samples.append(r["seen"] - r["click"])
        return summarize(samples)
    finally:
        ctx.close()
        server.stop()


def served_taps(browser, folder: Path, game: Game, rounds: int, log: Path) -> dict:
    with AppServer(AppTarget.parse(APP), folder, log_path=log) as server:
        ctx = new_context(browser)
        try:
            app = AppPage(ctx.new_page(), server.url, timeout_ms=60_000)
            app.page.goto(server.url + "/", wait_until="domcontentloaded")
            app.enable_accessibility(timeout_ms=LOAD_TIMEOUT_MS)
            resume(app, game)
            return Table(app, game).play(rounds)
        finally:
            ctx.close()


def measure_taps(browser, site: Path, table_site: Path, tmp: Path, games: int, rounds: int) -> dict:
    game = fresh_game()
    folder = tmp / f"games-{games}"
    seed(folder, games, game)
    backup = tmp / f"backup-{games}.json"
    with Scorekeeper.open(folder) as sk:
        backup.write_bytes(sk.service.backup().data)
    server = CountingServer(site)
    try:
        static = static_taps(browser, server.url, backup, game, rounds)
    finally:
        server.stop()
    most = max(static[kind]["n"] for kind in KINDS)
    floor = static_floor_taps(browser, table_site, most)
    copy = tmp / f"served-{games}"
    shutil.copytree(folder, copy)
    served = served_taps(browser, copy, game, rounds, tmp / f"served-{games}.log")
    ratios = {kind: round(static[kind]["median_ms"] / served[kind]["median_ms"], 2)
              for kind in served if isinstance(served[kind], dict) and served[kind].get("median_ms")}
    kinds = [kind for kind in KINDS if static[kind].get("median_ms")]
    return {"static": static, "static_floor": floor, "served": served, "median_ratio_static_to_served": ratios,
            "median_ratio_static_to_static_floor": {
                kind: round(static[kind]["median_ms"] / floor["median_ms"], 2) for kind in kinds},
            "p95_ratio_static_to_static_floor": {
                kind: round(static[kind]["p95_ms"] / floor["p95_ms"], 2) for kind in kinds}}


# -- the run -------------------------------------------------------------------------------


def build_both(tmp: Path, site: Path | None) -> tuple[Path, Path, Path, dict]:
    from scorekeeper.web.archives import SiteApp
    from scorekeeper.web.build import build_site

    report = {}
    if site is None:
        built = build_site(tmp / "site")
        site = built.out
        report["app"] = {"seconds": round(built.seconds, 1), "files": built.files, "bytes": built.size,
                         "app_bytes": built.archive_size}
    entry = "from bare_counter_app import serve_in_browser\n\nserve_in_browser()\n"
    bare = build_site(tmp / "bare", app=SiteApp(main=entry, own={"bare_counter_app": BARE},
                                                files=(("bare_counter_app.py", BARE),)))
    report["bare"] = {"seconds": round(bare.seconds, 1), "files": bare.files, "bytes": bare.size}
    entry = "from bare_table_app import serve_in_browser\n\nserve_in_browser()\n"
    table = build_site(tmp / "bare-table", app=SiteApp(main=entry, own={"bare_table_app": BARE_TABLE},
                                                       files=(("bare_table_app.py", BARE_TABLE),)))
    report["bare_table"] = {"seconds": round(table.seconds, 1), "files": table.files, "bytes": table.size}
    return site, bare.out, table.out, report


def run(starts: int, rounds: int, game_counts: list[int], site: Path | None) -> dict:
    from playwright.sync_api import sync_playwright

    report: dict = {}
    with tempfile.TemporaryDirectory(prefix="static-site-") as tmpdir, sync_playwright() as pw:
        tmp = Path(tmpdir)
        site, bare, table, report["build"] = build_both(tmp, site)
        new_process = measure_new_process_starts(pw, site, bare, starts, tmp)
        browser = launch_browser(pw)
        try:
            report.update(measure_starts(browser, site, bare, starts))
            report.update(new_process)
            report["resume"] = measure_resume(browser, site, tmp, starts)
            report["resume"]["extra_over_home_ms"] = round(
                report["resume"]["start_into_round_10_of_6_players"]["median_ms"]
                - report["start_from_cache_app"]["median_ms"])
            for games in game_counts:
                report[f"taps_{games}_games"] = measure_taps(browser, site, table, tmp, games, rounds)
        finally:
            browser.close()
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--starts", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=9, help="rounds of the 6-player game played for the tap figures")
    ap.add_argument("--games", default="10,1000", help="stored games for the tap figures (comma-separated)")
    ap.add_argument("--site", type=Path, help="measure this built site instead of building one")
    ap.add_argument("--out", type=Path, help="also write the full JSON (with samples) here")
    ap.add_argument("--busy", action="store_true", help="one CPU-bound process per core runs beside the benchmark")
    args = ap.parse_args(argv)
    counts = [int(n) for n in args.games.split(",") if n]
    from contextlib import nullcontext

    from benchmarks.busy import busy_machine

    with busy_machine() if args.busy else nullcontext(0) as spinning:
        report = run(args.starts, args.rounds, counts, args.site)
    report["busy_processes"] = spinning
    print(json.dumps(strip_samples(report), indent=2))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
