"""Counts, per screen, what the app offers a screen reader and a finger:
interactive controls, how many have no accessible name, how many are under
48x48 px at 360x740, headings. Read from Chromium's
accessibility tree while the real app is driven through every screen
(tests/e2e/a11y.py, shared with tests/e2e/test_app_accessibility.py).

    python benchmarks/a11y_audit.py                      # this checkout
    python benchmarks/a11y_audit.py --app-root /tmp/old  # another checkout's app
                                                         # (e.g. git worktree add /tmp/old <commit>)
    python benchmarks/a11y_audit.py --list               # also every problem, one a line

Prints JSON: {"screens": {name: counts}, "total": counts}.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from tests.e2e.a11y import ScreenAudit, audit, walk_every_screen  # noqa: E402
from tests.e2e.harness import AppPage, AppServer, AppTarget, launch_browser, new_context  # noqa: E402
from tests.e2e.scorekeeper_driver import APP_COMMAND, Driver  # noqa: E402


def run(app_root: Path, width: int, height: int) -> list[ScreenAudit]:
    from playwright.sync_api import sync_playwright

    audits: list[ScreenAudit] = []
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        env = {"PYTHONPATH": str(app_root)}
        with AppServer(AppTarget.parse(APP_COMMAND), Path(tmp) / "data", extra_env=env, cwd=app_root) as server:
            browser = launch_browser(pw)
            try:
                page = new_context(browser, viewport={"width": width, "height": height}).new_page()
                sk = Driver(AppPage(page, server.url).open(first="new-game"))

                def look(name: str) -> None:
                    sk.app.frames(3)
                    audits.append(audit(page, name))

                walk_every_screen(sk, look)
            finally:
                browser.close()
    return audits


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--app-root", type=Path, default=REPO_ROOT, help="checkout whose app is served")
    parser.add_argument("--size", default="360x740", help="viewport WxH (default 360x740)")
    parser.add_argument("--list", action="store_true", help="print every problem to stderr")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))
    audits = run(args.app_root.resolve(), width, height)
    total: dict[str, int] = {}
    for a in audits:
        for key, value in a.counts().items():
            total[key] = total.get(key, 0) + value
        if args.list:
            for line in a.problems(phone=width < 600):
                print(line, file=sys.stderr)
    print(json.dumps({"app_root": str(args.app_root), "size": args.size,
                      "screens": {a.screen: a.counts() for a in audits}, "total": total}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
