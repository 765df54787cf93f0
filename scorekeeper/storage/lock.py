"""One writer per data folder: an exclusive lock on ``<data_dir>/.lock``.

The lock is an OS advisory lock (``flock`` on POSIX, ``msvcrt.locking`` on
Windows) held for as long as the repository is open. The OS releases it
when the process dies, even by ``kill -9``, so there is never a stale lock
to clean up. The file holds the owner's pid while it is held.

Inside one process the same folder can be open only once, too, because
Flet serves all sessions from one process and they must share one
repository (and its in-process lock). No registry is needed for that: both
OS locks conflict between two opens of the file even in one process, and
the pid in the file then tells "already open in this app" from "open in
another process". So this module keeps no state of its own.
"""

from __future__ import annotations

import errno
import logging
import os
import sys
from pathlib import Path

from .errors import DataDirLockedError, DataDirUnavailableError

__all__ = ["DataDirLock", "LOCK_NAME"]

LOCK_NAME = ".lock"
_log = logging.getLogger("scorekeeper.storage")

# what _try_lock found
_LOCKED, _BUSY, _UNSUPPORTED = "locked", "busy", "unsupported"

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only (the test type checkers follow)
    import msvcrt

    _WIN_LOCK_OFFSET = 1 << 20  # lock a byte past the pid text, so others can still read the pid

    def _try_lock(fd: int) -> str:
        os.lseek(fd, _WIN_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return _BUSY
        return _LOCKED

    def _unlock(fd: int) -> None:
        os.lseek(fd, _WIN_LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> str:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                return _BUSY
            if exc.errno in (errno.ENOLCK, errno.ENOSYS, errno.EOPNOTSUPP):
                _log.warning("file locking is not supported on this filesystem (%s); continuing unlocked", exc)
                return _UNSUPPORTED
            raise
        return _LOCKED

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _read_pid(path: Path) -> int | None:
    try:
        text = path.read_text(encoding="ascii", errors="replace").strip()
        return int(text.split()[0]) if text else None
    except (OSError, ValueError, IndexError):
        return None


class DataDirLock:
    """Exclusive ownership of a data folder, for this lock object only."""

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.data_dir = Path(data_dir)
        self.path = self.data_dir / LOCK_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock or raise :class:`DataDirLockedError`.

        An ``OSError`` creating the lock file (read-only folder) propagates.
        A folder named ``.lock`` raises :class:`DataDirUnavailableError`
        naming it (checked first: Windows would report it as "access denied").
        """
        if self.path.is_dir():
            raise DataDirUnavailableError(
                f"Cannot open the score data folder: {self.path} is a folder, not the lock file: "
                f"move or rename it, then start again.",
                path=self.path,
            )
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(self.path, flags, 0o644)
        try:
            outcome = _try_lock(fd)
            # without OS locking only our own pid in the file still proves a second open
            # here (a pid left by another process may be stale: it is cleared on release)
            holder = _read_pid(self.path) if outcome != _LOCKED else None
        except BaseException:
            os.close(fd)
            raise
        if outcome == _BUSY or (outcome == _UNSUPPORTED and holder == os.getpid()):
            os.close(fd)
            raise self._locked_error(holder)
        try:  # who holds it: tells the error messages above apart
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except OSError:
            pass
        self._fd = fd

    def _locked_error(self, pid: int | None) -> DataDirLockedError:
        if pid == os.getpid():
            return DataDirLockedError(
                f"The score data folder {self.data_dir} is already open in this app "
                f"(pid {pid}); all windows and sessions must share that one.",
                pid=pid,
                path=self.data_dir,
            )
        who = f"pid {pid}" if pid else "pid unknown"
        return DataDirLockedError(
            f"The score data folder {self.data_dir} is already open in another "
            f"Wizard Scorekeeper process ({who}). Close that one first, or set "
            f"SCOREKEEPER_DATA_DIR to use a different folder.",
            pid=pid,
            path=self.data_dir,
        )

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            os.ftruncate(fd, 0)  # while still held: a pid in the file always names a live holder
        except OSError:
            pass
        try:
            _unlock(fd)
        except OSError:
            pass
        finally:
            os.close(fd)
