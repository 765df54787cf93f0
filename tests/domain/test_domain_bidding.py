"""Legal bids as a query; open, hidden and secret bids; notequal."""

from __future__ import annotations

import pytest

from scorekeeper.domain import (
    SeatError,
    Bid,
    BidRangeError,
    CloseRound,
    EnterTricks,
    NotEqualError,
    OutOfTurnError,
    Phase,
    Reveal,
    RevealError,
    RoundStateError,
    TrickWon,
    Undo,
    bid_choice,
    legal_bids,
)

from .helpers import assert_rejected, bid_all, play_round, start


def test_legal_bids_are_zero_to_the_card_count_without_notequal():
    game = start(4, schedule=[5])
    for _ in range(4):
        assert legal_bids(game.state) == frozenset(range(6))
        assert isinstance(legal_bids(game.state), frozenset)
        choice = bid_choice(game.state)
        assert choice.player == game.state.current.to_bid and choice.forbidden == {}
        assert choice.values == tuple(range(6))
        game = game.apply(Bid(player=choice.player, value=5))  # everyone may bid the maximum
    assert game.state.current.bids == (5, 5, 5, 5)


def test_no_bid_is_awaited_once_bidding_is_over():
    game = bid_all(start(3), [0, 0, 1])
    assert bid_choice(game.state) is None
    assert legal_bids(game.state) == frozenset()


@pytest.mark.parametrize("value", [-1, 4, 99])
def test_bids_outside_zero_to_cards_are_refused(value):
    game = start(3, schedule=[3])  # Ben bids first
    error = assert_rejected(game, Bid(player=1, value=value), BidRangeError, "round 1", "Ben", str(value), "0 to 3")
    assert error.round == 1 and error.player == "Ben"


def test_bid_for_a_seat_that_does_not_exist_is_refused():
    assert_rejected(start(3), Bid(player=3, value=0), SeatError, "round 1", "no seat 3")
    assert_rejected(start(3), Bid(player=-1, value=0), SeatError, "round 1", "no seat -1")


def test_bids_after_bidding_is_over_are_refused():
    game = bid_all(start(3, schedule=[2, 2]), [1, 0, 0])
    assert_rejected(game, Bid(player=1, value=2), RoundStateError, "round 1", "Ben", "bidding is over")


# -- notequal -----------------------------------------------------------------------------


def test_dealer_may_not_make_bids_add_up_under_notequal():
    game = start(3, first_dealer=2, notequal=True, schedule=[3, 3])  # Cleo deals
    game = game.apply(Bid(player=0, value=1)).apply(Bid(player=1, value=1))
    choice = bid_choice(game.state)
    assert choice.player == 2
    assert choice.forbidden == {1: "bids would add up to 3"}
    assert legal_bids(game.state) == frozenset({0, 2, 3})
    error = assert_rejected(game, Bid(player=2, value=1), NotEqualError,
                            "round 1: Cleo deals and may not bid 1 under notequal (bids would add up to 3)")
    assert error.round == 1 and error.player == "Cleo"
    for value in (0, 2, 3):
        assert game.apply(Bid(player=2, value=value)).state.current.bids[2] == value


def test_notequal_error_message_matches_the_documented_wording_in_round_three():
    game = start(3, first_dealer=0, notequal=True, schedule=[1, 2, 3])
    game = play_round(game, [1, 0, 1], [0, 0, 1])  # Ana deals round 1
    game = play_round(game, [0, 0, 0], [1, 1, 0])  # Ben deals round 2
    game = game.apply(Bid(player=0, value=1)).apply(Bid(player=1, value=1))  # Cleo deals round 3
    assert_rejected(game, Bid(player=2, value=1), NotEqualError,
                    "round 3: Cleo deals and may not bid 1 under notequal (bids would add up to 3)")


def test_notequal_applies_in_round_one_too():
    game = start(4, first_dealer=0, notequal=True)  # 1 card, Ana deals last
    for seat in (1, 2, 3):
        assert legal_bids(game.state) == frozenset({0, 1})
        game = game.apply(Bid(player=seat, value=0))
    assert legal_bids(game.state) == frozenset({0})
    assert_rejected(game, Bid(player=0, value=1), NotEqualError, "round 1", "Ana", "add up to 1")


def test_notequal_forbids_zero_when_the_others_already_bid_the_card_count():
    game = start(3, first_dealer=2, notequal=True, schedule=[2])
    game = game.apply(Bid(player=0, value=2)).apply(Bid(player=1, value=0))
    assert bid_choice(game.state).forbidden == {0: "bids would add up to 2"}
    assert legal_bids(game.state) == frozenset({1, 2})


def test_no_restriction_when_the_others_already_bid_more_than_the_cards():
    game = start(3, first_dealer=2, notequal=True, schedule=[2])
    game = game.apply(Bid(player=0, value=2)).apply(Bid(player=1, value=1))
    assert bid_choice(game.state).forbidden == {}
    assert legal_bids(game.state) == frozenset({0, 1, 2})


def test_notequal_never_restricts_players_other_than_the_dealer():
    game = start(4, first_dealer=3, notequal=True, schedule=[2])
    for seat in (0, 1, 2):
        assert bid_choice(game.state).forbidden == {}
        game = game.apply(Bid(player=seat, value=0))
    assert bid_choice(game.state).forbidden == {2: "bids would add up to 2"}


def test_without_notequal_the_dealer_may_make_bids_add_up():
    game = bid_all(start(3, first_dealer=2, schedule=[3]), [1, 1, 1])
    assert game.state.current.bid_sum == 3


def test_amigo_tournament_enforces_notequal_by_default():
    game = start(4, first_dealer=0, preset="amigo-tournament")
    for seat in (1, 2, 3):
        game = game.apply(Bid(player=seat, value=0))
    assert_rejected(game, Bid(player=0, value=1), NotEqualError, "round 1", "Ana")


# -- hidden bids -----------------------------------------------------------------------------


def test_hidden_bids_are_not_restricted_at_entry_even_under_notequal():
    game = start(3, first_dealer=2, bids="hidden", notequal=True, schedule=[3])
    game = game.apply(Bid(player=0, value=1)).apply(Bid(player=1, value=1))
    assert bid_choice(game.state).forbidden == {}
    assert legal_bids(game.state) == frozenset({0, 1, 2, 3})
    game = game.apply(Bid(player=2, value=1))
    assert game.state.current.phase is Phase.REVEAL


def test_hidden_bids_are_revealed_together_before_play():
    game = bid_all(start(3, bids="hidden", schedule=[2]), [0, 1, 0])
    rnd = game.state.current
    assert rnd.phase is Phase.REVEAL and not rnd.bids_visible
    assert_rejected(game, TrickWon(player=0), RoundStateError, "round 1", "reveal")
    assert_rejected(game, EnterTricks(tricks=(1, 1, 0)), RoundStateError, "round 1", "reveal")
    game = game.apply(Reveal())
    rnd = game.state.current
    assert rnd.phase is Phase.PLAYING and rnd.bids_visible and rnd.revealed


def test_hidden_bids_that_add_up_force_the_dealer_to_change_after_reveal():
    game = start(3, first_dealer=2, bids="hidden", notequal=True, schedule=[3, 3])
    game = bid_all(game, [1, 1, 1])
    game = game.apply(Reveal())
    rnd = game.state.current
    assert rnd.phase is Phase.REBID and rnd.must_rebid
    assert rnd.to_bid == 2
    choice = bid_choice(game.state)
    assert choice.player == 2 and choice.forbidden == {1: "bids would add up to 3"}
    assert legal_bids(game.state) == frozenset({0, 2, 3})
    error = assert_rejected(game, Bid(player=2, value=1), NotEqualError,
                            "round 1", "Cleo", "must change their bid of 1", "add up to 3")
    assert error.player == "Cleo" and error.round == 1
    error = assert_rejected(game, Bid(player=0, value=0), OutOfTurnError, "round 1", "Cleo", "dealer", "Ana")
    assert error.player == "Ana"
    assert_rejected(game, TrickWon(player=0), RoundStateError, "round 1", "Cleo", "must change their bid")
    assert_rejected(game, EnterTricks(tricks=(1, 1, 1)), RoundStateError, "round 1", "Cleo")
    for value in (0, 2, 3):
        changed = game.apply(Bid(player=2, value=value))
        rnd = changed.state.current
        assert rnd.phase is Phase.PLAYING and rnd.bids == (1, 1, value) and not rnd.must_rebid
        assert legal_bids(changed.state) == frozenset()


def test_hidden_bids_that_do_not_add_up_go_straight_to_play():
    game = bid_all(start(3, first_dealer=2, bids="hidden", notequal=True, schedule=[3]), [1, 1, 0])
    assert game.apply(Reveal()).state.current.phase is Phase.PLAYING


def test_hidden_bids_without_notequal_may_add_up():
    game = bid_all(start(3, first_dealer=2, bids="hidden", schedule=[3]), [1, 1, 1])
    assert game.apply(Reveal()).state.current.phase is Phase.PLAYING


def test_hidden_bids_may_come_in_any_order_but_each_player_bids_once():
    # every player bids unseen on their own phone at the table: nobody waits for the one before
    game = start(3, first_dealer=0, bids="hidden").apply(Bid(player=0, value=0))
    assert game.state.current.bids == (0, None, None)
    assert game.state.current.to_bid == 1  # the phone passed round still asks in bidding order
    assert_rejected(game, Bid(player=0, value=1), OutOfTurnError, "round 1", "Ben's turn", "Ana")


def test_open_bids_are_still_collected_in_bidding_order():
    game = start(3, first_dealer=0)
    assert_rejected(game, Bid(player=0, value=0), OutOfTurnError, "round 1", "Ben's turn")


def test_reveal_is_refused_before_every_hidden_bid_is_in():
    game = start(3, first_dealer=0, bids="hidden").apply(Bid(player=1, value=0))
    error = assert_rejected(game, Reveal(), RevealError, "round 1", "Cleo", "not bid yet")
    assert error.player == "Cleo"


def test_reveal_is_refused_twice():
    game = bid_all(start(3, bids="hidden", schedule=[2]), [0, 1, 0]).apply(Reveal())
    assert_rejected(game, Reveal(), RevealError, "round 1", "already revealed")


@pytest.mark.parametrize("mode", ["open", "secret"])
def test_reveal_is_refused_when_bids_are_not_hidden(mode):
    game = bid_all(start(3, bids=mode), [0, 0, 0])
    assert_rejected(game, Reveal(), RevealError, "round 1", mode, "nothing to reveal")


def test_dm_mixed_rounds_one_to_six_need_a_reveal_and_round_seven_enforces_notequal():
    game = start(4, first_dealer=0, preset="dm-mixed")
    for _ in range(1, 7):
        cards = game.state.current.cards
        game = bid_all(game, [cards, 0, 0, 0])  # adding up is allowed: no notequal yet
        assert game.state.current.phase is Phase.REVEAL
        game = game.apply(Reveal())
        assert game.state.current.phase is Phase.PLAYING
        game = game.apply(EnterTricks(tricks=(cards, 0, 0, 0))).apply(CloseRound())
    rnd = game.state.current
    assert rnd.number == 7 and rnd.dealer == 2
    game = game.apply(Bid(player=3, value=7)).apply(Bid(player=0, value=0)).apply(Bid(player=1, value=0))
    assert legal_bids(game.state) == frozenset(range(1, 8))
    assert_rejected(game, Bid(player=2, value=0), NotEqualError, "round 7", "Cleo", "add up to 7")


# -- secret bids ---------------------------------------------------------------------------------


def test_secret_bids_under_notequal_let_the_dealer_bid_freely_and_ask_again_when_they_add_up():
    game = start(3, first_dealer=2, bids="secret", notequal=True, schedule=[3, 3])
    game = game.apply(Bid(player=0, value=2)).apply(Bid(player=1, value=0))
    # greying 1 would tell Cleo that the others' secret bids come to 2
    assert bid_choice(game.state).forbidden == {}
    assert legal_bids(game.state) == frozenset(range(4))
    asked = game.apply(Bid(player=2, value=1))  # 2 + 0 + 1 = 3 cards: they add up
    rnd = asked.state.current
    assert rnd.phase is Phase.REBID and rnd.must_rebid and rnd.to_bid == 2
    assert not rnd.bids_visible  # nobody sees a bid: the round is not scored
    # the only value refused now is the one Cleo bid: nothing she could not know
    assert bid_choice(asked.state).forbidden == {1: "bids would add up to 3"}
    error = assert_rejected(asked, Bid(player=2, value=1), NotEqualError,
                            "round 1", "Cleo", "must change their bid of 1", "add up to 3")
    assert error.code == "bid.rebid_secret" and "revealed" not in str(error)
    assert_rejected(asked, Bid(player=0, value=0), OutOfTurnError, "round 1", "Cleo", "dealer", "Ana")
    assert_rejected(asked, TrickWon(player=0), RoundStateError, "round 1", "Cleo", "must change their bid")
    assert_rejected(asked, EnterTricks(tricks=(1, 1, 1)), RoundStateError, "round 1", "Cleo")
    for value in (0, 2, 3):
        changed = asked.apply(Bid(player=2, value=value))
        rnd = changed.state.current
        assert rnd.phase is Phase.PLAYING and rnd.bids == (2, 0, value) and not rnd.must_rebid


def test_secret_bids_under_notequal_that_do_not_add_up_go_straight_to_play():
    game = bid_all(start(3, first_dealer=2, bids="secret", notequal=True, schedule=[3]), [2, 0, 0])
    assert game.state.current.phase is Phase.PLAYING and not game.state.current.must_rebid


def test_secret_bids_without_notequal_may_add_up():
    game = bid_all(start(3, first_dealer=2, bids="secret", schedule=[3]), [2, 0, 1])
    assert game.state.current.phase is Phase.PLAYING


def test_undoing_the_secret_dealers_rebid_asks_for_it_again_and_undoing_the_first_bid_frees_the_dealer():
    game = bid_all(start(3, first_dealer=2, bids="secret", notequal=True, schedule=[3]), [2, 0, 1])
    played = game.apply(Bid(player=2, value=3))
    assert played.state.current.phase is Phase.PLAYING
    back = played.apply(Undo())
    assert back.state.current.phase is Phase.REBID and back.state == game.state
    before = back.apply(Undo()).state.current
    assert before.phase is Phase.BIDDING and before.to_bid == 2 and before.bids == (2, 0, None)


def test_secret_bids_stay_hidden_until_the_round_is_scored():
    game = bid_all(start(3, bids="secret", schedule=[2, 2]), [0, 1, 1])
    rnd = game.state.current
    assert rnd.phase is Phase.PLAYING and not rnd.bids_visible
    game = game.apply(TrickWon(player=1))
    assert not game.state.current.bids_visible
    game = game.apply(TrickWon(player=2))
    assert game.state.current.phase is Phase.SCORED and game.state.current.bids_visible


def test_open_bids_are_visible_at_once():
    game = start(3).apply(Bid(player=1, value=1))
    assert game.state.current.bids_visible
