"""AtomicJSONStorage: a TinyDB storage that never leaves a half-written file."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from tinydb import Query, TinyDB

from scorekeeper.storage.atomic import AtomicJSONStorage, remove_stale_temp_files
from scorekeeper.storage.errors import CorruptFileError


def test_tinydb_works_on_top_of_the_atomic_storage(tmp_path: Path) -> None:
    path = tmp_path / "db.json"
    with TinyDB(path, storage=AtomicJSONStorage) as db:
        db.insert({"name": "Ana", "score": 40})
        db.table("games").insert({"id": "g1"})
    with TinyDB(path, storage=AtomicJSONStorage) as db:
        assert db.search(Query().name == "Ana") == [{"name": "Ana", "score": 40}]
        assert db.table("games").all() == [{"id": "g1"}]
    # and the default TinyDB storage reads what we wrote
    with TinyDB(path) as db:
        assert db.all() == [{"name": "Ana", "score": 40}]


def test_missing_file_reads_as_an_empty_database_and_is_not_created(tmp_path: Path) -> None:
    storage = AtomicJSONStorage(tmp_path / "new.json")
    assert storage.read() is None
    assert not (tmp_path / "new.json").exists()


@pytest.mark.parametrize(
    "content, reason",
    [
        (b"", "empty"),
        (b"   \n", "empty"),
        (b'{"game": {"1": {"id": "x", "actions": [{"type": "bid"', "truncated"),
        (b"not json at all", "not JSON"),
        (b"\xff\xfe\x00garbage", "UTF-8"),
        (b"[1, 2, 3]", "TinyDB"),
        (b'{"game": 5}', "TinyDB"),
    ],
)
def test_damaged_file_raises_corrupt_file_error_instead_of_reading_as_empty(
    tmp_path: Path, content: bytes, reason: str
) -> None:
    path = tmp_path / "damaged.json"
    path.write_bytes(content)
    with pytest.raises(CorruptFileError) as caught:
        AtomicJSONStorage(path).read()
    assert reason in caught.value.reason
    assert caught.value.filename == str(path)
    assert path.read_bytes() == content  # reading never changes the file


def test_tinydb_refuses_to_open_a_damaged_file_rather_than_emptying_it(tmp_path: Path) -> None:
    path = tmp_path / "db.json"
    path.write_bytes(b'{"_default": {"1": {"a"')
    db = TinyDB(path, storage=AtomicJSONStorage)
    with pytest.raises(CorruptFileError):
        db.all()
    with pytest.raises(CorruptFileError):
        db.insert({"b": 1})  # an insert must not "start fresh" over the damaged data
    assert path.read_bytes() == b'{"_default": {"1": {"a"'


def test_write_replaces_the_file_instead_of_overwriting_it_in_place(tmp_path: Path) -> None:
    path = tmp_path / "db.json"
    storage = AtomicJSONStorage(path)
    storage.write({"t": {"1": {"v": "old"}}})
    with open(path, "rb") as reader:  # a reader holding the old file keeps seeing it whole
        old_inode = os.fstat(reader.fileno()).st_ino
        storage.write({"t": {"1": {"v": "new" * 1000}}})
        assert json.loads(reader.read()) == {"t": {"1": {"v": "old"}}}
    assert os.stat(path).st_ino != old_inode
    assert storage.read() == {"t": {"1": {"v": "new" * 1000}}}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["db.json"]


def test_write_fsyncs_the_file_and_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[str] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append(os.readlink(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd") else str(fd))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    AtomicJSONStorage(tmp_path / "db.json").write({"t": {}})
    assert len(synced) == 2
    if os.path.exists("/proc/self/fd"):
        assert synced[0].endswith(".tmp")  # the temp file, before the rename
        assert synced[1] == str(tmp_path)  # then the folder, after it


@pytest.mark.parametrize(
    "target, code",
    [("write", errno.ENOSPC), ("fsync", errno.ENOSPC), ("replace", errno.EROFS), ("open", errno.EACCES)],
)
def test_failed_write_leaves_the_previous_file_intact_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, target: str, code: int
) -> None:
    path = tmp_path / "db.json"
    storage = AtomicJSONStorage(path)
    storage.write({"t": {"1": {"v": 1}}})
    before = path.read_bytes()

    def fail(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, target, fail)
    with pytest.raises(OSError) as caught:
        storage.write({"t": {"1": {"v": 2}}})
    monkeypatch.undo()
    assert caught.value.errno == code
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["db.json"]


def test_value_that_is_not_json_fails_before_the_disk_is_touched(tmp_path: Path) -> None:
    path = tmp_path / "db.json"
    storage = AtomicJSONStorage(path)
    storage.write({"t": {"1": {"v": 1}}})
    with pytest.raises(TypeError):
        storage.write({"t": {"1": {"v": object()}}})
    with pytest.raises(ValueError):
        storage.write({"t": {"1": {"v": float("nan")}}})
    assert storage.read() == {"t": {"1": {"v": 1}}}
    assert [p.name for p in tmp_path.iterdir()] == ["db.json"]


def test_stale_temp_files_are_removed_when_the_storage_is_opened(tmp_path: Path) -> None:
    (tmp_path / "db.json").write_text('{"t": {}}')
    stale = [tmp_path / ".db.json.1a2b3c4d.tmp", tmp_path / ".db.json.deadbeef.tmp"]
    for path in stale:
        path.write_text('{"t": {"1": ')  # a writer killed mid-way
    unrelated = tmp_path / ".other.json.00000000.tmp"
    unrelated.write_text("x")
    storage = AtomicJSONStorage(tmp_path / "db.json")
    assert not any(p.exists() for p in stale)
    assert unrelated.exists()  # only this file's temp files
    assert storage.read() == {"t": {}}
    assert remove_stale_temp_files(tmp_path) == [str(unrelated)]


def test_unicode_is_stored_as_utf8(tmp_path: Path) -> None:
    storage = AtomicJSONStorage(tmp_path / "db.json")
    storage.write({"players": {"1": {"name": "Zoë 🧙"}}})
    assert "Zoë 🧙".encode() in (tmp_path / "db.json").read_bytes()
    assert storage.read() == {"players": {"1": {"name": "Zoë 🧙"}}}
