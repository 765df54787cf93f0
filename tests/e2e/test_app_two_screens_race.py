"""Two screens on one game race a tap (issue 40, 1c), through the browser.

Page B is made to tap on what it still shows after page A's tap was saved:
every message from the server to B is held (Playwright routes B's WebSocket)
from just before A's tap until B has tapped, so B's screen still shows Ben's
pad (or the rows before the trick) whatever the timing. B's session may
have drawn the next turn by then or not: either way its tap is refused and
said on B, and the game has one bid, one trick.
"""

from __future__ import annotations

import re

import pytest

from .harness import new_context
from .app_page import AppPage
from .scorekeeper_driver import Driver

pytestmark = pytest.mark.e2e


class HeldSocket:
    """B's WebSocket to the app, its server's messages held while ``on``."""

    def __init__(self) -> None:
        self.on = False
        self.queue: list = []
        self.sent = 0  # messages from B to the server so far
        self.route = None

    def __call__(self, ws) -> None:
        self.route = ws
        server = ws.connect_to_server()
        server.on_message(self.from_server)

        def from_page(message) -> None:
            self.sent += 1
            server.send(message)

        ws.on_message(from_page)

    def from_server(self, message) -> None:
        if self.on:
            self.queue.append(message)
        else:
            self.route.send(message)

    def release(self) -> None:
        self.on = False
        for message in self.queue:
            self.route.send(message)
        self.queue.clear()


@pytest.fixture
def screens(open_tab, browser, app_server):
    a = Driver(open_tab(first="new-game"))
    ctx = new_context(browser)
    held = HeldSocket()
    page = ctx.new_page()
    page.route_web_socket(re.compile(".*"), held)
    b = Driver(AppPage(page, app_server.url).open("/", first="new-game"))
    a.new_game(["Ana", "Ben", "Cleo", "Dan"], schedule=(3, 3))
    b.app.wait_for("resume-game")
    b.table = a.table
    b.resume()
    yield a, b, held
    ctx.close()


def click_centre(driver: Driver, identifier: str) -> None:
    box = driver.app.locator(identifier).first.bounding_box()
    driver.app.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def stale_tap(a: Driver, b: Driver, held: HeldSocket, a_tap, b_identifier: str, said: str) -> None:
    """A taps (saved and shown on A), then B taps ``b_identifier`` on the screen it still shows."""
    b.settle(b_identifier)
    held.on = True
    a_tap()
    sent = held.sent
    click_centre(b, b_identifier)
    for _ in range(250):  # until B's tap has left for the server (at most 5 s): B can show nothing while held
        if held.sent > sent:
            break
        b.app.page.wait_for_timeout(20)
    assert held.sent > sent, "B's tap never left the page"
    held.release()
    b.app.wait_text("message", said)
    b.app.tap("message-close")
    b.expect_state()  # B shows the game as A left it: the stale tap entered nothing
    a.expect_state()


def test_two_screens_racing_a_bid_enter_one_bid_and_the_stale_tap_is_said(screens):
    a, b, held = screens
    assert "Ben" in b.app.text("bid-turn")
    stale_tap(a, b, held, lambda: a.bid(1), "bid-0", "Ben's bid was already entered on another screen.")
    assert a.state.current.bids == (None, 1, None, None)


def test_two_screens_racing_a_trick_count_it_once_and_the_stale_tap_is_said(screens):
    a, b, held = screens
    for value in (1, 1, 0, 0):
        a.bid(value)
    b.expect_state()
    stale_tap(a, b, held, lambda: a.trick(2), "trick-2", "That trick was already counted on another screen.")
    assert a.state.current.tricks == (0, 0, 1, 0)
