"""A phone told when the table ends and when the app quits (issue 26): the
real app, the host's tab on 127.0.0.1 and phones (each its own browser
context, 360x740) on the table's address 127.0.0.2.

When the host ends table mode, every phone leaves Flet's app for the plain
"table closed" page, in its own language, instead of Flet's endless
"Working..." once the address stops; a reload, or the old link opened later,
gets that page too while the app runs. When the app itself is stopped
(SIGTERM, as a system stops it), the phones are told the same before the
process goes. Screenshots for a person to look at go to /tmp/shots-26close
when that folder exists.
"""

from __future__ import annotations

import os
import re
import signal
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from scorekeeper.i18n import translator

from .harness import AppPage, AppServer, AppTarget, new_context
from .scorekeeper_driver import Driver
from .table import APP_COMMAND

pytestmark = pytest.mark.e2e

TABLE_HOST = "127.0.0.2"
PHONE = {"width": 360, "height": 740}
SHOTS = Path("/tmp/shots-26close")
LINK = re.compile(r"http://127\.0\.0\.2:(\d+)/join/([A-Za-z0-9_-]{22,})")
# the plain page's title, or what a Flet page shows (its semantics or its "Working..." overlay)
HEADING_JS = "() => { const h = document.querySelector('h1'); return h ? h.textContent : null; }"
FLUTTER_JS = "() => !!document.querySelector('flutter-view, flt-glass-pane')"


@pytest.fixture
def app(tmp_path):
    server = AppServer(AppTarget.parse(f"{APP_COMMAND} --table-host {TABLE_HOST}"), tmp_path / "data",
                       log_path=tmp_path / "app.log")
    server.start()
    try:
        yield server
    finally:
        server.stop()


class Phone:
    def __init__(self, browser, language: str) -> None:
        self.t = translator(language)
        self.context = new_context(browser, viewport=PHONE, locale=language)
        self.page = self.context.new_page()

    def join(self, base: str, token: str, seat: int) -> None:
        app = AppPage(self.page, base, timeout_ms=20_000).open(f"/join/{token}", first=f"join-seat-{seat}")
        app.tap(f"join-seat-{seat}")
        app.wait_for("bid-pad")

    def wait_closed_page(self, seconds: float = 20) -> None:
        """The plain "table closed" page in the phone's language (not Flet's app, not its spinner)."""
        want = self.t("table.closed.title")
        deadline = time.monotonic() + seconds
        heading = None
        while time.monotonic() < deadline:
            try:
                heading = self.page.evaluate(HEADING_JS)
            except Exception:  # the page is navigating: ask again
                heading = None
            if heading == want:
                break
            time.sleep(0.2)
        assert heading == want, f"the phone shows {heading!r}, not the closed page (flutter: {self.flutter()})"
        assert not self.flutter(), "Flet's app is still on the phone"
        assert self.t("table.closed.body") in self.page.inner_text("body")

    def flutter(self) -> bool:
        try:
            return self.page.evaluate(FLUTTER_JS)
        except Exception:
            return False

    def shot(self, name: str) -> None:
        if SHOTS.is_dir():
            time.sleep(1.0)
            self.page.screenshot(path=str(SHOTS / f"{name}.png"))


def open_table(browser, app: AppServer, phones: list[Phone]) -> tuple[Driver, object, str, str]:
    host_ctx = new_context(browser)
    host = Driver(AppPage(host_ctx.new_page(), app.url, timeout_ms=20_000).open(first="new-game"))
    host.new_game(["Ana", "Ben", "Cleo"], bids="secret", notequal=False, schedule=(3, 3))
    host.app.tap("table-mode")
    host.app.wait_for("table-link")
    found = LINK.search(host.app.text("table-link"))
    assert found, host.app.text("table-link")
    port, token = found.groups()
    base = f"http://{TABLE_HOST}:{port}"
    for seat, phone in enumerate(phones):
        phone.join(base, token, seat)
    return host, host_ctx, base, token


def get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as refused:
        return refused.code, refused.read().decode()


def test_a_phone_is_told_when_the_table_ends_not_left_on_a_spinner(app, browser):
    phones = [Phone(browser, "en"), Phone(browser, "de")]
    host_ctx = None
    try:
        host, host_ctx, base, token = open_table(browser, app, phones)
        host.app.tap("table-end")
        host.app.wait_for("table-mode")
        for phone in phones:
            phone.wait_closed_page()
        phones[1].shot("phone-de-after-end")
        phones[0].shot("phone-en-after-end")
        # a phone that reloads, or the old link opened later, is told the same while the app runs
        phones[1].page.reload(wait_until="domcontentloaded")
        phones[1].wait_closed_page()
        status, body = get(f"{base}/join/{token}")
        assert status == 410 and "The table is closed" in body and "flutter" not in body.lower()
        status, body = get(f"{base}/")  # nothing of the app is served there any more
        assert status == 410 and "flutter" not in body.lower()
        # a new table takes the address back: its phones join as before, the old link stays closed
        host.app.tap("table-mode")
        host.app.wait_for("table-link")
        new_token = LINK.search(host.app.text("table-link")).group(2)
        assert new_token != token
        new_base = LINK.search(host.app.text("table-link")).group(0).split("/join/")[0]
        assert get(f"{new_base}/join/{token}")[0] == 410
        late = Phone(browser, "fr")
        phones.append(late)
        late.join(new_base, new_token, 0)
    finally:
        for phone in phones:
            phone.context.close()
        if host_ctx is not None:
            host_ctx.close()


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "Ctrl-C"])
def test_a_phone_is_told_when_the_app_quits(app, browser, how):
    phones = [Phone(browser, "es")]
    host_ctx = None
    try:
        _host, host_ctx, _base, _token = open_table(browser, app, phones)
        proc = app.proc
        assert proc is not None
        os.kill(proc.pid, how)  # as a system stops the app, or Ctrl-C in its terminal
        code = proc.wait(timeout=20)
        assert code == 0, f"the app ended with {code}:\n{app.log_tail()}"
        phones[0].wait_closed_page()
        phones[0].shot(f"phone-es-after-{how.name}")
    finally:
        for phone in phones:
            phone.context.close()
        if host_ctx is not None:
            host_ctx.close()
