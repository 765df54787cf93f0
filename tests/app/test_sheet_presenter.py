"""The score sheet and the correction form, decided without a browser."""

from __future__ import annotations

from scorekeeper.domain import Bid, BidMode, CloseRound, Reveal, TrickWon
from scorekeeper.presenters.sheet import CorrectionForm, Fix, correction_view, sheet_view

from .helpers import bid_all, start, t


def test_a_hidden_bid_shows_as_a_question_mark_until_the_bids_are_revealed():
    game = start(schedule=(1, 1), bids=BidMode.HIDDEN).apply(Bid(player=1, value=1))
    assert [c.top for c in sheet_view(game.state, True, t).rows[0].cells] == ["", "?", ""]
    game = game.apply(Bid(player=2, value=0)).apply(Bid(player=0, value=1)).apply(Reveal())
    assert [c.top for c in sheet_view(game.state, True, t).rows[0].cells] == ["1", "1", "0"]


def test_a_secret_bid_stays_covered_until_the_round_is_scored():
    game = bid_all(start(schedule=(1, 1), bids=BidMode.SECRET), [1, 0, 0])
    assert [c.top for c in sheet_view(game.state, True, t).rows[0].cells] == ["?", "?", "?"]
    scored = game.apply(TrickWon(player=0))
    assert [c.top for c in sheet_view(scored.state, True, t).rows[0].cells] == ["1/1  +30", "0/0  +20", "0/0  +20"]


def test_a_scored_cell_shows_bid_tricks_points_and_the_running_total():
    game = bid_all(start(schedule=(1, 1)), [0, 1, 0]).apply(TrickWon(player=0)).apply(CloseRound())
    game = bid_all(game, [0, 0, 1]).apply(TrickWon(player=2))
    rows = sheet_view(game.state, True, t).rows
    assert [(c.top, c.main, c.points, c.exact) for c in rows[0].cells] == [
        ("0/1  -10", "-10", -10, False), ("1/0  -10", "-10", -10, False), ("0/0  +20", "20", 20, True)]
    assert [c.main for c in rows[1].cells] == ["10", "10", "50"]


def test_a_total_is_coloured_by_its_own_sign_not_by_the_rounds_miss():
    # round 1: Ana makes 1 (+30); round 2: she misses by one (-10), her total stays 20
    game = bid_all(start(schedule=(1, 1)), [1, 0, 0]).apply(TrickWon(player=0)).apply(CloseRound())
    game = bid_all(game, [1, 0, 1]).apply(TrickWon(player=2))
    rows = sheet_view(game.state, True, t).rows
    ana, ben = rows[1].cells[0], rows[0].cells[1]
    assert (ana.points, ana.main, ana.negative, ana.exact) == (-10, "20", False, False)  # a miss, a positive total
    assert (ben.points, ben.exact, ben.negative) == (20, True, False)  # an exact bid, marked as such
    below = sheet_view(bid_all(start(schedule=(1,)), [1, 0, 0]).apply(TrickWon(player=1)).state, True, t).rows[0]
    assert [c.negative for c in below.cells] == [True, True, False]  # -10, -10, +20


def test_only_the_leaders_latest_total_is_bold_and_their_names_highlighted():
    game = bid_all(start(schedule=(1, 1)), [1, 0, 0]).apply(TrickWon(player=0)).apply(CloseRound())
    view = sheet_view(game.state, True, t)
    assert view.leaders == frozenset({0})
    assert [c.bold for c in view.rows[0].cells] == [False, False, False]  # not the latest round any more
    assert [c.bold for c in view.rows[1].cells] == [True, False, False]


def test_nobody_leads_before_a_round_is_scored():
    assert sheet_view(start().state, True, t).leaders == frozenset()


def test_only_scored_rounds_of_an_editable_game_can_be_corrected():
    game = bid_all(start(schedule=(1, 1)), [1, 0, 0]).apply(TrickWon(player=0)).apply(CloseRound())
    editable = sheet_view(game.state, True, t)
    assert [r.correctable for r in editable.rows] == [True, False]
    assert editable.note == "Each cell: bid/tricks, points, total. Tap a scored round to correct it."
    viewing = sheet_view(game.state, False, t)
    assert [r.correctable for r in viewing.rows] == [False, False]
    assert viewing.note == "Each cell: bid/tricks, points, total."


def test_a_correction_starts_from_the_round_and_stays_within_the_cards():
    game = bid_all(start(schedule=(2, 2)), [1, 1, 0]).apply(TrickWon(player=0)).apply(TrickWon(player=1))
    form = CorrectionForm.of_round(game.state, 1)
    assert (form.bids, form.tricks, form.cards) == ((1, 1, 0), (1, 1, 0), 2)
    assert form.bump(Fix.BID, 2, -1).bids == (1, 1, 0)
    assert form.bump(Fix.BID, 0, 5).bids == (2, 1, 0)
    assert form.bump(Fix.TRICKS, 2, 1).tricks == (1, 1, 1) and form.value(Fix.TRICKS, 2) == 0


def test_a_correction_the_rules_refuse_says_why_and_cannot_be_saved():
    game = bid_all(start(schedule=(2, 2)), [1, 1, 0]).apply(TrickWon(player=0)).apply(TrickWon(player=1))
    form = CorrectionForm.of_round(game.state, 1)
    fine = correction_view(game, form.bump(Fix.BID, 2, 1), t)
    assert fine.can_save and fine.problem == "" and fine.title == "Correct round 1"
    wrong = correction_view(game, form.bump(Fix.TRICKS, 2, 1), t)
    assert not wrong.can_save and wrong.problem
    fixed = game.apply(form.bump(Fix.BID, 2, 1).action)
    assert fixed.state.rounds[0].bids == (1, 1, 1)


def test_a_scored_cell_gives_the_compact_layout_its_small_lines_and_the_sheet_its_current_round():
    game = bid_all(start(schedule=(1, 1)), [0, 1, 0]).apply(TrickWon(player=0)).apply(CloseRound())
    view = sheet_view(game.state, True, t)
    assert [(c.bid_won, c.points_text, c.main) for c in view.rows[0].cells] == [
        ("0/1", "-10", "-10"), ("1/0", "-10", "-10"), ("0/0", "+20", "20")]
    assert view.current == 2


def test_six_players_get_compact_cells_on_a_phone_and_three_the_full_ones():
    from scorekeeper.ui.sheet.grid import PHONE_TABLE_W, ROUND_W, layout

    width, compact = layout(6, 8, wide=False)
    assert compact and ROUND_W + 6 * width <= PHONE_TABLE_W
    assert layout(3, 8, wide=False)[1] is False
    assert layout(6, 8, wide=True)[1] is False  # a wide screen has room for the full cells


def test_a_narrower_room_for_the_table_narrows_its_cells_so_every_column_stays_inside_it():
    from scorekeeper.ui.shared.screen import SHEET_ROOM
    from scorekeeper.ui.sheet.grid import ROUND_W, layout

    for players in range(2, 9):  # the shared game's screen leaves the table less than the game screen does
        width, _ = layout(players, 8, wide=False, room=SHEET_ROOM)
        assert ROUND_W + players * width <= SHEET_ROOM, players


def test_the_sheet_opens_at_its_top_while_the_rounds_so_far_fit_and_else_with_the_current_round_at_the_foot():
    from scorekeeper.presenters.sheet import opening_offset

    assert opening_offset(1, 57, 300) == 0
    assert opening_offset(5, 57, 300) == 0  # rounds 1 to 5 fit: round 1 stays in view
    assert 12 * 57 - opening_offset(12, 57, 300) <= 300  # round 12 whole at the foot


def test_the_sheet_opens_scrolled_by_whole_rows_so_no_row_is_half_under_the_names():
    from scorekeeper.presenters.sheet import opening_offset

    for current, row, view in [(12, 57, 300), (9, 49, 350), (14, 57, 412.5), (7, 49, 343)]:
        offset = opening_offset(current, row, view)
        assert offset % row == 0, (current, row, view, offset)  # the top row starts right under the names
        assert current * row - offset <= view  # the current round whole at the foot
        assert current * row - offset > view - row  # and no further than that


def test_a_game_over_opens_its_sheet_at_round_one_and_a_game_in_play_at_its_current_round():
    from scorekeeper.domain import EndGame

    played = bid_all(start(schedule=(1, 1, 1)), [0, 1, 0]).apply(TrickWon(player=0)).apply(CloseRound())
    played = bid_all(played, [0, 1, 0]).apply(TrickWon(player=1))
    assert sheet_view(played.state, True, t).current == 2
    over = played.apply(EndGame())
    assert over.state.complete
    assert sheet_view(over.state, True, t).current == 1
