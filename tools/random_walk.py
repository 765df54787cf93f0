"""A random walk of the served app in headless Chromium at 360x740 (issue 40, item 13).

    python tools/random_walk.py --seed 1 --seed 2 --taps 500 [--lang de] [--shots DIR]

Each seed starts the app (``python -m scorekeeper --web``) on a fresh temporary
data folder, opens one page and taps seeded random controls (tests/e2e/walk.py)
until ``--taps`` taps or a finding: an error screen, an error in the server's
log, or totals shown that are no stored game's points and adjustments added
up. A finding stops that seed's walk and is printed with the seed, the step,
the last 20 taps, the server log's lines and a screenshot. At the end: the
seeds, the taps, the screens reached, the games started and finished, the
findings. One browser at a time; the exit status is 1 when anything was found.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout's tests/ and scorekeeper/

from tests.e2e.harness import AppServer, AppTarget, launch_browser  # noqa: E402
from tests.e2e.table import APP_COMMAND  # noqa: E402
from tests.e2e.walk import Walk, WalkResult, open_page  # noqa: E402


def walk_once(pw, seed: int, taps: int, *, lang: str = "en", shots: Path | None = None,
              keep: Path | None = None) -> WalkResult:
    """One seed's walk on its own app process, data folder and browser."""
    with tempfile.TemporaryDirectory(prefix=f"walk{seed}-") as tmp:
        folder = Path(keep or tmp)
        server = AppServer(AppTarget.parse(APP_COMMAND), folder / "data", log_path=folder / "app.log")
        server.start()
        browser = launch_browser(pw)
        try:
            app = open_page(browser, server.url)
            if lang != "en":
                app.tap("language")
                app.tap(f"lang-{lang}")
                app.wait_gone(f"lang-{lang}")
            return Walk(app, server.data_dir, server.log_path, seed, shots=shots).run(taps)
        finally:
            browser.close()
            server.stop()


def report(results: list[WalkResult], seconds: float) -> str:
    screens: Counter = Counter()
    seen: Counter = Counter()
    for r in results:
        screens.update(r.screens)
        seen.update(r.reached)
    lines = [
        f"seeds: {', '.join(str(r.seed) for r in results)}",
        f"taps: {sum(r.taps for r in results)} ({', '.join(f'{r.seed}: {r.taps}' for r in results)}) "
        f"in {seconds:.0f} s",
        f"screens reached: {len(screens)}: " + ", ".join(f"{k} {v}" for k, v in sorted(screens.items())),
        f"games started: {sum(r.games_started for r in results)}, finished: {seen['finished']} "
        f"(the game over came up {sum(r.games_finished for r in results)} times: an undo there and the last "
        f"round again, or a finished game opened from the history)",
        "the games went through: " + ", ".join(f"{k} {v}" for k, v in sorted(seen.items())),
        f"findings: {sum(len(r.findings) for r in results)}",
    ]
    lines += [str(f) for r in results for f in r.findings]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, action="append", help="a seed (repeat for several; default 1)")
    parser.add_argument("--taps", type=int, default=200, help="taps per seed (default 200)")
    parser.add_argument("--lang", default="en", help="the app's language (en, de, es, fr, pl, sr)")
    parser.add_argument("--shots", type=Path, default=Path("screenshots/walk"), help="where findings' screenshots go")
    parser.add_argument("--keep", type=Path, help="keep the data folder and log here (one seed)")
    parser.add_argument("--path", action="store_true", help="print every step of each walk")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    results = []
    t0 = time.perf_counter()
    with sync_playwright() as pw:
        for seed in args.seed or [1]:
            result = walk_once(pw, seed, args.taps, lang=args.lang, shots=args.shots, keep=args.keep)
            results.append(result)
            print(f"seed {seed}: {result.taps} taps, {len(result.findings)} findings", flush=True)
            if args.path:
                print("\n".join(f"  {i + 1}. {s}" for i, s in enumerate(result.path)), flush=True)
    print(report(results, time.perf_counter() - t0))
    return 1 if any(r.findings for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
