"""Disk full or read-only folder: the action is refused with a clear message,
the game in memory stays intact and the previous file stays valid.

Tests run as root, where chmod does not stop writes, so the failures are
simulated by making the OS calls raise what the kernel would.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from scorekeeper.storage import (
    InMemoryGameRepository,
    SaveFailedError,
    StorageError,
    TinyDBGameRepository,
)
from scorekeeper.storage.atomic import decode_tinydb_bytes

from .helpers import bid, new_game, read_json, start_action, summary_for

PLAYERS = ["Ana", "Ben", "Cleo"]


def _fail(code: int):
    def raiser(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    return raiser


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file() and p.name != ".lock"}


@pytest.mark.parametrize(
    "call, code, reason, words",
    [
        ("write", errno.ENOSPC, "disk_full", "the disk is full"),
        ("fsync", errno.ENOSPC, "disk_full", "the disk is full"),
        ("write", errno.EDQUOT, "disk_full", "the disk is full"),
        ("open", errno.EROFS, "read_only", "read-only"),
        ("replace", errno.EACCES, "read_only", "read-only"),
        ("fsync", errno.EIO, "io_error", "the disk reported an error"),
    ],
)
def test_failed_save_is_refused_clearly_and_the_previous_file_stays_valid(
    repo: TinyDBGameRepository, monkeypatch: pytest.MonkeyPatch, call: str, code: int, reason: str, words: str
) -> None:
    game_id = new_game(repo, PLAYERS)
    repo.append_actions(game_id, [bid(1, 1)], summary_for(PLAYERS))
    before = _files(repo.path)

    monkeypatch.setattr(os, call, _fail(code))
    with pytest.raises(SaveFailedError) as caught:
        repo.append_actions(game_id, [bid(2, 0), {"type": "close"}], summary_for(PLAYERS, 1))
    monkeypatch.undo()

    error = caught.value
    assert isinstance(error, StorageError) and isinstance(error, OSError)
    assert error.reason == reason and error.errno == code and error.game_id == game_id
    assert words in str(error)
    assert "Your game is still open and nothing was lost" in str(error)
    assert _files(repo.path) == before  # not a byte changed, no temp file left behind
    for raw in before.values():
        decode_tinydb_bytes(raw, "x")  # every file still loads
    # the repository did not take the refused action either
    assert repo.load_game(game_id).action_count == 2
    assert repo.get_info(game_id).rounds_played == 0
    # once there is space again, saving continues from the last good state
    assert repo.append_actions(game_id, [bid(2, 0)], summary_for(PLAYERS)) == 3
    assert [a["type"] for a in repo.load_game(game_id).actions] == ["start", "bid", "bid"]


def test_refused_save_leaves_the_file_on_disk_at_the_previous_state(data_dir: Path, monkeypatch) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        game_id = new_game(repo, PLAYERS)
        monkeypatch.setattr(os, "write", _fail(errno.ENOSPC))
        with pytest.raises(SaveFailedError):
            repo.append_actions(game_id, [bid(0, 3)], summary_for(PLAYERS))
        monkeypatch.undo()
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.load_game(game_id).actions == [start_action(PLAYERS)]


def test_failed_new_game_leaves_no_trace(repo: TinyDBGameRepository, monkeypatch) -> None:
    keep = new_game(repo, PLAYERS)
    before = _files(repo.path)
    monkeypatch.setattr(os, "write", _fail(errno.ENOSPC))
    with pytest.raises(SaveFailedError, match="disk is full"):
        new_game(repo, ["Dan", "Eva", "Finn"])
    monkeypatch.undo()
    assert [g.id for g in repo.list_games()] == [keep]
    assert "Dan" not in {e.name for e in repo.roster()}
    assert _files(repo.path) == before


def test_failed_trash_and_delete_change_nothing(repo: TinyDBGameRepository, monkeypatch) -> None:
    game_id = new_game(repo, PLAYERS)
    monkeypatch.setattr(os, "write", _fail(errno.ENOSPC))
    with pytest.raises(SaveFailedError, match="move the game to the trash"):
        repo.trash_game(game_id)
    monkeypatch.undo()
    assert not repo.get_info(game_id).trashed
    repo.trash_game(game_id)
    monkeypatch.setattr(os, "unlink", _fail(errno.EROFS))
    with pytest.raises(SaveFailedError, match="delete the game"):
        repo.empty_trash()
    monkeypatch.undo()
    assert [g.id for g in repo.list_trash()] == [game_id]
    assert (repo.path / "games" / f"{game_id}.json").exists()


def test_roster_update_failing_after_the_game_was_saved_does_not_lose_the_save(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The roster, like the index, is a cache: the new game is saved, its names catch up later."""
    with TinyDBGameRepository(data_dir) as repo:
        new_game(repo, PLAYERS)
        real = os.open
        roster = repo.path / "roster.json"

        def roster_is_full(path, *args, **kwargs):
            if Path(path).parent == roster.parent and Path(path).name.startswith((".roster.json", "roster.json")):
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(path, *args, **kwargs)

        monkeypatch.setattr(os, "open", roster_is_full)
        game_id = new_game(repo, ["Zoë", "Ana", "Ben"])  # no error
        assert "Zoë" in {e.name for e in repo.roster()}
        monkeypatch.undo()
        assert "Zoë" not in {d["name"] for d in read_json(roster)["players"].values()}
        new_game(repo, ["Max", "Ana", "Ben"])  # retries the roster
        assert {"Zoë", "Max"} <= {d["name"] for d in read_json(roster)["players"].values()}
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.load_game(game_id).action_count == 1
        assert {"Zoë", "Max"} <= {e.name for e in repo.roster()}


def test_index_update_failing_after_the_game_was_saved_does_not_lose_the_save(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The game file is the truth; the index is a cache that catches up later."""
    with TinyDBGameRepository(data_dir) as repo:
        game_id = new_game(repo, PLAYERS)
        real = os.open
        index_dir = repo.path / "index"

        def index_is_full(path, *args, **kwargs):
            if index_dir in (Path(path), Path(path).parent):
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(path, *args, **kwargs)

        monkeypatch.setattr(os, "open", index_is_full)
        assert repo.append_actions(game_id, [{"type": "close"}], summary_for(PLAYERS, 1)) == 2  # no error
        assert repo.get_info(game_id).rounds_played == 1
        monkeypatch.undo()
        repo.append_actions(game_id, [bid(0, 1)], summary_for(PLAYERS, 1))  # retries the shard
        shard = next((repo.path / "index").iterdir())
        assert read_json(shard)["games"]["1"]["summary"]["rounds_played"] == 1
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.get_info(game_id).rounds_played == 1


def test_folder_that_cannot_be_written_opens_read_only(data_dir: Path, monkeypatch) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        game_id = new_game(repo, PLAYERS)
    real = os.open

    def read_only_fs(path, flags, *args, **kwargs):
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", read_only_fs)
    with TinyDBGameRepository(data_dir) as repo:
        assert repo.read_only and "not writable" in repo.read_only_reason
        assert [g.id for g in repo.list_games()] == [game_id]  # the history still shows
        assert repo.load_game(game_id).action_count == 1  # games open read-only
        with pytest.raises(SaveFailedError) as caught:
            repo.append_actions(game_id, [bid(0, 1)], summary_for(PLAYERS))
        assert caught.value.reason == "read_only" and "not writable" in str(caught.value)
        with pytest.raises(SaveFailedError):
            new_game(repo, PLAYERS)


def test_read_only_repository_never_writes(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        game_id = new_game(repo, PLAYERS)
    (data_dir / "roster.json").unlink()
    for shard in (data_dir / "index").iterdir():
        shard.unlink()
    before = _files(data_dir)
    with TinyDBGameRepository(data_dir, read_only=True) as repo:
        assert [g.id for g in repo.list_games()] == [game_id]
        with pytest.raises(SaveFailedError):
            repo.trash_game(game_id)
    assert _files(data_dir) == before


def test_in_memory_repository_can_simulate_a_full_disk() -> None:
    repo = InMemoryGameRepository()
    game_id = new_game(repo, PLAYERS)
    repo.fail_saves(SaveFailedError("Could not save: the disk is full.", reason="disk_full"))
    with pytest.raises(SaveFailedError):
        repo.append_actions(game_id, [bid(0, 1)], summary_for(PLAYERS))
    repo.fail_saves(None)
    assert repo.load_game(game_id).action_count == 1


def test_storage_errors_keep_their_message_and_details_through_pickling() -> None:
    import pickle

    error = SaveFailedError.from_oserror(OSError(errno.ENOSPC, "No space left", "/d/games/x.json"), game_id="g1")
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is SaveFailedError and str(copy) == str(error)
    assert (copy.reason, copy.errno, copy.filename, copy.game_id) == ("disk_full", errno.ENOSPC, "/d/games/x.json", "g1")
