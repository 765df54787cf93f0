"""The round screen with a seat out of the round (issue 30): not asked for a
bid, no tally row, no direct-entry line; said to sit out; the dealer and the
first bidder as the domain passes over the seat."""

from __future__ import annotations

from scorekeeper.domain import Bid, CloseRound, EnterTricks, Phase
from scorekeeper.domain import TableChange
from scorekeeper.presenters.announce import announcement
from scorekeeper.presenters.entry import TricksPick, entry_view
from scorekeeper.presenters.round import round_view

from scorekeeper.i18n import translator

from .helpers import bid_all, start, t
from .test_game_menu_presenter import FIVE, at_round, scored


def ben_out(number: int = 3):
    return at_round(start(FIVE), number).apply(TableChange(leave=(1,)))


def test_a_seat_out_is_not_asked_for_a_bid_and_has_no_chip_on_the_board():
    game = ben_out()
    view = round_view(game.state, t)
    assert [chip.seat for chip in view.board] == [0, 2, 3, 4]
    rnd = game.state.current
    for seat in rnd.bidding_order:
        assert round_view(game.state, t).to_bid != 1
        game = game.apply(Bid(player=seat, value=0))
        rnd = game.state.current
        if rnd.phase is not Phase.BIDDING:
            break
    assert game.state.current.phase is Phase.PLAYING


def test_a_player_who_left_has_no_tally_row_and_is_said_to_have_left_with_the_total_kept():
    game = bid_all(ben_out(), [0] * 5)
    view = round_view(game.state, t)
    assert [line.seat for line in view.lines] == [0, 2, 3, 4]
    ben = game.state.totals[1]
    assert view.sitting_out == f"Ben left after round 2 · final total {ben}"
    assert not view.grid  # four play: one row a line


def test_a_player_who_left_still_reads_as_left_rounds_later_in_the_players_language():
    game = scored(ben_out()).apply(CloseRound())  # round 4: Ben is still away
    assert game.state.current.number == 4
    ben = game.state.totals[1]
    assert round_view(game.state, t).sitting_out == f"Ben left after round 2 · final total {ben}"
    assert round_view(game.state, translator("de")).sitting_out == f"Ben: gegangen nach Runde 2 · Endstand {ben}"


def test_everyone_playing_sits_nobody_out():
    assert round_view(at_round(start(FIVE), 2).state, t).sitting_out == ""


def test_the_dealer_and_the_next_dealer_follow_the_domain_past_a_seat_out():
    game = ben_out()
    rnd = game.state.current
    view = round_view(game.state, t)
    assert rnd.dealer != 1 and rnd.first_bidder != 1
    assert view.dealer_text.startswith(f"{game.state.name(rnd.dealer)} deals")
    done = scored(game)
    nxt = done.apply(CloseRound()).state.current.dealer
    assert round_view(done.state, t).next_dealer == done.state.name(nxt) and nxt != 1


def test_direct_entry_has_no_line_for_a_seat_out_and_scores_it_none():
    game = bid_all(ben_out(), [0] * 5)
    form = TricksPick.for_round(game.state)
    view = entry_view(game.state, form, t)
    assert [line.seat for line in view.seats] == [0, 2, 3, 4]
    cards = game.state.current.cards
    for seat in (0, 2, 3):
        form = form.pick(seat, 0)
    assert form.tricks == (0, 0, 0, 0, cards)  # the last line filled in; Ben's is none
    assert game.apply(EnterTricks(tricks=form.tricks)).state.current.scored


def test_a_screen_reader_hears_who_left_and_whose_turn_it_is_now():
    before = at_round(start(FIVE), 3).state
    after = at_round(start(FIVE), 3).apply(TableChange(leave=(1,))).state
    said = announcement(before, after, t)
    assert said is not None and said.startswith("Ben left.")
    assert f"{after.name(after.current.to_bid)}" in said
