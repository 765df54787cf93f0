"""The charts' data: score progression lines, axes and words; bid accuracy."""

from __future__ import annotations

from scorekeeper.domain import CloseRound, EnterTricks, PlayerStats
from scorekeeper.presenters.charts import _y_axis, bid_accuracy, score_progression
from scorekeeper.presenters.players import players_view

from .helpers import bid_all, start, t


def play(game, bids, tricks, close=True):
    game = bid_all(game, bids).apply(EnterTricks(tricks=tuple(tricks)))
    return game.apply(CloseRound()) if close else game


def test_there_is_no_chart_before_the_first_round_is_scored():
    assert score_progression(start(schedule=(1, 1)).state, t) is None
    assert score_progression(bid_all(start(schedule=(1, 1)), [0, 1, 0]).state, t) is None


def test_each_player_has_a_line_through_their_running_totals_from_zero():
    game = play(start(schedule=(1, 2, 3)), [0, 1, 0], [0, 1, 0])  # 20, 30, 20
    game = play(game, [1, 0, 1], [2, 0, 0])  # -10, 20, -10 -> 10, 50, 10
    chart = score_progression(game.state, t)
    assert [line.name for line in chart.lines] == ["Ana", "Ben", "Cleo"]
    assert [line.points for line in chart.lines] == [((0, 0), (1, 20), (2, 10)), ((0, 0), (1, 30), (2, 50)),
                                                     ((0, 0), (1, 20), (2, 10))]
    assert [(line.final, line.leader) for line in chart.lines] == [(10, False), (50, True), (10, False)]
    assert (chart.min_x, chart.max_x, chart.x_ticks) == (0, 2, (0, 1, 2))
    assert chart.min_y <= 0 and chart.max_y >= 50 and chart.y_ticks[0] == chart.min_y and chart.y_ticks[-1] == chart.max_y


def test_an_unscored_current_round_adds_no_point():
    game = play(start(schedule=(1, 2)), [0, 1, 0], [0, 1, 0])
    game = bid_all(game, [1, 0, 0])  # round 2 bid, not played
    assert score_progression(game.state, t).max_x == 1


def test_the_chart_says_in_words_who_leads_and_how_often_the_lead_changed():
    game = play(start(schedule=(1, 1, 1)), [1, 0, 0], [1, 0, 0])  # Ana leads 30-20-20
    game = play(game, [0, 1, 0], [0, 1, 0])  # Ben +30: Ana 50, Ben 50, Cleo 40 -> shared
    game = play(game, [0, 0, 1], [0, 0, 1], close=False)  # Cleo +30: 70, 70, 70
    chart = score_progression(game.state, t)
    assert chart.lead_changes == 2
    assert chart.description == "Ana, Ben and Cleo share the lead with 70 after round 3. The lead changed hands 2 times."
    assert all(line.leader for line in chart.lines)


def test_the_points_axis_keeps_few_round_ticks_around_every_total():
    assert _y_axis(0, 0) == (0, 10, 10)
    assert _y_axis(-10, 30) == (-10, 30, 10)
    assert _y_axis(-5, 125) == (-50, 150, 50)
    low, high, step = _y_axis(-300, 4400)
    assert low <= -300 and high >= 4400 and (high - low) // step + 1 <= 7 and low % step == 0
    low, high, step = _y_axis(-20_000, 50_000)  # beyond any real game: still a handful of ticks
    assert low <= -20_000 and high >= 50_000 and (high - low) // step + 1 <= 7


def test_a_twenty_round_chart_labels_every_second_round():
    game = start(schedule=(1,) * 20)
    for number in range(20):
        game = play(game, [0, 0, 0] if number % 3 else [1, 0, 0], [1, 0, 0], close=number < 19)
    chart = score_progression(game.state, t)
    assert chart.max_x == 20 and chart.x_ticks == tuple(range(0, 21, 2))
    assert len(chart.y_ticks) <= 7


def stats(exact: int, over: int, under: int, rounds: int) -> PlayerStats:
    return PlayerStats("Ana", games=1, wins=0, average_total=None, best_total=None, rounds=rounds, exact_bids=exact,
                       current_streak=0, best_streak=0, over_bids=over, under_bids=under)


def test_bid_accuracy_splits_the_rounds_into_exact_over_and_under():
    accuracy = bid_accuracy(stats(6, 3, 1, 10), t)
    assert [(s.kind, s.count) for s in accuracy.segments] == [("exact", 6), ("over", 3), ("under", 1)]
    assert accuracy.text == "exact 6 · too low 3 · too high 1" and not accuracy.empty


def test_misses_of_unknown_direction_show_as_their_own_segment_and_zero_counts_are_left_out():
    accuracy = bid_accuracy(stats(2, 0, 1, 5), t)
    assert [(s.kind, s.count) for s in accuracy.segments] == [("exact", 2), ("under", 1), ("unknown", 2)]
    assert accuracy.text == "exact 2 · too high 1 · missed 2 (older games)"


def test_a_player_without_a_scored_round_has_no_bar_only_words():
    accuracy = bid_accuracy(stats(0, 0, 0, 0), t)
    assert accuracy.empty and accuracy.segments == () and accuracy.text == "No scored round yet."


def test_each_player_card_carries_its_bid_accuracy():
    card = players_view([stats(1, 1, 0, 2)], t).cards[0]
    assert card.accuracy == bid_accuracy(stats(1, 1, 0, 2), t)


def test_a_bid_that_took_fewer_tricks_reads_too_high_and_one_that_took_more_too_low_in_every_language():
    from scorekeeper.domain import game_summary, player_stats
    from scorekeeper.i18n import translator

    game = play(start(schedule=(1, 1, 1)), [1, 0, 0], [0, 1, 0])  # Ana bid 1, took 0; Ben bid 0, took 1
    game = play(game, [1, 0, 0], [0, 0, 1], close=False)  # Ana again
    ana, ben, _ = player_stats([game_summary(game.state)])
    assert bid_accuracy(ana, t).text == "too high 2"
    assert bid_accuracy(ben, t).text == "exact 1 · too low 1"
    assert bid_accuracy(ana, translator("de")).text == "zu hoch 2"
    assert bid_accuracy(ben, translator("de")).text == "genau 1 · zu niedrig 1"
