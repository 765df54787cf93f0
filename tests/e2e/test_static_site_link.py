"""A link that is the game (issue 31), opened in the static site with its
server stopped: the sheet read-only (standings, winners, the rounds' grid,
chart), "Keep this
game" stores it once and the table continues it; a damaged link is refused
in one line and stores nothing. Python runs in the browser; the site is
built once for the test session (tests/e2e/conftest.py, as `scorekeeper build-web`)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from scorekeeper.domain import RuleChoice, record_from_state
from scorekeeper.exports.link import game_link

from ..exports.helpers import REGISTRY, play
from .harness import SCREENSHOT_DIR, AppPage, describe_tree, new_context
from .static_site import CountingServer, StaticServer, service_worker_ready
from .test_static_site import LOAD_MS, TAP_MS, load

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

SHOTS = Path(os.environ.get("E2E_SHOTS") or SCREENSHOT_DIR)  # for a person to look at


def link(base: str, over: bool) -> tuple[str, object]:
    game = play(("Ana", "Ben", "Cleo"), RuleChoice(schedule=(1, 2, 3)), rounds=None if over else 1, seed=5)
    return game_link(base + "/", record_from_state(game.state, REGISTRY).to_json()), game.state


def open_link(app: AppPage, url: str, first: str) -> None:
    """Open ``url`` as a phone does from a scan: a new load of the page (a
    change of the fragment alone would not start the app again)."""
    app.page.goto(url, wait_until="commit")
    load(app, first, reload=True)


def test_a_game_link_opens_read_only_keeps_once_and_continues_with_the_server_stopped(site, browser):
    server = CountingServer(site)
    context = new_context(browser)
    try:
        app = AppPage(context.new_page(), server.url, timeout_ms=TAP_MS, screenshot_dir=SHOTS)
        load(app, "new-game")
        service_worker_ready(app.page)
        server.stop()  # the fragment never leaves the phone: no server at all from here on

        over_link, over = link(server.url, over=True)
        open_link(app, over_link, "shared-status")
        winners = [over.players[s] for s in over.winners]
        assert all(name in app.text("shared-status") for name in winners)
        top = max(over.totals)
        assert str(top) in app.text("shared-row-0") and winners[0] in app.text("shared-row-0")
        assert app.exists("chart") or app.identifiers("chart"), "the chart is drawn"
        last = over.rounds_scored
        app.scroll_into_view(f"sheet-cell-{last}-0")  # the grid, round by round, below the standings
        for seat, total in enumerate(over.totals):
            cell = app.text(f"sheet-cell-{last}-{seat}")
            assert over.players[seat] in cell and f"total {total}" in cell, cell
        assert app.exists("sheet-cell-1-0") and app.exists("sheet-name-0")
        assert not app.exists("export"), "read-only: no share button"
        app.screenshot("31-opened-link-sheet")
        app.tap(f"sheet-cell-{last}-0")  # read-only: a tap on a round corrects nothing
        app.frames(6)
        assert not app.identifiers("fix-"), "read-only: no correction form"
        app.scroll_into_view("shared-status")
        app.screenshot("31-opened-link-light")
        app.page.emulate_media(color_scheme="dark")  # the app follows the phone's theme
        app.screenshot("31-opened-link-dark", settle_s=1.5)
        app.page.emulate_media(color_scheme="light")

        app.tap("shared-keep")  # a game over: its sheet, in this phone's history now
        app.wait_gone("shared-keep", timeout=TAP_MS)
        app.wait_for("sheet-round-1", timeout=TAP_MS)
        open_link(app, over_link, "shared-status")
        app.tap("shared-keep")  # the same game again: opened, not stored twice
        app.wait_gone("shared-keep", timeout=TAP_MS)
        app.wait_for("sheet-round-1", timeout=TAP_MS)

        going_link, _ = link(server.url, over=False)
        open_link(app, going_link, "shared-status")
        assert "1 of 3" in app.text("shared-status")
        app.tap("shared-keep")
        app.wait_for("round-number", timeout=TAP_MS)  # the table continues it here
        assert "1" in app.text("round-number")

        open_link(app, going_link[:-12], "shared-error")
        assert "damaged" in app.text("shared-error") and not app.exists("shared-keep")
        app.screenshot("31-damaged-link-light")
        app.tap("back")
        app.tap("history")
        app.wait_for("game-export-0", timeout=TAP_MS)
        kept = [i for i in app.identifiers("game-export-") if i[len("game-export-"):].isdigit()]
        assert len(kept) == 2, f"two games kept, none twice, nothing of the damaged link: {kept}"
    finally:
        context.close()
        server.stop()


#: issue 41: 43 characters whose record is 12,000 nested lists; Pyodide's
#: json.loads overflowed the browser's stack on it and Python stopped for good
NESTED_LINK = "#g=7cExAQAAAMKgoOvfwxg-QAEAAAAAAAAAAAAAwN8A"


def test_a_link_nested_twelve_thousand_deep_starts_the_app_and_says_what_is_wrong(site, browser):
    server = StaticServer(site).start()
    context = new_context(browser)
    fatal: list[str] = []
    try:
        page = context.new_page()
        page.on("console", lambda m: fatal.append(m.text) if "fatal" in m.text.lower() else None)
        app = AppPage(page, server.url, timeout_ms=TAP_MS, screenshot_dir=SHOTS)
        page.goto(server.url + "/" + NESTED_LINK, wait_until="domcontentloaded")
        deadline = time.monotonic() + LOAD_MS / 1000
        while True:  # fails at once when Python stops in the browser, not after the whole load time
            try:
                app.enable_accessibility(first="shared-error", timeout_ms=3_000)
                break
            except TimeoutError:
                assert not fatal, f"Python stopped in the browser: {fatal[0][:300]}"
                assert time.monotonic() < deadline, f"no shared-error; the screen has:\n{describe_tree(page)}"
        error = app.text("shared-error")
        assert "nest" in error.lower() and "\n" not in error.strip(), error
        assert not app.exists("shared-keep")
        app.tap("back")  # the app runs: home, and a new game can be started
        app.wait_for("new-game", timeout=TAP_MS)
    finally:
        context.close()
        server.stop()
