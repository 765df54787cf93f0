"""Dealer rotation, bidding order and the first lead."""

from __future__ import annotations

import pytest

from scorekeeper.domain import Bid, OutOfTurnError, Phase

from .helpers import NAMES, assert_rejected, bid_all, play_round, start


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("first_dealer", [0, 1, 2])
def test_dealer_moves_one_seat_left_every_round(players, first_dealer):
    game = start(players, first_dealer=first_dealer, schedule=[1] * 8)
    for number in range(1, 9):
        rnd = game.state.current
        assert rnd.number == number
        assert rnd.dealer == (first_dealer + number - 1) % players
        tricks = [0] * players
        tricks[rnd.dealer] = 1
        game = play_round(game, [0] * players, tricks)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_player_left_of_the_dealer_bids_first_and_the_dealer_bids_last(players):
    dealer = players - 1
    game = start(players, first_dealer=dealer)
    rnd = game.state.current
    assert rnd.bidding_order == tuple((dealer + 1 + i) % players for i in range(players))
    assert rnd.bidding_order[0] == 0 and rnd.bidding_order[-1] == dealer
    seen = []
    for _ in range(players):
        seat = game.state.current.to_bid
        seen.append(seat)
        game = game.apply(Bid(player=seat, value=0))
    assert seen == list(rnd.bidding_order)
    assert game.state.current.to_bid is None


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("first_dealer", [0, 2])
def test_first_bidder_leads_the_first_trick(players, first_dealer):
    game = start(players, first_dealer=first_dealer)
    rnd = game.state.current
    assert rnd.first_bidder == (first_dealer + 1) % players


def test_bidding_order_follows_the_dealer_into_later_rounds():
    game = start(4, first_dealer=2, schedule=[1, 1, 1])
    game = play_round(game, [0, 0, 0, 1], [0, 0, 0, 1])
    rnd = game.state.current
    assert rnd.dealer == 3 and rnd.bidding_order == (0, 1, 2, 3)
    game = play_round(game, [0, 0, 0, 1], [0, 0, 0, 1])
    rnd = game.state.current
    assert rnd.dealer == 0 and rnd.bidding_order == (1, 2, 3, 0)


def test_a_player_may_not_bid_out_of_turn():
    game = start(3, first_dealer=0)  # Ana deals, Ben bids first
    error = assert_rejected(game, Bid(player=2, value=0), OutOfTurnError, "round 1", "Ben", "Cleo", "turn")
    assert error.round == 1 and error.player == "Cleo"
    game = game.apply(Bid(player=1, value=0))
    assert_rejected(game, Bid(player=0, value=0), OutOfTurnError, "round 1", "Cleo's turn", "Ana")
    assert_rejected(game, Bid(player=1, value=1), OutOfTurnError, "round 1", "Ben")


def test_the_bidding_phase_lasts_until_the_dealer_has_bid():
    game = start(3, first_dealer=1)
    game = bid_all(game, [0, 0, 0])
    assert game.state.current.phase is Phase.PLAYING
    assert game.state.current.bids == (0, 0, 0)
    assert game.state.name(game.state.current.dealer) == NAMES[1]
