"""Points, running totals, ranks and winners."""

from __future__ import annotations

import pytest

from scorekeeper.domain import CloseRound, GameOverError, TrickWon, round_points

from .helpers import assert_rejected, bid_all, play_round, start


@pytest.mark.parametrize("bid, tricks, points", [
    (0, 0, 20), (1, 1, 30), (4, 4, 60), (20, 20, 220),
    (5, 3, -20), (0, 2, -20), (3, 5, -20), (1, 0, -10), (0, 20, -200), (20, 0, -200),
])
def test_exact_bid_scores_twenty_plus_ten_a_trick_else_minus_ten_a_trick_of_difference(bid, tricks, points):
    assert round_points(bid, tricks) == points


def test_round_points_are_unknown_until_every_trick_is_counted():
    game = start(3, schedule=[2, 2])
    game = bid_all(game, [1, 1, 0]).apply(TrickWon(player=0))
    assert game.state.current.points is None
    assert game.state.running_totals() == [None]
    assert game.state.totals == (0, 0, 0)


def test_running_totals_accumulate_and_may_go_negative():
    game = start(3, schedule=[1, 2, 3])
    game = play_round(game, [1, 0, 0], [0, 1, 0])  # -10, -10, 20
    game = play_round(game, [2, 0, 0], [0, 1, 1])  # -20, -10, -10
    game = play_round(game, [0, 3, 0], [0, 3, 0])  # 20, 50, 20
    state = game.state
    assert state.running_totals() == [(-10, -10, 20), (-30, -20, 10), (-10, 30, 30)]
    assert state.totals == (-10, 30, 30)


def test_winner_is_known_only_once_the_last_round_is_scored():
    game = start(3, schedule=[1, 1])
    game = play_round(game, [1, 0, 0], [1, 0, 0])
    assert game.state.leaders() == (0,)
    assert game.state.winners == () and not game.state.complete
    game = play_round(game, [0, 0, 0], [0, 1, 0])
    state = game.state
    assert state.complete and state.totals == (50, 10, 40)
    assert state.winners == (0,)


def test_equal_highest_totals_share_the_win():
    game = start(4, schedule=[1, 1])
    game = play_round(game, [1, 0, 0, 0], [1, 0, 0, 0])  # 30 20 20 20
    game = play_round(game, [1, 1, 0, 0], [0, 1, 0, 0])  # -10 30 20 20
    state = game.state
    assert state.totals == (20, 50, 40, 40)
    assert state.winners == (1,)
    game = start(3, schedule=[2])
    game = play_round(game, [1, 1, 0], [1, 1, 0])
    assert game.state.totals == (30, 30, 20)
    assert game.state.winners == (0, 1)


def test_ranks_use_standard_competition_ranking():
    game = play_round(start(4, schedule=[2]), [1, 1, 0, 1], [1, 1, 0, 0])  # 30 30 20 -10
    assert game.state.totals == (30, 30, 20, -10)
    assert game.state.ranks() == (1, 1, 3, 4)


def test_game_over_after_the_last_round_of_the_schedule():
    game = play_round(start(3, schedule=[1]), [0, 0, 1], [0, 0, 1])
    assert game.state.complete and game.state.winners == (2,)
    assert_rejected(game, CloseRound(), GameOverError, "round 1", "last round")


@pytest.mark.parametrize("players, rounds", [(3, 20), (4, 15), (5, 12), (6, 10)])
def test_a_whole_standard_game_is_complete_after_its_last_round(players, rounds):
    game = start(players)
    for number in range(1, rounds + 1):
        tricks = [0] * players
        tricks[0] = number
        game = play_round(game, tricks, tricks)
    state = game.state
    assert state.complete and len(state.rounds) == rounds
    assert state.totals[0] == sum(20 + 10 * n for n in range(1, rounds + 1))
    assert state.totals[1:] == (20 * rounds,) * (players - 1)
    assert state.winners == (0,)
