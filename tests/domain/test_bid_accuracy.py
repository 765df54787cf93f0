"""Bid accuracy: each miss is over (more tricks than bid) or under (fewer);
summaries saved before the direction was kept still read and count their
misses as unknown."""

from __future__ import annotations

from scorekeeper.domain import GameSummary, game_summary, player_stats

from .helpers import play_round, start


def test_a_summary_records_which_misses_were_over_and_which_under() -> None:
    game = play_round(start(3, schedule=(2, 2)), [1, 0, 1], [2, 0, 0])  # Ana over, Ben exact, Cleo under
    summary = game_summary(game.state)
    assert summary.exact == ((False,), (True,), (False,))
    assert summary.over == ((True,), (False,), (False,))
    assert GameSummary.from_json(summary.to_json()) == summary


def test_player_statistics_count_exact_over_and_under_bids() -> None:
    game = play_round(start(3, schedule=(2, 2)), [1, 0, 1], [2, 0, 0])
    game = play_round(game, [0, 1, 1], [0, 0, 2])  # Ana exact, Ben under, Cleo over
    stats = {s.name: s for s in player_stats([game_summary(game.state)])}
    assert [(stats[n].exact_bids, stats[n].over_bids, stats[n].under_bids) for n in ("Ana", "Ben", "Cleo")] == [
        (1, 1, 0), (1, 0, 1), (0, 1, 1)]
    assert all(s.unknown_misses == 0 for s in stats.values())


def test_misses_saved_without_their_direction_count_as_unknown() -> None:
    old = GameSummary.from_json({"players": ["Ana", "Ben", "Cleo"], "status": "finished", "totals": [0, 0, 0],
                                 "exact": ["10", "11", "00"]})
    assert old.over == () and "over" not in old.to_json()
    cleo = [s for s in player_stats([old]) if s.name == "Cleo"][0]
    assert (cleo.rounds, cleo.exact_bids, cleo.over_bids, cleo.under_bids, cleo.unknown_misses) == (2, 0, 0, 0, 2)
