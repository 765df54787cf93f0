"""The data folder's layout, its lock, and whether it may be written.

Each name in the data folder is either a folder (``games/``, ``index/``,
``quarantine/``) or a file (``roster.json``, ``.lock``). A path of the wrong
kind (a file named ``games``, a folder named ``.lock``) is someone else's, or
a leftover: it is never moved or overwritten, and the error or warning names
it and says what to do, instead of a bare "File exists".

What it costs: a file at ``games`` (or the data folder itself being a file)
leaves nowhere to keep games, so the folder cannot be opened; a file at
``index`` only means the list is rebuilt from the game files on every start;
a folder at ``roster.json`` means player names are remembered for the
session only; a file at ``quarantine`` leaves damaged files where they are.

A folder that cannot be written when it is opened (read-only file system,
no permission) opens read-only; :meth:`DataFolder.retry` tries again before
each save, so it becomes writable as soon as it can be, without a restart.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from pathlib import Path

from .atomic import remove_stale_temp_files
from .errors import DataDirLockedError, DataDirUnavailableError
from .lock import LOCK_NAME, DataDirLock

__all__ = [
    "DataFolder",
    "GAMES_DIR",
    "INDEX_DIR",
    "NOT_WRITABLE",
    "QUARANTINE_DIR",
    "ROSTER_FILE",
    "claim_for_writing",
    "in_the_way_message",
    "open_folder",
    "wrong_kind",
]

GAMES_DIR = "games"
INDEX_DIR = "index"
QUARANTINE_DIR = "quarantine"
ROSTER_FILE = "roster.json"
NOT_WRITABLE = {errno.EROFS, errno.EACCES, errno.EPERM}

_log = logging.getLogger("scorekeeper.storage")

#: what each name of the layout is, and whether it is a folder (messages
#: stay short: the command line shows them on one line)
_HOLDS = {
    GAMES_DIR: ("the saved games folder", True),
    INDEX_DIR: ("the game list folder", True),
    QUARANTINE_DIR: ("the quarantine folder", True),
    ROSTER_FILE: ("the player list file", False),
    LOCK_NAME: ("the lock file", False),
}


def wrong_kind(path: Path, *, folder: bool) -> str | None:
    """``"a file"`` or ``"a folder"`` when ``path`` exists as the other kind
    than wanted (``"a broken link"`` for a link to nothing), else ``None``."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "a broken link" if os.path.lexists(path) else None
    except OSError:  # cannot tell: the operation that needs it reports the error
        return None
    is_dir = stat.S_ISDIR(mode)
    if is_dir == folder:
        return None
    return "a folder" if is_dir else "a file"


def in_the_way_message(path: Path, found: str) -> str:
    """``<data>/index is a file, not the game list folder: move or rename it``."""
    return f"{path} is {found}, not {_HOLDS[path.name][0]}: move or rename it"


def _blocked(data_dir: Path, what: str) -> DataDirUnavailableError:
    return DataDirUnavailableError(f"Cannot open the score data folder: {what}.", path=data_dir)


def open_folder(data_dir: Path) -> dict[str, str]:
    """Create the data folder if missing and check its layout.

    Returns the names of the layout in the way (``{"index": "a file"}``); the
    caller works around them. The data folder or ``games`` of the wrong kind
    raise :class:`DataDirUnavailableError` naming the path and what to do.
    """
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        if not data_dir.is_dir():
            found = wrong_kind(data_dir, folder=True)
            if found:
                raise _blocked(
                    data_dir,
                    f"{data_dir} is {found}, not a folder: move or rename it, or set SCOREKEEPER_DATA_DIR to a folder",
                ) from exc
            raise DataDirUnavailableError(
                f"Cannot open the score data folder {data_dir}: {exc.strerror or exc}.", errno=exc.errno, path=data_dir
            ) from exc
    found = wrong_kind(data_dir / GAMES_DIR, folder=True)
    if found:
        raise _blocked(data_dir, f"{in_the_way_message(data_dir / GAMES_DIR, found)}, then start again")
    in_the_way = {}
    for name, (_, folder) in _HOLDS.items():
        found = wrong_kind(data_dir / name, folder=folder)
        if found and name != LOCK_NAME:  # .lock: refused when the lock is taken (a read-only open takes none)
            in_the_way[name] = found
    return in_the_way


def claim_for_writing(data_dir: Path, lock: DataDirLock, folders: list[Path]) -> OSError | None:
    """Take the data folder for writing: its lock (if not held yet), then
    ``folders`` (created if missing), and remove temp files of an
    interrupted write from the data folder and ``folders[1:]``.

    Returns ``None``, or the error showing the folder is not writable (read-only
    file system, no permission); the lock stays held if it was taken. Cheap
    enough to retry on every save while the folder is not writable.
    :class:`DataDirLockedError` and :class:`DataDirUnavailableError` propagate,
    as does any other ``OSError``.
    """
    if not lock.held:
        try:
            lock.acquire()
        except (DataDirLockedError, DataDirUnavailableError):
            raise
        except OSError as exc:
            if exc.errno in NOT_WRITABLE:
                return exc
            raise
    for folder in folders:
        try:
            folder.mkdir(exist_ok=True)
        except OSError as exc:
            if exc.errno in NOT_WRITABLE:
                return exc
            raise
    remove_stale_temp_files(data_dir)
    for folder in folders[1:]:  # the games folder is swept while it is listed
        remove_stale_temp_files(folder)
    return None


class DataFolder:
    """One repository's hold on its data folder: the lock, and whether it may
    write (``read_only``, and why not in ``read_only_reason``).

    ``read_only=True`` (asked for) takes no lock and never writes; otherwise
    a folder that cannot be written is read-only only until :meth:`retry`
    finds it writable. Not thread-safe by itself: the repository calls it
    under its lock.
    """

    def __init__(self, path: Path, *, read_only: bool) -> None:
        self.path = path
        self.lock = DataDirLock(path)
        self.asked_read_only = read_only
        self.read_only = read_only
        self.read_only_reason: str | None = "opened read-only" if read_only else None

    def unavailable(self, exc: OSError, doing: str = "open") -> DataDirUnavailableError:
        return DataDirUnavailableError(
            f"Cannot {doing} the score data folder {self.path}: {exc.strerror or exc}.", errno=exc.errno, path=self.path
        )

    def _claim(self, folders: list[Path]) -> OSError | None:
        try:
            return claim_for_writing(self.path, self.lock, folders)
        except (DataDirLockedError, DataDirUnavailableError):
            raise
        except OSError as exc:
            raise self.unavailable(exc) from exc

    def _refused(self, exc: OSError) -> None:
        self.read_only = True
        self.read_only_reason = f"the score data folder {self.path} is not writable ({exc.strerror or exc})"

    def claim(self, folders: list[Path]) -> None:
        """On open: take the folder for writing (see :func:`claim_for_writing`),
        or go read-only if it cannot be written. Not a warning: reading works,
        and a save says why it failed (the command line's one error line)."""
        refused = self._claim(folders)
        if refused is not None:
            self._refused(refused)
            _log.info("opening %s read-only: %s", self.path, self.read_only_reason)

    def retry(self, folders: list[Path]) -> bool:
        """Before a save while read-only (not asked for): try to take the folder
        for writing again; true when it now can be written (the caller re-reads
        what changed on disk while no lock was held). While it still cannot,
        this costs one refused open of the lock file."""
        if not self.read_only or self.asked_read_only:
            return False
        try:
            refused = self._claim(folders)
        except DataDirLockedError as exc:
            self.read_only_reason = (
                f"the score data folder {self.path} was opened meanwhile by another Wizard Scorekeeper "
                f"(pid {exc.pid or 'unknown'}); close this one and use that one"
            )
            return False
        except OSError as exc:
            self._refused(exc)
            return False
        if refused is not None:
            self._refused(refused)
            return False
        self.read_only, self.read_only_reason = False, None
        _log.info("the score data folder %s can be written again", self.path)
        return True

    def release(self) -> None:
        self.lock.release()
