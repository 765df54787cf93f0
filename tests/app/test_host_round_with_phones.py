"""The host's round screen in table mode: a seat a phone holds bids on that
phone, so the host shows no pad and no pass-the-phone cover for it, enters
the seats left without a phone, and says what it waits for."""

from __future__ import annotations

from scorekeeper.domain import Bid
from scorekeeper.i18n import translator
from scorekeeper.presenters.round import host_bidder, round_view
from scorekeeper.presenters.taps import turn_of
from scorekeeper.presenters.tap_guard import TapGuard

from .helpers import start

T = translator("en")
FOUR = ("Ana", "Ben", "Cleo", "Dan")  # Ana deals, Ben bids first


def test_without_phones_the_host_enters_every_bid_in_turn_as_before():
    game = start(FOUR, bids="hidden", schedule=(3,))
    view = round_view(game.state, T, phones=frozenset())
    assert (view.to_bid, view.cover, view.waiting) == (1, True, "")
    assert view.bid_title == "Ben's bid"


def test_hidden_bids_skip_the_seats_on_phones_and_cover_only_the_ones_the_host_enters():
    game = start(FOUR, bids="hidden", schedule=(3,))
    phones = frozenset({1, 2})  # Ben and Cleo bid on their phones
    view = round_view(game.state, T, phones=phones)
    assert view.to_bid == 3 and view.bid_title == "Dan's bid" and view.cover
    assert view.cover_ready == "I am Dan: enter my bid"
    assert [c.is_turn for c in view.board] == [False, False, False, True]
    game = game.apply(Bid(player=3, value=1))
    view = round_view(game.state, T, phones=phones)
    assert view.to_bid == 0 and view.bid_title == "Ana's bid"  # the dealer, last in order
    game = game.apply(Bid(player=0, value=0))
    view = round_view(game.state, T, phones=phones)
    assert view.to_bid is None and not view.cover and view.bid_buttons == ()
    assert view.waiting == "Waiting for the bids from the phones: Ben and Cleo."
    game = game.apply(Bid(player=2, value=2))
    assert round_view(game.state, T, phones=phones).waiting == "Waiting for the bids from the phones: Ben."


def test_open_bids_wait_for_the_phone_whose_turn_it_is():
    game = start(FOUR, bids="open", schedule=(3,))
    view = round_view(game.state, T, phones=frozenset({1}))
    assert view.to_bid is None and view.bid_buttons == () and not view.cover
    assert view.waiting == "Waiting for Ben to bid."
    game = game.apply(Bid(player=1, value=1))
    view = round_view(game.state, T, phones=frozenset({1}))
    assert view.to_bid == 2 and view.waiting == "" and len(view.bid_buttons) == 4


def test_a_secret_dealer_on_a_phone_is_waited_for_and_never_asked_here():
    game = start(FOUR, bids="secret", notequal=True, schedule=(3,))
    phones = frozenset({0})  # Ana deals, on her phone
    for seat, value in ((1, 1), (2, 1), (3, 0)):
        assert host_bidder(game.state, phones) == seat
        game = game.apply(Bid(player=seat, value=value))
    view = round_view(game.state, T, phones=phones)
    assert view.to_bid is None and view.waiting == "Waiting for the bids from the phones: Ana."
    assert not view.cover


def test_a_second_tap_on_the_hosts_pad_is_dropped_though_the_turn_stays_on_a_phone():
    game = start(FOUR, bids="hidden", schedule=(3,))
    phones = frozenset({1})  # the game's turn stays on Ben (his phone) while the host enters Cleo, then Dan
    drawn = round_view(game.state, T, phones=phones).turn
    game = game.apply(Bid(player=2, value=1))  # the first tap, on Cleo's pad
    assert round_view(game.state, T, phones=phones).to_bid == 3
    late = TapGuard()  # long after the quiet moment: only the turn tells the pads apart
    assert not late.allows(drawn, game.state, now=100.0), "a tap drawn for Cleo's pad would land on Dan's"
    assert late.allows(turn_of(game.state), game.state, now=100.0)
