"""Writing a file the user named (``export -o FILE``): safely, or not at all.

The target is replaced atomically (a temp file beside it, fsynced, renamed
over it), so a failed write leaves the old file whole. Only a regular file
is ever replaced: a device (``/dev/full``), a FIFO, a symlink or a folder
that happens to have that name is refused, never swapped for a JSON file.
A replaced file keeps its permissions. Every error names the target the
user typed, never the hidden temp file.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

from ..domain.errors import ScorekeeperError
from ..domain.text import excerpt


class OutputError(ScorekeeperError):
    """The output file cannot be written where the user asked."""


class OutputWriteError(OSError):
    """Writing the output failed (disk full, read-only): names the target."""

    def __str__(self) -> str:
        return str(self.strerror)


_KINDS = [
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISLNK, "a symbolic link"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISFIFO, "a pipe (FIFO)"),
    (stat.S_ISSOCK, "a socket"),
]

_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the file system is read-only",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.ENOENT: "its folder does not exist",
    errno.ENOTDIR: "a part of its path is not a folder",
    errno.ENAMETOOLONG: "the name is too long",
}


def _reason(exc: OSError) -> str:
    """Why ``exc`` happened, in a player's words where we have them."""
    return (_REASONS.get(exc.errno) if exc.errno is not None else None) or exc.strerror or str(exc)


def _current_umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_file(target: str | os.PathLike[str], payload: bytes) -> None:
    """Replace (or create) the regular file ``target`` with ``payload``.

    Raises :class:`OutputError` when the target is not a regular file or its
    folder is missing, and ``OSError`` (with the target in its message) when
    the write itself fails.
    """
    name = os.fspath(target)
    path = Path(name)
    shown = excerpt(name, 120)
    try:
        existing = os.lstat(path)
    except FileNotFoundError:
        existing = None
    except OSError as exc:
        raise OutputError(f"{shown}: cannot be written ({_reason(exc)})") from None
    if existing is not None and not stat.S_ISREG(existing.st_mode):
        kind = next((label for test, label in _KINDS if test(existing.st_mode)), "not a regular file")
        raise OutputError(f"{shown} exists and is {kind}; only a regular file is replaced (choose another name)")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        # the folder is the path shown, less the file's name: named twice, a long path cut the reason off
        raise OutputError(f"{shown}: {_REASONS[errno.ENOENT]}")
    mode = stat.S_IMODE(existing.st_mode) if existing is not None else 0o666 & ~_current_umask()
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name[:40]}.", suffix=".tmp")
        try:
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
            os.fchmod(fd, mode)
        finally:
            os.close(fd)
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        raise OutputWriteError(exc.errno, f"{shown} cannot be written: {_reason(exc)}") from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass  # the file is in place; only durability against a power cut is weaker


__all__ = ["OutputError", "OutputWriteError", "write_file"]
