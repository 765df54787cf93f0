"""Hidden and secret bids: the pass-the-phone flow of the real app.

Each bid is entered behind a cover ("I am X: show my bid"); nothing on the
screen (nor in the semantics tree a screen reader reads) shows an earlier
bid before `reveal-bids`; under notequal, revealed bids that add up send the
dealer back to change their bid, with the old value disabled.
"""

from __future__ import annotations

import random
import re

import pytest

from scorekeeper.domain import Bid, Phase

from .scorekeeper_driver import T, Driver, cover_of

pytestmark = pytest.mark.e2e

PLAYERS = ["Ana", "Ben", "Cleo"]


def assert_no_bid_shown(sk: Driver) -> None:
    text = sk.screen_text()
    assert not re.search(r"bid \d", text), f"a bid is readable before the reveal:\n{text}"
    assert not sk.app.exists("trick-0")


def test_hidden_bids_pass_the_phone_reveal_together_and_the_dealer_rebids_under_notequal(sk: Driver):
    rng = random.Random(5)
    sk.new_game(PLAYERS, notequal=True, bids="hidden", schedule=(1, 2))
    assert sk.app.text("round-info") == T.n("round.cards", 1, n=1)

    # Ben first: a cover, no bid pad under it
    sk.app.wait_text("cover-name", T("cover.pass", name="Ben"), exact=True)
    assert sk.app.text("cover-ready") == T("cover.enter", name="Ben")
    assert not sk.app.exists("bid-0")
    sk.lift_cover()
    assert sk.app.text("bid-turn") == T("bid.turn", name="Ben")
    assert_no_bid_shown(sk)
    sk.bid(0)

    # Cleo: the cover is back; Ben's 0 is nowhere on the screen
    assert sk.app.text("cover-ready") == T("cover.enter", name="Cleo")
    assert_no_bid_shown(sk)
    sk.bid(0)

    # Ana deals: hidden bids restrict nobody before the reveal, so 1 is allowed
    sk.lift_cover()
    assert sk.bid_pad() == {0: False, 1: False}
    assert not sk.app.exists("bid-hint")
    assert_no_bid_shown(sk)
    sk.bid(1)  # 0 + 0 + 1 = 1 card: adds up

    # all bids in: the reveal screen, and the sheet still covers each bid
    # (drawn as "?", read out as "bid not shown yet")
    assert sk.state.current.phase is Phase.REVEAL
    assert_no_bid_shown(sk)
    sk.toggle_sheet()
    row = sk.app.text("sheet-round-1")
    assert row == "".join(T("names.cell_hidden", n=1, name=name) for name in sk.state.players), row
    assert not re.search(r"bid \d|\d/\d", row), row
    sk.toggle_sheet()
    assert sk.app.exists("reveal-bids")

    # the reveal: they add up under notequal, so Ana must change; 1 is disabled
    sk.reveal()
    assert sk.state.current.phase is Phase.REBID
    assert sk.app.text("bid-turn") == T("bid.rebid", name="Ana", cards=1)
    assert sk.bid_pad() == {0: False, 1: True}
    assert sk.app.text("bid-hint") == T("bid.forbidden", value=1, reason="bids would add up to 1")
    assert not sk.app.exists("cover-ready")  # everyone saw the bids: no cover for the rebid
    sk.app.tap("bid-1")  # disabled: nothing happens
    sk.round_trip("after a tap on the disabled rebid value")
    sk.bid(0)

    # play with the revealed bids on the rows
    assert sk.state.current.phase is Phase.PLAYING
    assert T("play.bid_won", bid=0, won=0) in sk.app.text("trick-0")
    sk.play_tricks(rng)
    sk.next_round()

    # round 2: Ben deals, Cleo is first behind the cover again
    assert sk.app.text("cover-ready") == T("cover.enter", name="Cleo")
    sk.play_round(rng)
    assert sk.state.complete


def test_secret_bids_stay_covered_through_play_and_show_when_the_round_is_scored(sk: Driver):
    rng = random.Random(6)
    sk.new_game(PLAYERS, bids="secret", schedule=(2,))
    sk.bid_round(rng, {1: 2, 2: 0, 0: 1})
    assert sk.state.current.phase is Phase.PLAYING  # no reveal step for secret bids
    assert not sk.app.exists("reveal-bids")
    assert not sk.app.exists("bid-balance")  # the balance would give the bids away
    for seat in range(3):
        assert T("play.bid_won", bid="?", won=0) in sk.app.text(f"trick-{seat}")
    assert not re.search(r"bid \d", sk.screen_text())
    sk.play_tricks(rng)
    assert sk.state.complete
    sk.app.tap("show-sheet")
    sk.sheet = True
    sk.expect_state()  # the sheet now shows each bid/tricks
    assert "bid 2, won" in sk.app.text("sheet-round-1")


def parts(sk: Driver) -> tuple[str, ...]:
    """What the screen shows, by part: the identifiers on it (the chips and
    rows by their place, not their words)."""
    return tuple(sk.app.page.evaluate(
        "() => [...document.querySelectorAll('[flt-semantics-identifier]')]"
        ".map(e => e.getAttribute('flt-semantics-identifier')).sort()"))


def secret_dealers_turn(sk: Driver, others: tuple[int, int], then: int | None = None) -> list[tuple[str, ...]]:
    """Ana deals 2 cards and picks 1 after Ben's and Cleo's secret bids
    ``others``; when they add up, she is asked again on the same screen and
    picks ``then``. The screens the table could see, in order."""
    sk.new_game(PLAYERS, notequal=True, bids="secret", schedule=(2, 2))
    sk.bid(others[0])
    sk.bid(others[1])
    sk.lift_cover()
    key = cover_of(sk.state)
    screens = [parts(sk)]
    sk.pick_tap("bid-1", (key, 1, None), "pick Ana 1")
    assert sk.app.text("bid-confirm-title") == T("bid.confirm_title", name="Ana", value=1)
    screens.append(parts(sk) + (sk.app.text("bid-confirm-title"),))
    if then is not None:  # 1 + 0 + 1 = 2 cards: Ana alone is asked, on her screen, with no cover
        sk.pick_tap("bid-confirm", (key, None, 1), "confirm Ana 1: the bids add up")
        assert sk.app.text("bid-turn") == T("bid.rebid_secret", name="Ana", cards=2)
        assert sk.bid_pad() == {0: False, 1: True, 2: False}
        assert sk.state.current.bids == (None, *others), "a bid that adds up is entered"
        sk.pick_tap(f"bid-{then}", (key, then, 1), f"pick Ana {then}")
    value = then if then is not None else 1
    sk._do("bid-confirm", Bid(player=0, value=value), f"bid Ana {value} (confirmed)")
    assert sk.state.current.phase is Phase.PLAYING
    screens.append(parts(sk))
    sk.app.tap("back")
    sk.app.wait_for("new-game")
    return screens


def test_the_secret_dealers_turn_looks_the_same_to_the_table_whether_or_not_the_bids_add_up(sk: Driver):
    """Secret + notequal: no second cover naming the dealer who holds the
    phone; the dealer confirms on their own screen either way, and a bid that
    adds up is never entered (the driver checks every step: no cover-ready)."""
    adds_up = secret_dealers_turn(sk, (1, 0), then=0)
    does_not = secret_dealers_turn(sk, (0, 0))
    assert adds_up == does_not
    assert "cover-name" not in adds_up[1] and "bid-confirm" in adds_up[1]
