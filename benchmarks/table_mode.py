"""Table mode under load: 6 seated phones and 20 watching (each its own
browser context on the table's address 127.0.0.2), a secret bid tapped on
one phone, and how long until every other phone shows it is in.

Each of the 25 other pages watches its semantics tree (a MutationObserver
stamps Date.now() when the tapping seat's chip says "has bid"); the time
from the tap to each stamp is one sample. Every round of one card: six
bids, then the host counts the trick and deals the next.

    python benchmarks/table_mode.py                 # 6 seated, 20 watching, 3 rounds
    python benchmarks/table_mode.py --watchers 5 --rounds 2

Prints JSON: median, p95 and max in ms, for the seated phones and the
watchers apart, and all together; the floor (the tapping phone's own chip
showing its bid) and the ratio of the others' median to it, inside one run;
the server's CPU time per tap (/proc), its share of the fan-out.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from scorekeeper.domain import Bid  # noqa: E402
from scorekeeper.table.guard import PER_ADDRESS_ENV  # noqa: E402
from tests.e2e.harness import AppPage, AppServer, AppTarget, launch_browser, new_context  # noqa: E402
from tests.e2e.scorekeeper_driver import APP_COMMAND, Driver  # noqa: E402
from tests.e2e.table import T  # noqa: E402

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva", "Finn"]
LINK = re.compile(r"http://127\.0\.0\.2:(\d+)/join/([A-Za-z0-9_-]+)")
ARM_JS = """([id, want]) => {
  window.__seen = 0;
  const check = () => {
    const el = document.querySelector(`[flt-semantics-identifier="${id}"]`);
    const text = el ? (el.getAttribute('aria-label') || '') + ' ' + (el.textContent || '') : '';
    if (!window.__seen && text.includes(want)) window.__seen = Date.now();
  };
  if (window.__obs) window.__obs.disconnect();
  window.__obs = new MutationObserver(check);
  window.__obs.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
  check();
}"""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summary(values: list[float]) -> dict:
    if not values:
        return {"n": 0}
    return {"n": len(values), "median_ms": round(statistics.median(values)), "p95_ms": round(pct(values, 0.95)),
            "max_ms": round(max(values))}


def cpu_ms(pid: int) -> float:
    """The CPU time (user + system) process ``pid`` has used so far, in ms."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def run(watchers: int, rounds: int) -> dict:
    from playwright.sync_api import sync_playwright

    seated_ms: list[float] = []
    watching_ms: list[float] = []
    own_ms: list[float] = []
    server_ms: list[float] = []  # the server's CPU from a tap until every other page shows it
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        command = f"{APP_COMMAND} --table-host 127.0.0.2"
        # every page comes from one loopback address: lift the table's ceiling of sockets per address
        ceiling = {PER_ADDRESS_ENV: str(len(NAMES) + watchers + 4)}
        with AppServer(AppTarget.parse(command), Path(tmp) / "data", log_path=Path(tmp) / "app.log",
                       extra_env=ceiling) as server:
            browser = launch_browser(pw)
            try:
                host = Driver(AppPage(new_context(browser).new_page(), server.url, timeout_ms=30_000)
                              .open(first="new-game"))
                # a loaded machine draws 27 pages slowly: the host's checks wait longer than a test's
                check = host.expect_state
                host.expect_state = lambda timeout_ms=60_000, what="": check(timeout_ms=timeout_ms, what=what)
                host.new_game(NAMES, bids="secret", notequal=False, schedule=(1,) * rounds)
                host.app.tap("table-mode")
                host.app.wait_for("table-link")
                port, token = LINK.search(host.app.text("table-link")).groups()
                base = f"http://127.0.0.2:{port}"
                phones = []
                for seat in range(len(NAMES)):
                    phone = AppPage(new_context(browser).new_page(), base, timeout_ms=60_000)
                    phone.open(f"/join/{token}", first=f"join-seat-{seat}")
                    phone.tap(f"join-seat-{seat}")
                    phone.wait_for("bid-pad")
                    phones.append(phone)
                host.phones = frozenset(range(len(NAMES)))  # every seat bids on its phone: the host waits
                lookers = []
                for _ in range(watchers):
                    lookers.append(AppPage(new_context(browser).new_page(), base, timeout_ms=60_000)
                                   .open(f"/join/{token}", first="chip-0"))
                for _ in range(rounds):
                    for seat, name in enumerate(NAMES):
                        others = [p for p in phones if p is not phones[seat]] + lookers
                        for page in others:
                            page.page.evaluate(ARM_JS, [f"chip-{seat}", T("table.chip_in", name=name)])
                        # the floor: the tapping phone's own chip shows its bid (one round trip, one redraw)
                        phones[seat].page.evaluate(ARM_JS, [f"chip-{seat}", T("live.bid", name=name, value=0)])
                        t0 = time.time() * 1000
                        cpu0 = cpu_ms(server.proc.pid)
                        phones[seat].tap("bid-0")
                        deadline = time.monotonic() + 60
                        pending = list(others)
                        while pending and time.monotonic() < deadline:
                            pending = [p for p in pending if not p.page.evaluate("() => window.__seen")]
                            time.sleep(0.02)
                        server_ms.append(cpu_ms(server.proc.pid) - cpu0)
                        own = phones[seat].page.evaluate("() => window.__seen")
                        if own:
                            own_ms.append(own - t0)
                        for page in others:
                            seen = page.page.evaluate("() => window.__seen")
                            if seen:
                                (watching_ms if page in lookers else seated_ms).append(seen - t0)
                        host.table.apply(Bid(player=seat, value=0))
                    host.expect_state(what="six secret bids")
                    host.trick(0)
                    if not host.state.complete:
                        host.next_round()
                        for phone in phones:
                            phone.wait_for("bid-pad")
            finally:
                browser.close()
    others = seated_ms + watching_ms
    return {"phones_seated": len(NAMES), "phones_watching": watchers, "rounds": rounds,
            "own_phone": summary(own_ms), "seated": summary(seated_ms), "watching": summary(watching_ms),
            "all": summary(others),
            # the server's share: its CPU time per tap (the save, then every other session's redraw and patch)
            "server_cpu_per_tap": summary(server_ms),
            # inside this run: how much longer the others wait than the tapping phone itself
            "ratio_all_to_own_median": round(statistics.median(others) / statistics.median(own_ms), 2)
            if others and own_ms else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--watchers", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    print(json.dumps(run(args.watchers, args.rounds), indent=2))


if __name__ == "__main__":
    main()
