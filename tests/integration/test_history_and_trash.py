"""History on a real data folder: finished and unfinished games with what the
list shows, trash, restore and emptying the trash, across restarts."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import pytest

from scorekeeper.domain import Bid, RuleChoice
from scorekeeper.service import GameService
from scorekeeper.storage import GameInTrashError, GameNotFoundError

from .helpers import import_record, game_file, play_round, record

PLAYERS = ["Ana", "Ben", "Cleo"]


def two_games(service: GameService) -> tuple[str, str]:
    """A finished tie (imported fixture) and, created after it, an unfinished game one round in."""
    finished = import_record(service, record("hand-tournament-tie-4p"))
    unfinished = service.new_game(["Dan", "Eve", "Finn"], 1, RuleChoice(preset="five-rounds", schedule=(1, 2, 3)))
    play_round(service, unfinished, [0, 0, 1], [0, 0, 1])
    service.act(unfinished, Bid(player=0, value=1))
    return finished, unfinished


def test_history_lists_finished_and_unfinished_games_newest_first(services) -> None:
    service = services.open()
    started = datetime.now().astimezone()
    finished, unfinished = two_games(service)
    check_rows(service.history(), finished, unfinished, started)
    check_rows(services.reopen(service).history(), finished, unfinished, started)


def check_rows(rows, finished: str, unfinished: str, started: datetime) -> None:
    assert [r.id for r in rows] == [unfinished, finished]
    new, old = rows
    assert new.players == ("Dan", "Eve", "Finn")
    assert new.preset == "five-rounds"
    assert (new.status, new.finished, new.rounds_played, new.rounds_total) == ("unfinished", False, 1, 3)
    assert new.winners == ()
    assert old.players == ("Ana", "Ben", "Cleo", "Dan")
    assert old.preset == "amigo-tournament"
    assert (old.status, old.finished, old.rounds_played, old.rounds_total) == ("finished", True, 3, 3)
    assert old.winners == ("Ben", "Cleo") and old.totals == (0, 80, 80, 30)
    for row in rows:
        assert started - timedelta(seconds=5) <= row.created <= datetime.now().astimezone()
        assert row.updated >= row.created
        assert not row.trashed


def test_a_finished_game_summary_says_finished_and_names_the_winners(services) -> None:
    service = services.open()
    finished, _ = two_games(service)
    summary = services.reopen(service).history()[1].summary
    assert summary.status == "finished"
    assert summary.winners == ("Ben", "Cleo")
    assert summary.totals == (0, 80, 80, 30)
    assert summary.rounds_played == summary.rounds_total == 3


def test_trash_and_restore_are_kept_across_restarts(services, data_dir: Path) -> None:
    service = services.open()
    finished, unfinished = two_games(service)
    service.trash(unfinished)
    assert [g.id for g in service.history()] == [finished]
    assert service.unfinished() is None

    service = services.reopen(service)
    assert [g.id for g in service.history()] == [finished]
    assert [g.id for g in service.repo.list_trash()] == [unfinished]
    both = service.history(include_trash=True)
    assert [(g.id, g.trashed) for g in both] == [(unfinished, True), (finished, False)]
    opened = service.open(unfinished)
    assert opened.in_trash is True
    with pytest.raises(GameInTrashError):
        service.act(unfinished, Bid(player=1, value=0))
    assert game_file(data_dir, unfinished).exists()  # kept until the trash is emptied

    service.restore(unfinished)
    service = services.reopen(service)
    assert [g.id for g in service.history()] == [unfinished, finished]
    assert service.unfinished().id == unfinished
    service.act(unfinished, Bid(player=1, value=0))
    assert service.game(unfinished).state.current.bids == (1, 0, None)


def test_emptying_the_trash_deletes_those_games_for_good(services, data_dir: Path) -> None:
    service = services.open()
    finished, unfinished = two_games(service)
    service.trash(finished)
    assert service.repo.empty_trash() == 1
    assert not game_file(data_dir, finished).exists()
    assert game_file(data_dir, unfinished).exists()
    service = services.reopen(service)
    assert [g.id for g in service.history(include_trash=True)] == [unfinished]
    assert service.repo.list_trash() == []
    with pytest.raises(GameNotFoundError):
        service.open(finished)
    assert service.repo.empty_trash() == 0
