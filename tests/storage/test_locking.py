"""One writer per data folder: a second process gets a clear "already open" error."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from scorekeeper.storage import DataDirLockedError, TinyDBGameRepository

from .helpers import new_game

pytestmark = pytest.mark.skipif(os.name == "nt", reason="POSIX process handling")

ROOT = Path(__file__).resolve().parents[2]

HOLDER = textwrap.dedent(
    """
    import sys
    from scorekeeper.domain.stats import GameSummary
    from scorekeeper.storage import TinyDBGameRepository
    repo = TinyDBGameRepository(sys.argv[1])
    repo.create_game([{"type": "start", "players": ["Ana", "Ben", "Cleo"]}], GameSummary(players=("Ana", "Ben", "Cleo")))
    print("open", flush=True)
    sys.stdin.readline()          # hold the folder until told to go
    repo.close()
    print("closed", flush=True)
    """
)

OPENER = textwrap.dedent(
    """
    import sys
    from scorekeeper.storage import DataDirLockedError, TinyDBGameRepository
    try:
        TinyDBGameRepository(sys.argv[1])
    except DataDirLockedError as exc:
        print("locked", exc.pid, exc, flush=True)
    else:
        print("opened", flush=True)
    """
)


def _python(code: str, *args: str, **kwargs) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return subprocess.Popen(
        [sys.executable, "-c", code, *args], env=env, text=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE, **kwargs
    )


def test_second_process_opening_the_same_folder_gets_a_clear_error(data_dir: Path) -> None:
    holder = _python(HOLDER, str(data_dir))
    try:
        assert holder.stdout.readline().strip() == "open"
        with pytest.raises(DataDirLockedError) as caught:
            TinyDBGameRepository(data_dir)
        assert caught.value.pid == holder.pid
        message = str(caught.value)
        assert "already open in another Wizard Scorekeeper process" in message
        assert f"pid {holder.pid}" in message and str(data_dir) in message
        assert (data_dir / ".lock").exists()
        holder.stdin.write("go\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "closed"
    finally:
        holder.kill()
        holder.wait(timeout=10)
    with TinyDBGameRepository(data_dir) as repo:  # released: it opens, and the data is intact
        assert len(repo.list_games()) == 1


def test_folder_held_by_this_process_is_refused_to_another_process(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        new_game(repo)
        opener = _python(OPENER, str(data_dir))
        out, _ = opener.communicate(timeout=30)
        assert out.startswith(f"locked {os.getpid()} ")
        assert len(repo.list_games()) == 1


def test_lock_of_a_killed_process_is_released_by_the_os(data_dir: Path) -> None:
    holder = _python(HOLDER, str(data_dir))
    assert holder.stdout.readline().strip() == "open"
    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=10)
    with TinyDBGameRepository(data_dir) as repo:  # no stale lock to clean up by hand
        assert len(repo.list_games()) == 1
        assert repo.quarantined() == []


def test_same_folder_cannot_be_opened_twice_in_one_process(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir):
        with pytest.raises(DataDirLockedError, match="already open in this app"):
            TinyDBGameRepository(data_dir)
        with pytest.raises(DataDirLockedError):
            TinyDBGameRepository(data_dir / "games" / "..")  # same folder, other spelling
    TinyDBGameRepository(data_dir).close()  # closing releases it


def test_read_only_repository_can_look_while_the_folder_is_open(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir) as repo:
        game_id = new_game(repo)
        with TinyDBGameRepository(data_dir, read_only=True) as viewer:
            assert [g.id for g in viewer.list_games()] == [game_id]


def test_the_lock_file_names_its_holder_only_while_it_is_held(data_dir: Path) -> None:
    with TinyDBGameRepository(data_dir):
        assert (data_dir / ".lock").read_text().split() == [str(os.getpid())]
    assert (data_dir / ".lock").read_text() == ""  # a pid in the file is never a stale one


def test_without_os_locking_a_second_open_in_this_app_is_still_refused(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Some network filesystems refuse flock: the pid in the lock file still tells a second open here."""
    import errno
    import fcntl

    def no_locking(fd, operation):
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(fcntl, "flock", no_locking)
    with TinyDBGameRepository(data_dir) as repo:
        new_game(repo)
        with pytest.raises(DataDirLockedError, match="already open in this app"):
            TinyDBGameRepository(data_dir)
    with TinyDBGameRepository(data_dir) as repo:  # released: it opens again
        assert len(repo.list_games()) == 1
