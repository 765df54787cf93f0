"""On a real data folder: a refused action stores nothing; a save that fails
(disk full) raises a StorageError, keeps the game in memory as it was, and
leaves the file on disk loadable with the previous actions."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from scorekeeper.domain import Bid, NotEqualError, RuleChoice, ScorekeeperError, SetTrump
from scorekeeper.service import GameService
from scorekeeper.storage import SaveFailedError, StorageError

from .helpers import game_file, game_files, stored_actions

PLAYERS = ["Ana", "Ben", "Cleo"]


def notequal_game(service: GameService) -> str:
    """Ana deals the 1-card round under notequal; Ben and Cleo bid 0, so Ana may not bid 1."""
    game_id = service.new_game(PLAYERS, 0, RuleChoice(preset="amigo-tournament", schedule=(1, 2)))
    service.act(game_id, Bid(player=1, value=0))
    service.act(game_id, Bid(player=2, value=0))
    return game_id


def disk_full(*args, **kwargs):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_notequal_bid_is_refused_and_the_file_is_not_touched(service: GameService, data_dir: Path) -> None:
    game_id = notequal_game(service)
    path = game_file(data_dir, game_id)
    raw, stat = path.read_bytes(), path.stat()
    before = service.game(game_id)
    with pytest.raises(ScorekeeperError) as caught:
        service.act(game_id, Bid(player=0, value=1))
    assert isinstance(caught.value, NotEqualError)
    assert not isinstance(caught.value, StorageError)
    assert path.read_bytes() == raw
    assert (path.stat().st_ino, path.stat().st_mtime_ns) == (stat.st_ino, stat.st_mtime_ns)
    assert len(stored_actions(data_dir, game_id)) == 3
    assert service.repo.get_info(game_id).action_count == 3
    assert service.game(game_id) is before


def test_a_refused_action_is_not_there_after_a_restart(services) -> None:
    service = services.open()
    game_id = notequal_game(service)
    with pytest.raises(NotEqualError):
        service.act(game_id, Bid(player=0, value=1))
    before = service.game(game_id)
    resumed = services.reopen(service)
    assert resumed.game(game_id) == before
    assert resumed.repo.get_info(game_id).action_count == 3


def test_a_full_disk_raises_a_storage_error_and_keeps_the_game_as_it_was(
    services, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = services.open()
    game_id = notequal_game(service)
    before = service.game(game_id)
    raw = game_file(data_dir, game_id).read_bytes()
    files = game_files(data_dir)

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", disk_full)
        with pytest.raises(StorageError) as caught:
            service.act(game_id, Bid(player=0, value=0))
    error = caught.value
    assert isinstance(error, SaveFailedError) and error.reason == "disk_full"
    assert "disk is full" in str(error) and "nothing was lost" in str(error)
    assert error.game_id == game_id

    # the game on screen is the one before the tap; the file is the previous one, no temp file left
    assert service.game(game_id) is before
    assert game_file(data_dir, game_id).read_bytes() == raw
    assert game_files(data_dir) == files
    assert len(stored_actions(data_dir, game_id)) == 3

    # space freed: the same tap is accepted and saved once
    service.act(game_id, Bid(player=0, value=0))
    assert len(stored_actions(data_dir, game_id)) == 4

    resumed = services.reopen(service)
    assert resumed.game(game_id).state.current.bids == (0, 0, 0)
    assert resumed.repo.get_info(game_id).action_count == 4


def test_after_a_failed_save_the_folder_reopens_with_the_previous_actions(
    services, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = services.open()
    game_id = notequal_game(service)
    before = service.game(game_id)
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", disk_full)
        with pytest.raises(SaveFailedError):
            service.act(game_id, SetTrump(suit="yellow"))
    # the app is closed while the disk is still full
    resumed = services.reopen(service)
    assert resumed.problems() == []
    assert resumed.unfinished().id == game_id
    assert resumed.game(game_id) == before
    assert resumed.game(game_id).state.current.trump is None


def test_a_new_game_that_cannot_be_saved_leaves_no_file(
    service: GameService, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", disk_full)
        with pytest.raises(SaveFailedError):
            service.new_game(PLAYERS)
    assert game_files(data_dir) == set()
    assert service.history() == []


def test_a_save_whose_folder_sync_fails_after_the_file_is_in_place_counts_as_saved(services, monkeypatch: pytest.MonkeyPatch) -> None:
    """The new file is on disk once renamed: reporting the save as failed would
    drop an action that comes back after a restart."""
    import scorekeeper.storage.atomic as atomic

    def folder_sync_fails(directory) -> None:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    service = services.open()
    game_id = notequal_game(service)
    with monkeypatch.context() as patch:
        patch.setattr(atomic, "fsync_dir", folder_sync_fails)
        after = service.act(game_id, SetTrump(suit="yellow"))
    assert after.state.current.trump == "yellow"
    resumed = services.reopen(service)
    assert resumed.game(game_id) == after
