"""How fast the real Wizard Scorekeeper answers a trick tap, next to a bare Flet app.

Measured in headless Chromium with in-page clocks (the helpers of
benchmarks/ui_latency.py: an init script that clicks Flutter's accessibility
placeholder the moment it appears, and a MutationObserver armed before each
tap), in ONE run for both apps:

  load   navigation start -> the first usable screen: the `new-game` node in
         the semantics tree (bare counter: its `tally-0`). "cold" = a fresh
         browser context each time (empty HTTP cache), "warm" = the same tab
         loading the page again.
  trick  the click on `trick-S` -> the tapped player's row shows the new
         count. Round 10 (the last of a 6-player standard game, 10 cards):
         `trick-S` reads "bid B · won 1". Round 1 (1 card): that one trick
         scores the round, so the row goes and the player's `total-S` shows
         the round's points. After each measured tap an UNDO (not measured)
         restores the tally and its "Undid ..." note is closed, so all N taps
         hit the same state, the one of a table playing on (a tap right after
         an undo also takes that note away, moving the whole screen: a rarer
         tap, not the one timed here). S cycles over the six seats.
  kinds  every kind of tap a table makes (benchmarks/tap_kinds.py: bid,
         trick, the trick that scores a round, undo, next round), timed alike
         while a 6-player game is played from round 1 (--rounds rounds).
  bare   benchmarks/bare_counter_app.py: click on `trick-0` -> `tally-0`
         shows the new count: the floor of a tap that changes one number.
  table  benchmarks/bare_table_app.py: the same click redraws a table of six
         rows of four numbers, what a scoring tap must draw: the floor of the
         trick that scores round 1.

The games are prepared the way a user would bring an old game in: a game
record is imported with the CLI (`python -m scorekeeper import FILE`,
SCOREKEEPER_DATA_DIR set) before the server starts; the tab then taps
`resume-game`.

    python benchmarks/app_latency.py                  # 50 taps each, 3 loads
    python benchmarks/app_latency.py --taps 20 --out benchmarks/out/app.json

Prints JSON: medians and p95 in ms (add --samples for every sample).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from benchmarks.tap_kinds import Table  # noqa: E402
from benchmarks.ui_latency import (  # noqa: E402
    LOAD_PROBE_JS,
    _flet_version,
    measure_load,
    run as run_bare,
    strip_samples,
    summarize,
    timed_click,
)
from scorekeeper.domain import (  # noqa: E402
    Bid,
    CloseRound,
    EnterTricks,
    Game,
    RuleChoice,
    Start,
    TrickWon,
    legal_bids,
    record_from_state,
)
from scorekeeper.i18n import translator  # noqa: E402
from scorekeeper.presets import builtin_registry  # noqa: E402
from tests.e2e.harness import (  # noqa: E402
    DATA_DIR_ENV,
    AppPage,
    AppServer,
    AppTarget,
    chromium_missing_reason,
    launch_browser,
    new_context,
    sel,
)

REGISTRY = builtin_registry()

APP = f"{sys.executable} -m scorekeeper --web --port {{port}}"
BARE = "benchmarks.bare_counter_app:main"
#: The floor of a scoring tap: a bare app that redraws a 6-row table of four numbers on each tap.
BARE_TABLE = "benchmarks.bare_table_app:main"
PLAYERS = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Finn")
T = translator("en")  # the app's own texts, so copy edits do not break the benchmark


# -- preparing the games -----------------------------------------------------------


def prepared_game(round_number: int, seed: int = 1) -> Game:
    """A 6-player standard game played (legally, at random) up to `round_number`,
    whose bids are all in: the trick tally of that round is about to start."""
    rng = random.Random(seed)
    game = Game.start(Start(players=PLAYERS, first_dealer=0, rules=RuleChoice(preset="standard")), REGISTRY)
    n = len(PLAYERS)
    while True:
        rnd = game.state.current
        for _ in range(n):
            seat = game.state.current.to_bid
            game = game.apply(Bid(player=seat, value=rng.choice(sorted(legal_bids(game.state)))))
        if rnd.number == round_number:
            return game
        cuts = sorted(rng.randint(0, rnd.cards) for _ in range(n - 1))
        tricks = tuple(b - a for a, b in zip([0, *cuts], [*cuts, rnd.cards]))
        game = game.apply(EnterTricks(tricks=tricks)).apply(CloseRound())


def import_record(game: Game, data_dir: Path, tmp: Path) -> str:
    """`python -m scorekeeper import FILE` into `data_dir`; returns the game id."""
    path = tmp / f"record-round-{game.state.current.number}.json"
    path.write_text(json.dumps(record_from_state(game.state).to_json()))
    env = dict(os.environ, **{DATA_DIR_ENV: str(data_dir)})
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO_ROOT), env.get("PYTHONPATH", "")) if p)
    out = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "import", str(path)],
        cwd=REPO_ROOT, env=env, capture_output=True, text=True, check=False,
    )
    if out.returncode != 0:
        raise SystemExit(f"import failed: {out.stderr.strip()}")
    return out.stdout.strip()


# -- measuring ----------------------------------------------------------------------


def load_summary(rows: list[dict]) -> dict:
    return {
        "to_ready": summarize([r["ready"] for r in rows]),
        "to_flutter_first_frame": summarize([r["first_frame"] for r in rows if r["first_frame"] is not None]),
    }


def measure_app_loads(browser, url: str, loads: int) -> dict:
    probe = LOAD_PROBE_JS % {"ready": json.dumps(sel("new-game"))}
    cold, warm = [], []
    for _ in range(loads):
        ctx = new_context(browser)
        ctx.add_init_script(probe)
        cold.append(measure_load(ctx.new_page(), url, "new-game"))
        ctx.close()
    ctx = new_context(browser)
    ctx.add_init_script(probe)
    page = ctx.new_page()
    measure_load(page, url, "new-game")  # fill the cache
    for _ in range(loads):
        warm.append(measure_load(page, url, "new-game"))
    ctx.close()
    return {"load_cold": load_summary(cold), "load_warm": load_summary(warm)}


def trick_target(game: Game, seat: int) -> tuple[str, str, bool]:
    """What a tap on trick-``seat`` changes on the screen: (selector, the text
    it then shows, whether exactly). In a 1-card round the one trick scores
    the round, so the player's total shows the new points; else the row
    shows one trick won."""
    state = game.state
    rnd = state.current
    if rnd.cards == 1:
        total = game.apply(TrickWon(player=seat)).state.totals[seat]
        return sel(f"total-{seat}"), f"{T.n('game.total_label', total, name=state.name(seat), total=total)}\n{total}", True
    return sel(f"trick-{seat}"), T("play.bid_won", bid=rnd.bids[seat], won=1), False


def back_to_tally(app: AppPage, game: Game, seat: int) -> None:
    """Undo the tap on trick-``seat`` and close the "Undid ..." note (not
    timed): the tally is as it was before the tap."""
    rnd = game.state.current
    app.tap("undo")
    app.tap("undone-close")
    app.wait_gone("undone")
    app.wait_text("tricks-left", T.n("play.left", rnd.cards, n=rnd.cards, cards=rnd.cards), exact=True)
    app.wait_text(f"trick-{seat}", T("play.bid_won", bid=rnd.bids[seat], won=0))
    app.frames(2)


@contextmanager
def resumed_game(browser, game: Game, tmp: Path, key: str, init_script: str | None = None) -> Iterator[AppPage]:
    """The app served on a data folder holding ``game`` (imported with the
    CLI), in a new tab that has resumed it (``init_script``: run in the tab
    before any page script). ``game`` may be in any phase of a round."""
    data = tmp / key / "data"
    data.mkdir(parents=True)
    import_record(game, data, tmp)
    with AppServer(AppTarget.parse(APP), data, log_path=tmp / f"{key}.log") as server:
        ctx = new_context(browser)
        if init_script:
            ctx.add_init_script(init_script)
        app = AppPage(ctx.new_page(), server.url).open(first="resume-game")
        app.tap("resume-game")
        app.wait_text("round-number", T("game.round_of", n=game.state.current.number,
                                         total=game.state.total_rounds), exact=True)
        try:
            yield app
        finally:
            ctx.close()


def measure_trick_taps(app: AppPage, game: Game, taps: int, timeout_ms: float = 5_000) -> dict:
    """Tap trick-S, time it until the screen shows the tapped player's new
    count, then undo (untimed) and wait for the tally to be back."""
    state = game.state
    rnd = state.current
    n = len(state.players)
    from_click, from_down, wall = [], [], []
    for i in range(taps):
        seat = i % n
        target, want, exact = trick_target(game, seat)
        app.scroll_into_view(f"trick-{seat}")
        r, ms = timed_click(app, f"trick-{seat}", target, want, exact=exact, timeout_ms=timeout_ms, what=f"tap {i + 1}")
        wall.append(ms)
        if r["click"] is not None:
            from_click.append(r["seen"] - r["click"])
        from_down.append(r["seen"] - (r["down"] if r["down"] is not None else r["click"]))
        back_to_tally(app, game, seat)
    return {
        "round": rnd.number,
        "cards": rnd.cards,
        "players": n,
        "from_click": summarize(from_click),
        "from_pointerdown": summarize(from_down),
        "python_round_trip": summarize(wall),
    }


def run(taps: int = 50, loads: int = 3, rounds: int = 9) -> dict:
    from playwright.sync_api import sync_playwright

    reason = chromium_missing_reason()
    if reason:
        raise SystemExit(f"cannot run: {reason}")
    report: dict = {"taps": taps, "loads": loads}
    scenarios = {"round_1": prepared_game(1), "round_10": prepared_game(10)}
    with tempfile.TemporaryDirectory(prefix="app-latency-") as tmpdir, sync_playwright() as pw:
        tmp = Path(tmpdir)
        browser = launch_browser(pw)
        try:
            app_report: dict = {}
            for key, game in scenarios.items():
                with resumed_game(browser, game, tmp, key) as app:
                    app.wait_for("trick-0")
                    if key == "round_1":  # loads: once, with a game to resume on the home screen
                        app_report.update(measure_app_loads(browser, app.base_url, loads))
                    app_report[f"trick_tap_{key}"] = measure_trick_taps(app, game, taps)
            # every kind of tap, as a table plays a game (benchmarks/tap_kinds.py)
            fresh = Game.start(Start(players=PLAYERS, first_dealer=0, rules=RuleChoice(preset="standard")), REGISTRY)
            with resumed_game(browser, fresh, tmp, "kinds") as app:
                app_report["tap_kinds"] = Table(app, fresh).play(rounds)
            report["app"] = {"command": "python -m scorekeeper --web --port {port}", **app_report}
        finally:
            browser.close()
    bare = run_bare(BARE, tap="trick-0", text="tally-0", expected=str, taps=taps, loads=loads)
    report["bare_counter"] = {
        "entry": BARE,
        "load_cold": {"to_ready": bare["load_cold"]["to_ready"],
                      "to_flutter_first_frame": bare["load_cold"]["to_flutter_first_frame"]},
        "load_warm": {"to_ready": bare["load_warm"]["to_ready"],
                      "to_flutter_first_frame": bare["load_warm"]["to_flutter_first_frame"]},
        "tap": {k: bare["taps"][k] for k in ("from_click", "from_pointerdown", "python_round_trip")},
    }
    table = run_bare(BARE_TABLE, tap="trick-0", text="total-0", expected=lambda i: str(i * 30), taps=taps, loads=1)
    report["bare_table"] = {"entry": BARE_TABLE,
                            "tap": {k: table["taps"][k] for k in ("from_click", "from_pointerdown", "python_round_trip")}}
    report["environment"] = dict(bare.get("environment", {}), flet=_flet_version())
    report["summary_ms"] = summary(report)
    return report


def summary(report: dict) -> dict:
    """The headline figures, each next to the bare counter's."""
    app, bare = report["app"], report["bare_counter"]

    def mp(s: dict) -> dict:
        return {"median": s["median_ms"], "p95": s["p95_ms"]}

    counter = bare["tap"]["from_click"]["median_ms"]
    table = report["bare_table"]["tap"]["from_click"]
    kinds = app["tap_kinds"]
    ratios = {"scoring_tap_round_1_to_bare_table": round(app["trick_tap_round_1"]["from_click"]["median_ms"] / table["median_ms"], 2)}
    ratios.update({f"{kind}_to_bare_counter": round(kinds[kind]["median_ms"] / counter, 2)
                   for kind in ("bid", "trick", "undo", "next_round") if kinds[kind].get("median_ms")})
    ratios["trick_round_10_to_bare_counter"] = round(app["trick_tap_round_10"]["from_click"]["median_ms"] / counter, 2)
    return {
        "load_cold_to_usable": {"app": mp(app["load_cold"]["to_ready"]), "bare": mp(bare["load_cold"]["to_ready"])},
        "load_warm_to_usable": {"app": mp(app["load_warm"]["to_ready"]), "bare": mp(bare["load_warm"]["to_ready"])},
        "tap_to_update": {
            "app_round_1": mp(app["trick_tap_round_1"]["from_click"]),
            "app_round_10_of_10": mp(app["trick_tap_round_10"]["from_click"]),
            **{f"app_{kind}": mp(kinds[kind]) for kind in kinds if kinds[kind].get("median_ms")},
            "bare": mp(bare["tap"]["from_click"]),
            "bare_table": mp(table),
        },
        "median_ratios": ratios,
        "p95_worst_app_tap": max(v["p95_ms"] for v in [app["trick_tap_round_1"]["from_click"],
                                                        app["trick_tap_round_10"]["from_click"], *kinds.values()]
                                 if v.get("p95_ms") is not None),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--taps", type=int, default=50)
    ap.add_argument("--loads", type=int, default=3)
    ap.add_argument("--rounds", type=int, default=9, help="rounds of the 6-player game played for every kind of tap")
    ap.add_argument("--samples", action="store_true", help="print every sample too")
    ap.add_argument("--out", type=Path, default=None, help="also write the full JSON (with samples) here")
    ap.add_argument("--busy", action="store_true", help="one CPU-bound process per core runs beside the benchmark")
    args = ap.parse_args(argv)
    from contextlib import nullcontext

    from benchmarks.busy import busy_machine

    with busy_machine() if args.busy else nullcontext(0) as spinning:
        report = run(taps=args.taps, loads=args.loads, rounds=args.rounds)
    report["busy_processes"] = spinning
    print(json.dumps(report if args.samples else strip_samples(report), indent=2))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
