"""Errors raised by the storage layer.

Every error is a :class:`StorageError`, which is an ``OSError`` (these are
conditions of the disk and the data folder, not of the game), and carries a
message a player can read: what happened, which game, and what it means for
the game on screen. ``str(error)`` is that message.
"""

from __future__ import annotations

import errno as _errno
import os
from pathlib import Path

__all__ = [
    "StorageError",
    "SaveFailedError",
    "DataDirLockedError",
    "DataDirUnavailableError",
    "RepositoryClosedError",
    "GameNotFoundError",
    "GameInTrashError",
    "StaleGameError",
    "CorruptFileError",
    "SchemaError",
    "NewerSchemaError",
    "RulesRefusedError",
]

_DISK_FULL = {_errno.ENOSPC, getattr(_errno, "EDQUOT", _errno.ENOSPC)}
_READ_ONLY = {_errno.EROFS, _errno.EACCES, _errno.EPERM}


class StorageError(OSError):
    """Base of every error the storage layer raises."""

    def __init__(
        self,
        message: str,
        *,
        errno: int | None = None,
        path: str | os.PathLike[str] | None = None,
        game_id: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.errno = errno
        self.filename = os.fspath(path) if path is not None else None
        self.game_id = game_id

    def __str__(self) -> str:
        return self.message

    def __reduce__(self):  # keep pickling (multiprocessing) working with keyword-only args
        return (_rebuild, (type(self), self.message, self.errno, self.filename, self.__dict__.copy()))


def _rebuild(cls, message, code, filename, state):
    obj = cls.__new__(cls)
    OSError.__init__(obj, message)
    obj.errno = code
    obj.filename = filename
    obj.__dict__.update(state)
    return obj


class SaveFailedError(StorageError):
    """A change could not be written; nothing on disk changed.

    ``reason`` is ``"disk_full"``, ``"read_only"`` or ``"io_error"``. The
    previous file is still valid and the game in memory should stay as it
    was before the refused action.
    """

    def __init__(self, message: str, *, reason: str = "io_error", **kwargs) -> None:
        super().__init__(message, **kwargs)
        self.reason = reason

    @classmethod
    def from_oserror(
        cls,
        exc: OSError,
        *,
        doing: str = "save",
        folder: str | os.PathLike[str] | None = None,
        game_id: str | None = None,
    ) -> "SaveFailedError":
        code = exc.errno
        where = f" {Path(folder)}" if folder is not None else ""
        if code in _DISK_FULL:
            reason = "disk_full"
            why = "the disk is full"
            hint = "free some space and try again"
        elif code in _READ_ONLY:
            reason = "read_only"
            why = f"the score data folder{where} is read-only or not writable"
            hint = "check the folder's permissions, or set SCOREKEEPER_DATA_DIR to a writable folder"
        else:
            reason = "io_error"
            why = f"the disk reported an error ({exc.strerror or exc})"
            hint = "try again"
        message = (
            f"Could not {doing}: {why}. Your game is still open and nothing was lost; "
            f"the last saved state on disk is unchanged ({hint})."
        )
        err = cls(message, reason=reason, errno=code, path=exc.filename, game_id=game_id)
        err.__cause__ = exc
        return err


class DataDirLockedError(StorageError):
    """Another process (or another repository in this process) has the data folder open."""

    def __init__(self, message: str, *, pid: int | None = None, **kwargs) -> None:
        super().__init__(message, **kwargs)
        self.pid = pid


class DataDirUnavailableError(StorageError):
    """The data folder cannot be created or opened at all."""


class RepositoryClosedError(StorageError):
    """The repository was closed; open a new one."""


class GameNotFoundError(StorageError):
    """No stored game has that id (it was deleted, quarantined, or never existed)."""


class GameInTrashError(StorageError):
    """The game is in the trash; restore it before continuing it."""


class StaleGameError(StorageError):
    """The stored game changed since the caller loaded it (another window saved to it)."""

    def __init__(self, message: str, *, expected: int, actual: int, **kwargs) -> None:
        super().__init__(message, **kwargs)
        self.expected = expected
        self.actual = actual


class CorruptFileError(StorageError):
    """A file cannot be read: truncated, not JSON, or not the expected shape.

    ``reason`` is a short technical description (for logs and the report).
    ``transient`` is true when the file could not be *read* (an I/O error):
    that is no proof of damage, so such a file is reported but never moved.
    """

    def __init__(self, message: str, *, reason: str = "", transient: bool = False, **kwargs) -> None:
        super().__init__(message, **kwargs)
        self.reason = reason or message
        self.transient = transient


class SchemaError(CorruptFileError):
    """The file is JSON but its documents do not match the expected schema."""


class NewerSchemaError(SchemaError):
    """The file was written by a newer version of the app (unknown schema version)."""

    def __init__(self, message: str, *, found: int, supported: int, **kwargs) -> None:
        super().__init__(message, **kwargs)
        self.found = found
        self.supported = supported


class RulesRefusedError(CorruptFileError):
    """The file reads fine, but the rules refuse its action log (it cannot be
    replayed: tricks 99, an unknown kind of move, a preset this app lacks).

    ``reason`` says why in words, e.g. ``round 1: Ana cannot take 99 tricks (0 to 1)``.
    """
