"""The phones' line of bids at 360x740 (issue 28, item 10c): a chip with a
covered bid (the check mark) is as tall as a chip with a number or "–";
the host's bid board the same."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from .conftest import PHONE
from .harness import AppPage, AppServer, AppTarget, new_context
from .scorekeeper_driver import Driver
from .table import APP_COMMAND, T
from .test_table_mode import LINK, TABLE_HOST

pytestmark = pytest.mark.e2e

NAMES = ["Ana", "Ben", "Cleo"]
SHOTS = Path(os.environ.get("SK_SHOTS", "/tmp/shots-28small"))


@pytest.fixture
def table_server(tmp_path, browser):
    server = AppServer(AppTarget.parse(f"{APP_COMMAND} --table-host {TABLE_HOST}"), tmp_path / "data",
                       log_path=tmp_path / "app.log")
    server.start()
    try:
        yield server
    finally:
        server.stop()


def test_a_covered_bids_chip_is_as_tall_as_a_numbers_chip_on_a_phone(table_server, browser):
    host_ctx = new_context(browser)
    phone_ctx = [new_context(browser, viewport=PHONE) for _ in range(2)]
    try:
        host = Driver(AppPage(host_ctx.new_page(), table_server.url, timeout_ms=20_000).open(first="new-game"))
        host.new_game(NAMES, bids="secret", notequal=False, schedule=(3, 3))
        host.app.tap("table-mode")
        host.app.wait_for("table-link")
        found = LINK.search(host.app.text("table-link"))
        assert found, host.app.text("table-link")
        base = f"http://{TABLE_HOST}:{found.group(1)}"
        phones = [AppPage(ctx.new_page(), base, timeout_ms=20_000) for ctx in phone_ctx]
        for seat, phone in enumerate(phones):
            phone.open(f"/join/{found.group(2)}", first=f"join-seat-{seat}")
            deadline = time.monotonic() + 10
            while seat and not phone.is_disabled(f"join-seat-{seat - 1}") and time.monotonic() < deadline:
                time.sleep(0.1)
            phone.tap(f"join-seat-{seat}")
            phone.wait_for("bid-pad")
        phones[1].tap("bid-2")  # Ben's bid is in, covered: a check mark on Ana's phone; Cleo's not yet: "–"
        ana = phones[0]
        ana.wait_text("chip-1", T("table.chip_in", name="Ben"))
        ana.wait_text("chip-2", T("table.chip_waiting", name="Cleo"))
        ana.frames(4)
        covered, waiting = (ana.locator(f"chip-{s}").first.bounding_box() for s in (1, 2))
        assert covered["height"] == waiting["height"], (covered, waiting)
        SHOTS.mkdir(parents=True, exist_ok=True)
        ana.page.mouse.move(359, 739)
        time.sleep(1.0)
        ana.page.screenshot(path=str(SHOTS / "10c-phone-chips-light-en.png"))
    finally:
        for ctx in (host_ctx, *phone_ctx):
            ctx.close()


def test_a_covered_bid_on_the_hosts_bid_board_is_as_tall_as_a_bid_not_yet_made(tk: Driver):
    tk.new_game(NAMES, bids="hidden", schedule=(3, 3))
    tk.lift_cover()
    tk.bid(1)  # the first bid is in, hidden: a check mark; the next not yet: "–"
    tk.lift_cover()
    tk.app.frames(4)
    # the covered bid, the turn's chip (outlined) and a bid not yet made: one height
    boxes = [tk.app.locator(f"board-{s}").first.bounding_box() for s in tk.state.current.bidding_order]
    assert len({b["height"] for b in boxes}) == 1, boxes
