"""Direct entry of tricks: one tap per player's count, the one left filled
in, and nothing that cannot add up to the cards dealt (no browser)."""

from __future__ import annotations

from scorekeeper.domain import BidMode, EnterTricks
from scorekeeper.presenters.entry import TricksPick, entry_view

from .helpers import bid_all, start, t


def test_once_every_player_but_one_is_picked_that_one_gets_the_rest():
    form = TricksPick.start(5, 3).pick(0, 1).pick(1, 2)
    assert form.filled_in == 2 and form.value(2) == 2 and form.tricks == (1, 2, 2)


def test_any_player_may_be_the_one_filled_in():
    form = TricksPick.start(5, 3).pick(2, 4).pick(0, 0)
    assert form.filled_in == 1 and form.tricks == (0, 1, 4)


def test_nothing_is_known_while_two_players_are_left():
    form = TricksPick.start(5, 3).pick(0, 1)
    assert form.filled_in is None and form.value(1) is None and form.tricks is None


def test_a_count_is_kept_within_what_the_others_leave():
    form = TricksPick.start(5, 3).pick(0, 4)
    assert form.most_for(1) == 1
    assert form.pick(1, 3).picked == (4, 1, None)  # at most what is left


def test_a_pick_can_be_changed_by_tapping_another_count():
    form = TricksPick.start(5, 3).pick(0, 4).pick(0, 1)
    assert form.picked == (1, None, None) and form.most_for(1) == 4


def test_every_count_picked_must_add_up_to_the_cards():
    form = TricksPick.start(3, 3).pick(0, 1).pick(1, 1).pick(2, 0)
    assert form.filled_in is None and form.tricks is None
    assert form.pick(2, 1).tricks == (1, 1, 1)


def test_the_entry_view_shows_each_bid_greys_what_cannot_fit_and_scores_in_one_tap():
    game = bid_all(start(schedule=(3, 3)), [1, 2, 0])
    form = TricksPick.start(3, 3).pick(0, 2)
    view = entry_view(game.state, form, t)
    ana, ben, cleo = view.seats
    assert (ana.bid, ana.status, ana.value) == ("bid 1", "took 2", 2)
    assert ben.options == (True, True, False, False)  # Ana took 2 of 3: Ben 0 or 1
    assert not view.can_go_on and view.problem == ""
    view = entry_view(game.state, form.pick(1, 1), t)
    assert view.seats[2].filled_in and view.seats[2].status == "the other 0"
    assert view.can_go_on and view.go_on_label == "Score round 1 · Ben deals next"
    tricks = form.pick(1, 1).tricks
    assert game.apply(EnterTricks(tricks=tricks)).state.current.scored


def test_the_last_round_is_scored_by_the_same_tap():
    game = bid_all(start(schedule=(2,)), [1, 1, 0])
    assert entry_view(game.state, TricksPick.start(2, 3), t).go_on_label == "Score the last round"


def test_too_few_tricks_picked_for_everyone_says_how_many_are_missing():
    game = bid_all(start(schedule=(3, 3)), [1, 1, 0])
    view = entry_view(game.state, TricksPick.start(3, 3).pick(0, 1).pick(1, 0).pick(2, 1), t)
    assert view.problem == "1 trick missing: 3 were played." and not view.can_go_on


def test_secret_bids_stay_covered_in_direct_entry():
    game = bid_all(start(schedule=(2, 2), bids=BidMode.SECRET), [1, 1, 0])
    assert [s.bid for s in entry_view(game.state, TricksPick.start(2, 3), t).seats] == ["bid ?"] * 3


def test_each_count_key_says_whose_count_it_is():
    game = bid_all(start(schedule=(2, 3)), [0, 1, 0])
    seat = entry_view(game.state, TricksPick.start(2, 3), t).seats[1]
    assert seat.labels == ("Ben took 0", "Ben took 1", "Ben took 2")
