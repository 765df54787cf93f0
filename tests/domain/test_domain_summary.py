"""The typed game summary: what it holds, its stored JSON shape, and statistics over it."""

from __future__ import annotations

import dataclasses

import pytest

from scorekeeper.domain import GameSummary, game_summary, player_stats

from .helpers import play_round, start

# A summary exactly as the app stored it before the summary was typed: every
# existing data folder holds this shape, so it must read back unchanged.
STORED = {
    "players": ["Ana", "Ben", "Cleo"],
    "preset": "standard",
    "status": "unfinished",
    "round": 3,
    "rounds_played": 2,
    "rounds_total": 20,
    "totals": [50, 10, 60],
    "winners": [],
    "exact": ["11", "10", "01"],
}


def test_a_summary_of_a_played_game_has_its_players_rounds_totals_and_exact_bids() -> None:
    game = play_round(start(3, schedule=(1, 2)), [0, 1, 0], [0, 1, 0])
    game = play_round(game, [1, 0, 1], [2, 0, 0])
    summary = game_summary(game.state)
    assert summary.players == ("Ana", "Ben", "Cleo")
    assert (summary.preset, summary.finished, summary.status) == ("standard", True, "finished")
    assert (summary.current_round, summary.rounds_played, summary.rounds_total) == (2, 2, 2)
    assert summary.totals == (-10 + 20, 30 + 20, 20 - 10)
    assert summary.winners == ("Ben",)
    assert summary.exact == ((True, False), (True, True), (True, False))


def test_an_unscored_round_adds_no_exact_bid_mark() -> None:
    summary = game_summary(start(3).state)
    assert (summary.finished, summary.rounds_played, summary.current_round) == (False, 0, 1)
    assert summary.exact == ((), (), ())
    assert summary.winners == ()


def test_the_stored_json_shape_is_unchanged_and_reads_back_typed() -> None:
    summary = GameSummary.from_json(STORED)
    assert summary.exact == ((True, True), (True, False), (False, True))
    assert (summary.current_round, summary.rounds_total, summary.totals) == (3, 20, (50, 10, 60))
    assert summary.to_json() == STORED


def test_a_summary_survives_its_json_form() -> None:
    game = play_round(start(4, schedule=(1, 2, 3)), [0, 1, 0, 0], [0, 1, 0, 0])
    summary = game_summary(game.state)
    assert GameSummary.from_json(summary.to_json()) == summary


@pytest.mark.parametrize(
    "stored",
    [
        {},
        {"players": "Ana", "status": 1, "rounds_played": "2", "rounds_total": True, "totals": None, "exact": "1"},
        {"preset": 7, "round": 2.5, "winners": [None], "exact": [1, "0"]},
    ],
    ids=["empty", "wrong-types", "odd-entries"],
)
def test_missing_or_malformed_fields_read_as_neutral_defaults(stored) -> None:
    summary = GameSummary.from_json(stored)
    assert (summary.players, summary.preset, summary.status) == ((), None, "unfinished")
    assert (summary.current_round, summary.rounds_played, summary.rounds_total) == (0, 0, None)
    assert (summary.totals, summary.winners, summary.exact) == ((), (), ())


def test_totals_with_one_odd_entry_are_dropped_rather_than_shifted_to_the_wrong_seats() -> None:
    summary = GameSummary.from_json({**STORED, "totals": [50, "ten", 60]})
    assert summary.totals == ()
    assert player_stats([dataclasses.replace(summary, finished=True)])[0].games == 0


def test_a_summary_names_how_the_game_bids_so_the_history_need_not_replay_it() -> None:
    summary = game_summary(start(3, bids="hidden", notequal=True).state)
    assert (summary.bids, summary.notequal) == ("hidden", "all")
    stored = summary.to_json()
    assert (stored["bids"], stored["notequal"]) == ("hidden", "all")
    mixed = game_summary(start(3, preset="dm-mixed").state)
    assert (mixed.bids, mixed.notequal) == ("mixed", "some")
    assert GameSummary.from_json(mixed.to_json()) == mixed


def test_a_summary_saved_before_it_named_the_bidding_reads_as_not_known() -> None:
    summary = GameSummary.from_json(STORED)
    assert (summary.bids, summary.notequal) == (None, None)
    odd = GameSummary.from_json({**STORED, "bids": "shouted", "notequal": True})
    assert (odd.bids, odd.notequal) == (None, None)


def test_a_summary_is_frozen() -> None:
    summary = GameSummary.from_json(STORED)
    with pytest.raises(dataclasses.FrozenInstanceError):
        summary.finished = True  # type: ignore[misc]
    assert hash(summary) == hash(GameSummary.from_json(STORED))


def test_exact_bid_streaks_run_across_summaries_in_order() -> None:
    first = GameSummary(players=("Ana", "Ben"), finished=True, totals=(40, 10), winners=("Ana",), exact=((True, True), (False, True)))
    second = GameSummary(players=("ben", "Ana"), finished=False, totals=(0, 0), exact=((True,), (False,)))
    ana, ben = player_stats([first, second])
    assert (ana.name, ana.games, ana.wins, ana.rounds, ana.exact_bids, ana.current_streak, ana.best_streak) == (
        "Ana", 1, 1, 3, 2, 0, 2,
    )
    assert (ben.name, ben.games, ben.wins, ben.rounds, ben.exact_bids, ben.current_streak, ben.best_streak) == (
        "Ben", 1, 0, 3, 2, 2, 2,
    )
    assert (ana.average_total, ben.best_total) == (40.0, 10)
