"""The game screen's frame: title, undo and redo, totals, and why a game
cannot be changed."""

from __future__ import annotations

from scorekeeper.domain import Bid, BidMode, CloseRound, SetTrump, TrickWon, Undo
from scorekeeper.presenters.game import game_frame, game_title, undo_label, undo_name, undone_text
from scorekeeper.presenters.round import round_view

from scorekeeper.i18n import translator

from .helpers import bid_all, start, t


def test_the_title_counts_rounds_and_says_final_at_the_end():
    assert game_title(start().state, t)[0] == "Round 1 of 20"
    over = bid_all(start(schedule=(1,)), [1, 0, 0]).apply(TrickWon(player=0))
    frame = game_frame(over, t, viewing=False, in_trash=False)
    assert game_title(over.state, t, bar_width=600)[0] == "Final (round 1)" and frame.dealer is None


def test_undo_and_redo_name_the_action_they_take_back():
    game = bid_all(start(schedule=(1, 1)), [1, 0, 0])
    assert undo_label(t, start()) == "Undo"
    frame = game_frame(game, t, viewing=False, in_trash=False)
    assert frame.undo_label == "Undo bid" and frame.can_undo and not frame.can_redo
    undone = game_frame(game.apply(Undo()), t, viewing=False, in_trash=False)
    assert undone.redo_label == "Redo bid" and undone.can_redo


def test_a_screen_reader_hears_whose_bid_or_trick_undo_and_redo_take_back():
    game = bid_all(start(schedule=(1, 1)), [1, 0, 0])
    last_bidder = game.state.name(game.undo_action.player)
    frame = game_frame(game, t, viewing=False, in_trash=False)
    assert frame.undo_name == f"Undo {last_bidder}'s bid" and frame.undo_label == "Undo bid"
    undone = game.apply(Undo())
    assert undo_name(t, undone, redo=True) == f"Redo {last_bidder}'s bid"
    assert undo_name(t, start()) == "Undo"  # nothing to take back: the label itself
    german = translator("de")
    assert undo_name(german, game) == f"Ansage von {last_bidder} rückgängig machen"


def test_an_editable_game_has_no_notice():
    frame = game_frame(start(), t, viewing=False, in_trash=False)
    assert frame.editable and frame.notice == "" and not frame.can_allow_edits


def test_viewing_by_choice_can_be_left_for_editing():
    frame = game_frame(start(), t, viewing=True, in_trash=False)
    assert not frame.editable and frame.can_allow_edits
    assert frame.notice == "Viewing only: nothing can be changed."


def test_a_game_in_the_trash_is_shown_and_cannot_be_edited():
    frame = game_frame(start(), t, viewing=True, in_trash=True)
    assert not frame.editable and not frame.can_allow_edits
    assert frame.notice == "This game is in the trash: shown, not continued."


def test_the_totals_strip_stars_the_leaders_and_marks_the_dealer():
    game = bid_all(start(schedule=(1, 1), first_dealer=1), [0, 0, 1]).apply(TrickWon(player=2))
    frame = game_frame(game, t, viewing=False, in_trash=False)
    assert frame.names == ("Ana", "Ben", "Cleo") and frame.totals == (20, 20, 30)
    assert frame.leaders == frozenset({2}) and frame.dealer == 1


def test_six_names_are_shortened_to_fit_the_strip_and_stay_apart():
    names = ("Maximiliane", "Maximilian", "Ben", "Cleo", "Dan", "Eve")
    frame = game_frame(start(names), t, viewing=False, in_trash=False)
    assert frame.names[2:] == ("Ben", "Cleo", "Dan", "Eve")
    assert len(set(frame.names)) == 6 and all(len(line) <= 7 for n in frame.names for line in n.split("\n"))
    wide = game_frame(start(names), t, viewing=False, in_trash=False, width=1200)
    assert wide.names == names  # a wide screen has room for every name whole


SIX = ("Dieter", "Friedrich", "Friederike", "Maximiliane-Josephine", "Alexandra", "Eve")


def test_six_names_on_the_chips_are_whole_where_two_lines_hold_them_and_read_out_whole():
    """Issue 28: "Diet…" and "Frie…" on a 360 px phone. A name a chip holds
    is whole; one it cannot is over two lines (no letter lost while two
    lines hold it); the screen reader hears the whole name."""
    frame = game_frame(start(SIX), t, viewing=False, in_trash=False)
    assert frame.full_names == SIX
    shown = [n.replace("-\n", "").replace("\n", "") for n in frame.names]  # "Fried-" over "rich"
    assert shown[0] == "Dieter" and shown[5] == "Eve"
    assert shown[1:3] == ["Friedrich", "Friederike"] and shown[4] == "Alexandra"
    assert "\n" in frame.names[1] and "\n" not in frame.names[0]
    assert shown[3].startswith("Maximil") and shown[3].endswith("…")  # longer than two lines: cut on the second
    assert len({n.casefold() for n in frame.names}) == 6
    board = round_view(start(SIX).state, t).board
    assert [c.name for c in board] == list(frame.names)
    assert [c.full_name for c in board] == list(SIX)


def test_the_undo_confirmation_says_what_was_taken_back():
    game = start(schedule=(2, 2)).apply(Bid(player=1, value=2))
    assert undone_text(game, t) == "Undid Ben's bid 2"
    game = bid_all(start(schedule=(2, 2)), [0, 2, 0]).apply(TrickWon(player=1))
    assert undone_text(game, t) == "Undid Ben's trick"
    game = game.apply(TrickWon(player=1))
    assert undone_text(game.apply(CloseRound()), t) == "Undid the start of round 2"
    assert undone_text(start().apply(SetTrump(suit="red")), t) == "Undid the trump of round 1"
    assert undone_text(start(), t) == ""


def test_the_undo_confirmation_keeps_a_covered_bid_covered():
    game = start(schedule=(2, 2), bids=BidMode.SECRET).apply(Bid(player=1, value=2))
    assert undone_text(game, t) == "Undid Ben's bid"
