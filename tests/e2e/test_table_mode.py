"""Table mode end to end: one server, the host's tab and four phones (each
its own browser context) on the table's address 127.0.0.2 (these machines
may only send test traffic to loopback addresses).

The phones join by the link the host's screen shows, claim their seats,
bid in secret at once, each seeing only its own bid: not on the screen, not
in the accessibility tree, not in any WebSocket frame it receives, until the
round is scored (and then they are there, so the check can see them). A
phone comes back to its seat after a new session, a wrong token gets the
refusal page, a taken seat cannot be claimed, and ending table mode stops
the phones' app (the address only says the table is closed).
"""

from __future__ import annotations

import re
import socket
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from scorekeeper.domain import Bid, BombPlayed, CloudShift, TrickWon
from scorekeeper.i18n import translator

from .harness import AppPage, AppServer, AppTarget, new_context
from .scorekeeper_driver import Driver
from .table import APP_COMMAND, T

TABLE_HOST = "127.0.0.2"
NAMES = ["Ana", "Ben", "Cleo", "Dan"]
BIDS = {0: 0, 1: 3, 2: 5, 3: 6}  # seven cards, secret bids, no notequal
SHOTS = Path("/work/notes/shots-21")
LINK = re.compile(r"http://127\.0\.0\.2:(\d+)/join/([A-Za-z0-9_-]{22,})")
SEMANTICS_TEXT_JS = """() => [...document.querySelectorAll('flt-semantics, [aria-label]')]
  .map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.textContent || '')).join('\\n')"""


def listening(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(1)
        return s.connect_ex((TABLE_HOST, port)) == 0


def shot(app: AppPage, name: str) -> None:
    if SHOTS.is_dir():
        time.sleep(1.0)
        app.page.screenshot(path=str(SHOTS / f"{name}.png"))


def secret_labels(seat: int, t=T) -> list[bytes]:
    """What would give another player's bid away to ``seat``'s phone (in its language)."""
    out = []
    for other, name in enumerate(NAMES):
        if other != seat:
            out.append(t("live.bid", name=name, value=BIDS[other]).encode())
            row = t("table.row", name=name, bid=str(BIDS[other]), won=0, total=0)
            out.append(row[: row.index(str(BIDS[other])) + 1].encode())  # "Ben: bid 3"
    return out


class Phone:
    def __init__(self, browser, base: str, language: str = "en", dark: bool = False) -> None:
        self.t = translator(language)
        self.context = new_context(browser, locale=language, color_scheme="dark" if dark else "light")
        self.frames: list[bytes] = []
        page = self.context.new_page()
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        self.app = AppPage(page, base, timeout_ms=20_000)

    def _frame(self, payload) -> None:
        self.frames.append(payload if isinstance(payload, bytes) else payload.encode())

    def leaks(self, labels: list[bytes]) -> list[bytes]:
        return [label for label in labels if any(label in frame for frame in self.frames)]

    def tree(self) -> str:
        return self.app.page.evaluate(SEMANTICS_TEXT_JS)


@pytest.fixture
def table_server(tmp_path, browser):
    server = AppServer(AppTarget.parse(f"{APP_COMMAND} --table-host {TABLE_HOST}"), tmp_path / "data",
                       log_path=tmp_path / "app.log")
    server.start()
    try:
        yield server
    finally:
        server.stop()


def test_four_phones_join_bid_in_secret_and_see_only_their_own_bid(table_server, browser):
    host_ctx = new_context(browser)
    phones: list[Phone] = []
    try:
        host = Driver(AppPage(host_ctx.new_page(), table_server.url, timeout_ms=20_000).open(first="new-game"))
        assert not listening(table_server.port), "the table's address listens before table mode starts"
        host.new_game(NAMES, bids="secret", notequal=False, schedule=(7, 7))
        host.app.tap("table-mode")
        host.app.wait_for("table-link")
        found = LINK.search(host.app.text("table-link"))
        assert found, host.app.text("table-link")
        port, token = int(found.group(1)), found.group(2)
        base = f"http://{TABLE_HOST}:{port}"
        assert listening(port)
        shot(host.app, "host-qr")

        # a wrong token, or none: the plain refusal page, no app
        for path in ("/join/" + "x" * len(token), "/"):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(base + path, timeout=5)
            assert refused.value.code == 403 and b"Not a table link" in refused.value.read()

        # Dan's phone speaks German, in the dark: every phone in its own language and theme
        phones = [Phone(browser, base) for _ in NAMES[:3]] + [Phone(browser, base, "de", dark=True)]
        for seat, phone in enumerate(phones):
            phone.app.open(f"/join/{token}", first=f"join-seat-{seat}")
            if seat == 0:
                shot(phone.app, "phone-seat-choice")
            if seat:
                # the seats before are held by the phones before: this phone cannot take them
                deadline = time.monotonic() + 10
                while not phone.app.is_disabled(f"join-seat-{seat - 1}") and time.monotonic() < deadline:
                    time.sleep(0.1)
                assert phone.app.is_disabled(f"join-seat-{seat - 1}")
            phone.app.tap(f"join-seat-{seat}")
            phone.app.wait_for("bid-pad")  # secret bids: every phone's pad at once
        shot(phones[1].app, "phone-bid-pad")
        shot(phones[3].app, "phone-bid-pad-de-dark")
        # every seat is on a phone: the host draws no pad and no cover for them, and says what it waits for
        host.phones = frozenset(range(len(NAMES)))
        host.expect_state(what="every seat on a phone")
        waiting = [NAMES[s] for s in (1, 2, 3, 0)]  # in bidding order: Ana deals
        host.app.wait_text("host-waiting", T("table.host_waiting_phones", names=T.join(waiting)), exact=True)
        assert not [i for i in host.app.identifiers("bid-") if i[4:].isdigit()], "the host shows a pad for a phone's seat"
        assert not host.app.identifiers("cover-ready"), "the host covers a seat that bids on its phone"
        shot(host.app, "host-waiting")

        # every phone bids, in an order that is not the bidding order
        for seat in (2, 0, 3, 1):
            phones[seat].app.tap(f"bid-{BIDS[seat]}")
            t = phones[seat].t
            phones[seat].app.wait_text("seat-waiting", t("table.bid_in", value=BIDS[seat])
                                       if seat != 1 else t("table.playing", value=BIDS[seat]))
            host.table.apply(Bid(player=seat, value=BIDS[seat]))
            if seat == 2:
                shot(phones[2].app, "phone-waiting")
                host.app.wait_text("host-waiting", T("table.host_waiting_phones", names=T.join(["Ben", "Dan", "Ana"])),
                                   exact=True)
        for phone in phones:
            assert not phone.app.identifiers("bid-"), "a phone still shows a pad after its bid"
        host.expect_state(what="the phones' secret bids")

        # a phone that comes back (a new session: its claim is on the phone) is at its seat again
        phones[2].app.reload(first="seat-name", fresh=True)
        phones[2].app.wait_text("seat-name", "Cleo")
        phones[2].app.wait_text("seat-waiting", T("table.playing", value=BIDS[2]))

        for seat, phone in enumerate(phones):
            assert not phone.leaks(secret_labels(seat, phone.t)), f"{NAMES[seat]}'s phone received another's secret bid"
            tree = phone.tree()
            assert not [label for label in secret_labels(seat, phone.t) if label.decode() in tree]

        # the host counts the tricks; once the round is scored every phone shows every bid
        for winner in (1, 1, 1, 2, 2, 2, 3):
            host.trick(winner)
        for seat, phone in enumerate(phones):
            other = (seat + 1) % 4
            phone.app.wait_text(f"chip-{other}", str(BIDS[other]))
        shot(phones[0].app, "phone-reveal")
        shot(phones[3].app, "phone-reveal-de-dark")
        assert phones[0].leaks(secret_labels(0)), "the frames check cannot see a bid even once it is shown"

        # an undo by the host is shown to all: the last trick taken back, the secret bids covered again
        host.undo()
        for seat, phone in enumerate(phones):
            other = (seat + 1) % 4
            phone.app.wait_text(f"chip-{other}", phone.t("table.chip_in", name=NAMES[other]))  # a check mark
            phone.app.wait_text("seat-waiting", phone.t("table.playing", value=BIDS[seat]))

        # the host lets the phones count: Dan's phone gives him the last trick, a double tap counts once
        host.app.tap("table-phones-count")
        phones[3].app.wait_for("trick-3")
        phones[3].app.locator("trick-3").dblclick()  # the second tap comes for a count that moved on
        host.table.apply(TrickWon(player=3))
        host.expect_state(what="a trick counted on Dan's phone")
        phones[0].app.wait_text("seat-waiting", T("table.scored"))
        assert host.state.current.tricks == (0, 3, 3, 1)

        # ending table mode: the phones' app stops, the link is void and says so (tests/e2e/test_app_table_close.py)
        host.app.tap("table-end")
        host.app.wait_for("table-mode")
        for path in (f"/join/{token}", "/", "/main.dart.js"):
            with pytest.raises(urllib.error.HTTPError) as closed:
                urllib.request.urlopen(base + path, timeout=5)
            assert closed.value.code == 410 and b"The table is closed" in closed.value.read()
    finally:
        for phone in phones:
            phone.context.close()
        host_ctx.close()


def test_a_phone_names_the_special_cards_and_a_watcher_does_not_learn_a_secret_bid_from_the_cloud(table_server, browser):
    host_ctx = new_context(browser)
    phones: list[Phone] = []
    try:
        host = Driver(AppPage(host_ctx.new_page(), table_server.url, timeout_ms=20_000).open(first="new-game"))
        host.new_game(["Ana", "Ben", "Cleo"], preset="anniversary", bids="secret", notequal=False, schedule=(5, 5))
        host.app.tap("table-mode")
        host.app.wait_for("table-link")
        port, token = LINK.search(host.app.text("table-link")).groups()
        base = f"http://{TABLE_HOST}:{port}"
        ben, watcher = Phone(browser, base), Phone(browser, base)
        phones += [ben, watcher]
        ben.app.open(f"/join/{token}", first="join-seat-1")
        ben.app.tap("join-seat-1")
        ben.app.wait_for("bid-pad")
        host.phones = frozenset({1})  # Ben bids on his phone; the host enters Cleo and Ana
        watcher.app.open(f"/join/{token}", first="join-seat-0")  # sees the table below the seats it may take

        ben.app.tap("bid-1")
        host.table.apply(Bid(player=1, value=1))
        host.bid(0)  # Cleo
        host.bid(2)  # Ana
        host.expect_state(what="the bids, Ben's on his phone")
        # Ben wins the Cloud's trick and takes his bid up by one; a later trick is the Bomb's
        host.trick(1)
        # Ben plays the Cloud on his own phone (under secret bids nobody else learns which way)
        ben.app.wait_text("cloud-up", T("cards.cloud_up", name="Ben"), exact=True)
        assert not watcher.app.identifiers("cloud-"), "a watcher is offered the Cloud"
        shot(ben.app, "phone-cloud-offered")
        ben.app.tap("cloud-up")
        ben.app.wait_gone("cloud-up")
        host.table.apply(CloudShift(player=1, change=1))
        host.expect_state(what="the Cloud played on Ben's phone")
        host.trick(0)
        host._do("bomb-played", BombPlayed(), "bomb")
        bomb = T("cards.note.bomb")
        ben.app.wait_text("seat-cards", f"{bomb}; {T('cards.note.cloud', name='Ben', bid=1, new=2)}", exact=True)
        assert ben.app.text("row-1").startswith("Ben: bid 1\u00bb2"), ben.app.text("row-1")
        shot(ben.app, "phone-special-cards")
        # in play the bids stay covered: the watcher reads who changed a bid, not how
        watcher.app.wait_text("seat-cards", f"{bomb}; {T('cards.note.cloud_covered', name='Ben')}", exact=True)
        seen = [i for i in ("1\u00bb2", "from 1 to 2") if i in watcher.tree()]
        assert not seen, "the Cloud told a watcher Ben's secret bid"
        assert not watcher.leaks(["1\u00bb2".encode(), b"from 1 to 2"]), "a watcher's frames hold Ben's secret bid"
        shot(watcher.app, "phone-watching-special-cards")
        # the round scored: every bid is on the table, the Cloud's change too
        for _ in range(2):
            host.trick(2)
        watcher.app.wait_text("seat-cards", T("cards.note.cloud", name="Ben", bid=1, new=2), exact=False)
        assert watcher.leaks(["1\u00bb2".encode()]), "the frames check cannot see the changed bid even once it is shown"
    finally:
        for phone in phones:
            phone.context.close()
        host_ctx.close()


def test_a_secret_dealers_phone_is_asked_again_on_the_phone_and_the_hosts_screen_does_not_change(table_server,
                                                                                                 browser):
    """Secret + notequal, Ana deals on her phone: a bid that makes the bids
    add up is refused there, with the reason, and never entered, so the
    host's screen (which the table sees) stays as it was while she thinks."""
    host_ctx = new_context(browser)
    phones: list[Phone] = []
    try:
        host = Driver(AppPage(host_ctx.new_page(), table_server.url, timeout_ms=20_000).open(first="new-game"))
        host.new_game(["Ana", "Ben", "Cleo"], bids="secret", notequal=True, schedule=(2, 2))
        host.app.tap("table-mode")
        host.app.wait_for("table-link")
        port, token = LINK.search(host.app.text("table-link")).groups()
        ana = Phone(browser, f"http://{TABLE_HOST}:{port}")
        phones.append(ana)
        ana.app.open(f"/join/{token}", first="join-seat-0")
        ana.app.tap("join-seat-0")
        host.phones = frozenset({0})
        host.bid(1)  # Ben
        host.bid(0)  # Cleo
        ana.app.wait_for("bid-pad")
        waiting = T("table.host_waiting_phones", names="Ana")
        host.app.wait_text("host-waiting", waiting, exact=True)
        before = sorted(host.app.identifiers("")), host.app.text("board-0")  # Ana's chip: not bid yet
        ana.app.tap("bid-1")  # 1 + 0 + 1 = 2 cards
        ana.app.wait_text("seat-message", T("bid.rebid_secret", name="Ana", cards=2), exact=True)
        host.round_trip("Ana's bid that adds up, refused on her phone")
        assert host.app.text("host-waiting") == waiting
        assert (sorted(host.app.identifiers("")), host.app.text("board-0")) == before
        assert not host.app.identifiers("cover-ready"), "the host names the dealer who holds her own phone"
        ana.app.tap("bid-2")
        host.table.apply(Bid(player=0, value=2))
        host.expect_state(what="Ana's second bid, on her phone")
        ana.app.wait_gone("seat-message")
    finally:
        for phone in phones:
            phone.context.close()
        host_ctx.close()
