"""Python's own time per tap, natively: from the event's arrival in the
server to the last message the server sends for it.

The app and the bare table app (benchmarks/bare_table_app.py: a tap redraws
six rows of four numbers, the floor of a scoring tap) are served by a
wrapper (``serve`` below) that stamps, inside the server process, the
arrival of every event (``Session.dispatch_event``) and every message sent
(``Session.__send_message``), with the wall clock and the process's CPU
clock. Chromium drives the taps (spaced past the double-tap guard, so one
tap's work never overlaps the next); each tap's window is its event's
arrival to the last message sent before the next event arrived.

The app plays a 6-player standard game from the start of round 9 the way
a table does (``benchmarks/tap_kinds.py``: bids, tricks, the trick that
scores the round, an undo and a redo, next round); the bare app is tapped
as many times as the app's most frequent kind.

    python benchmarks/python_per_tap.py                # rounds 9 and 10 (the last) of 6 players
    python benchmarks/python_per_tap.py --rounds 1 --round 3
    python benchmarks/python_per_tap.py --profile /tmp/app.prof   # cProfile of the app's taps
    python benchmarks/python_per_tap.py --direct       # round 9 by direct entry, round 10 by the tally
    python benchmarks/python_per_tap.py --busy         # one CPU-bound process per core beside it (benchmarks/busy.py)

Prints JSON: per kind, the median and p95 of the wall time and the CPU time
(ms), and each median's ratio to the bare app's in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

TIMING_LOG_ENV = "PYTHON_PER_TAP_LOG"
PROFILE_ENV = "PYTHON_PER_TAP_PROFILE"


# -- inside the server: stamp events and messages -------------------------------------


def install(log_path: str, profile_path: str | None = None) -> None:
    """Wrap flet's session so each event and each message sent is stamped
    in ``log_path`` (one JSON line each; written when the process ends, so the
    stamping costs a list append)."""
    import atexit
    import cProfile

    from flet.messaging import session as flet_session

    lines: list[tuple] = []
    clock, cpu = time.perf_counter, time.process_time
    profiler = cProfile.Profile() if profile_path else None
    lines_profiled: list[bool] = []
    cls = flet_session.Session
    dispatch = cls.dispatch_event
    send = cls._Session__send_message  # type: ignore[attr-defined]

    async def dispatch_event(self, control_id, event_name, event_data):
        lines.append(("event", event_name, clock(), cpu()))
        if profiler is not None and not lines_profiled:
            # from the first event on, the whole process: the handler, and the
            # render and diff that flet's update task runs after it
            lines_profiled.append(True)
            profiler.enable()
        return await dispatch(self, control_id, event_name, event_data)

    def send_message(self, message):
        lines.append(("sent", str(getattr(message, "action", "")), clock(), cpu()))
        return send(self, message)

    patch = cls._Session__get_update_control_patch  # type: ignore[attr-defined]

    def get_update_control_patch(self, *args, **kwargs):
        result = patch(self, *args, **kwargs)
        _message, added, removed = result
        kinds: dict[str, int] = {}
        for c in added:
            kinds[type(c).__name__] = kinds.get(type(c).__name__, 0) + 1
        lines.append(("patch", len(added), len(removed), sorted({
            getattr(c, "identifier", None) or "" for c in added if getattr(c, "identifier", None)})[:12], kinds))
        return result

    from flet.components.component import Renderer

    render = Renderer.render

    def render_logged(self, root_fn, *args, **kwargs):
        # which components draw anew (a memoized one whose props did not change is not drawn)
        lines.append(("render", getattr(root_fn, "__name__", "?")))
        return render(self, root_fn, *args, **kwargs)

    Renderer.render = render_logged
    cls.dispatch_event = dispatch_event
    cls._Session__get_update_control_patch = get_update_control_patch  # type: ignore[attr-defined]
    cls._Session__send_message = send_message  # type: ignore[attr-defined]

    def flush() -> None:
        with open(log_path, "w", encoding="utf-8") as out:
            for line in lines:
                out.write(json.dumps(line) + "\n")
        if profiler is not None and profile_path:
            profiler.disable()
            profiler.dump_stats(profile_path)

    atexit.register(flush)
    import signal

    def on_term(_signum, _frame):
        flush()
        os._exit(0)

    signal.signal(signal.SIGTERM, on_term)


def serve(target: str, port: int) -> None:
    install(os.environ[TIMING_LOG_ENV], os.environ.get(PROFILE_ENV) or None)
    if target == "app":
        from scorekeeper.cli import main

        sys.exit(main(["--web", "--port", str(port)]))
    import flet as ft

    from benchmarks.bare_table_app import main as bare

    ft.run(bare, view=ft.AppView.WEB_BROWSER, host="127.0.0.1", port=port, no_cdn=True)


# -- the driver -----------------------------------------------------------------------


def windows(log: list[list], names: frozenset[str], since: float) -> list[tuple[float, float, int, list[str]]]:
    """(wall ms, CPU ms, controls built or dropped, the components drawn) of each event named in ``names`` that arrived after
    ``since`` (the monotonic clock the server shares with the driver), in
    order: its arrival to the last message sent before the next event."""
    out = []
    events = [i for i, line in enumerate(log) if line[0] == "event"]
    for n, i in enumerate(events):
        if log[i][1] not in names or log[i][2] < since:
            continue
        end = events[n + 1] if n + 1 < len(events) else len(log)
        sent = [line for line in log[i + 1:end] if line[0] == "sent"]
        patches = [line for line in log[i + 1:end] if line[0] == "patch"]
        drawn = [line[1] for line in log[i + 1:end] if line[0] == "render"]
        drawn += [f"+{kind}" for p in patches for kind, n in p[4].items() for _ in range(n)]
        if sent:
            out.append(((sent[-1][2] - log[i][2]) * 1000, (sent[-1][3] - log[i][3]) * 1000,
                        sum(p[1] + p[2] for p in patches), drawn))
    return out


def read_log(path: Path, deadline_s: float = 10.0) -> list[list]:
    end = time.monotonic() + deadline_s
    while not path.exists() and time.monotonic() < end:
        time.sleep(0.1)
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()] if path.exists() else []


def stats(samples: list[float]) -> dict:
    from benchmarks.ui_latency import summarize

    s = summarize(samples)
    s.pop("samples_ms", None)
    return s


TAP_EVENTS = frozenset({"click", "tap"})


def run(rounds: int, start_round: int, bare_taps: int | None, profile: str | None, direct: bool = False) -> dict:
    from benchmarks.app_latency import T, import_record, prepared_game
    from benchmarks.tap_kinds import SPACING_S, Table
    from scorekeeper.domain import CloseRound, EnterTricks, Phase, Redo, TrickWon
    from tests.e2e.table import winners_text
    from tests.e2e.harness import AppPage, AppServer, AppTarget, launch_browser, new_context, sel

    class KindTable(Table):
        """tap_kinds' table, which also redoes what it undid and remembers the kind of every tap in order."""

        order: list[str]
        direct: bool

        def _tap(self, kind, tap, action, target, want, *, exact=True):
            self.samples.setdefault(kind, [])
            self.order.append(kind)
            super()._tap(kind, tap, action, target, want, exact=exact)

        def _scored(self, after, seat: int) -> tuple[str, str]:
            """What the screen shows once a round is scored: the points, or the winners after the last round."""
            if after.state.complete:
                return "winners", winners_text(after.state)
            return f"points-{seat}", f"{after.state.current.points[seat]:+d}"

        def trick(self, seat: int) -> None:
            after = self.game.apply(TrickWon(player=seat))
            if after.state.current.phase is Phase.SCORED:
                self._tap("scoring_trick", f"trick-{seat}", TrickWon(player=seat), *self._scored(after, seat))
            else:
                super().trick(seat)

        def redo(self, seat: int) -> None:
            after = self.game.apply(Redo())
            self._tap("redo", "redo", Redo(), *self._scored(after, seat))

        def _plain(self, kind: str, tap: str, then: str | None = None) -> None:
            """A tap whose words the benchmark does not predict (direct entry's counts): spaced
            like the others, then ``then`` is waited for."""
            wait = self._last + SPACING_S - time.perf_counter()
            if wait > 0:
                time.sleep(wait)
            self.app.scroll_into_view(tap)
            self.order.append(kind)
            self.app.page.click(sel(tap))
            self._last = time.perf_counter()
            if then is not None:
                self.app.wait_for(then)

        def bid(self) -> None:
            state = self.game.state
            if not self.direct or state.current.to_bid != state.current.dealer:
                super().bid()
                return
            # the dealer's bid opens direct entry (the device remembers it), whose words are not predicted
            from scorekeeper.domain import Bid, legal_bids

            action = Bid(player=state.current.to_bid, value=self.rng.choice(sorted(legal_bids(state))))
            self._plain("bid", f"bid-{action.value}", "entry-title")
            self.game = self.game.apply(action)

        def direct_round(self) -> None:
            """A round entered directly: open direct entry, a count for each player but two,
            and the last count, which scores the round (the kind ``direct_entry``)."""
            n = len(self.game.state.players)
            while self.game.state.current.phase is Phase.BIDDING:
                self.bid()
            self._plain("open_direct_entry", "direct-entry", "entry-title")
            self.direct = True
            for seat in range(1, n - 1):  # each took none; seat 0 takes the rest once the last is picked
                self._plain("direct_count", f"tricks-{seat}-0", f"tricks-{seat + 1}-0")
            cards = self.game.state.current.cards
            action = EnterTricks(tricks=(cards,) + (0,) * (n - 1))
            self._tap("direct_entry", f"tricks-{n - 1}-0", action, *self._scored(self.game.apply(action), 0))
            if not self.game.state.complete:
                self.next_round()

        def play_round(self) -> None:
            n = len(self.game.state.players)
            while self.game.state.current.phase is Phase.BIDDING:
                self.bid()
            if self.direct:  # the device remembers direct entry: back to the tally
                self._plain("open_tally", "tally-entry", "tricks-left")
                self.direct = False
            last = 0
            while self.game.state.current.phase is Phase.PLAYING:
                last = self.rng.randrange(n)
                self.trick(last)
            self.undo()
            self.redo(last)
            if not self.game.state.complete:
                self.next_round()

    # a game at the start of ``start_round``: the rounds before played, no bid in yet
    game = prepared_game(start_round - 1) if start_round > 1 else None
    if game is not None:
        rnd = game.state.current
        game = game.apply(EnterTricks(tricks=(rnd.cards,) + (0,) * (len(game.state.players) - 1))).apply(CloseRound())
    report: dict = {"round": start_round, "rounds": rounds}
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp_name, sync_playwright() as pw:
        browser = launch_browser(pw)
        tmp = Path(tmp_name)
        results = {}
        for target in ("app", "bare"):
            data = tmp / target / "data"
            data.mkdir(parents=True)
            log = tmp / f"{target}.jsonl"
            env = {TIMING_LOG_ENV: str(log)}
            if profile and target == "app":
                env[PROFILE_ENV] = profile
            if target == "app" and game is not None:
                import_record(game, data, tmp)
            command = f"{sys.executable} -m benchmarks.python_per_tap serve {target} {{port}}"
            with AppServer(AppTarget.parse(command), data, log_path=tmp / f"{target}.log", extra_env=env) as server:
                ctx = new_context(browser)
                if target == "app":
                    if game is None:
                        raise SystemExit("--round must be 2 or more")
                    app = AppPage(ctx.new_page(), server.url).open(first="resume-game")
                    app.tap("resume-game")
                    app.wait_text("round-number", T("game.round_of", n=start_round, total=game.state.total_rounds),
                                  exact=True)
                    table = KindTable(app, game)
                    table.order = []
                    table.direct = False
                    since = time.perf_counter()
                    try:
                        if direct:  # the first round entered directly, the rest by the tally
                            table.direct_round()
                            rounds -= 1
                        table.play(rounds)
                    except Exception:
                        app.page.screenshot(path=str(Path(tempfile.gettempdir()) / "python_per_tap_failed.png"))
                        raise
                    order = table.order
                else:
                    app = AppPage(ctx.new_page(), server.url).open(first="trick-0")
                    taps = bare_taps or 30
                    order = []
                    since = time.perf_counter()
                    from benchmarks.ui_latency import timed_click
                    from benchmarks.bare_table_app import numbers

                    for i in range(1, taps + 1):
                        time.sleep(SPACING_S)
                        timed_click(app, "trick-0", sel("total-0"), str(numbers(i, 0)[3]), what=f"bare tap {i}")
                        order.append("bare")
                ctx.close()
                time.sleep(0.5)
            results[target] = (order, read_log(log), since)
    _, bare_log, bare_since = results["bare"]
    bare = windows(bare_log, TAP_EVENTS, bare_since)
    report["bare"] = {"wall": stats([w for w, _, _, _ in bare]), "cpu": stats([c for _, c, _, _ in bare]),
                      "taps": len(bare), "controls": stats([n for _, _, n, _ in bare])["median_ms"]}
    order, log, since = results["app"]
    taps = windows(log, TAP_EVENTS, since)
    report["matched"] = f"{len(taps)} tap events for {len(order)} taps"
    kinds: dict[str, list[tuple[float, float, int, list[str]]]] = {}
    for kind, sample in zip(order, taps):
        kinds.setdefault(kind, []).append(sample)
    bw, bc = report["bare"]["wall"]["median_ms"], report["bare"]["cpu"]["median_ms"]
    report["app"] = {}
    for kind, samples in kinds.items():
        wall, cpu = stats([w for w, _, _, _ in samples]), stats([c for _, c, _, _ in samples])
        drawn: dict[str, int] = {}
        for _, _, _, names in samples:
            for name in names:
                drawn[name] = drawn.get(name, 0) + 1
        report["app"][kind] = {
            "wall": wall, "cpu": cpu,
            # controls built anew or dropped by flet's patch (the median): a patch in place counts none
            "controls": stats([n for _, _, n, _ in samples])["median_ms"],
            # the components drawn per tap, on average (a memoized one whose props did not change is
            # skipped), and "+Type": the controls of each type the patch added
            "drawn": {name: round(n / len(samples), 1) for name, n in sorted(drawn.items(), key=lambda kv: -kv[1])},
            "wall_ratio": round(wall["median_ms"] / bw, 2), "cpu_ratio": round(cpu["median_ms"] / bc, 2),
            "p95_ratio": round(wall["p95_ms"] / report["bare"]["wall"]["p95_ms"], 2),
        }
    return report


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["serve"]:
        serve(argv[1], int(argv[2]))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--round", type=int, default=9, help="the round the game starts at (2 or more)")
    ap.add_argument("--bare-taps", type=int, default=30)
    ap.add_argument("--profile", default=None, help="write a cProfile of the app's events here")
    ap.add_argument("--direct", action="store_true",
                    help="the first round is entered directly (open direct entry, the counts, the scoring count)")
    ap.add_argument("--busy", action="store_true", help="one CPU-bound process per core runs beside the benchmark")
    args = ap.parse_args(argv)
    from tests.e2e.harness import chromium_missing_reason

    reason = chromium_missing_reason()
    if reason:
        print(json.dumps({"skipped": reason}))
        return 0
    from contextlib import nullcontext

    from benchmarks.busy import busy_machine

    with busy_machine() if args.busy else nullcontext(0) as spinning:
        report = run(args.rounds, args.round, args.bare_taps, args.profile, args.direct)
    report["busy_processes"] = spinning
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
