"""The evening as it really goes (issue 30): players leave, come back and
join, the plan changes, the table stops early, one-off adjustments."""

from __future__ import annotations

import pytest

from scorekeeper.domain import (
    Adjust,
    AdjustError,
    Bid,
    CloseRound,
    Correct,
    CorrectionError,
    EndGame,
    EnterTricks,
    GameOverError,
    SeatError,
    TableChange,
    TableChangeError,
    Undo,
    change_plan,
    game_from_record,
    join,
    leave,
    proposed_plan,
    record_from_state,
    rejoin,
    score_sheet,
)

from .helpers import REGISTRY, assert_rejected, bid_all, play_round, start


def _zeros(game):
    """Every player who plays bids 0; the dealer takes every trick (a legal round without notequal)."""
    rnd = game.state.current
    tricks = [0] * rnd.players
    tricks[rnd.dealer] = rnd.cards
    return [0] * rnd.players, tricks


def _play(game, close=True):
    bids, tricks = _zeros(game)
    return play_round(game, bids, tricks, close=close)


def _evening():
    """Five players; Ben leaves at round 4; Finn joins between Dan and Eva at round 6; the plan is
    shortened to end at round 7; Cleo is penalised 10 for a revoke in round 5; the table stops after round 6."""
    game = start(5)
    for _ in range(3):
        game = _play(game)
    game = game.apply(leave(1))  # round 4, before its bids
    game = _play(game)
    game = _play(game, close=False)
    game = game.apply(Adjust(player=2, points=-10, reason="revoke"))
    game = game.apply(CloseRound())
    game = game.apply(join("Finn", 4, plan=(6, 7)))  # round 6: Finn sits between Dan (3) and Eva (now 5)
    game = _play(game, close=False)
    return game.apply(EndGame())


def test_a_player_who_leaves_sits_out_from_that_round_and_keeps_their_total():
    game = start(5)
    for _ in range(3):
        game = _play(game)
    before = game.state.totals[1]
    game = game.apply(leave(1))
    rnd = game.state.current
    assert rnd.out == (1,) and 1 not in rnd.bidding_order
    assert game.state.rules.players == 4
    game = _play(game)
    assert game.state.totals[1] == before
    assert game.state.rounds[3].bids[1] is None


def test_the_dealer_passes_over_a_player_who_left():
    game = start(5, first_dealer=0)
    for _ in range(3):
        game = _play(game)
    assert game.state.current.dealer == 3
    game = game.apply(leave(3))  # round 4's dealer leaves: the next seat that plays deals
    assert game.state.current.dealer == 4
    assert game.state.current.first_bidder == 0
    game = _play(game)
    assert game.state.current.dealer == 0


def test_the_first_bidder_skips_a_seat_that_sits_out():
    game = start(5, first_dealer=0)
    for _ in range(3):
        game = _play(game)
    game = game.apply(leave(4))  # round 4: Dan (3) deals; Eva (4) is out: Ana bids first
    assert game.state.current.dealer == 3
    assert game.state.current.first_bidder == 0


def test_a_bid_or_a_trick_for_a_seat_that_sits_out_is_refused():
    game = start(4)
    game = _play(game)
    game = game.apply(leave(2))
    assert_rejected(game, Bid(player=2, value=0), SeatError, "round 2", "Cleo sits this round out")
    game = bid_all(game, [0, 0, 0, 0])
    bad = [0, 0, 1, 1]
    assert_rejected(game, EnterTricks(tricks=tuple(bad)), SeatError, "round 2", "Cleo")


def test_fewer_than_three_playing_is_refused():
    game = _play(start(3))
    assert_rejected(game, leave(0), TableChangeError, "round 2", "at least 3")


def test_more_than_six_playing_is_refused():
    game = _play(start(6))
    assert_rejected(game, join("Gus", 6), TableChangeError, "round 2", "at most 6")


def test_seat_changes_wait_for_the_next_round_once_a_round_has_begun():
    game = _play(start(4))
    game = game.apply(Bid(player=game.state.current.first_bidder, value=0))
    error = assert_rejected(game, leave(0), TableChangeError, "round 2", "has begun", "round 3")
    assert error.code == "change.begun"


def test_seat_changes_before_round_one_is_played_belong_to_the_setup():
    assert_rejected(start(4), leave(0), TableChangeError, "round 1", "setup")


def test_a_player_who_left_comes_back_and_the_deck_must_hold_the_plan():
    game = start(4, schedule=[1, 2, 15, 15])  # 15 x 4 = 60: the whole deck
    game = _play(game)
    game = game.apply(leave(0))
    game = _play(game)
    assert game.state.current.cards == 15 and game.state.current.out == (0,)
    game = game.apply(change_plan((15, 15)))  # as planned: allowed
    assert_rejected(game, TableChange(rejoin=(0,), plan=(16, 16)), TableChangeError, "round 3", "the deck has 60")
    game = game.apply(rejoin(0))  # four again: 15 each is the whole deck
    assert game.state.current.out == ()
    assert game.state.current.trump_card is False


def test_a_join_that_would_overfill_the_deck_is_refused_and_a_plan_is_proposed():
    game = start(5)  # 12 rounds: 1..12 cards
    for _ in range(9):
        game = _play(game)
    assert game.state.current.cards == 10
    error = assert_rejected(game, join("Finn", 5), TableChangeError, "round 11", "the deck has 60")
    assert error.code == "change.deck"
    plan = proposed_plan(game.state, 6)
    assert plan == (10,)
    game = game.apply(join("Finn", 5, plan=plan))
    assert game.state.total_rounds == 10 and game.state.current.players == 6


def test_a_joined_player_is_inserted_in_seat_order_and_earlier_rounds_list_them_as_out():
    game = _evening()
    state = game.state
    assert state.players == ("Ana", "Ben", "Cleo", "Dan", "Finn", "Eva")
    for rnd in state.rounds[:5]:
        assert 4 in rnd.out and rnd.bids[4] is None
    assert 4 not in state.rounds[5].out
    assert state.rounds[5].out == (1,)


def test_an_adjustment_counts_in_the_totals_after_its_round():
    game = _evening()
    state = game.state
    points = [sum(r.points[s] for r in state.rounds) for s in range(len(state.players))]
    points[2] -= 10
    assert list(state.totals) == points
    running = state.running_totals()
    assert running[4][2] - running[3][2] == state.rounds[4].points[2] - 10


def test_an_adjustment_of_zero_points_or_for_a_seat_out_of_the_round_is_refused():
    game = _play(start(4))
    game = game.apply(leave(3))
    error = assert_rejected(game, Adjust(player=0, points=0, reason="x"), AdjustError, "round 2", "0 points")
    assert error.code == "adjust.zero"
    assert_rejected(game, Adjust(player=3, points=5, reason="bonus"), AdjustError, "round 2", "Dan sat this round out")
    assert_rejected(game, Adjust(player=0, points=5, reason=" "), AdjustError, "reason")


def test_ending_early_makes_the_game_complete_with_the_totals_so_far_and_undo_reopens_it():
    game = _evening()
    state = game.state
    assert state.ended_early and state.complete
    assert len(state.rounds) == 6 and state.total_rounds == 7
    assert state.winners == state.leaders()
    assert_rejected(game, CloseRound(), GameOverError, "ended the game after round 6")
    reopened = game.apply(Undo())
    assert not reopened.state.ended_early and not reopened.state.complete
    reopened = reopened.apply(CloseRound())
    assert reopened.state.current.number == 7


def test_ending_before_the_next_round_begins_ends_after_the_last_scored_round():
    game = _play(_play(start(4)))
    assert game.state.current.number == 3 and not game.state.current.begun
    ended = game.apply(EndGame())
    assert len(ended.state.rounds) == 2 and ended.state.complete and not ended.state.current.closed


def test_ending_a_round_in_play_or_after_the_last_round_is_refused():
    game = _play(start(4))
    game = game.apply(Bid(player=game.state.current.first_bidder, value=0))
    assert_rejected(game, EndGame(), TableChangeError, "round 2", "not scored")
    done = start(3, schedule=[1, 1])
    done = _play(_play(done))
    assert done.state.complete
    assert_rejected(done, EndGame(), TableChangeError, "last round")


def test_a_plan_change_shortens_or_extends_the_game():
    game = _play(start(4))  # 15 rounds
    game = game.apply(change_plan((15,)))  # jump to the last round's cards
    assert game.state.total_rounds == 2 and game.state.current.cards == 15
    assert game.state.current.trump_card is False
    game = game.apply(change_plan((2, 3, 4)))
    assert game.state.total_rounds == 4


def test_a_plan_may_change_in_a_round_already_dealt_when_it_keeps_its_cards():
    game = _play(start(4))
    game = game.apply(Bid(player=game.state.current.first_bidder, value=0))
    game = game.apply(change_plan((2, 3)))
    assert game.state.total_rounds == 3
    assert_rejected(game, change_plan((3, 3)), TableChangeError, "has begun")


def test_the_evening_survives_the_record_and_back():
    game = _evening()
    record = record_from_state(game.state, REGISTRY).to_json()
    assert record["players"] == ["Ana", "Ben", "Cleo", "Dan", "Finn", "Eva"]
    assert record["ended_early"] is True
    assert record["rounds"][3]["out"] == [1, 4]
    assert record["rounds"][4]["adjust"] == [{"player": 2, "points": -10, "reason": "revoke"}]
    assert record["rounds"][5]["plan"] == [6, 7]
    assert record["rounds"][5]["tricks"][1] is None
    again = game_from_record(record, REGISTRY)
    assert again.state.totals == game.state.totals
    assert record_from_state(again.state, REGISTRY).to_json() == record


def test_a_record_without_the_new_fields_is_written_as_before():
    game = _play(start(3))
    record = record_from_state(game.state, REGISTRY).to_json()
    assert not {"out", "plan", "adjust"} & set(record["rounds"][0])
    assert "ended_early" not in record


def test_a_correction_of_a_round_with_a_seat_out_takes_nothing_for_that_seat():
    game = _play(start(4))
    game = game.apply(leave(0))
    game = _play(game)
    rnd = game.state.rounds[1]
    tricks = list(rnd.tricks)
    fixed = game.apply(Correct(round=2, bids=(None, 1, 0, 0), tricks=tuple(tricks)))
    assert fixed.state.rounds[1].bids[0] is None
    error = assert_rejected(game, Correct(round=2, bids=(1, 1, 0, 0)), CorrectionError, "Ana sat this round out")
    assert error.code == "correct.out"


def test_the_sheet_of_an_early_ended_game_lists_the_rounds_played():
    sheet = score_sheet(_evening().state)
    assert len(sheet.rounds) == 6 and sheet.complete and sheet.ended_early
    assert sheet.rounds[3].cells[1].out and sheet.rounds[3].out == ("Ben", "Finn")
    assert sheet.rounds[4].adjust == (("Cleo", -10, "revoke"),)


@pytest.mark.parametrize("field,value,fragment", [
    ("out", [0, 1, 2], "round 2: only 2 players play"),
    ("plan", [30, 30], "round 2: 30 cards each for 4 players"),
])
def test_a_record_breaking_the_table_rules_is_refused_naming_the_round(field, value, fragment):
    game = _play(start(5))
    record = record_from_state(game.state, REGISTRY).to_json()
    record["rounds"][1][field] = value
    if field == "plan":
        record["rounds"][1]["out"] = [4]
    with pytest.raises(Exception) as info:
        game_from_record(record, REGISTRY)
    assert fragment in str(info.value)


def test_statistics_count_only_the_rounds_a_player_played():
    from scorekeeper.domain import game_summary, player_stats

    state = _evening().state
    summary = game_summary(state)
    assert len(summary.exact[1]) == 3  # Ben left after round 3
    assert len(summary.exact[4]) == 1  # Finn played round 6 only
    assert len(summary.exact[0]) == 6
    stats = {s.name: s for s in player_stats([summary])}
    assert stats["Finn"].rounds == 1 and stats["Ben"].rounds == 3
