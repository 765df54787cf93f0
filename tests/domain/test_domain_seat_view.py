"""Bids at the table, a phone at each seat: who may bid when, and what a
seat may know (its own bid; another's only once the table may see it)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.domain import Bid, OutOfTurnError, Phase, Reveal, TrickWon, bid_choice, may_bid
from scorekeeper.domain.seat import seat_state

from .helpers import assert_rejected, start


def test_every_player_may_bid_at_once_when_bids_are_hidden():
    game = start(4, first_dealer=0, bids="hidden", schedule=[3])
    assert all(may_bid(game.state.current, seat) for seat in range(4))
    for seat, value in ((3, 2), (0, 1), (2, 0), (1, 3)):  # not the bidding order 1, 2, 3, 0
        game = game.apply(Bid(player=seat, value=value))
    assert game.state.current.bids == (1, 3, 0, 2) and game.state.current.phase is Phase.REVEAL


def test_open_bids_wait_for_their_turn():
    game = start(4, first_dealer=0, schedule=[3])
    assert [may_bid(game.state.current, s) for s in range(4)] == [False, True, False, False]
    assert bid_choice(game.state, 2) is None
    assert_rejected(game, Bid(player=2, value=0), OutOfTurnError, "round 1", "Ben's turn", "Cleo")


def test_the_dealer_bids_last_under_secret_bids_and_notequal():
    game = start(3, first_dealer=0, bids="secret", notequal=True, schedule=[3])
    assert not may_bid(game.state.current, 0) and may_bid(game.state.current, 2)
    assert_rejected(game, Bid(player=0, value=1), OutOfTurnError, "round 1", "Ana")
    game = game.apply(Bid(player=2, value=1)).apply(Bid(player=1, value=1))
    choice = bid_choice(game.state, 0)  # the dealer bids freely: a greyed value would tell the others' sum
    assert choice is not None and choice.forbidden == {}
    game = game.apply(Bid(player=0, value=1))  # the bids add up: the dealer alone is asked again
    assert game.state.current.phase is Phase.REBID and may_bid(game.state.current, 0)
    assert not may_bid(game.state.current, 1)


def test_a_seat_sees_its_own_hidden_bid_and_only_that_one_until_the_reveal():
    game = start(3, first_dealer=0, bids="hidden", schedule=[3])
    game = game.apply(Bid(player=2, value=3)).apply(Bid(player=1, value=2))
    assert seat_state(game.state, 2).round.bids == (None, None, 3)
    assert seat_state(game.state, 1).round.bids == (None, 2, None)
    assert seat_state(game.state, 0).round.bids == (None, None, None)
    assert seat_state(game.state, 0).round.bid_in == (False, True, True)
    game = game.apply(Bid(player=0, value=0)).apply(Reveal())
    assert seat_state(game.state, 0).round.bids == (0, 2, 3)


def test_secret_bids_stay_with_their_seat_until_the_round_is_scored():
    game = start(3, first_dealer=0, bids="secret", schedule=[1])
    for seat, value in ((1, 1), (2, 0), (0, 0)):
        game = game.apply(Bid(player=seat, value=value))
    assert game.state.current.phase is Phase.PLAYING
    assert seat_state(game.state, 0).round.bids == (0, None, None)
    game = game.apply(TrickWon(player=1))
    seen = seat_state(game.state, 0)
    assert seen.round.bids == (0, 1, 0) and seen.scored[0].bids == (0, 1, 0) and seen.scored[0].points[1] == 30


@settings(max_examples=40, deadline=None)
@given(mode=st.sampled_from(["hidden", "secret"]), players=st.integers(3, 6), data=st.data())
def test_no_seat_ever_holds_another_players_covered_bid(mode, players, data):
    game = start(players, first_dealer=0, bids=mode, schedule=[players + 2])
    order = data.draw(st.permutations(range(players)))
    for seat in order:
        if not may_bid(game.state.current, seat):
            continue
        choice = bid_choice(game.state, seat)
        value = data.draw(st.sampled_from(sorted(choice.legal)))
        game = game.apply(Bid(player=seat, value=value))
        rnd = game.state.current
        watcher = seat_state(game.state, None).round.bids
        assert watcher == (rnd.bids if rnd.bids_visible else (None,) * players)
        for viewer in range(players):
            seen = seat_state(game.state, viewer).round
            bids = seen.bids
            for other, (bid, final) in enumerate(zip(bids, seen.final_bids)):
                if other != viewer and not rnd.bids_visible:
                    assert bid is None and final is None, f"seat {viewer} holds seat {other}'s {mode} bid"
            assert bids[viewer] == rnd.bids[viewer]
            assert seat_state(game.state, viewer).scored == ()  # nothing scored yet: no sheet bids at all


# -- the special cards, seen from a seat ---------------------------------------------------------


def _cloud_round(bids: str):
    from scorekeeper.domain import CloudShift

    game = start(3, preset="anniversary", bids=bids, schedule=(3, 3))
    for seat in game.state.current.bidding_order:
        game = game.apply(Bid(player=seat, value=(2, 1, 0)[seat]))
    if bids == "hidden":
        from scorekeeper.domain import Reveal

        game = game.apply(Reveal())
    return game.apply(TrickWon(player=0)).apply(CloudShift(player=0, change=-1))


def test_under_secret_bids_only_the_cloud_s_player_sees_how_its_bid_changed():
    game = _cloud_round("secret")
    own = seat_state(game.state, 0).round
    assert (own.bids[0], own.final_bids[0], dict(own.marks)["cloud"].player) == (2, 1, 0)
    other = seat_state(game.state, 1).round
    assert dict(other.marks)["cloud"].player == 0, "the table saw who won the Cloud's trick"
    assert (other.bids[0], other.final_bids[0]) == (None, None), "another seat learnt a secret bid through the Cloud"
    assert seat_state(game.state, None).round.final_bids[0] is None


def test_once_the_bids_are_turned_over_every_seat_sees_the_changed_bid_and_the_sheet_scores_it():
    game = _cloud_round("hidden")
    assert seat_state(game.state, 2).round.final_bids == (1, 1, 0)
    game = game.apply(TrickWon(player=1)).apply(TrickWon(player=2))
    assert seat_state(game.state, 2).scored[0].bids == (1, 1, 0)  # scored against the changed bid
