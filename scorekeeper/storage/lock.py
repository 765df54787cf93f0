"""One writer per data folder: an exclusive lock on ``<data_dir>/.lock``.

The lock is an OS advisory lock (``flock`` on POSIX, ``msvcrt.locking`` on
Windows) held for as long as the repository is open. The OS releases it
when the process dies, even by ``kill -9``, so there is never a stale lock
to clean up. The file holds the owner's pid, for the error message only.

Inside one process the same folder can be open only once, too (a registry
of open folders), because Flet serves all sessions from one process and
they must share one repository (and its in-process lock).
"""

from __future__ import annotations

import errno
import logging
import os
import threading
from pathlib import Path

from .errors import DataDirLockedError

__all__ = ["DataDirLock", "LOCK_NAME"]

LOCK_NAME = ".lock"
_log = logging.getLogger("scorekeeper.storage")

_open_in_process: set[str] = set()
_registry_lock = threading.Lock()


def _reset_after_fork() -> None:  # a forked child owns none of its parent's folders
    global _registry_lock
    _registry_lock = threading.Lock()
    _open_in_process.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_reset_after_fork)

if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    _WIN_LOCK_OFFSET = 1 << 20  # lock a byte past the pid text, so others can still read the pid

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, _WIN_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, _WIN_LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                return False
            if exc.errno in (errno.ENOLCK, errno.ENOSYS, errno.EOPNOTSUPP):
                _log.warning("file locking is not supported on this filesystem (%s); continuing unlocked", exc)
                return True
            raise
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _read_pid(path: Path) -> int | None:
    try:
        text = path.read_text(encoding="ascii", errors="replace").strip()
        return int(text.split()[0]) if text else None
    except (OSError, ValueError, IndexError):
        return None


class DataDirLock:
    """Exclusive, process-wide ownership of a data folder."""

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.data_dir = Path(data_dir)
        self.path = self.data_dir / LOCK_NAME
        self._key = os.path.realpath(self.data_dir)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock or raise :class:`DataDirLockedError`.

        An ``OSError`` creating the lock file (read-only folder) propagates.
        """
        with _registry_lock:
            if self._key in _open_in_process:
                raise DataDirLockedError(
                    f"The score data folder {self.data_dir} is already open in this app "
                    f"(pid {os.getpid()}); all windows and sessions must share that one.",
                    pid=os.getpid(),
                    path=self.data_dir,
                )
            flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
            fd = os.open(self.path, flags, 0o644)
            try:
                locked = _try_lock(fd)
            except BaseException:
                os.close(fd)
                raise
            if not locked:
                os.close(fd)
                pid = _read_pid(self.path)
                who = f"pid {pid}" if pid else "pid unknown"
                raise DataDirLockedError(
                    f"The score data folder {self.data_dir} is already open in another "
                    f"Wizard Scorekeeper process ({who}). Close that one first, or set "
                    f"SCOREKEEPER_DATA_DIR to use a different folder.",
                    pid=pid,
                    path=self.data_dir,
                )
            try:  # informational only: who holds it
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, f"{os.getpid()}\n".encode("ascii"))
            except OSError:
                pass
            self._fd = fd
            _open_in_process.add(self._key)

    def release(self) -> None:
        with _registry_lock:
            fd, self._fd = self._fd, None
            if fd is None:
                return
            _open_in_process.discard(self._key)
            try:
                _unlock(fd)
            except OSError:
                pass
            finally:
                os.close(fd)

