"""What the round screen's live region says after each step (issue 13):
decided from the state before and after, without a browser."""

from __future__ import annotations

from scorekeeper.domain import Bid, BidMode, CloseRound, EnterTricks, Reveal, SetTrump, TrickWon, Undo
from scorekeeper.i18n import translator
from scorekeeper.presenters.announce import announcement

from .helpers import bid_all, start, t


def said(game, action, lang=t):
    return announcement(game.state, game.apply(action).state, lang)


def test_a_bid_says_who_bid_what_and_whose_turn_it_is_now():
    game = start(schedule=(2, 3))
    assert said(game, Bid(player=1, value=1)) == "Ben bids 1. Cleo's turn to bid."


def test_the_last_bid_says_how_many_tricks_are_left_to_play():
    game = start(schedule=(2, 3)).apply(Bid(player=1, value=1)).apply(Bid(player=2, value=0))
    assert said(game, Bid(player=0, value=0)) == "Ana bids 0. 2 of 2 tricks left."


def test_a_hidden_bid_is_announced_without_its_value():
    game = start(bids=BidMode.HIDDEN, schedule=(2, 3))
    text = said(game, Bid(player=1, value=2))
    assert text == "Ben has bid. Cleo's turn to bid."
    assert "2" not in text


def test_a_secret_bid_stays_secret_in_play_too():
    game = start(bids=BidMode.SECRET, schedule=(2, 3)).apply(Bid(player=1, value=2)).apply(Bid(player=2, value=0))
    assert said(game, Bid(player=0, value=1)) == "Ana has bid. 2 of 2 tricks left."


def test_a_secret_dealer_asked_to_bid_again_is_not_announced():
    """Said aloud, "the bids add up" would tell the table what only the
    dealer may learn: the round reads as any secret bid does."""
    game = start(bids=BidMode.SECRET, notequal=True, schedule=(2, 3)).apply(Bid(player=1, value=2))
    game = game.apply(Bid(player=2, value=0))
    assert said(game, Bid(player=0, value=0)) == "Ana has bid."  # 2 + 0 + 0 = 2 cards: asked again
    asked = game.apply(Bid(player=0, value=0))
    assert said(asked, Bid(player=0, value=1)) == "Ana has bid. 2 of 2 tricks left."


def test_the_last_hidden_bid_asks_for_the_reveal_and_the_reveal_reads_every_bid():
    game = start(bids=BidMode.HIDDEN, schedule=(2, 3)).apply(Bid(player=1, value=1)).apply(Bid(player=2, value=0))
    assert said(game, Bid(player=0, value=0)) == (
        "Ana has bid. All bids are in. Lay the phone in the middle and show all the bids at once.")
    game = game.apply(Bid(player=0, value=0))
    assert said(game, Reveal()) == "Bids revealed: Ana 0, Ben 1, Cleo 0. 2 of 2 tricks left."


def test_a_reveal_that_adds_up_under_notequal_asks_the_dealer_to_change():
    game = bid_all(start(bids=BidMode.HIDDEN, notequal=True), [1, 0, 0])  # 1 card: adds up
    assert said(game, Reveal()) == ("Bids revealed: Ana 1, Ben 0, Cleo 0. "
                                    "Ana deals: the bids add up to 1. Change your bid.")


def test_a_trick_says_who_won_it_and_how_many_are_left():
    game = bid_all(start(schedule=(2, 3)), [0, 1, 0])
    assert said(game, TrickWon(player=1)) == "Ben won a trick. 1 of 2 tricks left."


def test_the_last_trick_reads_the_rounds_points_and_the_next_dealer():
    game = bid_all(start(schedule=(2, 3)), [0, 1, 0]).apply(TrickWon(player=1))
    assert said(game, TrickWon(player=0)) == (
        "Ana won a trick. Round 1 scored: Ana -10, Ben +30, Cleo +20. Next round: Ben deals.")


def test_the_next_round_says_its_cards_dealer_and_first_bidder():
    game = bid_all(start(schedule=(2, 3)), [0, 1, 0]).apply(TrickWon(player=1)).apply(TrickWon(player=0))
    assert said(game, CloseRound()) == (
        "Round 2 of 2: 3 cards each. Ben deals · Cleo bids first and leads. Cleo's turn to bid.")


def test_direct_entry_scores_the_round_and_starts_the_next_in_one_announcement():
    game = bid_all(start(schedule=(2, 3)), [0, 1, 0])
    after = game.apply(EnterTricks(tricks=(1, 1, 0))).apply(CloseRound())
    assert announcement(game.state, after.state, t) == (
        "Round 1 scored: Ana -10, Ben +30, Cleo +20. "
        "Round 2 of 2: 3 cards each. Ben deals · Cleo bids first and leads. Cleo's turn to bid.")


def test_the_last_round_announces_the_winner():
    game = bid_all(start(schedule=(1,)), [0, 1, 0])
    assert said(game, TrickWon(player=1)) == "Ben won a trick. Round 1 scored: Ana +20, Ben +30, Cleo +20. Ben wins!"


def test_a_recorded_trump_is_announced():
    assert said(start(schedule=(2, 3)), SetTrump(suit="red")) == "Trump: Red. Ben's turn to bid."


def test_an_undo_says_where_the_game_stands_now():
    game = start(schedule=(2, 3)).apply(Bid(player=1, value=1))
    assert said(game, Undo()) == "Ben's turn to bid."
    played = bid_all(start(schedule=(2, 3)), [0, 1, 0]).apply(TrickWon(player=1))
    assert said(played, Undo()) == "2 of 2 tricks left."


def test_nothing_is_said_without_a_change_a_state_before_or_for_another_game():
    game = start(schedule=(2, 3))
    assert announcement(game.state, game.state, t) is None
    assert announcement(None, game.state, t) is None
    other = start(("Dan", "Eve", "Finn"), schedule=(2, 3)).apply(Bid(player=1, value=0))
    assert announcement(game.state, other.state, t) is None


def test_announcements_are_in_the_players_language():
    game = start(schedule=(2, 3))
    assert said(game, Bid(player=1, value=1), translator("de")) == "Ben sagt 1 an. Cleo ist mit der Ansage dran."
    assert said(game, Bid(player=1, value=1), translator("sr")) == "Ben најављује 1. Сада најављује Cleo."
