"""The round screen as a real table uses it (issue 9), at a phone's 360x740
and a laptop's 1280x800: the bid pad of a long round, direct entry in as
few taps as promised, double taps that act once, the cover after an undo,
labelled undo with its confirmation, six players on a phone, and the sheet
beside the round on a wide screen.

Every tap is mirrored in the engine (tests/e2e/scorekeeper_driver.py); after
each one the screen must show what the engine says.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from scorekeeper.domain import Bid, Phase, TrickWon, legal_bids

from .harness import AppPage, AppServer, new_context
from .scorekeeper_driver import T, Driver, fresh_home

pytestmark = pytest.mark.e2e
REAL_TAP_GUARD = True  # double taps are checked here: the app keeps its quiet moment (conftest.sk_server)

VIEWPORTS = {"phone": {"width": 360, "height": 740}, "wide": {"width": 1280, "height": 800}}
THREE = ["Ana", "Ben", "Cleo"]
FOUR = ["Ana", "Ben", "Cleo", "Dan"]
SIX = ["Ana", "Maximiliane-Josephine", "Cleo", "Dan", "Eve", "Alexandra"]
MIN_TOUCH = 48


@pytest.fixture(scope="module", params=list(VIEWPORTS))
def table_page(request, browser, sk_server: AppServer) -> Iterator[AppPage]:
    ctx = new_context(browser, viewport=VIEWPORTS[request.param])
    page = AppPage(ctx.new_page(), sk_server.url).open(first="new-game")
    yield page
    ctx.close()


@pytest.fixture
def tk(table_page: AppPage, sk_server: AppServer, request) -> Iterator[Driver]:
    """A fresh session on the home screen, as a Driver (see conftest's ``sk``)."""
    yield from fresh_home(table_page, sk_server, request)


def viewport(tk: Driver) -> dict:
    return tk.app.page.viewport_size


def box(tk: Driver, identifier: str) -> dict:
    found = tk.app.locator(identifier).first.bounding_box()
    assert found is not None, f"{identifier} has no box"
    return found


def in_view(tk: Driver, identifier: str, bottom_margin: float = 0) -> bool:
    b, v = box(tk, identifier), viewport(tk)
    return b["x"] >= 0 and b["y"] >= 0 and b["x"] + b["width"] <= v["width"] + 0.5 \
        and b["y"] + b["height"] <= v["height"] - bottom_margin + 0.5


def double_tap(tk: Driver, identifier: str, gap_ms: float = 120) -> None:
    """Two taps on the spot where ``identifier`` is, ``gap_ms`` apart: the
    second lands on whatever the first left there (made in the page: see
    ``AppPage.double_tap``; what each hit, and when, goes into the log)."""
    tk.app.scroll_into_view(identifier)
    tk.settle(identifier)
    tk.log.append(f"double tap on {identifier}: " + ", ".join(tk.app.double_tap(identifier, gap_ms)))


def tally_mode(tk: Driver) -> None:
    """Count trick by trick (the device may remember direct entry)."""
    if tk.direct is None:
        tk.see_entry_mode()
    if tk.direct:
        tk.count_by_trick()


# -- 1. the bid pad --------------------------------------------------------------------


def test_a_20_card_round_shows_every_bid_0_to_20_on_screen_under_every_bid_so_far(tk: Driver):
    tk.new_game(THREE, schedule=(20,))
    tk.bid(7)  # Ben
    cards = tk.state.current.cards
    for v in range(cards + 1):
        assert tk.app.text(f"bid-{v}") == T("live.bid", name="Cleo", value=v)  # the key's own name
        b = box(tk, f"bid-{v}")
        assert b["width"] >= MIN_TOUCH and b["height"] >= MIN_TOUCH, (v, b)
        assert in_view(tk, f"bid-{v}"), f"bid-{v} is below the fold: {b}"
    # every player's bid so far stays above the pad, and the sum against the cards
    for seat in range(3):
        assert in_view(tk, f"board-{seat}")
    assert T("bid.turn", name="Cleo") == tk.app.text("bid-turn")
    assert "7" in tk.app.text("board-1")
    # the dealer (Ana) has yet to bid: a running total
    assert tk.app.text("bid-total") == f"{T('bid.total_so_far', bids=7, cards=20)} · {T.n('bid.short', 13, n=13)}"
    tk.bid(15)  # Cleo: 22 of 20
    assert tk.app.text("bid-total") == f"{T('bid.total_so_far', bids=22, cards=20)} · {T('bid.over_by', n=2)}"


# -- 3. double taps ----------------------------------------------------------------------


def test_six_double_taps_on_the_bid_pad_enter_six_bids_not_twelve(tk: Driver):
    rng = random.Random(9)
    tk.new_game(THREE, schedule=(7, 7, 7))
    for _ in range(2):  # two rounds: three double taps on the pad each
        while tk.state.current.phase is Phase.BIDDING:
            seat = tk.state.current.to_bid
            value = rng.choice(sorted(legal_bids(tk.state)))
            double_tap(tk, f"bid-{value}")  # 120 ms apart: the second lands on the next player's pad
            tk.table.apply(Bid(player=seat, value=value))
            tk.log.append(f"double tap bid {tk.state.name(seat)} {value}")
            tk.expect_state()  # one bid, the next player's turn, no error banner
            tk.seen("bid-")
        tk.enter_tricks((3, 2, 2))


def test_a_double_tap_counts_one_trick_and_goes_on_one_round(tk: Driver):
    rng = random.Random(10)
    tk.new_game(THREE, schedule=(2, 2, 2))
    tk.bid_round(rng)
    tally_mode(tk)
    double_tap(tk, "trick-1")
    tk.table.apply(TrickWon(player=1))
    tk.log.append("double tap trick Ben")
    tk.expect_state()  # won 1, not 2
    tk.seen("trick-")
    double_tap(tk, "trick-2")  # the last trick: the second tap finds the round scored
    tk.table.apply(TrickWon(player=2))
    tk.expect_state()  # scored, and no rules error for the second tap
    tk.seen("trick-")
    double_tap(tk, "next-round")  # the second tap lands on round 2's bid pad
    tk.next_round_mirrored()
    assert tk.state.current.number == 2 and tk.state.current.bids == (None, None, None)


def test_a_very_fast_double_tap_shows_no_rules_error(tk: Driver):
    tk.new_game(THREE, schedule=(3, 3))
    for gap in (30, 60, 250):
        seat = tk.state.current.to_bid
        double_tap(tk, "bid-1", gap)
        tk.table.apply(Bid(player=seat, value=1))
        tk.expect_state()  # expectations include: no "message" banner
        tk.seen("bid-")


# -- 2. direct entry, and the taps a round costs -------------------------------------------


def test_a_four_player_round_of_15_cards_costs_20_taps_by_the_tally_and_9_by_direct_entry(tk: Driver):
    """The taps are the clicks the driver made on the page (``AppPage.taps``):
    every one a tap a player would make, and the round is played only when
    the screen shows, after each, what the engine says."""
    rng = random.Random(11)
    tk.new_game(FOUR, schedule=(15, 15, 15))

    before = tk.app.taps
    for seat in (1, 2, 3, 0):
        tk.bid(3 if seat else 2)
    bids = tk.app.taps - before
    tally_mode(tk)  # (the device may remember direct entry: that switch is not the table's tap)
    before = tk.app.taps
    for _ in range(15):
        tk.trick(rng.randrange(4))
    tk.next_round()
    assert bids + tk.app.taps - before == 4 + 15 + 1 == 20
    assert tk.state.current.number == 2 and tk.state.rounds[0].scored

    before = tk.app.taps
    for _ in (2, 3, 0, 1):  # each seat in turn
        tk.bid(4)
    # direct entry shows each player's bid and fills in the last one
    tk.open_direct_entry()
    for seat in range(4):
        assert tk.app.text(f"tricks-bid-{seat}") == T("entry.bid", bid=4)
    for identifier in ("tricks-0-15", "tally-entry"):
        assert box(tk, identifier)["height"] >= MIN_TOUCH
    tk.enter_tricks((6, 2, 7, 0))  # a count for three players (the third scores the round), Next round (issue 9)
    assert tk.app.taps - before == 4 + 1 + 3 + 1 == 9
    assert tk.state.rounds[1].tricks == (6, 2, 7, 0) and tk.state.current.number == 3

    # the table's choice is remembered: the next round opens in direct entry,
    # so it costs no tap to open it (the driver opens it when it is not shown)
    before = tk.app.taps
    tk.direct = None  # the driver reads from the screen how the round counts, and opens direct entry if it must
    for _ in range(4):
        tk.bid()
    tk.enter_tricks((0, 5, 5, 5), fill=0)  # any player may be the one filled in
    # the last round: its third count scores it and ends the game, as the tally's last trick does
    assert tk.app.taps - before == 4 + 3
    assert tk.state.complete and tk.state.rounds[2].tricks == (0, 5, 5, 5)


# -- 6. hidden and secret bids after an undo ----------------------------------------------


def test_undoing_the_dealers_secret_bid_in_play_brings_the_cover_back(tk: Driver):
    tk.new_game(THREE, bids="secret", schedule=(2, 2))
    tk.bid(1)  # Ben
    tk.bid(1)  # Cleo
    tk.bid(1)  # Ana deals: her pad showed behind her own cover
    assert tk.state.current.phase is Phase.PLAYING
    tk.uncovered = None  # what the app must do: the cover is down again for Ana
    tk.undo()
    assert tk.app.exists("cover-ready") and not tk.app.exists("bid-0") and not tk.app.exists("bid-hint")
    assert tk.app.text("cover-ready") == T("cover.enter", name="Ana")  # her bid was taken back
    tk.bid(0)  # Ana lifts her cover and bids again


# -- 9. labelled undo, and its confirmation ------------------------------------------------


def test_undo_says_what_it_takes_back_and_redo_is_one_tap_away(tk: Driver):
    tk.new_game(THREE, schedule=(3, 3))
    tk.bid(2)
    # the label says what it takes back; the name a screen reader hears (and the page exposes) says whose
    assert tk.app.text("undo") == T("names.undo_bid", name="Ben")
    assert tk.app.text("sheet-toggle") == T("game.show_sheet")
    for identifier in ("undo", "redo", "sheet-toggle"):
        assert box(tk, identifier)["height"] >= MIN_TOUCH, identifier
    tk.undo()
    assert tk.app.text("undone-text") == T("undone.bid", name="Ben", value=2)
    tk.app.tap("undone-redo")
    tk.table.apply(Bid(player=1, value=2))
    tk.log.append("redo from the confirmation")
    tk.expect_state()
    tk.app.wait_gone("undone")


# -- 7. six players on a phone, 10. a wide screen -------------------------------------------


def test_six_players_fit_without_sideways_scrolling_and_the_sheet_keeps_its_round_column(tk: Driver):
    rng = random.Random(12)
    tk.new_game(SIX, schedule=(10, 10))
    tk.bid_round(rng)
    tally_mode(tk)
    for seat in range(6):
        assert in_view(tk, f"total-{seat}"), f"total-{seat} clipped: {box(tk, f'total-{seat}')}"
        assert in_view(tk, f"trick-{seat}", bottom_margin=MIN_TOUCH), f"trick-{seat} below the fold"
    tk.trick(5)
    tk.trick(4)
    tk.enter_tricks((1, 1, 2, 2, 2, 2))
    tk.toggle_sheet()
    number, cells = box(tk, "sheet-number-1"), box(tk, "sheet-round-1")
    if cells["x"] + cells["width"] > viewport(tk)["width"]:  # the players' columns scroll sideways
        tk.app.page.mouse.move(cells["x"] + 40, cells["y"] + 10)
        tk.app.page.mouse.wheel(400, 0)
        tk.app.frames(4)
        assert box(tk, "sheet-round-1")["x"] < cells["x"], "the cells did not scroll"
    assert box(tk, "sheet-number-1")["x"] == number["x"] and in_view(tk, "sheet-number-1")


def test_on_a_wide_screen_the_round_keeps_a_readable_width_and_the_sheet_shows_beside_it(tk: Driver):
    rng = random.Random(13)
    tk.new_game(THREE, schedule=(3, 3))
    tk.play_round(rng)
    tk.bid()
    width = viewport(tk)["width"]
    turn = box(tk, "bid-turn")
    if width < 900:
        assert not tk.app.exists("sheet-round-1")  # a phone shows the sheet on its own
        return
    assert turn["x"] + turn["width"] <= 560
    assert tk.app.exists("sheet-round-1") and box(tk, "sheet-round-1")["x"] > turn["x"] + turn["width"]
