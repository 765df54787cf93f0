"""Trump per round (optional, never blocking) and tricks (live tally or direct entry)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from scorekeeper.domain import (
    SeatError,
    SUITS,
    TRUMPS,
    Bid,
    CloseRound,
    EnterTricks,
    Phase,
    Reveal,
    RoundStateError,
    SetTrump,
    TrickWon,
    TricksError,
    TrumpError,
)

from .helpers import assert_rejected, bid_all, play_round, start


def test_trump_choices_are_the_four_suits_or_none():
    assert SUITS == ("red", "yellow", "green", "blue")
    assert set(TRUMPS) == {"red", "yellow", "green", "blue", "none"}


@pytest.mark.parametrize("suit", ["red", "yellow", "green", "blue", "none"])
def test_trump_of_the_current_round_is_recorded(suit):
    game = start(4).apply(SetTrump(suit=suit))
    assert game.state.current.trump == suit


@pytest.mark.parametrize("bad", ["wizard", "jester", "Red", "", "purple"])
def test_unknown_trump_values_are_refused(bad):
    with pytest.raises(ValidationError):
        SetTrump(suit=bad)


def test_turned_wizard_is_recorded_as_the_suit_the_dealer_picks():
    # the dealer picks a suit, and that suit is what the sheet keeps
    game = start(3).apply(SetTrump(suit="green"))
    assert game.state.current.trump == "green"


def test_trump_is_optional_and_never_blocks_bidding_or_scoring():
    game = play_round(start(3, schedule=[1, 2]), [0, 1, 0], [0, 1, 0])
    assert game.state.rounds[0].trump is None
    assert game.state.totals == (20, 30, 20)


def test_trump_may_be_recorded_during_bidding_without_changing_the_turn():
    game = start(3).apply(Bid(player=1, value=0))
    after = game.apply(SetTrump(suit="blue"))
    assert after.state.current.to_bid == game.state.current.to_bid == 2
    assert after.state.current.phase is Phase.BIDDING


def test_trump_may_be_cleared():
    game = start(3).apply(SetTrump(suit="red")).apply(SetTrump(suit=None))
    assert game.state.current.trump is None


def test_trump_of_an_earlier_round_may_be_recorded_later():
    game = play_round(start(3, schedule=[1, 2]), [0, 0, 0], [1, 0, 0])
    game = game.apply(SetTrump(suit="yellow", round=1))
    assert game.state.rounds[0].trump == "yellow" and game.state.current.trump is None


def test_trump_of_a_round_not_yet_dealt_is_refused():
    assert_rejected(start(3), SetTrump(suit="red", round=2), TrumpError, "round 2", "not been dealt")
    assert_rejected(start(3), SetTrump(suit="red", round=0), TrumpError, "round 0")


def test_no_trump_when_the_whole_deck_is_dealt():
    game = start(4, schedule=[15])
    assert not game.state.current.trump_card
    for suit in SUITS:
        error = assert_rejected(game, SetTrump(suit=suit), TrumpError, "round 1", "60 cards", "no trump")
        assert error.round == 1
    assert game.apply(SetTrump(suit="none")).state.current.trump == "none"
    assert game.apply(SetTrump(suit=None)).state.current.trump is None


def test_a_whole_deck_round_never_accepts_a_trump_suit():
    game = start(5, schedule=[12])
    assert_rejected(game, SetTrump(suit="red"), TrumpError, "round 1")


# -- tricks ------------------------------------------------------------------------


def test_live_tally_counts_one_trick_per_tap_until_the_round_is_scored():
    game = bid_all(start(3, schedule=[3, 3]), [1, 1, 1])
    for seat in (0, 2, 0):
        assert game.state.current.phase is Phase.PLAYING
        game = game.apply(TrickWon(player=seat))
    rnd = game.state.current
    assert rnd.tricks == (2, 0, 1) and rnd.phase is Phase.SCORED and rnd.scored
    assert rnd.points == (-10, -10, 30)


def test_live_tally_refuses_a_trick_beyond_the_card_count():
    game = bid_all(start(3), [0, 0, 1]).apply(TrickWon(player=2))
    error = assert_rejected(game, TrickWon(player=0), TricksError, "round 1", "Ana", "already counted")
    assert error.player == "Ana"


def test_tricks_before_the_bids_are_in_are_refused():
    game = start(3).apply(Bid(player=1, value=0))
    assert_rejected(game, TrickWon(player=0), RoundStateError, "round 1", "Cleo", "has not bid")
    assert_rejected(game, EnterTricks(tricks=(1, 0, 0)), RoundStateError, "round 1", "Cleo")


def test_trick_for_a_seat_that_does_not_exist_is_refused():
    game = bid_all(start(3), [0, 0, 1])
    assert_rejected(game, TrickWon(player=5), SeatError, "round 1", "no seat 5")


def test_direct_entry_sets_every_players_tricks():
    game = bid_all(start(4, schedule=[5]), [1, 2, 0, 1]).apply(EnterTricks(tricks=(1, 2, 0, 2)))
    rnd = game.state.current
    assert rnd.phase is Phase.SCORED and rnd.points == (30, 40, 20, -10)


@pytest.mark.parametrize("tricks, fragments", [
    ((1, 1, 0), ["round 1", "add up to 2", "3 tricks were played"]),
    ((2, 1, 1), ["round 1", "add up to 4", "3 tricks"]),
    ((4, 0, -1), ["round 1", "Ana", "4 tricks", "0 to 3"]),
    ((3, -1, 1), ["round 1", "Ben", "-1"]),
    ((3, 0), ["round 1", "2 trick counts", "3 players"]),
    ((1, 1, 1, 0), ["round 1", "4 trick counts"]),
])
def test_entered_tricks_must_fit_the_round(tricks, fragments):
    game = bid_all(start(3, schedule=[3]), [1, 1, 0])
    assert_rejected(game, EnterTricks(tricks=tricks), TricksError, *fragments)


def test_one_card_round_tricks_message_is_singular():
    game = bid_all(start(3), [0, 0, 0])
    assert_rejected(game, EnterTricks(tricks=(0, 0, 0)), TricksError, "round 1", "1 trick was played")


def test_direct_entry_replaces_a_partial_tally():
    game = bid_all(start(3, schedule=[3]), [1, 1, 1]).apply(TrickWon(player=0))
    game = game.apply(EnterTricks(tricks=(0, 1, 2)))
    assert game.state.current.tricks == (0, 1, 2)


def test_round_may_only_close_once_scored():
    game = bid_all(start(3, schedule=[3, 3]), [1, 1, 1]).apply(TrickWon(player=0))
    assert_rejected(game, CloseRound(), RoundStateError, "round 1", "2 of 3 tricks")
    assert_rejected(start(3), CloseRound(), RoundStateError, "round 1", "bids and tricks come first")


def test_closing_a_scored_round_deals_the_next_round():
    game = play_round(start(4, schedule=[1, 3]), [0, 0, 0, 1], [0, 0, 0, 1], close=False)
    game = game.apply(CloseRound())
    state = game.state
    assert len(state.rounds) == 2 and state.rounds[0].phase is Phase.CLOSED
    assert state.current.number == 2 and state.current.cards == 3 and state.current.phase is Phase.BIDDING
    assert state.current.bids == (None,) * 4 and state.current.tricks == (0,) * 4


def test_a_trick_refused_before_play_names_the_player_who_won_it():
    """Regression: the error carried player=Ana but its message only named the
    player still to bid, not the one the trick was for."""
    game = start(3).apply(Bid(player=1, value=0))
    error = assert_rejected(game, TrickWon(player=0), RoundStateError, "round 1", "Ana", "Cleo has not bid")
    assert error.player == "Ana"
    hidden = bid_all(start(3, bids="hidden", schedule=[2]), [0, 1, 0])
    assert_rejected(hidden, TrickWon(player=1), RoundStateError, "round 1", "Ben", "reveal")
    rebid = bid_all(start(3, first_dealer=2, bids="hidden", notequal=True, schedule=[2]), [1, 1, 0])
    rebid = rebid.apply(Reveal())
    assert_rejected(rebid, TrickWon(player=0), RoundStateError, "round 1", "Ana", "Cleo (the dealer)")
