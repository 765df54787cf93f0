"""Direct entry of tricks: one tap per player's count, the one left filled
in, and nothing that cannot add up to the cards dealt (no browser)."""

from __future__ import annotations

import pytest

from scorekeeper.domain import BidMode, CloseRound, EnterTricks, TrickWon, Undo
from scorekeeper.presenters.entry import EntryDraft, TricksPick, draft_form, entry_view

from .helpers import bid_all, start, t


def test_once_every_player_but_one_is_picked_that_one_gets_the_rest():
    form = TricksPick.start(5, 3).pick(0, 1).pick(1, 2)
    assert form.filled == {2} and form.value(2) == 2 and form.tricks == (1, 2, 2)


def test_any_player_may_be_the_one_filled_in():
    form = TricksPick.start(5, 3).pick(2, 4).pick(0, 0)
    assert form.filled == {1} and form.tricks == (0, 1, 4)


def test_nothing_is_known_while_two_players_are_left():
    form = TricksPick.start(5, 3).pick(0, 1)
    assert form.filled == set() and form.value(1) is None and form.tricks is None


def test_a_count_is_kept_within_what_the_others_leave():
    form = TricksPick.start(5, 3).pick(0, 4)
    assert form.most_for(1) == 1
    assert form.pick(1, 3).picked == (4, 1, None)  # at most what is left


def test_a_pick_can_be_changed_by_tapping_another_count():
    form = TricksPick.start(5, 3).pick(0, 4).pick(0, 1)
    assert form.picked == (1, None, None) and form.most_for(1) == 4


def test_every_count_picked_must_add_up_to_the_cards():
    form = TricksPick.start(3, 3).pick(0, 1).pick(1, 1).pick(2, 0)
    assert form.filled == set() and form.tricks is None
    assert form.pick(2, 1).tricks == (1, 1, 1)


def test_the_entry_view_shows_each_bid_greys_what_cannot_fit_and_knows_when_the_round_can_be_scored():
    game = bid_all(start(schedule=(3, 3)), [1, 2, 0])
    form = TricksPick.start(3, 3).pick(0, 2)
    view = entry_view(game.state, form, t)
    ana, ben, cleo = view.seats
    assert (ana.bid, ana.status, ana.value) == ("bid 1", "took 2", 2)
    assert ben.options == (True, True, False, False)  # Ana took 2 of 3: Ben 0 or 1
    assert not view.can_go_on and view.problem == ""
    view = entry_view(game.state, form.pick(1, 1), t)
    assert view.seats[2].filled_in and view.seats[2].status == "none left"
    assert view.can_go_on and view.go_on_label == "Score round 1"
    tricks = form.pick(1, 1).tricks
    assert game.apply(EnterTricks(tricks=tricks)).state.current.scored


def test_the_last_rounds_score_button_says_so():
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


# -- the players left once the picks add up ------------------------------------------


@pytest.mark.parametrize("players", [3, 6])
def test_once_the_picks_add_up_to_the_cards_every_player_left_took_none(players):
    form = TricksPick.start(5, players).pick(1, 5)  # one player took every trick
    assert form.filled == set(range(players)) - {1}
    assert form.tricks == tuple(5 if seat == 1 else 0 for seat in range(players))
    game = bid_all(start(tuple("Ana Ben Cleo Dan Eve Finn".split()[:players]), schedule=(5,)), [1] * players)
    view = entry_view(game.state, form, t)
    left = [seat for seat in view.seats if seat.seat != 1]
    assert all(s.filled_in and s.value == 0 and s.status == "none left" for s in left)
    assert all(s.options == (True,) + (False,) * 5 for s in left)  # none of them can have taken more
    assert view.can_go_on and view.problem == ""


def test_a_pick_lowered_again_leaves_the_others_to_be_picked():
    form = TricksPick.start(4, 4).pick(0, 3).pick(1, 1)
    assert form.filled == {2, 3} and form.tricks == (3, 1, 0, 0)
    lowered = form.pick(1, 0)
    assert lowered.filled == set() and lowered.value(2) is None and lowered.tricks is None


def test_a_zero_filled_in_can_be_picked_as_zero_and_nothing_more():
    form = TricksPick.start(2, 3).pick(0, 2)
    assert form.most_for(1) == 0 and form.pick(1, 2).picked == (2, 0, None)
    assert form.pick(1, 2).filled == {2} and form.pick(1, 2).tricks == (2, 0, 0)


# -- the draft a device keeps ----------------------------------------------------------

GAME_ID = "20261202-011500-ab12cd"


def test_a_draft_is_stored_as_one_short_string_and_read_back():
    draft = EntryDraft(GAME_ID, 3, TricksPick(3, (2, None, 1)))
    assert draft.stored() == f"{GAME_ID}|3|3|2,-,1"
    assert EntryDraft.read(draft.stored()) == draft
    six = EntryDraft(GAME_ID, 12, TricksPick(10, (10, None, None, 0, None, None)))
    assert EntryDraft.read(six.stored()) == six and len(six.stored()) <= 100
    eight = EntryDraft(GAME_ID, 9, TricksPick(9, (0, None, 0, None, None, 0, None, None)))  # two seats out (issue 30)
    assert EntryDraft.read(eight.stored()) == eight


@pytest.mark.parametrize("raw", [None, 3, "", "nonsense", f"{GAME_ID}|3|3|2,-", f"{GAME_ID}|3|3|2,x,1",
                                 f"{GAME_ID}|3|3|2,-,1,-,-,-,-,-,-", "a|b|3|2,-,1", f"{GAME_ID}|3|3|2,-,1|"])
def test_anything_else_stored_reads_as_no_draft(raw):
    assert EntryDraft.read(raw) is None


def test_a_draft_belongs_to_its_game_and_its_round_while_the_round_is_in_play():
    game = bid_all(start(schedule=(3, 3)), [1, 1, 0])
    draft = EntryDraft(GAME_ID, 1, TricksPick(3, (2, None, None)))
    assert draft_form(draft, GAME_ID, game.state) == draft.form
    assert draft_form(draft, GAME_ID, game.apply(TrickWon(player=0)).state) == draft.form  # a trick tallied: still in play
    assert draft_form(draft, "20261202-011500-ffff", game.state) is None  # another game
    assert draft_form(EntryDraft(GAME_ID, 2, draft.form), GAME_ID, game.state) is None  # another round
    assert draft_form(EntryDraft(GAME_ID, 1, TricksPick(4, (2, None, None))), GAME_ID, game.state) is None
    assert draft_form(EntryDraft(GAME_ID, 1, TricksPick(3, (2, None))), GAME_ID, game.state) is None
    assert draft_form(EntryDraft(GAME_ID, 1, TricksPick(3, (2, 2, None))), GAME_ID, game.state) is None  # 4 of 3
    scored = game.apply(EnterTricks(tricks=(2, 1, 0)))
    assert draft_form(draft, GAME_ID, scored.state) is None  # scored: the draft is done
    assert draft_form(draft, GAME_ID, scored.apply(CloseRound()).state) is None
    assert draft_form(draft, GAME_ID, game.apply(Undo()).state) is None  # back to the bids: taken back
    assert draft_form(draft, None, game.state) is None


def test_the_pad_after_a_pick_is_the_next_player_whose_count_is_not_known_round_the_table():
    form = TricksPick.start(15, 4)
    assert form.open_after(0) == 1
    form = form.pick(1, 3)
    assert form.open_after(1) == 2 and form.open_after(3) == 0
    form = form.pick(2, 4).pick(0, 2)  # Dan is filled in: nobody's count is open
    assert form.open_after(0) is None
