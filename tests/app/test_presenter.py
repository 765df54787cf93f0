"""What the round screen shows, decided in plain Python (no browser)."""

from __future__ import annotations

from scorekeeper.domain import Bid, BidMode, Game, Phase, Reveal, RuleChoice, Start, TrickWon
from scorekeeper.i18n import translator
from scorekeeper.presenter import round_view, trick_status

t = translator("en")
NAMES = ("Ana", "Ben", "Cleo")


def start(**rules) -> Game:
    return Game.start(Start(players=NAMES, rules=RuleChoice(**rules)))


def test_round_header_names_dealer_first_bidder_and_card_count():
    view = round_view(start().state, t)
    assert (view.number, view.total_rounds, view.cards) == (1, 20, 1)
    assert (view.dealer, view.first_bidder) == ("Ana", "Ben")
    assert view.to_bid_name == "Ben"


def test_the_dealers_forbidden_bid_is_greyed_with_the_reason():
    game = start(notequal=True).apply(Bid(player=1, value=0)).apply(Bid(player=2, value=0))
    view = round_view(game.state, t)
    buttons = {b.value: b for b in view.bid_buttons}
    assert not buttons[1].enabled and buttons[1].reason == "bids would add up to 1"
    assert buttons[0].enabled
    assert "bids would add up to 1" in view.bid_hint


def test_no_button_is_greyed_without_notequal():
    game = start().apply(Bid(player=1, value=0)).apply(Bid(player=2, value=0))
    view = round_view(game.state, t)
    assert all(b.enabled for b in view.bid_buttons) and view.bid_hint == ""


def test_hidden_bids_show_a_cover_and_stay_hidden_until_revealed():
    game = start(bids=BidMode.HIDDEN)
    assert round_view(game.state, t).cover
    game = game.apply(Bid(player=1, value=1)).apply(Bid(player=2, value=0)).apply(Bid(player=0, value=1))
    view = round_view(game.state, t)
    assert view.phase is Phase.REVEAL and not view.cover
    assert [line.bid for line in view.lines] == ["?", "?", "?"]
    revealed = round_view(game.apply(Reveal()).state, t)
    assert [line.bid for line in revealed.lines] == ["1", "1", "0"]


def test_the_tally_says_who_still_needs_tricks():
    game = start(schedule=(3,)).apply(Bid(player=1, value=2)).apply(Bid(player=2, value=0)).apply(Bid(player=0, value=0))
    game = game.apply(TrickWon(player=1))
    lines = {line.name: line for line in round_view(game.state, t).lines}
    assert lines["Ben"].status == "needs 1 more"
    assert lines["Cleo"].status == "must lose the rest"
    assert round_view(game.state, t).tricks_left == 2


def test_trick_status_covers_made_over_and_hopeless():
    assert trick_status(t, 1, 1, 0, True) == "made it"
    assert trick_status(t, 0, 2, 1, True) == "over by 2"
    assert trick_status(t, 3, 0, 1, True) == "short by 2 at least"
    assert trick_status(t, 1, 0, 1, False) == ""


def test_the_bid_balance_tells_over_and_under_bidding():
    game = start(schedule=(3,)).apply(Bid(player=1, value=2)).apply(Bid(player=2, value=2)).apply(Bid(player=0, value=0))
    assert round_view(game.state, t).bid_balance == "Bids total 4 with 3 to win: 1 too many"


def test_leaders_are_marked_only_once_a_round_is_scored():
    game = start().apply(Bid(player=1, value=0)).apply(Bid(player=2, value=0)).apply(Bid(player=0, value=1))
    assert not any(line.is_leader for line in round_view(game.state, t).lines)
    game = game.apply(TrickWon(player=0))
    view = round_view(game.state, t)
    assert [line.is_leader for line in view.lines] == [True, False, False]  # 30 vs 20, 20
    assert view.phase is Phase.SCORED and view.next_dealer == "Ben"


def test_the_last_round_has_no_trump_card_and_says_so():
    game = start(schedule=(20,))
    view = round_view(game.state, t)
    assert not view.trump_card and view.trump == "No trump: every card is dealt"
