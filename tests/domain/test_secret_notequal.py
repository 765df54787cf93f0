"""Secret bids under notequal (WIZARD-RULES.md, "secret + notequal"): the
dealer bids without being shown a forbidden value, and only a dealer whose
bid makes all bids add up is asked for another one. Properties over every
table size, card count, dealer and bids (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.domain import Bid, Game, NotEqualError, Phase, bid_choice, legal_bids

from .helpers import start

ROUNDS = settings(max_examples=60, deadline=None)


@st.composite
def secret_rounds(draw) -> tuple[Game, list[int]]:
    """A secret + notequal round-1 game before its first bid, and every
    player's bid but the dealer's (in bidding order)."""
    players = draw(st.integers(3, 6))
    cards = draw(st.integers(1, 60 // players))
    dealer = draw(st.integers(0, players - 1))
    game = start(players, first_dealer=dealer, bids="secret", notequal=True, schedule=[cards])
    others = draw(st.lists(st.integers(0, cards), min_size=players - 1, max_size=players - 1))
    return game, others


def bid_others(game: Game, others: list[int]) -> Game:
    order = game.state.current.bidding_order
    for seat, value in zip(order[:-1], others):
        game = game.apply(Bid(player=seat, value=value))
    return game


@ROUNDS
@given(secret_rounds())
def test_every_secret_bidder_may_bid_every_value_whatever_the_others_bid(case):
    game, others = case
    cards = game.state.current.cards
    order = game.state.current.bidding_order
    for seat, value in zip(order, [*others, 0]):
        choice = bid_choice(game.state)
        assert choice.player == seat
        assert choice.forbidden == {} and legal_bids(game.state) == frozenset(range(cards + 1))
        if seat == order[-1]:
            break
        game = game.apply(Bid(player=seat, value=value))


@ROUNDS
@given(secret_rounds(), st.data())
def test_the_dealers_choice_tells_nothing_about_the_others_secret_bids(case, data):
    """Two tables that differ only in the others' secret bids offer their
    dealer exactly the same choice."""
    game, others = case
    cards = game.state.current.cards
    elsewhere = data.draw(st.lists(st.integers(0, cards), min_size=len(others), max_size=len(others)))
    assert bid_choice(bid_others(game, others).state) == bid_choice(bid_others(game, elsewhere).state)


@ROUNDS
@given(secret_rounds(), st.data())
def test_a_dealers_bid_that_makes_the_bids_add_up_is_asked_again_and_only_then(case, data):
    game, others = case
    game = bid_others(game, others)
    rnd = game.state.current
    dealer, cards = rnd.dealer, rnd.cards
    first = data.draw(st.integers(0, cards))
    asked = game.apply(Bid(player=dealer, value=first))
    now = asked.state.current
    adds_up = sum(others) + first == cards
    assert (now.phase is Phase.REBID) == adds_up
    assert not now.bids_visible  # nobody sees a bid before the round is scored
    if not adds_up:
        assert now.phase is Phase.PLAYING
        return
    # asked again: the one value refused is the dealer's own first bid
    choice = bid_choice(asked.state)
    assert choice.player == dealer and set(choice.forbidden) == {first}
    for value in range(cards + 1):
        if value == first:
            try:
                asked.apply(Bid(player=dealer, value=value))
            except NotEqualError as error:
                assert error.code == "bid.rebid_secret" and error.player == asked.state.name(dealer)
            else:
                raise AssertionError("the bid that adds up was taken")
            continue
        after = asked.apply(Bid(player=dealer, value=value)).state.current
        assert after.phase is Phase.PLAYING and sum(after.bids) != cards
