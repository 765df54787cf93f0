"""Table mode through the evening (issue 30), end to end: Ben leaves before
round 2 and the phone that held his seat is freed (it says why, and offers
only the seats that play); Eve joins between Ana and Ben, that phone takes
her new seat and bids there, while Cleo's phone, whose seat moved up one,
keeps Cleo and never learns Eve's secret bid. The table stops after round
2: both phones say the game is over.

The host's tab on 127.0.0.1, the phones on the table's address 127.0.0.2
(loopback only). The host's changes of the table (a leave, a join) and the
seats without a phone are entered through the test's control address
(tests/e2e/host_control.py), as the host's screen enters them: through the
one service, every session told.
"""

from __future__ import annotations

import json
import shlex
import sys
import time
import urllib.request

import pytest

from scorekeeper.domain import Bid, CloseRound, EndGame, TrickWon
from scorekeeper.domain.changes import join, leave

from .harness import AppPage, AppServer, AppTarget, free_port, new_context
from .scorekeeper_driver import Driver
from .table import T
from .test_table_mode import LINK, TABLE_HOST, Phone, shot

pytestmark = pytest.mark.e2e

NAMES = ["Ana", "Ben", "Cleo", "Dan"]
WAIT_S = 10.0  # the longest a bid takes to reach the game (each wait below is bounded by it)


class Control:
    def __init__(self, port: int) -> None:
        self.base = f"http://127.0.0.1:{port}"

    def act(self, *actions) -> None:
        for action in actions:
            body = json.dumps({"action": action.to_json()}).encode()
            request = urllib.request.Request(self.base + "/act", data=body, method="POST",
                                             headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(request, timeout=5) as answer:
                assert answer.status == 200

    def state(self) -> dict:
        with urllib.request.urlopen(self.base + "/state", timeout=5) as answer:
            return json.loads(answer.read())

    def wait_bid(self, seat: int, value: int) -> None:
        deadline = time.monotonic() + WAIT_S
        while self.state()["bids"][seat] != value and time.monotonic() < deadline:
            time.sleep(0.1)
        assert self.state()["bids"][seat] == value, self.state()


@pytest.fixture
def evening_server(tmp_path, browser):
    control = free_port()
    command = f"{shlex.quote(sys.executable)} -m tests.e2e.host_control --web --port {{port}} --table-host {TABLE_HOST}"
    server = AppServer(AppTarget.parse(command), tmp_path / "data", log_path=tmp_path / "app.log",
                       extra_env={"SCOREKEEPER_TEST_CONTROL_PORT": str(control)})
    server.start()
    try:
        yield server, Control(control)
    finally:
        server.stop()


def test_a_player_who_leaves_frees_their_phone_a_phone_takes_the_seat_of_one_who_joins_and_an_early_end_shows_on_both(evening_server, browser):
    server, control = evening_server
    host_ctx = new_context(browser)
    phones: list[Phone] = []
    try:
        host = Driver(AppPage(host_ctx.new_page(), server.url, timeout_ms=20_000).open(first="new-game"))
        host.new_game(NAMES, bids="secret", notequal=False, schedule=(1, 2, 3))
        host.app.tap("table-mode")
        host.app.wait_for("table-link")
        found = LINK.search(host.app.text("table-link"))
        assert found, host.app.text("table-link")
        base, token = f"http://{TABLE_HOST}:{found.group(1)}", found.group(2)

        # round 1: Ben and Cleo bid on their phones, the host enters Ana and Dan
        ben, cleo = Phone(browser, base), Phone(browser, base, "de")  # Cleo's phone speaks German
        phones += [ben, cleo]
        for seat, phone in ((1, ben), (2, cleo)):
            phone.app.open(f"/join/{token}", first=f"join-seat-{seat}")
            phone.app.tap(f"join-seat-{seat}")
            phone.app.wait_for("bid-pad")
            phone.app.tap("bid-0")
            control.wait_bid(seat, 0)
        control.act(Bid(player=0, value=1), Bid(player=3, value=0), TrickWon(player=0), CloseRound())
        cleo.app.wait_for("bid-pad")  # round 2's pad

        # Ben leaves before round 2's bids: his phone is freed and says why; his seat is not offered
        control.act(leave(1))
        ben.app.wait_text("seat-message", T("table.freed_left", name="Ben"), exact=True)
        offered = sorted(ben.app.identifiers("join-seat-"))
        assert offered == ["join-seat-0", "join-seat-2", "join-seat-3"], offered
        assert cleo.app.text("seat-name") == "Cleo"
        shot(ben.app, "phone-freed")

        # Eve joins between Ana and Ben: Ben's old phone takes her seat; Cleo's phone keeps Cleo, one seat up
        control.act(join("Eve", 1))
        assert control.state()["players"] == ["Ana", "Eve", "Ben", "Cleo", "Dan"]
        ben.app.wait_text("join-seat-1", "Eve")
        ben.app.tap("join-seat-1")
        eve = ben
        eve.app.wait_text("seat-name", "Eve", exact=True)
        eve.app.wait_for("bid-pad")
        cleo.app.wait_text("row-3", "Cleo")
        assert cleo.app.text("seat-name") == "Cleo"

        # secret bids from both phones, each for its own player; neither learns the other's
        eve.app.tap("bid-2")
        control.wait_bid(1, 2)
        cleo.app.wait_text("chip-1", cleo.t("table.chip_in", name="Eve"))  # in, covered
        cleo.app.tap("bid-1")
        control.wait_bid(3, 1)
        eve.app.wait_text("seat-waiting", T("table.bid_in", value=2))
        assert control.state()["bids"] == [None, 2, None, 1, None]
        for phone, other, value in ((cleo, "Eve", 2), (eve, "Cleo", 1)):
            secret = phone.t("live.bid", name=other, value=value)
            assert secret not in phone.tree(), f"a phone shows {other}'s secret bid"
            assert not phone.leaks([secret.encode()]), f"a phone received {other}'s secret bid"
        shot(eve.app, "phone-joined")

        # the host enters Ana's and Dan's bids, Ana takes both tricks, and the table stops after round 2
        control.act(Bid(player=0, value=0), Bid(player=4, value=0), TrickWon(player=0), TrickWon(player=0), EndGame())
        for phone in (eve, cleo):
            phone.app.wait_text("seat-waiting", phone.t("table.game_over_early", n=2), exact=True)
            assert not phone.app.identifiers("bid-"), "a phone offers a bid in a game that is over"
    finally:
        for phone in phones:
            phone.context.close()
        host_ctx.close()
