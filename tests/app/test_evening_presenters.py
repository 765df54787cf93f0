"""The evening as it really goes (issue 30) on the sheet, the game-over
panel, the chart, the history and the players' statistics: a player who
leaves, one who joins late, an adjustment, a game the table stops early.
Decided without a browser."""

from __future__ import annotations

from datetime import datetime
from typing import Sequence

from scorekeeper.domain import Adjust, CloseRound, EndGame, Game, GameSummary, TrickWon, game_summary, player_stats
from scorekeeper.domain.changes import change_plan, join, leave, rejoin
from scorekeeper.presenters.charts import score_progression
from scorekeeper.presenters.game_over import game_over_view
from scorekeeper.presenters.history import history_view
from scorekeeper.presenters.players import players_view
from scorekeeper.presenters.sheet import OUT, CorrectionForm, Fix, correction_view, sheet_view
from scorekeeper.storage import GameInfo

from .helpers import REGISTRY, bid_all, start, t

WHEN = datetime(2024, 5, 1, 20, 15)


def scored(game: Game, bids: Sequence[int | None], winners: Sequence[int]) -> Game:
    """A round bid in seat order (None for a seat out) and its tricks, one a winner."""
    game = bid_all(game, [b if b is not None else 0 for b in bids])
    for seat in winners:
        game = game.apply(TrickWon(player=seat))
    return game


def evening() -> Game:
    """Ana, Ben, Cleo, Dan, five rounds of one card planned. Round 1: all
    four. Round 2: Ben has left. Round 3: Eve joins between Ben and Cleo
    (seat 2); Ana loses 10 for a revoke. The table stops after round 3."""
    game = scored(start(("Ana", "Ben", "Cleo", "Dan"), schedule=(1,) * 5), [1, 0, 0, 0], [0]).apply(CloseRound())
    game = scored(game.apply(leave(1)), [0, None, 1, 0], [2]).apply(CloseRound())
    game = game.apply(join("Eve", 2))  # Ana, Ben, Eve, Cleo, Dan
    game = scored(game, [0, None, 0, 0, 1], [4])
    game = game.apply(Adjust(player=0, points=-10, reason="revoke"))
    return game.apply(EndGame())


# -- the sheet ---------------------------------------------------------------


def test_a_seat_out_of_a_round_shows_a_dash_read_out_as_sat_out_never_a_zero():
    rows = sheet_view(evening().state, True, t).rows
    ben = rows[1].cells[1]  # Ben left after round 1
    assert ben.out and ben.top == OUT and ben.main == "" and ben.label == "Round 2, Ben: sat out"
    assert not rows[0].cells[1].out and rows[0].cells[1].main == "20"  # he played round 1: his 0/0 +20


def test_a_player_who_joined_late_shows_a_dash_before_their_first_round_read_out_as_not_there_yet():
    view = sheet_view(evening().state, True, t)
    assert view.names == ("Ana", "Ben", "Eve", "Cleo", "Dan")
    eve = [row.cells[2] for row in view.rows]
    assert [c.top for c in eve[:2]] == [OUT, OUT] and eve[2].top == "0/0  +20"
    assert eve[0].label == "Round 1, Eve: not at the table yet"


def test_an_adjustment_is_marked_in_its_players_cell_read_out_with_its_reason_and_counted_in_the_total():
    row = sheet_view(evening().state, True, t).rows[2]
    ana = row.cells[0]
    assert ana.adjust == "-10 revoke"
    assert ana.main == "60"  # 30 + 20 + 20, less 10
    assert ana.label.endswith("total 60 (adjusted -10 revoke)")
    assert [c.adjust for c in row.cells[1:]] == ["", "", "", ""]
    hint = "The hammer marks a cell with an adjustment; its reason is under the rounds."
    assert sheet_view(evening().state, True, t).note.endswith(hint)  # how to read the mark
    assert hint not in sheet_view(scored(start(schedule=(1,)), [1, 0, 0], [0]).state, True, t).note


def test_the_notes_under_the_sheet_say_who_left_who_joined_and_each_adjustment_by_round():
    assert sheet_view(evening().state, True, t).table_notes == (
        "Round 2: Ben left",
        "Round 3: Eve joined; Ana -10 (revoke)",
    )


def test_a_new_plan_is_noted_in_its_round_with_the_rounds_it_makes_in_all():
    game = scored(start(schedule=(1,) * 6), [1, 0, 0], [0]).apply(CloseRound())
    game = scored(game.apply(change_plan((1, 1))), [1, 0, 0], [0])  # rounds 2 and 3: the game ends after round 3
    assert sheet_view(game.state, True, t).table_notes == ("Round 2: new plan, 3 rounds in all",)


def test_a_player_who_comes_back_is_noted_as_back_and_read_out_as_sat_out_in_between():
    game = scored(start(("Ana", "Ben", "Cleo", "Dan"), schedule=(1,) * 4), [1, 0, 0, 0], [0]).apply(CloseRound())
    game = scored(game.apply(leave(1)), [0, None, 1, 0], [2]).apply(CloseRound())
    game = scored(game.apply(rejoin(1)), [0, 1, 0, 0], [1])
    view = sheet_view(game.state, True, t)
    assert view.table_notes == ("Round 2: Ben left", "Round 3: Ben came back")
    assert view.rows[1].cells[1].label == "Round 2, Ben: sat out"  # he had played: not "not at the table yet"


def test_an_early_ended_game_lists_only_the_rounds_played_and_says_after_which_of_how_many():
    view = sheet_view(evening().state, True, t)
    assert [row.number for row in view.rows] == [1, 2, 3]
    assert view.ended == "Ended after round 3 of 5."
    assert sheet_view(scored(start(schedule=(1, 1)), [1, 0, 0], [0]).state, True, t).ended == ""


def test_the_correction_form_has_no_field_for_a_seat_out_and_keeps_it_out():
    game = evening()
    form = CorrectionForm.of_round(game.state, 2)
    assert not form.plays(1) and form.plays(0)
    assert form.bids[1] is None and form.tricks[1] is None
    assert form.bump(Fix.BID, 1, 1) == form  # no field, no change
    # seats now: Ana, Ben, Eve, Cleo, Dan; Ben and Eve were out of round 2. Ana bid 1 and took it, not Cleo.
    fixed = form.bump(Fix.BID, 0, 1).bump(Fix.TRICKS, 0, 1).bump(Fix.TRICKS, 3, -1)
    assert correction_view(game, fixed, t).can_save
    rnd = game.apply(fixed.action).state.rounds[1]
    assert rnd.out == (1, 2) and rnd.bids[1] is None and rnd.tricks == (1, 0, 0, 0, 0)


# -- the game-over panel ----------------------------------------------------------


def test_game_over_says_the_game_ended_early_after_which_round_of_how_many():
    over = game_over_view(evening().state, t)
    assert over.ended == "Ended early, after round 3 of 5"
    full = game_over_view(scored(start(schedule=(1,)), [1, 0, 0], [0]).state, t)
    assert full.ended == ""


def test_a_player_who_left_is_ranked_with_their_total_and_says_when_they_left():
    rows = {row.name: row for row in game_over_view(evening().state, t).rows}
    assert (rows["Ben"].total, rows["Ben"].last) == (20, "left after round 1")
    assert rows["Dan"].last == "last round (3): +30"


def tie(bids_two: Sequence[int], cleo_adjust: int, ben_adjust: int = 0) -> Game:
    """Three players, two rounds of one card; Cleo takes round 1's trick, Ben round 2's."""
    game = scored(start(schedule=(1, 1)), [0, 0, 1], [2])
    game = game.apply(Adjust(player=2, points=cleo_adjust, reason="penalty"))
    if ben_adjust:
        game = game.apply(Adjust(player=1, points=ben_adjust, reason="house bonus"))
    return scored(game.apply(CloseRound()), bids_two, [1])


def test_a_shared_win_stays_shared_with_a_note_of_who_made_more_exact_bids():
    # Ana: 0/0 +20 twice = 40 (2 exact); Ben: 0/0 +20, 0/1 -10, +30 house bonus = 40 (1 exact); Cleo 30 - 40
    over = game_over_view(tie([0, 0, 0], cleo_adjust=-40, ben_adjust=30).state, t)
    assert over.title == "Ana and Ben share the win!"
    assert [r.rank for r in over.rows[:2]] == [1, 1]
    assert over.tie_note == ("More exact bids: Ana (2). Tournaments break a tie that way; "
                             "here the win stays shared.")


def test_a_shared_win_with_as_many_exact_bids_says_the_tie_break_does_not_part_them():
    # both rounds: Ana 0/0 +20, Ben 1/1 +30, Cleo 0/0 +20; Ana +20 for a house bonus: 60, 60, 40
    game = scored(start(schedule=(1, 1)), [0, 1, 0], [1]).apply(Adjust(player=0, points=20, reason="bonus"))
    over = game_over_view(scored(game.apply(CloseRound()), [0, 1, 0], [1]).state, t)
    assert over.title == "Ana and Ben share the win!"
    assert over.tie_note == "Ana and Ben made as many exact bids (2 each): nothing tells them apart."


def test_a_single_winner_gets_no_tie_break_note():
    assert game_over_view(scored(start(schedule=(1,)), [1, 0, 0], [0]).state, t).tie_note == ""


# -- the chart ----------------------------------------------------------------------


def test_the_chart_draws_each_line_over_the_rounds_its_player_was_at_the_table():
    chart = score_progression(evening().state, t)
    assert chart is not None
    lines = {line.name: line.points for line in chart.lines}
    assert lines["Ben"] == ((0, 0), (1, 20))  # left after round 1: his line ends there
    assert lines["Eve"] == ((2, 0), (3, 20))  # joined in round 3: from the round before hers
    assert lines["Ana"] == ((0, 0), (1, 30), (2, 50), (3, 60))


# -- the history and the players' statistics ---------------------------------------


def listed(state) -> GameInfo:
    return GameInfo(id="g1", created=WHEN, updated=WHEN, action_count=30, summary=game_summary(state))


def test_the_history_says_after_which_round_of_how_many_an_evening_ended_and_who_left_and_joined():
    row = history_view([listed(evening().state)], False, t, REGISTRY).rows[0]
    assert row.players == "Ana, Ben, Eve, Cleo, Dan"
    assert row.detail.endswith("· won by Cleo and Dan with 70 · ended after round 3 of 5 · Ben left · Eve joined")
    played_out = history_view([listed(scored(start(schedule=(1,)), [1, 0, 0], [0]).state)], False, t, REGISTRY)
    assert played_out.rows[0].detail.endswith("· won by Ana with 30")  # as planned: no word of an end or a change


def test_what_the_history_needs_of_an_evening_survives_the_stored_summary_and_older_summaries_lack_it():
    summary = game_summary(evening().state)
    assert (summary.ended_early, summary.left, summary.joined, summary.rounds_total) == (True, ("Ben",), ("Eve",), 5)
    assert GameSummary.from_json(summary.to_json()) == summary
    plain = game_summary(scored(start(schedule=(1,)), [1, 0, 0], [0]).state).to_json()
    assert not {"ended_early", "left", "joined"} & set(plain)  # older readers see the shape they know


def test_the_players_statistics_count_only_the_rounds_each_player_played():
    cards = {card.name: card for card in players_view(player_stats([game_summary(evening().state)]), t).cards}
    # Ben played round 1 only, Eve round 3 only, exact each time (not "under" in the rounds they sat out)
    assert cards["Ben"].accuracy.text == "exact 1"
    assert cards["Eve"].accuracy.text == "exact 1"
    assert cards["Ana"].accuracy.text == "exact 3"
    assert cards["Cleo"].accuracy.text == "exact 3"
