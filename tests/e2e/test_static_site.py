"""The static site (Python in the browser) keeps the games on the phone.

Built once per module with ``build_site`` (as ``scorekeeper build-web``),
served by a plain file server, driven in a Chromium at 360x740 whose every
host but 127.0.0.1 resolves to nothing. The same Driver as the served app's
tests checks every screen against the engine.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest

from scorekeeper.bootstrap import Scorekeeper
from scorekeeper.domain import Bid, EnterTricks, Phase, RuleChoice, legal_bids

from .harness import AppPage, describe_tree, new_context
from .scorekeeper_driver import Driver
from .static_site import CountingServer, OwnChromium, StaticServer, service_worker_ready
from .test_app_exports import export_from_dialog, pdf_text, read

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

PLAYERS = ["Ana", "Ben", "Cleo"]
#: What a phone may download before the app's home screen, on its first visit.
FIRST_VISIT_BYTES = 25_000_000
# Python starts in the browser: seconds on a phone, much more on two busy cores
LOAD_MS = 240_000
TAP_MS = 30_000


def load(app: AppPage, first: str | None = None, *, reload: bool = False) -> float:
    """Open (or reload) the site until ``first`` (default: any identified
    node, i.e. the first screen) is shown; seconds taken."""
    started = time.perf_counter()
    if reload:
        app.page.reload(wait_until="domcontentloaded")
    else:
        app.page.goto(app.base_url + "/", wait_until="domcontentloaded")
    try:
        app.enable_accessibility(first=first, timeout_ms=LOAD_MS)
    except TimeoutError:
        raise AssertionError(f"{first or 'no screen'!r} not shown; the screen has:\n{describe_tree(app.page)}") from None
    return time.perf_counter() - started


def back_in_game(sk: Driver) -> None:
    """After a start: the app comes back to the open game by itself, or
    offers to resume it; either way the screen must show the same state."""
    app = sk.app
    try:
        app.wait_for("round-number", timeout=8_000)
    except Exception:
        sk.resume()
        return
    sk.uncovered = None
    sk.sheet = sk.state.complete
    sk.expect_state(timeout_ms=TAP_MS, what="back in the game")


def open_tab(chromium: OwnChromium, url: str) -> AppPage:
    return AppPage(chromium.new_page(), url, timeout_ms=TAP_MS)


def test_two_rounds_survive_reload_browser_restart_a_crash_and_a_stopped_server(site, tmp_path, _playwright):
    """The issue's proof: play two rounds, reload, close and reopen the
    browser, crash it right after a tap, stop the server and reload."""
    profile = tmp_path / "profile"
    timings: dict[str, float] = {}
    with StaticServer(site) as server:
        chromium = OwnChromium(profile, _playwright).start()
        try:
            app = open_tab(chromium, server.url)
            timings["first load"] = load(app, "new-game")
            sk = Driver(app)
            rng = random.Random(12)
            sk.new_game(PLAYERS, schedule=(1, 2, 3, 4))
            sk.play_round(rng)
            sk.play_round(rng)
            assert sk.state.current.number == 3 and any(sk.state.totals)

            timings["reload"] = load(app, reload=True)
            back_in_game(sk)
            service_worker_ready(app.page)  # every file cached before the network goes away
            chromium.close()  # as a person closes the browser

            chromium.start()  # the same profile
            app = sk.app = open_tab(chromium, server.url)
            timings["after browser restart"] = load(app)
            back_in_game(sk)

            # a crash right after a tap is shown: the tap was stored before it was shown
            sk.bid_round(rng)
            sk.trick(0)
            chromium.kill()
            chromium.start()
            app = sk.app = open_tab(chromium, server.url)
            load(app)
            back_in_game(sk)
            assert sk.state.current.number == 3 and sk.state.current.phase in (Phase.PLAYING, Phase.SCORED)

            server.stop()  # no network at all now
            timings["reload without a server"] = load(app, reload=True)
            back_in_game(sk)
            sk.play_tricks(rng)
            sk.next_round()
            assert sk.state.current.number == 4
            assert chromium.outside_requests == []
        finally:
            chromium.kill()
    print("\nstatic site, seconds: " + ", ".join(f"{k} {v:.1f}" for k, v in timings.items()))


def test_a_second_tab_waits_while_the_first_keeps_score_and_takes_over_when_it_closes(site, browser, tmp_path):
    """Two tabs never both write (each holds its own copy of the games, and
    a writing tab's sync would delete the other's): the second one says so
    and opens by itself, with the first one's games, once that is closed."""
    from .harness import new_context

    with StaticServer(site) as server:
        context = new_context(browser)
        try:
            first = AppPage(context.new_page(), server.url, timeout_ms=TAP_MS)
            load(first, "new-game")
            second = AppPage(context.new_page(), server.url, timeout_ms=TAP_MS)
            load(second, "other-tab")
            assert "Close it there" in second.text("other-tab-text")
            assert not second.exists("new-game"), "the second tab must not show games it cannot keep"

            first.bring_to_front()
            sk = Driver(first)
            rng = random.Random(4)
            sk.new_game(PLAYERS, schedule=(1, 2))
            sk.play_round(rng)
            second.bring_to_front()
            assert second.exists("other-tab") and not second.exists("new-game")

            first.page.close()  # the browser releases the first tab's hold
            second.enable_accessibility(first="new-game", timeout_ms=LOAD_MS)
            sk.app = second
            back_in_game(sk)  # the first tab's game, as it left it
            sk.bid_round(rng)
            assert sk.state.current.number == 2
        finally:
            context.close()


def stored_logs(folder: Path) -> list[tuple]:
    with Scorekeeper.open(folder) as app:
        service = app.service
        return sorted((tuple(info.players), info.trashed, json.dumps(service.repo.load_game(info.id).actions, sort_keys=True))
                      for info in service.history(include_trash=True))


def test_a_backup_from_the_server_version_restores_into_the_site_and_a_backup_from_the_site_restores_anywhere(
    site, browser, tmp_path
):
    """Data in a browser can be wiped: backup and restore work in the static site too."""
    from .harness import new_context

    computer = tmp_path / "computer"
    with Scorekeeper.open(computer) as app:
        service = app.service
        for players, seed in ((["Ana", "Ben", "Cleo"], 1), (["Dan", "Eve", "Finn", "Gus"], 2)):
            rng = random.Random(seed)
            game_id = service.new_game(players, 0, RuleChoice(schedule=(1, 2)))
            for seat in service.game(game_id).state.current.bidding_order:
                service.act(game_id, Bid(player=seat, value=rng.choice(sorted(legal_bids(service.game(game_id).state)))))
            service.act(game_id, EnterTricks(tricks=(1,) + (0,) * (len(players) - 1)))
        backup = tmp_path / "backup.json"
        backup.write_bytes(service.backup().data)
    before = stored_logs(computer)

    with StaticServer(site) as server:
        context = new_context(browser, accept_downloads=True)
        try:
            app = AppPage(context.new_page(), server.url, timeout_ms=TAP_MS)
            load(app, "open-backup")
            app.tap("open-backup")
            with app.page.expect_file_chooser(timeout=TAP_MS) as chooser:
                app.tap("restore")
            chooser.value.set_files(str(backup))
            app.wait_for("notice", timeout=TAP_MS)
            assert "2" in app.text("notice")

            load(app, "open-backup", reload=True)  # stored in the browser, not only shown
            app.tap("open-backup")
            with app.page.expect_download(timeout=TAP_MS) as info:
                app.tap("backup")
            from_site = tmp_path / "from-site.json"
            info.value.save_as(from_site)
        finally:
            context.close()

    phone = tmp_path / "another-computer"
    with Scorekeeper.open(phone) as app:
        app.service.restore_backup(from_site.read_bytes())
    assert stored_logs(phone) == before


def test_a_first_visit_downloads_at_most_25_mb_before_home_then_keeps_the_rest_and_exports_a_pdf_offline(site, browser):
    """The PDF stack is not part of a start: it comes with the files kept in
    the background, and the first PDF, made with the server gone, uses it."""
    server = CountingServer(site)
    context = new_context(browser, accept_downloads=True)
    try:
        app = AppPage(context.new_page(), server.url, timeout_ms=TAP_MS)
        load(app, "new-game")
        # the start screen goes once the first screen is drawn; only then is the rest fetched
        app.page.wait_for_function("() => !!(window.__skBoot && window.__skBoot.marks.drawn)", timeout=LOAD_MS)
        home_at = app.page.evaluate("() => window.__skBoot.marks.drawn / 1000")
        before_home, largest = server.sent_before(home_at)
        assert before_home <= FIRST_VISIT_BYTES, f"{before_home / 1e6:.1f} MB before the home screen, largest: {largest}"
        assert not [path for path, _ in largest if "later" in path], "the PDF stack came before the home screen"
        print(f"\nfirst visit: {before_home / 1e6:.1f} MB before the home screen, {server.sent / 1e6:.1f} MB before the PDF")
        service_worker_ready(app.page)
        assert "/app/later.tar.gz" in {path for _, path, _ in server.answers}, "kept for offline use"
        server.stop()  # no network from here on

        sk = Driver(app)
        sk.new_game(PLAYERS, schedule=(1,))
        sk.play_round(random.Random(3), close=False)
        assert sk.state.complete
        pdf = read(export_from_dialog(app, "export", "pdf"))
        pages, text = pdf_text(pdf)
        assert pdf.startswith(b"%PDF") and pages == 1
        assert all(name in text for name in PLAYERS)
    finally:
        context.close()
        server.stop()


def test_a_start_that_cannot_get_the_apps_files_says_so_in_the_players_language_and_offers_a_reload(site, browser, tmp_path):
    import os
    import shutil

    from scorekeeper.i18n import translator

    broken = tmp_path / "broken-site"
    shutil.copytree(site, broken, copy_function=os.link)
    (broken / "app" / "start.tar.gz").unlink()
    server = CountingServer(broken)
    context = new_context(browser, locale="de-DE")
    try:
        page = context.new_page()
        page.goto(server.url + "/")
        page.wait_for_function("() => window.__skBoot && window.__skBoot.failed", timeout=LOAD_MS)
        t = translator("de")
        step = page.text_content("#sk-start-step")
        assert step.startswith(t("start.failed_download")) and t("start.failed_what_to_do") in step
        assert "start.tar.gz" in page.text_content("#sk-start-detail") and "404" in page.text_content("#sk-start-detail")
        assert page.get_attribute("#sk-start", "role") == "alert"
        assert page.text_content("#sk-start-retry") == t("start.retry") and page.is_visible("#sk-start-retry")
    finally:
        context.close()
        server.stop()


#: Records, from the first moment of a page, every semantics identifier that
#: appears (the start screen covers Flutter until the first screen is shown;
#: the semantics tree shows what Flutter drew under it or after it).
SEEN_IDS_JS = """
window.__seenIds = [];
new MutationObserver((records) => {
  for (const r of records) {
    const nodes = r.type === 'attributes' ? [r.target] : [...r.addedNodes];
    for (const n of nodes) {
      if (n.nodeType !== 1) continue;
      for (const e of [n, ...n.querySelectorAll('[flt-semantics-identifier]')]) {
        const id = e.getAttribute && e.getAttribute('flt-semantics-identifier');
        if (id && !window.__seenIds.includes(id)) window.__seenIds.push(id);
      }
    }
  }
}).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['flt-semantics-identifier']});
"""


def test_a_reload_in_a_game_goes_straight_back_into_it_without_showing_home_on_the_way(site, browser):
    """Issue 19 (12): a reload mid-game showed Home with "Resume game" for
    about a second before the app went back into the round by itself, so a
    tap in that second could land on "New game"."""
    with StaticServer(site) as server:
        context = new_context(browser)
        try:
            app = AppPage(context.new_page(), server.url, timeout_ms=TAP_MS)
            load(app, "new-game")
            sk = Driver(app)
            rng = random.Random(3)
            sk.new_game(PLAYERS, schedule=(1, 2, 3))
            sk.play_round(rng)
            app.page.add_init_script(SEEN_IDS_JS)
            for _ in range(2):
                load(app, "round-number", reload=True)
                back_in_game(sk)
                seen = app.page.evaluate("() => window.__seenIds")
                assert "round-number" in seen
                home = sorted({"new-game", "resume-game"} & set(seen))
                assert not home, f"Home was shown on the way back into the game: {home} among {seen[:12]}"
        finally:
            context.close()
