"""A random walk of the app (issue 40, item 13): at each step it taps any
enabled control of the page (buttons, pads, chips, switches, menu items,
dialogs; a text field is filled), picked by a seeded RNG with weights that
favour the round's next action, so that games progress; after every tap it
waits for the page to settle and checks that no error screen is shown, the
server logged no error, and the totals shown are a stored game's points and
adjustments added up (tests/e2e/walk_checks.py).

A given seed walks the same path: the candidates are listed in a fixed order
and every tap waits until the page has drawn its answer and stayed still
(and, after a tap that moved the game on, until the app's double-tap guard
has passed), never a fixed time. tools/random_walk.py runs it from the
command line; tests/e2e/test_random_walk.py runs a short walk in the suite.
"""

from __future__ import annotations

import random
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .app_page import AppPage
from .harness import new_context
from .table import SETTLE_S
from .walk_checks import (
    ERROR_SCREEN_WORDS,
    SCREEN_TEXT_JS,
    TOTALS_JS,
    LogWatch,
    StoredGames,
    parse_totals,
    reached,
    screen_name,
    totals_problem,
)

# Every tappable node and text field of the page, in document order (the walk's
# candidates; `i` is the index it is tapped by). A control's name: the nearest
# identifier around it and its label.
CANDIDATES_JS = """() => {
  const nodes = [...document.querySelectorAll('flt-semantics[flt-tappable], flt-semantics input, flt-semantics textarea')];
  window.__walkNodes = nodes;
  return nodes.map((el, i) => {
    const holder = el.closest('[flt-semantics-identifier]');
    const input = el.matches('input, textarea');
    const label = (el.getAttribute('aria-label') || (input ? '' : el.textContent) || '').trim().replace(/\\s+/g, ' ');
    const disabled = el.getAttribute('aria-disabled') === 'true' || (input && el.disabled)
      || !!el.closest('[aria-disabled="true"]');
    return {i, id: holder ? holder.getAttribute('flt-semantics-identifier') : '', label: label.slice(0, 60),
            input, disabled};
  });
}"""

IDS_JS = """() => [...document.querySelectorAll('[flt-semantics-identifier]')]
    .map(e => e.getAttribute('flt-semantics-identifier'))"""

# Where candidate i is now (viewport coordinates), or null when it is gone.
BOX_JS = """(i) => { const el = (window.__walkNodes || [])[i];
  if (!el || !el.isConnected) return null;
  const r = el.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; }"""

# Installed before the app loads: the messages of Flet's WebSocket, counted, so
# that a tap's wait knows when the server has answered (the page itself may
# change at once, before the answer, as a button's focus is drawn).
SOCKET_WATCH_JS = """(() => {
  const Base = window.WebSocket;
  const w = (window.__walkWs = {lastSent: -1, lastRecv: -1, firstRecv: null, trace: []});
  window.WebSocket = class extends Base {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => { w.lastRecv = performance.now();
        w.trace.push(['R', Math.round(w.lastRecv), e.data.size || e.data.byteLength || e.data.length]);
        if (w.firstRecv === null) w.firstRecv = w.lastRecv; });
    }
    send(data) { w.lastSent = performance.now();
      w.trace.push(['S', Math.round(w.lastSent), data.size || data.byteLength || data.length]);
      return super.send(data); }
  };
})()"""

# The page's changes, counted from the moment the walk arms it before a tap.
WATCH_JS = """() => {
  if (!window.__walkMut) {
    window.__walkMut = {last: performance.now(), first: null};
    new MutationObserver(() => { const m = window.__walkMut; m.last = performance.now();
      if (m.first === null) m.first = m.last; })
      .observe(document.documentElement, {subtree: true, childList: true, characterData: true, attributes: true});
  }
  window.__walkMut.first = null; window.__walkMut.armed = performance.now();
  window.__walkWs.firstRecv = null; window.__walkWs.trace = [];
}"""

# Settled: the server has answered what the tap sent (or nothing was sent), and
# neither the page nor the socket has moved for QUIET_MS since; a tap that
# changed nothing settles after IDLE_MS, one whose events got no answer at all
# after UNANSWERED_MS (some events need none: a field's blur).
SETTLED_JS = """([quiet, idle, unanswered]) => {
  const m = window.__walkMut, w = window.__walkWs, now = performance.now();
  const sent = w.lastSent >= m.armed;
  if (sent && w.firstRecv === null) return now - w.lastSent >= unanswered;
  if (!sent && m.first === null && (w.firstRecv === null)) return now - m.armed >= idle;
  return now - Math.max(m.last, w.lastRecv, w.lastSent) >= quiet;
}"""
QUIET_MS = 300
IDLE_MS = 1_000
UNANSWERED_MS = 1_000

# Never tapped: what leaves the page or opens the device's files (exports, the
# backup screen, BG Stats' link), table mode (a second server), a notice's own
# button (it goes by itself after a few seconds: whether it is still there
# depends on the machine's speed, which a seed must not).
EXCLUDED = re.compile(r"^(export-|game-export-|bgstats|share-bgstats|table-|open-backup|backup|restore|import"
                      r"|undone-|notice)")

# Weights: the round's next action first, so that games go on.
PROGRESS = re.compile(r"^(bid-\d+|trick-\d+|next-round|reveal-bids|cover-ready|bid-confirm|tricks-\d+-\d+"
                      r"|bid-change|change-confirm|fix-save|resume-game|new-game|start-game)$")
WEIGHTS = (
    (re.compile(r"^(undo|redo)$"), 1.5),
    (re.compile(r"^(game-menu|sheet-toggle|direct-entry|tally-entry|trump)$"), 1.2),
    (re.compile(r"^trump-"), 3.0),
    (re.compile(r"^sheet-round-"), 2.0),
    (re.compile(r"^fix-"), 0.7),
    (re.compile(r"^(back|home)$"), 0.4),
    (re.compile(r"^(language|theme-dark|lang-)"), 0.4),
    (re.compile(r"^(history|players|deal-sizes|rules|share-open)$"), 0.5),
    (re.compile(r"^(option-|card-|dealer-|random-dealer)"), 0.8),
)

NAMES = ("Ana", "Ben", "Cleo", "Dieter", "Eva", "Friedrich", "Charlotte", "Jo", "Maximilian", "Zoë", "Li", "Ola")
SCHEDULES = ("1, 2", "2, 1, 3", "1", "3, 2", "1, 1, 2, 2")
FIELD_TEXT = {
    "adjust-points": ("-10", "10", "-20", "5", "abc"),
    "adjust-reason": ("revoke", "Renonce", ""),
    "share-site": ("https://example.org/wizard/",),
}


@dataclass
class Finding:
    seed: int
    step: int
    kind: str
    detail: str
    last_taps: list[str]
    screenshot: Path | None = None

    def __str__(self) -> str:
        taps = "\n".join(f"    {t}" for t in self.last_taps)
        return (f"FINDING seed={self.seed} step={self.step} [{self.kind}]\n  {self.detail}\n"
                f"  screenshot: {self.screenshot}\n  last taps:\n{taps}")


@dataclass
class WalkResult:
    seed: int
    taps: int = 0
    screens: Counter = field(default_factory=Counter)
    games_started: int = 0
    games_finished: int = 0
    path: list[str] = field(default_factory=list)  # every step, as "screen: control"
    reached: Counter = field(default_factory=Counter)  # what its games went through (walk_checks.reached)
    findings: list[Finding] = field(default_factory=list)


def open_page(browser, url: str, **context) -> AppPage:
    """A phone-sized page of the app, its socket watched (the walk's waits)."""
    ctx = new_context(browser, **context)
    ctx.add_init_script(SOCKET_WATCH_JS)
    return AppPage(ctx.new_page(), url).open(first="new-game")


class Walk:
    """One seeded walk on one page of a served app with its data folder."""

    def __init__(self, app: AppPage, data_dir: Path, log_path: Path, seed: int, *,
                 shots: Path | None = None) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.games = StoredGames(data_dir)
        self.log = LogWatch(log_path)
        self.shots = shots
        self.result = WalkResult(seed)
        self.target = 3  # players wanted in the game being set up
        self.schedule_filled = False
        self.last_guarded = 0.0
        self.quiet_taps = 0  # taps in a row that changed nothing on the page

    # -- one step --------------------------------------------------------------

    def run(self, taps: int) -> WalkResult:
        self.app.page.evaluate(WATCH_JS)
        self.check(0)  # the page as it opened
        while self.result.taps < taps and not self.result.findings:
            self.step()
        self.result.reached = reached(self.games.folder.parent)
        return self.result

    def step(self) -> None:
        ids = self.app.page.evaluate(IDS_JS)
        screen = screen_name(ids)
        self.result.screens[screen] += 1
        if screen == "setup" and not any(i.startswith("seat-") for i in ids):
            self.target = self.rng.randint(3, 6)  # a new game: how many sit at it
            self.schedule_filled = False
        choices = [c for c in self.app.page.evaluate(CANDIDATES_JS) if not c["disabled"]]
        weights = [self.weight(c, screen, ids) for c in choices]
        picked = [(c, w) for c, w in zip(choices, weights) if w > 0]
        if not picked:
            self.finding("stuck", f"nothing to tap on {screen}: {ids[:30]}")
            return
        choice = self.rng.choices([c for c, _ in picked], [w for _, w in picked])[0]
        name = choice["id"] + (f" ({choice['label']})" if choice["label"] else "")
        self.result.path.append(f"{screen}: {name}")
        if screen == "setup" and choice["id"] == "start-game":
            self.result.games_started += 1
        if choice["input"]:
            self.fill(choice)
        else:
            self.tap(choice)
        self.result.taps += 1
        over_before = screen == "game:over"
        self.check(self.result.taps)
        if not over_before and screen_name(self.app.page.evaluate(IDS_JS)) == "game:over":
            self.result.games_finished += 1

    def weight(self, c: dict, screen: str, ids: list[str]) -> float:
        ident = c["id"]
        if EXCLUDED.match(ident):
            return 0.0
        seats = sum(1 for i in ids if re.fullmatch(r"seat-\d+", i))
        if screen == "setup":
            if ident == "player-name":
                return 30.0 if seats < self.target else 0.0
            if ident == "option-schedule":
                return 0.0 if self.schedule_filled else 6.0
            if ident.startswith("roster-"):
                return 4.0 if seats < self.target else 0.0
            if ident == "start-game":
                return 6.0 if seats >= self.target else 0.0
            if ident == "add-player" or re.fullmatch(r"seat-\d+", ident):
                return 0.3
        if c["input"] and ident not in FIELD_TEXT and ident not in ("join-name", "option-schedule"):
            return 0.0  # a field the walk has no words for
        if PROGRESS.match(ident):
            return 20.0
        for pattern, weight in WEIGHTS:
            if pattern.match(ident):
                return weight
        return 1.0

    # -- taps ------------------------------------------------------------------

    def tap(self, choice: dict) -> None:
        """A finger's tap on the control: scrolled into view as a thumb scrolls
        the list, then a click where it is (on whatever is drawn there)."""
        page = self.app.page
        view = page.viewport_size or {"width": 360, "height": 740}
        self.wait_guard(choice["id"])
        box = page.evaluate(BOX_JS, choice["i"])
        last = None
        for _ in range(12):
            if box is None or (box["y"] >= 0 and box["y"] + box["h"] <= view["height"]):
                break
            if last is not None and abs(box["y"] - last) < 1:
                break  # the list goes no further
            last = box["y"]
            delta = box["y"] + box["h"] / 2 - view["height"] / 2
            page.mouse.move(view["width"] / 2, view["height"] / 2)
            page.mouse.wheel(0, max(-600, min(600, delta)))
            self.app.frames(3)
            box = page.evaluate(BOX_JS, choice["i"])
        page.evaluate(WATCH_JS)
        if box is None or box["w"] < 1 or box["h"] < 1:
            # not drawn where a finger reaches: its tap action, as a screen reader gives it
            page.evaluate("(i) => { const el = (window.__walkNodes || [])[i]; if (el) el.click(); }", choice["i"])
        else:
            x = min(max(box["x"] + box["w"] / 2, 1), view["width"] - 1)
            y = min(max(box["y"] + box["h"] / 2, 1), view["height"] - 1)
            page.mouse.click(x, y)
        self.settle()

    def fill(self, choice: dict) -> None:
        ident = choice["id"]
        if ident == "option-schedule":
            text = self.rng.choice(SCHEDULES)
            self.schedule_filled = True
        elif ident in ("player-name", "join-name"):
            taken = set(self.app.texts("seat-"))
            text = self.rng.choice([n for n in NAMES if n not in taken] or ["Xaver"])
        else:
            text = self.rng.choice(FIELD_TEXT[ident])
        self.wait_guard(ident)
        self.app.page.evaluate(WATCH_JS)
        self.app.fill(ident, text, submit=ident in ("player-name", "join-name"))
        self.settle()

    def wait_guard(self, ident: str) -> None:
        """After a tap that moved the game on, the next comes once the app's
        double-tap guard has passed (as a table's next tap does; the driver's
        wait): whether a tap is dropped must not depend on the machine's speed."""
        wait = self.last_guarded + SETTLE_S - time.perf_counter()
        if wait > 0:
            time.sleep(wait)

    def settle(self) -> None:
        page = self.app.page
        try:
            page.wait_for_function(SETTLED_JS, arg=[QUIET_MS, IDLE_MS, UNANSWERED_MS], polling=30, timeout=15_000)
        except Exception:
            pass  # a page that never stops changing: the checks say what it shows
        since_first, changed = page.evaluate(
            "() => { const m = window.__walkMut, w = window.__walkWs, now = performance.now();"
            " return [w.firstRecv === null ? null : now - w.firstRecv, m.first !== null]; }")
        self.quiet_taps = 0 if changed or since_first is not None else self.quiet_taps + 1
        if since_first is not None:  # the game moved on (if it did) as the server first answered
            self.last_guarded = time.perf_counter() - since_first / 1000

    # -- checks ----------------------------------------------------------------

    def check(self, step: int) -> None:
        page = self.app.page
        text = page.evaluate(SCREEN_TEXT_JS)
        for words in ERROR_SCREEN_WORDS:
            if words in text:
                at = text.find(words)
                self.finding("error screen", text[max(0, at - 100):at + 300].replace("\n", " | "))
                return
        alarms = self.log.new_alarms()
        if alarms:
            self.finding("server log", "\n  ".join(alarms[:30]))
            return
        if self.quiet_taps >= 10:
            self.finding("dead page", "10 taps in a row changed nothing on the page")
            return
        problem = self.totals_problem()
        deadline = time.perf_counter() + 3.0
        while problem and time.perf_counter() < deadline:  # an answer drawn late: look again
            self.app.frames(5)
            problem = self.totals_problem()
        if problem:
            self.finding("totals", problem)

    def totals_problem(self) -> str | None:
        shown = parse_totals(self.app.page.evaluate(TOTALS_JS))
        return totals_problem(shown, self.games.load()) if shown else None

    def finding(self, kind: str, detail: str) -> None:
        shot = None
        if self.shots is not None:
            self.shots.mkdir(parents=True, exist_ok=True)
            shot = self.shots / f"walk-seed{self.result.seed}-step{self.result.taps}.png"
            try:
                self.app.page.screenshot(path=str(shot))
            except Exception:
                shot = None
        self.result.findings.append(
            Finding(self.result.seed, self.result.taps, kind, detail, self.result.path[-20:], shot))
