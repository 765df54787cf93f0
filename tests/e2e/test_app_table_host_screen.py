"""The host's screen in table mode (issue 26, item 5), with three phones at
their seats on the table's address 127.0.0.2 (these machines may only send
test traffic to loopback addresses).

At 1280x800 the table card sits beside the round: the QR code, the link,
the seats, the switch that lets the phones count, End and every player's
row are wholly in view at once, while the phones bid and while the host
counts the tricks, with three and six players, light and dark. On a
360x740 phone the card keeps its band above the round, as before.

Screenshots go to screenshots/table-host-* (git-ignored) for a person to
look at.
"""

from __future__ import annotations

import pytest

from scorekeeper.domain import Bid, Phase

from .harness import AppPage, new_context
from .layout import assert_in_sight, box
from .scorekeeper_driver import Driver
from .table import T
from .test_table_mode import LINK, TABLE_HOST, Phone, table_server  # noqa: F401 - table_server: a fixture

pytestmark = pytest.mark.e2e

WIDE = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}
PLAYERS = {3: ["Ana", "Ben", "Cleo"],
           6: ["Ana", "Maximiliane-Josephine", "Christopher", "Christina", "Eve", "Alexandra"]}
ON_PHONES = 3  # Ana, Ben and Cleo bid on their own phones; the host enters the others
BAND_H = 240  # px: the card's band on a phone (ui/game/screen.py)
CARD = ["table-qr", "table-link", "table-phones-count", "table-end"]


class HostTable:
    """The host's tab at ``viewport`` with a new game of ``names`` (secret
    bids, 3 cards) in table mode, and a phone at each of the first three seats."""

    def __init__(self, browser, server, viewport: dict, theme: str, names: list[str]) -> None:
        self.names = names
        self.context = new_context(browser, viewport=viewport, color_scheme=theme)
        self.phones: list[Phone] = []
        self.host = Driver(AppPage(self.context.new_page(), server.url, timeout_ms=20_000).open(first="new-game"))

    def start(self, browser) -> None:
        host = self.host
        host.new_game(self.names, bids="secret", notequal=False, schedule=(3, 3))
        host.app.tap("table-mode")
        host.app.wait_for("table-link")
        found = LINK.search(host.app.text("table-link"))
        assert found, host.app.text("table-link")
        port, token = found.groups()
        for seat in range(ON_PHONES):
            phone = Phone(browser, f"http://{TABLE_HOST}:{port}")
            self.phones.append(phone)
            phone.app.open(f"/join/{token}", first=f"join-seat-{seat}")
            phone.app.tap(f"join-seat-{seat}")
            phone.app.wait_for("bid-pad")  # secret bids: every phone's pad at once
        host.phones = frozenset(range(ON_PHONES))
        # a seat a phone holds offers the host to free it
        host.wait_shows([(f"table-seat-{s}", T("table.free", name=self.names[s]), "contains")
                         for s in range(ON_PHONES)], what="three phones at their seats")
        host.expect_state(what="the phones at their seats")

    def bid(self) -> None:
        """The phones bid 1, 0, 1; the host enters 0 for each seat left."""
        for seat in range(ON_PHONES):
            value = 1 if seat % 2 == 0 else 0
            self.phones[seat].app.tap(f"bid-{value}")
            self.host.table.apply(Bid(player=seat, value=value))
        self.host.expect_state(what="the phones' bids")
        while self.host.state.current.phase is Phase.BIDDING:
            self.host.bid(0)
        assert self.host.state.current.phase is Phase.PLAYING

    def card_and_rows(self) -> list[str]:
        seats = [f"table-seat-{s}" for s in range(len(self.names))]
        rows = [f"trick-{s}" for s in range(len(self.names))] if self.host.state.current.phase is Phase.PLAYING \
            else []
        return [*CARD, *seats, *rows]

    def close(self) -> None:
        for phone in self.phones:
            phone.context.close()
        self.context.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("players", sorted(PLAYERS))
def test_at_1280x800_the_qr_code_the_link_the_seats_end_and_every_players_row_are_in_view_at_once(
        table_server, browser, players, theme):  # noqa: F811 - table_server: the fixture imported above
    table = HostTable(browser, table_server, WIDE, theme, PLAYERS[players])
    try:
        table.start(browser)
        app = table.host.app
        assert_in_sight(app, table.card_and_rows(), "(the phones bidding)")
        app.screenshot(f"table-host-1280x800-{theme}-{players}p-bidding")
        table.bid()
        table.host.trick(1)  # by the tally (the host switches to it if the device counted directly)
        assert_in_sight(app, [*table.card_and_rows(), "tricks-left"], "(the host counting the tricks)")
        app.screenshot(f"table-host-1280x800-{theme}-{players}p-tally")
        table.host.toggle_sheet()  # the sheet shown instead of the round: the card stays beside it
        assert_in_sight(app, [*CARD, *(f"table-seat-{s}" for s in range(players))], "(the sheet)")
        app.screenshot(f"table-host-1280x800-{theme}-{players}p-sheet")
    finally:
        table.close()


def test_on_a_360x740_phone_the_card_keeps_its_band_above_the_round(table_server, browser):  # noqa: F811
    """The phone's layout as before: the card scrolls in its band (240 px)
    over the round, which keeps the rest; the rows are a scroll of the
    round away (the host's taps reach them)."""
    table = HostTable(browser, table_server, PHONE, "light", PLAYERS[3])
    try:
        table.start(browser)
        app = table.host.app
        app.screenshot("table-host-360x740-light-3p-bidding")
        table.bid()
        # the tally opens at its rows (the round's header is a scroll up, issue 28 item 5)
        assert_in_sight(app, ["table-title", "tricks-left"], "(the card's top and the round's)")
        card, info = box(app, "table-card"), box(app, "tricks-left")
        assert card["height"] <= BAND_H + 0.5, f"the card is not in its band: {card}"
        assert card["y"] + card["height"] <= info["y"], f"the card is not above the round: {card} / {info}"
        assert card["width"] <= PHONE["width"], f"the card is wider than the phone: {card}"
        app.screenshot("table-host-360x740-light-3p-tally")
        for seat in range(3):
            table.host.trick(seat)  # the round's rows, under the band
    finally:
        table.close()
