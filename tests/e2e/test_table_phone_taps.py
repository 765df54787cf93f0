"""Table mode end to end, a phone's taps (issue 26): a double tap on a
phone's trick button counts one trick at 0, 50 and 300 ms between the two
clicks, and every phone's line says where the round stands (all hidden bids
in and waiting for the host to turn them over is not "round scored").

The host's tab on 127.0.0.1, two phones on the table's address 127.0.0.2
(loopback only); every tap is mirrored in the engine and the host's screen
must show what the engine says.
"""

from __future__ import annotations

import time

import pytest

from scorekeeper.domain import Bid, TrickWon

from .harness import AppPage, new_context
from .scorekeeper_driver import Driver
from .table import SETTLE_S
from .test_table_mode import LINK, TABLE_HOST, Phone, shot, table_server  # noqa: F401 - the fixture

pytestmark = pytest.mark.e2e

NAMES = ["Ana", "Ben", "Cleo"]
GAPS = (0.0, 0.05, 0.3)  # seconds between the two clicks of a double tap


def double_tap(app: AppPage, identifier: str, gap: float) -> None:
    """Two taps on the same spot, ``gap`` seconds apart, as a finger makes them
    (made in the page: see ``AppPage.double_tap``)."""
    app.double_tap(identifier, gap * 1000)


def test_a_double_tap_on_a_phone_counts_one_trick_and_phones_wait_for_the_reveal(table_server, browser):  # noqa: F811
    host_ctx = new_context(browser)
    phones: list[Phone] = []
    try:
        host = Driver(AppPage(host_ctx.new_page(), table_server.url, timeout_ms=20_000).open(first="new-game"))
        host.new_game(NAMES, bids="hidden", notequal=False, schedule=(4, 4))
        host.app.tap("table-mode")
        host.app.wait_for("table-link")
        found = LINK.search(host.app.text("table-link"))
        assert found, host.app.text("table-link")
        base, token = f"http://{TABLE_HOST}:{found.group(1)}", found.group(2)

        # Ben and Cleo bid on their phones (Cleo's in German); Ana deals and bids on the host's screen
        phones = [Phone(browser, base), Phone(browser, base, "de")]
        for seat, phone in zip((1, 2), phones):
            phone.app.open(f"/join/{token}", first=f"join-seat-{seat}")
            phone.app.tap(f"join-seat-{seat}")
            phone.app.wait_for("bid-pad")
        host.phones = frozenset({1, 2})
        for seat, phone, value in ((1, phones[0], 3), (2, phones[1], 0)):
            phone.app.tap(f"bid-{value}")
            phone.app.wait_text("seat-waiting", phone.t("table.bid_in", value=value))
            host.table.apply(Bid(player=seat, value=value))
        host.expect_state(what="the phones' hidden bids")
        host.bid(0)  # the last hidden bid, on the host: the host shows "Reveal the bids"
        host.expect_state(what="every hidden bid in")
        for phone in phones:  # not "round scored": the bids are in, the host turns them over
            phone.app.wait_text("seat-waiting", phone.t("table.waiting_reveal"), exact=True)
        shot(phones[1].app, "phone-before-reveal-de")
        host.reveal()
        for phone, value in zip(phones, (3, 0)):
            phone.app.wait_text("seat-waiting", phone.t("table.playing", value=value), exact=True)

        # the phones count the tricks: Ben's double taps on his own row each count one trick
        host.app.tap("table-phones-count")
        ben = phones[0]
        for played, gap in enumerate(GAPS):
            ben.app.wait_for("trick-1")
            if played:  # Ben's next trick is a tap of its own: after the quiet moment of the last one, as a player's is
                time.sleep(SETTLE_S)
            double_tap(ben.app, "trick-1", gap)
            host.table.apply(TrickWon(player=1))
            # Ben's phone shows his trick, the host one trick (a second click counted after this
            # check would show at the next one: the app handles a phone's taps in order)
            ben.app.wait_text("trick-1", ben.t("table.row", name="Ben", bid=3, won=played + 1, total=0))
            host.expect_state(what=f"Ben's double tap {int(gap * 1000)} ms apart")
            assert host.state.current.tricks[1] == played + 1
        # the last trick is Cleo's, tapped on her phone: the round is scored on every screen
        phones[1].app.tap("trick-2")
        host.table.apply(TrickWon(player=2))
        host.expect_state(what="Cleo's trick on her phone")
        phones[1].app.wait_text("seat-waiting", phones[1].t("table.scored"), exact=True)
        assert host.state.current.tricks == (0, 3, 1) and host.state.current.points is not None
    finally:
        for phone in phones:
            phone.context.close()
        host_ctx.close()
