"""A crash-safe TinyDB storage: whole-file atomic replace, never in-place.

TinyDB's default ``JSONStorage`` rewrites the file in place and truncates
afterwards, so a kill or power cut in the middle leaves a file that no longer
loads. :class:`AtomicJSONStorage` instead

1. serialises the whole database to bytes first (a value that is not JSON
   fails here, before anything touches the disk),
2. writes them to a temp file in the same folder, flushes and ``fsync``\\s it,
3. ``os.replace``\\s the temp file over the real one (atomic on POSIX and
   Windows), and
4. ``fsync``\\s the folder so the rename itself is durable.

At any moment the real file is either the complete old version or the
complete new one. A failed write (disk full, read-only folder) removes its
temp file and leaves the old file untouched. Stale temp files from a killed
writer are removed when the storage is opened.

Reading never "recovers" silently: an empty, truncated, non-JSON or wrongly
shaped file raises :class:`~scorekeeper.storage.errors.CorruptFileError`; a
missing file reads as ``None`` (an empty database, as TinyDB expects).

The storage holds no open handle and no cache, so it is cheap to create one
per operation. It does no locking of its own; callers serialise writers
(the repository holds a process lock and a data-folder lock).
"""

from __future__ import annotations

import json
import logging
import os
import secrets
from typing import Any

from tinydb.storages import Storage

from .errors import CorruptFileError

__all__ = [
    "AtomicJSONStorage",
    "CorruptFileError",
    "atomic_write_bytes",
    "decode_tinydb_bytes",
    "encode_json",
    "fsync_dir",
    "remove_stale_temp_files",
    "TEMP_SUFFIX",
]

TEMP_SUFFIX = ".tmp"
_WINDOWS = os.name == "nt"

_log = logging.getLogger(__name__)


def encode_json(data: Any, **kwargs: Any) -> bytes:
    """Serialise compactly as UTF-8; NaN/Infinity and non-JSON values raise."""
    kwargs.setdefault("ensure_ascii", False)
    kwargs.setdefault("separators", (",", ":"))
    kwargs.setdefault("allow_nan", False)
    return json.dumps(data, **kwargs).encode("utf-8")


def temp_path_for(path: str) -> str:
    directory, name = os.path.split(path)
    return os.path.join(directory, f".{name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")


def is_temp_name(name: str) -> bool:
    return name.startswith(".") and name.endswith(TEMP_SUFFIX)


def fsync_dir(directory: str | os.PathLike[str]) -> None:
    """Make a rename/unlink in ``directory`` durable (no-op on Windows)."""
    if _WINDOWS:
        return
    fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_bytes(path: str | os.PathLike[str], payload: bytes, *, fsync: bool = True) -> os.stat_result:
    """Atomically replace ``path`` with ``payload``; return the new file's stat.

    On any error the temp file is removed, ``path`` is unchanged, and the
    ``OSError`` propagates.
    """
    path = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(path))
    tmp = temp_path_for(path)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(tmp, flags, 0o644)
    try:
        try:
            view = memoryview(payload)
            while view:
                written = os.write(fd, view)
                if written <= 0:  # pragma: no cover - defensive
                    raise OSError("short write")
                view = view[written:]
            if fsync:
                os.fsync(fd)
            stat = os.fstat(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if fsync:
        # The new file is in place: a failure to sync the folder entry must not
        # be reported as a failed save (the caller would drop an action that is
        # on disk). It only weakens durability against a power cut; say so.
        try:
            fsync_dir(directory)
        except OSError as exc:
            _log.warning("saved %s, but could not sync its folder: %s", path, exc)
    return stat


def decode_tinydb_bytes(raw: bytes, path: str | os.PathLike[str]) -> dict[str, dict[str, Any]]:
    """Parse the bytes of a TinyDB file, refusing anything that is not one."""
    path = os.fspath(path)
    name = os.path.basename(path)
    if not raw.strip():
        raise CorruptFileError(
            f"The file {name} is empty (it was probably cut off while saving).",
            reason="empty file",
            path=path,
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CorruptFileError(
            f"The file {name} is damaged (it is not text).", reason=f"not UTF-8: {exc}", path=path
        ) from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        cut_off = exc.pos >= len(text.rstrip())
        reason = "truncated JSON" if cut_off else "not JSON"
        raise CorruptFileError(
            f"The file {name} is damaged ({'it was cut off' if cut_off else 'it is not valid JSON'}).",
            reason=f"{reason}: {exc}",
            path=path,
        ) from exc
    if not isinstance(data, dict) or not all(isinstance(table, dict) for table in data.values()):
        raise CorruptFileError(
            f"The file {name} is not a scorekeeper data file.",
            reason="not a TinyDB document (expected an object of tables)",
            path=path,
        )
    return data


def remove_stale_temp_files(directory: str | os.PathLike[str], prefix: str = ".") -> list[str]:
    """Delete leftover temp files (``.<name>.<random>.tmp``) in ``directory``."""
    removed: list[str] = []
    try:
        entries = list(os.scandir(directory))
    except FileNotFoundError:
        return removed
    for entry in entries:
        if entry.name.startswith(prefix) and is_temp_name(entry.name):
            try:
                os.unlink(entry.path)
                removed.append(entry.path)
            except FileNotFoundError:
                pass
    return removed


class AtomicJSONStorage(Storage):
    """TinyDB storage writing whole files atomically (temp + fsync + replace + dir fsync).

    ``TinyDB(path, storage=AtomicJSONStorage)`` works as usual. Extra keyword
    arguments go to ``json.dumps``. ``fsync=False`` skips both fsyncs (only
    for bulk imports that sync once at the end). ``sweep=False`` skips the
    stale temp file sweep on open (the repository sweeps whole folders once).
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        create_dirs: bool = False,
        *,
        fsync: bool = True,
        sweep: bool = True,
        **kwargs: Any,
    ) -> None:
        super().__init__()
        self.path = os.fspath(path)
        self.kwargs = kwargs
        self._fsync = fsync
        directory = os.path.dirname(os.path.abspath(self.path))
        if create_dirs:
            os.makedirs(directory, exist_ok=True)
        if sweep:
            remove_stale_temp_files(directory, prefix=f".{os.path.basename(self.path)}.")
        self.last_stat: os.stat_result | None = None

    def read(self) -> dict[str, dict[str, Any]] | None:
        try:
            with open(self.path, "rb") as handle:
                raw = handle.read()
        except FileNotFoundError:
            return None
        return decode_tinydb_bytes(raw, self.path)

    def write(self, data: dict[str, dict[str, Any]]) -> None:
        self.write_document(data)

    def write_document(self, data: Any) -> os.stat_result:
        """Like :meth:`write`, returning the stat of the new file."""
        payload = encode_json(data, **self.kwargs)
        self.last_stat = atomic_write_bytes(self.path, payload, fsync=self._fsync)
        return self.last_stat

    def close(self) -> None:
        pass
