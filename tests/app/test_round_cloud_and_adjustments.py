"""Issue 40, items 3 and 5, decided in plain Python (presenters/round.py,
presenters/announce.py): a round the Cloud may still change is not called
scored (nor announced) before the Cloud is entered or the table moves on,
and an adjustment is said while it waits and shown apart once scored."""

from __future__ import annotations

from scorekeeper.domain import Adjust, CloseRound, CloudShift, TrickWon
from scorekeeper.presenters.announce import announcement
from scorekeeper.presenters.round import round_view

from .helpers import bid_all, start, t


def cloud_round_all_tricks_in():
    """Anniversary deck, 3 cards: Ana bid 0, Ben 1, Cleo 2; Ana took 1, Cleo 2 (the last trick Cleo's)."""
    game = bid_all(start(preset="anniversary", schedule=(3, 3)), [0, 1, 2])
    before = game.apply(TrickWon(player=0)).apply(TrickWon(player=2))
    return before, before.apply(TrickWon(player=2))


def test_the_last_trick_with_the_cloud_still_to_enter_marks_the_score_provisional_and_asks_for_it():
    _, scored = cloud_round_all_tricks_in()
    view = round_view(scored.state, t)
    assert view.provisional and view.tally_title == "Round 1: provisional score"
    assert view.tally_hint == "Did the Cloud change a bid? Enter it first: it changes the score."
    # nothing happened: one tap, the one that goes on anyway
    assert view.next_round_label == "No Cloud · next round"
    entered = round_view(scored.apply(CloudShift(player=0, change=1)).state, t)
    assert not entered.provisional and entered.tally_title == "Round 1 scored"
    assert entered.next_round_label == "Next round: Ben deals"


def test_a_round_without_the_cloud_in_the_deck_is_scored_at_once():
    game = bid_all(start(schedule=(3, 3)), [0, 1, 2])
    view = round_view(game.apply(TrickWon(player=0)).apply(TrickWon(player=2)).apply(TrickWon(player=2)).state, t)
    assert not view.provisional and view.tally_title == "Round 1 scored"


def test_no_score_is_announced_before_the_cloud_and_the_final_one_once_it_is_entered_or_the_table_moves_on():
    before, scored = cloud_round_all_tricks_in()
    said = announcement(before.state, scored.state, t)
    assert "Round 1 scored" not in said and "+" not in said  # no points that a Cloud could take back
    assert "Every trick of round 1 is in: provisional score." in said
    clouded = scored.apply(CloudShift(player=0, change=1))
    assert "Round 1 scored: Ana +30, Ben -10, Cleo +40." in announcement(scored.state, clouded.state, t)
    moved_on = scored.apply(CloseRound())
    assert announcement(scored.state, moved_on.state, t).startswith("Round 1 scored: Ana -10, Ben -10, Cleo +40.")


def test_an_adjustment_waiting_for_its_round_is_said_on_the_round_screen():
    game = start(schedule=(3, 3)).apply(Adjust(player=1, points=-10, reason="revoke"))
    assert round_view(game.state, t).adjust_waiting == "Counted once round 1 is scored: −10 for Ben (revoke)"
    playing = bid_all(game, [1, 1, 0])
    assert round_view(playing.state, t).adjust_waiting.endswith("−10 for Ben (revoke)")
    assert round_view(start(schedule=(3, 3)).state, t).adjust_waiting == ""


def test_the_result_shows_the_adjustment_apart_from_the_round_points_and_the_total_drops_by_both():
    game = bid_all(start(schedule=(3, 3)).apply(Adjust(player=1, points=-10, reason="revoke")), [1, 1, 0])
    before = game.apply(TrickWon(player=0)).apply(TrickWon(player=0))
    scored = before.apply(TrickWon(player=2))
    ben = round_view(scored.state, t).lines[1]
    assert ben.points_text == "-10"  # the round's points: bid 1, won 0
    assert ben.adjusted == "revoke −10 = −20" and ben.info.endswith("revoke −10 = −20")
    assert round_view(scored.state, t).adjust_waiting == ""  # said on the row now, not twice
    assert scored.state.totals[1] == -20  # the points and the adjustment, each once
    assert "Ben -10 (revoke −10 = −20)" in announcement(before.state, scored.state, t)
    # in the grid (five players and more) the half row says it on its status line
    five = bid_all(start(("Ana", "Ben", "Cleo", "Dan", "Eva"), schedule=(1, 1)).apply(
        Adjust(player=3, points=-10, reason="revoke")), [1, 0, 0, 0, 0])
    dan = round_view(five.apply(TrickWon(player=0)).state, t).lines[3]
    assert dan.adjusted == "revoke −10 = +10" and "revoke" not in dan.info
