"""The round at a real table, again (issue 19, points 3, 4, 5, 6 and 11), on
a phone's 360x740 with 3 and 6 players: a secret dealer's pad that tells
nothing, direct entry that keeps its draft across the sheet and a reload,
fills in every player left with none, and shows the scored round before the
next one, and a dropped tap that says it was dropped.

Every tap is mirrored in the engine (tests/e2e/scorekeeper_driver.py); after
each one the screen must show what the engine says.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from scorekeeper.domain import Phase

from .harness import AppPage, AppServer, new_context
from .scorekeeper_driver import T, Driver, fresh_home, undo_label

pytestmark = pytest.mark.e2e

THREE = ["Ana", "Ben", "Cleo"]
SIX = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn"]
TABLES = pytest.mark.parametrize("names", [THREE, SIX], ids=["3-players", "6-players"])

# navigator.vibrate is what Flutter's web engine calls for a haptic tick: the
# page records each call (headless Chromium has no motor to feel)
RECORD_VIBRATIONS = """
window.__vibrations = [];
Object.defineProperty(Navigator.prototype, 'vibrate', {
  configurable: true,
  value: function (pattern) { window.__vibrations.push(pattern); return true; },
});
"""


@pytest.fixture(scope="module")
def phone_page(browser, sk_server: AppServer) -> Iterator[AppPage]:
    ctx = new_context(browser, viewport={"width": 360, "height": 740})
    ctx.add_init_script(RECORD_VIBRATIONS)
    page = AppPage(ctx.new_page(), sk_server.url).open(first="new-game")
    yield page
    ctx.close()


@pytest.fixture
def tk(phone_page: AppPage, sk_server: AppServer, request) -> Iterator[Driver]:
    yield from fresh_home(phone_page, sk_server, request)


def statuses(tk: Driver) -> list[str]:
    return [tk.app.text(f"tricks-status-{seat}") for seat in range(len(tk.state.players))]


def bid_everyone(tk: Driver, value: int = 0) -> None:
    while tk.state.current.phase in (Phase.BIDDING, Phase.REBID):
        tk.bid(value)


def direct_entry(tk: Driver) -> None:
    tk.open_direct_entry()
    tk.settle("next-round")  # a count waits for the double-tap guard, as the score does


def pick(tk: Driver, seat: int, count: int) -> None:
    tk.app.tap(f"tricks-{seat}-{count}")
    tk.app.wait_text(f"tricks-status-{seat}", T("entry.took", n=count), exact=True)


def score(tk: Driver, tricks: tuple[int, ...]) -> None:
    """Direct entry's ``next-round`` ("Score round N") with the counts on screen."""
    tk.settle("next-round")
    tk.app.tap("next-round")
    tk.table.apply(EnterTricks(tricks=tricks))
    tk.log.append(f"score {tricks}")
    tk.expect_state()
    tk.seen("next-round")


# -- 3. a secret dealer under notequal ---------------------------------------------------------


@TABLES
def test_the_secret_dealers_pad_greys_nothing_and_bids_that_add_up_ask_the_dealer_again_covered(tk: Driver, names):
    tk.new_game(names, notequal=True, bids="secret", schedule=(2, 3))
    others = len(names) - 1
    for value in [1] + [0] * (others - 1):  # the others' secret bids come to 1
        tk.bid(value)
    assert tk.state.current.to_bid == 0  # Ana deals and bids last
    tk.lift_cover()
    # every value open and named as any other bid: nothing tells Ana the others' sum
    assert tk.bid_pad() == {0: False, 1: False, 2: False}
    for value in range(3):
        assert tk.app.text(f"bid-{value}") == T("live.bid", name="Ana", value=value)
    assert not tk.app.exists("bid-hint") and not tk.app.exists("bid-total")
    text = tk.screen_text()
    assert not re.search(r"cannot bid|would add up|add up to|bid \d", text), text
    tk.bid(1)  # 1 + 1 = 2 cards: they add up; the app asks Ana again, behind a cover first
    assert tk.state.current.phase is Phase.REBID
    assert tk.app.text("cover-ready") == T("cover.ready", name="Ana")
    covered = tk.screen_text()  # what an onlooker could read: a cover like any other
    assert "add up" not in covered and not tk.app.exists("bid-0") and not tk.app.exists("trick-0"), covered
    tk.lift_cover()
    assert tk.app.text("bid-turn") == T("bid.rebid_secret", name="Ana", cards=2)
    assert tk.bid_pad() == {0: False, 1: True, 2: False}  # only her own first bid
    tk.bid(2)  # the driver checks that play shows no one's bid ("?")
    assert tk.state.current.phase is Phase.PLAYING
    assert tk.app.text("undo") == undo_label("bid", name="Ana")
